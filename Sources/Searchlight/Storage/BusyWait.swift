import CSQLite
import Foundation
import Synchronization

/// SQLite's busy handler for a connection: while another connection (usually another process)
/// holds the lock it needs, sleeps and retries until `timeout`, and tells `onWait` how long it
/// has been waiting about once a second, so a command can say why it is not progressing.
package final class BusyWait: Sendable {
    private let timeout: Duration
    private let onWait: (@Sendable (Duration) -> Void)?
    /// When the current wait began and when it was last reported; only touched by SQLite's
    /// callback on the connection's owner, the mutex keeps the class `Sendable`.
    private let state = Mutex<(started: ContinuousClock.Instant, reported: ContinuousClock.Instant)?>(nil)

    package init(timeout: Duration, onWait: (@Sendable (Duration) -> Void)? = nil) {
        self.timeout = timeout
        self.onWait = onWait
    }

    /// Installs this handler on `handle`; the connection keeps `self` alive as long as `handle`.
    func install(on handle: OpaquePointer) {
        sqlite3_busy_handler(
            handle,
            { context, attempts in
                guard let context else { return 0 }
                return Unmanaged<BusyWait>.fromOpaque(context).takeUnretainedValue().retry(attempts: attempts)
                    ? 1 : 0
            }, Unmanaged.passUnretained(self).toOpaque())
    }

    private func retry(attempts: Int32) -> Bool {
        let now = ContinuousClock.now
        let (started, report) = state.withLock { state -> (ContinuousClock.Instant, Bool) in
            if attempts == 0 || state == nil { state = (now, now) }
            guard let current = state else { return (now, false) }
            let due = now - current.reported >= .seconds(1)
            if due { state?.reported = now }
            return (current.started, due)
        }
        let waited = now - started
        guard waited < timeout else { return false }
        if report { onWait?(waited) }
        // Short sleeps first, as SQLite's own handler does, so a brief lock costs little.
        let pause = min(Duration.milliseconds(1 << min(Int(attempts), 6)), timeout - waited)
        let microseconds =
            pause.components.seconds * 1_000_000 + pause.components.attoseconds / 1_000_000_000_000
        usleep(useconds_t(clamping: max(microseconds, 1)))
        return true
    }
}

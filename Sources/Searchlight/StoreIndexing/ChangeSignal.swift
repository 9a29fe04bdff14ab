import Synchronization

/// Wakes the indexing loop: a signal before the wait makes the next wait return at once, and a
/// wait gives up after its timeout (the poll interval).
final class ChangeSignal: Sendable {
    private struct State {
        var isPending = false
        var waiter: CheckedContinuation<Bool, Never>?
        var generation = 0
    }

    private let state = Mutex(State())

    func signal() {
        let waiter = state.withLock { state -> CheckedContinuation<Bool, Never>? in
            guard let waiter = state.waiter else {
                state.isPending = true
                return nil
            }
            state.waiter = nil
            return waiter
        }
        waiter?.resume(returning: true)
    }

    /// Returns after a signal (`true`) or `timeout` (`false`).
    @discardableResult
    func wait(timeout: Duration) async -> Bool {
        let generation = state.withLock { state -> Int? in
            if state.isPending {
                state.isPending = false
                return nil
            }
            state.generation += 1
            return state.generation
        }
        guard let generation else { return true }
        let timer = Task {
            try? await Task.sleep(for: timeout)
            let waiter = state.withLock { state -> CheckedContinuation<Bool, Never>? in
                // Invalidates this wait even before its waiter is stored, so it cannot outlive us.
                guard state.generation == generation else { return nil }
                state.generation += 1
                defer { state.waiter = nil }
                return state.waiter
            }
            waiter?.resume(returning: false)
        }
        let signalled = await withCheckedContinuation { continuation in
            let resumeNow = state.withLock { state -> Bool? in
                // Signalled or timed out between the check above and now.
                if state.isPending {
                    state.isPending = false
                    return true
                }
                guard state.generation == generation else { return false }
                state.waiter = continuation
                return nil
            }
            if let resumeNow { continuation.resume(returning: resumeNow) }
        }
        timer.cancel()
        return signalled
    }
}

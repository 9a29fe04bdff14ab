import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Calls `onWrite` when the database file, its WAL or its rollback journal is written, by any
/// connection of any process: the file system reports the write (inotify on Linux), so a commit
/// is noticed at once without polling. Where no such notifications exist, ``start(watching:onWrite:)``
/// returns `nil` and polling alone bounds the latency.
///
/// The directory is watched rather than the files, because the WAL and the journal come and go.
final class DatabaseFileWatcher: Sendable {
    private let stopped = Mutex(false)
    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Starts watching the files of the database at `databasePath`; `nil` when the platform or
    /// the file system offers no notifications (the caller then relies on polling).
    static func start(watching databasePath: String, onWrite: @escaping @Sendable () -> Void)
        -> DatabaseFileWatcher?
    {
        #if canImport(Glibc)
            let url = URL(fileURLWithPath: databasePath).standardizedFileURL
            let directory = url.deletingLastPathComponent().path
            let name = url.lastPathComponent
            let watchedNames: Set<String> = [name, name + "-wal", name + "-journal"]
            let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard descriptor >= 0 else { return nil }
            let mask = UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_TO)
            guard inotify_add_watch(descriptor, directory, mask) >= 0 else {
                close(descriptor)
                return nil
            }
            let watcher = DatabaseFileWatcher(descriptor: descriptor)
            Thread.detachNewThread {
                watcher.readEvents(names: watchedNames, onWrite: onWrite)
            }
            return watcher
        #else
            return nil
        #endif
    }

    /// Stops watching; the reading thread ends within its poll timeout.
    func stop() {
        stopped.withLock { $0 = true }
    }

    #if canImport(Glibc)
        private func readEvents(names: Set<String>, onWrite: @Sendable () -> Void) {
            defer { close(descriptor) }
            var buffer = [UInt8](repeating: 0, count: 16 * 1024)
            let headerSize = MemoryLayout<inotify_event>.size
            let lengthOffset = MemoryLayout<inotify_event>.offset(of: \.len) ?? 12
            while !stopped.withLock({ $0 }) {
                var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                // A bounded wait, so that `stop()` is seen without a wake-up of its own.
                guard poll(&request, 1, 250) > 0 else { continue }
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                guard count > 0 else { continue }
                var offset = 0
                var matched = false
                while offset + headerSize <= count {
                    let (nameLength, name) = buffer.withUnsafeBytes { bytes in
                        let length = Int(
                            bytes.loadUnaligned(fromByteOffset: offset + lengthOffset, as: UInt32.self))
                        let start = offset + headerSize
                        let nameBytes = bytes[start..<min(start + length, count)].prefix { $0 != 0 }
                        return (length, String(decoding: nameBytes, as: UTF8.self))
                    }
                    if names.contains(name) { matched = true }
                    offset += headerSize + nameLength
                }
                if matched { onWrite() }
            }
        }
    #endif
}

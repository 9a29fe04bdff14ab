import Synchronization

/// A small pool of read connections, so searches never queue behind the writer.
///
/// In WAL mode a reader sees the last committed state and is never blocked by an open write
/// transaction, so reads proceed while a long batch is being written.
package final class ReaderPool: Sendable {
    private let path: String
    private let mode: SQLiteConnection.Mode
    private let idle: Mutex<[SQLiteConnection]>
    private let capacity: Int

    package init(path: String, mode: SQLiteConnection.Mode = .readWrite, capacity: Int) {
        self.path = path
        self.mode = mode
        self.capacity = max(1, capacity)
        self.idle = Mutex([])
    }

    /// Runs `body` with a read connection checked out exclusively for the duration of the call,
    /// in one read transaction (one snapshot; the locks taken once, not per statement).
    func withConnection<R>(_ body: (SQLiteConnection) throws -> R) throws -> R {
        let connection = try idle.withLock { $0.popLast() } ?? openReader()
        defer {
            idle.withLock { connections in
                if connections.count < capacity { connections.append(connection) }
            }
        }
        return try connection.readTransaction { try body(connection) }
    }

    private func openReader() throws -> SQLiteConnection {
        let connection = try SQLiteConnection(path: path, mode: mode)
        try connection.execute("PRAGMA query_only = ON")
        // Searches touch pages all over the full-text index; mapping the file lets every reader
        // share the OS page cache instead of copying pages in with pread.
        try connection.execute("PRAGMA mmap_size = 1073741824")
        try connection.execute("PRAGMA cache_size = -8192")
        return connection
    }
}

import Synchronization

/// A small pool of read connections, so searches never queue behind the writer.
///
/// In WAL mode a reader sees the last committed state and is never blocked by an open write
/// transaction, so reads proceed while a long batch is being written.
package final class ReaderPool: Sendable {
    private let path: String
    private let idle: Mutex<[SQLiteConnection]>
    private let capacity: Int

    package init(path: String, capacity: Int) {
        self.path = path
        self.capacity = max(1, capacity)
        self.idle = Mutex([])
    }

    /// Runs `body` with a read connection checked out exclusively for the duration of the call.
    package func withConnection<R>(_ body: (SQLiteConnection) throws -> R) throws -> R {
        let connection = try idle.withLock { $0.popLast() } ?? openReader()
        defer {
            idle.withLock { connections in
                if connections.count < capacity { connections.append(connection) }
            }
        }
        return try body(connection)
    }

    private func openReader() throws -> SQLiteConnection {
        let connection = try SQLiteConnection(path: path)
        try connection.execute("PRAGMA query_only = ON")
        return connection
    }
}

import CSQLite
import Foundation
import Synchronization

/// One database file: its schema, its read connections, and how to open its writer.
///
/// A process keeps one `Store` per file (see ``open(path:durability:readerCount:)``); each
/// ``SearchableIndex`` actor opens its own writer connection on it.
package final class Store: Sendable {
    package let path: String
    package let readers: ReaderPool
    /// The connection that folds the WAL into the database file, and whether it is at work.
    private let checkpointer = Mutex<(connection: SQLiteConnection?, isRunning: Bool)>((nil, false))
    /// Set when the file could not be read and was moved aside and recreated empty; the index tells
    /// its delegate to reindex everything.
    package let rebuiltFromCorruptFile: Bool

    private static let openStores = Mutex<[String: Store]>([:])

    private init(path: String, readerCount: Int, rebuilt: Bool) {
        self.path = path
        self.readers = ReaderPool(path: path, capacity: readerCount)
        self.rebuiltFromCorruptFile = rebuilt
    }

    /// The process-wide store for `path`, created and migrated on first use.
    package static func open(path: String, readerCount: Int) throws -> Store {
        try openStores.withLock { stores in
            if let store = stores[path] { return store }
            let directory = (path as NSString).deletingLastPathComponent
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            var rebuilt = false
            do {
                try prepare(path: path)
            } catch let error as SQLiteError where error.isCorruption {
                try moveAside(path: path)
                try prepare(path: path)
                rebuilt = true
            }
            let store = Store(path: path, readerCount: readerCount, rebuilt: rebuilt)
            stores[path] = store
            return store
        }
    }

    /// Forgets the cached store for `path` (used after the file is deleted, and by tests).
    package static func forget(path: String) {
        _ = openStores.withLock { $0.removeValue(forKey: path) }
    }

    private static func prepare(path: String) throws {
        let connection = try SQLiteConnection(path: path)
        // Reading the schema is what detects a file that is not a database.
        _ = try connection.pragmaInt("schema_version")
        let mode = try connection.pragmaString("journal_mode = WAL")
        guard mode.lowercased() == "wal" else {
            throw SQLiteError(code: SQLITE_ERROR, message: "cannot enable WAL (journal_mode is \(mode))")
        }
        _ = try StoreSchema.migrate(connection)
        let check = try connection.pragmaString("quick_check(1)")
        guard check == "ok" else { throw SQLiteError(code: SQLITE_CORRUPT, message: check) }
    }

    private static func moveAside(path: String) throws {
        let stamp = Int(Date().timeIntervalSince1970)
        for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: path + suffix) {
            try FileManager.default.moveItem(
                atPath: path + suffix, toPath: "\(path).corrupt-\(stamp)\(suffix)")
        }
    }

    /// Opens a writer connection with the pragmas every writer needs.
    package func openWriter(fullDurability: Bool) throws -> SQLiteConnection {
        let connection = try SQLiteConnection(path: path)
        // WAL + NORMAL makes every commit survive a killed process (the WAL is written before
        // COMMIT returns); FULL also fsyncs it, which is what survives power loss.
        try connection.execute("PRAGMA synchronous = \(fullDurability ? "FULL" : "NORMAL")")
        // Indexing inserts into several B-trees at once (items, comparable values, completion
        // prefixes, FTS5 segments); a page cache that holds their working set keeps bulk indexing
        // CPU-bound instead of re-reading pages it just wrote (measured: 9.7 s → 5.7 s for 63k items).
        try connection.execute("PRAGMA cache_size = -131072")
        // Copying committed pages from the WAL into the database is not part of durability, so it
        // does not run inside the committing call (SQLite's default); see `checkpointIfNeeded`.
        try connection.execute("PRAGMA wal_autocheckpoint = 0")
        return connection
    }

    /// WAL size above which a commit schedules a checkpoint.
    static let checkpointThreshold = 8 << 20

    /// After a commit: when the WAL has grown past ``checkpointThreshold``, folds it into the
    /// database file on a background task with a `PASSIVE` checkpoint, which never blocks readers
    /// or the writer. Durability does not depend on it: committed frames are already in the WAL.
    package func checkpointIfNeeded() {
        var info = stat()
        guard stat(path + "-wal", &info) == 0, Int(info.st_size) > Self.checkpointThreshold else { return }
        let start = checkpointer.withLock { state -> Bool in
            guard !state.isRunning else { return false }
            state.isRunning = true
            return true
        }
        guard start else { return }
        Task.detached(priority: .utility) { self.checkpoint() }
    }

    /// Folds the WAL into the database file now (`PASSIVE`: pages still read by an open read
    /// transaction wait for the next checkpoint).
    package func checkpoint() {
        let connection = checkpointer.withLock { state -> SQLiteConnection? in
            state.isRunning = true
            return state.connection.take()
        }
        let usable = connection ?? (try? SQLiteConnection(path: path))
        try? usable?.execute("PRAGMA wal_checkpoint(PASSIVE)")
        checkpointer.withLock { state in
            state.connection = usable
            state.isRunning = false
        }
    }
}

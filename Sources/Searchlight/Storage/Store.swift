import CSQLite
import Foundation
import Synchronization

/// One database file: its schema, its read connections, and how to open its writer.
///
/// A process keeps one `Store` per file and access mode (see
/// ``open(path:readerCount:readOnly:)``); each ``SearchableIndex`` actor opens its own writer
/// connection on it.
///
/// A store is never silently replaced: a file that is not a Searchlight store is refused unchanged,
/// a damaged file found by a read-only open is reported and left alone, and a damaged file found
/// by a writable open is moved aside (kept, never deleted) before a new store is created, which
/// ``rebuild`` records so the index can say so.
///
/// Opening does not read every page (see ``StoreHealth``): damage found later, by a statement that
/// reads a damaged page or by a check on demand, is noted (``noteDamage(_:)``) and the writable
/// store is replaced in place by ``repairIfDamaged()``, with a copy of the damaged file kept.
package final class Store: Sendable {
    package let path: String
    package let readers: ReaderPool
    /// Whether the store was opened read-only (asked for, or the file or directory is not writable).
    package let isReadOnly: Bool
    /// The connection that folds the WAL into the database file, and whether it is at work.
    private let checkpointer = Mutex<SQLiteConnection?>(nil)
    /// Whether a background checkpoint is scheduled or running.
    private let checkpointScheduled = Mutex(false)
    /// The last rebuild, whether an index has announced it yet (the first to see it does), and
    /// damage noted while the store is in use that a repair has not replaced yet.
    private let health: Mutex<Health>
    /// Holds the private in-memory database that stands for a store that does not exist yet, when
    /// opened read-only (nothing is created on disk).
    private let emptyDatabase: SQLiteConnection?

    private struct Health {
        var rebuild: StoreRebuild?
        var announced = false
        var damage: SQLiteError?
        var isRepairing = false
    }

    /// Set when this process found the file damaged, kept it and started an empty store.
    package var rebuild: StoreRebuild? { health.withLock { $0.rebuild } }

    /// Set when the file could not be read and was moved aside and recreated empty; the index tells
    /// its delegate to reindex everything.
    var rebuiltFromCorruptFile: Bool { rebuild != nil }

    private struct Key: Hashable {
        let path: String
        let readOnly: Bool
    }

    /// One slot per store file: the table's lock is held only to find a slot, and each slot's
    /// own lock while its store is opened and migrated, so opening one store never waits for
    /// another's migration.
    private final class Slot: Sendable {
        let store = Mutex<Store?>(nil)
    }

    private static let openStores = Mutex<[Key: Slot]>([:])

    private static func slot(_ key: Key) -> Slot {
        openStores.withLock { slots in
            if let slot = slots[key] { return slot }
            let slot = Slot()
            slots[key] = slot
            return slot
        }
    }

    private init(
        path: String, readers: ReaderPool, isReadOnly: Bool, rebuild: StoreRebuild? = nil,
        emptyDatabase: SQLiteConnection? = nil
    ) {
        self.path = path
        self.readers = readers
        self.isReadOnly = isReadOnly
        self.health = Mutex(Health(rebuild: rebuild))
        self.emptyDatabase = emptyDatabase
    }

    /// The process-wide store for `path`, created and migrated on first use.
    ///
    /// - Parameter readOnly: never create, convert or rebuild anything; a damaged file throws. An
    ///   older store that can be written is first brought up to this schema, as a write would;
    ///   one that cannot be written is read as it is where its version allows. A store whose file
    ///   or directory cannot be written is opened read-only anyway.
    /// - Throws: ``SearchableIndexError/Code/notAStore`` for another program's database,
    ///   `SQLiteError` otherwise.
    package static func open(path: String, readerCount: Int, readOnly: Bool = false) throws -> Store {
        try slot(Key(path: path, readOnly: readOnly)).store.withLock { cached in
            if let cached { return cached }
            let store =
                try readOnly || !isWritable(path)
                ? openReadOnly(path: path, readerCount: readerCount)
                : openReadWrite(path: path, readerCount: readerCount)
            cached = store
            return store
        }
    }

    /// Forgets the cached stores for `path` (used after the file is deleted, and by tests).
    package static func forget(path: String) {
        openStores.withLock { stores in
            stores.removeValue(forKey: Key(path: path, readOnly: true))
            stores.removeValue(forKey: Key(path: path, readOnly: false))
        }
    }

    /// Claims the announcement of ``rebuild``: returns it to the first caller only.
    func claimRebuild() -> StoreRebuild? {
        health.withLock { health in
            defer { health.announced = true }
            return health.announced ? nil : health.rebuild
        }
    }

    // MARK: Damage found in use

    /// Notes that a statement on the writable store at `path` reported damage, so that
    /// ``repairIfDamaged()`` replaces it. Read-only stores are never changed: they report it only.
    static func noteDamage(path: String, _ error: SQLiteError) {
        guard error.isCorruption else { return }
        let slot = openStores.withLock { $0[Key(path: path, readOnly: false)] }
        slot?.store.withLock { $0 }?.health.withLock { $0.damage = $0.damage ?? error }
    }

    /// When damage was noted: keeps a copy of the damaged file and its WAL beside it and empties
    /// the store in place (SQLite's reset of a database, which works on a damaged file), then
    /// recreates the schema and records the ``rebuild`` for the index to announce.
    ///
    /// The file is emptied rather than moved aside because this process's other connections
    /// still have it open; they go on with the new store. While another connection holds the
    /// write lock (an open batch) the repair waits for a later call.
    func repairIfDamaged() {
        let damage = health.withLock { health -> SQLiteError? in
            guard !isReadOnly, !health.isRepairing, let damage = health.damage else { return nil }
            health.isRepairing = true
            return damage
        }
        guard let damage else { return }
        var repaired: StoreRebuild?
        defer {
            health.withLock { health in
                health.isRepairing = false
                guard let repaired else { return }
                health = Health(rebuild: repaired)
            }
        }
        guard let connection = try? SQLiteConnection(path: path, busyWait: BusyWait(timeout: .zero)) else {
            return
        }
        do {
            // The write lock keeps the copy consistent; a file too damaged to lock is copied as it is.
            try connection.execute("BEGIN IMMEDIATE")
        } catch  where error.isCorruption {
        } catch {
            return
        }
        do {
            let kept = Self.keptPath(for: path)
            for suffix in ["", "-wal"] where FileManager.default.fileExists(atPath: path + suffix) {
                try FileManager.default.copyItem(atPath: path + suffix, toPath: kept + suffix)
            }
            if connection.isInTransaction { try connection.execute("ROLLBACK") }
            try connection.resetDatabase()
            try Self.prepare(connection, path: path)
            repaired = StoreRebuild(damagedFileKeptAt: kept, reason: damage.message)
        } catch {
            if connection.isInTransaction { try? connection.execute("ROLLBACK") }
        }
    }

    /// Records a whole-file check that found the store sound, so no open repeats it before it is
    /// due. Best effort: a store another connection is writing to skips the record.
    func recordCheck() {
        guard !isReadOnly,
            let connection = try? SQLiteConnection(path: path, busyWait: BusyWait(timeout: .zero))
        else { return }
        try? StoreHealth.record(connection, checkedAt: Date())
    }

    // MARK: Opening

    private static func isWritable(_ path: String) -> Bool {
        let directory = (path as NSString).deletingLastPathComponent
        if FileManager.default.fileExists(atPath: path) {
            return access(path, W_OK) == 0 && access(directory, W_OK) == 0
        }
        return !FileManager.default.fileExists(atPath: directory) || access(directory, W_OK) == 0
    }

    private static func openReadWrite(path: String, readerCount: Int) throws -> Store {
        let directory = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var rebuild: StoreRebuild?
        do {
            try prepare(path: path)
        } catch let error as SQLiteError where error.isCorruption {
            let kept = try moveAside(path: path)
            try prepare(path: path)
            rebuild = StoreRebuild(damagedFileKeptAt: kept, reason: error.message)
        }
        return Store(
            path: path, readers: ReaderPool(path: path, capacity: readerCount), isReadOnly: false,
            rebuild: rebuild)
    }

    /// Recognises the file, switches it to WAL, brings its schema up to date and checks every
    /// page when a check is due (see ``StoreHealth``).
    private static func prepare(path: String) throws {
        try prepare(SQLiteConnection(path: path), path: path)
    }

    private static func prepare(_ connection: SQLiteConnection, path: String) throws {
        // Reading the schema is what detects a file that is not a database; nothing is written
        // before the file is known to be a Searchlight store (or empty).
        try StoreSchema.recognise(connection, path: path)
        let mode = try connection.pragmaString("journal_mode = WAL")
        guard mode.lowercased() == "wal" else {
            throw SQLiteError(code: SQLITE_ERROR, message: "cannot enable WAL (journal_mode is \(mode))")
        }
        let found = try StoreSchema.migrate(connection)
        try StoreHealth.checkIfDue(connection, isNewStore: found == 0)
    }

    /// A new name beside `path` for a copy of its damaged file.
    private static func keptPath(for path: String) -> String {
        let stamp = Int(Date().timeIntervalSince1970)
        var kept = "\(path).corrupt-\(stamp)"
        var attempt = 1
        while FileManager.default.fileExists(atPath: kept) {
            attempt += 1
            kept = "\(path).corrupt-\(stamp)-\(attempt)"
        }
        return kept
    }

    /// Moves the damaged file and its WAL aside, keeping them for the user.
    /// - Returns: where the database file went.
    private static func moveAside(path: String) throws -> String {
        let kept = keptPath(for: path)
        for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: path + suffix) {
            try FileManager.default.moveItem(atPath: path + suffix, toPath: kept + suffix)
        }
        return kept
    }

    private static func openReadOnly(path: String, readerCount: Int) throws -> Store {
        guard FileManager.default.fileExists(atPath: path) else {
            // Nothing to read yet: an empty in-memory schema answers every read, and no file is created.
            let mode = SQLiteConnection.Mode.memory(name: "searchlight-empty-\(UUID().uuidString)")
            let database = try SQLiteConnection(path: path, mode: mode)
            _ = try StoreSchema.migrate(database)
            return Store(
                path: path, readers: ReaderPool(path: path, mode: mode, capacity: readerCount),
                isReadOnly: true, emptyDatabase: database)
        }
        // A store that cannot be upgraded (damaged, busy, another program's) is read, or
        // reported, as it is.
        if isWritable(path) { try? upgradeIfOlder(path: path) }
        var mode = SQLiteConnection.Mode.readOnly
        do {
            try verifyReadOnly(path: path, mode: mode)
        } catch let error as SQLiteError
            where error.primaryCode == SQLITE_CANTOPEN || error.primaryCode == SQLITE_READONLY
        {
            // A WAL store on read-only media: `mode=ro` needs a `-shm` file it cannot create.
            // Nothing can be writing to it, so it is read as immutable.
            mode = .immutable
            try verifyReadOnly(path: path, mode: mode)
        }
        return Store(
            path: path, readers: ReaderPool(path: path, mode: mode, capacity: readerCount), isReadOnly: true)
    }

    /// Brings a writable store made by an older build up to this schema before it is read, as any
    /// write would: a reader after an upgrade then works instead of failing until something writes.
    /// The migration keeps every item (it re-derives what older builds derived differently);
    /// nothing else is changed, and a file that is not a Searchlight store is left alone.
    private static func upgradeIfOlder(path: String) throws {
        let probe = try SQLiteConnection(path: path, mode: .readOnly)
        let version = try probe.pragmaInt("user_version")
        guard (1..<StoreSchema.currentVersion).contains(version) else { return }
        let connection = try SQLiteConnection(path: path)
        try StoreSchema.recognise(connection, path: path)
        _ = try StoreSchema.migrate(connection)
    }

    private static func verifyReadOnly(path: String, mode: SQLiteConnection.Mode) throws {
        let connection = try SQLiteConnection(path: path, mode: mode)
        try StoreSchema.recognise(connection, path: path)
        try StoreSchema.checkReadable(connection, path: path)
    }

    /// Opens a writer connection with the pragmas every writer needs.
    func openWriter(fullDurability: Bool, busyWait: BusyWait) throws -> SQLiteConnection {
        guard !isReadOnly else {
            throw SearchableIndexError(
                .indexUnavailable,
                message:
                    "the store at \(path) is open read-only (IndexConfiguration.isReadOnly, or the file or "
                    + "its directory is not writable); it cannot be changed")
        }
        let connection = try SQLiteConnection(path: path, busyWait: busyWait)
        // WAL + NORMAL makes every commit survive a killed process (the WAL is written before
        // COMMIT returns); FULL also fsyncs it, which is what survives power loss.
        try connection.execute("PRAGMA synchronous = \(fullDurability ? "FULL" : "NORMAL")")
        // Indexing inserts into several B-trees at once (items, comparable values, completion
        // prefixes, FTS5 segments); a page cache that holds their working set keeps bulk indexing
        // CPU-bound instead of re-reading pages it just wrote (measured: 9.7 s → 5.7 s for 63k items
        // against SQLite's default 2 MB). Most of those inserts append at the end of a B-tree; the
        // ones that land anywhere (completion prefixes, the identifier index) fit in 32 MB, and a
        // larger cache only grows the process (measured on those 63k items: peak RSS while indexing
        // 215 MB with 128 MB, 126 MB with 32 MB, at the same CPU time).
        try connection.execute("PRAGMA cache_size = -32768")
        // Copying committed pages from the WAL into the database is not part of durability, so it
        // does not run inside the committing call (SQLite's default); see `checkpointIfNeeded`.
        try connection.execute("PRAGMA wal_autocheckpoint = 0")
        // A checkpoint leaves the WAL file at its largest size and later commits reuse it from the
        // start; past this size it is cut back, so one large batch does not hold the disk for good.
        try connection.execute("PRAGMA journal_size_limit = \(Self.checkpointThreshold * 4)")
        return connection
    }

    // MARK: Checkpoints

    /// WAL size above which a commit schedules a checkpoint.
    static let checkpointThreshold = 8 << 20

    /// After a commit: when the WAL has grown past ``checkpointThreshold``, folds it into the
    /// database file on a background task with a `PASSIVE` checkpoint, which never blocks readers
    /// or the writer. Durability does not depend on it: committed frames are already in the WAL.
    func checkpointIfNeeded() {
        var info = stat()
        guard !isReadOnly, stat(path + "-wal", &info) == 0, Int(info.st_size) > Self.checkpointThreshold
        else { return }
        let start = checkpointScheduled.withLock { scheduled -> Bool in
            guard !scheduled else { return false }
            scheduled = true
            return true
        }
        guard start else { return }
        Task.detached(priority: .utility) {
            self.checkpoint()
            self.checkpointScheduled.withLock { $0 = false }
        }
    }

    /// Folds the WAL into the database file now (`PASSIVE`: pages still read by an open read
    /// transaction wait for the next checkpoint).
    ///
    /// - Parameter truncate: also empties the WAL file (`TRUNCATE`, which waits for readers), so
    ///   that the next process to open the store has no log to read back: for a process about to
    ///   exit after a large write.
    package func checkpoint(truncate: Bool = false) {
        guard !isReadOnly else { return }
        // One checkpoint at a time, holding the lock throughout: a TRUNCATE asked for while a
        // background PASSIVE one runs would find SQLite's checkpoint lock taken and do nothing
        // (measured: a 1M-line import left its 1.8 GB log behind), so it waits for it instead.
        checkpointer.withLock { connection in
            if connection == nil { connection = try? SQLiteConnection(path: path) }
            try? connection?.execute("PRAGMA wal_checkpoint(\(truncate ? "TRUNCATE" : "PASSIVE"))")
        }
    }

    // MARK: Damaged files

    /// Damaged store files kept beside `path` by earlier rebuilds, sorted.
    package static func keptDamagedFiles(besides path: String) -> [String] {
        let directory = (path as NSString).deletingLastPathComponent
        let prefix = (path as NSString).lastPathComponent + ".corrupt-"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasPrefix(prefix) && !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") }
            .sorted().map { (directory as NSString).appendingPathComponent($0) }
    }
}

import CSQLite
import Foundation

/// One SQLite connection, confined to a single owner at a time (the index actor for the writer, a
/// ``ReaderPool`` checkout for readers). `@unchecked Sendable` only so the pool can hand it from
/// one task to the next: it is never used by two owners at once (the pool's mutex and the index
/// actor guarantee exclusive checkout).
package final class SQLiteConnection: @unchecked Sendable {
    package let handle: OpaquePointer
    package let path: String
    private var statementCache: [String: SQLiteStatement] = [:]
    /// The statements last taken from ``statementCache``, searched first: a writer runs the same
    /// few statements for every item, and comparing a string with the one it was cached under
    /// (usually the same storage) costs less than hashing it.
    private var recentStatements: [SQLiteStatement] = []
    private static let recentStatementLimit = 8
    /// The frequent words' postings this connection's searches have read (see
    /// ``FrequentWordPostings``).
    let frequentWordPostings = FrequentWordPostings.Cache()
    /// The busy handler installed on `handle`, kept alive with it.
    private let busyWait: BusyWait
    /// What a writer keeps of the store while one transaction is open (see
    /// ``WriteTransactionState``); emptied whenever a transaction or savepoint ends otherwise than
    /// the writer planned, and at every commit, since another process may write in between.
    let transactionState = WriteTransactionState()

    /// How a connection opens its file.
    package enum Mode: Sendable, Equatable {
        /// Read and write, creating the file if it does not exist.
        case readWrite
        /// Read only (`mode=ro`): never creates or changes the file; sees other processes' commits.
        case readOnly
        /// Read only, and the file is assumed not to change (`immutable=1`): no locks and no
        /// `-shm` file, for a store on read-only media that `mode=ro` cannot open.
        case immutable
        /// A private in-memory database shared by the connections that name it.
        case memory(name: String)
    }

    /// Opens (creating if needed, in `.readWrite` mode) the database at `path` and registers the
    /// Searchlight tokenizer.
    package init(path: String, mode: Mode = .readWrite, busyWait: BusyWait = BusyWait(timeout: .seconds(30)))
        throws(SQLiteError)
    {
        var db: OpaquePointer?
        let access =
            switch mode {
            case .readWrite, .memory: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
            case .readOnly, .immutable: SQLITE_OPEN_READONLY
            }
        let flags = access | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE | SQLITE_OPEN_URI
        let name =
            switch mode {
            case .readWrite: Self.uri(path)
            case .readOnly: Self.uri(path) + "?mode=ro"
            case .immutable: Self.uri(path) + "?mode=ro&immutable=1"
            case .memory(let name): "file:\(name)?mode=memory&cache=shared"
            }
        let code = sqlite3_open_v2(name, &db, flags, nil)
        guard code == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open database"
            if let db { sqlite3_close_v2(db) }
            throw SQLiteError(code: code, message: "\(message) at \(path)")
        }
        self.handle = db
        self.path = path
        self.busyWait = busyWait
        busyWait.install(on: db)
        transactionState.install(on: db)
        try SearchlightFTS5Tokenizer.register(on: self)
    }

    /// `path` as a `file:` URI, so that characters such as `?` and `#` in it stay part of the name.
    private static func uri(_ path: String) -> String {
        var uri = "file:"
        for byte in path.utf8 {
            let scalar = Unicode.Scalar(byte)
            if scalar.isASCII,
                scalar.properties.isAlphabetic || scalar.properties.numericType != nil
                    || "/-_.~".unicodeScalars.contains(scalar)
            {
                uri.unicodeScalars.append(scalar)
            } else {
                uri += String(format: "%%%02X", byte)
            }
        }
        return uri
    }

    deinit {
        recentStatements.removeAll()
        statementCache.removeAll()
        sqlite3_close_v2(handle)
    }

    package func error(code: Int32, sql: String?) -> SQLiteError {
        SQLiteError(code: resultCode(), message: String(cString: sqlite3_errmsg(handle)), sql: sql)
            .withFallbackCode(code)
    }

    /// The extended code of the last error, `SQLITE_FULL` when the operating system said the disk
    /// is full: SQLite reports a failed `fsync`, `ftruncate` or `-shm` grow as an I/O error.
    private func resultCode() -> Int32 {
        let code = sqlite3_extended_errcode(handle)
        return code & 0xFF == SQLITE_IOERR && sqlite3_system_errno(handle) == ENOSPC ? SQLITE_FULL : code
    }

    /// Runs one or more SQL statements that take no parameters (schema, pragmas).
    package func execute(_ sql: String) throws(SQLiteError) {
        var errorMessage: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &errorMessage)
        if code != SQLITE_OK {
            let message = errorMessage.map { String(cString: $0) } ?? "error \(code)"
            sqlite3_free(errorMessage)
            throw SQLiteError(code: resultCode(), message: message, sql: sql)
        }
    }

    /// A cached prepared statement for `sql`, reset and ready to bind.
    package func statement(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        for recent in recentStatements where recent.sql == sql {
            recent.reset()
            return recent
        }
        let statement: SQLiteStatement
        if let cached = statementCache[sql] {
            cached.reset()
            statement = cached
        } else {
            statement = try SQLiteStatement(connection: self, sql: sql)
            statementCache[sql] = statement
        }
        if recentStatements.count == Self.recentStatementLimit { recentStatements.removeFirst() }
        recentStatements.append(statement)
        return statement
    }

    /// A one-off prepared statement (for SQL built per query shape that should not fill the cache).
    package func uncachedStatement(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        try SQLiteStatement(connection: self, sql: sql)
    }

    package func pragmaInt(_ name: String) throws(SQLiteError) -> Int {
        try scalarInt("PRAGMA \(name)")
    }

    /// The first column of the first row of `sql` (a statement without parameters), 0 when it
    /// returns no row.
    func scalarInt(_ sql: String) throws(SQLiteError) -> Int {
        let statement = try self.statement(sql)
        defer { statement.reset() }
        return try statement.step() ? statement.int(0) : 0
    }

    func pragmaString(_ name: String) throws(SQLiteError) -> String {
        let statement = try self.statement("PRAGMA \(name)")
        defer { statement.reset() }
        return try statement.step() ? statement.string(0) : ""
    }

    /// Empties the database (no schema, no content) with SQLite's reset, which works even when
    /// its pages are damaged; other connections see an empty database at their next statement.
    func resetDatabase() throws(SQLiteError) {
        _ = csqlite_set_reset_database(handle, 1)
        defer { _ = csqlite_set_reset_database(handle, 0) }
        try execute("VACUUM")
    }

    package var changes: Int { Int(sqlite3_changes64(handle)) }

    var lastInsertRowID: Int { Int(sqlite3_last_insert_rowid(handle)) }

    var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    /// Runs `body` inside `BEGIN IMMEDIATE … COMMIT`, rolling back when it throws.
    ///
    /// `BEGIN IMMEDIATE` takes the write lock up front, so a second process waits in `busy_timeout`
    /// instead of failing with `SQLITE_BUSY` halfway through a read-then-write transaction.
    package func writeTransaction<R>(_ body: () throws -> R) throws -> R {
        try transaction("BEGIN IMMEDIATE", body)
    }

    /// Runs `body` in one read transaction: every statement sees the same snapshot, and the
    /// file and WAL locks are taken once instead of once per statement.
    package func readTransaction<R>(_ body: () throws -> R) throws -> R {
        try transaction("BEGIN", body)
    }

    /// Runs `body` between `begin` and `COMMIT`, rolling back when it throws.
    private func transaction<R>(_ begin: String, _ body: () throws -> R) throws -> R {
        // Prepared once per connection: every search runs two transactions, and parsing their
        // statements each time is a measurable share of a short search.
        try statement(begin).execute()
        do {
            let result = try body()
            try statement("COMMIT").execute()
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// Runs `body` inside a savepoint, so a failure undoes only its own writes inside an outer batch.
    func savepoint<R>(_ body: () throws -> R) throws -> R {
        try execute("SAVEPOINT searchlight_operation")
        do {
            let result = try body()
            try execute("RELEASE searchlight_operation")
            return result
        } catch {
            transactionState.clear()
            try? execute("ROLLBACK TO searchlight_operation")
            try? execute("RELEASE searchlight_operation")
            throw error
        }
    }
}

extension SQLiteError {
    fileprivate func withFallbackCode(_ code: Int32) -> SQLiteError {
        self.code == SQLITE_OK ? SQLiteError(code: code, message: message, sql: sql) : self
    }
}

/// A writer's knowledge of the store that holds only while its transaction is open: it is
/// emptied by SQLite's commit and rollback hooks and on a savepoint's rollback, so nothing read
/// under one transaction (or undone since) is trusted under the next.
final class WriteTransactionState {
    /// How many rows each title prefix has in the completion tier, and where its list was cut
    /// (``CompletionIndex``).
    var prefixes: [String: CompletionIndex.PrefixState] = [:]

    func clear() {
        if !prefixes.isEmpty { prefixes.removeAll(keepingCapacity: true) }
    }

    /// Installs the hooks on `handle`, which must not outlive this object (its connection owns
    /// both).
    fileprivate func install(on handle: OpaquePointer) {
        let context = Unmanaged.passUnretained(self).toOpaque()
        sqlite3_commit_hook(
            handle,
            { context in
                guard let context else { return 0 }
                Unmanaged<WriteTransactionState>.fromOpaque(context).takeUnretainedValue().clear()
                return 0
            }, context)
        sqlite3_rollback_hook(
            handle,
            { context in
                guard let context else { return }
                Unmanaged<WriteTransactionState>.fromOpaque(context).takeUnretainedValue().clear()
            }, context)
    }
}

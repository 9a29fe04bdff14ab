import CSQLite
import Foundation

/// A prepared statement owned by one ``SQLiteConnection``.
///
/// Values only ever reach SQL through the `bind` methods: user text is never spliced into SQL.
package final class SQLiteStatement {
    private let handle: OpaquePointer
    private unowned let connection: SQLiteConnection
    package let sql: String
    /// Whether a value was bound since the bindings were last cleared: a statement is reset both
    /// after it runs and when it is fetched from the cache, and the second clear would only walk
    /// its parameters again.
    private var hasBindings = false

    init(connection: SQLiteConnection, sql: String) throws(SQLiteError) {
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v3(
            connection.handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        guard code == SQLITE_OK, let statement else {
            throw connection.error(code: code, sql: sql)
        }
        self.handle = statement
        self.connection = connection
        self.sql = sql
    }

    deinit { sqlite3_finalize(handle) }

    /// Clears bindings and resets the statement so it can run again.
    package func reset() {
        sqlite3_reset(handle)
        if hasBindings {
            sqlite3_clear_bindings(handle)
            hasBindings = false
        }
    }

    package func bind(_ value: String?, at index: Int32) {
        guard let value else { return bindNull(at: index) }
        hasBindings = true
        var copy = value
        copy.withUTF8 { buffer in
            _ = sqlite3_bind_text(
                handle, index, UnsafeRawPointer(buffer.baseAddress)?.assumingMemoryBound(to: CChar.self),
                Int32(buffer.count), csqlite_transient())
        }
    }

    /// Binds `texts` (`nil` as NULL) to the parameters from `first` on without copying them, runs
    /// `body` (which steps the statement), then resets the statement so that it keeps no pointer
    /// into the strings.
    func withBorrowedTexts<R>(_ texts: [String?], from first: Int32, _ body: () throws -> R) throws -> R {
        defer { reset() }
        return try bindBorrowed(texts[...], at: first, body)
    }

    private func bindBorrowed<R>(_ texts: ArraySlice<String?>, at index: Int32, _ body: () throws -> R) throws
        -> R
    {
        guard let first = texts.first else { return try body() }
        guard var text = first else {
            bindNull(at: index)
            return try bindBorrowed(texts.dropFirst(), at: index + 1, body)
        }
        hasBindings = true
        return try text.withUTF8 { buffer in
            _ = sqlite3_bind_text(
                handle, index, UnsafeRawPointer(buffer.baseAddress)?.assumingMemoryBound(to: CChar.self),
                Int32(buffer.count), csqlite_static())
            return try bindBorrowed(texts.dropFirst(), at: index + 1, body)
        }
    }

    package func bind(_ value: Int?, at index: Int32) {
        guard let value else { return bindNull(at: index) }
        hasBindings = true
        sqlite3_bind_int64(handle, index, Int64(value))
    }

    package func bind(_ value: Double?, at index: Int32) {
        guard let value else { return bindNull(at: index) }
        hasBindings = true
        sqlite3_bind_double(handle, index, value)
    }

    package func bind(bytes: [UInt8]?, at index: Int32) {
        guard let bytes else { return bindNull(at: index) }
        hasBindings = true
        bytes.withUnsafeBytes { buffer in
            // A zero-length blob still needs a non-null pointer, or SQLite stores NULL.
            _ = sqlite3_bind_blob(
                handle, index, buffer.baseAddress ?? UnsafeRawPointer(bitPattern: 1), Int32(buffer.count),
                csqlite_transient())
        }
    }

    func bindNull(at index: Int32) {
        hasBindings = true
        sqlite3_bind_null(handle, index)
    }

    /// Advances to the next row; `false` when the statement is done.
    @discardableResult
    package func step() throws(SQLiteError) -> Bool {
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default:
            let error = connection.error(code: code, sql: sql)
            sqlite3_reset(handle)
            throw error
        }
    }

    /// Runs a statement that returns no rows, then resets it.
    package func execute() throws(SQLiteError) {
        defer { reset() }
        while try step() {}
    }

    /// The storage class of a result column (`SQLITE_INTEGER`, `SQLITE_TEXT`, …).
    func columnType(_ column: Int32) -> Int32 { sqlite3_column_type(handle, column) }

    /// Whether the statement only reads (`sqlite3_stmt_readonly`).
    package var isReadOnly: Bool { sqlite3_stmt_readonly(handle) != 0 }

    func isNull(_ column: Int32) -> Bool { sqlite3_column_type(handle, column) == SQLITE_NULL }

    package func int(_ column: Int32) -> Int { Int(sqlite3_column_int64(handle, column)) }

    package func double(_ column: Int32) -> Double { sqlite3_column_double(handle, column) }

    func optionalDouble(_ column: Int32) -> Double? { isNull(column) ? nil : double(column) }

    package func string(_ column: Int32) -> String {
        guard let text = sqlite3_column_text(handle, column) else { return "" }
        let count = Int(sqlite3_column_bytes(handle, column))
        return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
    }

    func optionalString(_ column: Int32) -> String? { isNull(column) ? nil : string(column) }

    /// Calls `body` with the blob's bytes, valid only during the call.
    func withBlob<R>(_ column: Int32, _ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        let count = Int(sqlite3_column_bytes(handle, column))
        let pointer = sqlite3_column_blob(handle, column)
        return try body(UnsafeRawBufferPointer(start: pointer, count: pointer == nil ? 0 : count))
    }

    package func bytes(_ column: Int32) -> [UInt8] { withBlob(column) { Array($0) } }
}

import CSQLite

/// An error reported by SQLite, with the statement that failed.
///
/// Arguments are never included: they carry user text.
package struct SQLiteError: Error, Sendable, CustomStringConvertible {
    /// The extended SQLite result code.
    package let code: Int32
    package let message: String
    package let sql: String?

    package init(code: Int32, message: String, sql: String? = nil) {
        self.code = code
        self.message = message
        self.sql = sql
    }

    /// The primary result code (`SQLITE_BUSY`, `SQLITE_CORRUPT`, …) without the extended bits.
    package var primaryCode: Int32 { code & 0xFF }

    package var isCorruption: Bool { primaryCode == SQLITE_CORRUPT || primaryCode == SQLITE_NOTADB }

    package var description: String {
        if let sql { return "SQLite error \(code): \(message) (in \(sql))" }
        return "SQLite error \(code): \(message)"
    }
}

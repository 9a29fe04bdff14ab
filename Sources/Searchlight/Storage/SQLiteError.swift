import CSQLite

/// An error reported by SQLite, with the statement that failed.
///
/// ``description`` is what reaches users (through ``SearchableIndexError``, `SearchQueryError` and
/// the CLI): the code and SQLite's message, never the generated SQL, which says nothing to them and
/// can run to kilobytes. ``debugDescription`` adds the SQL for debugging. Arguments are never
/// included anywhere: they carry user text.
package struct SQLiteError: Error, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
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
    var primaryCode: Int32 { code & 0xFF }

    var isCorruption: Bool { primaryCode == SQLITE_CORRUPT || primaryCode == SQLITE_NOTADB }

    package var description: String {
        "SQLite error \(code): \(VisibleText.escape(message))"
    }

    /// The description followed by the statement that failed, for debugging.
    package var debugDescription: String {
        guard let sql else { return description }
        return description + " (in " + VisibleText.escape(sql) + ")"
    }
}

import CSQLite
import Foundation

/// The in-process peer: plain FTS5 in the same SQLite, configured like the shared kit's SQLite
/// peer (`unicode61 remove_diacritics 2`, contentless, weights 4/2/1/1; `trigram` for Japanese).
final class RawFTS5 {
    private var db: OpaquePointer?
    let language: String

    /// - Parameter storesText: keep the text in the table (FTS5's default content table), as
    ///   Searchlight keeps each item, instead of the shared kit's contentless English table.
    init(path: String, language: String, storesText: Bool = false) throws {
        self.language = language
        guard sqlite3_open(path, &db) == SQLITE_OK else { throw BenchError("cannot open \(path)") }
        let options =
            language == "en"
            ? (storesText ? "" : "content='', ") + "tokenize='unicode61 remove_diacritics 2'"
            : "tokenize='trigram'"
        try execute("CREATE VIRTUAL TABLE docs USING fts5(title, description, body, keywords, \(options))")
        try execute("INSERT INTO docs(docs, rank) VALUES('rank', 'bm25(4, 2, 1, 1)')")
    }

    deinit { sqlite3_close(db) }

    func execute(_ sql: String) throws {
        guard sqlite3_exec(db, sql, nil, nil, nil) == SQLITE_OK else {
            throw BenchError("SQL failed: \(String(cString: sqlite3_errmsg(db)))")
        }
    }

    func insert(_ records: [CorpusRecord]) throws {
        try execute("BEGIN")
        var statement: OpaquePointer?
        sqlite3_prepare_v2(
            db, "INSERT INTO docs(rowid, title, description, body, keywords) VALUES (?,?,?,?,?)", -1,
            &statement, nil)
        for record in records {
            sqlite3_bind_int64(statement, 1, Int64(record.id))
            for (offset, text) in [
                record.title, record.description, record.body, record.keywords.joined(separator: " "),
            ]
            .enumerated() {
                sqlite3_bind_text(statement, Int32(offset + 2), text, -1, csqlite_transient())
            }
            guard sqlite3_step(statement) == SQLITE_DONE else {
                throw BenchError("insert failed: \(String(cString: sqlite3_errmsg(db)))")
            }
            sqlite3_reset(statement)
        }
        sqlite3_finalize(statement)
        try execute("COMMIT")
    }

    /// Row ids (first column) of any SQL over this peer's tables, with text arguments.
    func rowIDs(_ sql: String, _ arguments: [String] = []) -> [Int] {
        var statement: OpaquePointer?
        sqlite3_prepare_v2(db, sql, -1, &statement, nil)
        defer { sqlite3_finalize(statement) }
        for (offset, argument) in arguments.enumerated() {
            sqlite3_bind_text(statement, Int32(offset + 1), argument, -1, csqlite_transient())
        }
        var rows: [Int] = []
        while sqlite3_step(statement) == SQLITE_ROW { rows.append(Int(sqlite3_column_int64(statement, 0))) }
        return rows
    }

    private static func quote(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// Top `limit` row ids for a query of the shared kit's `mode`.
    func search(_ query: String, mode: String, limit: Int = 20) -> [Int] {
        var sql = "SELECT rowid FROM docs WHERE docs MATCH ?1 ORDER BY rank LIMIT \(limit)"
        var argument: String
        switch mode {
        case "term": argument = Self.quote(query)
        case "prefix": argument = Self.quote(query) + "*"
        case "and":
            argument = query.split(separator: " ").map { Self.quote(String($0)) }.joined(separator: " AND ")
        default:
            argument = Self.quote(query)
            if query.count < 3 {
                // Trigram cannot index 2-character strings: the kit's peer scans with LIKE.
                argument = "%" + query + "%"
                sql =
                    "SELECT rowid FROM docs WHERE title LIKE ?1 OR description LIKE ?1 OR body LIKE ?1 "
                    + "OR keywords LIKE ?1 LIMIT \(limit)"
            }
        }
        var statement: OpaquePointer?
        sqlite3_prepare_v2(db, sql, -1, &statement, nil)
        defer { sqlite3_finalize(statement) }
        sqlite3_bind_text(statement, 1, argument, -1, csqlite_transient())
        var rows: [Int] = []
        while sqlite3_step(statement) == SQLITE_ROW { rows.append(Int(sqlite3_column_int64(statement, 0))) }
        return rows
    }
}

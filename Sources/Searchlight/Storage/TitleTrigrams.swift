/// Substring search over titles: a trigram index of each item's folded title.
///
/// `title == "*lib*"cd` must find `zlib1g` and `glibc`: a substring cut on both sides is no
/// word, so the word index cannot narrow it, and reading every title costs a scan of the whole
/// index's titles per query. Here each title's three-character substrings are indexed (FTS5's
/// `trigram` tokenizer, no positions); a substring of three or more characters narrows the titles
/// to those holding all of its trigrams, and the usual comparison decides among those.
///
/// Only titles: they are what people type parts of, and they are short, so the index costs
/// little to write.
package enum TitleTrigrams {
    static let attributeKey = AttributeKey.title.rawValue

    static func insert(_ rows: [AttributeRow], item rowID: Int, connection: SQLiteConnection) throws {
        guard let folded = rows.first(where: { $0.key == attributeKey })?.folded else { return }
        let statement = try connection.statement("INSERT INTO title_trigrams(rowid, folded) VALUES (?1, ?2)")
        statement.bind(rowID, at: 1)
        statement.bind(folded, at: 2)
        try statement.execute()
    }

    static func delete(item rowID: Int, connection: SQLiteConnection) throws {
        let statement = try connection.statement("DELETE FROM title_trigrams WHERE rowid = ?1")
        statement.bind(rowID, at: 1)
        try statement.execute()
    }

    /// Whether some item's folded title is `folded`, whole; `false` for a title of fewer than
    /// three characters, which has no trigram to narrow the titles by.
    static func holdsTitle(_ folded: String, connection: SQLiteConnection) throws -> Bool {
        guard let match = matchExpression(literals: [folded]) else { return false }
        let statement = try connection.statement(
            "SELECT 1 FROM title_trigrams WHERE title_trigrams MATCH ?1 AND folded = ?2 LIMIT 1")
        defer { statement.reset() }
        statement.bind(match, at: 1)
        statement.bind(folded, at: 2)
        return try statement.step()
    }

    /// Fills the index from the stored titles (a store made before it existed).
    static func backfill(_ connection: SQLiteConnection) throws {
        let statement = try connection.uncachedStatement(
            """
            INSERT INTO title_trigrams(rowid, folded)
            SELECT item, folded FROM attribute_values WHERE key = ?1 AND folded IS NOT NULL
            """)
        statement.bind(attributeKey, at: 1)
        try statement.execute()
    }

    /// An FTS5 expression every title whose folded form contains all of `literals` (already
    /// folded) matches: their trigrams, ANDed; `nil` when none is three characters long.
    static func matchExpression(literals: [String]) -> String? {
        var trigrams: [String] = []
        var seen: Set<String> = []
        for literal in literals {
            let scalars = Array(literal.unicodeScalars)
            guard scalars.count >= 3 else { continue }
            for start in 0...(scalars.count - 3) {
                var trigram = ""
                trigram.unicodeScalars.append(contentsOf: scalars[start..<start + 3])
                if seen.insert(trigram).inserted { trigrams.append(FullTextQuery.quoted(trigram)) }
            }
        }
        return trigrams.isEmpty ? nil : trigrams.joined(separator: " AND ")
    }
}

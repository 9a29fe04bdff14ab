import Foundation

/// The as-you-type tier: for every prefix of one to three characters of every title word, the
/// items whose title has such a word, stored in rank order.
///
/// A one- or two-letter prefix matches a large share of any corpus, and ranking all of those
/// matches by BM25 on every keystroke is what makes plain FTS5 slow (tens of milliseconds). Here
/// the top results for a short prefix are the first rows of one B-tree range, so a keystroke
/// costs a few page reads whatever the corpus size. The static rank prefers a word that is
/// exactly the prefix, words early in short titles, then `rankingHint` and entity priority.
/// Longer prefixes, and short ones this tier cannot fill, go to the full-text index.
package enum CompletionIndex {
    /// Longest prefix, in characters, kept in the tier.
    static let maximumPrefixLength = 3

    package struct Row: Hashable {
        package var prefix: String
        /// Lower is better; stored in the primary key so a range scan yields rank order.
        package var rank: Double
    }

    /// The tier's rows for an item: one per distinct prefix, with that prefix's best rank.
    ///
    /// `titleTexts` are read as one text, words numbered across them (the title, then the names).
    package static func rows(titleTexts: [String], rankingHint: Double?, priority: Int) -> [Row] {
        // Every word's quality shares the length penalty and the boost, so the best word for a
        // prefix is the one with the best local quality; the shared terms are added once at the end.
        var best = PrefixTable()
        var wordCount = 0
        for text in titleTexts {
            var text = text
            text.withUTF8 { utf8 in
                DocumentTokenizer.tokenize(utf8) { token, _, _ in
                    best.addPrefixes(of: token, position: wordCount)
                    wordCount += 1
                    return true
                }
            }
        }
        guard wordCount > 0 else { return [] }
        let lengthPenalty = Double(min(wordCount, 40))
        let boost = (rankingHint ?? 0) / 5 + Double(min(max(priority, 0), 100)) / 5
        return best.entries.map { Row(prefix: $0.prefix, rank: -($0.quality - lengthPenalty + boost)) }
    }

    /// The best local quality of each distinct prefix, in first-seen order.
    private struct PrefixTable {
        var entries: [(prefix: String, quality: Double)] = []
        /// Positions in `entries` by prefix, built once a title has too many prefixes to scan.
        private var positions: [String: Int]?

        mutating func addPrefixes(of token: UnsafeBufferPointer<UInt8>, position: Int) {
            guard !token.isEmpty else { return }
            if token.allSatisfy({ $0 < 0x80 }) {
                // One byte per character: a prefix is a slice of the token, and a string of at most
                // three ASCII bytes is stored inline, so no allocation.
                for length in 1...min(maximumPrefixLength, token.count) {
                    let prefix = String(
                        decoding: UnsafeBufferPointer(rebasing: token[..<length]), as: UTF8.self)
                    add(prefix, exact: length == token.count, position: position)
                }
                return
            }
            let word = String(decoding: token, as: UTF8.self)
            var end = word.startIndex
            for _ in 0..<maximumPrefixLength where end < word.endIndex {
                end = word.index(after: end)
                add(String(word[..<end]), exact: end == word.endIndex, position: position)
            }
        }

        private mutating func add(_ prefix: String, exact: Bool, position: Int) {
            let quality = (exact ? 40 : 0) - Double(min(position, 20)) * 2
            let found =
                if let positions { positions[prefix] } else { entries.firstIndex { $0.prefix == prefix } }
            if let found {
                if quality > entries[found].quality { entries[found].quality = quality }
                return
            }
            entries.append((prefix, quality))
            if positions != nil {
                positions?[prefix] = entries.count - 1
            } else if entries.count > 32 {
                positions = Dictionary(
                    uniqueKeysWithValues: entries.enumerated().map { ($0.element.prefix, $0.offset) })
            }
        }
    }

    package static func insert(_ rows: [Row], item rowID: Int, connection: SQLiteConnection) throws {
        try execute(
            "INSERT OR IGNORE INTO title_prefixes(prefix, rank, item) VALUES (?1, ?2, ?3)", rows, rowID,
            connection)
    }

    package static func delete(_ rows: [Row], item rowID: Int, connection: SQLiteConnection) throws {
        try execute(
            "DELETE FROM title_prefixes WHERE prefix = ?1 AND rank = ?2 AND item = ?3", rows, rowID,
            connection)
    }

    /// Runs `sql` once per row, bound to (prefix, rank, item).
    private static func execute(_ sql: String, _ rows: [Row], _ rowID: Int, _ connection: SQLiteConnection)
        throws
    {
        let statement = try connection.statement(sql)
        for row in rows {
            statement.bind(row.prefix, at: 1)
            statement.bind(row.rank, at: 2)
            statement.bind(rowID, at: 3)
            try statement.execute()
        }
    }

    /// The best `limit` visible items for a short prefix, best first.
    package static func top(
        prefix: String, scope: FullTextSearcher.Scope, now: Date, limit: Int, connection: SQLiteConnection
    ) throws -> [RankedRow] {
        let filter = scope.fragment(now: now)
        let statement = try connection.statement(
            """
            SELECT title_prefixes.item, title_prefixes.rank FROM title_prefixes
            JOIN items ON items.id = title_prefixes.item
            WHERE title_prefixes.prefix = ? AND \(filter.sql)
            ORDER BY title_prefixes.rank, title_prefixes.item LIMIT ?
            """)
        defer { statement.reset() }
        statement.bind([.text(prefix)] + filter.arguments + [.integer(limit)])
        var rows: [RankedRow] = []
        while try statement.step() {
            rows.append(RankedRow(rowID: statement.int(0), score: -statement.double(1)))
        }
        return rows
    }
}

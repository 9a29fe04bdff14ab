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
///
/// A search reads only the first rows of a prefix's range, so each list is bounded: once a prefix
/// holds more than ``trimmedAt`` rows, it is cut back to the best ``keptRows`` and the first row
/// cut becomes its cutoff (`title_prefix_cutoffs`), below which no item is added again. A list
/// therefore always holds exactly the items that rank before its cutoff, and its first rows are the
/// best of all items whatever was cut; when deletions leave too few to fill a page, the search
/// goes to the full-text index, as for any list too short. Without the bound, one- and two-letter
/// prefixes made up most of the tier's rows and a large share of the time to index an item.
package enum CompletionIndex {
    /// Longest prefix, in characters, kept in the tier.
    static let maximumPrefixLength = 3

    /// Rows a prefix keeps when its list is cut: more than a page of results, and at least the
    /// frequent words' list length, so a cut prefix never needs a top list of its own
    /// (``TermTopLists``).
    static let keptRows = 2 * TermTopLists.listLength
    /// Rows past which a prefix's list is cut back to ``keptRows``: twice as many, so cutting
    /// costs one range delete per ``keptRows`` insertions at most.
    static let trimmedAt = 2 * keptRows

    /// What a writer knows of one prefix's list in the open transaction.
    struct PrefixState {
        var count: Int
        /// Where the list was cut (rank, item): the rows ordered at or after it are not kept.
        var cutoff: (rank: Double, item: Int)?
    }

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

    /// Adds an item's rows, except those ordered after their prefix's cutoff, and cuts a list
    /// that has grown past ``trimmedAt``.
    package static func insert(_ rows: [Row], item rowID: Int, connection: SQLiteConnection) throws {
        let insert = try connection.statement(
            "INSERT OR IGNORE INTO title_prefixes(prefix, rank, item) VALUES (?1, ?2, ?3)")
        for row in rows {
            var state = try state(of: row.prefix, connection)
            if let cutoff = state.cutoff, (row.rank, rowID) >= cutoff { continue }
            bind(insert, row, rowID)
            try insert.execute()
            state.count += connection.changes
            if state.count > trimmedAt { state = try cut(row.prefix, connection) }
            connection.transactionState.prefixes[row.prefix] = state
        }
    }

    package static func delete(_ rows: [Row], item rowID: Int, connection: SQLiteConnection) throws {
        let delete = try connection.statement(
            "DELETE FROM title_prefixes WHERE prefix = ?1 AND rank = ?2 AND item = ?3")
        for row in rows {
            bind(delete, row, rowID)
            try delete.execute()
            connection.transactionState.prefixes[row.prefix]?.count -= connection.changes
        }
    }

    /// Removes every row of an item whose rows cannot be derived again (its attributes are
    /// unreadable), and forgets the counts it may have been part of.
    static func delete(item rowID: Int, connection: SQLiteConnection) throws {
        let delete = try connection.statement("DELETE FROM title_prefixes WHERE item = ?1")
        delete.bind(rowID, at: 1)
        try delete.execute()
        connection.transactionState.clear()
    }

    /// Empties the tier, for a store whose tokens are all derived again.
    static func deleteAll(connection: SQLiteConnection) throws {
        try connection.execute("DELETE FROM title_prefixes; DELETE FROM title_prefix_cutoffs")
        connection.transactionState.clear()
    }

    private static func bind(_ statement: SQLiteStatement, _ row: Row, _ rowID: Int) {
        statement.bind(row.prefix, at: 1)
        statement.bind(row.rank, at: 2)
        statement.bind(rowID, at: 3)
    }

    /// The prefix's row count and cutoff, read once per transaction.
    private static func state(of prefix: String, _ connection: SQLiteConnection) throws -> PrefixState {
        if let known = connection.transactionState.prefixes[prefix] { return known }
        let count = try connection.statement("SELECT count(*) FROM title_prefixes WHERE prefix = ?1")
        defer { count.reset() }
        count.bind(prefix, at: 1)
        _ = try count.step()
        let cutoff = try connection.statement("SELECT rank, item FROM title_prefix_cutoffs WHERE prefix = ?1")
        defer { cutoff.reset() }
        cutoff.bind(prefix, at: 1)
        return PrefixState(
            count: count.int(0), cutoff: try cutoff.step() ? (cutoff.double(0), cutoff.int(1)) : nil)
    }

    /// Keeps the best ``keptRows`` rows of a prefix and records the first row dropped as its
    /// cutoff. Every row kept orders before the old cutoff, so the new one is never later.
    private static func cut(_ prefix: String, _ connection: SQLiteConnection) throws -> PrefixState {
        let first = try connection.statement(
            "SELECT rank, item FROM title_prefixes WHERE prefix = ?1 ORDER BY rank, item LIMIT 1 OFFSET ?2")
        defer { first.reset() }
        first.bind(prefix, at: 1)
        first.bind(keptRows, at: 2)
        guard try first.step() else {
            // Fewer rows than counted: read the count again rather than cut on every insert.
            connection.transactionState.prefixes[prefix] = nil
            return try state(of: prefix, connection)
        }
        let cutoff = (rank: first.double(0), item: first.int(1))
        first.reset()
        let drop = try connection.statement(
            "DELETE FROM title_prefixes WHERE prefix = ?1 AND (rank > ?2 OR (rank = ?2 AND item >= ?3))")
        drop.bind(prefix, at: 1)
        drop.bind(cutoff.rank, at: 2)
        drop.bind(cutoff.item, at: 3)
        try drop.execute()
        let record = try connection.statement(
            "INSERT INTO title_prefix_cutoffs(prefix, rank, item) VALUES (?1, ?2, ?3) "
                + "ON CONFLICT(prefix) DO UPDATE SET rank = excluded.rank, item = excluded.item")
        record.bind(prefix, at: 1)
        record.bind(cutoff.rank, at: 2)
        record.bind(cutoff.item, at: 3)
        try record.execute()
        return PrefixState(count: keptRows, cutoff: cutoff)
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

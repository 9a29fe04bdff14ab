import Foundation

/// Runs full-text searches against `item_text` and loads the matching items.
package struct FullTextSearcher {
    package let connection: SQLiteConnection

    package init(connection: SQLiteConnection) { self.connection = connection }

    /// Which items a search may return, beyond matching the text.
    package struct Scope: Sendable {
        package var domainIdentifiers: [String]?
        package var indexNames: [String]?
        /// Extra conditions on `items` (compiled filter queries).
        package var conditions: [SQLFragment] = []

        package init(domainIdentifiers: [String]? = nil, indexNames: [String]? = nil, conditions: [SQLFragment] = []) {
            self.domainIdentifiers = domainIdentifiers
            self.indexNames = indexNames
            self.conditions = conditions
        }

        func fragment(now: Date) -> SQLFragment {
            var parts = [
                SQLFragment("items.expires IS NULL OR items.expires > ?", [.real(now.timeIntervalSince1970)]),
                SQLFragment("items.hidden = 0"),
            ]
            if let domains = domainIdentifiers {
                parts.append(
                    SQLFragment.joined(
                        domains.map {
                            SQLFragment(
                                "items.domain = ? OR (items.domain >= ? || '.' AND items.domain < ? || '/')",
                                [.text($0), .text($0), .text($0)])
                        }, separator: " OR ").orFalse)
            }
            if let names = indexNames {
                parts.append(
                    SQLFragment(
                        "items.index_name IN (\(names.map { _ in "?" }.joined(separator: ", ")))",
                        names.map { .text($0) }).orFalse(when: names.isEmpty))
            }
            parts += conditions
            return SQLFragment.joined(parts, separator: " AND ")
        }
    }

    /// The ranking score: BM25 over the weighted columns (negative; lower is better), scaled up
    /// by the query-independent signals. Each signal adds a bounded fraction, so text relevance
    /// still dominates: rankingHint (0–100) up to +50 %, associated-entity priority up to +50 %,
    /// recency up to +25 % decaying with a 30-day half-life-like curve.
    static func scoreExpression(nowParameter: String) -> String {
        let weights = TextColumn.allCases.map { String($0.weight) }.joined(separator: ", ")
        return """
            bm25(item_text, \(weights)) * (1.0 + coalesce(items.ranking_hint, 0) / 200.0
                + min(max(items.entity_priority, 0), 100) / 200.0
                + 0.25 / (1.0 + max(\(nowParameter) - items.modified, 0) / 2592000.0))
            """
    }

    /// The best `limit` matches by score, ties broken by identifier.
    package func ranked(match: String, scope: Scope, now: Date, limit: Int) throws -> [RankedRow] {
        let filter = scope.fragment(now: now)
        let sql = """
            SELECT items.id, \(Self.scoreExpression(nowParameter: "?")) AS score
            FROM item_text JOIN items ON items.id = item_text.rowid
            WHERE item_text MATCH ? AND \(filter.sql)
            ORDER BY score, items.uid LIMIT ?
            """
        let statement = try connection.statement(sql)
        defer { statement.reset() }
        statement.bind(
            [.real(now.timeIntervalSince1970), .text(match)] + filter.arguments + [.integer(limit)])
        var rows: [RankedRow] = []
        while try statement.step() { rows.append(RankedRow(rowID: statement.int(0), score: -statement.double(1))) }
        return rows
    }

    /// Every match's row id, in row order (the unranked tail of a result list).
    package func allMatches(match: String, scope: Scope, now: Date) throws -> [Int] {
        let filter = scope.fragment(now: now)
        let statement = try connection.statement(
            """
            SELECT items.id FROM item_text JOIN items ON items.id = item_text.rowid
            WHERE item_text MATCH ? AND \(filter.sql) ORDER BY items.id
            """)
        defer { statement.reset() }
        statement.bind([.text(match)] + filter.arguments)
        var rows: [Int] = []
        while try statement.step() { rows.append(statement.int(0)) }
        return rows
    }

    /// Loads items by row id, in the order given; an id whose item is gone or unreadable yields
    /// `nil` in its place (unreadable ones are also listed, for the delegate).
    package func items(rowIDs: [Int]) throws -> (items: [SearchableItem?], unreadable: [UnreadableItem]) {
        let statement = try connection.statement("SELECT \(ItemReader.itemColumns) FROM items WHERE items.id = ?1")
        var items: [SearchableItem?] = []
        var unreadable: [UnreadableItem] = []
        for rowID in rowIDs {
            statement.bind(rowID, at: 1)
            let found = try ItemReader.collect(statement)
            items.append(found.items.first)
            unreadable += found.unreadable
        }
        return (items, unreadable)
    }

    /// Indexed terms starting with `prefix`, most documents first.
    package func completions(prefix: String, limit: Int) throws -> [(term: String, documents: Int)] {
        let statement = try connection.statement(
            """
            SELECT term, doc FROM item_vocabulary WHERE term >= ?1 AND term < ?1 || char(1114111)
            ORDER BY doc DESC, term LIMIT ?2
            """)
        defer { statement.reset() }
        statement.bind(prefix, at: 1)
        statement.bind(limit, at: 2)
        var terms: [(String, Int)] = []
        while try statement.step() { terms.append((statement.string(0), statement.int(1))) }
        return terms
    }
}

/// A matching item's row and its score (higher is better).
package struct RankedRow: Equatable {
    package var rowID: Int
    package var score: Double
}

extension SQLFragment {
    /// `self`, or a condition that is never true when there were no alternatives to OR.
    fileprivate var orFalse: SQLFragment { sql.isEmpty ? SQLFragment("0") : self }

    fileprivate func orFalse(when isEmpty: Bool) -> SQLFragment { isEmpty ? SQLFragment("0") : self }
}

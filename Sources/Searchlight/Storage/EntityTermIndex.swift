import Foundation

/// A small inverted index over the text of items associated with entities, keyed by entity type,
/// for parameter resolution: "which `Order` matches 'latte'?".
///
/// Full-text search answers that by matching the whole corpus and ranking every match with BM25,
/// so its cost grows with the corpus: a four-letter prefix in 100,000 items matches tens of
/// thousands of documents. This table holds one row per (entity type, distinct token, item) for
/// entity items only, so a lookup reads the matches among that type's items and nothing else.
/// Each row carries the heaviest full-text column weight the token appears in (title 10 …
/// body 1) and the item's association priority, so candidates are chosen the way the resolver
/// ranks them without visiting items. Rows are written and deleted with the item by
/// ``ItemWriter``.
package enum EntityTermIndex {
    /// A matching item and its text score: for each query word, the weight of the best column it
    /// was found in (a prefix match counts 0.8 of an exact one), summed.
    package struct Match: Equatable {
        var rowID: Int
        /// The text score.
        package var score: Double
        package var priority: Int
        /// The item's entity identifier.
        package var entityIdentifier = ""
    }

    /// How matches are ordered: text score relative to the best (400 points at most) plus 4 per
    /// priority point (clamped to 0–100) — the resolver's rule without its other signals.
    package static func rank(score: Double, best: Double, priority: Int) -> Double {
        (best > 0 ? 400 * score / best : 0) + 4 * Double(min(max(priority, 0), 100))
    }

    /// Above this many candidates, a further word is matched by scanning its term range instead
    /// of probing each candidate.
    static let probeLimit = 2000

    /// The rows for an item: each distinct document token with its best column weight.
    static func terms(of attributeSet: SearchableItemAttributeSet) -> [String: Double] {
        var terms: [String: Double] = [:]
        for (offset, text) in attributeSet.fullTextByColumn().enumerated() where !text.isEmpty {
            guard let column = TextColumn(rawValue: offset) else { continue }
            for token in DocumentTokenizer.tokens(text) where terms[token, default: 0] < column.weight {
                terms[token] = column.weight
            }
        }
        return terms
    }

    package static func insert(
        _ attributeSet: SearchableItemAttributeSet, typeIdentifier: String, priority: Int, item rowID: Int,
        connection: SQLiteConnection
    ) throws {
        let statement = try connection.statement(
            "INSERT INTO entity_terms(entity_type, term, item, weight, priority) VALUES (?1, ?2, ?3, ?4, ?5)")
        for (term, weight) in terms(of: attributeSet) {
            statement.bind(typeIdentifier, at: 1)
            statement.bind(term, at: 2)
            statement.bind(rowID, at: 3)
            statement.bind(weight, at: 4)
            statement.bind(priority, at: 5)
            try statement.execute()
        }
    }

    package static func delete(item rowID: Int, connection: SQLiteConnection) throws {
        let statement = try connection.statement("DELETE FROM entity_terms WHERE item = ?1")
        statement.bind(rowID, at: 1)
        try statement.execute()
    }

    /// Visible, unhidden items of entity type `typeIdentifier` whose text holds every word of
    /// `query` (the last one as a prefix when it is being typed), ordered by ``rank(score:best:priority:)``
    /// then row id; `best` is the best text score of all matches.
    package static func search(
        _ query: FullTextQuery, typeIdentifier: String, now: Date, limit: Int, connection: SQLiteConnection
    ) throws -> (matches: [Match], best: Double) {
        let scores =
            query.hasAlternatives
            ? try alternativeMatches(query, typeIdentifier: typeIdentifier, connection: connection)
            : try matches(words(of: query.phrases), typeIdentifier: typeIdentifier, connection: connection)
        guard let scores, !scores.isEmpty else { return ([], 0) }
        let all = scores
        let best = all.values.map(\.score).max() ?? 0
        var ranked = all.map { entry in
            (
                rank: rank(score: entry.value.score, best: best, priority: entry.value.priority),
                match: Match(rowID: entry.key, score: entry.value.score, priority: entry.value.priority)
            )
        }
        func precedes(_ lhs: (rank: Double, match: Match), _ rhs: (rank: Double, match: Match)) -> Bool {
            lhs.rank != rhs.rank ? lhs.rank > rhs.rank : lhs.match.rowID < rhs.match.rowID
        }
        // Only the head is needed (a few matches may turn out hidden or expired): sort a shortlist
        // of the best ones, and everything only when the shortlist is not enough.
        let shortlist = limit * 2 + 16
        if ranked.count > shortlist * 4 {
            var threshold = ranked.map(\.rank)
            threshold.sort(by: >)
            let cut = threshold[shortlist - 1]
            let head = ranked.filter { $0.rank >= cut }.sorted(by: precedes)
            let found = try visible(head.map(\.match), now: now, limit: limit, connection: connection)
            if found.count == limit || head.count == ranked.count { return (found, best) }
        }
        ranked.sort(by: precedes)
        return (try visible(ranked.map(\.match), now: now, limit: limit, connection: connection), best)
    }

    /// The tokens of `phrases` to look up, the last of a phrase being typed as a prefix; exact
    /// words first: they usually select fewer items than a prefix.
    private static func words(of phrases: [FullTextQuery.Phrase]) -> [(token: String, isPrefix: Bool)] {
        var words: [(token: String, isPrefix: Bool)] = []
        for phrase in phrases {
            for (offset, token) in phrase.tokens.enumerated() {
                words.append((token, phrase.isPrefix && offset == phrase.tokens.count - 1))
            }
        }
        words.sort { !$0.isPrefix && $1.isPrefix }
        return words
    }

    /// The items holding every one of `words`, with their summed weights; `nil` for no words.
    private static func matches(
        _ words: [(token: String, isPrefix: Bool)], typeIdentifier: String, connection: SQLiteConnection
    ) throws -> [Int: Scored]? {
        var scores: [Int: Scored]?
        for word in words {
            if let candidates = scores, candidates.count <= probeLimit {
                scores = try probe(word, candidates: candidates, connection: connection)
            } else {
                let found = try scan(word, typeIdentifier: typeIdentifier, connection: connection)
                scores = scores.map { both($0, found) } ?? found
            }
            if scores?.isEmpty ?? true { return [:] }
        }
        return scores
    }

    /// For a query with `OR`: the items matching one phrase of every group, each group adding
    /// its best-matching phrase's weights.
    private static func alternativeMatches(
        _ query: FullTextQuery, typeIdentifier: String, connection: SQLiteConnection
    ) throws -> [Int: Scored]? {
        var scores: [Int: Scored]?
        for group in query.alternativeGroups {
            var either: [Int: Scored] = [:]
            for phrase in group {
                let found = try matches(
                    words(of: [phrase]), typeIdentifier: typeIdentifier, connection: connection)
                for (item, scored) in found ?? [:] where scored.score > either[item]?.score ?? -1 {
                    either[item] = scored
                }
            }
            scores = scores.map { both($0, either) } ?? either
            if scores?.isEmpty ?? true { return [:] }
        }
        return scores
    }

    /// The items in both, their scores added.
    private static func both(_ first: [Int: Scored], _ second: [Int: Scored]) -> [Int: Scored] {
        second.reduce(into: [:]) { kept, entry in
            if var previous = first[entry.key] {
                previous.score += entry.value.score
                kept[entry.key] = previous
            }
        }
    }

    /// A candidate's text score so far and its priority.
    private struct Scored {
        var score: Double
        var priority: Int
    }

    private static func scan(
        _ word: (token: String, isPrefix: Bool), typeIdentifier: String, connection: SQLiteConnection
    ) throws -> [Int: Scored] {
        let statement = try connection.statement(
            word.isPrefix
                ? """
                SELECT item, term = ?2, weight, priority FROM entity_terms
                WHERE entity_type = ?1 AND term >= ?2 AND term < ?2 || char(1114111)
                """
                : "SELECT item, 1, weight, priority FROM entity_terms WHERE entity_type = ?1 AND term = ?2")
        defer { statement.reset() }
        statement.bind(typeIdentifier, at: 1)
        statement.bind(word.token, at: 2)
        var found: [Int: Scored] = [:]
        while try statement.step() {
            let weight = statement.double(2) * (statement.int(1) != 0 ? 1 : 0.8)
            let item = statement.int(0)
            if weight > found[item]?.score ?? -1 {
                found[item] = Scored(score: weight, priority: statement.int(3))
            }
        }
        return found
    }

    /// Keeps the candidates that also have `word`, adding its weight. The candidates go to SQLite
    /// as one JSON array, so it probes the `(item, term)` index for each of them in C.
    private static func probe(
        _ word: (token: String, isPrefix: Bool), candidates: [Int: Scored], connection: SQLiteConnection
    ) throws -> [Int: Scored] {
        let statement = try connection.statement(
            word.isPrefix
                ? """
                SELECT item, max(weight * CASE WHEN term = ?2 THEN 1.0 ELSE 0.8 END) FROM entity_terms
                WHERE item IN (SELECT value FROM json_each(?1)) AND term >= ?2 AND term < ?2 || char(1114111)
                GROUP BY item
                """
                : """
                SELECT item, max(weight) FROM entity_terms
                WHERE item IN (SELECT value FROM json_each(?1)) AND term = ?2 GROUP BY item
                """)
        defer { statement.reset() }
        statement.bind(SQLFragment.jsonArray(Array(candidates.keys)), at: 1)
        statement.bind(word.token, at: 2)
        var kept: [Int: Scored] = [:]
        while try statement.step() {
            let item = statement.int(0)
            guard let scored = candidates[item] else { continue }
            kept[item] = Scored(score: scored.score + statement.double(1), priority: scored.priority)
        }
        return kept
    }

    /// The first `limit` of `ranked` that are visible and not hidden, with their entity
    /// identifiers; checked a batch at a time in one statement.
    private static func visible(
        _ ranked: [Match], now: Date, limit: Int, connection: SQLiteConnection
    ) throws -> [Match] {
        let statement = try connection.statement(
            """
            SELECT id, entity_id FROM items
            WHERE id IN (SELECT value FROM json_each(?1)) AND hidden = 0
              AND \(ItemReader.visibleCondition(nowParameter: 2))
            """)
        var kept: [Match] = []
        var start = 0
        while kept.count < limit && start < ranked.count {
            let batch = ranked[start..<min(start + limit + 8, ranked.count)]
            start = batch.endIndex
            statement.bind(SQLFragment.jsonArray(batch.map(\.rowID)), at: 1)
            statement.bind(now.timeIntervalSince1970, at: 2)
            var entities: [Int: String] = [:]
            while try statement.step() { entities[statement.int(0)] = statement.string(1) }
            statement.reset()
            for var match in batch where kept.count < limit {
                guard let entity = entities[match.rowID] else { continue }
                match.entityIdentifier = entity
                kept.append(match)
            }
        }
        return kept
    }
}

import Foundation

/// Runs full-text searches against `item_text` and loads the matching items.
package struct FullTextSearcher {
    package let connection: SQLiteConnection

    package init(connection: SQLiteConnection) { self.connection = connection }

    /// Which items a search may return, beyond matching the text.
    package struct Scope: Sendable {
        package var domainIdentifiers: [String]?
        var indexNames: [String]?
        /// Extra conditions on `items` (compiled filter queries).
        package var conditions: [SQLFragment] = []

        package init(
            domainIdentifiers: [String]? = nil, indexNames: [String]? = nil, conditions: [SQLFragment] = []
        ) {
            self.domainIdentifiers = domainIdentifiers
            self.indexNames = indexNames
            self.conditions = conditions
        }

        /// `self` with `conditions` added.
        func adding(_ conditions: [SQLFragment]) -> Scope {
            var scope = self
            scope.conditions += conditions
            return scope
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
                        }, separator: " OR "
                    ).orFalse)
            }
            if let names = indexNames {
                parts.append(
                    SQLFragment(
                        "items.index_name IN (\(names.map { _ in "?" }.joined(separator: ", ")))",
                        names.map { .text($0) }
                    ).orFalse(when: names.isEmpty))
            }
            parts += conditions
            return SQLFragment.joined(parts, separator: " AND ")
        }
    }

    /// The ranking score: text relevance from ``SearchlightRankFunction`` (negative; lower is
    /// better), scaled up by the query-independent signals. Each signal adds a bounded fraction,
    /// so text relevance still dominates: rankingHint (0–100) up to +50 %, associated-entity
    /// priority up to +50 %, recency up to +25 % decaying with a 30-day half-life-like curve, and
    /// engagement up to +50 % (see ``boostExpression(nowParameter:engagementNowParameter:)``).
    static func scoreExpression(
        layoutParameter: String, nowParameter: String, engagementNowParameter: String? = nil
    ) -> String {
        "\(SearchlightRankFunction.name)(item_text, \(layoutParameter)) * "
            + boostExpression(nowParameter: nowParameter, engagementNowParameter: engagementNowParameter)
    }

    /// The best `limit` matches by score, ties broken by identifier: exactly what ranking every
    /// match returns, usually without ranking every match.
    ///
    /// Without scope conditions beyond visibility, two shortcuts are tried, each returning only
    /// what it can prove is the exact answer:
    /// - a frequent word alone, whole or being typed, is answered from its top list, and a word
    ///   of several frequent tokens (a Japanese substring) from one of its tokens' lists
    ///   (``TermTopLists``);
    /// - otherwise the best text matches by text relevance alone — FTS5 ranks them without
    ///   touching `items`, or, for an AND of frequent words or of groups of a word's forms,
    ///   their in-memory postings bound them (``FrequentWordPostings``) — are re-ranked with the
    ///   query-independent signals from a pool of `4 × limit` (at least 64), the page and a few
    ///   more first. Anything not re-ranked has at
    ///   most the next candidate's text score (past the pool, the pool's last) times the largest
    ///   boost any item has (`boostCeiling(state:now:engaged:)`), so when the page's last score
    ///   beats that, the page is exact; a common word then costs one `items` lookup per re-ranked
    ///   match instead of one per match.
    ///
    /// Otherwise every match is ranked.
    package func ranked(_ query: FullTextQuery, scope: Scope, now: Date, limit: Int) throws -> [RankedRow] {
        let lists = try TermTopLists.state(connection)
        let phrase = try TermTopLists.PhraseLookup(query, state: lists, connection)
        let layout = try TermTopLists.rankingLayout(
            query, state: lists, phrase: phrase, connection: connection)
        if scope.domainIdentifiers == nil, scope.indexNames == nil, scope.conditions.isEmpty, limit > 0 {
            let engaged = try EngagementStore(connection: connection).hasItemEngagement()
            // Re-ranking runs in rounds over growing prefixes of the candidates; each item's signals
            // are looked up once.
            let signals = SignalCache()
            let rerank = { (candidates: [(rowID: Int, text: Double)], limit: Int) in
                try self.rerank(
                    candidates, scope: scope, now: now, engaged: engaged, limit: limit, signals: signals)
            }
            if let key = query.topListKey,
                let top = try TermTopLists.top(
                    key, state: lists, phrase: phrase, now: now, limit: limit, engaged: engaged,
                    connection: connection,
                    rerank: rerank)
            {
                return top
            }
            let pool = max(limit * 4, 64)
            // The best `count` text candidates, at most `pool`: from the frequent words' postings,
            // or one FTS5 ranking of the pool.
            let best: (Int) throws -> [(rowID: Int, text: Double)]
            if let search = try FrequentWordPostings.search(query, layout: layout, connection: connection) {
                best = { search.top($0) }
            } else {
                var ranked: [(rowID: Int, text: Double)]?
                best = { count in
                    if ranked == nil {
                        ranked = try textCandidates(
                            match: query.matchExpression(rankingExactFirst: true), layout: layout, limit: pool
                        )
                    }
                    return Array(ranked!.prefix(count))
                }
            }
            // The pool is re-ranked best text first, a few pages at a time: most searches need
            // only the first page's items and a few more looked up to prove the page.
            var taken = min(pool, Self.firstRerankCount(limit: limit))
            var ceiling: Double?
            while true {
                // One more than is re-ranked: the best text outside them.
                let candidates = try best(min(taken + 1, pool))
                let reranked = try rerank(Array(candidates.prefix(taken)), limit)
                if candidates.count <= taken, candidates.count < pool { return reranked }
                // The best text outside the re-ranked candidates: the next candidate's, or (past a
                // full pool) at most the pool's last.
                guard let outside = candidates.count > taken ? candidates[taken] : candidates.last else {
                    break
                }
                if ceiling == nil { ceiling = try boostCeiling(state: lists, now: now, engaged: engaged) }
                if reranked.count == limit, let last = reranked.last, let ceiling,
                    last.score > -outside.text * ceiling
                {
                    return reranked
                }
                guard taken < pool else { break }
                taken = min(pool, taken * 2)
            }
        }
        return try rankedExhaustively(
            match: query.matchExpression(rankingExactFirst: true), layout: layout, scope: scope, now: now,
            limit: limit)
    }

    /// The best `limit` matches of `query` by score, every match ranked: what
    /// ``ranked(_:scope:now:limit:)`` must equal.
    package func rankedExhaustively(_ query: FullTextQuery, scope: Scope, now: Date, limit: Int) throws
        -> [RankedRow]
    {
        try rankedExhaustively(
            match: query.matchExpression(rankingExactFirst: true),
            layout: try TermTopLists.rankingLayout(
                query, state: try TermTopLists.state(connection), connection: connection),
            scope: scope, now: now,
            limit: limit)
    }

    /// The largest boost any item of the index can have now.
    private func boostCeiling(state: TermTopLists.State?, now: Date, engaged: Bool) throws -> Double {
        try TermTopLists.signalCeiling(state: state, connection).boost(now: now, engaged: engaged)
    }

    /// Row ids and text scores (negative, lower is better) of the best `limit` text matches.
    package func textCandidates(match: String, layout: String, limit: Int) throws -> [(
        rowID: Int, text: Double
    )] {
        let statement = try connection.statement(
            "SELECT rowid, \(SearchlightRankFunction.name)(item_text, ?3) AS score FROM item_text "
                + "WHERE item_text MATCH ?1 ORDER BY score LIMIT ?2")
        defer { statement.reset() }
        statement.bind(match, at: 1)
        statement.bind(limit, at: 2)
        statement.bind(layout, at: 3)
        var rows: [(Int, Double)] = []
        while try statement.step() { rows.append((statement.int(0), statement.double(1))) }
        return rows
    }

    /// How many of the best text candidates the first re-ranking round looks up: the page and a
    /// few more, so that when the query-independent signals are alike the page is proved at once.
    static func firstRerankCount(limit: Int) -> Int { limit + max(limit / 2, 8) }

    /// The query-independent signals of the items one search has looked up: its boost and unique
    /// identifier, or `nil` when the scope hides it.
    final class SignalCache {
        var signals: [Int: (boost: Double, uid: String)?] = [:]
    }

    /// Applies visibility and the ranking signals to text candidates; best `limit` by score, then uid.
    /// `engaged`: whether the store holds engagement (``EngagementStore/hasItemEngagement()``),
    /// read once per search by the caller.
    private func rerank(
        _ candidates: [(rowID: Int, text: Double)], scope: Scope, now: Date, engaged: Bool, limit: Int,
        signals cache: SignalCache
    ) throws -> [RankedRow] {
        let filter = scope.fragment(now: now)
        let boost = Self.boostExpression(nowParameter: "?", engagementNowParameter: engaged ? "?" : nil)
        // One primary-key lookup per candidate: a few dozen of them cost less than passing the
        // ids as one JSON array, which SQLite parses and copies into a temporary index first.
        let statement = try connection.statement(
            "SELECT items.uid, \(boost) FROM items WHERE items.id = ? AND \(filter.sql)")
        defer { statement.reset() }
        let nows = [SQLFragment.Argument](repeating: .real(now.timeIntervalSince1970), count: engaged ? 2 : 1)
        var scored: [(row: RankedRow, uid: String)] = []
        scored.reserveCapacity(candidates.count)
        var seen = Set<Int>(minimumCapacity: candidates.count)
        for candidate in candidates where seen.insert(candidate.rowID).inserted {
            let signals: (boost: Double, uid: String)?
            if let known = cache.signals[candidate.rowID] {
                signals = known
            } else {
                statement.bind(nows + [.integer(candidate.rowID)] + filter.arguments)
                signals = try statement.step() ? (statement.double(1), statement.string(0)) : nil
                statement.reset()
                cache.signals[candidate.rowID] = signals
            }
            guard let signals else { continue }
            scored.append(
                (RankedRow(rowID: candidate.rowID, score: -candidate.text * signals.boost), signals.uid))
        }
        scored.sort { $0.row.score != $1.row.score ? $0.row.score > $1.row.score : $0.uid < $1.uid }
        return scored.prefix(limit).map(\.row)
    }

    /// The multiplier the query-independent signals apply to text relevance (1 to 2.75).
    ///
    /// With `engagementNowParameter` (stores that hold engagement), engagement adds up to +50 %:
    /// `0.5 · e / (e + 2)` for the item's decayed engagement `e` (see ``EngagementStore``), +25 %
    /// at two recent uses; stores without engagement skip the per-row subquery.
    static func boostExpression(nowParameter: String, engagementNowParameter: String? = nil) -> String {
        // 0.5 - 1 / (e + 2) is 0.5 · e / (e + 2) with the correlated subquery written once.
        let engagement = engagementNowParameter.map { now in
            let decayed = EngagementStore.decayedSQL(score: "score", lastUsed: "last_used", now: now)
            return "\n    + 0.5 - 1.0 / (coalesce((SELECT sum(\(decayed)) FROM item_engagement "
                + "WHERE item_engagement.item = items.id), 0) + 2.0)"
        }
        return """
            (1.0 + coalesce(items.ranking_hint, 0) / 200.0
                + min(max(items.entity_priority, 0), 100) / 200.0
                + 0.25 / (1.0 + max(\(nowParameter) - items.modified, 0) / 2592000.0)\(engagement ?? ""))
            """
    }

    private func rankedExhaustively(match: String, layout: String, scope: Scope, now: Date, limit: Int) throws
        -> [RankedRow]
    {
        let filter = scope.fragment(now: now)
        let engaged = try EngagementStore(connection: connection).hasItemEngagement()
        let score = Self.scoreExpression(
            layoutParameter: "?", nowParameter: "?", engagementNowParameter: engaged ? "?" : nil)
        let sql = """
            SELECT items.id, \(score) AS score
            FROM item_text JOIN items ON items.id = item_text.rowid
            WHERE item_text MATCH ? AND \(filter.sql)
            ORDER BY score, items.uid LIMIT ?
            """
        let statement = try connection.statement(sql)
        defer { statement.reset() }
        let nows = [SQLFragment.Argument](repeating: .real(now.timeIntervalSince1970), count: engaged ? 2 : 1)
        statement.bind([.text(layout)] + nows + [.text(match)] + filter.arguments + [.integer(limit)])
        var rows: [RankedRow] = []
        while try statement.step() {
            rows.append(RankedRow(rowID: statement.int(0), score: -statement.double(1)))
        }
        return rows
    }

    /// The items in `scope`, the most recent first (ties by row id, newest first), at most
    /// `limit`: what a search of no words but kinds or dates (`kind:pdf`, `created:today`) lists.
    /// Scores are 0.
    ///
    /// An item is as recent as its own latest date (created, modified, last used): a whole
    /// mailbox indexed at once still lists yesterday's mail before last year's. Items with no such
    /// date follow, by when they were indexed.
    /// With `span`, the items' own latest date of those attributes within it comes first
    /// (`today`: the call this evening before the file changed this morning); the items are
    /// already those of that span, few next to a kind's.
    func mostRecent(
        scope: Scope, now: Date, limit: Int,
        by span: (attributes: [AttributeKey], lower: Double, upper: Double)? = nil
    ) throws -> [RankedRow] {
        let filter = scope.fragment(now: now)
        // A day ahead allows for a date written in another time zone; a date further on is a
        // wrong clock's, which would keep its item first for years.
        let ownDates =
            span
            ?? (
                Self.ownDateAttributes, -.greatestFiniteMagnitude, now.timeIntervalSinceReferenceDate + 86_400
            )
        let keys = Array(Set(ownDates.attributes.map(\.rawValue))).sorted()
        let keyList = keys.map { _ in "?" }.joined(separator: ", ")
        var ownDate = ""
        var ownDateArguments: [SQLFragment.Argument] = []
        // A store none of whose items has such a date (a catalogue of packages) is listed by the
        // index alone, without a lookup per item.
        if !keys.isEmpty, try span != nil || anyItemHasDate(keys: keys) {
            ownDate =
                "(SELECT max(number) FROM attribute_values WHERE key IN (\(keyList)) AND item = items.id "
                + "AND number >= ? AND number < ?) DESC, "
            ownDateArguments = keys.map { .text($0) } + [.real(ownDates.lower), .real(ownDates.upper)]
        }
        let statement = try connection.statement(
            "SELECT items.id FROM items WHERE \(filter.sql) ORDER BY \(ownDate)items.modified DESC, items.id DESC LIMIT ?"
        )
        defer { statement.reset() }
        statement.bind(filter.arguments + ownDateArguments + [.integer(limit)])
        var rows: [RankedRow] = []
        while try statement.step() { rows.append(RankedRow(rowID: statement.int(0), score: 0)) }
        return rows
    }

    /// The words that name the store's apps, each with the part of a domain identifier it names:
    /// every part between dots of three letters or more (`whatsapp` of `messages.whatsapp`),
    /// folded, and a plural part also without its `s` (`recipe` of `recipes`). A part every
    /// domain holds (an app's reverse-DNS root) names no app; nor does any, in a store of more
    /// domains than an app has (a domain per conversation). `apps` are the domains' first parts,
    /// the apps themselves rather than their lists (`shaadi` of `reminders.shaadi`).
    func domainWords() throws -> (words: [String: String], apps: Set<String>) {
        guard let domains = try distinctValues(of: "domain", limit: Self.maximumNamedDomains) else {
            return ([:], [])
        }
        var holders: [String: Int] = [:]
        for domain in domains {
            for part in Set(domain.split(separator: ".")) { holders[String(part), default: 0] += 1 }
        }
        var words: [String: String] = [:]
        for (part, count) in holders
        where part.count >= 3 && part.allSatisfy(\.isLetter) && (count < domains.count || domains.count == 1)
        {
            let folded = TextFolding.fold(part)
            guard !Self.domainRoots.contains(folded) else { continue }
            words[folded] = part
            if folded.count > 3, folded.hasSuffix("s"), words[String(folded.dropLast())] == nil {
                words[String(folded.dropLast())] = part
            }
        }
        // An app's name in another language (`レシピ` for `recipes`), folded as a search is.
        for (name, part) in Self.appNames {
            guard let named = words[part] else { continue }
            words[TextFolding.fold(name), default: named] = named
        }
        let apps = Set(domains.compactMap { $0.split(separator: ".").first.map(String.init) })
        return (words, apps)
    }

    /// The content types the store's items have, each looked up once in the index on them; `nil`
    /// for more than `limit`, which may be any kind.
    func contentTypes(limit: Int = 64) throws -> [String]? {
        try distinctValues(of: "content_type", limit: limit)
    }

    /// The values of an indexed column of `items`, one key lookup each (a store of a million
    /// items in five domains costs five, not a walk of the index); `nil` for more than `limit`.
    private func distinctValues(of column: StaticString, limit: Int) throws -> [String]? {
        let statement = try connection.statement(
            "SELECT \(column) FROM items WHERE \(column) > ? ORDER BY \(column) LIMIT 1")
        defer { statement.reset() }
        var values: [String] = []
        while values.count <= limit {
            statement.reset()
            statement.bind([.text(values.last ?? "")])
            guard try statement.step() else { return values }
            values.append(statement.string(0))
        }
        return nil
    }

    /// Whether items of `types` (``contentTypes(limit:)``) may be of every kind in `kinds` not
    /// left out: a built-in type by its conformances, an app's own type always (its stored tree
    /// may say more).
    static func mayHold(_ kinds: [FullTextQuery.Kind], among types: [String]) -> Bool {
        kinds.filter { !$0.isExcluded }.allSatisfy { kind in
            types.contains { type in
                let declared = ContentType(identifier: type)
                guard declared.isBuiltIn else { return true }
                return kind.typeIdentifiers.contains { wanted in
                    declared.tree.contains { $0.caseInsensitiveCompare(wanted) == .orderedSame }
                }
            }
        }
    }

    /// The most domains whose parts name apps: more are a store's own grouping (a domain per
    /// conversation or account), not apps a person names.
    static let maximumNamedDomains = 256

    /// The names a Japanese speaker gives the apps whose domain parts are English words.
    private static let appNames: KeyValuePairs<String, String> = [
        "レシピ": "recipes", "ボイスメモ": "voicememos", "ポッドキャスト": "podcasts", "メモ": "notes",
        "仕事": "work", "ウォレット": "wallet", "ファイル": "files", "注文": "orders", "旅行": "travel",
    ]

    /// Parts of reverse-DNS domain identifiers that name an organisation, not an app.
    private static let domainRoots: Set<String> = [
        "com", "org", "net", "www", "app", "apps", "apple", "example",
    ]

    /// Whether some item holds a date of one of `keys`.
    private func anyItemHasDate(keys: [String]) throws -> Bool {
        let statement = try connection.statement(
            "SELECT 1 FROM attribute_values WHERE key IN (\(keys.map { _ in "?" }.joined(separator: ", "))) "
                + "AND number IS NOT NULL LIMIT 1")
        defer { statement.reset() }
        statement.bind(keys.map { .text($0) })
        return try statement.step()
    }

    /// The dates an item is known by that say how recent it is: not when it starts or is due,
    /// which may be ahead.
    static let ownDateAttributes: [AttributeKey] = [
        .contentCreationDate, .contentModificationDate, .lastUsedDate,
    ]

    /// Every match's row id, in row order (the unranked tail of a result list).
    func allMatches(match: String, scope: Scope, now: Date) throws -> [Int] {
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
        let statement = try connection.statement(
            "SELECT \(ItemReader.itemColumns) FROM items WHERE items.id = ?1")
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

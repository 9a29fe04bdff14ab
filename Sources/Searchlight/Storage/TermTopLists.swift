import Foundation

/// Early-terminating top-k for searches of frequent words: precomputed top lists, with a bound
/// on everything outside them.
///
/// Ranking every match of a word found in a third of the corpus costs one ranking call (and one
/// column-size lookup) per match, tens of milliseconds at 60,000 items. For each word in at
/// least ``frequentThreshold(rows:)`` items, the writer keeps the ``listLength`` items with the
/// best single-word text score, and the best such score outside the list, divided by the word's
/// IDF (the *cutoff*). A search whose words all have lists then ranks only
/// - the listed items,
/// - items written since the lists were built (row ids above the *watermark*; row ids only grow),
/// - items rewritten in place since then (``ItemWriter`` records them in `term_tops_changed`),
///
/// and stops when the `k`-th best of those beats the best score anything else could have: the
/// cutoffs scaled by today's IDF and by how far the corpus statistics have moved since the
/// build (``TextStatistics/scoreGrowthBound(since:model:)``), times the largest boost any
/// unchanged item can have now. Otherwise it answers nothing and the caller ranks every match.
/// Either way the result is exactly what ranking every match returns, scores included: the
/// ranking function is given the exact match counts it would have counted itself.
///
/// The lists are derived data, rebuilt in their own transaction after a commit once enough of
/// the index is new or changed (``refreshIfStale(_:)``); a failed rebuild leaves the previous
/// lists, which stay exact.
package enum TermTopLists {
    /// Items per list: several pages of results, so that boosts that reorder the best text
    /// matches rarely push the page past the list.
    static let listLength = 128

    /// Up to this many items with engagement are ranked with the candidates, so that the rest's
    /// bound need not allow for engagement.
    static let maximumEngagedCandidates = 512

    /// Lists are not worth keeping below this many items: ranking every match is fast.
    static let minimumItems = 2_000

    /// Words in at least this many items get a list; below it ranking every match costs about
    /// as much as ranking a list.
    static func frequentThreshold(rows: Int) -> Int { max(1_000, rows / 64) }

    /// What the lists were built against.
    package struct State {
        package var watermark: Int
        package var statistics: TextStatistics
        var model: String
        /// The signals of the items at or below the watermark at the build.
        var signals: SignalCeiling
    }

    /// The largest ranking hint, clamped entity priority and modification date among some items.
    struct SignalCeiling {
        var rankingHint = -Double.infinity
        var priority = -Double.infinity
        var modified = -Double.infinity

        mutating func formMaximum(_ other: SignalCeiling) {
            rankingHint = max(rankingHint, other.rankingHint)
            priority = max(priority, other.priority)
            modified = max(modified, other.modified)
        }

        /// The largest value ``FullTextSearcher/boostExpression(nowParameter:engagementNowParameter:)``
        /// takes for such items (keep in step with it).
        func boost(now: Date, engaged: Bool) -> Double {
            guard rankingHint > -.infinity else { return 1 }
            return 1.0 + rankingHint / 200.0 + priority / 200.0
                + 0.25 / (1.0 + max(now.timeIntervalSince1970 - modified, 0) / 2592000.0)
                + (engaged ? 0.5 : 0)
        }

        /// The items' signals matching `condition` (SQL over `items`).
        init(
            _ connection: SQLiteConnection, where condition: String = "1",
            _ arguments: [SQLFragment.Argument] = []
        )
            throws
        {
            let statement = try connection.statement(
                """
                SELECT max(coalesce(ranking_hint, 0)), max(min(max(entity_priority, 0), 100)), max(modified)
                FROM items WHERE \(condition)
                """)
            defer { statement.reset() }
            statement.bind(arguments)
            guard try statement.step(), !statement.isNull(2) else { return }
            rankingHint = statement.double(0)
            priority = statement.double(1)
            modified = statement.double(2)
        }

        init(rankingHint: Double, priority: Double, modified: Double) {
            self.rankingHint = rankingHint
            self.priority = priority
            self.modified = modified
        }
    }

    /// The signals of every item of the index: the build's for items unchanged since, read for
    /// the others.
    static func signalCeiling(_ connection: SQLiteConnection) throws -> SignalCeiling {
        guard let state = try state(connection) else { return try SignalCeiling(connection) }
        var ceiling = state.signals
        ceiling.formMaximum(try SignalCeiling(connection, where: "id > ?", [.integer(state.watermark)]))
        ceiling.formMaximum(
            try SignalCeiling(connection, where: "id IN (SELECT item FROM term_tops_changed)"))
        return ceiling
    }

    // MARK: Writing

    /// Rebuilds the lists when none exist yet and the index is large enough, or when the items
    /// written or rewritten since the last build reach half of the index. Runs in the caller's
    /// transaction.
    package static func refreshIfStale(_ connection: SQLiteConnection) throws {
        let highest = try scalarInt("SELECT coalesce(max(id), 0) FROM items", connection)
        let state = try state(connection)
        let built = state.map { $0.model == modelFingerprint } ?? false
        if let state, built {
            let changed = try scalarInt("SELECT count(*) FROM term_tops_changed", connection)
            guard (highest - state.watermark) + changed > max(state.statistics.rows / 2, 256) else { return }
        } else {
            guard highest >= minimumItems else { return }
        }
        try rebuild(connection, highest: highest)
    }

    /// Records that an item was rewritten in place, so searches rank it rather than trust the
    /// lists' cutoffs for it.
    static func noteRewritten(item rowID: Int, connection: SQLiteConnection) throws {
        let statement = try connection.statement("INSERT OR IGNORE INTO term_tops_changed(item) VALUES (?1)")
        statement.bind(rowID, at: 1)
        try statement.execute()
    }

    private static func rebuild(_ connection: SQLiteConnection, highest: Int) throws {
        try connection.execute(
            "DELETE FROM term_tops; DELETE FROM term_tops_state; DELETE FROM term_tops_changed")
        guard let statistics = try currentStatistics(connection), statistics.rows >= minimumItems else {
            return
        }
        let frequent = try connection.uncachedStatement(
            "SELECT term, doc FROM item_vocabulary WHERE doc >= ?1")
        frequent.bind(frequentThreshold(rows: statistics.rows), at: 1)
        var terms: [(term: String, hits: Int)] = []
        while try frequent.step() { terms.append((frequent.string(0), frequent.int(1))) }

        let best = try connection.uncachedStatement(
            "SELECT rowid, \(SearchlightRankFunction.name)(item_text, ?2) AS score FROM item_text "
                + "WHERE item_text MATCH ?1 ORDER BY score LIMIT ?3")
        let insert = try connection.uncachedStatement(
            "INSERT INTO term_tops(term, cutoff, items) VALUES (?1, ?2, ?3)")
        for (term, hits) in terms {
            best.bind(FullTextQuery.quoted(term), at: 1)
            best.bind(SearchlightRankFunction.layout("w", hits: [hits]), at: 2)
            best.bind(listLength + 1, at: 3)
            var items: [Int] = []
            var cutoff = 0.0
            while try best.step() {
                if items.count < listLength {
                    items.append(best.int(0))
                } else {
                    let idf = SearchlightRankFunction.inverseDocumentFrequency(
                        rows: statistics.rows, hits: hits)
                    cutoff = -best.double(1) / idf
                }
            }
            best.reset()
            insert.bind(term, at: 1)
            insert.bind(cutoff, at: 2)
            insert.bind(items.map(String.init).joined(separator: ","), at: 3)
            try insert.execute()
            insert.reset()
        }
        let signals = try SignalCeiling(connection)
        let state = try connection.uncachedStatement(
            """
            INSERT INTO term_tops_state(id, watermark, statistics, model, max_ranking_hint, max_priority,
                max_modified) VALUES (1, ?1, ?2, ?3, ?4, ?5, ?6)
            """)
        state.bind(highest, at: 1)
        state.bind(statistics.text, at: 2)
        state.bind(modelFingerprint, at: 3)
        state.bind(signals.rankingHint, at: 4)
        state.bind(signals.priority, at: 5)
        state.bind(signals.modified, at: 6)
        try state.execute()
    }

    // MARK: Searching

    /// The best `limit` visible items for an AND of `words` (each a single indexed token, none a
    /// prefix), exactly as ranking every match would order them; `nil` when the lists cannot
    /// prove it (a word without a list, too few listed items visible, or a boundary too close).
    ///
    /// - Parameter rerank: applies visibility and the query-independent signals to text
    ///   candidates, best `limit` first (``FullTextSearcher``'s).
    package static func top(
        words: [String], layout: String, now: Date, limit: Int, engaged: Bool, connection: SQLiteConnection,
        rerank: ([(rowID: Int, text: Double)], Int) throws -> [RankedRow]
    ) throws -> [RankedRow]? {
        guard limit > 0, !words.isEmpty, let state = try state(connection), state.model == modelFingerprint
        else { return nil }
        let lookup = try connection.statement("SELECT cutoff, items FROM term_tops WHERE term = ?1")
        defer { lookup.reset() }
        var cutoffs: [Double] = []
        var listed: Set<Int> = []
        for word in words {
            lookup.bind(word, at: 1)
            guard try lookup.step() else { return nil }
            cutoffs.append(lookup.double(0))
            listed.formUnion(lookup.string(1).split(separator: ",").compactMap { Int($0) })
            lookup.reset()
        }
        guard let statistics = try currentStatistics(connection) else { return nil }
        let hits = try words.map { try matchCount(FullTextQuery.quoted($0), connection) }
        let match = words.map(FullTextQuery.quoted).joined(separator: " AND ")
        let scoredLayout = SearchlightRankFunction.layout(layout, hits: hits)

        var text: [Int: Double] = [:]
        let recent = try connection.statement(
            "SELECT rowid, \(SearchlightRankFunction.name)(item_text, ?3) FROM item_text "
                + "WHERE item_text MATCH ?1 AND rowid > ?2")
        defer { recent.reset() }
        recent.bind(match, at: 1)
        recent.bind(state.watermark, at: 2)
        recent.bind(scoredLayout, at: 3)
        while try recent.step() { text[recent.int(0)] = recent.double(1) }

        var others = listed
        let changed = try connection.statement("SELECT item FROM term_tops_changed")
        defer { changed.reset() }
        while try changed.step() { others.insert(changed.int(0)) }
        // Items with engagement are ranked too, so that the rest has none, unless there are so
        // many that ranking them costs more than the bound saves.
        var restEngaged = false
        if engaged {
            let withEngagement = try connection.statement(
                "SELECT DISTINCT item FROM item_engagement LIMIT \(maximumEngagedCandidates + 1)")
            defer { withEngagement.reset() }
            var items: [Int] = []
            while try withEngagement.step() { items.append(withEngagement.int(0)) }
            if items.count > maximumEngagedCandidates { restEngaged = true } else { others.formUnion(items) }
        }
        let one = try connection.statement(
            "SELECT \(SearchlightRankFunction.name)(item_text, ?3) FROM item_text "
                + "WHERE item_text MATCH ?1 AND rowid = ?2")
        defer { one.reset() }
        for rowID in others.sorted() where rowID <= state.watermark {
            one.bind(match, at: 1)
            one.bind(rowID, at: 2)
            one.bind(scoredLayout, at: 3)
            if try one.step() { text[rowID] = one.double(0) }
            one.reset()
        }

        let ranked = try rerank(text.map { (rowID: $0.key, text: $0.value) }, limit)
        guard ranked.count == limit, let last = ranked.last else { return nil }
        return last.score
            > restBound(
                cutoffs: cutoffs, hits: hits, statistics: statistics, state: state, now: now,
                engaged: restEngaged)
            ? ranked : nil
    }

    /// The best score an item outside every list, unchanged since the build, can have now.
    private static func restBound(
        cutoffs: [Double], hits: [Int], statistics: TextStatistics, state: State, now: Date, engaged: Bool
    ) -> Double {
        let model = RankingModel.current
        let idf = hits.map {
            SearchlightRankFunction.inverseDocumentFrequency(rows: statistics.rows, hits: $0)
        }
        let growth = statistics.scoreGrowthBound(since: state.statistics, model: model)
        var text = zip(cutoffs, idf).reduce(0) { $0 + $1.0 * $1.1 } * growth
        if idf.count > 1 {
            // Proximity adds at most its weight times the words' IDF, times the largest length
            // prior (an item of no length).
            text += model.proximityWeight * idf.reduce(0, +) * pow(2, model.lengthPrior)
        }
        return text * state.signals.boost(now: now, engaged: engaged)
    }

    // MARK: Reading

    package static func state(_ connection: SQLiteConnection) throws -> State? {
        let statement = try connection.statement(
            """
            SELECT watermark, statistics, model, max_ranking_hint, max_priority, max_modified
            FROM term_tops_state WHERE id = 1
            """)
        defer { statement.reset() }
        guard try statement.step(), let statistics = TextStatistics(text: statement.string(1)) else {
            return nil
        }
        return State(
            watermark: statement.int(0), statistics: statistics, model: statement.string(2),
            signals: SignalCeiling(
                rankingHint: statement.double(3), priority: statement.double(4), modified: statement.double(5)
            ))
    }

    /// The ranking model the lists' cutoffs were computed under: lists built under another
    /// model prove nothing.
    static var modelFingerprint: String { String(describing: RankingModel.current) }

    static func currentStatistics(_ connection: SQLiteConnection) throws -> TextStatistics? {
        let statement = try connection.statement(
            "SELECT \(SearchlightRankFunction.statisticsName)(item_text) FROM item_text LIMIT 1")
        defer { statement.reset() }
        guard try statement.step() else { return nil }
        return TextStatistics(text: statement.string(0))
    }

    private static func matchCount(_ match: String, _ connection: SQLiteConnection) throws -> Int {
        let statement = try connection.statement("SELECT count(*) FROM item_text WHERE item_text MATCH ?1")
        defer { statement.reset() }
        statement.bind(match, at: 1)
        return try statement.step() ? statement.int(0) : 0
    }

    private static func scalarInt(_ sql: String, _ connection: SQLiteConnection) throws -> Int {
        let statement = try connection.statement(sql)
        defer { statement.reset() }
        return try statement.step() ? statement.int(0) : 0
    }
}

import Foundation

/// Early-terminating top-k for searches of frequent words: precomputed top lists, with a bound
/// on everything outside them.
///
/// Ranking every match of a word found in a third of the corpus costs one ranking call (and one
/// column-size lookup) per match, tens of milliseconds at 60,000 items — and counting the
/// matches for the word's IDF is another pass over them. For each word in at least
/// ``frequentThreshold(rows:)`` items, the writer keeps
/// - the word's number of items (its IDF statistic: every search uses it for the word, the way
///   search engines keep document frequencies per segment rather than recount them per query);
/// - the ``listLength`` items with the best single-word text score, each with the word's
///   occurrences per column and the column lengths (``WordFrequencies``), from which the score
///   is recomputed under today's statistics exactly as the ranking function computes it;
/// - the best such score outside the list, over the word's IDF (the *cutoff*).
///
/// A search for such a word then scores only the listed items, items written since the lists
/// were built (row ids above the *watermark*; row ids only grow) and items rewritten in place
/// since then (``ItemWriter`` records them), and stops when the `k`-th best beats the best
/// score anything else could have: the cutoff scaled by today's IDF and by how far the corpus
/// statistics have moved since the build (``TextStatistics/scoreGrowthBound(since:model:)``),
/// times the largest boost any unchanged item can have now. Otherwise it answers nothing and the
/// caller ranks every match. Either way the result is exactly what ranking every match
/// returns, scores included.
///
/// The lists are derived data. Once enough of the index is new or changed
/// (``needsRebuild(_:)``), the index rebuilds them in the background after the commit, in a
/// transaction of their own; until then, and if that fails, the previous lists stay exact.
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
    static func frequentThreshold(rows: Int) -> Int { max(500, rows / 128) }

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
    /// `state` is the lists' ``state(_:)``, read once by the caller.
    static func signalCeiling(state: State?, _ connection: SQLiteConnection) throws -> SignalCeiling {
        guard let state else { return try SignalCeiling(connection) }
        var ceiling = state.signals
        ceiling.formMaximum(try SignalCeiling(connection, where: "id > ?", [.integer(state.watermark)]))
        ceiling.formMaximum(
            try SignalCeiling(connection, where: "id IN (SELECT item FROM term_tops_changed)"))
        return ceiling
    }

    // MARK: Writing

    /// Whether the lists should be rebuilt: none exist yet (or were built under another ranking
    /// model) and the index is large enough, or the items written or rewritten since the last
    /// build reach half of the index. Cheap: two lookups and a count of the rewritten items.
    package static func needsRebuild(_ connection: SQLiteConnection) throws -> Bool {
        let highest = try connection.scalarInt("SELECT coalesce(max(id), 0) FROM items")
        guard let state = try state(connection), state.model == modelFingerprint else {
            return highest >= minimumItems
        }
        let changed = try connection.scalarInt("SELECT count(*) FROM term_tops_changed")
        return (highest - state.watermark) + changed > max(state.statistics.rows / 2, 256)
    }

    /// Records that an item was rewritten in place, so searches rank it rather than trust the
    /// lists' cutoffs for it.
    static func noteRewritten(item rowID: Int, connection: SQLiteConnection) throws {
        let statement = try connection.statement("INSERT OR IGNORE INTO term_tops_changed(item) VALUES (?1)")
        statement.bind(rowID, at: 1)
        try statement.execute()
    }

    /// Builds the lists from the index as it is, replacing the previous ones. Runs in the
    /// caller's transaction.
    package static func rebuild(_ connection: SQLiteConnection) throws {
        let highest = try connection.scalarInt("SELECT coalesce(max(id), 0) FROM items")
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
        // One pass over the word's postings for the listed items' frequencies; `+` keeps the row
        // id condition from FTS5, which would run the query once per listed item.
        let frequencies = try connection.uncachedStatement(
            """
            SELECT rowid, \(SearchlightRankFunction.frequenciesName)(item_text) FROM item_text
            WHERE item_text MATCH ?1 AND +rowid IN (SELECT value FROM json_each(?2))
            """)
        let insert = try connection.uncachedStatement(
            "INSERT INTO term_tops(term, hits, cutoff, items) VALUES (?1, ?2, ?3, ?4)")
        for (term, hits) in terms {
            let match = FullTextQuery.quoted(term)
            best.bind(match, at: 1)
            best.bind(SearchlightRankFunction.layout("w", hits: [hits]), at: 2)
            best.bind(listLength + 1, at: 3)
            var listed: [Int] = []
            var cutoff = 0.0
            while try best.step() {
                if listed.count < listLength {
                    listed.append(best.int(0))
                } else {
                    let idf = SearchlightRankFunction.inverseDocumentFrequency(
                        rows: statistics.rows, hits: hits)
                    cutoff = -best.double(1) / idf
                }
            }
            best.reset()
            frequencies.bind(match, at: 1)
            frequencies.bind("[" + listed.map(String.init).joined(separator: ",") + "]", at: 2)
            var items: [String] = []
            while try frequencies.step() { items.append("\(frequencies.int(0)) \(frequencies.string(1))") }
            frequencies.reset()
            insert.bind(term, at: 1)
            insert.bind(hits, at: 2)
            insert.bind(cutoff, at: 3)
            insert.bind(items.joined(separator: ";"), at: 4)
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

    /// `query`'s ``FullTextQuery/rankingLayout`` with the IDF statistic of each phrase that is a
    /// listed word; every ranking of the query, early-terminating or not, uses it, so all agree.
    static func rankingLayout(_ query: FullTextQuery, state: State?, connection: SQLiteConnection) throws
        -> String
    {
        let layout = query.rankingLayout
        guard state != nil else { return layout }
        let lookup = try connection.statement("SELECT hits FROM term_tops WHERE term = ?1")
        defer { lookup.reset() }
        var hits: [Int] = []
        var anyListed = false
        for phrase in query.phrases {
            // The exact phrase of a word (its whole form, also of the word being typed), then,
            // for the word being typed, its prefix phrase, which is always counted.
            var count = -1
            if phrase.tokens.count == 1 {
                lookup.bind(phrase.tokens[0], at: 1)
                if try lookup.step() {
                    count = lookup.int(0)
                    anyListed = true
                }
                lookup.reset()
            }
            hits.append(count)
            if phrase.isPrefix { hits.append(-1) }
        }
        return anyListed ? SearchlightRankFunction.layout(layout, hits: hits) : layout
    }

    /// The best `limit` visible items for `word` (a single indexed token, not a prefix), exactly
    /// as ranking every match would order and score them; `nil` when the lists cannot prove it
    /// (the word has no list, too few listed items are visible, or the boundary is too close).
    ///
    /// Only single words: for an AND of frequent words the rest's bound is the sum of each
    /// word's cutoff plus proximity, about what an item matching all of them well scores, so the
    /// proof would nearly always fail after the work was done.
    ///
    /// - Parameters:
    ///   - state: the lists' ``state(_:)``, read once per search by the caller.
    ///   - rerank: applies visibility and the query-independent signals to text candidates, best
    ///     `limit` first (``FullTextSearcher``'s).
    package static func top(
        word: String, state: State?, now: Date, limit: Int, engaged: Bool, connection: SQLiteConnection,
        rerank: ([(rowID: Int, text: Double)], Int) throws -> [RankedRow]
    ) throws -> [RankedRow]? {
        guard limit > 0, let state, state.model == modelFingerprint else { return nil }
        let lookup = try connection.statement("SELECT hits, cutoff, items FROM term_tops WHERE term = ?1")
        defer { lookup.reset() }
        lookup.bind(word, at: 1)
        guard try lookup.step(), let statistics = try currentStatistics(connection) else { return nil }
        let hits = lookup.int(0)
        let cutoff = lookup.double(1)
        let listed = lookup.string(2)
        lookup.reset()

        // Items whose stored frequencies may be stale, or whose score the bound cannot cover:
        // rewritten since the build, and (unless there are too many) those with engagement, so
        // the rest has none.
        var rescored: [Int] = []
        let changed = try connection.statement("SELECT item FROM term_tops_changed")
        defer { changed.reset() }
        while try changed.step() { rescored.append(changed.int(0)) }
        var restEngaged = false
        if engaged {
            let withEngagement = try connection.statement(
                "SELECT DISTINCT item FROM item_engagement LIMIT ?1")
            defer { withEngagement.reset() }
            withEngagement.bind(maximumEngagedCandidates + 1, at: 1)
            var items: [Int] = []
            while try withEngagement.step() { items.append(withEngagement.int(0)) }
            if items.count > maximumEngagedCandidates { restEngaged = true } else { rescored += items }
        }

        let model = RankingModel.current
        let idf = SearchlightRankFunction.inverseDocumentFrequency(rows: statistics.rows, hits: hits)
        let scorer = SingleWordScorer(idf: idf, statistics: statistics, model: model)
        let stale = Set(rescored)
        var listedText: [(rowID: Int, text: Double)] = []
        listedText.reserveCapacity(listLength)
        forEachListed(listed) { rowID, frequencies in
            guard !stale.contains(rowID) else { return }
            listedText.append((rowID, -scorer.score(frequencies)))
        }
        // Items written since the build, found from FTS5's postings past the watermark, and the
        // rescored ones.
        var text: [(rowID: Int, text: Double)] = []
        let layout = SearchlightRankFunction.layout("w", hits: [hits])
        let match = FullTextQuery.quoted(word)
        let recent = try connection.statement(
            "SELECT rowid, \(SearchlightRankFunction.name)(item_text, ?3) FROM item_text "
                + "WHERE item_text MATCH ?1 AND rowid > ?2")
        defer { recent.reset() }
        recent.bind(match, at: 1)
        recent.bind(state.watermark, at: 2)
        recent.bind(layout, at: 3)
        while try recent.step() { text.append((recent.int(0), recent.double(1))) }
        let older = rescored.filter { $0 <= state.watermark }
        if !older.isEmpty {
            let rescore = try connection.statement(
                """
                SELECT rowid, \(SearchlightRankFunction.name)(item_text, ?3) FROM item_text
                WHERE item_text MATCH ?1 AND rowid <= ?2 AND +rowid IN (SELECT value FROM json_each(?4))
                """)
            defer { rescore.reset() }
            rescore.bind(match, at: 1)
            rescore.bind(state.watermark, at: 2)
            rescore.bind(layout, at: 3)
            rescore.bind("[" + older.map(String.init).joined(separator: ",") + "]", at: 4)
            while try rescore.step() { text.append((rescore.int(0), rescore.double(1))) }
        }

        // The listed items are unchanged since the build and (when engagement is ranked) have
        // none, so their boost is at most the build's ceiling: they are re-ranked best text first,
        // a few pages at a time, until the page's last score beats the next one's text score times
        // that ceiling.
        let listedBoost = state.signals.boost(now: now, engaged: restEngaged)
        listedText.sort { $0.text < $1.text }
        var taken = min(listedText.count, max(limit * 2, 16))
        var ranked = try rerank(text + listedText[..<taken], limit)
        while taken < listedText.count {
            if ranked.count == limit, let last = ranked.last,
                last.score > -listedText[taken].text * listedBoost
            {
                break
            }
            taken = min(listedText.count, taken * 2)
            ranked = try rerank(text + listedText[..<taken], limit)
        }
        guard ranked.count == limit, let last = ranked.last else { return nil }
        let growth = statistics.scoreGrowthBound(since: state.statistics, model: model)
        // The best any item outside the list, unchanged since the build, can score now.
        let rest = cutoff * idf * growth * state.signals.boost(now: now, engaged: restEngaged)
        return last.score > rest ? ranked : nil
    }

    /// Calls `body` with each listed item's row id and frequencies, read in place from the stored
    /// form (`rowid itemSize column count size …`, entries separated by `;`); a malformed entry is
    /// skipped.
    static func forEachListed(_ listed: String, _ body: (Int, WordFrequencies) -> Void) {
        var listed = listed
        var numbers: [Int] = []
        numbers.reserveCapacity(32)
        var frequencies = WordFrequencies(itemSize: 0, columns: [])
        func finishEntry() {
            defer { numbers.removeAll(keepingCapacity: true) }
            guard numbers.count >= 2, numbers.count % 3 == 2 else { return }
            frequencies.itemSize = numbers[1]
            frequencies.columns.removeAll(keepingCapacity: true)
            for start in stride(from: 2, to: numbers.count, by: 3) {
                frequencies.columns.append((numbers[start], numbers[start + 1], numbers[start + 2]))
            }
            body(numbers[0], frequencies)
        }
        listed.withUTF8 { bytes in
            var value = 0
            var inNumber = false
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    value = value &* 10 &+ Int(byte &- UInt8(ascii: "0"))
                    inNumber = true
                case UInt8(ascii: ";"):
                    if inNumber { numbers.append(value) }
                    value = 0
                    inNumber = false
                    finishEntry()
                default:
                    if inNumber { numbers.append(value) }
                    value = 0
                    inNumber = false
                }
            }
            if inNumber { numbers.append(value) }
            finishEntry()
        }
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
}

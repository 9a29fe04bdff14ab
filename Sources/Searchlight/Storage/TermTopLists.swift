import Foundation

/// Early-terminating top-k for searches of frequent words and of frequent words being typed:
/// precomputed top lists, with a bound on everything outside them.
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
/// - the best such score outside the list (the *cutoff*).
///
/// The word being typed gets a list too: every prefix of ``prefixLengths`` letters found in at
/// least as many items and beginning a longer word, scored as the search box scores it (the
/// letters as a word, and longer words they begin at a lower weight), with both IDF statistics
/// kept. Without one, a prefix such as `deve` costs a merge of every word it begins and a
/// ranking of each of its tens of thousands of items on every keystroke.
///
/// A search for such a word then scores only the listed items, items written since the lists
/// were built (row ids above the *watermark*; row ids only grow) and items rewritten in place
/// since then (``ItemWriter`` records them), and stops when the `k`-th best beats the best
/// score anything else could have: the cutoff scaled by today's IDF and by how far the corpus
/// statistics have moved since the build (``TextStatistics/scoreGrowthBound(since:model:)``),
/// times the largest boost any unchanged item can have now (and by how much today's row count
/// raised the IDF). Otherwise it answers nothing and the caller ranks every match. Either way
/// the result is exactly what ranking every match returns, scores included.
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

    /// Lengths, in characters, of the prefixes that get a list: from the completion tier's
    /// longest (``CompletionIndex``), and of that length only where its titles cannot fill a
    /// page. Every longer length matters: a word typed in full without a space after it is a
    /// prefix search too.
    static let prefixLengths = CompletionIndex.maximumPrefixLength...Int.max

    /// What a list answers: a search for one whole word, or for one word being typed.
    package enum Key: Hashable, Sendable {
        case word(String)
        /// The letters typed so far: as a word, and as the beginning of longer words.
        case prefix(String)
        /// A whole word of several tokens that must be adjacent: a Japanese substring of four or
        /// more characters (a run of trigrams), or `e-mail`. It has no list of its own; its tokens' lists bound it (see
        /// ``top(_:state:phrase:now:limit:engaged:connection:rerank:)``).
        case phrase([String])

        /// The list's `term_tops.term`: a prefix ends in `*`, which no indexed token holds. A
        /// phrase's tokens are separated by a space, which no token holds either, so no list is
        /// ever found for it.
        var stored: String {
            switch self {
            case .word(let word): word
            case .prefix(let prefix): prefix + "*"
            case .phrase(let tokens): tokens.joined(separator: " ")
            }
        }

        /// The FTS5 expression searches use for it.
        var match: String {
            switch self {
            case .word(let word): FullTextQuery.quoted(word)
            case .phrase(let tokens): FullTextQuery.quoted(tokens.joined(separator: " "))
            case .prefix(let prefix):
                FullTextQuery(phrases: [.init(tokens: [prefix], isPrefix: true)])
                    .matchExpression(rankingExactFirst: true)
            }
        }

        var isPrefix: Bool { if case .prefix = self { true } else { false } }

        /// The ranking layout of ``match`` with the statistics the list was built with.
        func layout(_ hits: Hits) -> String {
            switch self {
            case .word, .phrase: SearchlightRankFunction.layout("w", hits: [hits.exact])
            case .prefix: SearchlightRankFunction.layout("ep", hits: [hits.exact, hits.prefix])
            }
        }
    }

    /// A stored list: its key's IDF statistics, the best single-word text score outside it at the
    /// build, and its items (see ``forEachListed(_:_:)``).
    struct StoredList {
        var hits: Hits
        var cutoff: Double
        var items: String
    }

    /// A list's IDF statistics: the items holding the word itself, and (for a prefix) those
    /// holding a word it begins.
    struct Hits {
        var exact: Int
        var prefix: Int

        /// The IDF weights of the word and of the longer words, under `model` and `rows`.
        func weights(rows: Int, model: RankingModel, isPrefix: Bool) -> (
            exact: Double, longer: Double, nameBeingTyped: Double
        ) {
            let exactIDF = SearchlightRankFunction.inverseDocumentFrequency(rows: rows, hits: exact)
            guard isPrefix else { return (exactIDF, 0, 0) }
            let prefixIDF = SearchlightRankFunction.inverseDocumentFrequency(rows: rows, hits: prefix)
            return (
                exactIDF,
                model.longerWordWeight(exactHits: Double(exact), prefixHits: Double(prefix)) * prefixIDF,
                model.nameBeingTypedShare(
                    exactHits: Double(exact), prefixHits: Double(prefix), prefixIDF: prefixIDF)
            )
        }
    }

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
        let threshold = frequentThreshold(rows: statistics.rows)
        var keys: [(key: Key, hits: Hits)] = []
        // A prefix's items are at most the sum of its words' items: only prefixes whose sum
        // reaches the threshold are candidates. The vocabulary comes in term order, so a prefix's
        // words are consecutive and one running sum per length suffices.
        var candidates: [(prefix: String, hits: Hits)] = []
        var chains: [(prefix: Substring, sum: Int, exact: Int)] = []
        func close(from level: Int) {
            // A prefix that begins no longer word searches exactly as the word does: the word's
            // list answers it (see ``top(_:state:phrase:now:limit:engaged:connection:rerank:)``).
            for chain in chains[level...] where chain.sum >= threshold && chain.sum > chain.exact {
                candidates.append((String(chain.prefix), Hits(exact: chain.exact, prefix: -1)))
            }
            chains.removeSubrange(level...)
        }
        let vocabulary = try connection.uncachedStatement("SELECT term, doc FROM item_vocabulary")
        while try vocabulary.step() {
            let term = vocabulary.string(0)
            let hits = vocabulary.int(1)
            if hits >= threshold { keys.append((.word(term), Hits(exact: hits, prefix: hits))) }
            // `chains[n]` is the running sum of the prefix of `prefixLengths.lowerBound + n`
            // characters.
            var end = term.startIndex
            var length = 0
            var level = 0
            while end < term.endIndex, length < prefixLengths.upperBound {
                end = term.index(after: end)
                length += 1
                guard length >= prefixLengths.lowerBound else { continue }
                let prefix = term[..<end]
                if level < chains.count, chains[level].prefix != prefix { close(from: level) }
                if level == chains.count { chains.append((prefix, 0, 0)) }
                chains[level].sum += hits
                if end == term.endIndex { chains[level].exact = hits }
                level += 1
            }
        }
        close(from: 0)
        // The completion tier answers a short prefix whenever its titles fill the page.
        let completions = try connection.uncachedStatement(
            "SELECT count(*) FROM (SELECT 1 FROM title_prefixes WHERE prefix = ?1 LIMIT ?2)")
        for (prefix, hits) in candidates {
            if prefix.count <= CompletionIndex.maximumPrefixLength {
                completions.bind(prefix, at: 1)
                completions.bind(listLength, at: 2)
                let titled = try completions.step() ? completions.int(0) : 0
                completions.reset()
                if titled >= listLength { continue }
            }
            // Its number of items is known once its postings have been read.
            keys.append((.prefix(prefix), hits))
        }

        // One pass over each key's postings: every match's frequencies, scored here exactly as
        // the ranking function scores them.
        let frequencies = try connection.uncachedStatement(
            "SELECT rowid, \(SearchlightRankFunction.frequenciesName)(item_text) FROM item_text "
                + "WHERE item_text MATCH ?1 ORDER BY rowid")
        let insert = try connection.uncachedStatement(
            "INSERT INTO term_tops(term, hits, exact_hits, cutoff, items) VALUES (?1, ?2, ?3, ?4, ?5)")
        let model = RankingModel.current
        let lengths = try ColumnLengths(connection)
        var packed: [Int32] = []
        var entry = WordFrequencies(itemSize: 0, columns: [])
        for (key, var hits) in keys {
            frequencies.bind(key.match, at: 1)
            packed.removeAll(keepingCapacity: true)
            var matches: [(rowID: Int, start: Int, end: Int)] = []
            while try frequencies.step() {
                let start = packed.count
                frequencies.withBlob(1) { bytes in
                    let count = bytes.count / MemoryLayout<Int32>.size
                    guard count > 0, let source = bytes.baseAddress else { return }
                    packed.append(contentsOf: repeatElement(0, count: count))
                    packed.withUnsafeMutableBytes { destination in
                        destination.baseAddress?.advanced(by: start * MemoryLayout<Int32>.size)
                            .copyMemory(from: source, byteCount: count * MemoryLayout<Int32>.size)
                    }
                }
                matches.append((frequencies.int(0), start, packed.count))
            }
            frequencies.reset()
            guard matches.count >= threshold else { continue }
            if key.isPrefix { hits.prefix = matches.count }
            let weights = hits.weights(rows: statistics.rows, model: model, isPrefix: key.isPrefix)
            let scorer = SingleWordScorer(
                exactIDF: weights.exact, longerIDF: weights.longer, nameBeingTypedIDF: weights.nameBeingTyped,
                statistics: statistics, model: model)
            // The list and the best score after it, best first, ties by row id: the matches come in
            // row order, so a match's position orders ties as its row id does.
            var best = TopScores(capacity: listLength + 1)
            try packed.withUnsafeBufferPointer { packed in
                for (position, match) in matches.enumerated() {
                    guard let row = lengths.lengths(of: match.rowID),
                        entry.load(
                            counts: UnsafeBufferPointer(rebasing: packed[match.start..<match.end]),
                            lengths: row)
                    else {
                        throw SQLiteError(
                            code: 0, message: "unreadable full-text lengths of row \(match.rowID)")
                    }
                    best.insert(key: position, score: scorer.score(entry))
                }
            }
            let ranked = best.sorted()
            let cutoff = ranked.count > listLength ? ranked[listLength].score : 0
            let items = packed.withUnsafeBufferPointer { packed in
                ranked.prefix(listLength).map { listed in
                    let match = matches[listed.key]
                    _ = entry.load(
                        counts: UnsafeBufferPointer(rebasing: packed[match.start..<match.end]),
                        lengths: lengths.lengths(of: match.rowID) ?? [])
                    return "\(match.rowID) \(entry.text)"
                }
            }
            insert.bind(key.stored, at: 1)
            insert.bind(hits.prefix, at: 2)
            insert.bind(hits.exact, at: 3)
            insert.bind(cutoff, at: 4)
            insert.bind(items.joined(separator: ";"), at: 5)
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

    /// `query`'s ``FullTextQuery/rankingLayout`` with the IDF statistics of each phrase that has a
    /// list; every ranking of the query, early-terminating or not, uses it, so all agree.
    ///
    /// A whole word of several tokens whose every token has a list takes its rarest token's
    /// number of items (``phraseStatistics(_:state:_:)``).
    package static func rankingLayout(
        _ query: FullTextQuery, state: State?, phrase known: PhraseLookup? = nil, connection: SQLiteConnection
    ) throws -> String {
        var hits: [Int] = []
        var anyGiven = false
        for phrase in query.phrases {
            // A word's own phrase (also the exact half of the word being typed), then the prefix
            // half, each with its list's statistics or -1 for the function to count.
            // Initials match words they begin, which no list of the letters counts.
            if phrase.isInitials {
                hits.append(-1)
                continue
            }
            let terms = phrase.lookupTokens
            if terms.count > 1, !phrase.isPrefix {
                let phraseHits =
                    try known?.statistics(of: terms)?.hits
                    ?? phraseStatistics(terms, state: state, connection).hits
                hits.append(phraseHits)
                anyGiven = anyGiven || phraseHits >= 0
                continue
            }
            guard state != nil, terms.count == 1 else {
                hits += phrase.isPrefix ? [-1, -1] : [-1]
                continue
            }
            let token = terms[0]
            if phrase.isPrefix, let prefix = try storedList(.prefix(token), connection, withItems: false) {
                hits += [prefix.hits.exact, prefix.hits.prefix]
                anyGiven = true
                continue
            }
            let word = try storedList(.word(token), connection, withItems: false)
            hits.append(word?.hits.exact ?? -1)
            anyGiven = anyGiven || word != nil
            if phrase.isPrefix { hits.append(-1) }
        }
        return anyGiven
            ? SearchlightRankFunction.layout(query.rankingLayout, hits: hits) : query.rankingLayout
    }

    /// The list stored for `key`, if any; its ``StoredList/items`` empty unless `withItems`.
    static func storedList(_ key: Key, _ connection: SQLiteConnection, withItems: Bool) throws -> StoredList?
    {
        let lookup = try connection.statement(
            "SELECT hits, exact_hits, cutoff\(withItems ? ", items" : "") FROM term_tops WHERE term = ?1")
        defer { lookup.reset() }
        lookup.bind(key.stored, at: 1)
        guard try lookup.step() else { return nil }
        return StoredList(
            hits: Hits(exact: lookup.int(1), prefix: lookup.int(0)), cutoff: lookup.double(2),
            items: withItems ? lookup.string(3) : "")
    }

    /// A query's one whole word of several tokens with its ``phraseStatistics(_:state:_:)``, looked
    /// up once per search for both its ranking layout and its top-k.
    package struct PhraseLookup {
        var tokens: [String]
        var hits: Int
        var lists: [(token: String, list: StoredList)]?

        init?(_ query: FullTextQuery, state: State?, _ connection: SQLiteConnection) throws {
            guard case .phrase(let tokens)? = query.topListKey else { return nil }
            self.tokens = tokens
            (hits, lists) = try phraseStatistics(tokens, state: state, connection)
        }

        func statistics(of tokens: [String]) -> (hits: Int, lists: [(token: String, list: StoredList)]?)? {
            tokens == self.tokens ? (hits, lists) : nil
        }
    }

    /// A whole word of several tokens' IDF statistic when every token has a word list: its rarest
    /// token's number of items (an upper bound of its own, so a lower IDF), and the lists
    /// (without items). Otherwise `hits` is -1: the ranking function counts the phrase's items,
    /// a pass over the postings of its tokens, which is short when one of them is rare.
    ///
    /// Counting the items of a phrase of frequent tokens would be a pass over all their postings
    /// before the pass that ranks them — for `ッケージ`, a third of a Japanese corpus twice — and
    /// in a run of CJK n-grams the rarest one all but decides where the run occurs. A token's
    /// count is its list's, as a search for the token alone uses.
    static func phraseStatistics(_ tokens: [String], state: State?, _ connection: SQLiteConnection) throws
        -> (hits: Int, lists: [(token: String, list: StoredList)]?)
    {
        guard state != nil else { return (-1, nil) }
        var lists: [(token: String, list: StoredList)] = []
        for token in Set(tokens).sorted() {
            guard let list = try storedList(.word(token), connection, withItems: false) else {
                return (-1, nil)
            }
            lists.append((token, list))
        }
        return (lists.map(\.list.hits.exact).min() ?? -1, lists)
    }

    /// The best `limit` visible items for `key`, exactly as ranking every match would order and
    /// score them; `nil` when the lists cannot prove it (the key has no list, too few listed
    /// items are visible, or the boundary is too close).
    ///
    /// A phrase (``Key/phrase(_:)``) is answered from one of its tokens' lists: an item holds the
    /// phrase in a column at most as often as it holds each of its tokens there, so its score
    /// for the phrase is at most its single-word score for the token, with the phrase's IDF in
    /// place of the token's. The token whose list gives the lowest such bound is used, and the
    /// listed items are ranked for the phrase by FTS5, one row id lookup each.
    ///
    /// Only one word or phrase: for an AND of frequent words the rest's bound is the sum of each
    /// word's cutoff plus proximity, about what an item matching all of them well scores, so the
    /// proof would nearly always fail after the work was done.
    ///
    /// - Parameters:
    ///   - state: the lists' ``state(_:)``, read once per search by the caller.
    ///   - rerank: applies visibility and the query-independent signals to text candidates, best
    ///     `limit` first (``FullTextSearcher``'s).
    package static func top(
        _ key: Key, state: State?, phrase known: PhraseLookup? = nil, now: Date, limit: Int, engaged: Bool,
        connection: SQLiteConnection, rerank: ([(rowID: Int, text: Double)], Int) throws -> [RankedRow]
    ) throws -> [RankedRow]? {
        guard limit > 0, let state, state.model == modelFingerprint else { return nil }
        let model = RankingModel.current
        // The key searched for, its IDF statistics, and the list that bounds it.
        var key = key
        let hits: Hits
        let list: StoredList
        switch key {
        case .word, .prefix:
            if let stored = try storedList(key, connection, withItems: true) {
                hits = stored.hits
                list = stored
            } else {
                // Letters that are a word and begin no longer one match what the word matches,
                // and the longer words' weight, `1 - exact/prefix` of the model's, is 0: same
                // scores. The word's own list is looked up first: it is one key lookup, and most
                // prefixes without a list are rare letters that are no listed word either.
                guard case .prefix(let prefix) = key,
                    let stored = try storedList(.word(prefix), connection, withItems: true),
                    try !beginsLongerWord(prefix, connection)
                else { return nil }
                key = .word(prefix)
                hits = stored.hits
                list = stored
            }
        case .phrase(let tokens):
            let statistics =
                try known?.statistics(of: tokens) ?? phraseStatistics(tokens, state: state, connection)
            func bound(_ list: StoredList) -> Double {
                list.cutoff
                    / list.hits.weights(rows: state.statistics.rows, model: model, isPrefix: false).exact
            }
            guard let lists = statistics.lists,
                let tightest = lists.min(by: { bound($0.list) < bound($1.list) }),
                let stored = try storedList(.word(tightest.token), connection, withItems: true)
            else { return nil }
            hits = Hits(exact: statistics.hits, prefix: statistics.hits)
            list = stored
        }
        guard let statistics = try currentStatistics(connection) else { return nil }

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

        let weights = hits.weights(rows: statistics.rows, model: model, isPrefix: key.isPrefix)
        let layout = key.layout(hits)
        let stale = Set(rescored)
        var listedText: [(rowID: Int, text: Double)] = []
        listedText.reserveCapacity(listLength)
        if case .phrase = key {
            // One pass over the phrase's matches, filtered by the ids: looking each id up instead
            // seeks every token's postings per id, several times slower at a list's 128 ids.
            var rowIDs: [Int] = []
            forEachListed(list.items) { rowID, _ in
                if !stale.contains(rowID) { rowIDs.append(rowID) }
            }
            listedText = try rankedRows(key, layout: layout, where: .rowID("+rowid", in: rowIDs), connection)
        } else {
            let scorer = SingleWordScorer(
                exactIDF: weights.exact, longerIDF: weights.longer, nameBeingTypedIDF: weights.nameBeingTyped,
                statistics: statistics, model: model)
            forEachListed(list.items) { rowID, frequencies in
                guard !stale.contains(rowID) else { return }
                listedText.append((rowID, -scorer.score(frequencies)))
            }
        }
        // Items written since the build, found from FTS5's postings past the watermark, and the
        // rescored ones. FTS5 merges a prefix's postings whole before the row id condition
        // applies, so the query runs only when there are such items.
        var text: [(rowID: Int, text: Double)] = []
        if try connection.scalarInt("SELECT coalesce(max(id), 0) FROM items") > state.watermark {
            text += try rankedRows(
                key, layout: layout, where: SQLFragment("rowid > ?", [.integer(state.watermark)]), connection)
        }
        let older = rescored.filter { $0 <= state.watermark }
        if !older.isEmpty {
            // `+rowid`: the ids filter the matches rather than drive a lookup each, which a prefix
            // would pay for with a merge of its postings per id.
            let condition = SQLFragment.joined(
                [SQLFragment("rowid <= ?", [.integer(state.watermark)]), .rowID("+rowid", in: older)],
                separator: " AND ")
            text += try rankedRows(key, layout: layout, where: condition, connection)
        }

        // The listed items are unchanged since the build and (when engagement is ranked) have
        // none, so their boost is at most the build's ceiling: they are re-ranked best text first,
        // a few pages at a time, until the page's last score beats the next one's text score times
        // that ceiling.
        let listedBoost = state.signals.boost(now: now, engaged: restEngaged)
        listedText.sort { $0.text < $1.text }
        var taken = min(listedText.count, FullTextSearcher.firstRerankCount(limit: limit))
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
        // The best any item outside the list, unchanged since the build, can score now: the
        // list's cutoff, scaled by how much each IDF weight grew from the list's at the build
        // (for a phrase, from its token's to its own) and by how far the corpus statistics moved.
        let built = list.hits.weights(rows: state.statistics.rows, model: model, isPrefix: key.isPrefix)
        var idfGrowth = weights.exact / built.exact
        if built.longer > 0 { idfGrowth = max(idfGrowth, weights.longer / built.longer) }
        // A name being typed is worth a share of the prefix's IDF; a share that was 0 at the build
        // bounds nothing.
        if weights.nameBeingTyped > 0 {
            idfGrowth = max(
                idfGrowth,
                built.nameBeingTyped > 0 ? weights.nameBeingTyped / built.nameBeingTyped : .infinity)
        }
        let growth = statistics.scoreGrowthBound(since: state.statistics, model: model)
        let rest = list.cutoff * idfGrowth * growth * state.signals.boost(now: now, engaged: restEngaged)
        return last.score > rest ? ranked : nil
    }

    /// Row ids and text scores of `key`'s matches that meet `condition` (on `rowid`).
    private static func rankedRows(
        _ key: Key, layout: String, where condition: SQLFragment, _ connection: SQLiteConnection
    ) throws -> [(rowID: Int, text: Double)] {
        let statement = try connection.statement(
            "SELECT rowid, \(SearchlightRankFunction.name)(item_text, ?) FROM item_text "
                + "WHERE item_text MATCH ? AND \(condition.sql)")
        defer { statement.reset() }
        statement.bind([.text(layout), .text(key.match)] + condition.arguments)
        var rows: [(Int, Double)] = []
        while try statement.step() { rows.append((statement.int(0), statement.double(1))) }
        return rows
    }

    /// Whether any indexed word begins with `prefix` and is longer.
    private static func beginsLongerWord(_ prefix: String, _ connection: SQLiteConnection) throws -> Bool {
        let statement = try connection.statement(
            "SELECT 1 FROM item_vocabulary WHERE term > ?1 AND term < ?1 || char(1114111) LIMIT 1")
        defer { statement.reset() }
        statement.bind(prefix, at: 1)
        return try statement.step()
    }

    /// Calls `body` with each listed item's row id and frequencies, read in place from the stored
    /// form (`rowid itemSize column count prefixCount size …`, entries separated by `;`); a
    /// malformed entry is skipped.
    static func forEachListed(_ listed: String, _ body: (Int, WordFrequencies) -> Void) {
        // One loop over the bytes with its state in locals: a search reads a whole list (128
        // entries) this way, and state shared with a nested function costs an exclusivity check
        // per access.
        var listed = listed
        listed.withUTF8 { bytes in
            let fields = WordFrequencies.columnFields
            var numbers: [Int] = []
            numbers.reserveCapacity(32)
            var frequencies = WordFrequencies(itemSize: 0, columns: [])
            var value = 0
            var inNumber = false
            // The end of the text ends the last entry, as a `;` would.
            for offset in 0...bytes.count {
                let byte = offset < bytes.count ? bytes[offset] : UInt8(ascii: ";")
                if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                    value = value &* 10 &+ Int(byte &- UInt8(ascii: "0"))
                    inNumber = true
                    continue
                }
                if inNumber { numbers.append(value) }
                value = 0
                inNumber = false
                guard byte == UInt8(ascii: ";") else { continue }
                if numbers.count >= 2, (numbers.count - 2) % fields == 0 {
                    frequencies.itemSize = numbers[1]
                    frequencies.columns.removeAll(keepingCapacity: true)
                    for start in stride(from: 2, to: numbers.count, by: fields) {
                        frequencies.columns.append(
                            (numbers[start], numbers[start + 1], numbers[start + 2], numbers[start + 3]))
                    }
                    body(numbers[0], frequencies)
                }
                numbers.removeAll(keepingCapacity: true)
            }
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
    static var modelFingerprint: String { RankingModel.currentFingerprint }

    static func currentStatistics(_ connection: SQLiteConnection) throws -> TextStatistics? {
        let statement = try connection.statement(
            "SELECT \(SearchlightRankFunction.statisticsName)(item_text) FROM item_text LIMIT 1")
        defer { statement.reset() }
        guard try statement.step() else { return nil }
        return TextStatistics(text: statement.string(0))
    }
}

/// Every item's column lengths, as FTS5 keeps them in `item_text_docsize` (one varint per column),
/// read in one pass. Building the lists reads the lengths of millions of matches; asking FTS5
/// for each (`xColumnSize`) runs a lookup statement per match, more than the rest of the build.
struct ColumnLengths {
    private var rowIDs: [Int] = []
    private var values: [Int32] = []
    private let columnCount = TextColumn.allCases.count

    init(_ connection: SQLiteConnection) throws {
        let select = try connection.uncachedStatement("SELECT id, sz FROM item_text_docsize ORDER BY id")
        while try select.step() {
            let rowID = select.int(0)
            let decoded = select.withBlob(1) { Self.decode($0, into: &values, count: columnCount) }
            // The lists are derived data: a form this build does not know builds none.
            guard decoded else {
                throw SQLiteError(code: 0, message: "unreadable full-text lengths of row \(rowID)")
            }
            rowIDs.append(rowID)
        }
    }

    /// The lengths of `rowID`'s columns, in column order.
    func lengths(of rowID: Int) -> ArraySlice<Int32>? {
        var low = 0
        var high = rowIDs.count
        while low < high {
            let middle = (low + high) / 2
            if rowIDs[middle] < rowID { low = middle + 1 } else { high = middle }
        }
        guard low < rowIDs.count, rowIDs[low] == rowID else { return nil }
        return values[(low * columnCount)..<((low + 1) * columnCount)]
    }

    /// Appends `count` SQLite varints from `bytes` to `values`; `false` unless `bytes` holds
    /// exactly that many.
    private static func decode(_ bytes: UnsafeRawBufferPointer, into values: inout [Int32], count: Int)
        -> Bool
    {
        var position = 0
        for _ in 0..<count {
            var value: UInt64 = 0
            var length = 0
            while true {
                guard position < bytes.count, length < 9 else { return false }
                let byte = bytes[position]
                position += 1
                length += 1
                if length == 9 {
                    value = (value << 8) | UInt64(byte)
                    break
                }
                value = (value << 7) | UInt64(byte & 0x7F)
                if byte & 0x80 == 0 { break }
            }
            values.append(Int32(clamping: value))
        }
        return position == bytes.count
    }
}

import Foundation
import Searchlight
import Testing

/// Searches of several frequent words, bounded from their postings in memory, find exactly the
/// best text matches FTS5 finds by ranking every match — and stop finding stale ones once the
/// index changes.
@Suite struct FrequentWordPostingsTests {
    typealias Corpus = TermTopListsTests.Corpus

    static func makeCorpusIndex(clock: ManualClock) async throws -> (
        SearchableIndex, TermTopListsTests.Generator
    ) {
        let index = makeIndex(configuration: IndexConfiguration(clock: IndexClock(clock)))
        var generator = TermTopListsTests.Generator(state: 5, corpus: .english)
        try await index.indexSearchableItems((0..<2_400).map { generator.item($0) })
        // Items named exactly some of the queries below, and one in the other order: their name
        // share must be within the postings' bounds.
        let words = Corpus.english.vocabulary
        try await index.indexSearchableItems(
            [
                "\(words[0]) \(words[3])", "\(words[3]) \(words[0])", "\(words[2]) \(words[4])",
                "\(words[0]) \(words[2]) \(words[4])", "\(words[5]) \(words[1]) \(words[3]) \(words[0])",
            ].enumerated().map { makeItem("named\($0.offset)", title: $0.element) })
        await index.finishMaintenance()
        return (index, generator)
    }

    /// Pairs and triples of the most frequent words, and groups of alternatives, asked for the best 1, 29, 80 and more than
    /// every match: the same scores in the same order, and the same items above the last score
    /// (items tied at it may differ, as FTS5's own order among ties does).
    @Test func postingsFindExactlyTheBestTextMatches() async throws {
        let (index, _) = try await Self.makeCorpusIndex(
            clock: ManualClock(now: Date(timeIntervalSince1970: 1_800_000_000)))
        let words = Corpus.english.vocabulary.prefix(6)
        var queries: [String] = []
        for (first, a) in words.enumerated() {
            for b in words.dropFirst(first + 1) { queries.append("\(a) \(b) ") }
        }
        queries += [
            "\(words[0]) \(words[2]) \(words[4]) ", "\(words[5]) \(words[1]) \(words[3]) \(words[0]) ",
        ]
        // Alternatives, as a word's other forms widen it: a frequent and a rare one, groups of
        // frequent ones, and a group beside a word.
        let vocabulary = Corpus.english.vocabulary
        let rare = vocabulary[159]
        queries += [
            "\(rare) OR \(words[1]) ", "\(words[0]) OR \(rare) \(words[2]) ",
            "\(words[0]) OR \(words[1]) \(words[2]) OR \(words[3]) ",
            "\(words[3]) \(words[0]) OR \(words[4]) OR \(words[5]) ", "\(vocabulary[158]) OR \(rare) ",
            // A frequent word and a rare one: FTS5 would read every item of the frequent one.
            "\(words[0]) \(rare) ", "\(rare) \(words[1]) \(words[2]) ",
            // More words than a short name holds: any column holding them all may be a name.
            "\(words[0]) OR \(words[1]) OR \(words[2]) \(words[3]) OR \(words[4]) OR \(words[5]) ",
        ]
        for query in queries {
            let text = FullTextQuery(userText: query)
            try index.read { connection in
                let layout = try TermTopLists.rankingLayout(
                    text, state: TermTopLists.state(connection), connection: connection)
                let search = try #require(
                    try FrequentWordPostings.search(text, layout: layout, connection: connection), "\(query)")
                // A search made while another is alive (searches reuse their buffers) changes
                // nothing of it.
                let first = FullTextQuery(userText: queries[0])
                _ = try FrequentWordPostings.search(
                    first,
                    layout: TermTopLists.rankingLayout(
                        first, state: TermTopLists.state(connection), connection: connection),
                    connection: connection)?.top(29)
                for count in [1, 29, 80, 5_000] {
                    let fast = search.top(count)
                    let exhaustive = try FullTextSearcher(connection: connection).textCandidates(
                        match: text.matchExpression(rankingExactFirst: true), layout: layout, limit: count)
                    #expect(fast.map(\.text) == exhaustive.map(\.text), "\(query) top \(count)")
                    let last = exhaustive.last?.text ?? 0
                    #expect(
                        Set(fast.filter { $0.text < last }.map(\.rowID))
                            == Set(exhaustive.filter { $0.text < last }.map(\.rowID)), "\(query) top \(count)"
                    )
                }
            }
        }
    }

    /// Queries the postings cannot answer exactly are left to FTS5.
    @Test func onlyWholeFrequentWordsTakeThePostings() async throws {
        let (index, _) = try await Self.makeCorpusIndex(
            clock: ManualClock(now: Date(timeIntervalSince1970: 1_800_000_000)))
        let vocabulary = Corpus.english.vocabulary
        for query in [
            "\(vocabulary[0]) ",  // one word: the top lists' job
            "\(vocabulary[0]) \(vocabulary[1])",  // the last word still being typed
            "\(vocabulary[158]) \(vocabulary[159]) ",  // rare words only: FTS5 visits few matches
            "\(vocabulary[0])-\(vocabulary[1]) \(vocabulary[2]) ",  // a phrase
        ] {
            let text = FullTextQuery(userText: query)
            let search = try index.read { connection in
                try FrequentWordPostings.search(
                    text,
                    layout: TermTopLists.rankingLayout(
                        text, state: TermTopLists.state(connection), connection: connection),
                    connection: connection)
            }
            #expect(search == nil, "\(query)")
        }
    }

    /// Beside a rare word, a frequent word's postings are used once an earlier search has read
    /// them, and not read for it: FTS5 ranks only the few items holding both.
    @Test func aRareWordBesideAFrequentOneUsesOnlyPostingsAlreadyRead() async throws {
        let (index, _) = try await Self.makeCorpusIndex(
            clock: ManualClock(now: Date(timeIntervalSince1970: 1_800_000_000)))
        let vocabulary = Corpus.english.vocabulary
        try index.read { connection in
            func search(_ typed: String) throws -> FrequentWordPostings.Search? {
                let text = FullTextQuery(userText: typed)
                return try FrequentWordPostings.search(
                    text,
                    layout: TermTopLists.rankingLayout(
                        text, state: TermTopLists.state(connection), connection: connection),
                    connection: connection)
            }
            let mixed = "\(vocabulary[0]) \(vocabulary[159]) "
            let cold = try search(mixed)
            let frequent = try search("\(vocabulary[0]) \(vocabulary[1]) ")
            let warm = try search(mixed)
            #expect(cold == nil)
            #expect(frequent != nil)
            #expect(warm != nil)
        }
    }

    /// A search loads the words' postings; a commit afterwards (new best match, deleted best
    /// match) is seen by the next search on the same connection.
    @Test func commitsDropThePostings() async throws {
        let clock = ManualClock(now: Date(timeIntervalSince1970: 1_800_000_000))
        let (index, _) = try await Self.makeCorpusIndex(clock: clock)
        let vocabulary = Corpus.english.vocabulary
        let query = "\(vocabulary[0]) \(vocabulary[1]) "
        func answers() throws -> (fast: [RankedRow], exhaustive: [RankedRow]) {
            try index.read { connection in
                let searcher = FullTextSearcher(connection: connection)
                let text = FullTextQuery(userText: query)
                return (
                    try searcher.ranked(text, scope: .init(), now: clock.now, limit: 20),
                    try searcher.rankedExhaustively(text, scope: .init(), now: clock.now, limit: 20)
                )
            }
        }
        let before = try answers()
        #expect(before.fast == before.exhaustive)

        var attributes = SearchableItemAttributeSet(contentType: .text)
        attributes.title = "\(vocabulary[0]) \(vocabulary[1])"
        try await index.indexSearchableItems([
            SearchableItem(uniqueIdentifier: "new-best", attributeSet: attributes)
        ])
        let added = try answers()
        #expect(added.fast == added.exhaustive)
        #expect(try await search(query, in: index).first == "new-best")

        try await index.deleteSearchableItems(withIdentifiers: ["new-best"])
        let deleted = try answers()
        #expect(deleted.fast == deleted.exhaustive)
        #expect(deleted.fast == before.fast)
    }
}

import Foundation
import Searchlight
import Testing

/// The frequent words' top lists, and those of frequent words being typed, answer exactly what
/// ranking every match answers: same items, same order, same scores — after the build, and after
/// items are added, rewritten, deleted and engaged with since.
@Suite struct TermTopListsTests {
    /// Generated items and the searches run on them.
    struct Corpus: Sendable, CustomStringConvertible {
        var description: String
        /// Drawn with Zipf frequencies, so the first few are in well over 1,000 of 2,400 items.
        var vocabulary: [String]
        /// Between words: Japanese runs its words together.
        var separator: String
        var queries: [String]
        /// How many of the phrase searches (words of several tokens) the lists must answer.
        var phrasesAnsweredByLists: Double

        /// Every other word ends in `x`, so `wqk1` begins words but is none (`wqk1x`, `wqk10`, …)
        /// while `wqk2` is a word and begins longer ones (`wqk20`, `wqk21x`, …).
        ///
        /// Single words, pairs of the most frequent words (pairs take the pooled re-rank, which
        /// must be exact too), words being typed (letters that begin words and are none, that are
        /// a word and begin longer ones, that are a word and begin no other), and two words
        /// written as one (`wqk0-wqk1`, a phrase), rarely adjacent, so the lists seldom prove it.
        static let english: Corpus = {
            let vocabulary = (0..<160).map { "wqk\(String($0, radix: 36))" + ($0 % 2 == 1 ? "x" : "") }
            let words: [String] = vocabulary.prefix(12).map { $0 + " " }
            let pairs: [String] = [(0, 1), (0, 2), (1, 3), (2, 4), (0, 5)].map {
                vocabulary[$0.0] + " " + vocabulary[$0.1] + " "
            }
            let typed: [String] = ["wqk1", "wqk2", "wqk4", "wqk0", "wqk"]
            let queries = words + pairs + typed + ["wqk0-wqk1x ", "wqk2-wqk0 "]
            return Corpus(
                description: "English", vocabulary: vocabulary, separator: " ", queries: queries,
                phrasesAnsweredByLists: 0)
        }()

        /// Words written without spaces, so every search is a substring: a run of bigrams, which
        /// the lists of its bigrams bound.
        static let japanese = Corpus(
            description: "Japanese",
            vocabulary: [
                "パッケージ", "の", "ライブラリ", "を", "提供", "します", "ファイル", "プログラム", "データ", "サーバー",
                "開発", "用", "に", "は", "です", "ため", "機能", "使用", "実装", "含まれ", "本", "この", "ツール",
                "フォント", "言語", "翻訳", "画像", "音声", "設定", "管理", "環境", "拡張", "共有", "表示", "モジュール",
                "ドキュメント", "クライアント", "インターフェース", "ユーティリティ", "文字",
            ],
            separator: "",
            queries: ["ッケージ", "ケージ", "パッケ", "イブラ", "ァイル", "ライブラリ", "提供し", "ログラ", "本パッ", "ケージの"],
            phrasesAnsweredByLists: 2.0 / 3)
    }

    struct Generator {
        var state: UInt64
        let corpus: Corpus

        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        mutating func word(limit: Int) -> String {
            // Inverse of a Zipf-like CDF: index ~ limit^u - 1 for uniform u.
            let uniform = Double(next() % 1_000_000) / 1_000_000
            return corpus.vocabulary[min(Int(pow(Double(limit), uniform)) - 1, limit - 1)]
        }
        mutating func words(_ count: Int, limit: Int) -> String {
            let limit = min(limit, corpus.vocabulary.count)
            return (0..<count).map { _ in word(limit: limit) }.joined(separator: corpus.separator)
        }

        mutating func item(_ number: Int, hint: Double? = nil) -> SearchableItem {
            var attributes = SearchableItemAttributeSet(contentType: .text)
            attributes.title = words(2 + Int(next() % 4), limit: 40)
            attributes.contentDescription = words(3 + Int(next() % 8), limit: 120)
            attributes.textContent = words(5 + Int(next() % 40), limit: corpus.vocabulary.count)
            attributes.rankingHint = hint
            return SearchableItem(uniqueIdentifier: "item-\(number)", attributeSet: attributes)
        }
    }

    /// Compares both paths on every query, and checks that the lists answered most of them.
    static func expectSameAnswers(
        _ index: SearchableIndex, corpus: Corpus, now: Date, sourceLocation: SourceLocation = #_sourceLocation
    )
        async throws
    {
        var answeredByLists = (words: 0, prefixes: 0, phrases: 0)
        var asked = (words: 0, prefixes: 0, phrases: 0)
        for query in corpus.queries {
            let text = FullTextQuery(userText: query)
            let (fast, exhaustive, listed) = try index.read { connection in
                let searcher = FullTextSearcher(connection: connection)
                let scope = FullTextSearcher.Scope()
                let fast = try searcher.ranked(text, scope: scope, now: now, limit: 20)
                let exhaustive = try searcher.rankedExhaustively(text, scope: scope, now: now, limit: 20)
                guard let key = text.topListKey else { return (fast, exhaustive, false) }
                let listed = try TermTopLists.top(
                    key, state: TermTopLists.state(connection), now: now, limit: 20,
                    engaged: EngagementStore(connection: connection).hasItemEngagement(),
                    connection: connection
                ) { _, _ in fast }
                return (fast, exhaustive, listed != nil)
            }
            #expect(fast == exhaustive, "\(query)", sourceLocation: sourceLocation)
            #expect(exhaustive.count == 20, "\(query)", sourceLocation: sourceLocation)
            switch text.topListKey {
            case .word:
                (asked.words, answeredByLists.words) = (
                    asked.words + 1, answeredByLists.words + (listed ? 1 : 0)
                )
            case .prefix:
                (asked.prefixes, answeredByLists.prefixes) = (
                    asked.prefixes + 1, answeredByLists.prefixes + (listed ? 1 : 0)
                )
            case .phrase:
                (asked.phrases, answeredByLists.phrases) = (
                    asked.phrases + 1, answeredByLists.phrases + (listed ? 1 : 0)
                )
            case nil: break
            }
            // The search box answers a prefix of up to three letters from its completion tier.
            if case .prefix = text.topListKey, query.count <= 3 { continue }
            // The public API returns the same items in the same order, once each whole is put
            // before its parts and an item titled the words typed first (`TitleFamilies`), which
            // it does to whatever ranking found.
            let identifiers = try await search(
                query, in: index, context: UserQueryContext(maxResultCount: 20, maxRankedResultCount: 20))
            let expected = try index.read { connection in
                let rows = try TitleFamilies.wholesFirst(exhaustive, typedText: query, connection: connection)
                return try FullTextSearcher(connection: connection).items(rowIDs: rows.map(\.rowID)).items.map
                {
                    $0?.uniqueIdentifier
                }
            }
            #expect(identifiers == expected.compactMap { $0 }, "\(query)", sourceLocation: sourceLocation)
        }
        // The lists are in use, not bypassed: most single frequent-word searches, whole, being
        // typed or written as a run of tokens, are answered from them.
        #expect(
            answeredByLists.words >= asked.words * 2 / 3,
            "whole words answered by the lists: \(answeredByLists.words) of \(asked.words)",
            sourceLocation: sourceLocation)
        // `wqk` begins every word, and `wqk2` is in most items and, once items are rewritten
        // into strong matches of it, among the best of them: the lists may prove neither.
        #expect(
            answeredByLists.prefixes >= asked.prefixes - 2,
            "prefixes answered by the lists: \(answeredByLists.prefixes) of \(asked.prefixes)",
            sourceLocation: sourceLocation)
        #expect(
            Double(answeredByLists.phrases) >= Double(asked.phrases) * corpus.phrasesAnsweredByLists,
            "phrases answered by the lists: \(answeredByLists.phrases) of \(asked.phrases)",
            sourceLocation: sourceLocation)
    }

    @Test(arguments: [Corpus.english, .japanese])
    func listsAnswerExactlyWhatRankingEveryMatchAnswers(corpus: Corpus) async throws {
        let clock = ManualClock(now: Date(timeIntervalSince1970: 1_800_000_000))
        let index = makeIndex(configuration: IndexConfiguration(clock: IndexClock(clock)))
        var generator = Generator(state: 7, corpus: corpus)
        var items: [SearchableItem] = []
        for number in 0..<2_400 { items.append(generator.item(number)) }
        // Items named by one frequent word, which a word typed in full or being typed names
        // (the name share), listed from the build's frequencies like every other item.
        items += corpus.vocabulary.prefix(12).enumerated().map {
            makeItem("named-\($0.offset)", title: $0.element)
        }
        try await index.indexSearchableItems(items)
        await index.finishMaintenance()
        let built = try index.read { try TermTopLists.state($0) }
        #expect(built != nil)
        try await Self.expectSameAnswers(index, corpus: corpus, now: clock.now)

        // New items, some with high ranking hints, written after the build.
        clock.advance(by: 86_400)
        let added = (2_400..<2_500).map { generator.item($0, hint: Double($0 % 3) * 40) }
        try await index.indexSearchableItems(added)
        try await Self.expectSameAnswers(index, corpus: corpus, now: clock.now)

        // Old items rewritten in place into strong matches of the most frequent words.
        var rewritten: [SearchableItem] = []
        for number in stride(from: 5, to: 400, by: 40) {
            var attributes = SearchableItemAttributeSet(contentType: .text)
            attributes.title = corpus.vocabulary[number % 6]
            attributes.rankingHint = 100
            rewritten.append(SearchableItem(uniqueIdentifier: "item-\(number)", attributeSet: attributes))
        }
        try await index.indexSearchableItems(rewritten)
        try await Self.expectSameAnswers(index, corpus: corpus, now: clock.now)

        // The best matches of the most frequent word deleted.
        let best = try await search(
            corpus.queries[0], in: index, context: UserQueryContext(maxResultCount: 10))
        try await index.deleteSearchableItems(withIdentifiers: best)
        try await Self.expectSameAnswers(index, corpus: corpus, now: clock.now)

        // Engagement with an item far down the list lifts it.
        let results = UserQuery(
            userQueryString: corpus.queries[1], userQueryContext: UserQueryContext(maxResultCount: 200),
            index: index)
        var all: [UserQuery.Item] = []
        for try await item in results.results { all.append(item) }
        let engaged = try #require(all.last)
        for _ in 0..<6 {
            try await UserQuery(userQueryString: corpus.queries[1], index: index).userEngaged(
                engaged, visibleItems: all, interaction: .select)
        }
        clock.advance(by: 60)
        try await Self.expectSameAnswers(index, corpus: corpus, now: clock.now)
    }

    @Test func manyChangesRebuildTheListsAndTheyStayExact() async throws {
        let clock = ManualClock(now: Date(timeIntervalSince1970: 1_800_000_000))
        let index = makeIndex(configuration: IndexConfiguration(clock: IndexClock(clock)))
        var generator = Generator(state: 11, corpus: .english)
        try await index.indexSearchableItems((0..<2_100).map { generator.item($0) })
        await index.finishMaintenance()
        let first = try #require(try index.read { try TermTopLists.state($0) })
        // More than half the index new: the next commit rebuilds.
        try await index.indexSearchableItems((2_100..<3_300).map { generator.item($0) })
        await index.finishMaintenance()
        let second = try #require(try index.read { try TermTopLists.state($0) })
        #expect(second.watermark > first.watermark)
        #expect(second.statistics.rows == 3_300)
        try await Self.expectSameAnswers(index, corpus: .english, now: clock.now)
    }

    /// The pooled re-rank looks items up two pages at a time; boosts that lift matches from
    /// deep in the text order past those pages must still reach the page.
    @Test func pooledRerankReachesBoostedMatchesPastTheFirstPages() async throws {
        let clock = ManualClock(now: Date(timeIntervalSince1970: 1_800_000_000))
        let index = makeIndex(configuration: IndexConfiguration(clock: IndexClock(clock)))
        // One rare word per item, after a filler one word longer each time: text relevance falls
        // slowly with the number, and every item from the 60th on has the highest ranking hint.
        let items = (0..<150).map { number in
            var attributes = SearchableItemAttributeSet(contentType: .text)
            attributes.title = "item \(number)"
            attributes.contentDescription =
                (["zebracorn"] + Array(repeating: "filler", count: number / 3)).joined(separator: " ")
            attributes.rankingHint = number >= 60 ? 100 : nil
            return SearchableItem(uniqueIdentifier: "item-\(number)", attributeSet: attributes)
        }
        try await index.indexSearchableItems(items)
        for limit in [5, 20, 40] {
            let (fast, exhaustive) = try index.read { connection in
                let searcher = FullTextSearcher(connection: connection)
                let text = FullTextQuery(userText: "zebracorn ")
                return (
                    try searcher.ranked(text, scope: .init(), now: clock.now, limit: limit),
                    try searcher.rankedExhaustively(text, scope: .init(), now: clock.now, limit: limit)
                )
            }
            #expect(fast == exhaustive, "limit \(limit)")
            #expect(fast.count == limit)
            // Past the strongest few, boosted items from beyond the first pages are on the page:
            // the case the first pages alone would get wrong.
            guard limit >= 20 else { continue }
            let boosted = try index.read { connection in
                try FullTextSearcher(connection: connection).items(rowIDs: fast.map(\.rowID)).items
            }
            #expect(boosted.contains { $0?.attributeSet.rankingHint == 100 }, "limit \(limit)")
        }
    }

    @Test func smallIndexesHaveNoListsAndSearchAsBefore() async throws {
        let index = makeIndex()
        var generator = Generator(state: 3, corpus: .english)
        try await index.indexSearchableItems((0..<300).map { generator.item($0) })
        await index.finishMaintenance()
        #expect(try index.read { try TermTopLists.state($0) } == nil)
        let results = try await search(Corpus.english.queries[0], in: index)
        #expect(!results.isEmpty)
    }
}

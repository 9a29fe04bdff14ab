import Foundation
import Testing

@testable import Searchlight

@Suite struct CompletionIndexTests {
    private func ranks(_ rows: [CompletionIndex.Row]) -> [String: Double] {
        Dictionary(uniqueKeysWithValues: rows.map { ($0.prefix, $0.rank) })
    }

    @Test func everyPrefixOfEveryWordTakesItsBestRank() {
        // Document words: i, phone, iphone (the whole camelCase word), case: four positions.
        let rows = CompletionIndex.rows(titleTexts: ["iPhone case", ""], rankingHint: nil, priority: 0)
        #expect(rows.count == Set(rows.map(\.prefix)).count)
        // rank = -(40 if the word is the prefix − 2 × position − word count + boost)
        #expect(
            ranks(rows) == [
                "i": -36, "p": 6, "ph": 6, "pho": 6, "ip": 8, "iph": 8, "c": 10, "ca": 10, "cas": 10,
            ])
    }

    @Test func wordsAreNumberedAcrossTheTitleAndTheNames() {
        let rows = CompletionIndex.rows(titleTexts: ["alpha", "beta"], rankingHint: 50, priority: 5)
        // Two words, boost 50/5 + 5/5 = 11.
        #expect(ranks(rows) == ["a": -9, "al": -9, "alp": -9, "b": -7, "be": -7, "bet": -7])
    }

    @Test func prefixesOfOtherScriptsAreWholeCharacters() {
        let rows = CompletionIndex.rows(titleTexts: ["東京 Ünïcode", ""], rankingHint: nil, priority: 0)
        #expect(
            ranks(rows) == ["東": 2, "東京": -38, "u": 4, "un": 4, "uni": 4])
    }

    /// A prefix's list is cut once it holds more than ``CompletionIndex/trimmedAt`` rows, and what
    /// it keeps is exactly the best items: its first rows are those of ranking every title, after
    /// the items arrive in any order, after the best are deleted, and after some are replaced.
    @Test func aLongListIsCutAndKeepsTheBestItems() async throws {
        let index = makeIndex()
        let count = CompletionIndex.trimmedAt + 300
        var titles: [String: (title: String, hint: Double)] = [:]
        var generator = SystemRandomNumberGenerator()
        let order = (0..<count).shuffled(using: &generator)
        // Titles whose words begin with "q" at many positions and lengths, with hints, so the
        // ranks spread and also tie.
        for chunk in stride(from: 0, to: count, by: 100) {
            let items = order[chunk..<min(chunk + 100, count)].map { n in
                let title =
                    (0..<(n % 9)).map { "w\($0)" }.joined(separator: " ")
                    + (n % 11 == 0 ? " q" : " quill\(n)")
                var attributes = SearchableItemAttributeSet(contentType: .text)
                attributes.title = title
                attributes.rankingHint = Double(n % 5)
                titles["i\(n)"] = (title, Double(n % 5))
                return SearchableItem(uniqueIdentifier: "i\(n)", attributeSet: attributes)
            }
            try await index.indexSearchableItems(items)
        }
        let connection = try SQLiteConnection(path: index.storePath)
        func rowIDs() throws -> [String: Int] {
            let select = try connection.uncachedStatement("SELECT uid, id FROM items")
            var ids: [String: Int] = [:]
            while try select.step() { ids[select.string(0)] = select.int(1) }
            return ids
        }
        func expectBest(_ limit: Int, _ comment: Comment) throws {
            let ids = try rowIDs()
            let expected = ids.map { uid, rowID in
                let entry = titles[uid]!
                let rank = CompletionIndex.rows(
                    titleTexts: [entry.title, ""], rankingHint: entry.hint, priority: 0
                )
                .first { $0.prefix == "q" }!.rank
                return (rank: rank, rowID: rowID)
            }.sorted { ($0.rank, $0.rowID) < ($1.rank, $1.rowID) }.prefix(limit).map(\.rowID)
            let found = try CompletionIndex.top(
                prefix: "q", scope: FullTextSearcher.Scope(), now: Date(), limit: limit,
                connection: connection
            ).map(\.rowID)
            #expect(found == Array(expected), comment)
            let kept = try connection.scalarInt("SELECT count(*) FROM title_prefixes WHERE prefix = 'q'")
            #expect(kept <= CompletionIndex.trimmedAt, comment)
        }
        #expect(try connection.scalarInt("SELECT count(*) FROM title_prefix_cutoffs WHERE prefix = 'q'") == 1)
        try expectBest(CompletionIndex.keptRows, "after indexing")

        // The best 100 go: the list still answers a page from what it kept.
        let ids = try rowIDs()
        let best = try CompletionIndex.top(
            prefix: "q", scope: FullTextSearcher.Scope(), now: Date(), limit: 100, connection: connection)
        let bestIdentifiers = ids.filter { entry in best.contains { $0.rowID == entry.value } }.map(\.key)
        try await index.deleteSearchableItems(withIdentifiers: bestIdentifiers)
        for identifier in bestIdentifiers { titles[identifier] = nil }
        try expectBest(20, "after deleting the best")

        // Replaced items whose new titles rank first take the first places.
        var replaced: [SearchableItem] = []
        for identifier in titles.keys.sorted().prefix(30) {
            var attributes = SearchableItemAttributeSet(contentType: .text)
            attributes.title = "q"
            attributes.rankingHint = 4
            titles[identifier] = ("q", 4)
            replaced.append(SearchableItem(uniqueIdentifier: identifier, attributeSet: attributes))
        }
        try await index.indexSearchableItems(replaced)
        try expectBest(20, "after replacing")
        #expect(try await search("q", in: index).count >= 20)
    }

    /// A store of schema version 13 kept every row of every prefix; opening it derives the tier
    /// again within its bounds, and the tier answers as before.
    @Test func anOlderStoresTierIsBoundedOnOpen() async throws {
        let location = temporaryDirectory("cut-lists")
        let index = SearchableIndex(location: location)
        let count = CompletionIndex.trimmedAt + 100
        try await index.indexSearchableItems(
            (0..<count).map {
                makeItem("i\($0)", title: String(repeating: "w ", count: $0 % 7) + "quill \($0)")
            })
        let connection = try SQLiteConnection(path: index.storePath)
        let expected = try CompletionIndex.top(
            prefix: "q", scope: FullTextSearcher.Scope(), now: Date(), limit: 20, connection: connection)
        #expect(expected.count == 20)
        // The stand-in of an unbounded list: every item under the prefix, no cutoff.
        try connection.execute(
            """
            DELETE FROM title_prefix_cutoffs;
            INSERT OR IGNORE INTO title_prefixes(prefix, rank, item) SELECT 'q', 1000 + id, id FROM items;
            """)
        #expect(try connection.scalarInt("SELECT count(*) FROM title_prefixes WHERE prefix = 'q'") > count)
        let reopened = try TextSearchTests.reopen(location, path: index.storePath, asVersion: 13, connection)
        #expect(try await reopened.itemCount() == count)
        let kept = try connection.scalarInt("SELECT count(*) FROM title_prefixes WHERE prefix = 'q'")
        #expect(kept <= CompletionIndex.trimmedAt)
        #expect(try connection.scalarInt("SELECT count(*) FROM title_prefix_cutoffs WHERE prefix = 'q'") == 1)
        let found = try CompletionIndex.top(
            prefix: "q", scope: FullTextSearcher.Scope(), now: Date(), limit: 20, connection: connection)
        #expect(found.map(\.rowID) == expected.map(\.rowID))
    }

    @Test func anEmptyTitleHasNoRows() {
        #expect(CompletionIndex.rows(titleTexts: ["", " - "], rankingHint: 100, priority: 100).isEmpty)
    }

    @Test func documentTokensAddWholeCamelCaseWordsAfterTheirParts() {
        #expect(
            DocumentTokenizer.tokens("iPhone MyWindowClass 東京")
                == ["i", "phone", "iphone", "my", "window", "class", "mywindowclass", "東京"])
    }

    @Test func documentTokensAddWordsJoinedByPunctuationWhole() {
        #expect(
            DocumentTokenizer.tokens("e-mail node.js O’Reilly AT&T don't iPhone-case")
                == [
                    "e", "mail", "email", "node", "js", "nodejs", "o", "reilly", "oreilly", "at", "t", "att",
                    "don",
                    "t", "dont", "i", "phone", "iphone", "case", "iphonecase",
                ])
        // A possessive ends the joined word it follows.
        #expect(
            DocumentTokenizer.tokens("co-op's e-mail’s") == [
                "co", "op", "coop", "s", "e", "mail", "email", "s",
            ])
    }

    @Test func numbersPeopleTypeWithoutTheirMarksAreAlsoStoredWhole() {
        #expect(DocumentTokenizer.tokens("$1,250.00") == ["1", "250", "1250", "00"])
        #expect(DocumentTokenizer.tokens("12,000,000 people") == ["12", "000", "000", "12000000", "people"])
        #expect(
            DocumentTokenizer.tokens("(555) 123-4567") == ["555", "123", "4567", "5551234567", "1234567"])
        #expect(
            DocumentTokenizer.tokens("+44 20 7946 0958 office")
                == ["44", "20", "7946", "0958", "442079460958", "2079460958", "02079460958", "office"])
        #expect(DocumentTokenizer.tokens("call 555-1234") == ["call", "555", "1234", "5551234"])
        #expect(
            DocumentTokenizer.tokens("1-800-555-0199")
                == ["1", "800", "555", "0199", "18005550199", "8005550199", "5550199"])
        #expect(DocumentTokenizer.tokens("06 12 34 56") == ["06", "12", "34", "56", "06123456"])
        #expect(DocumentTokenizer.tokens("code 884-221") == ["code", "884", "221", "884221"])
        #expect(
            DocumentTokenizer.tokens("45,000 miles, next at 50k") == [
                "45", "000", "45000", "45k", "miles", "next", "at", "50k", "50000",
            ])
        #expect(DocumentTokenizer.tokens("2024-03-15") == ["2024", "03", "15", "march"])
        #expect(DocumentTokenizer.tokens("2024-03-15 10:30") == ["2024", "03", "15", "march", "10", "30"])
        #expect(
            DocumentTokenizer.tokens("2024-13-05 2024-12-05") == [
                "2024", "13", "05", "2024", "12", "05", "december", "5",
            ])
    }

    @Test func wordsMixingLettersAndDigitsAreAlsoStoredAsTheirEnds() {
        #expect(DocumentTokenizer.tokens("v1.2") == ["v1", "1", "2"])
        #expect(DocumentTokenizer.tokens("WH-1000XM5") == ["wh", "1000xm5", "xm5", "5", "wh1000xm5"])
        #expect(DocumentTokenizer.tokens("x86-64 b2b") == ["x86", "86", "64", "b2b", "2b"])
        #expect(DocumentTokenizer.tokens("h2o") == ["h2o", "2o"])
        #expect(DocumentTokenizer.tokens("3f2a9b7c1d") == ["3f2a9b7c1d"])
    }

    @Test(arguments: [
        "3.14", "10:30", "1.2.3", "1, 2, 3", "1,2,3", "1,25", "12-15", "3/14/2025",
        "room 12 floor 3", "end... start", "a - b", "a--b", "golang-github-foo", "www.swift.org",
        "12 34 56",
    ])
    func numbersLooseMarksAndLongerChainsJoinNothing(text: String) {
        #expect(DocumentTokenizer.tokens(text) == Tokenizer.tokens(text))
    }
}

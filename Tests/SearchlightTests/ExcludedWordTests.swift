import Foundation
import Searchlight
import Testing

@Suite struct ExcludedWordTests {
    static func filledIndex() async throws -> SearchableIndex {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("lib", title: "python library"), makeItem("dev", title: "python development headers"),
            makeItem("devtools", title: "python dev tools"), makeItem("web", title: "python web server"),
            makeItem("apart", title: "python server for the web"),
            makeItem("xray", title: "x-ray python viewer"),
        ])
        return index
    }

    @Test func aWordAfterAMinusLeavesOutTheItemsHoldingIt() async throws {
        let index = try await Self.filledIndex()
        #expect(
            try await search("python -dev", in: index).sorted() == ["apart", "dev", "lib", "web", "xray"])
        // Whole words only: the word being typed after a minus hides nothing its letters begin.
        #expect(
            try await search("python -develop", in: index).sorted()
                == ["apart", "devtools", "dev", "lib", "web", "xray"].sorted())
        #expect(
            try await search("-dev python", in: index).sorted() == ["apart", "dev", "lib", "web", "xray"])
        #expect(try await search("python -dev -web", in: index).sorted() == ["dev", "lib", "xray"])
        // The word before the excluded one is not the word being typed.
        #expect(try await search("pyth -dev", in: index).isEmpty)
    }

    @Test func aQuotedPhraseAfterAMinusOrNotLeavesOutOnlyThePhrase() async throws {
        let index = try await Self.filledIndex()
        #expect(
            try await search("python -\"web server\"", in: index).sorted() == [
                "apart", "dev", "devtools", "lib", "xray",
            ])
        #expect(
            try await search("python NOT \"web server\"", in: index).sorted() == [
                "apart", "dev", "devtools", "lib", "xray",
            ])
        #expect(
            try await search("NOT tools python", in: index).sorted() == [
                "apart", "dev", "lib", "web", "xray",
            ])
    }

    @Test func aMinusInsideAWordOrAloneAndATrailingNotExcludeNothing() async throws {
        let index = try await Self.filledIndex()
        #expect(try await search("x-ray", in: index) == ["xray"])
        #expect(try await search("python - tools", in: index) == ["devtools"])
        // `NOT` last may be a word being typed.
        #expect(try await search("python NOT", in: index).isEmpty)
        #expect(try await search("-dev", in: index).isEmpty, "nothing to search for")
        #expect(try await search("python not tools", in: index).isEmpty, "lowercase `not` is a word")
    }

    @Test func aCorrectedSearchKeepsItsExclusions() async throws {
        let index = try await Self.filledIndex()
        let query = UserQuery(userQueryString: "pyhton -dev -web", index: index)
        var found: [String] = []
        for try await result in query.results { found.append(result.id) }
        #expect(found.sorted() == ["dev", "lib", "xray"])
        #expect(query.correctedQueryString == "python -dev -web")
    }

    @Test func exclusionsAreWordsAndPhrasesNeverPrefixes() {
        let query = FullTextQuery(userText: "web -dev NOT \"big data\" -")
        #expect(query.phrases == [.init(tokens: ["web"], isPrefix: false)])
        #expect(
            query.excludedPhrases == [
                .init(tokens: ["dev"], isPrefix: false), .init(tokens: ["big", "data"], isPrefix: false),
            ])
    }
}

import Foundation
import Searchlight
import Testing

@Suite struct QuotedPhraseTests {
    static func filledIndex() async throws -> SearchableIndex {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("adjacent", title: "A small web server"),
            makeItem("apart", title: "Server for the web"),
            makeItem("longer", title: "Web serverless functions"),
        ])
        return index
    }

    @Test func aQuotedPhraseMatchesItsWordsTogetherAndInOrder() async throws {
        let index = try await Self.filledIndex()
        #expect(try await search("web server", in: index).sorted() == ["adjacent", "apart", "longer"])
        #expect(try await search("\"web server\"", in: index) == ["adjacent"])
        // The curly marks a phone keyboard types work the same.
        #expect(try await search("\u{201C}web server\u{201D}", in: index) == ["adjacent"])
        #expect(try await search("\"server web\"", in: index) == [])
        // Words outside the quotes are ANDed with the phrase, the last still a prefix.
        #expect(try await search("\"web server\" sma", in: index) == ["adjacent"])
    }

    @Test func aQuotedWordIsWholeNotAPrefix() async throws {
        let index = try await Self.filledIndex()
        #expect(try await search("serv", in: index).sorted() == ["adjacent", "apart", "longer"])
        #expect(try await search("\"serverless\"", in: index) == ["longer"])
        #expect(try await search("\"serv\"", in: index) == [])
    }

    @Test func aMarkWithoutItsPartnerIsIgnored() async throws {
        let index = try await Self.filledIndex()
        // Still typing the phrase: its words as usual, the last a prefix.
        #expect(try await search("\"web serverl", in: index) == ["longer"])
        #expect(try await search("\"\"", in: index) == [])
        #expect(try await search("\"web server\" \"", in: index) == ["adjacent"])
    }
}

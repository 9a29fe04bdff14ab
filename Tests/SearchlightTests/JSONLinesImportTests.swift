import Foundation
import Searchlight
import Testing

@Suite struct JSONLinesImportTests {
    func write(_ lines: [String]) throws -> URL {
        let url = temporaryDirectory("jsonl").appendingPathComponent("items.jsonl")
        try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test func importsItemsWithDomainsDatesDataNumbersAndEntities() async throws {
        let index = makeIndex()
        let file = try write([
            #"{"id": "n1", "domain": "notes.work", "contentType": "public.plain-text", "title": "Standup", "#
                + #""keywords": ["team"], "startDate": "2026-12-01T09:00:00Z", "rating": 4, "#
                + #""thumbnailData": "AAEC", "entity": {"type": "Note", "id": "n1", "priority": 10}}"#,
            "",
            #"{"id": "n2", "title": "Retro", "expiration": "2999-01-01T00:00:00Z"}"#,
        ])
        let summary = try await JSONLinesImporter().importFile(at: file, into: index)
        #expect(summary.indexed == 2)
        let item = try #require(try await index.searchableItems(withIdentifiers: ["n1"]).first)
        #expect(item.domainIdentifier == "notes.work")
        #expect(item.attributeSet.contentType == .plainText)
        #expect(item.attributeSet.keywords == ["team"])
        #expect(item.attributeSet.startDate == Date(timeIntervalSince1970: 1_796_115_600))
        #expect(item.attributeSet.rating == 4)
        #expect(item.attributeSet.thumbnailData == Data([0, 1, 2]))
        #expect(
            item.associatedEntity == EntityAssociation(typeIdentifier: "Note", identifier: "n1", priority: 10)
        )
        #expect(try await search("standup", in: index) == ["n1"])
        let expiring = try #require(try await index.searchableItems(withIdentifiers: ["n2"]).first)
        #expect(expiring.expirationDate != nil)
    }

    @Test(arguments: [
        (#"{"id": "x", "title": "ok"}"# + "\n" + #"{"id": 5}"#, 2, "id"),
        (#"{"title": "no id"}"#, 1, "id"),
        (#"{"id": "x", "startDate": "yesterday"}"#, 1, "startDate"),
        (#"{"id": "x", "title": ["not", "a", "string"]}"#, 1, "title"),
        (#"{"id": "x", "rating": "five"}"#, 1, "rating"),
        (#"{"id": "x", "expiration": 12}"#, 1, "expiration"),
        (#"{"id": "", "title": "empty"}"#, 1, "uniqueIdentifier"),
        (#"{"id": "x", "domain": "a..b"}"#, 1, "domainIdentifier"),
        (#"{"id": "x", "entity": {"type": "Order"}}"#, 1, "entity"),
        (#"{"id": "x", "kMDItemTitle": "reserved"}"#, 1, "kMDItemTitle"),
    ])
    func malformedLinesNameTheLineAndFieldAndChangeNothing(content: String, line: Int, field: String)
        async throws
    {
        let index = makeIndex()
        try await index.indexSearchableItems([makeItem("existing")])
        let file = try write([#"{"id": "first", "title": "fine"}"#, content])
        let error = try await #require(throws: JSONLinesError.self) {
            try await JSONLinesImporter().importFile(at: file, into: index)
        }
        #expect(error.line == line + 1)
        #expect(error.field == field)
        #expect(try await allIdentifiers(index) == ["existing"])
    }

    @Test func invalidJSONNamesTheLine() async throws {
        let index = makeIndex()
        let file = try write([#"{"id": "a"}"#, #"{"id": "b""#])
        let error = try await #require(throws: JSONLinesError.self) {
            try await JSONLinesImporter().importFile(at: file, into: index)
        }
        #expect(error.line == 2)
        #expect(error.message.contains("invalid JSON"))
        #expect(try await index.itemCount() == 0)
    }

    @Test func skipInvalidReportsAndSkipsBadLines() async throws {
        let index = makeIndex()
        let file = try write([#"{"id": "a"}"#, "not json", #"{"id": "b", "rating": "x"}"#, #"{"id": "c"}"#])
        let summary = try await JSONLinesImporter(skipInvalid: true).importFile(at: file, into: index)
        #expect(summary.indexed == 2)
        #expect(summary.skipped.map(\.line) == [2, 3])
        #expect(try await allIdentifiers(index) == ["a", "c"])
    }

    @Test func overLimitThumbnailsAreRejectedBeforeAnythingIsWritten() async throws {
        let index = makeIndex(configuration: IndexConfiguration(maximumThumbnailBytes: 2))
        let file = try write([#"{"id": "a"}"#, #"{"id": "b", "thumbnailData": "AAECAw=="}"#])
        let error = try await #require(throws: JSONLinesError.self) {
            try await JSONLinesImporter().importFile(at: file, into: index)
        }
        #expect(error.line == 2)
        #expect(error.field == "thumbnailData")
        #expect(try await index.itemCount() == 0)
    }
}

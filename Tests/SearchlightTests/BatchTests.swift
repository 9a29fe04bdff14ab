import Foundation
import Searchlight
import Testing

@Suite struct BatchTests {
    struct Boom: Error {}

    @Test func aBatchThatThrowsMidwayLeavesNoTrace() async throws {
        let index = makeIndex()
        try await index.batch(clientState: Data("1".utf8)) {
            try await $0.indexSearchableItems([makeItem("base")])
        }
        await #expect(throws: Boom.self) {
            try await index.batch(clientState: Data("2".utf8)) { index in
                try await index.indexSearchableItems([makeItem("partial-1")])
                try await index.deleteSearchableItems(withIdentifiers: ["base"])
                try await index.indexSearchableItems([makeItem("partial-2")])
                throw Boom()
            }
        }
        #expect(try await allIdentifiers(index) == ["base"])
        #expect(try await index.fetchLastClientState() == Data("1".utf8))
        // The index is usable again after the failed batch.
        try await index.indexSearchableItems([makeItem("after")])
        #expect(try await allIdentifiers(index) == ["after", "base"])
    }

    @Test func endIndexBatchWithTheWrongExpectedStateFailsAndChangesNothing() async throws {
        let index = makeIndex()
        try await index.batch(clientState: Data("v1".utf8)) {
            try await $0.indexSearchableItems([makeItem("1")])
        }

        try await index.beginBatch()
        try await index.indexSearchableItems([makeItem("2")])
        let error = try await #require(throws: SearchableIndexError.self) {
            try await index.endIndexBatch(
                expectedClientState: Data("v0".utf8), newClientState: Data("v2".utf8))
        }
        #expect(error.code == .mismatchedClientState)
        #expect(try await allIdentifiers(index) == ["1"])
        #expect(try await index.fetchLastClientState() == Data("v1".utf8))

        try await index.beginBatch()
        try await index.indexSearchableItems([makeItem("2")])
        try await index.endIndexBatch(expectedClientState: Data("v1".utf8), newClientState: Data("v2".utf8))
        #expect(try await allIdentifiers(index) == ["1", "2"])
        #expect(try await index.fetchLastClientState() == Data("v2".utf8))
    }

    @Test func expectingNoStateMatchesOnlyAFreshIndex() async throws {
        let index = makeIndex()
        try await index.batch(expectedClientState: nil, newClientState: Data("a".utf8)) {
            try await $0.indexSearchableItems([makeItem("1")])
        }
        await #expect(throws: SearchableIndexError.self) {
            try await index.batch(expectedClientState: nil, newClientState: Data("b".utf8)) {
                try await $0.indexSearchableItems([makeItem("2")])
            }
        }
        #expect(try await allIdentifiers(index) == ["1"])
    }

    @Test func clientStateOver250BytesIsRejectedAndTheBatchDiscarded() async throws {
        let index = makeIndex()
        try await index.beginBatch()
        try await index.indexSearchableItems([makeItem("1")])
        let error = try await #require(throws: SearchableIndexError.self) {
            try await index.endBatch(withClientState: Data(count: 251))
        }
        #expect(error.code == .invalidClientState)
        #expect(error.field == "clientState")
        #expect(try await index.itemCount() == 0)
        try await index.batch(clientState: Data(count: 250)) {
            try await $0.indexSearchableItems([makeItem("1")])
        }
        #expect(try await index.fetchLastClientState()?.count == 250)
    }

    @Test func batchStateMisuseIsATypedError() async throws {
        let index = makeIndex()
        let unopened = try await #require(throws: SearchableIndexError.self) {
            try await index.endBatch(withClientState: Data())
        }
        #expect(unopened.code == .invalidBatchState)
        try await index.beginBatch()
        let twice = try await #require(throws: SearchableIndexError.self) { try await index.beginBatch() }
        #expect(twice.code == .invalidBatchState)
        try await index.endBatch(withClientState: Data())
    }

    @Test func readsProceedWhileABatchIsOpenAndSeeOnlyCommittedData() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([makeItem("committed", title: "visible")])
        try await index.beginBatch()
        for chunk in 0..<20 {
            try await index.indexSearchableItems(
                (0..<100).map { makeItem("b\(chunk)-\($0)", title: "visible") })
        }
        // A reader in another task: not blocked by the open write transaction, and isolated from it.
        let seen = try await Task.detached { try await search("visible", in: index) }.value
        #expect(seen == ["committed"])
        #expect(try await index.itemCount() == 1)
        try await index.endBatch(withClientState: Data("done".utf8))
        #expect(try await index.itemCount() == 2001)
    }
}

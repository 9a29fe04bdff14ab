import CSQLite
import Foundation
import Searchlight
import Testing

@Suite struct SearchableIndexTests {
    @Test func indexingTheSameIdentifierTwiceKeepsOneItemWithTheSecondContent() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([makeItem("a", title: "First")])
        try await index.indexSearchableItems([makeItem("a", title: "Second")])
        let items = try await index.searchableItems(withIdentifiers: ["a"])
        #expect(items.count == 1)
        #expect(items.first?.attributeSet.title == "Second")
        #expect(try await index.itemCount() == 1)
        #expect(try await search("first", in: index).isEmpty)
        #expect(try await search("second", in: index) == ["a"])
    }

    @Test func sameIdentifierTwiceInOneCallKeepsTheLast() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([makeItem("a", title: "One"), makeItem("a", title: "Two")])
        #expect(try await index.searchableItems(withIdentifiers: ["a"]).map(\.attributeSet.title) == ["Two"])
    }

    @Test func updateMergesAndKeepsUntouchedAttributes() async throws {
        let index = makeIndex()
        var original = makeItem("a", title: "Title", text: "body words", keywords: ["k1"])
        original.attributeSet.contentDescription = "describes"
        try await index.indexSearchableItems([original])

        var change = SearchableItemAttributeSet(contentType: .text)
        change.title = "New title"
        change.contentDescription = nil
        var update = SearchableItem(uniqueIdentifier: "a", attributeSet: change)
        update.isUpdate = true
        let report = try await index.indexSearchableItems([update])
        #expect(report.indexed == ["a"])

        let merged = try #require(try await index.searchableItems(withIdentifiers: ["a"]).first)
        #expect(merged.attributeSet.title == "New title")
        #expect(merged.attributeSet.textContent == "body words")
        #expect(merged.attributeSet.keywords == ["k1"])
        #expect(merged.attributeSet.contentDescription == nil)
        #expect(try await search("body", in: index) == ["a"])
        #expect(try await search("describes", in: index).isEmpty)
    }

    @Test func updateOfAMissingItemIsDroppedAndReported() async throws {
        let index = makeIndex()
        var update = makeItem("ghost")
        update.isUpdate = true
        let report = try await index.indexSearchableItems([update, makeItem("real")])
        #expect(report.indexed == ["real"])
        #expect(report.dropped == [DroppedItem(identifier: "ghost", reason: .updateOfMissingItem)])
        #expect(try await allIdentifiers(index) == ["real"])
    }

    @Test func deletingADomainDeletesItsSubdomainsButNotSiblingsWithTheSamePrefix() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("1", domain: "a"), makeItem("2", domain: "a.b.c"), makeItem("3", domain: "ab"),
            makeItem("4", domain: "b"), makeItem("5", domain: "a.b"), makeItem("6"),
        ])
        try await index.deleteSearchableItems(withDomainIdentifiers: ["a"])
        #expect(try await allIdentifiers(index) == ["3", "4", "6"])
    }

    @Test func deletingByIdentifierRemovesTextToo() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("1", title: "zebra"), makeItem("2", title: "zebra two"),
        ])
        try await index.deleteSearchableItems(withIdentifiers: ["1", "missing"])
        #expect(try await search("zebra", in: index) == ["2"])
    }

    @Test func deleteAllResetsClientState() async throws {
        let index = makeIndex()
        try await index.batch(clientState: Data("s1".utf8)) { index in
            try await index.indexSearchableItems([makeItem("1")])
        }
        #expect(try await index.fetchLastClientState() == Data("s1".utf8))
        try await index.deleteAllSearchableItems()
        #expect(try await index.fetchLastClientState() == nil)
        #expect(try await index.itemCount() == 0)
    }

    @Test func namedIndexesPartitionClientStateAndScopeDeletes() async throws {
        let location = temporaryDirectory()
        let notes = SearchableIndex(name: "notes", location: location)
        let mail = SearchableIndex(name: "mail", location: location)
        try await notes.batch(clientState: Data("n".utf8)) {
            try await $0.indexSearchableItems([makeItem("n1")])
        }
        try await mail.batch(clientState: Data("m".utf8)) {
            try await $0.indexSearchableItems([makeItem("m1")])
        }
        #expect(try await notes.fetchLastClientState() == Data("n".utf8))
        #expect(try await mail.fetchLastClientState() == Data("m".utf8))
        try await notes.deleteAllSearchableItems()
        #expect(try await allIdentifiers(mail) == ["m1"])
        #expect(try await mail.fetchLastClientState() == Data("m".utf8))
        #expect(try await mail.itemCount(indexName: "mail") == 1)
    }

    @Test func expiredItemsAreNeverReturned() async throws {
        let clock = ManualClock(now: Date())
        let index = makeIndex(configuration: IndexConfiguration(clock: IndexClock(clock)))
        var soon = makeItem("soon", title: "ephemeral")
        soon.expirationDate = clock.now.addingTimeInterval(3)
        var past = makeItem("past", title: "ephemeral")
        past.expirationDate = clock.now.addingTimeInterval(-10)
        let report = try await index.indexSearchableItems([soon, past, makeItem("stays", title: "ephemeral")])
        #expect(report.dropped == [DroppedItem(identifier: "past", reason: .expiredOnArrival)])
        clock.advance(by: 2.9)
        #expect(try await search("ephemeral", in: index).sorted() == ["soon", "stays"])
        #expect(try await index.itemCount() == 2)
        clock.advance(by: 0.2)
        #expect(try await search("ephemeral", in: index) == ["stays"])
        #expect(try await index.searchableItems(withIdentifiers: ["soon"]).isEmpty)
        #expect(try await index.itemCount() == 1)
        #expect(try await index.purgeExpiredItems() == ["soon"])
    }

    @Test func defaultLifetimeAppliesWhenExpirationIsNil() async throws {
        let clock = ManualClock(now: Date(timeIntervalSinceReferenceDate: 800_000_000))
        let index = makeIndex(
            configuration: IndexConfiguration(defaultItemLifetime: .days(30), clock: IndexClock(clock)))
        var explicit = makeItem("explicit")
        explicit.expirationDate = clock.now.addingTimeInterval(60 * 86_400)
        try await index.indexSearchableItems([makeItem("default"), explicit])
        let stored = try await index.searchableItems(withIdentifiers: ["default"])
        let expiration = try #require(stored.first?.expirationDate)
        #expect(abs(expiration.timeIntervalSince(clock.now) - 30 * 86_400) < 0.001)
        clock.advance(by: 30 * 86_400 + 1)
        #expect(try await allIdentifiers(index) == ["explicit"])
    }

    @Test func invalidItemsAreRejectedWithTheItemAndFieldAndNothingIsWritten() async throws {
        let index = makeIndex(configuration: IndexConfiguration(maximumThumbnailBytes: 16))
        try await index.indexSearchableItems([makeItem("keep", title: "kept")])
        var bigThumbnail = makeItem("thumb")
        bigThumbnail.attributeSet.thumbnailData = Data(count: 17)
        let cases: [(SearchableItem, String, String?)] = [
            (makeItem(""), "uniqueIdentifier", ""),
            (makeItem(String(repeating: "x", count: 4097)), "uniqueIdentifier", nil),
            (bigThumbnail, "thumbnailData", "thumb"),
            (makeItem("bad-domain", domain: "a..b"), "domainIdentifier", "bad-domain"),
        ]
        for (bad, field, identifier) in cases {
            let error = try await #require(throws: SearchableIndexError.self) {
                try await index.indexSearchableItems([makeItem("new", title: "new"), bad])
            }
            #expect(error.code == .invalidItem)
            #expect(error.field == field)
            if let identifier { #expect(error.itemIdentifier == identifier) }
            #expect(error.description.contains(field))
        }
        #expect(try await allIdentifiers(index) == ["keep"])
    }

    @Test func itemCountQuotaIsEnforcedAtomically() async throws {
        let index = makeIndex(configuration: IndexConfiguration(maximumItemCount: 2))
        try await index.indexSearchableItems([makeItem("1")])
        let error = try await #require(throws: SearchableIndexError.self) {
            try await index.indexSearchableItems([makeItem("2"), makeItem("3")])
        }
        #expect(error.code == .quotaExceeded)
        #expect(try await allIdentifiers(index) == ["1"])
    }

    @Test func sqlLookingValuesAreStoredAndFoundAsPlainText() async throws {
        let index = makeIndex()
        let hostile = "'); DROP TABLE items; --"
        try await index.indexSearchableItems([makeItem(hostile, title: hostile, domain: "x'y")])
        #expect(
            try await index.searchableItems(withIdentifiers: [hostile]).first?.attributeSet.title == hostile)
        #expect(try await search("drop table", in: index) == [hostile])
        #expect(try await search(hostile, in: index) == [hostile])
        try await index.deleteSearchableItems(withDomainIdentifiers: ["x'y"])
        #expect(try await index.itemCount() == 0)
    }

    @Test func eventsReportCommittedChanges() async throws {
        let index = makeIndex()
        let events = index.events()
        try await index.indexSearchableItems([makeItem("1")])
        try await index.deleteSearchableItems(withIdentifiers: ["1"])
        try await index.batch(clientState: Data("c".utf8)) {
            try await $0.indexSearchableItems([makeItem("2")])
        }
        var received: [IndexEvent] = []
        for await event in events {
            received.append(event)
            if received.count == 4 { break }
        }
        #expect(
            received == [
                .indexed(identifiers: ["1"], indexName: "default"),
                .deleted(identifiers: ["1"], indexName: "default"),
                .indexed(identifiers: ["2"], indexName: "default"),
                .batchCommitted(clientState: Data("c".utf8), indexName: "default"),
            ])
    }

    @Test func inspectionCountsEnumeratesAndReportsStatistics() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems(
            (0..<600).map { makeItem("i\($0)", domain: $0 % 2 == 0 ? "even" : "odd.x") })
        #expect(try await index.itemCount() == 600)
        #expect(try await index.itemCount(inDomain: "odd") == 300)
        var evens = 0
        for try await item in index.enumerateItems(inDomain: "even") {
            #expect(item.domainIdentifier == "even")
            evens += 1
        }
        #expect(evens == 300)
        let statistics = try await index.statistics()
        #expect(statistics.itemCount == 600)
        #expect(
            statistics.itemsPerDomain == [
                DomainCount(domainIdentifier: "even", count: 300),
                DomainCount(domainIdentifier: "odd.x", count: 300),
            ])
        #expect(statistics.fullTextBytes > 0 && statistics.storeBytes > statistics.fullTextBytes)
    }

    @Test func aCorruptStoreIsRebuiltAndTheDelegateAskedToReindexEverything() async throws {
        let location = temporaryDirectory()
        try Data(repeating: 0x42, count: 8192).write(to: location.appendingPathComponent("index.sqlite"))
        let index = SearchableIndex(name: "notes", location: location)
        let requests = RequestLog()
        await index.setDelegate(requests)
        #expect(
            requests.all == [ReindexRequest(indexName: "notes", domainIdentifier: nil, reason: .storeRebuilt)]
        )
        try await index.indexSearchableItems([makeItem("1")])
        #expect(try await index.itemCount() == 1)
        let moved = try FileManager.default.contentsOfDirectory(atPath: location.path)
        #expect(moved.contains { $0.hasPrefix("index.sqlite.corrupt-") })
    }
}

extension SearchableIndexTests {
    @Test func unreadableItemsAreSkippedAndTheDelegateAskedToReindexThem() async throws {
        let index = makeIndex(name: "notes")
        let requests = RequestLog()
        await index.setDelegate(requests)
        try await index.indexSearchableItems([
            makeItem("good", title: "apple", domain: "fruit"),
            makeItem("bad", title: "apple pie", domain: "fruit"),
        ])
        // Damage one item's stored attributes behind the index's back.
        var db: OpaquePointer?
        #expect(sqlite3_open(index.storePath, &db) == SQLITE_OK)
        #expect(
            sqlite3_exec(db, "UPDATE items SET attributes = x'FF00' WHERE uid = 'bad'", nil, nil, nil)
                == SQLITE_OK)
        sqlite3_close(db)

        #expect(try await search("apple", in: index) == ["good"])
        #expect(
            try await index.searchableItems(withIdentifiers: ["good", "bad"]).map(\.uniqueIdentifier) == [
                "good"
            ])
        #expect(requests.identifiers.contains(["bad"]))
        #expect(
            requests.all.contains(
                ReindexRequest(indexName: "notes", domainIdentifier: "fruit", reason: .unreadableItems)))
        // Reindexing the item repairs it.
        try await index.indexSearchableItems([makeItem("bad", title: "apple pie", domain: "fruit")])
        #expect(try await search("pie", in: index) == ["bad"])
    }
}

/// Records delegate calls.
final class RequestLog: SearchableIndexDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [ReindexRequest] = []
    private var reported: [[String]] = []

    var all: [ReindexRequest] { lock.withLock { recorded } }
    var identifiers: [[String]] { lock.withLock { reported } }

    func reindexAllSearchableItems(for request: ReindexRequest) async {
        lock.withLock { recorded.append(request) }
    }

    func reindexSearchableItems(withIdentifiers identifiers: [String], for request: ReindexRequest) async {
        lock.withLock {
            recorded.append(request)
            reported.append(identifiers)
        }
    }

    @Test func writesRunOnTheIndexsOwnQueueOffTheCooperativePool() async throws {
        let index = SearchableIndex(name: "queued", location: temporaryDirectory("queued"))
        #expect(await index.writerQueueLabel() == "searchlight.writer.queued")
        // Work submitted from inside the actor, and after a write, stays on the queue.
        try await index.indexSearchableItems([makeItem("a", title: "Queued")])
        #expect(await index.writerQueueLabel() == "searchlight.writer.queued")
        #expect(try await index.itemCount() == 1)
    }
}

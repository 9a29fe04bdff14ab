import Foundation
import SearchlightCompat
import Testing

@Suite struct CompatIndexTests {
    @Test func anIndexRemembersItsProtectionClass() {
        #expect(CSSearchableIndex(name: "notes", protectionClass: .complete).protectionClass == .complete)
        #expect(CSSearchableIndex(name: "notes").protectionClass == .completeUntilFirstUserAuthentication)
    }

    /// `default()` is one object, as Apple's is, so the delegate an app sets on it is the one
    /// later calls reach; the continuation names are Core Spotlight's own strings, which apps
    /// list in `Info.plist` and read from `userInfo` by value.
    @Test func theDefaultIndexIsOneObjectAndTheContinuationNamesAreApples() {
        #expect(CSSearchableIndex.default() === CSSearchableIndex.default())
        #expect(CSSearchableIndex(name: "notes") !== CSSearchableIndex(name: "notes"))
        #expect(CSSearchableItemActionType == "com.apple.corespotlightitem")
        #expect(CSSearchableItemActivityIdentifier == "kCSSearchableItemActivityIdentifier")
        #expect(CSQueryContinuationActionType == "com.apple.corespotlightquery")
        #expect(CSSearchQueryString == "kCSSearchQueryString")
    }

    @Test func completionHandlerCallsInARowLandInOneBatch() async throws {
        let index = makeCompatIndex(name: "notes")
        let events = index.searchableIndex.events()
        let state = Data("v1".utf8)
        let indexed = CompatBox<[String]>([])

        // Apple's synchronous sequence, from synchronous code: nothing is awaited between the calls.
        func indexInABatch(then done: @escaping @Sendable ((any Error)?) -> Void) {
            index.beginIndexBatch()
            index.indexSearchableItems([
                makeCompatItem("a", title: "alpha"), makeCompatItem("b", title: "beta"),
            ]) {
                error in
                indexed.update {
                    $0.append(error == nil ? "indexed" : "failed: \(String(describing: error))")
                }
            }
            index.endIndexBatch(withClientState: state) { error in
                indexed.update { $0.append("ended") }
                done(error)
            }
        }
        let error = await completion { done in indexInABatch(then: done) }
        #expect(error == nil)
        #expect(indexed.value == ["indexed", "ended"])
        #expect(try await index.fetchLastClientState() == state)
        // Apple's asynchronous form returns `Data`: empty where no state was stored.
        let fresh: Data = try await makeCompatIndex().fetchLastClientState()
        #expect(fresh.isEmpty)
        #expect(try await allIdentifiers(index.searchableIndex) == ["a", "b"])
        #expect(try await compatIdentifiers(#"title == "alpha""#, in: index) == ["a"])

        // The items were published together with the batch, not before it.
        var received: [IndexEvent] = []
        for await event in events {
            received.append(event)
            if received.count == 2 { break }
        }
        #expect(
            received == [
                .indexed(identifiers: ["a", "b"], indexName: "notes"),
                .batchCommitted(clientState: state, indexName: "notes"),
            ])
    }

    @Test func aMismatchedClientStateFailsTheBatchAndKeepsNothing() async throws {
        let index = makeCompatIndex()
        index.beginIndexBatch()
        index.indexSearchableItems([makeCompatItem("first")], completionHandler: nil)
        index.endIndexBatch(withClientState: Data("v1".utf8))

        index.beginIndexBatch()
        index.indexSearchableItems([makeCompatItem("second")], completionHandler: nil)
        index.deleteSearchableItems(withIdentifiers: ["first"], completionHandler: nil)
        let error = await completion { done in
            index.endIndexBatch(
                expectedClientState: Data("v0".utf8), newClientState: Data("v2".utf8), completionHandler: done
            )
        }
        let indexError = try #require(error as? CSIndexError)
        #expect(indexError.code == .mismatchedClientState)
        #expect(indexError.errorCode == -1006)
        #expect(CSIndexError.errorDomain == CSIndexErrorDomain)
        #expect(indexError.underlying.field == "expectedClientState")
        var matched = false
        do {
            throw try #require(error)
        } catch CSIndexError.mismatchedClientState {
            matched = true
        } catch {
            Issue.record("unexpected error \(error)")
        }
        #expect(matched)

        // Nothing of the failed batch was kept.
        #expect(try await index.fetchLastClientState() == Data("v1".utf8))
        #expect(try await allIdentifiers(index.searchableIndex) == ["first"])

        // The matching state commits.
        index.beginIndexBatch()
        index.indexSearchableItems([makeCompatItem("second")], completionHandler: nil)
        let retried = await completion { done in
            index.endIndexBatch(
                expectedClientState: Data("v1".utf8), newClientState: Data("v2".utf8), completionHandler: done
            )
        }
        #expect(retried == nil)
        #expect(try await index.fetchLastClientState() == Data("v2".utf8))
        #expect(try await allIdentifiers(index.searchableIndex) == ["first", "second"])
    }

    @Test func theAsyncFormThrowsACatchableMismatch() async throws {
        let index = makeCompatIndex()
        index.beginIndexBatch()
        try await index.indexSearchableItems([makeCompatItem("x")])
        do {
            try await index.endIndexBatch(
                expectedClientState: Data("other".utf8), newClientState: Data("new".utf8))
            Issue.record("the batch committed despite the mismatch")
        } catch CSIndexError.mismatchedClientState {
            // expected
        }
        #expect(try await index.fetchLastClientState().isEmpty)
        #expect(try await index.searchableIndex.itemCount() == 0)

        // An expected state of nil matches an index that has none.
        index.beginBatch()
        try await index.indexSearchableItems([makeCompatItem("y")])
        try await index.endIndexBatch(expectedClientState: nil, newClientState: Data("s".utf8))
        #expect(try await allIdentifiers(index.searchableIndex) == ["y"])
    }

    @Test func anInvalidItemFailsTheWholeCallWithInvalidItem() async throws {
        let index = makeCompatIndex()
        let error = await completion { done in
            index.indexSearchableItems(
                [makeCompatItem("good"), makeCompatItem(""), makeCompatItem("also-good")],
                completionHandler: done)
        }
        let indexError = try #require(error as? CSIndexError)
        #expect(indexError.code == .invalidItem)
        #expect(indexError.errorCode == -1001)
        #expect(indexError.underlying.field == "uniqueIdentifier")
        #expect(try await index.searchableIndex.itemCount() == 0)

        await #expect(throws: CSIndexError.self) {
            try await index.indexSearchableItems([makeCompatItem("ok"), makeCompatItem("", title: "bad")])
        }
        #expect(try await index.searchableIndex.itemCount() == 0)

        // An invalid domain is an invalid item too.
        let badDomain = await completion { done in
            index.indexSearchableItems([makeCompatItem("d", domain: "a..b")], completionHandler: done)
        }
        #expect((badDomain as? CSIndexError)?.code == .invalidItem)
        #expect(try await index.searchableIndex.itemCount() == 0)
    }

    @Test func deletingADomainDeletesItsSubdomainsOnly() async throws {
        let index = makeCompatIndex()
        index.indexSearchableItems(
            [
                makeCompatItem("mail", domain: "mail"), makeCompatItem("inbox", domain: "mail.inbox"),
                makeCompatItem("deep", domain: "mail.inbox.today"),
                makeCompatItem("mailbox", domain: "mailbox"),
                makeCompatItem("none"), makeCompatItem("notes", domain: "notes.mail"),
            ], completionHandler: nil)
        let error = await completion { done in
            index.deleteSearchableItems(withDomainIdentifiers: ["mail"], completionHandler: done)
        }
        #expect(error == nil)
        #expect(try await allIdentifiers(index.searchableIndex) == ["mailbox", "none", "notes"])

        try await index.deleteSearchableItems(withDomainIdentifiers: ["notes"])
        #expect(try await allIdentifiers(index.searchableIndex) == ["mailbox", "none"])
    }

    @Test func deletesByIdentifierAndEverything() async throws {
        let index = makeCompatIndex()
        index.indexSearchableItems(["1", "2", "3"].map { makeCompatItem($0) }, completionHandler: nil)
        index.beginIndexBatch()
        index.endIndexBatch(withClientState: Data("s".utf8))
        let deleted = await completion { done in
            index.deleteSearchableItems(withIdentifiers: ["2", "missing"], completionHandler: done)
        }
        #expect(deleted == nil)
        #expect(try await allIdentifiers(index.searchableIndex) == ["1", "3"])

        let all = await completion { done in index.deleteAllSearchableItems(completionHandler: done) }
        #expect(all == nil)
        #expect(try await index.searchableIndex.itemCount() == 0)
        #expect(try await index.fetchLastClientState().isEmpty)
    }

    @Test func fetchLastClientStateInBothForms() async throws {
        let index = makeCompatIndex(name: "orders")
        let other = CSSearchableIndex(
            SearchableIndex(name: "other", location: index.searchableIndex.location))

        func handlerState(_ index: CSSearchableIndex) async -> (Data?, Bool) {
            await withCheckedContinuation { (done: CheckedContinuation<(Data?, Bool), Never>) in
                index.fetchLastClientState { state, error in done.resume(returning: (state, error == nil)) }
            }
        }
        let initial = await handlerState(index)
        #expect(initial.0 == nil && initial.1)
        #expect(try await index.fetchLastClientState().isEmpty)

        index.beginIndexBatch()
        index.indexSearchableItems([makeCompatItem("o1")], completionHandler: nil)
        index.endBatch(withClientState: Data("cursor-7".utf8), completionHandler: nil)
        // Called without waiting: it runs after the batch.
        let state = await handlerState(index)
        #expect(state.0 == Data("cursor-7".utf8) && state.1)
        #expect(try await index.fetchLastClientState() == Data("cursor-7".utf8))

        // Client state belongs to the index name, not to the store.
        #expect(try await other.fetchLastClientState().isEmpty)
        other.beginBatch()
        try await other.endBatch(withClientState: Data("other".utf8))
        #expect(try await other.fetchLastClientState() == Data("other".utf8))
        #expect(try await index.fetchLastClientState() == Data("cursor-7".utf8))
    }

    @Test func anOversizedClientStateIsInvalidAndKeepsTheBatchOut() async throws {
        let index = makeCompatIndex()
        index.beginIndexBatch()
        index.indexSearchableItems([makeCompatItem("big")], completionHandler: nil)
        let error = await completion { done in
            index.endIndexBatch(withClientState: Data(repeating: 1, count: 251), completionHandler: done)
        }
        #expect((error as? CSIndexError)?.code == .invalidClientState)
        #expect(try await index.searchableIndex.itemCount() == 0)
        #expect(try await index.fetchLastClientState().isEmpty)
    }

    @Test func itemsKeepTheirIdentityDomainAndExpiration() async throws {
        let index = makeCompatIndex()
        let generated = CSSearchableItem(
            uniqueIdentifier: nil, domainIdentifier: "notes", attributeSet: CSSearchableItemAttributeSet())
        #expect(UUID(uuidString: generated.uniqueIdentifier) != nil)
        let expiring = makeCompatItem("soon", domain: "notes")
        expiring.expirationDate = Date(timeIntervalSinceNow: 3600)
        let expired = makeCompatItem("gone", domain: "notes")
        expired.expirationDate = Date(timeIntervalSinceNow: -60)
        try await index.indexSearchableItems([generated, expiring, expired])
        let found = try await compatSearch(#"domainIdentifier == "notes""#, in: index)
        #expect(Set(found.map(\.uniqueIdentifier)) == [generated.uniqueIdentifier, "soon"])
        #expect(found.allSatisfy { $0.domainIdentifier == "notes" })
        let soon = try #require(found.first { $0.uniqueIdentifier == "soon" })
        #expect(abs(soon.expirationDate.timeIntervalSince(expiring.expirationDate)) < 1)

        // isUpdate merges into the stored item.
        let update = CSSearchableItem(
            uniqueIdentifier: "soon", domainIdentifier: "notes", attributeSet: CSSearchableItemAttributeSet())
        update.attributeSet.keywords = ["merged"]
        update.isUpdate = true
        try await index.indexSearchableItems([update])
        let merged = try #require(try await compatSearch(#"keywords == "merged""#, in: index).first)
        #expect(merged.attributeSet.title == "Item soon")
    }

    /// Errors made and matched with Apple's names, and bridged from an `NSError`, as app code
    /// that wraps or rethrows them does.
    @Test func errorsAreMadeAndMatchedWithApplesNames() throws {
        let made = CSIndexError(.invalidItemError, userInfo: [NSLocalizedDescriptionKey: "no title"])
        #expect(made.code == .invalidItem && made.description == "no title")
        #expect(CSIndexError.Code.indexUnavailableError.rawValue == -1000)
        #expect(CSIndexError.remoteConnectionError.rawValue == -1003)
        let bridged = CSIndexError(_nsError: NSError(domain: CSIndexErrorDomain, code: -1006))
        #expect(bridged.code == .mismatchedClientState && bridged.errorCode == -1006)
        #expect(CSIndexError(_nsError: NSError(domain: CSIndexErrorDomain, code: 42)).code == .unknownError)
        do {
            throw CSIndexError(.quotaExceeded)
        } catch CSIndexError.quotaExceeded {
        } catch {
            Issue.record("\(error) was not matched as quotaExceeded")
        }
        let query = CSSearchQueryError(_nsError: NSError(domain: CSSearchQueryErrorDomain, code: -2003))
        #expect(query.code == .cancelled && query.errorCode == -2003)
        #expect(CSSearchQueryError(.invalidQuery).underlying.code == .invalidQuery)
    }
}

import Foundation
import Searchlight
import Testing

@Suite struct ActivityCenterTests {
    typealias Order = ActivityFixtures.Order

    @Test func anIneligibleActivityIsCurrentButNotSaved() async throws {
        let index = makeIndex()
        let center = ActivityCenter(index: index)
        let activity = try makeActivity(title: "Browsing")
        let report = try await center.becomeCurrent(activity)
        #expect(report.notSavedReason == .notEligible)
        #expect(await center.currentActivity == activity)
        #expect(try await index.itemCount() == 0)
        #expect(try await center.savedActivities().isEmpty)
        await center.resignCurrent()
        #expect(await center.currentActivity == nil)
    }

    @Test func aSearchEligibleActivityIsIndexedInTheReservedDomainAndStaysAfterResigning() async throws {
        let index = makeIndex()
        let center = ActivityCenter(index: index)
        var activity = try makeActivity(title: "Weekly espresso order", search: true)
        activity.keywords = ["beans"]
        let report = try await center.becomeCurrent(activity)
        let identifier = try #require(report.searchableItemIdentifier)
        #expect(identifier.hasPrefix(ActivityCenter.activityItemIdentifierPrefix))
        let item = try #require(try await index.searchableItems(withIdentifiers: [identifier]).first)
        #expect(item.domainIdentifier == ActivityCenter.activityDomainIdentifier)
        #expect(try await search("espresso", in: index) == [identifier])
        #expect(try await search("beans", in: index) == [identifier])
        await center.resignCurrent(activity)
        #expect(await center.currentActivity == nil)
        #expect(try await search("espresso", in: index) == [identifier])
    }

    @Test func theSameActivityBecomingCurrentAgainIsOneSavedActivityWithMoreUses() async throws {
        let index = makeIndex()
        let center = ActivityCenter(index: index)
        let activity = try makeActivity(title: "Reorder", search: true, prediction: true)
        try await center.becomeCurrent(activity)
        try await center.becomeCurrent(try makeActivity(title: "Reorder", search: true, prediction: true))
        let saved = try await center.savedActivities()
        #expect(saved.count == 1)
        #expect(saved.first?.useCount == 2)
        #expect(try await index.itemCount() == 1)
    }

    @Test func aStronglyRelatedActivityIsNotStoredWithoutItsItem() async throws {
        let index = makeIndex()
        let center = ActivityCenter(index: index)
        var activity = try makeActivity(title: "Order 42", search: true, prediction: true)
        activity.contentAttributeSet = relatedAttributes(to: "order-42")
        let report = try await center.becomeCurrent(activity)
        #expect(report.notSavedReason == .relatedItemMissing("order-42"))
        #expect(await center.currentActivity == activity)
        #expect(try await center.savedActivities().isEmpty)
        #expect(try await index.itemCount() == 0)
    }

    @Test func activityItemAndEntityForTheSameContentGiveOneResult() async throws {
        let index = makeIndex()
        let center = ActivityCenter(index: index)
        let order = Order(id: ActivityFixtures.unique("o"), title: "Caffè latte and croissant")
        try await index.indexAppEntities([order], priority: 5)
        var activity = try makeActivity(title: "Caffè latte and croissant", search: true, prediction: true)
        activity.appEntityIdentifier = order.entityIdentifier
        activity.contentAttributeSet = relatedAttributes(to: order.entityIdentifier.description)
        activity.keywords = ["latte"]
        let report = try await center.becomeCurrent(activity)
        #expect(report.isSaved)
        #expect(report.searchableItemIdentifier == nil, "tied to the item: no second item")
        #expect(try await index.itemCount() == 1)
        #expect(try await search("latte", in: index) == [order.entityIdentifier.description])
        #expect(try await search("croissant", in: index) == [order.entityIdentifier.description])
        #expect(try await center.savedActivities().count == 1)
    }

    @Test func deletingAnItemDeletesItsStronglyRelatedActivityAndItsEngagement() async throws {
        // A clock that stands still: both items are equally recent however slow the machine.
        let index = makeIndex(configuration: IndexConfiguration(clock: IndexClock(ManualClock(now: Date()))))
        let center = ActivityCenter(index: index)
        try await index.indexSearchableItems([
            makeItem("a", title: "Oat flat white"), makeItem("b", title: "Oat flat white"),
        ])
        var activity = try makeActivity(title: "Flat white", search: true, prediction: true)
        activity.contentAttributeSet = relatedAttributes(to: "a")
        try await center.becomeCurrent(activity)
        let engaged = try #require(try await searchResult("a", for: "oat", in: index))
        #expect(
            try await UserQuery(userQueryString: "oat", index: index).userEngaged(
                engaged, visibleItems: [], interaction: .select))
        #expect(try await search("oat", in: index) == ["a", "b"], "engagement ranks a first")
        #expect(try rowCount("item_engagement", in: index) == 2)
        #expect(try await center.predictions().count == 1)

        try await index.deleteSearchableItems(withIdentifiers: ["a"])
        #expect(try await center.savedActivities().isEmpty)
        #expect(try await center.predictions().isEmpty)
        #expect(try rowCount("item_engagement", in: index) == 0)
        #expect(try rowCount("activities", in: index) == 0)

        try await index.indexSearchableItems([makeItem("a", title: "Oat flat white")])
        let scores = try await scoredSearch("oat", in: index)
        #expect(scores.count == 2)
        #expect(
            abs(scores[0].score - scores[1].score) < 1e-6 * abs(scores[0].score), "no engagement survives")
    }

    @Test func deletingTheEntityDeletesActivitiesTiedToItsItem() async throws {
        let index = makeIndex()
        let center = ActivityCenter(index: index)
        let order = Order(id: ActivityFixtures.unique("o"), title: "Mocha")
        try await index.indexAppEntities([order])
        var activity = try makeActivity(title: "Mocha", prediction: true)
        activity.contentAttributeSet = relatedAttributes(to: order.entityIdentifier.description)
        try await center.becomeCurrent(activity)
        #expect(try await center.savedActivities().count == 1)
        try await index.deleteAppEntities(identifiedBy: [order.id], ofType: Order.self)
        #expect(try await center.savedActivities().isEmpty)
    }

    @Test func aWeaklyRelatedActivityKeepsItsOwnItemAndOutlivesTheRelatedItem() async throws {
        let index = makeIndex()
        let center = ActivityCenter(index: index)
        try await index.indexSearchableItems([makeItem("note-1", title: "Tasting notes")])
        var activity = try makeActivity(title: "Reading tasting notes", search: true)
        activity.contentAttributeSet = relatedAttributes(to: "note-1", weak: true)
        let report = try await center.becomeCurrent(activity)
        let own = try #require(report.searchableItemIdentifier)
        try await index.deleteSearchableItems(withIdentifiers: ["note-1"])
        #expect(try await center.savedActivities().count == 1)
        #expect(try await search("tasting", in: index) == [own])
    }

    @Test func deletingSavedActivitiesByPersistentIdentifierRemovesTheirItemsAndEngagement() async throws {
        let index = makeIndex()
        let center = ActivityCenter(index: index)
        try await index.indexSearchableItems([makeItem("app-item", title: "Cold brew")])
        let kept = try makeActivity(
            title: "Cold brew recipe", search: true, prediction: true, persistentIdentifier: "k")
        var gone = try makeActivity(
            title: "Cold brew order", search: true, prediction: true, persistentIdentifier: "g")
        gone.contentAttributeSet = relatedAttributes(to: "app-item", weak: true)
        try await center.becomeCurrent(kept)
        try await center.becomeCurrent(gone)
        #expect(try rowCount("item_engagement", in: index) == 3)

        let deleted = try await center.deleteSavedUserActivities(withPersistentIdentifiers: ["g", "unknown"])
        #expect(deleted.map(\.activity.persistentIdentifier) == ["g"])
        #expect(try await center.savedActivities().map(\.activity.persistentIdentifier) == ["k"])
        #expect(try await search("order", in: index).isEmpty)
        #expect(try await search("cold", in: index).count == 2, "the app's item and the kept activity")
        #expect(try rowCount("item_engagement", in: index) == 1, "only the kept activity's own item")
    }

    @Test func deletingAllSavedActivitiesLeavesTheAppsItems() async throws {
        let index = makeIndex()
        let center = ActivityCenter(index: index)
        try await index.indexSearchableItems([makeItem("app-item", title: "Espresso beans")])
        for name in ["one", "two", "three"] {
            try await center.becomeCurrent(
                try makeActivity(title: "Espresso \(name)", search: true, prediction: true))
        }
        #expect(try await index.itemCount() == 4)
        #expect(try await center.deleteAllSavedUserActivities().count == 3)
        #expect(try await allIdentifiers(index) == ["app-item"])
        #expect(try rowCount("activities", in: index) == 0)
        #expect(try rowCount("item_engagement", in: index) == 0)
    }

    @Test func deletingTheActivitiesDomainDeletesTheSavedActivities() async throws {
        let index = makeIndex()
        let center = ActivityCenter(index: index)
        try await center.becomeCurrent(try makeActivity(title: "Espresso", search: true, prediction: true))
        try await index.deleteSearchableItems(withDomainIdentifiers: [ActivityCenter.activityDomainIdentifier]
        )
        #expect(try await center.savedActivities().isEmpty)
        #expect(try await center.predictions().isEmpty)
    }

    /// An activity whose attribute set names a domain (a chat room's) is indexed in it, found by
    /// it, and deleted with it, saved activity and all, as Core Spotlight documents for
    /// `domainIdentifier`.
    @Test func anActivityInItsAttributeSetsDomainIsDeletedWithIt() async throws {
        let index = makeIndex()
        let center = ActivityCenter(index: index)
        var activity = try makeActivity(title: "Room Alpha", search: true, prediction: true)
        var attributes = SearchableItemAttributeSet(contentType: .item)
        attributes.domainIdentifier = "rooms.alpha"
        activity.contentAttributeSet = attributes
        let identifier = try #require(try await center.becomeCurrent(activity).searchableItemIdentifier)
        #expect(try await query(#"domainIdentifier == "rooms.alpha""#, in: index) == [identifier])
        try await index.deleteSearchableItems(withDomainIdentifiers: ["rooms"])
        #expect(try await search("alpha", in: index).isEmpty)
        #expect(try await center.savedActivities().isEmpty)
    }

    @Test func theRetentionLimitEvictsTheLeastRecentlyUsedAndReportsThem() async throws {
        let index = makeIndex()
        let center = ActivityCenter(
            index: index, configuration: ActivityCenterConfiguration(maximumSavedActivities: 3))
        var reports: [ActivityReport] = []
        for number in 1...5 {
            reports.append(
                try await center.becomeCurrent(
                    try makeActivity(title: "Activity \(number)", search: true, prediction: true)))
        }
        #expect(reports[0...2].allSatisfy { $0.evicted.isEmpty })
        #expect(reports[3].evicted.map(\.activity.title) == ["Activity 1"])
        #expect(reports[4].evicted.map(\.activity.title) == ["Activity 2"])
        #expect(
            try await center.savedActivities().map(\.activity.title) == [
                "Activity 3", "Activity 4", "Activity 5",
            ])
        #expect(try await index.itemCount() == 3, "evicted activities' items are deleted too")
        #expect(try await search("activity", in: index).count == 3)
    }

    @Test func predictionsRankByDecayedUseThenRecencyAndSkipIneligibleOnes() async throws {
        let index = makeIndex()
        let center = ActivityCenter(index: index)
        let often = try makeActivity(title: "Often", prediction: true)
        let once = try makeActivity(title: "Once", prediction: true)
        let later = try makeActivity(title: "Later", prediction: true)
        let searchOnly = try makeActivity(title: "Search only", search: true)
        for _ in 1...3 { try await center.becomeCurrent(often) }
        try await center.becomeCurrent(once)
        try await center.becomeCurrent(searchOnly)
        try await center.becomeCurrent(later)
        let predictions = try await center.predictions(limit: 10)
        #expect(predictions.map(\.activity.title) == ["Often", "Later", "Once"])
        #expect(predictions.first?.useCount == 3)
        #expect((predictions.first?.score ?? 0) > 2.99)
        #expect(try await center.predictions(limit: 1).map(\.activity.title) == ["Often"])
    }

    @Test func predictionsDecayWithTheIndexClock() async throws {
        let clock = ManualClock(now: Date(timeIntervalSinceReferenceDate: 800_000_000))
        let index = makeIndex(configuration: IndexConfiguration(clock: IndexClock(clock)))
        let center = ActivityCenter(index: index)
        let often = try makeActivity(title: "Often", prediction: true)
        let recent = try makeActivity(title: "Recent", prediction: true)
        for _ in 1...3 { try await center.becomeCurrent(often) }
        try await center.becomeCurrent(recent)
        #expect(try await center.predictions().map(\.activity.title) == ["Often", "Recent"])
        // Four weeks on, three old uses weigh 3 / (1 + 28 / 14) = 1, less than 1 / 3 + 1 fresh use.
        clock.advance(by: 28 * 86_400)
        try await center.becomeCurrent(recent)
        let predictions = try await center.predictions()
        #expect(predictions.map(\.activity.title) == ["Recent", "Often"])
        #expect(abs((predictions.last?.score ?? 0) - 1) < 0.001)
        #expect(abs((predictions.first?.score ?? 0) - 4.0 / 3) < 0.001)
        // Past the 30-day activity lifetime, the old activity is no longer predicted.
        clock.advance(by: 3 * 86_400)
        #expect(try await !center.predictions().map(\.activity.title).contains("Often"))
    }

    @Test func engagementDecaysHyperbolically() {
        let day = 86_400.0
        #expect(EngagementStore.decayed(2, lastUsed: 0, now: 0) == 2)
        #expect(EngagementStore.decayed(2, lastUsed: 0, now: 14 * day) == 1)
        #expect(EngagementStore.decayed(2, lastUsed: 0, now: 42 * day) == 0.5)
        #expect(EngagementStore.decayed(2, lastUsed: 10, now: 0) == 2, "no growth from clock skew")
    }

    @Test func anInvalidatedActivityCannotBecomeCurrentAgainButANewOneCan() async throws {
        let index = makeIndex()
        let center = ActivityCenter(index: index)
        let activity = try makeActivity(title: "Order", prediction: true)
        try await center.becomeCurrent(activity)
        let copy = activity
        await center.invalidate(activity)
        #expect(await center.currentActivity == nil)
        await #expect {
            try await center.becomeCurrent(copy)
        } throws: { ($0 as? UserActivityError)?.code == .invalidated }
        try await center.becomeCurrent(try makeActivity(title: "Order", prediction: true))
        #expect(await center.currentActivity?.title == "Order")
    }

    @Test func anInvalidActivityChangesNothing() async throws {
        let index = makeIndex()
        let center = ActivityCenter(index: index)
        var activity = try makeActivity(title: "Public", search: true)
        activity.isEligibleForPublicIndexing = true
        await #expect(throws: UserActivityError.self) { try await center.becomeCurrent(activity) }
        #expect(await center.currentActivity == nil)
        #expect(try await index.itemCount() == 0)
    }

    @Test func anActivityThatExpiredOnArrivalIsNotSaved() async throws {
        let index = makeIndex()
        let center = ActivityCenter(index: index)
        var activity = try makeActivity(title: "Old", search: true, prediction: true)
        activity.expirationDate = Date(timeIntervalSinceNow: -60)
        let report = try await center.becomeCurrent(activity)
        #expect(report.notSavedReason == .expiredOnArrival)
        #expect(try await index.itemCount() == 0)
    }

    @Test func theActivityItemExpiresWithTheActivity() async throws {
        let index = makeIndex()
        let center = ActivityCenter(index: index)
        var activity = try makeActivity(title: "Soon", search: true)
        let expiry = Date(timeIntervalSinceNow: 3600)
        activity.expirationDate = expiry
        let report = try await center.becomeCurrent(activity)
        let item = try #require(
            try await index.searchableItems(withIdentifiers: [report.searchableItemIdentifier ?? ""]).first)
        #expect(abs((item.expirationDate ?? .distantPast).timeIntervalSince(expiry)) < 0.001)
        #expect(try await center.savedActivities().first?.expirationDate != nil)
    }

    @Test func userEngagementRaisesRankAndIsRefusedForMissingItems() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("x", title: "Cortado"), makeItem("y", title: "Cortado"),
        ])
        #expect(try await search("cortado", in: index) == ["x", "y"])
        let y = try #require(try await searchResult("y", for: "cortado", in: index))
        let query = UserQuery(userQueryString: "cortado", index: index)
        #expect(try await query.userEngaged(y, visibleItems: [], interaction: .focus))
        #expect(try await search("cortado", in: index) == ["y", "x"])
        try await index.deleteSearchableItems(withIdentifiers: ["y"])
        #expect(try await !query.userEngaged(y, visibleItems: [], interaction: .select))
        #expect(try rowCount("item_engagement", in: index) == 0)
    }

    @Test func engagementStaysBoundedSoTextRelevanceStillDominates() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("title-hit", title: "Ristretto"),
            makeItem("body-hit", title: "Other", text: "ristretto"),
        ])
        let body = try #require(try await searchResult("body-hit", for: "ristretto", in: index))
        let query = UserQuery(userQueryString: "ristretto", index: index)
        for _ in 1...50 { try await query.userEngaged(body, visibleItems: [], interaction: .select) }
        #expect(try await search("ristretto", in: index) == ["title-hit", "body-hit"])
    }

    @Test func aVersionOneStoreIsMigratedKeepingItsItems() async throws {
        let location = temporaryDirectory("migrate")
        let index = SearchableIndex(location: location)
        var order = makeItem("order", title: "Migrated mocha")
        order.associatedEntity = EntityAssociation(typeIdentifier: "Order", identifier: "m1", priority: 3)
        try await index.indexSearchableItems([makeItem("old", title: "Kept across migration"), order])
        try index.read { _ in }
        let path = index.storePath
        let connection = try SQLiteConnection(path: path)
        try connection.execute(
            "DROP TABLE activities; DROP TABLE item_engagement; DROP TABLE entity_terms; DROP TABLE screen_context; "
                + "DROP TABLE term_tops; DROP TABLE term_tops_state; DROP TABLE term_tops_changed; DROP TABLE title_trigrams; "
                + "DROP INDEX items_modified; PRAGMA user_version = 1"
        )
        Store.forget(path: path)

        let reopened = SearchableIndex(location: location)
        #expect(try await search("migration", in: reopened) == ["old"])
        #expect(
            try await query(#"title == "*cross migr*"cd"#, in: reopened) == ["old"], "trigrams backfilled")
        let resolved = try await ParameterResolver(index: reopened).suggestions(
            for: "Order", matching: "mocha")
        #expect(
            resolved.suggestions.map(\.reasons) == [[#"matched "mocha" in title"#, "priority 3"]],
            "backfilled")
        let center = ActivityCenter(index: reopened)
        try await center.becomeCurrent(
            try makeActivity(title: "After migration", search: true, prediction: true))
        #expect(try await center.savedActivities().count == 1)
        #expect(try connection.pragmaInt("user_version") == StoreSchema.currentVersion)
        // Kinds and dates listed alone read items by modification time (version 13).
        let modifiedIndex = try connection.uncachedStatement(
            "SELECT 1 FROM sqlite_schema WHERE name = 'items_modified'")
        #expect(try modifiedIndex.step())
    }

    @Test func indexEventsReportActivityItems() async throws {
        let index = makeIndex()
        let center = ActivityCenter(index: index)
        let events = index.events()
        let report = try await center.becomeCurrent(try makeActivity(title: "Evented", search: true))
        try await center.deleteAllSavedUserActivities()
        let identifier = try #require(report.searchableItemIdentifier)
        var received: [IndexEvent] = []
        for await event in events {
            received.append(event)
            if received.count == 2 { break }
        }
        #expect(
            received == [
                .indexed(identifiers: [identifier], indexName: "default"),
                .deleted(identifiers: [identifier], indexName: "default"),
            ])
    }
}

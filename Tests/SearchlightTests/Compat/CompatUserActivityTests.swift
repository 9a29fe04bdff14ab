import SearchlightCompat
import Testing

/// `NSUserActivity` reports to one process-wide activity center, so these tests run one at a
/// time, each with a center over its own temporary store.
@Suite(.serialized) struct CompatUserActivityTests {
    /// Points every `NSUserActivity` at a fresh temporary store and returns its center.
    func freshCenter() -> ActivityCenter {
        let center = ActivityCenter(index: makeIndex(name: "activities"))
        NSUserActivity.activityCenter = center
        return center
    }

    func activityItems(_ queryString: String, in center: ActivityCenter) async throws -> [CSSearchableItem] {
        try await compatSearch(queryString, in: CSSearchableIndex(center.index))
    }

    /// A Core Data store description set up as Apple-platform apps set one up for the Spotlight
    /// delegate: the option keys exist and are kept.
    @Test func aStoreDescriptionKeepsCoreDataOptions() {
        let description = NSPersistentStoreDescription()
        description.type = NSSQLiteStoreType
        description.shouldMigrateStoreAutomatically = true
        description.shouldInferMappingModelAutomatically = true
        description.setOption(true as NSNumber, forKey: NSPersistentHistoryTrackingKey)
        description.setOption(
            true as NSNumber, forKey: NSPersistentStoreRemoteChangeNotificationPostOptionKey)
        description.url = URL(fileURLWithPath: "/tmp/notes.sqlite")
        #expect(description.options[NSPersistentHistoryTrackingKey] == true as NSNumber)
        #expect(description.options.count == 2)
        #expect(description.type == "SQLite")
        #expect(description.url?.lastPathComponent == "notes.sqlite")
    }

    /// SwiftUI's typed payload: a Codable value stored in `userInfo` and read back.
    @Test func continuationStreamsAreUnsupportedWithoutHandoff() async {
        let activity = NSUserActivity(activityType: "com.example.podcast.play")
        activity.supportsContinuationStreams = true
        let failed = await withCheckedContinuation { continuation in
            activity.getContinuationStreams { input, output, error in
                continuation.resume(returning: input == nil && output == nil && error is CocoaError)
            }
        }
        #expect(failed)
    }

    @Test func aTypedPayloadRoundTripsThroughUserInfo() throws {
        struct Route: Codable, Equatable {
            var note: String
            var line: Int
        }
        let activity = NSUserActivity(activityType: "com.example.notes.open")
        try activity.setTypedPayload(Route(note: "kyoto", line: 3))
        #expect(try activity.typedPayload(Route.self) == Route(note: "kyoto", line: 3))
        // Its keys are the payload's coding keys, which required keys may name.
        #expect(activity.userInfo?["note"] as? String == "kyoto")
        #expect(activity.userInfo?["line"] as? Int == 3)
        activity.requiredUserInfoKeys = ["note"]
        #expect(throws: Never.self) { try activity.nativeActivity() }
        #expect(throws: EncodingError.self) { try activity.setTypedPayload(["a", "b"]) }
        #expect(throws: DecodingError.self) {
            try NSUserActivity(activityType: "com.example.notes.open").typedPayload(Route.self)
        }
    }

    @Test func aWebPageActivityCarriesItsAddress() throws {
        let page = URL(string: "https://example.com/notes/kyoto")!
        let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
        activity.webpageURL = page
        let native = try activity.nativeActivity()
        #expect(native.activityType == "NSUserActivityTypeBrowsingWeb")
        #expect(native.webpageURL == page)
    }

    @Test func becomingCurrentSavesASearchEligibleActivity() async throws {
        let center = freshCenter()
        let note = CompatNote(id: "kyoto", title: "Trip to Kyoto", body: "", pages: 1)
        let activity = NSUserActivity(activityType: "com.example.notes.view")
        activity.title = "Viewing Kyoto"
        activity.keywords = ["travel"]
        activity.isEligibleForSearch = true
        activity.persistentIdentifier = "note-kyoto"
        activity.appEntityIdentifier = EntityIdentifier(for: note)
        activity.userInfo = ["noteID": "kyoto", "page": 2]
        let attributes = CSSearchableItemAttributeSet(contentType: .item)
        attributes.contentDescription = "Temples and gardens"
        activity.contentAttributeSet = attributes
        // The activity keeps a copy, as Apple's `@NSCopying` property does.
        attributes.contentDescription = "changed after"
        #expect(activity.contentAttributeSet?.contentDescription == "Temples and gardens")
        activity.becomeCurrent()
        await CSSearchableIndex.waitForPendingWork()

        let found = try await activityItems(#"title == "Viewing Kyoto""#, in: center)
        #expect(found.count == 1)
        #expect(found.first?.domainIdentifier == ActivityCenter.activityDomainIdentifier)
        #expect(found.first?.uniqueIdentifier.hasPrefix(ActivityCenter.activityItemIdentifierPrefix) == true)
        #expect(found.first?.attributeSet.contentDescription == "Temples and gardens")
        #expect(try await activityItems(#"keywords == "travel""#, in: center).count == 1)

        let saved = try await center.savedActivities()
        #expect(saved.count == 1)
        let stored = try #require(saved.first?.activity)
        #expect(stored.activityType == "com.example.notes.view")
        #expect(
            stored.appEntityIdentifier == EntityIdentifier(typeIdentifier: "CompatNote", identifier: "kyoto"))
        #expect(stored.persistentIdentifier == "note-kyoto")
        #expect(stored.userInfo["noteID"] == "kyoto")
        #expect(stored.userInfo["page"] == .number(2))
        #expect(await center.currentActivity?.title == "Viewing Kyoto")

        // Becoming current again counts a use; it is not saved twice.
        activity.becomeCurrent()
        await CSSearchableIndex.waitForPendingWork()
        #expect(try await center.savedActivities().count == 1)
        #expect(try await activityItems(#"title == "Viewing Kyoto""#, in: center).count == 1)
    }

    @Test func deletingSavedActivitiesRemovesTheirItems() async throws {
        let center = freshCenter()
        for (id, title) in [("a", "First page"), ("b", "Second page")] {
            let activity = NSUserActivity(activityType: "com.example.book.read")
            activity.title = title
            activity.isEligibleForSearch = true
            activity.persistentIdentifier = id
            activity.becomeCurrent()
        }
        await CSSearchableIndex.waitForPendingWork()
        #expect(try await activityItems(#"title == "*page""#, in: center).count == 2)

        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            NSUserActivity.deleteSavedUserActivities(withPersistentIdentifiers: ["a"]) { done.resume() }
        }
        let remaining = try await activityItems(#"title == "*page""#, in: center)
        #expect(remaining.map(\.attributeSet.title) == ["Second page"])
        #expect(try await center.savedActivities().map(\.activity.persistentIdentifier) == ["b"])

        // The `async` forms do not throw, as Apple's do not.
        await NSUserActivity.deleteSavedUserActivities(withPersistentIdentifiers: ["missing"])
        #expect(try await center.savedActivities().count == 1)
        await NSUserActivity.deleteAllSavedUserActivities()
        #expect(try await activityItems(#"title == "*page""#, in: center).isEmpty)
        #expect(try await center.savedActivities().isEmpty)
        #expect(try await center.index.itemCount() == 0)
    }

    @Test func anInvalidActivityTypeDoesNotCrashAndSavesNothing() async throws {
        let center = freshCenter()
        let activity = NSUserActivity(activityType: "not a type")
        activity.title = "Broken"
        activity.isEligibleForSearch = true
        activity.becomeCurrent()
        activity.resignCurrent()
        activity.invalidate()
        await CSSearchableIndex.waitForPendingWork()

        #expect(throws: UserActivityError.self) { try activity.nativeActivity() }
        #expect((try? activity.nativeActivity()) == nil)
        #expect(try await center.savedActivities().isEmpty)
        #expect(try await center.index.itemCount() == 0)
        #expect(await center.currentActivity == nil)
    }

    @Test func anUnstorableUserInfoValueSavesNothing() async throws {
        let center = freshCenter()
        let activity = NSUserActivity(activityType: "com.example.notes.view")
        activity.title = "With a ratio"
        activity.isEligibleForSearch = true
        activity.userInfo = ["ratio": Double.nan]
        activity.becomeCurrent()
        await CSSearchableIndex.waitForPendingWork()
        #expect(throws: UserActivityError.self) { try activity.nativeActivity() }
        #expect(try await center.savedActivities().isEmpty)
        #expect(try await center.index.itemCount() == 0)
    }

    /// What Apple's `userInfo` takes is saved: dates, data, URLs and UUIDs as their text, and
    /// numbers read back as the type they were stored as.
    @Test func propertyListValuesAreSavedAndNumbersReadBackAsStored() async throws {
        let center = freshCenter()
        let activity = NSUserActivity(activityType: "com.example.notes.view")
        activity.title = "Plans"
        activity.isEligibleForSearch = true
        let id = UUID()
        activity.userInfo = [
            "when": Date(timeIntervalSince1970: 0), "link": URL(string: "https://example.com/n/1")!, "id": id,
            "blob": Data([1, 2]), "page": 3, "ratio": 0.5,
        ]
        let native = try activity.nativeActivity()
        #expect(native.userInfo["when"]?.stringValue == "1970-01-01T00:00:00Z")
        #expect(native.userInfo["link"]?.stringValue == "https://example.com/n/1")
        #expect(native.userInfo["id"]?.stringValue == id.uuidString)
        #expect(native.userInfo["blob"]?.stringValue == "AQI=")
        let readBack = native.userInfo.mapValues(\.anyValue)
        #expect(readBack["page"] as? Int == 3)
        #expect(readBack["ratio"] as? Double == 0.5)
        #expect(readBack["ratio"] as? Int == nil)
        activity.becomeCurrent()
        await CSSearchableIndex.waitForPendingWork()
        #expect(try await center.savedActivities().count == 1)
    }

    @Test func anIneligibleActivityBecomesCurrentWithoutBeingSaved() async throws {
        let center = freshCenter()
        let activity = NSUserActivity(activityType: "com.example.notes.browse")
        activity.title = "Browsing"
        activity.becomeCurrent()
        await CSSearchableIndex.waitForPendingWork()
        #expect(await center.currentActivity?.activityType == "com.example.notes.browse")
        #expect(try await center.savedActivities().isEmpty)

        activity.resignCurrent()
        await CSSearchableIndex.waitForPendingWork()
        #expect(await center.currentActivity == nil)
    }

    final class SavingDelegate: NSUserActivityDelegate {
        var calls = 0

        func userActivityWillSave(_ userActivity: NSUserActivity) {
            calls += 1
            userActivity.title = "Updated before saving"
        }
    }

    @Test func theDelegateUpdatesAnActivityThatNeedsSaving() async throws {
        let center = freshCenter()
        let delegate = SavingDelegate()
        let activity = NSUserActivity(activityType: "com.example.notes.edit")
        activity.title = "Stale"
        activity.isEligibleForSearch = true
        activity.delegate = delegate
        activity.needsSave = true
        activity.becomeCurrent()
        await CSSearchableIndex.waitForPendingWork()
        #expect(delegate.calls == 1)
        #expect(!activity.needsSave)
        #expect(try await activityItems(#"title == "Updated before saving""#, in: center).count == 1)
        #expect(try await activityItems(#"title == "Stale""#, in: center).isEmpty)
    }

    @Test func anInvalidatedActivityCannotBecomeCurrentAgain() async throws {
        let center = freshCenter()
        let activity = NSUserActivity(activityType: "com.example.notes.view")
        activity.title = "Once"
        activity.isEligibleForSearch = true
        activity.persistentIdentifier = "once"
        activity.becomeCurrent()
        activity.invalidate()
        activity.title = "Twice"
        activity.becomeCurrent()
        await CSSearchableIndex.waitForPendingWork()
        #expect(await center.currentActivity == nil)
        #expect(try await center.savedActivities().map(\.activity.title) == ["Once"])
        #expect(try await activityItems(#"title == "Twice""#, in: center).isEmpty)
    }
}

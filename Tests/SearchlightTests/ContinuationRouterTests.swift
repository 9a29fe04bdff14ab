import Foundation
import Searchlight
import Synchronization
import Testing

@Suite struct ContinuationRouterTests {
    typealias Order = ActivityFixtures.Order
    typealias Ticket = ActivityFixtures.Ticket

    @Test func aSearchResultIsRoutedToTheItemHandler() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([makeItem("note-1", title: "Tasting notes")])
        let router = ContinuationRouter(index: index)
        let seen = Mutex<[String]>([])
        router.registerSearchableItemHandler { item, activity in
            seen.withLock { $0.append(item.uniqueIdentifier) }
            #expect(activity.activityType == ContinuationRouter.searchableItemActionType)
            return .handled
        }
        let outcome = try await router.continue(ContinuationRouter.searchableItemActivity(for: "note-1"))
        #expect(outcome == .handled)
        #expect(seen.withLock { $0 } == ["note-1"])
    }

    @Test func withoutAHandlerTheOutcomeIsUnhandled() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([makeItem("note-1")])
        let router = ContinuationRouter(index: index)
        #expect(
            try await router.continue(ContinuationRouter.searchableItemActivity(for: "note-1")) == .unhandled)
        #expect(try await router.continue(try makeActivity("com.example.other")) == .unhandled)
        #expect(
            try await router.continue(ContinuationRouter.queryContinuationActivity(for: "x")) == .unhandled)
    }

    @Test func aMissingItemIsContentUnavailable() async throws {
        let index = makeIndex()
        let router = ContinuationRouter(index: index)
        router.registerSearchableItemHandler { _, _ in .handled }
        #expect(
            try await router.continue(ContinuationRouter.searchableItemActivity(for: "gone"))
                == .contentUnavailable("gone"))
    }

    @Test func contentUnavailableFromAHandlerRemovesTheStaleItemAndItsActivities() async throws {
        let index = makeIndex()
        let center = ActivityCenter(index: index)
        try await index.indexSearchableItems([makeItem("stale", title: "Stale order"), makeItem("fresh")])
        var activity = try makeActivity(title: "Stale order", prediction: true)
        activity.contentAttributeSet = relatedAttributes(to: "stale")
        try await center.becomeCurrent(activity)
        let router = ContinuationRouter(index: index)
        router.registerSearchableItemHandler { item, _ in .contentUnavailable(item.uniqueIdentifier) }
        #expect(
            try await router.continue(ContinuationRouter.searchableItemActivity(for: "stale"))
                == .contentUnavailable("stale"))
        #expect(try await allIdentifiers(index) == ["fresh"])
        #expect(try await center.savedActivities().isEmpty)
    }

    @Test(arguments: [
        ([:] as [String: UserInfoValue], ContinuationError.Code.missingIdentifier),
        ([ContinuationRouter.searchableItemActivityIdentifier: .number(42)], .wrongIdentifierType),
        ([ContinuationRouter.searchableItemActivityIdentifier: .array(["a"])], .wrongIdentifierType),
        ([ContinuationRouter.searchableItemActivityIdentifier: ""], .malformedIdentifier),
    ])
    func malformedSearchResultContinuationsAreTypedErrors(
        userInfo: [String: UserInfoValue], code: ContinuationError.Code
    )
        async throws
    {
        let router = ContinuationRouter(index: makeIndex())
        router.registerSearchableItemHandler { _, _ in .handled }
        var activity = try UserActivity(activityType: ContinuationRouter.searchableItemActionType)
        activity.userInfo = userInfo
        await #expect {
            _ = try await router.continue(activity)
        } throws: { error in
            let error = error as? ContinuationError
            return error?.code == code && error?.field == ContinuationRouter.searchableItemActivityIdentifier
        }
    }

    @Test func anEntityResultIsResolvedThroughItsQuery() async throws {
        let index = makeIndex()
        let order = Order(id: ActivityFixtures.unique("o"), title: "Flat white")
        ActivityFixtures.store([order])
        try await index.indexAppEntities([order])
        let router = ContinuationRouter(index: index)
        let shown = Mutex<[String]>([])
        router.register(Order.self) { order, _ in
            shown.withLock { $0.append(order.title) }
            return .handled
        }
        let activity = ContinuationRouter.searchableItemActivity(for: order.entityIdentifier.description)
        #expect(try await router.continue(activity) == .handled)
        #expect(shown.withLock { $0 } == ["Flat white"])
    }

    @Test func anEntityDeletedFromTheAppIsContentUnavailableAndItsItemIsRemoved() async throws {
        let index = makeIndex()
        let center = ActivityCenter(index: index)
        let order = Order(id: ActivityFixtures.unique("o"), title: "Gone latte")
        ActivityFixtures.store([order])
        try await index.indexAppEntities([order])
        var activity = try makeActivity(title: "Gone latte", search: true, prediction: true)
        activity.appEntityIdentifier = order.entityIdentifier
        try await center.becomeCurrent(activity)
        #expect(try await index.itemCount() == 2)
        ActivityFixtures.forget([order.id])

        let router = ContinuationRouter(index: index)
        router.register(Order.self) { _, _ in .handled }
        let identifier = order.entityIdentifier.description
        #expect(
            try await router.continue(ContinuationRouter.searchableItemActivity(for: identifier))
                == .contentUnavailable(identifier))
        #expect(try await index.itemCount() == 0, "the entity's item and the activity about it are gone")
        #expect(try await center.savedActivities().isEmpty)
    }

    @Test func anUnparseableUUIDIsATypedErrorAndRemovesNothing() async throws {
        let index = makeIndex()
        let bogus = SearchableItem(
            uniqueIdentifier: "Ticket:not-a-uuid",
            attributeSet: SearchableItemAttributeSet(contentType: .item))
        try await index.indexSearchableItems([bogus])
        let router = ContinuationRouter(index: index)
        router.register(Ticket.self) { _, _ in .handled }
        await #expect {
            _ = try await router.continue(ContinuationRouter.searchableItemActivity(for: "Ticket:not-a-uuid"))
        } throws: { ($0 as? ContinuationError)?.code == .malformedIdentifier }
        #expect(try await index.itemCount() == 1)

        let ticket = Ticket(id: UUID(), title: "Support ticket")
        ActivityFixtures.tickets.withLock { $0[ticket.id] = ticket }
        try await index.indexAppEntities([ticket])
        #expect(
            try await router.continue(
                ContinuationRouter.searchableItemActivity(for: EntityIdentifier(for: ticket).description))
                == .handled)
    }

    @Test func aQueryContinuationCarriesTheText() async throws {
        let router = ContinuationRouter(index: makeIndex())
        let texts = Mutex<[String]>([])
        router.registerQueryContinuationHandler { text, _ in
            texts.withLock { $0.append(text) }
            return .handled
        }
        #expect(
            try await router.continue(ContinuationRouter.queryContinuationActivity(for: "flat white"))
                == .handled)
        #expect(texts.withLock { $0 } == ["flat white"])
        await #expect {
            _ = try await router.continue(
                try UserActivity(activityType: ContinuationRouter.queryContinuationActionType))
        } throws: { error in
            (error as? ContinuationError)?.code == .missingIdentifier
                && (error as? ContinuationError)?.field == ContinuationRouter.searchQueryString
        }
    }

    @Test func appActivitiesAreRoutedByTypeAndMayReportContentUnavailable() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([makeItem("order-7", title: "Order 7")])
        let router = ContinuationRouter(index: index)
        router.register(activityType: "com.example.coffee.view-order") { activity in
            guard let id = activity.userInfo["orderID"]?.stringValue else { return .unhandled }
            return id == "order-7" ? .contentUnavailable(id) : .handled
        }
        var activity = try makeActivity()
        activity.userInfo["orderID"] = "order-8"
        #expect(try await router.continue(activity) == .handled)
        activity.userInfo["orderID"] = "order-7"
        #expect(try await router.continue(activity) == .contentUnavailable("order-7"))
        #expect(try await index.itemCount() == 0)
    }

    @Test func tappingAnActivityResultContinuesTheSavedActivity() async throws {
        let index = makeIndex()
        let center = ActivityCenter(index: index)
        var activity = try makeActivity(title: "Weekly beans", search: true)
        activity.userInfo = ["plan": "weekly"]
        let identifier = try #require(try await center.becomeCurrent(activity).searchableItemIdentifier)
        let router = ContinuationRouter(index: index)
        let plans = Mutex<[String]>([])
        router.register(activityType: activity.activityType) { continued in
            plans.withLock { $0.append(continued.userInfo["plan"]?.stringValue ?? "") }
            return .handled
        }
        let continued = try await router.continuation(forSearchResult: identifier)
        #expect(continued == activity)
        #expect(try await router.continue(continued) == .handled)
        #expect(plans.withLock { $0 } == ["weekly"])
        #expect(
            try await router.continuation(forSearchResult: "plain").activityType
                == ContinuationRouter.searchableItemActionType)
    }

    @Test func aHandedOffActivityContinuesOnTheOtherSide() async throws {
        var activity = try makeActivity(title: "Order 42")
        activity.userInfo = ["orderID": "o42"]
        let payload = try activity.handoffPayload()
        let router = ContinuationRouter(index: makeIndex())
        let received = Mutex<[UserActivity]>([])
        router.register(activityType: activity.activityType) { continued in
            received.withLock { $0.append(continued) }
            return .handled
        }
        #expect(try await router.continue(try UserActivity(handoffPayload: payload)) == .handled)
        #expect(received.withLock { $0 } == [activity])
    }
}

import Foundation
import Searchlight
import Synchronization
import Testing

/// The acceptance scenario of issue 5, step by step: 500 orders, one open on screen, the
/// assistant asking for the `order` parameter with and without text, and continuing from
/// search results of orders deleted meanwhile.
@Suite struct OrdersScenarioTests {
    typealias Order = ActivityFixtures.Order

    static let menu = [
        "Flat white", "Caffè latte", "Cappuccino", "Mocha", "Cortado", "Americano", "Iced latte", "Cold brew",
        "Espresso", "Chai latte",
    ]

    /// Favourites (every seventh order) have priority 10, the rest 1.
    static func priority(_ number: Int) -> Int { number % 7 == 0 ? 10 : 1 }

    @Test func fiveHundredOrders() async throws {
        // 1. The app indexes 500 orders with priorities.
        let index = makeIndex()
        let prefix = ActivityFixtures.unique("scenario")
        let orders = (0..<500).map { number in
            Order(
                id: "\(prefix)-\(String(format: "%03d", number))",
                title: "\(Self.menu[number % 10]) #\(number)")
        }
        ActivityFixtures.store(orders)
        try await index.indexSearchableItems(orders.enumerated().map { $1.item(priority: Self.priority($0)) })
        #expect(try await index.itemCount() == 500)
        let registry = EntityRegistry()
        registry.register(Order.self)
        let center = ActivityCenter(index: index)
        let resolver = ParameterResolver(index: index, registry: registry, activityCenter: center)
        func id(_ number: Int) -> EntityIdentifier { orders[number].entityIdentifier }

        // 2. The user opens order #123 (a mocha); #120–#125 are visible in the list around it.
        var viewing = try UserActivity(activityType: "com.example.coffee.view-order")
        viewing.title = orders[123].title
        viewing.userInfo = ["orderID": .string(orders[123].id)]
        viewing.isEligibleForSearch = true
        viewing.isEligibleForPrediction = true
        viewing.appEntityIdentifier = id(123)
        viewing.contentAttributeSet = relatedAttributes(to: id(123).description)
        let report = try await center.becomeCurrent(viewing)
        #expect(report.isSaved && report.searchableItemIdentifier == nil)
        await center.setOnScreenEntities(visible: (120...125).map(id), selected: id(123))
        #expect(try await index.itemCount() == 500, "the activity is tied to the order's item: no new item")

        // 3. "Which order?" without text: the open order first, then the other visible ones.
        let context = try await resolver.suggestions(for: Order.self, limit: 5)
        #expect(context.suggestions.map(\.identifier) == [123, 120, 121, 122, 124].map(id))
        #expect(
            context.suggestions[0].reasons == [
                "on screen (selected)", "current activity", "priority 1", "recently used (1 time)",
            ])
        #expect(context.suggestions[1].reasons == ["on screen", "priority 1"])
        #expect(context.skipped.isEmpty)
        guard case .resolved(let resolved) = try await resolver.resolve(nil, for: Order.self) else {
            Issue.record("the open order should resolve")
            return
        }
        #expect(resolved.identifier == id(123))

        // 4. With text that the open order matches, it still wins.
        let mocha = try await resolver.suggestions(for: Order.self, matching: "mocha", limit: 10).suggestions
        #expect(mocha.first?.identifier == id(123))
        #expect(mocha.first?.reasons.contains(#"matched "mocha" in title"#) == true)
        #expect(mocha[1...5].map(\.identifier) == [120, 121, 122, 124, 125].map(id), "context before text")
        #expect(mocha[6...].allSatisfy { $0.reasons == [#"matched "mocha" in title"#, "priority 10"] })
        guard case .resolved(let open) = try await resolver.resolve("mocha", for: Order.self) else {
            Issue.record("the open mocha order should resolve")
            return
        }
        #expect(open.identifier == id(123))

        // 5. Text the open order does not match: a visible match beats the others by a tier.
        guard case .resolved(let cortado) = try await resolver.resolve("cortado", for: Order.self) else {
            Issue.record("the visible cortado should resolve")
            return
        }
        #expect(cortado.identifier == id(124))

        // 6. Off screen, fifty espressos: the favourites lead but tie, so the user is asked.
        await center.setOnScreenEntities(visible: [])
        await center.resignCurrent()
        let favourites = (0..<500).filter { $0 % 10 == 8 && Self.priority($0) == 10 }
        #expect(favourites == [28, 98, 168, 238, 308, 378, 448])
        guard case .needsDisambiguation(let choices) = try await resolver.resolve("espresso", for: Order.self)
        else {
            Issue.record("tied favourites need disambiguation")
            return
        }
        #expect(Array(choices.prefix(7).map(\.identifier)) == favourites.map(id))
        #expect(
            choices.prefix(7).allSatisfy { $0.reasons == [#"matched "espresso" in title"#, "priority 10"] })

        // 7. The user keeps picking #98 from search: engagement makes it the clear choice.
        let query = UserQuery(userQueryString: "espresso", index: index)
        let picked = try #require(try await searchResult(id(98).description, for: "espresso", in: index))
        for _ in 1...3 { try await query.userEngaged(picked, visibleItems: [], interaction: .select) }
        guard case .resolved(let usual) = try await resolver.resolve("espresso", for: Order.self) else {
            Issue.record("the usual espresso should resolve")
            return
        }
        #expect(usual.identifier == id(98))
        #expect(usual.reasons.last == "recently used (3 times)")

        // 8. Order #308 is deleted from the app and the index after the user saw it in results.
        let router = ContinuationRouter(index: index)
        let shown = Mutex<[String]>([])
        router.register(Order.self) { order, _ in
            shown.withLock { $0.append(order.id) }
            return .handled
        }
        let seen = try #require(try await searchResult(id(308).description, for: "espresso #308", in: index))
        ActivityFixtures.forget([orders[308].id])
        try await index.deleteAppEntities(identifiedBy: [orders[308].id], ofType: Order.self)
        let deleted = ContinuationRouter.searchableItemActivity(for: seen.id)
        #expect(try await router.continue(deleted) == .contentUnavailable(seen.id))

        // 9. Order #448 is deleted from the app only: the stale item is found and removed.
        let stale = try #require(try await searchResult(id(448).description, for: "espresso #448", in: index))
        ActivityFixtures.forget([orders[448].id])
        #expect(
            try await router.continue(ContinuationRouter.searchableItemActivity(for: stale.id))
                == .contentUnavailable(stale.id))
        #expect(try await index.itemCount() == 498)
        #expect(try await search("448", in: index).isEmpty)
        let espresso = try await resolver.suggestions(for: Order.self, matching: "espresso", limit: 50)
        #expect(espresso.suggestions.filter(\.matchesText).count == 48)
        #expect(!espresso.suggestions.map(\.identifier).contains(id(308)))

        // 10. Continuing the open order's own result still shows it.
        #expect(
            try await router.continue(ContinuationRouter.searchableItemActivity(for: id(123).description))
                == .handled)
        #expect(shown.withLock { $0 } == [orders[123].id])

        // 11. The open order's activity is predicted; deleting its order deletes it too.
        #expect(try await center.predictions().map(\.activity.title) == [orders[123].title])
        try await index.deleteAppEntities(identifiedBy: [orders[123].id], ofType: Order.self)
        #expect(try await center.predictions().isEmpty)
        #expect(try await center.savedActivities().isEmpty)
    }
}

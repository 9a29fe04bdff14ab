import Foundation
import Searchlight
import Testing

@Suite struct ParameterResolverTests {
    typealias Order = ActivityFixtures.Order

    /// An index holding `orders` (title, priority), also stored in the app database.
    static func setUp(_ orders: [(id: String, title: String, priority: Int)]) async throws
        -> (index: SearchableIndex, center: ActivityCenter, resolver: ParameterResolver, orders: [Order])
    {
        let index = makeIndex()
        let prefix = ActivityFixtures.unique("o")
        let entities = orders.map { Order(id: "\(prefix)-\($0.id)", title: $0.title) }
        ActivityFixtures.store(entities)
        try await index.indexSearchableItems(zip(entities, orders).map { $0.item(priority: $1.priority) })
        let center = ActivityCenter(index: index)
        let registry = EntityRegistry()
        registry.register(Order.self)
        return (
            index, center, ParameterResolver(index: index, registry: registry, activityCenter: center),
            entities
        )
    }

    @Test func theSelectedOnScreenEntityRanksFirstEvenWhenAHigherPriorityEntityMatchesTheText() async throws {
        let (_, center, resolver, orders) = try await Self.setUp([
            ("1", "Flat white", 1), ("2", "Caffè latte", 10), ("3", "Latte macchiato", 0),
        ])
        await center.setOnScreenEntities(
            visible: [orders[0].entityIdentifier], selected: orders[0].entityIdentifier)
        let ranked = try await resolver.suggestions(for: Order.self, matching: "latte").suggestions
        #expect(ranked.map(\.identifier) == [orders[0], orders[1], orders[2]].map(\.entityIdentifier))
        #expect(ranked[0].reasons == ["on screen (selected)", "priority 1"])
        #expect(ranked[1].reasons == [#"matched "latte" in title"#, "priority 10"])
        #expect(ranked[2].reasons == [#"matched "latte" in title"#])
        #expect(ranked[0].displayRepresentation.title == "Flat white")
        #expect(ranked[0].entity(as: Order.self)?.id == orders[0].id)
        #expect(ranked.map(\.score) == ranked.map(\.score).sorted(by: >))
    }

    @Test func aMistypedNameResolvesToTheClosestEntityName() async throws {
        let (_, _, resolver, orders) = try await Self.setUp([
            ("1", "Flat white", 1), ("2", "Caffè latte", 10), ("3", "Cortado", 0),
        ])
        let ranked = try await resolver.suggestions(for: Order.self, matching: "cortdo").suggestions
        #expect(ranked.first?.identifier == orders[2].entityIdentifier)
        #expect(ranked.first?.reasons.first == #"matched "cortado" in title"#)
        #expect(ranked.first?.matchesText == true)
        guard case .resolved(let latte) = try await resolver.resolve("caffe latee", for: Order.self) else {
            Issue.record("a mistyped name did not resolve")
            return
        }
        #expect(latte.identifier == orders[1].entityIdentifier)
        // Nothing close: no text match, and no resolution from text.
        #expect(try await resolver.resolve("espresso", for: Order.self) == .notFound)
    }

    @Test func anotherNumberOrLittleWordsStillResolveTheName() async throws {
        let (_, _, resolver, orders) = try await Self.setUp([
            ("1", "Flat white", 1), ("2", "Grocery box", 0), ("3", "Cortado", 0),
        ])
        for text in ["grocery boxes", "the grocery box", "my flat whites", "cortados"] {
            guard case .resolved(let order) = try await resolver.resolve(text, for: Order.self) else {
                Issue.record("\(text) did not resolve")
                continue
            }
            let expected = text.contains("grocery") ? 1 : text.contains("flat") ? 0 : 2
            #expect(order.identifier == orders[expected].entityIdentifier, "\(text)")
            #expect(order.matchesText)
        }
        #expect(try await resolver.resolve("the espressos", for: Order.self) == .notFound)
    }

    @Test func sourcesRankInTheDocumentedOrder() async throws {
        let (index, center, resolver, orders) = try await Self.setUp([
            ("selected", "Order A", 0), ("visible", "Order B", 0), ("current", "Order C", 0),
            ("text", "Cortado", 100), ("engaged", "Order E", 0), ("suggested", "Order F", 0),
            ("other", "Order G", 0),
        ])
        let ids = orders.map(\.entityIdentifier)
        await center.setOnScreenEntities(visible: [ids[1], ids[0]], selected: ids[0])
        var activity = try makeActivity(title: "Viewing C")
        activity.appEntityIdentifier = ids[2]
        try await center.becomeCurrent(activity)
        let engaged = try #require(try await searchResult(ids[4].description, for: "order e", in: index))
        try await UserQuery(userQueryString: "order e", index: index).userEngaged(
            engaged, visibleItems: [], interaction: .select)
        let ranked = try await ActivityFixtures.$suggestedOrderIdentifiers.withValue([orders[5].id]) {
            try await resolver.suggestions(for: "Order", matching: "cortado").suggestions
        }
        #expect(ranked.map(\.identifier) == Array(ids[0...5]))
        #expect(
            ranked.map { $0.reasons.first ?? "" } == [
                "on screen (selected)", "on screen", "current activity", #"matched "cortado" in title"#,
                "recently used (1 time)", "suggested",
            ])
        #expect(ranked[3].reasons == [#"matched "cortado" in title"#, "priority 100"])
        for (higher, lower) in zip(ranked, ranked.dropFirst()) { #expect(higher.score > lower.score) }
    }

    @Test func candidatesAreDeduplicatedWithTheirReasonsMerged() async throws {
        let (_, center, resolver, orders) = try await Self.setUp([("1", "Latte", 10), ("2", "Latte", 10)])
        await center.setOnScreenEntities(visible: [orders[0].entityIdentifier, orders[0].entityIdentifier])
        var activity = try makeActivity(title: "Latte", search: true, prediction: true)
        activity.appEntityIdentifier = orders[0].entityIdentifier
        try await center.becomeCurrent(activity)
        let ranked = try await resolver.suggestions(for: Order.self, matching: "latte").suggestions
        #expect(ranked.map(\.identifier) == orders.map(\.entityIdentifier))
        #expect(
            ranked[0].reasons == [
                "on screen", "current activity", #"matched "latte" in title"#, "priority 10",
                "recently used (1 time)",
            ])
    }

    @Test func tiesAreBrokenByIdentifierTheSameWayEveryTime() async throws {
        let (_, _, resolver, orders) = try await Self.setUp([
            ("b", "Mocha", 3), ("a", "Mocha", 3), ("c", "Mocha", 3),
        ])
        let expected = orders.map(\.entityIdentifier).sorted { $0.description < $1.description }
        for _ in 1...3 {
            let ranked = try await resolver.suggestions(for: Order.self, matching: "mocha").suggestions
            #expect(ranked.map(\.identifier) == expected)
            #expect(Set(ranked.map(\.score)).count == 1)
        }
        let resolution = try await resolver.resolve("mocha", for: Order.self)
        #expect(
            resolution
                == .needsDisambiguation(
                    try await resolver.suggestions(for: Order.self, matching: "mocha").suggestions))
    }

    @Test func aStaleOnScreenIdentifierIsSkippedAndReported() async throws {
        let (_, center, resolver, orders) = try await Self.setUp([
            ("1", "Flat white", 0), ("2", "Cortado", 0),
        ])
        ActivityFixtures.forget([orders[0].id])
        let missing = EntityIdentifier(typeIdentifier: "Order", identifier: "never-existed")
        await center.setOnScreenEntities(
            visible: [orders[1].entityIdentifier, missing], selected: orders[0].entityIdentifier)
        let result = try await resolver.suggestions(for: Order.self)
        #expect(result.suggestions.map(\.identifier) == [orders[1].entityIdentifier])
        #expect(
            result.skipped == [
                .init(
                    identifier: orders[0].entityIdentifier, reasons: ["on screen (selected)"],
                    problem: "no longer exists"),
                .init(identifier: missing, reasons: ["on screen"], problem: "no longer exists"),
            ])
        #expect(try await resolver.resolve(nil, for: Order.self) == .resolved(result.suggestions[0]))
    }

    @Test func resolveFollowsTheContextWithoutTextAndTheTextWithIt() async throws {
        let (_, center, resolver, orders) = try await Self.setUp([
            ("1", "Flat white", 0), ("2", "Caffè latte", 0), ("3", "Iced latte", 0), ("4", "Cold brew", 50),
        ])
        let ids = orders.map(\.entityIdentifier)
        #expect(try await resolver.resolve(nil, for: Order.self) == .notFound)

        await center.setOnScreenEntities(visible: [ids[0], ids[1]], selected: ids[0])
        guard case .resolved(let selected) = try await resolver.resolve(nil, for: Order.self) else {
            Issue.record("expected the selected order")
            return
        }
        #expect(selected.identifier == ids[0])

        await center.setOnScreenEntities(visible: [ids[0], ids[1]])
        guard case .needsDisambiguation(let choices) = try await resolver.resolve(nil, for: Order.self) else {
            Issue.record("two visible orders are a tie")
            return
        }
        #expect(choices.map(\.identifier) == [ids[0], ids[1]])

        guard case .resolved(let latte) = try await resolver.resolve("latte", for: Order.self) else {
            Issue.record("the visible latte leads the other latte by a tier")
            return
        }
        #expect(latte.identifier == ids[1])
        guard case .resolved(let brew) = try await resolver.resolve("brew", for: Order.self) else {
            Issue.record("one match resolves")
            return
        }
        #expect(brew.identifier == ids[3])
        #expect(try await resolver.resolve("espresso", for: Order.self) == .notFound)
    }

    @Test func aClearlyHigherPriorityResolvesWithinATier() async throws {
        let (_, _, resolver, orders) = try await Self.setUp([("1", "Latte", 60), ("2", "Latte", 0)])
        guard case .resolved(let best) = try await resolver.resolve("latte", for: Order.self) else {
            Issue.record("priority 60 leads priority 0 by 240 points")
            return
        }
        #expect(best.identifier == orders[0].entityIdentifier)
    }

    @Test func theMatchedFieldIsNamedByItsPropertyWhenMetadataIsRegistered() async throws {
        let index = makeIndex()
        let order = Order(id: ActivityFixtures.unique("o"), title: "Weekly order", notes: "extra oat milk")
        ActivityFixtures.store([order])
        try await index.indexAppEntities([order])
        let plain = ParameterResolver(index: index)
        let withoutMetadata = try await plain.suggestions(for: Order.self, matching: "oat").suggestions
        #expect(withoutMetadata.first?.reasons == [#"matched "oat" in contentDescription"#])
        let registry = EntityRegistry()
        registry.register(
            Order.self,
            metadata: EntityMetadata(
                typeIdentifier: "Order", typeName: "Order",
                properties: [.init(name: "notes", title: "Notes", attributeKey: .contentDescription)]))
        let named = try await ParameterResolver(index: index, registry: registry).suggestions(
            for: Order.self, matching: "extra oat")
        #expect(named.suggestions.first?.reasons == [#"matched "extra oat" in Notes"#])
    }

    @Test func anUnregisteredTypeResolvesFromTheIndexAssociations() async throws {
        let index = makeIndex()
        var note = makeItem("note-1", title: "Tasting notes")
        note.associatedEntity = EntityAssociation(typeIdentifier: "Note", identifier: "n1", priority: 2)
        var hidden = makeItem("note-2", title: "Hidden tasting")
        hidden.associatedEntity = EntityAssociation(typeIdentifier: "Note", identifier: "n2", isHidden: true)
        try await index.indexSearchableItems([note, hidden, makeItem("other", title: "Tasting")])
        let center = ActivityCenter(index: index)
        let gone = EntityIdentifier(typeIdentifier: "Note", identifier: "gone")
        let hiddenID = EntityIdentifier(typeIdentifier: "Note", identifier: "n2")
        await center.setOnScreenEntities(visible: [gone, hiddenID])
        let resolver = ParameterResolver(index: index, activityCenter: center)
        let result = try await resolver.suggestions(for: "Note", matching: "tasting")
        #expect(result.suggestions.map(\.identifier.identifier) == ["n2", "n1"])
        #expect(result.suggestions[1].displayRepresentation.title == "Tasting notes")
        #expect(result.suggestions[1].reasons == [#"matched "tasting" in title"#, "priority 2"])
        #expect(
            result.suggestions[0].reasons == ["on screen"], "hidden entities resolve, but never match text")
        #expect(result.skipped.map(\.identifier) == [gone])
        #expect(result.skipped.first?.problem == "no indexed item")
    }

    @Test func aMalformedIdentifierIsSkippedAndReported() async throws {
        let index = makeIndex()
        let center = ActivityCenter(index: index)
        let bad = EntityIdentifier(typeIdentifier: "Ticket", identifier: "not-a-uuid")
        await center.setOnScreenEntities(visible: [], selected: bad)
        let resolver = ParameterResolver(index: index, activityCenter: center)
        let result = try await resolver.suggestions(for: ActivityFixtures.Ticket.self)
        #expect(result.suggestions.isEmpty)
        #expect(result.skipped.map(\.problem) == ["identifier does not parse"])
    }

    @Test func theRegistryReportsWhatDoesNotResolve() async throws {
        let registry = EntityRegistry()
        registry.register(Order.self)
        let order = Order(id: ActivityFixtures.unique("o"), title: "Kept")
        ActivityFixtures.store([order])
        let gone = EntityIdentifier(typeIdentifier: "Order", identifier: "gone-\(UUID())")
        let unknown = EntityIdentifier(typeIdentifier: "Unknown", identifier: "1")
        let lookup = try await registry.entities(for: [
            gone, order.entityIdentifier, unknown, order.entityIdentifier,
        ])
        #expect(lookup.resolved.map(\.identifier) == [order.entityIdentifier])
        #expect(
            lookup.unresolved == [
                .init(identifier: gone, reason: .notFound), .init(identifier: unknown, reason: .unknownType),
            ])
        #expect(registry.entityType(for: "Order")?.displayRepresentation.name == "Order")
        #expect(registry.entityTypes.map(\.typeIdentifier) == ["Order"])
        #expect(try await registry.suggestedEntities(ofType: "Unknown") == nil)
    }

    @Test func suggestionsRespectTheLimit() async throws {
        let (_, _, resolver, _) = try await Self.setUp((1...20).map { ("\($0)", "Latte \($0)", $0) })
        let ranked = try await resolver.suggestions(for: Order.self, matching: "latte", limit: 5).suggestions
        #expect(ranked.count == 5)
        #expect(ranked.first?.reasons.contains("priority 20") == true)
    }
}

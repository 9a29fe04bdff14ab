#if canImport(CoreSpotlight)
    import CoreSpotlight
    import Foundation
#else
    import SearchlightCompat
#endif

// Indexes notes and drinks the ways Apple-platform apps do, searches them back and checks what
// came out. Exits non-zero when a check fails.

var failures = 0
var checks = 0

@MainActor func check(_ condition: Bool, _ description: String) {
    checks += 1
    if condition {
        print("ok   \(description)")
    } else {
        failures += 1
        print("FAIL \(description)")
    }
}

/// Items collected from a query's handlers, which run on another thread.
final class Collector: @unchecked Sendable {
    private let lock = NSLock()
    private var found: [CSSearchableItem] = []

    func add(_ items: [CSSearchableItem]) {
        lock.lock()
        found += items
        lock.unlock()
    }

    var items: [CSSearchableItem] {
        lock.lock()
        defer { lock.unlock() }
        return found
    }
}

func search(_ queryString: String, fetching attributes: [String] = []) async throws -> [CSSearchableItem] {
    let context = CSSearchQueryContext()
    context.fetchAttributes = attributes
    let query = CSSearchQuery(queryString: queryString, queryContext: context)
    let collector = Collector()
    query.foundItemsHandler = { items in collector.add(items) }
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        query.completionHandler = { error in
            if let error { continuation.resume(throwing: error) } else { continuation.resume() }
        }
        query.start()
    }
    return collector.items.sorted { $0.uniqueIdentifier < $1.uniqueIdentifier }
}

@MainActor func runScenario() async throws {
    let index = CSSearchableIndex.default()
    let indexer = NoteIndexer()
    try await index.deleteAllSearchableItems()
    try await indexer.index.deleteAllSearchableItems()
    await NSUserActivity.deleteAllSavedUserActivities()

    let kyoto = NoteEntity(
        title: "Trip to Kyoto", body: "Temples gardens and a tea ceremony", tags: ["travel", "japan"],
        created: Date(timeIntervalSince1970: 1_760_000_000), folder: "Travel")
    let groceries = NoteEntity(
        title: "Groceries", body: "Milk eggs bread", tags: ["errands"], created: Date(), folder: nil)
    await NoteStore.shared.add(kyoto)
    await NoteStore.shared.add(groceries)

    // App Intents: entities indexed with their mapped properties and attribute-set override.
    try await index.indexAppEntities([kyoto, groceries], priority: 5)
    try await index.indexAppEntities(Menu.drinks)

    let entityResults = try await search("title == \"trip*\"cd && contentType == \"com.example.note\"")
    check(entityResults.count == 1, "the Kyoto note entity is found by title prefix and content type")
    if let note = entityResults.first?.attributeSet {
        check(note.title == "Trip to Kyoto", "title mapped from @Property(title:indexingKey: \\.title)")
        check(
            note.textContent == "Temples gardens and a tea ceremony",
            "body mapped with a LocalizedStringResource title")
        check(note.keywords == ["travel", "japan", "note"], "keywords set in the attributeSet override")
        check(note.rankingHint?.intValue == 50, "rankingHint set as an NSNumber")
        check(note.alternateNames == ["memo"], "display representation synonyms indexed as alternate names")
        check(note.contentDescription == "Travel", "subtitle indexed as the content description")
        check(note.duration?.doubleValue == 12, "Duration mapped to seconds")
        check(
            (note.value(forCustomKey: NoteIndexer.wordCountKey) as? NSNumber)?.intValue == 6,
            "custom attribute from CSCustomAttributeKey")
        check(note.contentType == "com.example.note", "content type mapped from \\.contentType")
        check(
            note.headline == "Trip to Kyoto (2 tags)",
            "computed property mapped by @ComputedProperty(title:indexingKey:)")
        check(
            (note.value(forCustomKey: CSCustomAttributeKey(keyName: "com_example_notes_tagCount")!)
                as? NSNumber)?
                .intValue == 2,
            "computed property mapped by @ComputedProperty(customIndexingKey:)")
    }

    // Core Spotlight: items built by hand, indexed in a batch with client state.
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        indexer.index([kyoto, groceries], version: "v1") { error in
            if let error { continuation.resume(throwing: error) } else { continuation.resume() }
        }
    }
    let clientState = try await indexer.index.fetchLastClientState()
    check(clientState == Data("v1".utf8), "the batch stored its client state")
    let travelItems = try await search("domainIdentifier == \"notes.Travel\"")
    check(
        travelItems.map(\.uniqueIdentifier) == ["note-\(kyoto.id.uuidString)"],
        "items filed under their domain")
    try await indexer.index.deleteSearchableItems(withDomainIdentifiers: ["notes"])
    check(
        try await search("domainIdentifier == \"notes*\"").isEmpty, "deleting a domain deletes its subdomains"
    )

    // Drinks: initial values, AppEnum, AttributedString, a custom key with flags.
    let expensive = try await search("com_example_menu_price > 4")
    check(
        expensive.map(\.uniqueIdentifier) == ["DrinkEntity:cold-brew"],
        "custom number attribute queried by range")
    check(expensive.first?.attributeSet.kind == "large", "AppEnum stored as its raw value")
    check(
        expensive.first?.attributeSet.contentDescription == "Steeped overnight",
        "AttributedString stored as text")
    check(
        expensive.first?.attributeSet.namedLocation == "Colombia",
        "@Property(indexingKey: \\CSSearchableItemAttributeSet.namedLocation) mapped")
    let drinks = try await DrinkEntity.defaultQuery.entities(for: ["cold-brew"])
    check(drinks.map(\.name) == ["Cold brew"], "EnumerableEntityQuery finds entities by identifier")

    // A public entity whose attribute set is built from scratch, indexed into a named index.
    try await CSSearchableIndex(name: ShortcutQuery.indexName).indexAppEntities(
        ShortcutLibrary.all, priority: 2)
    let pomodoro = try await search("alternateNames == \"pomodoro\"")
    check(
        pomodoro.map(\.uniqueIdentifier) == ["ShortcutEntity:focus"],
        "a fresh attribute set's alternate names are indexed")
    check(pomodoro.first?.attributeSet.title == "Focus timer", "the fresh set replaces the mapped properties")
    let suggested = try await ShortcutEntity.defaultQuery.suggestedEntities()
    check(suggested.map(\.id) == ["focus", "water"], "EnumerableEntityQuery suggests every entity")
    check(DrinkSize.large.displayRepresentation.title == "Large", "AppEnum case display representation")
    check(
        NoteEntity.typeDisplayRepresentation.numericFormat == "%lld notes",
        "numericFormat with a placeholder interpolation")

    // The search box.
    let userQuery = CSUserQuery(userQueryString: "kyo", userQueryContext: CSUserQueryContext())
    var boxResults: [String] = []
    for try await result in userQuery.results {
        boxResults.append(result.item.uniqueIdentifier)
    }
    check(
        boxResults.first == "NoteEntity:\(kyoto.id.uuidString)",
        "the search box ranks the note first for 'kyo'")

    // Awaiting a query's results, and a CSUserQuery built from a query-language string.
    var awaited: [String] = []
    for try await result in CSSearchQuery(queryString: "title == \"Trip*\"", queryContext: nil).results {
        awaited.append(result.item.uniqueIdentifier)
    }
    check(awaited == ["NoteEntity:\(kyoto.id.uuidString)"], "CSSearchQuery.results gives the found items")
    let filterContext = CSUserQueryContext()
    filterContext.fetchAttributes = ["title"]
    var answered: [String] = []
    let languageQuery = CSUserQuery(queryString: "(title == \"*kyoto*\"cd)", queryContext: filterContext)
    for try await response in languageQuery.responses {
        if case .item(let item) = response { answered.append(item.item.attributeSet.title ?? "") }
    }
    check(answered == ["Trip to Kyoto"], "a CSUserQuery made with a query string answers its items")

    // The index extension's handler re-indexes what the index lost, and serves as its delegate.
    let handler = IndexRequestHandler()
    try await index.deleteSearchableItems(withIdentifiers: ["NoteEntity:\(kyoto.id.uuidString)"])
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
        handler.searchableIndex(index, reindexAllSearchableItemsWithAcknowledgementHandler: { done.resume() })
    }
    check(
        try await search("title == \"Trip*\"").count == 1,
        "the index extension's handler re-indexes the notes")
    index.indexDelegate = handler
    check(index.indexDelegate === handler, "an index extension handler is an index delegate")

    // NSUserActivity: the screen publishes the note it shows.
    let screen = NoteScreen()
    screen.show(kyoto)
    let viewing = try await search("contentDescription == \"Viewing*\"")
    check(viewing.count == 1, "the current search-eligible activity is indexed")
    await NSUserActivity.deleteSavedUserActivities(withPersistentIdentifiers: [kyoto.id.uuidString])
    check(
        try await search("contentDescription == \"Viewing*\"").isEmpty,
        "deleting the saved activity removes it")
    screen.close()

    try await index.deleteAppEntities(ofType: NoteEntity.self)
    check(
        try await search("contentType == \"com.example.note\"").isEmpty,
        "deleteAppEntities(ofType:) removes the notes")
}

try await runScenario()
print("AppleStyle: \(checks - failures) of \(checks) checks passed")
if failures > 0 { exit(1) }

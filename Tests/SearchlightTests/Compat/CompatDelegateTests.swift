import SearchlightCompat
import Testing

/// A Core Spotlight delegate that re-indexes what it is asked for through the index it is given,
/// and acknowledges once that indexing completed.
final class CompatReindexDelegate: CSSearchableIndexDelegate, Sendable {
    let log = CompatBox<[String]>([])
    let indexes = CompatBox<[ObjectIdentifier]>([])

    func searchableIndex(
        _ searchableIndex: CSSearchableIndex,
        reindexAllSearchableItemsWithAcknowledgementHandler acknowledgementHandler:
            @escaping @Sendable () -> Void
    ) {
        log.update { $0.append("all") }
        indexes.update { $0.append(ObjectIdentifier(searchableIndex)) }
        searchableIndex.indexSearchableItems([makeCompatItem("restored", title: "restored")]) { error in
            self.log.update { $0.append(error == nil ? "reindexed" : "failed") }
            acknowledgementHandler()
            acknowledgementHandler()  // a second call does nothing
        }
    }

    func searchableIndex(
        _ searchableIndex: CSSearchableIndex, reindexSearchableItemsWithIdentifiers identifiers: [String],
        acknowledgementHandler: @escaping @Sendable () -> Void
    ) {
        log.update { $0.append("items: \(identifiers.sorted().joined(separator: ","))") }
        indexes.update { $0.append(ObjectIdentifier(searchableIndex)) }
        let items = identifiers.map { makeCompatItem($0, title: "repaired \($0)", domain: "fruit") }
        searchableIndex.indexSearchableItems(items) { error in
            self.log.update { $0.append(error == nil ? "reindexed" : "failed") }
            acknowledgementHandler()
        }
    }
}

/// A Core Spotlight delegate that hands its acknowledgement handlers to the test.
final class CompatHoldingDelegate: CSSearchableIndexDelegate, Sendable {
    let requests: AsyncStream<@Sendable () -> Void>
    private let continuation: AsyncStream<@Sendable () -> Void>.Continuation

    init() {
        (requests, continuation) = AsyncStream.makeStream()
    }

    func searchableIndex(
        _ searchableIndex: CSSearchableIndex,
        reindexAllSearchableItemsWithAcknowledgementHandler acknowledgementHandler:
            @escaping @Sendable () -> Void
    ) {
        continuation.yield(acknowledgementHandler)
    }

    func searchableIndex(
        _ searchableIndex: CSSearchableIndex, reindexSearchableItemsWithIdentifiers identifiers: [String],
        acknowledgementHandler: @escaping @Sendable () -> Void
    ) {
        continuation.yield(acknowledgementHandler)
    }
}

/// A handler that gives some items itself, as apps on iOS 18.4 and later may.
final class CompatItemProvidingHandler: CSIndexExtensionRequestHandler, @unchecked Sendable {
    // Unchecked: the box is thread-safe; the base class is an NSObject like Apple's.
    let log = CompatBox<[String]>([])

    override func searchableItems(
        forIdentifiers identifiers: [String], searchableItemsHandler: @escaping ([CSSearchableItem]) -> Void
    ) {
        log.update { $0.append("asked for: " + identifiers.sorted().joined(separator: " ")) }
        searchableItemsHandler(
            ["given", "stranger"].map { makeCompatItem($0, title: "from the handler \($0)") })
    }

    override func searchableIndex(
        _ searchableIndex: CSSearchableIndex, reindexSearchableItemsWithIdentifiers identifiers: [String],
        acknowledgementHandler: @escaping () -> Void
    ) {
        log.update { $0.append("reindex: " + identifiers.joined(separator: " ")) }
        acknowledgementHandler()
    }
}

/// A delegate written for Apple's SDK 27, which gives items by identifier through the request
/// that names the asking index's protection class.
final class CompatProtectionClassDelegate: CSSearchableIndexDelegate, Sendable {
    let log = CompatBox<[String]>([])

    func searchableIndex(
        _ searchableIndex: CSSearchableIndex,
        reindexAllSearchableItemsWithAcknowledgementHandler acknowledgementHandler:
            @escaping @Sendable () -> Void
    ) {
        acknowledgementHandler()
    }

    func searchableIndex(
        _ searchableIndex: CSSearchableIndex, reindexSearchableItemsWithIdentifiers identifiers: [String],
        acknowledgementHandler: @escaping @Sendable () -> Void
    ) {
        log.update { $0.append("reindex: " + identifiers.joined(separator: " ")) }
        acknowledgementHandler()
    }

    func searchableItems(
        forIdentifiers identifiers: [String], protectionClass: FileProtectionType,
        searchableItemsHandler handler: @escaping @Sendable ([CSSearchableItem]) -> Void
    ) {
        log.update {
            $0.append(
                "asked for: \(identifiers.sorted().joined(separator: " ")) in \(protectionClass.rawValue)"
            )
        }
        handler([makeCompatItem("given", title: "from the handler given")])
    }
}

/// An index extension's principal class as apps write it for Apple platforms: one override with
/// the non-`Sendable` acknowledgement handler of older SDKs, one with the current `@Sendable` one.
final class CompatIndexRequestHandler: CSIndexExtensionRequestHandler, @unchecked Sendable {
    // Unchecked: the box is thread-safe; the base class is an NSObject like Apple's.
    let log = CompatBox<[String]>([])

    override func searchableIndex(
        _ searchableIndex: CSSearchableIndex,
        reindexAllSearchableItemsWithAcknowledgementHandler acknowledgementHandler: @escaping () -> Void
    ) {
        log.update { $0.append("all") }
        let acknowledge = UncheckedHandler(call: acknowledgementHandler)
        searchableIndex.indexSearchableItems([makeCompatItem("restored", title: "restored")]) { error in
            self.log.update { $0.append(error == nil ? "reindexed" : "failed") }
            acknowledge.call()
        }
    }

    override func searchableIndex(
        _ searchableIndex: CSSearchableIndex, reindexSearchableItemsWithIdentifiers identifiers: [String],
        acknowledgementHandler: @escaping @Sendable () -> Void
    ) {
        log.update { $0.append("some: \(identifiers.joined(separator: ","))") }
        acknowledgementHandler()
    }

    override func data(for searchableIndex: CSSearchableIndex, itemIdentifier: String, typeIdentifier: String)
        throws -> Data
    {
        Data(itemIdentifier.utf8)
    }
}

/// A handler carried across a completion handler, as apps written before strict concurrency do.
struct UncheckedHandler: @unchecked Sendable {
    let call: () -> Void
}

/// A task entity whose default query re-indexes its entities when the index asks.
struct CompatTask: IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Task"
    static let defaultQuery = CompatTaskQuery()
    /// The app's database of tasks.
    static let database = CompatBox<[String: CompatTask]>([:])
    /// The query's reindex calls, by store path.
    static let reindexCalls = CompatBox<[String: [String]]>([:])

    let id: String
    @Property(indexingKey: \.title) var name = ""

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

    static func store(_ tasks: [CompatTask]) {
        database.update { database in for task in tasks { database[task.id] = task } }
    }

    static func calls(for index: SearchableIndex) -> [String] {
        reindexCalls.value[index.storePath] ?? []
    }
}

struct CompatTaskQuery: IndexedEntityQuery {
    func entities(for identifiers: [String]) async throws -> [CompatTask] {
        let database = CompatTask.database.value
        return identifiers.compactMap { database[$0] }
    }

    func reindexAllEntities(indexDescription: IndexDescription) async throws {
        record("all (\(indexDescription.reason))", indexDescription)
        let prefix = indexDescription.index.location.lastPathComponent
        let tasks = CompatTask.database.value.values.filter { $0.id.hasPrefix(prefix) }
        try await indexDescription.index.indexAppEntities(tasks.sorted { $0.id < $1.id })
    }

    func reindexEntities(for identifiers: [String], indexDescription: IndexDescription) async throws {
        record("entities \(identifiers.sorted()) (\(indexDescription.reason))", indexDescription)
        try await indexDescription.index.indexAppEntities(try await entities(for: identifiers))
    }

    private func record(_ call: String, _ description: IndexDescription) {
        CompatTask.reindexCalls.update { $0[description.index.storePath, default: []].append(call) }
    }
}

@Suite struct CompatDelegateTests {
    @Test func aRebuiltStoreAsksTheDelegateToReindexEverything() async throws {
        let location = try corruptStoreDirectory()
        let index = CSSearchableIndex(SearchableIndex(name: "notes", location: location))
        let delegate = CompatReindexDelegate()
        index.indexDelegate = delegate
        index.indexSearchableItems([makeCompatItem("after", title: "after")]) { error in
            delegate.log.update { $0.append(error == nil ? "after" : "after failed") }
        }
        try await waitUntil { delegate.log.value.contains("reindexed") }
        await CSSearchableIndex.waitForPendingWork()

        #expect(Set(delegate.log.value) == ["all", "reindexed", "after"])
        #expect(delegate.log.value.first == "all")
        #expect(delegate.indexes.value == [ObjectIdentifier(index)])
        #expect(index.indexDelegate === delegate)
        #expect(try await allIdentifiers(index.searchableIndex) == ["after", "restored"])
        #expect(try await compatIdentifiers(#"title == "restored""#, in: index) == ["restored"])
        let moved = try FileManager.default.contentsOfDirectory(atPath: location.path)
        #expect(moved.contains { $0.hasPrefix("index.sqlite.corrupt-") })

        // The index asks once: a new delegate is not asked again.
        let second = CompatReindexDelegate()
        index.indexDelegate = second
        await CSSearchableIndex.waitForPendingWork()
        #expect(second.log.value.isEmpty)
    }

    @Test func anIndexExtensionHandlerServesTheIndexAsItsDelegate() async throws {
        let location = try corruptStoreDirectory()
        let index = CSSearchableIndex(SearchableIndex(name: "notes", location: location))
        let handler = CompatIndexRequestHandler()
        index.indexDelegate = handler
        try await waitUntil { handler.log.value.contains("reindexed") }
        await CSSearchableIndex.waitForPendingWork()
        #expect(handler.log.value == ["all", "reindexed"])
        #expect(try await allIdentifiers(index.searchableIndex) == ["restored"])
        handler.searchableIndex(index, reindexSearchableItemsWithIdentifiers: ["a", "b"]) {}
        #expect(handler.log.value.last == "some: a,b")
        // What the subclass does not override answers as the base class does.
        let plain = CSIndexExtensionRequestHandler()
        let acknowledged = CompatBox<Bool>(false)
        plain.searchableIndex(index, reindexSearchableItemsWithIdentifiers: ["x"]) {
            acknowledged.update { $0 = true }
        }
        #expect(acknowledged.value)
        #expect(
            try handler.data(for: index, itemIdentifier: "restored", typeIdentifier: "public.text")
                == Data("restored".utf8))
        #expect(throws: CocoaError.self) {
            try plain.fileURL(
                for: index, itemIdentifier: "restored", typeIdentifier: "public.text", inPlace: false)
        }
        // The index fetches an item's data from its delegate.
        let fetched = try await index.fetchData(
            forBundleIdentifier: "com.example.notes", itemIdentifier: "restored", contentType: .plainText)
        #expect(fetched == Data("restored".utf8))
        index.indexDelegate = plain
        await #expect(throws: CocoaError.self) {
            try await index.fetchData(
                forBundleIdentifier: "com.example.notes", itemIdentifier: "restored", contentType: .plainText)
        }
    }

    /// Core Data's delegate is an index delegate too: apps forward the index's requests to it.
    @Test func theCoreDataDelegateAnswersTheIndexsReindexRequests() async throws {
        let (delegate, native) = try await indexedNotes(NSCoreDataCoreSpotlightDelegate.self)
        let index = CSSearchableIndex(native)
        try await native.deleteSearchableItems(withIdentifiers: ["notes-store/notes/2"])
        let forwarded: any CSSearchableIndexDelegate = delegate
        await withCheckedContinuation { continuation in
            forwarded.searchableIndex(index, reindexSearchableItemsWithIdentifiers: ["notes-store/notes/2"]) {
                continuation.resume()
            }
        }
        #expect(try await native.searchableItems(withIdentifiers: ["notes-store/notes/2"]).count == 1)
        try await native.deleteAllSearchableItems()
        await withCheckedContinuation { continuation in
            forwarded.searchableIndex(
                index,
                reindexAllSearchableItemsWithAcknowledgementHandler: {
                    continuation.resume()
                })
        }
        #expect(try await native.itemCount(inDomain: "notes-store") == 6)
    }

    /// An `attributeSet(for:)` override as written for Core Data: it reads the object's
    /// attributes by key, and leaves objects out by returning `nil`.
    @Test func aCoreDataOverrideReadsTheObjectByKeyAndChoosesItsItems() async throws {
        final class InboxNotes: NSCoreDataCoreSpotlightDelegate {
            let seen = CompatBox<[String]>([])

            override func domainIdentifier() -> String { "com.example.notes" }

            override func attributeSet(for object: NSManagedObject) -> CSSearchableItemAttributeSet? {
                guard object.entity.name == "notes", let title = object.value(forKey: "title") as? String,
                    object.value(forKey: "Folder") as? String == "Inbox"
                else { return nil }
                seen.update { $0.append(object.objectID.uriRepresentation().absoluteString) }
                let attributes = CSSearchableItemAttributeSet(contentType: .text)
                attributes.title = title
                attributes.contentDescription = object.value(forKey: "body") as? String
                if let id = object.value(forKey: "id") as? Int {
                    attributes.rankingHint = NSNumber(value: id)
                }
                if let modified = object.value(forKey: "modified") as? Double {
                    attributes.contentModificationDate = Date(timeIntervalSince1970: modified)
                }
                #expect(object.value(forKey: "noSuchColumn") == nil)
                return attributes
            }
        }
        let (delegate, native) = try await indexedNotes(InboxNotes.self)
        #expect(try await native.itemCount(inDomain: "com.example.notes") == 3)
        let items = try await native.searchableItems(withIdentifiers: [
            "notes-store/notes/4", "notes-store/notes/3",
        ])
        #expect(items.map(\.uniqueIdentifier) == ["notes-store/notes/4"])
        #expect(items.first?.attributeSet.title == "Note 4")
        #expect(items.first?.attributeSet.contentDescription == "body of note 4 about berlin")
        #expect(items.first?.attributeSet.rankingHint == 4)
        #expect(
            items.first?.attributeSet.contentModificationDate == Date(timeIntervalSince1970: 1_700_000_004))
        #expect(delegate.seen.value.sorted() == [2, 4, 6].map { "x-coredata://notes-store/notes/p\($0)" })
    }

    /// Code written for Core Data casts the object to the app's subclass: a row of a table Core
    /// Data named for the entity (`ZTRIP` for `Trip`) is an instance of the class of that name in
    /// the delegate's module, so the cast works and the row is indexed.
    @Test func anOverrideThatCastsToTheEntitysClassIndexesItsRows() async throws {
        final class Trips: NSCoreDataCoreSpotlightDelegate {
            override func attributeSet(for object: NSManagedObject) -> CSSearchableItemAttributeSet? {
                guard let trip = object as? Trip else { return nil }
                let attributes = CSSearchableItemAttributeSet(contentType: .text)
                attributes.title = trip.title
                return attributes
            }
        }
        let database = try NotesDatabase(notes: 0)
        try database.execute(
            "CREATE TABLE ZTRIP(Z_PK INTEGER PRIMARY KEY, ZTITLE TEXT); INSERT INTO ZTRIP VALUES (1, 'Seoul in spring')"
        )
        let delegate = Trips(
            forStoreWith: NSPersistentStoreDescription(url: URL(fileURLWithPath: database.path)),
            model: StoreDescription(
                tables: [StoreTableDescription("ZTRIP", contentType: .text, attributes: ["ZTITLE": .title])],
                storeIdentifier: "trips-store"),
            options: StoreIndexingOptions(indexLocation: temporaryDirectory("core-data-entity-class")))
        try await delegate.storeDelegate.catchUp()
        let index = try await delegate.storeDelegate.searchableIndex()
        #expect(try await search("seoul", in: index) == ["trips-store/ZTRIP/1"])
    }

    /// Code written for Core Data casts the object to the app's subclass, which a row is not
    /// when no class is named as its entity: the table it leaves out whole is reported on the
    /// delegate's events (and standard error), not passed off as an index that is up to date.
    @Test func anOverrideThatCastsToTheAppsSubclassIsToldItIndexedNothing() async throws {
        final class Note: NSManagedObject {}
        final class CastingNotes: NSCoreDataCoreSpotlightDelegate {
            override func attributeSet(for object: NSManagedObject) -> CSSearchableItemAttributeSet? {
                guard let note = object as? Note else { return nil }
                let attributes = CSSearchableItemAttributeSet(contentType: .text)
                attributes.title = note.value(forKey: "title") as? String
                return attributes
            }
        }
        let database = try NotesDatabase(notes: 6)
        let delegate = CastingNotes(
            forStoreWith: NSPersistentStoreDescription(url: URL(fileURLWithPath: database.path)),
            model: NotesDatabase.description,
            options: StoreIndexingOptions(indexLocation: temporaryDirectory("core-data-cast")))
        let events = delegate.storeDelegate.events()
        try await delegate.storeDelegate.catchUp()
        #expect(await tablesLeftOutWhole(events) == [.everyRowLeftOut(table: "notes", rows: 6)])
    }

    /// A store Core Data keeps in memory has no database to follow: starting fails with the
    /// delegate's typed error, and nothing is indexed.
    @Test func anInMemoryStoreIsReportedAndNothingIndexed() async throws {
        // Core Data apps give in-memory stores this URL.
        let store = NSPersistentStoreDescription(url: URL(fileURLWithPath: "/dev/null"))
        store.type = NSInMemoryStoreType
        let location = temporaryDirectory("core-data-memory")
        let delegate = NSCoreDataCoreSpotlightDelegate(
            forStoreWith: store, model: NotesDatabase.description,
            options: StoreIndexingOptions(indexLocation: location))
        let error = await #expect(throws: StoreIndexingError.self) {
            try await delegate.storeDelegate.startSpotlightIndexing()
        }
        #expect(error?.code == .databaseUnavailable)
        #expect(!delegate.isIndexingEnabled)
        #expect(error?.message.contains("no database file") == true)
        #expect((try? FileManager.default.contentsOfDirectory(atPath: location.path)) ?? [] == [])
    }

    /// A Core Data delegate of `type` over six notes, caught up, and the index it filled.
    private func indexedNotes<Delegate: NSCoreDataCoreSpotlightDelegate>(_ type: Delegate.Type) async throws
        -> (Delegate, SearchableIndex)
    {
        let database = try NotesDatabase(notes: 6)
        let store = NSPersistentStoreDescription(url: URL(fileURLWithPath: database.path))
        let delegate = Delegate(
            forStoreWith: store, model: NotesDatabase.description,
            options: StoreIndexingOptions(indexLocation: temporaryDirectory("core-data-\(type)")))
        try await delegate.storeDelegate.catchUp()
        return (delegate, try await delegate.storeDelegate.searchableIndex())
    }

    @Test func aDelegateThatAcknowledgesLaterFromAnotherThreadBlocksNothing() async throws {
        let index = CSSearchableIndex(SearchableIndex(name: "notes", location: try corruptStoreDirectory()))
        let delegate = CompatHoldingDelegate()
        let log = CompatBox<[String]>([])
        index.indexDelegate = delegate
        var requests = delegate.requests.makeAsyncIterator()
        let acknowledge = try #require(await requests.next())
        // The delegate holds the acknowledgement: calls made meanwhile still complete, so a
        // delegate that re-indexes from a dispatch queue cannot wait on itself.
        index.indexSearchableItems([makeCompatItem("meanwhile")]) { error in
            log.update { $0.append(error == nil ? "meanwhile" : "meanwhile failed") }
        }
        await CSSearchableIndex.waitForPendingWork()
        #expect(log.value == ["meanwhile"])
        let acknowledged = CompatBox<Bool>(false)
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                index.indexSearchableItems([makeCompatItem("restored")]) { _ in
                    acknowledge()
                    acknowledged.update { $0 = true }
                    done.resume()
                }
            }
        }
        #expect(acknowledged.value)
        #expect(try await allIdentifiers(index.searchableIndex) == ["meanwhile", "restored"])
    }

    /// A "notes" index answered by `delegate`, holding two fruit items.
    private func fruitIndex(_ first: String, _ second: String, delegate: any CSSearchableIndexDelegate)
        async throws -> CSSearchableIndex
    {
        let index = makeCompatIndex(name: "notes")
        index.indexDelegate = delegate
        try await index.indexSearchableItems([
            makeCompatItem(first, title: "apple", domain: "fruit"),
            makeCompatItem(second, title: "apple pie", domain: "fruit"),
        ])
        return index
    }

    @Test func unreadableItemsAreReindexedByTheDelegateBeforeTheReadReturns() async throws {
        let delegate = CompatReindexDelegate()
        let index = try await fruitIndex("good", "bad", delegate: delegate)
        #expect(delegate.log.value.isEmpty)
        try damageStoredAttributes(of: ["bad"], in: index.searchableIndex)

        let read = try await index.searchableIndex.searchableItems(withIdentifiers: ["good", "bad"])
        #expect(read.map(\.uniqueIdentifier) == ["good"])
        #expect(delegate.log.value == ["items: bad", "reindexed"])
        #expect(delegate.indexes.value == [ObjectIdentifier(index)])

        let repaired = try await compatSearch(#"title == "repaired*""#, in: index)
        #expect(repaired.map(\.uniqueIdentifier) == ["bad"])
        #expect(repaired.first?.domainIdentifier == "fruit")
        #expect(try await index.searchableIndex.itemCount() == 2)
    }

    @Test func itemsTheDelegateGivesByIdentifierAreIndexedWithoutAReindexRequest() async throws {
        let handler = CompatItemProvidingHandler()
        let index = try await fruitIndex("given", "asked", delegate: handler)
        try damageStoredAttributes(of: ["given", "asked"], in: index.searchableIndex)

        _ = try await index.searchableIndex.searchableItems(withIdentifiers: ["given", "asked"])
        // Asked for both; it gave one (and one nobody asked for), and only the other was requested.
        #expect(handler.log.value == ["asked for: asked given", "reindex: asked"])
        let found = try await compatSearch(#"title == "from the handler*""#, in: index)
        #expect(found.map(\.uniqueIdentifier) == ["given"])
        // An item nobody asked for is not indexed.
        #expect(try await index.searchableIndex.searchableItems(withIdentifiers: ["stranger"]).isEmpty)
    }

    @Test func aDelegateGivesItemsThroughTheRequestNamingTheProtectionClass() async throws {
        let delegate = CompatProtectionClassDelegate()
        let index = try await fruitIndex("given", "asked", delegate: delegate)
        try damageStoredAttributes(of: ["given", "asked"], in: index.searchableIndex)

        _ = try await index.searchableIndex.searchableItems(withIdentifiers: ["given", "asked"])
        #expect(
            delegate.log.value == [
                "asked for: asked given in \(index.protectionClass.rawValue)", "reindex: asked",
            ])
        let found = try await compatSearch(#"title == "from the handler*""#, in: index)
        #expect(found.map(\.uniqueIdentifier) == ["given"])
    }

    /// The Core Data stack of Apple's Spotlight sample, as written there: the container's first
    /// store description, its options, loading, the context's settings, and the delegate made
    /// with the container's coordinator. Loading creates the store's file and folder.
    @Test func theCoreDataStackOfApplesSampleRuns() throws {
        let container = NSPersistentContainer(name: "Tags", managedObjectModel: NotesDatabase.description)
        #expect(container.persistentStoreDescriptions.first?.url?.lastPathComponent == "Tags.sqlite")
        guard let description = container.persistentStoreDescriptions.first else {
            Issue.record("no store description")
            return
        }
        let store = temporaryDirectory("core-data-stack").appendingPathComponent("new/Tags.sqlite")
        description.url = store
        description.type = NSSQLiteStoreType
        description.setOption(
            true as NSNumber, forKey: NSPersistentStoreRemoteChangeNotificationPostOptionKey)
        description.setOption(true as NSNumber, forKey: NSPersistentHistoryTrackingKey)
        var loaded: [(String?, Bool)] = []
        container.loadPersistentStores(completionHandler: { description, error in
            loaded.append((description.url?.lastPathComponent, error == nil))
        })
        #expect(loaded.count == 1 && loaded.first?.0 == "Tags.sqlite" && loaded.first?.1 == true)
        #expect(FileManager.default.fileExists(atPath: store.path))
        let indexer = NSCoreDataCoreSpotlightDelegate(
            forStoreWith: description, coordinator: container.persistentStoreCoordinator)
        #expect(indexer.storeDelegate.databasePath == store.path)
        #expect(indexer.storeDelegate.description == NotesDatabase.description)
        container.viewContext.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
        container.viewContext.automaticallyMergesChangesFromParent = true
        try container.viewContext.setQueryGenerationFrom(.current)
        #expect(container.viewContext.queryGenerationToken === NSQueryGenerationToken.current)
    }

    /// A store that cannot be loaded is reported to the handler: a model that is not there, and a
    /// file that is not a database.
    @Test func storesThatCannotLoadAreReported() throws {
        let missing = NSPersistentContainer(name: "NoSuchModel")
        var errors: [String] = []
        missing.loadPersistentStores { _, error in errors.append(error.map { "\($0)" } ?? "none") }
        #expect(errors.count == 1 && errors[0].contains("NoSuchModel"))
        let notADatabase = temporaryDirectory("core-data-junk").appendingPathComponent("junk.sqlite")
        try Data(repeating: 0x41, count: 4096).write(to: notADatabase)
        let container = NSPersistentContainer(name: "Junk", managedObjectModel: NotesDatabase.description)
        container.persistentStoreDescriptions[0].url = notADatabase
        var failed = false
        container.loadPersistentStores { _, error in failed = error != nil }
        #expect(failed)
    }

    /// The stacks apps subclass the container for: a subclass that calls the designated
    /// `init(name:managedObjectModel:)` with a model read from the bundle's `.momd` name (the JSON
    /// beside it here), one that inherits `init(name:)`, the CloudKit container, a store placed in
    /// the app group's folder, and the context's undo manager switched off.
    @Test func containerSubclassesModelsAndAppGroupFoldersWorkAsAppsWriteThem() throws {
        final class AppContainer: NSPersistentContainer, @unchecked Sendable {
            let label: String
            init(model: NSManagedObjectModel) {
                label = "app"
                super.init(name: "Notes", managedObjectModel: model)
                viewContext.undoManager = nil
            }
        }
        final class InheritingContainer: NSPersistentContainer, @unchecked Sendable {
            var indexer: NSCoreDataCoreSpotlightDelegate?
        }
        let bundle = temporaryDirectory("core-data-model")
        let json = bundle.appendingPathComponent("Notes.json")
        try JSONEncoder().encode(NotesDatabase.description).write(to: json)
        let model = try #require(
            NSManagedObjectModel(contentsOf: bundle.appendingPathComponent("Notes.momd")))
        #expect(model == NotesDatabase.description)
        #expect(NSManagedObjectModel(contentsOf: bundle.appendingPathComponent("Other.momd")) == nil)
        #expect(NSManagedObjectModel().tables.isEmpty)
        let container = AppContainer(model: model)
        #expect(container.label == "app" && container.managedObjectModel == model)
        #expect(container.viewContext.undoManager == nil)

        let groupIdentifier = "group.com.example.\(UUID().uuidString)"
        let group = try #require(
            FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: groupIdentifier))
        defer { try? FileManager.default.removeItem(at: group) }
        #expect(FileManager.default.fileExists(atPath: group.path))
        #expect(group.lastPathComponent == groupIdentifier)
        #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "../escape") == nil)
        let store = group.appendingPathComponent("Notes.sqlite")
        container.persistentStoreDescriptions[0].url = store
        var failure: (any Error)?
        container.loadPersistentStores { _, error in failure = error }
        #expect(failure == nil)
        #expect(FileManager.default.fileExists(atPath: store.path))

        // Without a model in the main bundle the inherited init(name:) reports it, as before.
        let inheriting = InheritingContainer(name: "NoSuchModel")
        var reported = false
        inheriting.loadPersistentStores { _, error in reported = error != nil }
        #expect(reported && inheriting.indexer == nil)
        let cloud = NSPersistentCloudKitContainer(name: "Cloud", managedObjectModel: model)
        #expect(cloud.persistentStoreDescriptions.first?.url?.lastPathComponent == "Cloud.sqlite")
    }

    /// Apps keep the last history token they saw as an archive and read it back, as Apple's
    /// secure coding lets them.
    @Test func aHistoryTokenIsArchivedAndReadBackSecurely() throws {
        let token = NSPersistentHistoryToken(StoreHistoryToken(rawValue: 4_200_000_017))
        let data = try NSKeyedArchiver.archivedData(withRootObject: token, requiringSecureCoding: true)
        let read = try NSKeyedUnarchiver.unarchivedObject(ofClass: NSPersistentHistoryToken.self, from: data)
        #expect(read == token)
        #expect(read?.token.rawValue == 4_200_000_017)
        #expect(token.copy() as? NSPersistentHistoryToken == token)
        let other = try NSKeyedArchiver.archivedData(
            withRootObject: "not a token" as NSString, requiringSecureCoding: true)
        #expect(
            (try? NSKeyedUnarchiver.unarchivedObject(ofClass: NSPersistentHistoryToken.self, from: other))
                == nil)
    }

    /// Core Data's designated initializer takes the coordinator, whose model says what is indexed.
    @Test func theCoreDataDelegateReadsTheModelFromTheCoordinator() throws {
        let store = NSPersistentStoreDescription(url: URL(fileURLWithPath: "/tmp/notes.sqlite"))
        let coordinator = NSPersistentStoreCoordinator(managedObjectModel: NotesDatabase.description)
        let delegate = NSCoreDataCoreSpotlightDelegate(forStoreWith: store, coordinator: coordinator)
        #expect(delegate.storeDelegate.description == NotesDatabase.description)
        #expect(delegate.storeDelegate.databasePath == "/tmp/notes.sqlite")
        #expect(!delegate.isIndexingEnabled)
    }

    @Test func anIndexedEntityQueryReindexesItsEntitiesInsteadOfTheDelegate() async throws {
        let index = makeCompatIndex(name: "tasks")
        let prefix = index.searchableIndex.location.lastPathComponent
        let tasks = [
            CompatTask(id: "\(prefix)-1", name: "water plants"),
            CompatTask(id: "\(prefix)-2", name: "pay rent"),
        ]
        CompatTask.store(tasks)
        let delegate = CompatReindexDelegate()
        index.indexDelegate = delegate
        try await index.indexAppEntities(tasks)
        try await index.indexSearchableItems([makeCompatItem("plain", title: "plain note", domain: "fruit")])

        let damaged = ["CompatTask:\(prefix)-1", "plain"]
        try damageStoredAttributes(of: damaged, in: index.searchableIndex)
        let read = try await index.searchableIndex.searchableItems(
            withIdentifiers: ["CompatTask:\(prefix)-1", "CompatTask:\(prefix)-2", "plain"])
        #expect(read.map(\.uniqueIdentifier) == ["CompatTask:\(prefix)-2"])

        #expect(
            CompatTask.calls(for: index.searchableIndex) == ["entities [\"\(prefix)-1\"] (unreadableItems)"])
        #expect(delegate.log.value == ["items: plain", "reindexed"])
        #expect(try await index.searchableIndex.itemCount() == 3)
        #expect(try await search("water", in: index.searchableIndex) == ["CompatTask:\(prefix)-1"])
    }

    @Test func anIndexedEntityQueryReindexesEverythingAfterARebuild() async throws {
        let location = try corruptStoreDirectory()
        let index = CSSearchableIndex(SearchableIndex(name: "tasks", location: location))
        let prefix = location.lastPathComponent
        CompatTask.store([
            CompatTask(id: "\(prefix)-1", name: "old task"),
            CompatTask(id: "\(prefix)-2", name: "older task"),
        ])

        // Indexing the type registers its query, which hears of the rebuild first.
        try await index.indexAppEntities([CompatTask(id: "\(prefix)-new", name: "new task")])
        #expect(CompatTask.calls(for: index.searchableIndex) == ["all (storeRebuilt)"])
        #expect(
            try await allIdentifiers(index.searchableIndex) == [
                "CompatTask:\(prefix)-1", "CompatTask:\(prefix)-2", "CompatTask:\(prefix)-new",
            ])

        // Registering again does not ask again.
        try await index.indexAppEntities([CompatTask(id: "\(prefix)-new", name: "new task")])
        #expect(CompatTask.calls(for: index.searchableIndex).count == 1)
    }
}

/// Waits, a few milliseconds at a time, until `condition` holds; fails after ten seconds.
func waitUntil(_ condition: @Sendable () -> Bool) async throws {
    for _ in 0..<2000 where !condition() {
        try await Task.sleep(for: .milliseconds(5))
    }
    #expect(condition(), "the condition did not hold within ten seconds")
}

/// A Spotlight importer as apps write one for Apple platforms.
final class CompatTextImporter: CSImportExtension {
    override func update(_ attributes: CSSearchableItemAttributeSet, forFileAt contentURL: URL) throws {
        let text = try String(contentsOf: contentURL, encoding: .utf8)
        attributes.title = contentURL.deletingPathExtension().lastPathComponent
        attributes.textContent = text
    }
}

@Suite struct CompatImportExtensionTests {
    @Test func anImporterFillsTheAttributeSetTheAppIndexes() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "trip-\(UUID().uuidString).txt")
        try "Temples and gardens".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let attributes = CSSearchableItemAttributeSet(contentType: .text)
        try CompatTextImporter().update(attributes, forFileAt: file)
        let index = makeCompatIndex()
        try await index.indexSearchableItems([
            CSSearchableItem(uniqueIdentifier: file.path, domainIdentifier: "files", attributeSet: attributes)
        ])
        #expect(try await compatIdentifiers(#"textContent == "*gardens*"cd"#, in: index) == [file.path])
        // The base class adds nothing.
        let plain = CSSearchableItemAttributeSet(contentType: .text)
        try CSImportExtension().update(plain, forFileAt: file)
        #expect(plain.title == nil && plain.textContent == nil)
    }
}

/// The entity class of the `ZTRIP` table, as an app declares it for Core Data (reading its
/// attribute by key, as `@NSManaged` needs the Objective-C runtime).
final class Trip: NSManagedObject {
    var title: String? { value(forKey: "title") as? String }
}

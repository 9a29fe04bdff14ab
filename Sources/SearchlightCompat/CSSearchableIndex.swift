import Synchronization

/// The on-device index with Core Spotlight's class spelling: completion handlers and `async`
/// methods over a `Searchlight.SearchableIndex`.
///
/// Calls run one after another in the order they were made, as Core Spotlight journals them,
/// so a batch begun with ``beginIndexBatch()`` holds the items indexed before
/// ``endIndexBatch(withClientState:completionHandler:)``. A completion handler is called once
/// the change is committed, which here also means durable.
///
/// ```swift
/// let index = CSSearchableIndex(name: "notes")
/// index.beginIndexBatch()
/// index.indexSearchableItems(items)
/// index.endIndexBatch(withClientState: state) { error in … }
/// ```
public final class CSSearchableIndex: NSObject, Sendable {
    /// The native index.
    public let searchableIndex: SearchableIndex
    private let delegateBox = Mutex(DelegateReference(delegate: nil))

    /// The index called `name` in the default store.
    public convenience init(name: String) {
        self.init(SearchableIndex(name: name))
    }

    /// The index called `name`; file protection classes do not exist on this platform, so the
    /// class is only remembered (``protectionClass``).
    public convenience init(name: String, protectionClass: FileProtectionType?) {
        self.init(SearchableIndex(name: name), protectionClass: protectionClass)
    }

    /// Wraps a native index.
    public convenience init(_ index: SearchableIndex) {
        self.init(index, protectionClass: nil)
    }

    private init(_ index: SearchableIndex, protectionClass: FileProtectionType?) {
        searchableIndex = index
        self.protectionClass = protectionClass ?? .completeUntilFirstUserAuthentication
    }

    /// The protection class the index was made with; Apple's default when none was given.
    public let protectionClass: FileProtectionType

    /// The default index, in the default store: the same object on every call, as Apple's, so a
    /// delegate set on it (`CSSearchableIndex.default().indexDelegate = self`) is the one later
    /// calls reach.
    public class func `default`() -> CSSearchableIndex {
        let location = SearchableIndex.defaultLocation.standardizedFileURL.path
        return defaultIndexes.withLock { indexes in
            if let index = indexes[location] { return index }
            let index = CSSearchableIndex(SearchableIndex.default())
            indexes[location] = index
            return index
        }
    }

    /// The default index of each default store location the process has used.
    private static let defaultIndexes = Mutex<[String: CSSearchableIndex]>([:])

    /// Indexing is always available here.
    public class func isIndexingAvailable() -> Bool { true }

    /// Receives requests to index items again. Held strongly, unlike Apple's weak reference, so
    /// the requests cannot stop because the delegate was released.
    public var indexDelegate: (any CSSearchableIndexDelegate)? {
        get { delegateBox.withLock { $0.delegate } }
        set {
            let reference = DelegateReference(delegate: newValue)
            delegateBox.withLock { $0 = reference }
            let bridge = newValue.map { DelegateBridge(delegate: $0, index: self) }
            let index = searchableIndex
            // Not behind the queue: a delegate told at once that the store was rebuilt re-indexes
            // through this index and acknowledges from any thread, which queued work would wait
            // on forever.
            Task { await index.setDelegate(bridge) }
        }
    }

    // MARK: Items

    /// Indexes items, replacing those with the same identifiers.
    @_disfavoredOverload
    @preconcurrency public func indexSearchableItems(
        _ items: [CSSearchableItem], completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
    ) {
        let nativeItems = items.map(\.searchableItem)
        perform(completionHandler) { index in _ = try await index.indexSearchableItems(nativeItems) }
    }

    /// Indexes items, replacing those with the same identifiers.
    public func indexSearchableItems(_ items: [CSSearchableItem]) async throws {
        let nativeItems = items.map(\.searchableItem)
        try await perform { index in _ = try await index.indexSearchableItems(nativeItems) }
    }

    /// Deletes the items with these identifiers.
    @_disfavoredOverload
    @preconcurrency public func deleteSearchableItems(
        withIdentifiers identifiers: [String], completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
    ) {
        perform(completionHandler) { try await $0.deleteSearchableItems(withIdentifiers: identifiers) }
    }

    /// Deletes the items with these identifiers.
    public func deleteSearchableItems(withIdentifiers identifiers: [String]) async throws {
        _ = try await perform { try await $0.deleteSearchableItems(withIdentifiers: identifiers) }
    }

    /// Deletes the items of these domains and of every domain below them.
    @_disfavoredOverload
    @preconcurrency public func deleteSearchableItems(
        withDomainIdentifiers domainIdentifiers: [String],
        completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
    ) {
        perform(completionHandler) {
            try await $0.deleteSearchableItems(withDomainIdentifiers: domainIdentifiers)
        }
    }

    /// Deletes the items of these domains and of every domain below them.
    public func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String]) async throws {
        _ = try await perform { try await $0.deleteSearchableItems(withDomainIdentifiers: domainIdentifiers) }
    }

    /// Deletes every item and the stored client state.
    @_disfavoredOverload
    @preconcurrency public func deleteAllSearchableItems(
        completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
    ) {
        perform(completionHandler) { try await $0.deleteAllSearchableItems() }
    }

    /// Deletes every item and the stored client state.
    public func deleteAllSearchableItems() async throws {
        _ = try await perform { try await $0.deleteAllSearchableItems() }
    }

    // MARK: Batches

    /// Starts a batch: the calls that follow are committed together when it ends. Beginning
    /// while a batch is open is a programming error, as on Apple platforms: it is reported on
    /// standard error and the open batch goes on.
    public func beginIndexBatch() {
        let index = searchableIndex
        SerialWorkQueue.current.submit {
            do {
                try await index.beginBatch()
            } catch {
                CompatDiagnostics.report("beginIndexBatch() on index '\(index.name)': \(error)")
            }
        }
    }

    /// Starts a batch (Apple's Swift name for ``beginIndexBatch()``).
    public func beginBatch() { beginIndexBatch() }

    /// Commits the batch and stores `clientState` with it.
    @_disfavoredOverload
    @preconcurrency public func endIndexBatch(
        withClientState clientState: Data, completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
    ) {
        perform(completionHandler) { index in
            try await index.endBatch(withClientState: clientState)
        }
    }

    /// Commits the batch and stores `clientState` with it (Apple's Swift name).
    @_disfavoredOverload
    @preconcurrency public func endBatch(
        withClientState clientState: Data, completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
    ) {
        endIndexBatch(withClientState: clientState, completionHandler: completionHandler)
    }

    /// Commits the batch and stores `clientState` with it.
    public func endBatch(withClientState clientState: Data) async throws {
        try await perform { index in
            try await index.endBatch(withClientState: clientState)
        }
    }

    /// Commits the batch only if the stored client state is still `expectedClientState`;
    /// otherwise rolls it back with ``CSIndexError/Code/mismatchedClientState``.
    @_disfavoredOverload
    @preconcurrency public func endIndexBatch(
        expectedClientState: Data?, newClientState: Data,
        completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
    ) {
        perform(completionHandler) { index in
            try await index.endIndexBatch(
                expectedClientState: expectedClientState, newClientState: newClientState)
        }
    }

    /// Commits the batch only if the stored client state is still `expectedClientState`.
    public func endIndexBatch(expectedClientState: Data?, newClientState: Data) async throws {
        try await perform { index in
            try await index.endIndexBatch(
                expectedClientState: expectedClientState, newClientState: newClientState)
        }
    }

    /// The client state stored by the last batch of this index, or `nil`.
    @preconcurrency public func fetchLastClientState(
        completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) {
        let index = searchableIndex
        SerialWorkQueue.current.submit {
            do {
                completionHandler(try await index.fetchLastClientState(), nil)
            } catch {
                completionHandler(nil, CSIndexError.bridging(error))
            }
        }
    }

    /// The client state stored by the last batch of this index; empty when none was stored.
    ///
    /// Apple's asynchronous form returns `Data`, not `Data?`; the completion-handler form gives
    /// `nil` for no state.
    public func fetchLastClientState() async throws -> Data {
        try await perform { try await $0.fetchLastClientState() } ?? Data()
    }

    // MARK: Item data

    /// The data of an item's content in `contentType`, from the index delegate's
    /// `data(for:itemIdentifier:typeIdentifier:)`: this index's items all come from this app,
    /// whatever `bundleIdentifier` names.
    @preconcurrency public func fetchData(
        forBundleIdentifier bundleIdentifier: String, itemIdentifier: String, contentType: UTType,
        completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) {
        do {
            completionHandler(try itemData(itemIdentifier: itemIdentifier, contentType: contentType), nil)
        } catch {
            completionHandler(nil, error)
        }
    }

    /// The data of an item's content in `contentType`; see the completion-handler form.
    public func fetchData(
        forBundleIdentifier bundleIdentifier: String, itemIdentifier: String, contentType: UTType
    )
        async throws -> Data
    {
        try itemData(itemIdentifier: itemIdentifier, contentType: contentType)
    }

    private func itemData(itemIdentifier: String, contentType: UTType) throws -> Data {
        guard let delegate = indexDelegate else { throw CocoaError(.fileReadNoSuchFile) }
        return try delegate.data(
            for: self, itemIdentifier: itemIdentifier, typeIdentifier: contentType.identifier)
    }

    // MARK: App entities

    /// Indexes one item per entity, associated with it at `priority`.
    public func indexAppEntities<Entity: IndexedEntity>(_ appEntities: [Entity], priority: Int = 0)
        async throws
    {
        try await perform { try await $0.indexAppEntities(appEntities, priority: priority) }
    }

    /// Deletes the items of the entities of `type` with these identifiers.
    public func deleteAppEntities<Entity: IndexedEntity>(
        identifiedBy identifiers: [Entity.ID], ofType type: Entity.Type
    ) async throws {
        _ = try await perform { try await $0.deleteAppEntities(identifiedBy: identifiers, ofType: type) }
    }

    /// Deletes the items of every entity of `type`.
    public func deleteAppEntities<Entity: IndexedEntity>(ofType type: Entity.Type) async throws {
        _ = try await perform { try await $0.deleteAppEntities(ofType: type) }
    }

    // MARK: Running calls in order

    private func perform(
        _ completionHandler: (@Sendable ((any Error)?) -> Void)?,
        _ work: @escaping @Sendable (SearchableIndex) async throws -> Void
    ) {
        let index = searchableIndex
        SerialWorkQueue.current.submit {
            do {
                try await work(index)
                completionHandler?(nil)
            } catch {
                completionHandler?(CSIndexError.bridging(error))
            }
        }
    }

    private func perform<Result: Sendable>(
        _ work: @escaping @Sendable (SearchableIndex) async throws -> Result
    )
        async throws -> Result
    {
        let index = searchableIndex
        do {
            return try await SerialWorkQueue.current.run { try await work(index) }
        } catch {
            throw CSIndexError.bridging(error)
        }
    }
}

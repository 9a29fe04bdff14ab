import Foundation

/// Core Data's Spotlight delegate spellings over `Searchlight.StoreSpotlightDelegate`: an app's
/// SQLite database stands in for the persistent store, and a `Searchlight.StoreDescription`
/// for the model's `isIndexedBySpotlight` properties.
///
/// ```swift
/// let store = NSPersistentStoreDescription(url: databaseURL)
/// let indexer = TagsSpotlightDelegate(forStoreWith: store, model: description)
/// indexer.startSpotlightIndexing()
/// NotificationCenter.default.addObserver(
///     forName: NSCoreDataCoreSpotlightDelegate.indexDidUpdateNotification, object: nil, queue: nil
/// ) { note in print(note.userInfo?[NSStoreUUIDKey] ?? "") }
/// ```
/// Override `domainIdentifier()`, `indexName()` and `attributeSet(for:)` as on Apple platforms:
/// the ``NSManagedObject`` an override receives reads its row's columns with `value(forKey:)`.
open class NSCoreDataCoreSpotlightDelegate: StoreSpotlightDelegate, CSSearchableIndexDelegate,
    @unchecked Sendable
{
    /// Posted after each index update, with `NSStoreUUIDKey` and `NSPersistentHistoryTokenKey`.
    public static let indexDidUpdateNotification = Notification.Name(
        "NSCoreDataCoreSpotlightDelegateIndexDidUpdateNotification")

    /// A delegate for the SQLite database at the description's URL, indexing what `model` describes.
    public init(forStoreWith storeDescription: NSPersistentStoreDescription, model: StoreDescription) {
        super.init(databasePath: storeDescription.url?.path ?? "", description: model)
        postUpdates()
    }

    /// A delegate whose index lives where `options` says (tests keep it out of the default one).
    package init(
        forStoreWith storeDescription: NSPersistentStoreDescription, model: StoreDescription,
        options: StoreIndexingOptions
    ) {
        super.init(databasePath: storeDescription.url?.path ?? "", description: model, options: options)
        postUpdates()
    }

    /// Posts ``indexDidUpdateNotification`` for every update, as Core Data does.
    private func postUpdates() {
        let events = self.events()
        Task { [weak self] in
            for await event in events {
                guard case .indexDidUpdate(let update) = event else { continue }
                NotificationCenter.default.post(
                    name: Self.indexDidUpdateNotification, object: self,
                    userInfo: [
                        NSStoreUUIDKey: update.storeIdentifier,
                        NSPersistentHistoryTokenKey: NSPersistentHistoryToken(update.token),
                    ])
            }
        }
    }

    /// Starts indexing in the background; a description that does not fit the database is
    /// reported on `Searchlight.StoreSpotlightDelegate.events()` and on standard error.
    public func startSpotlightIndexing() {
        Task { await reportFailure { try await startIndexing() } }
    }

    /// Stops indexing in the background.
    public func stopSpotlightIndexing() {
        Task { await stopIndexing() }
    }

    /// Deletes this store's items, then calls `completionHandler` with the error, if any.
    public func deleteSpotlightIndex(completionHandler: @escaping @Sendable ((any Error)?) -> Void) {
        Task {
            do {
                try await deleteIndex()
                completionHandler(nil)
            } catch {
                completionHandler(error)
            }
        }
    }

    /// The attribute set of an object's item; `nil` leaves the object out (and removes its item).
    /// Default: the one the description gives its row.
    open func attributeSet(for object: NSManagedObject) -> CSSearchableItemAttributeSet? {
        CSSearchableItemAttributeSet(object.storeRow.defaultAttributeSet)
    }

    /// Hands the row to ``attributeSet(for:)-(NSManagedObject)`` as an object, as Core Data does.
    open override func attributeSet(for row: StoreRow) -> SearchableItemAttributeSet? {
        attributeSet(for: NSManagedObject(row))?.searchableItemAttributeSet
    }

    /// Exports every object again, then calls `acknowledgementHandler`: what an index extension or
    /// an index delegate forwards when the index asks for all its items.
    open func searchableIndex(
        _ searchableIndex: CSSearchableIndex,
        reindexAllSearchableItemsWithAcknowledgementHandler acknowledgementHandler:
            @escaping @Sendable () -> Void
    ) {
        Task {
            await reportFailure { try await reindexAllRows() }
            acknowledgementHandler()
        }
    }

    /// Exports again the objects behind these identifiers, then calls `acknowledgementHandler`.
    open func searchableIndex(
        _ searchableIndex: CSSearchableIndex, reindexSearchableItemsWithIdentifiers identifiers: [String],
        acknowledgementHandler: @escaping @Sendable () -> Void
    ) {
        Task {
            await reportFailure { try await reindexRows(withIdentifiers: identifiers) }
            acknowledgementHandler()
        }
    }

    /// Apple's delegate has no error to hand back from these requests: a failure goes to standard
    /// error, as `startSpotlightIndexing()`'s does.
    private func reportFailure(_ body: () async throws -> Void) async {
        do {
            try await body()
        } catch {
            FileHandle.standardError.write(Data("NSCoreDataCoreSpotlightDelegate: \(error)\n".utf8))
        }
    }

    private func startIndexing() async throws {
        try await (self as StoreSpotlightDelegate).startSpotlightIndexing()
    }
    private func stopIndexing() async { await (self as StoreSpotlightDelegate).stopSpotlightIndexing() }
    private func deleteIndex() async throws {
        try await (self as StoreSpotlightDelegate).deleteSpotlightIndex()
    }
}

/// Core Data's key for the store identifier in `indexDidUpdateNotification`.
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The store metadata key of the store identifier.
public let NSStoreUUIDKey = "NSStoreUUID"
/// Core Data's key for the history token in `indexDidUpdateNotification`.
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The `userInfo` key of a history token in an index-did-update notification.
public let NSPersistentHistoryTokenKey = "historyToken"

import Foundation
import Synchronization

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
/// the ``NSManagedObject`` an override receives reads its row's columns with `value(forKey:)`,
/// and is an instance of the app's subclass named as the entity where the delegate's module has
/// one (`object as? Trip`).
///
/// Like Apple's, the class is not `Sendable`, so a subclass declares nothing about it; the work
/// is done by ``storeDelegate``, which calls back into the overrides from its indexing task, as
/// Core Data calls its delegate from its own queue.
open class NSCoreDataCoreSpotlightDelegate: NSObject, CSSearchableIndexDelegate {
    /// Posted after each index update, with `NSStoreUUIDKey` and `NSPersistentHistoryTokenKey`.
    public static let indexDidUpdateNotification = Notification.Name(
        "NSCoreDataCoreSpotlightDelegateIndexDidUpdateNotification")

    /// The native delegate that follows the database; its hooks are this object's overrides.
    public var storeDelegate: StoreSpotlightDelegate { forwarder }
    private let forwarder: Forwarder

    /// A delegate for the SQLite database at the description's URL, indexing what `model` describes;
    /// `options` say where the index lives (by default, the default store) and how quickly the
    /// database is followed. Required, so a delegate class held in a variable constructs its
    /// subclass (`delegateType.init(forStoreWith:model:)`), as apps do on Apple platforms.
    public required init(
        forStoreWith storeDescription: NSPersistentStoreDescription, model: StoreDescription,
        options: StoreIndexingOptions = StoreIndexingOptions()
    ) {
        // A store with no file (`NSInMemoryStoreType`) gets no path: starting then fails with the
        // native delegate's `databaseUnavailable`, as for any database that is not there.
        let isFile = storeDescription.type == NSSQLiteStoreType
        forwarder = Forwarder(
            databasePath: isFile ? storeDescription.url?.path ?? "" : "", description: model, options: options
        )
        super.init()
        forwarder.owner.withLock { $0 = WeakOwner(object: self) }
        postUpdates()
    }

    /// A delegate for the SQLite database at the description's URL, indexing what the
    /// coordinator's model describes: Core Data's designated spelling since iOS 13.
    public convenience init(
        forStoreWith storeDescription: NSPersistentStoreDescription, coordinator: NSPersistentStoreCoordinator
    ) {
        self.init(forStoreWith: storeDescription, model: coordinator.managedObjectModel)
    }

    /// Posts ``indexDidUpdateNotification`` for every update, as Core Data does, and reports a
    /// table left out whole on standard error.
    private func postUpdates() {
        let events = storeDelegate.events()
        let owner = WeakOwner(object: self)
        Task {
            for await event in events {
                switch event {
                case .indexDidUpdate(let update):
                    NotificationCenter.default.post(
                        name: NSCoreDataCoreSpotlightDelegate.indexDidUpdateNotification,
                        object: owner.object,
                        userInfo: [
                            NSStoreUUIDKey: update.storeIdentifier,
                            NSPersistentHistoryTokenKey: NSPersistentHistoryToken(update.token),
                        ])
                case .everyRowLeftOut(let table, let rows):
                    // Code written for Core Data casts the object to the app's subclass, which a
                    // row never is here: without this, such a delegate indexes nothing, silently.
                    CompatDiagnostics.report(
                        "NSCoreDataCoreSpotlightDelegate: attributeSet(for:) returned nil for all \(rows) rows of "
                            + "table '\(table)', so none of them is indexed. The object it receives is the app's "
                            + "NSManagedObject subclass named as the table in the delegate's module, else an "
                            + "NSManagedObject reading the row (a cast such as `object as? Note` then fails): "
                            + "check `object.entity.name` and read the columns with `value(forKey:)`")
                case .progress, .failed:
                    continue
                }
            }
        }
    }

    /// Whether indexing is running.
    public var isIndexingEnabled: Bool { storeDelegate.isIndexingEnabled }

    /// Starts indexing in the background; a description that does not fit the database is
    /// reported on `Searchlight.StoreSpotlightDelegate.events()` and on standard error.
    public func startSpotlightIndexing() {
        let delegate = storeDelegate
        Task {
            await NSCoreDataCoreSpotlightDelegate.reportFailure {
                try await delegate.startSpotlightIndexing()
            }
        }
    }

    /// Stops indexing in the background.
    public func stopSpotlightIndexing() {
        let delegate = storeDelegate
        Task { await delegate.stopSpotlightIndexing() }
    }

    /// Deletes this store's items, then calls `completionHandler` with the error, if any.
    @preconcurrency public func deleteSpotlightIndex(
        completionHandler: @escaping @Sendable ((any Error)?) -> Void
    ) {
        let delegate = storeDelegate
        Task {
            do {
                try await delegate.deleteSpotlightIndex()
                completionHandler(nil)
            } catch {
                completionHandler(error)
            }
        }
    }

    /// Deletes this store's items.
    public func deleteSpotlightIndex() async throws {
        try await storeDelegate.deleteSpotlightIndex()
    }

    // MARK: Apple's overridable hooks

    /// The domain of every item. Default: the store's identifier.
    open func domainIdentifier() -> String {
        forwarder.inheritedDomainIdentifier()
    }

    /// The name of the index the items go to. Default `nil`: an index of the store's own.
    open func indexName() -> String? {
        nil
    }

    /// The attribute set of an object's item; `nil` leaves the object out (and removes its item).
    /// Default: the one the description gives its row.
    open func attributeSet(for object: NSManagedObject) -> CSSearchableItemAttributeSet? {
        forwarder.inheritedAttributeSet(for: object.storeRow).map(CSSearchableItemAttributeSet.init)
    }

    // MARK: The index's requests

    /// Exports every object again, then calls `acknowledgementHandler`: what an index extension or
    /// an index delegate forwards when the index asks for all its items.
    @preconcurrency open func searchableIndex(
        _ searchableIndex: CSSearchableIndex,
        reindexAllSearchableItemsWithAcknowledgementHandler acknowledgementHandler:
            @escaping @Sendable () -> Void
    ) {
        let delegate = storeDelegate
        Task {
            await NSCoreDataCoreSpotlightDelegate.reportFailure { try await delegate.reindexAllRows() }
            acknowledgementHandler()
        }
    }

    /// Exports again the objects behind these identifiers, then calls `acknowledgementHandler`.
    @preconcurrency open func searchableIndex(
        _ searchableIndex: CSSearchableIndex, reindexSearchableItemsWithIdentifiers identifiers: [String],
        acknowledgementHandler: @escaping @Sendable () -> Void
    ) {
        let delegate = storeDelegate
        Task {
            await NSCoreDataCoreSpotlightDelegate.reportFailure {
                try await delegate.reindexRows(withIdentifiers: identifiers)
            }
            acknowledgementHandler()
        }
    }

    /// Apple's delegate has no error to hand back from these requests: a failure goes to standard
    /// error, as `startSpotlightIndexing()`'s does.
    private static func reportFailure(_ body: () async throws -> Void) async {
        do {
            try await body()
        } catch {
            FileHandle.standardError.write(Data("NSCoreDataCoreSpotlightDelegate: \(error)\n".utf8))
        }
    }

    /// The owner as the indexing task may hold it: weakly, so dropping the delegate stops indexing.
    private struct WeakOwner: @unchecked Sendable {
        // Unchecked: the owner's hooks are called from the indexing task, one row at a time, as
        // Core Data calls its delegate from its own queue.
        weak var object: NSCoreDataCoreSpotlightDelegate?
    }

    /// Routes the native hooks to the owner's Apple-shaped overrides.
    private final class Forwarder: StoreSpotlightDelegate, @unchecked Sendable {
        let owner = Mutex(WeakOwner(object: nil))

        // Without its owner (being deinitialized), the native defaults.
        override func domainIdentifier() -> String {
            owner.withLock(\.object)?.domainIdentifier() ?? super.domainIdentifier()
        }

        override func indexName() -> String? {
            guard let owner = owner.withLock(\.object) else { return super.indexName() }
            return owner.indexName()
        }

        override func attributeSet(for row: StoreRow) -> SearchableItemAttributeSet? {
            guard let owner = owner.withLock(\.object) else { return super.attributeSet(for: row) }
            // The app's entity classes are where its delegate subclass is declared.
            let module = String(reflecting: type(of: owner)).split(separator: ".").first.map(String.init)
            return owner.attributeSet(for: NSManagedObject.object(for: row, module: module))?
                .searchableItemAttributeSet
        }

        /// The native defaults, which the owner's defaults are.
        func inheritedDomainIdentifier() -> String { super.domainIdentifier() }
        func inheritedAttributeSet(for row: StoreRow) -> SearchableItemAttributeSet? {
            super.attributeSet(for: row)
        }
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

extension Notification.Name {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// ``NSCoreDataCoreSpotlightDelegate/indexDidUpdateNotification`` under the name Swift gives
    /// the Objective-C constant.
    public static let NSCoreDataCoreSpotlightDelegateIndexDidUpdate =
        NSCoreDataCoreSpotlightDelegate.indexDidUpdateNotification
}

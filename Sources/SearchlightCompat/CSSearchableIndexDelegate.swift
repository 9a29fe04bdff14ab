import Foundation
import Synchronization

/// Receives the index's requests to index items again, with Core Spotlight's spelling.
///
/// Apple's optional requirements (throttling, item-provider data, item updates) have default
/// implementations that do nothing: this platform never throttles nor updates items itself.
public protocol CSSearchableIndexDelegate: AnyObject {
    /// The index lost its items: index everything again, then call `acknowledgementHandler`.
    @preconcurrency func searchableIndex(
        _ searchableIndex: CSSearchableIndex,
        reindexAllSearchableItemsWithAcknowledgementHandler acknowledgementHandler:
            @escaping @Sendable () -> Void)

    /// These items could not be read back: index them again, then call `acknowledgementHandler`.
    @preconcurrency func searchableIndex(
        _ searchableIndex: CSSearchableIndex, reindexSearchableItemsWithIdentifiers identifiers: [String],
        acknowledgementHandler: @escaping @Sendable () -> Void)

    /// Indexing was slowed down.
    func searchableIndexDidThrottle(_ searchableIndex: CSSearchableIndex)
    /// Indexing runs at full speed again.
    func searchableIndexDidFinishThrottle(_ searchableIndex: CSSearchableIndex)
    /// The system updated attributes of these items.
    func searchableItemsDidUpdate(_ items: [CSSearchableItem])
    /// The current items with these identifiers, for `handler`: when the index asks for items
    /// again, those given here are indexed as they are, and only the others are asked for through
    /// `searchableIndex(_:reindexSearchableItemsWithIdentifiers:acknowledgementHandler:)`.
    @preconcurrency func searchableItems(
        forIdentifiers identifiers: [String],
        searchableItemsHandler handler: @escaping @Sendable ([CSSearchableItem]) -> Void)
    /// The same request naming the protection class of the index that asks (Apple's SDK 27
    /// spelling); by default it is passed on to `searchableItems(forIdentifiers:searchableItemsHandler:)`.
    @preconcurrency func searchableItems(
        forIdentifiers identifiers: [String], protectionClass: FileProtectionType,
        searchableItemsHandler handler: @escaping @Sendable ([CSSearchableItem]) -> Void)
    /// The data of an item's content of type `typeIdentifier`, for Apple's item providers.
    func data(for searchableIndex: CSSearchableIndex, itemIdentifier: String, typeIdentifier: String) throws
        -> Data
    /// A file holding an item's content of type `typeIdentifier`, for Apple's item providers.
    func fileURL(
        for searchableIndex: CSSearchableIndex, itemIdentifier: String, typeIdentifier: String, inPlace: Bool
    ) throws -> URL
}

extension CSSearchableIndexDelegate {
    /// The default: does nothing; this index never throttles.
    public func searchableIndexDidThrottle(_ searchableIndex: CSSearchableIndex) {}
    /// The default: does nothing; this index never throttles.
    public func searchableIndexDidFinishThrottle(_ searchableIndex: CSSearchableIndex) {}
    /// The default: does nothing; this index never rewrites items.
    public func searchableItemsDidUpdate(_ items: [CSSearchableItem]) {}
    /// The default: no items, so every identifier is asked for through the reindex request.
    @preconcurrency public func searchableItems(
        forIdentifiers identifiers: [String],
        searchableItemsHandler handler: @escaping @Sendable ([CSSearchableItem]) -> Void
    ) {
        handler([])
    }
    /// The default: the request without its protection class.
    @preconcurrency public func searchableItems(
        forIdentifiers identifiers: [String], protectionClass: FileProtectionType,
        searchableItemsHandler handler: @escaping @Sendable ([CSSearchableItem]) -> Void
    ) {
        searchableItems(forIdentifiers: identifiers, searchableItemsHandler: handler)
    }
    /// The default: no data. This index asks for none: item providers are Apple's.
    public func data(for searchableIndex: CSSearchableIndex, itemIdentifier: String, typeIdentifier: String)
        throws -> Data
    {
        throw CocoaError(.fileReadNoSuchFile)
    }
    /// The default: no file. This index asks for none: item providers are Apple's.
    public func fileURL(
        for searchableIndex: CSSearchableIndex, itemIdentifier: String, typeIdentifier: String, inPlace: Bool
    ) throws -> URL {
        throw CocoaError(.fileReadNoSuchFile)
    }
}

/// Delivers the native index's reindex requests to a ``CSSearchableIndexDelegate`` and waits for
/// its acknowledgement, so the index moves on only once the app has resubmitted the items.
final class DelegateBridge: SearchableIndexDelegate, @unchecked Sendable {
    // Unchecked: the delegate is the app's object, called one request at a time (the native
    // index awaits each), which is the threading Core Spotlight promises its delegates.
    private let delegate: any CSSearchableIndexDelegate
    private let index: CSSearchableIndex

    init(delegate: any CSSearchableIndexDelegate, index: CSSearchableIndex) {
        self.delegate = delegate
        self.index = index
    }

    func reindexAllSearchableItems(for request: ReindexRequest) async {
        await acknowledgement {
            delegate.searchableIndex(index, reindexAllSearchableItemsWithAcknowledgementHandler: $0)
        }
    }

    func reindexSearchableItems(withIdentifiers identifiers: [String], for request: ReindexRequest) async {
        let provided = await withCheckedContinuation {
            (found: CheckedContinuation<[SearchableItem], Never>) in
            let pending = Mutex<CheckedContinuation<[SearchableItem], Never>?>(found)
            delegate.searchableItems(forIdentifiers: identifiers, protectionClass: index.protectionClass) {
                items in
                let native = items.map(\.searchableItem)
                pending.withLock { continuation in
                    continuation?.resume(returning: native)
                    continuation = nil
                }
            }
        }
        let wanted = Set(identifiers)
        let items = provided.filter { wanted.contains($0.uniqueIdentifier) }
        var rest = identifiers
        if !items.isEmpty {
            do {
                try await index.searchableIndex.indexSearchableItems(items)
                let given = Set(items.map(\.uniqueIdentifier))
                rest = identifiers.filter { !given.contains($0) }
            } catch {
                CompatDiagnostics.report("the items the delegate gave were not indexed: \(error)")
            }
        }
        guard !rest.isEmpty else { return }
        await acknowledgement {
            delegate.searchableIndex(
                index, reindexSearchableItemsWithIdentifiers: rest, acknowledgementHandler: $0)
        }
    }

    /// Waits until the handler passed to `request` is called; calling it again does nothing.
    private func acknowledgement(_ request: (@escaping @Sendable () -> Void) -> Void) async {
        await withCheckedContinuation { (acknowledged: CheckedContinuation<Void, Never>) in
            let pending = Mutex<CheckedContinuation<Void, Never>?>(acknowledged)
            request {
                pending.withLock { continuation in
                    continuation?.resume()
                    continuation = nil
                }
            }
        }
    }
}

/// A delegate reference that can sit behind a lock.
struct DelegateReference: @unchecked Sendable {
    // Unchecked: only read and replaced under the index's lock, and called as `DelegateBridge` says.
    let delegate: (any CSSearchableIndexDelegate)?
}

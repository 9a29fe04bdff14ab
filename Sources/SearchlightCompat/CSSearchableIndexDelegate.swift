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
        await acknowledgement {
            delegate.searchableIndex(
                index, reindexSearchableItemsWithIdentifiers: identifiers, acknowledgementHandler: $0)
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

/// Receives the index's requests to resubmit items, mirroring `CSSearchableIndexDelegate`.
///
/// The index holds its delegate strongly, so callbacks cannot silently stop because the
/// delegate was released.
public protocol SearchableIndexDelegate: AnyObject, Sendable {
    /// The store was lost or rebuilt: index every item again.
    func reindexAllSearchableItems(for request: ReindexRequest) async
    /// These items could not be read back: index them again.
    func reindexSearchableItems(withIdentifiers identifiers: [String], for request: ReindexRequest) async
}

/// Which index (and domain, when known) a reindex request is about, and why.
public struct ReindexRequest: Sendable, Equatable {
    /// Why the index asks for items again.
    public enum Reason: Sendable, Equatable {
        /// The store file was unreadable and was recreated empty.
        case storeRebuilt
        /// Stored items could not be decoded.
        case unreadableItems
    }

    /// The index name whose items to resubmit.
    public var indexName: String
    /// The domain whose items to resubmit, when known; `nil` means every domain.
    public var domainIdentifier: String?
    /// Why the items are needed again.
    public var reason: Reason

    /// Creates a request.
    public init(indexName: String, domainIdentifier: String?, reason: Reason) {
        self.indexName = indexName
        self.domainIdentifier = domainIdentifier
        self.reason = reason
    }
}

/// Adapts closures to ``SearchableIndexDelegate``.
final class ClosureIndexDelegate: SearchableIndexDelegate {
    let all: @Sendable (ReindexRequest) async -> Void
    let some: @Sendable ([String], ReindexRequest) async -> Void

    init(
        all: @escaping @Sendable (ReindexRequest) async -> Void,
        some: @escaping @Sendable ([String], ReindexRequest) async -> Void
    ) {
        self.all = all
        self.some = some
    }

    func reindexAllSearchableItems(for request: ReindexRequest) async { await all(request) }

    func reindexSearchableItems(withIdentifiers identifiers: [String], for request: ReindexRequest) async {
        await some(identifiers, request)
    }
}

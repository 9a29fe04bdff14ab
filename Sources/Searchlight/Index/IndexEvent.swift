import Foundation

/// Something that happened to an index, delivered through ``SearchableIndex/events()``.
///
/// Events are sent after the change is committed, so a listener never sees a batch that was
/// rolled back.
public enum IndexEvent: Sendable, Equatable {
    case indexed(identifiers: [String], indexName: String)
    case deleted(identifiers: [String], indexName: String)
    case expired(identifiers: [String])
    case batchCommitted(clientState: Data, indexName: String)
    /// The store file was damaged: it was moved aside (kept) and a new, empty store created. Sent
    /// once, to the first index that opened the store, before anything was written to the new one.
    case storeRebuilt(StoreRebuild)
}

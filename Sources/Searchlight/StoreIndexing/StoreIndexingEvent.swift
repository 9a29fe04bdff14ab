/// What store-driven indexing reports on ``StoreSpotlightDelegate/events()``.
public enum StoreIndexingEvent: Sendable, Equatable {
    /// Rows of a table were indexed while indexing it from the start.
    case progress(StoreIndexingProgress)
    /// The index holds every change up to a history token (Core Data's
    /// `indexDidUpdateNotification`).
    case indexDidUpdate(StoreIndexUpdate)
    /// A pass failed; indexing goes on and retries at the next change or poll.
    case failed(StoreIndexingError)
}

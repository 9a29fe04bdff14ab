/// What store-driven indexing reports on ``StoreSpotlightDelegate/events()``.
public enum StoreIndexingEvent: Sendable, Equatable {
    /// Rows of a table were indexed while indexing it from the start.
    case progress(StoreIndexingProgress)
    /// The index holds every change up to a history token (Core Data's
    /// `indexDidUpdateNotification`).
    case indexDidUpdate(StoreIndexUpdate)
    /// A pass failed; indexing goes on and retries at the next change or poll.
    case failed(StoreIndexingError)
    /// A pass over a table from the start left out every one of its rows: ``StoreSpotlightDelegate/attributeSet(for:)``
    /// returned `nil` for all of them, so nothing of the table is in the index. Usually an
    /// override whose condition never holds, such as a cast to a type the rows never have.
    case everyRowLeftOut(table: String, rows: Int)
}

import Foundation

/// Where store-driven indexing writes and how quickly it follows the database.
public struct StoreIndexingOptions: Sendable, Equatable {
    /// The directory of the index store (see ``SearchableIndex/defaultLocation``).
    public var indexLocation: URL
    /// The configuration of the index.
    public var indexConfiguration: IndexConfiguration
    /// Rows (or history entries) per committed batch.
    public var batchSize: Int
    /// How often the database is checked for commits by other connections and processes.
    /// Changes announced with ``StoreSpotlightDelegate/noteChanges()`` are processed at once.
    public var pollInterval: Duration

    /// Creates options.
    public init(
        indexLocation: URL = SearchableIndex.defaultLocation,
        indexConfiguration: IndexConfiguration = IndexConfiguration(), batchSize: Int = 500,
        pollInterval: Duration = .milliseconds(100)
    ) {
        self.indexLocation = indexLocation
        self.indexConfiguration = indexConfiguration
        self.batchSize = max(1, batchSize)
        self.pollInterval = pollInterval
    }
}

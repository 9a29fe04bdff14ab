import Foundation

/// Where store-driven indexing writes and how quickly it follows the database.
public struct StoreIndexingOptions: Sendable, Equatable {
    /// The directory of the index store (see ``SearchableIndex/defaultLocation``).
    public var indexLocation: URL
    /// The configuration of the index.
    public var indexConfiguration: IndexConfiguration
    /// Rows (or history entries) per committed batch.
    public var batchSize: Int
    /// How often the database is checked for commits by other connections and processes when
    /// no write was reported: the bound on latency where file notifications are unavailable or
    /// turned off. Changes announced with ``StoreSpotlightDelegate/noteChanges()`` are processed
    /// at once.
    public var pollInterval: Duration
    /// Whether writes to the database's files are noticed as they happen, through the file
    /// system's change notifications (inotify on Linux), whichever connection or process commits
    /// them. Off, or where the platform has none, ``pollInterval`` alone bounds the latency.
    public var watchesDatabaseFiles: Bool

    /// Creates options.
    public init(
        indexLocation: URL = SearchableIndex.defaultLocation,
        indexConfiguration: IndexConfiguration = IndexConfiguration(), batchSize: Int = 500,
        pollInterval: Duration = .milliseconds(100), watchesDatabaseFiles: Bool = true
    ) {
        self.indexLocation = indexLocation
        self.indexConfiguration = indexConfiguration
        self.batchSize = max(1, batchSize)
        self.pollInterval = pollInterval
        self.watchesDatabaseFiles = watchesDatabaseFiles
    }
}

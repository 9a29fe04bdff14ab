/// A snapshot of what a store holds.
public struct IndexStatistics: Sendable, Equatable {
    /// Visible items in the store, across all index names.
    public var itemCount: Int
    /// Visible items per domain, sorted by domain; `nil` is items without a domain.
    public var itemsPerDomain: [DomainCount]
    /// Size of the database file's pages, in bytes.
    public var storeBytes: Int
    /// Size of the full-text index, in bytes.
    public var fullTextBytes: Int
    /// Damaged store files that were moved aside, and kept, when the store was rebuilt (see
    /// ``StoreRebuild``); empty once they are deleted.
    public var damagedFilesKept: [String] = []
}

/// The number of visible items in one domain.
public struct DomainCount: Sendable, Equatable {
    /// The domain; `nil` counts items without one.
    public var domainIdentifier: String?
    /// How many visible items the domain holds.
    public var count: Int

    /// Creates a count.
    public init(domainIdentifier: String?, count: Int) {
        self.domainIdentifier = domainIdentifier
        self.count = count
    }
}

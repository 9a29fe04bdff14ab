/// How a ``SearchQuery`` runs, mirroring `CSSearchQueryContext`.
///
/// ```swift
/// let context = QueryContext(fetchAttributes: ["title", "fileSize"], filterQueries: ["fileSize > 1000"])
/// ```
public struct QueryContext: Sendable, Equatable {
    /// Attributes to populate on results (the content type is always kept); empty means all.
    public var fetchAttributes: [String]
    /// Query strings in the same language that every result must also match (ANDed with the query).
    public var filterQueries: [String]
    /// Most results to return; 0 returns every match.
    public var maxResultCount: Int
    /// Only items in these domains (and their subdomains); `nil` searches every domain.
    public var domainIdentifiers: [String]?
    /// Only items indexed through these index names; `nil` searches every index of the store.
    public var indexNames: [String]?

    /// Creates a context; the defaults return every matching item with all its attributes.
    public init(
        fetchAttributes: [String] = [], filterQueries: [String] = [], maxResultCount: Int = 0,
        domainIdentifiers: [String]? = nil, indexNames: [String]? = nil
    ) {
        self.fetchAttributes = fetchAttributes
        self.filterQueries = filterQueries
        self.maxResultCount = maxResultCount
        self.domainIdentifiers = domainIdentifiers
        self.indexNames = indexNames
    }
}

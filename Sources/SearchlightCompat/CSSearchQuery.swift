/// A query in Core Spotlight's query language, with its class spelling; a bridge to
/// `Searchlight.SearchQuery`.
///
/// ```swift
/// let query = CSSearchQuery(queryString: "title == \"trip*\"cd", queryContext: context)
/// query.foundItemsHandler = { items in … }
/// query.completionHandler = { error in … }
/// query.start()
/// ```
public class CSSearchQuery: NSObject {
    /// The native query.
    public let searchQuery: SearchQuery

    /// A query of the default index's store.
    public convenience init(queryString: String, queryContext: CSSearchQueryContext?) {
        self.init(queryString: queryString, queryContext: queryContext, index: .default())
    }

    /// A query of `index`'s store (every index name in it, unless the context narrows it), for an
    /// app whose index is not in the default store.
    public init(queryString: String, queryContext: CSSearchQueryContext?, index: SearchableIndex) {
        searchQuery = SearchQuery(
            queryString: queryString, queryContext: queryContext?.queryContext ?? QueryContext(), index: index
        )
    }

    /// A query that fetches `attributes` (Apple's older form).
    public convenience init(queryString: String, attributes: [String]?) {
        let context = CSSearchQueryContext()
        context.fetchAttributes = attributes ?? []
        self.init(queryString: queryString, queryContext: context)
    }

    /// Called with each batch of found items.
    public var foundItemsHandler: (@Sendable ([CSSearchableItem]) -> Void)? {
        didSet {
            guard let handler = foundItemsHandler else {
                searchQuery.foundItemsHandler = nil
                return
            }
            searchQuery.foundItemsHandler = { @Sendable items in handler(items.map { CSSearchableItem($0) }) }
        }
    }

    /// Called once at the end: `nil` on success, else the error.
    public var completionHandler: (@Sendable ((any Error)?) -> Void)? {
        didSet {
            guard let handler = completionHandler else {
                searchQuery.completionHandler = nil
                return
            }
            searchQuery.completionHandler = { @Sendable error in handler(error) }
        }
    }

    /// How many items were found so far.
    public var foundItemCount: Int { searchQuery.foundItemCount }

    /// Whether ``cancel()`` was called.
    public var isCancelled: Bool { searchQuery.isCancelled }

    /// File protection classes to search; they do not exist on this platform.
    public var protectionClasses: [FileProtectionType] = []

    /// Runs the query once every index call made before it has been carried out.
    public func start() {
        let query = searchQuery
        SerialWorkQueue.current.submit { query.start() }
    }

    /// Stops the query.
    public func cancel() { searchQuery.cancel() }
}

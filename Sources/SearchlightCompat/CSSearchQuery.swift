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
    public var foundItemsHandler: (([CSSearchableItem]) -> Void)? {
        didSet {
            guard let handler = foundItemsHandler.map(QueryHandler.init) else {
                searchQuery.foundItemsHandler = nil
                return
            }
            searchQuery.foundItemsHandler = { @Sendable items in
                handler.call(items.map { CSSearchableItem($0) })
            }
        }
    }

    /// Called once at the end: `nil` on success, else the error (a ``CSSearchQueryError`` for a
    /// failed query).
    public var completionHandler: (((any Error)?) -> Void)? {
        didSet {
            guard let handler = completionHandler.map(QueryHandler.init) else {
                searchQuery.completionHandler = nil
                return
            }
            searchQuery.completionHandler = { @Sendable error in
                handler.call(error.map(CSSearchQueryError.bridging))
            }
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

    /// The found items, for `for try await`: iterating starts the query (use either this or the
    /// handlers, as with Apple's class).
    ///
    /// ```swift
    /// for try await result in CSSearchQuery(queryString: "title == \"trip*\"cd", queryContext: nil).results {
    ///     print(result.item.uniqueIdentifier)
    /// }
    /// ```
    public var results: Results { Results(source: resultsSource) }

    /// Where ``results`` come from: the query-language query, or (for ``CSUserQuery``) the
    /// ranked search of what the user typed.
    var resultsSource: Results.Source { .language(searchQuery.results) }

    /// The found items of a query, as Core Spotlight's `CSSearchQuery.Results`.
    public struct Results: AsyncSequence, Sendable {
        /// A found item.
        public typealias Element = Item

        /// A found item. Items are equal when they are the same result, and sort best first.
        public struct Item: Sendable, Identifiable, Hashable, Comparable {
            /// The native result; its score is 0 unless the query ranks (``CSUserQuery``).
            public let result: UserQuery.Item
            /// The item's identifier.
            public var id: String { result.id }
            /// The item, as Core Spotlight's class.
            public var item: CSSearchableItem { CSSearchableItem(ranked: result) }

            /// Hashes the identifier.
            public func hash(into hasher: inout Hasher) { hasher.combine(result.id) }

            /// Whether `lhs` ranks before `rhs`: the higher score, then the identifier.
            public static func < (lhs: Self, rhs: Self) -> Bool {
                lhs.result.score != rhs.result.score ? lhs.result.score > rhs.result.score : lhs.id < rhs.id
            }
        }

        enum Source: Sendable {
            case language(SearchQuery.Results)
            case user(UserQuery.Results)
        }

        let source: Source

        /// An iterator that runs the query when first asked for an element.
        public func makeAsyncIterator() -> AsyncIterator {
            switch source {
            case .language(let results): AsyncIterator(base: .language(results.makeAsyncIterator()))
            case .user(let results): AsyncIterator(base: .user(results.makeAsyncIterator()))
            }
        }

        /// App Intents' name for ``AsyncIterator``.
        public typealias Iterator = AsyncIterator

        /// Iterates over the found items.
        public struct AsyncIterator: AsyncIteratorProtocol {
            enum Base {
                case language(SearchQuery.Results.Iterator)
                case user(UserQuery.Results.Iterator)
            }

            var base: Base
            private var hasStarted = false

            init(base: Base) { self.base = base }

            /// The next item, or `nil` after the last one; a failed query throws a
            /// ``CSSearchQueryError``. The query runs once every index call made before the
            /// first item is asked for has been carried out, as ``CSSearchQuery/start()`` does.
            public mutating func next() async throws -> Item? {
                if !hasStarted {
                    hasStarted = true
                    await CSSearchableIndex.waitForPendingWork()
                }
                do {
                    switch base {
                    case .language(var results):
                        let found = try await results.next()
                        base = .language(results)
                        return found.map { Item(result: UserQuery.Item(item: $0.item, score: 0)) }
                    case .user(var results):
                        let found = try await results.next()
                        base = .user(results)
                        return found.map { Item(result: $0) }
                    }
                } catch {
                    throw CSSearchQueryError.bridging(error)
                }
            }
        }
    }
}

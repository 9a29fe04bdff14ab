import Foundation
import Synchronization

/// A query in Core Spotlight's query language, mirroring `CSSearchQuery`.
///
/// Read the results as an async sequence:
///
/// ```swift
/// let query = SearchQuery(queryString: #"title == "Paris"wc && rating >= 4"#,
///                         queryContext: QueryContext(fetchAttributes: ["title"]), index: index)
/// for try await result in query.results {
///     print(result.id, result.item.attributeSet.title ?? "")
/// }
/// ```
///
/// or with handlers, as on Apple platforms:
///
/// ```swift
/// query.foundItemsHandler = { items in show(items) }
/// query.completionHandler = { error in finish(error) }
/// query.start()
/// ```
///
/// Results come in indexing order (the order in which items were first indexed), which is stable
/// from run to run. Expired items and items of hidden entities are never returned.
///
/// A query is one-shot: use either ``results`` or ``start()``, once. `$time` values are evaluated when
/// the query starts. `!=` is the negation of `==`, so an item without the attribute satisfies
/// `attr != "x"` (and `attr != "*"` means the attribute is absent); ordering comparisons never match an
/// absent attribute.
///
/// A query holds at most ``QueryExpression/maximumClauseCount`` clauses (1,000) and
/// ``QueryExpression/maximumTermCount`` words in its values (4,000), so its work is bounded; a longer one
/// fails with `.invalidQuery` and a ``QuerySyntaxError`` of kind `.queryTooComplex` pointing at the
/// first clause past the limit. A query's failure is always a query error: `.indexUnreachable` means the
/// store itself could not be read.
public final class SearchQuery: Sendable {
    /// A matching item, mirroring `CSSearchQuery.Results.Item`.
    public struct Item: Sendable, Identifiable, Equatable {
        /// The item, with only the context's `fetchAttributes` populated.
        public var item: SearchableItem
        /// The item's unique identifier.
        public var id: String { item.uniqueIdentifier }
    }

    /// The query string, or the canonical form of a builder query.
    public let queryString: String
    /// How the query runs.
    public let queryContext: QueryContext
    /// The index searched (every index name of its store, unless the context narrows it).
    public let index: SearchableIndex

    private let expression: Result<QueryExpression, QuerySyntaxError>
    fileprivate let state = Mutex(State())

    fileprivate struct State {
        enum Phase {
            case ready
            case running
            case finished
        }

        var phase = Phase.ready
        var isCancelled = false
        var foundItemCount = 0
        var foundItemsHandler: (@Sendable ([SearchableItem]) -> Void)?
        var completionHandler: (@Sendable (SearchQueryError?) -> Void)?
        var task: Task<Void, Never>?
    }

    /// Creates a query from a query string; syntax errors are reported when it starts.
    ///
    /// - Parameters:
    ///   - queryString: a query such as `contentType == "public.email-message" && subject != "Re:*"`.
    ///   - queryContext: attributes to fetch, filter queries and scope.
    ///   - index: the index to search; by default, the default index.
    public init(
        queryString: String, queryContext: QueryContext = QueryContext(), index: SearchableIndex = .default()
    ) {
        self.queryString = queryString
        self.queryContext = queryContext
        self.index = index
        do {
            expression = .success(try QueryExpression.parseCheckingValues(queryString))
        } catch {
            expression = .failure(error)
        }
    }

    /// Creates a query from a typed query, such as `.title.matches("lat", .prefix) && .rating >= 4`.
    public init(
        _ query: QueryExpression, queryContext: QueryContext = QueryContext(),
        index: SearchableIndex = .default()
    ) {
        self.queryString = query.description
        self.queryContext = queryContext
        self.index = index
        self.expression = .success(query)
    }

    /// Called with each batch of matching items, one batch at a time; set it before ``start()``.
    public var foundItemsHandler: (@Sendable ([SearchableItem]) -> Void)? {
        get { state.withLock { $0.foundItemsHandler } }
        set { state.withLock { $0.foundItemsHandler = newValue } }
    }

    /// Called once when the query ends: `nil` on success, otherwise the error (`.cancelled` after
    /// ``cancel()``, `.invalidQuery` for a query that does not parse or names an unknown attribute).
    ///
    /// A second ``start()`` does not run the query again: it calls this handler with `.alreadyStarted`.
    public var completionHandler: (@Sendable (SearchQueryError?) -> Void)? {
        get { state.withLock { $0.completionHandler } }
        set { state.withLock { $0.completionHandler = newValue } }
    }

    /// How many items were found so far; updated before each ``foundItemsHandler`` call.
    public var foundItemCount: Int { state.withLock { $0.foundItemCount } }

    /// Whether ``cancel()`` was called.
    public var isCancelled: Bool { state.withLock { $0.isCancelled } }

    /// Runs the query, delivering batches to ``foundItemsHandler`` and the end to ``completionHandler``.
    public func start() {
        enum Action {
            case run
            case complete(SearchQueryError, (@Sendable (SearchQueryError?) -> Void)?)
        }
        let action: Action = state.withLock { state in
            switch state.phase {
            case .ready where state.isCancelled:
                state.phase = .finished
                return .complete(Self.cancelledError, state.completionHandler)
            case .ready:
                state.phase = .running
                return .run
            case .running, .finished:
                return .complete(Self.alreadyStartedError, state.completionHandler)
            }
        }
        switch action {
        case .complete(let error, let handler):
            handler?(error)
        case .run:
            let task = Task {
                do {
                    try await self.execute { batch in
                        let handler: (@Sendable ([SearchableItem]) -> Void)? = try self.state.withLock {
                            state in
                            guard !state.isCancelled else { throw Self.cancelledError }
                            state.foundItemCount += batch.count
                            return state.foundItemsHandler
                        }
                        handler?(batch)
                    }
                    self.finish(nil)
                } catch {
                    self.finish(Self.queryError(error))
                }
            }
            state.withLock { $0.task = task }
        }
    }

    /// Stops the query; the completion handler (or the ``results`` sequence) ends with `.cancelled`
    /// unless the query had already finished.
    public func cancel() {
        let task = state.withLock { state in
            state.isCancelled = true
            return state.task
        }
        task?.cancel()
    }

    /// The matching items; iterating starts the query (so it counts as the query's one run).
    public var results: Results { Results(query: self) }

    /// The query's matching items, mirroring `CSSearchQuery.Results`. Iterating runs the query in the
    /// iterating task, a page of items at a time: a slow consumer holds back the query rather than
    /// letting results pile up.
    public struct Results: AsyncSequence, Sendable {
        /// A matching item.
        public typealias Element = Item
        let query: SearchQuery

        /// An iterator that runs the query when first asked for an element.
        public func makeAsyncIterator() -> Iterator { Iterator(query: query) }

        /// Iterates a query's results; the first `next()` starts the query.
        public struct Iterator: AsyncIteratorProtocol {
            let query: SearchQuery
            private var run: ResultPager?
            private var started = false
            private var pending: [SearchableItem] = []

            init(query: SearchQuery) { self.query = query }

            /// The next matching item, or `nil` after the last one.
            public mutating func next() async throws -> Item? {
                do {
                    if !started {
                        started = true
                        try query.begin()
                        run = try query.plan()
                    }
                    if query.isCancelled { throw SearchQuery.cancelledError }
                    while pending.isEmpty {
                        guard let run, let batch = try await run.nextPage()?.map(\.item) else {
                            query.state.withLock { $0.phase = .finished }
                            return nil
                        }
                        try query.count(batch)
                        pending = batch.reversed()
                    }
                    return pending.popLast().map(Item.init)
                } catch {
                    query.state.withLock { $0.phase = .finished }
                    run = nil
                    throw Self.queryError(error)
                }
            }

            fileprivate static func queryError(_ error: any Error) -> SearchQueryError {
                SearchQuery.queryError(error)
            }
        }
    }

    /// Moves the query to running, or says why it cannot run.
    private func begin() throws(SearchQueryError) {
        let error: SearchQueryError? = state.withLock { state in
            switch state.phase {
            case .ready where state.isCancelled:
                state.phase = .finished
                return Self.cancelledError
            case .ready:
                state.phase = .running
                return nil
            case .running, .finished:
                return Self.alreadyStartedError
            }
        }
        if let error { throw error }
    }

    /// Adds a delivered batch to ``foundItemCount``, unless the query was cancelled.
    private func count(_ batch: [SearchableItem]) throws(SearchQueryError) {
        try state.withLock { state throws(SearchQueryError) in
            guard !state.isCancelled else { throw Self.cancelledError }
            state.foundItemCount += batch.count
        }
    }

    // MARK: Running

    fileprivate static let cancelledError = SearchQueryError(.cancelled, message: "the query was cancelled")
    private static let alreadyStartedError = SearchQueryError(
        .alreadyStarted, message: "a query runs once; create a new SearchQuery to run it again")

    private func finish(_ error: SearchQueryError?) {
        let handler: (@Sendable (SearchQueryError?) -> Void)?
        let final: SearchQueryError?
        (handler, final) = state.withLock { state in
            guard state.phase != .finished else { return (nil, nil) }
            state.phase = .finished
            return (state.completionHandler, state.isCancelled ? Self.cancelledError : error)
        }
        handler?(final)
    }

    fileprivate static func queryError(_ error: any Error) -> SearchQueryError {
        switch error {
        case let error as SearchQueryError: error
        case is CancellationError: cancelledError
        case let error as SearchableIndexError:
            SearchQueryError(.indexUnreachable, message: "the index cannot be read: \(error)")
        default: SearchQueryError(.unknown, message: "\(error)")
        }
    }

    /// Parses, resolves and compiles the query with its filters (fixing `$time` now) and finds the
    /// candidate rows.
    private func plan() throws -> ResultPager {
        let now = index.configuration.clock.now()
        let expression: QueryExpression
        switch self.expression {
        case .success(let parsed): expression = parsed
        case .failure(let error):
            throw SearchQueryError(.invalidQuery, message: error.description, syntaxError: error)
        }
        let context = queryContext
        var predicates = [try QueryPredicate.resolve(expression, now: now)]
        for filter in context.filterQueries {
            predicates.append(try FilterQueries.predicate(filter, now: now, role: "filter query"))
        }
        let compiled = CompiledQuery(predicate: predicates.count == 1 ? predicates[0] : .and(predicates))
        let projection = try Self.projection(context.fetchAttributes)
        let scope = FullTextSearcher.Scope(
            domainIdentifiers: context.domainIdentifiers, indexNames: context.indexNames)
        let remaining = context.maxResultCount > 0 ? context.maxResultCount : Int.max
        let limit = compiled.needsVerification || remaining == .max ? nil : remaining
        let rows = try QueryExecutor.read(index) {
            try QueryExecutor(connection: $0).candidateRowIDs(compiled, scope: scope, now: now, limit: limit)
        }
        return ResultPager(
            index: index, rows: rows.map { RankedRow(rowID: $0, score: 0) },
            fetchAttributes: projection ?? [],
            filter: compiled, limit: remaining)
    }

    /// Runs the query for the handler form, delivering each page to `emit`.
    private func execute(_ emit: ([SearchableItem]) throws -> Void) async throws {
        let run = try plan()
        while let batch = try await run.nextPage()?.map(\.item) {
            try Task.checkCancellation()
            try emit(batch)
        }
    }

    /// The attribute names to keep, or `nil` for all.
    ///
    /// Names follow the rule of query strings (see `QueryAttribute.init(name:)`): `kMDItem…` names map to
    /// their attribute, other names are built-in or custom attributes.
    package static func projection(_ names: [String]) throws(SearchQueryError) -> Set<String>? {
        guard !names.isEmpty else { return nil }
        var kept: Set<String> = []
        for name in names {
            guard case .named(let mapped)? = QueryAttribute(name: name) else {
                let reason =
                    name.hasPrefix("kMD")
                    ? QueryAttribute.spotlightHint(for: name)
                    : (CustomAttributeKey.validationError(forKeyName: name)?.description
                        ?? "not an attribute name")
                throw SearchQueryError(
                    .invalidQuery, message: "fetchAttributes: unknown attribute '\(name)': \(reason)")
            }
            do {
                _ = try ResolvedAttribute.resolve(.named(mapped))
            } catch {
                throw SearchQueryError(.invalidQuery, message: "fetchAttributes: \(error.message)")
            }
            kept.insert(mapped)
        }
        return kept
    }
}

import Foundation
import Synchronization

/// A search-box query: free text, the last word matched as a prefix, results ranked by relevance,
/// mirroring `CSUserQuery`.
///
/// A query is one-shot: request its ``responses``, ``results`` or ``suggestions`` once.
///
/// ```swift
/// let query = UserQuery(userQueryString: "flat wh", userQueryContext: UserQueryContext(maxResultCount: 20),
///                       index: index)
/// for try await result in query.results {
///     print(result.id, result.item.attributeSet.title ?? "")
/// }
/// ```
public final class UserQuery: Sendable {
    /// A matching item with its relevance score (higher is better; 0 for unranked results).
    public struct Item: Sendable, Identifiable, Equatable {
        public var item: SearchableItem
        public var score: Double
        public var id: String { item.uniqueIdentifier }
    }

    /// A completion of the text being typed.
    public struct Suggestion: Sendable, Hashable {
        /// The whole query with its last word completed.
        public var text: String
        /// The completed word, as indexed (folded).
        public var completion: String
        /// How many items contain the completed word.
        public var itemCount: Int
    }

    public enum Response: Sendable, Equatable {
        case item(Item)
        case suggestion(Suggestion)
    }

    public let userQueryString: String?
    public let userQueryContext: UserQueryContext
    public let index: SearchableIndex
    private let state = Mutex(State.ready)

    private enum State {
        case ready
        case started
        case cancelled
    }

    public init(
        userQueryString: String?, userQueryContext: UserQueryContext = UserQueryContext(),
        index: SearchableIndex = .default()
    ) {
        self.userQueryString = userQueryString
        self.userQueryContext = userQueryContext
        self.index = index
    }

    /// Suggestions first (when `maxSuggestionCount > 0`), then items in rank order.
    public var responses: AsyncThrowingStream<Response, any Error> { run(items: true, suggestions: true) }

    /// Matching items in rank order.
    public var results: AsyncThrowingStream<Item, any Error> {
        run(items: true, suggestions: false).compactMapItems()
    }

    /// Completions of the last word, most common first.
    public var suggestions: AsyncThrowingStream<Suggestion, any Error> {
        run(items: false, suggestions: true).compactMapSuggestions()
    }

    /// Stops the query; a stream in progress finishes with `.cancelled`.
    public func cancel() {
        state.withLock { $0 = .cancelled }
    }

    var isCancelled: Bool { state.withLock { if case .cancelled = $0 { true } else { false } } }

    private func run(items: Bool, suggestions: Bool) -> AsyncThrowingStream<Response, any Error> {
        let startError: SearchQueryError? = state.withLock { state in
            switch state {
            case .ready:
                state = .started
                return nil
            case .started:
                return SearchQueryError(.alreadyStarted, message: "a query runs once; create a new UserQuery")
            case .cancelled:
                return SearchQueryError(.cancelled, message: "the query was cancelled")
            }
        }
        let execution = UserQueryExecution(query: self, wantsItems: items, wantsSuggestions: suggestions)
        return AsyncThrowingStream { continuation in
            if let startError {
                continuation.finish(throwing: startError)
                return
            }
            let task = Task {
                do {
                    try await execution.run { response in
                        if self.isCancelled { throw SearchQueryError(.cancelled, message: "the query was cancelled") }
                        continuation.yield(response)
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}

/// The work of one ``UserQuery``: plan, rank, load and stream.
private struct UserQueryExecution: Sendable {
    let query: UserQuery
    let wantsItems: Bool
    let wantsSuggestions: Bool

    /// Items are loaded in pages so a query for "all results" does not hold every item in memory.
    static let pageSize = 64

    func run(_ emit: (UserQuery.Response) throws -> Void) async throws {
        let context = query.userQueryContext
        let text = FullTextQuery(userText: query.userQueryString ?? "")
        guard !text.isEmpty else { return }
        let index = query.index
        let now = Date()
        let scope = FullTextSearcher.Scope(
            domainIdentifiers: context.domainIdentifiers, indexNames: context.indexNames,
            conditions: try FilterQueries.conditions(context.filterQueries, now: now))
        let match = text.matchExpression()

        if wantsSuggestions, context.maxSuggestionCount > 0, let prefix = text.prefixToken {
            let words = (query.userQueryString ?? "").split(whereSeparator: \.isWhitespace)
            let lead = words.dropLast().joined(separator: " ")
            let terms = try index.read {
                try FullTextSearcher(connection: $0).completions(prefix: prefix, limit: context.maxSuggestionCount)
            }
            for (term, documents) in terms {
                try emit(
                    .suggestion(
                        UserQuery.Suggestion(
                            text: lead.isEmpty ? term : lead + " " + term, completion: term, itemCount: documents)))
            }
        }
        guard wantsItems else { return }

        let limit = context.maxResultCount > 0 ? context.maxResultCount : Int.max
        let rankedLimit = context.enableRankedResults ? min(limit, max(0, context.maxRankedResultCount)) : 0
        var ranked: [RankedRow] = []
        if rankedLimit > 0, limit < Int.max, let prefix = text.shortPrefixForCompletion {
            // The as-you-type tier answers short single-word prefixes from its rank-ordered rows;
            // when it cannot fill the page, the full-text index below does.
            let completions = try index.read {
                try CompletionIndex.top(prefix: prefix, scope: scope, now: now, limit: rankedLimit, connection: $0)
            }
            if completions.count == rankedLimit { ranked = completions }
        }
        if rankedLimit > 0, ranked.isEmpty {
            ranked = try index.read {
                try FullTextSearcher(connection: $0).ranked(match: match, scope: scope, now: now, limit: rankedLimit)
            }
        }
        var rows = ranked
        if rows.count < limit && rows.count == rankedLimit {
            let seen = Set(ranked.map(\.rowID))
            let rest = try index.read {
                try FullTextSearcher(connection: $0).allMatches(match: match, scope: scope, now: now)
            }
            rows += rest.lazy.filter { !seen.contains($0) }.prefix(limit - rows.count).map {
                RankedRow(rowID: $0, score: 0)
            }
        }
        let projection = Set(context.fetchAttributes)
        for start in stride(from: 0, to: rows.count, by: Self.pageSize) {
            try Task.checkCancellation()
            let page = Array(rows[start..<min(start + Self.pageSize, rows.count)])
            let loaded = try index.read { try FullTextSearcher(connection: $0).items(rowIDs: page.map(\.rowID)) }
            await index.reportUnreadable(loaded.unreadable)
            for (row, item) in zip(page, loaded.items) {
                guard var item else { continue }
                if !projection.isEmpty { item.attributeSet = item.attributeSet.restricted(to: projection) }
                try emit(.item(UserQuery.Item(item: item, score: row.score)))
            }
        }
    }
}

extension AsyncThrowingStream where Element == UserQuery.Response, Failure == any Error {
    fileprivate func compactMapItems() -> AsyncThrowingStream<UserQuery.Item, any Error> {
        relay { if case .item(let item) = $0 { item } else { nil } }
    }

    fileprivate func compactMapSuggestions() -> AsyncThrowingStream<UserQuery.Suggestion, any Error> {
        relay { if case .suggestion(let suggestion) = $0 { suggestion } else { nil } }
    }

    private func relay<T: Sendable>(_ transform: @escaping @Sendable (Element) -> T?) -> AsyncThrowingStream<T, any Error> {
        AsyncThrowingStream<T, any Error> { continuation in
            let task = Task {
                do {
                    for try await element in self {
                        if let value = transform(element) { continuation.yield(value) }
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}

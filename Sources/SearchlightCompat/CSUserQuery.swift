import Synchronization

/// The query behind a search box, with Core Spotlight's class spelling; a bridge to
/// `Searchlight.UserQuery`: free text, ranked, with completions.
///
/// ```swift
/// let query = CSUserQuery(userQueryString: "trip", userQueryContext: context)
/// for try await response in query.responses {
///     switch response {
///     case .item(let result): print(result.item.attributeSet.title ?? "")
///     case .suggestion(let suggestion): print(suggestion.suggestion.localizedAttributedSuggestion)
///     }
/// }
/// ```
public final class CSUserQuery: CSSearchQuery {
    /// The native query.
    public let userQuery: UserQuery

    /// Whether the query was made with ``CSSearchQuery``'s initializer: a query-language string
    /// rather than what the user typed.
    private let isQueryLanguage: Bool

    /// A search of the default index's store for what the user typed.
    public convenience init(userQueryString: String?, userQueryContext: CSUserQueryContext?) {
        self.init(userQueryString: userQueryString, userQueryContext: userQueryContext, index: .default())
    }

    /// A search of `index`'s store for what the user typed, for an app whose index is not in the
    /// default store.
    public init(userQueryString: String?, userQueryContext: CSUserQueryContext?, index: SearchableIndex) {
        userQuery = UserQuery(
            userQueryString: userQueryString,
            userQueryContext: userQueryContext?.userQueryContext ?? UserQueryContext(), index: index)
        isQueryLanguage = false
        super.init(queryString: userQueryString ?? "", queryContext: userQueryContext, index: index)
    }

    /// A user query made with ``CSSearchQuery``'s initializer, as Apple's class inherits it: the
    /// string is in the query language (`title == "*trip*"cd`), and ``responses`` and
    /// ``CSSearchQuery/results`` give the items it matches, in no ranked order and without
    /// suggestions.
    ///
    /// ```swift
    /// let query = CSUserQuery(queryString: "title == \"*trip*\"cd", queryContext: CSUserQueryContext())
    /// for try await response in query.responses { … }
    /// ```
    public override init(queryString: String, queryContext: CSSearchQueryContext?, index: SearchableIndex) {
        userQuery = UserQuery(
            userQueryString: nil,
            userQueryContext: (queryContext as? CSUserQueryContext)?.userQueryContext ?? UserQueryContext(),
            index: index)
        isQueryLanguage = true
        super.init(queryString: queryString, queryContext: queryContext, index: index)
    }

    /// A found item: what ``responses`` and ``CSSearchQuery/results`` give.
    public typealias Item = CSSearchQuery.Results.Item

    /// A completion of the typed text. Suggestions sort best first.
    public struct Suggestion: Sendable, Hashable, Identifiable, Comparable {
        /// The suggestion.
        public let suggestion: CSSuggestion

        /// The completed text.
        public var id: String { suggestion.suggestion.text }

        /// Whether `lhs` is listed before `rhs` (``CSSuggestion/compare(_:)``).
        public static func < (lhs: Self, rhs: Self) -> Bool {
            lhs.suggestion.compare(rhs.suggestion) == .orderedAscending
        }
    }

    /// The completions ``suggestions`` gives.
    public typealias Suggestions = AsyncThrowingMapSequence<UserQuery.Suggestions, Suggestion>

    /// One answer of ``responses``.
    public enum ResponseType: Sendable {
        case item(Item)
        case suggestion(Suggestion)
    }

    /// Suggestions, then items in rank order.
    public var responses: Responses {
        Responses(source: isQueryLanguage ? .language(results) : .user(userQuery.responses))
    }

    /// The answers of a user query, as Core Spotlight's `CSUserQuery.Responses`: iterating runs the
    /// query.
    public struct Responses: AsyncSequence, Sendable {
        /// An answer: a found item or a suggestion.
        public typealias Element = ResponseType
        /// Apple's name for an answer.
        public typealias Response = ResponseType

        enum Source: Sendable {
            case user(UserQuery.Responses)
            /// A query-language query's items, which are all it answers.
            case language(CSSearchQuery.Results)
        }

        let source: Source

        /// An iterator that runs the query when first asked for an element.
        public func makeAsyncIterator() -> AsyncIterator {
            switch source {
            case .user(let responses): AsyncIterator(base: .user(responses.makeAsyncIterator()))
            case .language(let results): AsyncIterator(base: .language(results.makeAsyncIterator()))
            }
        }

        /// Iterates over the answers.
        public struct AsyncIterator: AsyncIteratorProtocol {
            enum Base {
                case user(UserQuery.Responses.Iterator)
                case language(CSSearchQuery.Results.AsyncIterator)
            }

            var base: Base
            // A query-language query's own iterator waits for the earlier calls.
            private var hasStarted: Bool

            init(base: Base) {
                self.base = base
                if case .language = base { hasStarted = true } else { hasStarted = false }
            }

            /// The next answer, or `nil` after the last one. The query runs once every index
            /// call made before the first answer is asked for has been carried out.
            public mutating func next() async throws -> ResponseType? {
                if !hasStarted {
                    hasStarted = true
                    await CSSearchableIndex.waitForPendingWork()
                }
                do { return try await advance() } catch { throw CSSearchQueryError.bridging(error) }
            }

            private mutating func advance() async throws -> ResponseType? {
                switch base {
                case .user(var responses):
                    let response = try await responses.next()
                    base = .user(responses)
                    switch response {
                    case .item(let item)?: return .item(Item(result: item))
                    case .suggestion(let suggestion)?:
                        return .suggestion(Suggestion(suggestion: CSSuggestion(suggestion)))
                    case nil: return nil
                    }
                case .language(var results):
                    let found = try await results.next()
                    base = .language(results)
                    return found.map(ResponseType.item)
                }
            }
        }
    }

    override var resultsSource: CSSearchQuery.Results.Source {
        isQueryLanguage ? super.resultsSource : .user(userQuery.results)
    }

    /// Apple loads its semantic search model ahead of the first query; this index has none, so
    /// there is nothing to prepare.
    public class func prepare() {}

    /// Warms up searches of items of these protection classes; nothing to prepare here.
    public class func prepareProtectionClasses(_ protectionClasses: [FileProtectionType]) {}

    /// Completions of the last word.
    public var suggestions: Suggestions {
        userQuery.suggestions.map { Suggestion(suggestion: CSSuggestion($0)) }
    }

    /// Records that the user engaged with `item`, which raises it in later searches.
    ///
    /// Returns at once, as on Apple platforms; the engagement is written before any index or
    /// query call made after this one runs, and a failure to write it is reported as the
    /// completion-handler calls report theirs.
    public func userEngaged(_ item: Item, visibleItems: [Item], interaction: UserInteractionKind) {
        let query = userQuery
        SerialWorkQueue.current.submit {
            do {
                _ = try await query.userEngaged(
                    item.result, visibleItems: visibleItems.map(\.result), interaction: interaction)
            } catch {
                CompatDiagnostics.report("the engagement was not recorded: \(error)")
            }
        }
    }

    /// Accepted as on Apple platforms. Suggestions here are the index's own words, ranked by how
    /// many items hold them, so engagement with one has nothing to change and is not recorded.
    public func userEngaged(
        _ suggestion: Suggestion, visibleSuggestions: [Suggestion], interaction: UserInteractionKind
    ) {}

    /// How the user engaged with a result.
    public typealias UserInteractionKind = UserQuery.UserInteractionKind

    /// Called with the completions found, before the items.
    public var foundSuggestionsHandler: (([CSSuggestion]) -> Void)?

    /// How many completions were found, once ``start()`` has delivered them.
    public var foundSuggestionCount: Int { suggestionCount.value.withLock { $0 } }

    /// ``foundSuggestionCount``, shared with the task ``start()`` runs.
    private final class Count: Sendable {
        let value = Mutex(0)
    }

    private let suggestionCount = Count()

    /// Runs the search, delivering completions to ``foundSuggestionsHandler``, ranked items to
    /// ``CSSearchQuery/foundItemsHandler`` and the end to ``CSSearchQuery/completionHandler``.
    public override func start() {
        let deliverItems = foundItemsHandler.map(QueryHandler.init)
        let deliverSuggestions = foundSuggestionsHandler.map(QueryHandler.init)
        let complete = completionHandler.map(QueryHandler.init)
        let responses = responses
        let suggestionCount = suggestionCount
        // After the calls made before it, but not holding the queue while it runs: reading may
        // ask the delegate to re-index unreadable items, which goes through the queue.
        let earlierWork = SerialWorkQueue.current.submit {}
        Task {
            await earlierWork.value
            do {
                var items: [UserQuery.Item] = []
                var suggestions: [CSSuggestion] = []
                for try await response in responses {
                    switch response {
                    case .item(let found): items.append(found.result)
                    case .suggestion(let suggestion): suggestions.append(suggestion.suggestion)
                    }
                }
                suggestionCount.value.withLock { $0 = suggestions.count }
                if !suggestions.isEmpty { deliverSuggestions?.call(suggestions) }
                if !items.isEmpty { deliverItems?.call(items.map { CSSearchableItem(ranked: $0) }) }
                complete?.call(nil)
            } catch {
                complete?.call(CSSearchQueryError.bridging(error))
            }
        }
    }

    /// Stops the query.
    public override func cancel() {
        userQuery.cancel()
        super.cancel()
    }
}

/// A completion of what the user typed, with Core Spotlight's spelling.
public struct CSSuggestion: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The kind of completion.
    public enum Kind: Sendable, Hashable {
        case none, custom, `default`
    }

    /// Apple's name for ``Kind``.
    public typealias SuggestionKind = Kind

    /// The native suggestion.
    public let suggestion: UserQuery.Suggestion

    /// Wraps a native suggestion.
    public init(_ suggestion: UserQuery.Suggestion) {
        self.suggestion = suggestion
    }

    /// The whole query with its last word completed.
    public var localizedAttributedSuggestion: AttributedString { AttributedString(suggestion.text) }

    /// Completions here come from the index's own words.
    public var suggestionKind: Kind { .default }

    /// The whole query with its last word completed.
    public var description: String { suggestion.text }

    /// The suggestion, with how many items hold the completed word.
    public var debugDescription: String { "\(suggestion.text) (\(suggestion.itemCount) items)" }

    /// Orders suggestions as a search box lists them: by rank, then by text.
    public func compare(_ other: CSSuggestion) -> ComparisonResult {
        let byRank = compare(byRank: other)
        return byRank == .orderedSame ? Self.order(suggestion.text, other.suggestion.text) : byRank
    }

    /// Orders suggestions by rank: the completion found in more items first.
    public func compare(byRank other: CSSuggestion) -> ComparisonResult {
        Self.order(other.suggestion.itemCount, suggestion.itemCount)
    }

    private static func order<Value: Comparable>(_ lhs: Value, _ rhs: Value) -> ComparisonResult {
        lhs < rhs ? .orderedAscending : lhs == rhs ? .orderedSame : .orderedDescending
    }
}

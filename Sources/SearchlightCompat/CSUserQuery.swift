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
        super.init(queryString: userQueryString ?? "", queryContext: userQueryContext, index: index)
    }

    /// A found item.
    public struct Item: Sendable, Identifiable {
        /// The native result.
        public let result: UserQuery.Item
        /// The item's identifier.
        public var id: String { result.id }
        /// The item, as Core Spotlight's class.
        public var item: CSSearchableItem { CSSearchableItem(result.item) }
    }

    /// A completion of the typed text.
    public struct Suggestion: Sendable {
        /// The suggestion.
        public let suggestion: CSSuggestion
    }

    /// One answer of ``responses``.
    public enum ResponseType: Sendable {
        case item(Item)
        case suggestion(Suggestion)
    }

    /// Suggestions, then items in rank order.
    public var responses: AsyncThrowingMapSequence<UserQuery.Responses, ResponseType> {
        userQuery.responses.map { response in
            switch response {
            case .item(let item): .item(Item(result: item))
            case .suggestion(let suggestion): .suggestion(Suggestion(suggestion: CSSuggestion(suggestion)))
            }
        }
    }

    /// Apple loads its semantic search model ahead of the first query; this index has none, so
    /// there is nothing to prepare.
    public class func prepare() {}

    /// Items in rank order.
    public var results: AsyncThrowingMapSequence<UserQuery.Results, Item> {
        userQuery.results.map { Item(result: $0) }
    }

    /// Completions of the last word.
    public var suggestions: AsyncThrowingMapSequence<UserQuery.Suggestions, Suggestion> {
        userQuery.suggestions.map { Suggestion(suggestion: CSSuggestion($0)) }
    }

    /// Records that the user engaged with `item`, which raises it in later searches.
    public func userEngaged(_ item: Item, visibleItems: [Item], interaction: UserInteractionKind) async throws
    {
        try await userQuery.userEngaged(
            item.result, visibleItems: visibleItems.map(\.result), interaction: interaction)
    }

    /// How the user engaged with a result.
    public typealias UserInteractionKind = UserQuery.UserInteractionKind

    /// Called with the completions found, before the items.
    public var foundSuggestionsHandler: (@Sendable ([CSSuggestion]) -> Void)?

    /// Runs the search, delivering completions to ``foundSuggestionsHandler``, ranked items to
    /// ``CSSearchQuery/foundItemsHandler`` and the end to ``CSSearchQuery/completionHandler``.
    public override func start() {
        let deliverItems = foundItemsHandler
        let deliverSuggestions = foundSuggestionsHandler
        let complete = completionHandler
        let responses = userQuery.responses
        // After the calls made before it, but not holding the queue while it runs: reading may
        // ask the delegate to re-index unreadable items, which goes through the queue.
        let earlierWork = SerialWorkQueue.current.submit {}
        Task {
            await earlierWork.value
            do {
                var items: [SearchableItem] = []
                var suggestions: [CSSuggestion] = []
                for try await response in responses {
                    switch response {
                    case .item(let result): items.append(result.item)
                    case .suggestion(let suggestion): suggestions.append(CSSuggestion(suggestion))
                    }
                }
                if !suggestions.isEmpty { deliverSuggestions?(suggestions) }
                if !items.isEmpty { deliverItems?(items.map { CSSearchableItem($0) }) }
                complete?(nil)
            } catch {
                complete?(error)
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
public struct CSSuggestion: Sendable, Hashable {
    /// The kind of completion.
    public enum Kind: Sendable, Hashable {
        case none, custom, `default`
    }

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
}

/// How a ``CSSearchQuery`` runs, with Core Spotlight's class spelling; a bridge to
/// `Searchlight.QueryContext`.
public class CSSearchQueryContext: NSObject {
    /// Attributes to fill in on found items; empty means all.
    public var fetchAttributes: [String] = []
    /// Queries every result must also match.
    public var filterQueries: [String] = []
    /// The language of the keyboard the query was typed with; accepted, not used.
    public var keyboardLanguage: String?
    /// Which other sources to search besides the app's own items; there are none on this
    /// platform, so only the app's items are searched.
    public var sourceOptions: SourceOptions = .default

    /// Sources beyond the app's items.
    public struct SourceOptions: OptionSet, Sendable, Hashable {
        /// The options as bits.
        public let rawValue: UInt
        /// Creates options from their raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The app's items only.
        public static let `default`: SourceOptions = []
        /// The person's mail too (an entitlement on Apple platforms).
        public static let allowMail = SourceOptions(rawValue: 1 << 0)
    }

    public override init() {}

    /// The native context.
    public var queryContext: QueryContext {
        QueryContext(fetchAttributes: knownFetchAttributes, filterQueries: filterQueries)
    }

    /// ``fetchAttributes`` without the names that are no attribute (`"thumbnail data"`): Core
    /// Spotlight fetches nothing for such a name and still finds the items, where the native
    /// context refuses the query. Each name left out is reported on standard error.
    var knownFetchAttributes: [String] {
        fetchAttributes.filter { name in
            guard (try? SearchQuery.projection([name])) == nil else { return true }
            CompatDiagnostics.report("fetchAttributes: '\(name)' is no attribute; nothing is fetched for it")
            return false
        }
    }
}

/// How a ``CSUserQuery`` runs, with Core Spotlight's class spelling; a bridge to
/// `Searchlight.UserQueryContext`.
public final class CSUserQueryContext: CSSearchQueryContext {
    /// Rank results by relevance (Apple's default: off; here ranking is on, as for the
    /// native search box, unless this is set to `false`).
    public var enableRankedResults = true
    /// Most items to return; 0 returns every match.
    public var maxResultCount = 0
    /// Most ranked items, ahead of the rest.
    public var maxRankedResultCount = 100
    /// Most completions of the last word.
    public var maxSuggestionCount = 0
    /// Semantic search is not available here; accepted for source compatibility.
    public var disableSemanticSearch = false

    /// The default context for a search box.
    public static func userQueryContext() -> CSUserQueryContext { CSUserQueryContext() }

    /// A context for the search that follows choosing `currentSuggestion`. Suggestions here are
    /// the index's words, whatever was chosen before, so it is the default context.
    public convenience init(currentSuggestion: CSSuggestion?) {
        self.init()
    }

    /// A context that also fetches `currentSuggestion`'s kind of completions.
    public static func userQueryContext(with currentSuggestion: CSSuggestion?) -> CSUserQueryContext {
        CSUserQueryContext()
    }

    /// The native context.
    public var userQueryContext: UserQueryContext {
        UserQueryContext(
            fetchAttributes: knownFetchAttributes, filterQueries: filterQueries,
            maxResultCount: maxResultCount,
            maxRankedResultCount: maxRankedResultCount, maxSuggestionCount: maxSuggestionCount,
            enableRankedResults: enableRankedResults)
    }
}

/// How a ``UserQuery`` searches and how many results it returns, mirroring `CSUserQueryContext`.
public struct UserQueryContext: Sendable, Equatable {
    /// Attributes to populate on results; empty means all.
    public var fetchAttributes: [String]
    /// Query strings in the Core Spotlight query language that every result must also match.
    public var filterQueries: [String]
    /// Most results to return; 0 returns every match.
    public var maxResultCount: Int
    /// How many of the results are ranked by relevance; the rest follow in indexing order.
    public var maxRankedResultCount: Int
    /// Most completions to return; 0 computes none.
    public var maxSuggestionCount: Int
    /// When false, results come in indexing order and no ranking is computed.
    public var enableRankedResults: Bool
    /// Only items in these domains (and their subdomains); `nil` searches every domain.
    public var domainIdentifiers: [String]?
    /// Only items indexed through these index names; `nil` searches every index of the store.
    public var indexNames: [String]?
    /// When what was typed finds nothing, search again with the words the index does not hold
    /// corrected to the closest words it does (within one or two edits, the first letter as
    /// typed), and offer the corrected text first among the suggestions. Off, a mistyped word
    /// finds nothing.
    public var correctsSpelling: Bool
    /// When no item holds every word typed, nor every corrected word, find the items holding the
    /// most of them: all but one, else all but two, and so on, those holding the rarer words
    /// first (`carbonara recipe` finds the item titled `Carbonara`, `how do i renew my passport`
    /// the one titled `Passport renewal`), and say so in ``UserQuery/isPartialMatch``. Off, every
    /// word must match. Little words alone (`the`, `of`) never make a partial match.
    public var allowsPartialMatches: Bool

    /// Creates a context; the defaults are Core Spotlight's, with spelling correction and partial
    /// matches on.
    public init(
        fetchAttributes: [String] = [], filterQueries: [String] = [], maxResultCount: Int = 0,
        maxRankedResultCount: Int = 100, maxSuggestionCount: Int = 0, enableRankedResults: Bool = true,
        domainIdentifiers: [String]? = nil, indexNames: [String]? = nil, correctsSpelling: Bool = true,
        allowsPartialMatches: Bool = true
    ) {
        self.fetchAttributes = fetchAttributes
        self.filterQueries = filterQueries
        self.maxResultCount = maxResultCount
        self.maxRankedResultCount = maxRankedResultCount
        self.maxSuggestionCount = maxSuggestionCount
        self.enableRankedResults = enableRankedResults
        self.domainIdentifiers = domainIdentifiers
        self.indexNames = indexNames
        self.correctsSpelling = correctsSpelling
        self.allowsPartialMatches = allowsPartialMatches
    }
}

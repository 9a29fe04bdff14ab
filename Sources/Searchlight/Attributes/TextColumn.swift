/// The full-text column an attribute feeds, with its BM25 weight.
///
/// Several attributes share a column so the FTS5 table stays narrow (fewer columns make every
/// posting list cheaper), while the ranking still prefers a title hit over a body hit.
public enum TextColumn: Int, Sendable, CaseIterable {
    case title
    case names
    case keywords
    case people
    case summary
    case content
    case other

    /// Column name in the FTS5 table.
    public var name: String {
        switch self {
        case .title: "title"
        case .names: "names"
        case .keywords: "keywords"
        case .people: "people"
        case .summary: "summary"
        case .content: "content"
        case .other: "other"
        }
    }

    /// How much a word in this column says about the item when entity names are matched:
    /// title > displayName/alternateNames > keywords > subject/authors > contentDescription >
    /// textContent, per the design. The search box ranks with its own measured weights.
    public var weight: Double {
        switch self {
        case .title: 10
        case .names: 6
        case .keywords: 4
        case .people: 3
        case .summary: 2
        case .content: 1
        case .other: 1
        }
    }
}

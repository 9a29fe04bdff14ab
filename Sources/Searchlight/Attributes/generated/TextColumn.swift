// Generated from CodeGeneration/TextColumns.tsv; do not edit. Change the table, then run
// `swift run --package-path CodeGeneration generate-sources` from the repository root.

/// The full-text column an attribute feeds, with its BM25 weight.
///
/// Several attributes share a column so the FTS5 table stays narrow (fewer columns make every
/// posting list cheaper), while the ranking still prefers a title hit over a body hit.
public enum TextColumn: Int, Sendable, CaseIterable {
    /// The title.
    case title
    /// Display names and alternate names.
    case names
    /// Keywords.
    case keywords
    /// Subjects, authors and recipients.
    case people
    /// Descriptions, container titles, places and other short summaries.
    case summary
    /// The full text content.
    case content
    /// Every other searched text.
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

    /// BM25 weight: title > displayName/alternateNames > keywords > subject/authors >
    /// contentDescription > textContent, per the design.
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

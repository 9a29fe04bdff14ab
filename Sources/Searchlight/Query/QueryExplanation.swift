import Foundation

/// Why an item does or does not match a query, clause by clause, in plain words.
///
/// ```swift
/// let explanation = try await index.explain(identifier: "note-7", query: #"title == "Paris"c"#)
/// print(explanation)
/// // note-7 does not match title == "Paris"c
/// //   ✗ title == "Paris"c: title is "I love Paris", which does not match "Paris"c as a whole value, …
/// ```
public struct QueryExplanation: Sendable, Equatable, CustomStringConvertible {
    /// Whether queries can see the item at all.
    public enum Status: Sendable, Equatable {
        /// The item is stored and visible to queries.
        case visible
        /// No item has this identifier.
        case notFound
        /// The item expired at this date; queries no longer return it.
        case expired(Date)
        /// The item belongs to an entity hidden from search.
        case hidden
        /// The item's stored form cannot be read (the delegate is asked to reindex it).
        case unreadable
    }

    /// One clause of the query and how it fares on the item.
    public struct Clause: Sendable, Equatable {
        /// The clause in canonical query syntax, such as `title == "Paris"c`.
        public var clause: String
        /// Whether the clause holds for the item (for a `!=` clause: whether the item differs).
        public var matches: Bool
        /// Why, naming the values compared.
        public var reason: String
    }

    /// The item's unique identifier.
    public var identifier: String
    /// The query, in canonical form.
    public var query: String
    /// Whether queries can see the item.
    public var status: Status
    /// Whether a ``SearchQuery`` for `query` returns the item.
    public var matches: Bool
    /// Every clause of the query, in order (empty when the item is not found or unreadable).
    public var clauses: [Clause]
    /// One sentence: the verdict and its main reason.
    public var summary: String

    /// The summary followed by one line per clause, `✓` or `✗` first.
    public var description: String {
        ([summary] + clauses.map { "  \($0.matches ? "✓" : "✗") \($0.clause): \($0.reason)" })
            .joined(separator: "\n")
    }
}

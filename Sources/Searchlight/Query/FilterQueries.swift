import Foundation

/// Compiles `filterQueries` (Core Spotlight query strings) into one query that every result must match.
enum FilterQueries {
    /// The filters ANDed, with `$time` fixed at `now`; `nil` when there are none.
    ///
    /// - Throws: `SearchQueryError(.invalidQuery)` naming the filter that does not parse or resolve.
    static func compile(_ queries: [String], now: Date) throws(SearchQueryError) -> CompiledQuery? {
        guard !queries.isEmpty else { return nil }
        var predicates: [QueryPredicate] = []
        for query in queries {
            predicates.append(try predicate(query, now: now, role: "filter query"))
        }
        return CompiledQuery(predicate: predicates.count == 1 ? predicates[0] : .and(predicates))
    }

    /// The SQL conditions of the filters, for searches that add them to their own; when
    /// ``CompiledQuery/needsVerification`` is true the caller must also check each item.
    static func conditions(_ queries: [String], now: Date) throws(SearchQueryError) -> [SQLFragment] {
        guard let compiled = try compile(queries, now: now) else { return [] }
        return [compiled.condition.fragment]
    }

    /// Parses and resolves one query string, turning a syntax error into a query error that carries it.
    static func predicate(_ query: String, now: Date, role: String) throws(SearchQueryError) -> QueryPredicate
    {
        let expression: QueryExpression
        do {
            expression = try QueryExpression.parse(query)
        } catch {
            throw SearchQueryError(
                .invalidQuery, message: "\(role) '\(query)': \(error.description)", syntaxError: error)
        }
        return try QueryPredicate.resolve(expression, now: now)
    }
}

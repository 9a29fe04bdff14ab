import Foundation

/// Compiles `filterQueries` (Core Spotlight query strings) into one query that every result must match.
enum FilterQueries {
    /// The filters ANDed, and `extra` (a filter the search box built, such as its kinds), with
    /// `$time` fixed at `now`; `nil` when there are none.
    ///
    /// - Throws: `SearchQueryError(.invalidQuery)` naming the filter that does not parse or resolve.
    static func compile(_ queries: [String], adding extra: QueryExpression? = nil, now: Date)
        throws(SearchQueryError) -> CompiledQuery?
    {
        guard !queries.isEmpty || extra != nil else { return nil }
        var predicates: [QueryPredicate] = []
        for query in queries {
            predicates.append(try predicate(query, now: now, role: "filter query"))
        }
        if let extra { predicates.append(try QueryPredicate.resolve(extra, now: now)) }
        return CompiledQuery(predicate: predicates.count == 1 ? predicates[0] : .and(predicates))
    }

    /// The search box's kinds (``FullTextQuery/kinds``) as the filter query that says the same
    /// (`kind:pdf kind:image -kind:jpeg` is `(contentTypeTree == "com.adobe.pdf" ||
    /// contentTypeTree == "public.image") && !(contentTypeTree == "public.jpeg")`), built as an
    /// expression, never as text; `nil` without kinds. Kinds are alternatives; an excluded one is
    /// left out whatever else is asked. Type identifiers are compared in any case, as Apple's are.
    static func expression(of kinds: [FullTextQuery.Kind]) -> QueryExpression? {
        func anyOf(_ types: [String]) -> QueryExpression? {
            let clauses = types.map {
                QueryExpression.comparison(
                    QueryComparison(
                        .named(AttributeKey.contentTypeTree.rawValue), .equal,
                        .string(.literal($0), .caseInsensitive)))
            }
            return clauses.count > 1 ? .or(clauses) : clauses.first
        }
        let parts = [
            anyOf(kinds.filter { !$0.isExcluded }.flatMap(\.typeIdentifiers)),
            anyOf(kinds.filter(\.isExcluded).flatMap(\.typeIdentifiers)).map(QueryExpression.not),
        ].compactMap { $0 }
        return parts.count > 1 ? .and(parts) : parts.first
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

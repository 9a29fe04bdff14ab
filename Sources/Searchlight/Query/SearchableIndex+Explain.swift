import Foundation

extension SearchableIndex {
    /// Says why the item `identifier` does or does not match `query`: whether it exists, is expired or
    /// hidden, and for each clause the values compared (attribute missing, value differing after folding,
    /// no matching word).
    ///
    /// ```swift
    /// let why = try await index.explain(identifier: "doc-1", query: #"title == "Window"w"#)
    /// why.matches        // false
    /// print(why)         // ✗ title == "Window"w: no word of title matches "Window"w (its words: nswindow)
    /// ```
    /// - Throws: ``SearchQueryError`` with `.invalidQuery` for a query that does not parse (carrying the
    ///   ``QuerySyntaxError``) or names an unknown attribute; `.indexUnreachable` when the store cannot be read.
    public nonisolated func explain(identifier: String, query: String) async throws -> QueryExplanation {
        let expression: QueryExpression
        do {
            expression = try QueryExpression.parseCheckingValues(query)
        } catch {
            throw SearchQueryError(.invalidQuery, message: error.description, syntaxError: error)
        }
        return try await explain(identifier: identifier, query: expression)
    }

    /// Says why the item `identifier` does or does not match a typed query; see
    /// ``explain(identifier:query:)-(String,String)``.
    public nonisolated func explain(identifier: String, query: QueryExpression) async throws
        -> QueryExplanation
    {
        let now = configuration.clock.now()
        let compiled = CompiledQuery(predicate: try QueryPredicate.resolve(query, now: now))
        let text = query.description
        do {
            return try QueryExecutor.read(self) { connection in
                try Self.explain(
                    identifier: identifier, query: text, compiled, now: now, connection: connection)
            }
        } catch let error as SearchableIndexError {
            throw SearchQueryError(.indexUnreachable, message: "the index cannot be read: \(error)")
        }
    }

    private static func explain(
        identifier: String, query: String, _ compiled: CompiledQuery, now: Date, connection: SQLiteConnection
    ) throws -> QueryExplanation {
        var explanation = QueryExplanation(
            identifier: identifier, query: query, status: .notFound, matches: false, clauses: [],
            summary: "no item has the identifier '\(identifier)'")
        let statement = try connection.uncachedStatement(
            "SELECT \(ItemReader.itemColumns) FROM items WHERE uid = ?1")
        statement.bind(identifier, at: 1)
        guard try statement.step() else { return explanation }
        let rowID = statement.int(0)
        guard let item = try? ItemReader.decodeItem(statement) else {
            explanation.status = .unreadable
            explanation.summary = "'\(identifier)' is stored but cannot be read; reindex it"
            return explanation
        }
        statement.reset()

        explanation.clauses = compiled.predicate.clauses.map { clause in
            let outcome = QueryMatcher.evaluate(clause, item)
            return QueryExplanation.Clause(
                clause: clause.source, matches: outcome.matches, reason: outcome.reason)
        }
        let holds = QueryMatcher.matches(compiled.predicate, item)
        if let expiration = item.expirationDate, expiration <= now {
            explanation.status = .expired(expiration)
            explanation.summary =
                "'\(identifier)' expired at \(ISO8601DateFormatter().string(from: expiration)), so no query returns it"
                + (holds ? " (its attributes match the query)" : "")
            return explanation
        }
        if item.associatedEntity?.isHidden == true {
            explanation.status = .hidden
            explanation.summary =
                "'\(identifier)' belongs to an entity hidden from search, so no query returns it"
                + (holds ? " (its attributes match the query)" : "")
            return explanation
        }
        explanation.status = .visible
        let candidates = try QueryExecutor(connection: connection).candidateRowIDs(
            compiled, scope: FullTextSearcher.Scope(), now: now, onlyRowID: rowID)
        explanation.matches = !candidates.isEmpty && compiled.verifies(item)
        if explanation.matches {
            explanation.summary = "'\(identifier)' matches \(query)"
        } else if let (failing, negated) = zip(explanation.clauses, compiled.predicate.clauseNegations)
            .first(where: { clause, negated in clause.matches == negated })
        {
            // A clause under `!` counts against the item by matching it.
            explanation.summary =
                "'\(identifier)' does not match \(query): \(failing.reason)"
                + (negated ? ", and the query rules that out" : "")
        } else {
            explanation.summary = "'\(identifier)' does not match \(query)"
        }
        return explanation
    }
}

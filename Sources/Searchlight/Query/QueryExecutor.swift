import Foundation

/// Runs compiled queries against the store: candidate rows by SQL, then items loaded and, where the SQL
/// was not exact, checked one by one.
package struct QueryExecutor {
    package let connection: SQLiteConnection

    package init(connection: SQLiteConnection) { self.connection = connection }

    /// Runs `body`, which runs a query's statements, on a read connection of `index`.
    ///
    /// A statement SQLite refuses to prepare or run for its shape (too deep, too many terms, a plan it
    /// cannot make) is the query's fault, not the store's: it becomes `SearchQueryError(.invalidQuery)`,
    /// without the generated SQL, so an app does not rebuild an index that is fine. Other failures stay
    /// index errors.
    package static func read<R>(_ index: SearchableIndex, _ body: (SQLiteConnection) throws -> R) throws -> R
    {
        let outcome = try index.read { connection in Result { try body(connection) } }
        switch outcome {
        case .success(let value): return value
        case .failure(let error): throw failure(error)
        }
    }

    /// The error to report for a failure while running a query's statements.
    package static func failure(_ error: any Error) -> any Error {
        if error is SearchQueryError || error is SearchableIndexError || error is CancellationError {
            return error
        }
        // SQLITE_ERROR (1), SQLITE_TOOBIG (18) and SQLITE_RANGE (25) come from the statement itself; a
        // missing table or module is a damaged store.
        if let error = error as? SQLiteError, [1, 18, 25].contains(error.primaryCode),
            !error.message.hasPrefix("no such")
        {
            return SearchQueryError(
                .invalidQuery,
                message:
                    "query too complex: SQLite cannot run it (\(error.message)); use fewer clauses or words")
        }
        return SearchableIndexError.unavailable(error)
    }

    /// Row ids of the visible items that satisfy the query's SQL condition, in indexing (row id) order.
    ///
    /// When ``CompiledQuery/needsVerification`` is true these are candidates: check each item with
    /// ``CompiledQuery/verifies(_:)``.
    package func candidateRowIDs(
        _ query: CompiledQuery, scope: FullTextSearcher.Scope, now: Date, limit: Int? = nil,
        onlyRowID: Int? = nil
    ) throws -> [Int] {
        if query.isEmpty { return [] }
        if onlyRowID == nil, let rows = try rowIDsWithoutItems(query, scope: scope, now: now, limit: limit) {
            return rows
        }
        let filter = scope.fragment(now: now)
        var sql: SQLFragment
        let order: String
        // CROSS JOIN keeps the driving table outermost, so rows come in its (row id) order.
        switch query.driver {
        case .fullText(let match)?:
            sql = SQLFragment(
                "SELECT items.id FROM item_text CROSS JOIN items ON items.id = item_text.rowid "
                    + "WHERE item_text MATCH ? AND ", [.text(match)])
            order = "item_text.rowid"
        case .values(let key, let condition, _)?:
            sql = SQLFragment(
                "SELECT items.id FROM attribute_values AS driver CROSS JOIN items ON items.id = driver.item "
                    + "WHERE driver.key = ? AND ", [.text(key)])
            // The condition's bare column names (`number`, `text`, `folded`) can only mean the driver's:
            // `items` has no such columns.
            if let condition { sql = sql + SQLFragment("(") + condition + SQLFragment(") AND ") }
            order = "driver.item"
        case .items(let fragment)?:
            sql = SQLFragment("SELECT items.id FROM items WHERE (") + fragment + SQLFragment(") AND ")
            order = "items.id"
        case .rows(let table, let condition)?:
            sql =
                SQLFragment(
                    "SELECT items.id FROM \(table) CROSS JOIN items ON items.id = \(table).rowid WHERE (")
                + condition + SQLFragment(") AND ")
            order = "\(table).rowid"
        case .constant?, nil:
            sql = SQLFragment("SELECT items.id FROM items WHERE ")
            order = "items.id"
        }
        sql = sql + SQLFragment("(") + filter + SQLFragment(")")
        if case .sql(let fragment) = query.candidates {
            sql = sql + SQLFragment(" AND (") + fragment + SQLFragment(")")
        }
        if let onlyRowID { sql = sql + SQLFragment(" AND items.id = ?", [.integer(onlyRowID)]) }
        sql = sql + SQLFragment(" ORDER BY \(order)")
        if let limit { sql = sql + SQLFragment(" LIMIT ?", [.integer(limit)]) }
        let condition = sql
        // SQL built per query shape: prepared once and dropped, so arbitrary queries cannot fill the
        // connection's statement cache.
        let statement = try connection.uncachedStatement(condition.sql)
        statement.bind(condition.arguments)
        var rows: [Int] = []
        while try statement.step() { rows.append(statement.int(0)) }
        return rows
    }

    /// The common case without reading `items` per match: with no domain or index-name scope and a
    /// driving clause whose companions only look at attribute values and full text, visibility is the
    /// complement of the few expired or hidden items (both found through partial indexes), so the
    /// driving table alone yields the rows. `nil` when the query needs `items` columns.
    ///
    /// Rows of the full-text index whose item is gone (see ``ItemWriter``) may appear; loading skips them.
    private func rowIDsWithoutItems(
        _ query: CompiledQuery, scope: FullTextSearcher.Scope, now: Date, limit: Int?
    ) throws -> [Int]? {
        guard scope.domainIdentifiers == nil, scope.indexNames == nil, scope.conditions.isEmpty else {
            return nil
        }
        let row: String
        var sql: SQLFragment
        switch query.driver {
        case .fullText(let match)?:
            row = "item_text.rowid"
            sql = SQLFragment("SELECT item_text.rowid FROM item_text WHERE item_text MATCH ?", [.text(match)])
        case .values(let key, let condition, _)?:
            row = "driver.item"
            sql = SQLFragment(
                "SELECT driver.item FROM attribute_values AS driver WHERE driver.key = ?", [.text(key)])
            if let condition { sql = sql + SQLFragment(" AND (") + condition + SQLFragment(")") }
        case .rows(let table, let condition)?:
            // The condition names the table itself (FTS5's `MATCH` takes the table's name).
            row = "\(table).rowid"
            sql = SQLFragment("SELECT \(table).rowid FROM \(table) WHERE (") + condition + SQLFragment(")")
        case .items?, .constant?, nil:
            return nil
        }
        if case .sql(let fragment) = query.candidates {
            // Clause SQL refers to the item only as `items.id`; anything else under `items.` needs the row.
            // `+` keeps these row tests out of the driving table's constraints: FTS5 handed many `rowid IN
            // (…)` constraints next to its `MATCH` fails to plan the `MATCH`.
            let rest = fragment.sql.replacingOccurrences(of: "items.id", with: "+" + row)
            guard !rest.contains("items.") else { return nil }
            sql = sql + SQLFragment(" AND (\(rest))", fragment.arguments)
        }
        sql =
            sql
            + SQLFragment(
                " AND \(row) NOT IN (SELECT id FROM items WHERE expires IS NOT NULL AND expires <= ? "
                    + "UNION ALL SELECT id FROM items WHERE entity_type IS NOT NULL AND hidden != 0)",
                [.real(now.timeIntervalSince1970)])
        sql = sql + SQLFragment(" ORDER BY \(row)")
        if let limit { sql = sql + SQLFragment(" LIMIT ?", [.integer(limit)]) }
        let statement = try connection.uncachedStatement(sql.sql)
        statement.bind(sql.arguments)
        var rows: [Int] = []
        while try statement.step() { rows.append(statement.int(0)) }
        return rows
    }
}

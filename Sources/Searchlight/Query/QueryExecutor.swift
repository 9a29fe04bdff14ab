import Foundation

/// Runs compiled queries against the store: candidate rows by SQL, then items loaded and, where the SQL
/// was not exact, checked one by one.
package struct QueryExecutor {
    package let connection: SQLiteConnection

    package init(connection: SQLiteConnection) { self.connection = connection }

    /// Row ids of the visible items that satisfy the query's SQL condition, in indexing (row id) order.
    ///
    /// When ``CompiledQuery/needsVerification`` is true these are candidates: check each item with
    /// ``CompiledQuery/verifies(_:)``.
    package func candidateRowIDs(
        _ query: CompiledQuery, scope: FullTextSearcher.Scope, now: Date, limit: Int? = nil,
        onlyRowID: Int? = nil
    ) throws -> [Int] {
        if query.isEmpty { return [] }
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

    /// Loads the items of `rowIDs` in order, keeping those the query matches; `nil`-free.
    package func matchingItems(
        _ query: CompiledQuery, rowIDs: [Int]
    ) throws -> (items: [SearchableItem], unreadable: [UnreadableItem]) {
        let loaded = try FullTextSearcher(connection: connection).items(rowIDs: rowIDs)
        return (loaded.items.compactMap { $0 }.filter(query.verifies), loaded.unreadable)
    }
}

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
        if query.candidates == .never { return [] }
        let filter = scope.fragment(now: now)
        var condition = SQLFragment("SELECT items.id FROM items WHERE ") + filter
        if case .sql(let fragment) = query.candidates {
            condition = condition + SQLFragment(" AND (") + fragment + SQLFragment(")")
        }
        if let onlyRowID { condition = condition + SQLFragment(" AND items.id = ?", [.integer(onlyRowID)]) }
        condition = condition + SQLFragment(" ORDER BY items.id")
        if let limit { condition = condition + SQLFragment(" LIMIT ?", [.integer(limit)]) }
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

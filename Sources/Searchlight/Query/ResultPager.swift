/// Loads the items of ranked rows a page at a time, for a query's result sequence.
///
/// Confined to the task iterating the results, so it needs no locking.
package final class ResultPager {
    /// Items are loaded in pages so a query for "all results" does not hold every item in memory.
    static let pageSize = 64

    private let index: SearchableIndex
    private let rows: [RankedRow]
    private let fetchAttributes: Set<String>
    /// Filter queries that SQL could not decide exactly, checked on each loaded item.
    private let filter: CompiledQuery?
    private var nextRow = 0
    private var loaded: [(item: SearchableItem, score: Double)] = []

    package init(
        index: SearchableIndex, rows: [RankedRow], fetchAttributes: Set<String>, filter: CompiledQuery? = nil
    ) {
        self.index = index
        self.rows = rows
        self.fetchAttributes = fetchAttributes
        self.filter = filter
    }

    /// The next item and its score, or `nil` after the last. Rows whose item vanished since the
    /// query was planned are skipped; undecodable ones are reported to the delegate.
    package func next() async throws -> (item: SearchableItem, score: Double)? {
        while loaded.isEmpty {
            guard nextRow < rows.count else { return nil }
            let page = rows[nextRow..<min(nextRow + Self.pageSize, rows.count)]
            nextRow = page.endIndex
            let found = try index.read {
                try FullTextSearcher(connection: $0).items(rowIDs: page.map(\.rowID))
            }
            if !found.unreadable.isEmpty { await index.reportUnreadable(found.unreadable) }
            loaded = zip(page, found.items).reversed().compactMap { row, item in
                guard var item, filter?.verifies(item) ?? true else { return nil }
                if !fetchAttributes.isEmpty {
                    item.attributeSet = item.attributeSet.restricted(to: fetchAttributes)
                }
                return (item, row.score)
            }
        }
        return loaded.popLast()
    }
}

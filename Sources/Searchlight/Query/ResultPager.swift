/// Loads the items of a query's rows a page at a time, checks what SQL could not decide, and
/// projects `fetchAttributes`: the one result pipeline behind ``UserQuery`` and ``SearchQuery``.
///
/// Confined to the task iterating the results, so it needs no locking.
package final class ResultPager {
    /// Items are loaded in pages so a query for "all results" does not hold every item in memory.
    static let pageSize = 64

    private let index: SearchableIndex
    private let rows: [RankedRow]
    private let fetchAttributes: Set<String>
    /// Clauses SQL could not decide exactly, checked on each loaded item.
    private let filter: CompiledQuery?
    /// Whether each page puts wholes before their parts (``TitleFamilies``), as ranked results do.
    private let ordersWholesFirst: Bool
    /// The words typed, whose items of that very title the first page puts first
    /// (``TitleFamilies/namedFirst(_:words:title:)``).
    private let typedWords: [String]
    /// The words searched, which a contact's names are compared with
    /// (``TitleFamilies/contactsFirst(_:words:names:)``): as typed, without the words left out
    /// (`-draft`) or field names, and as corrected.
    private let searchedWords: [String]
    /// Items still to return; candidates that fail `filter` do not count.
    private var remaining: Int
    private var nextRow = 0
    private var loaded: [(item: SearchableItem, score: Double)] = []

    package init(
        index: SearchableIndex, rows: [RankedRow], fetchAttributes: Set<String>, filter: CompiledQuery? = nil,
        limit: Int = .max, ordersWholesFirst: Bool = false, typedText: String? = nil,
        searchedWords: [String]? = nil
    ) {
        self.index = index
        self.rows = rows
        self.ordersWholesFirst = ordersWholesFirst
        typedWords = typedText.map(TitleFamilies.titleWords) ?? []
        self.searchedWords = searchedWords ?? typedWords
        self.fetchAttributes = fetchAttributes
        self.filter = filter
        self.remaining = limit
    }

    /// The next item and its score, or `nil` after the last.
    package func next() async throws -> (item: SearchableItem, score: Double)? {
        if loaded.isEmpty, let page = try await nextPage() { loaded = page.reversed() }
        return loaded.popLast()
    }

    /// The next non-empty page of items with their scores, or `nil` after the last. Rows whose
    /// item vanished since the query was planned are skipped; undecodable ones are reported to
    /// the delegate.
    func nextPage() async throws -> [(item: SearchableItem, score: Double)]? {
        while nextRow < rows.count && remaining > 0 {
            var page = rows[nextRow..<min(nextRow + Self.pageSize, rows.count)]
            nextRow = page.endIndex
            var found = try index.read {
                try FullTextSearcher(connection: $0).items(rowIDs: page.map(\.rowID))
            }
            if !found.unreadable.isEmpty { await index.reportUnreadable(found.unreadable) }
            if ordersWholesFirst {
                // The titles are those of the items just read, so ordering costs no reading.
                let items = found.items
                let pageRows = page
                // Looked up by row only once the page is reordered: most pages are not.
                var byRow: [Int: SearchableItem?] = [:]
                func item(ofRow rowID: Int) -> SearchableItem? {
                    if byRow.isEmpty {
                        byRow = Dictionary(
                            zip(pageRows.map(\.rowID), items), uniquingKeysWith: { first, _ in first })
                    }
                    return byRow[rowID] ?? nil
                }
                var ordered = TitleFamilies.wholesFirst(Array(pageRows)) { items[$0]?.attributeSet.title }
                if page.startIndex == 0, !typedWords.isEmpty {
                    let wholesFirst = ordered
                    let isReordered = !wholesFirst.elementsEqual(pageRows)
                    ordered = TitleFamilies.namedFirst(wholesFirst, words: typedWords) { offset in
                        (isReordered ? item(ofRow: wholesFirst[offset].rowID) : items[offset])?.attributeSet
                            .title
                    }
                    let namedFirst = ordered
                    ordered = TitleFamilies.contactsFirst(namedFirst, words: searchedWords) { offset in
                        guard let contact = item(ofRow: namedFirst[offset].rowID)?.attributeSet,
                            contact.contentType.conforms(to: .contact)
                        else { return nil }
                        return [contact.title, contact.displayName].compactMap { $0 }
                            + (contact.alternateNames ?? [])
                    }
                }
                if !ordered.elementsEqual(pageRows) {
                    page = ArraySlice(ordered)
                    found.items = page.map { item(ofRow: $0.rowID) }
                }
            }
            let matching = zip(page, found.items).compactMap { row, item -> (SearchableItem, Double)? in
                guard var item, filter?.verifies(item) ?? true else { return nil }
                if !fetchAttributes.isEmpty {
                    item.attributeSet = item.attributeSet.restricted(to: fetchAttributes)
                }
                return (item, row.score)
            }.prefix(remaining)
            remaining -= matching.count
            if !matching.isEmpty { return Array(matching) }
        }
        return nil
    }
}

import Foundation

/// The read side of the store: loading items, inspection and statistics.
package struct ItemReader {
    package let connection: SQLiteConnection

    package init(connection: SQLiteConnection) { self.connection = connection }

    /// Columns every item read selects, in the order ``decodeItem(_:from:)`` expects.
    static let itemColumns =
        "items.id, items.uid, items.domain, items.expires, items.entity_type, items.entity_id, "
        + "items.entity_priority, items.index_name, items.attributes, items.hidden"

    /// SQL condition that hides expired items; `?` placeholder is bound to now.
    static func visibleCondition(nowParameter: Int) -> String {
        "(items.expires IS NULL OR items.expires > ?\(nowParameter))"
    }

    /// Decodes an item from the ``itemColumns`` starting at `first`.
    static func decodeItem(_ statement: SQLiteStatement, from first: Int32 = 0) throws
        -> SearchableItem
    {
        let attributes = try statement.withBlob(first + 8) {
            try SearchableItemAttributeSet(encodedBytes: $0)
        }
        var item = SearchableItem(
            uniqueIdentifier: statement.string(first + 1),
            domainIdentifier: statement.optionalString(first + 2),
            attributeSet: attributes)
        item.expirationDate = statement.optionalDouble(first + 3).map(Date.init(timeIntervalSince1970:))
        if let type = statement.optionalString(first + 4) {
            item.associatedEntity = EntityAssociation(
                typeIdentifier: type, identifier: statement.string(first + 5),
                priority: statement.int(first + 6),
                isHidden: statement.int(first + 9) != 0)
        }
        item.indexName = statement.string(first + 7)
        return item
    }

    /// Loads rows of a statement, separating items that decode from identifiers that do not.
    static func collect(
        _ statement: SQLiteStatement, from first: Int32 = 0, limit: Int = .max
    ) throws -> (items: [SearchableItem], unreadable: [UnreadableItem]) {
        var items: [SearchableItem] = []
        var unreadable: [UnreadableItem] = []
        while items.count < limit, try statement.step() {
            decodeRow(statement, from: first, into: &items, unreadable: &unreadable)
        }
        statement.reset()
        return (items, unreadable)
    }

    /// Decodes the current row into `items`, or records it in `unreadable` when its stored
    /// attributes cannot be read.
    private static func decodeRow(
        _ statement: SQLiteStatement, from first: Int32, into items: inout [SearchableItem],
        unreadable: inout [UnreadableItem]
    ) {
        do {
            items.append(try decodeItem(statement, from: first))
        } catch {
            unreadable.append(
                UnreadableItem(
                    identifier: statement.string(first + 1),
                    domainIdentifier: statement.optionalString(first + 2),
                    indexName: statement.string(first + 7)))
        }
    }

    package func items(
        withIdentifiers identifiers: [String], now: Date
    ) throws -> (items: [SearchableItem], unreadable: [UnreadableItem]) {
        let statement = try connection.statement(
            "SELECT \(Self.itemColumns) FROM items WHERE uid = ?1 AND \(Self.visibleCondition(nowParameter: 2))"
        )
        var items: [SearchableItem] = []
        var unreadable: [UnreadableItem] = []
        for identifier in identifiers {
            statement.bind(identifier, at: 1)
            statement.bind(now.timeIntervalSince1970, at: 2)
            let found = try Self.collect(statement)
            items += found.items
            unreadable += found.unreadable
        }
        return (items, unreadable)
    }

    /// One page of visible items, in row order, optionally within a domain subtree and index name.
    package func page(
        domainIdentifier: String?, indexName: String?, afterRowID: Int, limit: Int, now: Date
    ) throws -> (items: [SearchableItem], unreadable: [UnreadableItem], lastRowID: Int?) {
        let statement = try connection.statement(
            """
            SELECT \(Self.itemColumns) FROM items
            WHERE items.id > ?1 AND \(Self.visibleCondition(nowParameter: 2))
              AND (?3 IS NULL OR domain = ?3 OR (domain >= ?3 || '.' AND domain < ?3 || '/'))
              AND (?4 IS NULL OR index_name = ?4)
            ORDER BY items.id LIMIT ?5
            """)
        statement.bind(afterRowID, at: 1)
        statement.bind(now.timeIntervalSince1970, at: 2)
        statement.bind(domainIdentifier, at: 3)
        statement.bind(indexName, at: 4)
        statement.bind(limit, at: 5)
        var lastRowID: Int?
        var items: [SearchableItem] = []
        var unreadable: [UnreadableItem] = []
        while try statement.step() {
            lastRowID = statement.int(0)
            Self.decodeRow(statement, from: 0, into: &items, unreadable: &unreadable)
        }
        statement.reset()
        return (items, unreadable, lastRowID)
    }

    package func count(domainIdentifier: String?, indexName: String?, now: Date) throws -> Int {
        let statement = try connection.statement(
            """
            SELECT count(*) FROM items
            WHERE \(Self.visibleCondition(nowParameter: 1))
              AND (?2 IS NULL OR domain = ?2 OR (domain >= ?2 || '.' AND domain < ?2 || '/'))
              AND (?3 IS NULL OR index_name = ?3)
            """)
        defer { statement.reset() }
        statement.bind(now.timeIntervalSince1970, at: 1)
        statement.bind(domainIdentifier, at: 2)
        statement.bind(indexName, at: 3)
        return try statement.step() ? statement.int(0) : 0
    }

    /// Visible items per domain (`nil` for items without one), sorted by domain.
    func countsByDomain(now: Date) throws -> [(domain: String?, count: Int)] {
        let statement = try connection.statement(
            "SELECT domain, count(*) FROM items WHERE \(Self.visibleCondition(nowParameter: 1)) "
                + "GROUP BY domain ORDER BY domain")
        defer { statement.reset() }
        statement.bind(now.timeIntervalSince1970, at: 1)
        var counts: [(String?, Int)] = []
        while try statement.step() { counts.append((statement.optionalString(0), statement.int(1))) }
        return counts
    }

    /// Bytes of the database pages, in all and for the full-text index alone.
    package func sizes() throws -> (total: Int, fullText: Int) {
        let total = try connection.pragmaInt("page_count") * connection.pragmaInt("page_size")
        let statement = try connection.statement(
            "SELECT coalesce(sum(length(block)), 0) + (SELECT count(*) * 16 FROM item_text_idx) FROM item_text_data"
        )
        defer { statement.reset() }
        let fullText = try statement.step() ? statement.int(0) : 0
        return (total, fullText)
    }

    /// SQLite's full `integrity_check` of every page and index (the open checks none): what is
    /// wrong, or nothing.
    func integrityProblems() throws -> [String] {
        var problems: [String] = []
        let check = try connection.uncachedStatement("PRAGMA integrity_check(100)")
        while try check.step() {
            let message = check.string(0)
            if message != "ok" { problems.append(message) }
        }
        return problems
    }

    /// Every stored item decoded: the items that cannot be, or nothing.
    func unreadableItemProblems() throws -> [String] {
        var problems: [String] = []
        let items = try connection.uncachedStatement("SELECT uid, attributes FROM items ORDER BY id")
        while try items.step() {
            let readable = items.withBlob(1) { (try? SearchableItemAttributeSet(encodedBytes: $0)) != nil }
            if !readable {
                problems.append("item '\(items.string(0).prefix(80))': its stored attributes cannot be read")
            }
        }
        return problems
    }

    package func clientState(indexName: String) throws -> [UInt8]? {
        let statement = try connection.statement("SELECT state FROM client_states WHERE index_name = ?1")
        defer { statement.reset() }
        statement.bind(indexName, at: 1)
        return try statement.step() ? statement.bytes(0) : nil
    }
}

/// An item whose stored form could not be decoded; reported to the delegate for reindexing.
package struct UnreadableItem: Hashable, Sendable {
    package var identifier: String
    package var domainIdentifier: String?
    package var indexName: String
}

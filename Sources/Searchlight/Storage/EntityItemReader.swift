import Foundation

/// Reads the items associated with entities, for parameter resolution.
package struct EntityItemReader {
    package let connection: SQLiteConnection

    package init(connection: SQLiteConnection) { self.connection = connection }

    /// The visible items associated with each of these entities of `typeIdentifier` (hidden
    /// entities included: they are stored, only kept out of search results), by entity
    /// identifier; highest priority first, then by item identifier.
    package func items(
        typeIdentifier: String, identifiers: [String], now: Date
    ) throws -> (items: [String: [SearchableItem]], unreadable: [UnreadableItem]) {
        let statement = try connection.statement(
            """
            SELECT \(ItemReader.itemColumns) FROM items
            WHERE entity_type = ?1 AND entity_id = ?2 AND \(ItemReader.visibleCondition(nowParameter: 3))
            ORDER BY entity_priority DESC, uid
            """)
        var items: [String: [SearchableItem]] = [:]
        var unreadable: [UnreadableItem] = []
        for identifier in Set(identifiers).sorted() {
            statement.bind(typeIdentifier, at: 1)
            statement.bind(identifier, at: 2)
            statement.bind(now.timeIntervalSince1970, at: 3)
            let found = try ItemReader.collect(statement)
            if !found.items.isEmpty { items[identifier] = found.items }
            unreadable += found.unreadable
        }
        return (items, unreadable)
    }
}

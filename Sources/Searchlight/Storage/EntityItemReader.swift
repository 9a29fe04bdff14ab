import Foundation

/// Finds the items associated with entities, for parameter resolution. Identifier lists go to
/// SQLite as one JSON array (`json_each`), so a lookup of many is one statement.
package struct EntityItemReader {
    package let connection: SQLiteConnection

    package init(connection: SQLiteConnection) { self.connection = connection }

    /// For each of these entities of `typeIdentifier`, its visible associated item with the
    /// highest priority (ties by identifier) — hidden entities included: they are stored, only
    /// kept out of search results. Entities without one are absent.
    func bestItems(
        typeIdentifier: String, identifiers: [String], now: Date
    ) throws -> [String: (rowID: Int, priority: Int)] {
        guard !identifiers.isEmpty else { return [:] }
        let statement = try connection.statement(
            """
            SELECT entity_id, id, entity_priority FROM items
            WHERE entity_type = ?1 AND entity_id IN (SELECT value FROM json_each(?2))
              AND \(ItemReader.visibleCondition(nowParameter: 3))
            ORDER BY entity_id, entity_priority DESC, uid
            """)
        defer { statement.reset() }
        statement.bind(typeIdentifier, at: 1)
        statement.bind(Self.jsonArray(strings: identifiers), at: 2)
        statement.bind(now.timeIntervalSince1970, at: 3)
        var items: [String: (rowID: Int, priority: Int)] = [:]
        while try statement.step() {
            let identifier = statement.string(0)
            if items[identifier] == nil { items[identifier] = (statement.int(1), statement.int(2)) }
        }
        return items
    }

    /// Items by row id (visible or not: the caller chose them moments ago), and those whose
    /// stored form could not be decoded.
    package func items(rowIDs: [Int]) throws -> (items: [Int: SearchableItem], unreadable: [UnreadableItem]) {
        guard !rowIDs.isEmpty else { return ([:], []) }
        let statement = try connection.statement(
            "SELECT \(ItemReader.itemColumns) FROM items WHERE items.id IN (SELECT value FROM json_each(?1))")
        defer { statement.reset() }
        statement.bind(SQLFragment.jsonArray(Array(Set(rowIDs))), at: 1)
        var items: [Int: SearchableItem] = [:]
        var unreadable: [UnreadableItem] = []
        while try statement.step() {
            do {
                items[statement.int(0)] = try ItemReader.decodeItem(statement)
            } catch {
                unreadable.append(
                    UnreadableItem(
                        identifier: statement.string(1), domainIdentifier: statement.optionalString(2),
                        indexName: statement.string(7)))
            }
        }
        return (items, unreadable)
    }

    /// A JSON array of strings, for `json_each`.
    static func jsonArray(strings: [String]) -> String {
        var json = "["
        for (offset, string) in strings.enumerated() {
            if offset > 0 { json += "," }
            json += "\""
            for scalar in string.unicodeScalars {
                switch scalar {
                case "\"": json += "\\\""
                case "\\": json += "\\\\"
                case _ where scalar.value < 0x20: json += String(format: "\\u%04x", scalar.value)
                default: json.unicodeScalars.append(scalar)
                }
            }
            json += "\""
        }
        return json + "]"
    }
}

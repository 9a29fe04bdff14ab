import Foundation

/// How many distinct entities of each type have a visible item in the store.
package enum EntityTypeCounts {
    package static func read(now: Date, connection: SQLiteConnection) throws -> [String: Int] {
        let statement = try connection.statement(
            """
            SELECT entity_type, count(DISTINCT entity_id) FROM items
            WHERE entity_type IS NOT NULL AND hidden = 0 AND (expires IS NULL OR expires > ?1)
            GROUP BY entity_type
            """)
        defer { statement.reset() }
        statement.bind(now.timeIntervalSince1970, at: 1)
        var counts: [String: Int] = [:]
        while try statement.step() { counts[statement.string(0)] = statement.int(1) }
        return counts
    }
}

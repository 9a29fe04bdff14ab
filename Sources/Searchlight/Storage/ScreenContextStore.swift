import Foundation

/// The published on-screen context: the `screen_context` table, one row per index name.
/// Callers own the transaction.
package struct ScreenContextStore {
    /// A row as stored.
    package struct Row: Equatable {
        package var payload: [UInt8]
        package var published: Date
        package var processIdentifier: Int32
    }

    package let connection: SQLiteConnection

    package init(connection: SQLiteConnection) { self.connection = connection }

    /// Replaces the context of `indexName`.
    package func save(_ row: Row, indexName: String) throws {
        let statement = try connection.statement(
            """
            INSERT INTO screen_context(index_name, payload, published, process_id) VALUES (?1, ?2, ?3, ?4)
            ON CONFLICT(index_name) DO UPDATE SET
                payload = excluded.payload, published = excluded.published, process_id = excluded.process_id
            """)
        statement.bind(indexName, at: 1)
        statement.bind(bytes: row.payload, at: 2)
        statement.bind(row.published.timeIntervalSince1970, at: 3)
        statement.bind(Int(row.processIdentifier), at: 4)
        try statement.execute()
    }

    package func delete(indexName: String) throws {
        let statement = try connection.statement("DELETE FROM screen_context WHERE index_name = ?1")
        statement.bind(indexName, at: 1)
        try statement.execute()
    }

    package func row(indexName: String) throws -> Row? {
        let statement = try connection.statement(
            "SELECT payload, published, process_id FROM screen_context WHERE index_name = ?1")
        defer { statement.reset() }
        statement.bind(indexName, at: 1)
        guard try statement.step() else { return nil }
        return Row(
            payload: statement.bytes(0), published: Date(timeIntervalSince1970: statement.double(1)),
            processIdentifier: Int32(truncatingIfNeeded: statement.int(2)))
    }
}

import Foundation

/// Saved user activities: the `activities` table. Callers own the transaction.
///
/// An activity row is keyed by the activity's identity (its persistent identifier, else a digest
/// of its content), belongs to one index name, and may point at its own search item
/// (`item_uid`) and at the item it is strongly related to (`related_uid`); ``ItemWriter``
/// deletes the row with either item.
package struct ActivityStore {
    package let connection: SQLiteConnection

    package init(connection: SQLiteConnection) { self.connection = connection }

    /// Inserts or updates the activity with `row.key`; a use with `weight > 0` adds to its
    /// engagement. Returns the row id.
    package func save(_ row: ActivityRow, now: Date, weight: Double) throws -> Int {
        let decayed = EngagementStore.decayedSQL(
            score: "use_score", lastUsed: "last_used", now: "excluded.last_used")
        let statement = try connection.statement(
            """
            INSERT INTO activities(key, index_name, activity_type, persistent_id, item_uid, related_uid,
                entity_type, entity_id, searchable, predictable, created, last_used, expires, use_count,
                use_score, payload)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?11, ?12, ?13, ?14, ?15)
            ON CONFLICT(key) DO UPDATE SET index_name = excluded.index_name,
                activity_type = excluded.activity_type, persistent_id = excluded.persistent_id,
                item_uid = excluded.item_uid, related_uid = excluded.related_uid,
                entity_type = excluded.entity_type, entity_id = excluded.entity_id,
                searchable = excluded.searchable, predictable = excluded.predictable,
                expires = excluded.expires, payload = excluded.payload,
                use_count = use_count + excluded.use_count,
                use_score = \(decayed) + excluded.use_score,
                last_used = max(last_used, excluded.last_used)
            """)
        statement.bind(row.key, at: 1)
        statement.bind(row.indexName, at: 2)
        statement.bind(row.activityType, at: 3)
        statement.bind(row.persistentIdentifier, at: 4)
        statement.bind(row.itemIdentifier, at: 5)
        statement.bind(row.relatedIdentifier, at: 6)
        statement.bind(row.entityType, at: 7)
        statement.bind(row.entityIdentifier, at: 8)
        statement.bind(row.isSearchable ? 1 : 0, at: 9)
        statement.bind(row.isPredictable ? 1 : 0, at: 10)
        statement.bind(now.timeIntervalSince1970, at: 11)
        statement.bind(row.expires?.timeIntervalSince1970, at: 12)
        statement.bind(weight > 0 ? 1 : 0, at: 13)
        statement.bind(max(weight, 0), at: 14)
        statement.bind(bytes: row.payload, at: 15)
        try statement.execute()
        return try existing(key: row.key)?.rowID ?? connection.lastInsertRowID
    }

    /// The saved activity with this key, expired or not.
    package func existing(key: String) throws -> SavedActivityRow? {
        try select("WHERE key = ?1", [.text(key)]).first
    }

    /// Deletes one activity row and the engagement it recorded on items. Its own search item,
    /// if any, is the caller's to delete (through ``ItemWriter``, which calls back here).
    func deleteRow(_ rowID: Int) throws {
        let engagement = try connection.statement("DELETE FROM item_engagement WHERE activity = ?1")
        engagement.bind(rowID, at: 1)
        try engagement.execute()
        let delete = try connection.statement("DELETE FROM activities WHERE id = ?1")
        delete.bind(rowID, at: 1)
        try delete.execute()
    }

    /// Saved activities of `indexName` with these persistent identifiers.
    package func rows(persistentIdentifiers: [String], indexName: String) throws -> [SavedActivityRow] {
        var rows: [SavedActivityRow] = []
        for identifier in Set(persistentIdentifiers).sorted() {
            rows += try select(
                "WHERE persistent_id = ?1 AND index_name = ?2", [.text(identifier), .text(indexName)])
        }
        return rows
    }

    /// Counts a use of the activity whose search item is `itemIdentifier`, if there is one.
    func recordUse(itemIdentifier: String, weight: Double, now: Date) throws {
        let decayed = EngagementStore.decayedSQL(score: "use_score", lastUsed: "last_used", now: "?3")
        let statement = try connection.statement(
            """
            UPDATE activities SET use_count = use_count + 1, use_score = \(decayed) + ?2,
                last_used = max(last_used, ?3)
            WHERE item_uid = ?1
            """)
        statement.bind(itemIdentifier, at: 1)
        statement.bind(weight, at: 2)
        statement.bind(now.timeIntervalSince1970, at: 3)
        try statement.execute()
    }

    /// The activity whose own search item is `itemIdentifier` (any index name).
    package func rows(itemIdentifier: String) throws -> [SavedActivityRow] {
        try select("WHERE item_uid = ?1", [.text(itemIdentifier)])
    }

    /// The activities strongly related to item `relatedIdentifier` (any index name).
    package func rows(relatedIdentifier: String) throws -> [SavedActivityRow] {
        try select("WHERE related_uid = ?1", [.text(relatedIdentifier)])
    }

    /// The activities about one entity (any index name).
    package func rows(entityType: String, entityIdentifier: String) throws -> [SavedActivityRow] {
        try select("WHERE entity_type = ?1 AND entity_id = ?2", [.text(entityType), .text(entityIdentifier)])
    }

    /// Every saved activity of `indexName`, least recently used first.
    func allRows(indexName: String) throws -> [SavedActivityRow] {
        try select("WHERE index_name = ?1 ORDER BY last_used, key", [.text(indexName)])
    }

    /// Activities of `indexName` whose expiration has passed.
    func expiredRows(indexName: String, now: Date) throws -> [SavedActivityRow] {
        try select(
            "WHERE index_name = ?1 AND expires <= ?2 ORDER BY last_used, key",
            [.text(indexName), .real(now.timeIntervalSince1970)])
    }

    package func count(indexName: String) throws -> Int {
        let statement = try connection.statement("SELECT count(*) FROM activities WHERE index_name = ?1")
        defer { statement.reset() }
        statement.bind(indexName, at: 1)
        return try statement.step() ? statement.int(0) : 0
    }

    /// The `count` least recently used activities of `indexName`, oldest first.
    func leastRecentlyUsed(indexName: String, count: Int) throws -> [SavedActivityRow] {
        try select(
            "WHERE index_name = ?1 ORDER BY last_used, key LIMIT ?2", [.text(indexName), .integer(count)])
    }

    /// Unexpired prediction-eligible activities of `indexName` that were used, with their
    /// decayed engagement.
    func predictable(indexName: String, now: Date) throws -> [SavedActivityRow] {
        try select(
            "WHERE index_name = ?1 AND predictable = 1 AND use_count > 0 "
                + "AND (expires IS NULL OR expires > ?2)",
            [.text(indexName), .real(now.timeIntervalSince1970)])
    }

    private func select(_ condition: String, _ arguments: [SQLFragment.Argument]) throws -> [SavedActivityRow]
    {
        let statement = try connection.statement(
            """
            SELECT id, key, persistent_id, activity_type, item_uid, related_uid, created, last_used, expires,
                use_count, use_score, payload
            FROM activities \(condition)
            """)
        defer { statement.reset() }
        statement.bind(arguments)
        var rows: [SavedActivityRow] = []
        while try statement.step() {
            rows.append(
                SavedActivityRow(
                    rowID: statement.int(0), key: statement.string(1),
                    persistentIdentifier: statement.optionalString(2),
                    activityType: statement.string(3), itemIdentifier: statement.optionalString(4),
                    relatedIdentifier: statement.optionalString(5),
                    created: Date(timeIntervalSince1970: statement.double(6)),
                    lastUsed: Date(timeIntervalSince1970: statement.double(7)),
                    expires: statement.optionalDouble(8).map(Date.init(timeIntervalSince1970:)),
                    useCount: statement.int(9), useScore: statement.double(10), payload: statement.bytes(11)))
        }
        return rows
    }
}

/// An activity in the form ``ActivityStore`` writes.
package struct ActivityRow {
    package var key: String
    package var indexName: String
    package var activityType: String
    package var persistentIdentifier: String?
    /// The activity's own search item, when it is indexed as one.
    package var itemIdentifier: String?
    /// The strong `relatedUniqueIdentifier`: the row is deleted with that item.
    var relatedIdentifier: String?
    package var entityType: String?
    package var entityIdentifier: String?
    package var isSearchable: Bool
    var isPredictable: Bool
    package var expires: Date?
    package var payload: [UInt8]

    package init(
        key: String, indexName: String, activityType: String, persistentIdentifier: String?,
        itemIdentifier: String?, relatedIdentifier: String?, entityType: String?, entityIdentifier: String?,
        isSearchable: Bool, isPredictable: Bool, expires: Date?, payload: [UInt8]
    ) {
        self.key = key
        self.indexName = indexName
        self.activityType = activityType
        self.persistentIdentifier = persistentIdentifier
        self.itemIdentifier = itemIdentifier
        self.relatedIdentifier = relatedIdentifier
        self.entityType = entityType
        self.entityIdentifier = entityIdentifier
        self.isSearchable = isSearchable
        self.isPredictable = isPredictable
        self.expires = expires
        self.payload = payload
    }
}

/// A saved activity as read back; `useScore` is as of `lastUsed` (decay it to read it now).
package struct SavedActivityRow: Equatable {
    var rowID: Int
    package var key: String
    package var persistentIdentifier: String?
    package var activityType: String
    package var itemIdentifier: String?
    var relatedIdentifier: String?
    package var created: Date
    package var lastUsed: Date
    package var expires: Date?
    package var useCount: Int
    var useScore: Double
    package var payload: [UInt8]
}

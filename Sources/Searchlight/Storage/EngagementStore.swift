import Foundation

/// Engagement counters: how often and how recently the user used an item, an activity or an
/// entity, decayed with time so that what was used last week outranks what was used a lot a
/// year ago.
///
/// Each counter keeps a use count, the time of last use, and a score that is the sum of the
/// uses' weights, each decayed hyperbolically: a use `age` seconds old weighs
/// `1 / (1 + age / halfLife)`, half after ``halfLife``. The stored score is as of `last_used`;
/// reading it applies the decay since then. The decay is applied incrementally on every use,
/// so it needs no SQLite math functions.
package struct EngagementStore {
    /// After this long a use counts half (14 days).
    package static let halfLife: TimeInterval = 14 * 86_400

    package let connection: SQLiteConnection

    package init(connection: SQLiteConnection) { self.connection = connection }

    /// `score`, last updated at `lastUsed`, as of `now`.
    package static func decayed(_ score: Double, lastUsed: Double, now: Double) -> Double {
        score / (1 + max(now - lastUsed, 0) / halfLife)
    }

    /// SQL for ``decayed(_:lastUsed:now:)`` over columns or parameters.
    package static func decayedSQL(score: String, lastUsed: String, now: String) -> String {
        "(\(score) / (1.0 + max(\(now) - \(lastUsed), 0) / \(halfLife)))"
    }

    /// Records a use of the item with row id `item`, on behalf of `activity` (a row of
    /// `activities`; 0 when the user engaged with the item directly).
    package func recordItemUse(item: Int, activity: Int = 0, weight: Double, now: Date) throws {
        let statement = try connection.statement(
            """
            INSERT INTO item_engagement(item, activity, use_count, score, last_used) VALUES (?1, ?2, 1, ?3, ?4)
            ON CONFLICT(item, activity) DO UPDATE SET use_count = use_count + 1,
                score = \(Self.decayedSQL(score: "score", lastUsed: "last_used", now: "?4")) + ?3,
                last_used = max(last_used, ?4)
            """)
        statement.bind(item, at: 1)
        statement.bind(activity, at: 2)
        statement.bind(weight, at: 3)
        statement.bind(now.timeIntervalSince1970, at: 4)
        try statement.execute()
    }

    /// The row id of the visible item `uniqueIdentifier`, or `nil`.
    package func visibleItemRowID(uniqueIdentifier: String, now: Date) throws -> Int? {
        let statement = try connection.statement(
            "SELECT id FROM items WHERE uid = ?1 AND \(ItemReader.visibleCondition(nowParameter: 2))")
        defer { statement.reset() }
        statement.bind(uniqueIdentifier, at: 1)
        statement.bind(now.timeIntervalSince1970, at: 2)
        return try statement.step() ? statement.int(0) : nil
    }

    /// Whether any item engagement is stored (searches skip the engagement term when not).
    package func hasItemEngagement() throws -> Bool {
        let statement = try connection.statement("SELECT EXISTS (SELECT 1 FROM item_engagement)")
        defer { statement.reset() }
        return try statement.step() && statement.int(0) != 0
    }

    /// Engagement of the entities of `typeIdentifier` (only `identifiers`, when given), most
    /// engaged first, ties by identifier.
    ///
    /// An entity's engagement is the user's direct engagement with the items associated with it
    /// plus the uses of saved activities about it. Engagement an activity recorded on its related
    /// item is not counted twice: it is already in the activity's own counter.
    package func entityEngagement(
        typeIdentifier: String, identifiers: [String]?, now: Date, limit: Int
    ) throws -> [EntityEngagement] {
        let decayedItem = Self.decayedSQL(score: "e.score", lastUsed: "e.last_used", now: "?2")
        let decayedActivity = Self.decayedSQL(score: "a.use_score", lastUsed: "a.last_used", now: "?2")
        var sql = """
            SELECT entity_id, sum(uses), sum(score), max(last_used) FROM (
                SELECT items.entity_id AS entity_id, e.use_count AS uses, \(decayedItem) AS score,
                    e.last_used AS last_used
                FROM item_engagement e JOIN items ON items.id = e.item
                WHERE e.activity = 0 AND items.entity_type = ?1 AND \(ItemReader.visibleCondition(nowParameter: 2))
                UNION ALL
                SELECT a.entity_id, a.use_count, \(decayedActivity), a.last_used
                FROM activities a
                WHERE a.entity_type = ?1 AND a.use_count > 0 AND (a.expires IS NULL OR a.expires > ?2)
            )
            """
        var arguments: [SQLFragment.Argument] = [.text(typeIdentifier), .real(now.timeIntervalSince1970)]
        if let identifiers {
            guard !identifiers.isEmpty else { return [] }
            sql += " WHERE entity_id IN (\(identifiers.indices.map { "?\($0 + 4)" }.joined(separator: ", ")))"
        }
        sql += " GROUP BY entity_id ORDER BY 3 DESC, 1 LIMIT ?3"
        arguments.append(.integer(limit))
        arguments += (identifiers ?? []).map { .text($0) }
        let statement = try connection.uncachedStatement(sql)
        statement.bind(arguments)
        var rows: [EntityEngagement] = []
        while try statement.step() {
            rows.append(
                EntityEngagement(
                    identifier: statement.string(0), useCount: statement.int(1), score: statement.double(2),
                    lastUsed: Date(timeIntervalSince1970: statement.double(3))))
        }
        return rows
    }
}

/// How much the user engaged with one entity, decayed to now.
package struct EntityEngagement: Equatable, Sendable {
    package var identifier: String
    package var useCount: Int
    package var score: Double
    package var lastUsed: Date
}

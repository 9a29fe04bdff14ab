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
    static let halfLife: TimeInterval = 14 * 86_400

    package let connection: SQLiteConnection

    package init(connection: SQLiteConnection) { self.connection = connection }

    /// `score`, last updated at `lastUsed`, as of `now`.
    package static func decayed(_ score: Double, lastUsed: Double, now: Double) -> Double {
        score / (1 + max(now - lastUsed, 0) / halfLife)
    }

    /// SQL for ``decayed(_:lastUsed:now:)`` over columns or parameters.
    static func decayedSQL(score: String, lastUsed: String, now: String) -> String {
        "(\(score) / (1.0 + max(\(now) - \(lastUsed), 0) / \(halfLife)))"
    }

    /// Records a use of the item with row id `item`, on behalf of `activity` (a row of
    /// `activities`; 0 when the user engaged with the item directly).
    func recordItemUse(item: Int, activity: Int = 0, weight: Double, now: Date) throws {
        let statement = try connection.statement(
            """
            INSERT INTO item_engagement(item, activity, use_count, score, last_used, entity_type, entity_id)
            SELECT ?1, ?2, 1, ?3, ?4, entity_type, entity_id FROM items WHERE id = ?1
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

    /// Keeps the entity association copied into an item's engagement rows current when the item
    /// is replaced.
    func updateAssociation(item: Int, entity: EntityAssociation?) throws {
        let statement = try connection.statement(
            "UPDATE item_engagement SET entity_type = ?2, entity_id = ?3 WHERE item = ?1")
        statement.bind(item, at: 1)
        statement.bind(entity?.typeIdentifier, at: 2)
        statement.bind(entity?.identifier, at: 3)
        try statement.execute()
    }

    /// The row id of the visible item `uniqueIdentifier`, or `nil`.
    func visibleItemRowID(uniqueIdentifier: String, now: Date) throws -> Int? {
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

    /// Engagement of every engaged entity of `typeIdentifier`, by entity identifier.
    ///
    /// An entity's engagement is the user's direct engagement with the items associated with it
    /// plus the uses of saved activities about it. Engagement an activity recorded on its related
    /// item is not counted twice: it is already in the activity's own counter. The rows stream
    /// from two covering index ranges and are summed here, which costs a fraction of an SQL
    /// `GROUP BY` (that needs a temporary B-tree).
    func entityEngagement(typeIdentifier: String, now: Date) throws -> [String: EntityEngagement] {
        let statement = try connection.statement(
            """
            SELECT entity_id, use_count, score, last_used FROM item_engagement
            WHERE entity_type = ?1 AND activity = 0
            UNION ALL
            SELECT entity_id, use_count, use_score, last_used FROM activities
            WHERE entity_type = ?1 AND use_count > 0 AND (expires IS NULL OR expires > ?2)
            """)
        defer { statement.reset() }
        statement.bind(typeIdentifier, at: 1)
        statement.bind(now.timeIntervalSince1970, at: 2)
        let reference = now.timeIntervalSince1970
        var engagement: [String: EntityEngagement] = [:]
        while try statement.step() {
            let identifier = statement.string(0)
            let lastUsed = statement.double(3)
            let score = Self.decayed(statement.double(2), lastUsed: lastUsed, now: reference)
            if var known = engagement[identifier] {
                known.useCount += statement.int(1)
                known.score += score
                known.lastUsed = max(known.lastUsed, Date(timeIntervalSince1970: lastUsed))
                engagement[identifier] = known
            } else {
                engagement[identifier] = EntityEngagement(
                    identifier: identifier, useCount: statement.int(1), score: score,
                    lastUsed: Date(timeIntervalSince1970: lastUsed))
            }
        }
        return engagement
    }
}

/// How much the user engaged with one entity, decayed to now.
package struct EntityEngagement: Equatable, Sendable {
    package var identifier: String
    package var useCount: Int
    package var score: Double
    package var lastUsed: Date
}

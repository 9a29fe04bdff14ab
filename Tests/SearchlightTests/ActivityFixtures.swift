import Foundation
import Searchlight
import Synchronization

/// Entity types for the activity, continuation and resolver tests, backed by in-memory
/// "app databases" that tests can delete from to make identifiers stale. Each test uses its
/// own identifiers (see ``ActivityFixtures/unique(_:)``), so tests can run in parallel.
enum ActivityFixtures {
    struct Order: IndexedEntity {
        static let typeIdentifier = "Order"
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Order"
        static let defaultQuery = OrderQuery()

        var id: String
        var title: String
        var notes: String?

        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: title) }

        var attributeSet: SearchableItemAttributeSet {
            var attributes = SearchableItemAttributeSet(contentType: .item)
            attributes.title = title
            attributes.contentDescription = notes
            return attributes
        }

        var entityIdentifier: EntityIdentifier { EntityIdentifier(for: self) }

        /// The item the app indexes for this order.
        func item(priority: Int = 0) -> SearchableItem {
            SearchableItem(appEntity: self, priority: priority)
        }
    }

    struct OrderQuery: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [Order] {
            orders.withLock { orders in identifiers.compactMap { orders[$0] } }
        }

        func suggestedEntities() async throws -> [Order] {
            let wanted = ActivityFixtures.suggestedOrderIdentifiers
            return orders.withLock { orders in wanted.compactMap { orders[$0] } }
        }
    }

    /// A type whose identifiers are UUIDs, for malformed-identifier tests.
    struct Ticket: IndexedEntity {
        static let typeIdentifier = "Ticket"
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Ticket"
        static let defaultQuery = TicketQuery()

        var id: UUID
        var title: String

        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: title) }
    }

    struct TicketQuery: EntityQuery {
        func entities(for identifiers: [UUID]) async throws -> [Ticket] {
            tickets.withLock { tickets in identifiers.compactMap { tickets[$0] } }
        }
    }

    static let orders = Mutex<[String: Order]>([:])
    static let tickets = Mutex<[UUID: Ticket]>([:])
    /// What `OrderQuery.suggestedEntities()` returns, for the task that sets it (task-local, so
    /// parallel tests never see each other's suggestions).
    @TaskLocal static var suggestedOrderIdentifiers: [String] = []

    /// Adds orders to the app database.
    static func store(_ new: [Order]) {
        orders.withLock { orders in for order in new { orders[order.id] = order } }
    }

    /// Removes orders from the app database (not from the index).
    static func forget(_ identifiers: [String]) {
        orders.withLock { orders in for id in identifiers { orders.removeValue(forKey: id) } }
    }

    /// A prefix unique to one test, so tests sharing the databases never see each other's rows.
    static func unique(_ label: String) -> String {
        "\(label)-\(UUID().uuidString.prefix(8))"
    }
}

/// An activity of `type` with a title, eligible as asked.
func makeActivity(
    _ type: String = "com.example.coffee.view-order", title: String? = nil, search: Bool = false,
    prediction: Bool = false, persistentIdentifier: String? = nil
) throws -> UserActivity {
    var activity = try UserActivity(activityType: type)
    activity.title = title
    activity.isEligibleForSearch = search
    activity.isEligibleForPrediction = prediction
    activity.persistentIdentifier = persistentIdentifier
    return activity
}

/// An attribute set that ties an activity to item `identifier`, strongly or weakly.
func relatedAttributes(to identifier: String, weak: Bool = false) -> SearchableItemAttributeSet {
    var attributes = SearchableItemAttributeSet(contentType: .item)
    if weak {
        attributes.weakRelatedUniqueIdentifier = identifier
    } else {
        attributes.relatedUniqueIdentifier = identifier
    }
    return attributes
}

/// Results of a user query with their scores.
func scoredSearch(_ text: String, in index: SearchableIndex) async throws -> [(id: String, score: Double)] {
    var results: [(String, Double)] = []
    for try await result in UserQuery(userQueryString: text, index: index).results {
        results.append((result.id, result.score))
    }
    return results
}

/// The first result of a user query for `text` with identifier `id`.
func searchResult(_ id: String, for text: String, in index: SearchableIndex) async throws -> UserQuery.Item? {
    for try await result in UserQuery(userQueryString: text, index: index).results where result.id == id {
        return result
    }
    return nil
}

/// Rows in one of the store's tables (for no-ghost checks).
func rowCount(_ table: String, in index: SearchableIndex) throws -> Int {
    try index.read { connection in
        let statement = try connection.uncachedStatement("SELECT count(*) FROM \(table)")
        return try statement.step() ? statement.int(0) : 0
    }
}

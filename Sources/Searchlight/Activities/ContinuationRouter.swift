import Foundation
import Synchronization

/// Routes a continued activity — a tapped search result, a handed-off activity, a search the
/// user wants to finish in the app — to the handler registered for it, the way an app's
/// `application(_:continue:restorationHandler:)` would.
///
/// ```swift
/// let router = ContinuationRouter(index: index)
/// router.register(Order.self) { order, _ in
///     await showOrder(order)
///     return .handled
/// }
/// router.registerQueryContinuationHandler { text, _ in await showSearch(text); return .handled }
/// let outcome = try await router.continue(ContinuationRouter.searchableItemActivity(for: "Order:o42"))
/// ```
///
/// A search result arrives as an activity of type ``searchableItemActionType`` with the item's
/// identifier under ``searchableItemActivityIdentifier``. The router looks the item up: an item
/// that is gone yields ``ContinuationOutcome/contentUnavailable(_:)``; an item associated with
/// an entity of a registered type is resolved through the entity's query (an entity that no
/// longer exists is also `.contentUnavailable`); otherwise the searchable-item handler gets the
/// item. Whenever the outcome is `.contentUnavailable(id)`, whoever decided it, the stale item
/// `id` and the saved activities about it are removed from the index.
public final class ContinuationRouter: Sendable {
    // The values are Core Spotlight's own, so an app's `Info.plist` activity types and code that
    // reads `userInfo["kCSSearchableItemActivityIdentifier"]` work unchanged.
    /// Activity type of a continued search result (Core Spotlight's `CSSearchableItemActionType`).
    public static let searchableItemActionType = "com.apple.corespotlightitem"
    /// `userInfo` key holding the search result's unique identifier
    /// (`CSSearchableItemActivityIdentifier`).
    public static let searchableItemActivityIdentifier = "kCSSearchableItemActivityIdentifier"
    /// Activity type of a search continued in the app (`CSQueryContinuationActionType`).
    public static let queryContinuationActionType = "com.apple.corespotlightquery"
    /// `userInfo` key holding the query text to run (`CSSearchQueryString`).
    public static let searchQueryString = "kCSSearchQueryString"

    /// Continues an activity of a registered type.
    public typealias ActivityHandler = @Sendable (UserActivity) async throws -> ContinuationOutcome
    /// Continues a tapped search result: its item and the activity that stands for the tap.
    public typealias ItemHandler =
        @Sendable (SearchableItem, UserActivity) async throws -> ContinuationOutcome
    /// Continues a search in the app with the query text.
    public typealias QueryHandler = @Sendable (String, UserActivity) async throws -> ContinuationOutcome

    /// Resolves an entity identifier string of one registered type and calls its handler.
    private typealias EntityRoute =
        @Sendable (String, String, UserActivity) async throws -> ContinuationOutcome
    /// Checks that an identifier string parses as the type's identifier.
    private typealias EntityParser = @Sendable (String) -> Bool

    private struct Handlers: Sendable {
        var activities: [String: ActivityHandler] = [:]
        var item: ItemHandler?
        var query: QueryHandler?
        var entities: [String: (parse: EntityParser, route: EntityRoute)] = [:]
    }

    /// The index whose items and activities are continued.
    public let index: SearchableIndex
    private let handlers = Mutex(Handlers())

    /// Creates a router for the items and activities of `index`.
    public init(index: SearchableIndex) {
        self.index = index
    }

    // MARK: Registration

    /// Handles activities of `activityType` (replacing an earlier handler for it).
    public func register(activityType: String, handler: @escaping ActivityHandler) {
        handlers.withLock { $0.activities[activityType] = handler }
    }

    /// Handles search results whose item is not associated with a registered entity type.
    public func registerSearchableItemHandler(_ handler: @escaping ItemHandler) {
        handlers.withLock { $0.item = handler }
    }

    /// Handles query continuations: the text the user typed into search.
    public func registerQueryContinuationHandler(_ handler: @escaping QueryHandler) {
        handlers.withLock { $0.query = handler }
    }

    /// Handles search results that stand for entities of type `E`: the router parses the
    /// identifier as `E.ID`, resolves it through `E.defaultQuery` and passes the live entity.
    public func register<E: AppEntity>(
        _ type: E.Type, handler: @escaping @Sendable (E, UserActivity) async throws -> ContinuationOutcome
    ) {
        let route: EntityRoute = { identifier, itemIdentifier, activity in
            guard let id = E.ID.entityIdentifier(for: identifier) else {
                throw ContinuationError(
                    .malformedIdentifier, activityType: activity.activityType,
                    field: Self.searchableItemActivityIdentifier,
                    message:
                        "'\(identifier.prefix(80))' is not a valid \(E.ID.self) identifier of "
                        + E.typeIdentifier
                )
            }
            guard let entity = try await E.defaultQuery.entities(for: [id]).first else {
                return .contentUnavailable(itemIdentifier)
            }
            return try await handler(entity, activity)
        }
        let parse: EntityParser = { E.ID.entityIdentifier(for: $0) != nil }
        handlers.withLock { $0.entities[E.typeIdentifier] = (parse, route) }
    }

    // MARK: Continuation activities

    /// The activity a search result's tap delivers for item `uniqueIdentifier`.
    public static func searchableItemActivity(for uniqueIdentifier: String) -> UserActivity {
        var activity = Self.makeActivity(searchableItemActionType)
        activity.userInfo[searchableItemActivityIdentifier] = .string(uniqueIdentifier)
        return activity
    }

    /// The activity that continues a search for `queryString` in the app.
    public static func queryContinuationActivity(for queryString: String) -> UserActivity {
        var activity = Self.makeActivity(queryContinuationActionType)
        activity.userInfo[searchQueryString] = .string(queryString)
        return activity
    }

    private static func makeActivity(_ type: String) -> UserActivity {
        // The reserved types are valid reverse-DNS names, so this cannot throw.
        guard let activity = try? UserActivity(activityType: type) else {
            preconditionFailure("reserved activity type '\(type)' must be valid")
        }
        return activity
    }

    /// What tapping the search result `uniqueIdentifier` continues: the saved activity when the
    /// result is an activity's item, otherwise a ``searchableItemActionType`` activity.
    public func continuation(forSearchResult uniqueIdentifier: String) async throws -> UserActivity {
        let payload = try index.read { connection in
            try ActivityStore(connection: connection).rows(itemIdentifier: uniqueIdentifier).first?.payload
        }
        if let payload { return try JSONDecoder().decode(UserActivity.self, from: Data(payload)) }
        return Self.searchableItemActivity(for: uniqueIdentifier)
    }

    // MARK: Routing

    /// Routes `activity` to its handler.
    /// - Returns: the handler's outcome; `.unhandled` when none is registered.
    /// - Throws: ``ContinuationError`` for a malformed continuation (nothing is removed then), or
    ///   what the handler or the entity query throws.
    public func `continue`(_ activity: UserActivity) async throws -> ContinuationOutcome {
        let current = handlers.withLock { $0 }
        let outcome: ContinuationOutcome
        switch activity.activityType {
        case Self.searchableItemActionType:
            outcome = try await continueSearchResult(activity, handlers: current)
        case Self.queryContinuationActionType:
            let text = try Self.string(Self.searchQueryString, in: activity)
            outcome = try await current.query?(text, activity) ?? .unhandled
        default:
            outcome = try await current.activities[activity.activityType]?(activity) ?? .unhandled
        }
        if case .contentUnavailable(let identifier) = outcome {
            try await removeStaleContent(identifier)
        }
        return outcome
    }

    private func continueSearchResult(_ activity: UserActivity, handlers: Handlers) async throws
        -> ContinuationOutcome
    {
        let identifier = try Self.string(Self.searchableItemActivityIdentifier, in: activity)
        // An entity item's identifier is its EntityIdentifier: check it parses before anything
        // else, so a malformed one is an error whether or not the item still exists.
        if let entity = EntityIdentifier(identifier), let route = handlers.entities[entity.typeIdentifier],
            !route.parse(entity.identifier)
        {
            throw ContinuationError(
                .malformedIdentifier, activityType: activity.activityType,
                field: Self.searchableItemActivityIdentifier,
                message:
                    "'\(entity.identifier.prefix(80))' is not a valid identifier of \(entity.typeIdentifier)")
        }
        guard let item = try await index.searchableItems(withIdentifiers: [identifier]).first else {
            return .contentUnavailable(identifier)
        }
        if let association = item.associatedEntity, let route = handlers.entities[association.typeIdentifier]
        {
            return try await route.route(association.identifier, identifier, activity)
        }
        if let handler = handlers.item { return try await handler(item, activity) }
        return try await handlers.activities[activity.activityType]?(activity) ?? .unhandled
    }

    /// The non-empty string under `key`, or a ``ContinuationError``.
    private static func string(_ key: String, in activity: UserActivity) throws(ContinuationError) -> String {
        guard let value = activity.userInfo[key] else {
            throw ContinuationError(
                .missingIdentifier, activityType: activity.activityType, field: key,
                message: "userInfo has no '\(key)'")
        }
        guard case .string(let text) = value else {
            throw ContinuationError(
                .wrongIdentifierType, activityType: activity.activityType, field: key,
                message: "userInfo '\(key)' is a \(value.kindName), not a string")
        }
        guard !text.isEmpty else {
            throw ContinuationError(
                .malformedIdentifier, activityType: activity.activityType, field: key,
                message: "the value is empty")
        }
        return text
    }

    /// Deletes the stale item `identifier` (from whichever index holds it), the saved activities
    /// tied to it, and — when it stood for an entity — the saved activities about that entity.
    private func removeStaleContent(_ identifier: String) async throws {
        try await index.withStoreWriter { writer, _ in
            let store = ActivityStore(connection: writer.connection)
            var deleted: [String: [String]] = [:]
            var rows = try store.rows(relatedIdentifier: identifier)
            if let existing = try writer.existing(uniqueIdentifier: identifier) {
                if let entity = existing.entity {
                    rows += try store.rows(
                        entityType: entity.typeIdentifier, entityIdentifier: entity.identifier)
                }
                deleted[existing.indexName, default: []] += try writer.delete(
                    uniqueIdentifiers: [identifier], indexName: existing.indexName)
            } else if let entity = EntityIdentifier(identifier) {
                rows += try store.rows(entityType: entity.typeIdentifier, entityIdentifier: entity.identifier)
            }
            for row in rows {
                if let item = row.itemIdentifier, let owner = try writer.existing(uniqueIdentifier: item) {
                    deleted[owner.indexName, default: []] += try writer.delete(
                        uniqueIdentifiers: [item], indexName: owner.indexName)
                }
                try store.deleteRow(row.rowID)
            }
            let events = deleted.keys.sorted().map {
                IndexEvent.deleted(identifiers: deleted[$0] ?? [], indexName: $0)
            }
            return ((), events)
        }
    }
}

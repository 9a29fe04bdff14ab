/// Finds entities of one type by identifier, mirroring App Intents' `EntityQuery`.
///
/// ```swift
/// struct OrderQuery: EntityQuery {
///     func entities(for identifiers: [String]) async throws -> [Order] {
///         identifiers.compactMap { OrderStore.shared.order(id: $0) }
///     }
/// }
/// ```
public protocol EntityQuery: Sendable {
    /// The type of entity the query finds.
    associatedtype Entity: AppEntity

    /// The entities with these identifiers; identifiers that no longer exist are left out.
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]

    /// Entities to offer before the user has typed anything; by default none.
    func suggestedEntities() async throws -> [Entity]
}

extension EntityQuery {
    /// No suggestions.
    public func suggestedEntities() async throws -> [Entity] { [] }
}

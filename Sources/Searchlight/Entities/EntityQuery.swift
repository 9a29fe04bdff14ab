/// Finds entities of one type by identifier, mirroring App Intents' `EntityQuery`.
///
/// ```swift
/// struct OrderQuery: EntityQuery {
///     func entities(for identifiers: [String]) async throws -> [Order] {
///         identifiers.compactMap { OrderStore.shared.order(id: $0) }
///     }
/// }
/// ```
public protocol EntityQuery: DynamicOptionsProvider, Sendable {
    /// The type of entity the query finds.
    associatedtype Entity: AppEntity

    /// What ``suggestedEntities()`` (and an ``EntityStringQuery``'s text search) returns: the
    /// entities as a list, or grouped in sections as App Intents' `IntentItemCollection` groups them.
    associatedtype Result: ResultsCollection = [Entity] where Result.Element == Entity

    /// The entities with these identifiers; identifiers that no longer exist are left out.
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]

    /// Entities to offer before the user has typed anything; by default none.
    func suggestedEntities() async throws -> Result
}

extension EntityQuery where Result == [Entity] {
    /// No suggestions.
    public func suggestedEntities() async throws -> [Entity] { [] }
}

extension EntityQuery {
    /// The suggested entities: what a query offers as a parameter's options.
    public func results() async throws -> Result { try await suggestedEntities() }
}

/// Entities a query returns, in the order they are offered, however they are grouped.
///
/// An array is one; so is App Intents' `IntentItemCollection`, whose sections are read in order.
public protocol ResultsCollection {
    /// The type of the entities (or other values) collected.
    associatedtype Element
    /// Every entity, in order, sections one after another.
    var resultElements: [Element] { get }
}

extension Array: ResultsCollection {
    /// The array itself.
    public var resultElements: [Element] { self }
}

import Searchlight

/// A query that finds nothing; the golden entities are only converted, never resolved.
public struct GoldenQuery<Entity: AppEntity>: EntityQuery {
    /// Creates the query.
    public init() {}
    /// No entities: the golden tests only need the query's type.
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] { [] }
}

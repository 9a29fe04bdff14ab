import Searchlight

/// A query that finds nothing; the golden entities are only converted, never resolved.
public struct GoldenQuery<Entity: AppEntity>: EntityQuery {
    public init() {}
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] { [] }
}

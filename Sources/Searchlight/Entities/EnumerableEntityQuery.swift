/// An ``EntityQuery`` over a small set it can list whole, mirroring App Intents'
/// `EnumerableEntityQuery`: lookups by identifier and suggestions come from ``allEntities()``.
///
/// ```swift
/// struct ShopQuery: EnumerableEntityQuery {
///     func allEntities() async throws -> [Shop] { Shop.all }
/// }
/// ```
public protocol EnumerableEntityQuery: EntityQuery where Entity == ListedEntity {
    /// The entity type, named by ``allEntities()``; a separate name lets Swift infer it from
    /// that one method, where the query's other methods have defaults.
    associatedtype ListedEntity: AppEntity
    /// Every entity of the type.
    func allEntities() async throws -> [ListedEntity]
}

extension EnumerableEntityQuery {
    /// The entities among ``allEntities()`` with these identifiers, in the identifiers' order.
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] {
        let byID = Dictionary(
            try await allEntities().map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return identifiers.compactMap { byID[$0] }
    }

    /// Every entity: the set is small enough to offer whole.
    public func suggestedEntities() async throws -> [ListedEntity] {
        try await allEntities()
    }
}

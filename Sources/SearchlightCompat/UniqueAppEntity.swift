/// An entity of which there is only ever one, such as the app's settings or its live station, as
/// App Intents spells it: its query hands back that one entity.
///
/// ```swift
/// struct StationEntity: UniqueAppEntity {
///     static let typeDisplayRepresentation: TypeDisplayRepresentation = "Station"
///     static let defaultQuery = UniqueAppEntityProvider { StationEntity() }
///     let id = "live"
///     var displayRepresentation: DisplayRepresentation { "Live radio" }
/// }
/// ```
public protocol UniqueAppEntity: AppEntity where DefaultQuery: UniqueAppEntityQuery {}

/// The query of a ``UniqueAppEntity``: it finds the one entity, by its identifier or as the only
/// suggestion.
public protocol UniqueAppEntityQuery: EntityQuery {
    // Restated so that a query's entity type is inferred from `uniqueEntity()` alone.
    associatedtype Entity

    /// The one entity.
    func uniqueEntity() async throws -> Entity
}

extension UniqueAppEntityQuery {
    /// The entity, if it has one of these identifiers.
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] {
        let entity = try await uniqueEntity()
        return identifiers.contains(entity.id) ? [entity] : []
    }
}

extension UniqueAppEntityQuery where Result == [Entity] {
    /// The one entity.
    public func suggestedEntities() async throws -> [Entity] { [try await uniqueEntity()] }
}

/// A ``UniqueAppEntityQuery`` that makes the entity with a closure.
public struct UniqueAppEntityProvider<Entity: UniqueAppEntity>: UniqueAppEntityQuery {
    private let make: @Sendable () async throws -> Entity

    /// A query whose entity `make` returns.
    public init(_ make: @escaping @Sendable () async throws -> Entity) {
        self.make = make
    }

    /// The entity the closure makes.
    public func uniqueEntity() async throws -> Entity { try await make() }
}

/// An entity the system may keep in step across a person's devices, as App Intents marks it.
/// There is no syncing between devices here; the entity is indexed and resolved as any other.
public protocol SyncableEntity: AppEntity {}

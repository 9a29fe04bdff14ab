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

extension UniqueAppEntity {
    /// The type's identifier, for an entity that declares none, as App Intents gives one: there is
    /// only one entity of the type to tell apart.
    public var id: String { Self.typeIdentifier }

    /// The type's name, for an entity that declares no representation of its own.
    public var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: Self.typeDisplayRepresentation.name)
    }
}

/// The query of a ``UniqueAppEntity``: it lists the one entity, so finds it by its identifier and
/// offers it as the only suggestion.
public protocol UniqueAppEntityQuery: EnumerableEntityQuery where ListedEntity == Unique {
    /// The entity type, named by ``uniqueEntity()``.
    associatedtype Unique: UniqueAppEntity
    /// The one entity.
    func uniqueEntity() async throws -> Unique
}

extension UniqueAppEntityQuery {
    /// The one entity, as the whole list.
    public func allEntities() async throws -> [Unique] { [try await uniqueEntity()] }
}

/// A ``UniqueAppEntityQuery`` that makes the entity with a closure.
public struct UniqueAppEntityProvider<Entity: UniqueAppEntity>: UniqueAppEntityQuery {
    private let make: @Sendable () async throws -> Entity

    /// A query whose entity `make` returns.
    public init(_ make: @escaping @Sendable () async throws -> Entity) {
        self.make = make
    }

    /// A query whose entity is the type's one value, as App Intents makes it for an entity that
    /// stores nothing (its properties are computed, as a settings entity's are). An entity that
    /// stores something cannot be made without its initializer: its query throws
    /// `AppIntentError.Unrecoverable.entityNotFound`, and `init(_:)` should make it.
    public init() {
        make = {
            // A type without stored properties has one value, which no bytes need to describe.
            guard MemoryLayout<Entity>.size == 0, !(Entity.self is AnyClass) else {
                throw AppIntentError.Unrecoverable.entityNotFound
            }
            return unsafeBitCast((), to: Entity.self)
        }
    }

    /// The entity the closure makes.
    public func uniqueEntity() async throws -> Entity { try await make() }
}

/// An entity the system may keep in step across a person's devices, as App Intents marks it.
/// There is no syncing between devices here; the entity is indexed and resolved as any other.
public protocol SyncableEntity: AppEntity {}

/// An entity made only for the length of an intent, such as a result it returns, as App Intents
/// marks it: it is never looked up again, so its query finds nothing.
public protocol TransientAppEntity: AppEntity {
    /// An empty entity, filled in property by property.
    init()
}

extension TransientAppEntity {
    /// A fresh identifier, for an entity that declares none: a transient entity is never looked
    /// up by it.
    public var id: UUID { UUID() }

    /// A query that finds nothing.
    public static var defaultQuery: TransientAppEntityQuery<Self> { TransientAppEntityQuery() }
}

/// The query of a ``TransientAppEntity``: it finds nothing, as such entities are never looked up.
public struct TransientAppEntityQuery<Entity: AppEntity>: EntityQuery {
    /// The query.
    public init() {}

    /// None: a transient entity is not kept.
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] { [] }
}

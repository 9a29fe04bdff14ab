import Synchronization

/// The app's entity types — identifier, display name, query and property metadata — so that
/// tooling that only has an ``EntityIdentifier`` (parameter resolution, assistants, continuations)
/// can turn it back into a live entity.
///
/// ```swift
/// let registry = EntityRegistry()
/// registry.register(Order.self)
/// let order42 = EntityIdentifier(typeIdentifier: "Order", identifier: "o42")
/// let lookup = try await registry.entities(for: [order42])
/// lookup.resolved.first?.displayRepresentation.title   // "Flat white, oat milk"
/// lookup.unresolved                                      // identifiers that no longer resolve, and why
/// ```
public final class EntityRegistry: Sendable {
    /// What the registry knows about an entity type.
    public struct EntityType: Sendable {
        /// The type's identifier, its `typeIdentifier`.
        public var typeIdentifier: String
        /// How the type is named to people.
        public var displayRepresentation: TypeDisplayRepresentation
        /// The mapped properties, as the code generator read them (`nil` without the plugin and
        /// without metadata given to ``EntityRegistry/register(_:metadata:)``).
        public var metadata: EntityMetadata?
        /// Whether the type's default query can search by text (`EntityStringQuery`).
        public var supportsStringQuery: Bool

        /// The name to show for the attribute `key`: the mapped property's title or name, else
        /// the attribute name.
        public func displayName(forAttribute key: String) -> String {
            guard let property = metadata?.properties.first(where: { $0.attributeKey?.rawValue == key })
            else {
                return key
            }
            return property.title ?? property.name
        }
    }

    private struct Registration: Sendable {
        var type: EntityType
        /// Looks identifier strings up through the type's query.
        var lookup: @Sendable ([String]) async throws -> EntityLookup
        var suggested: @Sendable () async throws -> [ResolvedEntity]
    }

    private let registrations = Mutex<[String: Registration]>([:])

    /// Creates an empty registry.
    public init() {}

    /// Registers `E` under `E.typeIdentifier`, replacing an earlier registration.
    /// - Parameters:
    ///   - type: the entity type.
    ///   - metadata: the type's mapped properties, used to name matched fields; by default what
    ///     the Searchlight plugin generated for an ``IndexedEntity``.
    public func register<E: AppEntity>(_ type: E.Type, metadata: EntityMetadata? = nil) {
        let generated = (E.self as? any IndexedEntity.Type)?.generatedMetadata
        let registration = Registration(
            type: EntityType(
                typeIdentifier: E.typeIdentifier, displayRepresentation: E.typeDisplayRepresentation,
                metadata: metadata ?? generated,
                supportsStringQuery: E.defaultQuery is any EntityStringQuery),
            lookup: { try await Self.lookup(E.self, $0) },
            suggested: {
                try await E.defaultQuery.suggestedEntities().resultElements.map(ResolvedEntity.init(entity:))
            })
        registrations.withLock { $0[E.typeIdentifier] = registration }
    }

    /// Registers `E` unless a type with its identifier is registered already.
    func registerIfNeeded<E: AppEntity>(_ type: E.Type) {
        let known = registrations.withLock { $0[E.typeIdentifier] != nil }
        if !known { register(type) }
    }

    /// The registered type with this identifier.
    public func entityType(for typeIdentifier: String) -> EntityType? {
        registrations.withLock { $0[typeIdentifier]?.type }
    }

    /// Every registered type, by identifier.
    public var entityTypes: [EntityType] {
        registrations.withLock { $0.values.map(\.type) }.sorted { $0.typeIdentifier < $1.typeIdentifier }
    }

    /// Resolves identifiers to live entities through their types' queries.
    ///
    /// - Returns: the entities found, in the order asked, and every identifier that did not
    ///   resolve with the reason (unknown type, unparseable identifier, no longer exists) —
    ///   stale identifiers are reported, never silently dropped.
    public func entities(for identifiers: [EntityIdentifier]) async throws -> EntityLookup {
        var byType: [String: [String]] = [:]
        var order: [String] = []
        for identifier in identifiers {
            if byType[identifier.typeIdentifier] == nil { order.append(identifier.typeIdentifier) }
            byType[identifier.typeIdentifier, default: []].append(identifier.identifier)
        }
        var found: [EntityIdentifier: ResolvedEntity] = [:]
        var unresolved: [EntityIdentifier: EntityLookup.Reason] = [:]
        for type in order {
            let ids = byType[type] ?? []
            guard let registration = registrations.withLock({ $0[type] }) else {
                for id in ids {
                    unresolved[EntityIdentifier(typeIdentifier: type, identifier: id)] = .unknownType
                }
                continue
            }
            let lookup = try await registration.lookup(ids)
            for entity in lookup.resolved { found[entity.identifier] = entity }
            for missing in lookup.unresolved { unresolved[missing.identifier] = missing.reason }
        }
        var seen = Set<EntityIdentifier>()
        let unique = identifiers.filter { seen.insert($0).inserted }
        return EntityLookup(
            resolved: unique.compactMap { found[$0] },
            unresolved: unique.compactMap { id in
                unresolved[id].map { EntityLookup.Unresolved(identifier: id, reason: $0) }
            })
    }

    /// The type's `suggestedEntities()`, or `nil` when the type is not registered.
    public func suggestedEntities(ofType typeIdentifier: String) async throws -> [ResolvedEntity]? {
        guard let registration = registrations.withLock({ $0[typeIdentifier] }) else { return nil }
        return try await registration.suggested()
    }

    private static func lookup<E: AppEntity>(_ type: E.Type, _ strings: [String]) async throws -> EntityLookup
    {
        var ids: [E.ID] = []
        var unresolved: [EntityLookup.Unresolved] = []
        for string in strings {
            if let id = E.ID.entityIdentifier(for: string) {
                ids.append(id)
            } else {
                unresolved.append(
                    .init(
                        identifier: EntityIdentifier(typeIdentifier: E.typeIdentifier, identifier: string),
                        reason: .malformedIdentifier))
            }
        }
        let entities = ids.isEmpty ? [] : try await E.defaultQuery.entities(for: ids)
        let resolved = entities.map(ResolvedEntity.init(entity:))
        let found = Set(resolved.map(\.identifier))
        for id in ids {
            let identifier = EntityIdentifier(for: E.self, identifier: id)
            if !found.contains(identifier) {
                unresolved.append(.init(identifier: identifier, reason: .notFound))
            }
        }
        return EntityLookup(resolved: resolved, unresolved: unresolved)
    }
}

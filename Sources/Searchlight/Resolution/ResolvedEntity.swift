/// A live entity with its identifier and display representation.
public struct ResolvedEntity: Sendable {
    /// The entity's identifier.
    public var identifier: EntityIdentifier
    /// The live entity, as its type's query returned it.
    public var entity: any AppEntity
    /// How the entity is shown.
    public var displayRepresentation: DisplayRepresentation

    /// Wraps `entity`.
    public init<E: AppEntity>(entity: E) {
        self.identifier = EntityIdentifier(for: entity)
        self.entity = entity
        self.displayRepresentation = entity.displayRepresentation
    }

    /// The entity as `E`, when it is one.
    public func entity<E: AppEntity>(as type: E.Type) -> E? { entity as? E }
}

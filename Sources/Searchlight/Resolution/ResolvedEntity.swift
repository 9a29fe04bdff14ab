/// A live entity with its identifier and display representation.
public struct ResolvedEntity: Sendable {
    public var identifier: EntityIdentifier
    public var entity: any AppEntity
    public var displayRepresentation: DisplayRepresentation

    public init<E: AppEntity>(entity: E) {
        self.identifier = EntityIdentifier(for: entity)
        self.entity = entity
        self.displayRepresentation = entity.displayRepresentation
    }

    /// The entity as `E`, when it is one.
    public func entity<E: AppEntity>(as type: E.Type) -> E? { entity as? E }
}

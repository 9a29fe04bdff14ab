extension EntityIdentifier {
    /// The identifier of the entity of type `type` with identifier `identifier`.
    public init<E: AppEntity>(for type: E.Type, identifier: E.ID) {
        self.init(typeIdentifier: E.typeIdentifier, identifier: identifier.entityIdentifierString)
    }

    /// The identifier of `entity`.
    public init<E: AppEntity>(for entity: E) {
        self.init(for: E.self, identifier: entity.id)
    }
}

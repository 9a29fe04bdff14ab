/// Links an item to the app entity it represents, with a priority among the app's items.
public struct EntityAssociation: Sendable, Hashable, Codable {
    /// The entity type's identifier, for example `"Order"`.
    public var typeIdentifier: String
    /// The entity's identifier within its type.
    public var identifier: String
    /// Importance relative to the app's other items; higher wins. Default 0.
    public var priority: Int

    public init(typeIdentifier: String, identifier: String, priority: Int = 0) {
        self.typeIdentifier = typeIdentifier
        self.identifier = identifier
        self.priority = priority
    }
}

/// Links an item to the app entity it represents, with a priority among the app's items.
public struct EntityAssociation: Sendable, Hashable, Codable {
    /// The entity type's identifier, for example `"Order"`.
    public var typeIdentifier: String
    /// The entity's identifier within its type.
    public var identifier: String
    /// Importance relative to the app's other items; higher wins. Default 0.
    public var priority: Int
    /// The entity asked not to be shown in search results (`hideInSpotlight`): the item is
    /// stored, counted and fetchable by identifier, but never returned by a query.
    public var isHidden: Bool

    /// Creates an association with the entity `identifier` of the type `typeIdentifier`.
    public init(typeIdentifier: String, identifier: String, priority: Int = 0, isHidden: Bool = false) {
        self.typeIdentifier = typeIdentifier
        self.identifier = identifier
        self.priority = priority
        self.isHidden = isHidden
    }
}

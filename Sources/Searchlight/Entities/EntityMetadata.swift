/// What the generator learned about an entity type: its mapped properties and their attributes.
///
/// Registries and assistant tooling use it to know what an entity can be searched by without
/// an instance at hand.
public struct EntityMetadata: Sendable, Hashable {
    /// The type's ``AppEntity/typeIdentifier``.
    public var typeIdentifier: String
    /// The type's name in source, qualified by its enclosing types, such as `"Shop.Order"`.
    public var typeName: String
    /// The properties with a ``Property`` wrapper or a ``ComputedProperty`` entry, in source order.
    public var properties: [EntityPropertyMetadata]

    /// Creates metadata.
    public init(typeIdentifier: String, typeName: String, properties: [EntityPropertyMetadata]) {
        self.typeIdentifier = typeIdentifier
        self.typeName = typeName
        self.properties = properties
    }
}

/// One property in ``EntityMetadata``.
public struct EntityPropertyMetadata: Sendable, Hashable {
    /// The property's name in source.
    public var name: String
    /// The title given in the mapping, if any.
    public var title: String?
    /// The attribute the property is indexed under, or `nil` if it is not indexed.
    public var attributeKey: AttributeKey?
    /// Whether the property is computed (listed in ``IndexedEntity/computedProperties``).
    public var isComputed: Bool

    /// Creates metadata for one property.
    public init(name: String, title: String?, attributeKey: AttributeKey?, isComputed: Bool = false) {
        self.name = name
        self.title = title
        self.attributeKey = attributeKey
        self.isComputed = isComputed
    }
}

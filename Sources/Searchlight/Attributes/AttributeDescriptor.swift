/// What the index needs to know about one attribute: its type, whether and where its text is
/// searched, and how its values are stored.
///
/// Built-in descriptors come from ``AttributeCatalog``; custom ones from
/// ``CustomAttributeKey/descriptor``.
public struct AttributeDescriptor: Sendable, Hashable {
    /// The attribute's name.
    public var key: AttributeKey
    /// The kind of value the attribute holds.
    public var type: AttributeType
    /// The full-text column the attribute's text feeds, or `nil` if its text is not full-text searched.
    public var textColumn: TextColumn?
    /// Whether the attribute holds a list of values.
    public var isMultiValued: Bool
    /// Whether the attribute is an app-defined ``CustomAttributeKey`` rather than a built-in one.
    public var isCustom: Bool
    /// Whether values repeat across items often enough that the store should keep each value once.
    public var isUnique: Bool
    /// Spotlight's `kMDItem…` names for the attribute (Apple's documented equivalent first), such as
    /// `kMDItemDisplayName` for `displayName`; empty when Spotlight has none.
    public var spotlightNames: [String]

    /// Creates a descriptor.
    public init(
        key: AttributeKey, type: AttributeType, textColumn: TextColumn?, isMultiValued: Bool,
        isCustom: Bool = false, isUnique: Bool = false, spotlightNames: [String] = []
    ) {
        self.key = key
        self.type = type
        self.textColumn = textColumn
        self.isMultiValued = isMultiValued
        self.isCustom = isCustom
        self.isUnique = isUnique
        self.spotlightNames = spotlightNames
    }
}

/// The conversions from a mapped property's value to an attribute's value.
///
/// ``Property``, ``ComputedProperty`` and the code the Searchlight plugin generates all convert
/// through these overloads, so generated and reflected attribute sets agree. Each returns `nil`
/// when the value is `nil`, which leaves the attribute as it is.
///
/// ```swift
/// AttributeConversion.textList(Set(["b", "a"]))   // ["a", "b"]
/// AttributeConversion.text(OrderStatus.ready)     // "ready" (its raw value)
/// ```
@_spi(Generated) public enum AttributeConversion {
    // MARK: Text

    /// Text, a UUID or a URL as text.
    @inlinable public static func text<Value: TextAttributeConvertible>(_ value: Value) -> String? {
        value.textAttributeValue
    }

    /// An enum as its raw value.
    @inlinable public static func text<Value: RawRepresentable>(_ value: Value) -> String?
    where Value.RawValue: TextAttributeConvertible {
        value.rawValue.textAttributeValue
    }

    /// An optional enum as its raw value.
    @inlinable public static func text<Value: RawRepresentable>(_ value: Value?) -> String?
    where Value.RawValue: TextAttributeConvertible {
        value?.rawValue.textAttributeValue
    }

    // MARK: Text lists

    /// An array or set of texts; sets sorted.
    @inlinable public static func textList<Value: TextListAttributeConvertible>(_ value: Value) -> [String]? {
        value.textListAttributeValue
    }

    /// An array of enums as their raw values, in order.
    @inlinable public static func textList<Element: RawRepresentable>(_ value: [Element]) -> [String]?
    where Element.RawValue: TextAttributeConvertible {
        value.compactMap { $0.rawValue.textAttributeValue }
    }

    /// A set of enums as their raw values, sorted.
    @inlinable public static func textList<Element: RawRepresentable>(_ value: Set<Element>) -> [String]?
    where Element.RawValue: TextAttributeConvertible {
        value.compactMap { $0.rawValue.textAttributeValue }.sorted()
    }

    /// Related entities as their display titles, in order: a to-many relationship.
    @inlinable public static func textList<Element: AppEntity>(_ value: [Element]) -> [String]? {
        value.map { $0.displayRepresentation.title }
    }

    /// An optional to-many relationship as display titles.
    @inlinable public static func textList<Element: AppEntity>(_ value: [Element]?) -> [String]? {
        value?.map { $0.displayRepresentation.title }
    }

    /// A set of related entities as their display titles, sorted.
    @inlinable public static func textList<Element: AppEntity & Hashable>(_ value: Set<Element>) -> [String]?
    {
        value.map { $0.displayRepresentation.title }.sorted()
    }

    /// A related entity as a one-element list of its display title: a to-one relationship.
    @inlinable public static func textList<Value: AppEntity>(_ value: Value) -> [String]? {
        [value.displayRepresentation.title]
    }

    /// An optional to-one relationship.
    @inlinable public static func textList<Value: AppEntity>(_ value: Value?) -> [String]? {
        value.map { [$0.displayRepresentation.title] }
    }

    // MARK: Numbers

    /// An integer that fits in `Int`.
    @inlinable public static func integer<Value: IntegerAttributeConvertible>(_ value: Value) -> Int? {
        value.integerAttributeValue
    }

    /// An enum as its integer raw value.
    @inlinable public static func integer<Value: RawRepresentable>(_ value: Value) -> Int?
    where Value.RawValue: IntegerAttributeConvertible {
        value.rawValue.integerAttributeValue
    }

    /// An optional enum as its integer raw value.
    @inlinable public static func integer<Value: RawRepresentable>(_ value: Value?) -> Int?
    where Value.RawValue: IntegerAttributeConvertible {
        value?.rawValue.integerAttributeValue
    }

    /// A floating-point or integer number.
    @inlinable public static func real<Value: RealAttributeConvertible>(_ value: Value) -> Double? {
        value.realAttributeValue
    }

    // MARK: Other types

    /// A `Bool`, `Date`, `Data`, `URL`, `[Date]` or `[Person]` as it is.
    @inlinable public static func direct<Value: DirectAttributeConvertible>(_ value: Value) -> Value
        .Attribute?
    {
        value.directAttributeValue
    }

    /// A value for a ``CustomAttributeKey``.
    @inlinable public static func custom<Value: CustomAttributeConvertible>(_ value: Value) -> AttributeValue?
    {
        value.customAttributeValue
    }

    /// An enum as its raw value, for a ``CustomAttributeKey``.
    @inlinable public static func custom<Value: RawRepresentable>(_ value: Value) -> AttributeValue?
    where Value.RawValue: CustomAttributeConvertible {
        value.rawValue.customAttributeValue
    }

    /// An optional enum as its raw value, for a ``CustomAttributeKey``.
    @inlinable public static func custom<Value: RawRepresentable>(_ value: Value?) -> AttributeValue?
    where Value.RawValue: CustomAttributeConvertible {
        value?.rawValue.customAttributeValue
    }

    // MARK: Content type

    /// A uniform type identifier as the item's content type, as Apple maps `\.contentType`.
    /// An empty identifier or `nil` leaves the content type as it is.
    public static func setContentType<Value: TextAttributeConvertible>(
        _ value: Value, in attributes: inout SearchableItemAttributeSet
    ) {
        guard let identifier = value.textAttributeValue, !identifier.isEmpty,
            // A `\.contentTypeTree` property mapped first already made this type: keep its tree.
            identifier != attributes.contentType.identifier
        else { return }
        attributes.contentType = ContentType(identifier: identifier)
    }

    /// A content type tree, as Apple maps `\.contentTypeTree`: the types the item's content type
    /// conforms to. An item still of a built-in type takes the tree's first identifier as its
    /// type, so `["com.example.recipe", "public.text"]` makes a recipe that conforms to text.
    public static func setContentTypeTree<Value: TextListAttributeConvertible>(
        _ value: Value, in attributes: inout SearchableItemAttributeSet
    ) {
        guard let tree = value.textListAttributeValue?.filter({ !$0.isEmpty }), let first = tree.first else {
            return
        }
        let current = attributes.contentType
        let identifier = current.isBuiltIn ? first : current.identifier
        attributes.contentType = ContentType(identifier: identifier, tree: tree)
    }
}

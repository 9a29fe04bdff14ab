/// Maps a computed property of an ``IndexedEntity`` to an attribute, like App Intents'
/// `@ComputedProperty(indexingKey:)`.
///
/// Property wrappers cannot wrap computed properties, so an entity lists them in
/// ``IndexedEntity/computedProperties``; the Searchlight plugin reads that list and generates
/// direct code for it, and reflection applies it otherwise. Conversions are those of
/// ``Property``.
///
/// ```swift
/// extension Order {
///     var summary: String { "\(size) \(drink) for \(customer)" }
///     static let computedProperties: [ComputedProperty<Order>] = [
///         ComputedProperty(\.summary, title: "Summary", indexingKey: \.contentDescription),
///         ComputedProperty(\.total, customIndexingKey: CustomAttributeKey(keyName: "orderTotal")!),
///     ]
/// }
/// ```
public struct ComputedProperty<Entity: IndexedEntity>: Sendable {
    let mapping: PropertyMapping<Entity>

    /// How the property is named to people.
    public var title: String? { mapping.title }

    private init<Value, Attribute>(
        _ property: KeyPath<Entity, Value> & Sendable, title: LocalizedStringResource?,
        indexingKey: WritableKeyPath<SearchableItemAttributeSet, Attribute?> & Sendable,
        convert: @escaping @Sendable (Value) -> Attribute?
    ) {
        self.mapping = PropertyMapping(indexingKey, title: title) { convert($0[keyPath: property]) }
    }

    private init<Value>(
        _ property: KeyPath<Entity, Value> & Sendable, title: LocalizedStringResource?,
        customIndexingKey: CustomAttributeKey,
        convert: @escaping @Sendable (Value) -> AttributeValue?
    ) {
        self.mapping = PropertyMapping(customIndexingKey, title: title) { convert($0[keyPath: property]) }
    }

    /// The attribute the property is stored in.
    public var attributeKey: AttributeKey? { mapping.attributeKey }

    /// Writes the property of `entity` into `attributes`; generated code calls this when it
    /// cannot read the `computedProperties` list from source.
    public func apply(to attributes: inout SearchableItemAttributeSet, from entity: Entity) {
        mapping.apply?(entity, &attributes)
    }

    /// Text, a UUID or a URL stored in a text attribute.
    public init<Value: TextAttributeConvertible>(
        _ property: KeyPath<Entity, Value> & Sendable, title: LocalizedStringResource? = nil,
        indexingKey: WritableKeyPath<SearchableItemAttributeSet, String?> & Sendable
    ) {
        self.init(property, title: title, indexingKey: indexingKey) { AttributeConversion.text($0) }
    }

    /// An enum stored in a text attribute as its raw value.
    public init<Value: RawRepresentable & Sendable>(
        _ property: KeyPath<Entity, Value> & Sendable, title: LocalizedStringResource? = nil,
        indexingKey: WritableKeyPath<SearchableItemAttributeSet, String?> & Sendable
    ) where Value.RawValue: TextAttributeConvertible {
        self.init(property, title: title, indexingKey: indexingKey) { AttributeConversion.text($0) }
    }

    /// An array or set of texts stored in a multi-valued text attribute.
    public init<Value: TextListAttributeConvertible>(
        _ property: KeyPath<Entity, Value> & Sendable, title: LocalizedStringResource? = nil,
        indexingKey: WritableKeyPath<SearchableItemAttributeSet, [String]?> & Sendable
    ) {
        self.init(property, title: title, indexingKey: indexingKey) { AttributeConversion.textList($0) }
    }

    /// Related entities stored as their display titles.
    public init<Element: AppEntity>(
        _ property: KeyPath<Entity, [Element]> & Sendable, title: LocalizedStringResource? = nil,
        indexingKey: WritableKeyPath<SearchableItemAttributeSet, [String]?> & Sendable
    ) {
        self.init(property, title: title, indexingKey: indexingKey) { AttributeConversion.textList($0) }
    }

    /// A related entity stored as its display title.
    public init<Value: AppEntity>(
        _ property: KeyPath<Entity, Value> & Sendable, title: LocalizedStringResource? = nil,
        indexingKey: WritableKeyPath<SearchableItemAttributeSet, [String]?> & Sendable
    ) {
        self.init(property, title: title, indexingKey: indexingKey) { AttributeConversion.textList($0) }
    }

    /// An integer stored in an integer attribute.
    public init<Value: IntegerAttributeConvertible>(
        _ property: KeyPath<Entity, Value> & Sendable, title: LocalizedStringResource? = nil,
        indexingKey: WritableKeyPath<SearchableItemAttributeSet, Int?> & Sendable
    ) {
        self.init(property, title: title, indexingKey: indexingKey) { AttributeConversion.integer($0) }
    }

    /// A number stored in a real-number attribute.
    public init<Value: RealAttributeConvertible>(
        _ property: KeyPath<Entity, Value> & Sendable, title: LocalizedStringResource? = nil,
        indexingKey: WritableKeyPath<SearchableItemAttributeSet, Double?> & Sendable
    ) {
        self.init(property, title: title, indexingKey: indexingKey) { AttributeConversion.real($0) }
    }

    /// A `Bool`, `Date`, `Data`, `URL`, `[Date]` or `[Person]` stored in an attribute of its type.
    public init<Value: DirectAttributeConvertible>(
        _ property: KeyPath<Entity, Value> & Sendable, title: LocalizedStringResource? = nil,
        indexingKey: WritableKeyPath<SearchableItemAttributeSet, Value.Attribute?> & Sendable
    ) {
        self.init(property, title: title, indexingKey: indexingKey) { AttributeConversion.direct($0) }
    }

    /// A value stored under an app-defined attribute.
    public init<Value: CustomAttributeConvertible>(
        _ property: KeyPath<Entity, Value> & Sendable, title: LocalizedStringResource? = nil,
        customIndexingKey: CustomAttributeKey
    ) {
        self.init(property, title: title, customIndexingKey: customIndexingKey) {
            AttributeConversion.custom($0)
        }
    }

    /// An enum stored under an app-defined attribute as its raw value.
    public init<Value: RawRepresentable & Sendable>(
        _ property: KeyPath<Entity, Value> & Sendable, title: LocalizedStringResource? = nil,
        customIndexingKey: CustomAttributeKey
    ) where Value.RawValue: CustomAttributeConvertible {
        self.init(property, title: title, customIndexingKey: customIndexingKey) {
            AttributeConversion.custom($0)
        }
    }

    /// A uniform type identifier stored as the item's content type (`\.contentType`).
    public init<Value: TextAttributeConvertible>(
        _ property: KeyPath<Entity, Value> & Sendable, title: LocalizedStringResource? = nil,
        indexingKey: WritableKeyPath<SearchableItemAttributeSet, ContentType> & Sendable
    ) {
        self.mapping = PropertyMapping(key: .contentType, identifier: nil, title: title) {
            entity, attributes in
            AttributeConversion.setContentType(entity[keyPath: property], in: &attributes)
        }
    }

    /// Type identifiers the item's content type conforms to (`\.contentTypeTree`).
    public init<Value: TextListAttributeConvertible>(
        _ property: KeyPath<Entity, Value> & Sendable, title: LocalizedStringResource? = nil,
        indexingKey: KeyPath<SearchableItemAttributeSet, [String]> & Sendable
    ) {
        self.mapping = PropertyMapping(key: .contentTypeTree, identifier: nil, title: title) {
            entity, attributes in
            AttributeConversion.setContentTypeTree(entity[keyPath: property], in: &attributes)
        }
    }
}

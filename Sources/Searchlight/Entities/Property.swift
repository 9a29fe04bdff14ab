import Foundation

/// Maps a stored property of an ``IndexedEntity`` to an attribute, mirroring App Intents'
/// `@Property(title:indexingKey:)`.
///
/// The key path names the attribute; the property's value is converted where that is lossless
/// and obvious (the same conversions as generated code): integers to number attributes, sets and arrays of
/// text to multi-valued text, `UUID` and `URL` to text attributes, enums to their raw value,
/// related entities to their titles. Other combinations do not compile. A `nil` value leaves the
/// attribute as it is.
///
/// ```swift
/// struct Note: IndexedEntity {
///     @Property(title: "Body", indexingKey: \.textContent) var body = ""
///     @Property(indexingKey: \.keywords) var tags: Set<String> = []
///     @Property(indexingKey: \.keywords) var folders: [Folder] = []      // related entities
///     @Property(customIndexingKey: CustomAttributeKey(keyName: "wordCount")!) var words = 0
///     @Property(title: "Pinned") var isPinned = false                    // shown, not indexed
/// }
/// ```
///
/// As Apple's `EntityProperty`, the property is a reference: setting it needs no `var`
/// (`let entity = Item(); entity.title = "…"`, as a transient entity is filled before it is
/// returned), and copies of an entity share it. Setting one property from several threads at
/// once is a race, as it is there.
@propertyWrapper
public struct Property<Value: Sendable>: @unchecked Sendable {
    /// The value; `nil` until an initializer sets a property declared without an initial value.
    @usableFromInline final class Storage {
        @usableFromInline var value: Value?
        init(_ value: Value?) { self.value = value }
    }

    @usableFromInline let storage: Storage
    let mapping: PropertyMapping<Value>?

    /// The property's value.
    ///
    /// An optional property that was never set reads as `nil`; reading any other property
    /// before the entity's initializer set it is a programming error, as on Apple platforms.
    @inlinable public var wrappedValue: Value {
        get {
            // Inlinable so generated code reads the value specialized to its type: called
            // generically across modules, every read looked up `Optional<Value>`'s metadata and
            // copied through value witnesses, most of a generated conversion's time.
            if let storedValue = storage.value { return storedValue }
            return unsetValue()
        }
        nonmutating set { storage.value = newValue }
    }

    /// The value of a property that was never set: `nil` for an optional, otherwise a trap.
    @usableFromInline func unsetValue() -> Value {
        if let optional = Value.self as? any ExpressibleByNilLiteral.Type,
            let absent = optional.init(nilLiteral: ()) as? Value
        {
            return absent
        }
        preconditionFailure("@Property '\(title ?? "\(Value.self)")' was read before it was set")
    }

    /// How the property is named to people.
    public var title: String? { mapping?.title }

    /// The name the property is known by to tools, if one was given with `identifier:`.
    public var identifier: String? { mapping?.identifier }

    /// The wrapper itself, as `$name`: its title and mapping alongside the value.
    public var projectedValue: Property<Value> { self }

    init(wrappedValue: Value?, mapping: PropertyMapping<Value>?) {
        self.storage = Storage(wrappedValue)
        self.mapping = mapping
    }

    /// The attribute the property is stored in, or `nil` if it is not indexed.
    public var attributeKey: AttributeKey? { mapping?.attributeKey }

    /// A property that `apply` writes into the attribute `key` (`nil` when what it writes is no
    /// attribute of its own): for another spelling of the attribute than a key path of
    /// ``SearchableItemAttributeSet`` (SearchlightCompat's `\CSSearchableItemAttributeSet.startDate`).
    package init(
        wrappedValue: Value?, identifier: String?, title: LocalizedStringResource?, key: AttributeKey?,
        apply: @escaping @Sendable (Value, inout SearchableItemAttributeSet) -> Void
    ) {
        self.init(
            wrappedValue: wrappedValue,
            mapping: PropertyMapping(key: key, identifier: identifier, title: title, apply: apply))
    }

    /// A property of the entity that is not indexed.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, mapping: nil)
    }

    /// A property with a title that is not indexed.
    public init(wrappedValue: Value, identifier: String? = nil, title: LocalizedStringResource) {
        self.init(wrappedValue: wrappedValue, mapping: PropertyMapping(identifier: identifier, title: title))
    }

    /// A property that is not indexed, set in an initializer.
    public init() {
        self.init(wrappedValue: nil, mapping: nil)
    }

    /// A property with a title that is not indexed, set in an initializer.
    public init(identifier: String? = nil, title: LocalizedStringResource) {
        self.init(wrappedValue: nil, mapping: PropertyMapping(identifier: identifier, title: title))
    }

    // MARK: Text attributes

    /// A text, UUID or URL property stored in a text attribute.
    public init(
        wrappedValue: Value, identifier: String? = nil, title: LocalizedStringResource? = nil,
        indexingKey: WritableKeyPath<SearchableItemAttributeSet, String?> & Sendable
    ) where Value: TextAttributeConvertible {
        self.init(
            wrappedValue: wrappedValue,
            mapping: PropertyMapping(indexingKey, identifier: identifier, title: title) {
                AttributeConversion.text($0)
            })
    }

    /// A text, UUID or URL property stored in a text attribute. Set in an initializer.
    public init(
        identifier: String? = nil, title: LocalizedStringResource? = nil,
        indexingKey: WritableKeyPath<SearchableItemAttributeSet, String?> & Sendable
    ) where Value: TextAttributeConvertible {
        self.init(
            wrappedValue: nil,
            mapping: PropertyMapping(indexingKey, identifier: identifier, title: title) {
                AttributeConversion.text($0)
            })
    }

    /// An enum stored in a text attribute as its raw value.
    public init(
        wrappedValue: Value, identifier: String? = nil, title: LocalizedStringResource? = nil,
        indexingKey: WritableKeyPath<SearchableItemAttributeSet, String?> & Sendable
    ) where Value: RawRepresentable, Value.RawValue: TextAttributeConvertible {
        self.init(
            wrappedValue: wrappedValue,
            mapping: PropertyMapping(indexingKey, identifier: identifier, title: title) {
                AttributeConversion.text($0)
            })
    }

    /// An enum stored in a text attribute as its raw value. Set in an initializer.
    public init(
        identifier: String? = nil, title: LocalizedStringResource? = nil,
        indexingKey: WritableKeyPath<SearchableItemAttributeSet, String?> & Sendable
    ) where Value: RawRepresentable, Value.RawValue: TextAttributeConvertible {
        self.init(
            wrappedValue: nil,
            mapping: PropertyMapping(indexingKey, identifier: identifier, title: title) {
                AttributeConversion.text($0)
            })
    }

    /// An optional enum stored in a text attribute as its raw value.
    public init<Wrapped: RawRepresentable & Sendable>(
        wrappedValue: Wrapped?, identifier: String? = nil, title: LocalizedStringResource? = nil,
        indexingKey: WritableKeyPath<SearchableItemAttributeSet, String?> & Sendable
    ) where Value == Wrapped?, Wrapped.RawValue: TextAttributeConvertible {
        self.init(
            wrappedValue: wrappedValue,
            mapping: PropertyMapping(indexingKey, identifier: identifier, title: title) {
                AttributeConversion.text($0)
            })
    }

    /// An optional enum stored in a text attribute as its raw value. Set in an initializer.
    public init<Wrapped: RawRepresentable & Sendable>(
        identifier: String? = nil, title: LocalizedStringResource? = nil,
        indexingKey: WritableKeyPath<SearchableItemAttributeSet, String?> & Sendable
    ) where Value == Wrapped?, Wrapped.RawValue: TextAttributeConvertible {
        self.init(
            wrappedValue: nil,
            mapping: PropertyMapping(indexingKey, identifier: identifier, title: title) {
                AttributeConversion.text($0)
            })
    }

    // MARK: Text list attributes

    /// An array or set of texts stored in a multi-valued text attribute such as `keywords`.
    public init(
        wrappedValue: Value, identifier: String? = nil, title: LocalizedStringResource? = nil,
        indexingKey: WritableKeyPath<SearchableItemAttributeSet, [String]?> & Sendable
    ) where Value: TextListAttributeConvertible {
        self.init(
            wrappedValue: wrappedValue,
            mapping: PropertyMapping(indexingKey, identifier: identifier, title: title) {
                AttributeConversion.textList($0)
            })
    }

    /// An array or set of texts stored in a multi-valued text attribute such as `keywords`. Set in an initializer.
    public init(
        identifier: String? = nil, title: LocalizedStringResource? = nil,
        indexingKey: WritableKeyPath<SearchableItemAttributeSet, [String]?> & Sendable
    ) where Value: TextListAttributeConvertible {
        self.init(
            wrappedValue: nil,
            mapping: PropertyMapping(indexingKey, identifier: identifier, title: title) {
                AttributeConversion.textList($0)
            })
    }

    /// An array of enums stored as their raw values.
    public init<Element: RawRepresentable & Sendable>(
        wrappedValue: [Element], identifier: String? = nil, title: LocalizedStringResource? = nil,
        indexingKey: WritableKeyPath<SearchableItemAttributeSet, [String]?> & Sendable
    ) where Value == [Element], Element.RawValue: TextAttributeConvertible {
        self.init(
            wrappedValue: wrappedValue,
            mapping: PropertyMapping(indexingKey, identifier: identifier, title: title) {
                AttributeConversion.textList($0)
            })
    }

    /// An array of enums stored as their raw values. Set in an initializer.
    public init<Element: RawRepresentable & Sendable>(
        identifier: String? = nil, title: LocalizedStringResource? = nil,
        indexingKey: WritableKeyPath<SearchableItemAttributeSet, [String]?> & Sendable
    ) where Value == [Element], Element.RawValue: TextAttributeConvertible {
        self.init(
            wrappedValue: nil,
            mapping: PropertyMapping(indexingKey, identifier: identifier, title: title) {
                AttributeConversion.textList($0)
            })
    }

    /// A set of enums stored as their sorted raw values.
    public init<Element: RawRepresentable & Hashable & Sendable>(
        wrappedValue: Set<Element>, identifier: String? = nil, title: LocalizedStringResource? = nil,
        indexingKey: WritableKeyPath<SearchableItemAttributeSet, [String]?> & Sendable
    ) where Value == Set<Element>, Element.RawValue: TextAttributeConvertible {
        self.init(
            wrappedValue: wrappedValue,
            mapping: PropertyMapping(indexingKey, identifier: identifier, title: title) {
                AttributeConversion.textList($0)
            })
    }

    /// A set of enums stored as their sorted raw values. Set in an initializer.
    public init<Element: RawRepresentable & Hashable & Sendable>(
        identifier: String? = nil, title: LocalizedStringResource? = nil,
        indexingKey: WritableKeyPath<SearchableItemAttributeSet, [String]?> & Sendable
    ) where Value == Set<Element>, Element.RawValue: TextAttributeConvertible {
        self.init(
            wrappedValue: nil,
            mapping: PropertyMapping(indexingKey, identifier: identifier, title: title) {
                AttributeConversion.textList($0)
            })
    }

    /// Related entities stored as their display titles, like tags in `keywords`.
    public init<Element: AppEntity>(
        wrappedValue: [Element], identifier: String? = nil, title: LocalizedStringResource? = nil,
        indexingKey: WritableKeyPath<SearchableItemAttributeSet, [String]?> & Sendable
    ) where Value == [Element] {
        self.init(
            wrappedValue: wrappedValue,
            mapping: PropertyMapping(indexingKey, identifier: identifier, title: title) {
                AttributeConversion.textList($0)
            })
    }

    /// Related entities stored as their display titles, like tags in `keywords`. Set in an initializer.
    public init<Element: AppEntity>(
        identifier: String? = nil, title: LocalizedStringResource? = nil,
        indexingKey: WritableKeyPath<SearchableItemAttributeSet, [String]?> & Sendable
    ) where Value == [Element] {
        self.init(
            wrappedValue: nil,
            mapping: PropertyMapping(indexingKey, identifier: identifier, title: title) {
                AttributeConversion.textList($0)
            })
    }

    /// Optional related entities stored as their display titles.
    public init<Element: AppEntity>(
        wrappedValue: [Element]?, identifier: String? = nil, title: LocalizedStringResource? = nil,
        indexingKey: WritableKeyPath<SearchableItemAttributeSet, [String]?> & Sendable
    ) where Value == [Element]? {
        self.init(
            wrappedValue: wrappedValue,
            mapping: PropertyMapping(indexingKey, identifier: identifier, title: title) {
                AttributeConversion.textList($0)
            })
    }

    /// Optional related entities stored as their display titles. Set in an initializer.
    public init<Element: AppEntity>(
        identifier: String? = nil, title: LocalizedStringResource? = nil,
        indexingKey: WritableKeyPath<SearchableItemAttributeSet, [String]?> & Sendable
    ) where Value == [Element]? {
        self.init(
            wrappedValue: nil,
            mapping: PropertyMapping(indexingKey, identifier: identifier, title: title) {
                AttributeConversion.textList($0)
            })
    }

    /// A set of related entities stored as their sorted display titles.
    public init<Element: AppEntity & Hashable>(
        wrappedValue: Set<Element>, identifier: String? = nil, title: LocalizedStringResource? = nil,
        indexingKey: WritableKeyPath<SearchableItemAttributeSet, [String]?> & Sendable
    ) where Value == Set<Element> {
        self.init(
            wrappedValue: wrappedValue,
            mapping: PropertyMapping(indexingKey, identifier: identifier, title: title) {
                AttributeConversion.textList($0)
            })
    }

    /// A set of related entities stored as their sorted display titles. Set in an initializer.
    public init<Element: AppEntity & Hashable>(
        identifier: String? = nil, title: LocalizedStringResource? = nil,
        indexingKey: WritableKeyPath<SearchableItemAttributeSet, [String]?> & Sendable
    ) where Value == Set<Element> {
        self.init(
            wrappedValue: nil,
            mapping: PropertyMapping(indexingKey, identifier: identifier, title: title) {
                AttributeConversion.textList($0)
            })
    }

    /// A related entity stored as its display title.
    public init(
        wrappedValue: Value, identifier: String? = nil, title: LocalizedStringResource? = nil,
        indexingKey: WritableKeyPath<SearchableItemAttributeSet, [String]?> & Sendable
    ) where Value: AppEntity {
        self.init(
            wrappedValue: wrappedValue,
            mapping: PropertyMapping(indexingKey, identifier: identifier, title: title) {
                AttributeConversion.textList($0)
            })
    }

    /// A related entity stored as its display title. Set in an initializer.
    public init(
        identifier: String? = nil, title: LocalizedStringResource? = nil,
        indexingKey: WritableKeyPath<SearchableItemAttributeSet, [String]?> & Sendable
    ) where Value: AppEntity {
        self.init(
            wrappedValue: nil,
            mapping: PropertyMapping(indexingKey, identifier: identifier, title: title) {
                AttributeConversion.textList($0)
            })
    }

    /// An optional related entity stored as its display title.
    public init<Wrapped: AppEntity>(
        wrappedValue: Wrapped?, identifier: String? = nil, title: LocalizedStringResource? = nil,
        indexingKey: WritableKeyPath<SearchableItemAttributeSet, [String]?> & Sendable
    ) where Value == Wrapped? {
        self.init(
            wrappedValue: wrappedValue,
            mapping: PropertyMapping(indexingKey, identifier: identifier, title: title) {
                AttributeConversion.textList($0)
            })
    }

    /// An optional related entity stored as its display title. Set in an initializer.
    public init<Wrapped: AppEntity>(
        identifier: String? = nil, title: LocalizedStringResource? = nil,
        indexingKey: WritableKeyPath<SearchableItemAttributeSet, [String]?> & Sendable
    ) where Value == Wrapped? {
        self.init(
            wrappedValue: nil,
            mapping: PropertyMapping(indexingKey, identifier: identifier, title: title) {
                AttributeConversion.textList($0)
            })
    }

    // MARK: Number attributes

    /// An integer stored in an integer attribute.
    public init(
        wrappedValue: Value, identifier: String? = nil, title: LocalizedStringResource? = nil,
        indexingKey: WritableKeyPath<SearchableItemAttributeSet, Int?> & Sendable
    ) where Value: IntegerAttributeConvertible {
        self.init(
            wrappedValue: wrappedValue,
            mapping: PropertyMapping(indexingKey, identifier: identifier, title: title) {
                AttributeConversion.integer($0)
            })
    }

    /// An integer stored in an integer attribute. Set in an initializer.
    public init(
        identifier: String? = nil, title: LocalizedStringResource? = nil,
        indexingKey: WritableKeyPath<SearchableItemAttributeSet, Int?> & Sendable
    ) where Value: IntegerAttributeConvertible {
        self.init(
            wrappedValue: nil,
            mapping: PropertyMapping(indexingKey, identifier: identifier, title: title) {
                AttributeConversion.integer($0)
            })
    }

    /// An enum stored in an integer attribute as its raw value.
    public init(
        wrappedValue: Value, identifier: String? = nil, title: LocalizedStringResource? = nil,
        indexingKey: WritableKeyPath<SearchableItemAttributeSet, Int?> & Sendable
    ) where Value: RawRepresentable, Value.RawValue: IntegerAttributeConvertible {
        self.init(
            wrappedValue: wrappedValue,
            mapping: PropertyMapping(indexingKey, identifier: identifier, title: title) {
                AttributeConversion.integer($0)
            })
    }

    /// An enum stored in an integer attribute as its raw value. Set in an initializer.
    public init(
        identifier: String? = nil, title: LocalizedStringResource? = nil,
        indexingKey: WritableKeyPath<SearchableItemAttributeSet, Int?> & Sendable
    ) where Value: RawRepresentable, Value.RawValue: IntegerAttributeConvertible {
        self.init(
            wrappedValue: nil,
            mapping: PropertyMapping(indexingKey, identifier: identifier, title: title) {
                AttributeConversion.integer($0)
            })
    }

    /// An optional enum stored in an integer attribute as its raw value.
    public init<Wrapped: RawRepresentable & Sendable>(
        wrappedValue: Wrapped?, identifier: String? = nil, title: LocalizedStringResource? = nil,
        indexingKey: WritableKeyPath<SearchableItemAttributeSet, Int?> & Sendable
    ) where Value == Wrapped?, Wrapped.RawValue: IntegerAttributeConvertible {
        self.init(
            wrappedValue: wrappedValue,
            mapping: PropertyMapping(indexingKey, identifier: identifier, title: title) {
                AttributeConversion.integer($0)
            })
    }

    /// An optional enum stored in an integer attribute as its raw value. Set in an initializer.
    public init<Wrapped: RawRepresentable & Sendable>(
        identifier: String? = nil, title: LocalizedStringResource? = nil,
        indexingKey: WritableKeyPath<SearchableItemAttributeSet, Int?> & Sendable
    ) where Value == Wrapped?, Wrapped.RawValue: IntegerAttributeConvertible {
        self.init(
            wrappedValue: nil,
            mapping: PropertyMapping(indexingKey, identifier: identifier, title: title) {
                AttributeConversion.integer($0)
            })
    }

    /// A floating-point or integer number stored in a real-number attribute.
    public init(
        wrappedValue: Value, identifier: String? = nil, title: LocalizedStringResource? = nil,
        indexingKey: WritableKeyPath<SearchableItemAttributeSet, Double?> & Sendable
    ) where Value: RealAttributeConvertible {
        self.init(
            wrappedValue: wrappedValue,
            mapping: PropertyMapping(indexingKey, identifier: identifier, title: title) {
                AttributeConversion.real($0)
            })
    }

    /// A floating-point or integer number stored in a real-number attribute. Set in an initializer.
    public init(
        identifier: String? = nil, title: LocalizedStringResource? = nil,
        indexingKey: WritableKeyPath<SearchableItemAttributeSet, Double?> & Sendable
    ) where Value: RealAttributeConvertible {
        self.init(
            wrappedValue: nil,
            mapping: PropertyMapping(indexingKey, identifier: identifier, title: title) {
                AttributeConversion.real($0)
            })
    }

    // MARK: Other attributes

    /// A `Bool`, `Date`, `Data`, `URL`, `[Date]` or `[Person]` stored in an attribute of its type.
    public init(
        wrappedValue: Value, identifier: String? = nil, title: LocalizedStringResource? = nil,
        indexingKey: WritableKeyPath<SearchableItemAttributeSet, Value.Attribute?> & Sendable
    ) where Value: DirectAttributeConvertible {
        self.init(
            wrappedValue: wrappedValue,
            mapping: PropertyMapping(indexingKey, identifier: identifier, title: title) {
                AttributeConversion.direct($0)
            })
    }

    /// A `Bool`, `Date`, `Data`, `URL`, `[Date]` or `[Person]` stored in an attribute of its type. Set in an initializer.
    public init(
        identifier: String? = nil, title: LocalizedStringResource? = nil,
        indexingKey: WritableKeyPath<SearchableItemAttributeSet, Value.Attribute?> & Sendable
    ) where Value: DirectAttributeConvertible {
        self.init(
            wrappedValue: nil,
            mapping: PropertyMapping(indexingKey, identifier: identifier, title: title) {
                AttributeConversion.direct($0)
            })
    }

    // MARK: Content type

    /// A uniform type identifier stored as the item's content type (`\.contentType`).
    public init(
        wrappedValue: Value, identifier: String? = nil, title: LocalizedStringResource? = nil,
        indexingKey: WritableKeyPath<SearchableItemAttributeSet, ContentType> & Sendable
    ) where Value: TextAttributeConvertible {
        self.init(
            wrappedValue: wrappedValue,
            mapping: PropertyMapping(key: .contentType, identifier: identifier, title: title) {
                AttributeConversion.setContentType($0, in: &$1)
            })
    }

    /// A uniform type identifier stored as the item's content type, set in an initializer.
    public init(
        identifier: String? = nil, title: LocalizedStringResource? = nil,
        indexingKey: WritableKeyPath<SearchableItemAttributeSet, ContentType> & Sendable
    ) where Value: TextAttributeConvertible {
        self.init(
            wrappedValue: nil,
            mapping: PropertyMapping(key: .contentType, identifier: identifier, title: title) {
                AttributeConversion.setContentType($0, in: &$1)
            })
    }

    /// Type identifiers the item's content type conforms to (`\.contentTypeTree`).
    public init(
        wrappedValue: Value, identifier: String? = nil, title: LocalizedStringResource? = nil,
        indexingKey: KeyPath<SearchableItemAttributeSet, [String]> & Sendable
    ) where Value: TextListAttributeConvertible {
        self.init(
            wrappedValue: wrappedValue,
            mapping: PropertyMapping(key: .contentTypeTree, identifier: identifier, title: title) {
                AttributeConversion.setContentTypeTree($0, in: &$1)
            })
    }

    /// Type identifiers the item's content type conforms to, set in an initializer.
    public init(
        identifier: String? = nil, title: LocalizedStringResource? = nil,
        indexingKey: KeyPath<SearchableItemAttributeSet, [String]> & Sendable
    ) where Value: TextListAttributeConvertible {
        self.init(
            wrappedValue: nil,
            mapping: PropertyMapping(key: .contentTypeTree, identifier: identifier, title: title) {
                AttributeConversion.setContentTypeTree($0, in: &$1)
            })
    }

    // MARK: Custom attributes

    /// A property stored under an app-defined attribute.
    public init(
        wrappedValue: Value, identifier: String? = nil, title: LocalizedStringResource? = nil,
        customIndexingKey: CustomAttributeKey
    )
    where Value: CustomAttributeConvertible {
        self.init(
            wrappedValue: wrappedValue,
            mapping: PropertyMapping(customIndexingKey, identifier: identifier, title: title) {
                AttributeConversion.custom($0)
            })
    }

    /// A property stored under an app-defined attribute. Set in an initializer.
    public init(
        identifier: String? = nil, title: LocalizedStringResource? = nil,
        customIndexingKey: CustomAttributeKey
    )
    where Value: CustomAttributeConvertible {
        self.init(
            wrappedValue: nil,
            mapping: PropertyMapping(customIndexingKey, identifier: identifier, title: title) {
                AttributeConversion.custom($0)
            })
    }

    /// An enum stored under an app-defined attribute as its raw value.
    public init(
        wrappedValue: Value, identifier: String? = nil, title: LocalizedStringResource? = nil,
        customIndexingKey: CustomAttributeKey
    )
    where Value: RawRepresentable, Value.RawValue: CustomAttributeConvertible {
        self.init(
            wrappedValue: wrappedValue,
            mapping: PropertyMapping(customIndexingKey, identifier: identifier, title: title) {
                AttributeConversion.custom($0)
            })
    }

    /// An enum stored under an app-defined attribute as its raw value. Set in an initializer.
    public init(
        identifier: String? = nil, title: LocalizedStringResource? = nil,
        customIndexingKey: CustomAttributeKey
    )
    where Value: RawRepresentable, Value.RawValue: CustomAttributeConvertible {
        self.init(
            wrappedValue: nil,
            mapping: PropertyMapping(customIndexingKey, identifier: identifier, title: title) {
                AttributeConversion.custom($0)
            })
    }

    /// An optional enum stored under an app-defined attribute as its raw value.
    public init<Wrapped: RawRepresentable & Sendable>(
        wrappedValue: Wrapped?, identifier: String? = nil, title: LocalizedStringResource? = nil,
        customIndexingKey: CustomAttributeKey
    ) where Value == Wrapped?, Wrapped.RawValue: CustomAttributeConvertible {
        self.init(
            wrappedValue: wrappedValue,
            mapping: PropertyMapping(customIndexingKey, identifier: identifier, title: title) {
                AttributeConversion.custom($0)
            })
    }

    /// An optional enum stored under an app-defined attribute as its raw value. Set in an initializer.
    public init<Wrapped: RawRepresentable & Sendable>(
        identifier: String? = nil, title: LocalizedStringResource? = nil,
        customIndexingKey: CustomAttributeKey
    ) where Value == Wrapped?, Wrapped.RawValue: CustomAttributeConvertible {
        self.init(
            wrappedValue: nil,
            mapping: PropertyMapping(customIndexingKey, identifier: identifier, title: title) {
                AttributeConversion.custom($0)
            })
    }
}

extension Property: Equatable where Value: Equatable {
    /// Properties are equal when their values are; the mapping is part of the type's declaration.
    public static func == (lhs: Property, rhs: Property) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

extension Property: Hashable where Value: Hashable {
    /// Hashes the value, as equality compares it.
    public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}

/// A property encodes as its value alone, so an entity declared `Codable` synthesizes its
/// conformance as on Apple platforms, in the same shape as the plain stored properties would.
extension Property: Encodable where Value: Encodable {
    /// Encodes the value.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

/// A decoded property has its value but not its declaration's title and indexing key, which a
/// decoder cannot see: the build plugin's generated conversion, which reads the mapping from the
/// declaration, indexes a decoded entity in full; the reflection fallback sees its properties as
/// not indexed.
extension Property: Decodable where Value: Decodable {
    /// Decodes the value; the property is not indexed unless generated code maps it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self.init(wrappedValue: try container.decode(Value.self), mapping: nil)
    }
}

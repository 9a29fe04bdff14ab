import Foundation
import Searchlight

// `@Property(indexingKey: \CSSearchableItemAttributeSet.startDate)`: the key path written with
// Apple's class as its root, as apps do where the implicit `\.startDate` would not say which set
// is meant. The property's value is written through the class, so it takes the type the class
// gives the attribute (`String?`, `Date?`, `[String]?`, `URL?`); `\.startDate` with no root is the
// native set's key path and takes every conversion ``Property`` has: these forms are disfavoured,
// so a key path without a root is always read as the native set's.
extension Property {
    /// A property stored in the attribute `indexingKey` names, of the type the class gives it.
    @_disfavoredOverload
    public init(
        wrappedValue: Value, identifier: String? = nil, title: LocalizedStringResource? = nil,
        indexingKey: ReferenceWritableKeyPath<CSSearchableItemAttributeSet, Value?> & Sendable
    ) {
        self.init(
            wrappedValue: wrappedValue, identifier: identifier, title: title,
            key: Self.attributeKey(indexingKey), apply: Self.writing(indexingKey) { $0 })
    }

    /// A property stored in the attribute `indexingKey` names, set in an initializer.
    @_disfavoredOverload
    public init(
        identifier: String? = nil, title: LocalizedStringResource? = nil,
        indexingKey: ReferenceWritableKeyPath<CSSearchableItemAttributeSet, Value?> & Sendable
    ) {
        self.init(
            wrappedValue: nil, identifier: identifier, title: title, key: Self.attributeKey(indexingKey),
            apply: Self.writing(indexingKey) { $0 })
    }

    /// An optional property stored in the attribute `indexingKey` names; `nil` leaves it as it is.
    @_disfavoredOverload
    public init<Attribute: Sendable>(
        wrappedValue: Value, identifier: String? = nil, title: LocalizedStringResource? = nil,
        indexingKey: ReferenceWritableKeyPath<CSSearchableItemAttributeSet, Attribute?> & Sendable
    ) where Value == Attribute? {
        self.init(
            wrappedValue: wrappedValue, identifier: identifier, title: title,
            key: Self.attributeKey(indexingKey), apply: Self.writing(indexingKey) { $0 })
    }

    /// An optional property stored in the attribute `indexingKey` names, set in an initializer.
    @_disfavoredOverload
    public init<Attribute: Sendable>(
        identifier: String? = nil, title: LocalizedStringResource? = nil,
        indexingKey: ReferenceWritableKeyPath<CSSearchableItemAttributeSet, Attribute?> & Sendable
    ) where Value == Attribute? {
        self.init(
            wrappedValue: nil, identifier: identifier, title: title, key: Self.attributeKey(indexingKey),
            apply: Self.writing(indexingKey) { $0 })
    }

    /// The attribute a key path of the class writes, found by clearing it: the class writes
    /// through to the native set, which records the attribute removed. The content type cannot be
    /// cleared, so it is named; `nil` for a property that is no attribute of its own
    /// (`relatedAppEntityIdentifier`, which the class writes as the item's entity).
    private static func attributeKey<Attribute>(
        _ keyPath: ReferenceWritableKeyPath<CSSearchableItemAttributeSet, Attribute?>
    ) -> AttributeKey? {
        if keyPath as AnyKeyPath == \CSSearchableItemAttributeSet.contentType as AnyKeyPath {
            return .contentType
        }
        let probe = CSSearchableItemAttributeSet()
        probe[keyPath: keyPath] = nil
        return probe.searchableItemAttributeSet.removedKeys.first
    }

    /// Writes the value, when there is one, into a native set through the class.
    private static func writing<Attribute>(
        _ keyPath: ReferenceWritableKeyPath<CSSearchableItemAttributeSet, Attribute?> & Sendable,
        _ attribute: @escaping @Sendable (Value) -> Attribute?
    ) -> @Sendable (Value, inout SearchableItemAttributeSet) -> Void {
        { value, attributes in
            guard let converted = attribute(value) else { return }
            let set = CSSearchableItemAttributeSet(attributes)
            set[keyPath: keyPath] = converted
            attributes = set.searchableItemAttributeSet
        }
    }
}

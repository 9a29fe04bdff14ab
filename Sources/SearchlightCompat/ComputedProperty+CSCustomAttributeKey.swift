// `ComputedProperty(\.x, customIndexingKey: CSCustomAttributeKey(keyName: "…")!)`: the forms of
// `@ComputedProperty(customIndexingKey:)` with Apple's key class.
extension ComputedProperty {
    /// A value stored under an app-defined attribute.
    public init<Value: CustomAttributeConvertible>(
        _ property: KeyPath<Entity, Value> & Sendable, title: LocalizedStringResource? = nil,
        customIndexingKey: CSCustomAttributeKey
    ) {
        self.init(property, title: title, customIndexingKey: customIndexingKey.customAttributeKey)
    }

    /// An enum stored under an app-defined attribute as its raw value.
    public init<Value: RawRepresentable & Sendable>(
        _ property: KeyPath<Entity, Value> & Sendable, title: LocalizedStringResource? = nil,
        customIndexingKey: CSCustomAttributeKey
    ) where Value.RawValue: CustomAttributeConvertible {
        self.init(property, title: title, customIndexingKey: customIndexingKey.customAttributeKey)
    }
}

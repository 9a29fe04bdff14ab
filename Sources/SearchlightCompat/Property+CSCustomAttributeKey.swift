// `@Property(customIndexingKey: CSCustomAttributeKey(keyName: "…")!)`, Apple's spelling: each
// form forwards to the native one with the key's `CustomAttributeKey`.
extension Property {
    /// A property stored under an app-defined attribute.
    public init(
        wrappedValue: Value, identifier: String? = nil, title: LocalizedStringResource? = nil,
        customIndexingKey: CSCustomAttributeKey
    ) where Value: CustomAttributeConvertible {
        self.init(
            wrappedValue: wrappedValue, identifier: identifier, title: title,
            customIndexingKey: customIndexingKey.customAttributeKey)
    }

    /// A property stored under an app-defined attribute, set in an initializer.
    public init(
        identifier: String? = nil, title: LocalizedStringResource? = nil,
        customIndexingKey: CSCustomAttributeKey
    ) where Value: CustomAttributeConvertible {
        self.init(
            identifier: identifier, title: title, customIndexingKey: customIndexingKey.customAttributeKey)
    }

    /// An enum stored under an app-defined attribute as its raw value.
    public init(
        wrappedValue: Value, identifier: String? = nil, title: LocalizedStringResource? = nil,
        customIndexingKey: CSCustomAttributeKey
    ) where Value: RawRepresentable, Value.RawValue: CustomAttributeConvertible {
        self.init(
            wrappedValue: wrappedValue, identifier: identifier, title: title,
            customIndexingKey: customIndexingKey.customAttributeKey)
    }

    /// An enum stored under an app-defined attribute as its raw value, set in an initializer.
    public init(
        identifier: String? = nil, title: LocalizedStringResource? = nil,
        customIndexingKey: CSCustomAttributeKey
    ) where Value: RawRepresentable, Value.RawValue: CustomAttributeConvertible {
        self.init(
            identifier: identifier, title: title, customIndexingKey: customIndexingKey.customAttributeKey)
    }

    /// An optional enum stored under an app-defined attribute as its raw value.
    public init<Wrapped: RawRepresentable & Sendable>(
        wrappedValue: Wrapped?, identifier: String? = nil, title: LocalizedStringResource? = nil,
        customIndexingKey: CSCustomAttributeKey
    ) where Value == Wrapped?, Wrapped.RawValue: CustomAttributeConvertible {
        self.init(
            wrappedValue: wrappedValue, identifier: identifier, title: title,
            customIndexingKey: customIndexingKey.customAttributeKey)
    }

    /// An optional enum stored under an app-defined attribute, set in an initializer.
    public init<Wrapped: RawRepresentable & Sendable>(
        identifier: String? = nil, title: LocalizedStringResource? = nil,
        customIndexingKey: CSCustomAttributeKey
    ) where Value == Wrapped?, Wrapped.RawValue: CustomAttributeConvertible {
        self.init(
            identifier: identifier, title: title, customIndexingKey: customIndexingKey.customAttributeKey)
    }
}

/// The type behind `@Property` in Apple's App Intents, for code that assigns the wrapper itself
/// (`_name = EntityProperty(title: "Name")`).
public typealias EntityProperty<Value: Sendable> = Property<Value>

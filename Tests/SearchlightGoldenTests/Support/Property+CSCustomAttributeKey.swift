import SearchlightCompat

// Apple's `@Property(customIndexingKey:)` takes a `CSCustomAttributeKey`; these stand in until
// SearchlightCompat declares the same initializers, and go away then.
extension Property where Value: CustomAttributeConvertible {
    init(
        wrappedValue: Value, identifier: String? = nil, title: LocalizedStringResource? = nil,
        customIndexingKey: CSCustomAttributeKey
    ) {
        self.init(
            wrappedValue: wrappedValue, identifier: identifier, title: title,
            customIndexingKey: customIndexingKey.customAttributeKey)
    }

    init(
        identifier: String? = nil, title: LocalizedStringResource? = nil,
        customIndexingKey: CSCustomAttributeKey
    ) {
        self.init(
            identifier: identifier, title: title, customIndexingKey: customIndexingKey.customAttributeKey)
    }
}

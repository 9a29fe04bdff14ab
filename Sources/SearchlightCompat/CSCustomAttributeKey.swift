/// An app-defined attribute, with Core Spotlight's class spelling; a bridge to
/// `Searchlight.CustomAttributeKey`.
///
/// ```swift
/// let sku = CSCustomAttributeKey(keyName: "com_example_shop_sku", searchable: true,
///                                searchableByDefault: false, unique: true, multiValued: false)!
/// attributes.setValue("A-1042" as NSString, forCustomKey: sku)
/// ```
public final class CSCustomAttributeKey: NSObject, Sendable {
    /// The native key this one stands for.
    public let customAttributeKey: CustomAttributeKey

    /// A key with Apple's default flags, or `nil` if the name is not a valid key name.
    public convenience init?(keyName: String) {
        guard let key = CustomAttributeKey(keyName: keyName) else { return nil }
        self.init(key)
    }

    /// A key with the given flags, or `nil` if the name is not a valid key name.
    public convenience init?(
        keyName: String, searchable: Bool, searchableByDefault: Bool, unique: Bool, multiValued: Bool
    ) {
        guard
            let key = CustomAttributeKey(
                keyName: keyName, searchable: searchable, searchableByDefault: searchableByDefault,
                unique: unique, multiValued: multiValued)
        else { return nil }
        self.init(key)
    }

    /// Wraps a native key.
    public init(_ key: CustomAttributeKey) {
        customAttributeKey = key
    }

    public var keyName: String { customAttributeKey.keyName }
    public var isSearchable: Bool { customAttributeKey.isSearchable }
    public var isSearchableByDefault: Bool { customAttributeKey.isSearchableByDefault }
    public var isUnique: Bool { customAttributeKey.isUnique }
    public var isMultiValued: Bool { customAttributeKey.isMultiValued }

    public override func isEqual(_ object: Any?) -> Bool {
        (object as? CSCustomAttributeKey)?.customAttributeKey == customAttributeKey
    }

    public override var hash: Int { customAttributeKey.hashValue }
}

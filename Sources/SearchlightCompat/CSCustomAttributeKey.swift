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

    /// The attribute's name.
    public var keyName: String { customAttributeKey.keyName }
    /// Whether queries can match the attribute.
    public var isSearchable: Bool { customAttributeKey.isSearchable }
    /// Whether the attribute is searched when a query names no attribute.
    public var isSearchableByDefault: Bool { customAttributeKey.isSearchableByDefault }
    /// Whether values repeat across items and are stored once.
    public var isUnique: Bool { customAttributeKey.isUnique }
    /// Whether the attribute holds a list of values.
    public var isMultiValued: Bool { customAttributeKey.isMultiValued }

    public override func isEqual(_ object: Any?) -> Bool {
        (object as? CSCustomAttributeKey)?.customAttributeKey == customAttributeKey
    }

    public override var hash: Int { customAttributeKey.hashValue }
}

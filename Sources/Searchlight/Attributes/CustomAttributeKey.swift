/// An app-defined attribute, mirroring `CSCustomAttributeKey`.
///
/// Key names use ASCII letters, digits and `_` only, at most 128 characters; names starting
/// with `kMD` are reserved, and built-in attribute names cannot be reused. A reverse-DNS style
/// name such as `com_example_app_rating` avoids clashes with other apps.
///
/// ```swift
/// let sku = CustomAttributeKey(keyName: "com_example_shop_sku", unique: true)!
/// var attributes = SearchableItemAttributeSet(contentType: .item)
/// attributes.setValue(.string("A-1042"), forCustomKey: sku)
/// ```
public struct CustomAttributeKey: Sendable, Hashable, Codable {
    /// The longest key name accepted, in characters.
    public static let maximumKeyNameLength = 128

    /// The attribute's name, used in queries (`com_example_shop_sku == "A-1042"`).
    public let keyName: String
    /// Whether queries can match the attribute; searchable text also feeds full-text search.
    public let isSearchable: Bool
    /// Whether the attribute is searched when a query names no attribute.
    public let isSearchableByDefault: Bool
    /// Whether the attribute's values repeat across items, so the store keeps each value once.
    public let isUnique: Bool
    /// Whether the attribute holds a list of values.
    public let isMultiValued: Bool

    /// Creates a key with Apple's default flags, or returns `nil` if the name is invalid.
    ///
    /// Use ``validated(keyName:searchable:searchableByDefault:unique:multiValued:)`` to learn why a
    /// name was rejected.
    public init?(keyName: String) {
        self.init(
            keyName: keyName, searchable: true, searchableByDefault: false, unique: false, multiValued: false)
    }

    /// Creates a key, or returns `nil` if the name is invalid.
    ///
    /// - Parameters:
    ///   - keyName: The attribute's name, as queries and the JSON form write it.
    ///   - searchable: Whether queries can match the attribute (Apple's default: `true`).
    ///   - searchableByDefault: Whether it is searched when a query names no attribute (default `false`).
    ///   - unique: Whether values repeat across items and should be stored once (default `false`).
    ///   - multiValued: Whether the attribute holds a list of values (default `false`).
    public init?(
        keyName: String, searchable: Bool = true, searchableByDefault: Bool = false, unique: Bool = false,
        multiValued: Bool = false
    ) {
        guard CustomAttributeKey.validationError(forKeyName: keyName) == nil else { return nil }
        self.keyName = keyName
        self.isSearchable = searchable
        self.isSearchableByDefault = searchableByDefault
        self.isUnique = unique
        self.isMultiValued = multiValued
    }

    /// Creates a key, or throws an ``AttributeError`` of kind ``AttributeError/Kind/invalidKeyName``
    /// that says why the name is invalid.
    ///
    /// ```swift
    /// try CustomAttributeKey.validated(keyName: "com-example-rating")
    /// // attribute 'com-example-rating': key name contains '-' at offset 3; use only ASCII ...
    /// ```
    public static func validated(
        keyName: String, searchable: Bool = true, searchableByDefault: Bool = false, unique: Bool = false,
        multiValued: Bool = false
    ) throws -> CustomAttributeKey {
        if let error = validationError(forKeyName: keyName) {
            throw error
        }
        guard
            let key = CustomAttributeKey(
                keyName: keyName, searchable: searchable, searchableByDefault: searchableByDefault,
                unique: unique, multiValued: multiValued)
        else {
            // Unreachable: the failable initializer applies the same rules as `validationError`.
            throw AttributeError(.invalidKeyName, attribute: keyName, message: "invalid key name")
        }
        return key
    }

    /// The reason `keyName` is not a valid custom attribute name, or `nil` if it is valid.
    public static func validationError(forKeyName keyName: String) -> AttributeError? {
        func invalid(_ message: String) -> AttributeError {
            AttributeError(.invalidKeyName, attribute: keyName, message: message)
        }
        if keyName.isEmpty {
            return invalid("a custom attribute key name must not be empty")
        }
        for (offset, scalar) in keyName.unicodeScalars.enumerated()
        where !(scalar.isASCII && isKeyNameByte(UInt8(scalar.value))) {
            return invalid(
                "key name contains '\(scalar.escaped(asASCII: true))' at offset \(offset); use only ASCII "
                    + "letters, digits and '_', for example 'com_example_app_rating'")
        }
        if keyName.utf8.count > maximumKeyNameLength {
            return invalid(
                "key name is \(keyName.utf8.count) characters long; the limit is \(maximumKeyNameLength)")
        }
        if keyName.hasPrefix("kMD") {
            return invalid(
                "key names starting with 'kMD' are reserved for the system; use a prefix such as "
                    + "'com_example_app_'")
        }
        if AttributeCatalog.isBuiltIn(keyName) {
            return invalid(
                "'\(keyName)' is the name of a built-in attribute; set the built-in attribute instead, "
                    + "or choose another name")
        }
        return nil
    }

    private static func isKeyNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default:
            false
        }
    }

    /// The key under which the attribute's value is stored and queried.
    public var key: AttributeKey { AttributeKey(rawValue: keyName) }

    /// How the index treats the attribute: searchable text feeds the ``TextColumn/other`` column.
    ///
    /// The type is ``AttributeType/text`` (or ``AttributeType/textList`` when multi-valued) because a
    /// key does not fix its value's type; ``SearchableItemAttributeSet`` reports the type of the
    /// value actually stored.
    public var descriptor: AttributeDescriptor {
        AttributeDescriptor(
            key: key, type: isMultiValued ? .textList : .text, textColumn: isSearchable ? .other : nil,
            isMultiValued: isMultiValued, isCustom: true, isUnique: isUnique)
    }

    private enum CodingKeys: String, CodingKey {
        case keyName
        case searchable
        case searchableByDefault
        case unique
        case multiValued
    }

    /// Decodes a key, applying Apple's defaults to missing flags and rejecting invalid names.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let keyName = try container.decode(String.self, forKey: .keyName)
        if let error = CustomAttributeKey.validationError(forKeyName: keyName) {
            throw DecodingError.dataCorruptedError(
                forKey: .keyName, in: container, debugDescription: error.description)
        }
        self.keyName = keyName
        self.isSearchable = try container.decodeIfPresent(Bool.self, forKey: .searchable) ?? true
        self.isSearchableByDefault =
            try container.decodeIfPresent(Bool.self, forKey: .searchableByDefault) ?? false
        self.isUnique = try container.decodeIfPresent(Bool.self, forKey: .unique) ?? false
        self.isMultiValued = try container.decodeIfPresent(Bool.self, forKey: .multiValued) ?? false
    }

    /// Encodes the key name and its flags.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(keyName, forKey: .keyName)
        try container.encode(isSearchable, forKey: .searchable)
        try container.encode(isSearchableByDefault, forKey: .searchableByDefault)
        try container.encode(isUnique, forKey: .unique)
        try container.encode(isMultiValued, forKey: .multiValued)
    }
}

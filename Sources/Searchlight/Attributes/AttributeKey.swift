/// The name of an attribute, as used in queries and in the JSON form of an attribute set.
///
/// Built-in attributes are static members named exactly as Apple's
/// `CSSearchableItemAttributeSet` properties; custom attributes use their key name.
///
/// ```swift
/// let key: AttributeKey = .contentDescription
/// key.rawValue                   // "contentDescription"
/// AttributeKey("com_acme_sku")   // a custom attribute's key
/// ```
public struct AttributeKey: Hashable, Sendable, Comparable, RawRepresentable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The attribute name.
    public let rawValue: String
    /// The name's hash, taken once: every attribute set hashes its keys on each write, and a
    /// key is made once (most are static) but used many times.
    private let nameHash: Int

    /// Creates a key from an attribute name.
    public init(rawValue: String) {
        self.rawValue = rawValue
        self.nameHash = rawValue.hashValue
    }

    /// Creates a key from an attribute name.
    public init(_ rawValue: String) {
        self.init(rawValue: rawValue)
    }

    /// Creates a key from a string literal, such as `"title"`.
    public init(stringLiteral value: String) {
        self.init(rawValue: value)
    }

    /// The attribute name.
    public var description: String { rawValue }

    /// Whether both name the same attribute.
    public static func == (lhs: AttributeKey, rhs: AttributeKey) -> Bool {
        lhs.nameHash == rhs.nameHash && lhs.rawValue == rhs.rawValue
    }

    /// Hashes the name (as `String` does, so equal names hash alike).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(nameHash)
    }

    /// The seeded hash a `Dictionary` or `Set` asks for, without setting up and finalizing a
    /// `Hasher`, the largest cost of filling an attribute set.
    ///
    /// The stored name hash is already a per-process random `String` hash, so mixing the
    /// collection's seed in with a bijective mixer (SplitMix64's finalizer) keeps the bits well
    /// spread and gives each seed its own permutation, as the collections need.
    public func _rawHashValue(seed: Int) -> Int {
        var bits = UInt64(bitPattern: Int64(nameHash ^ seed))
        bits = (bits ^ (bits >> 30)) &* 0xbf58_476d_1ce4_e5b9
        bits = (bits ^ (bits >> 27)) &* 0x94d0_49bb_1331_11eb
        return Int(truncatingIfNeeded: bits ^ (bits >> 31))
    }

    /// Orders keys by name.
    public static func < (lhs: AttributeKey, rhs: AttributeKey) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

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

    /// Creates a key from an attribute name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a key from an attribute name.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a key from a string literal, such as `"title"`.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// The attribute name.
    public var description: String { rawValue }

    /// Orders keys by name.
    public static func < (lhs: AttributeKey, rhs: AttributeKey) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// An error about an attribute: an invalid custom key name, a value of the wrong type, or a
/// stored attribute set that cannot be read.
///
/// ```swift
/// do {
///     _ = try CustomAttributeKey.validated(keyName: "kMDItemTitle")
/// } catch let error as AttributeError {
///     print(error)  // attribute 'kMDItemTitle': key names starting with 'kMD' are reserved ...
/// }
/// ```
public struct AttributeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        /// A custom attribute key name breaks the naming rules.
        case invalidKeyName
        /// A value's type does not match the attribute's type.
        case typeMismatch
        /// An encoded attribute set is truncated or malformed.
        case corruptEncoding
        /// A value has the right type but is not acceptable, such as a non-integral integer.
        case invalidValue
    }

    /// What went wrong.
    public var kind: Kind
    /// The attribute concerned, if one is known.
    public var attribute: String?
    /// What happened and, where possible, how to fix it.
    public var message: String

    /// Creates an attribute error.
    public init(_ kind: Kind, attribute: String? = nil, message: String) {
        self.kind = kind
        self.attribute = attribute
        self.message = message
    }

    /// The message, prefixed with the attribute when one is known, with control and invisible
    /// characters escaped (see ``VisibleText``).
    public var description: String {
        guard let attribute else { return VisibleText.escape(message) }
        return VisibleText.escape("attribute '\(attribute)': \(message)")
    }
}

import Foundation

/// A value a mapped property can store in a text attribute without losing information.
///
/// `String`, `Substring`, `UUID` (its `uuidString`), `URL` (its `absoluteString`) and optionals of
/// them conform; enums whose raw value conforms are stored as their raw value.
public protocol TextAttributeConvertible: Sendable {
    /// The text stored in the attribute, or `nil` to leave the attribute as it is.
    var textAttributeValue: String? { get }
}

extension String: TextAttributeConvertible {
    /// The value as text.
    @inlinable public var textAttributeValue: String? { self }
}

extension Substring: TextAttributeConvertible {
    /// The value as text.
    @inlinable public var textAttributeValue: String? { String(self) }
}

extension UUID: TextAttributeConvertible {
    /// The UUID's string.
    @inlinable public var textAttributeValue: String? { uuidString }
}

extension URL: TextAttributeConvertible {
    /// The URL's absolute string.
    @inlinable public var textAttributeValue: String? { absoluteString }
}

extension Optional: TextAttributeConvertible where Wrapped: TextAttributeConvertible {
    /// The wrapped value's, or `nil` when there is none.
    @inlinable public var textAttributeValue: String? { self?.textAttributeValue }
}

extension AttributedString: TextAttributeConvertible {
    /// The characters, without their attributes.
    public var textAttributeValue: String? { String(characters) }
}

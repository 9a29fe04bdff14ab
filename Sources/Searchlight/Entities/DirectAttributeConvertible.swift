import Foundation

/// A value stored in an attribute of its own type: `Bool`, `Date`, `Data`, `URL`, `[Date]`,
/// `[Person]`, and optionals of them.
public protocol DirectAttributeConvertible: Sendable {
    /// The attribute's value type.
    associatedtype Attribute
    /// The value stored in the attribute, or `nil` to leave the attribute as it is.
    var directAttributeValue: Attribute? { get }
}

/// An element of the list attributes that take their values as they are (`[Date]`, `[Person]`).
public protocol DirectAttributeListElement: Sendable {}

extension Date: DirectAttributeListElement {}
extension Person: DirectAttributeListElement {}

extension Bool: DirectAttributeConvertible {
    /// The value itself.
    @inlinable public var directAttributeValue: Bool? { self }
}

extension Date: DirectAttributeConvertible {
    /// The value itself.
    @inlinable public var directAttributeValue: Date? { self }
}

extension Data: DirectAttributeConvertible {
    /// The value itself.
    @inlinable public var directAttributeValue: Data? { self }
}

extension URL: DirectAttributeConvertible {
    /// The value itself.
    @inlinable public var directAttributeValue: URL? { self }
}

extension Array: DirectAttributeConvertible where Element: DirectAttributeListElement {
    /// The value itself.
    @inlinable public var directAttributeValue: [Element]? { self }
}

extension Optional: DirectAttributeConvertible where Wrapped: DirectAttributeConvertible {
    /// The wrapped value's, or `nil` when there is none.
    @inlinable public var directAttributeValue: Wrapped.Attribute? { self?.directAttributeValue }
}

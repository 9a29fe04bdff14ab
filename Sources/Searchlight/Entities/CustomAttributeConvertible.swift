import Foundation

/// A value a mapped property can store under a ``CustomAttributeKey``.
///
/// Text (`String`, `Substring`, `UUID`), integers, `Double`, `Float`, `Bool`, `Date`, `Data`,
/// `URL`, arrays and sets of text, numbers or dates, and optionals of them conform.
public protocol CustomAttributeConvertible: Sendable {
    /// The value stored under the key, or `nil` to leave the attribute as it is.
    var customAttributeValue: AttributeValue? { get }
}

/// An element of an array or set stored under a ``CustomAttributeKey``.
public protocol CustomAttributeListElement: Sendable, Comparable {
    /// The attribute value of a list of elements.
    static func customAttributeValue(of list: [Self]) -> AttributeValue
}

extension String: CustomAttributeConvertible, CustomAttributeListElement {
    /// The value as stored under a custom attribute key.
    @inlinable public var customAttributeValue: AttributeValue? { .string(self) }
    /// The list as one attribute value.
    @inlinable public static func customAttributeValue(of list: [String]) -> AttributeValue { .strings(list) }
}

extension Substring: CustomAttributeConvertible {
    /// The value as stored under a custom attribute key.
    @inlinable public var customAttributeValue: AttributeValue? { .string(String(self)) }
}

extension UUID: CustomAttributeConvertible {
    /// The value as stored under a custom attribute key.
    @inlinable public var customAttributeValue: AttributeValue? { .string(uuidString) }
}

extension Int: CustomAttributeConvertible, CustomAttributeListElement {
    /// The value as stored under a custom attribute key.
    @inlinable public var customAttributeValue: AttributeValue? { .number(Double(self)) }
    /// The list as one attribute value.
    @inlinable public static func customAttributeValue(of list: [Int]) -> AttributeValue {
        .numbers(list.map(Double.init))
    }
}

extension Int8: CustomAttributeConvertible {
    /// The value as stored under a custom attribute key.
    @inlinable public var customAttributeValue: AttributeValue? { .number(Double(self)) }
}

extension Int16: CustomAttributeConvertible {
    /// The value as stored under a custom attribute key.
    @inlinable public var customAttributeValue: AttributeValue? { .number(Double(self)) }
}

extension Int32: CustomAttributeConvertible {
    /// The value as stored under a custom attribute key.
    @inlinable public var customAttributeValue: AttributeValue? { .number(Double(self)) }
}

extension Int64: CustomAttributeConvertible {
    /// The value as stored under a custom attribute key.
    @inlinable public var customAttributeValue: AttributeValue? { .number(Double(self)) }
}

extension UInt8: CustomAttributeConvertible {
    /// The value as stored under a custom attribute key.
    @inlinable public var customAttributeValue: AttributeValue? { .number(Double(self)) }
}

extension UInt16: CustomAttributeConvertible {
    /// The value as stored under a custom attribute key.
    @inlinable public var customAttributeValue: AttributeValue? { .number(Double(self)) }
}

extension UInt32: CustomAttributeConvertible {
    /// The value as stored under a custom attribute key.
    @inlinable public var customAttributeValue: AttributeValue? { .number(Double(self)) }
}

extension Double: CustomAttributeConvertible, CustomAttributeListElement {
    /// The value as stored under a custom attribute key.
    @inlinable public var customAttributeValue: AttributeValue? { .number(self) }
    /// The list as one attribute value.
    @inlinable public static func customAttributeValue(of list: [Double]) -> AttributeValue { .numbers(list) }
}

extension Float: CustomAttributeConvertible {
    /// The value as stored under a custom attribute key.
    @inlinable public var customAttributeValue: AttributeValue? { .number(Double(self)) }
}

extension Bool: CustomAttributeConvertible {
    /// The value as stored under a custom attribute key.
    @inlinable public var customAttributeValue: AttributeValue? { .bool(self) }
}

extension Date: CustomAttributeConvertible, CustomAttributeListElement {
    /// The value as stored under a custom attribute key.
    @inlinable public var customAttributeValue: AttributeValue? { .date(self) }
    /// The list as one attribute value.
    @inlinable public static func customAttributeValue(of list: [Date]) -> AttributeValue { .dates(list) }
}

extension Data: CustomAttributeConvertible {
    /// The value as stored under a custom attribute key.
    @inlinable public var customAttributeValue: AttributeValue? { .data(self) }
}

extension URL: CustomAttributeConvertible {
    /// The value as stored under a custom attribute key.
    @inlinable public var customAttributeValue: AttributeValue? { .url(self) }
}

extension Array: CustomAttributeConvertible where Element: CustomAttributeListElement {
    /// The elements as one list value.
    @inlinable public var customAttributeValue: AttributeValue? { Element.customAttributeValue(of: self) }
}

extension Set: CustomAttributeConvertible where Element: CustomAttributeListElement {
    /// The elements, sorted, as one list value.
    @inlinable public var customAttributeValue: AttributeValue? { Element.customAttributeValue(of: sorted()) }
}

extension Optional: CustomAttributeConvertible where Wrapped: CustomAttributeConvertible {
    /// The wrapped value's, or `nil` when there is none.
    @inlinable public var customAttributeValue: AttributeValue? { self?.customAttributeValue }
}

extension AttributedString: CustomAttributeConvertible {
    /// The characters as text.
    public var customAttributeValue: AttributeValue? { .string(String(characters)) }
}

extension Duration: CustomAttributeConvertible {
    /// The length in seconds.
    public var customAttributeValue: AttributeValue? { realAttributeValue.map(AttributeValue.number) }
}

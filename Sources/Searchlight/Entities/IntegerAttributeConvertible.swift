/// A value a mapped property can store in an integer attribute such as `fileSize`.
///
/// Every integer type whose values all fit in `Int` conforms, and optionals of them.
public protocol IntegerAttributeConvertible: Sendable {
    /// The number stored in the attribute, or `nil` to leave the attribute as it is.
    var integerAttributeValue: Int? { get }
}

extension Int: IntegerAttributeConvertible {
    /// The value as an integer.
    @inlinable public var integerAttributeValue: Int? { self }
}

extension Int8: IntegerAttributeConvertible {
    /// The value as an integer.
    @inlinable public var integerAttributeValue: Int? { Int(self) }
}

extension Int16: IntegerAttributeConvertible {
    /// The value as an integer.
    @inlinable public var integerAttributeValue: Int? { Int(self) }
}

extension Int32: IntegerAttributeConvertible {
    /// The value as an integer.
    @inlinable public var integerAttributeValue: Int? { Int(self) }
}

extension Int64: IntegerAttributeConvertible {
    /// The value, or `nil` when it does not fit in `Int`.
    @inlinable public var integerAttributeValue: Int? { Int(exactly: self) }
}

extension UInt8: IntegerAttributeConvertible {
    /// The value as an integer.
    @inlinable public var integerAttributeValue: Int? { Int(self) }
}

extension UInt16: IntegerAttributeConvertible {
    /// The value as an integer.
    @inlinable public var integerAttributeValue: Int? { Int(self) }
}

extension UInt32: IntegerAttributeConvertible {
    /// The value, or `nil` when it does not fit in `Int`.
    @inlinable public var integerAttributeValue: Int? { Int(exactly: self) }
}

extension Optional: IntegerAttributeConvertible where Wrapped: IntegerAttributeConvertible {
    /// The wrapped value's, or `nil` when there is none.
    @inlinable public var integerAttributeValue: Int? { self?.integerAttributeValue }
}

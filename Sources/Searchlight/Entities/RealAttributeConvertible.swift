/// A value a mapped property can store in a real-number attribute such as `rating` or `duration`.
///
/// `Double`, `Float`, the ``IntegerAttributeConvertible`` integers and optionals of them conform.
public protocol RealAttributeConvertible: Sendable {
    /// The number stored in the attribute, or `nil` to leave the attribute as it is.
    var realAttributeValue: Double? { get }
}

extension Double: RealAttributeConvertible {
    /// The value as a real number.
    @inlinable public var realAttributeValue: Double? { self }
}

extension Float: RealAttributeConvertible {
    /// The value as a real number.
    @inlinable public var realAttributeValue: Double? { Double(self) }
}

extension Int: RealAttributeConvertible {
    /// The value as a real number.
    @inlinable public var realAttributeValue: Double? { Double(self) }
}

extension Int8: RealAttributeConvertible {
    /// The value as a real number.
    @inlinable public var realAttributeValue: Double? { Double(self) }
}

extension Int16: RealAttributeConvertible {
    /// The value as a real number.
    @inlinable public var realAttributeValue: Double? { Double(self) }
}

extension Int32: RealAttributeConvertible {
    /// The value as a real number.
    @inlinable public var realAttributeValue: Double? { Double(self) }
}

extension Int64: RealAttributeConvertible {
    /// The value as a real number.
    @inlinable public var realAttributeValue: Double? { Double(self) }
}

extension UInt8: RealAttributeConvertible {
    /// The value as a real number.
    @inlinable public var realAttributeValue: Double? { Double(self) }
}

extension UInt16: RealAttributeConvertible {
    /// The value as a real number.
    @inlinable public var realAttributeValue: Double? { Double(self) }
}

extension UInt32: RealAttributeConvertible {
    /// The value as a real number.
    @inlinable public var realAttributeValue: Double? { Double(self) }
}

extension Optional: RealAttributeConvertible where Wrapped: RealAttributeConvertible {
    /// The wrapped value's, or `nil` when there is none.
    @inlinable public var realAttributeValue: Double? { self?.realAttributeValue }
}

extension Duration: RealAttributeConvertible {
    /// The length in seconds, as Apple's `duration` attribute counts it.
    public var realAttributeValue: Double? {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}

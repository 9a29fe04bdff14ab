/// A value a mapped property can store in a multi-valued text attribute such as `keywords`.
///
/// Arrays keep their order; sets are sorted so the attribute does not depend on hashing.
/// Elements are ``TextAttributeConvertible``; optionals of conforming types conform too.
public protocol TextListAttributeConvertible: Sendable {
    /// The texts stored in the attribute, or `nil` to leave the attribute as it is.
    var textListAttributeValue: [String]? { get }
}

extension Array: TextListAttributeConvertible where Element: TextAttributeConvertible {
    /// The elements' texts.
    @inlinable public var textListAttributeValue: [String]? {
        // Specialized code folds this cast away: an array of strings is stored as it is.
        if let strings = self as? [String] { return strings }
        var texts: [String] = []
        texts.reserveCapacity(count)
        for element in self {
            if let text = element.textAttributeValue { texts.append(text) }
        }
        return texts
    }
}

extension Set: TextListAttributeConvertible where Element: TextAttributeConvertible {
    /// The elements' texts.
    @inlinable public var textListAttributeValue: [String]? {
        var texts: [String] = []
        texts.reserveCapacity(count)
        for element in self {
            if let text = element.textAttributeValue { texts.append(text) }
        }
        texts.sort()
        return texts
    }
}

extension Optional: TextListAttributeConvertible where Wrapped: TextListAttributeConvertible {
    /// The wrapped value's, or `nil` when there is none.
    @inlinable public var textListAttributeValue: [String]? { self?.textListAttributeValue }
}

import Foundation

// The typed attribute properties (generated/SearchableItemAttributeSet+Accessors.swift) read and
// write through these two helpers.
extension SearchableItemAttributeSet {
    func typed<Value: AttributeValueConvertible>(_ key: AttributeKey) -> Value? {
        values[key].flatMap(Value.init(attributeValue:))
    }

    mutating func setTyped<Value: AttributeValueConvertible>(_ newValue: Value?, _ key: AttributeKey) {
        storeValue(newValue?.attributeValue, for: key)
    }
}

/// A Swift type that a typed attribute property exposes, and its ``AttributeValue`` form.
protocol AttributeValueConvertible {
    init?(attributeValue: AttributeValue)
    var attributeValue: AttributeValue { get }
}

/// An element of a list attribute: `[String]`, `[Date]` or `[Person]`.
protocol AttributeListElement {
    static func list(from value: AttributeValue) -> [Self]?
    static func attributeValue(of list: [Self]) -> AttributeValue
}

extension String: AttributeValueConvertible, AttributeListElement {
    init?(attributeValue: AttributeValue) {
        guard case .string(let string) = attributeValue else { return nil }
        self = string
    }

    var attributeValue: AttributeValue { .string(self) }

    static func list(from value: AttributeValue) -> [String]? {
        guard case .strings(let strings) = value else { return nil }
        return strings
    }

    static func attributeValue(of list: [String]) -> AttributeValue { .strings(list) }
}

extension Date: AttributeValueConvertible, AttributeListElement {
    init?(attributeValue: AttributeValue) {
        guard case .date(let date) = attributeValue else { return nil }
        self = date
    }

    var attributeValue: AttributeValue { .date(self) }

    static func list(from value: AttributeValue) -> [Date]? {
        guard case .dates(let dates) = value else { return nil }
        return dates
    }

    static func attributeValue(of list: [Date]) -> AttributeValue { .dates(list) }
}

extension Person: AttributeListElement {
    static func list(from value: AttributeValue) -> [Person]? {
        guard case .persons(let persons) = value else { return nil }
        return persons
    }

    static func attributeValue(of list: [Person]) -> AttributeValue { .persons(list) }
}

extension Array: AttributeValueConvertible where Element: AttributeListElement {
    init?(attributeValue: AttributeValue) {
        guard let list = Element.list(from: attributeValue) else { return nil }
        self = list
    }

    var attributeValue: AttributeValue { Element.attributeValue(of: self) }
}

extension Int: AttributeValueConvertible {
    // Integers are stored as `Double` like Apple's `NSNumber`; a value written through the
    // untyped subscript may be fractional, which reads back truncated toward zero.
    init?(attributeValue: AttributeValue) {
        guard case .number(let number) = attributeValue,
            let integer = Int(exactly: number.rounded(.towardZero))
        else { return nil }
        self = integer
    }

    var attributeValue: AttributeValue { .number(Double(self)) }
}

extension Double: AttributeValueConvertible {
    init?(attributeValue: AttributeValue) {
        guard case .number(let number) = attributeValue else { return nil }
        self = number
    }

    var attributeValue: AttributeValue { .number(self) }
}

extension Bool: AttributeValueConvertible {
    // Apple stores flags as NSNumber 0/1; a number written through the subscript reads as a flag.
    init?(attributeValue: AttributeValue) {
        switch attributeValue {
        case .bool(let flag): self = flag
        case .number(let number): self = number != 0
        default: return nil
        }
    }

    var attributeValue: AttributeValue { .bool(self) }
}

extension Data: AttributeValueConvertible {
    init?(attributeValue: AttributeValue) {
        guard case .data(let data) = attributeValue else { return nil }
        self = data
    }

    var attributeValue: AttributeValue { .data(self) }
}

extension URL: AttributeValueConvertible {
    init?(attributeValue: AttributeValue) {
        guard case .url(let url) = attributeValue else { return nil }
        self = url
    }

    var attributeValue: AttributeValue { .url(self) }
}

import Foundation

/// A value in a ``UserActivity``'s `userInfo`: exactly what JSON can represent, so that every
/// activity can be saved and handed off and reads back equal.
///
/// ```swift
/// activity.userInfo = ["orderID": "o42", "quantity": 2, "toGo": true, "extras": ["oat milk"]]
/// try activity.addUserInfoEntries(from: ["note": "no sugar" as Any])   // untyped values are checked
/// ```
///
/// Numbers are `Double`s, as in JSON; integers up to 2^53 are exact, larger ones are refused
/// (store them as strings). Dates, data and URLs are not JSON values: pass them as strings
/// (ISO 8601, base64, `absoluteString`).
public enum UserInfoValue: Sendable, Equatable, Codable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([UserInfoValue])
    case object([String: UserInfoValue])

    /// Largest integer a JSON number (a `Double`) holds exactly.
    public static let maximumExactInteger = 9_007_199_254_740_992

    /// Converts an untyped value (`String`, `Bool`, integers, finite floating-point numbers,
    /// `NSNull`, arrays and `[String: Any]` dictionaries of these) or throws naming `field`.
    public init(converting value: Any, field: String = "userInfo") throws(UserActivityError) {
        func unsupported(_ reason: String) -> UserActivityError {
            UserActivityError(.unsupportedUserInfoValue, field: field, message: reason)
        }
        // An NSNumber (from JSONSerialization, say) must not be bridged to Bool or Int by a
        // cast below: a boxed 1 would read as `true`. Its own type says what it holds.
        if let number = value as? NSNumber, type(of: value) is NSNumber.Type {
            self = try Self.converting(number, field: field)
            return
        }
        switch value {
        case let value as UserInfoValue:
            self = value
        case is NSNull:
            self = .null
        case let flag as Bool:
            self = .bool(flag)
        case let text as String:
            self = .string(text)
        case let text as Substring:
            self = .string(String(text))
        case let number as Int:
            self = try Self.exact(Int64(number), field: field)
        case let number as Int64:
            self = try Self.exact(number, field: field)
        case let number as Int32:
            self = .number(Double(number))
        case let number as UInt32:
            self = .number(Double(number))
        case let number as Double:
            guard number.isFinite else { throw unsupported("\(number) is not a JSON number") }
            self = .number(number)
        case let number as Float:
            guard number.isFinite else { throw unsupported("\(number) is not a JSON number") }
            self = .number(Double(number))
        case let values as [Any]:
            var converted: [UserInfoValue] = []
            for (offset, element) in values.enumerated() {
                converted.append(try UserInfoValue(converting: element, field: "\(field)[\(offset)]"))
            }
            self = .array(converted)
        case let values as [String: Any]:
            var converted: [String: UserInfoValue] = [:]
            for (key, element) in values {
                converted[key] = try UserInfoValue(converting: element, field: "\(field).\(key)")
            }
            self = .object(converted)
        default:
            throw unsupported(
                "a \(type(of: value)) is not JSON-representable; use a string, number, Boolean, array or "
                    + "[String: Any] dictionary")
        }
    }

    private static func exact(_ number: Int64, field: String) throws(UserActivityError) -> UserInfoValue {
        guard number.magnitude <= UInt64(maximumExactInteger) else {
            throw UserActivityError(
                .unsupportedUserInfoValue, field: field,
                message:
                    "the integer \(number) is not exactly representable as a JSON number; "
                    + "store it as a string"
            )
        }
        return .number(Double(number))
    }

    private static func converting(_ number: NSNumber, field: String) throws(UserActivityError)
        -> UserInfoValue
    {
        // Foundation boxes Booleans in a dedicated NSNumber subclass; an Int8 shares its objCType.
        if type(of: number) == type(of: NSNumber(value: true)) { return .bool(number.boolValue) }
        let type = String(cString: number.objCType)
        if type == "d" || type == "f" {
            guard number.doubleValue.isFinite else {
                throw UserActivityError(
                    .unsupportedUserInfoValue, field: field, message: "\(number) is not a JSON number")
            }
            return .number(number.doubleValue)
        }
        return try exact(number.int64Value, field: field)
    }

    /// The first value that JSON cannot hold (a non-finite number), with its field, or `nil`.
    func firstUnrepresentable(field: String) -> String? {
        switch self {
        case .number(let number): return number.isFinite ? nil : field
        case .array(let values):
            for (offset, value) in values.enumerated() {
                if let bad = value.firstUnrepresentable(field: "\(field)[\(offset)]") { return bad }
            }
            return nil
        case .object(let values):
            for key in values.keys.sorted() {
                if let bad = values[key]?.firstUnrepresentable(field: "\(field).\(key)") { return bad }
            }
            return nil
        case .null, .bool, .string: return nil
        }
    }

    /// The value as Foundation objects (`NSNull`, `Bool`, `NSNumber`, `String`, arrays,
    /// dictionaries). A number is an `NSNumber`, as Foundation's `userInfo` holds one, so it reads
    /// back as the type it was stored as: `userInfo["page"] as? Int` for a whole number, and
    /// `as? Double` for any.
    public var anyValue: Any {
        switch self {
        case .null: NSNull()
        case .bool(let flag): flag
        case .number(let number): intValue.map { NSNumber(value: $0) } ?? NSNumber(value: number)
        case .string(let text): text
        case .array(let values): values.map(\.anyValue)
        case .object(let values): values.mapValues(\.anyValue)
        }
    }

    /// The string, when the value is one.
    public var stringValue: String? { if case .string(let text) = self { text } else { nil } }

    /// The number, when the value is one.
    public var numberValue: Double? { if case .number(let number) = self { number } else { nil } }

    /// The number as an `Int`, when the value is an integral number.
    public var intValue: Int? {
        guard case .number(let number) = self, number.rounded() == number, abs(number) <= 9.0e15 else {
            return nil
        }
        return Int(number)
    }

    /// The Boolean, when the value is one.
    public var boolValue: Bool? { if case .bool(let flag) = self { flag } else { nil } }

    /// A short name of the value's kind, for error messages.
    public var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "Boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// Decodes a value from its JSON form.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let values = try? container.decode([UserInfoValue].self) {
            self = .array(values)
        } else {
            self = .object(try container.decode([String: UserInfoValue].self))
        }
    }

    /// Encodes the value in its JSON form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let flag): try container.encode(flag)
        case .number(let number): try container.encode(number)
        case .string(let text): try container.encode(text)
        case .array(let values): try container.encode(values)
        case .object(let values): try container.encode(values)
        }
    }
}

extension UserInfoValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral,
    ExpressibleByNilLiteral
{
    /// A string value.
    public init(stringLiteral value: String) { self = .string(value) }
    /// A number value.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    /// A number value.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// A Boolean value.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// An array value.
    public init(arrayLiteral elements: UserInfoValue...) { self = .array(elements) }
    /// A dictionary value.
    public init(dictionaryLiteral elements: (String, UserInfoValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
    /// The null value.
    public init(nilLiteral: ()) { self = .null }
}

import Foundation

/// An attribute to build a query clause on, producing the same ``QueryExpression`` a query string would.
///
/// ```swift
/// let query: QueryExpression = .title.matches("lat", [.prefix, .caseInsensitive]) && .rating >= 4
/// // same as try QueryExpression.parse(#"title == "lat*"c && rating >= 4"#)
/// ```
///
/// Strings given to the builder are literal text: a `*` in them is a star, not a wildcard. Dates become
/// numbers of seconds since 2001-01-01, as in query strings. Where both fit, a leading-dot name means the
/// `$time` value: `.lastUsedDate < .now` is `lastUsedDate < $time.now`, evaluated when the query runs
/// (write `Date.now` for the moment the query is built).
public struct QueryField: Sendable, Hashable, QueryFieldProviding {
    /// The attribute this field compares.
    public var attribute: QueryAttribute

    /// A field for an attribute name as a query string would write it: a custom key (`"com_acme_sku"`), a
    /// Searchlight name (`"title"`), a `kMDItem…` name (mapped, `"kMDItemTitle"` → `title`), or `"*"`.
    ///
    /// A name the query grammar cannot write is kept as given; such a query cannot be printed and parsed
    /// back.
    public init(_ name: String) {
        attribute = QueryAttribute(name: name) ?? .named(name)
    }

    /// A field for a resolved attribute.
    public init(_ attribute: QueryAttribute) {
        self.attribute = attribute
    }

    /// Matches `text` with wildcards placed as `options` say and the given `cdwt` modifiers.
    ///
    /// `.title.matches("lat", [.prefix, .caseInsensitive])` is `title == "lat*"c`.
    public func matches(_ text: String, _ options: TextMatchOptions = []) -> QueryExpression {
        compare(.equal, .string(options.pattern(for: text), options.matchOptions))
    }

    /// `attribute != pattern`: true when the value does not match.
    public func doesNotMatch(_ text: String, _ options: TextMatchOptions = []) -> QueryExpression {
        compare(.notEqual, .string(options.pattern(for: text), options.matchOptions))
    }

    /// Matches a pattern with explicit wildcards: `.subject.matches(StringPattern(segments: […]),
    /// [.caseInsensitive])`.
    public func matches(_ pattern: StringPattern, _ options: MatchOptions = []) -> QueryExpression {
        compare(.equal, .string(pattern, options))
    }

    /// `attribute == "*"`: the item has a value for the attribute.
    public var exists: QueryExpression { compare(.equal, .string(.anyValue, [])) }

    /// `attribute != "*"`: the item has no value for the attribute.
    public var isMissing: QueryExpression { compare(.notEqual, .string(.anyValue, [])) }

    /// `attribute == $time…`: the date falls within the period (or is the instant).
    ///
    /// `.contentCreationDate.within(.today)` is `contentCreationDate == $time.today`.
    public func within(_ time: TimeExpression) -> QueryExpression {
        compare(.equal, .time(time))
    }

    /// `InRange(attribute, lower, upper)`, both bounds inclusive.
    public func inRange(_ lower: Double, _ upper: Double) -> QueryExpression {
        .inRange(attribute: attribute, lower: .number(lower), upper: .number(upper))
    }

    /// `InRange(attribute, lower, upper)`, both bounds inclusive.
    public func inRange(_ lower: Int, _ upper: Int) -> QueryExpression {
        inRange(Double(lower), Double(upper))
    }

    /// `InRange(attribute, lower, upper)` over dates, both bounds inclusive.
    @_disfavoredOverload
    public func inRange(_ lower: Date, _ upper: Date) -> QueryExpression {
        inRange(lower.timeIntervalSinceReferenceDate, upper.timeIntervalSinceReferenceDate)
    }

    /// `InRange(attribute, lower, upper)` over `$time` values: from the start of `lower` to the end of
    /// `upper`.
    ///
    /// `.completionDate.inRange(.today.shifted(by: -10), .today)` is
    /// `InRange(completionDate,$time.today(-10),$time.today)`.
    public func inRange(_ lower: TimeExpression, _ upper: TimeExpression) -> QueryExpression {
        .inRange(attribute: attribute, lower: .time(lower), upper: .time(upper))
    }

    private func compare(_ comparisonOperator: ComparisonOperator, _ value: QueryValue) -> QueryExpression {
        .comparison(QueryComparison(attribute, comparisonOperator, value))
    }

    // MARK: Equality

    /// `attribute == "text"`, matching exactly `text` (stars in it are literal).
    public static func == (field: QueryField, text: String) -> QueryExpression {
        field.compare(.equal, .string(.literal(text), []))
    }

    /// `attribute == number`.
    public static func == (field: QueryField, number: Double) -> QueryExpression {
        field.compare(.equal, .number(number))
    }

    /// `attribute == number`.
    public static func == (field: QueryField, number: Int) -> QueryExpression {
        field.compare(.equal, .number(Double(number)))
    }

    /// `attribute == date`, as seconds since 2001-01-01.
    @_disfavoredOverload
    public static func == (field: QueryField, date: Date) -> QueryExpression {
        field.compare(.equal, .number(date.timeIntervalSinceReferenceDate))
    }

    /// `attribute == true` or `false`.
    public static func == (field: QueryField, value: Bool) -> QueryExpression {
        field.compare(.equal, .bool(value))
    }

    /// `attribute == $time…`; see ``within(_:)``.
    public static func == (field: QueryField, time: TimeExpression) -> QueryExpression {
        field.compare(.equal, .time(time))
    }

    /// `attribute != "text"`, text taken literally.
    public static func != (field: QueryField, text: String) -> QueryExpression {
        field.compare(.notEqual, .string(.literal(text), []))
    }

    /// `attribute != number`.
    public static func != (field: QueryField, number: Double) -> QueryExpression {
        field.compare(.notEqual, .number(number))
    }

    /// `attribute != number`.
    public static func != (field: QueryField, number: Int) -> QueryExpression {
        field.compare(.notEqual, .number(Double(number)))
    }

    /// `attribute != date`.
    @_disfavoredOverload
    public static func != (field: QueryField, date: Date) -> QueryExpression {
        field.compare(.notEqual, .number(date.timeIntervalSinceReferenceDate))
    }

    /// `attribute != true` or `false`.
    public static func != (field: QueryField, value: Bool) -> QueryExpression {
        field.compare(.notEqual, .bool(value))
    }

    /// `attribute != $time…`: the date falls outside the period.
    public static func != (field: QueryField, time: TimeExpression) -> QueryExpression {
        field.compare(.notEqual, .time(time))
    }

    // MARK: Ordering

    /// `attribute < number`.
    public static func < (field: QueryField, number: Double) -> QueryExpression {
        field.compare(.lessThan, .number(number))
    }

    /// `attribute < number`.
    public static func < (field: QueryField, number: Int) -> QueryExpression {
        field.compare(.lessThan, .number(Double(number)))
    }

    /// `attribute < date`.
    @_disfavoredOverload
    public static func < (field: QueryField, date: Date) -> QueryExpression {
        field.compare(.lessThan, .number(date.timeIntervalSinceReferenceDate))
    }

    /// `attribute < $time…`: before the start of the period.
    public static func < (field: QueryField, time: TimeExpression) -> QueryExpression {
        field.compare(.lessThan, .time(time))
    }

    /// `attribute < "text"`, comparing whole values.
    public static func < (field: QueryField, text: String) -> QueryExpression {
        field.compare(.lessThan, .string(.literal(text), []))
    }

    /// `attribute > number`.
    public static func > (field: QueryField, number: Double) -> QueryExpression {
        field.compare(.greaterThan, .number(number))
    }

    /// `attribute > number`.
    public static func > (field: QueryField, number: Int) -> QueryExpression {
        field.compare(.greaterThan, .number(Double(number)))
    }

    /// `attribute > date`.
    @_disfavoredOverload
    public static func > (field: QueryField, date: Date) -> QueryExpression {
        field.compare(.greaterThan, .number(date.timeIntervalSinceReferenceDate))
    }

    /// `attribute > $time…`: after the end of the period.
    public static func > (field: QueryField, time: TimeExpression) -> QueryExpression {
        field.compare(.greaterThan, .time(time))
    }

    /// `attribute > "text"`, comparing whole values.
    public static func > (field: QueryField, text: String) -> QueryExpression {
        field.compare(.greaterThan, .string(.literal(text), []))
    }

    /// `attribute <= number`.
    public static func <= (field: QueryField, number: Double) -> QueryExpression {
        field.compare(.lessThanOrEqual, .number(number))
    }

    /// `attribute <= number`.
    public static func <= (field: QueryField, number: Int) -> QueryExpression {
        field.compare(.lessThanOrEqual, .number(Double(number)))
    }

    /// `attribute <= date`.
    @_disfavoredOverload
    public static func <= (field: QueryField, date: Date) -> QueryExpression {
        field.compare(.lessThanOrEqual, .number(date.timeIntervalSinceReferenceDate))
    }

    /// `attribute <= $time…`: no later than the end of the period.
    public static func <= (field: QueryField, time: TimeExpression) -> QueryExpression {
        field.compare(.lessThanOrEqual, .time(time))
    }

    /// `attribute <= "text"`, comparing whole values.
    public static func <= (field: QueryField, text: String) -> QueryExpression {
        field.compare(.lessThanOrEqual, .string(.literal(text), []))
    }

    /// `attribute >= number`.
    public static func >= (field: QueryField, number: Double) -> QueryExpression {
        field.compare(.greaterThanOrEqual, .number(number))
    }

    /// `attribute >= number`.
    public static func >= (field: QueryField, number: Int) -> QueryExpression {
        field.compare(.greaterThanOrEqual, .number(Double(number)))
    }

    /// `attribute >= date`.
    @_disfavoredOverload
    public static func >= (field: QueryField, date: Date) -> QueryExpression {
        field.compare(.greaterThanOrEqual, .number(date.timeIntervalSinceReferenceDate))
    }

    /// `attribute >= $time…`: no earlier than the start of the period.
    public static func >= (field: QueryField, time: TimeExpression) -> QueryExpression {
        field.compare(.greaterThanOrEqual, .time(time))
    }

    /// `attribute >= "text"`, comparing whole values.
    public static func >= (field: QueryField, text: String) -> QueryExpression {
        field.compare(.greaterThanOrEqual, .string(.literal(text), []))
    }
}

/// How `QueryField.matches(_:_:)` places wildcards around its text, and the `cdwt` modifiers.
public struct TextMatchOptions: OptionSet, Sendable, Hashable {
    /// The option bits.
    public let rawValue: UInt8

    /// Creates options from their bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The text starts the value: `"text*"`.
    public static let prefix = TextMatchOptions(rawValue: 1 << 0)
    /// The text ends the value: `"*text"`.
    public static let suffix = TextMatchOptions(rawValue: 1 << 1)
    /// The text occurs anywhere in the value: `"*text*"`.
    public static let substring: TextMatchOptions = [.prefix, .suffix]
    /// `c`: ignore case.
    public static let caseInsensitive = TextMatchOptions(rawValue: 1 << 2)
    /// `d`: ignore diacritics.
    public static let diacriticInsensitive = TextMatchOptions(rawValue: 1 << 3)
    /// `w`: match words.
    public static let wordBased = TextMatchOptions(rawValue: 1 << 4)
    /// `t`: match the tokenized value.
    public static let tokenized = TextMatchOptions(rawValue: 1 << 5)

    /// The `cdwt` part.
    public var matchOptions: MatchOptions {
        MatchOptions(rawValue: (rawValue >> 2) & 0x0F)
    }

    fileprivate func pattern(for text: String) -> StringPattern {
        var segments: [StringPattern.Segment] = []
        if contains(.suffix) { segments.append(.wildcard) }
        segments.append(.literal(text))
        if contains(.prefix) { segments.append(.wildcard) }
        return StringPattern(segments: segments)
    }
}

extension QueryExpression: QueryFieldProviding {
    /// Both sides hold: `a && b`.
    public static func && (lhs: QueryExpression, rhs: QueryExpression) -> QueryExpression {
        .and(flattening: [lhs, rhs])
    }

    /// Either side holds: `a || b`.
    public static func || (lhs: QueryExpression, rhs: QueryExpression) -> QueryExpression {
        .or(flattening: [lhs, rhs])
    }

    /// The operand does not hold: `!a`.
    public static prefix func ! (operand: QueryExpression) -> QueryExpression {
        .not(operand)
    }
}

/// Leading-dot access to common attributes as ``QueryField``s, so `.title == "Paris"` and
/// `.title.matches("Par", .prefix) && .rating >= 4` read naturally where a ``QueryExpression`` is expected.
public protocol QueryFieldProviding {}

extension QueryFieldProviding {
    /// A field for an attribute by name; see `QueryField.init(_:)`.
    public static func field(_ name: String) -> QueryField { QueryField(name) }
    /// Any text attribute searched by default (`*`).
    public static var anyText: QueryField { QueryField(QueryAttribute.anyText) }
    // The attributes' own fields are generated: generated/QueryFieldProviding+Attributes.swift.
}

import Foundation

/// A query resolved for execution: attribute names checked against the catalog and typed, `!=` turned into
/// a negated clause, and `$time` values fixed to instants and intervals of the moment the query started.
///
/// Both the SQL compiler (``QueryCompiler``) and the in-memory matcher (``QueryMatcher``) work on this
/// tree, so the two cannot disagree about what a clause means.
package indirect enum QueryPredicate: Sendable, Equatable {
    case clause(QueryClause)
    case and([QueryPredicate])
    case or([QueryPredicate])
    case not(QueryPredicate)
    case constant(Bool)

    /// Every clause in the tree, in query order.
    package var clauses: [QueryClause] {
        switch self {
        case .clause(let clause): [clause]
        case .and(let operands), .or(let operands): operands.flatMap(\.clauses)
        case .not(let operand): operand.clauses
        case .constant: []
        }
    }

    /// Whether testing the tree on an item reads its body text or every text (``QueryMatcher``
    /// tests such operands last).
    package var readsText: Bool {
        switch self {
        case .clause(let clause): [.anyText, .fullTextOnly].contains(clause.attribute.location)
        case .and(let operands), .or(let operands): operands.contains(where: \.readsText)
        case .not(let operand): operand.readsText
        case .constant: false
        }
    }

    /// For each of ``clauses``, whether it is negated (under an odd number of `!`): such a clause
    /// counts against an item that matches it.
    package var clauseNegations: [Bool] {
        switch self {
        case .clause: [false]
        case .and(let operands), .or(let operands): operands.flatMap(\.clauseNegations)
        case .not(let operand): operand.clauseNegations.map { !$0 }
        case .constant: []
        }
    }
}

/// One resolved `attribute OP value` (or `InRange`) clause.
package struct QueryClause: Sendable, Equatable {
    package enum Test: Sendable, Equatable {
        /// A string comparison.
        case text(TextTest)
        /// A number, date or Boolean range (equality is the range `[n, n]`).
        case number(NumberRange)
        /// The attribute has a value (`attr == "*"`).
        case present
    }

    package var attribute: ResolvedAttribute
    package var test: Test
    /// `!=`: the clause holds when the test does not (an absent attribute satisfies `!=`).
    var isNegated: Bool
    /// The clause as a canonical query string, for explanations.
    package var source: String
}

/// A string test: a pattern with its modifiers, or an ordering comparison against a literal.
package struct TextTest: Sendable, Equatable {
    package enum Operation: Sendable, Equatable {
        case matches
        case less
        case lessOrEqual
        case greater
        case greaterOrEqual
    }

    package var pattern: StringPattern
    package var options: MatchOptions
    package var operation: Operation

    /// `w` or `t`: the pattern is matched against words rather than whole values.
    var isWordBased: Bool { options.contains(.wordBased) || options.contains(.tokenized) }

    /// Whether values are compared after full folding (case, diacritics, width and kana): `cd`, or `t`
    /// whose tokens are always folded.
    var isFullyFolded: Bool {
        options.contains(.tokenized) || options.isSuperset(of: [.caseInsensitive, .diacriticInsensitive])
    }

    /// Whether values are compared exactly as written (no `c`, `d` or `t`).
    var isLiteral: Bool {
        !options.contains(.tokenized) && options.isDisjoint(with: [.caseInsensitive, .diacriticInsensitive])
    }
}

/// A numeric interval; either bound may be open-ended.
package struct NumberRange: Sendable, Equatable {
    package var lower: Double?
    var lowerInclusive: Bool
    package var upper: Double?
    var upperInclusive: Bool

    package init(lower: Double?, lowerInclusive: Bool = true, upper: Double?, upperInclusive: Bool = true) {
        self.lower = lower
        self.lowerInclusive = lowerInclusive
        self.upper = upper
        self.upperInclusive = upperInclusive
    }

    package static func equal(_ value: Double) -> NumberRange { NumberRange(lower: value, upper: value) }

    package func contains(_ value: Double) -> Bool {
        if let lower, lowerInclusive ? value < lower : value <= lower { return false }
        if let upper, upperInclusive ? value > upper : value >= upper { return false }
        return true
    }
}

/// An attribute named in a query, with where its values live and how they compare.
package struct ResolvedAttribute: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        case text
        case number
        case date
        case bool
        case data
        /// A custom attribute: its type is that of whatever value an item stores.
        case custom
        /// `*` / `**`: every full-text attribute.
        case anyText
    }

    package enum Location: Sendable, Hashable {
        /// Comparable rows in `attribute_values` under this key.
        case values(key: String)
        /// `items.content_type`.
        case contentType
        /// `items.domain`.
        case domain
        /// Body text, kept only in the full-text index (and the encoded attribute set).
        case fullTextOnly
        /// Kept only in the encoded attribute set (data attributes).
        case unstored
        /// Every full-text attribute.
        case anyText
    }

    package var name: String
    package var kind: Kind
    package var location: Location
    package var isMultiValued: Bool
    /// The full-text column the attribute feeds.
    package var textColumn: TextColumn?
    /// Whether other attributes feed the same full-text column, so a full-text hit in that column may
    /// come from another attribute.
    var sharesTextColumn: Bool

    /// Full-text columns fed by exactly one built-in attribute.
    private static let exclusiveColumns: Set<TextColumn> = {
        var counts: [TextColumn: Int] = [:]
        for descriptor in AttributeCatalog.builtIn {
            if let column = descriptor.textColumn { counts[column, default: 0] += 1 }
        }
        // Custom attributes feed `other`, so it is never exclusive.
        return Set(counts.filter { $0.value == 1 && $0.key != .other }.keys)
    }()

    package static let anyText = ResolvedAttribute(
        name: "*", kind: .anyText, location: .anyText, isMultiValued: true, textColumn: nil,
        sharesTextColumn: true)

    /// Resolves a query's attribute name.
    ///
    /// - Throws: `SearchQueryError(.invalidQuery)` for a name that is neither built in nor a valid custom
    ///   attribute key, and for a built-in name in other case or with two letters swapped (`Title`,
    ///   `titel`), suggesting the built-in one.
    package static func resolve(_ attribute: QueryAttribute) throws(SearchQueryError) -> ResolvedAttribute {
        guard case .named(let name) = attribute else { return .anyText }
        if let descriptor = AttributeCatalog.descriptor(named: name) {
            return resolve(descriptor)
        }
        if name.hasPrefix("kMD") || name.hasPrefix("_kMD") {
            // A Spotlight name Core Spotlight has no attribute for (`kMDItemFSName`): no item
            // holds it, so it matches nothing, as there; the other branches of an `||` still do.
            return ResolvedAttribute(
                name: name, kind: .custom, location: .values(key: name), isMultiValued: true, textColumn: nil,
                sharesTextColumn: false)
        }
        if let suggestion = suggestion(for: name) {
            throw SearchQueryError(
                .invalidQuery,
                message: "unknown attribute '\(name)'; did you mean '\(suggestion)'? (attribute names are "
                    + "case-sensitive)")
        }
        if let error = CustomAttributeKey.validationError(forKeyName: name) {
            throw SearchQueryError(
                .invalidQuery, message: "unknown attribute '\(name)': not a built-in attribute, and \(error)")
        }
        return ResolvedAttribute(
            name: name, kind: .custom, location: .values(key: name), isMultiValued: true, textColumn: .other,
            sharesTextColumn: true)
    }

    private static func resolve(_ descriptor: AttributeDescriptor) -> ResolvedAttribute {
        let name = descriptor.key.rawValue
        let kind: Kind =
            switch descriptor.type {
            case .text, .textList, .url, .persons: .text
            case .integer, .real: .number
            case .bool: .bool
            case .date, .dateList: .date
            case .data: .data
            }
        let location: Location =
            if descriptor.key == .contentType {
                .contentType
            } else if descriptor.key == .domainIdentifier {
                .domain
            } else if descriptor.type == .data {
                .unstored
            } else if descriptor.textColumn == .content {
                .fullTextOnly
            } else {
                .values(key: name)
            }
        return ResolvedAttribute(
            name: name, kind: kind, location: location,
            isMultiValued: descriptor.isMultiValued || descriptor.key == .contentTypeTree,
            textColumn: descriptor.textColumn,
            sharesTextColumn: descriptor.textColumn.map { !exclusiveColumns.contains($0) } ?? false)
    }

    /// A built-in name that `name` surely meant: the same name in other case, or with two neighbouring
    /// letters swapped (`titel`). Names one letter longer or shorter (`titles`) stay valid custom keys.
    /// The name among `names` (the built-in attributes by default) that `name` is another case of,
    /// or that has two neighbouring letters of `name` swapped: what a person meant to write.
    static func suggestion(
        for name: String, among names: some Sequence<String> = AttributeCatalog.builtIn.map(\.key.rawValue)
    ) -> String? {
        let lowered = Array(name.lowercased().utf8)
        for builtIn in names {
            let candidate = Array(builtIn.lowercased().utf8)
            guard candidate.count == lowered.count else { continue }
            let differences = zip(candidate, lowered).indices(where: { $0 != $1 })
            if differences.isEmpty { return builtIn }
            if name.count >= 4, differences.count == 2, differences[1] == differences[0] + 1,
                candidate[differences[0]] == lowered[differences[1]],
                candidate[differences[1]] == lowered[differences[0]]
            {
                return builtIn
            }
        }
        return nil
    }
}

extension Zip2Sequence {
    fileprivate func indices(where predicate: (Sequence1.Element, Sequence2.Element) -> Bool) -> [Int] {
        enumerated().filter { predicate($0.element.0, $0.element.1) }.map(\.offset)
    }
}

extension QueryPredicate {
    /// What begins the message of a clause that cannot be resolved, naming it: the parser, which
    /// points at the clause instead, leaves it out.
    static func naming(_ source: String) -> String { "in '\(source)': " }

    /// Resolves `expression`, evaluating `$time` values at `now` in `timeZone`.
    ///
    /// - Throws: `SearchQueryError(.invalidQuery)` naming the clause for unknown attributes and values of
    ///   the wrong type (`title > 3`, `fileSize == "big"`).
    package static func resolve(
        _ expression: QueryExpression, now: Date, timeZone: TimeZone = .current
    ) throws(SearchQueryError) -> QueryPredicate {
        var resolver = Resolver(now: now, calendar: TimeExpression.calendar(timeZone: timeZone))
        return try resolver.resolve(expression)
    }
}

private struct Resolver {
    let now: Date
    let calendar: Calendar
    private var clauseCount = 0
    private var termCount = 0

    init(now: Date, calendar: Calendar) {
        self.now = now
        self.calendar = calendar
    }

    /// Applies the limits of the query language to trees built without the parser, which checks them
    /// with a position.
    private mutating func count(_ expression: QueryExpression) throws(SearchQueryError) {
        clauseCount += 1
        if case .comparison(let comparison) = expression, case .string(let pattern, _) = comparison.value {
            termCount += QueryParser.termCount(pattern)
        }
        if clauseCount > QueryExpression.maximumClauseCount {
            throw SearchQueryError(
                .invalidQuery,
                message: "query too complex: more than \(QueryExpression.maximumClauseCount) clauses")
        }
        if termCount > QueryExpression.maximumTermCount {
            throw SearchQueryError(
                .invalidQuery,
                message:
                    "query too complex: more than \(QueryExpression.maximumTermCount) words in its values")
        }
    }

    mutating func resolve(_ expression: QueryExpression) throws(SearchQueryError) -> QueryPredicate {
        switch expression {
        case .comparison(let comparison):
            try count(expression)
            if let eitherWay = try customValueEitherWay(comparison) { return eitherWay }
            return .clause(try clause(comparison))
        case .inRange(let attribute, let lower, let upper):
            try count(expression)
            return .clause(try inRange(attribute, lower, upper, source: expression.description))
        case .and(let operands):
            var resolved: [QueryPredicate] = []
            for operand in operands { resolved.append(try resolve(operand)) }
            return .and(resolved)
        case .or(let operands):
            var resolved: [QueryPredicate] = []
            for operand in operands { resolved.append(try resolve(operand)) }
            return .or(resolved)
        case .not(let operand):
            return .not(try resolve(operand))
        case .constant(let value):
            try count(expression)
            return .constant(value)
        }
    }

    /// The bytes a size written with a unit stands for (`100m`, `1.5 GB`, `20KiB`, binary
    /// multiples as the Finder's sizes once were), or `nil` when `text` is no such size.
    static func bytes(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard let unitStart = trimmed.firstIndex(where: { !$0.isNumber && $0 != "." }),
            let number = Double(trimmed[..<unitStart].trimmingCharacters(in: .whitespaces))
        else { return nil }
        let units = ["b": 0, "k": 1, "kb": 1, "kib": 1, "m": 2, "mb": 2, "mib": 2, "g": 3, "gb": 3, "gib": 3]
        guard let power = units[trimmed[unitStart...].trimmingCharacters(in: .whitespaces)] else {
            return nil
        }
        return (number * pow(1024, Double(power))).rounded()
    }

    private func invalid(_ source: String, _ message: String) -> SearchQueryError {
        SearchQueryError(.invalidQuery, message: QueryPredicate.naming(source) + message)
    }

    private func clause(_ comparison: QueryComparison) throws(SearchQueryError) -> QueryClause {
        let source = comparison.description
        let attribute = try ResolvedAttribute.resolve(comparison.attribute)
        let negated = comparison.operator == .notEqual
        func make(_ test: QueryClause.Test) -> QueryClause {
            QueryClause(attribute: attribute, test: test, isNegated: negated, source: source)
        }
        switch Self.convertedIfQuoted(comparison.value, for: attribute) {
        case .string(let pattern, var options):
            // The body is searched by its words, as Core Spotlight does: `textContent ==
            // "breakfast"c` finds a text that mentions breakfast, and `"propos*"cd` one with a
            // word beginning with it.
            if attribute.location == .fullTextOnly,
                comparison.operator == .equal || comparison.operator == .notEqual
            {
                options.insert(.wordBased)
            }
            if pattern.isAnyValue {
                guard !comparison.operator.isOrdering else {
                    throw invalid(source, "\"*\" tests whether '\(attribute.name)' has a value; use == or !=")
                }
                return make(.present)
            }
            switch attribute.kind {
            case .text, .custom, .anyText: break
            case .number, .date, .bool, .data:
                if attribute.kind == .number, let text = pattern.literalText, let bytes = Self.bytes(text) {
                    throw invalid(
                        source,
                        "'\(text)' is no number: Spotlight has no size units; write the bytes, as in "
                            + "\(attribute.name) >= \(QueryMatcher.format(bytes))")
                }
                // A date written almost as ISO 8601 (`2025-1-1T00:00:00Z`) is a date mistyped, not
                // text meant for a date.
                if attribute.kind == .date, let text = pattern.literalText,
                    text.prefix(5).count == 5, text.prefix(4).allSatisfy(\.isNumber),
                    text.dropFirst(4).first == "-"
                {
                    throw invalid(
                        source,
                        "'\(text)' is no ISO 8601 date: write the month and the day with two digits each, "
                            + "as in 2025-01-01 or 2025-01-01T00:00:00Z, or use $time.iso(…)")
                }
                throw invalid(
                    source,
                    "'\(attribute.name)' holds \(Self.describe(attribute.kind)), not text; compare it with "
                        + Self.example(for: attribute.kind))
            }
            let operation: TextTest.Operation
            switch comparison.operator {
            case .equal, .notEqual: operation = .matches
            case .lessThan: operation = .less
            case .lessThanOrEqual: operation = .lessOrEqual
            case .greaterThan: operation = .greater
            case .greaterThanOrEqual: operation = .greaterOrEqual
            }
            if operation != .matches {
                guard attribute.kind != .anyText else {
                    throw invalid(source, "'*' can only be compared with == or !=")
                }
                guard !pattern.hasWildcards, !options.contains(.wordBased), !options.contains(.tokenized)
                else {
                    throw invalid(
                        source, "ordering comparisons take a plain string, without wildcards or w/t")
                }
            }
            return make(.text(TextTest(pattern: pattern, options: options, operation: operation)))
        case .number(let number):
            // `kMDItemPostalCode == 10001`, `kMDItemVersion == 26`: a number written unquoted for a
            // text attribute is its text, as the value `24.180.0905` is.
            if attribute.kind == .text, comparison.operator == .equal || comparison.operator == .notEqual {
                let pattern = StringPattern(segments: [.literal(QueryMatcher.format(number))])
                return make(.text(TextTest(pattern: pattern, options: [], operation: .matches)))
            }
            try requireNumeric(attribute, source: source, value: "a number")
            return make(.number(Self.range(comparison.operator, number)))
        case .bool(let flag):
            switch attribute.kind {
            case .bool, .number, .custom: break
            default:
                throw invalid(
                    source,
                    "'\(attribute.name)' holds \(Self.describe(attribute.kind)), not a Boolean; compare it with "
                        + Self.example(for: attribute.kind))
            }
            return make(.number(Self.range(comparison.operator, flag ? 1 : 0)))
        case .time(let time):
            guard attribute.kind == .date || attribute.kind == .custom else {
                throw invalid(
                    source,
                    "'\(attribute.name)' holds \(Self.describe(attribute.kind)), not dates; $time compares "
                        + "with date attributes such as contentCreationDate")
            }
            let interval = time.interval(relativeTo: now, calendar: calendar)
            let start = interval.start.timeIntervalSinceReferenceDate
            // A period compared by order is its first instant, as Core Spotlight evaluates it:
            // `> $time.today` is since midnight, and Finder's "today",
            // `InRange(d, $time.today, $time.today(+1))`, is one day. Only `==` and `!=` take the
            // whole period.
            guard time.isPeriod, comparison.operator == .equal || comparison.operator == .notEqual else {
                return make(.number(Self.range(comparison.operator, start)))
            }
            let end = interval.end.timeIntervalSinceReferenceDate
            return make(.number(NumberRange(lower: start, upper: end, upperInclusive: false)))
        }
    }

    /// A quoted number compared with a number or date attribute, as Finder writes them
    /// (`kMDItemFSSize > "1000"`), is that number, and a quoted ISO 8601 date compared with a date
    /// attribute (`kMDItemContentCreationDate > "2024-01-01T00:00:00.000Z"`) is that date, as
    /// Core Spotlight converts them; `TRUE` or `"false"` in any case compared with a Boolean
    /// attribute (`kMDItemIsScreenCapture == TRUE`) is that Boolean. Any other value is left as it is.
    private static func convertedIfQuoted(_ value: QueryValue, for attribute: ResolvedAttribute) -> QueryValue
    {
        guard [.number, .date, .bool].contains(attribute.kind), case .string(let pattern, _) = value,
            case .exact(let text) = pattern.shape
        else { return value }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if attribute.kind == .bool {
            switch trimmed.lowercased() {
            case "true", "yes": return .bool(true)
            case "false", "no": return .bool(false)
            default: return value
            }
        }
        if let number = Double(trimmed), number.isFinite { return .number(number) }
        if attribute.kind == .date, let date = TimeExpression.ISODate(trimmed) {
            return .time(TimeExpression(.iso(date)))
        }
        return value
    }

    /// A custom attribute holds what its values are: a number compared with one for equality
    /// (`teamNumber == 254`) is also its text, and a quoted number (`flag == "1"`) also the
    /// number, as built-in attributes of either kind convert them. `nil` for any other comparison.
    private func customValueEitherWay(_ comparison: QueryComparison) throws(SearchQueryError)
        -> QueryPredicate?
    {
        guard comparison.operator == .equal || comparison.operator == .notEqual,
            try ResolvedAttribute.resolve(comparison.attribute).kind == .custom
        else { return nil }
        let other: QueryValue
        switch comparison.value {
        case .number(let number):
            other = .string(StringPattern(segments: [.literal(QueryMatcher.format(number))]), [])
        case .string(let pattern, _):
            guard case .exact(let text) = pattern.shape,
                let number = Double(text.trimmingCharacters(in: .whitespaces)), number.isFinite
            else { return nil }
            other = .number(number)
        default:
            return nil
        }
        var equal = comparison
        equal.operator = .equal
        var alternative = equal
        alternative.value = other
        let either = QueryPredicate.or([.clause(try clause(equal)), .clause(try clause(alternative))])
        return comparison.operator == .notEqual ? .not(either) : either
    }

    private func requireNumeric(
        _ attribute: ResolvedAttribute, source: String, value: String
    ) throws(SearchQueryError) {
        switch attribute.kind {
        case .number, .date, .bool, .custom: return
        case .text, .data, .anyText:
            throw invalid(
                source,
                "'\(attribute.name)' holds \(Self.describe(attribute.kind)), not numbers; compare it with "
                    + Self.example(for: attribute.kind))
        }
    }

    private func inRange(
        _ attribute: QueryAttribute, _ lower: QueryValue, _ upper: QueryValue, source: String
    ) throws(SearchQueryError) -> QueryClause {
        let resolved = try ResolvedAttribute.resolve(attribute)
        try requireNumeric(resolved, source: source, value: "numbers")
        func bound(_ value: QueryValue, isUpper: Bool) throws(SearchQueryError) -> (Double, inclusive: Bool) {
            switch value {
            case .number(let number): return (number, true)
            case .bool(let flag): return (flag ? 1 : 0, true)
            case .time(let time):
                guard resolved.kind == .date || resolved.kind == .custom else {
                    throw invalid(
                        source, "'\(resolved.name)' holds \(Self.describe(resolved.kind)), not dates")
                }
                // Each bound is its first instant (see the comparisons above); the upper one is
                // excluded when it is a period, so `InRange(d, $time.today, $time.today(+1))` is
                // today and not also tomorrow's first instant.
                let start = time.interval(relativeTo: now, calendar: calendar).start
                return (start.timeIntervalSinceReferenceDate, !(isUpper && time.isPeriod))
            case .string:
                let converted = Self.convertedIfQuoted(value, for: resolved)
                if case .string = converted {
                    throw invalid(source, "InRange bounds are numbers or dates, not strings")
                }
                return try bound(converted, isUpper: isUpper)
            }
        }
        let low = try bound(lower, isUpper: false)
        let high = try bound(upper, isUpper: true)
        return QueryClause(
            attribute: resolved,
            test: .number(
                NumberRange(lower: low.0, lowerInclusive: true, upper: high.0, upperInclusive: high.inclusive)
            ),
            isNegated: false, source: source)
    }

    private static func range(_ comparisonOperator: ComparisonOperator, _ value: Double) -> NumberRange {
        switch comparisonOperator {
        case .equal, .notEqual: .equal(value)
        case .lessThan: NumberRange(lower: nil, upper: value, upperInclusive: false)
        case .lessThanOrEqual: NumberRange(lower: nil, upper: value)
        case .greaterThan: NumberRange(lower: value, lowerInclusive: false, upper: nil)
        case .greaterThanOrEqual: NumberRange(lower: value, upper: nil)
        }
    }

    private static func describe(_ kind: ResolvedAttribute.Kind) -> String {
        switch kind {
        case .text: "text"
        case .number: "numbers"
        case .date: "dates"
        case .bool: "Booleans"
        case .data: "binary data"
        case .custom: "custom values"
        case .anyText: "text"
        }
    }

    private static func example(for kind: ResolvedAttribute.Kind) -> String {
        switch kind {
        case .text, .anyText, .custom: "a quoted string, as in title == \"Paris\"c"
        case .number: "a number, as in fileSize > 1000"
        case .date: "a date, as in contentCreationDate > $time.today(-7)"
        case .bool: "true or false"
        case .data: "\"*\" only (present or absent)"
        }
    }
}

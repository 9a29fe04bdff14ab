/// A parsed Core Spotlight query: the syntax tree that query strings and the typed builder produce.
///
/// Every name is resolved (`kMDItemTitle` is already `title`, `*` and `**` are ``QueryAttribute/anyText``),
/// `=` is ``ComparisonOperator/equal``, bare words are spelled out as comparisons, and `&&`/`||` chains are
/// flattened, so two queries that mean the same thing by the grammar's rules compare equal.
///
/// ```swift
/// let query = try QueryExpression.parse(#"title == "Paris"wc && rating >= 4"#)
/// // .and([.comparison(title == "Paris"wc), .comparison(rating >= 4)])
/// ```
///
/// Invariants of trees built by ``parse(_:)`` and by the builder operators: an ``and(_:)`` or ``or(_:)``
/// holds at least two operands and never directly holds a node of its own kind.
public indirect enum QueryExpression: Sendable, Hashable {
    /// `attribute OP value`, for example `title == "Paris"c` or `rating >= 4`.
    case comparison(QueryComparison)
    /// `InRange(attribute, lower, upper)`: the value lies between the bounds, both inclusive.
    ///
    /// A period bound (such as `$time.today`) contributes its start as the lower bound and its end as the
    /// upper bound, as in Apple's `InRange(completionDate,$time.today(-10),$time.today)`.
    case inRange(attribute: QueryAttribute, lower: QueryValue, upper: QueryValue)
    /// All operands hold (`a && b && c`).
    case and([QueryExpression])
    /// At least one operand holds (`a || b || c`).
    case or([QueryExpression])
    /// The operand does not hold (`!a`).
    case not(QueryExpression)
    /// `TRUEPREDICATE` (also written `true`), which every item satisfies, or `FALSEPREDICATE` (`false`),
    /// which none does.
    case constant(Bool)
}

/// One `attribute OP value` clause.
public struct QueryComparison: Sendable, Hashable {
    /// The attribute compared.
    public var attribute: QueryAttribute
    /// The comparison operator.
    public var `operator`: ComparisonOperator
    /// The value compared against.
    public var value: QueryValue

    /// Creates a comparison clause.
    public init(_ attribute: QueryAttribute, _ operator: ComparisonOperator, _ value: QueryValue) {
        self.attribute = attribute
        self.operator = `operator`
        self.value = value
    }
}

/// The attribute named on the left of a comparison.
public enum QueryAttribute: Sendable, Hashable {
    /// An attribute by its Searchlight name (`title`, `contentCreationDate`, or a custom key's `keyName`).
    ///
    /// Names that Spotlight spells `kMDItem…` are already mapped (`kMDItemTitle` → `title`).
    case named(String)
    /// `*` or `**`: any text attribute that is searched by default.
    case anyText
}

/// A comparison operator.
public enum ComparisonOperator: String, Sendable, Hashable, CaseIterable {
    /// `==` (also written `=`).
    case equal = "=="
    /// `!=`.
    case notEqual = "!="
    /// `<`.
    case lessThan = "<"
    /// `>`.
    case greaterThan = ">"
    /// `<=`.
    case lessThanOrEqual = "<="
    /// `>=`.
    case greaterThanOrEqual = ">="

    /// Whether the operator orders values (`<`, `>`, `<=`, `>=`) rather than testing (in)equality.
    public var isOrdering: Bool {
        switch self {
        case .equal, .notEqual: false
        case .lessThan, .greaterThan, .lessThanOrEqual, .greaterThanOrEqual: true
        }
    }
}

/// The value on the right of a comparison, or a bound of `InRange`.
public enum QueryValue: Sendable, Hashable {
    /// A quoted (or unquoted) string: a pattern with its `cdwt` modifiers.
    case string(StringPattern, MatchOptions)
    /// A number. Dates written as numbers are seconds since 2001-01-01 00:00:00 UTC; the attribute's type
    /// decides which it is.
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// A `$time…` value.
    case time(TimeExpression)
}

/// A string value as a sequence of literal text and `*` wildcards.
///
/// An escaped star (`\*`) is literal text, an unescaped one a wildcard. Segments are normalized: no empty
/// literals, adjacent literals merged, runs of wildcards collapsed into one, so equal patterns compare equal.
///
/// ```swift
/// StringPattern(segments: [.literal("Re:"), .wildcard]).shape  // .prefix("Re:")
/// ```
public struct StringPattern: Sendable, Hashable {
    /// A piece of a pattern.
    public enum Segment: Sendable, Hashable {
        /// Text matched as is.
        case literal(String)
        /// `*`: any run of characters, possibly empty.
        case wildcard
        /// `?`: exactly one character.
        case anyCharacter
    }

    /// How a pattern's wildcards are placed, for compilers that handle the common cases specially.
    public enum Shape: Sendable, Hashable {
        /// No wildcard: the whole value equals the text.
        case exact(String)
        /// `"text*"`.
        case prefix(String)
        /// `"*text"`.
        case suffix(String)
        /// `"*text*"`.
        case substring(String)
        /// `"*"`: any value; `attr == "*"` tests presence.
        case anyValue
        /// Any other arrangement, such as `"a*b"`.
        case general
    }

    /// The normalized segments.
    public let segments: [Segment]

    /// Creates a pattern, normalizing the segments.
    public init(segments: [Segment]) {
        var normalized: [Segment] = []
        normalized.reserveCapacity(segments.count)
        for segment in segments {
            switch (segment, normalized.last) {
            case (.literal(let text), _) where text.isEmpty:
                continue
            case (.literal(let text), .literal(let previous)?):
                normalized[normalized.count - 1] = .literal(previous + text)
            case (.wildcard, .wildcard?):
                continue
            default:
                normalized.append(segment)
            }
        }
        self.segments = normalized
    }

    /// A pattern that matches exactly `text`; `*` and `?` in `text` are literal.
    public static func literal(_ text: String) -> StringPattern {
        StringPattern(segments: [.literal(text)])
    }

    /// The pattern `*`, which matches any value.
    public static let anyValue = StringPattern(segments: [.wildcard])

    /// Whether the pattern is exactly `*` (so `attr == "*"` tests that the attribute is present).
    public var isAnyValue: Bool { segments == [.wildcard] }

    /// Whether the pattern contains a wildcard (`*` or `?`).
    public var hasWildcards: Bool {
        segments.contains { segment in
            if case .literal = segment { false } else { true }
        }
    }

    /// The text, when the pattern has no wildcard; `nil` otherwise.
    public var literalText: String? {
        switch segments.count {
        case 0: ""
        case 1: if case .literal(let text) = segments[0] { text } else { nil }
        default: nil
        }
    }

    /// The placement of the pattern's wildcards.
    public var shape: Shape {
        func text(_ segment: Segment) -> String? {
            if case .literal(let text) = segment { text } else { nil }
        }
        // A single-character wildcard has no shape of its own: only the general matcher handles it.
        if segments.contains(.anyCharacter) { return .general }
        switch segments.count {
        case 0:
            return .exact("")
        case 1:
            return text(segments[0]).map(Shape.exact) ?? .anyValue
        case 2:
            if let prefix = text(segments[0]) { return .prefix(prefix) }
            return text(segments[1]).map(Shape.suffix) ?? .general
        case 3:
            // Normalization alternates literals and wildcards, so a middle literal means "*text*".
            return text(segments[1]).map(Shape.substring) ?? .general
        default:
            return .general
        }
    }
}

/// The letters after a string's closing quote: `"Paris"cdwt`.
public struct MatchOptions: OptionSet, Sendable, Hashable {
    /// The option bits.
    public let rawValue: UInt8

    /// Creates options from their bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// `c`: ignore case.
    public static let caseInsensitive = MatchOptions(rawValue: 1 << 0)
    /// `d`: ignore diacritics (`"Frédéric"cd` matches `Frederic`).
    public static let diacriticInsensitive = MatchOptions(rawValue: 1 << 1)
    /// `w`: match words, where a lower-to-upper case change also starts a word (`"Window"w` matches
    /// `MyWindowClass`, not `NSWindow`).
    public static let wordBased = MatchOptions(rawValue: 1 << 2)
    /// `t`: match the tokenized value.
    public static let tokenized = MatchOptions(rawValue: 1 << 3)

    /// The modifier letters in canonical order, for example `"cdw"`.
    public var letters: String {
        var letters = ""
        if contains(.caseInsensitive) { letters += "c" }
        if contains(.diacriticInsensitive) { letters += "d" }
        if contains(.wordBased) { letters += "w" }
        if contains(.tokenized) { letters += "t" }
        return letters
    }

    /// The option a modifier letter stands for, or `nil` for a letter that is not a modifier.
    public init?(letter: Character) {
        switch letter {
        case "c": self = .caseInsensitive
        case "d": self = .diacriticInsensitive
        case "w": self = .wordBased
        case "t": self = .tokenized
        default: return nil
        }
    }
}

extension QueryExpression {
    /// Parses a Core Spotlight query string.
    ///
    /// ```swift
    /// let query = try QueryExpression.parse(#"contentType == "public.email-message" && subject != "Re:*""#)
    /// ```
    ///
    /// Besides Apple's grammar (`attr OP "value"cdwt`, `&&`, `||`, `!`, parentheses, `InRange`, numbers,
    /// `true`/`false`, `$time…`), the parser accepts what real code writes: `=` for `==`, single quotes,
    /// unquoted values (`title == Paris`, `title == lib*`, `title == *`), `**` for any text attribute,
    /// `kMDItem…` names, `"$time.today(-1)"` in quotes, and offset units (`$time.today(-30d)`).
    ///
    /// Bare words search any text attribute by prefix: `swift runtime` is
    /// `** == "swift*"cdw && ** == "runtime*"cdw`. They mix with clauses through `&&`, `||`, `!` and
    /// parentheses (`swift && rating > 3`); only bare words are joined by mere juxtaposition, so
    /// `title == "x" swift` is an error rather than a silent AND. So is a comparison written with
    /// NSPredicate's `LIKE`, `CONTAINS`, `BEGINSWITH`, `ENDSWITH` or `MATCHES`
    /// (`title CONTAINS[c] "mail"`; the error shows the pattern to write instead) and a `kMDItem`
    /// name followed by anything but an operator; `title contains spoilers` stays three words.
    ///
    /// Backslash escapes the next character; `\n`, `\r` and `\t` stand for newline, carriage return and tab.
    ///
    /// `true` and `false` (any case), `TRUEPREDICATE` and `FALSEPREDICATE` standing alone are the
    /// predicates ``constant(_:)``, not search words.
    ///
    /// Parsing takes time linear in the length of the string and never traps; nesting deeper than
    /// ``maximumNestingDepth`` parentheses and `!` is rejected, and so is a query of more than
    /// ``maximumClauseCount`` clauses or ``maximumTermCount`` words in its values ("query too complex",
    /// pointing at the clause past the limit).
    /// - Throws: ``QuerySyntaxError`` pointing at the first problem, with a hint where there is one.
    public static func parse(_ string: String) throws(QuerySyntaxError) -> QueryExpression {
        var parser = QueryParser(string)
        return try parser.parse()
    }

    /// Parses a query string that is to run, as ``parse(_:)``, and also checks each comparison's
    /// value against its attribute (`fileSize > 10MB`), so that a value it cannot hold is pointed
    /// at where it was typed; ``parse(_:)`` alone reads any well-formed tree, to be resolved later.
    package static func parseCheckingValues(_ string: String) throws(QuerySyntaxError) -> QueryExpression {
        var parser = QueryParser(string, checksValues: true)
        return try parser.parse()
    }

    /// Parses a Core Spotlight query string; see ``parse(_:)``.
    public init(parsing string: String) throws(QuerySyntaxError) {
        self = try QueryExpression.parse(string)
    }
}

extension QueryAttribute {
    /// Resolves an attribute name as a query string writes it: `*` and `**` are ``anyText``, Spotlight's
    /// `kMDItem…` names map to Searchlight's (`kMDItemTitle` → `title`), and other names must be ASCII
    /// letters, digits and `_`, not starting with a digit.
    ///
    /// The rule for names, in query strings and in `QueryContext.fetchAttributes` alike: a `kMDItem…`
    /// name must be one that Core Spotlight has an attribute for (``AttributeDescriptor/spotlightNames``);
    /// any other name is a built-in attribute or, as in Core Spotlight, a custom attribute (an unknown
    /// name matches nothing rather than failing). A name that differs from a built-in one only in case or
    /// by a typo (`Title`, `titel`) is an error that names the built-in one.
    ///
    /// Returns `nil` for names that are not valid, including `kMD…` names with no Searchlight equivalent.
    public init?(name: String) {
        if name == "*" || name == "**" {
            self = .anyText
            return
        }
        if let mapped = Self.spotlightNames[name] ?? Self.objectiveCNames[name] {
            self = .named(mapped)
            return
        }
        guard let first = name.utf8.first, !name.hasPrefix("kMD"),
            first == UInt8(ascii: "_")
                || (first | 0x20) >= UInt8(ascii: "a") && (first | 0x20) <= UInt8(ascii: "z"),
            name.utf8.allSatisfy({ byte in
                byte == UInt8(ascii: "_") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
            })
        else { return nil }
        self = .named(name)
    }

    /// The hint for a `kMD…` name with no Core Spotlight attribute: the closest real attribute.
    ///
    /// `kMDItemFSName` suggests `displayName`; a name with nothing close suggests `title`.
    static func spotlightHint(for name: String) -> String {
        var stem = Substring(name)
        for prefix in ["kMDItem", "kMD", "FS", "Is"] where stem.hasPrefix(prefix) && stem.count > prefix.count
        {
            stem = stem.dropFirst(prefix.count)
        }
        let wanted = stem.lowercased()
        let names = AttributeCatalog.builtIn.map(\.key.rawValue)
        let suggestion =
            names.first { $0.lowercased() == wanted }
            ?? names.filter { $0.lowercased().hasSuffix(wanted) || wanted.hasSuffix($0.lowercased()) }
            .min { ($0.count, $0) < ($1.count, $1) }
            ?? "title"
        return "Core Spotlight has no attribute for '\(name)'; use an attribute-set property name such as "
            + "'\(suggestion)' (kMDItem names map only where Core Spotlight has the attribute)"
    }

    /// The attributes Core Spotlight's Objective-C interface names otherwise than Swift does, as
    /// code written against it fetches and queries them: `URL` is `url`.
    static let objectiveCNames = ["URL": AttributeKey.url.rawValue]

    /// Spotlight's `kMDItem…` attribute names and the Searchlight attribute each one means, from
    /// ``AttributeDescriptor/spotlightNames``.
    public static let spotlightNames: [String: String] = Dictionary(
        AttributeCatalog.builtIn.flatMap { descriptor in
            descriptor.spotlightNames.map { ($0, descriptor.key.rawValue) }
        }, uniquingKeysWith: { first, _ in first })
}

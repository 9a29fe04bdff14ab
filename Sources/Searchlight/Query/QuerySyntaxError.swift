/// Why a query string could not be parsed, where, and how to fix it.
///
/// Positions count `Character`s (extended grapheme clusters) from the start of the query, so a caret drawn
/// under ``column`` lines up with what a reader sees (for text of single-width characters).
///
/// ```swift
/// do { _ = try QueryExpression.parse("title == && x") } catch {
///     print(error.rendered(query: "title == && x"))
///     // query:1:10: error: expected a value after '=='
///     // title == && x
///     //          ^~
/// }
/// ```
public struct QuerySyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The category of a syntax error.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The query is empty or only whitespace.
        case emptyQuery
        /// A token that does not fit where it stands (including trailing input after a complete query).
        case unexpectedToken
        /// An operator with nothing to compare against: `title ==`, `title == && x`.
        case missingValue
        /// A quoted string with no closing quote.
        case unterminatedString
        /// Not an operator of this language: `===`, `=>`, `<>`, a single `&` or `|`.
        case invalidOperator
        /// An unknown modifier letter, modifiers on a value they cannot apply to, or an unclosed `[`.
        case invalidModifier
        /// A `*` where no wildcard applies: after a time, `"$time.today"*`.
        case misplacedWildcard
        /// A number that is not finite in a `Double`.
        case invalidNumber
        /// A malformed or unknown `$time…` value.
        case invalidTime
        /// A `kMDItem…` name with no Searchlight equivalent.
        case unknownAttribute
        /// A `kind:` word that names no kind of item and no type identifier: `kind:pdff`.
        case unknownKind
        /// An attribute name with characters other than ASCII letters, digits and `_`, or a quoted one.
        case invalidAttributeName
        /// A `(` that is never closed or a `)` that closes nothing.
        case unbalancedParentheses
        /// `InRange` with other than three arguments, or `FieldMatch` with no value.
        case wrongArgumentCount
        /// A name called as a function that is not one of the language's, `InRange` and
        /// `FieldMatch`: `Contains(title, "x")`, NSPredicate's `CAST(…)`.
        case unknownFunction
        /// A comparison that cannot be evaluated, such as `<` with a wildcard pattern or a boolean.
        case invalidComparison
        /// More than ``QueryExpression/maximumNestingDepth`` nested parentheses and `!`.
        case nestingTooDeep
        /// More than ``QueryExpression/maximumClauseCount`` clauses, or more than
        /// ``QueryExpression/maximumTermCount`` words in the values.
        case queryTooComplex
    }

    /// The category of the error.
    public var kind: Kind
    /// The position of the problem, in `Character`s from the start of the query (0-based).
    public var offset: Int
    /// The length of the offending text in `Character`s; 0 at the end of the query.
    public var length: Int
    /// The line of ``offset``, 1-based.
    public var line: Int
    /// The column of ``offset`` on its line, in `Character`s, 1-based.
    public var column: Int
    /// What the parser expected at ``offset``, such as `"a value"` or `"')'"`, when that is the problem.
    public var expected: String?
    /// What went wrong, for example `expected a value after '=='`.
    public var message: String
    /// How to fix it, for example `use == to compare`.
    public var hint: String?

    /// Creates an error; ``line`` and ``column`` are derived from `offset` within `query`.
    public init(
        _ kind: Kind, offset: Int, length: Int, in query: String, message: String, expected: String? = nil,
        hint: String? = nil
    ) {
        self.kind = kind
        self.offset = offset
        self.length = length
        self.expected = expected
        self.message = message
        self.hint = hint
        var line = 1
        var column = 1
        for (index, character) in query.enumerated() {
            if index >= offset { break }
            if character.isNewline {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        self.line = line
        self.column = column
    }

    /// `query:LINE:COLUMN: error: MESSAGE`, followed by the hint when there is one; control and
    /// invisible characters are escaped.
    public var description: String {
        var text = "query:\(line):\(column): error: \(message)"
        if let hint { text += " (hint: \(hint))" }
        return VisibleText.escape(text)
    }

    /// The error as a compiler-style diagnostic: location and message, the offending line of `query` (or
    /// 120 characters of it around the problem, marked with `…`), a caret under the problem, and the
    /// hint. Control and invisible characters are escaped, and the caret moves with them.
    ///
    /// ```
    /// query:1:10: error: expected a value after '=='
    /// title == && x
    ///          ^~
    /// ```
    public func rendered(query: String) -> String {
        var lines = ["query:\(line):\(column): error: " + VisibleText.escape(message)]
        let sourceLines = query.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        if line - 1 < sourceLines.count {
            let characters = Array(sourceLines[line - 1])
            // A long line shows only a window around the problem, so a huge query gives a short message.
            let limit = Self.maximumShownLineLength
            let start =
                characters.count > limit ? max(0, min(column - 1 - limit / 2, characters.count - limit)) : 0
            let end = min(characters.count, start + limit)
            let shown = characters[start..<end].map { $0 == "\t" ? "\t" : VisibleText.escape(String($0)) }
            let opening = start > 0 ? "…" : ""
            lines.append(opening + shown.joined() + (end < characters.count ? "…" : ""))
            // Everything before the problem keeps its width; tabs stay tabs so the caret lines up.
            let before = min(shown.count, max(0, column - 1 - start))
            let lead =
                opening.map { _ in " " }.joined()
                + shown[..<before].map { $0 == "\t" ? "\t" : String(repeating: " ", count: $0.count) }
                .joined()
            let padding = String(repeating: " ", count: max(0, column - 1 - start - shown.count))
            let underlined = shown[before..<min(shown.count, before + max(1, length))]
            let width = max(1, underlined.reduce(0) { $0 + $1.count })
            lines.append(lead + padding + "^" + String(repeating: "~", count: width - 1))
        }
        if let hint { lines.append("hint: " + VisibleText.escape(hint)) }
        return lines.joined(separator: "\n")
    }

    /// The most characters of the query's line that ``rendered(query:)`` shows.
    static let maximumShownLineLength = 120

    /// The range of the offending text in `query`, the string that was parsed.
    public func range(in query: String) -> Range<String.Index> {
        let start =
            query.index(query.startIndex, offsetBy: offset, limitedBy: query.endIndex) ?? query.endIndex
        let end = query.index(start, offsetBy: length, limitedBy: query.endIndex) ?? query.endIndex
        return start..<end
    }
}

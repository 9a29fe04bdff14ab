/// One token of a query string. Positions are indices into the query's Unicode scalars.
struct QueryToken: Sendable {
    enum Kind: Sendable {
        case leftParen
        case rightParen
        case comma
        /// `&&`, or `AND`.
        case and
        /// `||`, or `OR`.
        case or
        /// `!` not followed by `=`, or `NOT`.
        case not
        /// A comparison operator; `=` is lexed as `==`.
        case comparison(ComparisonOperator)
        /// A quoted string: the opening quote is at `start`, the closing one at `contentEnd`, and the
        /// modifier letters run from `contentEnd + 1` to `end`.
        case string(contentEnd: Int)
        /// A run of characters that are neither whitespace nor structural: an attribute name, number,
        /// unquoted value or bare search word. `\` escapes the next character.
        case word
        /// `$time…` plus up to two directly attached `(…)` groups, such as `$time.today(-1)`.
        case variable
        /// The end of the query.
        case end
        /// Text that cannot start any token; parsing stops here with `error`.
        case invalid(QuerySyntaxError)
    }

    var kind: Kind
    var start: Int
    var end: Int

    var range: Range<Int> { start..<end }
}

/// Splits a query string into ``QueryToken``s.
///
/// Lexing stops at the first invalid token, which carries its error: the parser reports it only if it gets
/// that far, so the leftmost problem is the one reported.
struct QueryLexer {
    /// The query as given, for error positions.
    let source: String
    /// The query's Unicode scalars. The lexer works on scalars, not `Character`s, so that a combining mark
    /// after a quote cannot merge with the quote and hide it.
    let scalars: [Unicode.Scalar]

    init(_ source: String) {
        self.source = source
        self.scalars = Self.writtenAsASCII(Array(source.unicodeScalars))
    }

    /// `scalars` with the operators, parentheses and quotes an input method types in full width
    /// (`title ＝＝ "Paris" ＆＆ rating ＞ 3`), and curly double quotes (`title == “Paris”`), as the ASCII
    /// ones they stand for, outside quoted text: inside it they are the text's own. One scalar
    /// stands for one, so positions are unchanged.
    private static func writtenAsASCII(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var written = scalars
        var quote: Unicode.Scalar?
        var isCurly = false
        var position = 0
        while position < written.count {
            var scalar = written[position]
            if quote == nil {
                isCurly = scalar == "\u{201C}" || scalar == "\u{201D}"
                if isCurly {
                    scalar = "\""
                } else if (0xFF01...0xFF5E).contains(scalar.value),
                    let ascii = Unicode.Scalar(scalar.value - 0xFEE0), isStructural(ascii)
                {
                    scalar = ascii
                }
                written[position] = scalar
            }
            if scalar == "\\" {
                position += 2
                continue
            }
            if let open = quote {
                // A curly closing quote closes a text a curly quote opened.
                if scalar == open || isCurly && scalar == "\u{201D}" {
                    written[position] = open
                    quote = nil
                }
            } else if scalar == "\"" || scalar == "'" {
                quote = scalar
            }
            position += 1
        }
        return written
    }

    /// Whether `scalar` is space between tokens: white space, and the invisible marks a copied
    /// text carries (zero-width space, byte order mark, direction marks, word joiner). Inside a
    /// word such a mark stays, and an error shows it (`ti​tle` is no attribute).
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace
            || ["\u{200B}", "\u{200E}", "\u{200F}", "\u{2060}", "\u{FEFF}"].contains(scalar)
    }

    func tokenize() -> [QueryToken] {
        var tokens: [QueryToken] = []
        var position = 0
        while true {
            position = skippingWhitespace(from: position)
            guard position < scalars.count else {
                tokens.append(QueryToken(kind: .end, start: position, end: position))
                return tokens
            }
            let token = keywordOperator(token(at: position))
            tokens.append(token)
            if case .invalid = token.kind {
                tokens.append(QueryToken(kind: .end, start: scalars.count, end: scalars.count))
                return tokens
            }
            position = token.end
        }
    }

    /// `AND`, `OR` and `NOT` written as words, in capitals, as Spotlight's search syntax and the
    /// scripts that hand `mdfind` a query join clauses (`kind:pdf AND kMDItemFSSize > 1000`): the
    /// operators `&&`, `||` and `!`. Any other case stays a search word; so does a quoted `"AND"`.
    private func keywordOperator(_ token: QueryToken) -> QueryToken {
        guard case .word = token.kind, (2...3).contains(token.range.count),
            ["A", "O", "N"].contains(scalars[token.start])
        else { return token }
        var kind: QueryToken.Kind
        switch String(String.UnicodeScalarView(scalars[token.range])) {
        case "AND": kind = .and
        case "OR": kind = .or
        case "NOT": kind = .not
        default: return token
        }
        return QueryToken(kind: kind, start: token.start, end: token.end)
    }

    func skippingWhitespace(from position: Int) -> Int {
        var position = position
        while position < scalars.count, Self.isSpace(scalars[position]) {
            position += 1
        }
        return position
    }

    static func isStructural(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "(", ")", ",", "&", "|", "!", "=", "<", ">", "\"", "'": true
        default: false
        }
    }

    private func scalar(at position: Int) -> Unicode.Scalar? {
        position < scalars.count ? scalars[position] : nil
    }

    private func token(at start: Int) -> QueryToken {
        func make(_ kind: QueryToken.Kind, length: Int) -> QueryToken {
            QueryToken(kind: kind, start: start, end: start + length)
        }
        func invalid(_ length: Int, _ message: String, hint: String) -> QueryToken {
            make(
                .invalid(error(.invalidOperator, start..<start + length, message, hint: hint)), length: length
            )
        }
        let next = scalar(at: start + 1)
        switch scalars[start] {
        case "(": return make(.leftParen, length: 1)
        case ")": return make(.rightParen, length: 1)
        case ",": return make(.comma, length: 1)
        // One `&` or `|` is read as two, as scripts write them (`image|photo`): neither means
        // anything else between clauses.
        case "&": return make(.and, length: next == "&" ? 2 : 1)
        case "|": return make(.or, length: next == "|" ? 2 : 1)
        case "!":
            guard next == "=" else { return make(.not, length: 1) }
            if scalar(at: start + 2) == "=" {
                return invalid(3, "'!==' is not an operator", hint: "use != to compare")
            }
            return make(.comparison(.notEqual), length: 2)
        case "=":
            var length = 1
            while scalar(at: start + length) == "=" { length += 1 }
            // `===` is equality too: scripts pass it to MDQueryCreate (an Alfred workflow's
            // `kMDItemContentType === com.apple.disk-image-udif`), and Spotlight runs it.
            if length > 3 {
                let text = String(repeating: "=", count: length)
                return invalid(length, "'\(text)' is not an operator", hint: "use == to compare")
            }
            if let after = scalar(at: start + length), after == "<" || after == ">" {
                let text = String(repeating: "=", count: length) + String(after)
                let fix = after == "<" ? "<=" : ">="
                return invalid(length + 1, "'\(text)' is not an operator", hint: "use \(fix)")
            }
            return make(.comparison(.equal), length: length)
        case "<":
            if next == "=" { return make(.comparison(.lessThanOrEqual), length: 2) }
            if next == ">" { return invalid(2, "'<>' is not an operator", hint: "use != to compare") }
            return make(.comparison(.lessThan), length: 1)
        case ">":
            if next == "=" { return make(.comparison(.greaterThanOrEqual), length: 2) }
            return make(.comparison(.greaterThan), length: 1)
        case "\"", "'":
            return quotedString(at: start)
        case "$" where startsTimeVariable(at: start):
            return variable(at: start)
        default:
            return word(at: start)
        }
    }

    private func quotedString(at start: Int) -> QueryToken {
        let quote = scalars[start]
        var position = start + 1
        while position < scalars.count, scalars[position] != quote {
            position += scalars[position] == "\\" ? 2 : 1
        }
        guard position < scalars.count else {
            let quoteText = quote == "\"" ? "\"" : "'"
            let problem = error(
                .unterminatedString, start..<start + 1,
                "unterminated string: this \(quoteText) is never closed",
                expected: "a closing \(quoteText)",
                hint: "close the string with \(quoteText); write \\\(quoteText) for a quote inside it")
            return QueryToken(kind: .invalid(problem), start: start, end: scalars.count)
        }
        let contentEnd = position
        position += 1
        // Modifier letters, and the digits of an `f` Apple's own Spotlight writes (`"paris*"cwdtf070`).
        var digitsFollowF = false
        while position < scalars.count, case let scalar = scalars[position], scalar.isASCII,
            scalar.properties.isAlphabetic || digitsFollowF && ("0"..."9").contains(scalar)
        {
            if scalar.properties.isAlphabetic { digitsFollowF = scalar == "f" }
            position += 1
        }
        return QueryToken(kind: .string(contentEnd: contentEnd), start: start, end: position)
    }

    /// Whether `$time` (any case) starts at `start` as a whole name, so `$100` and `$timely` stay words.
    private func startsTimeVariable(at start: Int) -> Bool {
        guard start + 5 <= scalars.count,
            String(String.UnicodeScalarView(scalars[start + 1..<start + 5])).lowercased() == "time"
        else { return false }
        guard let after = scalar(at: start + 5) else { return true }
        return !(after.isASCII && (after.properties.isAlphabetic || after.properties.numericType != nil))
            && after != "_"
    }

    private func variable(at start: Int) -> QueryToken {
        var position = start + 1
        while let scalar = scalar(at: position),
            scalar.isASCII && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil)
                || scalar == "_" || scalar == "."
        {
            position += 1
        }
        // `$time.today (-3)`: an offset written after a space is still the time's.
        var afterSpace = position
        while scalar(at: afterSpace)?.properties.isWhitespace == true { afterSpace += 1 }
        if afterSpace > position, scalar(at: afterSpace) == "(",
            let close = closingParenthesis(after: afterSpace, upTo: scalars.count),
            isOffset(afterSpace + 1..<close)
        {
            position = afterSpace
        }
        for _ in 0..<2 {
            guard scalar(at: position) == "(" else { break }
            guard let close = closingParenthesis(after: position, upTo: scalars.count) else {
                let problem = error(
                    .invalidTime, position..<position + 1, "this '(' is never closed", expected: "')'",
                    hint: "write $time values like $time.today(-1)")
                return QueryToken(kind: .invalid(problem), start: start, end: scalars.count)
            }
            position = close + 1
        }
        return QueryToken(kind: .variable, start: start, end: position)
    }

    /// Whether `range` holds an offset of a time, such as `-3`, `+1M` or ` -30d `.
    private func isOffset(_ range: Range<Int>) -> Bool {
        let text = scalars[range].filter { !$0.properties.isWhitespace }
        var digits = text.drop { $0 == "+" || $0 == "-" }
        guard digits.count < text.count || text.first?.properties.numericType != nil else { return false }
        if let last = digits.last, last.properties.isAlphabetic { digits = digits.dropLast() }
        return !digits.isEmpty && digits.allSatisfy { ("0"..."9").contains($0) }
    }

    /// The index of the `)` closing the `(` at `open`, skipping quoted text, or `nil`.
    func closingParenthesis(after open: Int, upTo limit: Int) -> Int? {
        var position = open + 1
        var quote: Unicode.Scalar?
        while position < limit {
            let scalar = scalars[position]
            if let currentQuote = quote {
                if scalar == "\\" {
                    position += 1
                } else if scalar == currentQuote {
                    quote = nil
                }
            } else if scalar == "\"" || scalar == "'" {
                quote = scalar
            } else if scalar == ")" {
                return position
            }
            position += 1
        }
        return nil
    }

    private func word(at start: Int) -> QueryToken {
        var position = start
        while position < scalars.count {
            let scalar = scalars[position]
            // `&` between letters is part of a name (`AT&T`, `R&D`), not an operator.
            if scalar == "&", position > start, position + 1 < scalars.count,
                scalars[position - 1].properties.isAlphabetic, scalars[position + 1].properties.isAlphabetic
            {
                position += 1
                continue
            }
            if scalar.properties.isWhitespace || Self.isStructural(scalar) { break }
            position += scalar == "\\" ? 2 : 1
        }
        return QueryToken(kind: .word, start: start, end: min(position, scalars.count))
    }

    // MARK: Text of tokens

    func text(_ range: Range<Int>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[range])
        return String(view)
    }

    /// Decodes `\` escapes and, when `wildcards` is set, unescaped `*` into a pattern.
    ///
    /// `\n`, `\r` and `\t` stand for newline, carriage return and tab; `\` before any other character makes
    /// that character literal, and a `\` at the very end stands for itself.
    func pattern(_ range: Range<Int>, wildcards: Bool = true) -> StringPattern {
        var segments: [StringPattern.Segment] = []
        var literal = String.UnicodeScalarView()
        var position = range.lowerBound
        while position < range.upperBound {
            let scalar = scalars[position]
            if scalar == "\\", position + 1 < range.upperBound {
                let escaped = scalars[position + 1]
                switch escaped {
                case "n": literal.append("\n")
                case "r": literal.append("\r")
                case "t": literal.append("\t")
                default: literal.append(escaped)
                }
                position += 2
                continue
            }
            if scalar == "*" || scalar == "?", wildcards {
                segments.append(.literal(TextFolding.canonical(String(literal))))
                literal = String.UnicodeScalarView()
                segments.append(scalar == "*" ? .wildcard : .anyCharacter)
            } else {
                literal.append(scalar)
            }
            position += 1
        }
        segments.append(.literal(TextFolding.canonical(String(literal))))
        return StringPattern(segments: segments)
    }

    // MARK: Errors

    /// The number of `Character`s before the scalar at `index`.
    func characterOffset(ofScalar index: Int) -> Int {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[..<min(index, scalars.count)])
        return String(view).count
    }

    func error(
        _ kind: QuerySyntaxError.Kind, _ range: Range<Int>, _ message: String, expected: String? = nil,
        hint: String? = nil
    ) -> QuerySyntaxError {
        let start = characterOffset(ofScalar: range.lowerBound)
        let end = characterOffset(ofScalar: range.upperBound)
        return QuerySyntaxError(
            kind, offset: start, length: max(0, end - start), in: source, message: message,
            expected: expected,
            hint: hint)
    }
}

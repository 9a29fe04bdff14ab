import Foundation

/// Recursive-descent parser for Core Spotlight query strings.
///
/// Grammar, loosest binding first:
/// ```
/// query      := or END
/// or         := and ("||" and)*
/// and        := unary ("&&" unary | unary)*      -- juxtaposition only between bare terms
/// unary      := "!"* primary
/// primary    := "(" or ")" | InRange "(" attribute "," value "," value ")"
///             | FieldMatch "(" attribute ("," value)+ ")" | attribute OP value | bare term
/// attribute  := identifier | "*" | "**" | kMDItem name
/// OP         := "==" | "=" | "===" | "!=" | "<" | ">" | "<=" | ">="
/// value      := quoted string [cdwt]* | number | true | false | $time… | unquoted word
/// ```
///
/// Bare terms are search words or quoted phrases without an attribute: `swift runtime` is
/// `** == "swift*"cdw && ** == "runtime*"cdw`. Bare terms combine with clauses through `&&`, `||`, `!` and
/// parentheses (`swift && rating > 3`), and two bare terms side by side are ANDed (`!swift runtime` is
/// `!swift && runtime`); a clause next to anything without `&&` or `||` is an error, so trailing text after a
/// complete comparison is caught. A quoted bare phrase keeps its modifiers if it has any (`"Swift"c` is
/// `** == "Swift*"c`) and gets `cdw` if not.
struct QueryParser {
    private let lexer: QueryLexer
    private let tokens: [QueryToken]
    private var index = 0
    private var depth = 0
    private var clauseCount = 0
    private var termCount = 0

    /// Whether each comparison's value is checked against its attribute as it is read
    /// (``QueryExpression/parseCheckingValues(_:)``).
    private let checksValues: Bool

    init(_ string: String, checksValues: Bool = false) {
        lexer = QueryLexer(string)
        tokens = lexer.tokenize()
        self.checksValues = checksValues
    }

    mutating func parse() throws(QuerySyntaxError) -> QueryExpression {
        if case .end = tokens[0].kind {
            throw lexer.error(
                .emptyQuery, 0..<0, "empty query", expected: "a comparison or search words",
                hint: #"write a comparison such as title == "Paris"c, or words to search for"#)
        }
        let expression = try parseOr(after: nil)
        let token = try current()
        switch token.kind {
        case .end:
            return expression
        case .rightParen:
            throw lexer.error(
                .unbalancedParentheses, token.range, "')' has no matching '('", hint: "remove it or add a '('"
            )
        default:
            throw unexpected(token, expected: "'&&', '||' or the end of the query")
        }
    }

    // MARK: Tokens

    private func current() throws(QuerySyntaxError) -> QueryToken {
        let token = tokens[index]
        if case .invalid(let error) = token.kind { throw error }
        return token
    }

    private mutating func advance() {
        if index < tokens.count - 1 { index += 1 }
    }

    private func token(at position: Int) -> QueryToken {
        tokens[min(position, tokens.count - 1)]
    }

    private func isComparisonOperator(at position: Int) -> Bool {
        if case .comparison = token(at: position).kind { return true }
        return false
    }

    /// The functions of the language: `InRange(attribute, lower, upper)` and Apple's
    /// `FieldMatch(attribute, value, …)`, any of the values.
    private enum Function { case inRange, fieldMatch }

    private func function(at position: Int) -> Function? {
        let name = token(at: position)
        guard case .word = name.kind, case .leftParen = token(at: position + 1).kind else { return nil }
        switch lexer.text(name.range).lowercased() {
        case "inrange": return .inRange
        case "fieldmatch": return .fieldMatch
        default: return nil
        }
    }

    /// Whether a bare term (possibly negated) starts at `position`, so it joins the previous bare term.
    private func startsBareTerm(at position: Int) -> Bool {
        var position = position
        while case .not = token(at: position).kind { position += 1 }
        switch token(at: position).kind {
        case .word:
            return !isComparisonOperator(at: position + 1) && function(at: position) == nil
                && constant(token(at: position)) == nil
        case .string: return !isComparisonOperator(at: position + 1)
        default: return false
        }
    }

    /// Whether a clause starts at `position`, right after another: the two are then joined as
    /// with `&&`, as Spotlight's search box joins what is written side by side
    /// (`report (a || b) kind:pdf`, `kind:event kMDItemStartDate < $time.today`). A word right
    /// after a value that is an unquoted word is that value going on (`city == New York`), which
    /// is refused with the hint to quote it, and so is `and`, `or` or `not` in lower case after a
    /// clause that is not a search word (`a == 1 and b == 2`), with the hint to write `&&`.
    private func startsClause(at position: Int) -> Bool {
        let token = token(at: position)
        switch token.kind {
        case .word:
            guard !followsUnquotedValue(at: position) else { return false }
            return !(2...3).contains(token.range.count)
                || !["and", "or", "not"].contains(lexer.text(token.range).lowercased())
        case .string, .leftParen, .not: return !followsUnquotedValue(at: position)
        default: return false
        }
    }

    private func describe(_ token: QueryToken) -> String {
        if case .end = token.kind { return "the end of the query" }
        let text = lexer.text(token.range)
        return "'" + (text.count > 20 ? String(text.prefix(20)) + "…" : text) + "'"
    }

    /// Whether `token` continues an unquoted value, as `York` in `city == New York` (and is not itself the
    /// start of the next clause).
    private func followsUnquotedValue(_ token: QueryToken) -> Bool {
        tokens.firstIndex { $0.start == token.start }.map(followsUnquotedValue(at:)) ?? false
    }

    private func followsUnquotedValue(at position: Int) -> Bool {
        guard position >= 2, position < tokens.count,
            case .word = tokens[position - 1].kind, isComparisonOperator(at: position - 2),
            !isComparisonOperator(at: position + 1)
        else { return false }
        // A number or a truth value ends where it stands (`fileSize > 1000 report`).
        let value = tokens[position - 1]
        return constant(value) == nil && (try? number(value)) ?? nil == nil
    }

    private func unexpected(_ token: QueryToken, expected: String) -> QuerySyntaxError {
        var hint: String?
        switch token.kind {
        case .word:
            switch lexer.text(token.range).lowercased() {
            case "and": hint = "use && for AND"
            case "or": hint = "use || for OR"
            case "not": hint = "use ! for NOT"
            default:
                hint =
                    followsUnquotedValue(token)
                    ? "quote values that contain spaces" : "join clauses with && or ||"
            }
        case .string, .variable, .leftParen, .not:
            hint = "join clauses with && or ||"
        default:
            break
        }
        return lexer.error(
            .unexpectedToken, token.range, "expected \(expected), found \(describe(token))",
            expected: expected,
            hint: hint)
    }

    // MARK: Expressions

    private mutating func parseOr(after context: String?) throws(QuerySyntaxError) -> QueryExpression {
        var operands = [try parseAnd(after: context)]
        while case .or = try current().kind {
            advance()
            operands.append(try parseAnd(after: "'||'"))
        }
        return operands.count == 1 ? operands[0] : QueryExpression.or(flattening: operands)
    }

    private mutating func parseAnd(after context: String?) throws(QuerySyntaxError) -> QueryExpression {
        var (first, isBare) = try parseUnary(after: context)
        var operands = [first]
        while true {
            let token = try current()
            if case .and = token.kind {
                advance()
                (first, isBare) = try parseUnary(after: "'&&'")
            } else if isBare && startsBareTerm(at: index) || startsClause(at: index) {
                (first, isBare) = try parseUnary(after: nil)
            } else {
                break
            }
            operands.append(first)
        }
        return operands.count == 1 ? operands[0] : QueryExpression.and(flattening: operands)
    }

    /// Parses `!`* primary; also says whether the primary was a bare term.
    private mutating func parseUnary(after context: String?) throws(QuerySyntaxError) -> (
        QueryExpression, Bool
    ) {
        var negations = 0
        while case .not = try current().kind {
            try enterNesting(at: tokens[index])
            negations += 1
            advance()
        }
        var (expression, isBare) = try parsePrimary(after: negations > 0 ? "'!'" : context)
        for _ in 0..<negations {
            expression = .not(expression)
        }
        depth -= negations
        return (expression, isBare)
    }

    private mutating func enterNesting(at token: QueryToken) throws(QuerySyntaxError) {
        depth += 1
        if depth > QueryExpression.maximumNestingDepth {
            throw lexer.error(
                .nestingTooDeep, token.range,
                "nesting deeper than \(QueryExpression.maximumNestingDepth) levels of '(' and '!'",
                hint: "simplify the query")
        }
    }

    private mutating func parsePrimary(after context: String?) throws(QuerySyntaxError) -> (
        QueryExpression, Bool
    ) {
        let token = try current()
        switch token.kind {
        case .leftParen:
            try enterNesting(at: token)
            advance()
            if case .rightParen = try current().kind {
                throw lexer.error(
                    .unexpectedToken, tokens[index].range, "empty parentheses",
                    expected: "a comparison or search words")
            }
            let expression = try parseOr(after: "'('")
            let closing = try current()
            switch closing.kind {
            case .rightParen:
                advance()
                depth -= 1
                return (expression, false)
            case .end:
                throw lexer.error(
                    .unbalancedParentheses, token.range, "'(' is never closed", expected: "')'",
                    hint: "add a ')'")
            default:
                throw unexpected(closing, expected: "')', '&&' or '||'")
            }
        case .word:
            switch function(at: index) {
            case .inRange?:
                try countClause(token, terms: 0)
                return (try parseInRange(), false)
            case .fieldMatch?:
                return (try parseFieldMatch(), false)
            case nil:
                break
            }
            if let field = try parseSearchField() {
                try countClause(token, terms: field.terms)
                return (field.expression, true)
            }
            if isComparisonOperator(at: index + 1) { return (try parseComparison(), false) }
            try rejectUnknownFunction(token)
            try rejectMissingOperator(after: token)
            if let value = constant(token) {
                try countClause(token, terms: 0)
                advance()
                return (.constant(value), false)
            }
            advance()
            switch FilterQueries.kindsExpression(ofWord: lexer.text(token.range)) {
            case .success(let kinds)?:
                try countClause(token, terms: 0)
                return (kinds, true)
            case .failure(let unknown)?:
                throw unknownKind(unknown.name, at: token)
            case nil:
                break
            }
            if isStarsBeforeString(token) {
                let (pattern, options) = try quotedPattern(after: token)
                try countClause(token, terms: Self.termCount(pattern))
                return (bareTerm(pattern, options: options), true)
            }
            // `-draft` leaves out what holds the word, as the search box reads it; `-3` is a number.
            if token.range.count > 1, lexer.scalars[token.start] == "-",
                lexer.scalars[token.start + 1].properties.isAlphabetic
            {
                let pattern = lexer.pattern(token.start + 1..<token.end)
                try countClause(token, terms: Self.termCount(pattern))
                return (.not(bareTerm(pattern, options: nil)), true)
            }
            try rejectStrayWord(token, after: index >= 2 ? tokens[index - 2] : nil)
            try rejectPredicateAggregate(token)
            try rejectDetachedModifiers(token)
            let pattern = lexer.pattern(token.start..<token.end)
            try countClause(token, terms: Self.termCount(pattern))
            return (bareTerm(pattern, options: nil), true)
        case .string:
            if isComparisonOperator(at: index + 1) {
                // `'foo'cd == myAttribute`: a value first, which Spotlight does not accept.
                if index + 2 < tokens.count, case .word = tokens[index + 2].kind {
                    let value = lexer.text(token.start..<tokens[index].end)
                    throw lexer.error(
                        .invalidAttributeName, token.range, "the value comes before the attribute",
                        hint: "write the attribute first: \(lexer.text(tokens[index + 2].range)) "
                            + "\(lexer.text(tokens[index + 1].range)) \(value)")
                }
                throw lexer.error(
                    .invalidAttributeName, token.range, "attribute names are not quoted",
                    hint: #"write the name without quotes: title == "Paris""#)
            }
            try rejectQuotedClause(token)
            let (pattern, options) = try quotedPattern(after: nil)
            // `""` alone holds no word to search for; read as one it would match every item.
            guard !pattern.segments.isEmpty || tokens.count > 2 else {
                throw lexer.error(
                    .emptyQuery, token.range, "an empty quoted string has no words to search for",
                    expected: "a comparison or search words",
                    hint: #"for example "Paris" or title == "Paris""#)
            }
            try countClause(token, terms: Self.termCount(pattern))
            return (bareTerm(pattern, options: options), true)
        case .variable:
            throw lexer.error(
                .unexpectedToken, token.range,
                "a \(describe(token)) value needs an attribute to compare with",
                expected: "a comparison or search words",
                hint: "for example contentCreationDate >= $time.today")
        case .rightParen where context == nil && depth == 0:
            throw lexer.error(
                .unbalancedParentheses, token.range, "')' has no matching '('", hint: "remove it or add a '('"
            )
        case .comparison:
            throw lexer.error(
                .unexpectedToken, token.range, "expected an attribute name before \(describe(token))",
                expected: "an attribute name", hint: #"for example title == "Paris""#)
        default:
            let message =
                if let context {
                    "expected a comparison after \(context), found \(describe(token))"
                } else {
                    "expected a comparison or search words, found \(describe(token))"
                }
            throw lexer.error(
                .unexpectedToken, token.range, message, expected: "a comparison or search words")
        }
    }

    /// Catches a comparison written without one of this grammar's operators, which would otherwise
    /// read as search words and quietly match almost nothing: `kMDItemTitle ~ "x"`, or NSPredicate's
    /// `title LIKE[c] "x"`, `title CONTAINS "x"`. Left as words where a person could mean words:
    /// `title contains spoilers` (an attribute name of this grammar, a keyword in lowercase, an
    /// unquoted value).
    private func rejectMissingOperator(after nameToken: QueryToken) throws(QuerySyntaxError) {
        // The cheap test first: most bare words are not followed by a word and then a value.
        let next = token(at: index + 1)
        guard case .word = next.kind else { return }
        let value = token(at: index + 2)
        let valueIsQuoted: Bool
        switch value.kind {
        case .string: valueIsQuoted = true
        case .word, .variable: valueIsQuoted = false
        default: return
        }
        let name = lexer.text(nameToken.range)
        let isSpotlightName = name.hasPrefix("kMDItem")
        guard isSpotlightName || QueryAttribute(name: name) != nil else { return }
        let written = lexer.text(next.range)
        let keyword = String(written.prefix { $0 != "[" })
        let hasModifiers = keyword.count < written.count
        let rewritten: String? =
            switch keyword.uppercased() {
            case "LIKE", "MATCHES": #"\#(name) == "value*"c"#
            case "BEGINSWITH": #"\#(name) == "value*""#
            case "ENDSWITH": #"\#(name) == "*value""#
            case "CONTAINS": #"\#(name) == "*value*""#
            default: nil
            }
        if let rewritten {
            guard isSpotlightName || valueIsQuoted || hasModifiers || keyword == keyword.uppercased() else {
                return
            }
            throw lexer.error(
                .invalidOperator, next.range, "'\(written)' is not an operator of Core Spotlight queries",
                expected: "==, !=, <, >, <= or >=",
                hint: "write \(rewritten): * matches any characters, c ignores case, d diacritics")
        }
        guard isSpotlightName else { return }
        throw lexer.error(
            .invalidOperator, next.range,
            "expected a comparison operator after '\(name)', found '\(written)'",
            expected: "==, !=, <, >, <= or >=", hint: #"for example \#(name) == "value*"cd"#)
    }

    /// Catches NSPredicate's `ANY`, `ALL`, `SOME` or `NONE` before a comparison (`ANY keywords ==
    /// "Inbox"`), which would otherwise be a search word and quietly match almost nothing. Called
    /// with the word just read.
    private func rejectPredicateAggregate(_ word: QueryToken) throws(QuerySyntaxError) {
        let written = lexer.text(word.range)
        guard ["ANY", "ALL", "SOME", "NONE"].contains(written), case .word = token(at: index).kind,
            isComparisonOperator(at: index + 1)
        else { return }
        throw lexer.error(
            .unexpectedToken, word.range,
            "'\(written)' is NSPredicate's, not a word of Core Spotlight queries",
            expected: "a comparison or search words",
            hint: written == "NONE"
                ? "a list matches when any of its values does: write !(\(lexer.text(token(at: index).range)) == …)"
                : "a list matches when any of its values does: leave '\(written)' out")
    }

    /// Catches modifiers written apart from the value they belong to (`title == "Paris" cd`),
    /// which would otherwise be a search word. Called with the word just read.
    private func rejectDetachedModifiers(_ word: QueryToken) throws(QuerySyntaxError) {
        let written = lexer.text(word.range)
        guard index >= 3, (1...4).contains(written.count), Set(written).count == written.count,
            written.allSatisfy({ "cdwt".contains($0) }), case .string = tokens[index - 2].kind,
            isComparisonOperator(at: index - 3)
        else { return }
        throw lexer.error(
            .unexpectedToken, word.range, "'\(written)' stands apart from the value before it",
            expected: "a comparison or search words",
            hint:
                "write the modifiers right after the closing quote: \(lexer.text(tokens[index - 2].range))\(written)"
        )
    }

    /// The error for a `kind:` word that names no kind and no type identifier (`kind:pdff`), which
    /// would otherwise search for its text and quietly find nothing.
    private func unknownKind(_ name: String, at token: QueryToken) -> QuerySyntaxError {
        // A kind mistyped, or begun (`kind:pref` for `kind:preferences`).
        let kinds = FullTextQuery.kindTypes.keys.sorted()
        let begun = name.count >= 3 ? kinds.first { $0.hasPrefix(name.lowercased()) } : nil
        let hint =
            (ResolvedAttribute.suggestion(for: name, among: kinds) ?? begun)
            .map { "did you mean 'kind:\($0)'?" }
            ?? "name a kind, such as kind:pdf, kind:image or kind:email, or a type identifier, such as "
            + "kind:public.jpeg"
        return lexer.error(
            .unknownKind, token.range,
            name.isEmpty ? "'kind:' names no kind" : "'\(name)' is not a kind of item", hint: hint)
    }

    /// `true`, `false`, `TRUEPREDICATE` or `FALSEPREDICATE` (any case) standing for a predicate.
    private func constant(_ token: QueryToken) -> Bool? {
        guard case .word = token.kind, token.range.count <= 14 else { return nil }
        switch lexer.text(token.range).lowercased() {
        case "true", "truepredicate": return true
        case "false", "falsepredicate": return false
        default: return nil
        }
    }

    /// A word written as the search box writes a field, as `mdfind` reads it: a text field and its
    /// word or quoted phrase (`name:Slack`, `author:"Jane Doe"`, `-tag:draft`), a date field and
    /// its date (`modified:today`, `date:this week`, `created:march 2024`, `created:>=2024-01-01`),
    /// or a value field and its value (`duration:>=600`, `flash:1`), the fields, dates and values
    /// being those of ``UserQuery``. `nil` for any other word; a date or value field whose text
    /// names no date or value is an error, as it would otherwise be searched for as a word no item
    /// holds.
    private mutating func parseSearchField() throws(QuerySyntaxError) -> (
        expression: QueryExpression, terms: Int
    )? {
        let first = tokens[index]
        let word = lexer.text(first.range)
        guard let colon = word.unicodeScalars.firstIndex(of: ":") else { return nil }
        let nameLength = word.unicodeScalars.distance(from: word.unicodeScalars.startIndex, to: colon)
        var name = String(word.unicodeScalars[..<colon]).lowercased()
        let isExcluded = name.hasPrefix("-")
        if isExcluded { name.removeFirst() }
        let attributes = FilterQueries.textFieldAttributes(name)
        let valueField = FullTextQuery.valueFields[name]
        guard attributes != nil || valueField != nil || FullTextQuery.dateFields[name] != nil else {
            return nil
        }
        // The value runs on to the first space: a word, a quoted phrase, or a date after a
        // comparison (`created:>=2024-01-01`).
        var last = index
        glued: while last + 1 < tokens.count, tokens[last + 1].start == tokens[last].end {
            switch tokens[last + 1].kind {
            case .word, .string: last += 1
            case .comparison where last == index: last += 1
            default: break glued
            }
        }
        let valueStart = first.start + nameLength + 1
        guard valueStart < tokens[last].end else { return nil }
        if let attributes {
            let value = tokens[last]
            let pattern: StringPattern
            if last > index, case .string(let contentEnd) = value.kind, value.start == valueStart {
                pattern = lexer.pattern(value.start + 1..<contentEnd, wildcards: false)
            } else {
                pattern = lexer.pattern(valueStart..<value.end)
            }
            index = last
            advance()
            let expression = FilterQueries.fieldExpression(matching: pattern, in: attributes)
            return (isExcluded ? .not(expression) : expression, Self.termCount(pattern))
        }
        if let valueField {
            let text = lexer.text(first.start..<tokens[last].end)
            guard let expression = FilterQueries.dateOrValueExpression(ofText: text) else {
                let value = lexer.text(valueStart..<tokens[last].end)
                let isYesOrNo = valueField.type == .bool
                let examples =
                    ["\(name):10", "\(name):>=10", "\(name):10-20"]
                    + ([AttributeKey.fileSize: ["\(name):>10MB"], .duration: ["\(name):>=5m"]][valueField.key]
                        ?? [])
                throw lexer.error(
                    isYesOrNo ? .invalidComparison : .invalidNumber, valueStart..<tokens[last].end,
                    isYesOrNo ? "'\(value)' is neither yes nor no" : "'\(value)' is not a number",
                    hint: isYesOrNo
                        ? "write \(name):1 or \(name):0"
                        : "write " + examples.dropLast().joined(separator: ", ") + " or " + examples.last!)
            }
            index = last
            advance()
            return (expression, 0)
        }
        // A date may take the words after it (`this week`, `march 2024`): the most that still
        // read as one date.
        var candidates = [last]
        while candidates.count < 3, case .word = token(at: candidates[candidates.count - 1] + 1).kind {
            candidates.append(candidates[candidates.count - 1] + 1)
        }
        for end in candidates.reversed() {
            let text = lexer.text(first.start..<tokens[end].end)
            if let expression = FilterQueries.dateOrValueExpression(ofText: text) {
                index = end
                advance()
                return (expression, 0)
            }
        }
        throw lexer.error(
            .invalidTime, first.start..<tokens[last].end,
            "'\(lexer.text(valueStart..<tokens[last].end))' is not a date",
            hint: "write a date as the search box does, such as \(name):today, \(name):this week, "
                + "\(name):2024-03 or \(name):>=2024-01-01")
    }

    /// Counts a clause starting at `token` and the words of its value against the query's limits.
    private mutating func countClause(_ token: QueryToken, terms: Int) throws(QuerySyntaxError) {
        clauseCount += 1
        termCount += terms
        if clauseCount > QueryExpression.maximumClauseCount {
            throw lexer.error(
                .queryTooComplex, token.range,
                "query too complex: more than \(QueryExpression.maximumClauseCount) clauses",
                hint: "split it into several queries, or match several values with one clause")
        }
        if termCount > QueryExpression.maximumTermCount {
            throw lexer.error(
                .queryTooComplex, token.range,
                "query too complex: more than \(QueryExpression.maximumTermCount) words in its values",
                hint: "search for fewer words")
        }
    }

    /// The number of words (index tokens) in a pattern's text.
    static func termCount(_ pattern: StringPattern) -> Int {
        var count = 0
        for case .literal(var text) in pattern.segments {
            text.withUTF8 { utf8 in
                Tokenizer.tokenize(utf8) { _, _ in
                    count += 1
                    return true
                }
            }
        }
        return count
    }

    /// A bare search word or phrase: any text attribute starting with it, `cdw` unless modifiers were given.
    /// `… && 'kMDItemFSCreationDate >= $time.now(-604800)'`: a whole clause in quotes, as a
    /// script that quotes each clause writes it. As a string it would be text to search for,
    /// which no item holds, and the condition would be lost without a word.
    private func rejectQuotedClause(_ token: QueryToken) throws(QuerySyntaxError) {
        guard case .string(let contentEnd) = token.kind, contentEnd > token.start + 1 else { return }
        let content = lexer.text(token.start + 1..<contentEnd)
        guard content.contains(where: { "=<>".contains($0) }) || content.contains("InRange("),
            let clause = try? QueryExpression.parse(content), Self.namesAnAttribute(clause)
        else { return }
        throw lexer.error(
            .unexpectedToken, token.range, "a whole clause is quoted, which makes it text to search for",
            expected: "a comparison or search words", hint: "remove the quotes around it: \(content)")
    }

    /// A bare word that is no search word but a slip in a clause, which as a word would match
    /// nothing and take the whole query with it: punctuation alone (`title == "Paris";`,
    /// `$time.now - 3600`, a C comment's `/*`), modifiers in brackets after the value
    /// (`"paris"[c]`), or an offset written after a time without its parentheses (`$time.today-7`).
    /// Only wildcards alone (`*`) stand for any word.
    private func rejectStrayWord(_ word: QueryToken, after previous: QueryToken?) throws(QuerySyntaxError) {
        let scalars = lexer.scalars[word.range]
        let text = lexer.text(word.range)
        let touchesPrevious = previous?.end == word.start
        if touchesPrevious, case .variable = previous?.kind, let sign = scalars.first,
            sign == "-" || sign == "+"
        {
            let time = lexer.text(previous!.range)
            throw lexer.error(
                .invalidTime, word.range, "'\(text)' after \(time) is not an offset",
                hint: "write the offset in parentheses: \(time)(\(text))")
        }
        if touchesPrevious, case .string = previous?.kind, scalars.first == "[" {
            throw lexer.error(
                .invalidModifier, word.range, "modifiers in brackets go before the value",
                hint: "write ==[cd] \"…\", or the letters right after the closing quote: \"…\"cd")
        }
        guard
            scalars.allSatisfy({
                $0.isASCII && !$0.properties.isAlphabetic && $0.properties.numericType == nil
            })
                && !scalars.allSatisfy({ $0 == "*" })
        else { return }
        throw lexer.error(
            .unexpectedToken, word.range, "'\(text)' is neither a clause nor a word to search for",
            expected: "a comparison or search words", hint: "remove it, and join clauses with && or ||")
    }

    private static func namesAnAttribute(_ expression: QueryExpression) -> Bool {
        switch expression {
        case .comparison(let comparison): comparison.attribute != .anyText
        case .inRange: true
        case .and(let operands), .or(let operands): operands.contains(where: namesAnAttribute)
        case .not(let operand): namesAnAttribute(operand)
        case .constant: false
        }
    }

    private func bareTerm(_ pattern: StringPattern, options: MatchOptions?) -> QueryExpression {
        var segments = pattern.segments
        segments.append(.wildcard)
        let comparison = QueryComparison(
            .anyText, .equal,
            .string(
                StringPattern(segments: segments),
                options ?? [.caseInsensitive, .diacriticInsensitive, .wordBased]))
        return .comparison(comparison)
    }

    private mutating func parseComparison() throws(QuerySyntaxError) -> QueryExpression {
        let attributeToken = tokens[index]
        let attribute = try resolveAttribute(attributeToken)
        advance()
        let operatorToken = tokens[index]
        guard case .comparison(let comparisonOperator) = operatorToken.kind else {
            throw unexpected(operatorToken, expected: "a comparison operator")
        }
        advance()
        let valueStart = tokens[index].start
        if let absence = try noValue(attribute, comparisonOperator) {
            try countClause(attributeToken, terms: 0)
            return absence
        }
        let value = try parseValue(missing: "expected a value after \(describe(operatorToken))")
        try validate(
            value, for: comparisonOperator.rawValue, ordered: comparisonOperator.isOrdering,
            at: valueStart..<tokens[max(index - 1, 0)].end)
        var terms = 0
        if case .string(let pattern, _) = value { terms = Self.termCount(pattern) }
        try countClause(attributeToken, terms: terms)
        let comparison = QueryComparison(attribute, comparisonOperator, value)
        try checkValue(of: comparison, at: valueStart..<tokens[max(index - 1, 0)].end)
        return .comparison(comparison)
    }

    /// Reports a value the attribute cannot be compared with (`fileSize > 10MB`,
    /// `contentCreationDate > $tim.today`) where it was typed, as a syntax error is, rather than
    /// when the query runs with no position.
    private func checkValue(of comparison: QueryComparison, at range: Range<Int>) throws(QuerySyntaxError) {
        guard checksValues else { return }
        let error: SearchQueryError
        do throws(SearchQueryError) {
            _ = try QueryPredicate.resolve(.comparison(comparison), now: Date(timeIntervalSince1970: 0))
            return
        } catch let caught {
            error = caught
        }
        let clause = QueryPredicate.naming(comparison.description)
        let message =
            error.message.hasPrefix(clause) ? String(error.message.dropFirst(clause.count)) : error.message
        let typed = lexer.text(range)
        let hint: String? =
            typed.hasPrefix("$")
            ? "'\(typed)' is no variable: the times are $time.now, $time.today, $time.yesterday, "
                + "$time.this_week and the others of the $time family"
            : nil
        throw lexer.error(.invalidComparison, range, message, hint: hint)
    }

    /// `attribute == nil` or `attribute != null` (any case), as an `NSPredicate` writes a test for
    /// a missing value: the attribute has no value, or has one (`attribute == "*"`). Consumes the
    /// word; `nil` when the value is anything else.
    private mutating func noValue(_ attribute: QueryAttribute, _ comparisonOperator: ComparisonOperator)
        throws(QuerySyntaxError) -> QueryExpression?
    {
        let token = tokens[index]
        guard case .word = token.kind, token.range.count <= 4,
            ["nil", "null"].contains(lexer.text(token.range).lowercased())
        else { return nil }
        guard comparisonOperator == .equal || comparisonOperator == .notEqual else {
            throw lexer.error(
                .invalidComparison, token.range, "\(lexer.text(token.range)) has no order",
                expected: "a number, a date or a string",
                hint:
                    "test for a missing value with == \(lexer.text(token.range)) or != \(lexer.text(token.range))"
            )
        }
        advance()
        let present = QueryExpression.comparison(
            QueryComparison(attribute, .equal, .string(StringPattern(segments: [.wildcard]), [])))
        return comparisonOperator == .notEqual ? present : .not(present)
    }

    /// Refuses a name called as a function that the language does not have (`Contains(…)`,
    /// NSPredicate's `CAST(…)`): read as search words, it would quietly search for its name.
    private func rejectUnknownFunction(_ name: QueryToken) throws(QuerySyntaxError) {
        let open = token(at: index + 1)
        guard case .leftParen = open.kind, open.start == name.end,
            lexer.scalars[name.range].allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || $0 == "_") })
        else { return }
        let written = lexer.text(name.range)
        let hint =
            written.uppercased() == "CAST"
            ? "CAST is NSPredicate's; compare dates with $time values, such as $time.iso(2025-01-01)"
            : "the functions are InRange(attribute, lower, upper) and FieldMatch(attribute, value, …)"
        throw lexer.error(.unknownFunction, name.range, "unknown function '\(written)'", hint: hint)
    }

    /// `FieldMatch(attribute, value, …)`: the attribute is equal to one of the values, as Apple's
    /// own queries write a choice of content types or languages.
    private mutating func parseFieldMatch() throws(QuerySyntaxError) -> QueryExpression {
        let call = try parseCall(
            values: 1...Int.max, arity: "an attribute and one or more values",
            usage: "FieldMatch(attribute, value, …)",
            ordered: false)
        var alternatives: [QueryExpression] = []
        for value in call.values {
            var terms = 0
            if case .string(let pattern, _) = value { terms = Self.termCount(pattern) }
            try countClause(call.attributeToken, terms: terms)
            alternatives.append(.comparison(QueryComparison(call.attribute, .equal, value)))
        }
        return alternatives.count == 1 ? alternatives[0] : .or(flattening: alternatives)
    }

    private mutating func parseInRange() throws(QuerySyntaxError) -> QueryExpression {
        let call = try parseCall(
            values: 2...2, arity: "3 arguments", usage: "InRange(attribute, lower, upper)", ordered: true)
        return .inRange(attribute: call.attribute, lower: call.values[0], upper: call.values[1])
    }

    /// A call of one of the language's functions, `Name(attribute, value, …)`, with as many values
    /// as `values` allows, each valid for an ordering comparison when `ordered`; `arity` and
    /// `usage` say what the function takes, for the error when the count is wrong.
    private mutating func parseCall(
        values allowed: ClosedRange<Int>, arity: String, usage: String, ordered: Bool
    ) throws(QuerySyntaxError) -> (
        attributeToken: QueryToken, attribute: QueryAttribute, values: [QueryValue]
    ) {
        let name = tokens[index]
        advance()
        let open = tokens[index]
        advance()
        let functionName = lexer.text(name.range)
        func wrongCount(_ token: QueryToken, found: String) -> QuerySyntaxError {
            lexer.error(
                .wrongArgumentCount, token.range, "\(functionName) takes \(arity), found \(found)",
                expected: usage, hint: "write \(usage)")
        }
        func unclosed() -> QuerySyntaxError {
            lexer.error(
                .unbalancedParentheses, open.range, "'(' of \(describe(name)) is never closed",
                expected: "')'")
        }
        var token = try current()
        switch token.kind {
        case .word: break
        case .rightParen: throw wrongCount(token, found: "none")
        case .end: throw unclosed()
        default: throw unexpected(token, expected: "an attribute name")
        }
        let attributeToken = token
        let attribute = try resolveAttribute(token)
        advance()
        var values: [QueryValue] = []
        while true {
            token = try current()
            switch token.kind {
            case .comma where values.count < allowed.upperBound: break
            case .comma: throw wrongCount(token, found: "more than \(allowed.upperBound + 1)")
            case .rightParen where allowed.contains(values.count):
                advance()
                return (attributeToken, attribute, values)
            case .rightParen: throw wrongCount(token, found: "\(values.count + 1)")
            case .end: throw unclosed()
            default:
                throw unexpected(token, expected: values.count < allowed.upperBound ? "',' or ')'" : "')'")
            }
            advance()
            let start = tokens[index].start
            let value = try parseValue(missing: "expected a value after ','")
            try validate(
                value, for: functionName, ordered: ordered, at: start..<tokens[max(index - 1, 0)].end)
            values.append(value)
        }
    }

    private func resolveAttribute(_ token: QueryToken) throws(QuerySyntaxError) -> QueryAttribute {
        let name = lexer.text(token.range)
        if name == "*" || name == "**" { return .anyText }
        if let attribute = QueryAttribute(name: name) {
            // A built-in name mistyped (`Title`, `titel`, `KMDItemFSSize`) fails here, where its
            // place is known, rather than when the query is resolved or, for a Spotlight name in
            // another case, not at all (it would be an attribute of the app's that no item has).
            if case .named(let named) = attribute, AttributeCatalog.descriptor(named: named) == nil,
                !named.hasPrefix("kMD"), !named.hasPrefix("_kMD"),
                let meant = named.lowercased().hasPrefix("kmd")
                    ? ResolvedAttribute.suggestion(for: named, among: QueryAttribute.spotlightNames.keys)
                    : ResolvedAttribute.suggestion(for: named)
            {
                throw lexer.error(
                    .unknownAttribute, token.range, "unknown attribute '\(name)'",
                    hint: "did you mean '\(meant)'?"
                        + (meant.lowercased() == named.lowercased()
                            ? " (attribute names are case-sensitive)" : ""))
            }
            return attribute
        }
        // Modifiers follow the operator or the value, never the name (`kMDItemAuthors[c]`).
        if let open = name.firstIndex(of: "["), open != name.startIndex, name.hasSuffix("]") {
            throw lexer.error(
                .invalidAttributeName, token.range, "'\(name)' is not an attribute name",
                expected: "an attribute name",
                hint: "modifiers go after the operator: write \(name[..<open]) ==\(name[open...]) \"…\"")
        }
        if name.hasPrefix("kMD"),
            name.unicodeScalars.allSatisfy({
                $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_")
            })
        {
            // Another Spotlight name (`kMDItemFSName`) is an attribute no item has, as in Core
            // Spotlight; a mistyped one (`kMDItemTitel`) is a mistake.
            guard
                let meant = ResolvedAttribute.suggestion(for: name, among: QueryAttribute.spotlightNames.keys)
            else { return .named(name) }
            throw lexer.error(
                .unknownAttribute, token.range, "unknown Spotlight attribute '\(name)'",
                hint: "did you mean '\(meant)'?")
        }
        throw lexer.error(
            .invalidAttributeName, token.range, "'\(name)' is not an attribute name",
            expected: "an attribute name",
            hint: "attribute names are ASCII letters, digits and _, starting with a letter or _")
    }

    // MARK: Values

    private mutating func parseValue(missing message: String) throws(QuerySyntaxError) -> QueryValue {
        let token = try current()
        switch token.kind {
        case .string(let contentEnd):
            let contentStart = token.start + 1
            guard lexer.scalars[contentStart..<contentEnd].starts(with: "$time.".unicodeScalars) else {
                let (pattern, options) = try quotedPattern(after: nil)
                return .string(pattern, options ?? [])
            }
            advance()
            if contentEnd + 1 < token.end {
                throw lexer.error(
                    .invalidModifier, contentEnd + 1..<token.end, "modifiers don't apply to $time values",
                    hint: "remove them")
            }
            try rejectWildcard(afterTime: token)
            return .time(try parseTime(contentStart..<contentEnd))
        case .word:
            try rejectUnknownFunction(token)
            if let error = timeVariableWithoutTime(token) { throw error }
            try rejectEscapedQuote(token)
            advance()
            let text = lexer.text(token.range)
            if text.hasPrefix("[") { return try bracketed(token, missing: message) }
            if isStarsBeforeString(token) {
                let (pattern, options) = try quotedPattern(after: token)
                return .string(pattern, options ?? [])
            }
            if let number = try number(token) { return .number(number) }
            if text == "true" { return .bool(true) }
            if text == "false" { return .bool(false) }
            // `*John*cwdt`, as Apple's own queries write a pattern unquoted: the letters after its
            // last star are its modifiers, as they would be after a closing quote.
            if let star = lexer.scalars[token.range].lastIndex(of: "*"), star > token.start,
                star + 1 < token.end,
                token.end - star - 1 <= 4,
                Set(lexer.scalars[star + 1..<token.end]).count == token.end - star - 1,
                lexer.scalars[star + 1..<token.end].allSatisfy({ MatchOptions(letter: Character($0)) != nil })
            {
                return .string(lexer.pattern(token.start..<star + 1), try modifiers(star + 1..<token.end))
            }
            return .string(lexer.pattern(token.range), try modifiersAfterSpace() ?? [])
        case .variable:
            advance()
            return .time(try parseTime(token.range))
        default:
            throw lexer.error(.missingValue, token.range, message, expected: "a value")
        }
    }

    /// `== \"public.folder\"`: a string's quotes escaped as a shell or a C string literal would
    /// need them, copied into the query. Outside a string `\` keeps the quote in the value,
    /// which then matches nothing; no one means that.
    private func rejectEscapedQuote(_ token: QueryToken) throws(QuerySyntaxError) {
        let scalars = lexer.scalars[token.range]
        guard scalars.count >= 2, scalars.first == "\\",
            case let quote = scalars[token.start + 1], quote == "\"" || quote == "'"
        else { return }
        let unescaped = String(String.UnicodeScalarView(scalars.filter { $0 != "\\" }))
        throw lexer.error(
            .unexpectedToken, token.range, "a value begins with an escaped quote, \\\(quote)",
            expected: "a value",
            hint: "remove the backslashes: write \(unescaped)")
    }

    /// The modifiers of an unquoted value written after a space, as `mdfind -interpret` writes
    /// them (`* = search* cdw || kMDItemTextContent = search* cdw`): a word of distinct modifier
    /// letters that ends the clause. Any other word there is the value going on
    /// (`city == New York`), which is refused with the hint to quote it.
    private mutating func modifiersAfterSpace() throws(QuerySyntaxError) -> MatchOptions? {
        let letters = token(at: index)
        guard case .word = letters.kind, letters.range.count <= 4,
            Set(lexer.scalars[letters.range]).count == letters.range.count,
            lexer.scalars[letters.range].allSatisfy({ MatchOptions(letter: Character($0)) != nil })
        else { return nil }
        switch token(at: index + 1).kind {
        case .rightParen, .and, .or, .end: break
        default: return nil
        }
        advance()
        return try modifiers(letters.range)
    }

    /// A value after modifiers in brackets, `==[cd] "Paris"`: the form Apple's File Metadata Query
    /// Expression Syntax documents beside the suffix form, `== "Paris"cd`. Both may be written;
    /// the value gets every modifier either names.
    private mutating func bracketed(_ modifierToken: QueryToken, missing message: String)
        throws(QuerySyntaxError)
        -> QueryValue
    {
        let scalars = lexer.scalars[modifierToken.range]
        guard scalars.count >= 2, scalars.last == "]" else {
            throw lexer.error(
                .invalidModifier, modifierToken.range, "this '[' of modifiers is never closed",
                expected: "']'", hint: "write the modifiers as ==[cd] \"…\" or == \"…\"cd")
        }
        let bracketOptions = try modifiers(modifierToken.start + 1..<modifierToken.end - 1)
        let valueToken = try current()
        switch try parseValue(missing: message) {
        case .string(let pattern, let options): return .string(pattern, options.union(bracketOptions))
        default:
            throw lexer.error(
                .invalidModifier, modifierToken.range,
                "modifiers apply to strings, not to \(lexer.text(valueToken.range))",
                hint: "remove the brackets")
        }
    }

    private func number(_ token: QueryToken) throws(QuerySyntaxError) -> Double? {
        let scalars = lexer.scalars[token.range]
        var position = scalars.startIndex
        func digits() -> Int {
            let start = position
            while position < scalars.endIndex, ("0"..."9").contains(scalars[position]) { position += 1 }
            return position - start
        }
        if position < scalars.endIndex, scalars[position] == "+" || scalars[position] == "-" { position += 1 }
        let integerDigits = digits()
        if position < scalars.endIndex, scalars[position] == "." {
            position += 1
            guard digits() > 0 else { return nil }
        } else if integerDigits == 0 {
            return nil
        }
        if position < scalars.endIndex, scalars[position] == "e" || scalars[position] == "E" {
            position += 1
            if position < scalars.endIndex, scalars[position] == "+" || scalars[position] == "-" {
                position += 1
            }
            guard digits() > 0 else { return nil }
        }
        guard position == scalars.endIndex else { return nil }
        // Double's parser is only handed text that matched the decimal grammar above, so hex, "nan" and "inf"
        // stay strings.
        guard let value = Double(lexer.text(token.range)), value.isFinite else {
            throw lexer.error(
                .invalidNumber, token.range, "number out of range", hint: "numbers must fit in a Double")
        }
        return value
    }

    private func modifiers(_ range: Range<Int>) throws(QuerySyntaxError) -> MatchOptions {
        var options: MatchOptions = []
        var position = range.lowerBound
        while position < range.upperBound {
            defer { position += 1 }
            // Letters Apple's own Spotlight writes and does not document (`"paris*"cwdts`,
            // `"com.apple.MobileSMS"i`, `"paris*"cwdtf070`): its parser takes them, so this one
            // does, and they change nothing here.
            // `s` and `f…` only beside a documented letter: alone after a quote, an `s` is more
            // likely the rest of a word the quote cut (`'Bob's notes'`).
            let isBesideDocumented = lexer.scalars[range].contains {
                MatchOptions(letter: Character($0)) != nil
            }
            if lexer.scalars[position] == "i" || lexer.scalars[position] == "s" && isBesideDocumented {
                continue
            }
            if lexer.scalars[position] == "f", isBesideDocumented, position + 1 < range.upperBound,
                ("0"..."9").contains(lexer.scalars[position + 1])
            {
                while position + 1 < range.upperBound, ("0"..."9").contains(lexer.scalars[position + 1]) {
                    position += 1
                }
                continue
            }
            guard let option = MatchOptions(letter: Character(lexer.scalars[position])) else {
                var hint =
                    "modifiers are c (ignore case), d (ignore diacritics), w (words) and t (tokenized), "
                    + "written right after the closing quote"
                // `'Bob's notes'`: the apostrophe closed the text, and what follows reads as modifiers.
                if range.lowerBound > 0, case let quote = lexer.scalars[range.lowerBound - 1],
                    quote == "'" || quote == "\"", lexer.scalars[range.upperBound...].contains(quote)
                {
                    hint =
                        "the \(quote) before '\(Character(lexer.scalars[position]))' ends the text; write \\\(quote) "
                        + "for a \(quote) inside it, or quote the text with \(quote == "'" ? "\"" : "'")"
                }
                throw lexer.error(
                    .invalidModifier, position..<position + 1,
                    "unknown modifier '\(Character(lexer.scalars[position]))'", hint: hint)
            }
            options.insert(option)
        }
        return options
    }

    /// Whether `word` (just read) is stars right before a string, the current token: `*"lib"`.
    private func isStarsBeforeString(_ word: QueryToken) -> Bool {
        guard case .string = tokens[index].kind, tokens[index].start == word.end else { return false }
        return lexer.scalars[word.range].allSatisfy { $0 == "*" }
    }

    /// The current token, a quoted string, as a pattern, with the stars written right outside its
    /// quotes, as scripts handed to `mdfind` write them (`'Slack'*c`, `*'Slack.app'*`): they are
    /// the text's wildcards, and letters right after a closing star are its modifiers, like those
    /// right after the quote. `stars` is the word of stars before the string, already read.
    /// The options are `nil` when no modifier is written.
    private mutating func quotedPattern(after stars: QueryToken?) throws(QuerySyntaxError)
        -> (pattern: StringPattern, options: MatchOptions?)
    {
        let string = tokens[index]
        guard case .string(let contentEnd) = string.kind else {
            preconditionFailure("quotedPattern(after:) is called on a string")
        }
        advance()
        var segments = stars.map { lexer.pattern($0.range).segments } ?? []
        segments += lexer.pattern(string.start + 1..<contentEnd).segments
        var options = contentEnd + 1 < string.end ? try modifiers(contentEnd + 1..<string.end) : nil
        let next = tokens[index]
        if case .word = next.kind, next.start == string.end, lexer.scalars[next.start] == "*" {
            advance()
            var modifiersStart = next.start
            while modifiersStart < next.end, lexer.scalars[modifiersStart] == "*" { modifiersStart += 1 }
            segments.append(.wildcard)
            if modifiersStart < next.end {
                options = (options ?? []).union(try modifiers(modifiersStart..<next.end))
            }
        }
        return (StringPattern(segments: segments), options)
    }

    /// Rejects `"$time.today"*`: a time is one instant, which no wildcard widens.
    private func rejectWildcard(afterTime time: QueryToken) throws(QuerySyntaxError) {
        let next = tokens[index]
        guard case .word = next.kind, next.start == time.end, lexer.scalars[next.start] == "*" else { return }
        throw lexer.error(
            .misplacedWildcard, next.start..<next.start + 1, "a time takes no wildcard",
            hint: "remove the *, or compare with >= and < for a span of time")
    }

    private func validate(
        _ value: QueryValue, for name: String, ordered: Bool, at range: Range<Int>
    ) throws(QuerySyntaxError) {
        guard ordered else { return }
        switch value {
        case .bool:
            throw lexer.error(
                .invalidComparison, range, "'\(name)' can't order booleans",
                hint: "use == or != with true or false")
        case .string(let pattern, let options):
            if pattern.hasWildcards {
                throw lexer.error(
                    .invalidComparison, range,
                    "'\(name)' compares whole values and can't take a wildcard pattern",
                    hint: "remove the *, or use == to match a pattern")
            }
            if !options.isDisjoint(with: [.wordBased, .tokenized]) {
                throw lexer.error(
                    .invalidComparison, range, "modifiers w and t don't apply to '\(name)'",
                    hint: "ordering comparisons take only c and d")
            }
        case .number, .time:
            break
        }
    }

    // MARK: $time

    /// Parses `$time.name`, `$time.name(offset)`, `$time.iso(date)` or `$time.iso(date)(offset)` in `range`.
    private func parseTime(_ range: Range<Int>) throws(QuerySyntaxError) -> TimeExpression {
        let scalars = lexer.scalars
        var nameEnd = range.lowerBound + 1
        while nameEnd < range.upperBound, scalars[nameEnd] != "(", !scalars[nameEnd].properties.isWhitespace {
            nameEnd += 1
        }
        let name = lexer.text(range.lowerBound + 1..<nameEnd)
        let variables =
            "$time.now, .today, .yesterday, .this_week, .last_week, .this_month, .this_year, .iso(…)"
        guard name.lowercased().hasPrefix("time.") else {
            let message =
                name.lowercased() == "time"
                ? "expected a time variable after '$time'" : "unknown variable '$\(name)'"
            throw lexer.error(.invalidTime, range.lowerBound..<nameEnd, message, hint: "use \(variables)")
        }
        let variable = Self.timeVariableKey(name.dropFirst(5))
        guard let (base, step) = Self.timeVariables[variable] else {
            // A date written where `iso` goes (`$time.2025-01-08T00:00:00Z`), up to the space
            // after it: the variable's text stops at its first `-`.
            var dateEnd = nameEnd
            while dateEnd < scalars.count, !scalars[dateEnd].properties.isWhitespace { dateEnd += 1 }
            let date = lexer.text(range.lowerBound + 6..<max(dateEnd, range.lowerBound + 6))
            // `$time.30d`: an offset, which goes in parentheses after a variable.
            let isOffset =
                date.count >= 2 && date.dropLast().allSatisfy(\.isNumber)
                && "sShHdDwWMyY".contains(date.last!)
            let hint =
                if isOffset {
                    "an offset goes after a variable: write $time.today(-\(date)) for \(date) ago"
                } else if date.first?.isNumber == true {
                    "write a date as $time.iso(\(date))"
                } else {
                    "use \(variables)"
                }
            throw lexer.error(
                .invalidTime, range.lowerBound..<nameEnd, "unknown time variable '$\(name)'", hint: hint)
        }
        var groups: [Range<Int>] = []
        var position = nameEnd
        while position < range.upperBound, scalars[position].properties.isWhitespace { position += 1 }
        while position < range.upperBound {
            guard scalars[position] == "(" else { break }
            guard let close = lexer.closingParenthesis(after: position, upTo: range.upperBound) else {
                throw lexer.error(
                    .invalidTime, position..<position + 1, "this '(' is never closed", expected: "')'")
            }
            groups.append(position + 1..<close)
            position = close + 1
        }
        let maximumGroups = variable == "iso" ? 2 : 1
        if position < range.upperBound || groups.count > maximumGroups {
            let extra = groups.count > maximumGroups ? groups[maximumGroups].lowerBound - 1 : position
            throw lexer.error(
                .invalidTime, extra..<range.upperBound,
                "unexpected text after '\(lexer.text(range.lowerBound..<extra))'",
                hint: "write offsets like $time.today(-1) or $time.today(-30d)")
        }
        if variable == "iso" {
            guard let dateGroup = groups.first else {
                throw lexer.error(
                    .invalidTime, range, "$time.iso needs a date", expected: "'('",
                    hint: "write $time.iso(2025-03-01) or $time.iso(\"2025-03-01T10:00:00Z\")")
            }
            let date = try isoDate(dateGroup)
            let iso = TimeExpression.Base.iso(date)
            guard groups.count == 2 else { return TimeExpression(iso) }
            let (offset, unit) = try timeOffset(groups[1], naturalUnit: TimeExpression.naturalUnit(of: iso))
            return TimeExpression(iso, offset: offset, unit: unit)
        }
        // `$time.today()`, seen in real scripts, is `$time.today`.
        let naturalUnit = TimeExpression.naturalUnit(of: base)
        guard let group = groups.first, !trimmed(group).isEmpty else {
            return TimeExpression(base, offset: step)
        }
        let (offset, unit) = try timeOffset(group, naturalUnit: naturalUnit)
        guard step == 0 || unit == naturalUnit else {
            throw lexer.error(
                .invalidTime, trimmed(group), "'$\(name)' takes an offset in its own unit only",
                hint: "write the offset from \(TimeExpression(base).description) instead")
        }
        return TimeExpression(base, offset: offset + step, unit: unit)
    }

    /// The `$time` variables by ``timeVariableKey(_:)``, each with its period and how many of its
    /// own unit it is moved: the periods next to this one are written as mdfind's tables name
    /// them (`$time.tomorrow`, `$time.next_week`). `iso`'s period is replaced by its date.
    private static let timeVariables: [String: (base: TimeExpression.Base, step: Int)] = [
        "now": (.now, 0), "today": (.today, 0), "yesterday": (.yesterday, 0), "tomorrow": (.today, 1),
        "lastweek": (.lastWeek, 0), "thisweek": (.thisWeek, 0), "nextweek": (.thisWeek, 1),
        "thismonth": (.thisMonth, 0), "lastmonth": (.thisMonth, -1), "nextmonth": (.thisMonth, 1),
        "thisyear": (.thisYear, 0), "lastyear": (.thisYear, -1), "nextyear": (.thisYear, 1), "iso": (.now, 0),
    ]

    /// A `$time` variable's name in any case, with or without underscores (`this_week`, `thisweek`).
    private static func timeVariableKey(_ name: some StringProtocol) -> String {
        name.lowercased().filter { $0 != "_" }
    }

    /// The error for a value that is a `$time` variable without its `$time`, as a shell leaves
    /// `"… > $time.now(-3600)"` written in double quotes (`.now(-3600)`), or `nil`.
    private func timeVariableWithoutTime(_ token: QueryToken) -> QuerySyntaxError? {
        let text = lexer.text(token.range)
        // `$this_year`, as some scripts write `$time.this_year`.
        if text.hasPrefix("$"), Self.timeVariables[Self.timeVariableKey(text.dropFirst())] != nil {
            return lexer.error(
                .invalidTime, token.range, "'\(text)' is no $time value",
                hint: "write $time.\(text.dropFirst())")
        }
        guard text.hasPrefix("."), Self.timeVariables[Self.timeVariableKey(text.dropFirst())] != nil else {
            return nil
        }
        return lexer.error(
            .invalidTime, token.range, "'\(text)' is '$time\(text)' without its '$time'",
            hint:
                "a shell replaces $time in double quotes: quote the query with single quotes, or write \\$time"
        )
    }

    private func trimmed(_ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, lexer.scalars[lower].properties.isWhitespace { lower += 1 }
        while upper > lower, lexer.scalars[upper - 1].properties.isWhitespace { upper -= 1 }
        return lower..<upper
    }

    private func timeOffset(
        _ group: Range<Int>, naturalUnit: TimeExpression.Unit
    ) throws(QuerySyntaxError) -> (Int, TimeExpression.Unit) {
        let range = trimmed(group)
        let scalars = lexer.scalars
        let hint = "write an integer, optionally with a unit: (-1), (-30d), (2w), (+1M), (-1Y)"
        func invalid(_ message: String, hint: String = hint) -> QuerySyntaxError {
            lexer.error(
                .invalidTime, range.isEmpty ? group.lowerBound - 1..<group.upperBound + 1 : range, message,
                expected: "an offset", hint: hint)
        }
        var position = range.lowerBound
        var sign = 1
        if position < range.upperBound, scalars[position] == "+" || scalars[position] == "-" {
            sign = scalars[position] == "-" ? -1 : 1
            position += 1
        }
        var magnitude = 0
        let digitsStart = position
        while position < range.upperBound, ("0"..."9").contains(scalars[position]) {
            // Capped well above every unit's limit so the multiplication cannot overflow.
            magnitude = min(magnitude * 10 + Int(scalars[position].value) - 48, 1_000_000_000_000)
            position += 1
        }
        guard position > digitsStart else {
            throw invalid(range.isEmpty ? "empty offset" : "invalid offset '\(lexer.text(range))'")
        }
        // A product written out (`-7*24*60*60`): the hint gives the number it comes to.
        let written = lexer.text(range)
        if written.contains("*") {
            let factors = written.split(separator: "*").map { Int(String($0.filter { !$0.isWhitespace })) }
            if factors.count > 1,
                let value = factors.reduce(
                    1,
                    { product, factor in
                        guard let product, let factor else { return nil }
                        let (result, overflow) = product.multipliedReportingOverflow(by: factor)
                        return overflow ? nil : result
                    })
            {
                let days = value % 86_400 == 0 ? " or (\(value / 86_400)d)" : ""
                throw invalid(
                    "an offset is one number, not '\(written)'", hint: "write (\(value))\(days)")
            }
        }
        var unit = naturalUnit
        if position < range.upperBound {
            switch scalars[position] {
            case "s", "S": unit = .second
            case "h", "H": unit = .hour
            case "d", "D": unit = .day
            case "w", "W": unit = .week
            case "M": unit = .month
            case "y", "Y": unit = .year
            case "m":
                throw invalid(
                    "ambiguous offset unit 'm'",
                    hint: "use M for months; for minutes use seconds, like (-300s)")
            default:
                throw invalid("invalid offset '\(lexer.text(range))'")
            }
            position += 1
        }
        guard position == range.upperBound else { throw invalid("invalid offset '\(lexer.text(range))'") }
        guard magnitude <= TimeExpression.maximumOffset(for: unit) else {
            throw invalid("offset too large", hint: "offsets may span at most about 10,000 years")
        }
        return (sign * magnitude, unit)
    }

    /// Parses `YYYY-MM-DD[(T| )HH:MM[:SS[.fraction]][Z|±HH[:MM]]]`, optionally quoted.
    private func isoDate(_ group: Range<Int>) throws(QuerySyntaxError) -> TimeExpression.ISODate {
        var range = trimmed(group)
        let scalars = lexer.scalars
        if range.count >= 2, scalars[range.lowerBound] == "\"" || scalars[range.lowerBound] == "'",
            scalars[range.upperBound - 1] == scalars[range.lowerBound]
        {
            range = trimmed(range.lowerBound + 1..<range.upperBound - 1)
        }
        func invalid() -> QuerySyntaxError {
            var hint = "write $time.iso(2025-03-01) or $time.iso(\"2025-03-01T10:00:00Z\")"
            // Scripts hand a Unix time to `$time.iso` (seconds since 1970): say which date it is.
            let text = lexer.text(range)
            if (9...10).contains(text.count), text.allSatisfy({ $0.isASCII && $0.isNumber }),
                let seconds = Double(text),
                let date = ISO8601.string(unixSeconds: seconds)
            {
                hint = "\(text) looks like Unix time, \(date); write $time.iso(\(date))"
            }
            return lexer.error(
                .invalidTime, range.isEmpty ? group.lowerBound - 1..<group.upperBound + 1 : range,
                "invalid ISO 8601 date '\(text)'", expected: "an ISO 8601 date", hint: hint)
        }
        guard let date = TimeExpression.ISODate(String(String.UnicodeScalarView(scalars[range]))) else {
            throw invalid()
        }
        return date
    }
}

extension TimeExpression.ISODate {
    /// Reads `YYYY-MM-DD[(T| )HH:MM[:SS[.fraction]][Z|±HH[:MM]]]`; `nil` for anything else, or
    /// a day that does not exist.
    init?(_ text: String) {
        // A year with a sign or other than four digits is valid ISO 8601 but not a query date.
        guard let components = ISO8601.components(from: text), components.yearSign == nil,
            components.yearDigitCount == 4
        else { return nil }
        self.init(year: Int(components.year), month: Int(components.month), day: Int(components.day))
        if let time = components.time {
            // Nanoseconds: the first nine fraction digits, padded to nine.
            let nanosecondDigits = time.fractionDigits.prefix(9)
            let nanosecond = Int(nanosecondDigits + String(repeating: "0", count: 9 - nanosecondDigits.count))
            self.time = Time(
                hour: Int(time.hour), minute: Int(time.minute), second: Int(time.second ?? 0),
                nanosecond: nanosecond ?? 0)
            self.utcOffset = components.utcOffset.map { Int($0.seconds) }
        }
        guard isValid else { return nil }
    }
}

extension QueryExpression {
    /// The deepest nesting of parentheses and `!` that ``parse(_:)`` accepts.
    public static let maximumNestingDepth = 256

    /// The most clauses (comparisons, `InRange`s, search words and constants) a query may hold; a longer
    /// query is rejected as too complex (``QuerySyntaxError/Kind-swift.enum/queryTooComplex``), which
    /// bounds the work one query can cause.
    public static let maximumClauseCount = 1_000

    /// The most words (as the index splits text into words) the values of a query may hold together.
    public static let maximumTermCount = 4_000

    /// `operands` joined by `&&`, with nested `&&` nodes spliced in so equal conjunctions compare equal.
    static func and(flattening operands: [QueryExpression]) -> QueryExpression {
        var flat: [QueryExpression] = []
        for operand in operands {
            if case .and(let inner) = operand { flat.append(contentsOf: inner) } else { flat.append(operand) }
        }
        return flat.count == 1 ? flat[0] : .and(flat)
    }

    /// `operands` joined by `||`, with nested `||` nodes spliced in so equal disjunctions compare equal.
    static func or(flattening operands: [QueryExpression]) -> QueryExpression {
        var flat: [QueryExpression] = []
        for operand in operands {
            if case .or(let inner) = operand { flat.append(contentsOf: inner) } else { flat.append(operand) }
        }
        return flat.count == 1 ? flat[0] : .or(flat)
    }
}

/// An expression the generator reads (an attribute argument, an initial value, a getter that
/// returns one expression), parsed once by the scanner into the few shapes the analyzer needs.
/// Anything else is ``Shape-swift.enum/other``; its tokens stay available for rendering and for
/// the compiler to judge.
struct Expression: Sendable, Hashable {
    indirect enum Shape: Sendable, Hashable {
        /// A string literal, as written (quotes, pounds and interpolations included).
        case string(String)
        /// A number literal, as written.
        case number(String)
        /// `true` or `false`.
        case bool(Bool)
        /// `name`, `Type.member`, `Module.Type.member`; an implicit member `.member` starts with "".
        case name([String])
        /// `\.name` (no root) or `\Root.name`: the components after the backslash, the root's
        /// included, and whether the path starts at an implicit root.
        case keyPath(components: [String], hasImplicitRoot: Bool)
        /// `Callee(…)`, `Module.Type<T>.init(…)` or `.init(…)`: the callee's names (generic
        /// arguments left out; "" first for an implicit member), the arguments, and the tokens of
        /// the parenthesized argument clause.
        case call(callee: [String], arguments: [Argument], argumentClause: [Token])
        /// `[a, b, …]`.
        case array([Expression])
        /// `expression!`.
        case forceUnwrapped(Expression)
        /// Anything else.
        case other
    }

    var shape: Shape
    /// The tokens the expression was parsed from.
    var tokens: [Token]

    /// The expression inside any `!`.
    var unwrapped: Expression {
        if case .forceUnwrapped(let inner) = shape { return inner.unwrapped }
        return self
    }
}

/// Parses token runs of one file into ``Expression``s and argument lists.
struct ExpressionParser {
    let file: SourceFile

    func parse(_ tokens: [Token]) -> Expression {
        Expression(shape: shape(of: tokens), tokens: tokens)
    }

    /// Splits the tokens between a call's parentheses at top-level commas into (optionally
    /// labelled) arguments.
    func arguments(_ tokens: [Token]) -> [Argument] {
        splitAtTopLevelCommas(tokens).map { tokens in
            if tokens.count > 2, tokens[0].kind == .identifier, text(tokens[1]) == ":" {
                let value = Array(tokens[2...])
                return Argument(
                    label: text(tokens[0]), location: tokens[0].location, value: value,
                    expression: parse(value))
            }
            return Argument(
                label: nil, location: tokens[0].location, value: tokens, expression: parse(tokens))
        }
    }

    // MARK: Shapes

    private func text(_ token: Token) -> String { file.text(token.range) }

    private func shape(of tokens: [Token]) -> Expression.Shape {
        guard let first = tokens.first, let last = tokens.last else { return .other }
        if tokens.count == 1 {
            switch first.kind {
            case .string: return .string(text(first))
            case .number: return .number(text(first))
            case .identifier where ["true", "false"].contains(text(first)):
                return .bool(text(first) == "true")
            default: break
            }
        }
        if tokens.count > 1, last.kind == .punctuation, text(last) == "!" {
            let inner = parse(Array(tokens.dropLast()))
            return inner.shape == .other ? .other : .forceUnwrapped(inner)
        }
        if text(first) == "\\" { return keyPath(tokens) }
        if text(first) == "[", closingIndex(of: 0, in: tokens) == tokens.count - 1 {
            let elements = splitAtTopLevelCommas(Array(tokens[1..<(tokens.count - 1)]))
            return .array(elements.map(parse))
        }
        return nameOrCall(tokens)
    }

    /// `\.a.b` or `\Root.a`: names separated by dots, nothing else.
    private func keyPath(_ tokens: [Token]) -> Expression.Shape {
        guard tokens.count >= 2 else { return .other }
        let hasImplicitRoot = text(tokens[1]) == "."
        var components: [String] = []
        var expectsName = !hasImplicitRoot
        for token in tokens.dropFirst() {
            if expectsName {
                guard token.kind == .identifier else { return .other }
                components.append(text(token).filter { $0 != "`" })
            } else if text(token) != "." {
                return .other
            }
            expectsName.toggle()
        }
        guard !expectsName, !components.isEmpty else { return .other }
        return .keyPath(components: components, hasImplicitRoot: hasImplicitRoot)
    }

    /// A dotted name, possibly with generic arguments, possibly called with one argument clause
    /// that ends the expression.
    private func nameOrCall(_ tokens: [Token]) -> Expression.Shape {
        var names: [String] = []
        var position = 0
        if text(tokens[0]) == "." {
            names.append("")
            position = 1
        }
        var hasGenerics = false
        while position < tokens.count, tokens[position].kind == .identifier {
            names.append(text(tokens[position]))
            position += 1
            if position < tokens.count, text(tokens[position]) == "<" {
                guard let close = closingIndex(of: position, in: tokens) else { return .other }
                position = close + 1
                hasGenerics = true
            }
            guard position + 1 < tokens.count, text(tokens[position]) == ".",
                tokens[position + 1].kind == .identifier
            else { break }
            position += 1
        }
        guard !names.filter({ !$0.isEmpty }).isEmpty else { return .other }
        if position == tokens.count { return hasGenerics ? .other : .name(names) }
        guard text(tokens[position]) == "(", closingIndex(of: position, in: tokens) == tokens.count - 1 else {
            return .other
        }
        let clause = Array(tokens[position...])
        return .call(
            callee: names, arguments: arguments(Array(clause.dropFirst().dropLast())), argumentClause: clause)
    }

    /// The position of the bracket closing the one at `open` (`(`, `[`, `{` or `<`).
    private func closingIndex(of open: Int, in tokens: [Token]) -> Int? {
        let pairs = ["(": ")", "[": "]", "{": "}", "<": ">"]
        guard let closer = pairs[text(tokens[open])] else { return nil }
        let opener = text(tokens[open])
        var depth = 0
        for position in open..<tokens.count where tokens[position].kind == .punctuation {
            let word = text(tokens[position])
            // The `>` of `->` in a generic argument's function type closes nothing.
            if word == ">", position > 0, text(tokens[position - 1]) == "-" { continue }
            if word == opener || (opener != "<" && ["(", "[", "{"].contains(word)) {
                depth += 1
            } else if word == closer || (opener != "<" && [")", "]", "}"].contains(word)) {
                depth -= 1
                if depth == 0 { return position }
            }
        }
        return nil
    }

    private func splitAtTopLevelCommas(_ tokens: [Token]) -> [[Token]] {
        var parts: [[Token]] = []
        var current: [Token] = []
        var depth = 0
        for token in tokens {
            let word = token.kind == .punctuation ? text(token) : ""
            if ["(", "[", "{"].contains(word) { depth += 1 }
            if [")", "]", "}"].contains(word) { depth -= 1 }
            if depth == 0 && word == "," {
                if !current.isEmpty { parts.append(current) }
                current = []
            } else {
                current.append(token)
            }
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }
}

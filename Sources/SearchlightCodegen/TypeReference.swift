/// A type as written in a declaration, parsed just enough to check it against an attribute.
indirect enum TypeReference: Sendable, Hashable, CustomStringConvertible {
    /// A nominal type with generic arguments; `Swift.` and `Foundation.` prefixes removed.
    case named(String, [TypeReference])
    case optional(TypeReference)
    case array(TypeReference)
    case dictionary(TypeReference, TypeReference)
    /// Tuples, functions, `some`/`any` types and compositions, as written.
    case other(String)

    var description: String {
        switch self {
        case .named(let name, let arguments):
            arguments.isEmpty ? name : name + "<" + arguments.map(\.description).joined(separator: ", ") + ">"
        case .optional(let wrapped): "\(wrapped)?"
        case .array(let element): "[\(element)]"
        case .dictionary(let key, let value): "[\(key): \(value)]"
        case .other(let text): text
        }
    }

    /// The type without optionals.
    var unwrapped: TypeReference {
        if case .optional(let wrapped) = self { return wrapped.unwrapped }
        return self
    }

    var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// Parses the tokens of a type annotation; anything not understood becomes `.other`.
    static func parse(_ tokens: ArraySlice<Token>, in file: SourceFile) -> TypeReference? {
        guard !tokens.isEmpty else { return nil }
        var parser = TypeParser(tokens: Array(tokens), file: file)
        if let type = parser.parseType(), parser.index == parser.tokens.count {
            return type
        }
        let first = tokens[tokens.startIndex].range.lowerBound
        let last = tokens[tokens.endIndex - 1].range.upperBound
        return .other(file.text(first..<last))
    }
}

private struct TypeParser {
    let tokens: [Token]
    let file: SourceFile
    var index = 0
    private var depth = 0

    init(tokens: [Token], file: SourceFile) {
        self.tokens = tokens
        self.file = file
    }

    private func text(_ token: Token) -> String { file.text(token.range) }

    private func isPunctuation(_ character: Character, at position: Int) -> Bool {
        position < tokens.count && tokens[position].kind == .punctuation
            && text(tokens[position]) == String(character)
    }

    mutating func parseType() -> TypeReference? {
        // Types nested deeper than real code are left as written, so recursion stays shallow.
        guard depth < 32 else { return nil }
        depth += 1
        defer { depth -= 1 }
        guard var type = parsePrimary() else { return nil }
        while index < tokens.count, isPunctuation("?", at: index) || isPunctuation("!", at: index) {
            index += 1
            type = .optional(type)
        }
        return type
    }

    private mutating func parsePrimary() -> TypeReference? {
        guard index < tokens.count else { return nil }
        if isPunctuation("[", at: index) {
            index += 1
            guard let element = parseType() else { return nil }
            if isPunctuation(":", at: index) {
                index += 1
                guard let value = parseType(), isPunctuation("]", at: index) else { return nil }
                index += 1
                return .dictionary(element, value)
            }
            guard isPunctuation("]", at: index) else { return nil }
            index += 1
            return .array(element)
        }
        if isPunctuation("(", at: index) {
            index += 1
            guard let inner = parseType(), isPunctuation(")", at: index) else { return nil }
            index += 1
            return inner
        }
        guard tokens[index].kind == .identifier else { return nil }
        var components: [String] = []
        var arguments: [TypeReference] = []
        while index < tokens.count, tokens[index].kind == .identifier {
            let word = text(tokens[index])
            if word == "some" || word == "any" || word == "inout" { return nil }
            components.append(word.filter { $0 != "`" })
            index += 1
            arguments = []
            if isPunctuation("<", at: index) {
                index += 1
                while true {
                    guard let argument = parseType() else { return nil }
                    arguments.append(argument)
                    if isPunctuation(",", at: index) {
                        index += 1
                    } else {
                        break
                    }
                }
                guard isPunctuation(">", at: index) else { return nil }
                index += 1
            }
            guard isPunctuation(".", at: index), index + 1 < tokens.count,
                tokens[index + 1].kind == .identifier
            else {
                break
            }
            index += 1
        }
        if components.count > 1, components[0] == "Swift" || components[0] == "Foundation" {
            components.removeFirst()
        }
        let name = components.joined(separator: ".")
        switch (name, arguments.count) {
        case ("Optional", 1): return .optional(arguments[0])
        case ("Array", 1): return .array(arguments[0])
        case ("Dictionary", 2): return .dictionary(arguments[0], arguments[1])
        default: return .named(name, arguments)
        }
    }
}

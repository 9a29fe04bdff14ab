/// Finds the type declarations and their properties in a file's tokens.
///
/// Scans declaration scopes (file scope, type and extension bodies) and skips code bodies
/// (functions, accessors, closures) as balanced token groups, so a wrapper inside a function
/// is never taken for a member. Tracks `#if` blocks per scope. Tolerates any token sequence:
/// every step consumes at least one token.
struct DeclarationScanner {
    private let file: SourceFile
    private let tokens: [Token]
    private var index = 0
    private var types: [TypeDeclaration] = []
    private var localWrappers: [SourceLocation] = []
    /// `#if` blocks opened beyond ``maximumNesting``, which are not tracked.
    private var untrackedConditions = 0

    private init(file: SourceFile, tokens: [Token]) {
        self.file = file
        self.tokens = tokens
    }

    /// Scans one file.
    static func scan(_ file: SourceFile) -> ScannedFile {
        let (tokens, problems) = Lexer.tokenize(file.bytes)
        var scanner = DeclarationScanner(file: file, tokens: tokens)
        let globals = scanner.scanScope(parent: nil, conditions: [])
        return ScannedFile(
            file: file, types: scanner.types, globals: globals, localWrappers: scanner.localWrappers,
            problems: problems)
    }

    /// The type whose body is being scanned.
    private struct Parent {
        var depth: Int
        var qualifiedName: String
        var access: AccessLevel
        var defaultMemberAccess: AccessLevel?
    }

    private static let maximumNesting = 64
    private static let typeKeywords: Set<String> = [
        "struct", "class", "enum", "actor", "protocol", "extension",
    ]
    private static let functionKeywords: Set<String> = ["func", "init", "deinit", "subscript"]
    private static let statementKeywords: Set<String> = [
        "typealias", "associatedtype", "import", "operator", "precedencegroup", "macro", "case",
    ]
    private static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "package", "open", "final", "static", "mutating",
        "nonmutating", "lazy", "weak", "unowned", "override", "convenience", "required", "dynamic",
        "nonisolated",
        "distributed", "indirect", "optional", "prefix", "postfix", "infix", "consuming", "borrowing",
        "__consuming", "isolated", "sending",
    ]

    // MARK: Token helpers

    private func text(_ token: Token) -> String { file.text(token.range) }

    private func word(at position: Int) -> String? {
        guard position < tokens.count, tokens[position].kind == .identifier else { return nil }
        return text(tokens[position])
    }

    private func isPunctuation(_ byte: Character, at position: Int) -> Bool {
        guard position < tokens.count, tokens[position].kind == .punctuation else { return false }
        return file.bytes[tokens[position].range.lowerBound] == byte.asciiValue
    }

    /// Whether a token begins a declaration or directive, which ends the statement before it
    /// when it starts a line.
    private func startsDeclaration(at position: Int) -> Bool {
        let token = tokens[position]
        switch token.kind {
        case .pound: return true
        case .punctuation: return isPunctuation("@", at: position) || isPunctuation("}", at: position)
        case .identifier:
            guard let word = word(at: position) else { return false }
            return DeclarationScanner.typeKeywords.contains(word)
                || DeclarationScanner.functionKeywords.contains(word)
                || DeclarationScanner.statementKeywords.contains(word)
                || DeclarationScanner.modifiers.contains(word)
                || word == "var" || word == "let"
        default: return false
        }
    }

    /// Skips a balanced `(…)`, `[…]` or `{…}` group starting at `index`, noting `@Property`
    /// attributes inside it, which are function-local.
    private mutating func skipGroup() {
        var depth = 0
        repeat {
            let token = tokens[index]
            if token.kind == .punctuation {
                switch file.bytes[token.range.lowerBound] {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
                case UInt8(ascii: "@"):
                    if isPropertyWrapperName(at: index + 1) { localWrappers.append(token.location) }
                default: break
                }
            }
            index += 1
        } while depth > 0 && index < tokens.count
    }

    private func isPropertyWrapperName(at position: Int) -> Bool {
        if word(at: position) == "Property" { return !isPunctuation(".", at: position + 1) }
        return word(at: position) == "Searchlight" && isPunctuation(".", at: position + 1)
            && word(at: position + 2) == "Property"
    }

    private func isOpening(at position: Int) -> Bool {
        isPunctuation("(", at: position) || isPunctuation("[", at: position)
            || isPunctuation("{", at: position)
    }

    /// Skips to the end of a statement: a `;`, a closing `}` of the scope, or a line that
    /// starts a new declaration. Returns the skipped tokens.
    @discardableResult
    private mutating func skipStatement(stopAtComma: Bool = false) -> [Token] {
        let start = index
        while index < tokens.count {
            if index > start, tokens[index].startsLine, startsDeclaration(at: index) { break }
            if isPunctuation(";", at: index) || isPunctuation("}", at: index) || isPunctuation(")", at: index)
                || isPunctuation("]", at: index)
            {
                break
            }
            if stopAtComma, isPunctuation(",", at: index) { break }
            // `var x = 1 { didSet { … } }`: the braces hold observers, not a trailing closure.
            if stopAtComma, isPunctuation("{", at: index), let next = word(at: index + 1),
                next == "willSet" || next == "didSet"
            {
                break
            }
            if isOpening(at: index) {
                skipGroup()
            } else {
                index += 1
            }
        }
        return Array(tokens[start..<index])
    }

    // MARK: Scopes

    /// Scans declarations until the `}` closing the scope (left unconsumed) or the end.
    private mutating func scanScope(parent: Parent?, conditions: [ConditionalClause]) -> [PropertyDeclaration]
    {
        var members: [PropertyDeclaration] = []
        var open: [ConditionalClause] = []
        while index < tokens.count {
            let token = tokens[index]
            if isPunctuation("}", at: index) {
                if parent != nil { return members }
                index += 1
                continue
            }
            if token.kind == .pound {
                scanDirective(&open)
                continue
            }
            if isPunctuation(";", at: index) {
                index += 1
                continue
            }
            let start = index
            var attributes: [AttributeUsage] = []
            var access: AccessLevel?
            var isStatic = false
            var isFinal = false
            while index < tokens.count {
                if isPunctuation("@", at: index) {
                    attributes.append(scanAttribute())
                } else if let word = word(at: index), DeclarationScanner.modifiers.contains(word) {
                    index += 1
                    if isPunctuation("(", at: index), !tokens[index].startsLine {
                        // `private(set)` restricts the setter only; `unowned(safe)` says nothing of access.
                        skipGroup()
                        continue
                    }
                    if let level = AccessLevel(keyword: word) { access = level }
                    if word == "static" { isStatic = true }
                    if word == "final" { isFinal = true }
                } else if word(at: index) == "class", let next = word(at: index + 1),
                    DeclarationScanner.modifiers.contains(next) || next == "var" || next == "let"
                        || next == "func"
                        || next == "subscript"
                {
                    isStatic = true
                    index += 1
                } else {
                    break
                }
            }
            guard index < tokens.count else { break }
            let clauses = conditions + open
            if let keyword = word(at: index) {
                if DeclarationScanner.typeKeywords.contains(keyword),
                    keyword == "extension" || word(at: index + 1) != nil
                {
                    scanType(
                        keyword: keyword, attributes: attributes.map(\.name), access: access,
                        isFinal: isFinal,
                        parent: parent, conditions: clauses)
                    continue
                }
                if keyword == "var" || keyword == "let" {
                    let defaultAccess = access ?? parent?.defaultMemberAccess
                    members += scanProperty(
                        attributes: attributes, access: defaultAccess, isStatic: isStatic, conditions: open)
                    continue
                }
                if DeclarationScanner.functionKeywords.contains(keyword) {
                    skipFunction()
                    continue
                }
                if DeclarationScanner.statementKeywords.contains(keyword) {
                    index += 1
                    skipStatement()
                    continue
                }
            }
            if index == start || !attributes.isEmpty {
                // A statement (top-level code) or stray token: skip it, with any group it opens.
                if isOpening(at: index) {
                    skipGroup()
                } else if index == start {
                    index += 1
                }
            }
        }
        return members
    }

    /// Handles `#if`, `#elseif`, `#else`, `#endif`; skips other `#` directives and macros.
    private mutating func scanDirective(_ open: inout [ConditionalClause]) {
        let directive = text(tokens[index])
        index += 1
        if untrackedConditions > 0 || (directive == "#if" && open.count >= DeclarationScanner.maximumNesting)
        {
            switch directive {
            case "#if": untrackedConditions += 1
            case "#endif": untrackedConditions -= 1
            default: break
            }
            _ = restOfLine()
            return
        }
        switch directive {
        case "#if", "#elseif":
            let condition = restOfLine()
            if directive == "#if" || open.isEmpty {
                open.append(ConditionalClause(conditions: [condition], isElse: false))
            } else {
                open[open.count - 1].conditions.append(condition)
            }
        case "#else":
            if open.isEmpty {
                open.append(ConditionalClause(conditions: ["false"], isElse: true))
            } else {
                open[open.count - 1].isElse = true
            }
        case "#endif":
            if !open.isEmpty { open.removeLast() }
        default:
            if isPunctuation("(", at: index), !tokens[index].startsLine { skipGroup() }
            if isPunctuation("{", at: index) { skipGroup() }
        }
    }

    /// The source text of the tokens up to the end of the line.
    private mutating func restOfLine() -> String {
        let start = index
        while index < tokens.count, !tokens[index].startsLine { index += 1 }
        guard index > start else { return "" }
        return file.text(tokens[start].range.lowerBound..<tokens[index - 1].range.upperBound)
    }

    private mutating func scanAttribute() -> AttributeUsage {
        let location = tokens[index].location
        index += 1
        var name = ""
        while let word = word(at: index) {
            name += word
            index += 1
            guard isPunctuation(".", at: index), self.word(at: index + 1) != nil else { break }
            name += "."
            index += 1
        }
        if isPunctuation("<", at: index) { skipAngles() }
        var arguments: [Argument]?
        if !name.isEmpty, isPunctuation("(", at: index), !tokens[index].startsLine {
            arguments = scanArguments()
        }
        return AttributeUsage(name: name, location: location, arguments: arguments)
    }

    /// Parses a parenthesized argument list.
    private mutating func scanArguments() -> [Argument] {
        let groupStart = index
        skipGroup()
        return ExpressionParser(file: file).arguments(
            Array(tokens[(groupStart + 1)..<max(groupStart + 1, index - 1)]))
    }

    private mutating func skipAngles() {
        var depth = 0
        repeat {
            if isPunctuation("<", at: index) {
                depth += 1
            } else if isPunctuation(">", at: index), !isArrow(at: index) {
                depth -= 1
            } else if isPunctuation("{", at: index) || isPunctuation(";", at: index) {
                return
            }
            index += 1
        } while depth > 0 && index < tokens.count
    }

    /// Whether the `>` at `position` is part of `->`.
    private func isArrow(at position: Int) -> Bool {
        position > 0 && isPunctuation("-", at: position - 1)
            && tokens[position - 1].range.upperBound == tokens[position].range.lowerBound
    }

    private mutating func skipFunction() {
        let start = index
        index += 1
        while index < tokens.count {
            if index > start + 1, tokens[index].startsLine, startsDeclaration(at: index) { return }
            if isPunctuation("{", at: index) {
                skipGroup()
                return
            }
            if isPunctuation("}", at: index) || isPunctuation(";", at: index) { return }
            if isOpening(at: index) {
                skipGroup()
            } else {
                index += 1
            }
        }
    }

    // MARK: Types

    private mutating func scanType(
        keyword: String, attributes: [String], access: AccessLevel?, isFinal: Bool, parent: Parent?,
        conditions: [ConditionalClause]
    ) {
        index += 1
        guard index < tokens.count, tokens[index].kind == .identifier else { return }
        let location = tokens[index].location
        var name = ""
        var isGeneric = false
        while let word = word(at: index) {
            name += word.filter { $0 != "`" }
            index += 1
            if isPunctuation("<", at: index) {
                isGeneric = true
                skipAngles()
            }
            guard keyword == "extension", isPunctuation(".", at: index), self.word(at: index + 1) != nil
            else { break }
            name += "."
            index += 1
        }
        var inheritance: [String] = []
        if isPunctuation(":", at: index) {
            index += 1
            inheritance = scanInheritance()
        }
        while index < tokens.count, !isPunctuation("{", at: index) {
            if tokens[index].startsLine, startsDeclaration(at: index) { break }
            if isPunctuation("(", at: index) || isPunctuation("[", at: index) {
                skipGroup()
            } else {
                index += 1
            }
        }
        let kind = TypeDeclaration.Kind(rawValue: keyword) ?? .struct
        let qualifiedName = parent.map { $0.qualifiedName + "." + name } ?? name
        let enclosingAccess = parent?.access ?? .open
        var declaration = TypeDeclaration(
            kind: kind, name: name, qualifiedName: qualifiedName, path: file.path, location: location,
            access: access, enclosingAccess: enclosingAccess, isFinal: isFinal, isGeneric: isGeneric,
            attributes: attributes, inheritance: inheritance, conditions: conditions, members: [])
        let position = types.count
        types.append(declaration)
        guard isPunctuation("{", at: index) else { return }
        index += 1
        guard (parent?.depth ?? 0) < DeclarationScanner.maximumNesting else {
            // Nesting deeper than real code: skip the body so recursion cannot exhaust the stack.
            skipGroup()
            return
        }
        let own = Parent(
            depth: (parent?.depth ?? 0) + 1, qualifiedName: qualifiedName,
            access: declaration.effectiveAccess,
            defaultMemberAccess: kind == .extension ? access : nil)
        declaration.members = scanScope(parent: own, conditions: conditions)
        types[position].members = declaration.members
        if index < tokens.count { index += 1 }
    }

    /// Reads `A, B.C<D>, @unchecked Sendable` up to `where` or `{`.
    private mutating func scanInheritance() -> [String] {
        var names: [String] = []
        var current = ""
        var depth = 0
        while index < tokens.count {
            if depth == 0 {
                if isPunctuation("{", at: index) || word(at: index) == "where" { break }
                if tokens[index].startsLine, startsDeclaration(at: index), !isPunctuation("@", at: index) {
                    break
                }
            }
            if isPunctuation("<", at: index) {
                depth += 1
            } else if isPunctuation(">", at: index) {
                depth -= 1
            } else if depth == 0, isPunctuation(",", at: index) {
                if !current.isEmpty { names.append(current) }
                current = ""
            } else if depth == 0, isPunctuation("@", at: index) {
                index += 1
            } else if depth == 0, let word = word(at: index) {
                current = isPunctuation(".", at: index - 1) && !current.isEmpty ? current + "." + word : word
            } else if isPunctuation("(", at: index) || isPunctuation("[", at: index) {
                skipGroup()
                continue
            }
            index += 1
        }
        if !current.isEmpty { names.append(current) }
        return names
    }

    // MARK: Properties

    private mutating func scanProperty(
        attributes: [AttributeUsage], access: AccessLevel?, isStatic: Bool, conditions: [ConditionalClause]
    ) -> [PropertyDeclaration] {
        let keyword = tokens[index]
        let isLet = text(keyword) == "let"
        index += 1
        var properties: [PropertyDeclaration] = []
        while index < tokens.count {
            guard let spelling = word(at: index) else {
                // A tuple pattern or garbage: nothing to map.
                skipStatement()
                break
            }
            let location = tokens[index].location
            index += 1
            var type: TypeReference?
            if isPunctuation(":", at: index) {
                index += 1
                let start = index
                scanTypeAnnotation()
                type = TypeReference.parse(tokens[start..<index], in: file)
            }
            var initializer: [Token] = []
            if isPunctuation("=", at: index) {
                index += 1
                initializer = skipStatement(stopAtComma: true)
            }
            var accessorBody: [Token] = []
            var isComputed = false
            if isPunctuation("{", at: index) {
                let start = index
                skipGroup()
                accessorBody = Array(tokens[(start + 1)..<max(start + 1, index - 1)])
                let first = accessorBody.first.map(text)
                isComputed = first != "willSet" && first != "didSet"
            }
            var valueTokens = initializer.isEmpty && isComputed ? accessorBody : initializer
            if valueTokens.first.map(text) == "return" { valueTokens.removeFirst() }
            properties.append(
                PropertyDeclaration(
                    name: spelling.filter { $0 != "`" }, spelling: spelling, location: location,
                    keywordLocation: keyword.location, isLet: isLet, isStatic: isStatic, access: access,
                    type: type,
                    initializer: initializer, accessorBody: accessorBody,
                    value: ExpressionParser(file: file).parse(valueTokens), isComputed: isComputed,
                    attributes: attributes, conditions: conditions))
            guard isPunctuation(",", at: index) else { break }
            index += 1
        }
        return properties
    }

    /// Skips a type annotation: up to `=`, `{`, `,`, `;` or a new line, with brackets balanced.
    private mutating func scanTypeAnnotation() {
        let start = index
        var depth = 0
        while index < tokens.count {
            if depth == 0 {
                if index > start, tokens[index].startsLine { return }
                if isPunctuation("=", at: index) || isPunctuation("{", at: index)
                    || isPunctuation(",", at: index)
                    || isPunctuation(";", at: index) || isPunctuation("}", at: index)
                {
                    return
                }
            }
            if isPunctuation("<", at: index) || isPunctuation("(", at: index) || isPunctuation("[", at: index)
            {
                depth += 1
            } else if (isPunctuation(">", at: index) && !isArrow(at: index)) || isPunctuation(")", at: index)
                || isPunctuation("]", at: index)
            {
                if depth == 0 { return }
                depth -= 1
            }
            index += 1
        }
    }
}

/// Turns the declarations of a whole target into entity models and diagnostics.
///
/// Finds every type that conforms to `IndexedEntity` (on its declaration, in an extension in
/// any file, or through a protocol of the target that refines it), collects its `@Property`
/// members and its `computedProperties` list, and checks each mapping against the attribute
/// table.
struct EntityAnalyzer {
    private(set) var entities: [EntityModel] = []
    private(set) var diagnostics: [Diagnostic] = []

    let files: [ScannedFile]
    let filesByPath: [String: SourceFile]
    let symbols: SymbolTable

    init(files: [ScannedFile]) {
        self.files = files
        self.filesByPath = Dictionary(
            files.map { ($0.file.path, $0.file) }, uniquingKeysWith: { first, _ in first })
        self.symbols = SymbolTable(files: files)
    }

    mutating func analyze() {
        for file in files {
            for problem in file.problems {
                warn(file.file.path, problem.location, problem.message)
            }
            for location in file.localWrappers {
                warn(
                    file.file.path, location,
                    "'@Property' inside a function body maps nothing; declare the property in the entity type"
                )
            }
        }
        let names = symbols.declarations.keys.sorted { lhs, rhs in
            let left = symbols.primaryLocation(of: lhs)
            let right = symbols.primaryLocation(of: rhs)
            return (left.path, left.location, lhs) < (right.path, right.location, rhs)
        }
        for name in names {
            analyzeType(named: name)
        }
        diagnostics.sort { ($0.path, $0.location, $0.message) < ($1.path, $1.location, $1.message) }
    }

    // MARK: Entities

    mutating func analyzeType(named name: String) {
        guard let group = symbols.declarations[name],
            let primary = group.first(where: { $0.kind != .extension }),
            [.struct, .class, .enum, .actor].contains(primary.kind)
        else { return }
        let conformances = group.filter { declaration in
            declaration.inheritance.contains { symbols.indexedProtocols.contains(SymbolTable.baseName($0)) }
        }
        let inheritsConformance =
            primary.kind == .class && conformances.isEmpty
            && symbols.conforms(name, to: symbols.indexedProtocols)
        guard !conformances.isEmpty || inheritsConformance else { return }

        if !symbols.hasIdentifier(name) {
            error(
                primary.path, primary.location,
                "type '\(primary.name)' conforms to 'IndexedEntity' but declares no 'id' property; add one, "
                    + "such as 'let id: String'")
        }
        var properties: [MappedProperty] = []
        var keys: [String: MappedKey] = [:]
        for member in primary.members where member.attributes.contains(where: isPropertyWrapper) {
            if let property = analyzeStored(member, in: primary, keys: &keys) {
                properties.append(property)
            }
        }
        var runtimeComputed = false
        for declaration in group {
            for member in declaration.members {
                guard let attribute = member.attributes.first(where: Self.isComputedPropertyAttribute) else {
                    continue
                }
                if let property = analyzeComputedAttribute(
                    attribute, on: member, in: declaration, entity: name, keys: &keys)
                {
                    properties.append(property)
                }
            }
            for member in declaration.members where member.isStatic && member.name == "computedProperties" {
                if let computed = analyzeComputedList(member, in: declaration, entity: name, keys: &keys) {
                    properties += computed
                } else {
                    runtimeComputed = true
                    warn(
                        declaration.path, member.location,
                        "'computedProperties' of '\(primary.name)' is not a list of 'ComputedProperty(...)' the "
                            + "generator can read; the generated code applies it at run time")
                }
            }
        }

        if inheritsConformance {
            warn(
                primary.path, primary.location,
                "class '\(primary.name)' inherits its 'IndexedEntity' conformance; its superclass's generated code "
                    + "cannot convert it, so reflection is used")
            return
        }
        if primary.kind == .actor {
            warn(
                primary.path, primary.location,
                "actor '\(primary.name)' keeps its properties isolated, so generated code cannot read them; "
                    + "reflection is used")
            return
        }
        if primary.kind == .class && !primary.isFinal {
            warn(
                primary.path, primary.location,
                "class '\(primary.name)' is not final, so generated code could miss a subclass's properties; "
                    + "mark it 'final' to get generated code (reflection is used until then)")
            return
        }
        let access = group.map(\.effectiveAccess).min() ?? .internal
        guard primary.effectiveAccess > .fileprivate else {
            warn(
                primary.path, primary.location,
                "type '\(primary.name)' is \(primary.effectiveAccess == .private ? "private" : "fileprivate"); the "
                    + "generated extension in another file cannot see it, so reflection is used; make it internal"
            )
            return
        }
        let isolation = isolationAttribute(primary: primary, conformances: conformances)
        let conformance = conformances.first { $0.kind != .extension } ?? conformances.first ?? primary
        var conditions = primary.conditions
        for clause in conformance.conditions where !conditions.contains(clause) {
            conditions.append(clause)
        }
        let origin = (primary.path.split(separator: "/").last.map(String.init) ?? primary.path)
        entities.append(
            EntityModel(
                typeName: name, origin: "\(origin):\(primary.location.line)",
                access: min(access, primary.effectiveAccess),
                conditions: conditions, conformanceAttribute: isolation,
                isGeneric: group.contains(where: \.isGeneric), properties: properties,
                appliesComputedPropertiesAtRunTime: runtimeComputed))
    }

    /// `@preconcurrency` for a type isolated to a global actor: its members, the generated ones
    /// included, are isolated too, so it can adopt the nonisolated `IndexedEntity` only that way
    /// (an isolated conformance cannot satisfy a `Sendable` protocol).
    func isolationAttribute(primary: TypeDeclaration, conformances: [TypeDeclaration]) -> String? {
        let globalActors = Set(
            symbols.declarations.values.joined().filter {
                $0.kind == .actor && $0.attributes.contains("globalActor")
            }
            .map(\.name)
        ).union(["MainActor"])
        let isolated = ([primary] + conformances).contains { declaration in
            declaration.attributes.contains { globalActors.contains(SymbolTable.baseName($0)) }
        }
        return isolated ? "@preconcurrency" : nil
    }

    func isPropertyWrapper(_ attribute: AttributeUsage) -> Bool {
        attribute.name == "Property" || attribute.name == "Searchlight.Property"
    }

    func text(_ tokens: [Token], in path: String) -> String {
        guard let file = filesByPath[path] else { return "" }
        var text = ""
        var previousEnd: Int?
        var previous = ""
        for token in tokens {
            let word = file.text(token.range)
            // A line break inside brackets becomes nothing, not a space: `f(\n  a\n)` is `f(a)`.
            if let previousEnd, token.range.lowerBound > previousEnd, !["(", "["].contains(previous),
                ![")", "]"].contains(word)
            {
                text += " "
            }
            text += word
            previous = word
            previousEnd = token.range.upperBound
        }
        return text
    }

    /// Checks one `@Property` member; `nil` when it cannot be generated.
    mutating func analyzeStored(
        _ member: PropertyDeclaration, in type: TypeDeclaration, keys: inout [String: MappedKey]
    ) -> MappedProperty? {
        guard let wrapper = member.attributes.first(where: isPropertyWrapper) else { return nil }
        if member.isStatic {
            error(
                type.path, wrapper.location,
                "'@Property' cannot map static property '\(member.name)'; only instance properties are indexed"
            )
            return nil
        }
        if member.isLet {
            let message =
                type.kind == .class && !type.isFinal
                ? "'@Property' on a 'let' in non-final class '\(type.name)' is not supported; use 'var' and mark the "
                    + "class 'final'"
                : "'@Property' needs a 'var': property wrappers cannot wrap the 'let' '\(member.name)'"
            error(type.path, member.keywordLocation, message)
            return nil
        }
        guard isReadable(member, in: type.path, fix: "make it internal or use 'private(set)'") else {
            return nil
        }
        return mapped(
            member, arguments: wrapper.arguments ?? [], path: type.path, entity: type.qualifiedName,
            isComputed: false, keys: &keys)
    }

    /// Whether the generated code, in another file, can read `member`; reports it when not.
    mutating func isReadable(_ member: PropertyDeclaration, in path: String, fix: String) -> Bool {
        guard let access = member.access, access <= .fileprivate else { return true }
        error(
            path, member.location,
            "mapped property '\(member.name)' is \(access == .private ? "private" : "fileprivate"); the generated "
                + "code in another file cannot read it; \(fix)")
        return false
    }

    /// The mapping an attribute's `arguments` (`title:`, `indexingKey:` or `customIndexingKey:`)
    /// give the property `member` declared in `path`; `nil` when it cannot be generated.
    mutating func mapped(
        _ member: PropertyDeclaration, arguments: [Argument], path: String, entity: String, isComputed: Bool,
        keys: inout [String: MappedKey]
    ) -> MappedProperty? {
        let title = arguments.first { $0.label == "title" }.flatMap {
            metadataTitle($0.expression, in: path, entity: entity)
        }
        let value = MappedValue(
            name: member.name, typeText: typeText(member, in: path), type: member.type,
            valueClass: classOf(member, in: path, scope: entity), path: path, location: member.location)
        guard
            let target = mappingTarget(
                arguments, value: value, path: path, entity: entity, conditions: member.conditions,
                keys: &keys)
        else { return nil }
        return MappedProperty(
            name: member.name, spelling: member.spelling, title: title, isComputed: isComputed,
            conditions: member.conditions, target: target)
    }

    func classOf(_ member: PropertyDeclaration, in path: String, scope: String) -> ValueClass {
        let lookup = { (name: String) in symbols.declaredClass(name, from: scope) }
        if let type = member.type { return ValueClass.of(type, lookup: lookup) }
        return ValueClass.inferred(from: member.value, lookup: lookup)
    }

    func typeText(_ member: PropertyDeclaration?, in path: String) -> String {
        if let type = member?.type { return type.description }
        guard let member else { return "unknown" }
        switch ValueClass.inferred(from: member.value, lookup: { _ in nil }) {
        case .string: return "String"
        case .int: return "Int"
        case .double: return "Double"
        case .bool: return "Bool"
        case .array(.string): return "[String]"
        default:
            switch member.value.shape {
            // `Point()`, `Point(x: 1)` or `Kind.recipe`: the type is the first name.
            case .call(let callee, _, _) where callee.count == 1: return callee[0]
            case .name(let names) where names.count == 2 && !names[0].isEmpty: return names[0]
            default: return text(member.initializer, in: path)
            }
        }
    }

    // MARK: Titles and keys

    /// The title as a `Swift.String` expression for the metadata: a plain literal, the literal
    /// inside `LocalizedStringResource("…", comment: …)` (its `defaultValue:` if it has one), or
    /// `"\(expression)"` for an expression that names only declarations of the target; `nil` when
    /// the generated file could not evaluate it. A `LocalizedStringResource` call is never copied:
    /// the metadata holds a `String`, and Apple's form may name a type the file cannot see.
    func metadataTitle(_ expression: Expression, in path: String, entity: String) -> String? {
        switch expression.shape {
        case .string(let literal):
            return EntityAnalyzer.isPlainLiteral(literal) ? literal : nil
        case .call(let callee, let arguments, _) where EntityAnalyzer.isLocalizedStringResource(callee):
            guard
                let chosen = arguments.first(where: { $0.label == "defaultValue" })
                    ?? arguments.first(where: { $0.label == nil }),
                case .string(let literal) = chosen.expression.shape
            else { return nil }
            return EntityAnalyzer.isPlainLiteral(literal) ? literal : nil
        default:
            guard namesOnlyTargetDeclarations(expression.tokens, in: path, entity: entity) else { return nil }
            return "\"\\(" + text(expression.tokens, in: path) + ")\""
        }
    }

    /// `LocalizedStringResource(…)`, module-qualified or with `.init`, or `.init(…)` where the
    /// title's type is implied.
    static func isLocalizedStringResource(_ callee: [String]) -> Bool {
        var names = callee
        if names.count > 1, ["Foundation", "Searchlight", "SearchlightCompat"].contains(names[0]) {
            names.removeFirst()
        }
        if names.last == "init" { names.removeLast() }
        return names == ["LocalizedStringResource"] || names == [""]
    }

    /// Whether a string literal has no interpolation, so it means the same in any file.
    static func isPlainLiteral(_ literal: String) -> Bool {
        let pounds = String(literal.prefix { $0 == "#" })
        return !literal.contains("\\" + pounds + "(")
    }

    /// Whether every name an expression starts from is `Self`, a type or a file-scope value of
    /// the target that the generated file can read, and no member it reads is private.
    func namesOnlyTargetDeclarations(_ tokens: [Token], in path: String, entity: String) -> Bool {
        guard !tokens.isEmpty else { return false }
        let words = tokens.map { text([$0], in: path) }
        for (position, token) in tokens.enumerated() {
            switch token.kind {
            case .number, .punctuation: continue
            case .string: if !EntityAnalyzer.isPlainLiteral(words[position]) { return false }
            case .regex, .pound: return false
            case .identifier:
                let previous = position > 0 ? words[position - 1] : ""
                let next = position + 1 < words.count ? words[position + 1] : ""
                if previous == "." || (next == ":" && (previous == "(" || previous == ",")) { continue }
                let member = next == "." && position + 2 < words.count ? words[position + 2] : nil
                let word = words[position]
                if let type = word == "Self" ? entity : symbols.resolve(word, from: entity) {
                    guard let group = symbols.declarations[type],
                        group.allSatisfy({ $0.kind == .extension || $0.effectiveAccess > .fileprivate })
                    else { return false }
                    let hidden = group.flatMap(\.members).contains { found in
                        found.isStatic && found.name == member && (found.access ?? .internal) <= .fileprivate
                    }
                    if hidden { return false }
                } else if let global = symbols.globals[word] {
                    if (global.declaration.access ?? .internal) <= .fileprivate { return false }
                } else {
                    return false
                }
            }
        }
        return true
    }

    /// Core Spotlight's spellings of a custom attribute key's class.
    static let coreSpotlightKeyNames: Set<String> = [
        "CSCustomAttributeKey", "CoreSpotlight.CSCustomAttributeKey",
        "SearchlightCompat.CSCustomAttributeKey",
    ]

    /// The key expression as the generated file, which imports only Searchlight, can write it:
    /// `CSCustomAttributeKey(…)` becomes `Searchlight.CustomAttributeKey(…)` with the same
    /// arguments, and a stored `CSCustomAttributeKey` is read through its native key.
    func nativeKeyExpression(_ expression: Expression, in path: String, entity: String) -> String {
        let written = text(expression.tokens, in: path)
        if case .call(var callee, _, let clause) = expression.unwrapped.shape {
            if callee.last == "init" { callee.removeLast() }
            guard EntityAnalyzer.coreSpotlightKeyNames.contains(callee.joined(separator: ".")) else {
                return written
            }
            let unwraps = String(
                repeating: "!", count: expression.tokens.count - expression.unwrapped.tokens.count)
            return "Searchlight.CustomAttributeKey" + text(clause, in: path) + unwraps
        }
        if case .name(let names) = expression.shape,
            let (declaration, file) = symbols.staticValue(
                named: names.joined(separator: "."), entity: entity),
            declaresCoreSpotlightKey(declaration, in: file)
        {
            return written + ".customAttributeKey"
        }
        return written
    }

    func declaresCoreSpotlightKey(_ declaration: PropertyDeclaration, in path: String) -> Bool {
        if case .named(let name, _)? = declaration.type?.unwrapped {
            return EntityAnalyzer.coreSpotlightKeyNames.contains(name)
        }
        guard declaration.type == nil, case .call(var callee, _, _) = declaration.value.unwrapped.shape else {
            return false
        }
        if callee.last == "init" { callee.removeLast() }
        return EntityAnalyzer.coreSpotlightKeyNames.contains(callee.joined(separator: "."))
    }

    /// The key name of `CustomAttributeKey(keyName: "sku", …)!`, or the expression as written.
    func customKeyName(_ expression: Expression, in path: String) -> String {
        if case .call(_, let arguments, _) = expression.unwrapped.shape,
            case .string(let literal)? = arguments.first(where: { $0.label == "keyName" })?.expression.shape,
            literal.hasPrefix("\""), literal.count >= 2
        {
            return String(literal.dropFirst().dropLast())
        }
        return text(expression.tokens, in: path)
    }

    /// The roots a key path to an attribute may name: Core Spotlight's class spelling too.
    static let attributeSetNames: Set<String> = [
        "", "SearchableItemAttributeSet", "Searchlight.SearchableItemAttributeSet",
        "CSSearchableItemAttributeSet",
        "CoreSpotlight.CSSearchableItemAttributeSet", "SearchlightCompat.CSSearchableItemAttributeSet",
    ]

    /// The attribute name of `\.name` or `\SearchableItemAttributeSet.name`.
    func attributeName(_ expression: Expression) -> String? {
        guard case .keyPath(var components, let hasImplicitRoot) = expression.shape,
            let name = components.popLast()
        else { return nil }
        let root = hasImplicitRoot ? (components.isEmpty ? "" : nil) : components.joined(separator: ".")
        guard let root, EntityAnalyzer.attributeSetNames.contains(root) else { return nil }
        return name
    }

    // MARK: Computed properties

    /// Reads `static let computedProperties: [ComputedProperty<T>] = [ComputedProperty(\.a, …), …]`;
    /// `nil` if it is anything else.
    mutating func analyzeComputedList(
        _ member: PropertyDeclaration, in declaration: TypeDeclaration, entity: String,
        keys: inout [String: MappedKey]
    ) -> [MappedProperty]? {
        guard case .array(let entries) = member.value.shape else { return nil }
        var properties: [MappedProperty] = []
        for entry in entries {
            guard case .call(let callee, let arguments, _) = entry.shape,
                EntityAnalyzer.isComputedPropertyInitializer(callee),
                let first = arguments.first, first.label == nil,
                case .keyPath(let components, _) = first.expression.shape, let propertyName = components.last
            else { return nil }
            let referenced = (symbols.declarations[entity] ?? []).lazy.flatMap(\.members)
                .first { $0.name == propertyName && !$0.isStatic }
            let referencedPath =
                (symbols.declarations[entity] ?? []).first {
                    $0.members.contains { $0.name == propertyName }
                }?.path
                ?? declaration.path
            let value = MappedValue(
                name: propertyName,
                typeText: referenced == nil ? "unknown" : typeText(referenced, in: referencedPath),
                type: referenced?.type,
                valueClass: referenced.map { classOf($0, in: referencedPath, scope: entity) } ?? .unknown,
                path: referenced == nil ? declaration.path : referencedPath,
                location: referenced?.location ?? first.location)
            let title = arguments.first { $0.label == "title" }.flatMap {
                metadataTitle($0.expression, in: declaration.path, entity: entity)
            }
            guard
                let target = mappingTarget(
                    arguments, value: value, path: declaration.path, entity: entity,
                    conditions: member.conditions, keys: &keys)
            else { continue }
            properties.append(
                MappedProperty(
                    name: propertyName, spelling: referenced?.spelling ?? propertyName, title: title,
                    isComputed: true,
                    conditions: member.conditions, target: target))
        }
        return properties
    }

    /// `@ComputedProperty`, as App Intents spells it (SearchlightCompat declares it).
    static func isComputedPropertyAttribute(_ attribute: AttributeUsage) -> Bool {
        ["ComputedProperty", "SearchlightCompat.ComputedProperty", "AppIntents.ComputedProperty"].contains(
            attribute.name)
    }

    /// Reads `@ComputedProperty(indexingKey: \.a)` (or `title:`, `customIndexingKey:`) on a
    /// computed property: the same mapping as its entry in a `computedProperties` list. Without a
    /// key it maps nothing, as on Apple platforms.
    mutating func analyzeComputedAttribute(
        _ attribute: AttributeUsage, on member: PropertyDeclaration, in declaration: TypeDeclaration,
        entity: String, keys: inout [String: MappedKey]
    ) -> MappedProperty? {
        let arguments = attribute.arguments ?? []
        guard arguments.contains(where: { $0.label == "indexingKey" || $0.label == "customIndexingKey" })
        else {
            return nil
        }
        guard member.isComputed, !member.isStatic else {
            error(
                declaration.path, attribute.location,
                "'@ComputedProperty' maps a computed instance property; '\(member.name)' is "
                    + (member.isStatic ? "static" : "stored")
                    + (member.isStatic ? "" : ", so use '@Property'"))
            return nil
        }
        guard isReadable(member, in: declaration.path, fix: "make it internal") else { return nil }
        return mapped(
            member, arguments: arguments, path: declaration.path, entity: entity, isComputed: true,
            keys: &keys)
    }

    /// `ComputedProperty(…)`, `Searchlight.ComputedProperty<T>(…)`, `ComputedProperty.init(…)` or
    /// `.init(…)`.
    static func isComputedPropertyInitializer(_ callee: [String]) -> Bool {
        var names = callee
        if names.last == "init" { names.removeLast() }
        if names.first == "Searchlight", names.count > 1 { names.removeFirst() }
        return names == ["ComputedProperty"] || names == [""]
    }

    // MARK: Diagnostics

    mutating func error(_ path: String, _ location: SourceLocation, _ message: String) {
        diagnostics.append(Diagnostic(.error, path: path, location: location, message: message))
    }

    mutating func warn(_ path: String, _ location: SourceLocation, _ message: String) {
        diagnostics.append(Diagnostic(.warning, path: path, location: location, message: message))
    }
}

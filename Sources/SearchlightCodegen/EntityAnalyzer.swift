/// Turns the declarations of a whole target into entity models and diagnostics.
///
/// Finds every type that conforms to `IndexedEntity` (on its declaration, in an extension in
/// any file, or through a protocol of the target that refines it), collects its `@Property`
/// members and its `computedProperties` list, and checks each mapping against the attribute
/// table.
struct EntityAnalyzer {
    private(set) var entities: [EntityModel] = []
    private(set) var diagnostics: [Diagnostic] = []

    private let files: [ScannedFile]
    private let filesByPath: [String: SourceFile]
    /// Every declaration of a type (its own and its extensions'), by qualified name.
    private var declarations: [String: [TypeDeclaration]] = [:]
    /// The target's file-scope `var`s and `let`s, by name, with their files.
    private let globals: [String: (path: String, declaration: PropertyDeclaration)]
    private var indexedProtocols: Set<String> = ["IndexedEntity"]
    private var entityProtocols: Set<String> = ["IndexedEntity", "AppEntity"]

    init(files: [ScannedFile]) {
        self.files = files
        self.filesByPath = Dictionary(
            files.map { ($0.file.path, $0.file) }, uniquingKeysWith: { first, _ in first })
        self.globals = Dictionary(
            files.flatMap { file in file.globals.map { ($0.name, (file.file.path, $0)) } },
            uniquingKeysWith: { first, _ in first })
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
        collectDeclarations()
        collectProtocols()
        let names = declarations.keys.sorted { lhs, rhs in
            let left = primaryLocation(of: lhs)
            let right = primaryLocation(of: rhs)
            return (left.path, left.location, lhs) < (right.path, right.location, rhs)
        }
        for name in names {
            analyzeType(named: name)
        }
        diagnostics.sort { ($0.path, $0.location, $0.message) < ($1.path, $1.location, $1.message) }
    }

    // MARK: Declarations

    private mutating func collectDeclarations() {
        var extensions: [TypeDeclaration] = []
        for file in files {
            for type in file.types {
                if type.kind == .extension {
                    extensions.append(type)
                } else {
                    declarations[type.qualifiedName, default: []].append(type)
                }
            }
        }
        for var type in extensions {
            // `extension Module.Order` names a type of the target without its module.
            var name = type.qualifiedName
            while declarations[name] == nil, let dot = name.firstIndex(of: ".") {
                name = String(name[name.index(after: dot)...])
            }
            if declarations[name] != nil {
                type.qualifiedName = name
            }
            declarations[type.qualifiedName, default: []].append(type)
        }
    }

    /// Protocols of the target that refine `IndexedEntity` or `AppEntity`, transitively.
    private mutating func collectProtocols() {
        var changed = true
        while changed {
            changed = false
            for (name, group) in declarations {
                guard group.contains(where: { $0.kind == .protocol }) else { continue }
                let inherited = group.flatMap(\.inheritance).map(EntityAnalyzer.baseName)
                if !indexedProtocols.contains(name), inherited.contains(where: indexedProtocols.contains) {
                    indexedProtocols.insert(name)
                    changed = true
                }
                if !entityProtocols.contains(name), inherited.contains(where: entityProtocols.contains) {
                    entityProtocols.insert(name)
                    changed = true
                }
            }
        }
    }

    /// `Searchlight.IndexedEntity` and `IndexedEntity` are the same protocol.
    private static func baseName(_ name: String) -> String {
        name.hasPrefix("Searchlight.") ? String(name.dropFirst("Searchlight.".count)) : name
    }

    private func primaryLocation(of name: String) -> (path: String, location: SourceLocation) {
        let group = declarations[name] ?? []
        let primary = group.first { $0.kind != .extension } ?? group.first
        return (primary?.path ?? "", primary?.location ?? SourceLocation(line: 0, column: 0))
    }

    /// Resolves a type name used inside `scope` to a declared type: nested names first.
    private func resolve(_ name: String, from scope: String) -> String? {
        var prefix = scope
        while true {
            let candidate = prefix.isEmpty ? name : prefix + "." + name
            if declarations[candidate] != nil { return candidate }
            guard let dot = prefix.lastIndex(of: ".") else {
                if prefix.isEmpty { return nil }
                prefix = ""
                continue
            }
            prefix = String(prefix[..<dot])
        }
    }

    private func conforms(_ name: String, to protocols: Set<String>, visited: Set<String> = []) -> Bool {
        guard let group = declarations[name], !visited.contains(name) else { return false }
        for type in group {
            for inherited in type.inheritance {
                let base = EntityAnalyzer.baseName(inherited)
                if protocols.contains(base) { return true }
                // A class inherits its superclass's conformances.
                if let superclass = resolve(base, from: scope(of: name)),
                    declarations[superclass]?.contains(where: { $0.kind == .class }) == true,
                    conforms(superclass, to: protocols, visited: visited.union([name]))
                {
                    return true
                }
            }
        }
        return false
    }

    private func scope(of name: String) -> String {
        guard let dot = name.lastIndex(of: ".") else { return "" }
        return String(name[..<dot])
    }

    /// The value class of a type named in `scope`, for types the target declares or extends.
    private func declaredClass(_ name: String, from scope: String) -> ValueClass? {
        guard let resolved = resolve(name, from: scope), let group = declarations[resolved] else {
            return nil
        }
        let enclosing = self.scope(of: resolved)
        let inherited = group.flatMap(\.inheritance)
        guard let primary = group.first(where: { $0.kind != .extension }) else {
            // A type of another module that the target extends: a conformance added here may
            // make it convertible, which only the compiler can tell.
            return inherited.allSatisfy { isUnrelated($0, from: enclosing) } ? nil : .unknown
        }
        if primary.kind == .protocol { return .unknown }
        if conforms(resolved, to: entityProtocols) { return .entity }
        if primary.kind == .enum {
            var raw: ValueClass?
            for name in inherited {
                switch ValueClass.of(.named(name, []), lookup: { _ in nil }) {
                case .unknown, .unsupported:
                    if !isUnrelated(name, from: enclosing) { return .unknown }
                case let known where raw == nil: raw = known
                default: return .unknown
                }
            }
            return .enumeration(raw)
        }
        // A struct or class that adopts only protocols unrelated to attributes has no
        // conversion; any other conformance may provide one.
        return inherited.allSatisfy { isUnrelated($0, from: enclosing) } ? .unsupported : .unknown
    }

    /// Standard protocols that give a type no attribute conversion.
    private static let unrelatedProtocols: Set<String> = [
        "AnyObject", "BitwiseCopyable", "CaseIterable", "Codable", "Comparable", "Copyable",
        "CustomDebugStringConvertible", "CustomReflectable", "CustomStringConvertible", "Decodable",
        "Encodable", "Equatable", "Error", "Hashable", "Identifiable", "Sendable",
    ]

    /// Whether an inherited name is certain to add no attribute conversion: a standard protocol
    /// above, or a protocol or class of the target that inherits only such names.
    private func isUnrelated(_ name: String, from scope: String, visited: Set<String> = []) -> Bool {
        var base = EntityAnalyzer.baseName(name)
        if base.hasPrefix("Swift.") { base = String(base.dropFirst("Swift.".count)) }
        if EntityAnalyzer.unrelatedProtocols.contains(base) { return true }
        guard let resolved = resolve(base, from: scope), !visited.contains(resolved),
            let group = declarations[resolved],
            group.contains(where: { $0.kind == .protocol || $0.kind == .class })
        else { return false }
        return group.flatMap(\.inheritance).allSatisfy {
            isUnrelated($0, from: self.scope(of: resolved), visited: visited.union([resolved]))
        }
    }

    // MARK: Entities

    private mutating func analyzeType(named name: String) {
        guard let group = declarations[name], let primary = group.first(where: { $0.kind != .extension }),
            [.struct, .class, .enum, .actor].contains(primary.kind)
        else { return }
        let conformances = group.filter { declaration in
            declaration.inheritance.contains { indexedProtocols.contains(EntityAnalyzer.baseName($0)) }
        }
        let inheritsConformance =
            primary.kind == .class && conformances.isEmpty && conforms(name, to: indexedProtocols)
        guard !conformances.isEmpty || inheritsConformance else { return }

        if !hasIdentifier(name) {
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
    private func isolationAttribute(primary: TypeDeclaration, conformances: [TypeDeclaration]) -> String? {
        let globalActors = Set(
            declarations.values.joined().filter { $0.kind == .actor && $0.attributes.contains("globalActor") }
                .map(\.name)
        ).union(["MainActor"])
        let isolated = ([primary] + conformances).contains { declaration in
            declaration.attributes.contains { globalActors.contains(EntityAnalyzer.baseName($0)) }
        }
        return isolated ? "@preconcurrency" : nil
    }

    private func isPropertyWrapper(_ attribute: AttributeUsage) -> Bool {
        attribute.name == "Property" || attribute.name == "Searchlight.Property"
    }

    private func hasIdentifier(_ name: String, visited: Set<String> = []) -> Bool {
        guard let group = declarations[name], !visited.contains(name) else { return false }
        if group.contains(where: { $0.members.contains { $0.name == "id" && !$0.isStatic } }) { return true }
        for inherited in group.flatMap(\.inheritance) {
            if let superclass = resolve(EntityAnalyzer.baseName(inherited), from: scope(of: name)),
                declarations[superclass]?.contains(where: { $0.kind == .class }) == true,
                hasIdentifier(superclass, visited: visited.union([name]))
            {
                return true
            }
        }
        return false
    }

    private func text(_ tokens: [Token], in path: String) -> String {
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
    private mutating func analyzeStored(
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
        if let access = member.access, access <= .fileprivate {
            error(
                type.path, member.location,
                "mapped property '\(member.name)' is \(access == .private ? "private" : "fileprivate"); the generated "
                    + "code in another file cannot read it; make it internal or use 'private(set)'")
            return nil
        }
        let arguments = wrapper.arguments ?? []
        let title = arguments.first { $0.label == "title" }.flatMap {
            metadataTitle($0.expression, in: type.path, entity: type.qualifiedName)
        }
        let value = MappedValue(
            name: member.name, typeText: typeText(member, in: type.path), type: member.type,
            valueClass: classOf(member, in: type.path, scope: type.qualifiedName), path: type.path,
            location: member.location)
        guard
            let target = mappingTarget(
                arguments, value: value, path: type.path, entity: type.qualifiedName,
                conditions: member.conditions, keys: &keys)
        else { return nil }
        return MappedProperty(
            name: member.name, spelling: member.spelling, title: title, isComputed: false,
            conditions: member.conditions,
            target: target)
    }

    private func classOf(_ member: PropertyDeclaration, in path: String, scope: String) -> ValueClass {
        let lookup = { (name: String) in declaredClass(name, from: scope) }
        if let type = member.type { return ValueClass.of(type, lookup: lookup) }
        return ValueClass.inferred(from: member.value, lookup: lookup)
    }

    private func typeText(_ member: PropertyDeclaration?, in path: String) -> String {
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

    /// The property a mapping reads, with where it is declared, to report a type no attribute
    /// accepts at the property itself.
    private struct MappedValue {
        var name: String
        var typeText: String
        var type: TypeReference?
        var valueClass: ValueClass
        var path: String
        var location: SourceLocation
    }

    /// Reads `indexingKey:` or `customIndexingKey:` and checks the value type against it.
    private mutating func mappingTarget(
        _ arguments: [Argument], value: MappedValue, path: String, entity: String,
        conditions: [ConditionalClause], keys: inout [String: MappedKey]
    ) -> MappedProperty.Target? {
        let property = value.name
        let valueClass = value.valueClass
        if let custom = arguments.first(where: { $0.label == "customIndexingKey" }) {
            let expression = nativeKeyExpression(custom.expression, in: path, entity: entity)
            let name = customKeyName(custom.expression, in: path)
            let compatibility = valueClass.compatibility(with: nil)
            if compatibility == .incompatible {
                if valueClass.hasNoConversion {
                    unconvertible(value, kind: nil, use: "be stored under a custom attribute key")
                    return nil
                }
                error(
                    path, custom.location,
                    "property '\(property)' of type '\(value.typeText)' cannot be stored under a custom attribute "
                        + "key; use text, a number, Bool, Date, Data, URL, an array or set of text, numbers or "
                        + "dates, or a raw-value enum")
                return nil
            }
            if let first = keys[name], !first.excludes(conditions) {
                duplicate(path, custom.location, key: name, first: first)
                return nil
            }
            keys[name] = MappedKey(
                property: property, line: custom.location.line, conditions: conditions)
            return .custom(
                expression: expression, write(for: compatibility, valueClass: valueClass, function: "custom"))
        }
        guard let key = arguments.first(where: { $0.label == "indexingKey" }) else {
            return MappedProperty.Target.none
        }
        guard let attribute = attributeName(key.expression) else {
            error(
                path, key.location,
                "'indexingKey' must be a key path to an attribute of SearchableItemAttributeSet, such as \\.title"
            )
            return nil
        }
        guard let kind = AttributeTable.kinds[attribute] else {
            let hint = EntityAnalyzer.suggestion(for: attribute).map { "did you mean '\($0)'?" }
            error(
                path, key.location,
                "unknown attribute '\(attribute)'; "
                    + (hint
                        ?? "use a built-in attribute of SearchableItemAttributeSet or '@Property(customIndexingKey:)'")
            )
            return nil
        }
        let setter = AttributeTable.contentTypeSetters[attribute]
        let compatibility =
            setter == nil
            ? valueClass.compatibility(with: kind)
            : valueClass.contentTypeCompatibility(isTree: kind == .textList)
        if compatibility == .incompatible {
            if valueClass.hasNoConversion {
                unconvertible(value, kind: kind, use: "be indexed as '\(attribute)'")
                return nil
            }
            let accepted =
                setter == nil
                ? EntityAnalyzer.accepted(kind)
                : kind == .textList
                    ? "an array or set of String, Substring, UUID, URL or AttributedString"
                    : "String, Substring, UUID, URL or AttributedString"
            error(
                path, key.location,
                "property '\(property)' of type '\(value.typeText)' cannot be indexed as '\(attribute)', which holds "
                    + "\(kind.swiftType); use \(accepted)")
            return nil
        }
        if let first = keys[attribute], !first.excludes(conditions) {
            duplicate(path, key.location, key: attribute, first: first)
            return nil
        }
        keys[attribute] = MappedKey(property: property, line: key.location.line, conditions: conditions)
        if let setter { return .setter(attribute: attribute, function: setter) }
        let function: String =
            switch kind {
            case .text: "text"
            case .textList: "textList"
            case .integer: "integer"
            case .real: "real"
            case .bool, .date, .data, .url, .dateList, .persons: "direct"
            }
        return .attribute(attribute, write(for: compatibility, valueClass: valueClass, function: function))
    }

    /// Reports a value whose type has no attribute conversion at all at the property, where the
    /// fix belongs, naming the protocol that would give it one.
    private mutating func unconvertible(_ value: MappedValue, kind: AttributeTable.Kind?, use: String) {
        var culprit = value.type?.unwrapped
        var isElement = false
        if case .array(let element) = culprit {
            culprit = element.unwrapped
            isElement = true
        } else if case .named("Set", let arguments) = culprit, arguments.count == 1 {
            culprit = arguments[0].unwrapped
            isElement = true
        }
        let protocolName: String
        switch kind {
        case nil: protocolName = isElement ? "CustomAttributeListElement" : "CustomAttributeConvertible"
        case .textList?:
            protocolName = isElement ? "TextAttributeConvertible" : "TextListAttributeConvertible"
        case .dateList?, .persons?: protocolName = "DirectAttributeConvertible"
        case .text?, .integer?, .real?, .bool?, .date?, .data?, .url?:
            if isElement { culprit = value.type }
            protocolName =
                switch kind {
                case .text?: "TextAttributeConvertible"
                case .integer?: "IntegerAttributeConvertible"
                case .real?: "RealAttributeConvertible"
                default: "DirectAttributeConvertible"
                }
        }
        let fix: String
        switch culprit {
        case .named(let name, _)?:
            fix =
                "'\(name)' has no attribute conversion; conform it to '\(protocolName)', or map a computed "
                + "property that converts it"
        case let other?:
            fix = "'\(other)' has no attribute conversion; map a computed property that converts it"
        case nil:
            fix =
                "'\(value.typeText)' has no attribute conversion; conform it to '\(protocolName)', or map a "
                + "computed property that converts it"
        }
        error(
            value.path, value.location,
            "property '\(value.name)' of type '\(value.typeText)' cannot \(use): \(fix)")
    }

    private func write(for compatibility: Compatibility, valueClass: ValueClass, function: String)
        -> MappedProperty.Write
    {
        guard compatibility == .exact else { return .convert(function: function) }
        switch valueClass {
        case .optional(.optional): return .convert(function: function)
        case .optional: return .unwrap
        default: return .assign
        }
    }

    private mutating func duplicate(
        _ path: String, _ location: SourceLocation, key: String, first: MappedKey
    ) {
        error(
            path, location,
            "attribute '\(key)' is already mapped by property '\(first.property)' on line \(first.line); map each "
                + "attribute once")
    }

    // MARK: Titles and keys

    /// The title as a `Swift.String` expression for the metadata: a plain literal, the literal
    /// inside `LocalizedStringResource("…", comment: …)` (its `defaultValue:` if it has one), or
    /// `"\(expression)"` for an expression that names only declarations of the target; `nil` when
    /// the generated file could not evaluate it. A `LocalizedStringResource` call is never copied:
    /// the metadata holds a `String`, and Apple's form may name a type the file cannot see.
    private func metadataTitle(_ expression: Expression, in path: String, entity: String) -> String? {
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
    private static func isLocalizedStringResource(_ callee: [String]) -> Bool {
        var names = callee
        if names.count > 1, ["Foundation", "Searchlight", "SearchlightCompat"].contains(names[0]) {
            names.removeFirst()
        }
        if names.last == "init" { names.removeLast() }
        return names == ["LocalizedStringResource"] || names == [""]
    }

    /// Whether a string literal has no interpolation, so it means the same in any file.
    private static func isPlainLiteral(_ literal: String) -> Bool {
        let pounds = String(literal.prefix { $0 == "#" })
        return !literal.contains("\\" + pounds + "(")
    }

    /// Whether every name an expression starts from is `Self`, a type or a file-scope value of
    /// the target that the generated file can read, and no member it reads is private.
    private func namesOnlyTargetDeclarations(_ tokens: [Token], in path: String, entity: String) -> Bool {
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
                if let type = word == "Self" ? entity : resolve(word, from: entity) {
                    guard let group = declarations[type],
                        group.allSatisfy({ $0.kind == .extension || $0.effectiveAccess > .fileprivate })
                    else { return false }
                    let hidden = group.flatMap(\.members).contains { found in
                        found.isStatic && found.name == member && (found.access ?? .internal) <= .fileprivate
                    }
                    if hidden { return false }
                } else if let global = globals[word] {
                    if (global.declaration.access ?? .internal) <= .fileprivate { return false }
                } else {
                    return false
                }
            }
        }
        return true
    }

    /// Core Spotlight's spellings of a custom attribute key's class.
    private static let coreSpotlightKeyNames: Set<String> = [
        "CSCustomAttributeKey", "CoreSpotlight.CSCustomAttributeKey",
        "SearchlightCompat.CSCustomAttributeKey",
    ]

    /// The key expression as the generated file, which imports only Searchlight, can write it:
    /// `CSCustomAttributeKey(…)` becomes `Searchlight.CustomAttributeKey(…)` with the same
    /// arguments, and a stored `CSCustomAttributeKey` is read through its native key.
    private func nativeKeyExpression(_ expression: Expression, in path: String, entity: String) -> String {
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
            let (declaration, file) = staticValue(named: names.joined(separator: "."), entity: entity),
            declaresCoreSpotlightKey(declaration, in: file)
        {
            return written + ".customAttributeKey"
        }
        return written
    }

    /// The declaration of `Self.key`, `Type.key` or a file-scope `key`, with its file.
    private func staticValue(named name: String, entity: String) -> (PropertyDeclaration, String)? {
        let components = name.split(separator: ".").map(String.init)
        guard let member = components.last else { return nil }
        guard components.count > 1 else { return globals[member].map { ($0.declaration, $0.path) } }
        let owner = components.dropLast().joined(separator: ".")
        guard let type = owner == "Self" ? entity : resolve(owner, from: entity) else { return nil }
        for declaration in declarations[type] ?? [] {
            if let found = declaration.members.first(where: { $0.isStatic && $0.name == member }) {
                return (found, declaration.path)
            }
        }
        return nil
    }

    private func declaresCoreSpotlightKey(_ declaration: PropertyDeclaration, in path: String) -> Bool {
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
    private func customKeyName(_ expression: Expression, in path: String) -> String {
        if case .call(_, let arguments, _) = expression.unwrapped.shape,
            case .string(let literal)? = arguments.first(where: { $0.label == "keyName" })?.expression.shape,
            literal.hasPrefix("\""), literal.count >= 2
        {
            return String(literal.dropFirst().dropLast())
        }
        return text(expression.tokens, in: path)
    }

    /// The roots a key path to an attribute may name: Core Spotlight's class spelling too.
    private static let attributeSetNames: Set<String> = [
        "", "SearchableItemAttributeSet", "Searchlight.SearchableItemAttributeSet",
        "CSSearchableItemAttributeSet",
        "CoreSpotlight.CSSearchableItemAttributeSet", "SearchlightCompat.CSSearchableItemAttributeSet",
    ]

    /// The attribute name of `\.name` or `\SearchableItemAttributeSet.name`.
    private func attributeName(_ expression: Expression) -> String? {
        guard case .keyPath(var components, let hasImplicitRoot) = expression.shape,
            let name = components.popLast()
        else { return nil }
        let root = hasImplicitRoot ? (components.isEmpty ? "" : nil) : components.joined(separator: ".")
        guard let root, EntityAnalyzer.attributeSetNames.contains(root) else { return nil }
        return name
    }

    private static func accepted(_ kind: AttributeTable.Kind) -> String {
        switch kind {
        case .text: "String, Substring, UUID, URL or an enum with String raw values"
        case .textList:
            "[String], Set<String>, an array or set of UUID, URL or String-backed enums, or related entities"
        case .integer: "Int, a smaller integer type or an enum with Int raw values"
        case .real: "Double, Float or an integer type"
        case .bool, .date, .data, .url, .dateList, .persons: kind.swiftType
        }
    }

    /// The closest attribute name, if one is close enough to be a typo.
    static func suggestion(for name: String) -> String? {
        let lowered = Array(name.lowercased().utf8)
        var best: (distance: Int, name: String)?
        for candidate in AttributeTable.kinds.keys {
            let distance = editDistance(lowered, Array(candidate.lowercased().utf8))
            let limit = name.count <= 3 ? 1 : name.count <= 8 ? 2 : 3
            guard distance <= limit else { continue }
            if let current = best, (current.distance, current.name) <= (distance, candidate) { continue }
            best = (distance, candidate)
        }
        return best?.name
    }

    private static func editDistance(_ lhs: [UInt8], _ rhs: [UInt8]) -> Int {
        guard !lhs.isEmpty else { return rhs.count }
        var previous = Array(0...rhs.count)
        for (row, left) in lhs.enumerated() {
            var current = [row + 1] + Array(repeating: 0, count: rhs.count)
            for (column, right) in rhs.enumerated() {
                current[column + 1] = Swift.min(
                    previous[column] + (left == right ? 0 : 1), previous[column + 1] + 1, current[column] + 1)
            }
            previous = current
        }
        return previous[rhs.count]
    }

    // MARK: Computed properties

    /// Reads `static let computedProperties: [ComputedProperty<T>] = [ComputedProperty(\.a, …), …]`;
    /// `nil` if it is anything else.
    private mutating func analyzeComputedList(
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
            let referenced = (declarations[entity] ?? []).lazy.flatMap(\.members)
                .first { $0.name == propertyName && !$0.isStatic }
            let referencedPath =
                (declarations[entity] ?? []).first { $0.members.contains { $0.name == propertyName } }?.path
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

    /// `ComputedProperty(…)`, `Searchlight.ComputedProperty<T>(…)`, `ComputedProperty.init(…)` or
    /// `.init(…)`.
    private static func isComputedPropertyInitializer(_ callee: [String]) -> Bool {
        var names = callee
        if names.last == "init" { names.removeLast() }
        if names.first == "Searchlight", names.count > 1 { names.removeFirst() }
        return names == ["ComputedProperty"] || names == [""]
    }

    /// The first property mapped to a key, to report a second one.
    struct MappedKey {
        var property: String
        var line: Int
        var conditions: [ConditionalClause]

        /// Whether no build compiles both this property and one in `other` blocks: they sit in
        /// different branches of the same `#if` chain.
        func excludes(_ other: [ConditionalClause]) -> Bool {
            for (mine, theirs) in zip(conditions, other) where mine != theirs {
                return mine.conditions.first == theirs.conditions.first
            }
            return false
        }
    }

    // MARK: Diagnostics

    private mutating func error(_ path: String, _ location: SourceLocation, _ message: String) {
        diagnostics.append(Diagnostic(.error, path: path, location: location, message: message))
    }

    private mutating func warn(_ path: String, _ location: SourceLocation, _ message: String) {
        diagnostics.append(Diagnostic(.warning, path: path, location: location, message: message))
    }
}

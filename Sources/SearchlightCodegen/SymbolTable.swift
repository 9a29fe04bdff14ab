/// The declarations of a whole target, by qualified name, and the questions the analyzer asks
/// of them: what a name resolves to, what a type conforms to, what class of value it holds.
struct SymbolTable {
    /// Every declaration of a type (its own and its extensions'), by qualified name.
    private(set) var declarations: [String: [TypeDeclaration]] = [:]
    /// The target's file-scope `var`s and `let`s, by name, with their files.
    let globals: [String: (path: String, declaration: PropertyDeclaration)]
    /// `IndexedEntity` and the target's protocols that refine it.
    private(set) var indexedProtocols: Set<String> = ["IndexedEntity"]
    /// `IndexedEntity`, `AppEntity` and the target's protocols that refine them.
    private(set) var entityProtocols: Set<String> = ["IndexedEntity", "AppEntity"]

    init(files: [ScannedFile]) {
        self.globals = Dictionary(
            files.flatMap { file in file.globals.map { ($0.name, (file.file.path, $0)) } },
            uniquingKeysWith: { first, _ in first })
        collectDeclarations(files)
        collectProtocols()
    }

    private mutating func collectDeclarations(_ files: [ScannedFile]) {
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
                let inherited = group.flatMap(\.inheritance).map(SymbolTable.baseName)
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
    static func baseName(_ name: String) -> String {
        name.hasPrefix("Searchlight.") ? String(name.dropFirst("Searchlight.".count)) : name
    }

    func primaryLocation(of name: String) -> (path: String, location: SourceLocation) {
        let group = declarations[name] ?? []
        let primary = group.first { $0.kind != .extension } ?? group.first
        return (primary?.path ?? "", primary?.location ?? SourceLocation(line: 0, column: 0))
    }

    /// Resolves a type name used inside `scope` to a declared type: nested names first.
    func resolve(_ name: String, from scope: String) -> String? {
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

    func conforms(_ name: String, to protocols: Set<String>, visited: Set<String> = []) -> Bool {
        guard let group = declarations[name], !visited.contains(name) else { return false }
        for type in group {
            for inherited in type.inheritance {
                let base = SymbolTable.baseName(inherited)
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

    func scope(of name: String) -> String {
        guard let dot = name.lastIndex(of: ".") else { return "" }
        return String(name[..<dot])
    }

    /// The value class of a type named in `scope`, for types the target declares or extends.
    func declaredClass(_ name: String, from scope: String) -> ValueClass? {
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
    static let unrelatedProtocols: Set<String> = [
        "AnyObject", "BitwiseCopyable", "CaseIterable", "Codable", "Comparable", "Copyable",
        "CustomDebugStringConvertible", "CustomReflectable", "CustomStringConvertible", "Decodable",
        "Encodable", "Equatable", "Error", "Hashable", "Identifiable", "Sendable",
    ]

    /// Whether an inherited name is certain to add no attribute conversion: a standard protocol
    /// above, or a protocol or class of the target that inherits only such names.
    func isUnrelated(_ name: String, from scope: String, visited: Set<String> = []) -> Bool {
        var base = SymbolTable.baseName(name)
        if base.hasPrefix("Swift.") { base = String(base.dropFirst("Swift.".count)) }
        if SymbolTable.unrelatedProtocols.contains(base) { return true }
        guard let resolved = resolve(base, from: scope), !visited.contains(resolved),
            let group = declarations[resolved],
            group.contains(where: { $0.kind == .protocol || $0.kind == .class })
        else { return false }
        return group.flatMap(\.inheritance).allSatisfy {
            isUnrelated($0, from: self.scope(of: resolved), visited: visited.union([resolved]))
        }
    }

    func hasIdentifier(_ name: String, visited: Set<String> = []) -> Bool {
        guard let group = declarations[name], !visited.contains(name) else { return false }
        if group.contains(where: { $0.members.contains { $0.name == "id" && !$0.isStatic } }) { return true }
        for inherited in group.flatMap(\.inheritance) {
            if let superclass = resolve(SymbolTable.baseName(inherited), from: scope(of: name)),
                declarations[superclass]?.contains(where: { $0.kind == .class }) == true,
                hasIdentifier(superclass, visited: visited.union([name]))
            {
                return true
            }
        }
        return false
    }

    /// The declaration of `Self.key`, `Type.key` or a file-scope `key`, with its file.
    func staticValue(named name: String, entity: String) -> (PropertyDeclaration, String)? {
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
}

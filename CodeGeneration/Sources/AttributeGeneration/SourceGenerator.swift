/// A generated source file: its path from the repository root and its contents.
public struct GeneratedSource: Sendable, Equatable {
    /// The path from the repository root.
    public var path: String
    /// The file's contents.
    public var contents: String
}

/// Renders every source generated from the attribute tables.
public enum SourceGenerator {
    /// The command that regenerates the files, run from the repository root.
    public static let command = "swift run --package-path CodeGeneration generate-sources"

    /// The folders that hold nothing but generated files.
    public static let folders = [
        "Sources/Searchlight/Attributes/generated",
        "Sources/Searchlight/Query/generated",
        "Sources/SearchlightCodegen/generated",
        "Sources/SearchlightCompat/generated",
    ]

    /// Every generated file.
    public static func sources(_ tables: AttributeTables) -> [GeneratedSource] {
        [
            GeneratedSource(
                path: "Sources/Searchlight/Attributes/generated/AttributeKey+BuiltIn.swift",
                contents: attributeKeys(tables.attributes)),
            GeneratedSource(
                path: "Sources/Searchlight/Attributes/generated/AttributeCatalog+Table.swift",
                contents: catalogTable(tables.attributes)),
            GeneratedSource(
                path: "Sources/Searchlight/Attributes/generated/SearchableItemAttributeSet+Accessors.swift",
                contents: accessors(tables.attributes)),
            GeneratedSource(
                path: "Sources/Searchlight/Attributes/generated/TextColumn.swift",
                contents: textColumn(tables.columns)),
            GeneratedSource(
                path: "Sources/Searchlight/Query/generated/QueryFieldProviding+Attributes.swift",
                contents: queryFields(tables.attributes)),
            GeneratedSource(
                path: "Sources/SearchlightCodegen/generated/AttributeTable+Kinds.swift",
                contents: codegenKinds(tables.attributes)),
            GeneratedSource(
                path: "Sources/SearchlightCompat/generated/CSSearchableItemAttributeSet+Properties.swift",
                contents: compatProperties(tables.attributes)),
        ]
    }

    private static let lineLength = 110

    private static func header(_ table: String) -> String {
        """
        // Generated from CodeGeneration/\(table); do not edit. Change the table, then run
        // `\(command)` from the repository root.

        """
    }

    static func attributeKeys(_ rows: [AttributeRow]) -> String {
        var lines = [
            "// Apple's attribute groups, in the order of apple-api.md §3. Every key here has exactly one",
            "// entry in `AttributeCatalog`.",
            "extension AttributeKey {",
        ]
        lines += grouped(rows, separated: false) { row in
            documentation("`\(row.key)`: \(row.summary)", indent: 4)
                + ["    public static let \(row.key): AttributeKey = \"\(row.key)\""]
        }
        lines.append("}")
        return header("Attributes.tsv") + "\n" + lines.joined(separator: "\n") + "\n"
    }

    static func catalogTable(_ rows: [AttributeRow]) -> String {
        var lines = [
            "extension AttributeCatalog {",
            "    // The built-in attributes, grouped as in Apple's headers: code in stored attribute sets",
            "    // (permanent; see `SearchableItemAttributeSet.encodedBytes()`), key, type, text column",
            "    // (`nil`: not full-text searched) and Spotlight's `kMDItem…` names.",
            "    static let table: [(code: Int, descriptor: AttributeDescriptor)] = [",
        ]
        var group: String?
        for row in rows {
            if row.group != group {
                lines.append("        // \(row.group)")
                group = row.group
            }
            let arguments =
                ["\(row.code)", ".\(row.key)", ".\(row.type)", row.column.map { ".\($0)" } ?? "nil"]
                + row.spotlightNames.map { "\"\($0)\"" }
            lines += call("entry", arguments, indent: 8, suffix: ",")
        }
        lines += ["    ]", "}"]
        return header("Attributes.tsv") + "\n" + lines.joined(separator: "\n") + "\n"
    }

    static func accessors(_ rows: [AttributeRow]) -> String {
        properties(
            rows,
            preamble: [
                "import Foundation",
                "",
                "// Typed properties for every built-in attribute of `AttributeCatalog` except `contentType` and",
                "// `contentTypeTree`, which `SearchableItemAttributeSet` derives from its content type. Each",
                "// property reads and writes through `typed(_:)` and `setTyped(_:_:)`.",
                "extension SearchableItemAttributeSet {",
            ],
            type: { $0.swiftType + "?" }, get: { "typed(.\($0.key))" },
            set: { "setTyped(newValue, .\($0.key))" })
    }

    /// An extension declaring one documented property per stored attribute, of the given type,
    /// each reading and writing through the given accessor expressions.
    private static func properties(
        _ rows: [AttributeRow], preamble: [String], type: (AttributeRow) -> String,
        get: (AttributeRow) -> String, set: (AttributeRow) -> String
    ) -> String {
        var lines = preamble
        lines += grouped(rows.filter { !$0.isDerived }, separated: true) { row in
            documentation(row.summary, indent: 4) + [
                "    public var \(row.key): \(type(row)) {",
                "        get { \(get(row)) }",
                "        set { \(set(row)) }",
                "    }",
            ]
        }
        lines.append("}")
        return header("Attributes.tsv") + "\n" + lines.joined(separator: "\n") + "\n"
    }

    /// The lists Apple's class declares non-optional, empty when unset.
    private static let appleNonOptionalKeys: Set<String> = ["actionIdentifiers"]

    /// Apple's type for each attribute type, where it differs from the native one.
    private static let appleTypes = [
        "integer": "NSNumber", "real": "NSNumber", "bool": "NSNumber", "persons": "[CSPerson]",
    ]

    static func compatProperties(_ rows: [AttributeRow]) -> String {
        func member(_ row: AttributeRow) -> String {
            "self[dynamicMember: \\SearchableItemAttributeSet.\(row.key)]"
        }
        func type(_ row: AttributeRow) -> String {
            let type = row.isTypeIdentifier ? "UTType" : appleTypes[row.type] ?? row.swiftType
            return appleNonOptionalKeys.contains(row.key) ? type : type + "?"
        }
        func get(_ row: AttributeRow) -> String {
            if appleNonOptionalKeys.contains(row.key) { return member(row) + " ?? []" }
            // Natively the identifier's `String`.
            return row.isTypeIdentifier ? member(row) + ".flatMap { UTType($0) }" : member(row)
        }
        func set(_ row: AttributeRow) -> String {
            // An empty list is no value, as a list Apple's class returns empty when none was set.
            if appleNonOptionalKeys.contains(row.key) { return member(row) + " = newValue.nilIfEmpty" }
            return member(row) + (row.isTypeIdentifier ? " = newValue?.identifier" : " = newValue")
        }
        return properties(
            rows,
            preamble: [
                "import Foundation",
                "import Searchlight",
                "",
                "// Every attribute as a declared property with Apple's type (numbers as `NSNumber`, persons as",
                "// `CSPerson`, type identifiers as `UTType`), so code inside the class's extensions and",
                "// initializers can name them without `self.`, as with Apple's class. Each reads and writes the",
                "// native set through the class's dynamic-member subscripts, which convert the types.",
                "extension CSSearchableItemAttributeSet {",
            ],
            type: type, get: get, set: set)
    }

    static func queryFields(_ rows: [AttributeRow]) -> String {
        var lines = [
            "// Leading-dot fields for the attributes queries use most.",
            "extension QueryFieldProviding {",
        ]
        for row in rows where row.isQueryField {
            lines += documentation("`\(row.key)`: \(row.summary)", indent: 4)
            lines.append(
                "    public static var \(row.key): QueryField { QueryField(.named(\"\(row.key)\")) }")
        }
        lines.append("}")
        return header("Attributes.tsv") + "\n" + lines.joined(separator: "\n") + "\n"
    }

    static func codegenKinds(_ rows: [AttributeRow]) -> String {
        var lines = [
            "extension AttributeTable {",
            "    /// The kind of each mappable built-in attribute, by name.",
            "    static let kinds: [String: Kind] = [",
        ]
        lines += rows.sorted { $0.key < $1.key }.map { "        \"\($0.key)\": .\($0.type)," }
        lines += ["    ]", "}"]
        return header("Attributes.tsv") + "\n" + lines.joined(separator: "\n") + "\n"
    }

    static func textColumn(_ columns: [TextColumnRow]) -> String {
        var lines = [
            "/// The full-text column an attribute feeds, with its BM25 weight.",
            "///",
            "/// Several attributes share a column so the FTS5 table stays narrow (fewer columns make every",
            "/// posting list cheaper), while the ranking still prefers a title hit over a body hit.",
            "public enum TextColumn: Int, Sendable, CaseIterable {",
        ]
        for column in columns {
            lines += documentation(column.summary, indent: 4) + ["    case \(column.name)"]
        }
        lines += [
            "", "    /// Column name in the FTS5 table.", "    public var name: String {",
            "        switch self {",
        ]
        lines += columns.map { "        case .\($0.name): \"\($0.name)\"" }
        lines += [
            "        }", "    }", "",
            "    /// BM25 weight: title > displayName/alternateNames > keywords > subject/authors >",
            "    /// contentDescription > textContent, per the design.",
            "    public var weight: Double {", "        switch self {",
        ]
        lines += columns.map { "        case .\($0.name): \($0.weight)" }
        lines += ["        }", "    }", "}"]
        return header("TextColumns.tsv") + "\n" + lines.joined(separator: "\n") + "\n"
    }

    /// Each group's declarations under a `// MARK:` line; `separated` puts a blank line between
    /// declarations too.
    private static func grouped(
        _ rows: [AttributeRow], separated: Bool, _ declaration: (AttributeRow) -> [String]
    ) -> [String] {
        var lines: [String] = []
        var group: String?
        for row in rows {
            if row.group != group {
                if group != nil { lines.append("") }
                lines += ["    // MARK: \(row.group)", ""]
                group = row.group
            } else if separated {
                lines.append("")
            }
            lines += declaration(row)
        }
        return lines
    }

    /// `text` as `///` lines, wrapped at the line length.
    private static func documentation(_ text: String, indent: Int) -> [String] {
        let prefix = String(repeating: " ", count: indent) + "///"
        var lines: [String] = []
        var line = prefix
        for word in text.split(separator: " ") {
            if line != prefix, line.count + 1 + word.count > lineLength {
                lines.append(line)
                line = prefix
            }
            line += " " + word
        }
        lines.append(line)
        return lines
    }

    /// `name(arguments)` on one line, or, when too long, with the arguments filled onto
    /// continuation lines as swift-format breaks them.
    private static func call(_ name: String, _ arguments: [String], indent: Int, suffix: String) -> [String] {
        let margin = String(repeating: " ", count: indent)
        let single = margin + name + "(" + arguments.joined(separator: ", ") + ")" + suffix
        guard single.count > lineLength else { return [single] }
        var lines = [margin + name + "("]
        let inner = margin + "    "
        var line = inner
        for (index, argument) in arguments.enumerated() {
            let piece = argument + (index == arguments.count - 1 ? ")" + suffix : ",")
            if line != inner, line.count + 1 + piece.count > lineLength {
                lines.append(line)
                line = inner
            }
            line += (line == inner ? "" : " ") + piece
        }
        lines.append(line)
        return lines
    }
}

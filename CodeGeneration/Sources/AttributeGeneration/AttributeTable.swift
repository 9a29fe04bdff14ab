import Foundation

/// One built-in attribute: a row of `Attributes.tsv`.
public struct AttributeRow: Sendable, Equatable {
    /// The attribute's permanent code in stored attribute sets.
    public var code: Int
    /// The attribute's name, also its Swift member name.
    public var key: String
    /// The `AttributeType` case.
    public var type: String
    /// The `TextColumn` case its text feeds, or `nil` when it is not full-text searched.
    public var column: String?
    /// Apple's attribute group.
    public var group: String
    /// Spotlight's `kMDItem…` names, Apple's documented equivalent first.
    public var spotlightNames: [String]
    /// Whether the attribute is a view of the content type, with no stored typed property.
    public var isDerived: Bool
    /// Whether `QueryFieldProviding` has a leading-dot field for it.
    public var isQueryField: Bool
    /// Whether the text is a type identifier, which Apple's class types as `UTType`.
    public var isTypeIdentifier: Bool = false
    /// The one-line documentation.
    public var summary: String

    /// The Swift type of the attribute set's typed property.
    public var swiftType: String {
        AttributeRow.swiftTypes[type] ?? type
    }

    static let swiftTypes: [String: String] = [
        "text": "String", "textList": "[String]", "integer": "Int", "real": "Double", "bool": "Bool",
        "date": "Date", "dateList": "[Date]", "data": "Data", "url": "URL", "persons": "[Person]",
    ]
}

/// One full-text column: a row of `TextColumns.tsv`.
public struct TextColumnRow: Sendable, Equatable {
    /// The `TextColumn` case and FTS5 column name.
    public var name: String
    /// The BM25 weight, as written in the table.
    public var weight: String
    /// The case's documentation.
    public var summary: String
}

/// A table that cannot generate sources, with the line at fault.
public struct TableError: Error, CustomStringConvertible, Equatable {
    /// The table's file name.
    public var file: String
    /// The 1-based line number.
    public var line: Int
    /// What is wrong.
    public var message: String

    /// `file:line: message`.
    public var description: String { "\(file):\(line): \(message)" }
}

/// The two tables, parsed and checked against each other.
public struct AttributeTables: Sendable {
    /// The attributes, in table order.
    public var attributes: [AttributeRow]
    /// The full-text columns, in column order.
    public var columns: [TextColumnRow]

    /// Reads `Attributes.tsv` and `TextColumns.tsv` from `directory`.
    public init(directory: URL) throws {
        try self.init(
            attributes: String(
                contentsOf: directory.appendingPathComponent("Attributes.tsv"), encoding: .utf8),
            columns: String(contentsOf: directory.appendingPathComponent("TextColumns.tsv"), encoding: .utf8))
    }

    /// Parses the two tables' text.
    public init(attributes attributesText: String, columns columnsText: String) throws {
        columns = try Self.records(
            columnsText, file: "TextColumns.tsv", header: ["column", "weight", "summary"]
        ).map { record in
            guard Double(record.fields[1]) != nil else {
                throw TableError(
                    file: "TextColumns.tsv", line: record.line, message: "weight is not a number")
            }
            return TextColumnRow(name: record.fields[0], weight: record.fields[1], summary: record.fields[2])
        }
        let columnNames = Set(columns.map(\.name))
        var codes: Set<Int> = []
        var keys: Set<String> = []
        var groups: [String] = []
        attributes = try Self.records(
            attributesText, file: "Attributes.tsv",
            header: ["code", "key", "type", "column", "group", "spotlight", "flags", "summary"]
        ).map { record in
            func fail(_ message: String) -> TableError {
                TableError(file: "Attributes.tsv", line: record.line, message: message)
            }
            let fields = record.fields
            guard let code = Int(fields[0]), code > 0, code < Int(UInt16.max) else { throw fail("bad code") }
            guard codes.insert(code).inserted else { throw fail("code \(code) is used twice") }
            guard keys.insert(fields[1]).inserted else { throw fail("key \(fields[1]) is listed twice") }
            guard AttributeRow.swiftTypes[fields[2]] != nil else { throw fail("unknown type \(fields[2])") }
            let column = fields[3] == "-" ? nil : fields[3]
            if let column, !columnNames.contains(column) { throw fail("unknown text column \(column)") }
            if groups.last != fields[4] {
                guard !groups.contains(fields[4]) else { throw fail("group \(fields[4]) is split") }
                groups.append(fields[4])
            }
            let flags = fields[6] == "-" ? [] : fields[6].split(separator: ",").map(String.init)
            if let unknown = flags.first(where: { !["derived", "queryField", "typeIdentifier"].contains($0) })
            {
                throw fail("unknown flag \(unknown)")
            }
            if flags.contains("typeIdentifier"), fields[2] != "text" {
                throw fail("typeIdentifier is a flag of text attributes")
            }
            return AttributeRow(
                code: code, key: fields[1], type: fields[2], column: column, group: fields[4],
                spotlightNames: fields[5] == "-" ? [] : fields[5].split(separator: " ").map(String.init),
                isDerived: flags.contains("derived"), isQueryField: flags.contains("queryField"),
                isTypeIdentifier: flags.contains("typeIdentifier"), summary: fields[7])
        }
    }

    /// The data lines of a tab-separated table after its `#` comments, checked against `header`.
    private static func records(
        _ text: String, file: String, header: [String]
    ) throws -> [(line: Int, fields: [String])] {
        var records: [(line: Int, fields: [String])] = []
        var sawHeader = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == header.count, fields.allSatisfy({ !$0.isEmpty }) else {
                throw TableError(
                    file: file, line: index + 1,
                    message: "expected \(header.count) non-empty tab-separated fields")
            }
            if sawHeader {
                records.append((index + 1, fields))
            } else {
                guard fields == header else {
                    throw TableError(file: file, line: index + 1, message: "expected the header \(header)")
                }
                sawHeader = true
            }
        }
        return records
    }
}

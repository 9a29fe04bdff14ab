import Foundation
import Testing

// Compiled into the Searchlight package's `GeneratedSourceTests` target together with the
// generator's `AttributeGeneration` sources, so `swift test` catches a stale generated file
// without building the CodeGeneration package.

/// The checked-in generated sources are exactly what the attribute tables produce.
@Suite struct GeneratedSourceTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static func tables() throws -> AttributeTables {
        try AttributeTables(directory: root.appendingPathComponent("CodeGeneration"))
    }

    @Test func everyGeneratedFileMatchesTheTable() throws {
        let sources = SourceGenerator.sources(try Self.tables())
        #expect(sources.count == 7)
        for source in sources {
            let checkedIn = try? String(
                contentsOf: Self.root.appendingPathComponent(source.path), encoding: .utf8)
            let isUpToDate = checkedIn == source.contents
            #expect(
                isUpToDate,
                "\(source.path) is stale or edited by hand; run `\(SourceGenerator.command)`")
        }
    }

    @Test func generatedFoldersHoldOnlyGeneratedFiles() throws {
        let expected = Set(SourceGenerator.sources(try Self.tables()).map(\.path))
        for folder in SourceGenerator.folders {
            let names = try FileManager.default.contentsOfDirectory(
                atPath: Self.root.appendingPathComponent(folder).path)
            for name in names {
                #expect(expected.contains(folder + "/" + name), "\(folder)/\(name) is not generated")
            }
        }
    }

    @Test func theTablesDescribeEveryAttributeOnce() throws {
        let tables = try Self.tables()
        #expect(tables.attributes.count == 189)
        // Codes are permanent and never reused: every one from 1 up is taken once, in any row order.
        #expect(tables.attributes.map(\.code).sorted() == Array(1...189))
        #expect(
            tables.columns.map(\.name) == [
                "title", "names", "keywords", "people", "summary", "content", "other",
            ])
    }

    @Test func aHandEditedTableRowChangesTheGeneratedFiles() throws {
        let tables = try Self.tables()
        var edited = tables
        edited.attributes[0].summary = "Edited."
        let changed = zip(SourceGenerator.sources(tables), SourceGenerator.sources(edited))
            .filter { $0.0.contents != $0.1.contents }.map(\.0.path)
        #expect(changed.count == 4)
    }

    @Test(arguments: [
        (
            "1\ttitle\ttext\ttitle\tGeneral\t-\t-\tA.\n1\tname\ttext\t-\tGeneral\t-\t-\tB.",
            "code 1 is used twice"
        ),
        (
            "1\ttitle\ttext\ttitle\tGeneral\t-\t-\tA.\n2\ttitle\ttext\t-\tGeneral\t-\t-\tB.",
            "key title is listed twice"
        ),
        ("1\ttitle\tstring\t-\tGeneral\t-\t-\tA.", "unknown type string"),
        ("1\ttitle\ttext\tbody\tGeneral\t-\t-\tA.", "unknown text column body"),
        ("1\ttitle\ttext\t-\tGeneral\t-\tsearchable\tA.", "unknown flag searchable"),
        (
            "1\tsize\tinteger\t-\tGeneral\t-\ttypeIdentifier\tA.",
            "typeIdentifier is a flag of text attributes"
        ),
        (
            "1\ta\ttext\t-\tGeneral\t-\t-\tA.\n2\tb\ttext\t-\tMedia\t-\t-\tB.\n3\tc\ttext\t-\tGeneral\t-\t-\tC.",
            "group General is split"
        ),
        ("1\ttitle\ttext\t-\tGeneral\t-\tA.", "expected 8 non-empty tab-separated fields"),
    ])
    func aBadTableRowIsRejectedWithItsLine(rows: String, message: String) throws {
        let header = "# comment\ncode\tkey\ttype\tcolumn\tgroup\tspotlight\tflags\tsummary\n"
        let columns = "column\tweight\tsummary\ntitle\t10\tThe title."
        let error = #expect(throws: TableError.self) {
            try AttributeTables(attributes: header + rows, columns: columns)
        }
        #expect(error?.message == message)
        #expect(error?.line ?? 0 >= 3)
    }
}

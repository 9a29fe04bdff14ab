import Foundation
import SearchlightCodegen
import Testing

/// The generated file checked in at `Tests/SearchlightGoldenTests/Generated` is exactly what the
/// generator produces for the entities next to it; `SearchlightGoldenTests` compiles both.
///
/// To update it after an intended change:
/// `swift run searchlight-codegen -o Tests/SearchlightGoldenTests/Generated/GoldenEntities+Searchlight.swift
/// Tests/SearchlightGoldenTests/Entities/*.swift`
@Suite struct GoldenFileTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("SearchlightGoldenTests")

    @Test func generatedCodeMatchesTheCheckedInGoldenFile() throws {
        let entities = Self.golden.appendingPathComponent("Entities")
        let names = try FileManager.default.contentsOfDirectory(atPath: entities.path).filter {
            $0.hasSuffix(".swift")
        }
        let files = try names.sorted().map { name in
            let data = try Data(contentsOf: entities.appendingPathComponent(name))
            return SourceFile(path: "Tests/SearchlightGoldenTests/Entities/" + name, bytes: Array(data))
        }
        let output = Generator.generate(files)
        #expect(!output.hasErrors)
        let expected = try String(
            contentsOf: Self.golden.appendingPathComponent("Generated/GoldenEntities+Searchlight.swift"),
            encoding: .utf8)
        #expect(output.code == expected)
        #expect(
            output.entityNames == [
                "Isolated", "IsolatedModel", "Journal.Entry", "Box", "Beverage", "Secret", "Note", "Tag",
                "Order", "Photo", "Recipe",
                "Shop.Receipt", "Shop.Receipt.Line",
            ])
    }
}

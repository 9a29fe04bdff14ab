import Foundation
import Testing

@testable import SearchlightCodegen

/// The scanner and the generator over this repository's own sources: real Swift, written for
/// the compiler rather than for the scanner.
@Suite struct CorpusTests {
    private static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The Swift files under `folder`, as source files with paths from the repository root.
    private static func sources(under folder: String) throws -> [SourceFile] {
        let base = repository.appendingPathComponent(folder)
        let paths = try #require(FileManager.default.enumerator(atPath: base.path)).compactMap {
            $0 as? String
        }
        return try paths.filter {
            $0.hasSuffix(".swift") && !$0.contains(".build/") && !$0.contains("Fixtures/")
        }
        .sorted().map { path in
            SourceFile(
                path: folder + "/" + path,
                bytes: Array(try Data(contentsOf: base.appendingPathComponent(path))))
        }
    }

    /// Names declared at the start of a line by a type keyword, found without the scanner.
    private static func topLevelTypeNames(in file: SourceFile) -> Set<String> {
        let text = String(decoding: file.bytes, as: UTF8.self)
        let keywords: Set<Substring> = ["struct", "enum", "class", "actor", "protocol"]
        let modifiers: Set<Substring> = [
            "public", "package", "internal", "private", "fileprivate", "open", "final", "indirect",
        ]
        var names: Set<String> = []
        for line in text.split(separator: "\n") where line.first?.isLetter == true || line.first == "@" {
            var words = line.split(whereSeparator: { " :<{".contains($0) })[...]
            while let word = words.first, word.hasPrefix("@") || modifiers.contains(word) {
                words = words.dropFirst()
            }
            if let keyword = words.first, keywords.contains(keyword), words.count > 1 {
                names.insert(String(words[words.startIndex + 1]))
            }
        }
        return names
    }

    @Test(arguments: ["Sources", "Tests", "Benchmarks", "Examples", "Plugins", "CodeGeneration"])
    func theScannerReadsEveryFileAndFindsItsTypes(folder: String) throws {
        let files = try Self.sources(under: folder)
        #expect(!files.isEmpty)
        for file in files {
            let scanned = DeclarationScanner.scan(file)
            #expect(scanned.problems.isEmpty, "\(file.path): \(scanned.problems)")
            let found = Set(scanned.types.filter { $0.kind != .extension }.map(\.name))
            let missing = Self.topLevelTypeNames(in: file).subtracting(found)
            #expect(missing.isEmpty, "\(file.path): the scanner missed \(missing.sorted())")
        }
    }

    @Test(arguments: [
        "Examples/CoffeeShop/Sources/CoffeeShop", "Examples/AppleStyle/Sources/AppleStyle",
        "Tests/SearchlightGoldenTests/Entities", "Sources/searchlight", "Benchmarks/searchlight-bench",
    ])
    func everyTargetThatAppliesThePluginGeneratesWithoutErrors(folder: String) throws {
        let output = Generator.generate(try Self.sources(under: folder))
        #expect(!output.hasErrors, "\(output.diagnostics)")
        #expect(!output.entityNames.isEmpty)
    }
}

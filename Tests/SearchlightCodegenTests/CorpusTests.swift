import Foundation
import Testing

@testable import SearchlightCodegen

/// The corpus tier: the scanner and the generator over this repository's own Swift sources
/// (the library, its tools, its tests and the example packages), real code in every shape the
/// project writes, beside the small fixtures.
@Suite struct CorpusTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every `.swift` file under `folder`, as source files with paths relative to the root.
    static func sources(under folder: String) throws -> [SourceFile] {
        let base = root.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
        else {
            return []
        }
        var files: [SourceFile] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let relative = String(url.path.dropFirst(root.path.count + 1))
            guard !relative.contains("/.build/") else { continue }
            files.append(SourceFile(path: relative, bytes: Array(try Data(contentsOf: url))))
        }
        return files.sorted { $0.path < $1.path }
    }

    static let folders = ["Sources", "Tests", "Benchmarks", "Plugins", "Examples"]

    /// File-scope declarations found by reading lines, independently of the scanner: a line at
    /// column 0 that declares a type or an extension after attributes and modifiers.
    static func declaredAtFileScope(_ file: SourceFile) -> [String] {
        let text = String(decoding: file.bytes, as: UTF8.self)
        let pattern =
            #"^(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate|final|open|indirect|nonisolated)\s+)*(?:struct|class|enum|actor|protocol|extension)\s+([\w.]+)"#
        let expression = try! NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    @Test(arguments: folders)
    func theScannerReadsEveryFileWithoutProblemsAndFindsEveryFileScopeType(folder: String) throws {
        let files = try Self.sources(under: folder)
        #expect(!files.isEmpty)
        var typeCount = 0
        for file in files {
            let scanned = DeclarationScanner.scan(file)
            #expect(scanned.problems.isEmpty, "\(file.path): \(scanned.problems)")
            let found = Set(scanned.types.map(\.name))
            for name in Self.declaredAtFileScope(file) {
                #expect(found.contains(name), "\(file.path): the scanner missed '\(name)'")
            }
            typeCount += scanned.types.count
        }
        #expect(typeCount > files.count / 2, "\(folder): \(typeCount) types in \(files.count) files")
    }

    @Test func theLibraryItselfDeclaresNoMappingMistakes() throws {
        // The library declares the protocols and wrappers, not entities: nothing to report.
        let output = Generator.generate(try Self.sources(under: "Sources/Searchlight"))
        #expect(output.diagnostics.filter { $0.severity == .error }.isEmpty, "\(output.diagnostics)")
    }

    @Test(arguments: [
        ("Examples/CoffeeShop/Sources/CoffeeShop", ["Note", "Order", "Photo"]),
        ("Examples/AppleStyle/Sources/AppleStyle", ["DrinkEntity", "NoteEntity", "ShortcutEntity"]),
    ])
    func eachExampleTargetGeneratesCodeForItsEntitiesWithoutErrors(folder: String, entities: [String]) throws
    {
        let output = Generator.generate(try Self.sources(under: folder))
        #expect(!output.hasErrors, "\(output.diagnostics)")
        for entity in entities {
            #expect(output.entityNames.contains(entity), "\(folder): \(output.entityNames)")
        }
    }
}

import Foundation
import Testing

/// The folders of `Sources/Searchlight` are layers in the order the README's architecture section
/// gives: a folder's code refers only to types declared in folders before it.
///
/// A type belongs to the folder of the file that declares it at the top level; a file refers to a
/// type when the type's name appears in its code outside comments and string literals (an
/// extension of the type counts). Members added in extensions are not followed, so the check can
/// miss an edge but never invents one.
@Suite struct LayeringTests {
    private static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private static let library = repository.appendingPathComponent("Sources/Searchlight")

    /// The layers as the README lists them, lowest first: the line of the architecture section
    /// made of folder names joined by arrows.
    private static func documentedOrder() throws -> [String] {
        let readme = try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "\n## Architecture\n").dropFirst().first)
        let line = try #require(
            section.split(separator: "\n").first { line in
                let names = line.split(separator: " → ")
                return names.count > 1 && names.allSatisfy { $0.allSatisfy(\.isLetter) }
            })
        return line.split(separator: " → ").map(String.init)
    }

    /// Every Swift file of the library, by folder.
    private static func sources() throws -> [(folder: String, path: String, text: String)] {
        let files = try #require(FileManager.default.enumerator(atPath: library.path))
        return try files.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map { path in
            let text = try String(contentsOf: library.appendingPathComponent(path), encoding: .utf8)
            return (String(path.prefix { $0 != "/" }), path, text)
        }
    }

    /// Type names declared at the top level of `text`.
    static func declaredTypes(in text: String) -> [String] {
        let keywords: Set<Substring> = ["struct", "enum", "class", "actor", "protocol", "typealias"]
        let modifiers: Set<Substring> = [
            "public", "package", "internal", "private", "fileprivate", "open", "final", "indirect",
        ]
        return text.split(separator: "\n").compactMap { line in
            guard let first = line.first, first.isLetter || first == "@" else { return nil }
            var words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "<" || $0 == "{" })[...]
            while let word = words.first, word.hasPrefix("@") || modifiers.contains(word) {
                words = words.dropFirst()
            }
            guard let keyword = words.first, keywords.contains(keyword), words.count > 1 else { return nil }
            return String(words[words.startIndex + 1])
        }
    }

    /// Capitalized identifiers in `text` outside comments and string literals.
    static func referencedNames(in text: String) -> Set<String> {
        var names: Set<String> = []
        var word = ""
        var index = text.startIndex
        func flush() {
            if let first = word.first, first.isUppercase { names.insert(word) }
            word = ""
        }
        while index < text.endIndex {
            let rest = text[index...]
            if rest.hasPrefix("//") {
                flush()
                index = rest.firstIndex(of: "\n") ?? text.endIndex
            } else if rest.hasPrefix("/*") {
                flush()
                index = rest.range(of: "*/")?.upperBound ?? text.endIndex
            } else if rest.hasPrefix("\"\"\"") {
                flush()
                let body = text.index(index, offsetBy: 3)
                index = text[body...].range(of: "\"\"\"")?.upperBound ?? text.endIndex
            } else if rest.first == "\"" {
                flush()
                var position = text.index(after: index)
                while position < text.endIndex, text[position] != "\"", text[position] != "\n" {
                    position =
                        text.index(
                            position, offsetBy: text[position] == "\\" ? 2 : 1, limitedBy: text.endIndex)
                        ?? text.endIndex
                }
                index = position < text.endIndex ? text.index(after: position) : position
            } else {
                let character = text[index]
                if character.isLetter || character.isNumber || character == "_" {
                    word.append(character)
                } else {
                    flush()
                }
                index = text.index(after: index)
            }
        }
        flush()
        return names
    }

    @Test func theDocumentedOrderNamesEveryFolderOnce() throws {
        let order = try Self.documentedOrder()
        let folders = Set(try Self.sources().map(\.folder))
        #expect(order.count == Set(order).count)
        #expect(Set(order) == folders, "README's architecture section and Sources/Searchlight disagree")
    }

    @Test func everyFolderUsesOnlyTheFoldersBeforeIt() throws {
        let order = try Self.documentedOrder()
        let rank = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        let sources = try Self.sources()
        var owner: [String: String] = [:]
        for source in sources {
            for name in Self.declaredTypes(in: source.text) where owner[name] == nil {
                owner[name] = source.folder
            }
        }
        #expect(owner.count > 150, "the type declarations were not found")
        var upward: [String] = []
        for source in sources {
            for name in Self.referencedNames(in: source.text).sorted() {
                guard let folder = owner[name], folder != source.folder,
                    let user = rank[source.folder], let used = rank[folder], used > user
                else { continue }
                upward.append("\(source.path) uses \(name) from \(folder)")
            }
        }
        #expect(upward.isEmpty, "\(upward.joined(separator: "\n"))")
    }

    @Test func theScannerFindsDeclarationsAndReferences() {
        let text = """
            /// A `Hidden` type.
            public final class Shown: Base {
                let note = "Quoted"  // Commented
            }
            @usableFromInline package enum Inner<T> {}
            extension Other {}
            """
        #expect(Self.declaredTypes(in: text) == ["Shown", "Inner"])
        #expect(Self.referencedNames(in: text) == ["Shown", "Base", "Inner", "T", "Other"])
    }
}

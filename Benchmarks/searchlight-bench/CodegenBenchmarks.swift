import Foundation
import SearchlightCodegen

/// `searchlight-bench codegen`: the generator over a target of generated source files, each
/// with an entity, comments, strings with interpolation, a nested type, `#if` blocks and a
/// conformance in an extension. Target: 1,000 files in under a second.
struct CodegenBenchmarks {
    let fileCount: Int

    static func source(_ number: Int) -> String {
        """
        import Foundation
        import Searchlight

        /// Entity number \(number). Mentions @Property(indexingKey: \\.title) in a doc comment.
        struct Entity\(number) {
            let id: String
            @Property(title: "Name", indexingKey: \\.title) var name = "entity \(number)"
            @Property(indexingKey: \\.keywords) var tags: Set<String> = ["a", "b"]
            @Property(
                title: "Size",
                indexingKey: \\.fileSize
            )
            var size: Int = \(number)
            @Property(indexingKey: \\.contentDescription) var note: String? = nil
            @Property(indexingKey: \\.rating) var rating: Double = 4.5
            @Property(indexingKey: \\.contentCreationDate) var created = Date()
            @Property(customIndexingKey: CustomAttributeKey(keyName: "bench_\(number)")!) var extra = 1
            #if DEBUG
            @Property(indexingKey: \\.comment) var debugNote = "debug {"
            #endif
            /* A block comment { with braces } and /* nesting */ */
            var label: String { "\\(name) { \\(size) }" }
            static let computedProperties: [ComputedProperty<Entity\(number)>] = [
                ComputedProperty(\\.label, indexingKey: \\.headline)
            ]

            enum Kind: String { case one, two }

            func describe() -> String {
                let parts = [name, "\\(tags.sorted().joined(separator: ", "))"]
                return parts.map { "[\\($0)]" }.joined()
            }
        }

        extension Entity\(number): IndexedEntity {
            var displayRepresentation: DisplayRepresentation { "\\(name)" }
        }

        """
    }

    func run() throws {
        let files = (0..<fileCount).map { number in
            SourceFile(path: "Sources/Bench/Entity\(number).swift", text: Self.source(number))
        }
        let bytes = files.reduce(0) { $0 + $1.bytes.count }
        var runs = Latencies()
        var output: Generator.Output?
        for run in 0..<6 {
            let started = ContinuousClock.now
            output = Generator.generate(files)
            let elapsed = ContinuousClock.now - started
            if run > 0 {
                runs.add(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
            }
        }
        // The benchmark checks itself: every file's entity, no errors.
        guard let output, output.entityNames.count == fileCount, !output.hasErrors else {
            throw BenchError("codegen: expected \(fileCount) entities without errors")
        }
        let median = runs.percentile(0.5) / 1e6
        report([
            "name": "codegen", "n": fileCount, "unit": "s", "input_mb": Double(bytes) / 1e6,
            "output_mb": Double(output.code.utf8.count) / 1e6, "searchlight": median,
            "p99_s": runs.percentile(0.99) / 1e6,
        ])
    }
}

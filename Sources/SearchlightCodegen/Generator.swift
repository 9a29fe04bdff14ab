/// The Searchlight code generator: reads a target's Swift files and produces the conversion
/// code for its `IndexedEntity` types, plus diagnostics for mapping mistakes.
///
/// ```swift
/// let output = Generator.generate([SourceFile(path: "Order.swift", text: source)])
/// for diagnostic in output.diagnostics { print(diagnostic) }   // Order.swift:4:5: error: …
/// try output.code.write(to: destination, atomically: true, encoding: .utf8)
/// ```
public enum Generator {
    /// The result of a run: the generated file and what was wrong with the input.
    public struct Output: Sendable, Hashable {
        /// The generated Swift file; always valid to write, even when there are errors.
        public var code: String
        /// Problems found, sorted by file and position.
        public var diagnostics: [Diagnostic]
        /// The names of the entity types code was generated for, in output order.
        public var entityNames: [String]

        /// Whether any diagnostic is an error, which must fail the build.
        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// Generates code for `files`, in path order whatever order they are given in.
    public static func generate(_ files: [SourceFile]) -> Output {
        let scanned = files.sorted { $0.path < $1.path }.map(DeclarationScanner.scan)
        var analyzer = EntityAnalyzer(files: scanned)
        analyzer.analyze()
        return Output(
            code: CodeRenderer.render(analyzer.entities), diagnostics: analyzer.diagnostics,
            entityNames: analyzer.entities.map(\.typeName))
    }
}

import Foundation

/// The `searchlight-codegen` command: `searchlight-codegen --output <file> <input.swift>…`.
///
/// Prints diagnostics to standard error and nothing else; writes the output file only when its
/// content changed, so an unchanged target is not recompiled. Exit status: 0 on success, 1 when
/// the sources have mapping errors or a file cannot be read or written, 64 for bad usage.
public enum CodegenCommand {
    /// The command line's usage line.
    public static let usage = "usage: searchlight-codegen --output <generated.swift> <source.swift>..."

    /// Runs the command; `standardError` receives each line of diagnostics.
    public static func run(arguments: [String], standardError: (String) -> Void) -> Int32 {
        var output: String?
        var inputs: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--output" || argument == "-o" {
                guard let path = remaining.popFirst() else {
                    standardError("error: --output needs a path\n\(usage)")
                    return 64
                }
                output = path
            } else if argument.hasPrefix("-") && argument != "-" {
                standardError("error: unknown option '\(argument)'\n\(usage)")
                return 64
            } else {
                inputs.append(argument)
            }
        }
        guard let output else {
            standardError(usage)
            return 64
        }
        var files: [SourceFile] = []
        for path in inputs {
            guard let data = FileManager.default.contents(atPath: path) else {
                standardError("error: cannot read '\(path)'")
                return 1
            }
            files.append(SourceFile(path: path, bytes: Array(data)))
        }
        let result = Generator.generate(files)
        for diagnostic in result.diagnostics {
            standardError(diagnostic.description)
        }
        do {
            try writeIfChanged(result.code, to: output)
        } catch {
            standardError("error: cannot write '\(output)': \(error.localizedDescription)")
            return 1
        }
        return result.hasErrors ? 1 : 0
    }

    /// Writes `code` unless the file already holds exactly it, keeping its modification date.
    static func writeIfChanged(_ code: String, to path: String) throws {
        let bytes = Data(code.utf8)
        if FileManager.default.contents(atPath: path) == bytes { return }
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try bytes.write(to: url, options: .atomic)
    }
}

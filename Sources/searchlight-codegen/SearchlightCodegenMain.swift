import Foundation
import SearchlightCodegen

/// The generator the Searchlight build plugin runs; all logic lives in `SearchlightCodegen`.
@main
struct SearchlightCodegenMain {
    static func main() {
        let status = CodegenCommand.run(arguments: Array(CommandLine.arguments.dropFirst())) { line in
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
        exit(status)
    }
}

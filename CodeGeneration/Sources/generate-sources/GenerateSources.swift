import AttributeGeneration
import Foundation

/// Writes the generated sources into the repository: the working directory, or the path given as
/// the only argument.
@main
struct GenerateSources {
    static func main() throws {
        let arguments = CommandLine.arguments.dropFirst()
        let root = URL(fileURLWithPath: arguments.first ?? FileManager.default.currentDirectoryPath)
        let tables: AttributeTables
        do {
            tables = try AttributeTables(directory: root.appendingPathComponent("CodeGeneration"))
        } catch let error as TableError {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            exit(1)
        }
        let sources = SourceGenerator.sources(tables)
        let expected = Set(sources.map(\.path))
        // A file no longer generated would otherwise linger in a generated folder.
        for folder in SourceGenerator.folders {
            let names =
                (try? FileManager.default.contentsOfDirectory(
                    atPath: root.appendingPathComponent(folder).path)) ?? []
            for name in names where !expected.contains(folder + "/" + name) {
                try FileManager.default.removeItem(at: root.appendingPathComponent(folder + "/" + name))
                print("removed \(folder)/\(name)")
            }
        }
        for source in sources {
            let url = root.appendingPathComponent(source.path)
            if (try? String(contentsOf: url, encoding: .utf8)) == source.contents { continue }
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try source.contents.write(to: url, atomically: true, encoding: .utf8)
            print("wrote \(source.path)")
        }
        print("\(sources.count) generated files up to date")
    }
}

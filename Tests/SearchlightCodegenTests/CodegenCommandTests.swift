import Foundation
import Testing

@testable import SearchlightCodegen

@Suite struct CodegenCommandTests {
    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "searchlight-codegen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func run(_ arguments: [String]) -> (status: Int32, errors: [String]) {
        var errors: [String] = []
        let status = CodegenCommand.run(arguments: arguments) { errors.append($0) }
        return (status, errors)
    }

    @Test func successIsSilentAndRewritesOnlyChangedOutput() throws {
        let directory = try temporaryDirectory()
        let source = directory.appendingPathComponent("Order.swift")
        let output = directory.appendingPathComponent("out/Generated.swift")
        try "struct Order: IndexedEntity { let id: String }".write(
            to: source, atomically: true, encoding: .utf8)

        let first = run(["--output", output.path, source.path])
        #expect(first.status == 0)
        #expect(first.errors.isEmpty)
        let written =
            try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: output.path)

        #expect(run(["--output", output.path, source.path]).status == 0)
        let unchanged =
            try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date
        #expect(unchanged == Date(timeIntervalSince1970: 1_000_000))
        #expect(written != nil)

        try "struct Order: IndexedEntity { let id: Int }\nstruct Note: IndexedEntity { let id: Int }".write(
            to: source, atomically: true, encoding: .utf8)
        #expect(run(["--output", output.path, source.path]).status == 0)
        #expect(try String(contentsOf: output, encoding: .utf8).contains("extension Note"))
    }

    @Test func errorsArePrintedWithPathLineAndColumnAndFailTheRun() throws {
        let directory = try temporaryDirectory()
        let source = directory.appendingPathComponent("Order.swift")
        try
            "struct Order: IndexedEntity {\n    let id: String\n    @Property(indexingKey: \\.titel) var name = \"\"\n}\n"
            .write(to: source, atomically: true, encoding: .utf8)
        let output = directory.appendingPathComponent("Generated.swift")
        let result = run(["-o", output.path, source.path])
        #expect(result.status == 1)
        #expect(
            result.errors == ["\(source.path):3:15: error: unknown attribute 'titel'; did you mean 'title'?"])
        #expect(FileManager.default.fileExists(atPath: output.path))
    }

    @Test func usageErrorsExit64() {
        #expect(run([]).status == 64)
        #expect(run(["--output"]).status == 64)
        #expect(run(["--frobnicate", "-o", "x"]).status == 64)
        #expect(run(["-o", "/tmp/never-written.swift", "/nonexistent/file.swift"]).status == 1)
    }
}

import Foundation
import SearchlightCodegen
import Testing

/// One source fixture: a `.swift.fixture` file or a directory of them, with its expectations
/// in trailing comments:
///
/// ```
/// // expect-entities: Order, Shop.Receipt
/// // expect: Order.swift:12:5: error: …        (every diagnostic, exactly, in order)
/// // expect-code: attributes.title = self.name  (a line the generated code contains)
/// ```
///
/// and the whole generated file in `<name>.expected` beside it. After an intended change, run
/// the tests with `SEARCHLIGHT_UPDATE_FIXTURES=1` to rewrite the `.expected` files, then review
/// the diff.
struct Fixture: CustomTestStringConvertible, Sendable {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures")

    var name: String
    var files: [SourceFile]

    var testDescription: String { name }

    static func all() -> [Fixture] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { !$0.hasSuffix(".expected") }.sorted().compactMap(load)
    }

    /// Where the exact generated code for the fixture is kept.
    var expectedCodeURL: URL { Fixture.directory.appendingPathComponent(name + ".expected") }

    static func load(_ entry: String) -> Fixture? {
        let url = directory.appendingPathComponent(entry)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return nil }
        let urls: [URL]
        if isDirectory.boolValue {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            urls = names.sorted().map { url.appendingPathComponent($0) }
        } else {
            urls = [url]
        }
        let files = urls.filter { $0.lastPathComponent.hasSuffix(".swift.fixture") }.compactMap {
            file -> SourceFile? in
            guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
            return SourceFile(
                path: String(file.lastPathComponent.dropLast(".fixture".count)), bytes: Array(data))
        }
        return Fixture(name: entry.replacingOccurrences(of: ".swift.fixture", with: ""), files: files)
    }

    private var expectationLines: [String] {
        files.flatMap { String(decoding: $0.bytes, as: UTF8.self).split(separator: "\n").map(String.init) }
    }

    private func values(_ prefix: String) -> [String] {
        expectationLines.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    }

    var expectedEntities: [String]? {
        values("// expect-entities:").first.map { line in
            line.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
    }

    var expectedDiagnostics: [String] { values("// expect: ") }
    var expectedCode: [String] { values("// expect-code: ") }
}

@Suite struct FixtureTests {
    @Test func thereAreAtLeastFortyFixtures() {
        #expect(Fixture.all().count >= 40)
    }

    @Test(arguments: Fixture.all())
    func fixtureGeneratesTheExpectedEntitiesAndDiagnostics(fixture: Fixture) throws {
        let expectedEntities = try #require(
            fixture.expectedEntities, "fixture declares no expect-entities line")
        let output = Generator.generate(fixture.files)
        #expect(output.entityNames == expectedEntities)
        #expect(output.diagnostics.map(\.description) == fixture.expectedDiagnostics)
        for line in fixture.expectedCode {
            #expect(output.code.contains(line), "generated code lacks: \(line)")
        }
        #expect(output.hasErrors == fixture.expectedDiagnostics.contains { $0.contains(": error: ") })
    }

    @Test(arguments: Fixture.all())
    func fixtureGeneratesExactlyTheExpectedCode(fixture: Fixture) throws {
        let output = Generator.generate(fixture.files)
        if ProcessInfo.processInfo.environment["SEARCHLIGHT_UPDATE_FIXTURES"] != nil {
            try Data(output.code.utf8).write(to: fixture.expectedCodeURL)
        }
        let expected = try String(contentsOf: fixture.expectedCodeURL, encoding: .utf8)
        #expect(output.code == expected)
    }

    @Test(arguments: Fixture.all())
    func fixtureOutputDoesNotDependOnInputOrder(fixture: Fixture) {
        let forward = Generator.generate(fixture.files)
        let backward = Generator.generate(fixture.files.reversed())
        #expect(forward == backward)
    }
}

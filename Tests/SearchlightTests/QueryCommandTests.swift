import Foundation
import Testing

@testable import searchlight

@Suite struct QueryCommandTests {
    func makeStore() async throws -> String {
        let location = temporaryDirectory("cli-query").path
        let file = temporaryDirectory("cli-query-file").appendingPathComponent("items.jsonl")
        try [
            #"{"id": "a", "domain": "docs", "title": "libfoo-dev", "fileSize": 2048, "keywords": ["c", "library"]}"#,
            #"{"id": "b", "domain": "docs", "title": "Statue of Liberty", "fileSize": 10}"#,
            #"{"id": "c", "domain": "misc", "title": "NSWindow", "fileSize": 4096}"#,
        ].joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        #expect(await runCommand(["index", file.path, "--index", location]).status == 0)
        return location
    }

    @Test func queryPrintsMatchesAndProjectsAttributes() async throws {
        let location = try await makeStore()
        let words = await runCommand(["query", #"title == "lib*"cdw"#, "--index", location])
        #expect(words.status == 0)
        #expect(words.out.split(separator: "\n").map { $0.split(separator: " ").first ?? "" } == ["a", "b"])

        let json = await runCommand([
            "query", "fileSize > 1000", "--attributes", "fileSize", "--json", "--index", location,
        ])
        #expect(json.status == 0)
        let lines = json.out.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].contains(#""id":"a""#))
        #expect(lines[0].contains("2048"))
        #expect(!lines[0].contains("library"))

        let limited = await runCommand(["query", "fileSize > 0", "--limit", "1", "--index", location])
        #expect(limited.out.split(separator: "\n").count == 1)
        let none = await runCommand(["query", #"title == "zzz""#, "--index", location])
        #expect(none.status == 0)
        #expect(none.out.contains("no items match"))
    }

    @Test func syntaxErrorsPrintTheCaretAndExitWithOne() async throws {
        let location = try await makeStore()
        let result = await runCommand(["query", #"title == "x" && "#, "--index", location])
        #expect(result.status == 1)
        let lines = result.error.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix("query:1:") == true)
        #expect(lines.count >= 3)
        #expect(lines[1] == #"title == "x" && "#)
        #expect(lines[2].contains("^"))

        let unknown = await runCommand(["query", #"titel == "x""#, "--index", location])
        #expect(unknown.status == 1)
        #expect(unknown.error.contains("did you mean 'title'"))
        #expect(await runCommand(["query", "--index", location]).status == 64)
        #expect(await runCommand(["explain", "a", "--index", location]).status == 64)
    }

    @Test func explainTellsWhy() async throws {
        let location = try await makeStore()
        let no = await runCommand(["explain", "c", #"title == "Window"w"#, "--index", location])
        #expect(no.status == 0)
        #expect(no.out.contains("does not match"))
        #expect(no.out.contains("nswindow"))
        let yes = await runCommand([
            "explain", "a", "fileSize >= 2048 && keywords == \"lib*\"", "--json", "--index", location,
        ])
        #expect(yes.status == 0)
        #expect(yes.out.contains(#""matches":true"#))
        let missing = await runCommand(["explain", "zzz", "fileSize > 1", "--index", location])
        #expect(missing.out.contains("no item has the identifier"))
        let broken = await runCommand(["explain", "a", "fileSize >", "--index", location])
        #expect(broken.status == 1)
        #expect(broken.error.contains("^"))
    }
}

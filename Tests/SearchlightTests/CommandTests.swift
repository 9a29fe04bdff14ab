import Foundation
import Testing

@testable import searchlight

@Suite struct CommandTests {
    func run(_ arguments: [String]) async -> (status: Int32, out: String, error: String) {
        let output = CommandOutput.capturing()
        let status = await SearchlightCommand.run(arguments: arguments, output: output)
        return (status, output.standardOutput, output.standardError)
    }

    @Test func demoFillsTheIndexAndGivesTheSameResultTwice() async throws {
        let location = temporaryDirectory("demo").path
        let first = await run(["demo", "--index", location])
        let second = await run(["demo", "--index", location])
        #expect(first.status == 0)
        #expect(first.out == second.out)
        #expect(first.out.contains("ナチュラルブリッジ州立公園"))
        #expect(first.out.contains("order-1001"))
        let stats = await run(["stats", "--index", location, "--json"])
        #expect(stats.out.contains(#""items":\#(DemoCommand.itemCount)"#))
    }

    @Test func indexSearchGetListDeleteRoundTrip() async throws {
        let location = temporaryDirectory("cli").path
        let file = temporaryDirectory("cli-file").appendingPathComponent("items.jsonl")
        try [
            #"{"id": "a", "domain": "notes.work", "title": "Quarterly planning"}"#,
            #"{"id": "b", "domain": "notes.home", "title": "Plant watering"}"#,
        ].joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        #expect(await run(["index", file.path, "--index", location]).status == 0)

        let found = await run(["search", "plan", "--index", location, "--json"])
        #expect(found.status == 0)
        #expect(found.out.split(separator: "\n").count == 2)
        #expect(await run(["get", "b", "--index", location]).out.contains("Plant watering"))
        #expect(await run(["get", "zzz", "--index", location]).status == 1)
        #expect(await run(["list", "--domain", "notes.work", "--index", location]).out.contains("Quarterly"))
        #expect(
            await run(["delete", "--domain", "notes.home", "--index", location]).out.contains("deleted 1"))
        #expect(await run(["list", "--index", location]).out.split(separator: "\n").count == 1)
        #expect(await run(["delete", "--all", "--index", location]).status == 0)
        #expect(await run(["stats", "--index", location]).out.contains("items: 0"))
    }

    @Test func malformedInputFileFailsWithLineAndFieldAndExitStatusOne() async throws {
        let location = temporaryDirectory("cli-bad").path
        let file = temporaryDirectory("cli-bad-file").appendingPathComponent("items.jsonl")
        try "{\"id\": \"a\"}\n{\"id\": \"b\", \"startDate\": 3}\n".write(
            to: file, atomically: true, encoding: .utf8)
        let result = await run(["index", file.path, "--index", location])
        #expect(result.status == 1)
        #expect(result.error.contains("line 2"))
        #expect(result.error.contains("startDate"))
        #expect(await run(["stats", "--index", location]).out.contains("items: 0"))
    }

    @Test func usageMistakesExitWith64() async {
        #expect(await run([]).status == 64)
        #expect(await run(["frobnicate"]).status == 64)
        #expect(await run(["delete", "--index", "/tmp/x"]).status == 64)
        #expect(await run(["search", "--limit"]).status == 64)
    }
}

import Foundation
import Testing

@testable import searchlight

@Suite struct CommandTests {
    @Test func demoFillsTheIndexAndGivesTheSameResultTwice() async throws {
        let location = temporaryDirectory("demo").path
        let first = await runCommand(["demo", "--index", location])
        let second = await runCommand(["demo", "--index", location])
        #expect(first.status == 0)
        #expect(first.out == second.out)
        #expect(first.out.contains("ナチュラルブリッジ州立公園"))
        #expect(first.out.contains("order-1001"))
        let stats = await runCommand(["stats", "--index", location, "--json"])
        #expect(stats.out.contains(#""items":\#(DemoCommand.itemCount)"#))
    }

    @Test func indexSearchGetListDeleteRoundTrip() async throws {
        let location = temporaryDirectory("cli").path
        let file = temporaryDirectory("cli-file").appendingPathComponent("items.jsonl")
        try [
            #"{"id": "a", "domain": "notes.work", "title": "Quarterly planning"}"#,
            #"{"id": "b", "domain": "notes.home", "title": "Plant watering"}"#,
        ].joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        #expect(await runCommand(["index", file.path, "--index", location]).status == 0)

        let found = await runCommand(["search", "plan", "--index", location, "--json"])
        #expect(found.status == 0)
        #expect(found.out.split(separator: "\n").count == 2)
        #expect(await runCommand(["get", "b", "--index", location]).out.contains("Plant watering"))
        #expect(await runCommand(["get", "zzz", "--index", location]).status == 1)
        #expect(
            await runCommand(["list", "--domain", "notes.work", "--index", location]).out.contains(
                "Quarterly"))
        #expect(
            await runCommand(["delete", "--domain", "notes.home", "--index", location]).out.contains(
                "deleted 1"))
        #expect(await runCommand(["list", "--index", location]).out.split(separator: "\n").count == 1)
        #expect(await runCommand(["delete", "--all", "--index", location]).status == 0)
        #expect(await runCommand(["stats", "--index", location]).out.contains("items: 0"))
    }

    @Test func malformedInputFileFailsWithLineAndFieldAndExitStatusOne() async throws {
        let location = temporaryDirectory("cli-bad").path
        let file = temporaryDirectory("cli-bad-file").appendingPathComponent("items.jsonl")
        try "{\"id\": \"a\"}\n{\"id\": \"b\", \"startDate\": 3}\n".write(
            to: file, atomically: true, encoding: .utf8)
        let result = await runCommand(["index", file.path, "--index", location])
        #expect(result.status == 1)
        #expect(result.error.contains("line 2"))
        #expect(result.error.contains("startDate"))
        #expect(await runCommand(["stats", "--index", location]).out.contains("items: 0"))
    }

    @Test func usageMistakesExitWith64() async {
        #expect(await runCommand([]).status == 64)
        #expect(await runCommand(["frobnicate"]).status == 64)
        #expect(await runCommand(["delete", "--index", "/tmp/x"]).status == 64)
        #expect(await runCommand(["search", "--limit"]).status == 64)
    }
}

import Foundation
import Testing

@testable import searchlight

@Suite struct ResolveCommandTests {
    /// A store filled by `searchlight index` from JSON Lines that associate items with orders.
    func indexedOrders() async throws -> String {
        let location = temporaryDirectory("resolve").path
        let file = temporaryDirectory("resolve-file").appendingPathComponent("orders.jsonl")
        try [
            #"{"id": "i1", "title": "Flat white", "entity": {"type": "Order", "id": "o1", "priority": 1}}"#,
            #"{"id": "i2", "title": "Caffè latte", "entity": {"type": "Order", "id": "o2", "priority": 40}}"#,
            #"{"id": "i3", "title": "Iced latte", "entity": {"type": "Order", "id": "o3"}}"#,
            #"{"id": "n1", "title": "Latte art notes"}"#,
        ].joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        #expect(await runCommand(["index", file.path, "--index", location]).status == 0)
        return location
    }

    @Test func textMatchesRankByPriorityWithReasons() async throws {
        let location = try await indexedOrders()
        let result = await runCommand(["resolve", "--type", "Order", "latte", "--index", location])
        #expect(result.status == 0)
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("  1. Order:o2  Caffè latte"))
        #expect(lines[0].hasSuffix(#"matched "latte" in title; priority 40"#))
        #expect(lines[1].hasPrefix("  2. Order:o3  Iced latte"))
        #expect(lines[2] == "resolved: Order:o2")
    }

    @Test func theSelectedEntityComesFirstAndStaleOnesAreReported() async throws {
        let location = try await indexedOrders()
        let result = await runCommand([
            "resolve", "--type", "Order", "latte", "--selected", "Order:o1", "--on-screen",
            "Order:o3,Order:gone",
            "--index", location, "--json",
        ])
        #expect(result.status == 0)
        let objects = try result.out.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(objects.compactMap { $0["id"] as? String } == ["Order:o1", "Order:o3", "Order:o2"])
        #expect(objects.first?["reasons"] as? [String] == ["on screen (selected)", "priority 1"])
        #expect(objects[1]["reasons"] as? [String] == ["on screen", #"matched "latte" in title"#])
        let skipped = try #require(objects.first { $0["skipped"] != nil })
        #expect(skipped["skipped"] as? String == "Order:gone")
        #expect(skipped["problem"] as? String == "no indexed item")
        let resolution = try #require(objects.last)
        #expect(resolution["resolution"] as? String == "resolved")
        #expect(
            resolution["ids"] as? [String] == ["Order:o3"],
            "with text, the visible match beats the unmatched selection")
    }

    @Test func withoutTextTheContextDecides() async throws {
        let location = try await indexedOrders()
        let none = await runCommand(["resolve", "--type", "Order", "--index", location])
        #expect(none.out == "no candidates of type Order\nnot found\n")
        let two = await runCommand([
            "resolve", "--type", "Order", "--on-screen", "Order:o3,Order:o1", "--index", location,
        ])
        #expect(two.out.hasSuffix("needs disambiguation: Order:o1, Order:o3\n"))
    }

    @Test func theDemoIndexResolvesOrders() async throws {
        let location = temporaryDirectory("resolve-demo").path
        #expect(await runCommand(["demo", "--index", location]).status == 0)
        let result = await runCommand(["resolve", "--type", "Order", "latte", "--index", location])
        #expect(result.status == 0)
        #expect(result.out.contains("latte"))
        #expect(result.out.contains(#"matched "latte""#))
    }

    @Test func usageMistakesExitWith64() async {
        #expect(await runCommand(["resolve", "latte"]).status == 64)
        #expect(await runCommand(["resolve", "--type", "Order", "--selected", "nocolon"]).status == 64)
        #expect(await runCommand(["resolve", "--type", "Order", "--limit", "0"]).status == 64)
    }
}

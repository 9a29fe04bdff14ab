import Foundation
import Searchlight

/// `searchlight-bench mcp`: `tools/call resolve_parameter` round trips to a `searchlight mcp`
/// process over stdio, at 100,000 items of which 10,000 are `Order` entities (DESIGN.md §9:
/// p99 under 5 ms). The peer is the same resolution in-process (`ParameterResolver` with the
/// same on-screen context), so the ratio is what the protocol, the pipe and JSON add.
///
/// The app's context is published from this process (so it is fresh and its publisher runs);
/// half the calls name words, half rely on what is on screen.
struct MCPBenchmark {
    static let itemCount = 100_000
    static let orderCount = 10_000
    static let calls = 1_000

    func run() async throws {
        var random = SeededGenerator(seed: 0x3C9_5E4E)
        let drinks = ResolveBenchmark.drinks
        let syllables = ["ka", "lo", "mi", "ren", "tas", "vo", "pel", "dur", "qui", "sen", "bra", "no"]
        func word() -> String {
            (0..<3).map { _ in syllables.randomElement(using: &random) ?? "" }.joined()
        }
        var items: [SearchableItem] = []
        for number in 0..<Self.orderCount {
            var attributes = SearchableItemAttributeSet(contentType: .item)
            attributes.title = "\(drinks[number % drinks.count].capitalized) for \(word().capitalized)"
            attributes.textContent = "Order \(number): \((0..<6).map { _ in word() }.joined(separator: " "))"
            var item = SearchableItem(uniqueIdentifier: "Order:o\(number)", attributeSet: attributes)
            item.associatedEntity = EntityAssociation(
                typeIdentifier: "Order", identifier: "o\(number)",
                priority: Int.random(in: 0...10, using: &random))
            items.append(item)
        }
        for number in 0..<(Self.itemCount - Self.orderCount) {
            var attributes = SearchableItemAttributeSet(contentType: .text)
            attributes.title = (0..<4).map { _ in word() }.joined(separator: " ")
            attributes.textContent =
                "Note \(number) " + (number % 20 == 0 ? drinks[number % drinks.count] : word())
            items.append(SearchableItem(uniqueIdentifier: "note-\(number)", attributeSet: attributes))
        }
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("searchlight-bench-mcp-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let index = SearchableIndex(location: directory)
        for start in stride(from: 0, to: items.count, by: 5_000) {
            try await index.indexSearchableItems(Array(items[start..<min(start + 5_000, items.count)]))
        }
        try index.checkpoint()
        let center = ActivityCenter(index: index)
        let visible = (0..<4).map { EntityIdentifier(typeIdentifier: "Order", identifier: "o\($0 * 97)") }
        await center.setOnScreenEntities(visible: visible, selected: visible[1])
        try await center.publishScreenContext()

        let texts: [String?] = (0..<Self.calls).map { number in
            switch number % 4 {
            case 0, 1: nil
            case 2: drinks[number % drinks.count]
            default: String(drinks[number % drinks.count].prefix(3))
            }
        }

        // The peer: the same answers in-process.
        let resolver = ParameterResolver(index: index)
        var direct = Latencies()
        for (number, text) in texts.enumerated() {
            let started = ContinuousClock.now
            let result = try await resolver.suggestions(
                for: "Order", matching: text, limit: 10,
                onScreen: OnScreenEntities(visible: visible, selected: visible[1]),
                currentActivityEntity: nil)
            _ = ParameterResolver.resolution(of: result.suggestions, matching: text)
            if number >= 50 { direct.add(Self.seconds(started.duration(to: .now))) }
        }

        let server = try ServerProcess(index: directory)
        defer { server.stop() }
        _ = try server.call(
            #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"bench","version":"1"}}}"#
        )
        var latencies = Latencies()
        var selected = 0
        for (number, text) in texts.enumerated() {
            let arguments: JSONValue =
                text.map { ["type": "Order", "text": .string($0)] } ?? ["type": "Order"]
            let request: JSONValue = [
                "jsonrpc": "2.0", "id": .integer(number + 1), "method": "tools/call",
                "params": ["name": "resolve_parameter", "arguments": arguments],
            ]
            let started = ContinuousClock.now
            let line = try server.call(request.rendered)
            let elapsed = started.duration(to: .now)
            if number >= 50 { latencies.add(Self.seconds(elapsed)) }
            let response = try JSONValue(parsing: line)
            guard response["result"]?["isError"] == false else {
                throw BenchFailure("MCP call failed: \(line)")
            }
            if text == nil, response["result"]?["structuredContent"]?["resolved"]?["id"] == "Order:o97" {
                selected += 1
            }
        }
        // Each benchmark checks its result: without words, the selected on-screen order wins.
        guard selected == texts.filter({ $0 == nil }).count else {
            throw BenchFailure(
                "the selected order won \(selected) of \(texts.filter { $0 == nil }.count) context calls")
        }
        report([
            "benchmark": "mcp-resolve_parameter", "items": Self.itemCount, "calls": latencies.samples.count,
            "searchlight_p50_us": latencies.percentile(0.5), "searchlight_p99_us": latencies.percentile(0.99),
            "peer": "in-process ParameterResolver", "peer_p50_us": direct.percentile(0.5),
            "peer_p99_us": direct.percentile(0.99),
            "ratio_p99": direct.percentile(0.99) > 0
                ? latencies.percentile(0.99) / direct.percentile(0.99) : 0,
            "target_p99_us": 5000,
        ])
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}

/// A `searchlight mcp` child process: one request line out, one response line back.
private final class ServerProcess {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var buffer: [UInt8] = []

    init(index: URL) throws {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        process.executableURL = beside.appendingPathComponent("searchlight")
        process.arguments = ["mcp", "--index", index.path]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
    }

    /// Sends one line and reads lines until the response (notifications are skipped).
    func call(_ line: String) throws -> String {
        try input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
        let descriptor = output.fileHandleForReading.fileDescriptor
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let response = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                if response.contains(#""method":"#) { continue }
                return response
            }
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { throw BenchFailure("searchlight mcp closed its output") }
            buffer.append(contentsOf: chunk[..<count])
        }
    }

    func stop() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}

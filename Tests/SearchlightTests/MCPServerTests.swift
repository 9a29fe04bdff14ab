import Foundation
import Searchlight
import Testing

let mcpModernMeta: JSONValue = [
    "io.modelcontextprotocol/protocolVersion": "2026-07-28",
    "io.modelcontextprotocol/clientCapabilities": [:],
]

/// An index with two notes and three orders (entities of type Order), the orders also in the
/// fixtures' app database; the orders' entity identifiers.
func filledIndex(_ label: String, clock: IndexClock = .system) async throws -> (SearchableIndex, [String]) {
    let index = makeIndex(configuration: IndexConfiguration(clock: clock))
    let prefix = ActivityFixtures.unique(label)
    let orders = [
        ActivityFixtures.Order(id: "\(prefix)-1", title: "Flat white, oat milk"),
        ActivityFixtures.Order(id: "\(prefix)-2", title: "Caffè latte and croissant"),
        ActivityFixtures.Order(id: "\(prefix)-3", title: "Iced latte"),
    ]
    ActivityFixtures.store(orders)
    var note = makeItem(
        "note-1", title: "Trip to Kyoto", domain: "notes.travel",
        text: "Temples, matcha and the night market.")
    note.attributeSet.rating = 4
    try await index.indexSearchableItems(
        [note, makeItem("note-2", title: "Standup", domain: "notes.work")] + orders.map { $0.item() })
    return (index, orders.map { "Order:\($0.id)" })
}

@Suite struct MCPProtocolTests {
    @Test func initializeNegotiatesTheHandshakeRevision() async throws {
        let client = MCPTestClient(MCPServer(index: makeIndex()))
        for requested in ["2025-11-25", "2024-11-05"] {
            let response = await client.request(
                "initialize",
                [
                    "protocolVersion": .string(requested), "capabilities": [:],
                    "clientInfo": ["name": "t", "version": "1"],
                ])
            #expect(response["result"]?["protocolVersion"] == "2025-11-25")
            #expect(response["result"]?["capabilities"]?["tools"] != nil)
            #expect(response["result"]?["serverInfo"]?["name"] == "searchlight")
        }
        client.send(["jsonrpc": "2.0", "method": "notifications/initialized"])
        #expect(await client.request("ping", id: 2)["result"] == [:])
        #expect(await client.request("initialize", [:], id: 3)["error"]?["code"] == -32602)
        #expect(await client.close().isEmpty)
    }

    @Test func discoverAndPerRequestMetaOfTheCurrentRevision() async throws {
        let client = MCPTestClient(MCPServer(index: makeIndex()))
        let discovered = await client.request("server/discover", ["_meta": mcpModernMeta])["result"]
        #expect(discovered?["supportedVersions"] == ["2025-11-25", "2026-07-28"])
        #expect(discovered?["resultType"] == "complete")
        #expect(discovered?["ttlMs"] == 0)
        let tools = await client.request("tools/list", ["_meta": mcpModernMeta], id: 2)["result"]
        #expect(tools?["resultType"] == "complete")
        #expect(tools?["tools"]?.arrayValue?.count == 8)

        let unknown = await client.request(
            "tools/list", ["_meta": ["io.modelcontextprotocol/protocolVersion": "2099-01-01"]], id: 3)
        #expect(unknown["error"]?["code"] == -32022)
        #expect(unknown["error"]?["data"]?["supported"] == ["2025-11-25", "2026-07-28"])
        #expect(unknown["error"]?["data"]?["requested"] == "2099-01-01")
        // Removed in 2026-07-28.
        #expect(await client.request("ping", ["_meta": mcpModernMeta], id: 4)["error"]?["code"] == -32601)
        _ = await client.close()
    }

    @Test(arguments: [
        ("not json", -32700), (#"{"jsonrpc":"2.0","id":1,"method":"ping""#, -32700), ("[1,2]", -32600),
        (#"{"id":1,"method":"ping"}"#, -32600), (#"{"jsonrpc":"2.0","id":{},"method":"ping"}"#, -32600),
        (#"{"jsonrpc":"2.0","id":1.5,"method":"ping"}"#, -32600), (#"{"jsonrpc":"2.0","id":1}"#, -32600),
        (#"{"jsonrpc":"2.0","id":1,"method":7}"#, -32600),
        (#"{"jsonrpc":"2.0","id":1,"method":"nope"}"#, -32601),
        (#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":"x"}"#, -32602),
        (#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":3}}"#, -32602),
        (#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"nope"}}"#, -32602),
        (
            #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"search","arguments":[]}}"#,
            -32602
        ),
        (#"{"jsonrpc":"2.0","id":1,"method":"logging/setLevel","params":{"level":"loud"}}"#, -32602),
        (
            #"{"jsonrpc":"2.0","id":1,"method":"resources/read","params":{"uri":"file:///etc/passwd"}}"#,
            -32602
        ),
        (#"{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"cursor":"bogus"}}"#, -32602),
        (String(repeating: "[", count: 100), -32700),
    ])
    func hostileMessagesGetTheirErrorCodeAndTheServerKeepsServing(message: String, code: Int) async {
        let client = MCPTestClient(MCPServer(index: makeIndex()))
        client.send(raw: message + "\n")
        client.send(raw: #"{"jsonrpc":"2.0","id":"after","method":"ping"}"# + "\n")
        let rest = await client.close()
        let errors = rest.filter { $0["error"] != nil }
        #expect(errors.count == 1)
        #expect(errors.first?["error"]?["code"] == .integer(code))
        #expect(rest.contains { $0["id"] == "after" && $0["result"] == [:] })
    }

    @Test func aTenMegabyteLineIsRejectedWithoutHoldingIt() async {
        let client = MCPTestClient(
            MCPServer(index: makeIndex(), configuration: .init(maximumMessageBytes: 64 << 10)))
        client.send(
            raw:
                #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"search","arguments":{"text":""#
        )
        for _ in 0..<10 { client.send(raw: String(repeating: "y", count: 1 << 20)) }
        client.send(raw: "\"}}}\n")
        let response = await client.response(to: .null)
        #expect(response["error"]?["code"] == -32600)
        #expect(
            response["error"]?["message"]?.stringValue?.contains("exceeds the limit of 65536 bytes") == true)
        #expect(await client.request("ping", id: 2)["result"] == [:])
        _ = await client.close()
    }

    /// Memory stays flat: measured on a `searchlight mcp` process of its own, whose peak resident
    /// size must not grow by the 10 MB it was sent.
    @Test func aTenMegabyteLineLeavesTheServersMemoryFlat() async throws {
        let process = try ChildProcess(
            executable: DurabilityTests.commandURL,
            arguments: [
                "mcp", "--index", temporaryDirectory("mcp-memory").path, "--max-message-bytes=65536",
            ],
            standardInput: .pipe, standardOutput: .pipe, standardError: .inherited)
        let input = process.standardInput!
        let lines = OutputLines(process.standardOutput!)
        let writes = DispatchQueue(label: "mcp-memory.writes")
        let send = { (text: String) in
            writes.async { try? input.write(contentsOf: Data(text.utf8)) }
        }
        send(#"{"jsonrpc":"2.0","id":1,"method":"ping"}"# + "\n")
        #expect(await lines.next()?.contains(#""id":1"#) == true)
        let before = peakResidentBytes(of: process.processIdentifier)
        send(#"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"arguments":{"text":""#)
        for _ in 0..<10 { send(String(repeating: "y", count: 1 << 20)) }
        send("\"}}}\n" + #"{"jsonrpc":"2.0","id":3,"method":"ping"}"# + "\n")
        #expect(await lines.next()?.contains("-32600") == true)
        #expect(await lines.next()?.contains(#""id":3"#) == true)
        let after = peakResidentBytes(of: process.processIdentifier)
        writes.async { try? input.close() }
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(after - before < 4 << 20, "peak resident size grew from \(before) to \(after) bytes")
    }

    @Test func thousandsOfRequestsInARowAreAllAnswered() async {
        let client = MCPTestClient(MCPServer(index: makeIndex()))
        let count = 3000
        client.send(
            raw: (0..<count).map { #"{"jsonrpc":"2.0","id":\#($0),"method":"ping"}"# + "\n" }.joined())
        let responses = await client.close()
        #expect(Set(responses.compactMap { $0["id"]?.intValue }) == Set(0..<count))
        #expect(responses.allSatisfy { $0["result"] == [:] })
    }

    @Test func cancellingARequestInFlightLeavesTheServerUsable() async throws {
        let (index, _) = try await filledIndex("cancel")
        let client = MCPTestClient(MCPServer(index: index))
        for id in 0..<50 {
            client.send(
                [
                    "jsonrpc": "2.0", "id": .integer(id), "method": "tools/call",
                    "params": ["name": "search", "arguments": ["text": "latte"]],
                ])
            client.send(
                [
                    "jsonrpc": "2.0", "method": "notifications/cancelled",
                    "params": ["requestId": .integer(id), "reason": "changed my mind"],
                ])
        }
        #expect(await client.request("ping", id: "after")["result"] == [:])
        let rest = await client.close()
        // A cancelled request is answered only if it finished before the cancel arrived, and never
        // with an error.
        #expect(rest.allSatisfy { $0["error"] == nil })
    }

    @Test func inputClosedMidRequestAnswersWhatArrivedAndStops() async throws {
        let (index, _) = try await filledIndex("closed")
        let client = MCPTestClient(MCPServer(index: index))
        client.send(
            [
                "jsonrpc": "2.0", "id": 1, "method": "tools/call",
                "params": ["name": "search", "arguments": ["text": "latte"]],
            ])
        client.send(raw: #"{"jsonrpc":"2.0","id":2,"method":"pi"#)
        let rest = await client.close()
        #expect(rest.first { $0["id"] == 1 }?["result"]?["structuredContent"]?["count"] == 2)
        #expect(rest.first { $0["id"] == .null }?["error"]?["code"] == -32700)
    }

    @Test func listsArePagedWithCursors() async {
        let client = MCPTestClient(MCPServer(index: makeIndex(), configuration: .init(pageSize: 3)))
        var names: [String] = []
        var cursor: JSONValue = .null
        var pages = 0
        repeat {
            let result = await client.request("tools/list", ["cursor": cursor], id: .integer(pages))["result"]
            names += result?["tools"]?.arrayValue?.compactMap { $0["name"]?.stringValue } ?? []
            cursor = result?["nextCursor"] ?? .null
            pages += 1
        } while cursor != .null && pages < 10
        #expect(pages == 3)
        #expect(names.count == 8 && Set(names).count == 8)
        let resources = await client.request("resources/list", id: 20)["result"]
        #expect(resources?["resources"]?[0]?["uri"] == "searchlight://context/current")
        let templates = await client.request("resources/templates/list", id: 21)["result"]
        #expect(templates?["resourceTemplates"]?[0]?["uriTemplate"] == "searchlight://items/{id}")
        _ = await client.close()
    }

    @Test func logMessagesFollowTheLevelTheClientSet() async throws {
        let (index, _) = try await filledIndex("logging")
        let client = MCPTestClient(MCPServer(index: index))
        _ = await client.call("query", ["query": "title == && x"], id: 1)
        #expect(await client.request("logging/setLevel", ["level": "warning"], id: 2)["result"] == [:])
        _ = await client.call("query", ["query": "title == && x"], id: 3)
        let message = await client.notification("notifications/message")
        #expect(message?["params"]?["level"] == "warning")
        #expect(message?["params"]?["data"]?.stringValue?.contains("expected a value") == true)
        let rest = await client.close()
        #expect(!rest.contains { $0["method"] == "notifications/message" })
    }

    @Test func jsonRoundTripsAndRefusesDeepNesting() throws {
        let text = #"{"a":[1,-2.5,true,null,"é\n\"\u00e9\ud83d\ude00"],"b":{}}"#
        let value = try JSONValue(parsing: text)
        #expect(value["a"]?[4] == "é\n\"é😀")
        #expect(try JSONValue(parsing: value.rendered) == value)
        #expect(throws: (any Error).self) { try JSONValue(parsing: String(repeating: "[", count: 200)) }
        #expect(throws: (any Error).self) { try JSONValue(parsing: #"{"a":1,}"#) }
    }
}

extension JSONValue {
    fileprivate subscript(position: Int) -> JSONValue? {
        guard let values = arrayValue, values.indices.contains(position) else { return nil }
        return values[position]
    }
}

/// Peak resident memory of a process (`VmHWM` of `/proc/PID/status`).
private func peakResidentBytes(of process: Int32) -> Int {
    guard let text = try? String(contentsOfFile: "/proc/\(process)/status", encoding: .utf8),
        let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return 0 }
    return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
}

/// Lines read from a file handle on a thread of their own.
private final class OutputLines: Sendable {
    private let stream: AsyncStream<String>

    init(_ handle: FileHandle) {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self)
        self.stream = stream
        readLines(from: handle, onLine: { continuation.yield($0) }, onEnd: { continuation.finish() })
    }

    func next() async -> String? {
        for await line in stream { return line }
        return nil
    }
}

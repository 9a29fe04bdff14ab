import Foundation
import Searchlight
import Testing

/// The tools of ``MCPServer`` over pipes, and the on-screen context it reads.
@Suite struct MCPToolTests {
    @Test func everyReadToolAnswersWithStructuredContent() async throws {
        let (index, orders) = try await filledIndex("tools")
        let client = MCPTestClient(MCPServer(index: index))

        let search = await client.call("search", ["text": "matcha", "limit": 5])["structuredContent"]
        #expect(search?["results"]?.arrayValue?.first?["id"] == "note-1")
        #expect(
            search?["results"]?.arrayValue?.first?["snippet"] == "Temples, **matcha** and the night market.")
        let domain = await client.call("search", ["text": "latte", "domain": "notes"], id: 2)[
            "structuredContent"]
        #expect(domain?["count"] == 0)
        #expect(domain?["correctedText"] == nil)
        // A mistyped word: the results of its correction, said so, snippets marking the corrected word.
        let mistyped = await client.call("search", ["text": "macha ", "limit": 5], id: 20)[
            "structuredContent"]
        #expect(mistyped?["correctedText"] == "matcha")
        #expect(mistyped?["partialMatch"] == nil)
        let partial = await client.call("search", ["text": "matcha zebra ", "limit": 5], id: 21)[
            "structuredContent"]
        #expect(partial?["partialMatch"] == true)
        #expect(partial?["results"]?.arrayValue?.first?["id"] == "note-1")
        #expect(
            mistyped?["results"]?.arrayValue?.first?["snippet"] == "Temples, **matcha** and the night market."
        )

        let query = await client.call("query", ["query": "rating >= 4", "attributes": ["rating"]], id: 3)
        #expect(query["structuredContent"]?["items"]?.arrayValue?.first?["attributes"]?["rating"] == 4)
        let syntax = await client.call("query", ["query": "title == && x"], id: 4)
        #expect(syntax["isError"] == true)
        #expect(syntax["content"]?.arrayValue?.first?["text"]?.stringValue?.contains("^~") == true)

        let items = await client.call("get_items", ["ids": ["note-2", "gone"]], id: 5)["structuredContent"]
        #expect(items?["items"]?.arrayValue?.first?["domain"] == "notes.work")
        #expect(items?["missing"] == ["gone"])

        let types = await client.call("list_entity_types", id: 6)["structuredContent"]
        #expect(
            types?["types"]
                == [
                    [
                        "type": "Order", "displayName": "Order", "count": 3, "registered": false,
                        "supportsTextQuery": false,
                    ]
                ]
        )

        let suggested = await client.call(
            "suggest_entities", ["type": "Order", "selected": .string(orders[0])], id: 7)
        #expect(
            suggested["structuredContent"]?["suggestions"]?.arrayValue?.first?["id"] == .string(orders[0]))
        #expect(suggested["structuredContent"]?["context"]?["source"] == "explicit")

        let resolved = await client.call("resolve_parameter", ["type": "Order", "text": "latte"], id: 8)
        #expect(resolved["structuredContent"]?["status"] == "needsDisambiguation")
        #expect(resolved["structuredContent"]?["candidates"]?.arrayValue?.count == 2)
        let iced = await client.call("resolve_parameter", ["type": "Order", "text": "iced"], id: 9)
        #expect(iced["structuredContent"]?["resolved"]?["id"] == .string(orders[2]))

        let explained = await client.call("explain", ["id": "note-1", "query": #"title == "Trip*""#], id: 10)
        #expect(explained["structuredContent"]?["matches"] == true)
        #expect(explained["structuredContent"]?["clauses"]?.arrayValue?.count == 1)

        let context = await client.call("current_context", id: 11)["structuredContent"]
        #expect(context?["source"] == "none")
        #expect(context?["usable"] == false)

        let read = await client.request("resources/read", ["uri": "searchlight://items/note-1"], id: 12)
        let contents = read["result"]?["contents"]?.arrayValue?.first?["text"]?.stringValue ?? ""
        #expect(try JSONValue(parsing: contents)["title"] == "Trip to Kyoto")
        _ = await client.close()
    }

    @Test(arguments: [
        (#"{"text":"x","limit":"ten"}"#, "argument 'limit' must be an integer, not a string"),
        (#"{"text":"x","limit":0}"#, "argument 'limit' must be at least 1"),
        (#"{"limit":3}"#, "missing required argument 'text'"),
        (#"{"text":""}"#, "argument 'text' must not be empty"),
        (#"{"text":"x","colour":"red"}"#, "unknown argument 'colour'"),
    ])
    func badArgumentsAreAToolErrorThatSaysWhatToFix(arguments: String, message: String) async throws {
        let client = MCPTestClient(MCPServer(index: makeIndex()))
        let result = await client.call("search", try JSONValue(parsing: arguments))
        #expect(result["isError"] == true)
        let text = result["content"]?.arrayValue?.first?["text"]?.stringValue ?? ""
        #expect(text.contains(message), "\(text)")
        _ = await client.close()
    }

    @Test func writesNeedPermission() async throws {
        let index = makeIndex()
        let readOnly = MCPTestClient(MCPServer(index: index))
        let refused = await readOnly.request(
            "tools/call", ["name": "index_items", "arguments": ["items": [["id": "a"]]]])
        #expect(refused["error"]?["code"] == -32602)
        #expect(refused["error"]?["message"]?.stringValue?.contains("--allow-writes") == true)
        _ = await readOnly.close()

        let client = MCPTestClient(MCPServer(index: index, configuration: .init(allowsWrites: true)))
        let indexed = await client.call(
            "index_items",
            ["items": [["id": "a", "title": "Alpha", "domain": "d"], ["id": "b", "title": "Beta"]]])
        #expect(indexed["structuredContent"]?["indexed"] == ["a", "b"])
        let invalid = await client.call("index_items", ["items": [["id": "c", "rating": "high"]]], id: 2)
        #expect(invalid["isError"] == true)
        #expect(
            await client.call("delete_items", ["domains": ["d"]], id: 3)["structuredContent"]?["deleted"] == 1
        )
        #expect(
            await client.call("delete_items", ["ids": ["b"]], id: 4)["structuredContent"]?["deleted"] == 1)
        #expect(await client.call("delete_items", [:], id: 5)["isError"] == true)
        #expect(try await index.itemCount() == 0)
        _ = await client.close()
    }

    // MARK: Context

    @Test func publishedContextIsUsedWhileFreshAndItsPublisherRuns() async throws {
        let clock = ManualClock(now: Date())
        let (index, orders) = try await filledIndex("published", clock: IndexClock(clock))
        let center = ActivityCenter(index: index)
        // Published by the change itself: the app does not call publishScreenContext().
        await center.setOnScreenEntities(
            visible: orders.compactMap(EntityIdentifier.init), selected: EntityIdentifier(orders[1]))
        #expect(await center.screenContextPublishingError == nil)

        let client = MCPTestClient(MCPServer(index: index))
        let resolved = await client.call("resolve_parameter", ["type": "Order"])["structuredContent"]
        #expect(resolved?["resolved"]?["id"] == .string(orders[1]))
        #expect(resolved?["resolved"]?["reasons"]?.arrayValue?.first == "on screen (selected)")
        #expect(resolved?["context"]?["source"] == "published")
        #expect(resolved?["context"]?["used"] == true)
        let context = await client.call("current_context", id: 2)["structuredContent"]
        #expect(context?["selected"] == .string(orders[1]))
        #expect(context?["processIdentifier"] == .integer(Int(ProcessInfo.processInfo.processIdentifier)))
        _ = await client.close()

        let strict = MCPTestClient(MCPServer(index: index, configuration: .init(contextMaximumAge: 0)))
        clock.advance(by: 0.005)
        let old = await strict.call("resolve_parameter", ["type": "Order"])["structuredContent"]
        #expect(old?["context"]?["used"] == false)
        #expect(old?["context"]?["note"]?.stringValue?.contains("older than the limit of 0 s") == true)
        #expect(old?["status"] == "notFound")
        _ = await strict.close()
    }

    @Test func contextOfAProcessThatEndedIsIgnored() async throws {
        let (index, orders) = try await filledIndex("gone")
        let ended = try ChildProcess(executable: URL(fileURLWithPath: "/bin/true"))
        ended.waitUntilExit()
        let context = ScreenContext(
            activity: nil, onScreenEntities: OnScreenEntities(selected: EntityIdentifier(orders[0])),
            published: Date(), processIdentifier: ended.processIdentifier)
        #expect(
            context.staleness(maximumAge: 60) == .publisherGone(processIdentifier: ended.processIdentifier))
        try await index.withStoreWriter { writer, _ in
            try ScreenContextStore(connection: writer.connection).save(context.row, indexName: index.name)
            return ((), [])
        }
        let client = MCPTestClient(MCPServer(index: index))
        let resolved = await client.call("resolve_parameter", ["type": "Order"])["structuredContent"]
        #expect(resolved?["context"]?["used"] == false)
        #expect(
            resolved?["context"]?["note"]
                == .string(
                    "ignored: published by process \(ended.processIdentifier), which is no longer running"))
        #expect(resolved?["resolved"]?["id"] != .string(orders[0]))
        _ = await client.close()
    }

    @Test func anEmbeddedServerUsesTheAppsLiveRegistryAndContext() async throws {
        let (index, orders) = try await filledIndex("live")
        let registry = EntityRegistry()
        registry.register(ActivityFixtures.Order.self)
        let center = ActivityCenter(index: index)
        await center.setOnScreenEntities(visible: [], selected: EntityIdentifier(orders[2]))
        let client = MCPTestClient(MCPServer(index: index, registry: registry, activityCenter: center))
        let resolved = await client.call("resolve_parameter", ["type": "Order"])["structuredContent"]
        #expect(resolved?["resolved"]?["id"] == .string(orders[2]))
        #expect(resolved?["resolved"]?["title"] == "Iced latte")
        #expect(resolved?["context"]?["source"] == "live")
        let types = await client.call("list_entity_types", id: 2)["structuredContent"]
        #expect(types?["types"]?.arrayValue?.first?["registered"] == true)
        _ = await client.close()
    }

    @Test func subscribersHearWhenTheContextChanges() async throws {
        let (index, orders) = try await filledIndex("subscribe")
        let client = MCPTestClient(
            MCPServer(index: index, configuration: .init(contextPollInterval: .milliseconds(10))))
        #expect(
            await client.request("resources/subscribe", ["uri": "searchlight://context/current"])["result"]
                == [:])
        let listen = [
            "_meta": mcpModernMeta,
            "notifications": ["resourceSubscriptions": ["searchlight://context/current"]],
        ]
        client.send([
            "jsonrpc": "2.0", "id": "listen", "method": "subscriptions/listen", "params": .object(listen),
        ])
        let acknowledged = await client.notification("notifications/subscriptions/acknowledged")
        #expect(
            acknowledged?["params"]?["notifications"]?["resourceSubscriptions"] == [
                "searchlight://context/current"
            ])

        let center = ActivityCenter(index: index)
        await center.setOnScreenEntities(visible: [], selected: EntityIdentifier(orders[0]))
        try await center.publishScreenContext()
        let first = await client.notification("notifications/resources/updated")
        let second = await client.notification("notifications/resources/updated")
        let streams = [first, second].map {
            $0?["params"]?["_meta"]?["io.modelcontextprotocol/subscriptionId"]
        }
        #expect(Set(streams) == [nil, "listen"])
        #expect(first?["params"]?["uri"] == "searchlight://context/current")
        #expect(
            await client.request("resources/subscribe", ["uri": "searchlight://items/x"], id: 2)["error"]?[
                "code"]
                == -32602)
        let rest = await client.close()
        // Closing the input ends the listen stream with its response.
        #expect(rest.contains { $0["id"] == "listen" && $0["result"]?["resultType"] == "complete" })
    }
}

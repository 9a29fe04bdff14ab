import Foundation
import Synchronization

/// One client of an ``MCPServer``: its negotiated state, its requests in flight and its
/// subscriptions. Protocol-state requests are handled in the order they arrive; tool calls and
/// resource reads run concurrently, up to the server's limit.
final class MCPConnection: Sendable {
    /// What the connection knows about its client.
    private struct State {
        var handshakeVersion: String?
        var logLevel: MCPLogLevel?
        /// URIs subscribed with `resources/subscribe`.
        var subscriptions: Set<String> = []
        /// `subscriptions/listen` streams by request id, with the URIs each honors.
        var listens: [JSONValue: Set<String>] = [:]
        var inFlight: [JSONValue: Task<Void, Never>] = [:]
        /// The context as subscribers last saw it.
        var contextFingerprint: String?
    }

    /// A request after its envelope was checked.
    struct Request: Sendable {
        var id: JSONValue
        var method: String
        var params: [String: JSONValue]
        /// Whether it carries a 2026-07-28 `_meta` (stateless era).
        var isModern: Bool
        /// The per-request log level of the 2026-07-28 era.
        var logLevel: MCPLogLevel?
    }

    let server: MCPServer
    private let writer: MessageWriter
    private let state = Mutex(State())

    static let contextURI = "searchlight://context/current"
    static let itemURIPrefix = "searchlight://items/"
    private static let versionKey = "io.modelcontextprotocol/protocolVersion"
    private static let subscriptionKey = "io.modelcontextprotocol/subscriptionId"

    init(server: MCPServer, writer: MessageWriter) {
        self.server = server
        self.writer = writer
    }

    // MARK: Envelope

    func receive(_ bytes: [UInt8]) async {
        let message: JSONValue
        do {
            message = try JSONParser.parse(bytes)
        } catch {
            return reply(
                id: .null,
                error: MCPError(
                    code: MCPError.parseError,
                    message: "invalid JSON (\(error)); send one JSON-RPC message per line"))
        }
        guard case .object(let fields) = message else {
            let problem =
                message.arrayValue != nil
                ? "JSON-RPC batches are not supported; send one message per line"
                : "a JSON-RPC message must be an object, not \(message.typeName)"
            return reply(id: .null, error: MCPError(code: MCPError.invalidRequest, message: problem))
        }
        let id = fields["id"]
        if let id, !Self.isValidID(id) {
            return reply(
                id: .null,
                error: MCPError(
                    code: MCPError.invalidRequest,
                    message: "the id must be a string or an integer, not \(id.typeName)"
                ))
        }
        guard fields["jsonrpc"] == "2.0" else {
            return reply(
                id: id ?? .null,
                error: MCPError(
                    code: MCPError.invalidRequest, message: "the message needs \"jsonrpc\": \"2.0\""))
        }
        guard let methodValue = fields["method"] else {
            // A response: the server sends no requests, so there is nothing to match it with.
            if fields["result"] != nil || fields["error"] != nil { return }
            return reply(
                id: id ?? .null,
                error: MCPError(code: MCPError.invalidRequest, message: "the message has no \"method\""))
        }
        guard case .string(let method) = methodValue else {
            return reply(
                id: id ?? .null,
                error: MCPError(code: MCPError.invalidRequest, message: "\"method\" must be a string"))
        }
        let paramsValue = fields["params"] ?? .object([:])
        guard case .object(let params) = paramsValue else {
            guard let id else { return }
            return reply(
                id: id,
                error: .invalidParams("params of \(method) must be an object, not \(paramsValue.typeName)"))
        }
        guard let id else { return notification(method, params) }
        do {
            let request = try envelope(id: id, method: method, params: params)
            try await dispatch(request)
        } catch {
            reply(id: id, error: error)
        }
    }

    private static func isValidID(_ id: JSONValue) -> Bool {
        switch id {
        case .string: true
        case .number: id.intValue != nil
        default: false
        }
    }

    /// Reads the 2026-07-28 `_meta` envelope, when there is one.
    private func envelope(id: JSONValue, method: String, params: [String: JSONValue]) throws(MCPError)
        -> Request
    {
        var request = Request(id: id, method: method, params: params, isModern: false)
        guard method != "initialize", let meta = params["_meta"] else { return request }
        guard case .object(let fields) = meta else { throw .invalidParams("_meta must be an object") }
        guard let versionValue = fields[Self.versionKey] else { return request }
        guard case .string(let version) = versionValue else {
            throw .invalidParams("_meta[\"\(Self.versionKey)\"] must be a string")
        }
        guard version == MCPServer.currentProtocolVersion else {
            throw MCPError(
                code: MCPError.unsupportedProtocolVersion,
                message:
                    "protocol version \(version) is not supported; use one of "
                    + MCPServer.supportedProtocolVersions.joined(separator: ", "),
                data: [
                    "requested": .string(version),
                    "supported": .array(MCPServer.supportedProtocolVersions.map(JSONValue.string)),
                ])
        }
        if let capabilities = fields["io.modelcontextprotocol/clientCapabilities"],
            capabilities.objectValue == nil
        {
            throw .invalidParams("_meta[\"io.modelcontextprotocol/clientCapabilities\"] must be an object")
        }
        request.isModern = true
        if let level = fields["io.modelcontextprotocol/logLevel"] {
            guard let name = level.stringValue, let parsed = MCPLogLevel(rawValue: name) else {
                throw .invalidParams("unknown log level \(level.rendered); use one of \(Self.levelNames)")
            }
            request.logLevel = parsed
        }
        return request
    }

    private static let levelNames = MCPLogLevel.allCases.map(\.rawValue).joined(separator: ", ")

    // MARK: Dispatch

    private func dispatch(_ request: Request) async throws(MCPError) {
        let id = request.id
        if state.withLock({ $0.inFlight[id] != nil || $0.listens[id] != nil }) {
            throw MCPError(
                code: MCPError.invalidRequest,
                message: "id \(id.rendered) is already used by a request in flight")
        }
        let params = request.params
        switch (request.method, request.isModern) {
        case ("initialize", _):
            reply(request, try initialize(params))
        case ("ping", false):
            reply(request, [:])
        case ("server/discover", _):
            reply(request, discover())
        case ("tools/list", _):
            reply(request, try page(server.tools.map(\.json), key: "tools", cursor: params["cursor"]))
        case ("resources/list", _):
            reply(request, try page([Self.contextResource], key: "resources", cursor: params["cursor"]))
        case ("resources/templates/list", _):
            reply(request, try page([Self.itemTemplate], key: "resourceTemplates", cursor: params["cursor"]))
        case ("logging/setLevel", false):
            guard let name = params["level"]?.stringValue, let level = MCPLogLevel(rawValue: name) else {
                throw .invalidParams("level must be one of \(Self.levelNames)")
            }
            state.withLock { $0.logLevel = level }
            reply(request, [:])
        case ("resources/subscribe", false), ("resources/unsubscribe", false):
            let uri = try Self.subscribableURI(params["uri"])
            let fingerprint = try? await server.contextReport().fingerprint
            state.withLock { state in
                if request.method == "resources/subscribe" {
                    state.subscriptions.insert(uri)
                    if state.contextFingerprint == nil { state.contextFingerprint = fingerprint }
                } else {
                    state.subscriptions.remove(uri)
                }
            }
            reply(request, [:])
        case ("subscriptions/listen", true):
            try await listen(request)
        case ("tools/call", _):
            let (tool, arguments) = try toolCall(params)
            await spawn(request) { [server] in .success(await server.call(tool, arguments: arguments)) }
        case ("resources/read", _):
            guard let uri = params["uri"]?.stringValue else {
                throw .invalidParams("resources/read needs a uri string")
            }
            await spawn(request) { [server] in
                do throws(MCPError) {
                    return .success(try await server.readResource(uri))
                } catch {
                    return .failure(error)
                }
            }
        case ("ping", true), ("logging/setLevel", true), ("resources/subscribe", true),
            ("resources/unsubscribe", true):
            throw MCPError(
                code: MCPError.methodNotFound,
                message:
                    "\(request.method) is not part of protocol version \(MCPServer.currentProtocolVersion)")
        case ("subscriptions/listen", false):
            throw MCPError(
                code: MCPError.methodNotFound,
                message:
                    "subscriptions/listen needs protocol version \(MCPServer.currentProtocolVersion) in _meta"
            )
        default:
            throw MCPError(
                code: MCPError.methodNotFound,
                message: "unknown method '\(request.method)'; see tools/list for what the server offers")
        }
    }

    private func notification(_ method: String, _ params: [String: JSONValue]) {
        guard method == "notifications/cancelled", let id = params["requestId"], Self.isValidID(id) else {
            return
        }
        // A cancelled request gets no answer; a cancelled listen stream ends.
        let task = state.withLock { state -> Task<Void, Never>? in
            state.listens[id] = nil
            return state.inFlight[id]
        }
        task?.cancel()
    }

    /// Runs a request concurrently; answers unless it was cancelled.
    private func spawn(
        _ request: Request, _ work: @escaping @Sendable () async -> Result<JSONValue, MCPError>
    ) async {
        while let busy = state.withLock({ state in
            state.inFlight.count >= server.configuration.maximumConcurrentRequests
                ? state.inFlight.first?.value : nil
        }) {
            await busy.value
        }
        let started = ContinuousClock.now
        state.withLock { state in
            state.inFlight[request.id] = Task {
                let result = await work()
                let cancelled = Task.isCancelled
                _ = self.state.withLock { $0.inFlight.removeValue(forKey: request.id) }
                guard !cancelled else { return }
                switch result {
                case .success(let value):
                    self.reply(request, value)
                    if value["isError"] == true,
                        let text = value["content"]?.arrayValue?.first?["text"]?.stringValue
                    {
                        self.log(
                            .warning, "\(request.params["name"]?.stringValue ?? request.method): \(text)",
                            request: request)
                    }
                case .failure(let error): self.reply(id: request.id, error: error)
                }
                let elapsed = started.duration(to: .now)
                self.log(.debug, "\(request.method) answered in \(elapsed)", request: request)
            }
        }
    }

    /// Waits for the requests in flight, then ends the listen streams gracefully.
    func finish() async {
        while let task = state.withLock({ $0.inFlight.first?.value }) { await task.value }
        let listens = state.withLock { state in
            defer { state.listens = [:] }
            return Array(state.listens.keys)
        }
        for id in listens {
            writer.send(
                [
                    "jsonrpc": "2.0", "id": id,
                    "result": [
                        "resultType": "complete",
                        "_meta": [
                            Self.subscriptionKey: id,
                            "io.modelcontextprotocol/serverInfo": MCPServer.serverInfo,
                        ],
                    ],
                ])
        }
    }

    // MARK: Replies

    func reply(id: JSONValue, error: MCPError) {
        writer.send(["jsonrpc": "2.0", "id": id, "error": error.json])
    }

    private func reply(id: JSONValue, error: any Error) {
        reply(
            id: id,
            error: error as? MCPError ?? MCPError(code: MCPError.internalError, message: "\(error)"))
    }

    /// Answers with `result`, adding what the 2026-07-28 era requires of every result.
    private func reply(_ request: Request, _ result: JSONValue) {
        guard request.isModern, case .object(var fields) = result else {
            return writer.send(["jsonrpc": "2.0", "id": request.id, "result": result])
        }
        fields["resultType"] = "complete"
        var meta = fields["_meta"]?.objectValue ?? [:]
        meta["io.modelcontextprotocol/serverInfo"] = MCPServer.serverInfo
        fields["_meta"] = .object(meta)
        if ["tools/list", "resources/list", "resources/templates/list", "resources/read", "server/discover"]
            .contains(request.method)
        {
            fields["ttlMs"] = fields["ttlMs"] ?? 0
            fields["cacheScope"] = fields["cacheScope"] ?? "private"
        }
        writer.send(["jsonrpc": "2.0", "id": request.id, "result": .object(fields)])
    }

    private func notify(_ method: String, _ params: JSONValue) {
        writer.send(["jsonrpc": "2.0", "method": .string(method), "params": params])
    }

    /// Sends a log message when the client asked for this level: per request in the 2026-07-28
    /// era, with `logging/setLevel` before it.
    func log(_ level: MCPLogLevel, _ message: String, request: Request?) {
        let threshold = request?.isModern == true ? request?.logLevel : state.withLock { $0.logLevel }
        guard let threshold, level >= threshold else { return }
        notify(
            "notifications/message",
            ["level": .string(level.rawValue), "logger": "searchlight", "data": .string(message)])
    }

    // MARK: Lifecycle

    private func initialize(_ params: [String: JSONValue]) throws(MCPError) -> JSONValue {
        guard params["protocolVersion"]?.stringValue != nil else {
            throw .invalidParams("initialize needs a protocolVersion string")
        }
        // The handshake negotiates only handshake-era revisions, and the server speaks one: a
        // client asking for it gets it; one asking for an older (or unknown) revision gets it
        // too, and decides whether to go on (MCP lifecycle, version negotiation).
        let version = MCPServer.handshakeProtocolVersion
        state.withLock { $0.handshakeVersion = version }
        return [
            "protocolVersion": .string(version), "capabilities": MCPServer.capabilities,
            "serverInfo": MCPServer.serverInfo, "instructions": .string(MCPServer.instructions),
        ]
    }

    private func discover() -> JSONValue {
        [
            "supportedVersions": .array(MCPServer.supportedProtocolVersions.map(JSONValue.string)),
            "capabilities": MCPServer.capabilities, "instructions": .string(MCPServer.instructions),
        ]
    }

    // MARK: Lists

    /// One page of `entries`; the cursor is the opaque offset of the next page.
    private func page(_ entries: [JSONValue], key: String, cursor: JSONValue?) throws(MCPError) -> JSONValue {
        var start = 0
        if let cursor, cursor != .null {
            guard let text = cursor.stringValue, let data = Data(base64Encoded: text),
                let decoded = String(data: data, encoding: .utf8), decoded.hasPrefix("offset:"),
                let offset = Int(decoded.dropFirst(7)), (0...entries.count).contains(offset)
            else {
                throw .invalidParams(
                    "invalid cursor; pass the nextCursor of the previous page, or none for the first")
            }
            start = offset
        }
        let end = min(entries.count, start + server.configuration.pageSize)
        var result: [String: JSONValue] = [key: .array(Array(entries[start..<end]))]
        if end < entries.count {
            result["nextCursor"] = .string(Data("offset:\(end)".utf8).base64EncodedString())
        }
        return .object(result)
    }

    static let contextResource: JSONValue = [
        "uri": .string(contextURI), "name": "current-context", "title": "Current context",
        "description": .string(
            "The app's current activity and on-screen entities, with whether they are fresh enough to use. "
                + "Subscribe to hear when they change."),
        "mimeType": "application/json",
    ]

    static let itemTemplate: JSONValue = [
        "uriTemplate": .string(itemURIPrefix + "{id}"), "name": "item", "title": "Item",
        "description": "An indexed item with all its attributes; percent-encode the identifier.",
        "mimeType": "application/json",
    ]

    private static func subscribableURI(_ value: JSONValue?) throws(MCPError) -> String {
        guard let uri = value?.stringValue else { throw .invalidParams("uri must be a string") }
        guard uri == contextURI else {
            throw .invalidParams("only \(contextURI) can be subscribed to; \(uri) does not change on its own")
        }
        return uri
    }

    private func toolCall(_ params: [String: JSONValue]) throws(MCPError) -> (MCPTool, JSONValue) {
        guard let name = params["name"]?.stringValue else {
            throw .invalidParams("tools/call needs a tool name string")
        }
        guard let tool = server.tools.first(where: { $0.name == name }) else {
            let writes = !server.configuration.allowsWrites && ["index_items", "delete_items"].contains(name)
            throw .invalidParams(
                writes
                    ? "tool '\(name)' needs a server started with --allow-writes"
                    : "unknown tool '\(name)'; tools/list names the tools")
        }
        let arguments = params["arguments"] ?? .object([:])
        guard arguments.objectValue != nil else {
            throw .invalidParams("arguments must be an object, not \(arguments.typeName)")
        }
        return (tool, arguments)
    }

    // MARK: Subscriptions

    private func listen(_ request: Request) async throws(MCPError) {
        guard let filter = request.params["notifications"]?.objectValue else {
            throw .invalidParams("subscriptions/listen needs a notifications object")
        }
        let asked = filter["resourceSubscriptions"]?.arrayValue?.compactMap(\.stringValue) ?? []
        let honored = Set(asked.filter { $0 == Self.contextURI })
        let fingerprint = try? await server.contextReport().fingerprint
        state.withLock { state in
            state.listens[request.id] = honored
            if state.contextFingerprint == nil { state.contextFingerprint = fingerprint }
        }
        notify(
            "notifications/subscriptions/acknowledged",
            [
                "notifications": ["resourceSubscriptions": .array(honored.sorted().map(JSONValue.string))],
                "_meta": .object([Self.subscriptionKey: request.id]),
            ])
    }

    /// Checks the context while anyone subscribes to it, and tells them when it changed —
    /// including when it turns stale because its publisher ended or it aged.
    func watchContext() async {
        while !Task.isCancelled {
            do {
                try await Task.sleep(for: server.configuration.contextPollInterval)
            } catch {
                return
            }
            let listening = state.withLock { state in
                !state.subscriptions.isEmpty || state.listens.values.contains { !$0.isEmpty }
            }
            guard listening, let fingerprint = try? await server.contextReport().fingerprint else { continue }
            let (legacy, streams) = state.withLock { state -> (Bool, [JSONValue]) in
                guard state.contextFingerprint != fingerprint else { return (false, []) }
                state.contextFingerprint = fingerprint
                return (
                    state.subscriptions.contains(Self.contextURI),
                    state.listens.filter { $0.value.contains(Self.contextURI) }.map(\.key)
                )
            }
            if legacy { notify("notifications/resources/updated", ["uri": .string(Self.contextURI)]) }
            for id in streams {
                notify(
                    "notifications/resources/updated",
                    ["uri": .string(Self.contextURI), "_meta": .object([Self.subscriptionKey: id])])
            }
        }
    }
}

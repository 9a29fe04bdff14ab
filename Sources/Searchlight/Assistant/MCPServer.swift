import Foundation

/// A Model Context Protocol server over a Searchlight index, its entity registry and the user's
/// on-screen context: assistants search, query, explain and resolve intent parameters through it.
///
/// It speaks newline-delimited JSON-RPC 2.0 over any pair of byte streams — stdio for
/// `searchlight mcp`, pipes or a socket for an app that serves from its own process with its
/// live ``EntityRegistry`` and ``ActivityCenter``:
///
/// ```swift
/// let server = MCPServer(index: index, registry: registry, activityCenter: center)
/// await server.serve(input: .standardInput, output: .standardOutput)   // returns when input closes
/// ```
///
/// Protocol revisions: 2026-07-28 (`server/discover`, a protocol version and client
/// capabilities in each request's `_meta`, `subscriptions/listen`) and 2025-11-25 (the
/// `initialize` handshake, `ping`, `logging/setLevel`, `resources/subscribe`); an `initialize`
/// asking for an older revision is answered with 2025-11-25.
///
/// Without an ``activityCenter`` the on-screen context is what the app last published to the
/// store (``ActivityCenter/publishScreenContext()``), used while it is at most
/// ``Configuration/contextMaximumAge`` old and its publisher still runs; answers say which
/// context they used and why they ignored one.
///
/// Writing to a peer that has gone away raises `SIGPIPE`; a process that serves over pipes
/// should ignore that signal (`searchlight mcp` does).
public final class MCPServer: Sendable {
    /// Limits and options of a server.
    public struct Configuration: Sendable {
        /// Whether `index_items` and `delete_items` are offered.
        public var allowsWrites: Bool
        /// Longest message accepted, in bytes; a longer one is answered with an error and skipped.
        public var maximumMessageBytes: Int
        /// Published context older than this, in seconds, is not used.
        public var contextMaximumAge: TimeInterval
        /// How often subscribed context is checked for changes.
        public var contextPollInterval: Duration
        /// Entries per page of `tools/list`, `resources/list` and `resources/templates/list`.
        public var pageSize: Int
        /// Requests handled at once; further ones wait to be read.
        public var maximumConcurrentRequests: Int

        /// Creates a configuration; every setting has the default described on its property.
        public init(
            allowsWrites: Bool = false, maximumMessageBytes: Int = 4 << 20,
            contextMaximumAge: TimeInterval = 300,
            contextPollInterval: Duration = .milliseconds(250), pageSize: Int = 50,
            maximumConcurrentRequests: Int = 16
        ) {
            self.allowsWrites = allowsWrites
            self.maximumMessageBytes = maximumMessageBytes
            self.contextMaximumAge = contextMaximumAge
            self.contextPollInterval = contextPollInterval
            self.pageSize = max(1, pageSize)
            self.maximumConcurrentRequests = max(1, maximumConcurrentRequests)
        }
    }

    /// The protocol revision of `server/discover` and per-request `_meta`.
    public static let currentProtocolVersion = "2026-07-28"
    /// The newest revision reachable through the `initialize` handshake.
    public static let handshakeProtocolVersion = "2025-11-25"
    /// Every revision the server speaks.
    public static let supportedProtocolVersions = [handshakeProtocolVersion, currentProtocolVersion]

    /// The index the tools search and write.
    public let index: SearchableIndex
    /// The entity types the server resolves and describes.
    public let registry: EntityRegistry
    /// The app's live activity center, when the server runs inside the app.
    public let activityCenter: ActivityCenter?
    /// What the server allows and how it judges published context.
    public let configuration: Configuration
    let tools: [MCPTool]

    /// Creates a server over `index`; with `activityCenter`, context is read live rather than from what the app published.
    public init(
        index: SearchableIndex, registry: EntityRegistry = EntityRegistry(),
        activityCenter: ActivityCenter? = nil,
        configuration: Configuration = Configuration()
    ) {
        self.index = index
        self.registry = registry
        self.activityCenter = activityCenter
        self.configuration = configuration
        self.tools = MCPTool.all(allowingWrites: configuration.allowsWrites)
    }

    /// Serves one client: reads requests from `input` until it closes, answering on `output`.
    /// Requests still running when `input` closes are finished and answered first.
    public func serve(input: FileHandle, output: FileHandle) async {
        let reader = MessageReader(
            fileDescriptor: input.fileDescriptor, maximumBytes: configuration.maximumMessageBytes)
        let connection = MCPConnection(
            server: self, writer: MessageWriter(fileDescriptor: output.fileDescriptor))
        let watcher = Task { await connection.watchContext() }
        for await event in reader.events {
            switch event {
            case .message(let bytes):
                await connection.receive(bytes)
            case .oversized(let count):
                connection.reply(
                    id: .null,
                    error: MCPError(
                        code: MCPError.invalidRequest,
                        message:
                            "message of \(count) bytes exceeds the limit of \(configuration.maximumMessageBytes) "
                            + "bytes; send smaller requests"))
            }
            reader.taken()
        }
        await connection.finish()
        watcher.cancel()
        await watcher.value
    }

    static let serverInfo: JSONValue = [
        "name": "searchlight", "title": "Searchlight", "version": "1.0.0",
    ]

    static let instructions = """
        Searchlight indexes this app's content and entities. Use search for what the user types, \
        query for exact Core Spotlight query strings, resolve_parameter to decide which entity \
        ("this order", "the latte one") the user means — it ranks what is on screen first — and \
        current_context to see what the user is looking at.
        """

    static let capabilities: JSONValue = [
        "tools": ["listChanged": false],
        "resources": ["subscribe": true, "listChanged": false],
        "logging": [:],
    ]
}

/// A JSON-RPC error the MCP server answers a request with.
public struct MCPError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The JSON-RPC / MCP error code.
    public var code: Int
    /// One sentence: what was wrong and how to fix it.
    public var message: String
    /// Details, such as the supported protocol versions.
    public var data: JSONValue?

    /// Creates an error with a JSON-RPC code.
    public init(code: Int, message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    /// The code and message.
    public var description: String { "\(code): \(message)" }

    /// Invalid JSON was received.
    public static let parseError = -32700
    /// The message is not a valid JSON-RPC request.
    public static let invalidRequest = -32600
    /// The method does not exist or is not available at the request's protocol version.
    public static let methodNotFound = -32601
    /// Invalid method parameters.
    public static let invalidParams = -32602
    /// The server failed while handling a valid request.
    public static let internalError = -32603
    /// The request's protocol version is not supported (MCP 2026-07-28); `data` names the
    /// supported ones.
    public static let unsupportedProtocolVersion = -32022

    static func invalidParams(_ message: String) -> MCPError {
        MCPError(code: invalidParams, message: message)
    }

    var json: JSONValue {
        var error: [String: JSONValue] = ["code": .integer(code), "message": .string(message)]
        if let data { error["data"] = data }
        return .object(error)
    }
}

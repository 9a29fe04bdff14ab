/// Severity of a `notifications/message` log message (RFC 5424 levels, as MCP names them).
enum MCPLogLevel: String, Sendable, Comparable, CaseIterable {
    case debug, info, notice, warning, error, critical, alert, emergency

    private var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    static func < (lhs: MCPLogLevel, rhs: MCPLogLevel) -> Bool { lhs.rank < rhs.rank }
}

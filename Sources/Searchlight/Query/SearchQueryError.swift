/// An error from running a query, mirroring `CSSearchQueryError`.
public struct SearchQueryError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Code: Int, Sendable {
        case unknown = -2000
        case indexUnreachable = -2001
        case invalidQuery = -2002
        case cancelled = -2003
        /// A query is one-shot: its results were already requested or it was already started.
        case alreadyStarted = -2100
    }

    public let code: Code
    public let message: String

    public init(_ code: Code, message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }
}

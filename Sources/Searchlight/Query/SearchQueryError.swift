/// An error from running a query, mirroring `CSSearchQueryError`.
public struct SearchQueryError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of failure, with `CSSearchQueryError`'s raw values.
    public enum Code: Int, Sendable {
        case unknown = -2000
        case indexUnreachable = -2001
        case invalidQuery = -2002
        case cancelled = -2003
        /// A query is one-shot: its results were already requested or it was already started.
        case alreadyStarted = -2100
    }

    /// What kind of failure.
    public let code: Code
    /// What happened, naming the clause or attribute at fault.
    public let message: String
    /// For a query string that does not parse: the syntax error, with its offset; render it with
    /// ``QuerySyntaxError/rendered(query:)`` to show a caret under the problem.
    public let syntaxError: QuerySyntaxError?

    /// Creates an error.
    public init(_ code: Code, message: String, syntaxError: QuerySyntaxError? = nil) {
        self.code = code
        self.message = message
        self.syntaxError = syntaxError
    }

    /// The message.
    /// The message, with control and invisible characters escaped.
    public var description: String { VisibleText.escape(message) }
}

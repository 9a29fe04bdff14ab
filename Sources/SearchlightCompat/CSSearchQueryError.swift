import Foundation

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The error domain of Core Spotlight's query errors.
public let CSSearchQueryErrorDomain = "CSSearchQueryErrorDomain"

/// A query error with Core Spotlight's spelling: what a ``CSSearchQuery``'s completion handler
/// receives and its ``CSSearchQuery/results`` throw. Its ``Code`` matches
/// `CSSearchQueryError.Code`; ``underlying`` has the message, and the syntax error's position
/// for a query string that does not parse.
///
/// ```swift
/// query.completionHandler = { error in
///     if let error = error as? CSSearchQueryError, error.code == .cancelled { return }
/// }
/// ```
public struct CSSearchQueryError: Error, CustomNSError, CustomStringConvertible, Sendable {
    /// Core Spotlight's error codes, with its raw values.
    public enum Code: Int, Sendable {
        case unknown = -2000
        case indexUnreachable = -2001
        case invalidQuery = -2002
        case cancelled = -2003
    }

    /// The kind of failure.
    public let code: Code
    /// The native error, with the message and, for a query string, the syntax error.
    public let underlying: SearchQueryError

    /// The Core Spotlight form of a native query error. Running a query twice, which Apple's
    /// class does not report with a code of its own, is an unknown error.
    public init(_ error: SearchQueryError) {
        underlying = error
        code =
            switch error.code {
            case .unknown, .alreadyStarted: .unknown
            case .indexUnreachable: .indexUnreachable
            case .invalidQuery: .invalidQuery
            case .cancelled: .cancelled
            }
    }

    /// An error of `code`, as Apple's bridged error struct is made: the message is the
    /// `NSLocalizedDescriptionKey` of `userInfo` when it has one.
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        let message =
            userInfo[NSLocalizedDescriptionKey] as? String ?? "Core Spotlight query error \(code.rawValue)"
        self.init(
            SearchQueryError(SearchQueryError.Code(rawValue: code.rawValue) ?? .unknown, message: message))
    }

    /// The error an `NSError` of ``CSSearchQueryErrorDomain`` stands for, as Swift bridges one; a
    /// code Core Spotlight does not define becomes ``Code/unknown``.
    public init(_nsError error: NSError) {
        self.init(Code(rawValue: error.code) ?? .unknown, userInfo: error.userInfo)
    }

    /// The Core Spotlight form of any error a query reported.
    static func bridging(_ error: any Error) -> any Error {
        if let error = error as? SearchQueryError { return CSSearchQueryError(error) }
        return error
    }

    /// ``CSSearchQueryErrorDomain``.
    public static var errorDomain: String { CSSearchQueryErrorDomain }
    /// The code's raw value.
    public var errorCode: Int { code.rawValue }
    /// The message as `NSLocalizedDescriptionKey`.
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: underlying.description] }
    /// The message, naming the clause or attribute at fault.
    public var description: String { underlying.description }

    /// An error of unknown cause.
    public static let unknown = Code.unknown
    /// The index could not be read.
    public static let indexUnreachable = Code.indexUnreachable
    /// The query string does not parse, or names an attribute wrongly.
    public static let invalidQuery = Code.invalidQuery
    /// The query was cancelled.
    public static let cancelled = Code.cancelled
}

extension CSSearchQueryError.Code {
    /// Lets `catch CSSearchQueryError.cancelled` match, as on Apple platforms.
    public static func ~= (code: CSSearchQueryError.Code, error: any Error) -> Bool {
        (error as? CSSearchQueryError)?.code == code
    }
}

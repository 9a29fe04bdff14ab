import Foundation

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The error domain of Core Spotlight's index errors.
public let CSIndexErrorDomain = "CSIndexErrorDomain"

/// An index error with Core Spotlight's spelling: its ``Code`` matches `CSIndexError.Code`, and
/// ``underlying`` says which item and field were at fault.
///
/// ```swift
/// do {
///     try await index.endIndexBatch(expectedClientState: old, newClientState: new)
/// } catch CSIndexError.mismatchedClientState {
///     // another process moved on; re-read the client state
/// }
/// ```
public struct CSIndexError: Error, CustomNSError, CustomStringConvertible, Sendable {
    /// Core Spotlight's error codes, with its raw values.
    public enum Code: Int, Sendable {
        case unknown = -1
        case indexUnavailable = -1000
        case invalidItem = -1001
        case invalidClientState = -1002
        case remoteConnectionInterrupted = -1003
        case quotaExceeded = -1004
        case indexingUnsupported = -1005
        case mismatchedClientState = -1006
        case partialFailure = -1007
    }

    /// The kind of failure.
    public private(set) var code: Code
    /// The native error, with the item, field and message.
    public let underlying: SearchableIndexError

    /// The Core Spotlight form of a native index error.
    public init(_ error: SearchableIndexError) {
        underlying = error
        code =
            switch error.code {
            case .unknown: .unknown
            case .indexUnavailable, .corruptStore, .notAStore: .indexUnavailable
            case .invalidItem: .invalidItem
            case .invalidClientState, .invalidBatchState: .invalidClientState
            case .quotaExceeded: .quotaExceeded
            case .indexingUnsupported: .indexingUnsupported
            case .mismatchedClientState: .mismatchedClientState
            }
    }

    /// An error of `code`, as Apple's bridged error struct is made: the message is the
    /// `NSLocalizedDescriptionKey` of `userInfo` when it has one.
    ///
    /// ```swift
    /// throw CSIndexError(.invalidItemError)
    /// ```
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        let message =
            userInfo[NSLocalizedDescriptionKey] as? String ?? "Core Spotlight index error \(code.rawValue)"
        let native: SearchableIndexError.Code =
            switch code {
            case .unknown, .remoteConnectionInterrupted, .partialFailure: .unknown
            case .indexUnavailable: .indexUnavailable
            case .invalidItem: .invalidItem
            case .invalidClientState: .invalidClientState
            case .quotaExceeded: .quotaExceeded
            case .indexingUnsupported: .indexingUnsupported
            case .mismatchedClientState: .mismatchedClientState
            }
        self.init(SearchableIndexError(native, message: message))
        self.code = code
    }

    /// The error an `NSError` of ``CSIndexErrorDomain`` stands for, as Swift bridges one; a code
    /// Core Spotlight does not define becomes ``Code/unknown``.
    public init(_nsError error: NSError) {
        self.init(Code(rawValue: error.code) ?? .unknown, userInfo: error.userInfo)
    }

    /// The Core Spotlight form of any error an index operation threw.
    static func bridging(_ error: any Error) -> any Error {
        if let error = error as? SearchableIndexError { return CSIndexError(error) }
        return error
    }

    /// ``CSIndexErrorDomain``.
    public static var errorDomain: String { CSIndexErrorDomain }
    /// The code's raw value.
    public var errorCode: Int { code.rawValue }
    /// The message as `NSLocalizedDescriptionKey`.
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: underlying.description] }
    /// The message, with the item and field when known.
    public var description: String { underlying.description }

    /// An error of unknown cause.
    public static let unknown = Code.unknown
    /// The index could not be opened or read.
    public static let indexUnavailable = Code.indexUnavailable
    /// An item is invalid.
    public static let invalidItem = Code.invalidItem
    /// The client state is too large.
    public static let invalidClientState = Code.invalidClientState
    /// Not raised here: there is no remote indexer.
    public static let remoteConnectionInterrupted = Code.remoteConnectionInterrupted
    /// The store holds the most items its configuration allows.
    public static let quotaExceeded = Code.quotaExceeded
    /// Not raised here: indexing is always supported.
    public static let indexingUnsupported = Code.indexingUnsupported
    /// The client state is not the expected one.
    public static let mismatchedClientState = Code.mismatchedClientState
    /// Some of the work failed.
    public static let partialFailure = Code.partialFailure
}

extension CSIndexError {
    /// Apple's name for ``unknown``.
    public static let unknownError = Code.unknown
    /// Apple's name for ``indexUnavailable``.
    public static let indexUnavailableError = Code.indexUnavailable
    /// Apple's name for ``invalidItem``.
    public static let invalidItemError = Code.invalidItem
    /// Apple's name for ``invalidClientState``.
    public static let invalidClientStateError = Code.invalidClientState
    /// Apple's name for ``remoteConnectionInterrupted``.
    public static let remoteConnectionError = Code.remoteConnectionInterrupted
}

extension CSIndexError.Code {
    /// Apple's name for ``unknown``.
    public static var unknownError: Self { .unknown }
    /// Apple's name for ``indexUnavailable``.
    public static var indexUnavailableError: Self { .indexUnavailable }
    /// Apple's name for ``invalidItem``.
    public static var invalidItemError: Self { .invalidItem }
    /// Apple's name for ``invalidClientState``.
    public static var invalidClientStateError: Self { .invalidClientState }
    /// Apple's name for ``remoteConnectionInterrupted``.
    public static var remoteConnectionError: Self { .remoteConnectionInterrupted }

    /// Lets `catch CSIndexError.mismatchedClientState` match, as on Apple platforms.
    public static func ~= (code: CSIndexError.Code, error: any Error) -> Bool {
        (error as? CSIndexError)?.code == code
    }
}

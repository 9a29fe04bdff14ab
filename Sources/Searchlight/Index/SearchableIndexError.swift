/// An error from a ``SearchableIndex`` operation, mirroring `CSIndexError`, always saying which
/// item and field were at fault when one was.
///
/// When an operation throws, nothing it was asked to write is kept: the index is as it was.
public struct SearchableIndexError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Code: Int, Sendable {
        case unknown = -1
        case indexUnavailable = -1000
        case invalidItem = -1001
        case invalidClientState = -1002
        case quotaExceeded = -1004
        case indexingUnsupported = -1005
        case mismatchedClientState = -1006
        /// `beginBatch` while a batch is open, or `endBatch` without one.
        case invalidBatchState = -1100
    }

    public let code: Code
    /// The item at fault, when the error is about one item.
    public let itemIdentifier: String?
    /// The field or attribute at fault (`uniqueIdentifier`, `thumbnailData`, …).
    public let field: String?
    /// What went wrong and how to fix it.
    public let message: String

    public init(_ code: Code, itemIdentifier: String? = nil, field: String? = nil, message: String) {
        self.code = code
        self.itemIdentifier = itemIdentifier
        self.field = field
        self.message = message
    }

    public var description: String {
        var location: [String] = []
        if let itemIdentifier { location.append("item '\(itemIdentifier.prefix(80))'") }
        if let field { location.append("field '\(field)'") }
        let prefix = location.isEmpty ? "" : location.joined(separator: ", ") + ": "
        return "\(prefix)\(message)"
    }

    static func unavailable(_ error: any Error) -> SearchableIndexError {
        if let error = error as? SearchableIndexError { return error }
        return SearchableIndexError(.indexUnavailable, message: "the index store failed: \(error)")
    }
}

import CSQLite

/// An error from a ``SearchableIndex`` operation, mirroring `CSIndexError`, always saying which
/// item and field were at fault when one was.
///
/// When an operation throws, nothing it was asked to write is kept: the index is as it was.
public struct SearchableIndexError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The kind of failure, numbered as `CSIndexError.Code`.
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
        /// The store file is damaged. A writable index moves it aside and starts anew (see
        /// ``StoreRebuild``); a read-only one reports it and changes nothing.
        case corruptStore = -1101
        /// The file where the store should be belongs to another program; it is left unchanged.
        case notAStore = -1102
    }

    /// The kind of failure.
    public let code: Code
    /// The item at fault, when the error is about one item.
    public let itemIdentifier: String?
    /// The field or attribute at fault (`uniqueIdentifier`, `thumbnailData`, …).
    public let field: String?
    /// What went wrong and how to fix it.
    public let message: String

    /// Creates an error, naming the item and field at fault when there are.
    public init(_ code: Code, itemIdentifier: String? = nil, field: String? = nil, message: String) {
        self.code = code
        self.itemIdentifier = itemIdentifier
        self.field = field
        self.message = message
    }

    /// The message, with the item and field when known.
    public var description: String {
        var location: [String] = []
        if let itemIdentifier { location.append("item '\(VisibleText.abbreviated(itemIdentifier))'") }
        if let field { location.append("field '\(VisibleText.escape(field))'") }
        let prefix = location.isEmpty ? "" : location.joined(separator: ", ") + ": "
        return prefix + VisibleText.escape(message)
    }

    static func unavailable(_ error: any Error) -> SearchableIndexError {
        if let error = error as? SearchableIndexError { return error }
        return SearchableIndexError(.indexUnavailable, message: "the index store failed: \(error)")
    }

    /// The index error for a failure of the store at `path`, naming the situations a user can act
    /// on: another writer holding the store, a full disk, a damaged or read-only file.
    static func store(_ error: any Error, path: String, busyTimeout: Duration) -> SearchableIndexError {
        guard let sqlite = error as? SQLiteError else { return unavailable(error) }
        switch sqlite.primaryCode {
        case SQLITE_BUSY, SQLITE_LOCKED:
            return SearchableIndexError(
                .indexUnavailable,
                message:
                    "another process (or index) is writing to the store at \(path) and still held it after "
                    + "\(busyTimeout) (IndexConfiguration.busyTimeout); try again when it has finished")
        case SQLITE_FULL:
            return SearchableIndexError(
                .indexUnavailable,
                message: "disk full: the store at \(path) cannot grow; nothing of this call was written")
        case SQLITE_CORRUPT, SQLITE_NOTADB:
            return SearchableIndexError(
                .corruptStore, message: "the store at \(path) is damaged: \(sqlite.message)")
        case SQLITE_READONLY:
            return SearchableIndexError(
                .indexUnavailable,
                message: "the store at \(path) cannot be written (read-only file, directory or disk)")
        default:
            return unavailable(error)
        }
    }
}

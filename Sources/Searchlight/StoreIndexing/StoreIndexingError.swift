/// An error from store-driven indexing: a description that does not fit the database, a
/// database that cannot be read, or an index that cannot be written.
public struct StoreIndexingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of failure.
    public enum Code: Sendable, Equatable {
        /// A table named in the description is not in the database.
        case missingTable
        /// A column named in the description is not in its table.
        case missingColumn
        /// The description is inconsistent or asks for something that cannot work.
        case invalidDescription
        /// The app's database could not be opened, read, or given its history tables.
        case databaseUnavailable
        /// The index could not be written.
        case indexUnavailable
        /// The operation needs indexing to be stopped first.
        case indexingRunning
    }

    /// What kind of failure.
    public let code: Code
    /// The table at fault, if any.
    public let table: String?
    /// The column at fault, if any.
    public let column: String?
    /// What went wrong and how to fix it.
    public let message: String

    /// Creates an error.
    public init(_ code: Code, table: String? = nil, column: String? = nil, message: String) {
        self.code = code
        self.table = table
        self.column = column
        self.message = message
    }

    /// The message, prefixed with the table and column at fault.
    public var description: String {
        switch (table, column) {
        case (let table?, let column?): "table '\(table)', column '\(column)': \(message)"
        case (let table?, nil): "table '\(table)': \(message)"
        default: message
        }
    }

    static func database(_ error: any Error, path: String) -> StoreIndexingError {
        if let error = error as? StoreIndexingError { return error }
        return StoreIndexingError(.databaseUnavailable, message: "the database at \(path) failed: \(error)")
    }
}

/// Progress of indexing a table from the start (first start, or a changed description).
public struct StoreIndexingProgress: Sendable, Hashable {
    /// The table being indexed.
    public let table: String
    /// Rows of it processed so far in this pass.
    public let processedRows: Int
    /// Rows the table held when the pass began.
    public let totalRows: Int

    /// Creates a progress report.
    public init(table: String, processedRows: Int, totalRows: Int) {
        self.table = table
        self.processedRows = processedRows
        self.totalRows = totalRows
    }
}

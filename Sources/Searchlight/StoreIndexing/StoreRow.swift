/// One row of an indexed table, as ``StoreSpotlightDelegate/attributeSet(for:)`` sees it.
public struct StoreRow: Sendable {
    /// The table the row is in.
    public let table: String
    /// The row's primary key.
    public let primaryKey: StoreValue
    /// Every column of the row, by the column's name as declared.
    public let values: [String: StoreValue]
    /// The display name, from the description's column or expression.
    public let displayName: String?
    /// The names from the related tables (``StoreKeywordSource``), in order.
    public let keywords: [String]
    /// The identifier of the row's item: `<store>/<table>/<primary key>`.
    public let uniqueIdentifier: String
    /// The attribute set the description gives the row: its content type, the mapped columns,
    /// the display name and the keywords. What ``StoreSpotlightDelegate/attributeSet(for:)``
    /// returns unless overridden.
    public let defaultAttributeSet: SearchableItemAttributeSet

    /// Creates a row.
    public init(
        table: String, primaryKey: StoreValue, values: [String: StoreValue], displayName: String?,
        keywords: [String], uniqueIdentifier: String, defaultAttributeSet: SearchableItemAttributeSet
    ) {
        self.table = table
        self.primaryKey = primaryKey
        self.values = values
        self.displayName = displayName
        self.keywords = keywords
        self.uniqueIdentifier = uniqueIdentifier
        self.defaultAttributeSet = defaultAttributeSet
    }

    /// The value of `column`, or `.null` when the row has no such column.
    public subscript(column: String) -> StoreValue { values[column] ?? .null }
}

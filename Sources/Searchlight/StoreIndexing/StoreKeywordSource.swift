/// A related table whose names become the `keywords` of an item, such as the tags of a note.
///
/// Either a join table links items to related rows (many-to-many: `through`), or the related
/// table points at the item itself (one-to-many: `itemColumn`). Renaming, linking, unlinking or
/// deleting a related row re-indexes every item it belongs to.
public struct StoreKeywordSource: Sendable, Hashable, Codable {
    /// The related table (`tags`).
    public var table: String
    /// Its column holding the name (`name`).
    public var column: String
    /// Its key, referenced by the join table's `relatedColumn` (default `id`).
    public var keyColumn: String
    /// For one-to-many: the related table's column holding the item's primary key.
    public var itemColumn: String?
    /// For many-to-many: the join table.
    public var through: StoreJoinTable?

    /// Names from `table` linked to the item through a join table.
    public init(table: String, column: String, keyColumn: String = "id", through: StoreJoinTable) {
        self.table = table
        self.column = column
        self.keyColumn = keyColumn
        self.itemColumn = nil
        self.through = through
    }

    /// Names from the rows of `table` whose `itemColumn` holds the item's primary key.
    public init(table: String, column: String, itemColumn: String) {
        self.table = table
        self.column = column
        self.keyColumn = "id"
        self.itemColumn = itemColumn
        self.through = nil
    }

    private enum CodingKeys: String, CodingKey {
        case table, column, keyColumn, itemColumn, through
    }

    /// Decodes the JSON form; exactly one of `through` and `itemColumn` is expected.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        table = try container.decode(String.self, forKey: .table)
        column = try container.decode(String.self, forKey: .column)
        keyColumn = try container.decodeIfPresent(String.self, forKey: .keyColumn) ?? "id"
        itemColumn = try container.decodeIfPresent(String.self, forKey: .itemColumn)
        through = try container.decodeIfPresent(StoreJoinTable.self, forKey: .through)
    }
}

/// A join table of a many-to-many relationship (`note_tags(note_id, tag_id)`).
public struct StoreJoinTable: Sendable, Hashable, Codable {
    /// The join table.
    public var table: String
    /// Its column holding the item's primary key.
    public var itemColumn: String
    /// Its column holding the related row's key.
    public var relatedColumn: String

    /// Creates a join table description.
    public init(table: String, itemColumn: String, relatedColumn: String) {
        self.table = table
        self.itemColumn = itemColumn
        self.relatedColumn = relatedColumn
    }
}

/// A ``StoreTableDescription`` checked against the database: canonical names, the SQL that
/// reads its rows and keywords, and what its triggers watch.
struct TrackedTable: Sendable {
    /// One column feeding one attribute.
    struct Mapping: Sendable {
        let column: String
        /// Position of the value in ``selectSQL``'s result.
        let position: Int32
        let key: AttributeKey
        /// The attribute's type; `nil` for a custom attribute, which takes the value as it is.
        let type: AttributeType?
    }

    /// A keyword source with canonical names.
    struct Keywords: Sendable {
        let relatedTable: String
        let nameColumn: String
        let keyColumn: String
        let itemColumn: String?
        let join: (table: String, itemColumn: String, relatedColumn: String)?
        let sql: String
    }

    let description: StoreTableDescription
    /// The table's name as the database spells it.
    let name: String
    /// The identifying column as the database spells it, or `rowid`.
    let primaryKey: String
    /// Every column, as declared, in order; their values follow the key in ``selectSQL``.
    let columns: [String]
    let mappings: [Mapping]
    /// Position of the display name in ``selectSQL``'s result.
    let displayNamePosition: Int32?
    let keywords: [Keywords]
    /// Columns whose updates are recorded (indexed, display name, watched, and the key).
    let watchedColumns: [String]
    /// `SELECT key, columns…, display name, dates… FROM table`, without a `WHERE`.
    let selectSQL: String
    /// The table's unique constraints, each as its columns with the
    /// collation the constraint compares with. `INSERT OR REPLACE` and `UPDATE OR REPLACE` delete
    /// the rows these conflict with without firing delete triggers (unless the writer turned on
    /// `recursive_triggers`), so the triggers record those rows before the write.
    let replaceableConstraints: [[(column: String, collation: String)]]

    var quotedName: String { QuotedSQL.identifier(name) }
    var quotedKey: String { QuotedSQL.identifier(primaryKey) }

    /// A stable fingerprint of everything that decides this table's items.
    func fingerprint(extra: String) -> String {
        var parts = [name, primaryKey, description.contentType.identifier, extra]
        parts += mappings.map { "\($0.column):\($0.key.rawValue)" }.sorted()
        switch description.displayName {
        case .column(let column): parts.append("dn.c:\(column)")
        case .expression(let expression): parts.append("dn.e:\(expression)")
        case nil: break
        }
        parts += keywords.map { "kw:\($0.sql)" }
        return Fingerprint.hex(of: parts.joined(separator: "\u{1F}"))
    }
}

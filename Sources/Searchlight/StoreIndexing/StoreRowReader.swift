/// Reads rows of tracked tables, with their display names and keywords, as ``StoreRow``s whose
/// default attribute set follows the description.
struct StoreRowReader {
    let connection: SQLiteConnection
    let storeIdentifier: String

    /// The row with primary key `key`, or `nil` when there is none.
    ///
    /// A key column with a collation such as `NOCASE` finds `'ALPHA'` for `'alpha'`; that row is
    /// another item (identifiers compare exactly), so it is not this key's row.
    func row(of table: TrackedTable, key: StoreValue) throws -> StoreRow? {
        let statement = try connection.statement("\(table.selectSQL) WHERE \(table.quotedKey) = ?1")
        defer { statement.reset() }
        statement.bind(key, at: 1)
        while try statement.step() {
            let row = try makeRow(table, statement)
            if row.primaryKey.description == key.description { return row }
        }
        return nil
    }

    /// Up to `limit` rows after `key` (from the first without one), in key order.
    func rows(of table: TrackedTable, after key: StoreValue?, limit: Int) throws -> [StoreRow] {
        let statement = try connection.statement(
            key == nil
                ? "\(table.selectSQL) ORDER BY \(table.quotedKey) LIMIT ?2"
                : "\(table.selectSQL) WHERE \(table.quotedKey) > ?1 ORDER BY \(table.quotedKey) LIMIT ?2")
        defer { statement.reset() }
        if let key { statement.bind(key, at: 1) }
        statement.bind(limit, at: 2)
        var rows: [StoreRow] = []
        while try statement.step() { rows.append(try makeRow(table, statement)) }
        return rows
    }

    /// How many rows the table holds.
    func count(of table: TrackedTable) throws -> Int {
        let statement = try connection.statement("SELECT count(*) FROM \(table.quotedName)")
        defer { statement.reset() }
        return try statement.step() ? statement.int(0) : 0
    }

    /// The identifiers of every row's item.
    func identifiers(of table: TrackedTable) throws -> Set<String> {
        let statement = try connection.statement("SELECT \(table.quotedKey) FROM \(table.quotedName)")
        defer { statement.reset() }
        var identifiers: Set<String> = []
        while try statement.step() { identifiers.insert(identifier(table, statement.storeValue(0))) }
        return identifiers
    }

    /// `<store>/<table>/<key>`, with `%` and `/` escaped in the table name.
    func identifier(_ table: TrackedTable, _ key: StoreValue) -> String {
        identifierPrefix(table) + key.description
    }

    func identifierPrefix(_ table: TrackedTable) -> String {
        let escaped = table.name.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(
            of: "/", with: "%2F")
        return "\(storePrefix)\(escaped)/"
    }

    /// What every identifier of this store's items begins with.
    var storePrefix: String { "\(storeIdentifier)/" }

    private func makeRow(_ table: TrackedTable, _ statement: SQLiteStatement) throws -> StoreRow {
        let key = statement.storeValue(0)
        var values: [String: StoreValue] = [:]
        for (offset, column) in table.columns.enumerated() {
            values[column] = statement.storeValue(Int32(offset + 1))
        }
        let displayName = table.displayNamePosition.flatMap { statement.storeValue($0).text }
        var attributes = SearchableItemAttributeSet(contentType: table.description.contentType)
        for mapping in table.mappings {
            attributes[mapping.key] = statement.storeValue(mapping.position).attributeValue(as: mapping.type)
        }
        if let displayName { attributes.displayName = displayName }
        var keywords: [String] = []
        for source in table.keywords {
            let lookup = try connection.statement(source.sql)
            defer { lookup.reset() }
            lookup.bind(key, at: 1)
            while try lookup.step() { keywords.append(lookup.string(0)) }
        }
        if !keywords.isEmpty { attributes.keywords = (attributes.keywords ?? []) + keywords }
        return StoreRow(
            table: table.name, primaryKey: key, values: values, displayName: displayName, keywords: keywords,
            uniqueIdentifier: identifier(table, key), defaultAttributeSet: attributes)
    }
}

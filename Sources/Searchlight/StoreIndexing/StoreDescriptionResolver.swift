import Foundation

/// Checks a ``StoreDescription`` against the app's database schema and resolves it into
/// ``TrackedTable``s. Every table and column name is looked up in the schema (bound as a
/// parameter), and only the database's own spelling, quoted, ever reaches SQL text.
struct StoreDescriptionResolver {
    let connection: SQLiteConnection

    func resolve(_ description: StoreDescription) throws(StoreIndexingError) -> [TrackedTable] {
        guard !description.tables.isEmpty else {
            throw StoreIndexingError(.invalidDescription, message: "the description names no tables")
        }
        var seen: Set<String> = []
        var tables: [TrackedTable] = []
        for table in description.tables {
            let resolved = try resolve(table)
            guard seen.insert(resolved.name.lowercased()).inserted else {
                throw StoreIndexingError(
                    .invalidDescription, table: table.table, message: "the table is described twice")
            }
            tables.append(resolved)
        }
        return tables
    }

    private func resolve(_ table: StoreTableDescription) throws(StoreIndexingError) -> TrackedTable {
        let name = try tableName(table.table)
        let columns = try columnInfo(of: name)
        let columnNames = columns.map(\.name)
        func column(_ wanted: String, of tableName: String = name, in names: [String]? = nil)
            throws(StoreIndexingError)
            -> String
        {
            let candidates = names ?? columnNames
            guard let found = candidates.first(where: { $0.caseInsensitiveCompare(wanted) == .orderedSame })
            else {
                throw StoreIndexingError(
                    .missingColumn, table: tableName, column: wanted,
                    message:
                        "no such column in the database (its columns: \(candidates.joined(separator: ", ")))")
            }
            return found
        }

        let primaryKey = try primaryKey(
            of: table, name: name, columns: columns,
            resolveColumn: { c throws(StoreIndexingError) in try column(c) })
        var selected = [QuotedSQL.identifier(primaryKey)] + columnNames.map(QuotedSQL.identifier)
        var watched: [String] = primaryKey == "rowid" ? [] : [primaryKey]
        var mappings: [TrackedTable.Mapping] = []
        for (columnName, key) in table.attributes.sorted(by: { $0.key < $1.key }) {
            let canonical = try column(columnName)
            let type = try attributeType(of: key, table: name, column: canonical)
            // `column(_:)` returns a member of `columnNames`.
            var position = Int32(columnNames.firstIndex(of: canonical)! + 1)
            if type == .date || type == .dateList {
                // SQLite's own date parser: numbers are Unix seconds; text is any date-time format
                // SQLite's date functions read.
                let quoted = QuotedSQL.identifier(canonical)
                selected.append(
                    "CASE WHEN typeof(\(quoted)) IN ('integer', 'real') THEN \(quoted) "
                        + "ELSE (julianday(\(quoted)) - 2440587.5) * 86400.0 END")
                position = Int32(selected.count - 1)
            }
            mappings.append(TrackedTable.Mapping(column: canonical, position: position, key: key, type: type))
            watched.append(canonical)
        }

        var displayNamePosition: Int32?
        switch table.displayName {
        case .column(let wanted):
            let canonical = try column(wanted)
            // `column(_:)` returns a member of `columnNames`.
            displayNamePosition = Int32(columnNames.firstIndex(of: canonical)! + 1)
            watched.append(canonical)
        case .expression(let expression):
            let read = try ExpressionInspector(connection: connection).columnsRead(by: expression, in: name)
            watched += read.compactMap { name in
                columnNames.first { $0.caseInsensitiveCompare(name) == .orderedSame }
            }
            selected.append("(\(expression))")
            displayNamePosition = Int32(selected.count - 1)
        case nil:
            break
        }
        for wanted in table.watchedColumns { watched.append(try column(wanted)) }

        var keywords: [TrackedTable.Keywords] = []
        for source in table.keywords { keywords.append(try resolve(source, itemTable: name)) }

        var unique: [String] = []
        for column in watched where !unique.contains(column) { unique.append(column) }
        return TrackedTable(
            description: table, name: name, primaryKey: primaryKey, columns: columnNames, mappings: mappings,
            displayNamePosition: displayNamePosition, keywords: keywords, watchedColumns: unique,
            selectSQL: "SELECT \(selected.joined(separator: ", ")) FROM \(QuotedSQL.identifier(name))",
            replaceableConstraints: try replaceableConstraints(of: name, itemKey: primaryKey))
    }

    /// Unique constraints a `REPLACE` can delete rows through. The item key's own is one of them
    /// when its collation lets a new key (`'ALPHA'`) replace a row under another (`'alpha'`).
    /// Constraints over expressions are left out: no trigger can name the rows they match.
    private func replaceableConstraints(of table: String, itemKey: String) throws(StoreIndexingError)
        -> [[(column: String, collation: String)]]
    {
        var constraints: [[(column: String, collation: String)]] = []
        let declared = try query(
            "SELECT name, upper(type) FROM pragma_table_info(?1) WHERE pk > 0", bind: [table]
        ) { ($0.string(0), $0.string(1)) }
        if declared.count == 1, declared[0].1 == "INTEGER", declared[0].0 != itemKey, itemKey != "rowid" {
            // The rowid alias: a conflict on it replaces a row without an index of its own.
            constraints.append([(declared[0].0, "BINARY")])
        }
        let indexes = try query(
            "SELECT name FROM pragma_index_list(?1) WHERE \"unique\" = 1 ORDER BY name", bind: [table]
        ) { $0.string(0) }
        for index in indexes {
            let columns = try query(
                "SELECT cid, coalesce(name, ''), coalesce(coll, 'BINARY') FROM pragma_index_xinfo(?1) "
                    + "WHERE key = 1 ORDER BY seqno", bind: [index]
            ) { (cid: $0.int(0), column: $0.string(1), collation: $0.string(2)) }
            guard !columns.isEmpty, columns.allSatisfy({ $0.cid >= 0 }) else { continue }
            constraints.append(columns.map { ($0.column, $0.collation) })
        }
        return constraints
    }

    private func primaryKey(
        of table: StoreTableDescription, name: String, columns: [(name: String, primaryKeyPosition: Int)],
        resolveColumn: (String) throws(StoreIndexingError) -> String
    ) throws(StoreIndexingError) -> String {
        let declared = columns.filter { $0.primaryKeyPosition > 0 }.map(\.name)
        let rowIDNames = ["rowid", "oid", "_rowid_"]
        guard let wanted = table.primaryKey else {
            if declared.count == 1 { return declared[0] }
            if declared.isEmpty, hasRowID(name) { return "rowid" }
            throw StoreIndexingError(
                .invalidDescription, table: name,
                message:
                    "the table has no single-column primary key; name a unique column with \"primaryKey\"")
        }
        if rowIDNames.contains(wanted.lowercased()),
            !columns.contains(where: { $0.name.caseInsensitiveCompare(wanted) == .orderedSame })
        {
            guard hasRowID(name) else {
                throw StoreIndexingError(
                    .invalidDescription, table: name, column: wanted,
                    message: "a WITHOUT ROWID table has no rowid")
            }
            return "rowid"
        }
        let canonical = try resolveColumn(wanted)
        if declared == [canonical] || hasUniqueIndex(on: canonical, of: name) { return canonical }
        throw StoreIndexingError(
            .invalidDescription, table: name, column: canonical,
            message: "the primary key column must be the table's primary key or have a unique index")
    }

    private func resolve(_ source: StoreKeywordSource, itemTable: String) throws(StoreIndexingError)
        -> TrackedTable.Keywords
    {
        let related = try tableName(source.table)
        let relatedColumns = try columnInfo(of: related).map(\.name)
        func column(_ wanted: String, of table: String, in names: [String]) throws(StoreIndexingError)
            -> String
        {
            guard let found = names.first(where: { $0.caseInsensitiveCompare(wanted) == .orderedSame }) else {
                throw StoreIndexingError(
                    .missingColumn, table: table, column: wanted,
                    message: "no such column in the database (its columns: \(names.joined(separator: ", ")))")
            }
            return found
        }
        let nameColumn = try column(source.column, of: related, in: relatedColumns)
        let r = QuotedSQL.identifier
        switch (source.through, source.itemColumn) {
        case (let join?, nil):
            let joinTable = try tableName(join.table)
            let joinColumns = try columnInfo(of: joinTable).map(\.name)
            let item = try column(join.itemColumn, of: joinTable, in: joinColumns)
            let relatedLink = try column(join.relatedColumn, of: joinTable, in: joinColumns)
            let key = try column(source.keyColumn, of: related, in: relatedColumns)
            return TrackedTable.Keywords(
                relatedTable: related, nameColumn: nameColumn, keyColumn: key, itemColumn: nil,
                join: (joinTable, item, relatedLink),
                sql: "SELECT DISTINCT r.\(r(nameColumn)) FROM \(r(joinTable)) AS j JOIN \(r(related)) AS r "
                    + "ON r.\(r(key)) = j.\(r(relatedLink)) WHERE j.\(r(item)) = ?1 AND r.\(r(nameColumn)) IS NOT NULL "
                    + "ORDER BY 1")
        case (nil, let itemColumn?):
            let item = try column(itemColumn, of: related, in: relatedColumns)
            return TrackedTable.Keywords(
                relatedTable: related, nameColumn: nameColumn, keyColumn: item, itemColumn: item, join: nil,
                sql: "SELECT DISTINCT r.\(r(nameColumn)) FROM \(r(related)) AS r WHERE r.\(r(item)) = ?1 "
                    + "AND r.\(r(nameColumn)) IS NOT NULL ORDER BY 1")
        default:
            throw StoreIndexingError(
                .invalidDescription, table: itemTable,
                message:
                    "keywords from '\(source.table)' need exactly one of \"through\" (a join table) and \"itemColumn\""
            )
        }
    }

    private func attributeType(of key: AttributeKey, table: String, column: String) throws(StoreIndexingError)
        -> AttributeType?
    {
        if let descriptor = AttributeCatalog.descriptor(for: key) {
            guard descriptor.type != .persons, key != .contentType, key != .contentTypeTree else {
                throw StoreIndexingError(
                    .invalidDescription, table: table, column: column,
                    message: "attribute '\(key)' cannot be filled from a column; override attributeSet(for:)")
            }
            return descriptor.type
        }
        guard CustomAttributeKey(keyName: key.rawValue) != nil else {
            let reason = CustomAttributeKey.validationError(forKeyName: key.rawValue)?.description ?? ""
            throw StoreIndexingError(
                .invalidDescription, table: table, column: column,
                message: "'\(key)' is neither a built-in attribute nor a valid custom key name: \(reason)")
        }
        return nil
    }

    // MARK: Schema lookups (names bound as parameters)

    private func tableName(_ wanted: String) throws(StoreIndexingError) -> String {
        let found = try query(
            "SELECT name, type, coalesce(sql, '') FROM sqlite_master WHERE name = ?1 COLLATE NOCASE "
                + "AND type IN ('table', 'view')", bind: [wanted]
        ) { ($0.string(0), $0.string(1), $0.string(2)) }
        guard let (name, type, sql) = found.first, !name.hasPrefix("searchlight_"), !name.hasPrefix("sqlite_")
        else {
            throw StoreIndexingError(.missingTable, table: wanted, message: "no such table in the database")
        }
        guard type == "table", !sql.uppercased().hasPrefix("CREATE VIRTUAL") else {
            throw StoreIndexingError(
                .invalidDescription, table: name,
                message:
                    "a \(type == "view" ? "view" : "virtual table") cannot record its changes; name a table")
        }
        return name
    }

    private func columnInfo(of table: String) throws(StoreIndexingError) -> [(
        name: String, primaryKeyPosition: Int
    )] {
        try query("SELECT name, pk FROM pragma_table_info(?1) ORDER BY cid", bind: [table]) {
            (name: $0.string(0), primaryKeyPosition: $0.int(1))
        }
    }

    private func hasRowID(_ table: String) -> Bool {
        (try? connection.uncachedStatement("SELECT rowid FROM \(QuotedSQL.identifier(table)) LIMIT 0")) != nil
    }

    private func hasUniqueIndex(on column: String, of table: String) -> Bool {
        let rows = try? query(
            "SELECT 1 FROM pragma_index_list(?1) AS l WHERE l.\"unique\" = 1 "
                + "AND (SELECT count(*) FROM pragma_index_info(l.name)) = 1 "
                + "AND (SELECT name FROM pragma_index_info(l.name)) = ?2 COLLATE NOCASE",
            bind: [table, column]
        ) { $0.int(0) }
        return !(rows ?? []).isEmpty
    }

    private func query<R>(_ sql: String, bind values: [String], _ row: (SQLiteStatement) -> R)
        throws(StoreIndexingError)
        -> [R]
    {
        do {
            let statement = try connection.statement(sql)
            defer { statement.reset() }
            for (offset, value) in values.enumerated() { statement.bind(value, at: Int32(offset + 1)) }
            var rows: [R] = []
            while try statement.step() { rows.append(row(statement)) }
            return rows
        } catch {
            throw StoreIndexingError.database(error, path: connection.path)
        }
    }
}

/// The triggers that record changes to tracked tables in `searchlight_history`, as
/// `CREATE TRIGGER` statements by trigger name.
///
/// Every trigger only inserts `(table, key)` rows naming an item whose row may have changed;
/// the indexer re-reads the row, so a trigger never needs to know what changed.
struct HistoryTriggers {
    static let prefix = "searchlight_"

    let tables: [TrackedTable]

    /// Every trigger, by name.
    var statements: [String: String] {
        var result: [String: String] = [:]
        for table in tables {
            let item = table.name
            let key = table.quotedKey
            let record = { (row: String) in Self.record(table: item, key: "\(row).\(key)") }
            let watched =
                table.watchedColumns.isEmpty
                ? "" : " OF " + table.watchedColumns.map(QuotedSQL.identifier).joined(separator: ", ")
            result[name(item, "insert")] = trigger(
                name(item, "insert"), "AFTER INSERT ON \(table.quotedName)", record("NEW"))
            result[name(item, "update")] = trigger(
                name(item, "update"), "AFTER UPDATE\(watched) ON \(table.quotedName)",
                Self.recordOldAndNew(table: item, column: key))
            result[name(item, "delete")] = trigger(
                name(item, "delete"), "AFTER DELETE ON \(table.quotedName)", record("OLD"))
            if !table.replaceableConstraints.isEmpty {
                let columns = Set(table.replaceableConstraints.flatMap { $0.map(\.column) }).sorted()
                result[name(item, "replace_insert")] = trigger(
                    name(item, "replace_insert"), "BEFORE INSERT ON \(table.quotedName)",
                    Self.recordConflicts(of: table))
                result[name(item, "replace_update")] = trigger(
                    name(item, "replace_update"),
                    "BEFORE UPDATE OF \(columns.map(QuotedSQL.identifier).joined(separator: ", ")) "
                        + "ON \(table.quotedName)",
                    Self.recordConflicts(of: table))
            }
            for (number, source) in table.keywords.enumerated() {
                for (suffix, sql) in keywordTriggers(source, item: item, number: number) {
                    result[name(item, "k\(number)_\(suffix)")] = sql
                }
            }
        }
        return result
    }

    private func keywordTriggers(_ source: TrackedTable.Keywords, item: String, number: Int) -> [(
        String, String
    )] {
        let q = QuotedSQL.identifier
        let related = q(source.relatedTable)
        let name = { (suffix: String) in self.name(item, "k\(number)_\(suffix)") }
        if let join = source.join {
            let joinTable = q(join.table)
            let itemColumn = q(join.itemColumn)
            let link = q(join.relatedColumn)
            let affected = { (row: String) in
                "INSERT INTO searchlight_history(table_name, key) SELECT \(QuotedSQL.literal(item)), j.\(itemColumn) "
                    + "FROM \(joinTable) AS j WHERE j.\(link) = \(row).\(q(source.keyColumn));"
            }
            return [
                (
                    "link",
                    trigger(
                        name("link"), "AFTER INSERT ON \(joinTable)",
                        Self.record(table: item, key: "NEW.\(itemColumn)"))
                ),
                (
                    "unlink",
                    trigger(
                        name("unlink"), "AFTER DELETE ON \(joinTable)",
                        Self.record(table: item, key: "OLD.\(itemColumn)"))
                ),
                (
                    "relink",
                    trigger(
                        name("relink"), "AFTER UPDATE OF \(itemColumn), \(link) ON \(joinTable)",
                        Self.recordOldAndNew(table: item, column: itemColumn))
                ),
                (
                    "rename",
                    trigger(
                        name("rename"),
                        "AFTER UPDATE OF \(q(source.nameColumn)), \(q(source.keyColumn)) ON \(related)",
                        affected("OLD") + " " + affected("NEW"))
                ),
                ("remove", trigger(name("remove"), "AFTER DELETE ON \(related)", affected("OLD"))),
            ]
        }
        let itemColumn = q(source.keyColumn)
        return [
            (
                "add",
                trigger(
                    name("add"), "AFTER INSERT ON \(related)",
                    Self.record(table: item, key: "NEW.\(itemColumn)"))
            ),
            (
                "remove",
                trigger(
                    name("remove"), "AFTER DELETE ON \(related)",
                    Self.record(table: item, key: "OLD.\(itemColumn)"))
            ),
            (
                "rename",
                trigger(
                    name("rename"), "AFTER UPDATE OF \(q(source.nameColumn)), \(itemColumn) ON \(related)",
                    Self.recordOldAndNew(table: item, column: itemColumn))
            ),
        ]
    }

    private func name(_ table: String, _ role: String) -> String { "\(Self.prefix)\(table)_\(role)" }

    private func trigger(_ name: String, _ event: String, _ body: String) -> String {
        "CREATE TRIGGER \(QuotedSQL.identifier(name)) \(event) BEGIN \(body) END"
    }

    /// Records the rows the new values collide with on a unique constraint: a `REPLACE` is about
    /// to delete them silently. A collision that ends in an error or is ignored only records rows
    /// that did not change, which re-reading leaves as they are.
    private static func recordConflicts(of table: TrackedTable) -> String {
        let q = QuotedSQL.identifier
        let matches = table.replaceableConstraints.map { constraint in
            "("
                + constraint.map { "t.\(q($0.column)) = NEW.\(q($0.column)) COLLATE \(q($0.collation))" }
                .joined(separator: " AND ") + ")"
        }
        // The row under the new key itself is left out (compared exactly, whatever the column's
        // collation): the insert and update triggers record it, and an update that keeps its
        // unique values would otherwise write a second history row every time.
        return "INSERT INTO searchlight_history(table_name, key) SELECT \(QuotedSQL.literal(table.name)), "
            + "t.\(table.quotedKey) FROM \(table.quotedName) AS t WHERE (\(matches.joined(separator: " OR "))) "
            + "AND t.\(table.quotedKey) IS NOT NEW.\(table.quotedKey) COLLATE BINARY;"
    }

    /// Records the row's key before and after an update; once when the key did not change.
    private static func recordOldAndNew(table: String, column: String) -> String {
        record(table: table, key: "OLD.\(column)") + " "
            + record(table: table, key: "NEW.\(column)", unless: "NEW.\(column) IS OLD.\(column)")
    }

    private static func record(table: String, key: String, unless condition: String? = nil) -> String {
        let values = "SELECT \(QuotedSQL.literal(table)), \(key)"
        let guarded = condition.map { "\(values) WHERE NOT (\($0))" } ?? values
        return "INSERT INTO searchlight_history(table_name, key) \(guarded);"
    }
}

import Foundation

/// The write side of the store: every SQL statement that changes items, client state or text.
///
/// Callers own the transaction; each method assumes one is open on `connection`.
package struct ItemWriter {
    package let connection: SQLiteConnection

    package init(connection: SQLiteConnection) { self.connection = connection }

    /// The stored row of an item, or `nil`.
    package func existing(uniqueIdentifier: String) throws -> ExistingItem? {
        let statement = try connection.statement(
            "SELECT id, created, domain, expires, attributes, entity_type, entity_id, entity_priority, index_name, "
                + "hidden FROM items WHERE uid = ?1")
        defer { statement.reset() }
        statement.bind(uniqueIdentifier, at: 1)
        guard try statement.step() else { return nil }
        let entity = statement.optionalString(5).map {
            EntityAssociation(
                typeIdentifier: $0, identifier: statement.string(6), priority: statement.int(7),
                isHidden: statement.int(9) != 0)
        }
        // An unreadable stored form must not block replacing the item: that is how it gets repaired.
        let attributes = statement.withBlob(4) { try? SearchableItemAttributeSet(encodedBytes: $0) }
        return ExistingItem(
            rowID: statement.int(0), created: statement.double(1),
            domainIdentifier: statement.optionalString(2),
            expires: statement.optionalDouble(3).map(Date.init(timeIntervalSince1970:)),
            attributeSet: attributes, entity: entity, indexName: statement.string(8))
    }

    /// Inserts or replaces `item` (by unique identifier) under `indexName`.
    package func write(_ item: StoredItem, indexName: String, now: Date, replacing existing: ExistingItem?)
        throws
    {
        var existing = existing
        if let unreadable = existing, unreadable.attributeSet == nil {
            // Its FTS5 text cannot be replayed for removal, so the item gets a fresh row id and the
            // old one (never reused) keeps only unreachable text.
            _ = try deleteRows(where: "id = ?", [.integer(unreadable.rowID)])
            existing = nil
        }
        let rowID: Int
        if let existing {
            try deleteDerivedRows(
                rowID: existing.rowID, attributeSet: existing.attributeSet,
                priority: existing.entity?.priority ?? 0)
            let update = try connection.statement(
                """
                UPDATE items SET index_name = ?2, domain = ?3, content_type = ?4, ranking_hint = ?5, modified = ?6,
                    expires = ?7, entity_type = ?8, entity_id = ?9, entity_priority = ?10, hidden = ?11,
                    attributes = ?12
                WHERE id = ?1
                """)
            update.bind(existing.rowID, at: 1)
            bindItemColumns(update, item, indexName: indexName, now: now, from: 2)
            try update.execute()
            rowID = existing.rowID
            try TermTopLists.noteRewritten(item: rowID, connection: connection)
            try EngagementStore(connection: connection).updateAssociation(item: rowID, entity: item.entity)
        } else {
            let insert = try connection.statement(
                """
                INSERT INTO items(index_name, domain, content_type, ranking_hint, modified, expires,
                    entity_type, entity_id, entity_priority, hidden, attributes, uid, created)
                VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?5)
                """)
            bindItemColumns(insert, item, indexName: indexName, now: now, from: 1)
            insert.bind(item.uniqueIdentifier, at: 12)
            try insert.execute()
            rowID = connection.lastInsertRowID
        }
        // Derived once: folding every text value is a good part of writing the rows.
        let attributeRows = item.attributeRows
        try insertAttributeRows(attributeRows, rowID: rowID)
        try TitleTrigrams.insert(attributeRows, item: rowID, connection: connection)
        try insertTokens(
            of: item.attributeSet, rowID: rowID, entityType: item.entity?.typeIdentifier,
            priority: item.entity?.priority ?? 0)
    }

    /// Adds what an item is found by through its tokens: its full text, its title prefixes and,
    /// for an entity's item, its entity terms.
    private func insertTokens(
        of attributeSet: SearchableItemAttributeSet, rowID: Int, entityType: String?, priority: Int
    ) throws {
        let text = attributeSet.fullTextByColumn()
        try writeText(text, rowID: rowID)
        try CompletionIndex.insert(
            Self.completionRows(text, attributeSet, priority: priority), item: rowID, connection: connection)
        if let entityType {
            try EntityTermIndex.insert(
                attributeSet, typeIdentifier: entityType, priority: priority, item: rowID,
                connection: connection)
        }
    }

    private func bindItemColumns(
        _ statement: SQLiteStatement, _ item: StoredItem, indexName: String, now: Date, from first: Int32
    ) {
        statement.bind(indexName, at: first)
        statement.bind(item.domainIdentifier, at: first + 1)
        statement.bind(item.contentType, at: first + 2)
        statement.bind(item.rankingHint, at: first + 3)
        statement.bind(now.timeIntervalSince1970, at: first + 4)
        statement.bind(item.expires?.timeIntervalSince1970, at: first + 5)
        statement.bind(item.entity?.typeIdentifier, at: first + 6)
        statement.bind(item.entity?.identifier, at: first + 7)
        statement.bind(item.entity?.priority ?? 0, at: first + 8)
        statement.bind(item.isHidden ? 1 : 0, at: first + 9)
        statement.bind(bytes: item.encodedAttributes, at: first + 10)
    }

    /// Adds (or, with `delete`, removes) an item's text in the contentless FTS5 table. Removal must
    /// pass exactly the text that was indexed, which the stored attribute set reproduces.
    private static let textColumnList = TextColumn.allCases.map(\.name).joined(separator: ", ")
    private static let textPlaceholders = TextColumn.allCases.indices.map { "?\($0 + 2)" }.joined(
        separator: ", ")
    private static let insertTextSQL =
        "INSERT INTO item_text(rowid, \(textColumnList)) VALUES (?1, \(textPlaceholders))"
    private static let deleteTextSQL =
        "INSERT INTO item_text(item_text, rowid, \(textColumnList)) VALUES ('delete', ?1, \(textPlaceholders))"

    /// Derives every item's tokens again from its stored attributes — its full text, title
    /// prefixes and entity terms — for a store written under an older tokenization, whose text
    /// could not otherwise be removed exactly. An item whose attributes cannot be decoded gets
    /// none; it is still reported as unreadable wherever it is read.
    func rederiveTokens() throws {
        try connection.execute(
            "INSERT INTO item_text(item_text) VALUES ('delete-all'); DELETE FROM entity_terms")
        try CompletionIndex.deleteAll(connection: connection)
        let select = try connection.uncachedStatement(
            "SELECT id, attributes, entity_type, entity_priority FROM items")
        while try select.step() {
            guard let attributes = select.withBlob(1, { try? SearchableItemAttributeSet(encodedBytes: $0) })
            else { continue }
            try insertTokens(
                of: attributes, rowID: select.int(0), entityType: select.optionalString(2),
                priority: select.int(3))
        }
    }

    /// Folds every stored text value again, for a store whose values were folded by an older
    /// ``TextFolding`` (ligatures before version 10, the scripts written without spaces before
    /// 13, Hebrew and Arabic points before 15), and refills the titles' trigram index when a title changed, so comparisons that
    /// ignore case or diacritics see what a new item's values would be.
    func refoldTexts() throws {
        let select = try connection.uncachedStatement(
            "SELECT item, key, ordinal, text, folded FROM attribute_values WHERE text IS NOT NULL")
        var changed: [(item: Int, key: String, ordinal: Int, text: String, folded: String)] = []
        while try select.step() {
            let text = select.string(3)
            // Values compared as written are kept composed since 21 (``TextFolding/canonical(_:)``).
            let canonical = TextFolding.canonical(text)
            let folded = TextFolding.fold(text)
            if folded != select.optionalString(4) || !canonical.utf8.elementsEqual(text.utf8) {
                changed.append((select.int(0), select.string(1), select.int(2), canonical, folded))
            }
        }
        let update = try connection.uncachedStatement(
            "UPDATE attribute_values SET text = ?5, folded = ?4 WHERE key = ?2 AND item = ?1 AND ordinal = ?3"
        )
        for row in changed {
            update.bind(row.item, at: 1)
            update.bind(row.key, at: 2)
            update.bind(row.ordinal, at: 3)
            update.bind(row.folded, at: 4)
            update.bind(row.text, at: 5)
            try update.execute()
            update.reset()
        }
        guard changed.contains(where: { $0.key == TitleTrigrams.attributeKey }) else { return }
        try connection.execute("DELETE FROM title_trigrams")
        try TitleTrigrams.backfill(connection)
    }

    private func writeText(_ columnTexts: [String], rowID: Int, delete: Bool = false) throws {
        let statement = try connection.statement(delete ? Self.deleteTextSQL : Self.insertTextSQL)
        statement.bind(rowID, at: 1)
        // The texts are bound in place: they can be the whole body of an item, and copying them into
        // SQLite for the one step that reads them is wasted work.
        try statement.withBorrowedTexts(columnTexts.map { $0.isEmpty ? nil : $0 }, from: 2) {
            try statement.execute()
        }
    }

    private func insertAttributeRows(_ rows: [AttributeRow], rowID: Int) throws {
        let statement = try connection.statement(
            "INSERT INTO attribute_values(item, key, ordinal, number, text, folded) VALUES (?1, ?2, ?3, ?4, ?5, ?6)"
        )
        for row in rows {
            statement.bind(rowID, at: 1)
            statement.bind(row.key, at: 2)
            statement.bind(row.ordinal, at: 3)
            statement.bind(row.number, at: 4)
            statement.bind(row.text, at: 5)
            statement.bind(row.folded, at: 6)
            try statement.execute()
        }
    }

    /// Removes an item's text and comparable values. When its attributes could not be decoded
    /// the text cannot be replayed; its FTS5 entries then stay behind but can never surface,
    /// because searches join `items` and row ids are never reused.
    private static func completionRows(
        _ columnTexts: [String], _ attributeSet: SearchableItemAttributeSet, priority: Int
    ) -> [CompletionIndex.Row] {
        CompletionIndex.rows(
            titleTexts: [columnTexts[TextColumn.title.rawValue], columnTexts[TextColumn.names.rawValue]],
            rankingHint: attributeSet.rankingHint, priority: priority)
    }

    private func deleteDerivedRows(rowID: Int, attributeSet: SearchableItemAttributeSet?, priority: Int)
        throws
    {
        try EntityTermIndex.delete(item: rowID, connection: connection)
        try TitleTrigrams.delete(item: rowID, connection: connection)
        guard let attributeSet else {
            let statement = try connection.statement("DELETE FROM attribute_values WHERE item = ?1")
            statement.bind(rowID, at: 1)
            try statement.execute()
            try CompletionIndex.delete(item: rowID, connection: connection)
            return
        }
        let text = attributeSet.fullTextByColumn()
        try writeText(text, rowID: rowID, delete: true)
        try CompletionIndex.delete(
            Self.completionRows(text, attributeSet, priority: priority), item: rowID, connection: connection)
        let statement = try connection.statement("DELETE FROM attribute_values WHERE key = ?1 AND item = ?2")
        // Every key the item has, not only those it now writes rows for: a store written before
        // empty lists had none holds rows for them.
        let keys = Set(AttributeRow.rows(of: attributeSet).map(\.key)).union(
            attributeSet.values.keys.map(\.rawValue))
        for key in keys {
            statement.bind(key, at: 1)
            statement.bind(rowID, at: 2)
            try statement.execute()
        }
    }

    /// Deletes the items matching `condition` (on `items`, with `?` placeholders for `arguments`)
    /// and everything derived from them; returns their identifiers.
    private func deleteRows(where condition: String, _ arguments: [SQLFragment.Argument]) throws -> [String] {
        let select = try connection.statement(
            "SELECT id, uid, attributes, entity_priority FROM items WHERE \(condition)")
        select.bind(arguments)
        var victims:
            [(rowID: Int, identifier: String, attributes: SearchableItemAttributeSet?, priority: Int)] = []
        while try select.step() {
            let attributes = select.withBlob(2) { try? SearchableItemAttributeSet(encodedBytes: $0) }
            victims.append((select.int(0), select.string(1), attributes, select.int(3)))
        }
        select.reset()
        let delete = try connection.statement("DELETE FROM items WHERE id = ?1")
        for victim in victims {
            try deleteDerivedRows(
                rowID: victim.rowID, attributeSet: victim.attributes, priority: victim.priority)
            try deleteLinkedRows(rowID: victim.rowID, identifier: victim.identifier)
            delete.bind(victim.rowID, at: 1)
            try delete.execute()
        }
        return victims.map(\.identifier)
    }

    /// Removes what is tied to an item's lifetime: its engagement, the activities whose strong
    /// `relatedUniqueIdentifier` it is, and the activity it is the search item of (with what that
    /// activity recorded), so no ghost of a deleted item ranks, predicts or resolves.
    private func deleteLinkedRows(rowID: Int, identifier: String) throws {
        let engagement = try connection.statement("DELETE FROM item_engagement WHERE item = ?1")
        engagement.bind(rowID, at: 1)
        try engagement.execute()
        let linked = try connection.statement(
            "SELECT id FROM activities WHERE related_uid = ?1 "
                + "UNION SELECT id FROM activities WHERE item_uid = ?1")
        linked.bind(identifier, at: 1)
        var activities: [Int] = []
        while try linked.step() { activities.append(linked.int(0)) }
        linked.reset()
        for activity in activities { try ActivityStore(connection: connection).deleteRow(activity) }
    }

    package func delete(uniqueIdentifiers: [String], indexName: String) throws -> [String] {
        var deleted: [String] = []
        for identifier in uniqueIdentifiers {
            deleted += try deleteRows(
                where: "uid = ? AND index_name = ?", [.text(identifier), .text(indexName)])
        }
        return deleted
    }

    /// Deletes every item in each domain and its subdomains, component-wise: `a` takes `a` and
    /// `a.b.c` but never `ab`. `'/'` is the character after `'.'`, so the range is exactly `a.*`.
    package func delete(domainIdentifiers: [String], indexName: String) throws -> [String] {
        var deleted: [String] = []
        for domain in domainIdentifiers {
            deleted += try deleteRows(
                where: "index_name = ?1 AND (domain = ?2 OR (domain >= ?2 || '.' AND domain < ?2 || '/'))",
                [.text(indexName), .text(domain)])
        }
        return deleted
    }

    func deleteAll(indexName: String) throws -> [String] {
        let deleted = try deleteRows(where: "index_name = ?", [.text(indexName)])
        let statement = try connection.statement("DELETE FROM client_states WHERE index_name = ?1")
        statement.bind(indexName, at: 1)
        try statement.execute()
        return deleted
    }

    /// Deletes the items associated with entities of `typeIdentifier` (only those with the given
    /// entity identifiers, when `identifiers` is not `nil`).
    package func delete(entityType typeIdentifier: String, identifiers: [String]?, indexName: String) throws
        -> [String]
    {
        guard let identifiers else {
            return try deleteRows(
                where: "entity_type = ? AND index_name = ?", [.text(typeIdentifier), .text(indexName)])
        }
        var deleted: [String] = []
        for identifier in identifiers {
            deleted += try deleteRows(
                where: "entity_type = ? AND entity_id = ? AND index_name = ?",
                [.text(typeIdentifier), .text(identifier), .text(indexName)])
        }
        return deleted
    }

    /// Removes items whose expiration has passed; returns their identifiers.
    func purgeExpired(now: Date) throws -> [String] {
        try deleteRows(where: "expires <= ?", [.real(now.timeIntervalSince1970)])
    }

    package func itemCount() throws -> Int {
        try connection.scalarInt("SELECT count(*) FROM items")
    }

    package func clientState(indexName: String) throws -> [UInt8]? {
        try ItemReader(connection: connection).clientState(indexName: indexName)
    }

    func setClientState(_ state: [UInt8], indexName: String) throws {
        let statement = try connection.statement(
            "INSERT INTO client_states(index_name, state) VALUES (?1, ?2) "
                + "ON CONFLICT(index_name) DO UPDATE SET state = excluded.state")
        statement.bind(indexName, at: 1)
        statement.bind(bytes: state, at: 2)
        try statement.execute()
    }
}

/// What the store holds for an item about to be replaced or merged.
package struct ExistingItem {
    var rowID: Int
    package var created: Double
    package var domainIdentifier: String?
    package var expires: Date?
    /// `nil` when the stored form could not be decoded.
    package var attributeSet: SearchableItemAttributeSet?
    package var entity: EntityAssociation?
    package var indexName: String
}

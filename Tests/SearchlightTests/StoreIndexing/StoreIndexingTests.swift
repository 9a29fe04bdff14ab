import Foundation
import Testing

@testable import Searchlight

/// Store-driven indexing through the public API: initial indexing, following changes made in
/// this process, stop/start, deleting the index, description errors and description changes.
@Suite struct StoreIndexingTests {
    static func delegate(
        _ database: NotesDatabase, description: StoreDescription = NotesDatabase.description,
        location: URL = temporaryDirectory("store-index")
    ) -> StoreSpotlightDelegate {
        StoreSpotlightDelegate(
            databasePath: database.path, description: description,
            options: StoreIndexingOptions(
                indexLocation: location, batchSize: 7, pollInterval: .milliseconds(10)))
    }

    @Test func initialIndexingIndexesEveryRowOnceWithDisplayNameAndTagKeywords() async throws {
        let database = try NotesDatabase(notes: 20)
        let delegate = Self.delegate(database)
        let token = try await delegate.catchUp()
        let index = try await delegate.searchableIndex()
        #expect(try await index.itemCount(inDomain: "notes-store") == 20)
        let item = try #require(
            try await index.searchableItems(withIdentifiers: ["notes-store/notes/4"]).first)
        #expect(item.attributeSet.title == "Note 4")
        #expect(item.attributeSet.displayName == "Note 4 (Inbox)")
        #expect(item.attributeSet.keywords == ["work"])
        #expect(item.attributeSet.contentType == .text)
        #expect(item.attributeSet.contentModificationDate == Date(timeIntervalSince1970: 1_700_000_004))
        #expect(item.domainIdentifier == "notes-store")
        #expect(try await search("tokyo", in: index).count == 7)
        // Catching up again changes nothing and keeps the token.
        #expect(try await delegate.catchUp() == token)
        #expect(try await storeSnapshot(index) == (try await freshSnapshot(of: database)))
    }

    /// What the index's delegate asks for when it lost items: every row indexed again, the lost
    /// items back, the items of rows that are gone removed, and the rest searchable throughout.
    @Test func reindexingRestoresLostItemsAndRemovesThoseOfGoneRows() async throws {
        let database = try NotesDatabase(notes: 12)
        let delegate = Self.delegate(database)
        try await delegate.catchUp()
        let index = try await delegate.searchableIndex()
        let expected = try await freshSnapshot(of: database)
        try await index.deleteSearchableItems(withIdentifiers: ["notes-store/notes/4", "notes-store/notes/7"])
        var stray = SearchableItemAttributeSet(contentType: .text)
        stray.title = "A row deleted while nobody watched"
        try await index.indexSearchableItems([
            SearchableItem(
                uniqueIdentifier: "notes-store/notes/99", domainIdentifier: "notes-store", attributeSet: stray
            )
        ])
        try await delegate.reindexRows(withIdentifiers: ["notes-store/notes/4"])
        #expect(try await index.searchableItems(withIdentifiers: ["notes-store/notes/4"]).count == 1)
        #expect(try await index.searchableItems(withIdentifiers: ["notes-store/notes/99"]).isEmpty)
        // The request covers the table: the other lost item of it is back too.
        #expect(try await storeSnapshot(index) == expected)
        try await index.deleteSearchableItems(withIdentifiers: ["notes-store/notes/1"])
        try await delegate.reindexAllRows()
        #expect(try await storeSnapshot(index) == expected)
        // Changes after the request are still followed.
        try database.insertNote(13, title: "Lisbon trams")
        try await delegate.catchUp()
        #expect(try await search("lisbon", in: index) == ["notes-store/notes/13"])
    }

    @Test func followsInsertsUpdatesDeletesAndTagRenamesMadeInThisProcess() async throws {
        let database = try NotesDatabase(notes: 5)
        let delegate = Self.delegate(database)
        try await delegate.startSpotlightIndexing()
        let index = try await delegate.searchableIndex()
        #expect(await eventually { try await index.itemCount(inDomain: "notes-store") == 5 } != nil)

        try database.insertNote(6, title: "Kyoto temples", tags: [1, 2])
        delegate.noteChanges()
        #expect(await eventually { try await search("kyoto", in: index) == ["notes-store/notes/6"] } != nil)

        try database.execute("UPDATE notes SET title = 'Osaka food' WHERE id = 6")
        #expect(await eventually { try await search("osaka", in: index) == ["notes-store/notes/6"] } != nil)
        #expect(try await search("kyoto", in: index).isEmpty)

        try database.execute("UPDATE tags SET name = 'journeys' WHERE id = 1")
        let tagged = await eventually {
            let items = try await index.searchableItems(withIdentifiers: [
                "notes-store/notes/6", "notes-store/notes/3",
            ])
            return items.allSatisfy { $0.attributeSet.keywords?.contains("journeys") == true }
        }
        #expect(tagged != nil, "renaming a tag updates every note that has it")

        try database.execute("DELETE FROM notes WHERE id = 6")
        #expect(await eventually { try await index.itemCount(inDomain: "notes-store") == 5 } != nil)
        #expect(try await index.searchableItems(withIdentifiers: ["notes-store/notes/6"]).isEmpty)

        try database.execute("DELETE FROM note_tags WHERE note_id = 2")
        #expect(
            await eventually {
                try await index.searchableItems(withIdentifiers: ["notes-store/notes/2"]).first?.attributeSet
                    .keywords == nil
            } != nil)
        await delegate.stopSpotlightIndexing()
        #expect(try await storeSnapshot(index) == (try await freshSnapshot(of: database)))
    }

    @Test func updatesOfColumnsThatAreNotIndexedRecordNothing() async throws {
        let database = try NotesDatabase(notes: 3)
        let delegate = Self.delegate(database)
        let token = try await delegate.catchUp()
        try database.execute("UPDATE settings SET value = 'light'")
        #expect(try await delegate.catchUp() == token)
        try database.execute("UPDATE notes SET folder = 'Trash' WHERE id = 1")
        #expect(try await delegate.catchUp() > token, "folder feeds the display name expression")
    }

    @Test func processedHistoryIsPrunedAndTokensNeverGoBack() async throws {
        let database = try NotesDatabase(notes: 2)
        let delegate = Self.delegate(database)
        try await delegate.catchUp()
        for id in 3...40 { try database.insertNote(id) }
        #expect(try database.integer("SELECT count(*) FROM searchlight_history") >= 38)
        let token = try await delegate.catchUp()
        #expect(try database.integer("SELECT count(*) FROM searchlight_history") == 1)
        try database.insertNote(41)
        #expect(try await delegate.catchUp() > token)
        #expect(try await delegate.searchableIndex().itemCount(inDomain: "notes-store") == 41)
    }

    @Test func changesMadeWhileStoppedAreIndexedAfterTheNextStart() async throws {
        let database = try NotesDatabase(notes: 3)
        let delegate = Self.delegate(database)
        try await delegate.startSpotlightIndexing()
        #expect(delegate.isIndexingEnabled)
        let index = try await delegate.searchableIndex()
        #expect(await eventually { try await index.itemCount(inDomain: "notes-store") == 3 } != nil)
        await delegate.stopSpotlightIndexing()
        #expect(!delegate.isIndexingEnabled)

        try database.insertNote(4, title: "Lisbon trams")
        try database.execute("DELETE FROM notes WHERE id = 1")
        delegate.noteChanges()
        try await Task.sleep(for: .milliseconds(50))
        #expect(try await search("lisbon", in: index).isEmpty, "stopped means stopped")

        try await delegate.startSpotlightIndexing()
        #expect(await eventually { try await search("lisbon", in: index) == ["notes-store/notes/4"] } != nil)
        #expect(await eventually { try await index.itemCount(inDomain: "notes-store") == 3 } != nil)
        await delegate.stopSpotlightIndexing()
    }

    @Test func updatesAreAnnouncedWithTheStoreIdentifierAndToken() async throws {
        let database = try NotesDatabase(notes: 2)
        let delegate = Self.delegate(database)
        let first = try await delegate.catchUp()
        let events = delegate.events()
        try database.insertNote(3)
        let token = try await delegate.catchUp()
        #expect(token > first)
        let update = await nextUpdate(events)
        #expect(update?.storeIdentifier == "notes-store")
        #expect(update?.token == token)
        #expect(update?.indexedCount == 1)
    }

    /// A pass that fails (here: another writer holds the index longer than the busy timeout) is
    /// reported and tried again, without waiting for the app to write to its database again.
    @Test func aFailedPassIsReportedAndRetriedWithoutAnotherWrite() async throws {
        let database = try NotesDatabase(notes: 3)
        let location = temporaryDirectory("held-index")
        let delegate = StoreSpotlightDelegate(
            databasePath: database.path, description: NotesDatabase.description,
            options: StoreIndexingOptions(
                indexLocation: location,
                indexConfiguration: IndexConfiguration(busyTimeout: .milliseconds(20)),
                pollInterval: .milliseconds(10), watchesDatabaseFiles: false))
        let index = try await delegate.searchableIndex()
        #expect(try await index.itemCount(inDomain: "notes-store") == 0)
        let otherWriter = try SQLiteConnection(path: index.storePath)
        try otherWriter.execute("BEGIN IMMEDIATE")
        let events = delegate.events()
        try await delegate.startSpotlightIndexing()
        var failure: StoreIndexingError?
        for await event in events {
            if case .failed(let error) = event {
                failure = error
                break
            }
        }
        #expect(failure?.code == .indexUnavailable)
        #expect(try await index.itemCount(inDomain: "notes-store") == 0)
        try otherWriter.execute("ROLLBACK")
        #expect(await eventually { try await index.itemCount(inDomain: "notes-store") == 3 } != nil)
        await delegate.stopSpotlightIndexing()
        #expect(try await storeSnapshot(index) == (try await freshSnapshot(of: database)))
    }

    @Test func deleteSpotlightIndexRemovesExactlyThisStoresItems() async throws {
        let database = try NotesDatabase(notes: 4)
        let location = temporaryDirectory("shared-index")
        let delegate = Self.delegate(database, location: location)
        try await delegate.catchUp()
        let index = try await delegate.searchableIndex()
        let other = SearchableIndex(name: "other", location: location)
        try await other.indexSearchableItems([makeItem("keep-1", domain: "other.app"), makeItem("keep-2")])
        try await index.indexSearchableItems([makeItem("same-index", domain: "elsewhere")])

        try await delegate.deleteSpotlightIndex()
        #expect(try await index.itemCount(inDomain: "notes-store") == 0)
        #expect(try await other.itemCount(indexName: "other") == 2)
        #expect(try await index.itemCount(inDomain: "elsewhere") == 1)

        // The next pass indexes the store again from the start.
        try await delegate.catchUp()
        #expect(try await index.itemCount(inDomain: "notes-store") == 4)
    }

    @Test(arguments: [
        (StoreTableDescription("notebooks", attributes: ["title": .title]), "table 'notebooks'"),
        (StoreTableDescription("notes", attributes: ["subject": .title]), "table 'notes', column 'subject'"),
        (
            StoreTableDescription("notes", attributes: ["title": .title], displayName: .column("label")),
            "table 'notes', column 'label'"
        ),
        (
            StoreTableDescription(
                "notes", attributes: ["title": .title],
                keywords: [
                    StoreKeywordSource(
                        table: "tags", column: "label",
                        through: StoreJoinTable(
                            table: "note_tags", itemColumn: "note_id", relatedColumn: "tag_id"))
                ]), "table 'tags', column 'label'"
        ),
        (
            StoreTableDescription(
                "notes", attributes: ["title": .title], displayName: .expression("title || nope")),
            "table 'notes'"
        ),
        (
            StoreTableDescription(
                "notes", attributes: ["title": .title],
                displayName: .expression("(SELECT value FROM settings)")), "reads other tables"
        ),
        (
            StoreTableDescription(
                "notes", attributes: ["title": .title],
                displayName: .expression("title) FROM notes; DELETE FROM settings; SELECT (1")),
            "not a read-only SQL expression"
        ),
    ])
    func aDescriptionThatDoesNotFitFailsAtStartNamingItAndChangesNothing(
        table: StoreTableDescription, expected: String
    ) async throws {
        let database = try NotesDatabase(notes: 2)
        let before = try database.appContent()
        let delegate = Self.delegate(database, description: StoreDescription(tables: [table]))
        let error = await #expect(throws: StoreIndexingError.self) {
            try await delegate.startSpotlightIndexing()
        }
        #expect(error?.description.contains(expected) == true, "\(String(describing: error))")
        #expect(!delegate.isIndexingEnabled)
        #expect(try database.appContent() == before)
        #expect(!before.contains("searchlight_"))
    }

    @Test func indexingNeverChangesTheAppsOwnTables() async throws {
        let database = try NotesDatabase(notes: 10)
        let before = try database.appContent()
        let delegate = Self.delegate(database)
        try await delegate.catchUp()
        try database.insertNote(11)
        try await delegate.catchUp()
        let after = try database.appContent()
        #expect(after.hasPrefix(before.components(separatedBy: "\n").first ?? ""))
        try database.execute("DELETE FROM notes WHERE id = 11; DELETE FROM note_tags WHERE note_id = 11")
        let restored = try database.appContent()
        #expect(restored == before, "\(restored)")
        try await delegate.removeHistoryTracking()
        let removed = try database.appContent()
        #expect(removed == before, "\(removed)")
    }

    @Test func aChangedDescriptionReindexesWhatItAffectsAndADroppedTableRemovesItsItems() async throws {
        let database = try NotesDatabase(notes: 12)
        let location = temporaryDirectory("changing")
        let tags = StoreTableDescription("tags", contentType: .text, attributes: ["name": .title])
        var description = NotesDatabase.description
        description.tables.append(tags)
        try await Self.delegate(database, description: description, location: location).catchUp()

        // Index one more column of notes: notes are indexed again, tags are not.
        description.tables[0].attributes["folder"] = "folderName"
        let changed = Self.delegate(database, description: description, location: location)
        let events = changed.events()
        try await changed.catchUp()
        var walked: Set<String> = []
        for await event in events {
            if case .progress(let progress) = event { walked.insert(progress.table) }
            if case .indexDidUpdate = event { break }
        }
        #expect(walked == ["notes"])
        let index = try await changed.searchableIndex()
        let note = try #require(
            try await index.searchableItems(withIdentifiers: ["notes-store/notes/2"]).first)
        #expect(note.attributeSet[AttributeKey("folderName")] == .string("Inbox"))
        #expect(try await index.itemCount(inDomain: "notes-store") == 15)

        // Drop tags from the description: their items go, the notes stay.
        description.tables.removeLast()
        try await Self.delegate(database, description: description, location: location).catchUp()
        #expect(try await index.itemCount(inDomain: "notes-store") == 12)
        #expect(try await index.searchableItems(withIdentifiers: ["notes-store/tags/1"]).isEmpty)
        #expect(
            try await storeSnapshot(index)
                == (try await freshSnapshot(of: database, description: description)))
    }

    @Test func anOverrideChoosesTheAttributeSetAndCanLeaveRowsOut() async throws {
        final class ArchiveLess: StoreSpotlightDelegate, @unchecked Sendable {
            override func domainIdentifier() -> String { "com.example.notes" }
            override func attributeSet(for row: StoreRow) -> SearchableItemAttributeSet? {
                guard row["folder"] != .text("Archive") else { return nil }
                var attributes = row.defaultAttributeSet
                attributes.contentDescription = "in \(row["folder"])"
                return attributes
            }
        }
        let database = try NotesDatabase(notes: 6)
        let delegate = ArchiveLess(
            databasePath: database.path, description: NotesDatabase.description,
            options: StoreIndexingOptions(indexLocation: temporaryDirectory("override")))
        let events = delegate.events()
        try await delegate.catchUp()
        let index = try await delegate.searchableIndex()
        #expect(try await index.itemCount(inDomain: "com.example.notes") == 3)
        #expect(await tablesLeftOutWhole(events).isEmpty)
        try database.execute("UPDATE notes SET folder = 'Archive' WHERE id = 2")
        try await delegate.catchUp()
        #expect(try await index.itemCount(inDomain: "com.example.notes") == 2)
        let item = try #require(
            try await index.searchableItems(withIdentifiers: ["notes-store/notes/4"]).first)
        #expect(item.attributeSet.contentDescription == "in Inbox")
    }

    /// Leaving every row of a table out is almost always an override that cannot match; it is
    /// reported, not passed off as an index that is up to date.
    @Test func aPassThatLeavesOutEveryRowOfATableIsReported() async throws {
        final class NothingIndexed: StoreSpotlightDelegate, @unchecked Sendable {
            override func attributeSet(for row: StoreRow) -> SearchableItemAttributeSet? {
                row["folder"] == .text("No such folder") ? row.defaultAttributeSet : nil
            }
        }
        let database = try NotesDatabase(notes: 16)
        let delegate = NothingIndexed(
            databasePath: database.path, description: NotesDatabase.description,
            options: StoreIndexingOptions(indexLocation: temporaryDirectory("left-out"), batchSize: 7))
        let events = delegate.events()
        try await delegate.catchUp()
        #expect(await tablesLeftOutWhole(events) == [.everyRowLeftOut(table: "notes", rows: 16)])
        #expect(try await delegate.searchableIndex().itemCount(inDomain: "notes-store") == 0)
    }

    @Test func aRebuiltTableWhoseTriggersWereLostIsIndexedAgain() async throws {
        let database = try NotesDatabase(notes: 4)
        let location = temporaryDirectory("rebuilt")
        try await Self.delegate(database, location: location).catchUp()
        // An app migration that rebuilds the table drops its triggers with it.
        try database.execute(
            """
            CREATE TABLE notes_new(id INTEGER PRIMARY KEY, title TEXT NOT NULL, body TEXT, folder TEXT, modified REAL);
            INSERT INTO notes_new SELECT * FROM notes; DROP TABLE notes; ALTER TABLE notes_new RENAME TO notes;
            UPDATE notes SET title = 'Renamed during migration' WHERE id = 1;
            """)
        let delegate = Self.delegate(database, location: location)
        try await delegate.catchUp()
        let index = try await delegate.searchableIndex()
        #expect(try await search("migration", in: index) == ["notes-store/notes/1"])
    }

    @Test(arguments: ["id", "slug"])
    func aReplaceThroughAnotherUniqueConstraintRemovesTheReplacedRowsItem(itemKey: String) async throws {
        let database = try NotesDatabase(notes: 0)
        try database.execute(
            """
            CREATE TABLE documents(id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE COLLATE NOCASE,
                title TEXT, UNIQUE(title, id));
            INSERT INTO documents VALUES (1, 'alpha', 'First draft'), (2, 'beta', 'Second draft'),
                (3, 'gamma', 'Third draft');
            """)
        let description = StoreDescription(
            tables: [StoreTableDescription("documents", primaryKey: itemKey, attributes: ["title": .title])],
            storeIdentifier: "notes-store")
        let delegate = Self.delegate(database, description: description)
        try await delegate.catchUp()
        let index = try await delegate.searchableIndex()
        #expect(try await index.itemCount(inDomain: "notes-store") == 3)

        // Without `recursive_triggers`, SQLite deletes the conflicting rows without firing delete
        // triggers: the rows must still leave the index.
        try database.execute(
            "INSERT OR REPLACE INTO documents(id, slug, title) VALUES (10, 'ALPHA', 'Rewritten')")
        try database.execute("UPDATE OR REPLACE documents SET slug = 'beta' WHERE id = 3")
        try database.execute(
            "INSERT OR REPLACE INTO documents(id, slug, title) VALUES (10, 'delta', 'Moved')")
        try await delegate.catchUp()
        #expect(try await search("draft", in: index).count == 1)
        #expect(try await index.itemCount(inDomain: "notes-store") == 2)

        // An update that keeps its unique values collides with nothing: one history row, not two.
        let recorded = try database.integer("SELECT count(*) FROM searchlight_history")
        try database.execute("UPDATE documents SET slug = slug, title = 'Third draft, again' WHERE id = 3")
        let after = try database.integer("SELECT count(*) FROM searchlight_history")
        #expect(after == recorded + 1, "\(recorded) → \(after)")
        try await delegate.catchUp()
        #expect(
            try await storeSnapshot(index)
                == (try await freshSnapshot(of: database, description: description)))
    }

    @Test func aNewDomainIdentifierMovesEveryItemAndLeavesNoneBehind() async throws {
        final class Domained: StoreSpotlightDelegate, @unchecked Sendable {
            var domain = "first.domain"
            override func domainIdentifier() -> String { domain }
        }
        let database = try NotesDatabase(notes: 5)
        let location = temporaryDirectory("domains")
        let options = StoreIndexingOptions(indexLocation: location, batchSize: 2)
        let first = Domained(
            databasePath: database.path, description: NotesDatabase.description, options: options)
        try await first.catchUp()
        let index = try await first.searchableIndex()
        try await index.indexSearchableItems([makeItem("not-the-store", domain: "first.domain")])
        #expect(try await index.itemCount(inDomain: "first.domain") == 6)

        try database.execute("DELETE FROM notes WHERE id = 3")
        let second = Domained(
            databasePath: database.path, description: NotesDatabase.description, options: options)
        second.domain = "second.domain"
        try await second.catchUp()
        #expect(try await index.itemCount(inDomain: "second.domain") == 4)
        #expect(
            try await index.itemCount(inDomain: "first.domain") == 1,
            "only the item that is not the store's stays in the old domain")
        #expect(try await index.searchableItems(withIdentifiers: ["notes-store/notes/3"]).isEmpty)
        // Snapshots name no domain: the same items as a fresh indexing, in the new domain.
        #expect(
            try await storeSnapshot(index, domain: "second.domain") == (try await freshSnapshot(of: database))
        )
    }

    @Test(arguments: ["WAL", "DELETE"])
    func aCommitIsNoticedWithoutPollingOrAnnouncingIt(journalMode: String) async throws {
        let database = try NotesDatabase(notes: 2)
        try database.execute("PRAGMA journal_mode = \(journalMode)")
        // A poll interval no test waits for: only the file notification can bring the change in.
        let delegate = StoreSpotlightDelegate(
            databasePath: database.path, description: NotesDatabase.description,
            options: StoreIndexingOptions(
                indexLocation: temporaryDirectory("watched"), pollInterval: .seconds(3_600)))
        try await delegate.startSpotlightIndexing()
        let index = try await delegate.searchableIndex()
        #expect(await eventually { try await index.itemCount(inDomain: "notes-store") == 2 } != nil)
        for round in 3...5 {
            try database.insertNote(round, title: "Harbour walk \(round)")
            let seen = await eventually(timeout: .seconds(30)) {
                try await search("harbour", in: index).count == round - 2
            }
            #expect(seen != nil, "round \(round)")
        }
        await delegate.stopSpotlightIndexing()
    }
}

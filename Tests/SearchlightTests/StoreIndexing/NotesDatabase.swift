import Foundation
import Testing

@testable import Searchlight

/// A notes app's database on plain SQLite (notes, tags, a join table), written through its own
/// connection as an app would, for the store-indexing tests.
final class NotesDatabase: @unchecked Sendable {
    // @unchecked: each test uses its database from one task at a time.
    let path: String
    let directory: URL
    private let connection: SQLiteConnection

    init(notes: Int = 0, label: String = "notes") throws {
        directory = temporaryDirectory(label)
        path = directory.appendingPathComponent("app.sqlite").path
        connection = try SQLiteConnection(path: path)
        try connection.execute(
            """
            PRAGMA journal_mode = WAL;
            CREATE TABLE notes(id INTEGER PRIMARY KEY, title TEXT NOT NULL, body TEXT, folder TEXT,
                modified REAL);
            CREATE TABLE tags(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
            CREATE TABLE note_tags(note_id INTEGER NOT NULL REFERENCES notes(id) ON DELETE CASCADE,
                tag_id INTEGER NOT NULL REFERENCES tags(id) ON DELETE CASCADE, PRIMARY KEY(note_id, tag_id));
            CREATE TABLE settings(key TEXT PRIMARY KEY, value TEXT);
            INSERT INTO settings VALUES ('theme', 'dark');
            INSERT INTO tags(id, name) VALUES (1, 'travel'), (2, 'work'), (3, 'recipes');
            """)
        try connection.writeTransaction {
            for id in stride(from: 1, through: notes, by: 1) { try insertNote(id) }
        }
    }

    func insertNote(_ id: Int, title: String? = nil, tags: [Int]? = nil) throws {
        let statement = try connection.statement(
            "INSERT INTO notes(id, title, body, folder, modified) VALUES (?1, ?2, ?3, ?4, ?5)")
        statement.bind(id, at: 1)
        statement.bind(title ?? "Note \(id)", at: 2)
        statement.bind("body of note \(id) about \(["paris", "berlin", "tokyo"][id % 3])", at: 3)
        statement.bind(id % 2 == 0 ? "Inbox" : "Archive", at: 4)
        statement.bind(Double(1_700_000_000 + id), at: 5)
        try statement.execute()
        for tag in tags ?? [1 + id % 3] {
            try execute("INSERT INTO note_tags(note_id, tag_id) VALUES (\(id), \(tag))")
        }
    }

    func integer(_ sql: String) throws -> Int {
        let statement = try connection.uncachedStatement(sql)
        return try statement.step() ? statement.int(0) : 0
    }

    func execute(_ sql: String) throws {
        try connection.execute(sql)
    }

    /// Every user table's schema and rows, as text: what the delegate must never change.
    func appContent() throws -> String {
        var lines: [String] = []
        let tables = try connection.uncachedStatement(
            "SELECT type, name, coalesce(sql, '') FROM sqlite_master WHERE name NOT LIKE '%searchlight%' ORDER BY name"
        )
        var names: [String] = []
        while try tables.step() {
            lines.append(tables.string(2))
            if tables.string(0) == "table" { names.append(tables.string(1)) }
        }
        for name in names {
            let columns = try connection.uncachedStatement("SELECT name FROM pragma_table_info(?1)")
            columns.bind(name, at: 1)
            var quoted: [String] = []
            while try columns.step() { quoted.append("quote(\"\(columns.string(0))\")") }
            let rows = try connection.uncachedStatement(
                "SELECT \(quoted.joined(separator: " || ',' || ")) FROM \"\(name)\" ORDER BY rowid")
            while try rows.step() { lines.append(rows.string(0)) }
        }
        return lines.joined(separator: "\n")
    }

    static let description = StoreDescription(
        tables: [
            StoreTableDescription(
                "notes", contentType: .text,
                attributes: ["title": .title, "body": .textContent, "modified": .contentModificationDate],
                displayName: .expression("title || ' (' || folder || ')'"),
                keywords: [
                    StoreKeywordSource(
                        table: "tags", column: "name",
                        through: StoreJoinTable(
                            table: "note_tags", itemColumn: "note_id", relatedColumn: "tag_id"))
                ])
        ], storeIdentifier: "notes-store")
}

/// The store's items as comparable text: identifier, title, display name, text, keywords.
func storeSnapshot(_ index: SearchableIndex, domain: String = "notes-store") async throws -> [String] {
    var lines: [String] = []
    for try await item in index.enumerateItems(inDomain: domain) {
        let attributes = item.attributeSet
        lines.append(
            [
                item.uniqueIdentifier, attributes.title ?? "-", attributes.displayName ?? "-",
                attributes.textContent ?? "-", (attributes.keywords ?? []).joined(separator: ","),
            ].joined(separator: "|"))
    }
    return lines.sorted()
}

/// The snapshot of a fresh indexing of the database, in a new store.
func freshSnapshot(of database: NotesDatabase, description: StoreDescription = NotesDatabase.description)
    async throws -> [String]
{
    let delegate = StoreSpotlightDelegate(
        databasePath: database.path, description: description,
        options: StoreIndexingOptions(indexLocation: temporaryDirectory("fresh")))
    try await delegate.catchUp()
    return try await storeSnapshot(try await delegate.searchableIndex())
}

/// The `everyRowLeftOut` events of one pass, up to its update.
func tablesLeftOutWhole(_ events: AsyncStream<StoreIndexingEvent>) async -> [StoreIndexingEvent] {
    var leftOut: [StoreIndexingEvent] = []
    for await event in events {
        if case .everyRowLeftOut = event { leftOut.append(event) }
        if case .indexDidUpdate = event { break }
    }
    return leftOut
}

/// Waits (up to `timeout`) for an update event whose token reaches `token`, or any update.
func nextUpdate(
    _ events: AsyncStream<StoreIndexingEvent>, timeout: Duration = .seconds(10)
) async -> StoreIndexUpdate? {
    await withTaskGroup(of: StoreIndexUpdate?.self) { group in
        group.addTask {
            for await event in events { if case .indexDidUpdate(let update) = event { return update } }
            return nil
        }
        group.addTask {
            try? await Task.sleep(for: timeout)
            return nil
        }
        let first = await group.next() ?? nil
        group.cancelAll()
        return first
    }
}

/// Polls `condition` every few milliseconds until it holds (a throw counts as not yet); the
/// generous timeout is for a loaded machine running every suite at once; how long that took, or `nil` on timeout.
func eventually(
    timeout: Duration = .seconds(60), _ condition: () async throws -> Bool
) async -> Duration? {
    let clock = ContinuousClock()
    let start = clock.now
    while clock.now - start < timeout {
        if (try? await condition()) == true { return clock.now - start }
        try? await Task.sleep(for: .milliseconds(2))
    }
    return nil
}

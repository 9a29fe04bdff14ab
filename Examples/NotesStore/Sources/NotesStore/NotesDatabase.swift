import CNotesSQLite
import Foundation

/// The app's own storage: plain SQLite, no knowledge of search.
final class NotesDatabase {
    private var handle: OpaquePointer?

    init(path: String) throws {
        guard sqlite3_open(path, &handle) == SQLITE_OK else { throw NotesError("cannot open \(path)") }
        // Another connection (the store delegate's) may briefly hold the write lock.
        sqlite3_busy_timeout(handle, 5_000)
        try execute(
            """
            PRAGMA journal_mode = WAL;
            CREATE TABLE IF NOT EXISTS notes(id INTEGER PRIMARY KEY, title TEXT NOT NULL, body TEXT NOT NULL,
                folder TEXT NOT NULL DEFAULT 'Notes');
            CREATE TABLE IF NOT EXISTS tags(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
            CREATE TABLE IF NOT EXISTS note_tags(note_id INTEGER NOT NULL, tag_id INTEGER NOT NULL,
                PRIMARY KEY(note_id, tag_id));
            """)
    }

    deinit { sqlite3_close(handle) }

    @discardableResult
    func addNote(title: String, body: String, tags: [String]) throws -> Int64 {
        try run("INSERT INTO notes(title, body) VALUES (?1, ?2)", [title, body])
        let note = sqlite3_last_insert_rowid(handle)
        for tag in tags {
            try run("INSERT OR IGNORE INTO tags(name) VALUES (?1)", [tag])
            try run(
                "INSERT OR IGNORE INTO note_tags SELECT ?1, id FROM tags WHERE name = ?2",
                [String(note), tag])
        }
        return note
    }

    func renameTag(_ old: String, to new: String) throws {
        try run("UPDATE tags SET name = ?2 WHERE name = ?1", [old, new])
    }

    func updateNote(_ id: Int64, title: String) throws {
        try run("UPDATE notes SET title = ?2 WHERE id = ?1", [String(id), title])
    }

    func deleteNote(_ id: Int64) throws {
        try run("DELETE FROM note_tags WHERE note_id = ?1", [String(id)])
        try run("DELETE FROM notes WHERE id = ?1", [String(id)])
    }

    func execute(_ sql: String) throws {
        guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else {
            throw NotesError(String(cString: sqlite3_errmsg(handle)))
        }
    }

    private func run(_ sql: String, _ values: [String]) throws {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK else {
            throw NotesError(String(cString: sqlite3_errmsg(handle)))
        }
        defer { sqlite3_finalize(statement) }
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        for (offset, value) in values.enumerated() {
            sqlite3_bind_text(statement, Int32(offset + 1), value, -1, transient)
        }
        guard sqlite3_step(statement) == SQLITE_DONE else {
            throw NotesError(String(cString: sqlite3_errmsg(handle)))
        }
    }
}

struct NotesError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

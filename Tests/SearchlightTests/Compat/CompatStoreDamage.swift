import CSQLite
import Foundation
import Searchlight

/// Overwrites the stored attributes of items with bytes that do not decode, behind the index's
/// back, so reading them reports them unreadable.
func damageStoredAttributes(of identifiers: [String], in index: SearchableIndex) throws {
    var db: OpaquePointer?
    guard sqlite3_open(index.storePath, &db) == SQLITE_OK else {
        sqlite3_close(db)
        throw CocoaError(.fileReadUnknown)
    }
    defer { sqlite3_close(db) }
    for identifier in identifiers {
        let escaped = identifier.replacingOccurrences(of: "'", with: "''")
        let sql = "UPDATE items SET attributes = x'FF00' WHERE uid = '\(escaped)'"
        guard sqlite3_exec(db, sql, nil, nil, nil) == SQLITE_OK, sqlite3_changes(db) == 1 else {
            throw CocoaError(.fileWriteUnknown)
        }
    }
}

/// A store directory whose database file is garbage, so opening it rebuilds the store.
func corruptStoreDirectory() throws -> URL {
    let location = temporaryDirectory("corrupt")
    try Data(repeating: 0x42, count: 8192).write(to: location.appendingPathComponent("index.sqlite"))
    return location
}

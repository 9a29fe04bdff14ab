import CSQLite
import Foundation

/// When the whole store file was last checked, and how.
///
/// Opening a store does not read every page: on a large store that costs seconds, on every
/// command. Damage is found instead by any statement that reads a damaged page (SQLite reports
/// `SQLITE_CORRUPT`), by a writable open once ``interval`` has passed since the last whole-file
/// check recorded here, and on demand (``SearchableIndex/verifyStore()``, `searchlight check`).
///
/// The record is the `store_health` table, created on first use rather than by a schema
/// migration: a build that does not know it ignores it, and a store without it is due for a check.
enum StoreHealth {
    /// How long a whole-file check stays good for.
    static let interval: TimeInterval = 7 * 24 * 60 * 60

    /// At a writable open: runs SQLite's `quick_check` of every page when one is due, and records
    /// the check. A new store is sound by construction and is only recorded.
    /// - Throws: `SQLiteError` with `SQLITE_CORRUPT` when the check finds damage.
    static func checkIfDue(_ connection: SQLiteConnection, isNewStore: Bool, now: Date = Date()) throws {
        if !isNewStore {
            if let checked = try lastCheck(connection), now.timeIntervalSince(checked) < interval { return }
            try quickCheck(connection)
        }
        try record(connection, checkedAt: now)
    }

    /// When the whole file was last found sound, or `nil` when it never was (or before this record).
    static func lastCheck(_ connection: SQLiteConnection) throws -> Date? {
        let exists = try connection.statement(
            "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = 'store_health'")
        defer { exists.reset() }
        guard try exists.step(), exists.int(0) == 1 else { return nil }
        let select = try connection.statement("SELECT checked FROM store_health WHERE id = 1")
        defer { select.reset() }
        return try select.step() ? Date(timeIntervalSince1970: select.double(0)) : nil
    }

    /// Records that the whole file was found sound at `checkedAt`.
    static func record(_ connection: SQLiteConnection, checkedAt: Date) throws {
        try connection.execute(
            "CREATE TABLE IF NOT EXISTS store_health(id INTEGER PRIMARY KEY CHECK (id = 1), checked REAL NOT NULL)"
        )
        let upsert = try connection.statement(
            "INSERT OR REPLACE INTO store_health(id, checked) VALUES (1, ?1)")
        upsert.bind(checkedAt.timeIntervalSince1970, at: 1)
        try upsert.execute()
    }

    /// SQLite's `quick_check`: every page and B-tree, without comparing indexes to their tables.
    static func quickCheck(_ connection: SQLiteConnection) throws {
        let check = try connection.pragmaString("quick_check(1)")
        guard check == "ok" else { throw SQLiteError(code: SQLITE_CORRUPT, message: check) }
    }
}

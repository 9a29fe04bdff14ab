import Foundation

/// The delegate's own tables in the app's database: `searchlight_history` (one row per change,
/// its row number the token) and `searchlight_state` (identifiers, consumers, prune mark), and
/// the triggers that fill the history. Nothing else in the database is ever written.
struct StoreHistory {
    /// What ``install(_:storeIdentifier:)`` found and did.
    struct Installation: Sendable {
        let storeIdentifier: String
        /// Changes when the history table is created anew: tokens from before mean nothing.
        let historyIdentifier: String
        /// Tables whose triggers were missing while the history existed: changes may be lost.
        let untrackedTables: Set<String>
    }

    /// One recorded change.
    struct Entry {
        let token: Int64
        let table: String
        let key: StoreValue
    }

    /// Consumers not heard from for this long no longer hold history back from pruning; one that
    /// returns later finds the prune mark past its token and indexes from the start.
    static let consumerLifetime: TimeInterval = 30 * 86_400

    let connection: SQLiteConnection
    /// Stamps consumers and state rows, and ages consumers out.
    let clock: IndexClock

    func install(_ tables: [TrackedTable], storeIdentifier: String?) throws -> Installation {
        try connection.writeTransaction {
            let historyExisted = try exists("searchlight_history")
            try connection.execute(
                """
                CREATE TABLE IF NOT EXISTS searchlight_history(
                    token INTEGER PRIMARY KEY, table_name TEXT NOT NULL, key);
                CREATE TABLE IF NOT EXISTS searchlight_state(
                    name TEXT PRIMARY KEY, value, updated REAL);
                """)
            if !historyExisted { try setState("history", .text(UUID().uuidString.lowercased())) }
            let historyIdentifier = try state("history")?.text ?? UUID().uuidString.lowercased()
            if try state("history") == nil { try setState("history", .text(historyIdentifier)) }
            var store = storeIdentifier
            if store == nil {
                store = try state("store")?.text
                if store == nil {
                    store = UUID().uuidString.lowercased()
                    try setState("store", .text(store ?? ""))
                }
            }

            let desired = HistoryTriggers(tables: tables).statements
            let existing = try triggers()
            var untracked: Set<String> = []
            for (name, sql) in existing where desired[name] != sql {
                try connection.execute("DROP TRIGGER \(QuotedSQL.identifier(name))")
            }
            for (name, sql) in desired.sorted(by: { $0.key < $1.key }) where existing[name] != sql {
                try connection.execute(sql)
                if historyExisted, existing[name] == nil,
                    let table = tables.first(where: { name.hasPrefix(HistoryTriggers.prefix + $0.name + "_") }
                    )
                {
                    untracked.insert(table.name)
                }
            }
            return Installation(
                storeIdentifier: store ?? "", historyIdentifier: historyIdentifier, untrackedTables: untracked
            )
        }
    }

    /// Drops the triggers and both tables.
    func remove() throws {
        try connection.writeTransaction {
            for name in try triggers().keys.sorted() {
                try connection.execute("DROP TRIGGER \(QuotedSQL.identifier(name))")
            }
            try connection.execute(
                "DROP TABLE IF EXISTS searchlight_history; DROP TABLE IF EXISTS searchlight_state")
        }
    }

    /// The newest token, or 0 for an empty history.
    func latestToken() throws -> Int64 {
        let statement = try connection.statement("SELECT coalesce(max(token), 0) FROM searchlight_history")
        defer { statement.reset() }
        return try statement.step() ? Int64(statement.int(0)) : 0
    }

    /// The highest token ever pruned: a consumer whose token is below it has missed changes.
    func pruneMark() throws -> Int64 {
        Int64(try state("pruned")?.number ?? 0)
    }

    func entries(after token: Int64, limit: Int) throws -> [Entry] {
        let statement = try connection.statement(
            "SELECT token, table_name, key FROM searchlight_history WHERE token > ?1 ORDER BY token LIMIT ?2")
        defer { statement.reset() }
        statement.bind(Int(token), at: 1)
        statement.bind(limit, at: 2)
        var entries: [Entry] = []
        while try statement.step() {
            entries.append(
                Entry(
                    token: Int64(statement.int(0)), table: statement.string(1), key: statement.storeValue(2)))
        }
        return entries
    }

    /// Registers `consumer` at the newest token and returns it, in one transaction, so no other
    /// consumer prunes a change this one has not seen.
    func beginConsuming(_ consumer: String) throws -> Int64 {
        try connection.writeTransaction {
            let token = try latestToken()
            try setState("consumer:" + consumer, .integer(token))
            return token
        }
    }

    /// Records that `consumer` holds every change up to `token`, then deletes the history every
    /// live consumer holds. The newest processed row stays, so tokens never restart.
    func recordConsumer(_ consumer: String, token: Int64, prune: Bool) throws {
        try connection.writeTransaction {
            try setState("consumer:" + consumer, .integer(token))
            guard prune else { return }
            let bound = try connection.statement(
                "SELECT min(value) FROM searchlight_state WHERE name GLOB 'consumer:*' AND updated > ?1")
            defer { bound.reset() }
            bound.bind(clock.now().timeIntervalSince1970 - Self.consumerLifetime, at: 1)
            guard try bound.step(), !bound.isNull(0) else { return }
            let oldest = Int64(bound.int(0))
            bound.reset()
            let highest = try connection.statement(
                "SELECT max(token) FROM searchlight_history WHERE token < ?1")
            defer { highest.reset() }
            highest.bind(Int(oldest), at: 1)
            guard try highest.step(), !highest.isNull(0) else { return }
            let mark = Int64(highest.int(0))
            highest.reset()
            try setState("pruned", .integer(max(mark, try pruneMark())))
            let delete = try connection.statement("DELETE FROM searchlight_history WHERE token < ?1")
            delete.bind(Int(oldest), at: 1)
            try delete.execute()
        }
    }

    func removeConsumer(_ consumer: String) throws {
        guard try exists("searchlight_state") else { return }
        try connection.writeTransaction {
            let statement = try connection.statement("DELETE FROM searchlight_state WHERE name = ?1")
            statement.bind("consumer:" + consumer, at: 1)
            try statement.execute()
        }
    }

    /// Changes when another connection commits (`PRAGMA data_version`).
    func dataVersion() throws -> Int { try connection.pragmaInt("data_version") }

    /// Changes when any connection changes the schema.
    func schemaVersion() throws -> Int { try connection.pragmaInt("schema_version") }

    // MARK: Helpers

    private func exists(_ table: String) throws -> Bool {
        let statement = try connection.statement(
            "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?1")
        defer { statement.reset() }
        statement.bind(table, at: 1)
        return try statement.step()
    }

    private func triggers() throws -> [String: String] {
        let statement = try connection.statement(
            "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND substr(name, 1, 12) = 'searchlight_'"
        )
        defer { statement.reset() }
        var result: [String: String] = [:]
        while try statement.step() { result[statement.string(0)] = statement.string(1) }
        return result
    }

    private func state(_ name: String) throws -> StoreValue? {
        guard try exists("searchlight_state") else { return nil }
        let statement = try connection.statement("SELECT value FROM searchlight_state WHERE name = ?1")
        defer { statement.reset() }
        statement.bind(name, at: 1)
        return try statement.step() ? statement.storeValue(0) : nil
    }

    private func setState(_ name: String, _ value: StoreValue) throws {
        let statement = try connection.statement(
            "INSERT INTO searchlight_state(name, value, updated) VALUES (?1, ?2, ?3) "
                + "ON CONFLICT(name) DO UPDATE SET value = excluded.value, updated = excluded.updated")
        statement.bind(name, at: 1)
        statement.bind(value, at: 2)
        statement.bind(clock.now().timeIntervalSince1970, at: 3)
        try statement.execute()
    }
}

import Foundation

/// The work behind ``StoreSpotlightDelegate``: owns the connection to the app's database, and
/// brings the index up to the database's history one committed batch at a time.
///
/// Every batch commits its items together with the client state that records the history token
/// (compare-and-swap on the previous state), so a crash at any point leaves the index at a
/// consistent token, and replaying from it is idempotent. One pass runs at a time.
actor StoreIndexer {
    let databasePath: String
    let description: StoreDescription
    let options: StoreIndexingOptions
    private weak var delegate: StoreSpotlightDelegate?
    private let events: EventBroadcaster<StoreIndexingEvent>

    private var connection: SQLiteConnection?
    private var prepared: Prepared?
    private var knownState: Data??
    private var recordedToken: Int64?
    private var lastRecorded = ContinuousClock.now - .seconds(60)
    private var tableTotals: [String: Int] = [:]
    private var isBusy = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// What starting found: the resolved tables, identifiers and the index.
    struct Prepared: Sendable {
        let tables: [TrackedTable]
        let fingerprints: [String]
        let storeIdentifier: String
        let historyIdentifier: String
        let domain: String
        let index: SearchableIndex
        let schemaVersion: Int
        var untrackedTables: Set<String>
    }

    init(
        databasePath: String, description: StoreDescription, options: StoreIndexingOptions,
        delegate: StoreSpotlightDelegate, events: EventBroadcaster<StoreIndexingEvent>
    ) {
        self.databasePath = databasePath
        self.description = description
        self.options = options
        self.delegate = delegate
        self.events = events
    }

    // MARK: Entry points

    /// Checks the description against the database and installs the history triggers.
    @discardableResult
    func prepare() async throws -> Prepared {
        try await exclusive { try prepareIfNeeded() }
    }

    /// Processes everything the database holds now; returns the last token the index holds.
    @discardableResult
    func catchUp() async throws -> StoreHistoryToken {
        try await exclusive {
            // Prepared again before every step: a schema change in between is noticed at once.
            while try await step(try prepareIfNeeded()) {
                try Task.checkCancellation()
            }
            try recordProgress(endOfPass: true)
            return StoreHistoryToken(
                rawValue: StoreClientState(try await state(try prepareIfNeeded()))?.token ?? 0)
        }
    }

    /// Whether another connection committed since the last call.
    func databaseChanged() -> Bool {
        guard let connection else { return true }
        let version = try? StoreHistory(connection: connection, clock: options.indexConfiguration.clock)
            .dataVersion()
        defer { lastDataVersion = version }
        return version == nil || version != lastDataVersion
    }
    private var lastDataVersion: Int?

    /// Indexes again every row of the tables that hold `identifiers` (every table when `nil`),
    /// then whatever else is pending. The items stay searchable meanwhile: each row's item is
    /// replaced, and only the items of rows that are gone are removed.
    func reindex(identifiers: [String]?) async throws {
        try await exclusive {
            let prepared = try prepareIfNeeded()
            let reader = StoreRowReader(
                connection: try openConnection(), storeIdentifier: prepared.storeIdentifier)
            let stored = try await state(prepared)
            // Without a state of this history, the next pass indexes everything anyway.
            guard var state = StoreClientState(stored), state.historyIdentifier == prepared.historyIdentifier
            else { return }
            let again = Set(
                zip(prepared.tables, prepared.fingerprints).filter { table, _ in
                    let prefix = reader.identifierPrefix(table)
                    return identifiers?.contains { $0.hasPrefix(prefix) } ?? true
                }.map(\.1))
            guard !again.isEmpty else { return }
            state.fingerprints.removeAll { again.contains($0) }
            if let cursor = state.cursor, again.contains(cursor.fingerprint) { state.cursor = nil }
            state.isInitial = false
            _ = try await commit(prepared, expected: stored, new: state)
        }
        try await catchUp()
    }

    /// Deletes this store's items and forgets the token, so the next pass indexes from the start.
    func deleteIndex() async throws {
        try await exclusive {
            let prepared = try prepareIfNeeded()
            let domain = prepared.domain
            let reset = Data("sl1 deleted".utf8)
            try await prepared.index.batch(clientState: reset) { index in
                try await index.deleteSearchableItems(withDomainIdentifiers: [domain])
            }
            knownState = .some(reset)
            if let connection {
                try? StoreHistory(connection: connection, clock: options.indexConfiguration.clock)
                    .removeConsumer(consumerName(prepared))
            }
        }
    }

    /// Deletes this store's items, then the triggers and history tables.
    func removeHistoryTracking() async throws {
        try await deleteIndex()
        try await exclusive {
            guard let connection else { return }
            do {
                try StoreHistory(connection: connection, clock: options.indexConfiguration.clock).remove()
            } catch {
                throw StoreIndexingError.database(error, path: databasePath)
            }
            prepared = nil
        }
    }

    // MARK: One step

    /// Commits one batch of work; `false` when there is none left.
    private func step(_ prepared: Prepared) async throws -> Bool {
        let connection = try openConnection()
        let history = StoreHistory(connection: connection, clock: options.indexConfiguration.clock)
        let reader = StoreRowReader(connection: connection, storeIdentifier: prepared.storeIdentifier)
        let stored = try await state(prepared)

        guard var state = StoreClientState(stored), state.historyIdentifier == prepared.historyIdentifier,
            state.token >= (try database { try history.pruneMark() })
        else {
            // First start, a new history, or missed changes: index everything from now on.
            let token = try database { try history.beginConsuming(consumerName(prepared)) }
            recordedToken = token
            let fresh = StoreClientState(
                historyIdentifier: prepared.historyIdentifier, token: token, isInitial: true,
                fingerprints: [],
                cursor: nil)
            _ = try await commit(prepared, expected: stored, new: fresh, deleteDomain: true)
            return true
        }

        if !prepared.untrackedTables.isEmpty {
            // Triggers were missing: changes made meanwhile were not recorded. Index those tables again.
            let stale = Set(
                zip(prepared.tables, prepared.fingerprints).filter {
                    prepared.untrackedTables.contains($0.0.name)
                }.map(\.1))
            state.fingerprints.removeAll { stale.contains($0) }
            if let cursor = state.cursor, stale.contains(cursor.fingerprint) { state.cursor = nil }
            if try await commit(prepared, expected: stored, new: state) {
                self.prepared?.untrackedTables = []
            }
            return true
        }

        let current = Set(prepared.fingerprints)
        if state.fingerprints.contains(where: { !current.contains($0) }) {
            // The description changed: remove items of tables no longer described.
            // In every domain: items indexed under an earlier `domainIdentifier()` are this
            // store's too (their identifiers begin with the store's).
            let prefixes = prepared.tables.map(reader.identifierPrefix)
            let storePrefix = reader.storePrefix
            var stale: [String] = []
            for try await item in prepared.index.enumerateItems(
                inDomain: nil, indexName: prepared.index.name)
            where item.uniqueIdentifier.hasPrefix(storePrefix)
                && !prefixes.contains(where: { item.uniqueIdentifier.hasPrefix($0) })
            {
                stale.append(item.uniqueIdentifier)
            }
            state.fingerprints.removeAll { !current.contains($0) }
            if let cursor = state.cursor, !current.contains(cursor.fingerprint) { state.cursor = nil }
            _ = try await commit(prepared, expected: stored, new: state, deletions: stale)
            return true
        }

        if let position = prepared.fingerprints.firstIndex(where: { !state.fingerprints.contains($0) }) {
            return try await walk(prepared, position: position, state: state, stored: stored, reader: reader)
        }

        let entries = try database {
            try connection.readTransaction {
                try history.entries(after: state.token, limit: options.batchSize)
            }
        }
        guard let last = entries.last else { return false }
        var seen: Set<Pair> = []
        var work: [(TrackedTable, StoreValue)] = []
        for entry in entries where seen.insert(Pair(table: entry.table, key: entry.key)).inserted {
            guard let table = prepared.tables.first(where: { $0.name == entry.table }), entry.key != .null
            else { continue }
            work.append((table, entry.key))
        }
        let (items, deletions) = try database {
            try connection.readTransaction {
                try build(
                    work.map { table, key in
                        (reader.identifier(table, key), try reader.row(of: table, key: key))
                    },
                    prepared)
            }
        }
        state.token = last.token
        if try await commit(prepared, expected: stored, new: state, items: items, deletions: deletions) {
            events.send(
                .indexDidUpdate(
                    StoreIndexUpdate(
                        storeIdentifier: prepared.storeIdentifier,
                        token: StoreHistoryToken(rawValue: last.token),
                        indexedCount: items.count, deletedCount: deletions.count)))
            try recordProgress(endOfPass: false)
        }
        return true
    }

    /// Indexes the next rows of a table being indexed from the start.
    private func walk(
        _ prepared: Prepared, position: Int, state: StoreClientState, stored: Data?, reader: StoreRowReader
    ) async throws -> Bool {
        let connection = try openConnection()
        let table = prepared.tables[position]
        let fingerprint = prepared.fingerprints[position]
        let after = state.cursor?.fingerprint == fingerprint ? state.cursor?.key : nil
        if after == nil { tableTotals[table.name] = nil }
        let (rows, total, existing) = try database {
            try connection.readTransaction {
                let rows = try reader.rows(of: table, after: after, limit: options.batchSize)
                let total = try tableTotals[table.name] ?? reader.count(of: table)
                let finished = rows.count < options.batchSize
                // Re-indexing a changed table: items of rows that are gone (or renamed keys) go too.
                let existing = finished && !state.isInitial ? try reader.identifiers(of: table) : nil
                return (rows, total, existing)
            }
        }
        tableTotals[table.name] = total
        var (items, deletions) = build(rows.map { ($0.uniqueIdentifier, $0) }, prepared)
        let finished = rows.count < options.batchSize
        var new = state
        if finished {
            new.fingerprints.append(fingerprint)
            new.cursor = nil
            if let existing {
                let prefix = reader.identifierPrefix(table)
                for try await item in prepared.index.enumerateItems(
                    inDomain: nil, indexName: prepared.index.name)
                where item.uniqueIdentifier.hasPrefix(prefix) && !existing.contains(item.uniqueIdentifier) {
                    deletions.append(item.uniqueIdentifier)
                }
            }
        } else if let last = rows.last {
            new.cursor = StoreClientState.Cursor(fingerprint: fingerprint, key: last.primaryKey)
        }
        if Set(prepared.fingerprints).isSubset(of: new.fingerprints) { new.isInitial = false }
        if try await commit(prepared, expected: stored, new: new, items: items, deletions: deletions) {
            let done = (tableProgress[table.name] ?? 0) + rows.count
            let indexed = (tableIndexed[table.name] ?? 0) + items.count
            tableProgress[table.name] = finished ? nil : done
            tableIndexed[table.name] = finished ? nil : indexed
            events.send(
                .progress(
                    StoreIndexingProgress(table: table.name, processedRows: done, totalRows: max(total, done))
                ))
            // Returning `nil` leaves one row out on purpose; leaving out a whole table is almost
            // always an override that cannot match, and would otherwise look like a finished index.
            if finished, done > 0, indexed == 0 {
                events.send(.everyRowLeftOut(table: table.name, rows: done))
            }
            if Set(prepared.fingerprints).isSubset(of: new.fingerprints) {
                events.send(
                    .indexDidUpdate(
                        StoreIndexUpdate(
                            storeIdentifier: prepared.storeIdentifier,
                            token: StoreHistoryToken(rawValue: new.token),
                            indexedCount: items.count, deletedCount: deletions.count)))
            }
        }
        items.removeAll()
        return true
    }
    private var tableProgress: [String: Int] = [:]
    private var tableIndexed: [String: Int] = [:]

    /// Items for rows the delegate indexes; deletions for rows that are gone or left out.
    private func build(_ rows: [(String, StoreRow?)], _ prepared: Prepared) -> ([SearchableItem], [String]) {
        var items: [SearchableItem] = []
        var deletions: [String] = []
        for (identifier, row) in rows {
            guard let row,
                let attributes = delegate.map({ $0.attributeSet(for: row) }) ?? row.defaultAttributeSet
            else {
                deletions.append(identifier)
                continue
            }
            items.append(
                SearchableItem(
                    uniqueIdentifier: identifier, domainIdentifier: prepared.domain, attributeSet: attributes)
            )
        }
        return (items, deletions)
    }

    /// Commits items, deletions and the new state in one batch; `false` when another writer
    /// moved the state on first (the caller's next step starts from the new state).
    private func commit(
        _ prepared: Prepared, expected: Data?, new: StoreClientState, items: [SearchableItem] = [],
        deletions: [String] = [], deleteDomain: Bool = false
    ) async throws -> Bool {
        let data = new.encoded()
        let domain = prepared.domain
        var items = items
        var deletions = deletions
        while true {
            let batchItems = items
            let batchDeletions = deletions
            do {
                try await prepared.index.batch(expectedClientState: expected, newClientState: data) { index in
                    if deleteDomain { try await index.deleteSearchableItems(withDomainIdentifiers: [domain]) }
                    if !batchDeletions.isEmpty {
                        try await index.deleteSearchableItems(withIdentifiers: batchDeletions)
                    }
                    if !batchItems.isEmpty { try await index.indexSearchableItems(batchItems) }
                }
                knownState = .some(data)
                return true
            } catch let error as SearchableIndexError where error.code == .mismatchedClientState {
                knownState = nil
                return false
            } catch let error as SearchableIndexError
                where error.code == .invalidItem
                || error.code == .quotaExceeded && error.itemIdentifier != nil
            {
                // One row the index refuses must not stop the store: leave it out, say so, go on.
                guard let identifier = error.itemIdentifier,
                    items.contains(where: { $0.uniqueIdentifier == identifier })
                else { throw StoreIndexingError(.indexUnavailable, message: "\(error)") }
                items.removeAll { $0.uniqueIdentifier == identifier }
                deletions.append(identifier)
                events.send(.failed(StoreIndexingError(.indexUnavailable, message: "left out: \(error)")))
            } catch {
                knownState = nil
                throw StoreIndexingError(.indexUnavailable, message: "\(error)")
            }
        }
    }

    // MARK: Plumbing

    private func state(_ prepared: Prepared) async throws -> Data? {
        if case .some(let known) = knownState { return known }
        let data = try await prepared.index.fetchLastClientState()
        knownState = .some(data)
        return data
    }

    /// Tells the database how far this consumer got, and prunes history every consumer has: at
    /// the end of a pass, and at most once a second during one, since it takes the app
    /// database's write lock.
    private func recordProgress(endOfPass: Bool) throws {
        guard let prepared, let connection, case .some(let stored) = knownState,
            let state = StoreClientState(stored), state.historyIdentifier == prepared.historyIdentifier,
            state.token != recordedToken, endOfPass || ContinuousClock.now - lastRecorded >= .seconds(1)
        else { return }
        lastRecorded = .now
        try database {
            try StoreHistory(connection: connection, clock: options.indexConfiguration.clock).recordConsumer(
                consumerName(prepared), token: state.token, prune: true)
        }
        recordedToken = state.token
    }

    private func consumerName(_ prepared: Prepared) -> String {
        "\(prepared.index.storePath)#\(prepared.index.name)"
    }

    private func prepareIfNeeded() throws -> Prepared {
        let connection = try openConnection()
        let history = StoreHistory(connection: connection, clock: options.indexConfiguration.clock)
        let schemaVersion = try database { try history.schemaVersion() }
        if let prepared, prepared.schemaVersion == schemaVersion { return prepared }
        let tables = try StoreDescriptionResolver(connection: connection).resolve(description)
        let installation = try database {
            try history.install(tables, storeIdentifier: description.storeIdentifier)
        }
        delegate?.didResolve(storeIdentifier: installation.storeIdentifier)
        let domain = delegate?.domainIdentifier() ?? installation.storeIdentifier
        let indexName = delegate?.indexName() ?? "store.\(installation.storeIdentifier)"
        let index =
            self.prepared?.index.name == indexName
            ? self.prepared!.index
            : SearchableIndex(
                name: indexName, location: options.indexLocation, configuration: options.indexConfiguration)
        let extra = "v\(description.version) d=\(domain)"
        var fingerprints = tables.map { $0.fingerprint(extra: extra) }
        if !StoreClientState.fits(tableCount: fingerprints.count) {
            let all = "*" + Fingerprint.hex(of: fingerprints.joined()).dropFirst()
            fingerprints = Array(repeating: all, count: fingerprints.count)
        }
        let result = Prepared(
            tables: tables, fingerprints: fingerprints, storeIdentifier: installation.storeIdentifier,
            historyIdentifier: installation.historyIdentifier, domain: domain, index: index,
            schemaVersion: try database { try history.schemaVersion() },
            untrackedTables: installation.untrackedTables.union(self.prepared?.untrackedTables ?? []))
        if self.prepared?.index.name != indexName { knownState = nil }
        prepared = result
        return result
    }

    private func openConnection() throws(StoreIndexingError) -> SQLiteConnection {
        if let connection { return connection }
        guard FileManager.default.fileExists(atPath: databasePath) else {
            throw StoreIndexingError(
                .databaseUnavailable,
                message: databasePath.isEmpty
                    ? "the store has no database file to follow (no path, or a store kept in memory)"
                    : "no database at \(databasePath)")
        }
        do {
            let connection = try SQLiteConnection(path: databasePath)
            // This connection only writes its own bookkeeping (consumer tokens, pruning); losing
            // the last of it to a power cut only keeps more history. Per connection, and only in
            // WAL mode, where it cannot corrupt the database; the database's setting is untouched.
            if try connection.pragmaString("journal_mode").lowercased() == "wal" {
                try connection.execute("PRAGMA synchronous = NORMAL")
            }
            self.connection = connection
            return connection
        } catch {
            throw StoreIndexingError.database(error, path: databasePath)
        }
    }

    private func database<R>(_ body: () throws -> R) throws(StoreIndexingError) -> R {
        do {
            return try body()
        } catch {
            throw StoreIndexingError.database(error, path: databasePath)
        }
    }

    /// Runs `body` with no other pass in progress (actor methods interleave at every `await`).
    private func exclusive<R>(_ body: () async throws -> R) async throws -> R {
        if isBusy {
            await withCheckedContinuation { waiters.append($0) }
        } else {
            isBusy = true
        }
        defer {
            if waiters.isEmpty { isBusy = false } else { waiters.removeFirst().resume() }
        }
        return try await body()
    }
}

/// A (table, key) pair, for folding repeated history entries of one row into one.
private struct Pair: Hashable {
    let table: String
    let key: StoreValue
}

import CSQLite
import Foundation
import Synchronization

/// A durable, searchable index of app content, mirroring `CSSearchableIndex`.
///
/// All writes go through this actor and are committed when the call returns: they survive the
/// process being killed. Reads (``searchableItems(withIdentifiers:)``, counts, searches) run on
/// separate read connections and never wait behind a write in progress.
///
/// ```swift
/// let index = SearchableIndex(name: "notes")
/// var attributes = SearchableItemAttributeSet(contentType: .text)
/// attributes.title = "Groceries"
/// attributes.keywords = ["milk", "eggs"]
/// try await index.indexSearchableItems([
///     SearchableItem(uniqueIdentifier: "note-1", domainIdentifier: "notes.personal", attributeSet: attributes)
/// ])
/// ```
public actor SearchableIndex {
    /// The handle under which client state is kept and deletes are scoped.
    public nonisolated let name: String
    /// The directory holding the store.
    public nonisolated let location: URL
    /// The store's limits, durability and clock.
    public nonisolated let configuration: IndexConfiguration

    var writer: SQLiteConnection?
    var openBatch: OpenBatch?
    /// Background maintenance scheduled after a commit, if any (see `afterCommit`).
    private var maintenance: Task<Void, Never>?
    /// Writes from tasks outside the open batch, waiting for it to end.
    var batchWaiters: [CheckedContinuation<Void, Never>] = []
    private var delegate: (any SearchableIndexDelegate)?
    /// Reindex hooks of entity types whose default query is an `IndexedEntityQuery`, by type.
    private var entityReindexers: [String: EntityReindexer] = [:]
    /// Who has been told of ``reportedRebuild``: entity types, and the delegate as `nil`.
    private var rebuildReportedTo: Set<String?> = []
    /// The rebuild of the store that ``rebuildReportedTo`` is about.
    private var reportedRebuild: StoreRebuild?
    private var lastPurge = Date.distantPast
    nonisolated let broadcaster = EventBroadcaster<IndexEvent>()

    /// Limit on client state, in bytes (Core Spotlight: "up to 250 bytes").
    public static let maximumClientStateBytes = 250
    /// Limit on a unique identifier, in UTF-8 bytes.
    public static let maximumIdentifierBytes = 4096

    /// Opens (lazily, on first use) the index called `name` in the store at `location`.
    ///
    /// - Parameters:
    ///   - name: the handle under which client state is kept and deletes are scoped.
    ///   - location: a directory; the store is the file `index.sqlite` inside it.
    ///   - configuration: the store's limits, durability and clock.
    public init(
        name: String = "default", location: URL, configuration: IndexConfiguration = IndexConfiguration()
    ) {
        self.name = name
        self.location = location
        self.configuration = configuration
        self.storePath = location.appendingPathComponent("index.sqlite").path
        self.storeAccess = IndexStoreAccess(path: storePath, configuration: configuration)
        self.writerExecutor = WriterExecutor(label: "searchlight.writer.\(name)")
    }

    /// Writes run on a serial dispatch queue of their own, off the cooperative thread pool: see
    /// ``WriterExecutor``.
    private nonisolated let writerExecutor: WriterExecutor

    /// The actor's executor: its writer queue.
    public nonisolated var unownedExecutor: UnownedSerialExecutor {
        writerExecutor.asUnownedSerialExecutor()
    }

    /// The label of the writer queue the actor's code runs on (for tests).
    package func writerQueueLabel() -> String? {
        WriterExecutor.current
    }

    /// The index called `name` in the default store (see ``defaultLocation``).
    public init(name: String) {
        self.init(name: name, location: Self.defaultLocation)
    }

    /// The default index, in the default store.
    public static func `default`() -> SearchableIndex {
        SearchableIndex(name: "default", location: defaultLocation)
    }

    /// `$SEARCHLIGHT_HOME`, else `$XDG_DATA_HOME/searchlight`, else `~/.local/share/searchlight`
    /// (`~` is `$HOME` when set, else the user's home directory from the password database).
    public static var defaultLocation: URL {
        defaultLocation(environment: ProcessInfo.processInfo.environment)
    }

    /// ``defaultLocation`` for the environment variables `environment`.
    package static func defaultLocation(environment: [String: String]) -> URL {
        if let home = environment["SEARCHLIGHT_HOME"], !home.isEmpty {
            return URL(fileURLWithPath: home, isDirectory: true)
        }
        if let data = environment["XDG_DATA_HOME"], !data.isEmpty {
            return URL(fileURLWithPath: data, isDirectory: true).appendingPathComponent("searchlight")
        }
        // Foundation on Linux reads the password database and ignores `$HOME`, which every
        // shell, sandbox and test harness sets to say where the user's files go.
        let home =
            environment["HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.homeDirectoryForCurrentUser
        return home.appendingPathComponent(".local/share/searchlight", isDirectory: true)
    }

    /// The database file. Kept rather than derived: every read resolves the store through it,
    /// and URL path arithmetic would cost more than the lookup it feeds.
    public nonisolated let storePath: String

    // MARK: Delegate and events

    /// Sets the delegate, held strongly until replaced.
    public func setDelegate(_ delegate: (any SearchableIndexDelegate)?) async {
        self.delegate = delegate
        await reportRebuildIfNeeded()
    }

    /// Sends the reindex requests for items of entities of one type to `reindexer` instead of
    /// the delegate; the first registration of a type wins.
    func registerEntityReindexer(_ reindexer: EntityReindexer, forType typeIdentifier: String) async {
        guard entityReindexers[typeIdentifier] == nil else { return }
        entityReindexers[typeIdentifier] = reindexer
        await reportRebuildIfNeeded()
    }

    /// Whether reindex requests for an entity type go to its registered reindexer.
    func hasEntityReindexer(forType typeIdentifier: String) -> Bool {
        entityReindexers[typeIdentifier] != nil
    }

    /// Sets closures to call instead of a delegate object.
    public func setReindexHandlers(
        all: @escaping @Sendable (ReindexRequest) async -> Void,
        identifiers: @escaping @Sendable ([String], ReindexRequest) async -> Void
    ) async {
        await setDelegate(ClosureIndexDelegate(all: all, some: identifiers))
    }

    /// A stream of committed changes. Each call returns a new independent stream.
    public nonisolated func events() -> AsyncStream<IndexEvent> { broadcaster.subscribe() }

    // MARK: Indexing

    /// Indexes `items`, replacing items with the same identifier (or merging, for `isUpdate`).
    ///
    /// All or nothing: if any item is invalid the call throws ``SearchableIndexError`` naming
    /// the item and field, and nothing is written.
    /// - Returns: which items were stored and which were dropped, and why.
    @discardableResult
    public func indexSearchableItems(_ items: [SearchableItem]) async throws -> IndexingReport {
        let now = configuration.clock.now()
        let policy = IndexingPolicy(configuration: configuration)
        let prepared = try items.map { item in
            try policy.validate(item)
            return item
        }
        await waitForOtherBatch()
        try purgeIfDue(now: now)
        let report: IndexingReport = try write(now: now) { writer in
            var report = IndexingReport()
            for item in prepared {
                let existing = try writer.existing(uniqueIdentifier: item.uniqueIdentifier)
                var stored = item
                if item.isUpdate {
                    guard let existing else {
                        report.dropped.append(
                            DroppedItem(identifier: item.uniqueIdentifier, reason: .updateOfMissingItem))
                        continue
                    }
                    stored = try merge(item, into: existing)
                }
                let expires =
                    stored.expirationDate ?? configuration.defaultItemLifetime.expirationDate(from: now)
                if let expires, expires <= now {
                    if let existing {
                        _ = try writer.delete(
                            uniqueIdentifiers: [item.uniqueIdentifier], indexName: existing.indexName)
                    }
                    report.dropped.append(
                        DroppedItem(identifier: item.uniqueIdentifier, reason: .expiredOnArrival))
                    continue
                }
                try policy.store(
                    stored, expires: expires, indexName: name, replacing: existing, in: writer, now: now)
                report.indexed.append(item.uniqueIdentifier)
            }
            try policy.checkItemCount(in: writer)
            return report
        }
        publish([.indexed(identifiers: report.indexed, indexName: name)], when: !report.indexed.isEmpty)
        return report
    }

    private func merge(_ update: SearchableItem, into existing: ExistingItem) throws -> SearchableItem {
        var merged = update
        merged.attributeSet =
            (existing.attributeSet ?? SearchableItemAttributeSet(contentType: update.attributeSet.contentType))
            .merging(update: update.attributeSet)
        merged.domainIdentifier = update.domainIdentifier ?? existing.domainIdentifier
        merged.expirationDate = update.expirationDate ?? existing.expires
        merged.associatedEntity = update.associatedEntity ?? existing.entity
        try IndexingPolicy(configuration: configuration).validate(merged)
        return merged
    }

    // MARK: Deleting

    /// Deletes the items with these identifiers (those indexed through this index's name).
    /// - Returns: how many items were removed, counted in the transaction that removed them.
    @discardableResult
    public func deleteSearchableItems(withIdentifiers identifiers: [String]) async throws -> Int {
        try await deleteItems { try $0.delete(uniqueIdentifiers: identifiers, indexName: name) }
    }

    /// Deletes every item in these domains and their subdomains: `"a"` deletes `"a"` and
    /// `"a.b.c"`, never `"ab"`.
    /// - Returns: how many items were removed, counted in the transaction that removed them.
    @discardableResult
    public func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String]) async throws -> Int {
        try await deleteItems { try $0.delete(domainIdentifiers: domainIdentifiers, indexName: name) }
    }

    /// Deletes every item of this index and resets its client state.
    /// - Returns: how many items were removed, counted in the transaction that removed them.
    @discardableResult
    public func deleteAllSearchableItems() async throws -> Int {
        try await deleteItems { try $0.deleteAll(indexName: name) }
    }

    /// Deletes the items associated with entities of `typeIdentifier` (only those with these
    /// entity identifiers, when given). The entity layer's `deleteAppEntities` calls this.
    func deleteItems(associatedWithEntityType typeIdentifier: String, identifiers: [String]?)
        async throws
    {
        _ = try await deleteItems {
            try $0.delete(entityType: typeIdentifier, identifiers: identifiers, indexName: name)
        }
    }

    /// Runs one delete in its own transaction (or the open batch) and announces what it removed.
    private func deleteItems(_ body: (ItemWriter) throws -> [String]) async throws -> Int {
        await waitForOtherBatch()
        let now = configuration.clock.now()
        try purgeIfDue(now: now)
        let deleted = try write(now: now, body)
        publish([.deleted(identifiers: deleted, indexName: name)], when: !deleted.isEmpty)
        return deleted.count
    }

    /// Folds the write-ahead log into the database file now and empties it, instead of in the
    /// background after later writes. For processes about to exit after a large write, such as
    /// the CLI: the next command then opens a store with no log to read back.
    package nonisolated func checkpoint() throws {
        try store().checkpoint(truncate: true)
    }

    /// Removes expired items from the store now. Expired items are already invisible to every
    /// read; this reclaims their space. It also happens on its own, at most once a minute, as the
    /// index is written.
    /// - Returns: the identifiers of the purged items.
    @discardableResult
    public func purgeExpiredItems() async throws -> [String] {
        await waitForOtherBatch()
        let now = configuration.clock.now()
        let purged = try write(now: now) { try $0.purgeExpired(now: now) }
        lastPurge = now
        publish([.expired(identifiers: purged)], when: !purged.isEmpty)
        return purged
    }

    private func purgeIfDue(now: Date) throws {
        guard openBatch == nil, now.timeIntervalSince(lastPurge) > 60 else { return }
        let purged = try write(now: now) { try $0.purgeExpired(now: now) }
        lastPurge = now
        publish([.expired(identifiers: purged)], when: !purged.isEmpty)
    }

    // MARK: Inspection

    /// The visible items with these identifiers, in the order given; missing ones are skipped.
    public nonisolated func searchableItems(withIdentifiers identifiers: [String]) async throws
        -> [SearchableItem]
    {
        let found = try read {
            try ItemReader(connection: $0).items(withIdentifiers: identifiers, now: configuration.clock.now())
        }
        await reportUnreadable(found.unreadable)
        return found.items
    }

    /// How many visible items the store holds, optionally within a domain subtree or index name.
    public nonisolated func itemCount(inDomain domainIdentifier: String? = nil, indexName: String? = nil)
        async throws
        -> Int
    {
        try read {
            try ItemReader(connection: $0).count(
                domainIdentifier: domainIdentifier, indexName: indexName, now: configuration.clock.now())
        }
    }

    /// Every visible item, optionally within a domain subtree or index name, in indexing order.
    public nonisolated func enumerateItems(
        inDomain domainIdentifier: String? = nil, indexName: String? = nil
    ) -> AsyncThrowingStream<SearchableItem, any Error> {
        // Pages of 256 rows keyed on the row id, so a long enumeration holds no read transaction
        // open between pages and sees items committed meanwhile.
        let state = Mutex(EnumerationState())
        return AsyncThrowingStream {
            while true {
                let (next, after, done) = state.withLock { ($0.pending.popLast(), $0.afterRowID, $0.isDone) }
                if let next { return next }
                if done { return nil }
                let page = try self.read {
                    try ItemReader(connection: $0).page(
                        domainIdentifier: domainIdentifier, indexName: indexName, afterRowID: after,
                        limit: 256, now: self.configuration.clock.now())
                }
                await self.reportUnreadable(page.unreadable)
                state.withLock {
                    $0.pending = page.items.reversed()
                    $0.afterRowID = page.lastRowID ?? after
                    $0.isDone = page.lastRowID == nil
                }
            }
        }
    }

    /// Counts and sizes for the whole store.
    public nonisolated func statistics() async throws -> IndexStatistics {
        try read { connection in
            let reader = ItemReader(connection: connection)
            let now = configuration.clock.now()
            let sizes = try reader.sizes()
            return IndexStatistics(
                itemCount: try reader.count(domainIdentifier: nil, indexName: nil, now: now),
                itemsPerDomain: try reader.countsByDomain(now: now).map {
                    DomainCount(domainIdentifier: $0.domain, count: $0.count)
                },
                storeBytes: sizes.total, fullTextBytes: sizes.fullText,
                damagedFilesKept: Store.keptDamagedFiles(besides: storePath))
        }
    }

    /// Checks the whole store now: every page and index of the database file (a full SQLite
    /// `integrity_check`, which opening skips for speed) and every stored item.
    ///
    /// A writable index treats damaged pages as a statement reading them would: the damaged file
    /// is kept, the store starts anew and the delegate is asked to reindex everything.
    ///
    /// - Returns: the problems found, empty when the store is sound.
    /// - Throws: ``SearchableIndexError/Code/corruptStore`` when the file cannot be opened at all,
    ///   ``SearchableIndexError/Code/notAStore`` for another program's database.
    public nonisolated func verifyStore() async throws -> [String] {
        let (pages, items) = try read { connection in
            let reader = ItemReader(connection: connection)
            let pages = try reader.integrityProblems()
            // Reading every item of a file with damaged pages would only stop at the first one.
            return (pages, pages.isEmpty ? try reader.unreadableItemProblems() : [])
        }
        if let first = pages.first {
            _ = statementError(SQLiteError(code: SQLITE_CORRUPT, message: first))
        } else {
            try? store().recordCheck()
        }
        return pages + items
    }

    // MARK: Plumbing

    /// Runs `body` on the index's writer in one transaction (a savepoint inside an open batch)
    /// and publishes the events it returns once committed. The activity layer uses this to keep
    /// activities, engagement and their items consistent in a single commit.
    package func withStoreWriter<R>(
        _ body: @Sendable (ItemWriter, Date) throws -> (result: R, events: [IndexEvent])
    ) async throws -> R {
        await waitForOtherBatch()
        let now = configuration.clock.now()
        try purgeIfDue(now: now)
        let (result, events) = try write(now: now) { try body($0, now) }
        publish(events, when: !events.isEmpty)
        return result
    }

    /// The store file: opening, the writer connection's settings, error mapping.
    private nonisolated let storeAccess: IndexStoreAccess

    /// The store, opened on first use; a rebuild found on the way is announced.
    package nonisolated func store() throws -> Store {
        let (store, newRebuild) = try storeAccess.open()
        if let newRebuild {
            broadcaster.send([.storeRebuilt(newRebuild)])
            Task { await self.reportRebuildIfNeeded() }
        }
        return store
    }

    /// Calls `observer`, about once a second, while a write waits for another process (or index)
    /// that holds the store's write lock (the CLI says so). Applies to writers opened afterwards.
    package nonisolated func observeBusyWaits(_ observer: @escaping @Sendable (Duration) -> Void) {
        storeAccess.observeBusyWaits(observer)
    }

    /// The rebuild of a damaged store that this index was the first to find, if any (the CLI
    /// reports it and fails the command that found it).
    package nonisolated var rebuildFound: StoreRebuild? { storeAccess.rebuildFound }

    /// Runs `body` on a read connection; errors become ``SearchableIndexError``.
    package nonisolated func read<R>(_ body: (SQLiteConnection) throws -> R) throws -> R {
        let store = try store()
        do {
            return try store.readers.withConnection(body)
        } catch {
            throw statementError(error)
        }
    }

    nonisolated func storeError(_ error: any Error) -> SearchableIndexError {
        storeAccess.error(error)
    }

    /// The error to throw for a statement's `error`. Damage found by any statement is noted, and
    /// a writable store is replaced right away unless a batch holds it (then when the batch ends),
    /// which announces the rebuild and asks the delegate to reindex.
    nonisolated func statementError(_ error: any Error) -> SearchableIndexError {
        if storeAccess.noteDamage(error) { _ = try? store() }
        return storeError(error)
    }

    func openWriter() throws -> SQLiteConnection {
        if let writer { return writer }
        let connection = try storeAccess.openWriter(on: try store())
        writer = connection
        return connection
    }

    /// Runs `body` in its own transaction, or in a savepoint of the open batch, so a failure
    /// undoes exactly what this call wrote.
    private func write<R>(now: Date, _ body: (ItemWriter) throws -> R) throws -> R {
        let connection = try openWriter()
        let writer = ItemWriter(connection: connection)
        do {
            let work = { try body(writer) }
            guard openBatch == nil else { return try connection.savepoint(work) }
            let result = try connection.writeTransaction(work)
            afterCommit(connection)
            return result
        } catch {
            throw statementError(error)
        }
    }

    /// After a commit: a checkpoint when the WAL has grown, and a rebuild of the frequent words'
    /// top lists when enough of the index changed. The rebuild (seconds at 100,000 items) runs
    /// after the call that committed has returned, in a transaction of its own; searches stay
    /// exact meanwhile, and a failure leaves the previous lists, which stay exact too.
    func afterCommit(_ connection: SQLiteConnection) {
        try? store().checkpointIfNeeded()
        guard maintenance == nil, (try? TermTopLists.needsRebuild(connection)) == true else { return }
        maintenance = Task { self.rebuildTopLists() }
    }

    private func rebuildTopLists() {
        defer { maintenance = nil }
        // A batch opened meanwhile holds the writer; its commit schedules this again.
        guard openBatch == nil, let connection = writer, (try? TermTopLists.needsRebuild(connection)) == true
        else { return }
        try? connection.writeTransaction { try TermTopLists.rebuild(connection) }
        try? store().checkpointIfNeeded()
    }

    /// Waits for background maintenance scheduled by earlier commits (the top lists' rebuild).
    /// Benchmarks and tests call it to measure or see its result; apps need not.
    package func finishMaintenance() async {
        await maintenance?.value
    }

    /// Sends events now, or at commit when a batch is open.
    private func publish(_ events: [IndexEvent], when condition: Bool) {
        guard condition else { return }
        if openBatch != nil {
            openBatch?.events += events
        } else {
            broadcaster.send(events)
        }
    }

    private func reportRebuildIfNeeded() async {
        guard let rebuild = try? store().rebuild else { return }
        if rebuild != reportedRebuild {
            reportedRebuild = rebuild
            rebuildReportedTo = []
        }
        for (typeIdentifier, reindexer) in entityReindexers.sorted(by: { $0.key < $1.key })
        where rebuildReportedTo.insert(typeIdentifier).inserted {
            // The query owns its failure, as the delegate does; the index asks once per process.
            try? await reindexer.reindexAll(self, .storeRebuilt)
        }
        guard let delegate, rebuildReportedTo.insert(nil).inserted else { return }
        await delegate.reindexAllSearchableItems(
            for: ReindexRequest(indexName: name, domainIdentifier: nil, reason: .storeRebuilt))
    }

    func reportUnreadable(_ items: [UnreadableItem]) async {
        var forDelegate: [UnreadableItem] = []
        var byEntityType: [String: [String]] = [:]
        for item in items where item.indexName == name {
            if let entity = EntityIdentifier(item.identifier), entityReindexers[entity.typeIdentifier] != nil
            {
                byEntityType[entity.typeIdentifier, default: []].append(entity.identifier)
            } else {
                forDelegate.append(item)
            }
        }
        for (typeIdentifier, identifiers) in byEntityType.sorted(by: { $0.key < $1.key }) {
            try? await entityReindexers[typeIdentifier]?.reindex(identifiers, self, .unreadableItems)
        }
        guard !forDelegate.isEmpty, let delegate else { return }
        let groups = Dictionary(grouping: forDelegate) { $0.domainIdentifier }
        for (domain, group) in groups.sorted(by: { ($0.key ?? "") < ($1.key ?? "") }) {
            await delegate.reindexSearchableItems(
                withIdentifiers: group.map(\.identifier),
                for: ReindexRequest(indexName: name, domainIdentifier: domain, reason: .unreadableItems))
        }
    }
}

/// Reindexes the items of one entity type (an `IndexedEntityQuery` with its type erased, made
/// by the layer that knows entities): all of them, or those of entity identifier strings.
struct EntityReindexer: Sendable {
    let reindexAll: @Sendable (SearchableIndex, ReindexRequest.Reason) async throws -> Void
    let reindex: @Sendable ([String], SearchableIndex, ReindexRequest.Reason) async throws -> Void

    init(
        reindexAll: @escaping @Sendable (SearchableIndex, ReindexRequest.Reason) async throws -> Void,
        reindex: @escaping @Sendable ([String], SearchableIndex, ReindexRequest.Reason) async throws -> Void
    ) {
        self.reindexAll = reindexAll
        self.reindex = reindex
    }
}

private struct EnumerationState {
    var pending: [SearchableItem] = []
    var afterRowID = 0
    var isDone = false
}

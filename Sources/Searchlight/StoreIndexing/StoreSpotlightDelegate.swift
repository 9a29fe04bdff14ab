import Foundation
import Synchronization

/// Keeps a ``SearchableIndex`` in step with an app's own SQLite database, the way Core Data's
/// `NSCoreDataCoreSpotlightDelegate` keeps Spotlight in step with a persistent store.
///
/// Starting installs triggers in the database that record every change to the described tables
/// (from any connection or process, the `sqlite3` shell included) in a history table with
/// increasing tokens; the delegate indexes every row once, then follows the history in batches.
/// Each batch commits its items together with the token it reached, so after a restart or a
/// crash indexing resumes where it stopped; items are identified by table and primary key, so
/// replaying changes is harmless. The database is never written beyond the delegate's own
/// `searchlight_` triggers and tables.
///
/// ```swift
/// let delegate = StoreSpotlightDelegate(
///     databasePath: "notes.sqlite",
///     description: StoreDescription(tables: [
///         StoreTableDescription("notes", contentType: .text,
///             attributes: ["title": .title, "body": .textContent], displayName: .column("title"))
///     ]))
/// try await delegate.startSpotlightIndexing()
/// for await event in delegate.events() { print(event) }
/// ```
///
/// Subclass it to choose the domain, the index name and the attribute set of each row.
/// `@unchecked Sendable`: its own state is behind `state` (a `Mutex`), the database work is
/// confined to the store indexer's actor, and the rest is immutable.
open class StoreSpotlightDelegate: @unchecked Sendable {
    /// The database file.
    public let databasePath: String
    /// What is indexed.
    public let description: StoreDescription
    /// Where the index is kept and how quickly the database is followed.
    public let options: StoreIndexingOptions

    private struct State {
        var loop: Task<Void, Never>?
        var storeIdentifier: String?
    }

    private let state = Mutex(State())
    private let signal = ChangeSignal()
    private let broadcaster = EventBroadcaster<StoreIndexingEvent>()
    private lazy var indexer = StoreIndexer(
        databasePath: databasePath, description: description, options: options, delegate: self,
        events: broadcaster)
    private let indexerLock = Mutex(())

    /// Creates a delegate for the database at `databasePath`. Nothing is opened until
    /// ``startSpotlightIndexing()``.
    public init(databasePath: String, description: StoreDescription, options: StoreIndexingOptions = .init())
    {
        self.databasePath = databasePath
        self.description = description
        self.options = options
    }

    deinit {
        state.withLock { $0.loop?.cancel() }
    }

    // MARK: Apple's overridable hooks

    /// The domain of every item. Default: the store's identifier.
    open func domainIdentifier() -> String {
        storeIdentifier ?? "store"
    }

    /// The name of the index the items go to. Default `nil`: an index of its own, named
    /// `store.<store identifier>`, because the history token lives in the index's client state.
    open func indexName() -> String? {
        nil
    }

    /// The attribute set of a row's item; `nil` leaves the row out (and removes its item).
    /// Default: ``StoreRow/defaultAttributeSet``, built from the description.
    open func attributeSet(for row: StoreRow) -> SearchableItemAttributeSet? {
        row.defaultAttributeSet
    }

    // MARK: Starting and stopping

    /// The store's identifier (``StoreDescription/storeIdentifier``, or the one generated in the
    /// database); `nil` until indexing has started once.
    public var storeIdentifier: String? {
        state.withLock { $0.storeIdentifier }
    }

    /// Whether indexing is running.
    public var isIndexingEnabled: Bool {
        state.withLock { $0.loop != nil }
    }

    /// Checks the description against the database, installs the history triggers, and starts
    /// indexing in the background: every row once, then each change.
    /// - Throws: ``StoreIndexingError`` naming a missing table or column, or a database that
    ///   cannot be opened. Nothing is installed then.
    public func startSpotlightIndexing() async throws {
        try await engine.prepare()
        state.withLock { state in
            guard state.loop == nil else { return }
            state.loop = Task { [weak self] in await self?.run() }
        }
        signal.signal()
    }

    /// Stops indexing; returns once no batch is in progress. Changes keep being recorded and are
    /// indexed after the next start.
    public func stopSpotlightIndexing() async {
        let loop = state.withLock { state in
            defer { state.loop = nil }
            return state.loop
        }
        loop?.cancel()
        signal.signal()
        await loop?.value
    }

    /// Indexes everything the database holds now and returns the last history token the index
    /// holds. Works whether or not indexing is running (`searchlight watch --once`).
    @discardableResult
    public func catchUp() async throws -> StoreHistoryToken {
        try await engine.catchUp()
    }

    /// Indexes every row again, then returns: what to do when the index asks for all its items
    /// (``SearchableIndexDelegate``). Items stay searchable meanwhile; those of rows that are gone
    /// are removed.
    public func reindexAllRows() async throws {
        try await engine.reindex(identifiers: nil)
    }

    /// Indexes again the rows behind these item identifiers (the whole tables that hold them),
    /// then returns: what to do when the index asks for some of its items.
    public func reindexRows(withIdentifiers identifiers: [String]) async throws {
        try await engine.reindex(identifiers: identifiers)
    }

    /// Makes a write of this process noticed at once instead of at the next poll.
    public func noteChanges() {
        signal.signal()
    }

    /// Deletes this store's items from the index (other domains stay) and forgets the history
    /// token. While indexing runs, the index is then rebuilt from the database; stop first to
    /// keep it empty.
    public func deleteSpotlightIndex() async throws {
        try await engine.deleteIndex()
        signal.signal()
    }

    /// Removes what starting installed: this store's items, then the triggers and the history
    /// and state tables. Indexing must be stopped.
    public func removeHistoryTracking() async throws {
        guard !isIndexingEnabled else {
            throw StoreIndexingError(
                .indexingRunning, message: "stop indexing before removing history tracking")
        }
        try await engine.removeHistoryTracking()
    }

    /// Progress, updates (with the store identifier and history token) and failures. Each call
    /// returns a new stream.
    public func events() -> AsyncStream<StoreIndexingEvent> {
        broadcaster.subscribe()
    }

    /// The index the items go to, once indexing has started.
    public func searchableIndex() async throws -> SearchableIndex {
        try await engine.prepare().index
    }

    // MARK: Plumbing

    func didResolve(storeIdentifier: String) {
        state.withLock { $0.storeIdentifier = storeIdentifier }
    }

    private var engine: StoreIndexer {
        indexerLock.withLock { _ in indexer }
    }

    private func run() async {
        let engine = self.engine
        let signal = self.signal
        let watcher =
            options.watchesDatabaseFiles
            ? DatabaseFileWatcher.start(watching: databasePath) { signal.signal() } : nil
        defer { watcher?.stop() }
        // Set until a pass succeeds: the first pass, and again after a failed one, so a failure
        // (a locked or briefly unreadable database) is retried instead of waiting for the next
        // write to the database.
        var pending = true
        var failures = 0
        var settleChecks = 0
        while !Task.isCancelled {
            let changed = await engine.databaseChanged()
            if !pending, !changed, settleChecks > 0 {
                // A write was reported but its commit is not visible yet (the WAL is written
                // before the commit is published): look again shortly instead of a poll later.
                settleChecks -= 1
                if await signal.wait(timeout: .milliseconds(2)) { settleChecks = Self.settleChecks }
                continue
            }
            settleChecks = 0
            if pending || changed {
                do {
                    try await engine.catchUp()
                    pending = false
                    failures = 0
                } catch is CancellationError {
                    break
                } catch {
                    pending = true
                    failures += 1
                    broadcaster.send(
                        .failed(
                            error as? StoreIndexingError
                                ?? StoreIndexingError(.indexUnavailable, message: "\(error)")))
                }
            }
            if await signal.wait(timeout: Self.wait(after: failures, pollInterval: options.pollInterval)) {
                settleChecks = Self.settleChecks
            }
        }
    }

    /// The wait before the next look at the database: the poll interval (a millisecond at least,
    /// as a zero or negative one would spin), doubled after each failed pass in a row up to a
    /// minute, so a database that stays unreadable is not hammered nor its failure reported
    /// every poll.
    static func wait(after failures: Int, pollInterval: Duration) -> Duration {
        let interval = max(pollInterval, .milliseconds(1))
        guard failures > 0 else { return interval }
        let ceiling = max(interval, .seconds(60))
        return min(interval * (1 << min(failures, 16)), ceiling)
    }

    /// Quick re-checks after a reported write: 10 ms at most before falling back to polling.
    private static let settleChecks = 5
}

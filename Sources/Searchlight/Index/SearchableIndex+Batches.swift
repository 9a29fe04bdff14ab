import Foundation

// Batches: items and client state that commit together, as Core Spotlight's
// `beginIndexBatch()` / `endIndexBatch(withClientState:)` do.
extension SearchableIndex {
    /// Starts a batch: until it ends, index and delete calls are held in one transaction that
    /// becomes visible (and durable) only when ``endBatch(withClientState:)`` succeeds.
    ///
    /// Index and delete calls from other tasks do not join the batch: they wait until it ends and
    /// then commit on their own, so no call is acknowledged and then undone by a rollback.
    public func beginBatch() async throws {
        _ = try await startBatch()
    }

    private func startBatch() async throws -> OpenBatch {
        await waitForOtherBatch()
        guard openBatch == nil else {
            throw SearchableIndexError(
                .invalidBatchState, message: "beginBatch() called while a batch is open")
        }
        let connection = try openWriter()
        do {
            try connection.execute("BEGIN IMMEDIATE")
        } catch {
            throw statementError(error)
        }
        let batch = OpenBatch()
        openBatch = batch
        return batch
    }

    /// Commits the open batch together with `clientState` (at most 250 bytes).
    ///
    /// If this throws, the whole batch is discarded and the index is as it was before
    /// ``beginBatch()``.
    public func endBatch(withClientState clientState: Data) async throws {
        try finishBatch(expected: nil, newState: clientState)
    }

    /// Commits the open batch only if the stored client state equals `expectedClientState`
    /// (`nil` = none stored); otherwise discards it and throws `.mismatchedClientState`.
    public func endIndexBatch(expectedClientState: Data?, newClientState: Data) async throws {
        try finishBatch(expected: .some(expectedClientState), newState: newClientState)
    }

    /// Runs `body` in a batch committed with `clientState`; if `body` throws, nothing it did is kept.
    ///
    /// ```swift
    /// try await index.batch(clientState: Data("v2".utf8)) { index in
    ///     try await index.indexSearchableItems(items)
    ///     try await index.deleteSearchableItems(withIdentifiers: stale)
    /// }
    /// ```
    @discardableResult
    public func batch<R: Sendable>(
        clientState: Data, _ body: @Sendable (isolated SearchableIndex) async throws -> R
    ) async throws -> R {
        try await runBatch(expected: nil, newState: clientState, body)
    }

    /// Like ``batch(clientState:_:)``, committing only if the stored state is `expectedClientState`.
    @discardableResult
    public func batch<R: Sendable>(
        expectedClientState: Data?, newClientState: Data,
        _ body: @Sendable (isolated SearchableIndex) async throws -> R
    ) async throws -> R {
        try await runBatch(expected: .some(expectedClientState), newState: newClientState, body)
    }

    private func runBatch<R: Sendable>(
        expected: Data??, newState: Data, _ body: @Sendable (isolated SearchableIndex) async throws -> R
    ) async throws -> R {
        let batch = try await startBatch()
        do {
            let result = try await batch.admitting { try await body(self) }
            try finishBatch(expected: expected, newState: newState)
            return result
        } catch {
            rollBackBatch()
            throw error
        }
    }

    /// Commits the open batch without touching the stored client state (for imports that are
    /// not resumable checkpoints).
    func endBatchKeepingClientState() throws {
        try finishBatch(expected: nil, newState: nil)
    }

    /// Discards the open batch, if any.
    func discardBatch() {
        rollBackBatch()
    }

    private func finishBatch(expected: Data??, newState: Data?) throws {
        guard let batch = openBatch, let connection = writer else {
            throw SearchableIndexError(.invalidBatchState, message: "endBatch called without beginBatch()")
        }
        do {
            if let newState, newState.count > Self.maximumClientStateBytes {
                throw SearchableIndexError(
                    .invalidClientState, field: "clientState",
                    message:
                        "client state is \(newState.count) bytes; the limit is \(Self.maximumClientStateBytes)"
                )
            }
            let itemWriter = ItemWriter(connection: connection)
            if let expected {
                let stored = try itemWriter.clientState(indexName: name).map { Data($0) }
                guard stored == expected else {
                    throw SearchableIndexError(
                        .mismatchedClientState, field: "expectedClientState",
                        message:
                            "the stored client state is \(Self.describe(stored)), not \(Self.describe(expected))"
                    )
                }
            }
            if let newState { try itemWriter.setClientState(Array(newState), indexName: name) }
            try connection.execute("COMMIT")
        } catch {
            rollBackBatch()
            throw statementError(error)
        }
        endOpenBatch()
        afterCommit(connection)
        broadcaster.send(
            batch.events + (newState.map { [.batchCommitted(clientState: $0, indexName: name)] } ?? []))
    }

    private func rollBackBatch() {
        if openBatch != nil, let writer, writer.isInTransaction { try? writer.execute("ROLLBACK") }
        endOpenBatch()
        // Damage found inside the batch could not be repaired while it held the store.
        _ = try? store()
    }

    private func endOpenBatch() {
        openBatch = nil
        let waiters = batchWaiters
        batchWaiters = []
        for waiter in waiters { waiter.resume() }
    }

    /// Waits while a batch begun by another task is open (the actor lets other calls in while the
    /// batch's owner is suspended; they must not write into its transaction).
    func waitForOtherBatch() async {
        while let batch = openBatch, !batch.includesCurrentTask {
            await withCheckedContinuation { batchWaiters.append($0) }
        }
    }

    private static func describe(_ state: Data?) -> String {
        guard let state else { return "absent" }
        return "\(state.count) bytes (\(state.prefix(16).map { String(format: "%02x", $0) }.joined()))"
    }

    /// The client state stored by the last committed batch of this index, or `nil`.
    public nonisolated func fetchLastClientState() async throws -> Data? {
        try read { try ItemReader(connection: $0).clientState(indexName: name).map { Data($0) } }
    }
}

import Synchronization

/// A batch in progress on one index: who belongs to it, and the events it sends when it commits.
///
/// A call is never acknowledged and then undone, so only the batch's own calls join it: calls
/// made by the task that began it, and by tasks running inside ``SearchableIndex/batch(clientState:_:)``'s
/// body (marked with a task-local token, which child tasks inherit). Writes from any other task
/// wait until the batch ends, then commit on their own.
struct OpenBatch {
    /// Unique in the process, so a body that runs batches on two indexes holds both tokens.
    let token: UInt64
    /// The task that called `beginBatch()`. Its hash stands for its identity: an
    /// `UnsafeCurrentTask` may not outlive the closure that received it.
    let owner: Int?
    var events: [IndexEvent] = []

    init() {
        token = Self.nextToken.add(1, ordering: .relaxed).newValue
        owner = withUnsafeCurrentTask { $0?.hashValue }
    }

    /// Whether the task running now is part of this batch.
    var includesCurrentTask: Bool {
        if Self.tokens.contains(token) || Self.joinsOpenBatches { return true }
        guard let owner else { return false }
        return withUnsafeCurrentTask { $0?.hashValue } == owner
    }

    /// Runs `body` as part of this batch, together with every task it starts.
    func admitting<R>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> R
    ) async rethrows -> R {
        try await Self.$tokens.withValue(Self.tokens.union([token]), operation: body, isolation: isolation)
    }

    private static let nextToken = Atomic<UInt64>(0)

    /// The batches the running task belongs to through a batch body.
    @TaskLocal private static var tokens: Set<UInt64> = []

    /// Set by callers that order index calls themselves (`SearchlightCompat`'s serial queue, which
    /// carries Apple's "calls between begin and end belong to the batch").
    @TaskLocal static var joinsOpenBatches = false
}

extension SearchableIndex {
    /// Runs `body` so that its index calls join whatever batch is open, as Core Spotlight's class
    /// API does for calls made between `beginIndexBatch()` and `endIndexBatch`. For callers that
    /// already run index calls one at a time, in the order they were made.
    package static func joiningOpenBatches<R: Sendable>(_ body: () async throws -> R) async rethrows -> R {
        try await OpenBatch.$joinsOpenBatches.withValue(true, operation: body)
    }
}

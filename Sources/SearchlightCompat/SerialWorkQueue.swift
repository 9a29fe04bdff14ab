import Searchlight
import Synchronization

/// Runs the work of the Apple-spelled classes one piece at a time, in the order it was submitted.
///
/// Core Spotlight's class API is called from synchronous code: `beginIndexBatch()`, then
/// `indexSearchableItems(_:completionHandler:)`, then `endIndexBatch(…)`, each returning at
/// once, and an `NSUserActivity` made current is saved "soon". The native index is an actor
/// whose calls are `async`; chaining every call behind the previous one keeps Apple's order, so
/// the items land inside the batch and a later call sees the earlier ones done.
///
/// Work submitted while a piece of work runs (a delegate re-indexing from inside a reindex
/// request, an `IndexedEntityQuery` indexing from inside `indexAppEntities`) goes to a queue of
/// that piece's own, in order, instead of waiting behind it forever.
final class SerialWorkQueue: Sendable {
    /// The queue of every index and activity of the process.
    static let shared = SerialWorkQueue()

    /// The queue of the work running in this task, if any.
    @TaskLocal private static var nested: SerialWorkQueue?

    /// Where work submitted now goes.
    static var current: SerialWorkQueue { nested ?? shared }

    private let last = Mutex<Task<Void, Never>?>(nil)

    /// Submits `work`; it starts after everything submitted before it has finished.
    @discardableResult
    func submit<Result: Sendable>(_ work: @escaping @Sendable () async -> Result) -> Task<Result, Never> {
        last.withLock { last in
            let previous = last
            let task = Task {
                await previous?.value
                // Calls run one at a time in Apple's order, so a call made between
                // `beginIndexBatch()` and `endIndexBatch` belongs to that batch.
                return await SerialWorkQueue.$nested.withValue(SerialWorkQueue()) {
                    await SearchableIndex.joiningOpenBatches { await work() }
                }
            }
            last = Task { _ = await task.value }
            return task
        }
    }

    /// Runs `work` after everything submitted before it, and returns its result.
    func run<Result: Sendable>(_ work: @escaping @Sendable () async throws -> Result) async throws -> Result {
        try await submit { () -> Swift.Result<Result, any Error> in
            do { return .success(try await work()) } catch { return .failure(error) }
        }.value.get()
    }
}

extension CSSearchableIndex {
    /// Waits until every call made so far on any index or activity of the process has been
    /// carried out, without holding the queue: what a query runs after, and what tests wait for.
    package static func waitForPendingWork() async {
        await SerialWorkQueue.current.submit {}.value
    }
}

/// A handler an app set on a query, carried to the task that calls it.
///
/// Apple declares the query handlers without `@Sendable`, and apps rely on that: the usual
/// handler appends to a `var` it captures. They are called, as Apple calls them, from a
/// background context, one call at a time per query.
struct QueryHandler<Handler>: @unchecked Sendable {
    let call: Handler
}

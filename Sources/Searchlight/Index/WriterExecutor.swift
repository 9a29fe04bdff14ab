import Dispatch

/// The serial executor a ``SearchableIndex`` runs on: a dispatch queue of its own, so the
/// blocking SQLite work of its writes (statements, commits, `fsync`, waits for another process's
/// write lock) never occupies a thread of Swift's cooperative pool, where it would hold up
/// unrelated tasks.
///
/// The queue is idle without a thread of its own; dispatch lends it a worker while jobs run.
final class WriterExecutor: SerialExecutor {
    /// Set on the queue, so code (and tests) can tell that they run on a writer.
    static let key = DispatchSpecificKey<String>()

    private let queue: DispatchQueue

    init(label: String) {
        queue = DispatchQueue(label: label, qos: .userInitiated)
        queue.setSpecific(key: Self.key, value: label)
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedSerialExecutor()) }
    }

    /// The label of the writer queue running the caller, `nil` elsewhere.
    static var current: String? { DispatchQueue.getSpecific(key: key) }
}

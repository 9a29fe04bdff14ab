/// A damaged store that was found, kept and replaced with a new, empty one.
///
/// The index sends ``IndexEvent/storeRebuilt(_:)``, asks its delegate (or its entity queries) to
/// reindex everything, and ``IndexStatistics/damagedFilesKept`` lists the kept file until it is
/// deleted. Nothing in the damaged file is deleted: it can be inspected or recovered with SQLite's
/// `.recover`.
public struct StoreRebuild: Sendable, Equatable {
    /// Where the damaged database file was moved (its `-wal` and `-shm`, if any, beside it).
    public var damagedFileKeptAt: String
    /// What SQLite reported about the damaged file.
    public var reason: String

    /// Creates a rebuild record.
    public init(damagedFileKeptAt: String, reason: String) {
        self.damagedFileKeptAt = damagedFileKeptAt
        self.reason = reason
    }
}

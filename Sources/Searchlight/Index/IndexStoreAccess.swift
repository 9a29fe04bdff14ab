import Foundation
import Synchronization

/// What an index needs of its store file besides writing items: the process-wide ``Store``
/// (opened once, repaired first when damage was noted), the writer connection with the index's
/// durability and busy-wait settings, and SQLite's errors as the index's. One per
/// ``SearchableIndex``; it holds no connection of its own.
final class IndexStoreAccess: Sendable {
    let path: String
    private let configuration: IndexConfiguration
    /// The rebuild of the store this index announced, if it was the first to open a rebuilt store.
    private let announcedRebuild = Mutex<StoreRebuild?>(nil)
    /// Told how long a write has been waiting for another process's write lock, about once a second.
    private let busyObserver = Mutex<(@Sendable (Duration) -> Void)?>(nil)

    init(path: String, configuration: IndexConfiguration) {
        self.path = path
        self.configuration = configuration
    }

    /// The store, and the rebuild this call is the first in the process to find (the index
    /// announces it).
    func open() throws(SearchableIndexError) -> (store: Store, newRebuild: StoreRebuild?) {
        let store: Store
        do {
            store = try Store.open(
                path: path, readerCount: configuration.readerCount, readOnly: configuration.isReadOnly)
        } catch {
            throw self.error(error)
        }
        store.repairIfDamaged()
        guard let rebuild = store.claimRebuild() else { return (store, nil) }
        announcedRebuild.withLock { $0 = rebuild }
        return (store, rebuild)
    }

    /// The rebuild of a damaged store that this index was the first to find, if any.
    var rebuildFound: StoreRebuild? { announcedRebuild.withLock { $0 } }

    func observeBusyWaits(_ observer: @escaping @Sendable (Duration) -> Void) {
        busyObserver.withLock { $0 = observer }
    }

    /// A new writer connection to `store`.
    func openWriter(on store: Store) throws(SearchableIndexError) -> SQLiteConnection {
        do {
            let observer = busyObserver.withLock { $0 }
            return try store.openWriter(
                fullDurability: configuration.durability == .full,
                busyWait: BusyWait(timeout: configuration.busyTimeout, onWait: observer))
        } catch {
            throw self.error(error)
        }
    }

    /// `error` as the index's error, naming the store and the busy timeout where they matter.
    func error(_ error: any Error) -> SearchableIndexError {
        .store(error, path: path, busyTimeout: configuration.busyTimeout)
    }

    /// Notes damage a statement found, so that the next ``open()`` replaces a writable store.
    /// - Returns: whether `error` reported damage.
    func noteDamage(_ error: any Error) -> Bool {
        guard let error = error as? SQLiteError, error.isCorruption else { return false }
        Store.noteDamage(path: path, error)
        return true
    }
}

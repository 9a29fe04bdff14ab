/// The index caught up with the store's history (`NSStoreUUIDKey` and
/// `NSPersistentHistoryTokenKey` of Core Data's notification).
public struct StoreIndexUpdate: Sendable, Hashable {
    /// The store's identifier.
    public let storeIdentifier: String
    /// The last change the index now holds.
    public let token: StoreHistoryToken
    /// Items written by this update.
    public let indexedCount: Int
    /// Items deleted by this update.
    public let deletedCount: Int

    /// Creates an update.
    public init(storeIdentifier: String, token: StoreHistoryToken, indexedCount: Int, deletedCount: Int) {
        self.storeIdentifier = storeIdentifier
        self.token = token
        self.indexedCount = indexedCount
        self.deletedCount = deletedCount
    }
}

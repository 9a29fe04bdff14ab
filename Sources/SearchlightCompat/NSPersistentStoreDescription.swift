import Foundation

/// The part of Core Data's store description the Spotlight delegate reads: where the SQLite
/// store is. Options (history tracking, remote change notifications) are accepted and kept;
/// history is always tracked here.
public final class NSPersistentStoreDescription: NSObject, @unchecked Sendable {
    // @unchecked: the options are only touched while the store is being set up, as in Core Data.
    /// The store's file.
    public var url: URL?
    /// `NSSQLiteStoreType`; the only store type the delegate supports.
    public var type: String = "SQLite"
    /// Options set with ``setOption(_:forKey:)``.
    public private(set) var options: [String: NSObject] = [:]

    /// A description of the store at `url`.
    public init(url: URL) {
        self.url = url
    }

    /// Keeps an option, as Core Data does.
    public func setOption(_ option: NSObject?, forKey key: String) {
        options[key] = option
    }
}

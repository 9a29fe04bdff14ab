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

    /// Whether Core Data infers a mapping model when it migrates; kept, as migration is Core
    /// Data's.
    public var shouldInferMappingModelAutomatically = true
    /// Whether Core Data migrates the store when it opens; kept, as migration is Core Data's.
    public var shouldMigrateStoreAutomatically = true
    /// Whether Core Data adds the store in the background; kept.
    public var shouldAddStoreAsynchronously = false

    /// A description of the store at `url`.
    public init(url: URL) {
        self.url = url
    }

    /// A description whose ``url`` is set later.
    public override init() {
        url = nil
    }

    /// Whether the store is opened read-only; kept, as the app's own code opens the database.
    public var isReadOnly = false
    /// The model configuration the store holds; kept.
    public var configuration: String?
    /// How long a store waits for a lock, in seconds; kept.
    public var timeout: TimeInterval = 240
    /// SQLite pragmas set with ``setValue(_:forPragmaNamed:)``.
    public private(set) var sqlitePragmas: [String: NSObject] = [:]
    /// The CloudKit container the store would mirror to; kept, as there is no CloudKit here.
    public var cloudKitContainerOptions: NSPersistentCloudKitContainerOptions?

    /// Keeps an option, as Core Data does.
    public func setOption(_ option: NSObject?, forKey key: String) {
        options[key] = option
    }

    /// Keeps a SQLite pragma (`journal_mode`), or removes it when `value` is `nil`.
    public func setValue(_ value: NSObject?, forPragmaNamed name: String) {
        sqlitePragmas[name] = value
    }
}

/// The CloudKit container a store mirrors to, as Core Data names it; kept, with no CloudKit here.
public final class NSPersistentCloudKitContainerOptions: NSObject, @unchecked Sendable {
    // @unchecked: set once while the stack is set up.
    /// The container's identifier.
    public let containerIdentifier: String

    /// Options for the container named `containerIdentifier`.
    public init(containerIdentifier: String) {
        self.containerIdentifier = containerIdentifier
    }
}

// Core Data's store-option keys and store type, which Spotlight delegate setups pass to
// `setOption(_:forKey:)`; the description keeps them, and history is always tracked here.
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The option that turns on persistent history tracking, which the Spotlight delegate needs.
public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The option that posts a notification when another process changes the store.
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey =
    "NSPersistentStoreRemoteChangeNotificationOptionKey"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The option that migrates the store automatically.
public let NSMigratePersistentStoresAutomaticallyOption = "NSMigratePersistentStoresAutomaticallyOption"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The option that infers a mapping model for a migration.
public let NSInferMappingModelAutomaticallyOption = "NSInferMappingModelAutomaticallyOption"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The option under which apps before iOS 15 set their Spotlight delegate on the description.
public let NSCoreDataCoreSpotlightExporter = "NSCoreDataCoreSpotlightExporter"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The SQLite store type, the only one the Spotlight delegate reads.
public let NSSQLiteStoreType = "SQLite"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The in-memory store type. It has no file to follow: the Spotlight delegate fails to start
/// (`StoreIndexingError.databaseUnavailable`) and indexes nothing.
public let NSInMemoryStoreType = "InMemory"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The binary store type, which the Spotlight delegate reports as it does ``NSInMemoryStoreType``.
public let NSBinaryStoreType = "Binary"

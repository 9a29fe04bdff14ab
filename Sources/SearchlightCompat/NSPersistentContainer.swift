import Foundation
import Searchlight

/// Core Data's container as far as an app indexed by the Spotlight delegate uses it: the model,
/// the stores' descriptions, the coordinator the delegate is made with, and loading the stores.
/// The Core Data stack of Apple's Spotlight sample compiles and runs unchanged:
///
/// ```swift
/// let container = NSPersistentContainer(name: "Tags")
/// guard let description = container.persistentStoreDescriptions.first else { fatalError() }
/// description.setOption(true as NSNumber, forKey: NSPersistentHistoryTrackingKey)
/// container.loadPersistentStores { _, error in
///     if let error { fatalError("Failed to load persistent stores: \(error)") }
/// }
/// let indexer = TagsSpotlightDelegate(forStoreWith: description, coordinator: container.persistentStoreCoordinator)
/// indexer.startSpotlightIndexing()
/// ```
///
/// There is no object graph here: the model is a `Searchlight.StoreDescription` of the tables and
/// columns the app's own SQLite code writes, and a store is that database file. Loading a store
/// opens it, creating the file (and its folder) when it does not exist, as Core Data creates its
/// stores; the tables are the app's to create.
open class NSPersistentContainer: NSObject, @unchecked Sendable {
    // @unchecked: set up on one thread before use, as Core Data's container is.
    /// The container's name: the model's, and by default the store file's.
    public let name: String
    /// What the Spotlight delegate indexes.
    public let managedObjectModel: NSManagedObjectModel
    /// The coordinator the Spotlight delegate is made with.
    public let persistentStoreCoordinator: NSPersistentStoreCoordinator
    /// The stores ``loadPersistentStores(completionHandler:)`` opens: by default one SQLite store,
    /// `<name>.sqlite` in ``defaultDirectoryURL()``.
    public var persistentStoreDescriptions: [NSPersistentStoreDescription]
    /// The main context's settings (``NSManagedObjectContext``).
    public let viewContext = NSManagedObjectContext()
    /// Why the model named by `init(name:)` could not be read; reported by loading.
    private var modelError: (any Error)?

    /// A container of stores described by `model`, Core Data's designated
    /// `init(name:managedObjectModel:)`, which a subclass's own initializer calls.
    public init(name: String, managedObjectModel model: NSManagedObjectModel) {
        self.name = name
        managedObjectModel = model
        persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        persistentStoreDescriptions = [
            NSPersistentStoreDescription(
                url: Self.defaultDirectoryURL().appendingPathComponent("\(name).sqlite"))
        ]
        super.init()
    }

    /// A container whose model is the `StoreDescription` JSON resource `<name>.json` of the main
    /// bundle (where Core Data looks for `<name>.momd`). When there is none, the model is empty
    /// and ``loadPersistentStores(completionHandler:)`` reports why for every store.
    public convenience init(name: String) {
        var error: (any Error)?
        var model = NSManagedObjectModel()
        if let url = Bundle.main.url(forResource: name, withExtension: "json") {
            do {
                model = try NSManagedObjectModel(reading: url)
            } catch let decoding {
                error = decoding
            }
        } else {
            error = CocoaError(
                .fileReadNoSuchFile,
                userInfo: [
                    NSLocalizedDescriptionKey: "no model named \(name): add \(name).json to the main bundle"
                ])
        }
        self.init(name: name, managedObjectModel: model)
        modelError = error
    }

    /// Where stores go by default: the user's application support folder, as on Apple platforms
    /// (`$XDG_DATA_HOME` or `~/.local/share` here).
    open class func defaultDirectoryURL() -> URL {
        FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".local/share")
    }

    /// Opens each store in ``persistentStoreDescriptions`` and calls `block` once for each, with
    /// the error that kept it from opening, if any: an SQLite store's file is created when
    /// missing, and must be a database; an in-memory store has nothing to open.
    public func loadPersistentStores(
        completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void
    ) {
        for description in persistentStoreDescriptions {
            block(description, modelError ?? Self.open(description))
        }
    }

    private static func open(_ description: NSPersistentStoreDescription) -> (any Error)? {
        guard description.type == NSSQLiteStoreType else { return nil }
        guard let url = description.url else {
            return CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "the store has no URL"])
        }
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            // Reading the schema makes SQLite read the header: another kind of file fails here.
            _ = try SQLiteConnection(path: url.path).pragmaInt("schema_version")
            return nil
        } catch {
            return error
        }
    }
}

/// The settings a Core Data stack gives its main context. There is no object graph here, so
/// they are kept and change nothing: the app reads and writes its database with its own code, and
/// the Spotlight delegate follows the database itself.
open class NSManagedObjectContext: NSObject, @unchecked Sendable {
    // @unchecked: settings made once while the stack is set up.
    /// How conflicting changes would be merged; kept.
    public var mergePolicy: Any = NSErrorMergePolicy
    /// Whether changes saved by other contexts would be merged in; kept.
    public var automaticallyMergesChangesFromParent = false
    /// The context's name; kept.
    public var name: String?
    /// The generation the context would read; kept.
    public private(set) var queryGenerationToken: NSQueryGenerationToken?
    /// What would record the context's changes for undo; kept (apps set it to `nil` to save
    /// the work).
    public var undoManager: UndoManager?

    public override init() { super.init() }

    /// Pins the context to a generation; kept, as every read here is of the committed database.
    public func setQueryGenerationFrom(_ generation: NSQueryGenerationToken?) throws {
        queryGenerationToken = generation
    }
}

/// Foundation's undo manager, which Linux's Foundation does not have: what an intent
/// (`UndoableIntent.undoManager`) or the app registers is undone and redone in turn. No Core Data
/// context records its changes here (`context.undoManager = nil` is what stacks set anyway).
///
/// ```swift
/// undoManager.registerUndo(withTarget: list) { $0.restore(item) }
/// undoManager.setActionName("Delete Item")
/// undoManager.undo()
/// ```
open class UndoManager: NSObject, @unchecked Sendable {
    // @unchecked: used from one thread at a time, as Foundation's undo manager is.
    private struct Group {
        var name = ""
        var actions: [(UndoManager) -> Void] = []
    }

    private var undoGroups: [Group] = []
    private var redoGroups: [Group] = []
    private var openGroup: Group?
    private var openGroupDepth = 0

    /// Whether an undo is running: what it registers can be redone.
    public private(set) var isUndoing = false
    /// Whether a redo is running: what it registers can be undone again.
    public private(set) var isRedoing = false
    /// How many groups are kept; 0 keeps them all.
    open var levelsOfUndo = 0

    public override init() { super.init() }

    /// Whether there is something to undo.
    open var canUndo: Bool { !undoGroups.isEmpty }
    /// Whether there is something to redo.
    open var canRedo: Bool { !redoGroups.isEmpty }
    /// The name of what ``undo()`` would undo.
    open var undoActionName: String { undoGroups.last?.name ?? "" }
    /// The name of what ``redo()`` would redo.
    open var redoActionName: String { redoGroups.last?.name ?? "" }

    /// Registers `handler`, to be called with `target` to undo a change; while undoing, to redo
    /// it. The target is not kept alive by the registration.
    open func registerUndo<Target: AnyObject>(withTarget target: Target, handler: @escaping (Target) -> Void)
    {
        record { [weak target] _ in
            if let target { handler(target) }
        }
    }

    /// Names the change last registered (`"Delete Item"`).
    open func setActionName(_ actionName: String) {
        if openGroup != nil {
            openGroup?.name = actionName
        } else if isUndoing {
            redoGroups.indices.last.map { redoGroups[$0].name = actionName }
        } else {
            undoGroups.indices.last.map { undoGroups[$0].name = actionName }
        }
    }

    /// Starts a group: what is registered until ``endUndoGrouping()`` is undone together.
    open func beginUndoGrouping() {
        if openGroupDepth == 0 { openGroup = Group() }
        openGroupDepth += 1
    }

    /// Ends the group ``beginUndoGrouping()`` started.
    open func endUndoGrouping() {
        guard openGroupDepth > 0 else { return }
        openGroupDepth -= 1
        guard openGroupDepth == 0, let group = openGroup else { return }
        openGroup = nil
        if !group.actions.isEmpty { push(group) }
    }

    /// Undoes the last group of changes, the last registered first.
    open func undo() {
        guard let group = undoGroups.popLast() else { return }
        isUndoing = true
        defer { isUndoing = false }
        run(group)
    }

    /// Redoes the last group undone.
    open func redo() {
        guard let group = redoGroups.popLast() else { return }
        isRedoing = true
        defer { isRedoing = false }
        run(group)
    }

    /// Forgets everything registered.
    open func removeAllActions() {
        undoGroups.removeAll()
        redoGroups.removeAll()
    }

    private func record(_ action: @escaping (UndoManager) -> Void) {
        if openGroup != nil {
            openGroup?.actions.append(action)
        } else {
            push(Group(actions: [action]))
        }
    }

    private func push(_ group: Group) {
        if isUndoing {
            redoGroups.append(group)
            return
        }
        if !isRedoing { redoGroups.removeAll() }
        undoGroups.append(group)
        if levelsOfUndo > 0, undoGroups.count > levelsOfUndo { undoGroups.removeFirst() }
    }

    /// Runs a group's actions, the last first, as one group of the opposite direction named alike.
    private func run(_ group: Group) {
        beginUndoGrouping()
        for action in group.actions.reversed() { action(self) }
        openGroup?.name = group.name
        endUndoGrouping()
    }
}

/// Core Data's container that also mirrors its stores to CloudKit. There is no CloudKit here: it
/// is the local container, so an app's stack written for it compiles and keeps its stores.
open class NSPersistentCloudKitContainer: NSPersistentContainer, @unchecked Sendable {}

/// A generation of the stores' data a context reads.
public final class NSQueryGenerationToken: NSObject, Sendable {
    /// The current generation.
    public static let current = NSQueryGenerationToken()
}

/// A merge policy's name, as Core Data's stacks set it.
public final class NSMergePolicy: NSObject, Sendable {
    /// The policy's name.
    public let name: String

    init(name: String) { self.name = name }

    /// The policy of `type`.
    public convenience init(merge type: NSMergePolicyType) {
        self.init(name: type.policyName)
    }

    /// Conflicts fail the save.
    public static var error: NSMergePolicy { NSErrorMergePolicy }
    /// The store's version of a changed property wins.
    public static var mergeByPropertyStoreTrump: NSMergePolicy { NSMergeByPropertyStoreTrumpMergePolicy }
    /// The context's version of a changed property wins.
    public static var mergeByPropertyObjectTrump: NSMergePolicy { NSMergeByPropertyObjectTrumpMergePolicy }
    /// The context's objects win whole.
    public static var overwrite: NSMergePolicy { NSOverwriteMergePolicy }
    /// The store's objects win whole.
    public static var rollback: NSMergePolicy { NSRollbackMergePolicy }

    public override func isEqual(_ object: Any?) -> Bool { (object as? NSMergePolicy)?.name == name }
    public override var hash: Int { name.hashValue }
}

/// The kinds of merge policy, as `NSMergePolicy(merge:)` takes them.
public enum NSMergePolicyType: UInt, Sendable {
    case errorMergePolicyType, mergeByPropertyStoreTrumpMergePolicyType,
        mergeByPropertyObjectTrumpMergePolicyType
    case overwriteMergePolicyType, rollbackMergePolicyType

    var policyName: String {
        switch self {
        case .errorMergePolicyType: NSErrorMergePolicy.name
        case .mergeByPropertyStoreTrumpMergePolicyType: NSMergeByPropertyStoreTrumpMergePolicy.name
        case .mergeByPropertyObjectTrumpMergePolicyType: NSMergeByPropertyObjectTrumpMergePolicy.name
        case .overwriteMergePolicyType: NSOverwriteMergePolicy.name
        case .rollbackMergePolicyType: NSRollbackMergePolicy.name
        }
    }
}

extension Notification.Name {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Posted when another process changes a store that asked for it
    /// (``NSPersistentStoreRemoteChangeNotificationPostOptionKey``); nothing posts it here, as the
    /// Spotlight delegate follows the database itself.
    public static let NSPersistentStoreRemoteChange = Notification.Name(
        "NSPersistentStoreRemoteChangeNotification")
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Conflicts fail the save.
public let NSErrorMergePolicy = NSMergePolicy(name: "NSErrorMergePolicy")
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The store's version of a changed property wins.
public let NSMergeByPropertyStoreTrumpMergePolicy = NSMergePolicy(
    name: "NSMergeByPropertyStoreTrumpMergePolicy")
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The context's version of a changed property wins.
public let NSMergeByPropertyObjectTrumpMergePolicy = NSMergePolicy(
    name: "NSMergeByPropertyObjectTrumpMergePolicy")
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The context's objects win whole.
public let NSOverwriteMergePolicy = NSMergePolicy(name: "NSOverwriteMergePolicy")
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The store's objects win whole.
public let NSRollbackMergePolicy = NSMergePolicy(name: "NSRollbackMergePolicy")

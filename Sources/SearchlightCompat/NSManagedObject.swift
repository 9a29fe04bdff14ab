import Foundation
import Synchronization

/// A row of an indexed table with Core Data's object spelling, as
/// ``NSCoreDataCoreSpotlightDelegate/attributeSet(for:)-(NSManagedObject)`` receives it, so an
/// override written for Apple platforms compiles and reads the row's columns by key:
///
/// ```swift
/// override func attributeSet(for object: NSManagedObject) -> CSSearchableItemAttributeSet? {
///     guard let title = object.value(forKey: "title") as? String else { return nil }
///     let attributes = CSSearchableItemAttributeSet(contentType: .text)
///     attributes.title = title
///     attributes.contentDescription = object.value(forKey: "body") as? String
///     return attributes
/// }
/// ```
///
/// The object is a snapshot of the row taken when its change was processed; it is read-only, as
/// the objects Core Data hands its delegate are meant to be.
///
/// It is an instance of the app's own subclass when the app has one named as the entity (the
/// table, or Core Data's `ZARTICLE` as `Article`) in the module of its delegate, so an override
/// that casts (`object as? Article`) works as on Apple platforms; the subclass reads its columns
/// with `value(forKey:)`, as `@NSManaged` needs the Objective-C runtime.
open class NSManagedObject: NSObject {
    /// The row behind the object.
    public let storeRow: StoreRow

    /// Wraps a row of an indexed table.
    public required init(_ storeRow: StoreRow) {
        self.storeRow = storeRow
    }

    /// The object for `row`: an instance of the class named as its entity in `module`, else of
    /// this one.
    static func object(for row: StoreRow, module: String?) -> NSManagedObject {
        let type = entityClasses.withLock { classes in
            let key = (module ?? "") + "." + row.table
            if let known = classes[key] { return known }
            let found = entityClass(for: row.table, module: module) ?? NSManagedObject.self
            classes[key] = found
            return found
        }
        return type.init(row)
    }

    private static let entityClasses = Mutex<[String: NSManagedObject.Type]>([:])

    private static func entityClass(for table: String, module: String?) -> NSManagedObject.Type? {
        // Core Data names an entity's table `Z` and the name in capitals (`ZARTICLE`).
        let fromCoreData =
            table.count > 1 && table.hasPrefix("Z") && table == table.uppercased()
            ? [table.dropFirst().prefix(1) + table.dropFirst(2).lowercased()] : []
        for entity in [table] + fromCoreData.map(String.init) {
            for name in [module.map { $0 + "." + entity }, entity].compactMap({ $0 }) {
                if let type = NSClassFromString(name) as? NSManagedObject.Type { return type }
            }
        }
        return nil
    }

    /// The object's entity: its table.
    public var entity: NSEntityDescription {
        NSEntityDescription(name: storeRow.table, managedObjectClassName: String(describing: type(of: self)))
    }

    /// The object's identity: its table and primary key.
    public var objectID: NSManagedObjectID { NSManagedObjectID(row: storeRow) }

    /// The value of a column, as Core Data's key-value coding gives an attribute: `String`,
    /// `NSNumber` (which casts to `Int`, `Double` and the other number types), `Data`, or `nil`
    /// for `NULL` and for a key the table has no column for.
    ///
    /// A key matches a column of the same name, else one whose name differs only in case, else
    /// the column Core Data itself would store it in (`title` in `ZTITLE`), so the names of an
    /// app's model read its database either way.
    open func value(forKey key: String) -> Any? {
        guard let column = columnName(forKey: key) else { return nil }
        switch storeRow[column] {
        case .null: return nil
        case .integer(let value): return NSNumber(value: value)
        case .real(let value): return NSNumber(value: value)
        case .text(let value): return value
        case .blob(let value): return value
        }
    }

    /// The value of a column without any accessor in between; here the same as ``value(forKey:)``.
    open func primitiveValue(forKey key: String) -> Any? { value(forKey: key) }

    /// The values of several columns by key, `NSNull` for those without one.
    public func dictionaryWithValues(forKeys keys: [String]) -> [String: Any] {
        Dictionary(uniqueKeysWithValues: keys.map { ($0, value(forKey: $0) ?? NSNull()) })
    }

    /// The object is never deleted while its attribute set is asked for: a deleted row's item is
    /// removed without asking.
    public var isDeleted: Bool { false }

    /// Objects handed to the delegate have no unsaved changes.
    public var hasChanges: Bool { false }

    /// Objects handed to the delegate are neither new nor changed in a context.
    public var isInserted: Bool { false }
    /// See ``isInserted``.
    public var isUpdated: Bool { false }
    /// The object's values are all there: it is a snapshot of its row.
    public var isFault: Bool { false }

    // Core Data calls these around an object's life in a context. No context saves or fetches
    // objects here, so they are never called: an app that indexes from `didSave()` on Apple
    // platforms indexes through the Spotlight delegate, which follows the database itself.

    /// Before the object is saved; never called here.
    open func willSave() {}
    /// After the object is saved; never called here.
    open func didSave() {}
    /// When the object is first inserted; never called here.
    open func awakeFromInsert() {}
    /// When the object is fetched; never called here.
    open func awakeFromFetch() {}
    /// Before the object is deleted; never called here.
    open func prepareForDeletion() {}

    private func columnName(forKey key: String) -> String? {
        let columns = storeRow.values.keys
        if storeRow.values[key] != nil { return key }
        let lowercased = key.lowercased()
        let coreDataColumn = "z" + lowercased
        return columns.first { $0.lowercased() == lowercased }
            ?? columns.first { $0.lowercased() == coreDataColumn }
    }

    public override var description: String {
        "<NSManagedObject \(storeRow.uniqueIdentifier)>"
    }
}

/// The entity of a ``NSManagedObject``: here, the table its row is in.
public final class NSEntityDescription: NSObject, Sendable {
    /// The entity's name: the table's name.
    public let name: String?

    init(name: String, managedObjectClassName: String = "NSManagedObject") {
        self.name = name
        self.managedObjectClassName = managedObjectClassName
    }

    /// The name of the class Core Data would instantiate: `NSManagedObject` unless the object
    /// handed to the delegate is an instance of the app's own subclass.
    public let managedObjectClassName: String
}

/// The identity of a ``NSManagedObject``: its table and primary key, stable across changes.
public final class NSManagedObjectID: NSObject, Sendable {
    /// The identifier of the object's item: `<store>/<table>/<primary key>`.
    public let uniqueIdentifier: String
    /// The entity of the object.
    public let entity: NSEntityDescription

    init(row: StoreRow) {
        uniqueIdentifier = row.uniqueIdentifier
        entity = NSEntityDescription(name: row.table)
    }

    /// Whether the identity is only the object's until it is saved; a stored row's never is.
    public var isTemporaryID: Bool { false }

    /// The identity as a URL in Core Data's form, `x-coredata://<store>/<table>/p<primary key>`,
    /// each part percent-encoded.
    public func uriRepresentation() -> URL {
        let parts = uniqueIdentifier.split(separator: "/", maxSplits: 2, omittingEmptySubsequences: false)
            .map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"])) ?? "" }
        let path = parts.count == 3 ? "\(parts[0])/\(parts[1])/p\(parts[2])" : parts.joined(separator: "/")
        return URL(string: "x-coredata://" + path)!
    }

    public override func isEqual(_ object: Any?) -> Bool {
        (object as? NSManagedObjectID)?.uniqueIdentifier == uniqueIdentifier
    }

    public override var hash: Int { uniqueIdentifier.hashValue }

    public override var description: String { uriRepresentation().absoluteString }
}

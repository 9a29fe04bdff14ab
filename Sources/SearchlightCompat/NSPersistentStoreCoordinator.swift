import Foundation
import Searchlight

/// The part of Core Data's store coordinator the Spotlight delegate reads: its model, which here
/// is a `Searchlight.StoreDescription` of the database's indexed tables and columns (Core Data's
/// `isIndexedBySpotlight` properties).
///
/// ```swift
/// let coordinator = NSPersistentStoreCoordinator(managedObjectModel: description)
/// let indexer = NotesSpotlightDelegate(forStoreWith: store, coordinator: coordinator)
/// indexer.startSpotlightIndexing()
/// ```
open class NSPersistentStoreCoordinator: NSObject, @unchecked Sendable {
    // @unchecked: the model is immutable.
    /// What the Spotlight delegate indexes.
    public let managedObjectModel: NSManagedObjectModel

    /// A coordinator of stores described by `model`.
    public init(managedObjectModel model: NSManagedObjectModel) {
        managedObjectModel = model
        super.init()
    }
}

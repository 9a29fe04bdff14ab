import Foundation
import Searchlight

/// Core Data's model: here the `Searchlight.StoreDescription` of the tables and columns the
/// Spotlight delegate indexes, written as JSON where an app on Apple platforms ships its compiled
/// `.momd`.
///
/// ```swift
/// guard let url = Bundle.main.url(forResource: "Notes", withExtension: "momd"),
///     let model = NSManagedObjectModel(contentsOf: url)   // reads Notes.json beside it
/// else { fatalError("no model") }
/// let container = NSPersistentContainer(name: "Notes", managedObjectModel: model)
/// ```
public typealias NSManagedObjectModel = StoreDescription

extension StoreDescription {
    /// An empty model, Core Data's `NSManagedObjectModel()`: no table is indexed until some are
    /// added to ``tables``.
    public init() { self.init(tables: []) }

    /// The model at `url`, Core Data's `init?(contentsOf:)`: a `StoreDescription` JSON file. For a
    /// compiled model's name (`Notes.momd`, `Notes.mom`), the JSON file of the same name beside
    /// it, so the code that finds the model in the bundle stays as it is. `nil` when there is no
    /// such file or it is not a description; ``init(reading:)`` says why.
    public init?(contentsOf url: URL) {
        guard let model = try? Self(reading: url) else { return nil }
        self = model
    }

    /// The model at `url` (see ``init(contentsOf:)``), or the error that kept it from being read.
    public init(reading url: URL) throws {
        let file =
            ["momd", "mom"].contains(url.pathExtension.lowercased())
            ? url.deletingPathExtension().appendingPathExtension("json") : url
        self = try JSONDecoder().decode(StoreDescription.self, from: Data(contentsOf: file))
    }
}

import SearchlightCompat

/// Main-actor types adopt the nonisolated `IndexedEntity` with `@preconcurrency`, and so must the
/// generated conformance, in the conforming extension or on the type.
@MainActor
struct Isolated: @preconcurrency IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Isolated"
    static let defaultQuery = GoldenQuery<Isolated>()
    let id: String
    @Property(indexingKey: \.title) var name = "Main"
    var displayRepresentation: DisplayRepresentation { "Isolated" }
}

@MainActor
final class IsolatedModel {
    let id = "m"
    @Property(indexingKey: \.keywords) var tags: [String] = ["main", "actor"]
    var displayRepresentation: DisplayRepresentation { "Model" }
}

extension IsolatedModel: @preconcurrency IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Model"
    static let defaultQuery = GoldenQuery<IsolatedModel>()
}

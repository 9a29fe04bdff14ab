import Searchlight

// The demo's entity types. The Searchlight plugin, applied to this target, generates their
// attribute conversion (see `Package.swift`), so indexing them uses no reflection.

/// A coffee order; its item is `Order:<id>`.
struct DemoOrder: IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Order"
    static let defaultQuery = DemoQuery<DemoOrder>(all: DemoCommand.orders)
    static var typeIdentifier: String { "Order" }

    let id: String
    @Property(title: "Drink", indexingKey: \.title) var drink = ""
    @Property(title: "Details", indexingKey: \.textContent) var details = ""
    @Property(indexingKey: \.keywords) var tags: [String] = []
    /// How prominent the order is among the app's items.
    var priority = 1

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: drink) }

    var attributeSet: SearchableItemAttributeSet {
        var attributes = defaultAttributeSet
        attributes.contentType = .content
        return attributes
    }
}

/// A tag on photos, an entity of its own: photos index their tags' names as keywords.
struct DemoTag: IndexedEntity, Hashable {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Tag"
    static let defaultQuery = DemoQuery<DemoTag>(all: [])
    let id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: id) }
}

/// A photo with tags; its item is `Photo:<id>`.
struct DemoPhoto: IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Photo"
    static let defaultQuery = DemoQuery<DemoPhoto>(all: DemoCommand.photos)
    static var typeIdentifier: String { "Photo" }

    let id: String
    @Property(title: "Caption", indexingKey: \.title) var caption = ""
    @Property(indexingKey: \.textContent) var details = ""
    @Property(title: "Tags", indexingKey: \.keywords) var tags: [DemoTag] = []
    @Property(indexingKey: \.rankingHint) var rankingHint: Double? = nil

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: caption) }

    var attributeSet: SearchableItemAttributeSet {
        var attributes = defaultAttributeSet
        attributes.contentType = .image
        return attributes
    }
}

/// Finds demo entities in a fixed list.
struct DemoQuery<Entity: AppEntity>: EntityQuery where Entity.ID == String {
    let all: [Entity]

    func entities(for identifiers: [String]) async throws -> [Entity] {
        all.filter { identifiers.contains($0.id) }
    }
}

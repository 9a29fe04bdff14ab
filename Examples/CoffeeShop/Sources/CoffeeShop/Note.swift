import Searchlight

/// A barista's note. Its tags are entities too; their names are indexed as keywords, the way
/// Core Data apps index a tag relationship.
struct Note: IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
    static let defaultQuery = ShopQuery<Note>(all: { Shop.sample.notes })

    let id: String
    @Property(title: "Heading", indexingKey: \.title) var heading = ""
    @Property(title: "Text", indexingKey: \.textContent) var text = ""
    @Property(title: "Tags", indexingKey: \.keywords) var tags: [Tag] = []
    @Property(title: "Pinned") var isPinned = false

    /// The first words, indexed through `computedProperties` because wrappers cannot wrap a
    /// computed property.
    var summary: String { text.split(separator: " ").prefix(6).joined(separator: " ") }

    static let computedProperties: [ComputedProperty<Note>] = [
        ComputedProperty(\.summary, title: "Summary", indexingKey: \.contentDescription)
    ]

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: heading) }
}

/// A tag shared by notes and photos.
struct Tag: IndexedEntity, Hashable {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Tag"
    static let defaultQuery = ShopQuery<Tag>(all: { Shop.sample.tags })

    let id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: id) }
}

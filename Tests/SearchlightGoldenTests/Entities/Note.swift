import Foundation
import Searchlight

// A note with tags that are entities of their own, like Core Data's tag relationship.
struct Note: IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
    static let defaultQuery = GoldenQuery<Note>()

    let id: UUID
    @Property(indexingKey: \.textContent) var body = "Grind finer for espresso"
    @Property(indexingKey: \.keywords) var tags: [Tag] = [Tag(id: "coffee"), Tag(id: "how-to")]
    @Property(indexingKey: \.authorNames) var author: Tag? = Tag(id: "barista")
    @Property(indexingKey: \.identifier) var reference = UUID(
        uuidString: "6F1C1E52-3C52-4E8A-9F36-0E1C0C7A0001")!
    @Property(indexingKey: \.path) var link = URL(string: "https://example.com/notes/1")!
    @Property(indexingKey: \.url) var page: URL? = URL(string: "https://example.com/page")
    @Property(title: "Pinned") var isPinned = true
    @Property var draft = false

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "Note", subtitle: body) }
}

struct Tag: IndexedEntity, Hashable {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Tag"
    static let defaultQuery = GoldenQuery<Tag>()
    let id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "#" + id) }
}

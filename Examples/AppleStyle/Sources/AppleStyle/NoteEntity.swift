#if canImport(CoreSpotlight)
    import AppIntents
    import CoreSpotlight
#else
    import SearchlightCompat
#endif

/// A note, indexed through App Intents: properties mapped with `@Property`, no initial values,
/// set in the initializer, and computed ones with `@ComputedProperty`.
struct NoteEntity: IndexedEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(
        name: "Note",
        numericFormat: "\(placeholder: .int) notes"
    )
    static let defaultQuery = NoteQuery()

    let id: UUID

    @Property(title: "Title", indexingKey: \.title)
    var title: String

    @Property(
        title: LocalizedStringResource("Body", comment: "The text of a note"), indexingKey: \.textContent)
    var body: String

    @Property(indexingKey: \.keywords)
    var tags: [String]

    @Property(title: "Created", indexingKey: \.contentCreationDate)
    var created: Date

    @Property(customIndexingKey: CSCustomAttributeKey(keyName: "com_example_notes_wordCount")!)
    var wordCount: Int

    @Property(identifier: "folder", title: "Folder")
    var folder: String?

    @Property(title: "Kind", indexingKey: \.contentType)
    var kind: String

    @Property(title: "Reading time", indexingKey: \.duration)
    var readingTime: Duration

    @ComputedProperty(title: "Headline", indexingKey: \.headline)
    var headline: String { "\(title) (\(tags.count) tags)" }

    @ComputedProperty(customIndexingKey: CSCustomAttributeKey(keyName: "com_example_notes_tagCount")!)
    var tagCount: Int { tags.count }

    @ComputedProperty
    var isShort: Bool { wordCount < 10 }

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: "\(title)",
            subtitle: "\(folder ?? "No folder")",
            image: .init(systemName: "note.text"),
            synonyms: ["memo"]
        )
    }

    var attributeSet: CSSearchableItemAttributeSet {
        let set = defaultAttributeSet
        set.keywords = tags + ["note"]
        set.rankingHint = NSNumber(value: 50)
        return set
    }

    init(id: UUID = UUID(), title: String, body: String, tags: [String], created: Date, folder: String?) {
        self.id = id
        self.title = title
        self.body = body
        self.tags = tags
        self.created = created
        self.wordCount = body.split(separator: " ").count
        self.folder = folder
        self.kind = "com.example.note"
        self.readingTime = .seconds(body.split(separator: " ").count * 2)
    }
}

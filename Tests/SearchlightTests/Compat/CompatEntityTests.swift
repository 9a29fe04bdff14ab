import SearchlightCompat
import Testing

/// A note as an Apple-platform app declares it: properties without initial values set in a
/// hand-written init, a Core Spotlight attribute set built from `defaultAttributeSet`.
struct CompatNote: IndexedEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(
        name: LocalizedStringResource("Note"), numericFormat: "\(placeholder: .int) notes")
    static let defaultQuery = CompatNoteQuery()

    let id: String
    @Property(identifier: "heading", title: "Title", indexingKey: \.title)
    var title: String
    @Property(
        identifier: "body", title: LocalizedStringResource("Body", comment: "The note's text"),
        indexingKey: \.textContent)
    var body: String
    @Property(indexingKey: \.pageCount)
    var pages: Int
    @Property(indexingKey: \.contentType)
    var kind: String
    @Property(title: "Summary", indexingKey: \.comment)
    var summary: String?
    @Property(title: "Folder")
    var folder: String?

    init(id: String, title: String, body: String, pages: Int) {
        self.id = id
        self.title = title
        self.body = body
        self.pages = pages
        self.kind = "com.example.note"
    }

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: "\(title)", subtitle: "\(pages) pages",
            image: .init(url: URL(fileURLWithPath: "/tmp/note.png")),
            synonyms: ["memo", "jotting"])
    }

    var attributeSet: CSSearchableItemAttributeSet {
        let set = defaultAttributeSet
        set.keywords = ["compat", "notebook"]
        set.rankingHint = NSNumber(value: 50)
        return set
    }
}

/// An entity whose initializer assigns its property wrapper, as some apps do.
struct CompatRepository: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Repository"
    static let defaultQuery = CompatRepositoryQuery()

    let id: String
    @Property var owner: String

    init(id: String, owner: String) {
        self.id = id
        _owner = EntityProperty(title: "Owner")
        self.owner = owner
    }

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

struct CompatRepositoryQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [CompatRepository] { [] }
}

struct CompatNoteQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [CompatNote] {
        identifiers.map { CompatNote(id: $0, title: "Note \($0)", body: "", pages: 1) }
    }
}

/// An entity with a URL of its own, as AWSary's services declare it.
struct CompatService: IndexedEntity, URLRepresentableEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Service"
    static let defaultQuery = CompatServiceQuery()
    static var urlRepresentation: URLRepresentation { "awsary://service/\(.id)?from=spotlight" }

    let id: String
    @Property(title: "Name", indexingKey: \.title) var name: String
    var linked: URL?

    init(id: String, name: String, linked: URL? = nil) {
        self.id = id
        self.name = name
        self.linked = linked
    }

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

    var attributeSet: CSSearchableItemAttributeSet {
        let set = defaultAttributeSet
        if let linked { set.contentURL = linked }
        return set
    }
}

struct CompatServiceQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [CompatService] { [] }
}

/// An entity whose attribute set is made afresh, with keywords only, as apps write it, beside
/// properties with indexing keys.
struct CompatStation: IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Station"
    static let defaultQuery = CompatStationQuery()

    let id: String
    var name: String
    @Property(title: "Call sign", indexingKey: \.displayName) var callSign = ""
    @Property(title: "Band", customIndexingKey: CSCustomAttributeKey(keyName: "band")!) var band = ""

    init(id: String, name: String, callSign: String = "", band: String = "") {
        self.id = id
        self.name = name
        self.callSign = callSign
        self.band = band
    }

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

    var attributeSet: CSSearchableItemAttributeSet {
        let set = CSSearchableItemAttributeSet()
        set.keywords = ["radio", "station"]
        return set
    }
}

struct CompatStationQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [CompatStation] { [] }
}

/// A type every entity of which is kept out of search results.
struct CompatSecret: IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Secret"
    static let defaultQuery = CompatSecretQuery()
    static let hideInSpotlight = true

    let id: Int
    @Property(indexingKey: \.keywords) var tags: [String] = ["classified"]

    var displayRepresentation: DisplayRepresentation { "Secret \(id)" }
}

struct CompatSecretQuery: EntityQuery {
    func entities(for identifiers: [Int]) async throws -> [CompatSecret] {
        identifiers.map { CompatSecret(id: $0) }
    }
}

/// A type whose entities hide one by one, with the native attribute set.
struct CompatPin: IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Pin"
    static let defaultQuery = CompatPinQuery()

    let id: String
    var isArchived = false
    @Property(indexingKey: \.contentType) var type = "com.example.pin"
    @Property(indexingKey: \.contentTypeTree) var conformances = ["com.example.pin", "public.image"]

    var hideInSpotlight: Bool { isArchived }
    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "Pin \(id)", image: .init(systemName: "pin"))
    }

    var attributeSet: SearchableItemAttributeSet {
        var attributes = defaultAttributeSet
        attributes.keywords = ["pinned"]
        return attributes
    }
}

struct CompatPinQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [CompatPin] {
        identifiers.map { CompatPin(id: $0) }
    }
}

/// A type that declares its content type tree before its content type.
struct CompatRecipe: IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Recipe"
    static let defaultQuery = CompatRecipeQuery()

    let id: String
    @Property(indexingKey: \.contentTypeTree) var conformances = ["com.example.recipe", "public.text"]
    @Property(indexingKey: \.contentType) var type = "com.example.recipe"

    var displayRepresentation: DisplayRepresentation { "Recipe \(id)" }
}

struct CompatRecipeQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [CompatRecipe] {
        identifiers.map { CompatRecipe(id: $0) }
    }
}

/// A bill whose properties name their attributes with Apple's class as the key path's root, as
/// MoneyMap's entities do.
struct CompatBill: IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Bill"
    static let defaultQuery = CompatBillQuery()

    let id: String
    @Property(title: "Payee", indexingKey: \CSSearchableItemAttributeSet.title)
    var payee: String
    @Property(title: "Due Date", indexingKey: \CSSearchableItemAttributeSet.startDate)
    var dueDate: Date?
    @Property(title: "Notes", indexingKey: \CSSearchableItemAttributeSet.contentDescription)
    var notes: String?
    @Property(indexingKey: \CSSearchableItemAttributeSet.keywords)
    var tags: [String] = ["bill"]
    @Property(indexingKey: \CSSearchableItemAttributeSet.contentType)
    var kind: String = "com.example.bill"

    init(id: String, payee: String, dueDate: Date?, notes: String?) {
        self.id = id
        self.payee = payee
        self.dueDate = dueDate
        self.notes = notes
    }

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(payee)") }
}

struct CompatBillQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [CompatBill] { [] }
}

@Suite struct CompatEntityTests {
    @Test func keyPathsRootedInApplesClassMapTheirAttributes() async throws {
        let due = Date(timeIntervalSinceReferenceDate: 800_000_000)
        let rent = CompatBill(id: "rent", payee: "Landlord", dueDate: due, notes: "paid by transfer")
        let water = CompatBill(id: "water", payee: "City water", dueDate: nil, notes: nil)
        #expect(rent.$dueDate.attributeKey == .startDate)
        #expect(rent.$notes.attributeKey == .contentDescription)
        #expect(rent.$kind.attributeKey == .contentType)
        #expect(rent.$payee.title == "Payee")

        let index = makeCompatIndex()
        try await index.indexAppEntities([rent, water])
        let found = try await compatSearch(#"startDate == "*""#, in: index)
        #expect(found.map(\.uniqueIdentifier) == ["CompatBill:rent"])
        let attributes = try #require(found.first?.attributeSet)
        #expect(attributes.title == "Landlord")
        #expect(attributes.startDate == due)
        #expect(attributes.contentDescription == "paid by transfer")
        #expect(attributes.keywords == ["bill"])
        #expect(attributes.contentType == "com.example.bill")
        // The bill without notes or a due date left those attributes as they were: absent.
        let other = try #require(
            try await compatSearch(#"title == "City water""#, in: index).first?.attributeSet)
        #expect(other.startDate == nil && other.contentDescription == nil)
    }

    @Test func aCoreSpotlightAttributeSetOverrideIsIndexedWithTheMappedProperties() async throws {
        let note = CompatNote(id: "n1", title: "Trip to Kyoto", body: "Temples and gardens", pages: 3)
        // The attribute set's type decides what defaultAttributeSet is.
        let set: CSSearchableItemAttributeSet = note.defaultAttributeSet
        #expect(set.keywords == nil)
        #expect(note.attributeSet.keywords == ["compat", "notebook"])

        let index = makeCompatIndex()
        try await index.indexAppEntities([note], priority: 4)
        let found = try await compatSearch(#"keywords == "compat" && keywords == "notebook""#, in: index)
        #expect(found.map(\.uniqueIdentifier) == ["CompatNote:n1"])
        let attributes = try #require(found.first?.attributeSet)
        #expect(attributes.title == "Trip to Kyoto")
        #expect(attributes.textContent == "Temples and gardens")
        #expect(attributes.pageCount?.intValue == 3)
        #expect(attributes.contentType == "com.example.note")
        #expect(attributes.rankingHint?.intValue == 50)
        #expect(attributes.contentDescription == "3 pages")
        #expect(attributes.alternateNames == ["memo", "jotting"])
        #expect(attributes.thumbnailURL == URL(fileURLWithPath: "/tmp/note.png"))
        // The never-set optional wrote nothing.
        #expect(attributes.comment == nil)

        let native = try #require(
            try await index.searchableIndex.searchableItems(withIdentifiers: ["CompatNote:n1"]).first)
        #expect(native.associatedEntity?.typeIdentifier == "CompatNote")
        #expect(native.associatedEntity?.identifier == "n1")
        #expect(native.associatedEntity?.priority == 4)

        // Synonyms and mapped text are searchable; the mapped content type is queryable.
        #expect(try await compatIdentifiers(#"alternateNames == "memo""#, in: index) == ["CompatNote:n1"])
        #expect(
            try await compatIdentifiers(#"contentType == "com.example.note""#, in: index) == ["CompatNote:n1"]
        )
        #expect(try await search("jotting", in: index.searchableIndex) == ["CompatNote:n1"])
        #expect(try await search("temples", in: index.searchableIndex) == ["CompatNote:n1"])
    }

    /// Apps assign the wrapper itself as `EntityProperty`, Apple's name for the type behind it.
    @Test func aURLRepresentableEntityIsIndexedWithItsURL() async throws {
        let index = makeCompatIndex()
        try await index.indexAppEntities([
            CompatService(id: "ec2", name: "Compute"), CompatService(id: "s3/glacier", name: "Archive"),
            CompatService(id: "own", name: "Linked", linked: URL(string: "https://example.com/own")),
        ])
        let items = try await compatSearch(#"title == "*""#, in: index)
        let urls = Dictionary(
            uniqueKeysWithValues: items.map { ($0.attributeSet.title ?? "", $0.attributeSet.contentURL) })
        #expect(urls["Compute"] == URL(string: "awsary://service/ec2?from=spotlight"))
        // An identifier's `/` stays in its path segment.
        #expect(urls["Archive"] == URL(string: "awsary://service/s3%2Fglacier?from=spotlight"))
        // The attribute set's own URL wins.
        #expect(urls["Linked"] == URL(string: "https://example.com/own"))
        #expect(CompatService(id: "x", name: "").url == URL(string: "awsary://service/x?from=spotlight"))
    }

    /// A URL template takes an entity's property values by key path, as podcast apps share an
    /// episode (`\(\.$feedURL)`), each value encoded for its place in the URL.
    @Test func aURLTemplateTakesPropertyValuesByKeyPath() {
        struct Episode: AppEntity, URLRepresentableEntity {
            static let typeDisplayRepresentation: TypeDisplayRepresentation = "Episode"
            static let defaultQuery = Query()
            static var urlRepresentation: URLRepresentation {
                "https://example.com/share?url=\(\.$feedURL)&guid=\(\.$guid)&n=\(\.number)&id=\(.id)"
            }
            let id: String
            @Property(title: "Feed URL") var feedURL: URL
            @Property(title: "GUID") var guid: String
            var number: Int?
            var displayRepresentation: DisplayRepresentation { "\(id)" }
            struct Query: EntityQuery {
                func entities(for identifiers: [String]) async throws -> [Episode] { [] }
            }
        }
        var episode = Episode(id: "e 1")
        episode.feedURL = URL(string: "https://feeds.example.com/show?a=1")!
        episode.guid = "x&y"
        episode.number = 7
        #expect(
            episode.url?.absoluteString
                == "https://example.com/share?url=https:%2F%2Ffeeds.example.com%2Fshow%3Fa%3D1&guid=x%26y&n=7&id=e%201"
        )
    }

    /// An attribute set made afresh augments the entity's properties with indexing keys, as
    /// App Intents documents `attributeSet`: it still shows the entity by its display
    /// representation's title and holds the mapped values; a value the set has wins.
    @Test func aFreshAttributeSetStillShowsTheEntitysNameAndMappedProperties() async throws {
        let index = makeCompatIndex()
        let station = CompatStation(id: "wxyc", name: "WXYC Chapel Hill", callSign: "WXYC", band: "FM")
        try await index.indexAppEntities([station])
        let items = try await compatSearch(
            "chapel", in: index, fetching: ["title", "keywords", "displayName"])
        #expect(items.map(\.attributeSet.title) == ["WXYC Chapel Hill"])
        #expect(items.first?.attributeSet.keywords == ["radio", "station"])
        #expect(items.first?.attributeSet.displayName == "WXYC")
        #expect(try await compatSearch("radio", in: index).count == 1)
        #expect(
            try await compatIdentifiers("band == \"FM\"", in: index) == [
                EntityIdentifier(for: station).description
            ])
        let item = CSSearchableItem(appEntity: station)
        #expect(item.attributeSet.displayName == "WXYC")
        #expect(item.attributeSet.keywords == ["radio", "station"])
    }

    @Test func aRelatedItemBelongsToItsEntityByIdentifier() async throws {
        let index = makeCompatIndex()
        let note = CompatNote(id: "n1", title: "Trip", body: "", pages: 1)
        let attachment = makeCompatItem("n1-photo", title: "Beach photo")
        attachment.relatedAppEntityIdentifier = EntityIdentifier(for: note)
        #expect(attachment.attributeSet.relatedAppEntityIdentifier == EntityIdentifier(for: note))
        let unrelated = makeCompatItem("other", title: "Other photo")
        try await index.indexAppEntities([note])
        try await index.indexSearchableItems([attachment, unrelated])

        // Deleting the entity's items takes the attachment with it, and nothing else.
        try await index.deleteAppEntities(identifiedBy: ["n1"], ofType: CompatNote.self)
        #expect(try await allIdentifiers(index.searchableIndex) == ["other"])
        attachment.relatedAppEntityIdentifier = nil
        #expect(attachment.relatedAppEntityIdentifier == nil)
    }

    @Test func aWrapperAssignedAsEntityPropertyKeepsItsTitle() {
        let repository = CompatRepository(id: "searchlight", owner: "team")
        #expect(repository.$owner.title == "Owner")
        #expect(repository.owner == "team")
    }

    @Test func propertiesWithoutInitialValuesAreSetByTheInitializer() {
        let note = CompatNote(id: "n2", title: "Groceries", body: "Milk", pages: 1)
        #expect(note.title == "Groceries")
        #expect(note.body == "Milk")
        #expect(note.pages == 1)
        #expect(note.summary == nil)
        #expect(note.folder == nil)
        #expect(note.$title.identifier == "heading")
        #expect(note.$title.title == "Title")
        #expect(note.$body.title == "Body")
        #expect(note.$body.attributeKey == .textContent)
        #expect(note.$summary.attributeKey == .comment)
        #expect(note.$folder.attributeKey == nil)
        #expect(note.$folder.title == "Folder")

        #expect(note.attributeSet.comment == nil)
        // A property is set through a `let`, and copies share it, as App Intents' properties (a
        // class) are and do.
        let edited = note
        edited.summary = "Weekly"
        #expect(edited.summary == "Weekly")
        #expect(edited.attributeSet.comment == "Weekly")
        #expect(note.summary == "Weekly")
    }

    @Test func aStaticallyHiddenTypeIsIndexedCountedAndFetchableButNeverFound() async throws {
        let index = makeCompatIndex()
        try await index.indexAppEntities([CompatSecret(id: 1), CompatSecret(id: 2)])
        index.indexSearchableItems(
            [makeCompatItem("visible", keywords: ["classified"])], completionHandler: nil)
        await CSSearchableIndex.waitForPendingWork()

        #expect(try await compatIdentifiers(#"keywords == "classified""#, in: index) == ["visible"])
        #expect(try await search("classified", in: index.searchableIndex) == ["visible"])
        #expect(try await index.searchableIndex.itemCount() == 3)
        let fetched = try await index.searchableIndex.searchableItems(withIdentifiers: ["CompatSecret:1"])
        #expect(fetched.map(\.uniqueIdentifier) == ["CompatSecret:1"])
        #expect(fetched.first?.associatedEntity?.isHidden == true)
    }

    @Test func anInstanceCanHideItselfAndMapsContentTypeTree() async throws {
        let index = makeCompatIndex()
        try await index.indexAppEntities([
            CompatPin(id: "shown"), CompatPin(id: "archived", isArchived: true),
        ])
        #expect(try await compatIdentifiers(#"keywords == "pinned""#, in: index) == ["CompatPin:shown"])
        #expect(try await index.searchableIndex.itemCount() == 2)

        let pin = try #require(try await compatSearch(#"keywords == "pinned""#, in: index).first)
        #expect(pin.attributeSet.contentType == "com.example.pin")
        #expect(pin.attributeSet.contentTypeTree == ["com.example.pin", "public.image"])
        #expect(pin.attributeSet.thumbnailURL == nil && pin.attributeSet.thumbnailData == nil)
        #expect(
            try await compatIdentifiers(#"contentTypeTree == "public.image""#, in: index) == [
                "CompatPin:shown"
            ])
    }

    @Test func theContentTypeTreeIsKeptWhicheverPropertyComesFirst() async throws {
        let attributes = CompatRecipe(id: "r1").attributeSet
        #expect(attributes.contentType.identifier == "com.example.recipe")
        #expect(attributes.contentTypeTree == ["com.example.recipe", "public.text"])
        #expect(attributes.contentType.conforms(to: .text))

        let index = makeCompatIndex()
        try await index.indexAppEntities([CompatRecipe(id: "r1")])
        #expect(
            try await compatIdentifiers(#"contentTypeTree == "public.text""#, in: index) == [
                "CompatRecipe:r1"
            ])
    }

    @Test func associatingAnAttributeSetWithAnEntityLinksTheItem() async throws {
        let index = makeCompatIndex()
        let linked = CSSearchableItemAttributeSet(contentType: .text)
        linked.title = "Linked text"
        linked.associateAppEntity(CompatPin(id: "p1"), priority: 7)
        let hidden = CSSearchableItemAttributeSet(contentType: .text)
        hidden.title = "Linked text too"
        hidden.associateAppEntity(CompatSecret(id: 9))
        var native = SearchableItemAttributeSet(contentType: .text)
        native.title = "Linked native"
        native.associateAppEntity(CompatPin(id: "p2"), priority: 2)
        try await index.indexSearchableItems([
            CSSearchableItem(uniqueIdentifier: "own", domainIdentifier: nil, attributeSet: linked),
            CSSearchableItem(uniqueIdentifier: "secret", domainIdentifier: nil, attributeSet: hidden),
            CSSearchableItem(SearchableItem(uniqueIdentifier: "native", attributeSet: native)),
        ])
        let items = try await index.searchableIndex.searchableItems(withIdentifiers: [
            "own", "secret", "native",
        ])
        #expect(items.map(\.uniqueIdentifier) == ["own", "secret", "native"])
        #expect(
            items[0].associatedEntity
                == EntityAssociation(
                    typeIdentifier: "CompatPin", identifier: "p1", priority: 7, isHidden: false))
        #expect(items[1].associatedEntity?.isHidden == true)
        #expect(items[2].associatedEntity?.identifier == "p2")
        #expect(items[2].associatedEntity?.priority == 2)
        #expect(try await compatIdentifiers(#"title == "Linked*""#, in: index) == ["native", "own"])

        // The item's own association wins over its attribute set's.
        let item = CSSearchableItem(uniqueIdentifier: "both", domainIdentifier: nil, attributeSet: linked)
        item.associateAppEntity(CompatPin(id: "p3"), priority: 1)
        #expect(item.searchableItem.associatedEntity?.identifier == "p3")
        let forEntity = CSSearchableItem(appEntity: CompatPin(id: "p4"), priority: 3)
        #expect(forEntity.uniqueIdentifier == "CompatPin:p4")
        #expect(forEntity.searchableItem.associatedEntity?.priority == 3)
    }

    @Test func deletingAppEntitiesThroughTheCompatIndex() async throws {
        let index = makeCompatIndex()
        try await index.indexAppEntities([CompatPin(id: "a"), CompatPin(id: "b")])
        try await index.indexAppEntities([CompatSecret(id: 1)])
        try await index.deleteAppEntities(identifiedBy: ["a"], ofType: CompatPin.self)
        #expect(try await allIdentifiers(index.searchableIndex) == ["CompatPin:b", "CompatSecret:1"])
        try await index.deleteAppEntities(ofType: CompatSecret.self)
        #expect(try await allIdentifiers(index.searchableIndex) == ["CompatPin:b"])
    }
}

#if canImport(CoreSpotlight)
    import AppIntents
    import CoreSpotlight
#else
    import SearchlightCompat
#endif

enum DrinkSize: String, AppEnum {
    case small, medium, large

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
    static let caseDisplayRepresentations: [DrinkSize: DisplayRepresentation] = [
        .small: "Small",
        .medium: "Medium",
        .large: DisplayRepresentation(title: "Large", image: .init(systemName: "cup.and.saucer.fill")),
    ]
}

/// A menu drink: memberwise initializer, initial values, an enumerable query, a type-wide
/// `hideInSpotlight`, an `AttributedString` description, and a key path written with Apple's
/// class as its root.
struct DrinkEntity: IndexedEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: LocalizedStringResource("Drink"))
    static let defaultQuery = DrinkQuery()
    static var hideInSpotlight: Bool { false }

    var id: String
    @Property(title: "Name", indexingKey: \.displayName)
    var name: String = ""
    @Property(title: "Size", indexingKey: \.kind)
    var size: DrinkSize = .medium
    @Property(indexingKey: \.contentDescription)
    var details: AttributedString = AttributedString("")
    @Property(
        customIndexingKey: CSCustomAttributeKey(
            keyName: "com_example_menu_price",
            searchable: true,
            searchableByDefault: false,
            unique: false,
            multiValued: false
        )!)
    var price: Double = 0
    @Property(title: "Origin", indexingKey: \CSSearchableItemAttributeSet.namedLocation)
    var origin: String? = nil

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: LocalizedStringResource(stringLiteral: name), subtitle: "\(size.rawValue)")
    }

    struct DrinkQuery: EnumerableEntityQuery {
        func allEntities() async throws -> [DrinkEntity] { Menu.drinks }
    }
}

enum Menu {
    static let drinks = [
        DrinkEntity(
            id: "flat-white", name: "Flat white", size: .small,
            details: AttributedString("Velvety espresso with steamed milk"), price: 3.5),
        DrinkEntity(
            id: "cold-brew", name: "Cold brew", size: .large,
            details: AttributedString("Steeped overnight"), price: 4.25, origin: "Colombia"),
    ]
}

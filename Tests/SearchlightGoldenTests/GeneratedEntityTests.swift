import Foundation
import Searchlight
import SearchlightCompat
import Testing

/// The checked-in generated code (`Generated/`) compiles with the entities it was generated
/// from, and converts every entity shape exactly as reflection does.
@Suite struct GeneratedEntityTests {
    static let entities: [any IndexedEntity] = [
        Order(id: "o1"), withNote(Order(id: "o2")),
        Note(id: UUID(uuidString: "6F1C1E52-3C52-4E8A-9F36-0E1C0C7A0002")!),
        Tag(id: "espresso"), Photo(id: 7), Shop.Receipt(id: 12), Shop.Receipt.Line(id: "l1"),
        Box(id: 3, content: "anything"), Beverage.espresso, Beverage.cortado, Secret(id: "s"),
        Recipe(id: "r1", name: "Ragù"), Recipe(id: "r2", name: "Pho", servings: 2, cuisine: "Vietnamese"),
        Journal.Entry(id: "j1", body: "Quiet"),
        Journal.Entry(id: "j2", body: "Deadline", mood: .busy, tags: ["work", "late"]),
    ]

    private static func withNote(_ order: Order) -> Order {
        order.note = "no sugar"
        order.status = .ready
        order.due = nil
        return order
    }

    @Test(arguments: 0..<entities.count)
    func generatedAndReflectedAttributeSetsAreEqual(position: Int) {
        let entity = Self.entities[position]
        #expect(entity.defaultAttributeSet.searchableItemAttributeSet == entity.reflectedAttributeSet)
        #expect(
            entity.defaultAttributeSet.searchableItemAttributeSet != entity.displayOnlyAttributeSet
                || entity is Tag)
    }

    @Test(arguments: 0..<entities.count)
    func everyEntityHasGeneratedMetadata(position: Int) {
        #expect(Self.entities[position].metadata != nil)
    }

    @Test func generatedCodeWritesTheMappedValues() throws {
        let order = Order(id: "o1").defaultAttributeSet
        #expect(order.displayName == "Latte")
        #expect(order.keywords == ["extra shot", "oat"])
        #expect(order.fileSize == 2)
        #expect(order.rating == 4)
        #expect(order.kind == "brewing")
        #expect(order.value(forCustomKey: Order.totalKey) == .number(4.5))
        #expect(order.title == "Latte {size 2}")

        let note = Note(id: UUID()).defaultAttributeSet
        #expect(note.keywords == ["#coffee", "#how-to"])
        #expect(note.authorNames == ["#barista"])
        #expect(note.headline == "Grind finer ")
        #expect(note.value(forCustomKey: CustomAttributeKey(keyName: "golden_note_words")!) == .number(4))

        let photo = Photo(id: 1).defaultAttributeSet
        #expect(photo.keywords == ["outdoor", "people"])
        #expect(photo.orientation == 90)
        #expect(photo.primaryRecipients?.first?.displayName == "Ada")

        #expect(Beverage.espresso.defaultAttributeSet.rating == 9)
        #expect(Shop.Receipt(id: 1).defaultAttributeSet.title == "Crème brûlée ☕️")
        #expect(Shop.Receipt.Line(id: "x").defaultAttributeSet.album == "backticked")
    }

    @Test func metadataListsPropertiesTitlesAndKeys() throws {
        let metadata = try #require(Order.generatedMetadata)
        #expect(metadata.typeIdentifier == "Order")
        #expect(metadata.typeName == "Order")
        #expect(
            metadata.properties.map(\.name) == [
                "drink", "extras", "size", "note", "stars", "total", "status", "due",
            ])
        #expect(metadata.properties.first?.title == "Drink")
        #expect(metadata.properties.first?.attributeKey == AttributeKey.displayName)
        #expect(metadata.properties[5].attributeKey == AttributeKey(rawValue: "golden_order_total"))

        let receipt = try #require(Shop.Receipt.generatedMetadata)
        #expect(receipt.typeIdentifier == "ShopReceipt")
        #expect(receipt.typeName == "Shop.Receipt")
        let note = try #require(Note.generatedMetadata)
        #expect(note.properties.filter(\.isComputed).map(\.name) == ["summary", "wordCount"])
        #expect(note.properties.first { $0.name == "isPinned" }?.attributeKey == nil)
    }

    @Test func appleStyleMappingsWriteTheirAttributes() throws {
        let recipe = Recipe(id: "r", name: "Pho", servings: 2, cuisine: "Vietnamese").defaultAttributeSet
        #expect(recipe.title == "Pho")
        #expect(recipe.contentDescription == "Slow-cooked ragù")
        #expect(recipe.duration == 5_400.5)
        #expect(
            recipe.value(forCustomKey: CustomAttributeKey(keyName: "golden_recipe_servings")!) == .number(2))
        #expect(recipe.value(forCustomKey: Recipe.cuisineKey.customAttributeKey) == .string("Vietnamese"))
        #expect(
            recipe.value(forCustomKey: CustomAttributeKey(keyName: "golden_recipe_rest")!) == .number(600))
        #expect(recipe.contentType.identifier == "com.example.recipe")
        #expect(recipe.contentType.tree.starts(with: ["com.example.recipe"]))
        #expect(recipe.contentType.tree.contains("public.text"))

        let plain = Recipe(id: "r", name: "Ragù").defaultAttributeSet
        #expect(plain.value(forCustomKey: Recipe.cuisineKey.customAttributeKey) == nil)
        #expect(plain.value(forCustomKey: CustomAttributeKey(keyName: "golden_recipe_rest")!) == nil)

        let entry = Journal.Entry(id: "j", body: "Deadline", mood: .busy, tags: ["work", "late"])
            .defaultAttributeSet
        #expect(entry.textContent == "Deadline")
        #expect(entry.kind == "busy")
        #expect(entry.keywords == ["late", "work"])
        #expect(Journal.Entry(id: "j", body: "Quiet").defaultAttributeSet.kind == nil)
    }

    @Test func appleStyleMetadataHasPlainTitlesAndContentTypeKeys() throws {
        let recipe = try #require(Recipe.generatedMetadata)
        #expect(
            recipe.properties.map(\.title) == [
                "Name", "Summary", "Servings", nil, "Cooking time", nil, nil, nil, "Notes",
            ])
        #expect(recipe.properties.first { $0.name == "uti" }?.attributeKey == .contentType)
        #expect(recipe.properties.first { $0.name == "conformsTo" }?.attributeKey == .contentTypeTree)
        #expect(
            recipe.properties.first { $0.name == "servings" }?.attributeKey
                == AttributeKey(rawValue: "golden_recipe_servings"))

        let entry = try #require(Journal.Entry.generatedMetadata)
        #expect(entry.typeName == "Journal.Entry")
        #expect(entry.properties.map(\.title) == ["Body", "Mood", nil])
    }

    @MainActor @Test func mainActorEntitiesUseTheirGeneratedCode() throws {
        let isolated = Isolated(id: "i")
        #expect(isolated.defaultAttributeSet.title == "Main")
        #expect(isolated.defaultAttributeSet == isolated.reflectedAttributeSet)
        let model = IsolatedModel()
        #expect(model.defaultAttributeSet.keywords == ["main", "actor"])
        #expect(model.defaultAttributeSet == model.reflectedAttributeSet)
        #expect(try #require(IsolatedModel.generatedMetadata).properties.map(\.name) == ["tags"])
    }

    @Test func hiddenEntitiesAreMarkedHidden() {
        let item = SearchableItem(appEntity: Secret(id: "s"))
        #expect(item.associatedEntity?.isHidden == true)
        #expect(
            item.attributeSet.value(forCustomKey: CustomAttributeKey(keyName: "golden_secret_status")!)
                == .string("ready"))
    }
}

extension IndexedEntity {
    /// The attributes that come from the display representation alone.
    fileprivate var displayOnlyAttributeSet: SearchableItemAttributeSet {
        var attributes = SearchableItemAttributeSet(contentType: .item)
        attributes.title = displayRepresentation.title
        attributes.contentDescription = displayRepresentation.subtitle
        return attributes
    }

    fileprivate var metadata: EntityMetadata? { Self.generatedMetadata }
}

import Foundation
import Searchlight
import Testing

private struct Drink: IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Drink"
    static let defaultQuery = DrinkQuery()
    let id: String
    var name: String
    var note: String?
    var hidden = false

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: name, subtitle: note) }
    var hideInSpotlight: Bool { hidden }
}

private struct DrinkQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [Drink] {
        identifiers.map { Drink(id: $0, name: $0) }
    }

    func entities(matching string: String) async throws -> [Drink] { [Drink(id: string, name: string)] }
}

private struct Receipt: IndexedEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(
        name: "Receipt", numericFormat: "%d receipts")
    static let defaultQuery = ReceiptQuery()
    static var typeIdentifier: String { "shop:Receipt%" }
    let id: UUID
    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "Receipt", image: .url(URL(fileURLWithPath: "/tmp/receipt.png")))
    }
}

private struct ReceiptQuery: EntityQuery {
    func entities(for identifiers: [UUID]) async throws -> [Receipt] { identifiers.map(Receipt.init) }
}

private struct Table: IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Table"
    static let defaultQuery = TableQuery()
    let id: Int
    var displayRepresentation: DisplayRepresentation { "Table \(id)" }
}

private struct TableQuery: EntityQuery {
    func entities(for identifiers: [Int]) async throws -> [Table] { identifiers.map(Table.init) }
}

@Suite struct EntityIdentifierTests {
    @Test func stringFormIsTypeColonIdentifier() {
        #expect(EntityIdentifier(for: Drink(id: "o42", name: "Latte")).description == "Drink:o42")
        #expect(EntityIdentifier(for: Table.self, identifier: 7).description == "Table:7")
        #expect(Drink.typeIdentifier == "Drink")
    }

    @Test(arguments: [
        ("Order", "o42"), ("a:b", "c:d"), ("50%", "x"), ("%3A", ""), ("", "id"), ("Ünïcode", "ひらがな:1"),
    ])
    func stringFormRoundTrips(type: String, identifier: String) throws {
        let original = EntityIdentifier(typeIdentifier: type, identifier: identifier)
        let parsed = try #require(EntityIdentifier(original.description))
        #expect(parsed == original)
    }

    @Test func colonsAndPercentsInTheTypeAreEscaped() {
        #expect(EntityIdentifier(typeIdentifier: "a:b%", identifier: "c:d").description == "a%3Ab%25:c:d")
    }

    @Test(arguments: ["no colon", "bad%zz:x", "trailing%:x", "%3:x"])
    func malformedStringsAreRejected(text: String) {
        #expect(EntityIdentifier(text) == nil)
    }

    @Test func identifierTypesConvertBothWays() throws {
        #expect(Int.entityIdentifier(for: 42.entityIdentifierString) == 42)
        #expect(Int.entityIdentifier(for: "x") == nil)
        let uuid = UUID()
        #expect(UUID.entityIdentifier(for: uuid.entityIdentifierString) == uuid)
        #expect(String.entityIdentifier(for: "abc") == "abc")
    }

    @Test func identifiersAreCodable() throws {
        let identifier = EntityIdentifier(typeIdentifier: "Order", identifier: "o1")
        let data = try JSONEncoder().encode(identifier)
        #expect(try JSONDecoder().decode(EntityIdentifier.self, from: data) == identifier)
    }
}

@Suite struct IndexedEntityTests {
    @Test func defaultAttributeSetComesFromTheDisplayRepresentation() {
        let attributes = Drink(id: "1", name: "Flat white", note: "oat milk").defaultAttributeSet
        #expect(attributes.title == "Flat white")
        #expect(attributes.contentDescription == "oat milk")
        #expect(
            Receipt(id: UUID()).defaultAttributeSet.thumbnailURL == URL(fileURLWithPath: "/tmp/receipt.png"))
        #expect(Table(id: 3).attributeSet.title == "Table 3")
    }

    @Test func anImageWithADisplayStyleIsTheSameImage() {
        let avatar = Data([0x89, 0x50, 0x4E, 0x47])
        #expect(DisplayImage(data: avatar, displayStyle: .circular) == DisplayImage(data: avatar))
        #expect(DisplayImage(systemName: "person", displayStyle: .default) == .systemName("person"))
        let card = DisplayRepresentation(title: "Ada", image: .init(data: avatar, displayStyle: .circular))
        #expect(card.image == .data(avatar))
    }

    @Test func itemForAnEntityUsesItsIdentifierAndAssociation() {
        let item = SearchableItem(appEntity: Drink(id: "o1", name: "Mocha"), priority: 5)
        #expect(item.uniqueIdentifier == "Drink:o1")
        #expect(item.attributeSet.title == "Mocha")
        #expect(
            item.associatedEntity
                == EntityAssociation(typeIdentifier: "Drink", identifier: "o1", priority: 5, isHidden: false))
    }

    @Test func associatingKeepsTheItemsOwnIdentifier() {
        var item = makeItem("custom")
        item.associateAppEntity(Drink(id: "o2", name: "Tea", hidden: true))
        #expect(item.uniqueIdentifier == "custom")
        #expect(item.associatedEntity?.isHidden == true)
        #expect(item.associatedEntity?.priority == 0)
    }

    @Test func customTypeIdentifiersAreEscapedInItemIdentifiers() {
        let receipt = Receipt(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!)
        let item = SearchableItem(appEntity: receipt)
        #expect(item.uniqueIdentifier == "shop%3AReceipt%25:00000000-0000-0000-0000-000000000001")
        #expect(item.associatedEntity?.typeIdentifier == "shop:Receipt%")
    }

    @Test func queriesFindEntities() async throws {
        #expect(try await Drink.defaultQuery.entities(for: ["a"]).map(\.id) == ["a"])
        #expect(try await Drink.defaultQuery.suggestedEntities().isEmpty)
        #expect(try await Drink.defaultQuery.entities(matching: "b").map(\.name) == ["b"])
    }
}

@Suite struct EntityIndexingTests {
    @Test func indexedEntitiesAreSearchableWithTheirAssociation() async throws {
        let index = makeIndex()
        try await index.indexAppEntities(
            [Drink(id: "1", name: "Cortado"), Drink(id: "2", name: "Cortado grande")], priority: 3)
        let results = try await searchItems("cortado", in: index)
        #expect(Set(results.map(\.uniqueIdentifier)) == ["Drink:1", "Drink:2"])
        #expect(
            results.allSatisfy {
                $0.associatedEntity?.priority == 3 && $0.associatedEntity?.typeIdentifier == "Drink"
            })
    }

    @Test func hiddenEntitiesAreStoredButNeverFound() async throws {
        let index = makeIndex()
        try await index.indexAppEntities([
            Drink(id: "1", name: "Secret", hidden: true), Drink(id: "2", name: "Secret"),
        ])
        #expect(try await search("secret", in: index) == ["Drink:2"])
        #expect(try await index.searchableItems(withIdentifiers: ["Drink:1"]).count == 1)
        #expect(try await index.itemCount() == 2)
    }

    @Test func reindexingAnEntityReplacesItsItem() async throws {
        let index = makeIndex()
        try await index.indexAppEntities([Drink(id: "1", name: "Old")])
        try await index.indexAppEntities([Drink(id: "1", name: "New")])
        #expect(try await allIdentifiers(index) == ["Drink:1"])
        #expect(try await search("old", in: index).isEmpty)
    }

    @Test func deletingEntitiesByIdentifierAndByType() async throws {
        let index = makeIndex()
        try await index.indexAppEntities([Drink(id: "1", name: "A"), Drink(id: "2", name: "B")])
        try await index.indexAppEntities([Table(id: 1), Table(id: 2)])
        try await index.deleteAppEntities(identifiedBy: ["1"], ofType: Drink.self)
        #expect(try await allIdentifiers(index) == ["Drink:2", "Table:1", "Table:2"])
        try await index.deleteAppEntities(ofType: Table.self)
        #expect(try await allIdentifiers(index) == ["Drink:2"])
    }

    @Test func expirationDateAppliesToEveryEntity() async throws {
        let index = makeIndex()
        try await index.indexAppEntities([Table(id: 1)], expirationDate: Date(timeIntervalSinceNow: 3600))
        let item = try #require(try await index.searchableItems(withIdentifiers: ["Table:1"]).first)
        #expect(item.expirationDate != nil)
        try await index.indexAppEntities([Table(id: 2)], expirationDate: Date(timeIntervalSinceNow: -1))
        #expect(try await allIdentifiers(index) == ["Table:1"])
    }
}

/// The items a user query returns, in order.
func searchItems(_ text: String, in index: SearchableIndex) async throws -> [SearchableItem] {
    var items: [SearchableItem] = []
    for try await result in UserQuery(
        userQueryString: text, userQueryContext: UserQueryContext(), index: index
    ).results {
        items.append(result.item)
    }
    return items
}

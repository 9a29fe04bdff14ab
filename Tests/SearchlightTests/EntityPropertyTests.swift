import Foundation
@_spi(Generated) import Searchlight
import Testing

private enum Status: String, Sendable { case open, ready }
private enum Level: Int, Sendable {
    case low = 1
    case high = 9
}

private struct Tag: IndexedEntity, Hashable {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Tag"
    static let defaultQuery = TagQuery()
    let id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: id.capitalized) }
}

private struct TagQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [Tag] { identifiers.map(Tag.init) }
}

private struct Everything: IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Everything"
    static let defaultQuery = EverythingQuery()
    static let wordsKey = CustomAttributeKey(keyName: "wordCount")!

    let id: UUID
    @Property(title: "Name", indexingKey: \.displayName) var name = "Thing"
    @Property(indexingKey: \.contentDescription) var note: String? = nil
    @Property(indexingKey: \.path) var location = URL(fileURLWithPath: "/tmp/thing")
    @Property(indexingKey: \.identifier) var uuid = UUID(uuidString: "00000000-0000-0000-0000-0000000000AB")!
    @Property(indexingKey: \.kind) var status = Status.ready
    @Property(indexingKey: \.version) var optionalStatus: Status? = nil
    @Property(indexingKey: \.keywords) var tags: Set<String> = ["b", "a"]
    @Property(indexingKey: \.alternateNames) var aliases = ["x", "y"]
    @Property(indexingKey: \.authorNames) var related = [Tag(id: "swift"), Tag(id: "linux")]
    @Property(indexingKey: \.fileSize) var size = 42
    @Property(indexingKey: \.pageCount) var level = Level.high
    @Property(indexingKey: \.rating) var score = 4
    @Property(indexingKey: \.duration) var length: Double? = 2.5
    @Property(indexingKey: \.userCurated) var curated = false
    @Property(indexingKey: \.dueDate) var due = Date(timeIntervalSinceReferenceDate: 1000)
    @Property(indexingKey: \.contentURL) var link: URL? = URL(string: "https://example.com")
    @Property(customIndexingKey: Everything.wordsKey) var words = 120
    @Property(title: "Shown only") var shown = true
    @Property var plain = "plain"

    var summary: String { "\(name) with \(size) bytes" }
    static let computedProperties: [ComputedProperty<Everything>] = [
        ComputedProperty(\.summary, title: "Summary", indexingKey: \.textContent)
    ]

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "Everything \(name)") }
}

private struct EverythingQuery: EntityQuery {
    func entities(for identifiers: [UUID]) async throws -> [Everything] {
        identifiers.map { Everything(id: $0) }
    }
}

@Suite struct EntityPropertyTests {
    @Test func everyConversionLandsInItsAttribute() {
        let attributes = Everything(id: UUID()).defaultAttributeSet
        #expect(attributes.title == "Everything Thing")
        #expect(attributes.displayName == "Thing")
        #expect(attributes.contentDescription == nil)
        #expect(attributes.path == "file:///tmp/thing")
        #expect(attributes.identifier == "00000000-0000-0000-0000-0000000000AB")
        #expect(attributes.kind == "ready")
        #expect(attributes.version == nil)
        #expect(attributes.keywords == ["a", "b"])
        #expect(attributes.alternateNames == ["x", "y"])
        #expect(attributes.authorNames == ["Swift", "Linux"])
        #expect(attributes.fileSize == 42)
        #expect(attributes.pageCount == 9)
        #expect(attributes.rating == 4)
        #expect(attributes.duration == 2.5)
        #expect(attributes.userCurated == false)
        #expect(attributes.dueDate == Date(timeIntervalSinceReferenceDate: 1000))
        #expect(attributes.contentURL == URL(string: "https://example.com"))
        #expect(attributes.value(forCustomKey: Everything.wordsKey) == .number(120))
        #expect(attributes.textContent == "Thing with 42 bytes")
    }

    /// An entity declared `Codable` synthesizes its conformance as on Apple platforms: each
    /// property encodes as its value, optionals as `null`, and decodes back to the same values.
    @Test func codableEntitiesEncodeTheirPropertiesAsPlainValues() throws {
        struct Token: IndexedEntity, Codable {
            static let typeDisplayRepresentation: TypeDisplayRepresentation = "Token"
            static let defaultQuery = TokenQuery()
            let id: String
            @Property(indexingKey: \.displayName) var name: String
            @Property(indexingKey: \.keywords) var symbols: [String]
            @Property(title: "Decimals") var decimals: Int?
            var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
        }
        struct TokenQuery: EntityQuery {
            func entities(for identifiers: [String]) async throws -> [Token] { [] }
        }
        // Set through a `let`, as App Intents' properties (a class) are, to fill an entity before
        // returning it.
        let token = Token(id: "ton")
        token.name = "Toncoin"
        token.symbols = ["TON", "GRAM"]
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(token), as: UTF8.self)
        #expect(json == #"{"decimals":null,"id":"ton","name":"Toncoin","symbols":["TON","GRAM"]}"#)
        let decoded = try JSONDecoder().decode(Token.self, from: Data(json.utf8))
        #expect(decoded.id == "ton" && decoded.name == "Toncoin" && decoded.symbols == ["TON", "GRAM"])
        #expect(decoded.decimals == nil)
        #expect(token.defaultAttributeSet.displayName == "Toncoin")
    }

    @Test func nilValuesLeaveTheDisplayAttributesAlone() {
        struct Titled: IndexedEntity {
            static let typeDisplayRepresentation: TypeDisplayRepresentation = "Titled"
            static let defaultQuery = TitledQuery()
            let id: Int
            @Property(indexingKey: \.title) var override: String? = nil
            var displayRepresentation: DisplayRepresentation { "Display" }
        }
        struct TitledQuery: EntityQuery {
            func entities(for identifiers: [Int]) async throws -> [Titled] { [] }
        }
        #expect(Titled(id: 1).defaultAttributeSet.title == "Display")
        #expect(Titled(id: 1, override: "Mapped").defaultAttributeSet.title == "Mapped")
    }

    @Test func wrappersReportTheirAttribute() {
        let entity = Everything(id: UUID())
        #expect(entity.$name.attributeKey == AttributeKey.displayName)
        #expect(entity.$name.title == "Name")
        #expect(entity.$words.attributeKey == AttributeKey(rawValue: "wordCount"))
        #expect(entity.$shown.attributeKey == nil)
        #expect(entity.$shown.title == "Shown only")
        #expect(Everything.computedProperties.first?.attributeKey == AttributeKey.textContent)
        #expect(Everything.generatedMetadata == nil)
    }

    @Test func conversionsAreLosslessAndObvious() {
        #expect(AttributeConversion.textList(Set(["b", "a", "c"])) == ["a", "b", "c"])
        #expect(AttributeConversion.text(Status.open) == "open")
        #expect(AttributeConversion.text(Status?.none) == nil)
        #expect(AttributeConversion.integer(Int64.max) == Int.max)
        #expect(AttributeConversion.integer(UInt8(7)) == 7)
        #expect(AttributeConversion.real(Float(0.5)) == 0.5)
        #expect(AttributeConversion.textList(Set([Tag(id: "b"), Tag(id: "a")])) == ["A", "B"])
        #expect(AttributeConversion.textList(Optional(Tag(id: "z"))) == ["Z"])
        #expect(AttributeConversion.custom(Set(["q", "p"])) == .strings(["p", "q"]))
        #expect(AttributeConversion.custom(Level.low) == .number(1))
    }
}

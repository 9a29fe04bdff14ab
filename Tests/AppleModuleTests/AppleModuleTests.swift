// Written as for Apple platforms: the imports are Apple's, unchanged.
import AppIntents
import CoreData
import CoreServices
import CoreSpotlight
import Foundation
import Intents
import MobileCoreServices
import Testing
import UniformTypeIdentifiers

/// A trail, as an app declares it for App Intents.
struct TrailEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Trail"
    static let defaultQuery = TrailQuery()

    let id: String
    let name: String

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

struct TrailQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [TrailEntity] {
        identifiers.map { TrailEntity(id: $0, name: "Trail \($0)") }
    }
}

struct OpenTrailIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Trail"

    @Parameter(title: "Trail")
    var trail: TrailEntity

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        .result(value: trail.name)
    }
}

/// A trail or a place typed by name, one parameter of either type (`@UnionValue`).
@UnionValue
enum TrailOrPlace {
    case trail(TrailEntity)
    case place(String)
}

struct TrailOrPlaceQuery: IntentValueQuery {
    func values(for input: String) async throws -> [TrailOrPlace] {
        [.trail(TrailEntity(id: input, name: "Trail \(input)")), .place(input)]
    }
}

struct ShowTrailOrPlaceIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Trail or Place"

    @Parameter(title: "Trail or place")
    var target: TrailOrPlace

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        let name =
            switch target {
            case .trail(let trail): trail.name
            case .place(let place): place
            }
        return .result(value: name)
    }
}

@Suite struct AppleModuleTests {
    /// Items indexed through `CSSearchableIndex` with the legacy and the `UTType` content types
    /// are found by a `CSSearchQuery`; an intent runs with its entity.
    @Test func codeWithApplesImportsIndexesSearchesAndRunsIntents() async throws {
        let location = FileManager.default.temporaryDirectory
            .appendingPathComponent("apple-modules-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: location) }
        let index = CSSearchableIndex(SearchableIndex(name: "trails", location: location))

        let legacy = CSSearchableItemAttributeSet(itemContentType: kUTTypeText as String)
        legacy.title = "Natural Bridge"
        let modern = CSSearchableItemAttributeSet(contentType: UTType.text)
        modern.title = "Natural Arch"
        try await index.indexSearchableItems([
            CSSearchableItem(uniqueIdentifier: "bridge", domainIdentifier: "trails", attributeSet: legacy),
            CSSearchableItem(uniqueIdentifier: "arch", domainIdentifier: "trails", attributeSet: modern),
        ])

        let context = CSSearchQueryContext()
        context.fetchAttributes = ["title"]
        let query = CSSearchQuery(
            queryString: #"title == "Natural*"c"#, queryContext: context, index: index.searchableIndex)
        var titles: [String] = []
        for try await result in query.results { titles.append(result.item.attributeSet.title ?? "") }
        #expect(titles.sorted() == ["Natural Arch", "Natural Bridge"])

        let intent = OpenTrailIntent()
        intent.trail = try #require(try await TrailEntity.defaultQuery.entities(for: ["7"]).first)
        #expect(try await intent.perform().value == "Trail 7")

        let either = ShowTrailOrPlaceIntent()
        either.target = try #require(try await TrailOrPlaceQuery().values(for: "9").first)
        #expect(try await either.perform().value == "Trail 9")
        either.target = .place("Moab")
        #expect(try await either.perform().value == "Moab")
    }

    /// A query fetching names Core Spotlight's Objective-C interface uses (`URL`) or no attribute
    /// at all (`thumbnail data`), as a debugging tool lists every item with, finds the items as
    /// there, and `URL` is the item's address in the query string too.
    @Test func aQueryFetchingObjectiveCAndUnknownNamesFindsTheItems() async throws {
        let location = FileManager.default.temporaryDirectory
            .appendingPathComponent("apple-modules-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: location) }
        let index = CSSearchableIndex(SearchableIndex(name: "tabs", location: location))
        let attributes = CSSearchableItemAttributeSet(contentType: UTType.url)
        attributes.title = "Swift Forums"
        attributes.url = URL(string: "https://forums.swift.org")
        try await index.indexSearchableItems([
            CSSearchableItem(uniqueIdentifier: "tab", domainIdentifier: "tabs", attributeSet: attributes)
        ])
        let context = CSSearchQueryContext()
        context.fetchAttributes = ["title", "URL", "thumbnail data", "domainIdentifier"]
        for queryString in ["title == *", #"URL == "https://forums*""#] {
            let query = CSSearchQuery(
                queryString: queryString, queryContext: context, index: index.searchableIndex)
            var found: [(String?, URL?)] = []
            for try await result in query.results {
                found.append((result.item.attributeSet.title, result.item.attributeSet.url))
            }
            #expect(found.map(\.0) == ["Swift Forums"], "\(queryString)")
            #expect(found.map(\.1) == [URL(string: "https://forums.swift.org")], "\(queryString)")
        }
    }

    /// A messaging app's donation of a received message, as SiriKit takes it, and its deletion
    /// with the conversation.
    @Test func aMessageInteractionIsDonatedAndDeletedWithItsConversation() async throws {
        let handle = INPersonHandle(value: "ada@example.com", type: .emailAddress)
        var name = PersonNameComponents()
        name.givenName = "Ada"
        let sender = INPerson(
            personHandle: handle, nameComponents: name, displayName: nil, image: INImage(named: "ada"),
            contactIdentifier: nil, customIdentifier: "user-7")
        let message = INSendMessageIntent(
            recipients: nil, outgoingMessageType: .outgoingMessageText, content: "Lunch?",
            speakableGroupName: INSpeakableString(spokenPhrase: "Climbing"), conversationIdentifier: "chat-1",
            serviceName: nil, sender: sender, attachments: nil)
        message.setImage(INImage(named: "group"), forParameterNamed: \.speakableGroupName)
        let metadata = INSendMessageIntentDonationMetadata()
        metadata.recipientCount = 3
        message.donationMetadata = metadata
        let interaction = INInteraction(intent: message, response: nil)
        interaction.groupIdentifier = "chat-1"
        interaction.direction = .incoming
        try await interaction.donate()
        let other = INInteraction(
            intent: INStartAudioCallIntent(destinationType: .normal, contacts: [sender]), response: nil)
        other.donate { _ in }
        let donated = INInteraction.donatedInteractions.filter { $0 === interaction || $0 === other }
        #expect(donated.count == 2)
        #expect(sender.displayName == "Ada" && message.identifier == interaction.identifier)
        #expect(message.image(forParameterNamed: \.speakableGroupName)?.imageName == "group")
        try await INInteraction.delete(with: "chat-1")
        #expect(!INInteraction.donatedInteractions.contains { $0 === interaction })
        #expect(INInteraction.donatedInteractions.contains { $0 === other })
        INInteraction.delete(with: [other.identifier]) { _ in }
        #expect(!INInteraction.donatedInteractions.contains { $0 === other })
    }

    /// A block shared with Apple platforms behind `canImport` is built here too.
    @Test func canImportBlocksAreBuilt() {
        #if canImport(CoreSpotlight) && canImport(AppIntents)
            let built = true
        #else
            let built = false
        #endif
        #expect(built)
    }
}

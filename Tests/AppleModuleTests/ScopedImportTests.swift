// Written as an app does that imports single declarations of App Intents: the summary, sorting
// and options builders are found inside the intent, the query and the provider, as Apple
// declares them there.
import Foundation
import Testing

import protocol AppIntents.AppEntity
import protocol AppIntents.AppEnum
import protocol AppIntents.AppIntent
import struct AppIntents.DisplayRepresentation
import protocol AppIntents.DynamicOptionsProvider
import protocol AppIntents.EntityPropertyQuery
import class AppIntents.EqualToComparator
import protocol AppIntents.IntentResult
import protocol AppIntents.ParameterSummary
import struct AppIntents.TypeDisplayRepresentation

enum ShelfMode: String, AppEnum {
    case unread, all
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Shelf")
    static let caseDisplayRepresentations: [ShelfMode: DisplayRepresentation] = [
        .unread: "Unread", .all: "All",
    ]
}

struct ShelfBook: AppEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Book")
    static let defaultQuery = ShelfBookQuery()
    let id: String
    @Property(title: "Title") var title: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }

    init(id: String, title: String) {
        self.id = id
        self.title = title
    }
}

struct ShelfBookQuery: EntityPropertyQuery {
    static let books = [ShelfBook(id: "1", title: "Dune"), ShelfBook(id: "2", title: "Emma")]
    func entities(for identifiers: [String]) async throws -> [ShelfBook] {
        Self.books.filter { identifiers.contains($0.id) }
    }
    func suggestedEntities() async throws -> [ShelfBook] { Self.books }
    static var properties: QueryProperties {
        QueryProperties { Property(\ShelfBook.$title) { EqualToComparator { $0 } } }
    }
    static var sortingOptions: SortingOptions { SortingOptions { SortableBy(\ShelfBook.$title) } }
    func entities(
        matching comparators: [String], mode: ComparatorMode, sortedBy: [Sort<ShelfBook>], limit: Int?
    )
        async throws -> [ShelfBook]
    { Self.books.filter { comparators.contains($0.title) } }
}

struct OpenShelfIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Shelf"
    @Parameter(title: "Shelf") var mode: ShelfMode
    static var parameterSummary: some ParameterSummary {
        Switch(\.$mode) {
            Case(.unread) { Summary("Open the unread \(\.$mode)") }
            DefaultCase { Summary("Open \(\.$mode)") }
        }
    }
    func perform() async throws -> some IntentResult { .result() }
}

struct ConfirmShelfIntent: AppIntent {
    static let title: LocalizedStringResource = "Confirm Shelf"
    @Parameter(title: "Shelf") var mode: ShelfMode
    static var parameterSummary: some ParameterSummary {
        When(\.$mode, .equalTo, ShelfMode.all) {
            Summary("Every book")
        } otherwise: {
            Summary("Some books")
        }
    }
    func perform() async throws -> some IntentResult { .result() }
}

struct ShelfTitlesProvider: DynamicOptionsProvider {
    func results() async throws -> ItemCollection<String> {
        ItemCollection {
            ItemSection("Recent") {
                "Dune"
                "Emma"
            }
        }
    }
}

@Suite struct ScopedImportTests {
    @Test func buildersAreFoundInsideTheTypesThatUseThem() async throws {
        let unread = OpenShelfIntent()
        unread.mode = .unread
        #expect(OpenShelfIntent.parameterSummary.summary(for: unread).text == "Open the unread ${Shelf}")
        let all = OpenShelfIntent()
        all.mode = .all
        #expect(OpenShelfIntent.parameterSummary.summary(for: all).text == "Open ${Shelf}")
        let every = ConfirmShelfIntent()
        every.mode = .all
        #expect(ConfirmShelfIntent.parameterSummary.summary(for: every).text == "Every book")
        #expect(ShelfBookQuery.sortingOptions.options.count == 1)
        let titles = try await ShelfTitlesProvider().results()
        #expect(titles.sections.count == 1)
        #expect(titles.sections.first?.items.map(\.value) == ["Dune", "Emma"])
    }
}

import SearchlightCompat
import Testing

/// Opens a note, as an app declares the intent Spotlight runs for a found entity.
struct OpenCompatNoteIntent: OpenIntent {
    static let title: LocalizedStringResource = "Open Note"
    static let openAppWhenRun = true

    @Parameter(title: "Note", requestValueDialog: "Which note?")
    var target: CompatNote

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Opened \(target.title)")
    }
}

/// Returns a value, with defaults, an optional and a range, as App Intents code writes them.
struct CountCompatNotesIntent: AppIntent {
    static let title: LocalizedStringResource = "Count Notes"
    static let description = IntentDescription(
        "Counts long notes", categoryName: "Notes", searchKeywords: ["count"], resultValueName: "Count")
    static let supportedModes: IntentModes = [.background, .foreground(.dynamic)]

    @Parameter(title: "Notes")
    var notes: [CompatNote]
    @Parameter(title: "Minimum pages", default: 2, inclusiveRange: (0, 1000))
    var minimumPages: Int
    @Parameter(title: "Folder")
    var folder: String?

    func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
        let count = notes.filter { $0.pages >= minimumPages && (folder == nil || $0.folder == folder) }.count
        return .result(value: count, dialog: "\(count) long notes")
    }
}

/// Files a note, with a parameter summary as Shortcuts shows it.
struct FileCompatNoteIntent: AppIntent {
    static let title: LocalizedStringResource = "File Note"
    @Parameter(title: "Note") var note: CompatNote
    @Parameter(title: "Folder", default: "Inbox") var folder: String
    @Parameter(title: "Pinned", default: false) var pinned: Bool

    static var parameterSummary: some ParameterSummary {
        Summary("File \(\.$note) in \(\.$folder)") {
            \.$pinned
        }
    }

    func perform() async throws -> some IntentResult & ReturnsValue<String> { .result(value: folder) }
}

struct CompatNoteShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OpenCompatNoteIntent(), phrases: ["Open \(\.$target) in \(.applicationName)"],
            shortTitle: "Open Note", systemImageName: "note.text")
        AppShortcut(intent: FileCompatNoteIntent(), phrases: ["File a note with \(.applicationName)"])
    }
    static let shortcutTileColor: ShortcutTileColor = .teal
}

/// Shows the app's results for what was typed in the system's search.
struct SearchCompatNotesIntent: ShowInAppSearchResultsIntent {
    static let title: LocalizedStringResource = "Search Notes"
    static let searchScopes: [StringSearchScope] = [.general]
    @Parameter(title: "Criteria") var criteria: StringSearchCriteria
    @Parameter(title: "Index") var index: SearchableIndexBox?

    func perform() async throws -> some IntentResult & ReturnsValue<[String]> {
        guard let index = index?.index else { throw $index.needsValueError("Which index?") }
        var found: [String] = []
        let query = CSUserQuery(
            userQueryString: criteria.term, userQueryContext: CSUserQueryContext(), index: index)
        for try await result in query.results { found.append(result.id) }
        return .result(value: found)
    }
}

struct SearchableIndexBox: Sendable {
    let index: SearchableIndex
}

/// Shows a note's page, and gives up the App Intents way when the note has no address.
struct ShowCompatNoteIntent: AppIntent, TargetContentProvidingIntent {
    static let title: LocalizedStringResource = "Show Note"
    @Parameter(title: "Note") var note: CompatNote

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        guard !note.title.isEmpty, let url = URL(string: "notes://note/\(note.id)") else {
            throw AppIntentError.restartPerform
        }
        return .result(value: url.absoluteString)
    }
}

@Suite struct CompatIntentTests {
    static let notes = [
        CompatNote(id: "a", title: "Trip plan", body: "", pages: 3),
        CompatNote(id: "b", title: "Groceries", body: "", pages: 1),
    ]

    @Test func anIntentRunsWithTheParametersItWasGiven() async throws {
        let count = CountCompatNotesIntent()
        #expect(!count.$notes.hasValue)
        #expect(count.minimumPages == 2, "the default")
        #expect(count.$minimumPages.inclusiveRange?.upper == 1000)
        #expect(count.folder == nil, "an optional parameter never set")
        count.notes = Self.notes
        let result = try await count.perform()
        #expect(result.value == 1)
        #expect(result.dialog?.fullText.defaultValue == "1 long notes")
        count.minimumPages = 0
        #expect(try await count.perform().value == 2)
        #expect(CountCompatNotesIntent.description.categoryName?.defaultValue == "Notes")
        #expect(CountCompatNotesIntent.description.resultValueName?.defaultValue == "Count")
        #expect(CountCompatNotesIntent.supportedModes == [.background, .foreground(.dynamic)])
        #expect(!CountCompatNotesIntent.supportedModes.contains(.foreground(.immediate)))
        #expect(!CountCompatNotesIntent.openAppWhenRun)
    }

    @Test func intentsThrowAppIntentErrorsAndNameTheContentTheyShow() async throws {
        let intent = ShowCompatNoteIntent()
        #expect(intent.contentIdentifier == "ShowCompatNoteIntent")
        intent.note = CompatNote(id: "n1", title: "", body: "", pages: 1)
        await #expect(throws: AppIntentError.restartPerform) { try await intent.perform() }
        intent.note = CompatNote(id: "n1", title: "Plans", body: "", pages: 1)
        #expect(try await intent.perform().value == "notes://note/n1")
        #expect(AppIntentError.Unrecoverable.entityNotFound != AppIntentError.restartPerform)
        #expect("\(AppIntentError.UserActionRequired.signin)" == "user action required: sign in")
    }

    @Test func anOpenIntentTakesTheEntityItOpens() async throws {
        let open = OpenCompatNoteIntent()
        open.target = Self.notes[0]
        #expect(try await open.perform().dialog?.fullText.defaultValue == "Opened Trip plan")
        #expect(open.$target.title.defaultValue == "Note")
        #expect(open.$target.requestValueDialog?.fullText.defaultValue == "Which note?")
        #expect(OpenCompatNoteIntent.openAppWhenRun)
        #expect(OpenCompatNoteIntent.title.defaultValue == "Open Note")
        #expect(OpenCompatNoteIntent.description.descriptionText.defaultValue.isEmpty)
    }

    @Test func summariesAndShortcutPhrasesNameTheParametersByTitle() async throws {
        #expect(FileCompatNoteIntent.parameterSummary.text == "File ${Note} in ${Folder}")
        #expect(FileCompatNoteIntent.parameterSummary.listedParameters == ["Pinned"])
        #expect(OpenCompatNoteIntent.parameterSummary.text.isEmpty, "no summary declared")
        let shortcuts = CompatNoteShortcuts.appShortcuts
        #expect(
            shortcuts.map(\.phrases) == [
                ["Open ${Note} in ${applicationName}"], ["File a note with ${applicationName}"],
            ])
        #expect(shortcuts.map(\.shortTitle?.defaultValue) == ["Open Note", nil])
        #expect(CompatNoteShortcuts.shortcutTileColor == .teal)
        let filed = try await (shortcuts[1].intent as? FileCompatNoteIntent)?.perform()
        #expect(filed?.value == "Inbox")
    }

    @Test func anInAppSearchIntentSearchesWithWhatWasTyped() async throws {
        let search = SearchCompatNotesIntent()
        search.criteria = StringSearchCriteria(term: "trip pl")
        await #expect(throws: IntentParameterError.self) { try await search.perform() }
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("trip", title: "Trip plan"), makeItem("other", title: "Groceries"),
        ])
        search.index = SearchableIndexBox(index: index)
        #expect(try await search.perform().value == ["trip"])
        #expect(SearchCompatNotesIntent.searchScopes == [.general])
    }
}

import Foundation
import SearchlightCompat
import Synchronization
import Testing

/// Books a trip, with the parameter options, confirmation names and results App Intents offers
/// beyond the basics.
struct CompatBookTripIntent: AppIntent, DeprecatedAppIntent {
    static let title: LocalizedStringResource = "Book Trip"
    static var deprecation: IntentDeprecation<CompatTripSnippetIntent> {
        IntentDeprecation(message: "Use the trip snippet", replacedBy: CompatTripSnippetIntent.self)
    }

    @Parameter(
        title: "Code", inputOptions: .init(keyboardType: .asciiCapable, capitalizationType: .allCharacters))
    var code: String?

    @Parameter(title: "Travellers", size: 3)
    var travellers: [String]?

    @Parameter(title: "Day", kind: .date)
    var day: Date?

    @Parameter(title: "Budget", currencyCodes: ["EUR", "CHF"])
    var budget: IntentCurrencyAmount?

    @Parameter(title: "Length", defaultValue: 90, defaultUnit: .minutes, supportsNegativeNumbers: false)
    var length: Measurement<UnitDuration>

    @Parameter(title: "Account", query: CompatSavingsQuery())
    var account: CompatAccount?

    func perform() async throws -> some IntentResult & ShowsSnippetIntent {
        try await requestConfirmation(
            conditions: [.lowConfidenceSource],
            actionName: .custom(
                acceptLabel: "Book it", acceptAlternatives: ["Yes"], denyLabel: "Not now",
                denyAlternatives: []),
            dialog: "Book for \(length.value, specifier: "%.1f") minutes?")
        CompatTripSnippetIntent.reload()
        return .result(dialog: "Booked", snippetIntent: CompatTripSnippetIntent())
    }
}

/// The snippet a booking shows.
struct CompatTripSnippetIntent: SnippetIntent {
    static let title: LocalizedStringResource = "Trip"
    func perform() async throws -> some IntentResult & ShowsSnippetView { .result(view: "trip") }
}

/// Hides the work trips while a Focus is on.
struct CompatWorkFocusFilter: SetFocusFilterIntent {
    static let title: LocalizedStringResource = "Work trips"
    @Parameter(title: "Show work trips", default: true) var showsWork: Bool
    var displayRepresentation: DisplayRepresentation { "Work trips" }
    func perform() async throws -> some IntentResult { .result() }
}

/// The app's tabs, each with a URL.
enum CompatTab: String, AppEnum, URLRepresentableEnum {
    case trips, saved
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Tab"
    static let caseDisplayRepresentations: [CompatTab: DisplayRepresentation] = [
        .trips: "Trips", .saved: "Saved",
    ]
    static var urlRepresentation: URLRepresentation { "travel://tabs/\(.rawValue)" }
}

/// A provider that lists no shortcuts yet, and the phrases that must not run them.
struct CompatQuietShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] { [] }
    static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrases {
            "Stop \(.applicationName)"
            "Cancel my trip"
        }
    }
}

/// A value made for one run, with no identifier of its own.
struct CompatClipping: TransientAppEntity, AppValue {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Clipping"
    @Property(title: "Text") var text: String?
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: text ?? "") }
    init() {}
}

/// Opens the camera with the app's last filter.
struct CompatCaptureIntent: CameraCaptureIntent {
    struct AppContext: Codable, Sendable, Equatable { var filter: String }
    static let title: LocalizedStringResource = "Capture"
    func perform() async throws -> some IntentResult { .result() }
}

/// Opens the app on a URL, returning a result type of its own that declares only its value.
struct CompatOpenLinkIntent: AppIntent, OpensIntent {
    static let title: LocalizedStringResource = "Open Link"
    var value: Never?
    func perform() async throws -> CompatOpenLinkIntent { self }
}

/// A widget configuration whose relevance the app reports.
struct CompatTripWidgetIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Next trip"
}

/// Pauses a hike; what the Action button runs once a hike has started.
struct CompatPauseHikeIntent: AppIntent {
    static let title: LocalizedStringResource = "Pause Hike"
    func perform() async throws -> some IntentResult { .result() }
}

/// Starts a hike and hands the Action button the intent that pauses it.
struct CompatStartHikeIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Hike"
    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(actionButtonIntent: CompatPauseHikeIntent(), dialog: "Hike started")
    }
}

/// Suggests the spending accounts: a plain entity query, offered as a parameter's options.
struct CompatSpendingQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [CompatAccount] {
        CompatAccount.all.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [CompatAccount] { CompatAccount.all.filter { !$0.isSaving } }
}

/// Writes a note, asking for its text when none was given, and offers the spending accounts to
/// pay from; then asks which way to file it.
struct CompatWriteNoteIntent: AppIntent {
    static let title: LocalizedStringResource = "Write Note"

    @Parameter(title: "Text") var text: String?
    @Parameter(title: "Pay from", optionsProvider: CompatSpendingQuery()) var payFrom: CompatAccount?

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        let text: String = if let text { text } else { try await $text.requestValue("What should it say?") }
        let archive = Option(title: "Archive", style: .default)
        let chosen = try await requestChoice(between: [archive, .cancel])
        return .result(value: "\(chosen.title.defaultValue): \(text)")
    }
}

/// Sends money from an account, which a recipient query depends on.
struct CompatSendMoneyIntent: AppIntent {
    static let title: LocalizedStringResource = "Send Money"
    @Parameter(title: "Sender") var sender: CompatAccount?
    func perform() async throws -> some IntentResult { .result() }
}

/// Suggests every account but the sender of the money being sent.
struct CompatRecipientQuery: EntityQuery {
    @IntentParameterDependency<CompatSendMoneyIntent>(\.$sender) var sending

    func entities(for identifiers: [String]) async throws -> [CompatAccount] { [] }

    func suggestedEntities() async throws -> [CompatAccount] {
        guard let sending else { return CompatAccount.all }
        let senderID: String = sending.sender.id
        return CompatAccount.all.filter { $0.id != senderID }
    }
}

/// A label that says it is localizable text, as an entity on Apple platforms may.
struct CompatLabel: AppEntity, CustomLocalizedStringResourceConvertible {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Label"
    static let defaultQuery = CompatLabelQuery()
    let id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: id.capitalized) }
}

/// Finds labels by name.
struct CompatLabelQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [CompatLabel] {
        identifiers.map(CompatLabel.init)
    }
}

/// An intent kept for old shortcuts, replaced by another.
struct CompatOldTripIntent: DeprecatedAppIntent {
    static let title: LocalizedStringResource = "Old Trip"
    static var deprecation: IntentDeprecation<CompatBookTripIntent> {
        IntentDeprecation(replacedBy: CompatBookTripIntent.self)
    }
    func perform() async throws -> some IntentResult { .result() }
}

/// An intent kept for old shortcuts that nothing replaces.
struct CompatOlderTripIntent: DeprecatedAppIntent {
    static let title: LocalizedStringResource = "Older Trip"
    static let deprecation: IntentDeprecation = .init(message: "Trips are booked in the app now.")
    func perform() async throws -> some IntentResult { .result() }
}

/// The app's settings: one entity storing nothing, with the identifier and representation the
/// protocol gives it.
struct CompatSettingsEntity: UniqueAppEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Settings")
    static let defaultQuery = UniqueAppEntityProvider<Self>()
    var units: String { "metric" }
}

/// A trail, tagged and named in several languages.
struct CompatTrail: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Trail"
    static let defaultQuery = CompatTrailQuery()
    let id: String
    @Property(title: "Tags") var tags: [String]?
    @Property(title: "Names") var names: [String]

    init(id: String, tags: [String]?, names: [String]) {
        self.id = id
        self.tags = tags
        self.names = names
    }

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: id) }
}

/// Finds trails by the tags and names their lists contain.
struct CompatTrailQuery: EntityPropertyQuery {
    typealias Test = (CompatTrail) -> Bool

    static var properties: EntityQueryProperties<CompatTrail, Test> {
        EntityQueryProperties {
            Property(\CompatTrail.$tags) { ContainsComparator { tag in { $0.tags?.contains(tag) == true } } }
            Property(\CompatTrail.$names) { ContainsComparator { name in { $0.names.contains(name) } } }
        }
    }

    static var sortingOptions: SortingOptions { SortingOptions { SortableBy(\CompatTrail.$names) } }

    func entities(for identifiers: [String]) async throws -> [CompatTrail] { [] }

    func entities(
        matching comparators: [Test], mode: ComparatorMode, sortedBy: [EntityQuerySort<CompatTrail>],
        limit: Int?
    ) async throws -> [CompatTrail] { [] }
}

/// Shows a trail's page: the system brings the scene forward, so the intent performs nothing.
struct CompatShowTrailIntent: AppIntent, TargetContentProvidingIntent {
    static let title: LocalizedStringResource = "Show Trail"
    static let supportedModes: IntentModes = .foreground
}

/// Finds tickets once the person confirms the search the snippet shows.
struct CompatFindTicketsIntent: AppIntent {
    static let title: LocalizedStringResource = "Find Tickets"
    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        try await requestConfirmation(actionName: .search, snippetIntent: CompatTripSnippetIntent())
        let seats = try await requestConfirmation(
            actionName: .book, dialog: "How many seats?", snippetIntent: CompatSeatsSnippetIntent())
        return .result(value: seats)
    }
}

/// A snippet where the person picks a number of seats; two unless they change it.
struct CompatSeatsSnippetIntent: SnippetIntent {
    static let title: LocalizedStringResource = "Seats"
    func perform() async throws -> some IntentResult & ReturnsValue<Int> & ShowsSnippetView {
        .result(value: 2, view: "seats")
    }
}

/// The kinds of hike a workout starts.
enum CompatHikeStyle: String, AppEnum {
    case day, trail
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Hike"
    static let caseDisplayRepresentations: [CompatHikeStyle: DisplayRepresentation] = [
        .day: "Day hike", .trail: "Trail run",
    ]
}

/// Starts a hike of a style, offering both styles, and hands the Action button the pause.
struct CompatStartHikeWorkoutIntent: StartWorkoutIntent {
    static let title: LocalizedStringResource = "Start Hike"
    static let suggestedWorkouts: [CompatStartHikeWorkoutIntent] = [.init(style: .day), .init(style: .trail)]
    @Parameter(title: "Style") var workoutStyle: CompatHikeStyle
    var displayRepresentation: DisplayRepresentation { workoutStyle.displayRepresentation }
    func perform() async throws -> some IntentResult {
        .result(actionButtonIntent: CompatPauseHikeWorkoutIntent())
    }
}

/// Pauses the hike under way.
struct CompatPauseHikeWorkoutIntent: PauseWorkoutIntent {
    static let title: LocalizedStringResource = "Pause Hike"
    func perform() async throws -> some IntentResult {
        .result(actionButtonIntent: CompatResumeHikeWorkoutIntent())
    }
}

/// Resumes the paused hike.
struct CompatResumeHikeWorkoutIntent: ResumeWorkoutIntent {
    static let title: LocalizedStringResource = "Resume Hike"
    func perform() async throws -> some IntentResult {
        .result(actionButtonIntent: CompatPauseHikeWorkoutIntent())
    }
}

@Suite struct CompatAppIntentsSurfaceTests {
    @Test func parameterOptionsAreKeptOnTheParameter() {
        let intent = CompatBookTripIntent()
        #expect(intent.$code.inputOptions?.keyboardType == .asciiCapable)
        #expect(intent.$code.inputOptions?.capitalizationType == .allCharacters)
        #expect(intent.$code.inputOptions?.autocorrect == true, "App Intents' default")
        #expect(intent.$travellers.collectionSize == IntentCollectionSize(min: 1, max: 3))
        #expect(intent.$day.dateKind == .date)
        #expect(intent.$budget.currencyCodes == ["EUR", "CHF"])
        #expect(intent.length == Measurement(value: 90, unit: UnitDuration.minutes))
        #expect(!intent.$length.supportsNegativeNumbers)
        #expect(CompatBookTripIntent.deprecation.message.defaultValue == "Use the trip snippet")
    }

    @Test func aCustomConfirmationIsAskedAndASnippetResultSaysItsDialog() async throws {
        let intent = CompatBookTripIntent()
        #expect(!intent.systemContext.currentMode.canContinueInForeground)
        await #expect(throws: AppIntentError.UserActionRequired.confirmation) {
            _ = try await intent.perform()
        }
        // Confirms only the dialog the intent should ask with, values formatted in.
        let responder = IntentRequestResponder(
            confirm: { dialog in dialog?.fullText.defaultValue == "Book for 90.0 minutes?" },
            choose: { _, _ in 0 })
        let result = try await IntentRequestResponder.$current.withValue(responder) {
            try await intent.perform()
        }
        #expect((result as? IntentResultContainer<Never>)?.dialog?.fullText.defaultValue == "Booked")
        #expect(ConfirmationActionName.open != ConfirmationActionName.create)
    }

    @Test func aFocusFilterEnumURLsShortcutPhrasesAndRelevance() async throws {
        let filter = try await CompatWorkFocusFilter.current
        #expect(filter.showsWork)
        #expect(filter.appContext.notificationFilterPredicate == nil)
        #expect(
            await CompatWorkFocusFilter.suggestedFocusFilters(for: FocusFilterSuggestionContext()).isEmpty)

        #expect(CompatTab.saved.url?.absoluteString == "travel://tabs/saved")

        #expect(CompatQuietShortcuts.appShortcuts.isEmpty)
        #expect(
            CompatQuietShortcuts.negativePhrases.phrases == ["Stop ${applicationName}", "Cancel my trip"])

        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let manager = RelevantIntentManager()
        try await manager.updateRelevantIntents([
            RelevantIntent(
                CompatTripWidgetIntent(), widgetKind: "trip", relevance: .date(from: start, to: start))
        ])
        #expect(manager.relevantIntents.map { $0.widgetKind } == ["trip"])
        #expect(manager.relevantIntents.first?.relevance == .date(from: start, to: start))
    }

    @Test func localizedTextTakesABundleAndFormattedValues() {
        let title = LocalizedStringResource("trip.title", defaultValue: "Trips", table: "Main", bundle: .main)
        #expect(title.defaultValue == "Trips")
        let described = LocalizedStringResource("Plans", bundle: Bundle.main)
        #expect(described.defaultValue == "Plans")
        let count = 7
        let dialog: IntentDialog =
            "You have \(count, format: .number) trips, \(0.5, specifier: "%.2f") booked"
        #expect(dialog.fullText.defaultValue == "You have 7 trips, 0.50 booked")
        // A representation's name and title are resolved text here; a dialog takes them as App
        // Intents' dialog takes its resources.
        let named = IntentDialog(TypeDisplayRepresentation(name: "Container").name)
        #expect(named.fullText.defaultValue == "Container")
        #expect(IntentDialog(DisplayRepresentation(title: "Paris").title).fullText.defaultValue == "Paris")
        let running = IntentDialog(full: "The container is running", systemImageName: "play.circle")
        #expect(running.fullText.defaultValue == "The container is running" && running.supportingText == nil)
        let stopped = IntentDialog(
            full: "The container stopped", supporting: "Stopped", systemImageName: "stop")
        #expect(stopped.supportingText?.defaultValue == "Stopped")
        let placeholder: IntentDialog = IntentDialog("\(count) trips")
        #expect(placeholder.fullText.key == "%lld trips")
        #expect(
            DisplayRepresentation.Image(url: URL(string: "https://example.com/a.png")!, width: 64, height: 64)
                == .url(URL(string: "https://example.com/a.png")!))
    }

    @Test func typeIdentifiersThroughTheOlderFunctionsAndURLs() throws {
        #expect(UTType.dng.conforms(to: .rawImage))
        #expect(UTType(filenameExtension: "tar") == .tarArchive)
        #expect(UTType(filenameExtension: "heics") == .heics)
        // Apple's declarations, as an editor deciding what is plain text reads them.
        #expect(UTType.yaml.tags[.filenameExtension] == ["yaml", "yml"])
        #expect(UTType.yaml.preferredFilenameExtension == "yaml")
        // `.m4a` and `.m4v` have types of their own, conforming to the MPEG-4 ones.
        #expect(UTType(filenameExtension: "m4a")?.identifier == "com.apple.m4a-audio")
        #expect(UTType(filenameExtension: "m4a")?.conforms(to: .mpeg4Audio) == true)
        #expect(UTType(mimeType: "audio/x-m4a")?.identifier == "com.apple.m4a-audio")
        #expect(UTType(filenameExtension: "m4v")?.identifier == "com.apple.m4v-video")
        #expect(UTType(filenameExtension: "mp4") == .mpeg4Movie)
        #expect(UTType(filenameExtension: "mp4", conformingTo: .audio) == .mpeg4Audio)
        #expect(UTType.mpeg4Audio.preferredFilenameExtension == "mp4")
        // A tag class prints and encodes as its identifier.
        #expect(UTTagClass.filenameExtension.description == "public.filename-extension")
        let encoded = try JSONEncoder().encode([UTTagClass.mimeType])
        #expect(String(decoding: encoded, as: UTF8.self) == #"["public.mime-type"]"#)
        #expect(try JSONDecoder().decode([UTTagClass].self, from: encoded) == [.mimeType])
        #expect(UTType.svg.tags[.filenameExtension] == ["svg", "svgz"])
        #expect(UTType(filenameExtension: "SVGZ") == .svg && UTType.svg.conforms(to: .text))
        #expect(UTType.propertyList.tags[.filenameExtension] == ["plist"])
        #expect(UTType(filenameExtension: "plist") == .propertyList)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("type-\(UUID()).md")
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(try file.resourceValues(forKeys: [.contentTypeKey, .nameKey]).contentType == .markdown)
        #expect(try file.resourceValues(forKeys: [.contentTypeKey]).contentType == nil)
        let pdf = UTTypeCreatePreferredIdentifierForTag(kUTTagClassFilenameExtension, "pdf" as CFString, nil)
        #expect(pdf?.takeRetainedValue() == "com.adobe.pdf")
        let mime = UTTypeCopyPreferredTagWithClass("public.jpeg" as CFString, kUTTagClassMIMEType)
        #expect(mime?.takeRetainedValue() as String? == "image/jpeg")
        #expect(UTTypeConformsTo("public.jpeg" as CFString, kUTTypeImage as CFString))
        #expect(!UTTypeConformsTo("public.plain-text" as CFString, kUTTypeImage as CFString))
        // The rest of the C API older type helpers wrap (a vendored SwiftUTI).
        let extensions = UTTypeCopyAllTagsWithClass("public.jpeg" as CFString, kUTTagClassFilenameExtension)
        #expect(extensions?.takeRetainedValue() as? [String] == ["jpeg", "jpg", "jpe"])
        #expect(UTTypeCopyAllTagsWithClass("public.folder" as CFString, kUTTagClassMIMEType) == nil)
        let jpegs = UTTypeCreateAllIdentifiersForTag(kUTTagClassMIMEType, "image/jpeg" as CFString, nil)
        #expect(jpegs?.takeRetainedValue().first == "public.jpeg")
        let unknown = UTTypeCreateAllIdentifiersForTag(kUTTagClassFilenameExtension, "xyz9" as CFString, nil)
        let dynamic = try #require(unknown?.takeRetainedValue().first)
        #expect(UTTypeIsDynamic(dynamic as CFString) && !UTTypeIsDeclared(dynamic as CFString))
        #expect(UTTypeIsDeclared(kUTTypeJavaSource as CFString) == (UTType(kUTTypeJavaSource) != nil))
        let declaration = try #require(UTTypeCopyDeclaration(kUTTypePDF as CFString)?.takeRetainedValue())
        #expect(declaration["UTTypeIdentifier"] as? String == "com.adobe.pdf")
        #expect(
            (declaration["UTTypeTagSpecification"] as? [String: [String]])?["public.filename-extension"] == [
                "pdf"
            ])
        #expect(UTTypeCopyDeclaringBundleURL(kUTTypePDF as CFString) == nil)
        #expect([kUTType3DContent, kUTTypeCPlusPlusHeader, kUTTypeAliasRecord].allSatisfy { !$0.isEmpty })
        let folder = URL(fileURLWithPath: "/tmp/reports")
        #expect(folder.appendingPathComponent("march", conformingTo: .pdf).lastPathComponent == "march.pdf")
        #expect(
            folder.appendingPathComponent("march.pdf", conformingTo: .pdf).lastPathComponent == "march.pdf")
        #expect(folder.appendingPathExtension(for: .json).lastPathComponent == "reports.json")
    }

    @Test func storeDescriptionKeepsPragmasAndTheNotificationHasItsImportedName() {
        let description = NSPersistentStoreDescription(url: URL(fileURLWithPath: "/tmp/notes.sqlite"))
        description.setValue("WAL" as NSString, forPragmaNamed: "journal_mode")
        description.isReadOnly = true
        description.cloudKitContainerOptions = NSPersistentCloudKitContainerOptions(
            containerIdentifier: "iCloud.com.example.notes")
        #expect(description.sqlitePragmas["journal_mode"] == "WAL" as NSString)
        #expect(description.cloudKitContainerOptions?.containerIdentifier == "iCloud.com.example.notes")
        #expect(
            Notification.Name.NSCoreDataCoreSpotlightDelegateIndexDidUpdate
                == NSCoreDataCoreSpotlightDelegate.indexDidUpdateNotification)
        #expect(NSMergePolicy.mergeByPropertyObjectTrump == NSMergeByPropertyObjectTrumpMergePolicy)
        #expect(NSMergePolicy(merge: .rollbackMergePolicyType) == NSMergePolicy.rollback)
        #expect(NSMergePolicy.error != NSMergePolicy.overwrite)
        #expect(
            Notification.Name.NSPersistentStoreRemoteChange.rawValue
                == "NSPersistentStoreRemoteChangeNotification")
    }

    @Test func aFileIsHandedOverOnDiskAndACopyIsRemoved() async throws {
        let file = IntentFile(data: Data("boarding pass".utf8), filename: "pass.txt", type: .plainText)
        #expect(file.availableContentTypes == [.plainText])
        var seen: URL?
        let text = try await file.withFile(contentType: .plainText) { url, openedInPlace in
            seen = url
            #expect(!openedInPlace)
            return try String(contentsOf: url, encoding: .utf8)
        }
        #expect(text == "boarding pass")
        #expect(seen.map { FileManager.default.fileExists(atPath: $0.path) } == false, "the copy is removed")
        let onDisk = FileManager.default.temporaryDirectory.appendingPathComponent(
            "compat-\(UUID().uuidString).txt")
        try Data("ticket".utf8).write(to: onDisk)
        defer { try? FileManager.default.removeItem(at: onDisk) }
        let (url, inPlace) = try await IntentFile(fileURL: onDisk).file(contentType: .plainText)
        #expect(url == onDisk && inPlace)
        try await IntentFile(fileURL: onDisk).withFile(contentType: .plainText) { url, inPlace in
            #expect(url != onDisk && !inPlace, "not opened in place unless allowed")
        }
        #expect(FileManager.default.fileExists(atPath: onDisk.path), "the original stays")
    }

    @Test func donationsAreDeletedByTheEntityTheirIntentHolds() async throws {
        let manager = IntentDonationManager()
        let rainy = CompatBookTripIntent()
        rainy.account = CompatAccount.all[1]
        let trip = CompatBookTripIntent()
        trip.account = CompatAccount.all[2]
        let rainyDonation = manager.donate(intent: rainy)
        let kept = manager.donate(intent: trip)
        let deleted = try await manager.deleteDonations(
            matching: .entityIdentifier(EntityIdentifier(for: CompatAccount.all[1])))
        #expect(deleted == [rainyDonation], "the identifiers of the donations deleted")
        #expect(manager.donations.map(\.identifier) == [kept])
        try await manager.deleteDonations(matching: .donationIdentifier(kept))
        #expect(manager.donations.isEmpty)
        // Any of several entities.
        let first = manager.donate(intent: rainy)
        manager.donate(intent: trip)
        let both = try await manager.deleteDonations(
            matching: .entityIdentifiers([
                EntityIdentifier(for: CompatAccount.all[2]), EntityIdentifier(for: CompatAccount.all[0]),
            ]))
        #expect(both.count == 1 && manager.donations.map(\.identifier) == [first])
    }

    /// Entities suggested for a context replace the ones before, and stay until removed, from
    /// that context or from all of them.
    @Test func relevantEntitiesAreDonatedPerContextUntilRemoved() async throws {
        let relevant = RelevantEntities()
        let nowPlaying = AppEntityContext.audio(.nowPlaying)
        let accounts = CompatAccount.all
        try await relevant.updateEntities([accounts[0], accounts[1]], for: nowPlaying)
        #expect(relevant.entities(for: nowPlaying) == accounts.prefix(2).map { EntityIdentifier(for: $0) })
        try await relevant.updateEntities([accounts[2], accounts[1]], for: nowPlaying)
        #expect(
            relevant.entities(for: nowPlaying)
                == [accounts[2], accounts[1]].map { EntityIdentifier(for: $0) })
        try await relevant.removeEntities([accounts[1]])
        #expect(relevant.entities(for: nowPlaying) == [EntityIdentifier(for: accounts[2])])
        try await relevant.removeEntities([accounts[2]], from: nowPlaying)
        #expect(relevant.entities(for: nowPlaying).isEmpty)
        try await relevant.updateEntities([accounts[0]], for: nowPlaying)
        try await relevant.removeAllEntities(for: nowPlaying)
        #expect(relevant.entities(for: nowPlaying).isEmpty)
        try await RelevantEntities.shared.removeAllEntities()
    }

    /// Where an intent or query may run is declared as App Intents declares it, and any process
    /// unless it says.
    @Test func executionTargetsAreDeclaredAsAppIntentsDeclaresThem() {
        struct MainOnly: AppIntent {
            static let title: LocalizedStringResource = "Main only"
            static var allowedExecutionTargets: ExecutionTargets { [.main] }
            func perform() async throws -> some IntentResult { .result() }
        }
        func targets<Intent: AppIntent>(_: Intent.Type) -> IntentExecutionTargets {
            Intent.allowedExecutionTargets
        }
        #expect(targets(MainOnly.self) == .main)
        #expect(targets(CompatBookTripIntent.self) == [.main, .appIntentsExtension, .widgetKitExtension])
        #expect(CompatServiceQuery.allowedExecutionTargets.contains(.widgetKitExtension))
    }

    /// An open intent that is URL-representable and opens a URL-representable entity needs no
    /// `perform()`: the result opens the entity's URL next.
    @Test func aURLRepresentableOpenIntentOpensItsTargetsURL() async throws {
        struct OpenService: OpenIntent, URLRepresentableIntent {
            static let title: LocalizedStringResource = "Open Service"
            @Parameter(title: "Service") var target: CompatService
        }
        let intent = OpenService()
        intent.target = CompatService(id: "ec2", name: "Compute")
        let result = try await intent.perform()
        let opened = (result as? IntentResultContainer<Never>)?.opensIntent as? OpenURLIntent
        #expect(opened?.url == URL(string: "awsary://service/ec2?from=spotlight"))
    }

    @Test func aPersonNamedWholeWithALabelledHandle() {
        let person = IntentPerson(
            identifier: .applicationDefined("ann"), name: .displayName("Ann Lee"),
            handle: IntentPerson.Handle(emailAddress: "ann@example.com", label: .work),
            aliases: [.init(phoneNumber: "+1 415 555 0134", label: .mobile)])
        #expect(person.displayName == "Ann Lee")
        #expect(person.handle?.type == .emailAddress)
        #expect(person.handle?.label == "work")
        #expect(person.aliases.first?.type == .phoneNumber)
        var parts = PersonNameComponents()
        parts.givenName = "Ann"
        parts.familyName = "Lee"
        #expect(
            IntentPerson(identifier: .contact("c1"), name: .components(parts), handle: nil).displayName
                == "Ann Lee")
    }

    /// A person is read back by the cases App Intents gives it, as mail apps read a sender.
    @Test func aPersonIsReadBackByItsNameAndHandleCases() {
        func sender(_ person: IntentPerson) -> String? {
            if case .displayName(let shown) = person.name, !shown.isEmpty { return shown }
            if case .emailAddress(let address) = person.handle?.value { return address }
            return nil
        }
        let typedIn = IntentPerson(handle: IntentPerson.Handle(emailAddress: "bob@example.com"))
        #expect(sender(typedIn) == "bob@example.com")
        #expect(typedIn.identifier == .applicationDefined("bob@example.com"))
        let named = IntentPerson(
            identifier: .contact("c2"), name: .displayName("Bob"),
            handle: IntentPerson.Handle(.phoneNumber("+1 415 555 0100"), label: .iPhone))
        #expect(sender(named) == "Bob")
        #expect(named.handle?.label == .iPhone)
        #expect(named.handle?.value == .phoneNumber("+1 415 555 0100"))
        let label: IntentPerson.Handle.Label = IntentPerson.Handle(emailAddress: "x@example.com").label
        #expect(label == .other)
        #expect(IntentPerson.Handle(applicationDefined: "@bob", label: "handle").label == .custom("handle"))
        #expect(IntentPerson.Handle.Label("work") == .work)
    }

    @Test func anUndoManagerUndoesAndRedoesGroupsInTurn() {
        final class Shelf {
            var books = ["Dune"]
        }
        let shelf = Shelf()
        let undo = UndoManager()
        func add(_ book: String) {
            shelf.books.append(book)
            undo.registerUndo(withTarget: shelf) { shelf in
                shelf.books.removeLast()
                // Undoing registers the redo.
                undo.registerUndo(withTarget: shelf) { $0.books.append(book) }
            }
            undo.setActionName("Add \(book)")
        }
        add("Emma")
        add("Ulysses")
        #expect(undo.undoActionName == "Add Ulysses")
        undo.undo()
        #expect(shelf.books == ["Dune", "Emma"])
        #expect(undo.canRedo && undo.redoActionName == "Add Ulysses")
        undo.redo()
        #expect(shelf.books == ["Dune", "Emma", "Ulysses"])
        undo.beginUndoGrouping()
        add("Walden")
        add("Beloved")
        undo.endUndoGrouping()
        undo.undo()
        #expect(shelf.books == ["Dune", "Emma", "Ulysses"], "a group is undone whole")
        undo.removeAllActions()
        #expect(!undo.canUndo && !undo.canRedo)
    }

    @Test func smallerPartsOfTheSurface() {
        let item = CSSearchableItem()
        #expect(!item.uniqueIdentifier.isEmpty)
        #expect(item.attributeSet.contentType == UTType.item.identifier)
        #expect(CompatBookTripIntent.persistentIdentifier == "CompatBookTripIntent")
        #expect(CompatBookTripIntent().$code.isOptional)
        #expect(!CompatBookTripIntent().$length.isOptional)
        #expect(UTType.heic.debugDescription.hasPrefix("public.heic (conforms to "))
        #expect(NSAttributedString.Key.suggestionHighlight.rawValue.hasPrefix("CS"))
        #expect(CSSearchQuery.Results.Iterator.self == CSSearchQuery.Results.AsyncIterator.self)
    }

    @Test func transientValuesCameraContextsAndSiriPhrases() async throws {
        #expect(CompatClipping().id != CompatClipping().id, "a fresh identifier, never looked up")
        #expect(CompatClipping.persistentIdentifier == "CompatClipping")
        #expect(try await CompatCaptureIntent.appContext == nil)
        try await CompatCaptureIntent.updateAppContext(.init(filter: "mono"))
        #expect(try await CompatCaptureIntent.appContext == .init(filter: "mono"))
        let phrase = NSString.deferredLocalizedIntentsString(with: "Order %@ coffee", "oat" as NSString)
        #expect(phrase == "Order oat coffee")
    }

    @Test func aResultTypeOfTheAppsOwnSaysNothing() async throws {
        let result = try await CompatOpenLinkIntent().perform()
        #expect(result.dialog == nil)
        #expect(result.value == nil)
    }

    /// The intent the Action button runs next is kept on the result, for whoever ran the intent.
    @Test func aResultHandsTheActionButtonItsNextIntent() async throws {
        let started = try await CompatStartHikeIntent().perform()
        let container = started as? IntentResultContainer<Never>
        #expect(container?.actionButtonIntent is CompatPauseHikeIntent)
        #expect(container?.dialog?.fullText.defaultValue == "Hike started")
        #expect(container?.opensIntent == nil)
        let silent = IntentResultContainer<Never>.result(actionButtonIntent: CompatPauseHikeIntent())
        #expect(silent.dialog == nil && silent.actionButtonIntent is CompatPauseHikeIntent)
    }

    /// An entity query is an options provider, offering its suggested entities.
    @Test func anEntityQueryOffersItsSuggestionsAsAParametersOptions() async throws {
        func options<Provider: DynamicOptionsProvider>(_ provider: Provider) async throws -> [Provider.Result
            .Element]
        {
            try await provider.results().resultElements
        }
        #expect(try await options(CompatSpendingQuery()).map(\.id) == ["main"])
        #expect(await CompatSpendingQuery().defaultResult() == nil)
        let provider = CompatWriteNoteIntent().$payFrom.optionsProvider as? CompatSpendingQuery
        #expect(try await provider?.results().map(\.id) == ["main"])
    }

    /// An optional parameter's requested value and a listed optional dependency come unwrapped;
    /// a choice may be asked without a dialog.
    @Test func optionalParametersAreRequestedAndReadUnwrapped() async throws {
        let intent = CompatWriteNoteIntent()
        do {
            _ = try await intent.perform()
            Issue.record("nobody can type the text here")
        } catch let error as IntentParameterError {
            #expect(error.dialog?.fullText.defaultValue == "What should it say?")
            #expect(error.parameter.defaultValue == "Text")
        }
        func asksForAString<Value>(_ ask: () async throws -> Value) -> Bool { Value.self == String.self }
        #expect(asksForAString { try await intent.$text.requestValue() }, "unwrapped")
        intent.text = "Call Ann"
        let result = try await IntentRequestResponder.$current.withValue(.confirmingWithFirstChoice) {
            try await intent.perform()
        }
        #expect(result.value == "Archive: Call Ann")
        let cancelling = IntentRequestResponder(confirm: { _ in true }, choose: { _, _ in 1 })
        await #expect(throws: CancellationError.self) {
            try await IntentRequestResponder.$current.withValue(cancelling) { try await intent.perform() }
        }

        var query = CompatRecipientQuery()
        let sending = CompatSendMoneyIntent()
        query.$sending.intent = sending
        #expect(query.sending == nil, "nil while the listed sender has no value")
        #expect(try await query.suggestedEntities().count == 3)
        sending.sender = CompatAccount.all[0]
        #expect(query.sending?.sender.name == "Main")
        #expect(try await query.suggestedEntities().map(\.id) == ["rainy", "trip"])
    }

    /// Every entity is localizable text, its title, so it can say it conforms.
    @Test func anEntityIsLocalizableTextOfItsTitle() {
        func text(_ value: some CustomLocalizedStringResourceConvertible) -> String {
            value.localizedStringResource.defaultValue
        }
        #expect(text(CompatLabel(id: "urgent")) == "Urgent")
        #expect(CompatAccount.all[1].localizedStringResource.defaultValue == "Rainy day")
    }

    /// A deprecation names its replacement, or nothing replaces the intent.
    @Test func aDeprecationNamesItsReplacementOrNone() {
        func replacement<Intent: DeprecatedAppIntent>(of _: Intent.Type) -> String? {
            Intent.deprecation.replacedBy.map { String(describing: $0) }
        }
        #expect(replacement(of: CompatOldTripIntent.self) == "CompatBookTripIntent")
        #expect(CompatOldTripIntent.deprecation.message.defaultValue.isEmpty)
        #expect(replacement(of: CompatOlderTripIntent.self) == nil)
        #expect(CompatOlderTripIntent.deprecation.message.defaultValue == "Trips are booked in the app now.")
    }

    /// A unique entity that stores nothing is made by its provider, with the type's identifier
    /// and name; one that stores something is made by its closure.
    @Test func aUniqueEntityStoringNothingIsMadeByItsProvider() async throws {
        let settings = try await CompatSettingsEntity.defaultQuery.uniqueEntity()
        #expect(settings.units == "metric")
        #expect(settings.id == "CompatSettingsEntity")
        #expect(settings.displayRepresentation.title == "Settings")
        #expect(try await CompatSettingsEntity.defaultQuery.suggestedEntities().map(\.id) == [settings.id])
        await #expect(throws: AppIntentError.Unrecoverable.entityNotFound) {
            _ = try await UniqueAppEntityProvider<CompatBudgetEntity>().uniqueEntity()
        }
    }

    /// A list property's "contains" comparison gets the element the list should contain.
    @Test func aListPropertysContainsComparisonGetsAnElement() throws {
        let declared = CompatTrailQuery.properties.properties
        #expect(declared.map { $0.comparators.map(\.kind) } == [[.contains], [.contains]])
        let ridge = CompatTrail(id: "ridge", tags: ["views", "steep"], names: ["Ridge", "Grat"])
        let valley = CompatTrail(id: "valley", tags: nil, names: ["Valley"])
        let steep = try declared[0].comparators[0].map(["steep"])
        #expect(steep(ridge) && !steep(valley))
        let grat = try declared[1].comparators[0].map(["Grat"])
        #expect(grat(ridge) && !grat(valley))
        #expect(throws: EntityQueryComparatorError.self) { try declared[1].comparators[0].map([["Grat"]]) }
    }

    /// An intent that shows content needs no `perform()` of its own.
    @Test func aTargetContentIntentPerformsNothing() async throws {
        let intent = CompatShowTrailIntent()
        let result = try await intent.perform()
        #expect(result.dialog == nil)
        #expect(intent.contentIdentifier == "CompatShowTrailIntent")
    }

    /// A confirmation with a snippet is asked as any other; a snippet's value comes back once
    /// confirmed.
    @Test func aConfirmationWithASnippetReturnsTheSnippetsValue() async throws {
        await #expect(throws: AppIntentError.UserActionRequired.confirmation) {
            _ = try await CompatFindTicketsIntent().perform()
        }
        let asked = Mutex<[String?]>([])
        let responder = IntentRequestResponder(
            confirm: { dialog in
                asked.withLock { $0.append(dialog?.fullText.defaultValue) }
                return true
            },
            choose: { _, _ in nil })
        let result = try await IntentRequestResponder.$current.withValue(responder) {
            try await CompatFindTicketsIntent().perform()
        }
        #expect(result.value == 2)
        #expect(asked.withLock { $0 } == [nil, "How many seats?"])
    }

    /// A workout is started in the style it was made with, and hands the Action button the
    /// intent that pauses it, which hands on the one that resumes it.
    @Test func workoutsStartInTheirStyleAndHandOnPauseAndResume() async throws {
        let offered = CompatStartHikeWorkoutIntent.suggestedWorkouts
        #expect(offered.map(\.workoutStyle) == [.day, .trail])
        #expect(offered.map(\.displayRepresentation.title) == ["Day hike", "Trail run"])
        CompatStartHikeWorkoutIntent.invalidateSuggestedWorkouts()
        let started = try await offered[1].perform() as? IntentResultContainer<Never>
        let pause = try #require(started?.actionButtonIntent as? CompatPauseHikeWorkoutIntent)
        let paused = try await pause.perform() as? IntentResultContainer<Never>
        #expect(paused?.actionButtonIntent is CompatResumeHikeWorkoutIntent)
    }
}

import Foundation
import SearchlightCompat
import Testing

/// Offers only the savings accounts, for a parameter that must not take a spending one.
struct CompatSavingsQuery: EntityQuery, DynamicOptionsProvider {
    func entities(for identifiers: [String]) async throws -> [CompatAccount] {
        try await suggestedEntities().filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [CompatAccount] { CompatAccount.all.filter(\.isSaving) }
}

/// A ledger the intents below read their accounts from, registered with a dependency manager.
final class CompatLedger: Sendable {
    let owner: String
    init(owner: String) { self.owner = owner }
}

/// Moves money into a savings account, from the previous action's amount, with a receipt file.
struct CompatSaveMoneyIntent: AppIntent {
    static let title: LocalizedStringResource = "Save Money"

    @Parameter(title: "Account", query: CompatSavingsQuery())
    var account: CompatAccount

    @Parameter(title: "Amount", inputConnectionBehavior: .connectToPreviousIntentResult)
    var amount: Int

    @Parameter(title: "Receipt", supportedContentTypes: [.pdf])
    var receipt: IntentFile?

    @Parameter(title: "Scan", supportedTypeIdentifiers: ["public.jpeg"])
    var scan: IntentFile?

    @Dependency(key: "ledger", default: CompatLedger(owner: "nobody"))
    var ledger: CompatLedger

    func perform() async throws -> some IntentResult & ReturnsValue<IntentFile> {
        let text = "\(ledger.owner) saved \(amount) in \(account.name)"
        return .result(value: IntentFile(data: Data(text.utf8), filename: "saved.txt", type: .plainText))
    }
}

/// Suggests the accounts that can take the amount being entered in a ``CompatSaveMoneyIntent``.
struct CompatAccountsForAmountQuery: EntityQuery {
    @IntentParameterDependency<CompatSaveMoneyIntent>(\.$amount, \.$account)
    var saving

    func entities(for identifiers: [String]) async throws -> [CompatAccount] { [] }

    func suggestedEntities() async throws -> [CompatAccount] {
        guard let saving else { return [] }
        return saving.amount > 100 ? CompatAccount.all.filter(\.isSaving) : CompatAccount.all
    }
}

/// The app's one budget, found by its own query.
struct CompatBudgetEntity: UniqueAppEntity, SyncableEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Budget"
    static let defaultQuery = UniqueAppEntityProvider { CompatBudgetEntity() }

    let id = "budget"
    @Property(title: "Monthly limit") var limit: IntentCurrencyAmount?

    init() { limit = IntentCurrencyAmount(amount: 1200, currencyCode: "EUR") }

    var displayRepresentation: DisplayRepresentation { "Budget" }
}

/// Sets how much to put aside, with a slider, summarized by its parameters alone.
struct CompatSetAsideIntent: AppIntent {
    static let title: LocalizedStringResource = "Set Aside"
    static var parameterSummary: some ParameterSummary {
        Summary {
            \.$share
            \.$months
        }
    }

    @Parameter(title: "Share", default: 10, controlStyle: .slider, inclusiveRange: (0, 100))
    var share: Double

    @Parameter(title: "Months", controlStyle: .stepper)
    var months: Int

    @Parameter(
        title: "Scan codes", description: "Keys to press", controlStyle: .field, inclusiveRange: (0, 0xFFFF))
    var scanCodes: [Int]

    @Parameter(title: "Delays", inclusiveRange: (0.0, 1.5))
    var delays: [Double]

    @Parameter(title: "Counts", controlStyle: .field)
    var counts: [Int]

    @Parameter(
        title: "Carbs", description: "In grams", controlStyle: .field,
        inclusiveRange: (lowerBound: 0, upperBound: 300), requestValueDialog: "How many grams?")
    var carbs: Int?

    @Parameter(title: "Fat", controlStyle: .stepper)
    var fat: Double?

    func perform() async throws -> some IntentResult { .result() }
}

@Suite struct CompatIntentParameterTests {
    @Test func aUniqueEntityIsItsQuerysOnlyEntity() async throws {
        let query = CompatBudgetEntity.defaultQuery
        #expect(try await query.uniqueEntity().id == "budget")
        #expect(try await query.suggestedEntities().map(\.id) == ["budget"])
        #expect(try await query.entities(for: ["budget", "other"]).map(\.id) == ["budget"])
        #expect(try await query.entities(for: ["other"]).isEmpty)
        #expect(
            try await query.uniqueEntity().limit == IntentCurrencyAmount(amount: 1200, currencyCode: "EUR"))
    }

    @Test func numberParametersKeepTheirControlStyleAndSummariesMayListOnly() {
        let intent = CompatSetAsideIntent()
        #expect(intent.$share.controlStyle == .slider)
        #expect(intent.$share.inclusiveRange?.upper == 100)
        #expect(intent.share == 10)
        #expect(intent.$months.controlStyle == .stepper)
        #expect(intent.$months.inclusiveRange == nil)
        // A list of numbers keeps the range of each of them.
        #expect(intent.$scanCodes.controlStyle == .field)
        #expect(intent.$scanCodes.elementInclusiveRange?.upper as? Int == 0xFFFF)
        #expect(intent.$delays.controlStyle == nil)
        #expect(intent.$delays.elementInclusiveRange?.upper as? Double == 1.5)
        #expect(intent.$counts.controlStyle == .field && intent.$counts.elementInclusiveRange == nil)
        // An optional number keeps its style and range too.
        #expect(intent.$carbs.controlStyle == .field && intent.$carbs.inclusiveRange?.upper == 300)
        #expect(
            intent.carbs == nil && intent.$fat.controlStyle == .stepper && intent.$fat.inclusiveRange == nil)
        let summary = CompatSetAsideIntent.parameterSummary
        #expect(summary.text.isEmpty)
        #expect(summary.listedParameters == ["Share", "Months"])
        intent.scanCodes = [30, 48]
        #expect(intent.scanCodes == [30, 48])
    }

    @Test func aParameterKeepsItsQueryConnectionAndFileTypes() async throws {
        let intent = CompatSaveMoneyIntent()
        let query = try #require(intent.$account.query as? CompatSavingsQuery)
        // A query that also offers options offers its suggestions.
        #expect(try await query.results().map(\.id) == ["rainy", "trip"])
        #expect(intent.$account.inputConnectionBehavior == .default)
        #expect(intent.$amount.inputConnectionBehavior == .connectToPreviousIntentResult)
        #expect(intent.$receipt.supportedContentTypes == [.pdf])
        #expect(intent.$scan.supportedContentTypes == [.jpeg])
        #expect(intent.$amount.query == nil)
    }

    @Test func aDependencyIsReadFromItsManagerByKeyElseItsDefault() async throws {
        let intent = CompatSaveMoneyIntent()
        intent.account = CompatAccount.all[1]
        intent.amount = 40
        let unregistered = try await intent.perform()
        let file = try #require((unregistered as? IntentResultContainer<IntentFile>)?.value)
        #expect(String(decoding: file.data, as: UTF8.self) == "nobody saved 40 in Rainy day")

        AppDependencyManager.shared.add(key: "ledger", dependency: CompatLedger(owner: "Ada"))
        let registered = try await intent.perform()
        let saved = try #require((registered as? IntentResultContainer<IntentFile>)?.value)
        #expect(String(decoding: saved.data, as: UTF8.self) == "Ada saved 40 in Rainy day")
        #expect(saved.filename == "saved.txt")
        #expect(saved.type == .plainText)

        // Another manager, as a test gives one, holds its own values; the key tells values apart.
        let manager = AppDependencyManager()
        manager.add(dependency: CompatLedger(owner: "unkeyed"))
        manager.add(key: 7, dependency: CompatLedger(owner: "seven"))
        #expect(AppDependency<CompatLedger>(manager: manager).wrappedValue.owner == "unkeyed")
        #expect(AppDependency<CompatLedger>(key: 7, manager: manager).wrappedValue.owner == "seven")
        #expect(manager.dependency(of: CompatLedger.self, key: "ledger") == nil)
    }

    @Test func aFileIsReadFromDiskWhenGivenByURL() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("scan.jpg")
        try Data([0xFF, 0xD8, 0xFF]).write(to: url)

        let file = IntentFile(fileURL: url, type: .jpeg)
        #expect(file.filename == "scan.jpg")
        #expect(file.fileURL == url)
        #expect(try await file.data(contentType: .jpeg) == Data([0xFF, 0xD8, 0xFF]))

        let missing = IntentFile(fileURL: directory.appendingPathComponent("gone.jpg"), filename: "Gone")
        #expect(missing.filename == "Gone")
        #expect(missing.data.isEmpty)
        await #expect(throws: (any Error).self) { try await missing.data() }
    }

    @Test func aParameterDependencyReadsTheIntentBeingConfigured() async throws {
        var query = CompatAccountsForAmountQuery()
        #expect(query.saving == nil)
        #expect(try await query.suggestedEntities().isEmpty)
        #expect(query.$saving.parameters.count == 2)

        let intent = CompatSaveMoneyIntent()
        intent.amount = 500
        query.$saving.intent = intent
        #expect(query.saving == nil, "nil while a listed parameter has no value")
        intent.account = CompatAccount.all[0]
        #expect(query.saving?.amount == 500)
        #expect(try await query.suggestedEntities().map(\.id) == ["rainy", "trip"])
        intent.amount = 5
        query.$saving.intent = intent
        #expect(try await query.suggestedEntities().count == 3)
    }
}

/// Opens a size's page, a case of an enum rather than an entity; configures a widget; plays audio.
struct CompatOpenSizeIntent: OpenIntent, WidgetConfigurationIntent, AudioPlaybackIntent,
    ForegroundContinuableIntent, PredictableIntent
{
    static let title: LocalizedStringResource = "Open Size"

    @Parameter(title: "Size", default: .small)
    var target: CompatSize

    @Parameter(title: "Confirm", default: false)
    var confirm: Bool

    @Parameter(title: "Note")
    var note: String?

    static var parameterSummary: some ParameterSummary {
        When(
            \CompatOpenSizeIntent.$confirm, .equalTo, true,
            { Summary("Ask, then open \(\.$target)") },
            otherwise: {
                When(\.$note, .hasAnyValue, { Summary("Open \(\.$target) with \(\.$note)") }) {
                    Summary("Open \(\.$target)")
                }
            })
    }

    static var predictionConfiguration: some IntentPredictionConfiguration {
        IntentPrediction(parameters: (\.$target, \.$confirm)) { size, confirm in
            DisplayRepresentation(title: "\(size.rawValue)", subtitle: confirm ? "asks" : nil)
        }
        IntentPrediction(parameters: \.$target) { size in "\(size.rawValue)" }
    }
}

/// Counts through its steps, reporting how far it has got.
struct CompatCountIntent: ProgressReportingIntent {
    static let title: LocalizedStringResource = "Count"

    func perform() async throws -> some IntentResult {
        progress.totalUnitCount = 3
        for _ in 0..<3 { progress.completedUnitCount += 1 }
        return .result()
    }
}

@Suite struct CompatIntentKindTests {
    @Test func anIntentsProgressIsWhatItsRunnerReads() async throws {
        let intent = CompatCountIntent()
        _ = try await intent.perform()
        #expect(CompatCountIntent().progress.totalUnitCount == 3)
        #expect(intent.progress.fractionCompleted == 1)
    }

    @Test func aConditionalSummaryPicksTheSummaryThatFitsTheParameters() async throws {
        let intent = CompatOpenSizeIntent()
        let summary = CompatOpenSizeIntent.parameterSummary
        #expect(summary.text == "Ask, then open ${Size}")
        #expect(summary.summary(for: intent).text == "Open ${Size}")
        intent.note = "gift"
        #expect(summary.summary(for: intent).text == "Open ${Size} with ${Note}")
        intent.confirm = true
        #expect(summary.summary(for: intent).text == "Ask, then open ${Size}")
    }

    @Test func anIntentOfTheSystemsKindsRunsAsAnIntent() async throws {
        let intent = CompatOpenSizeIntent()
        // A widget's configuration does nothing when run, and an enum's case is what it opens.
        _ = try await intent.perform()
        #expect(intent.target == .small)
        await #expect(throws: AppIntentError.self) { try await intent.requestToContinueInForeground("Open?") }
        #expect(
            CompatOpenSizeIntent.predictionConfiguration.predictedParameters == [
                ["Size", "Confirm"], ["Size"],
            ])
    }
}

/// Archives or deletes an account, as the person chooses, after going on in the foreground.
struct CompatTidyIntent: AppIntent, UndoableIntent, SnippetIntent {
    static let title: LocalizedStringResource = "Tidy"

    @Parameter(title: "Account")
    var account: CompatAccount?

    func perform() async throws -> some IntentResult & ShowsSnippetView & ReturnsValue<String> {
        try await continueInForeground("Open the app?")
        let choice = try await requestChoice(
            between: [.init(title: "Archive"), .init(title: "Delete", style: .destructive), .cancel],
            dialog: "What should happen?")
        return .result(value: choice.title.defaultValue)
    }
}

/// A toggle's value, set by a control.
struct CompatToggleIntent: SetValueIntent, ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Toggle"

    @Parameter(title: "On", default: false)
    var value: Bool
}

/// A receipt an intent returns, never looked up again.
struct CompatReceipt: TransientAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Receipt"
    var id = "receipt"
    @Property(title: "Payer") var payer: IntentPerson?

    init() {}

    var displayRepresentation: DisplayRepresentation { "Receipt" }
}

/// Picks an account when none was given, as intents do inside `perform()`, and opens it next.
struct CompatPickAccountIntent: AppIntent, PredictableIntent {
    static let title: LocalizedStringResource = "Pick Account"

    @Parameter(title: "Account")
    var account: CompatAccount?

    static var predictionConfiguration: some IntentPredictionConfiguration {
        IntentPrediction(parameters: \.$account) { account in "\(account?.name ?? "Any")" }
        IntentPrediction { "Pick an account" }
    }

    func perform() async throws -> some ReturnsValue<String> & OpensIntent & ProvidesDialog {
        if account == nil {
            account = try await $account.requestDisambiguation(among: CompatAccount.all, dialog: "Which?")
        }
        let chosen = try #require(account)
        return .result(
            value: chosen.id, opensIntent: CompatCreateBookIntent(), dialog: "Picked \(chosen.name)")
    }
}

@Suite struct CompatIntentRequestTests {
    @Test func performSetsAParameterItAskedForAndTheCopiesShareIt() async throws {
        let intent = CompatPickAccountIntent()
        let result = try await IntentRequestResponder.$current.withValue(.confirmingWithFirstChoice) {
            try await intent.perform()
        }
        let container = try #require(result as? IntentResultContainer<String>)
        #expect(container.value == "main")
        #expect(container.opensIntent is CompatCreateBookIntent)
        #expect(intent.account?.id == "main", "set inside perform(), as App Intents' parameters are")
        #expect(CompatPickAccountIntent.predictionConfiguration.predictedParameters == [["Account"], []])
    }

    private static func responder(choosing index: Int?) -> IntentRequestResponder {
        IntentRequestResponder(
            confirm: { _ in true }, choose: { count, _ in index.map { min($0, count - 1) } })
    }

    @Test func aChoiceIsTheOptionTheResponderChooses() async throws {
        let intent = CompatTidyIntent()
        let chosen = try await IntentRequestResponder.$current.withValue(Self.responder(choosing: 1)) {
            try await intent.perform()
        }
        #expect((chosen as? IntentResultContainer<String>)?.value == "Delete")
        await #expect(throws: CancellationError.self) {
            try await IntentRequestResponder.$current.withValue(Self.responder(choosing: 2)) {
                _ = try await intent.perform()
            }
        }
        // Nobody to ask, by default: neither the foreground nor a choice is granted.
        await #expect(throws: AppIntentError.self) { _ = try await intent.perform() }
        #expect(intent.undoManager === UndoManager.intents, "the app's undo manager for intents")
    }

    @Test func aParameterSaysWhichChoiceItNeeds() {
        let error = CompatTidyIntent().$account.needsDisambiguationError(
            among: CompatAccount.all, dialog: "Which?")
        #expect(error.request == .disambiguation(choices: 3))
        #expect(error.parameter.defaultValue == "Account")
    }

    @Test func aControlsValueAndATransientEntity() async throws {
        let toggle = CompatToggleIntent()
        toggle.value = true
        _ = try await toggle.perform()
        #expect(toggle.value)

        let receipt = CompatReceipt()
        var name = PersonNameComponents()
        name.givenName = "Ada"
        name.familyName = "Lovelace"
        receipt.payer = IntentPerson(
            identifier: .applicationDefined("ada"), name: .components(name),
            handle: .init(value: "ada@example.com", type: .emailAddress))
        #expect(receipt.payer?.displayName == "Ada Lovelace")
        #expect(
            IntentPerson(identifier: .contact("c1"), name: .displayName(""), handle: nil).displayName == "c1")
        #expect(try await CompatReceipt.defaultQuery.entities(for: ["receipt"]).isEmpty)
    }
}

/// Moves money to an account, with the spellings of App Intents' conditional summaries, App
/// Shortcut parameter presentations and foreground continuations.
struct CompatTransferIntent: ForegroundContinuableIntent {
    static let title: LocalizedStringResource = "Transfer"

    @Parameter(title: "Account", query: CompatSavingsQuery())
    var account: CompatAccount?

    @Parameter(title: "Amount", default: 10)
    var amount: Int

    @Parameter(title: "Confirm", default: false)
    var confirm: Bool

    static var parameterSummary: some ParameterSummary {
        When(\.$amount, ComparableComparisonOperator.greaterThanOrEqualTo, 100) {
            Summary("Move \(\.$amount) to \(\.$account)", table: "Transfers")
        } otherwise: {
            When(\.$confirm, EquatableComparisonOperator.equalTo, true) {
                Summary("Ask, then move \(\.$amount)")
            } otherwise: {
                Summary()
            }
        }
    }

    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        guard amount < 1000 else {
            throw needsToContinueInForegroundError("Confirm it in the app") { await Task.yield() }
        }
        let confirmed = try await requestToContinueInForeground("Open the app?") { amount * 2 }
        return .result(value: confirmed)
    }
}

/// Offers a transfer to each savings account as an App Shortcut of its own.
struct CompatTransferShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: CompatTransferIntent(), phrases: ["Transfer to \(\.$account) with \(.applicationName)"],
            shortTitle: "Transfer", systemImageName: "arrow.right",
            parameterPresentation: ParameterPresentation(
                for: \.$account, summary: Summary("Transfer to \(\.$account)")
            ) {
                OptionsCollection(CompatSavingsQuery(), title: "Savings", systemImageName: "banknote")
            })
        AppShortcut(
            intent: CompatTransferIntent(), phrases: ["Move money with \(.applicationName)"],
            systemImageName: "banknote")
    }
}

/// Resizes to a size, with App Intents' newer spellings: parameters without titles, a Boolean
/// with named values, an optional number within a range, a summary per size, and a snippet view.
struct CompatResizeIntent: AppIntent {
    static let title: LocalizedStringResource = "Resize"

    @Parameter(description: "The size to resize to.", default: .medium)
    var size: CompatSize

    @Parameter(title: "Action", displayName: .init(true: "Toggle", false: "Turn"))
    var shouldToggle: Bool

    @Parameter(description: "Frames per second.", inclusiveRange: (3, 50))
    var frameRate: Int?

    static var parameterSummary: some ParameterSummary {
        Switch(\.$size) {
            Case(.small) { Summary("Shrink to \(\.$size)") }
            Case(.large) {
                Summary("Grow to \(\.$size)") {
                    \.$frameRate
                }
            }
            DefaultCase { Summary("Keep \(\.$size)") }
        }
    }

    func perform() async throws -> some IntentResult & ShowsSnippetView & ReturnsValue<Int> {
        .result(value: frameRate ?? 25, dialog: "Resized", view: "a snippet")
    }
}

@Suite struct CompatNewerSpellingTests {
    @Test func parametersWithoutTitlesNamedBooleansAndOptionalRanges() async throws {
        let intent = CompatResizeIntent()
        #expect(intent.$size.title.defaultValue.isEmpty)
        #expect(intent.$size.description?.defaultValue == "The size to resize to.")
        #expect(intent.size == .medium)
        #expect(intent.$shouldToggle.booleanDisplayName?.name(of: true).defaultValue == "Toggle")
        #expect(intent.$shouldToggle.booleanDisplayName?.name(of: false).defaultValue == "Turn")
        #expect(intent.frameRate == nil)
        #expect(intent.$frameRate.inclusiveRange?.lower == 3)
        #expect(intent.$frameRate.inclusiveRange?.upper == 50)
        let result = try await intent.perform()
        #expect(result.value == 25)
        #expect(result.dialog?.fullText.defaultValue == "Resized")
    }

    @Test func aSwitchSummaryPicksTheCaseOfTheParametersValue() {
        let summary = CompatResizeIntent.parameterSummary
        let intent = CompatResizeIntent()
        #expect(summary.text.hasPrefix("Shrink to"), "the first case's sentence")
        #expect(summary.summary(for: intent).text.hasPrefix("Keep"), "medium has no case of its own")
        intent.size = .small
        #expect(summary.summary(for: intent).text.hasPrefix("Shrink"))
        intent.size = .large
        #expect(summary.summary(for: intent).text.hasPrefix("Grow"))
        #expect(summary.summary(for: intent).listedParameters.count == 1)
        #expect(
            summary.summary(for: CompatCountIntent()).text.hasPrefix("Shrink"), "another intent: the first")
    }

    @Test func conditionalSummariesWithAppIntentsOperatorNamesAndAnEmptySummary() {
        let summary = CompatTransferIntent.parameterSummary
        let intent = CompatTransferIntent()
        #expect(summary.summary(for: intent).text.isEmpty, "neither condition holds: Summary()")
        intent.confirm = true
        #expect(summary.summary(for: intent).text == "Ask, then move ${Amount}")
        intent.amount = 250
        #expect(summary.summary(for: intent).text == "Move ${Amount} to ${Account}")
    }

    @Test func appShortcutsPresentAParametersValuesAndKeepTheOlderForm() async throws {
        let shortcuts = CompatTransferShortcuts.appShortcuts
        #expect(shortcuts.count == 2)
        let presentation = try #require(
            shortcuts[0].parameterPresentation as? AppShortcutParameterPresentation<CompatTransferIntent>)
        #expect(presentation.parameter == "Account")
        #expect(presentation.summary == "Transfer to ${Account}")
        let collection = try #require(presentation.optionsCollections.first)
        #expect(collection.title?.defaultValue == "Savings")
        let offered = try await (collection.query as? CompatSavingsQuery)?.suggestedEntities()
        #expect(offered?.map(\.id) == CompatAccount.all.filter(\.isSaving).map(\.id))
        #expect(shortcuts[1].shortTitle == nil)
        #expect(shortcuts[1].systemImageName == "banknote")
        #expect(shortcuts[1].parameterPresentation == nil)
    }

    @Test func aForegroundContinuationRunsOnceConfirmed() async throws {
        let intent = CompatTransferIntent()
        intent.amount = 21
        let result = try await IntentRequestResponder.$current.withValue(.confirmingWithFirstChoice) {
            try await intent.perform()
        }
        #expect(result.value == 42)
        await #expect(throws: AppIntentError.UserActionRequired.confirmation) {
            _ = try await intent.perform()
        }
        intent.amount = 5000
        await #expect(throws: AppIntentError.UserActionRequired.confirmation) {
            try await IntentRequestResponder.$current.withValue(.confirmingWithFirstChoice) {
                _ = try await intent.perform()
            }
        }
    }

    @Test func aRepresentationMadeFromALocalizableLiteral() {
        let title = "Rainy day"
        let representation = DisplayRepresentation(
            title: .init(stringLiteral: title), subtitle: .init(stringLiteral: "savings"))
        #expect(representation.title == "Rainy day")
        #expect(representation.subtitle == "savings")
    }

}

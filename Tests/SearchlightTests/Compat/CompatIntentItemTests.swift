import SearchlightCompat
import Testing

/// An account offered in sections, as wallet apps answer their queries.
struct CompatAccount: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Account"
    static let defaultQuery = CompatAccountQuery()
    static let all = [
        CompatAccount(id: "main", name: "Main", isSaving: false),
        CompatAccount(id: "rainy", name: "Rainy day", isSaving: true),
        CompatAccount(id: "trip", name: "Trip", isSaving: true),
    ]

    let id: String
    @Property(title: "Name") var name: String
    var isSaving: Bool

    init(id: String, name: String, isSaving: Bool) {
        self.id = id
        self.isSaving = isSaving
        self.name = name
    }

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

struct CompatAccountQuery: EntityStringQuery {
    typealias ComparatorMappingType = @Sendable (CompatAccount) -> Bool

    func entities(for identifiers: [String]) async throws -> [CompatAccount] {
        CompatAccount.all.filter { identifiers.contains($0.id) }
    }

    func entities(matching string: String) async throws -> IntentItemCollection<CompatAccount> {
        IntentItemCollection(
            items: CompatAccount.all.filter { $0.name.localizedCaseInsensitiveContains(string) })
    }

    func suggestedEntities() async throws -> IntentItemCollection<CompatAccount> {
        IntentItemCollection(promptLabel: "Which account?") {
            IntentItemSection("Spending", items: CompatAccount.all.filter { !$0.isSaving })
            IntentItemSection("Savings", items: CompatAccount.all.filter(\.isSaving))
        }
    }
}

/// A query by property whose comparisons map to `@Sendable` tests, declared with Apple's
/// `QueryProperties` spelling: the closures need no `@Sendable` of their own.
struct CompatSendableAccountQuery: EntityPropertyQuery {
    typealias ComparatorMappingType = @Sendable (CompatAccount) -> Bool

    nonisolated(unsafe) static let properties = QueryProperties {
        Property(\CompatAccount.$name) {
            EqualToComparator { name in { $0.name == name } }
            ContainsComparator { part in { $0.name.contains(part) } }
        }
    }
    static var sortingOptions: SortingOptions { SortingOptions { SortableBy(\CompatAccount.$name) } }

    func entities(for identifiers: [String]) async throws -> [CompatAccount] { [] }

    func entities(
        matching comparators: [ComparatorMappingType], mode: ComparatorMode,
        sortedBy: [EntityQuerySort<CompatAccount>], limit: Int?
    ) async throws -> [CompatAccount] {
        CompatAccount.all.filter { account in
            mode == .and ? comparators.allSatisfy { $0(account) } : comparators.contains { $0(account) }
        }
    }
}

/// Authors offered for a parameter, with the builder form of Apple's example.
struct CompatAuthorOptions: DynamicOptionsProvider {
    func results() async throws -> ItemCollection<String> {
        ItemCollection {
            ItemSection("Italian Authors") {
                "Dante Alighieri"
                "Alessandro Manzoni"
            }
            ItemSection("Russian Authors") {
                "Anton Chekhov"
            }
        }
    }
}

/// Accounts offered in sections built one by one, as providers that loop over groups do:
/// `ItemSection` and `Item` inside a provider take its values' type.
struct CompatAccountSectionOptions: DynamicOptionsProvider {
    func results() async throws -> ItemCollection<CompatAccount> {
        var sections = [ItemSection]()
        for isSaving in [false, true] {
            let items = CompatAccount.all.filter { $0.isSaving == isSaving }.map { Item($0) }
            sections.append(ItemSection(isSaving ? "Savings" : "Spending", items: items))
        }
        return ItemCollection(sections: sections)
    }
}

struct CompatCreateBookIntent: AppIntent {
    static let title: LocalizedStringResource = "Create Book"

    @Parameter(title: "Author Name", optionsProvider: CompatAuthorOptions())
    var authorName: String

    func perform() async throws -> some IntentResult & OpensIntent {
        .result(opensIntent: OpenURLIntent(URL(string: "books://new?author=\(authorName)")!))
    }
}

/// Deletes an account the person picks, after they confirm, as intents that delete data do.
struct CompatDeleteAccountIntent: AppIntent {
    static let title: LocalizedStringResource = "Delete Account"

    @Parameter(title: "Account")
    var account: CompatAccount?

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        let chosen = try await $account.requestDisambiguation(
            among: CompatAccount.all, dialog: "Which account?")
        try await $account.requestConfirmation(for: chosen, dialog: "Delete \(chosen.name)?")
        try await requestConfirmation(result: .result(dialog: "Really delete \(chosen.name)?"))
        return .result(value: "deleted \(chosen.id)")
    }
}

enum CompatTripError: Error, CustomLocalizedStringResourceConvertible {
    case noTrip(String)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case .noTrip(let name): "No trip called \(name)"
        }
    }
}

@Suite struct CompatIntentItemTests {
    @Test func aQueryAnsweringInSectionsSuggestsItsEntitiesInOrder() async throws {
        let suggested = try await CompatAccount.defaultQuery.suggestedEntities()
        #expect(suggested.sections.map(\.title?.defaultValue) == ["Spending", "Savings"])
        #expect(suggested.promptLabel?.defaultValue == "Which account?")
        #expect(suggested.items.map(\.id) == ["main", "rainy", "trip"])
        #expect(
            try await CompatAccount.defaultQuery.entities(matching: "r").items.map(\.id) == ["rainy", "trip"])

        // The registry (and so the resolver, the CLI and MCP) reads the sections in order.
        let registry = EntityRegistry()
        registry.register(CompatAccount.self)
        let offered = try await registry.suggestedEntities(ofType: CompatAccount.typeIdentifier)
        #expect(offered?.map(\.identifier.identifier) == ["main", "rainy", "trip"])
        #expect(registry.entityType(for: CompatAccount.typeIdentifier)?.supportsStringQuery == true)
    }

    @Test func sendableMappingsNeedNoAnnotation() throws {
        let comparators = CompatSendableAccountQuery.properties.properties[0].comparators
        #expect(comparators.map(\.kind) == [.equalTo, .contains])
        let test = try comparators[1].map(["day"])
        #expect(CompatAccount.all.filter(test).map(\.id) == ["rainy"])
        let modes: [EntityQueryComparatorMode] = [.and, .or]
        #expect(modes == [ComparatorMode.and, .or])
    }

    @Test func anOptionsProviderListsItsItemsAndTheParameterKeepsIt() async throws {
        let options = try await CompatAuthorOptions().results()
        #expect(options.sections.map(\.title?.defaultValue) == ["Italian Authors", "Russian Authors"])
        #expect(options.items == ["Dante Alighieri", "Alessandro Manzoni", "Anton Chekhov"])
        #expect(
            options.sections[0].items.map(\.displayRepresentation.title) == [
                "Dante Alighieri", "Alessandro Manzoni",
            ])
        #expect(await CompatAuthorOptions().defaultResult() == nil)

        let intent = CompatCreateBookIntent()
        let provider = try #require(intent.$authorName.optionsProvider as? CompatAuthorOptions)
        #expect(try await provider.results().items.count == 3)
        #expect(IntentItemCollection<String>.empty.items.isEmpty)

        let accounts = try await CompatAccountSectionOptions().results()
        #expect(accounts.sections.map(\.title?.defaultValue) == ["Spending", "Savings"])
        #expect(accounts.items.map(\.id).sorted() == CompatAccount.all.map(\.id).sorted())
    }

    @Test func anOpenURLIntentHandsItsURLToWhoRanTheIntent() async throws {
        let intent = CompatCreateBookIntent()
        intent.authorName = "Dante"
        let result = try await intent.perform()
        let opened = try #require((result as? IntentResultContainer<Never>)?.opensIntent as? OpenURLIntent)
        #expect(opened.url.absoluteString == "books://new?author=Dante")
    }

    @Test func donationsAreRecordedAndDeleted() async throws {
        let manager = IntentDonationManager.shared
        let before = manager.donations.count
        let first = try await CompatCreateBookIntent().donate()
        let second = IntentDonationManager.shared.donate(intent: CompatCreateBookIntent())
        #expect(first != second)
        #expect(manager.donations.count == before + 2)
        try await manager.deleteDonations(matching: .donationIdentifiers([first]))
        #expect(!manager.donations.contains { $0.identifier == first })
        #expect(manager.donations.contains { $0.identifier == second })
        try await manager.deleteDonations(matching: .intentType(CompatCreateBookIntent.self))
        #expect(!manager.donations.contains { $0.intent is CompatCreateBookIntent })
    }

    @Test func whatAnIntentAsksIsAnsweredByTheTasksResponderAndByNobodyByDefault() async throws {
        // Nobody to ask: the choice among three accounts is a typed error naming the parameter.
        do {
            _ = try await CompatDeleteAccountIntent().perform()
            Issue.record("an unanswered choice must throw")
        } catch let error as IntentParameterError {
            #expect(error.request == .disambiguation(choices: 3))
            #expect(
                error.description == "the intent needs a choice of 'Account' among 3 values: Which account?")
        }
        // A runner that confirms and picks the first account.
        let result = try await IntentRequestResponder.$current.withValue(.confirmingWithFirstChoice) {
            try await CompatDeleteAccountIntent().perform()
        }
        #expect((result as? IntentResultContainer<String>)?.value == "deleted main")
        // One that declines: nothing is deleted.
        let declining = IntentRequestResponder(confirm: { _ in false }, choose: { _, _ in 1 })
        await #expect(throws: AppIntentError.UserActionRequired.confirmation) {
            try await IntentRequestResponder.$current.withValue(declining) {
                _ = try await CompatDeleteAccountIntent().perform()
            }
        }
        let confirmsFirstOnly = IntentRequestResponder(
            confirm: { dialog in dialog?.fullText.defaultValue.hasPrefix("Delete") == true },
            choose: { _, _ in 2 })
        await #expect(throws: AppIntentError.UserActionRequired.confirmation) {
            try await IntentRequestResponder.$current.withValue(confirmsFirstOnly) {
                _ = try await CompatDeleteAccountIntent().perform()
            }
        }
        // A single value is the answer without asking; a value nobody can type is the needs-value error.
        let single = try await CompatDeleteAccountIntent().$account.requestDisambiguation(among: [
            CompatAccount.all[2]
        ])
        #expect(single.id == "trip")
        await #expect(throws: IntentParameterError.self) {
            _ = try await CompatCreateBookIntent().$authorName.requestValue("Who wrote it?")
        }
        let thrown: () -> any Error = { CompatCreateBookIntent().$authorName.requestValue() }
        #expect(thrown() is IntentParameterError)
    }

    @Test @available(*, deprecated) func anActivityMadeWithoutATypeIsReportedNotDropped() {
        let activity = NSUserActivity()
        #expect(activity.activityType == "")
    }

    @Test func errorsDescribeThemselvesAsLocalizableText() {
        let error = CompatTripError.noTrip("Lisbon")
        #expect(String(localized: error.localizedStringResource) == "No trip called Lisbon")
    }
}

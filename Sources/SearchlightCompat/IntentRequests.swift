/// Who answers what an intent asks the person while it runs: ``IntentParameter``'s
/// `requestConfirmation(for:dialog:)` and `requestDisambiguation(among:dialog:)`, and
/// ``AppIntent``'s `requestConfirmation(…)`.
///
/// There is no Siri or Shortcuts here to ask. By default nobody answers: a confirmation throws
/// `AppIntentError.UserActionRequired.confirmation` (nothing destructive runs unconfirmed), and a
/// choice among several values throws an ``IntentParameterError``. Whoever runs an intent on a
/// person's behalf (an app's own interface, a test) answers for the task:
///
/// ```swift
/// try await IntentRequestResponder.$current.withValue(.confirmingWithFirstChoice) {
///     try await DeleteItemIntent().perform()
/// }
/// ```
public struct IntentRequestResponder: Sendable {
    /// Whether the person confirms what `dialog` asks.
    public var confirm: @Sendable (_ dialog: IntentDialog?) async throws -> Bool
    /// Which of `count` values the person chooses (its index), or `nil` for none.
    public var choose: @Sendable (_ count: Int, _ dialog: IntentDialog?) async throws -> Int?

    /// A responder answering with these closures.
    public init(
        confirm: @escaping @Sendable (_ dialog: IntentDialog?) async throws -> Bool,
        choose: @escaping @Sendable (_ count: Int, _ dialog: IntentDialog?) async throws -> Int?
    ) {
        self.confirm = confirm
        self.choose = choose
    }

    /// Nobody to ask: nothing is confirmed and nothing chosen.
    public static let nobody = IntentRequestResponder(confirm: { _ in false }, choose: { _, _ in nil })

    /// Confirms everything and chooses the first value offered.
    public static let confirmingWithFirstChoice = IntentRequestResponder(
        confirm: { _ in true }, choose: { count, _ in count > 0 ? 0 : nil })

    /// The responder of the running task; ``nobody`` unless set with `$current.withValue(_:)`.
    @TaskLocal public static var current = IntentRequestResponder.nobody

    /// `true` once the person confirms; a refusal is the error Apple throws when they cancel.
    @discardableResult
    func requireConfirmation(_ dialog: IntentDialog?) async throws -> Bool {
        guard try await confirm(dialog) else { throw AppIntentError.UserActionRequired.confirmation }
        return true
    }
}

extension IntentParameter {
    /// Asks the person which of `items` they meant. A single item is the answer without asking.
    ///
    /// - Throws: ``IntentParameterError`` (``IntentParameterError/Request/disambiguation(choices:)``)
    ///   when ``IntentRequestResponder/current`` chooses none.
    public func requestDisambiguation(among items: [Value], dialog: IntentDialog? = nil) async throws -> Value
    {
        try await choose(among: items, dialog: dialog)
    }

    /// Asks the person which of `items` they meant, for an optional parameter.
    public func requestDisambiguation<Wrapped>(among items: [Wrapped], dialog: IntentDialog? = nil)
        async throws -> Wrapped where Value == Wrapped?
    {
        try await choose(among: items, dialog: dialog)
    }

    /// Asks the person for the parameter's value: nobody can type one here, so it throws
    /// ``IntentParameterError`` with the dialog, as `needsValueError(_:)` makes it. Disfavoured,
    /// so an optional parameter's value comes unwrapped, as App Intents hands it (the form below).
    @_disfavoredOverload
    public func requestValue(_ dialog: IntentDialog? = nil) async throws -> Value {
        throw needsValueError(dialog)
    }

    /// Asks the person for an optional parameter's value, which comes unwrapped, as App Intents
    /// hands it (`let text = try await $text.requestValue()` is a `String` for a `String?`
    /// parameter); it throws as the form above does.
    public func requestValue<Wrapped>(_ dialog: IntentDialog? = nil) async throws -> Wrapped
    where Value == Wrapped? {
        throw needsValueError(dialog)
    }

    /// The error that asks the person for the parameter's value: `throw $note.requestValue()`.
    public func requestValue(_ dialog: IntentDialog? = nil) -> any Error {
        needsValueError(dialog)
    }

    /// Asks the person to confirm `item`: `true` when they do.
    ///
    /// - Throws: `AppIntentError.UserActionRequired.confirmation` when they do not (nobody
    ///   confirms by default), so code that ignores the answer never goes on unconfirmed.
    @discardableResult
    public func requestConfirmation(for item: Value, dialog: IntentDialog? = nil) async throws -> Bool {
        try await IntentRequestResponder.current.requireConfirmation(dialog ?? requestDisambiguationDialog)
    }

    /// Asks the person to confirm `item`, for an optional parameter: `true` when they do.
    @discardableResult
    public func requestConfirmation<Wrapped>(for item: Wrapped, dialog: IntentDialog? = nil) async throws
        -> Bool
    where Value == Wrapped? {
        try await IntentRequestResponder.current.requireConfirmation(dialog ?? requestDisambiguationDialog)
    }

    private func choose<Choice>(among items: [Choice], dialog: IntentDialog?) async throws -> Choice {
        if items.count == 1 { return items[0] }
        let asked = dialog ?? requestDisambiguationDialog
        if !items.isEmpty, let chosen = try await IntentRequestResponder.current.choose(items.count, asked),
            items.indices.contains(chosen)
        {
            return items[chosen]
        }
        throw IntentParameterError(
            parameter: title, dialog: asked, request: .disambiguation(choices: items.count))
    }
}

/// What an intent asks before it goes on, as App Intents names the button.
public struct ConfirmationActionName: Sendable, Hashable {
    /// The button's text.
    public let name: String

    private init(_ name: String) { self.name = name }

    /// "Add".
    public static let add = ConfirmationActionName("Add")
    /// "Buy".
    public static let buy = ConfirmationActionName("Buy")
    /// "Continue".
    public static let `continue` = ConfirmationActionName("Continue")
    /// "Go".
    public static let go = ConfirmationActionName("Go")
    /// "Order".
    public static let order = ConfirmationActionName("Order")
    /// "Post".
    public static let post = ConfirmationActionName("Post")
    /// "Request".
    public static let request = ConfirmationActionName("Request")
    /// "Run".
    public static let run = ConfirmationActionName("Run")
    /// "Search".
    public static let search = ConfirmationActionName("Search")
    /// "Send".
    public static let send = ConfirmationActionName("Send")
    /// "Set".
    public static let set = ConfirmationActionName("Set")
    /// "Start".
    public static let start = ConfirmationActionName("Start")
    /// "Toggle".
    public static let toggle = ConfirmationActionName("Toggle")
    /// "Turn Off".
    public static let turnOff = ConfirmationActionName("Turn Off")
    /// "Turn On".
    public static let turnOn = ConfirmationActionName("Turn On")
    /// "View".
    public static let view = ConfirmationActionName("View")
    /// "Open".
    public static let open = ConfirmationActionName("Open")
    /// "Create".
    public static let create = ConfirmationActionName("Create")
    /// "Share".
    public static let share = ConfirmationActionName("Share")
    /// "Book".
    public static let book = ConfirmationActionName("Book")
    /// "Call".
    public static let call = ConfirmationActionName("Call")
    /// "Check In".
    public static let checkIn = ConfirmationActionName("Check In")
    /// "Add Data".
    public static let addData = ConfirmationActionName("Add Data")
    /// "Do".
    public static let `do` = ConfirmationActionName("Do")
    /// "Download".
    public static let download = ConfirmationActionName("Download")
    /// "Filter".
    public static let filter = ConfirmationActionName("Filter")
    /// "Find".
    public static let find = ConfirmationActionName("Find")
    /// "Get".
    public static let get = ConfirmationActionName("Get")
    /// "Log".
    public static let log = ConfirmationActionName("Log")
    /// "Pay".
    public static let pay = ConfirmationActionName("Pay")
    /// "Play".
    public static let play = ConfirmationActionName("Play")
    /// "Play Sound".
    public static let playSound = ConfirmationActionName("Play Sound")
    /// "Start Navigation".
    public static let startNavigation = ConfirmationActionName("Start Navigation")

    /// A button of the app's own words: `acceptLabel` (or what people may say instead) to go on,
    /// `denyLabel` to stop.
    public static func custom(
        acceptLabel: LocalizedStringResource, acceptAlternatives: [LocalizedStringResource],
        denyLabel: LocalizedStringResource, denyAlternatives: [LocalizedStringResource],
        destructive: Bool = false
    ) -> ConfirmationActionName {
        ConfirmationActionName(acceptLabel.defaultValue)
    }
}

/// When a confirmation is asked for even if the intent would otherwise go on, as App Intents
/// spells it: `requestConfirmation(conditions: [.lowConfidenceSource], …)`.
public struct ConfirmationConditions: OptionSet, Sendable, Hashable {
    /// The conditions as bits.
    public let rawValue: Int
    /// The conditions whose bits are set in `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The request came from a source the system is not sure of.
    public static let lowConfidenceSource = ConfirmationConditions(rawValue: 1 << 0)
}

/// What an intent knows of how it was run, App Intents' `systemContext`.
public struct IntentSystemContext: Sendable, Hashable {
    /// Where the intent runs now.
    public let currentMode: IntentModes.Current
}

extension IntentModes {
    /// Where a running intent is, App Intents' `systemContext.currentMode`. Intents run in the
    /// background here, and there is no foreground to continue in.
    public struct Current: Sendable, Hashable {
        /// Whether the app is in the foreground.
        public let isForeground: Bool
        /// Whether the intent may bring the app to the foreground.
        public let canContinueInForeground: Bool
    }
}

extension AppIntent {
    /// How the intent was run: in the background, with no foreground to continue in.
    public var systemContext: IntentSystemContext {
        IntentSystemContext(
            currentMode: IntentModes.Current(isForeground: false, canContinueInForeground: false))
    }
}

extension AppIntent {
    /// Asks the person to confirm before the intent goes on.
    ///
    /// - Throws: `AppIntentError.UserActionRequired.confirmation` unless
    ///   ``IntentRequestResponder/current`` confirms, as Apple's throws when the person cancels.
    public func requestConfirmation(
        actionName: ConfirmationActionName = .continue, dialog: IntentDialog? = nil
    ) async throws {
        try await IntentRequestResponder.current.requireConfirmation(dialog)
    }

    /// Asks the person to confirm before the intent goes on, whatever `conditions` say: there is
    /// no system here to decide a confirmation is not needed.
    public func requestConfirmation(
        conditions: ConfirmationConditions, actionName: ConfirmationActionName = .continue,
        dialog: IntentDialog? = nil
    ) async throws {
        try await requestConfirmation(actionName: actionName, dialog: dialog)
    }

    /// Asks the person to confirm `result` (what the intent would show) before it goes on.
    public func requestConfirmation<Result: IntentResult>(
        result: Result, confirmationActionName: ConfirmationActionName = .continue, showPrompt: Bool = true
    ) async throws {
        let dialog = (result as? any DialogCarrying)?.dialog
        try await requestConfirmation(actionName: confirmationActionName, dialog: dialog)
    }

    /// Asks the person to confirm before the intent goes on, showing `snippetIntent`'s view on
    /// Apple platforms; there is no view to show here, so the snippet intent is not run, and
    /// ``IntentRequestResponder/current`` answers whatever `conditions` say.
    public func requestConfirmation<Snippet: SnippetIntent>(
        conditions: ConfirmationConditions = [], actionName: ConfirmationActionName = .continue,
        dialog: IntentDialog? = nil, showDialogAsPrompt: Bool = true, snippetIntent: Snippet
    ) async throws {
        try await requestConfirmation(actionName: actionName, dialog: dialog)
    }

    /// Asks the person to confirm with `snippetIntent`'s view, then returns the value the snippet
    /// intent gives. Nobody interacts with a view here: once ``IntentRequestResponder/current``
    /// confirms, the snippet intent is performed and its value returned.
    ///
    /// - Throws: `AppIntentError.UserActionRequired.confirmation` unless confirmed, and
    ///   `AppIntentError.Unrecoverable.unknown` when the snippet intent returns no value.
    @discardableResult
    public func requestConfirmation<Snippet: SnippetIntent>(
        conditions: ConfirmationConditions = [], actionName: ConfirmationActionName = .continue,
        dialog: IntentDialog? = nil, showDialogAsPrompt: Bool = true, snippetIntent: Snippet
    ) async throws -> Snippet.PerformResult.Value where Snippet.PerformResult: ReturnsValue {
        try await requestConfirmation(actionName: actionName, dialog: dialog)
        guard let value = try await snippetIntent.perform().value else {
            throw AppIntentError.Unrecoverable.unknown
        }
        return value
    }
}

/// A result whose dialog a confirmation shows.
protocol DialogCarrying {
    var dialog: IntentDialog? { get }
}

extension IntentResultContainer: DialogCarrying {}

/// One of the options ``AppIntent/requestChoice(between:dialog:)`` offers, as App Intents spells
/// it: `IntentChoiceOption(title: "Archive")`, or ``cancel``.
public struct IntentChoiceOption: Sendable, Hashable {
    /// How an option is shown.
    public enum Style: Sendable, Hashable {
        /// An ordinary choice.
        case `default`
        /// A choice that destroys something.
        case destructive
        /// Choosing nothing.
        case cancel
    }

    /// What the option says.
    public let title: LocalizedStringResource
    /// A second line, if any.
    public let subtitle: LocalizedStringResource?
    /// A picture, if any.
    public let image: DisplayRepresentation.Image?
    /// How it is shown.
    public let style: Style

    /// An option.
    public init(
        title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil,
        image: DisplayRepresentation.Image? = nil, style: Style = .default
    ) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.style = style
    }

    /// The option of choosing nothing.
    public static let cancel = IntentChoiceOption(title: "Cancel", style: .cancel)

    /// The option of choosing nothing, with its own title.
    public static func cancel(title: LocalizedStringResource) -> IntentChoiceOption {
        IntentChoiceOption(title: title, style: .cancel)
    }
}

extension AppIntent {
    /// App Intents' name, within an intent, for ``IntentChoiceOption``:
    /// `let archive = Option(title: "Archive")`.
    public typealias Option = IntentChoiceOption

    /// Asks the person to choose one of `options`, saying `dialog` if given;
    /// ``IntentRequestResponder/current`` answers.
    ///
    /// - Throws: `AppIntentError.UserActionRequired.confirmation` when nobody chooses (by default
    ///   nobody does), and `CancellationError` when the option chosen is a cancel option.
    public func requestChoice(between options: [IntentChoiceOption], dialog: IntentDialog? = nil)
        async throws -> IntentChoiceOption
    {
        guard let chosen = try await IntentRequestResponder.current.choose(options.count, dialog),
            options.indices.contains(chosen)
        else { throw AppIntentError.UserActionRequired.confirmation }
        if options[chosen].style == .cancel { throw CancellationError() }
        return options[chosen]
    }

    /// Asks to go on in the app's foreground. There is no foreground to bring here: the intent
    /// goes on once ``IntentRequestResponder/current`` confirms (with `alwaysConfirm` or not), and
    /// throws `AppIntentError.UserActionRequired.confirmation` when nobody does, by default.
    public func continueInForeground(_ dialog: IntentDialog? = nil, alwaysConfirm: Bool = true) async throws {
        try await IntentRequestResponder.current.requireConfirmation(dialog)
    }
}

extension IntentParameter {
    /// The error `perform()` throws when the person must choose among `items` and nobody asked
    /// them: `throw $account.needsDisambiguationError(among: matches)`.
    public func needsDisambiguationError(among items: [Value], dialog: IntentDialog? = nil)
        -> IntentParameterError
    {
        IntentParameterError(
            parameter: title, dialog: dialog ?? requestDisambiguationDialog,
            request: .disambiguation(choices: items.count))
    }
}

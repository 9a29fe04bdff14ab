import Foundation
import Synchronization

/// An action of the app, with App Intents' spelling: parameters declared with ``Parameter``, run
/// by ``perform()``.
///
/// There is no Shortcuts, Siri or Spotlight to run intents on this platform; an intent is a value
/// the app (or its assistant tooling) fills and performs, and an entity parameter is what
/// `ParameterResolver` resolves:
///
/// ```swift
/// struct OpenNoteIntent: OpenIntent {
///     static let title: LocalizedStringResource = "Open Note"
///     @Parameter(title: "Note") var target: NoteEntity
///     func perform() async throws -> some IntentResult { .result() }
/// }
///
/// var intent = OpenNoteIntent()
/// intent.target = note
/// _ = try await intent.perform()
/// ```
public protocol AppIntent: Sendable, PersistentlyIdentifiable {
    /// The intent's name, as people see it.
    static var title: LocalizedStringResource { get }
    /// What the intent does; empty unless the intent says.
    ///
    /// Not optional, so the way apps write it, `static let description = IntentDescription("…")`,
    /// is the intent's description rather than an unrelated property of the same name.
    static var description: IntentDescription { get }
    /// Whether running the intent brings the app to the foreground.
    static var openAppWhenRun: Bool { get }
    /// Whether the intent is offered to people (in Shortcuts, on Apple platforms).
    static var isDiscoverable: Bool { get }
    /// What the device must allow before the intent runs.
    static var authenticationPolicy: IntentAuthenticationPolicy { get }
    /// The processes the intent may run in; any of them unless the intent says.
    static var allowedExecutionTargets: IntentExecutionTargets { get }

    /// What ``perform()`` returns.
    associatedtype PerformResult: IntentResult

    /// The sentence that shows the intent with its parameters.
    associatedtype SummaryContent: ParameterSummary = IntentSummaryNone

    /// The intent as a sentence with its parameters: `Summary("Open \(\.$target)")`.
    @ParameterSummaryBuilder<Self> static var parameterSummary: SummaryContent { get }

    /// An intent with its parameters unset.
    init()

    /// Carries out the intent with its parameters.
    func perform() async throws -> PerformResult
}

extension AppIntent where SummaryContent == IntentSummaryNone {
    /// No summary: the intent is shown by its title.
    public static var parameterSummary: IntentSummaryNone { IntentSummaryNone() }
}

extension AppIntent {
    /// No description.
    public static var description: IntentDescription { IntentDescription("") }
    /// Runs without bringing the app forward.
    public static var openAppWhenRun: Bool { false }
    /// Offered to people.
    public static var isDiscoverable: Bool { true }
    /// Runs whether or not the device is unlocked.
    public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }
    /// Runs in any process.
    public static var allowedExecutionTargets: IntentExecutionTargets { .all }

    /// The processes an intent may run in.
    public typealias ExecutionTargets = IntentExecutionTargets
}

extension EntityQuery {
    /// Runs in any process, unless the query says.
    public static var allowedExecutionTargets: IntentExecutionTargets { .all }

    /// The processes a query may run in.
    public typealias ExecutionTargets = IntentExecutionTargets
}

extension IntentValueQuery {
    /// The processes a query may run in.
    public typealias ExecutionTargets = IntentExecutionTargets
}

/// The processes an intent or entity query may run in, App Intents' `allowedExecutionTargets`:
/// the app, its App Intents extension, its widget extension. There is one process here, the
/// app's, so the targets are kept for the code that runs intents.
///
/// ```swift
/// static var allowedExecutionTargets: IntentExecutionTargets { [.main, .appIntentsExtension] }
/// ```
public struct IntentExecutionTargets: OptionSet, Sendable, Hashable {
    /// The targets as bits.
    public let rawValue: Int
    /// The targets whose bits are set in `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The app's own process.
    public static let main = IntentExecutionTargets(rawValue: 1 << 0)
    /// The app's App Intents extension.
    public static let appIntentsExtension = IntentExecutionTargets(rawValue: 1 << 1)
    /// The app's widget extension.
    public static let widgetKitExtension = IntentExecutionTargets(rawValue: 1 << 2)

    static let all: IntentExecutionTargets = [.main, .appIntentsExtension, .widgetKitExtension]
}

/// An intent that opens an entity in the app: Spotlight's way to open a found entity.
public protocol OpenIntent: AppIntent {
    /// What is opened: an entity, or a case of an `AppEnum` (a page of the app).
    associatedtype Value: Sendable
    /// The entity to open.
    var target: Value { get set }
}

/// When an intent may run.
public enum IntentAuthenticationPolicy: Sendable, Hashable {
    case alwaysAllowed, requiresAuthentication, requiresLocalDeviceAuthentication
}

/// Where an intent may run, App Intents' `supportedModes`: in the background, in the foreground
/// (at once, or when the system decides), or either. Nothing runs intents by itself here, so an
/// intent's modes are kept for the code that does.
///
/// ```swift
/// static let supportedModes: IntentModes = [.background, .foreground(.dynamic)]
/// ```
public struct IntentModes: OptionSet, Sendable, Hashable {
    /// The modes as bits.
    public let rawValue: Int
    /// The modes whose bits are set in `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Without bringing the app to the foreground.
    public static let background = IntentModes(rawValue: 1 << 0)
    /// In the foreground, the app opened at once.
    public static let foreground = IntentModes(rawValue: 1 << 1)

    /// When an intent that may run in the foreground brings the app there.
    public enum ForegroundBehavior: Sendable, Hashable {
        /// Before the intent runs.
        case immediate
        /// When the intent asks to continue in the foreground.
        case dynamic
        /// Once the intent asks to, without a chance to stay in the background.
        case deferred
    }

    /// In the foreground, brought there as `behavior` says.
    public static func foreground(_ behavior: ForegroundBehavior) -> IntentModes {
        switch behavior {
        case .immediate: .foreground
        case .dynamic: IntentModes(rawValue: 1 << 2)
        case .deferred: IntentModes(rawValue: 1 << 3)
        }
    }
}

/// What an intent does, for people choosing one.
public struct IntentDescription: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The description.
    public var descriptionText: LocalizedStringResource
    /// The group it is listed under.
    public var categoryName: LocalizedStringResource?
    /// Further words it is found by.
    public var searchKeywords: [LocalizedStringResource]
    /// What the intent's result is called, for the intents that take it as a parameter.
    public var resultValueName: LocalizedStringResource?

    /// A description, optionally listed under `categoryName`, found by `searchKeywords`, and
    /// naming its result `resultValueName`.
    public init(
        _ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
        searchKeywords: [LocalizedStringResource] = [], resultValueName: LocalizedStringResource? = nil
    ) {
        self.descriptionText = descriptionText
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
        self.resultValueName = resultValueName
    }

    /// A description written as a string literal.
    public init(stringLiteral value: String) { self.init(LocalizedStringResource(stringLiteral: value)) }

    /// A description written as an interpolation.
    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
        self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}

/// What an intent says to the person running it.
public struct IntentDialog: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The full text.
    public var fullText: LocalizedStringResource
    /// A shorter form, where space is scarce.
    public var supportingText: LocalizedStringResource?

    /// A dialog of one text.
    public init(_ fullText: LocalizedStringResource) {
        self.fullText = fullText
        supportingText = nil
    }

    /// A dialog of resolved text: what a representation's name or title holds here, where App
    /// Intents holds a `LocalizedStringResource`
    /// (`IntentDialog(Self.typeDisplayRepresentation.name)`, `IntentDialog(entity.displayRepresentation.title)`).
    /// Disfavoured, so a literal stays a literal and an interpolation keeps its placeholders.
    @_disfavoredOverload
    public init(_ fullText: String) {
        self.init(LocalizedStringResource(fullText))
    }

    /// A dialog with a shorter form.
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource) {
        fullText = full
        supportingText = supporting
    }

    /// A dialog shown with a symbol. There is no interface here to show the symbol in, so the
    /// dialog keeps its text.
    public init(full: LocalizedStringResource, systemImageName: String) {
        self.init(full)
    }

    /// A dialog with a shorter form, shown with a symbol; the dialog keeps its texts.
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource, systemImageName: String) {
        self.init(full: full, supporting: supporting)
    }

    /// A dialog written as a string literal.
    public init(stringLiteral value: String) { self.init(LocalizedStringResource(stringLiteral: value)) }

    /// A dialog written as an interpolation.
    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
        self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}

/// What ``AppIntent/perform()`` returns: made with `.result()`, `.result(value:)`,
/// `.result(dialog:)` or `.result(value:dialog:)`.
public protocol IntentResult: Sendable {
    /// What the intent says when it is done, if anything.
    var dialog: IntentDialog? { get }
}

extension IntentResult {
    /// Nothing, for a result type of the app's own that declares only its value
    /// (`struct Opened: IntentResult { var value: Never? }`), as App Intents allows.
    public var dialog: IntentDialog? { nil }
}

/// A result carrying a value, as `some IntentResult & ReturnsValue<Int>`.
public protocol ReturnsValue<Value>: IntentResult {
    associatedtype Value: Sendable
    /// The value; `nil` only for a result made without one.
    var value: Value? { get }
}

/// A result that speaks a dialog, as `some IntentResult & ProvidesDialog`.
public protocol ProvidesDialog: IntentResult {}

/// A result that runs another intent next, as `some IntentResult & OpensIntent`.
public protocol OpensIntent: IntentResult {}

/// The result `.result(…)` makes.
public struct IntentResultContainer<Value: Sendable>: ReturnsValue, ProvidesDialog, OpensIntent {
    /// The value returned, if any.
    public let value: Value?
    /// What the intent says, if anything.
    public let dialog: IntentDialog?
    /// The intent to run next, if any.
    public let opensIntent: (any AppIntent)?
    /// The intent the Action button runs next, if any: kept for whoever ran the intent, as
    /// there is no Action button here.
    public let actionButtonIntent: (any AppIntent)?

    init(
        value: Value?, dialog: IntentDialog?, opensIntent: (any AppIntent)? = nil,
        actionButtonIntent: (any AppIntent)? = nil
    ) {
        self.value = value
        self.dialog = dialog
        self.opensIntent = opensIntent
        self.actionButtonIntent = actionButtonIntent
    }
}

extension IntentResult where Self == IntentResultContainer<Never> {
    /// A result with nothing to say or return.
    public static func result() -> Self { Self(value: nil, dialog: nil) }

    /// A result that says `dialog`.
    public static func result(dialog: IntentDialog) -> Self { Self(value: nil, dialog: dialog) }

    /// A result that runs `intent` next.
    public static func result(opensIntent intent: some AppIntent, dialog: IntentDialog? = nil) -> Self {
        Self(value: nil, dialog: dialog, opensIntent: intent)
    }

    /// A result that makes `intent` what the Action button runs next, as a workout or a Live
    /// Activity hands the button on (`.result(actionButtonIntent: PauseHike())`).
    public static func result(actionButtonIntent intent: some AppIntent) -> Self {
        Self(value: nil, dialog: nil, actionButtonIntent: intent)
    }

    /// A result that says `dialog` and makes `intent` what the Action button runs next.
    public static func result(actionButtonIntent intent: some AppIntent, dialog: IntentDialog) -> Self {
        Self(value: nil, dialog: dialog, actionButtonIntent: intent)
    }

    /// A result that shows `view` (a snippet, `some IntentResult & ShowsSnippetView`), saying
    /// `dialog` if given. There is no interface here to show a view in, so it is not kept.
    public static func result<Content>(dialog: IntentDialog? = nil, view: Content) -> Self {
        Self(value: nil, dialog: dialog)
    }

    /// A result that shows `snippetIntent`'s view (`some IntentResult & ShowsSnippetIntent`),
    /// saying `dialog` if given; the snippet intent is not run, as there is no view to show.
    public static func result(dialog: IntentDialog? = nil, snippetIntent: some SnippetIntent) -> Self {
        Self(value: nil, dialog: dialog)
    }

    /// A result that runs `intent` next and shows `snippetIntent`'s view (which is not run here).
    public static func result(
        opensIntent intent: some AppIntent, dialog: IntentDialog? = nil, snippetIntent: some SnippetIntent
    ) -> Self {
        Self(value: nil, dialog: dialog, opensIntent: intent)
    }
}

extension IntentResult {
    /// A result returning `value`.
    public static func result<Value: Sendable>(value: Value) -> Self
    where Self == IntentResultContainer<Value> {
        Self(value: value, dialog: nil)
    }

    /// A result returning `value` and saying `dialog`.
    public static func result<Value: Sendable>(value: Value, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<Value> {
        Self(value: value, dialog: dialog)
    }

    /// A result returning `value` and showing `view`, saying `dialog` if given; the view is not
    /// kept, as there is no interface here to show it in.
    public static func result<Value: Sendable, Content>(
        value: Value, dialog: IntentDialog? = nil, view: Content
    )
        -> Self where Self == IntentResultContainer<Value>
    {
        Self(value: value, dialog: dialog)
    }

    /// A result returning `value` and showing `snippetIntent`'s view (which is not run here),
    /// saying `dialog` if given.
    public static func result<Value: Sendable>(
        value: Value, dialog: IntentDialog? = nil, snippetIntent: some SnippetIntent
    ) -> Self where Self == IntentResultContainer<Value> {
        Self(value: value, dialog: dialog)
    }

    /// A result returning `value` that runs `intent` next, saying `dialog` if given.
    public static func result<Value: Sendable>(
        value: Value, opensIntent intent: some AppIntent, dialog: IntentDialog? = nil
    ) -> Self where Self == IntentResultContainer<Value> {
        Self(value: value, dialog: dialog, opensIntent: intent)
    }
}

/// An intent's input, with App Intents' spelling: `@Parameter(title: "Note") var target: NoteEntity`.
///
/// A parameter never set reads as its `default`, or `nil` for an optional one; reading a required
/// parameter that was never set is a programming error, as on Apple platforms.
@propertyWrapper
public struct IntentParameter<Value: Sendable>: Sendable {
    /// The parameter's name, as people see it.
    public let title: LocalizedStringResource
    /// What it is for.
    public let description: LocalizedStringResource?
    /// What is asked when the value is missing.
    public let requestValueDialog: IntentDialog?
    /// What is asked when several values fit.
    public let requestDisambiguationDialog: IntentDialog?
    /// The smallest and largest value people may choose (a value set in code is taken as it is).
    public private(set) var inclusiveRange: (lower: Value, upper: Value)?
    /// For a list of numbers, the smallest and largest value each of them may be.
    public private(set) var elementInclusiveRange:
        (lower: any Comparable & Sendable, upper: any Comparable & Sendable)?
    /// What lists the values people may choose, when the parameter has one.
    public private(set) var optionsProvider: (any DynamicOptionsProvider)?
    /// What finds the entities people may choose, when it is not the entity type's default query.
    public private(set) var query: (any EntityQuery)?
    /// The kinds of file people may give, for a file parameter.
    public private(set) var supportedContentTypes: [UTType] = []
    /// How a number parameter is entered, when its intent names a style.
    public private(set) var controlStyle: ControlStyle?
    /// How a Boolean parameter's two values are named, when its intent names them.
    public private(set) var booleanDisplayName: Bool.IntentDisplayName?
    /// How a text parameter is typed (keyboard, capitals, several lines), when its intent says.
    public internal(set) var inputOptions: String.IntentInputOptions?
    /// How many values a list parameter takes, when its intent says.
    public internal(set) var collectionSize: IntentCollectionSize?
    /// Whether a date parameter is a day, a time of day or both, when its intent says.
    public internal(set) var dateKind: IntentParameterDateKind?
    /// The currencies an amount parameter may be in, when its intent names them.
    public internal(set) var currencyCodes: [String]?
    /// Whether a measurement parameter may be below zero.
    public internal(set) var supportsNegativeNumbers = true
    /// Whether the parameter takes the result of the action before it in a shortcut.
    public let inputConnectionBehavior: InputConnectionBehavior
    /// The value, shared by copies of the intent as App Intents' parameter (a class) shares it,
    /// so `perform()` can set a parameter it asked for (`date = try await $date.requestValue()`).
    private let storage: ParameterStorage<Value>

    /// A parameter named `title`, holding `default` until it is set. Without a title (as App
    /// Intents allows, naming the parameter after its property, which a property wrapper cannot
    /// see), the title is empty.
    public init(
        title: LocalizedStringResource = "", description: LocalizedStringResource? = nil,
        default: Value? = nil,
        requestValueDialog: IntentDialog? = nil, requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.title = title
        self.description = description
        self.requestValueDialog = requestValueDialog
        self.requestDisambiguationDialog = requestDisambiguationDialog
        self.inputConnectionBehavior = inputConnectionBehavior
        storage = ParameterStorage(`default`)
    }

    /// A number parameter people choose within `inclusiveRange`.
    public init(
        title: LocalizedStringResource = "", description: LocalizedStringResource? = nil,
        default: Value? = nil,
        inclusiveRange: (Value, Value), requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) where Value: Comparable {
        self.init(
            title: title, description: description, default: `default`,
            requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior)
        self.inclusiveRange = inclusiveRange
    }

    /// An optional number parameter people choose within `inclusiveRange` when they set it.
    public init<Wrapped: Comparable & Sendable>(
        title: LocalizedStringResource = "", description: LocalizedStringResource? = nil,
        default: Value? = nil,
        inclusiveRange: (Wrapped, Wrapped), requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) where Value == Wrapped? {
        self.init(
            title: title, description: description, default: `default`,
            requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior)
        self.inclusiveRange = (inclusiveRange.0, inclusiveRange.1)
    }

    /// A number parameter shown with `controlStyle`, optionally within `inclusiveRange`.
    public init(
        title: LocalizedStringResource = "", description: LocalizedStringResource? = nil,
        default: Value? = nil,
        controlStyle: ControlStyle, inclusiveRange: (Value, Value)? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) where Value: Comparable {
        self.init(
            title: title, description: description, default: `default`,
            requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior)
        self.controlStyle = controlStyle
        self.inclusiveRange = inclusiveRange
    }

    /// An optional number parameter shown with `controlStyle`, chosen within `inclusiveRange`
    /// when one is given (`@Parameter(title: "Carbs", controlStyle: .field, inclusiveRange:
    /// (lowerBound: 0, upperBound: 300)) var carbs: Int?`).
    public init<Wrapped: Comparable & Sendable>(
        title: LocalizedStringResource = "", description: LocalizedStringResource? = nil,
        default: Value? = nil,
        controlStyle: ControlStyle, inclusiveRange: (Wrapped, Wrapped)? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) where Value == Wrapped? {
        self.init(
            title: title, description: description, default: `default`,
            requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior)
        self.controlStyle = controlStyle
        self.inclusiveRange = inclusiveRange.map { ($0.0, $0.1) }
    }

    /// A list of numbers, each chosen within `inclusiveRange`, entered with `controlStyle` when
    /// one is named (`@Parameter(title: "Codes", controlStyle: .field, inclusiveRange: (0, 0xFFFF))
    /// var codes: [Int]`).
    public init<Element: Comparable & Sendable>(
        title: LocalizedStringResource = "", description: LocalizedStringResource? = nil,
        default: Value? = nil,
        controlStyle: ControlStyle? = nil, inclusiveRange: (Element, Element),
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) where Value == [Element] {
        self.init(
            title: title, description: description, default: `default`,
            requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior)
        self.controlStyle = controlStyle
        elementInclusiveRange = (inclusiveRange.0, inclusiveRange.1)
    }

    /// A list of numbers entered with `controlStyle`.
    public init<Element: Comparable & Sendable>(
        title: LocalizedStringResource = "", description: LocalizedStringResource? = nil,
        default: Value? = nil,
        controlStyle: ControlStyle, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) where Value == [Element] {
        self.init(
            title: title, description: description, default: `default`,
            requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior)
        self.controlStyle = controlStyle
    }

    /// A Boolean parameter whose two values are named by `displayName` (`Toggle` and `Turn`).
    public init(
        title: LocalizedStringResource = "", description: LocalizedStringResource? = nil,
        default: Value? = nil,
        displayName: Bool.IntentDisplayName, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) where Value == Bool {
        self.init(
            title: title, description: description, default: `default`,
            requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior)
        booleanDisplayName = displayName
    }

    /// How a number parameter is entered: App Intents' `IntControlStyle` and `DoubleControlStyle`
    /// in one type, kept for an interface to honour.
    public enum ControlStyle: Sendable, Hashable {
        /// Typed in a field.
        case field
        /// Stepped up and down.
        case stepper
        /// Slid within the parameter's range.
        case slider
    }

    /// The control styles of a whole-number parameter.
    public typealias IntControlStyle = ControlStyle
    /// The control styles of a fractional-number parameter.
    public typealias DoubleControlStyle = ControlStyle

    /// A parameter whose values `optionsProvider` lists.
    public init(
        title: LocalizedStringResource = "", description: LocalizedStringResource? = nil,
        default: Value? = nil,
        requestValueDialog: IntentDialog? = nil, requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: some DynamicOptionsProvider
    ) {
        self.init(
            title: title, description: description, default: `default`,
            requestValueDialog: requestValueDialog, requestDisambiguationDialog: requestDisambiguationDialog,
            inputConnectionBehavior: inputConnectionBehavior)
        self.optionsProvider = optionsProvider
    }

    /// An entity parameter whose entities `query` finds, instead of the type's default query.
    public init(
        title: LocalizedStringResource = "", description: LocalizedStringResource? = nil,
        default: Value? = nil,
        requestValueDialog: IntentDialog? = nil, requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default, query: some EntityQuery
    ) {
        self.init(
            title: title, description: description, default: `default`,
            requestValueDialog: requestValueDialog, requestDisambiguationDialog: requestDisambiguationDialog,
            inputConnectionBehavior: inputConnectionBehavior)
        self.query = query
    }

    /// A file parameter that accepts files of `supportedContentTypes`.
    public init(
        title: LocalizedStringResource = "", description: LocalizedStringResource? = nil,
        default: Value? = nil,
        supportedContentTypes: [UTType], requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, default: `default`,
            requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior)
        self.supportedContentTypes = supportedContentTypes
    }

    /// A file parameter that accepts files of the types named by `supportedTypeIdentifiers`, as
    /// App Intents spelled it before `UTType`.
    public init(
        title: LocalizedStringResource = "", description: LocalizedStringResource? = nil,
        default: Value? = nil,
        supportedTypeIdentifiers: [String], requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, default: `default`,
            supportedContentTypes: supportedTypeIdentifiers.map { UTType($0) ?? UTType(importedAs: $0) },
            requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior)
    }

    /// The parameter's value.
    public var wrappedValue: Value {
        get {
            if let value = storage.value { return value }
            if let optional = Value.self as? any ExpressibleByNilLiteral.Type,
                let none = optional.init(nilLiteral: ()) as? Value
            {
                return none
            }
            preconditionFailure("the intent parameter '\(title)' was read before it was set")
        }
        nonmutating set { storage.value = newValue }
    }

    /// The parameter itself (`$target`): its title and dialogs.
    public var projectedValue: IntentParameter<Value> { self }

    /// Whether the parameter has a value (set, or a default).
    public var hasValue: Bool { storage.value != nil }

    /// Whether the intent runs without a value for the parameter: it holds an optional.
    public var isOptional: Bool { Value.self is any ExpressibleByNilLiteral.Type }

    /// The value if set (or defaulted), without trapping: what a conditional summary compares.
    var valueIfSet: Value? { storage.value }

    /// The error `perform()` throws when it needs a value for the parameter that it was not given:
    /// `throw $target.needsValueError("Which note?")`.
    public func needsValueError(_ dialog: IntentDialog? = nil) -> IntentParameterError {
        IntentParameterError(parameter: title, dialog: dialog ?? requestValueDialog)
    }
}

/// The parameters of an intent being configured that a query depends on, as App Intents spells
/// it: `@IntentParameterDependency<OrderSoup>(\.$quantity) var orderSoup`, read as
/// `orderSoup?.quantity`.
///
/// There is no shortcut editor here to configure an intent; the dependency reads `nil` until
/// whoever runs the query for an intent being configured (the app's own interface, or a test) sets
/// ``intent``, and while a parameter it lists has no value, so a listed optional parameter reads
/// unwrapped (`dependency?.sender.id` for `sender: Account?`), as in App Intents.
@propertyWrapper
@dynamicMemberLookup
public struct IntentParameterDependency<Intent: AppIntent>: @unchecked Sendable {
    // @unchecked: the key paths name stored parameters of a Sendable intent and are never mutated.
    /// The parameters depended on.
    public let parameters: [PartialKeyPath<Intent>]
    /// The intent being configured, if any.
    public var intent: Intent?

    /// A dependency on these parameters of `Intent`.
    public init(_ parameters: PartialKeyPath<Intent>...) {
        self.parameters = parameters
    }

    /// The dependency while an intent is being configured whose listed parameters all have
    /// values, else `nil`.
    public var wrappedValue: IntentParameterDependency<Intent>? {
        guard let intent else { return nil }
        let unset = parameters.contains {
            ((intent[keyPath: $0]) as? any ParameterValueHolding)?.holdsValue == false
        }
        return unset ? nil : self
    }

    /// The dependency itself (`$orderSoup`), to set the intent being configured.
    public var projectedValue: IntentParameterDependency<Intent> {
        get { self }
        set { self = newValue }
    }

    /// A value of the intent being configured, such as a parameter's.
    public subscript<Value>(dynamicMember keyPath: KeyPath<Intent, Value>) -> Value {
        guard let intent else { preconditionFailure("no \(Intent.self) is being configured") }
        return intent[keyPath: keyPath]
    }

    /// The value of an optional parameter of the intent being configured, unwrapped, as App
    /// Intents reads a listed parameter: the dependency is `nil` while it has no value.
    public subscript<Wrapped>(dynamicMember keyPath: KeyPath<Intent, Wrapped?>) -> Wrapped {
        guard let intent else { preconditionFailure("no \(Intent.self) is being configured") }
        guard let value = intent[keyPath: keyPath] else {
            preconditionFailure(
                "a parameter of \(Intent.self) that the dependency does not list was read unset")
        }
        return value
    }
}

/// A parameter that can tell whether it holds a value, an optional one's being other than `nil`.
protocol ParameterValueHolding {
    var holdsValue: Bool { get }
}

extension IntentParameter: ParameterValueHolding {
    var holdsValue: Bool {
        guard let value = valueIfSet else { return false }
        return (value as? any OptionalValue)?.isNone != true
    }
}

/// An optional seen through `Any`, to tell whether it is `nil`.
private protocol OptionalValue {
    var isNone: Bool { get }
}

extension Optional: OptionalValue {
    fileprivate var isNone: Bool { self == nil }
}

/// Where an ``IntentParameter`` keeps its value.
final class ParameterStorage<Value: Sendable>: Sendable {
    private let stored: Mutex<Value?>

    init(_ value: Value?) { stored = Mutex(value) }

    var value: Value? {
        get { stored.withLock { $0 } }
        set { stored.withLock { $0 = newValue } }
    }
}

/// Whether a parameter takes the result of the action before it in a shortcut, as App Intents
/// spells it. There is no shortcut editor here; ``IntentParameter/inputConnectionBehavior`` keeps it.
public enum InputConnectionBehavior: Sendable, Hashable {
    /// As the system decides.
    case `default`
    /// Never connected to the previous result.
    case never
    /// Connected to the previous action's result.
    case connectToPreviousIntentResult
}

/// A parameter `perform()` needed and did not have (see ``IntentParameter/needsValueError(_:)``),
/// or a choice among values that nobody made (see ``IntentRequestResponder``).
public struct IntentParameterError: Error, Sendable, CustomStringConvertible {
    /// What the person would have been asked for.
    public enum Request: Sendable, Hashable {
        /// A value.
        case value
        /// One of this many values.
        case disambiguation(choices: Int)
    }

    /// The parameter's title.
    public let parameter: LocalizedStringResource
    /// What the person would be asked.
    public let dialog: IntentDialog?
    /// What they would be asked for.
    public let request: Request

    init(parameter: LocalizedStringResource, dialog: IntentDialog?, request: Request = .value) {
        self.parameter = parameter
        self.dialog = dialog
        self.request = request
    }

    /// The parameter and the question, for logs.
    public var description: String {
        let need =
            switch request {
            case .value: "a value for '\(parameter)'"
            case .disambiguation(let choices): "a choice of '\(parameter)' among \(choices) values"
            }
        return "the intent needs \(need)" + (dialog.map { ": \($0.fullText)" } ?? "")
    }
}

/// An error `perform()` throws to say what went wrong in terms the system knows: start again,
/// grant a permission, act first (sign in, confirm), or give up. Apple's predefined values.
///
/// ```swift
/// guard let url = URL(string: "notes://note/\(target.id)") else { throw AppIntentError.restartPerform }
/// ```
public struct AppIntentError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, for logs.
    public let description: String

    private init(_ description: String) { self.description = description }

    /// Run the intent again from the start.
    public static var restartPerform: AppIntentError { AppIntentError("restart perform") }

    /// The app lacks a permission the person must grant.
    public enum PermissionRequired {
        /// Access to Bluetooth.
        public static let bluetooth = AppIntentError("permission required: bluetooth")
        /// Access to contacts.
        public static let contacts = AppIntentError("permission required: contacts")
        /// Access to the local network.
        public static let localNetwork = AppIntentError("permission required: local network")
        /// Access to the location.
        public static let location = AppIntentError("permission required: location")
    }

    /// The person must act before the intent can finish.
    public enum UserActionRequired {
        /// Set up an account.
        public static let accountSetup = AppIntentError("user action required: account setup")
        /// Confirm the action.
        public static let confirmation = AppIntentError("user action required: confirmation")
        /// Sign in.
        public static let signin = AppIntentError("user action required: sign in")
    }

    /// Nothing the person can do now.
    public enum Unrecoverable {
        /// No entity matched.
        public static let entityNotFound = AppIntentError("unrecoverable: entity not found")
        /// The feature is restricted (Screen Time, a profile).
        public static let featureCurrentlyRestricted = AppIntentError("unrecoverable: feature restricted")
        /// No network connection.
        public static let networkFailure = AppIntentError("unrecoverable: network failure")
        /// The action is not allowed.
        public static let notAllowed = AppIntentError("unrecoverable: not allowed")
        /// Something unknown went wrong.
        public static let unknown = AppIntentError("unrecoverable: unknown")
    }
}

/// An intent whose result shows some of the app's content, named by ``contentIdentifier``, as
/// Apple's `TargetContentProvidingIntent` lets the system tell which scene shows it.
public protocol TargetContentProvidingIntent: AppIntent {
    /// What content the intent shows; by default the intent type's name.
    var contentIdentifier: String { get }
}

extension TargetContentProvidingIntent {
    /// The intent type's name.
    public var contentIdentifier: String { String(describing: Self.self) }

    /// Nothing: on Apple platforms the system brings forward the scene that shows the content, so
    /// such an intent need not perform anything itself. There are no scenes here; whoever ran the
    /// intent reads ``contentIdentifier``.
    public func perform() async throws -> some IntentResult { .result() }
}

/// An intent that shows the app's own search results for what was typed in the system's search,
/// as `ShowInAppSearchResultsIntent` does.
public protocol ShowInAppSearchResultsIntent: AppIntent {
    /// Where the app can search.
    static var searchScopes: [StringSearchScope] { get }
    /// What was typed.
    var criteria: StringSearchCriteria { get set }
}

extension ShowInAppSearchResultsIntent {
    /// Everywhere.
    public static var searchScopes: [StringSearchScope] { [.general] }
}

/// What a person typed in a search, handed to a ``ShowInAppSearchResultsIntent``.
public struct StringSearchCriteria: Sendable, Hashable {
    /// The text typed.
    public var term: String

    /// Criteria for `term`.
    public init(term: String) { self.term = term }
}

/// Where an app can search.
public enum StringSearchScope: Sendable, Hashable {
    /// Everything the app has.
    case general
}

/// `@Parameter`, as App Intents spells the wrapper.
public typealias Parameter = IntentParameter

extension AppIntent {
    /// `@Parameter` inside an intent, as App Intents declares it on the protocol: found also
    /// where only the protocol is imported (`import protocol AppIntents.AppIntent`).
    public typealias Parameter = IntentParameter
}

extension AppEntity {
    /// `@Property` inside an entity, as App Intents declares it on the protocol: found also
    /// where only the protocol is imported (`import protocol AppIntents.AppEntity`).
    public typealias Property = Searchlight.Property
}

/// A sentence showing an intent with its parameters, as ``AppIntent/parameterSummary`` returns.
public protocol ParameterSummary: Sendable {
    /// The sentence, each parameter as `${title}`; empty for no summary.
    var text: String { get }
    /// The titles of the parameters listed after the sentence.
    var listedParameters: [String] { get }
    /// The summary that fits `intent`'s parameters: itself, unless it depends on them (``When``).
    func summary(for intent: some AppIntent) -> any ParameterSummary
}

extension ParameterSummary {
    /// Itself.
    public func summary(for intent: some AppIntent) -> any ParameterSummary { self }
}

extension ParameterSummary {
    /// None.
    public var listedParameters: [String] { [] }
}

/// The summary of an intent that has none.
public struct IntentSummaryNone: ParameterSummary {
    /// Empty.
    public var text: String { "" }

    /// No summary.
    public init() {}
}

/// A sentence with an intent's parameters in it: `Summary("Open \(\.$target)")`, optionally
/// with the other parameters listed after it.
public struct Summary<Intent: AppIntent>: ParameterSummary {
    /// The sentence, each parameter as `${title}`.
    public let text: String
    /// The titles of the parameters listed after the sentence.
    public let listedParameters: [String]

    /// No sentence and no parameters, as a summary that shows nothing (`otherwise: { Summary() }`).
    public init() {
        text = ""
        listedParameters = []
    }

    /// The sentence alone. `table` names the strings table that localizes it on Apple platforms;
    /// the sentence is used as written here.
    public init(_ sentence: ParameterSummaryString<Intent>, table: String? = nil) {
        text = sentence.text
        listedParameters = []
    }

    /// No sentence, only the parameters `parameters` lists (`Summary { \.$day; \.$month }`).
    public init(@ParameterSummaryTableBuilder<Intent> _ parameters: () -> [String]) {
        text = ""
        listedParameters = parameters()
    }

    /// The sentence, then the parameters `parameters` lists (`{ \.$option; \.$count }`).
    public init(
        _ sentence: ParameterSummaryString<Intent>, table: String? = nil,
        @ParameterSummaryTableBuilder<Intent> _ parameters: () -> [String]
    ) {
        text = sentence.text
        listedParameters = parameters()
    }
}

/// App Intents' name for ``Summary``.
public typealias IntentParameterSummary<Intent: AppIntent> = Summary<Intent>

/// The text of a ``Summary``: literal words and parameters, `"Open \(\.$target)"`.
public struct ParameterSummaryString<Intent: AppIntent>: Sendable, ExpressibleByStringInterpolation {
    /// The sentence, each parameter as `${title}`.
    public let text: String

    /// A sentence without parameters.
    public init(stringLiteral value: String) { text = value }

    /// A sentence with parameters.
    public init(stringInterpolation: IntentStringInterpolation<Intent>) { text = stringInterpolation.text }
}

/// Builds the text of an intent's sentences (summaries, App Shortcut phrases) from literal words,
/// its parameters (`\(\.$target)`) and `\(.applicationName)`.
public struct IntentStringInterpolation<Intent: AppIntent>: StringInterpolationProtocol, Sendable {
    var text = ""

    /// Room for the literal parts.
    public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }

    /// Literal words.
    public mutating func appendLiteral(_ literal: String) { text += literal }

    /// A parameter, shown as `${title}`.
    public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {
        text += "${\(Intent()[keyPath: parameter].title.defaultValue)}"
    }

    /// The app's name.
    public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) {
        switch token {
        case .applicationName: text += "${applicationName}"
        }
    }
}

/// Builds ``AppIntent/parameterSummary``.
@resultBuilder
public enum ParameterSummaryBuilder<Intent: AppIntent> {
    /// A summary of the intent.
    public static func buildExpression(_ summary: Summary<Intent>) -> Summary<Intent> { summary }
    /// A summary for each value of a parameter.
    public static func buildExpression<Value>(_ summary: Switch<Intent, Value>) -> Switch<Intent, Value> {
        summary
    }
    /// A summary that depends on a parameter's value.
    public static func buildExpression<Value, Then, Otherwise>(
        _ summary: When<Intent, Value, Then, Otherwise>
    )
        -> When<Intent, Value, Then, Otherwise>
    {
        summary
    }
    /// The one summary.
    public static func buildBlock<Content: ParameterSummary>(_ content: Content) -> Content { content }
}

/// Builds the list of parameters after a ``Summary``'s sentence.
@resultBuilder
public enum ParameterSummaryTableBuilder<Intent: AppIntent> {
    /// A parameter, by its title.
    public static func buildExpression<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>)
        -> [String]
    {
        [Intent()[keyPath: parameter].title.defaultValue]
    }
    /// The parameters in order.
    public static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
}

/// A placeholder in an App Shortcut phrase.
public enum AppShortcutPhraseToken: Sendable, Hashable {
    /// The app's name, which every phrase must hold on Apple platforms.
    case applicationName
}

/// A phrase that runs an App Shortcut: `"Open \(\.$target) in \(.applicationName)"`.
public struct AppShortcutPhrase<Intent: AppIntent>: Sendable, ExpressibleByStringInterpolation {
    /// The phrase, each parameter as `${title}` and the app as `${applicationName}`.
    public let text: String

    /// A phrase without placeholders.
    public init(stringLiteral value: String) { text = value }

    /// A phrase with placeholders.
    public init(stringInterpolation: IntentStringInterpolation<Intent>) { text = stringInterpolation.text }
}

/// An intent offered with the phrases that run it, as an ``AppShortcutsProvider`` lists them.
public struct AppShortcut: Sendable {
    /// The intent run.
    public let intent: any AppIntent
    /// The phrases, as ``AppShortcutPhrase/text``.
    public let phrases: [String]
    /// The shortcut's name.
    public let shortTitle: LocalizedStringResource?
    /// The SF Symbol shown with it.
    public let systemImageName: String?
    /// How the shortcut offers its parameter's values, if it does.
    public private(set) var parameterPresentation: (any Sendable)?

    /// A shortcut with its name and symbol.
    public init<Intent: AppIntent>(
        intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource,
        systemImageName: String
    ) {
        self.intent = intent
        self.phrases = phrases.map(\.text)
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
    }

    /// A shortcut named by its intent's title.
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>]) {
        self.intent = intent
        self.phrases = phrases.map(\.text)
        shortTitle = nil
        systemImageName = nil
    }

    /// A shortcut named by its intent's title, with a symbol (the form before `shortTitle`).
    public init<Intent: AppIntent>(
        intent: Intent, phrases: [AppShortcutPhrase<Intent>], systemImageName: String? = nil
    ) {
        self.intent = intent
        self.phrases = phrases.map(\.text)
        shortTitle = nil
        self.systemImageName = systemImageName
    }

    /// A shortcut whose parameter's values are offered as shortcuts of their own
    /// (``AppShortcutParameterPresentation``).
    public init<Intent: AppIntent>(
        intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource,
        systemImageName: String, parameterPresentation: AppShortcutParameterPresentation<Intent>
    ) {
        self.init(intent: intent, phrases: phrases, shortTitle: shortTitle, systemImageName: systemImageName)
        self.parameterPresentation = parameterPresentation
    }
}

/// How an App Shortcut offers the values of one of its parameters, each as a shortcut of its
/// own, as App Intents spells it:
///
/// ```swift
/// ParameterPresentation(for: \.$playlist, summary: Summary("Play \(\.$playlist)")) {
///     OptionsCollection(PlaylistQuery(), title: "Playlists", systemImageName: "music.note.list")
/// }
/// ```
public struct AppShortcutParameterPresentation<Intent: AppIntent>: Sendable {
    /// The parameter's title.
    public let parameter: String
    /// The sentence each offered shortcut reads, the parameter as `${title}`.
    public let summary: String
    /// Where the offered values come from.
    public let optionsCollections: [AppShortcutOptionsCollection]

    /// The values of `parameter` that `optionsCollections` give, each read as `summary`.
    public init<Value>(
        for parameter: KeyPath<Intent, IntentParameter<Value>>, summary: Summary<Intent>,
        @AppShortcutOptionsCollectionBuilder optionsCollections: () -> [AppShortcutOptionsCollection]
    ) {
        self.parameter = Intent()[keyPath: parameter].title.defaultValue
        self.summary = summary.text
        self.optionsCollections = optionsCollections()
    }
}

/// A group of values an ``AppShortcutParameterPresentation`` offers: what a query suggests,
/// under a title.
public struct AppShortcutOptionsCollection: Sendable {
    /// The query whose suggested entities are offered.
    public let query: any EntityQuery
    /// The group's title.
    public let title: LocalizedStringResource?
    /// The SF Symbol shown with it.
    public let systemImageName: String?

    /// The entities `query` suggests, titled.
    public init(
        _ query: some EntityQuery, title: LocalizedStringResource? = nil, systemImageName: String? = nil
    ) {
        self.query = query
        self.title = title
        self.systemImageName = systemImageName
    }
}

/// Builds an ``AppShortcutParameterPresentation``'s collections.
@resultBuilder
public enum AppShortcutOptionsCollectionBuilder {
    /// One collection.
    public static func buildExpression(_ collection: AppShortcutOptionsCollection)
        -> [AppShortcutOptionsCollection]
    {
        [collection]
    }
    /// The collections in order.
    public static func buildBlock(_ parts: [AppShortcutOptionsCollection]...)
        -> [AppShortcutOptionsCollection]
    {
        parts.flatMap { $0 }
    }
}

/// The App Shortcuts of an app.
public protocol AppShortcutsProvider {
    /// The shortcuts, listed one per line.
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
    /// The color of the app's shortcut tiles.
    static var shortcutTileColor: ShortcutTileColor { get }
    /// Phrases that sound like the shortcuts' but must not run them.
    static var negativePhrases: NegativeAppShortcutPhrases { get }
    /// Tells the system the values of the shortcuts' parameters changed; nothing to tell here.
    static func updateAppShortcutParameters()
}

/// Phrases that must not run any of an app's shortcuts, as App Intents spells them:
/// `NegativeAppShortcutPhrases { "Stop \(.applicationName)" }`.
public struct NegativeAppShortcutPhrases: Sendable {
    /// The phrases, the app as `${applicationName}`.
    public let phrases: [String]

    /// The phrases listed.
    public init(@NegativeAppShortcutPhrasesBuilder _ phrases: () -> [NegativeAppShortcutPhrase]) {
        self.phrases = phrases().map(\.text)
    }
}

/// A phrase that must not run a shortcut.
public struct NegativeAppShortcutPhrase: Sendable, ExpressibleByStringInterpolation {
    /// The phrase, the app as `${applicationName}`.
    public let text: String

    /// A phrase without placeholders.
    public init(stringLiteral value: String) { text = value }

    /// A phrase with the app's name in it.
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    /// Builds a phrase from words and `\(.applicationName)`.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var text = ""
        /// Room for the words.
        public init(literalCapacity: Int, interpolationCount: Int) {}
        /// Words.
        public mutating func appendLiteral(_ literal: String) { text += literal }
        /// The app's name.
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) {
            text += "${applicationName}"
        }
    }
}

/// Builds ``NegativeAppShortcutPhrases``.
@resultBuilder
public enum NegativeAppShortcutPhrasesBuilder {
    /// One phrase.
    public static func buildExpression(_ phrase: NegativeAppShortcutPhrase) -> [NegativeAppShortcutPhrase] {
        [phrase]
    }
    /// The phrases in order.
    public static func buildBlock(_ parts: [NegativeAppShortcutPhrase]...) -> [NegativeAppShortcutPhrase] {
        parts.flatMap { $0 }
    }
}

extension AppShortcutsProvider {
    /// No phrases the shortcuts must not answer.
    public static var negativePhrases: NegativeAppShortcutPhrases { NegativeAppShortcutPhrases {} }

    /// App Intents' name, within a provider, for ``AppShortcutParameterPresentation``.
    public typealias ParameterPresentation<Intent: AppIntent> = AppShortcutParameterPresentation<Intent>
    /// App Intents' name, within a provider, for ``AppShortcutOptionsCollection``.
    public typealias OptionsCollection = AppShortcutOptionsCollection

    /// The default tile color.
    public static var shortcutTileColor: ShortcutTileColor { .navy }
    /// Nothing to update on this platform.
    public static func updateAppShortcutParameters() {}
}

/// Builds ``AppShortcutsProvider/appShortcuts``.
@resultBuilder
public enum AppShortcutsBuilder {
    /// One shortcut.
    public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }
    /// Shortcuts already listed (`[]`, or an array built elsewhere).
    public static func buildExpression(_ shortcuts: [AppShortcut]) -> [AppShortcut] { shortcuts }
    /// The shortcuts in order.
    public static func buildBlock(_ parts: [AppShortcut]...) -> [AppShortcut] { parts.flatMap { $0 } }
    /// Shortcuts listed under a condition.
    public static func buildOptional(_ part: [AppShortcut]?) -> [AppShortcut] { part ?? [] }
    /// One branch of a condition.
    public static func buildEither(first part: [AppShortcut]) -> [AppShortcut] { part }
    /// The other branch of a condition.
    public static func buildEither(second part: [AppShortcut]) -> [AppShortcut] { part }
    /// Shortcuts listed under an availability check.
    public static func buildLimitedAvailability(_ part: [AppShortcut]) -> [AppShortcut] { part }
}

/// The colors of shortcut tiles.
public enum ShortcutTileColor: Sendable, Hashable, CaseIterable {
    case red, tangerine, orange, yellow, lime, grayGreen, lightBlue, teal, blue, navy, purple, lightPurple
    case pink, grape, grayBlue, grayBrown
}

extension Bool {
    /// What a Boolean intent parameter's two values are called where people set them:
    /// `.init(true: "Toggle", false: "Turn")`.
    public struct IntentDisplayName: Sendable, Hashable {
        /// The name of `true`.
        public let trueName: LocalizedStringResource
        /// The name of `false`.
        public let falseName: LocalizedStringResource

        /// Names `true` and `false`.
        public init(true trueName: LocalizedStringResource, false falseName: LocalizedStringResource) {
            self.trueName = trueName
            self.falseName = falseName
        }

        /// The name of `value`.
        public func name(of value: Bool) -> LocalizedStringResource { value ? trueName : falseName }
    }
}

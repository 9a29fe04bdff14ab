import Foundation

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
public protocol AppIntent: Sendable {
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

    /// What ``perform()`` returns.
    associatedtype PerformResult: IntentResult

    /// An intent with its parameters unset.
    init()

    /// Carries out the intent with its parameters.
    func perform() async throws -> PerformResult
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
}

/// An intent that opens an entity in the app: Spotlight's way to open a found entity.
public protocol OpenIntent: AppIntent {
    /// The entity opened.
    associatedtype Value: AppEntity
    /// The entity to open.
    var target: Value { get set }
}

/// When an intent may run.
public enum IntentAuthenticationPolicy: Sendable, Hashable {
    case alwaysAllowed, requiresAuthentication, requiresLocalDeviceAuthentication
}

/// What an intent does, for people choosing one.
public struct IntentDescription: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The description.
    public var descriptionText: LocalizedStringResource
    /// The group it is listed under.
    public var categoryName: LocalizedStringResource?
    /// Further words it is found by.
    public var searchKeywords: [LocalizedStringResource]

    /// A description, optionally listed under `categoryName` and found by `searchKeywords`.
    public init(
        _ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
        searchKeywords: [LocalizedStringResource] = []
    ) {
        self.descriptionText = descriptionText
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
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

    /// A dialog with a shorter form.
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource) {
        fullText = full
        supportingText = supporting
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

    init(value: Value?, dialog: IntentDialog?, opensIntent: (any AppIntent)? = nil) {
        self.value = value
        self.dialog = dialog
        self.opensIntent = opensIntent
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
    private var value: Value?

    /// A parameter named `title`, holding `default` until it is set.
    public init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default: Value? = nil,
        requestValueDialog: IntentDialog? = nil, requestDisambiguationDialog: IntentDialog? = nil
    ) {
        self.title = title
        self.description = description
        self.requestValueDialog = requestValueDialog
        self.requestDisambiguationDialog = requestDisambiguationDialog
        value = `default`
    }

    /// A number parameter people choose within `inclusiveRange`.
    public init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default: Value? = nil,
        inclusiveRange: (Value, Value), requestValueDialog: IntentDialog? = nil
    ) where Value: Comparable {
        self.init(
            title: title, description: description, default: `default`, requestValueDialog: requestValueDialog
        )
        self.inclusiveRange = inclusiveRange
    }

    /// The parameter's value.
    public var wrappedValue: Value {
        get {
            if let value { return value }
            if let optional = Value.self as? any ExpressibleByNilLiteral.Type,
                let none = optional.init(nilLiteral: ()) as? Value
            {
                return none
            }
            preconditionFailure("the intent parameter '\(title)' was read before it was set")
        }
        set { value = newValue }
    }

    /// The parameter itself (`$target`): its title and dialogs.
    public var projectedValue: IntentParameter<Value> { self }

    /// Whether the parameter has a value (set, or a default).
    public var hasValue: Bool { value != nil }
}

/// `@Parameter`, as App Intents spells the wrapper.
public typealias Parameter = IntentParameter

import Foundation
import Synchronization

// The kinds of intent App Intents names for the system's own features: widgets, audio, live
// activities, progress, predictions. Nothing runs intents by itself here, so each is the intent it
// refines, with the members the kind adds, and code written for Apple platforms compiles as is.

/// An intent that configures a widget. Such an intent need not do anything when run.
public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent {
    /// Nothing: the configuration is the intent's parameters.
    public func perform() async throws -> some IntentResult { .result() }
}

/// An intent that replaced a SiriKit custom intent, named by the class it replaced.
public protocol CustomIntentMigratedAppIntent: AppIntent {
    /// The name of the SiriKit intent class it replaced.
    static var intentClassName: String { get }
}

/// An intent that plays audio.
public protocol AudioPlaybackIntent: SystemIntent {}
/// An intent that records audio.
public protocol AudioRecordingIntent: SystemIntent {}
/// An intent that starts, changes or ends a Live Activity.
public protocol LiveActivityIntent: SystemIntent {}
/// An intent that opens the camera, with what the app tells the camera about itself.
public protocol CameraCaptureIntent: SystemIntent {
    /// What the app keeps for its camera experience; `Never` when it keeps nothing.
    associatedtype AppContext: Codable & Sendable = Never
}

extension CameraCaptureIntent {
    /// The context last given with ``updateAppContext(_:)``.
    public static var appContext: AppContext? {
        get async throws { CameraCaptureContexts.context(of: Self.self) as? AppContext }
    }

    /// Keeps `newContext` for the camera experience (``appContext``).
    public static func updateAppContext(_ newContext: AppContext?) async throws {
        CameraCaptureContexts.set(newContext, of: Self.self)
    }
}

/// The app contexts of ``CameraCaptureIntent`` types, by type.
private enum CameraCaptureContexts {
    private static let contexts = Mutex<[ObjectIdentifier: any Sendable]>([:])

    static func context(of type: Any.Type) -> (any Sendable)? {
        contexts.withLock { $0[ObjectIdentifier(type)] }
    }

    static func set(_ context: (any Sendable)?, of type: Any.Type) {
        contexts.withLock { $0[ObjectIdentifier(type)] = context }
    }
}

/// The values an intent parameter or an entity property may hold, as App Intents names them:
/// entities, enumerations and the other values people see with a type name.
public protocol AppValue: PersistentlyIdentifiable, TypeDisplayRepresentable, Sendable {}
/// An intent that starts a workout, which Apple Watch Ultra's Action button offers on Apple
/// platforms. There is no Action button here: the app reads ``suggestedWorkouts`` and runs the one
/// chosen.
public protocol StartWorkoutIntent: InstanceDisplayRepresentable, SystemIntent {
    /// The kinds of workout started: an `AppEnum` or an `AppEntity`, as App Intents asks.
    associatedtype WorkoutStyle: Sendable
    /// The kind of workout to start, declared with `@Parameter`.
    var workoutStyle: WorkoutStyle { get set }
    /// The workouts offered to start.
    static var suggestedWorkouts: [Self] { get }
}

extension StartWorkoutIntent {
    /// An intent that starts a workout of `style`.
    public init(style: WorkoutStyle) {
        self.init()
        workoutStyle = style
    }

    /// Tells the system the suggested workouts changed; nothing offers them here, so there is no
    /// one to tell.
    public static func invalidateSuggestedWorkouts() {}
}

/// An intent that pauses the workout under way, which the Action button runs on Apple platforms.
public protocol PauseWorkoutIntent: SystemIntent {}
/// An intent that resumes a paused workout, which the Action button runs on Apple platforms.
public protocol ResumeWorkoutIntent: SystemIntent {}

/// An intent that starts playing audio (the form before ``AudioPlaybackIntent``).
public protocol AudioStartingIntent: SystemIntent {}
/// An intent that starts a Live Activity (the form before ``LiveActivityIntent``).
public protocol LiveActivityStartingIntent: SystemIntent {}

/// An intent that sets what a Focus shows of the app, as App Intents spells it. There are no
/// Focus modes here: ``current`` is the filter with its parameters unset, as when no Focus is on.
public protocol SetFocusFilterIntent: AppIntent, InstanceDisplayRepresentable {
    /// What the app shows while the filter is on.
    var appContext: FocusFilterAppContext { get }
}

extension SetFocusFilterIntent {
    /// The filter of the Focus that is on: none here, so the filter with its defaults.
    public static var current: Self {
        get async throws { Self() }
    }

    /// Everything, unfiltered.
    public var appContext: FocusFilterAppContext { FocusFilterAppContext() }

    /// No filters to suggest.
    public static func suggestedFocusFilters(for context: FocusFilterSuggestionContext) async -> [Self] { [] }
}

/// What an app shows while a Focus filter is on: the notifications that still come through.
public struct FocusFilterAppContext: @unchecked Sendable {
    // @unchecked: the predicate is built once and only read.
    /// The notifications shown; all when `nil`.
    public let notificationFilterPredicate: NSPredicate?

    /// A context that shows the notifications `notificationFilterPredicate` accepts.
    public init(notificationFilterPredicate: NSPredicate? = nil) {
        self.notificationFilterPredicate = notificationFilterPredicate
    }
}

/// What the system knows when it asks for suggested Focus filters; nothing here.
public struct FocusFilterSuggestionContext: Sendable, Hashable {
    /// An empty context.
    public init() {}
}

/// An intent kept for the shortcuts people made with it, that says why and may name the intent
/// replacing it.
public protocol DeprecatedAppIntent: AppIntent {
    /// The intent that replaces this one; `Never` when none does.
    associatedtype ReplacementIntent: AppIntent = Never
    /// Why the intent is deprecated, and what replaces it.
    static var deprecation: IntentDeprecation<ReplacementIntent> { get }
}

/// Why an intent is deprecated, and the intent that replaces it, if any.
public struct IntentDeprecation<ReplacementIntent: AppIntent>: Sendable {
    /// What people are told; empty when only a replacement is named.
    public var message: LocalizedStringResource
    /// The intent to use instead, if any.
    public var replacedBy: ReplacementIntent.Type?

    /// A deprecation with its message and, if any, its replacement.
    public init(message: LocalizedStringResource, replacedBy: ReplacementIntent.Type?) {
        self.message = message
        self.replacedBy = replacedBy
    }

    /// A deprecation naming the intent that replaces it.
    public init(replacedBy: ReplacementIntent.Type) {
        self.init(message: "", replacedBy: replacedBy)
    }

    /// A deprecation with only a message: nothing replaces the intent.
    public init(message: LocalizedStringResource) where ReplacementIntent == Never {
        self.init(message: message, replacedBy: nil)
    }
}

/// No intent, as App Intents has it: the ``DeprecatedAppIntent/ReplacementIntent`` of an intent
/// nothing replaces. There is no value to make or run.
extension Never: AppIntent {
    /// None.
    public static var title: LocalizedStringResource { "" }

    /// Never returns: there is no value of `Never` to make.
    public init() { preconditionFailure("Never is not an intent that can be made") }

    /// Never called: there is no value of `Never` to perform.
    public func perform() async throws -> IntentResultContainer<Never> {
        switch self {}
    }
}

/// The extension that hosts an app's intents, as App Intents spells it (`@main struct
/// Intents: AppIntentsExtension {}`). There are no app extensions here: its `main` returns.
public protocol AppIntentsExtension {
    /// The extension.
    init()
}

extension AppIntentsExtension {
    /// Nothing to host here.
    public static func main() {}
}

/// A type people see by name, as App Intents' display protocols describe one.
public protocol TypeDisplayRepresentable {
    /// How the type is named.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
}

/// A value people see with its own title.
public protocol InstanceDisplayRepresentable {
    /// How the value is shown.
    var displayRepresentation: DisplayRepresentation { get }
}

/// A type whose values are shown by name: the type's and each value's.
public protocol DisplayRepresentable: TypeDisplayRepresentable, InstanceDisplayRepresentable {}

/// A type whose cases each have a way to be shown.
public protocol CaseDisplayRepresentable: TypeDisplayRepresentable, Hashable {
    /// How each case is shown.
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

/// A value that is one of several types, as ``UnionValue()`` declares one.
public protocol AppUnionValue: TypeDisplayRepresentable {}

/// The cases of a union value, shown in menus as an enum's are.
public protocol AppUnionValueCasesProviding: AppEnum {}

/// A type named by an identifier that stays the same across versions of the app.
public protocol PersistentlyIdentifiable {
    /// The identifier; the type's name unless it says.
    static var persistentIdentifier: String { get }
}

extension PersistentlyIdentifiable {
    /// The type's name.
    public static var persistentIdentifier: String { String(describing: Self.self) }
}
/// An intent that deletes entities.
public protocol DeleteIntent: SystemIntent {}
/// An intent of a kind the system defines.
public protocol SystemIntent: AppIntent {}

/// A package of intents a framework offers, listed by the app that links it.
public protocol AppIntentsPackage {
    /// The packages this one includes.
    static var includedPackages: [any AppIntentsPackage.Type] { get }
}

extension AppIntentsPackage {
    /// None.
    public static var includedPackages: [any AppIntentsPackage.Type] { [] }
}

/// An intent that reports how far it has got.
public protocol ProgressReportingIntent: AppIntent {}

extension ProgressReportingIntent {
    /// The intent's progress, for whoever runs it to show: one object per intent type, so what
    /// `perform()` sets (`progress.totalUnitCount = 10`) is what the runner reads.
    public var progress: Progress { IntentProgress.progress(for: Self.self) }
}

/// The progress objects of ``ProgressReportingIntent`` types.
private enum IntentProgress {
    private static let table = Mutex<[ObjectIdentifier: Progress]>([:])

    static func progress(for type: Any.Type) -> Progress {
        table.withLock { table in
            if let progress = table[ObjectIdentifier(type)] { return progress }
            let progress = Progress(totalUnitCount: 0)
            table[ObjectIdentifier(type)] = progress
            return progress
        }
    }
}

/// An intent that may ask to continue in the app's foreground.
public protocol ForegroundContinuableIntent: AppIntent {}

extension ForegroundContinuableIntent {
    /// The error `perform()` throws to continue in the foreground; here, where there is no
    /// foreground to bring, whoever ran the intent receives it and `continuation` is not run.
    public func needsToContinueInForegroundError(
        _ dialog: IntentDialog? = nil, continuation: (@MainActor () async throws -> Void)? = nil
    ) -> AppIntentError {
        .UserActionRequired.confirmation
    }

    /// Asks to continue in the foreground, as ``AppIntent/continueInForeground(_:alwaysConfirm:)``
    /// does: the intent goes on once ``IntentRequestResponder/current`` confirms.
    public func requestToContinueInForeground(_ dialog: IntentDialog? = nil) async throws {
        try await continueInForeground(dialog)
    }

    /// Asks to continue in the foreground and, once confirmed, runs `continuation` there (on the
    /// main actor) and returns what it returns.
    public func requestToContinueInForeground<ContinuationResult: Sendable>(
        _ dialog: IntentDialog? = nil,
        continuation: @escaping @MainActor () async throws -> ContinuationResult
    ) async throws -> ContinuationResult {
        try await continueInForeground(dialog)
        return try await continuation()
    }
}

extension AppIntent {
    /// The error `perform()` throws to continue in the foreground, for any intent; here, where
    /// there is no foreground to bring, whoever ran the intent receives it.
    public func needsToContinueInForegroundError(_ dialog: IntentDialog? = nil, alwaysConfirm: Bool = true)
        -> AppIntentError
    {
        .UserActionRequired.confirmation
    }
}

/// An intent that shows a snippet of the app's interface while it runs. There is no interface to
/// show here; it runs as any intent.
public protocol SnippetIntent: AppIntent {}

extension SnippetIntent {
    /// Asks the system to show the snippet again with fresh values; there is no snippet shown here.
    public static func reload() {}
}

/// An intent result that shows a view; the result here carries no view.
public protocol ShowsSnippetView: IntentResult {}
/// An intent result that shows a snippet intent's view; the result here carries no view.
public protocol ShowsSnippetIntent: IntentResult {}

extension IntentResultContainer: ShowsSnippetView, ShowsSnippetIntent {}

/// An intent that configures a control. Such an intent need not do anything when run.
public protocol ControlConfigurationIntent: AppIntent {}

extension ControlConfigurationIntent {
    /// Nothing: the configuration is the intent's parameters.
    public func perform() async throws -> some IntentResult { .result() }
}

/// An intent that sets one value, such as a control's toggle.
public protocol SetValueIntent: SystemIntent {
    /// The type of the value set.
    associatedtype ValueType: Sendable
    /// The value to set.
    var value: ValueType { get set }
}

/// An intent whose effect can be undone.
public protocol UndoableIntent: AppIntent {}

extension UndoableIntent {
    /// What records the intent's changes for undo: the app's one undo manager
    /// (``UndoManager/intents``), as the scene's is on Apple platforms.
    public var undoManager: UndoManager? { UndoManager.intents }
}

/// An intent the system may run by opening a URL: with ``OpenIntent`` and a target that is a
/// URL-representable entity, it needs no `perform()` of its own.
public protocol URLRepresentableIntent: AppIntent {}

extension URLRepresentableIntent where Self: OpenIntent, Value: URLRepresentableEntity {
    /// Opens the target by its URL, as the system does: the result runs an ``OpenURLIntent`` of
    /// the target's URL next, for whoever ran the intent to open.
    public func perform() async throws -> some IntentResult & OpensIntent {
        guard let url = Value.urlRepresentation.url(for: target) else { return .result() }
        return .result(opensIntent: OpenURLIntent(url))
    }
}

/// A query that gives the system values of an intent type for an input, such as an image.
public protocol IntentValueQuery: Sendable {
    /// What the query is given.
    associatedtype Input
    /// What it returns.
    associatedtype Result
    /// The values for `input`.
    func values(for input: Input) async throws -> [Result]
}

/// A comparison a conditional summary (``When``) makes of a parameter's value.
public enum ParameterSummaryComparison: Sendable, Hashable {
    case equalTo, notEqualTo, lessThan, lessThanOrEqualTo, greaterThan, greaterThanOrEqualTo
    /// The parameter has a value (no value to compare with is given).
    case hasAnyValue
    /// The parameter has no value (no value to compare with is given).
    case hasNoValue
}

/// App Intents' name for the comparisons of an ordered value.
public typealias ComparableComparisonOperator = ParameterSummaryComparison
/// App Intents' name for the comparisons of a value that can only be equal or not.
public typealias EquatableComparisonOperator = ParameterSummaryComparison
/// App Intents' name for the comparisons of whether a parameter has a value.
public typealias HasValueComparisonOperator = ParameterSummaryComparison

extension AppIntent {
    /// The summary builders by the names App Intents declares inside every intent, so an intent
    /// finds them whatever its file imports (`import protocol AppIntents.AppIntent` alone).
    public typealias Summary = IntentParameterSummary<Self>
    /// ``SearchlightCompat/When`` for this intent.
    public typealias When<Value: Sendable, Then: ParameterSummary, Otherwise: ParameterSummary> =
        ParameterSummaryWhenCondition<Self, Value, Then, Otherwise>
    /// ``SearchlightCompat/Switch`` for this intent.
    public typealias Switch<Value: Sendable & Equatable> = ParameterSummarySwitchCondition<Self, Value>
    /// ``SearchlightCompat/Case`` for this intent.
    public typealias Case<Value: Sendable & Equatable> = ParameterSummaryCaseCondition<Self, Value>
    /// ``SearchlightCompat/DefaultCase`` for this intent.
    public typealias DefaultCase = ParameterSummaryDefaultCaseCondition<Self>
}

#if !canImport(Darwin)
    // Apple's `LocalizedStringResource` is Foundation's, so a file that imports Foundation and
    // only single declarations of App Intents (`import protocol AppIntents.AppIntent`) still
    // names it. Here it is this package's; inside the types that use it most it is found as a
    // member whatever the file imports.
    extension AppIntent {
        /// The text type Apple platforms declare in Foundation, which this package declares here.
        public typealias LocalizedStringResource = Searchlight.LocalizedStringResource
    }

    extension AppEntity {
        /// The text type Apple platforms declare in Foundation, which this package declares here.
        public typealias LocalizedStringResource = Searchlight.LocalizedStringResource
    }

    extension AppEnum {
        /// The text type Apple platforms declare in Foundation, which this package declares here.
        public typealias LocalizedStringResource = Searchlight.LocalizedStringResource
    }
#endif

/// App Intents' name for ``When``.
public typealias ParameterSummaryWhenCondition<
    Intent: AppIntent, Value: Sendable, Then: ParameterSummary, Otherwise: ParameterSummary
> = When<Intent, Value, Then, Otherwise>
/// App Intents' name for ``Switch``.
public typealias ParameterSummarySwitchCondition<Intent: AppIntent, Value: Sendable & Equatable> = Switch<
    Intent, Value
>
/// App Intents' name for ``Case``.
public typealias ParameterSummaryCaseCondition<Intent: AppIntent, Value: Sendable & Equatable> = Case<
    Intent, Value
>
/// App Intents' name for ``DefaultCase``.
public typealias ParameterSummaryDefaultCaseCondition<Intent: AppIntent> = DefaultCase<Intent>

/// A summary that depends on a parameter's value, as App Intents spells it:
/// `When(\.$confirm, .equalTo, true, { Summary("Ask, then \(\.$preset)") }, otherwise: { … })`.
///
/// There is no shortcut editor here to show it: ``text`` is the first summary's, and
/// ``summary(for:)`` picks the one that fits an intent's parameters, as an editor would.
public struct When<Intent: AppIntent, Value: Sendable, Then: ParameterSummary, Otherwise: ParameterSummary>:
    ParameterSummary, @unchecked Sendable
{
    // @unchecked: the key path names a stored parameter and the test only reads the intent.
    private let parameter: KeyPath<Intent, IntentParameter<Value>>
    private let holds: (Value?) -> Bool
    /// The summary when the condition holds.
    public let then: Then
    /// The summary otherwise.
    public let otherwise: Otherwise

    private init(
        _ parameter: KeyPath<Intent, IntentParameter<Value>>, holds: @escaping (Value?) -> Bool, then: Then,
        otherwise: Otherwise
    ) {
        self.parameter = parameter
        self.holds = holds
        self.then = then
        self.otherwise = otherwise
    }

    /// The parameter compared with `value`; an ordering comparison of a value that has no order
    /// never holds.
    public init(
        _ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: ParameterSummaryComparison,
        _ value: Value, @ParameterSummaryBuilder<Intent> _ then: () -> Then,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) where Value: Equatable {
        self.init(
            parameter, holds: { Self.compare($0, comparison, value, ordered: nil) }, then: then(),
            otherwise: otherwise())
    }

    /// The parameter compared with `value`, in order.
    public init(
        _ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: ParameterSummaryComparison,
        _ value: Value, @ParameterSummaryBuilder<Intent> _ then: () -> Then,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) where Value: Comparable {
        self.init(
            parameter, holds: { Self.compare($0, comparison, value, ordered: { $0 < $1 }) }, then: then(),
            otherwise: otherwise())
    }

    /// Whether the parameter has a value (`.hasAnyValue`) or none (`.hasNoValue`).
    public init(
        _ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: ParameterSummaryComparison,
        @ParameterSummaryBuilder<Intent> _ then: () -> Then,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        self.init(
            parameter, holds: { comparison == .hasNoValue ? $0 == nil : $0 != nil }, then: then(),
            otherwise: otherwise())
    }

    /// The first summary's sentence.
    public var text: String { then.text }
    /// The first summary's listed parameters.
    public var listedParameters: [String] { then.listedParameters }

    /// The summary that fits `intent`'s parameters (the first, for an intent of another type).
    public func summary(for intent: some AppIntent) -> any ParameterSummary {
        guard let intent = intent as? Intent else { return then.summary(for: intent) }
        return holds(intent[keyPath: parameter].valueIfSet)
            ? then.summary(for: intent) : otherwise.summary(for: intent)
    }

    private static func compare<Compared: Equatable>(
        _ value: Compared?, _ comparison: ParameterSummaryComparison, _ other: Compared,
        ordered isLess: ((Compared, Compared) -> Bool)?
    ) -> Bool {
        switch comparison {
        case .hasAnyValue: return value != nil
        case .hasNoValue: return value == nil
        case .equalTo: return value == other
        case .notEqualTo: return value != other
        default: break
        }
        guard let value, let isLess else { return false }
        switch comparison {
        case .lessThan: return isLess(value, other)
        case .lessThanOrEqualTo: return !isLess(other, value)
        case .greaterThan: return isLess(other, value)
        default: return !isLess(value, other)
        }
    }
}

/// A summary for each value of a parameter, as App Intents spells it:
///
/// ```swift
/// Switch(\.$mode) {
///     Case(.exact) { Summary("Crop to \(\.$width) by \(\.$height)") }
///     DefaultCase { Summary("Crop by aspect ratio") }
/// }
/// ```
///
/// As for ``When``, ``text`` is the first case's, and ``summary(for:)`` picks the case of an
/// intent's value: the first whose value it is, else the default case, else the first.
public struct Switch<Intent: AppIntent, Value: Sendable & Equatable>: ParameterSummary, @unchecked Sendable {
    // @unchecked: the key path names a stored parameter and is only read.
    private let parameter: KeyPath<Intent, IntentParameter<Value>>
    /// The cases, in order; a default case has no value.
    public let cases: [Case<Intent, Value>]

    /// The summaries of `parameter`'s values.
    public init(
        _ parameter: KeyPath<Intent, IntentParameter<Value>>,
        @ParameterSummaryCaseBuilder<Intent, Value> _ cases: () -> [Case<Intent, Value>]
    ) {
        self.parameter = parameter
        self.cases = cases()
    }

    /// The first case's sentence.
    public var text: String { cases.first?.summary.text ?? "" }
    /// The first case's listed parameters.
    public var listedParameters: [String] { cases.first?.summary.listedParameters ?? [] }

    /// The summary of the case that fits `intent`'s value (the first, for an intent of another type).
    public func summary(for intent: some AppIntent) -> any ParameterSummary {
        var chosen = cases.first
        if let intent = intent as? Intent {
            let value = intent[keyPath: parameter].valueIfSet
            chosen =
                cases.first { $0.value != nil && $0.value == value } ?? cases.first { $0.value == nil }
                ?? chosen
        }
        return chosen.map { $0.summary.summary(for: intent) } ?? IntentSummaryNone()
    }
}

/// One value's summary in a ``Switch``.
public struct Case<Intent: AppIntent, Value: Sendable & Equatable>: Sendable {
    /// The value this case is for; `nil` for the default case.
    public let value: Value?
    /// The summary for the value.
    public let summary: any ParameterSummary

    /// The summary for `value`.
    public init(_ value: Value, @ParameterSummaryBuilder<Intent> _ summary: () -> some ParameterSummary) {
        self.value = value
        self.summary = summary()
    }

    fileprivate init(default summary: any ParameterSummary) {
        value = nil
        self.summary = summary
    }
}

/// The summary in a ``Switch`` for every value no ``Case`` names.
public struct DefaultCase<Intent: AppIntent>: Sendable {
    /// The summary.
    public let summary: any ParameterSummary

    /// The summary for any other value.
    public init(@ParameterSummaryBuilder<Intent> _ summary: () -> some ParameterSummary) {
        self.summary = summary()
    }
}

/// Builds a ``Switch``'s cases.
@resultBuilder
public enum ParameterSummaryCaseBuilder<Intent: AppIntent, Value: Sendable & Equatable> {
    /// A value's case.
    public static func buildExpression(_ switchCase: Case<Intent, Value>) -> [Case<Intent, Value>] {
        [switchCase]
    }
    /// The default case.
    public static func buildExpression(_ defaultCase: DefaultCase<Intent>) -> [Case<Intent, Value>] {
        [Case(default: defaultCase.summary)]
    }
    /// The cases in order.
    public static func buildBlock(_ cases: [Case<Intent, Value>]...) -> [Case<Intent, Value>] {
        cases.flatMap { $0 }
    }
}

/// An intent whose runs the system may learn to suggest, with the parameters it predicts.
public protocol PredictableIntent: AppIntent {
    /// The intent's predictions.
    associatedtype Prediction: IntentPredictionConfiguration
    /// The parameters predicted and how each prediction is shown.
    @IntentPredictionsBuilder<Self> static var predictionConfiguration: Prediction { get }
}

/// What ``PredictableIntent/predictionConfiguration`` lists.
public protocol IntentPredictionConfiguration: Sendable {
    /// For each prediction, the titles of the parameters it predicts.
    var predictedParameters: [[String]] { get }
}

/// One prediction: the parameters it predicts and how a prediction is shown.
public struct IntentPrediction<Intent: AppIntent, each Parameter: Sendable>: IntentPredictionConfiguration {
    /// The titles of the parameters predicted, in order.
    public let parameterTitles: [String]

    /// A prediction of `parameters`, shown as `displayRepresentation` makes it. There are no
    /// suggestions here to show, so it is kept only for its parameters.
    public init(
        parameters: (repeat KeyPath<Intent, IntentParameter<each Parameter>>),
        displayRepresentation: @escaping (repeat each Parameter) -> DisplayRepresentation
    ) {
        let intent = Intent()
        var titles: [String] = []
        for parameter in repeat each parameters {
            titles.append(intent[keyPath: parameter].title.defaultValue)
        }
        parameterTitles = titles
    }

    /// This one prediction.
    public var predictedParameters: [[String]] { [parameterTitles] }
}

extension IntentPrediction {
    /// A prediction of the intent alone, with no parameters, shown as `displayRepresentation`
    /// makes it.
    public init(displayRepresentation: @escaping () -> DisplayRepresentation) {
        parameterTitles = []
    }
}

/// The predictions of an intent, in order.
public struct IntentPredictions: IntentPredictionConfiguration {
    /// The predicted parameters of each prediction, in order.
    public let predictedParameters: [[String]]
}

/// Builds ``PredictableIntent/predictionConfiguration``.
@resultBuilder
public enum IntentPredictionsBuilder<Intent: AppIntent> {
    /// One prediction of the intent alone.
    public static func buildExpression(_ prediction: IntentPrediction<Intent>) -> [[String]] {
        prediction.predictedParameters
    }
    /// One prediction.
    public static func buildExpression<each Parameter>(
        _ prediction: IntentPrediction<Intent, repeat each Parameter>
    ) -> [[String]] {
        prediction.predictedParameters
    }
    /// The predictions in order.
    public static func buildBlock(_ parts: [[String]]...) -> IntentPredictions {
        IntentPredictions(predictedParameters: parts.flatMap { $0 })
    }
}

/// Tells the system which widget configurations are relevant when, as App Intents spells it:
/// `try await RelevantIntentManager.shared.updateRelevantIntents([…])`. There are no Smart
/// Stacks here to rank widgets: the intents given are kept, for the app to read back.
public final class RelevantIntentManager: Sendable {
    /// The app's manager.
    public static let shared = RelevantIntentManager()

    /// A manager of its own relevant intents (``shared`` is the app's).
    public init() {}

    private let intents = Mutex<[RelevantIntent]>([])

    /// The relevant intents last given.
    public var relevantIntents: [RelevantIntent] { intents.withLock { $0 } }

    /// Replaces the relevant intents with `relevantIntents`.
    public func updateRelevantIntents(_ relevantIntents: [RelevantIntent]) async throws {
        intents.withLock { $0 = relevantIntents }
    }
}

/// A widget configuration and when it is relevant.
public struct RelevantIntent: Sendable {
    /// The configuration.
    public let intent: any WidgetConfigurationIntent
    /// The kind of widget it configures.
    public let widgetKind: String
    /// When it is relevant.
    public let relevance: RelevantContext

    /// `intent` for widgets of `widgetKind`, relevant as `relevance` says.
    public init(_ intent: some WidgetConfigurationIntent, widgetKind: String, relevance: RelevantContext) {
        self.intent = intent
        self.widgetKind = widgetKind
        self.relevance = relevance
    }
}

/// When a ``RelevantIntent`` is relevant.
public struct RelevantContext: Sendable, Hashable {
    /// The kind of moment.
    public enum Kind: Sendable, Hashable {
        /// Between two dates.
        case date(from: Date, to: Date)
        /// During a sleep schedule: at bedtime or on waking.
        case sleep(SleepKind)
        /// On arriving at, or leaving, a place of the person's.
        case location(String)
    }

    /// The parts of a sleep schedule a widget may be relevant for.
    public enum SleepKind: Sendable, Hashable { case bedtime, wakeup }

    /// The moment.
    public let kind: Kind

    /// Between `from` and `to`.
    public static func date(from: Date, to: Date) -> RelevantContext {
        RelevantContext(kind: .date(from: from, to: to))
    }
    /// From `date`, for the day.
    public static func date(_ date: Date) -> RelevantContext {
        RelevantContext(kind: .date(from: date, to: date.addingTimeInterval(24 * 60 * 60)))
    }
    /// During a sleep schedule.
    public static func sleep(_ kind: SleepKind) -> RelevantContext { RelevantContext(kind: .sleep(kind)) }
}

extension UndoManager {
    /// The undo manager undoable intents record their changes in, for the app to undo.
    public static let intents = UndoManager()
}

extension NSString {
    /// A phrase for Siri built from `format` and `args`; there are no Siri phrases to localize
    /// later here, so it is formatted now.
    public class func deferredLocalizedIntentsString(with format: String, _ args: any CVarArg...) -> NSString
    {
        NSString(string: String(format: format, arguments: args))
    }
}

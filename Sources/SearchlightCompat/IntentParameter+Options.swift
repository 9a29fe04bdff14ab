import Foundation

// The initializers App Intents adds for parameters of particular types: text typed with a
// keyboard of a kind, lists of a size, dates without times, amounts in named currencies and
// measurements. The options are kept on the parameter, for code that shows or checks it.

extension String {
    /// How a text parameter is typed, as App Intents spells it:
    /// `@Parameter(title: "URL", inputOptions: .init(keyboardType: .URL, autocorrect: false))`.
    public struct IntentInputOptions: Sendable, Hashable {
        /// The keyboard offered.
        public enum KeyboardType: Sendable, Hashable {
            case `default`, asciiCapable, numbersAndPunctuation, numberPad, phonePad, namePhonePad
            case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
            // swift-format-ignore: AlwaysUseLowerCamelCase
            /// A keyboard for typing a URL, named as App Intents names it.
            case URL
        }

        /// Which letters are made capitals as people type.
        public enum CapitalizationType: Sendable, Hashable {
            case none, words, sentences, allCharacters
        }

        /// The keyboard offered.
        public var keyboardType: KeyboardType
        /// Which letters are made capitals.
        public var capitalizationType: CapitalizationType
        /// Whether the text may have several lines.
        public var multiline: Bool
        /// Whether spelling is corrected as people type.
        public var autocorrect: Bool
        /// Whether straight quotes become typographic ones.
        public var smartQuotes: Bool
        /// Whether double hyphens become dashes.
        public var smartDashes: Bool

        /// Options, each as App Intents defaults it unless given.
        public init(
            keyboardType: KeyboardType = .default, capitalizationType: CapitalizationType = .sentences,
            multiline: Bool = false, autocorrect: Bool = true, smartQuotes: Bool = true,
            smartDashes: Bool = true
        ) {
            self.keyboardType = keyboardType
            self.capitalizationType = capitalizationType
            self.multiline = multiline
            self.autocorrect = autocorrect
            self.smartQuotes = smartQuotes
            self.smartDashes = smartDashes
        }
    }
}

/// How many values a list parameter takes: `size: 3`, or `.init(min: 1, max: 5)`.
public struct IntentCollectionSize: Sendable, Hashable, ExpressibleByIntegerLiteral {
    /// The fewest values.
    public let minimum: Int
    /// The most values.
    public let maximum: Int

    /// Between `min` and `max` values, both included.
    public init(min: Int, max: Int) {
        minimum = min
        maximum = max
    }

    /// Exactly `count` values.
    public init(exactly count: Int) { self.init(min: count, max: count) }

    /// At most `value` values, as a literal size reads in App Intents.
    public init(integerLiteral value: Int) { self.init(min: 1, max: value) }
}

/// The widget sizes a list parameter's size may depend on.
public enum IntentWidgetFamily: Sendable, Hashable {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    case accessoryCircular, accessoryRectangular, accessoryInline
}

/// What a date parameter asks for: a day, a time of day, or both.
public enum IntentParameterDateKind: Sendable, Hashable {
    case date, time, dateTime
}

extension IntentParameter {
    /// App Intents' name for ``IntentParameterDateKind``, within a parameter.
    public typealias DateKind = IntentParameterDateKind

    /// A text parameter typed as `inputOptions` say.
    public init(
        title: LocalizedStringResource = "", description: LocalizedStringResource? = nil,
        default: Value? = nil, inputOptions: String.IntentInputOptions?,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, default: `default`,
            requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior)
        self.inputOptions = inputOptions
    }

    /// A list parameter taking `size` values.
    public init(
        title: LocalizedStringResource = "", description: LocalizedStringResource? = nil,
        default: Value? = nil, size: IntentCollectionSize,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, default: `default`,
            requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior)
        collectionSize = size
    }

    /// A list parameter whose size depends on the widget it configures; the largest size is kept,
    /// as there are no widgets here.
    public init(
        title: LocalizedStringResource = "", description: LocalizedStringResource? = nil,
        default: Value? = nil, size: [IntentWidgetFamily: IntentCollectionSize],
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, default: `default`,
            requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior)
        collectionSize = size.values.max { $0.maximum < $1.maximum }
    }

    /// A date parameter asking for a day, a time of day or both.
    public init(
        title: LocalizedStringResource = "", description: LocalizedStringResource? = nil,
        default: Value? = nil, kind: IntentParameterDateKind,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, default: `default`,
            requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior)
        dateKind = kind
    }

    /// An amount parameter in one of `currencyCodes` (any currency when `nil`).
    public init(
        title: LocalizedStringResource = "", description: LocalizedStringResource? = nil,
        default: Value? = nil, currencyCodes: [String]?,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, default: `default`,
            requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior)
        self.currencyCodes = currencyCodes
    }

    /// A measurement parameter, `defaultValue` of `defaultUnit` until it is set:
    /// `@Parameter(title: "Length", defaultValue: 30, defaultUnit: .minutes) var length: Measurement<UnitDuration>`.
    public init<UnitType: Dimension>(
        title: LocalizedStringResource = "", description: LocalizedStringResource? = nil,
        defaultValue: Double? = nil, defaultUnit: UnitType? = nil, defaultUnitAdjustForLocale: Bool = false,
        supportsNegativeNumbers: Bool = true, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) where Value == Measurement<UnitType> {
        self.init(
            title: title, description: description,
            default: Self.measurement(defaultValue, in: defaultUnit),
            requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior)
        self.supportsNegativeNumbers = supportsNegativeNumbers
    }

    /// An optional measurement parameter, `defaultValue` of `defaultUnit` until it is set.
    public init<UnitType: Dimension>(
        title: LocalizedStringResource = "", description: LocalizedStringResource? = nil,
        defaultValue: Double? = nil, defaultUnit: UnitType? = nil, defaultUnitAdjustForLocale: Bool = false,
        supportsNegativeNumbers: Bool = true, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) where Value == Measurement<UnitType>? {
        self.init(
            title: title, description: description,
            default: Self.measurement(defaultValue, in: defaultUnit),
            requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior)
        self.supportsNegativeNumbers = supportsNegativeNumbers
    }
}

extension IntentParameter {
    /// `value` in `unit` (the dimension's base unit without one), the default of a measurement
    /// parameter, optional or not.
    fileprivate static func measurement<UnitType: Dimension>(_ value: Double?, in unit: UnitType?)
        -> Measurement<UnitType>?
    {
        value.map { Measurement(value: $0, unit: unit ?? UnitType.baseUnit()) }
    }
}

/// App Intents' name for the values a parameter may hold; any sendable value here.
public typealias _IntentValue = Sendable

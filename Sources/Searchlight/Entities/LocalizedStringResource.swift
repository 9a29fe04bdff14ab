import Foundation

#if !canImport(Darwin)
    /// Text shown to people, with the key it is localized under, mirroring Foundation's
    /// `LocalizedStringResource`, which this platform's Foundation does not have.
    ///
    /// Titles of ``Property`` and the App Intents representations take one, so a string literal, an
    /// interpolation and Apple's spelled-out form all work:
    ///
    /// ```swift
    /// @Property(title: "Drink") var drink = ""
    /// @Property(title: LocalizedStringResource("Size", comment: "A drink's size")) var size = ""
    /// static let typeDisplayRepresentation = TypeDisplayRepresentation(
    ///     name: "Order", numericFormat: "\(placeholder: .int) orders")
    /// ```
    ///
    /// There are no string tables on this platform: the text resolves to its default value.
    public struct LocalizedStringResource: Sendable, Hashable, ExpressibleByStringInterpolation,
        CustomStringConvertible
    {
        /// The key the text is looked up under: the literal with `%@`-style placeholders where it
        /// interpolated values.
        public var key: String
        /// The text when no translation is found: the literal with its values filled in.
        public var defaultValue: String
        /// The string table the key belongs to; `nil` is the default table.
        public var table: String?
        /// The locale the text is resolved for.
        public var locale: Locale

        /// Where a resource's string table is: the app's bundle, a class's, or one at a URL. There
        /// are no string tables here, so the bundle is kept but not read.
        public enum BundleDescription: @unchecked Sendable {
            // @unchecked: a class is an immutable metatype.
            case main
            case forClass(AnyClass)
            case atURL(URL)
        }

        /// A resource whose key and default value are the same text.
        public init(
            _ keyAndValue: LocalizedStringResource, table: String? = nil, locale: Locale = .current,
            bundle: BundleDescription = .main, comment: StaticString? = nil
        ) {
            self = keyAndValue
            self.table = table
            self.locale = locale
        }

        /// A resource whose key and default value are the same text, in `bundle`'s tables.
        @_disfavoredOverload
        public init(
            _ keyAndValue: LocalizedStringResource, table: String? = nil, locale: Locale = .current,
            bundle: Bundle, comment: StaticString? = nil
        ) {
            self.init(
                keyAndValue, table: table, locale: locale, bundle: .atURL(bundle.bundleURL), comment: comment)
        }

        /// A resource looked up under `key`, shown as `defaultValue` when there is no translation.
        public init(
            _ key: StaticString, defaultValue: LocalizedStringResource, table: String? = nil,
            locale: Locale = .current, bundle: BundleDescription = .main, comment: StaticString? = nil
        ) {
            self.key = key.description
            self.defaultValue = defaultValue.defaultValue
            self.table = table
            self.locale = locale
        }

        /// A resource looked up under `key` in `bundle`'s tables.
        @_disfavoredOverload
        public init(
            _ key: StaticString, defaultValue: LocalizedStringResource, table: String? = nil,
            locale: Locale = .current, bundle: Bundle, comment: StaticString? = nil
        ) {
            self.init(
                key, defaultValue: defaultValue, table: table, locale: locale,
                bundle: .atURL(bundle.bundleURL),
                comment: comment)
        }

        /// A resource whose key and text are `value`, a text known only when the program runs
        /// (`.init(.init(recipe.name), table: "Recipes")`, where Apple's SDK reads the inner
        /// `.init` as a `String.LocalizationValue`). Disfavoured, so a literal stays a literal
        /// and an interpolation keeps its placeholders.
        @_disfavoredOverload
        public init(_ value: String) {
            self.init(stringLiteral: value)
        }

        /// A resource whose key and text are `value`.
        public init(stringLiteral value: String) {
            key = value
            defaultValue = value
            table = nil
            locale = .current
        }

        /// A resource whose key has a placeholder for each interpolated value, and whose text has the values.
        public init(stringInterpolation: StringInterpolation) {
            key = stringInterpolation.key
            defaultValue = stringInterpolation.text
            table = nil
            locale = .current
        }

        /// The resolved text.
        public var description: String { defaultValue }

        /// Builds a key with placeholders and the text with values side by side.
        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var key = ""
            var text = ""

            /// Creates an empty interpolation with room for the literal text and values.
            public init(literalCapacity: Int, interpolationCount: Int) {
                key.reserveCapacity(literalCapacity + 2 * interpolationCount)
                text.reserveCapacity(literalCapacity)
            }

            /// Appends literal text to both the key and the text.
            public mutating func appendLiteral(_ literal: String) {
                // A literal `%` in the key must not read as a placeholder.
                key += literal.replacingOccurrences(of: "%", with: "%%")
                text += literal
            }

            /// A value shown as its description.
            public mutating func appendInterpolation<Value>(_ value: Value) {
                key += "%@"
                text += String(describing: value)
            }

            /// An integer, formatted as the key's `%lld`.
            public mutating func appendInterpolation<Value: BinaryInteger>(_ value: Value) {
                key += "%lld"
                text += String(value)
            }

            /// A value as `format` writes it: `"\(count, format: .number)"`.
            public mutating func appendInterpolation<Format: FormatStyle>(
                _ value: Format.FormatInput, format: Format
            ) where Format.FormatOutput: StringProtocol {
                key += "%@"
                text += String(format.format(value))
            }

            /// A number as a `printf`-style `specifier` writes it: `"\(ratio, specifier: "%.2f")"`.
            public mutating func appendInterpolation<Value: CVarArg>(_ value: Value, specifier: String) {
                key += specifier
                text += String(format: specifier, value)
            }

            /// Another resource, resolved.
            public mutating func appendInterpolation(_ value: LocalizedStringResource) {
                key += "%@"
                text += value.defaultValue
            }

            /// A format placeholder left in the text, as in a ``TypeDisplayRepresentation``'s
            /// `numericFormat`: `"\(placeholder: .int) orders"` is `"%lld orders"`.
            public mutating func appendInterpolation(placeholder: Placeholder) {
                key += placeholder.formatSpecifier
                text += placeholder.formatSpecifier
            }
        }

        /// The kind of value a format placeholder stands for.
        public enum Placeholder: Sendable, Hashable {
            case int, unsignedInt, float, double, object

            /// The `printf`-style specifier Foundation writes for the placeholder.
            public var formatSpecifier: String {
                switch self {
                case .int: "%lld"
                case .unsignedInt: "%llu"
                case .float: "%f"
                case .double: "%lf"
                case .object: "%@"
                }
            }
        }
    }
#endif

extension LocalizedStringResource {
    /// The text to show on this platform.
    var resolvedText: String {
        #if canImport(Darwin)
            String(localized: self)
        #else
            defaultValue
        #endif
    }
}

/// How an entity type is named to people, for example "Order".
///
/// ```swift
/// static let typeDisplayRepresentation = TypeDisplayRepresentation(
///     name: "Order", numericFormat: "\(placeholder: .int) orders")
/// ```
public struct TypeDisplayRepresentation: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The type's name in the singular.
    public var name: String
    /// How to say a number of them, such as `"%lld orders"`.
    public var numericFormat: String?
    /// Other names people use for the type.
    public var synonyms: [String]

    /// Creates a representation.
    public init(name: String, numericFormat: String? = nil, synonyms: [String] = []) {
        self.name = name
        self.numericFormat = numericFormat
        self.synonyms = synonyms
    }

    /// Creates a representation from localizable text, as App Intents does; a `numericFormat` of
    /// `"\(placeholder: .int) orders"` reads `"%lld orders"`.
    public init(
        name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil,
        synonyms: [LocalizedStringResource] = []
    ) {
        self.init(
            name: name.resolvedText, numericFormat: numericFormat?.resolvedText,
            synonyms: synonyms.map(\.resolvedText))
    }

    /// A representation with only a name.
    public init(stringLiteral name: String) {
        self.init(name: name)
    }
}

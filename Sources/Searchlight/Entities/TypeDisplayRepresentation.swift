/// How an entity type is named to people, for example "Order".
///
/// ```swift
/// static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Order", numericFormat: "%d orders")
/// ```
public struct TypeDisplayRepresentation: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The type's name in the singular.
    public var name: String
    /// How to say a number of them, such as `"%d orders"`.
    public var numericFormat: String?

    /// Creates a representation.
    public init(name: String, numericFormat: String? = nil) {
        self.name = name
        self.numericFormat = numericFormat
    }

    /// A representation with only a name.
    public init(stringLiteral name: String) {
        self.init(name: name)
    }
}

import Foundation

/// An identifier type that converts to and from a string, so entities can be stored and looked
/// up by identifier. `String`, `Int` and `UUID` conform.
public protocol EntityIdentifierConvertible {
    /// The identifier as a string; ``entityIdentifier(for:)`` turns it back into the identifier.
    var entityIdentifierString: String { get }
    /// The identifier a string stands for, or `nil` if the string is not a valid identifier.
    static func entityIdentifier(for string: String) -> Self?
}

extension String: EntityIdentifierConvertible {
    /// The identifier as a string.
    public var entityIdentifierString: String { self }
    /// The identifier `string` stands for, or `nil` when it is not one.
    public static func entityIdentifier(for string: String) -> String? { string }
}

extension Int: EntityIdentifierConvertible {
    /// The identifier as a string.
    public var entityIdentifierString: String { String(self) }
    /// The identifier `string` stands for, or `nil` when it is not one.
    public static func entityIdentifier(for string: String) -> Int? { Int(string) }
}

extension UUID: EntityIdentifierConvertible {
    /// The identifier as a string.
    public var entityIdentifierString: String { uuidString }
    /// The identifier `string` stands for, or `nil` when it is not one.
    public static func entityIdentifier(for string: String) -> UUID? { UUID(uuidString: string) }
}

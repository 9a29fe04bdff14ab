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
    public var entityIdentifierString: String { self }
    public static func entityIdentifier(for string: String) -> String? { string }
}

extension Int: EntityIdentifierConvertible {
    public var entityIdentifierString: String { String(self) }
    public static func entityIdentifier(for string: String) -> Int? { Int(string) }
}

extension UUID: EntityIdentifierConvertible {
    public var entityIdentifierString: String { uuidString }
    public static func entityIdentifier(for string: String) -> UUID? { UUID(uuidString: string) }
}

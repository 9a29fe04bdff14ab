/// Names one entity: its type's ``AppEntity/typeIdentifier`` and its identifier as a string.
///
/// The string form, `"Order:o42"`, is the `uniqueIdentifier` of the item indexed for the entity
/// and round-trips through ``init(_:)``. In the type part `%` and `:` are percent-escaped, so the
/// first `:` always ends the type and the identifier may contain anything.
///
/// ```swift
/// let identifier = EntityIdentifier(for: order)        // Order:o42
/// EntityIdentifier(identifier.description) == identifier  // true
/// ```
public struct EntityIdentifier: Sendable, Hashable, Codable, CustomStringConvertible,
    LosslessStringConvertible
{
    /// The entity type's ``AppEntity/typeIdentifier``.
    public let typeIdentifier: String
    /// The entity's identifier within its type, as ``EntityIdentifierConvertible/entityIdentifierString``.
    public let identifier: String

    /// Creates an identifier from its two parts.
    public init(typeIdentifier: String, identifier: String) {
        self.typeIdentifier = typeIdentifier
        self.identifier = identifier
    }

    /// Parses the string form, `type:identifier`; `nil` if there is no `:` or the type part has
    /// an invalid `%` escape.
    public init?(_ description: String) {
        guard let colon = description.firstIndex(of: ":"),
            let type = EntityIdentifier.unescape(description[..<colon])
        else { return nil }
        self.init(typeIdentifier: type, identifier: String(description[description.index(after: colon)...]))
    }

    /// The string form, `type:identifier`, for example `"Order:o42"`.
    public var description: String {
        EntityIdentifier.escape(typeIdentifier) + ":" + identifier
    }

    private static func escape(_ type: String) -> String {
        guard type.contains(where: { $0 == "%" || $0 == ":" }) else { return type }
        var escaped = ""
        for character in type {
            switch character {
            case "%": escaped += "%25"
            case ":": escaped += "%3A"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    private static func unescape(_ escaped: Substring) -> String? {
        guard escaped.contains("%") else { return String(escaped) }
        var type = ""
        var rest = escaped[...]
        while let percent = rest.firstIndex(of: "%") {
            type += rest[..<percent]
            let code = rest[percent...].prefix(3)
            switch code.uppercased() {
            case "%25": type += "%"
            case "%3A": type += ":"
            default: return nil
            }
            rest = rest[code.endIndex...]
        }
        return type + rest
    }
}

/// The result of ``EntityRegistry/entities(for:)``: what resolved, and what did not and why.
public struct EntityLookup: Sendable {
    /// Why an identifier did not resolve.
    public enum Reason: Sendable, Equatable, CustomStringConvertible {
        /// No type with this identifier is registered.
        case unknownType
        /// The identifier does not parse as the type's `ID` (a UUID, an integer, …).
        case malformedIdentifier
        /// The type's query did not return it: the entity no longer exists.
        case notFound

        /// The reason in words.
        public var description: String {
            switch self {
            case .unknownType: "unknown entity type"
            case .malformedIdentifier: "identifier does not parse"
            case .notFound: "no longer exists"
            }
        }
    }

    /// An identifier that did not resolve.
    public struct Unresolved: Sendable, Equatable {
        /// The identifier that did not resolve.
        public var identifier: EntityIdentifier
        /// Why it did not resolve.
        public var reason: Reason

        /// Creates an unresolved identifier.
        public init(identifier: EntityIdentifier, reason: Reason) {
            self.identifier = identifier
            self.reason = reason
        }
    }

    /// The entities that resolved, in the order asked for.
    public var resolved: [ResolvedEntity]
    /// The identifiers that did not, with why.
    public var unresolved: [Unresolved]

    /// Creates a lookup result.
    public init(resolved: [ResolvedEntity], unresolved: [Unresolved]) {
        self.resolved = resolved
        self.unresolved = unresolved
    }
}

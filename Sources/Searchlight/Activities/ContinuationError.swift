/// A continuation that cannot be routed because it is malformed: its identifier is missing,
/// has the wrong type, or does not parse as the entity's identifier type.
public struct ContinuationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The kind of problem.
    public enum Code: Sendable, Equatable {
        /// The `userInfo` key that must carry the identifier (or query string) is absent.
        case missingIdentifier
        /// The `userInfo` value is not a string.
        case wrongIdentifierType
        /// The identifier is empty or does not parse as the entity's identifier type (a UUID, an
        /// integer, …).
        case malformedIdentifier
    }

    /// The kind of problem.
    public let code: Code
    /// The continued activity's type.
    public let activityType: String
    /// The `userInfo` key at fault.
    public let field: String?
    /// What went wrong.
    public let message: String

    /// Creates an error about an activity of type `activityType`.
    public init(_ code: Code, activityType: String, field: String? = nil, message: String) {
        self.code = code
        self.activityType = activityType
        self.field = field
        self.message = message
    }

    /// The activity type, field and message, with control and invisible characters escaped (see
    /// ``VisibleText``).
    public var description: String {
        VisibleText.escape(
            "cannot continue '\(activityType)'" + (field.map { " (userInfo '\($0)')" } ?? "") + ": " + message
        )
    }
}

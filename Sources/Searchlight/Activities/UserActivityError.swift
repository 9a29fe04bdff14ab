/// An error from building, validating, handing off or saving a ``UserActivity``, naming the
/// field at fault.
public struct UserActivityError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The kind of problem.
    public enum Code: Sendable, Equatable {
        /// `activityType` is not a reverse-DNS name such as `com.example.app.view-order`.
        case invalidActivityType
        /// A `userInfo` value is not representable in JSON (a date, data, a non-finite number, …).
        case unsupportedUserInfoValue
        /// A key in `requiredUserInfoKeys` has no value in `userInfo`.
        case missingRequiredUserInfoKey
        /// `isEligibleForPublicIndexing` without `webpageURL` or `requiredUserInfoKeys`.
        case publicIndexingRequirementsNotMet
        /// `persistentIdentifier` is empty or longer than ``UserActivity/maximumIdentifierBytes``.
        case invalidPersistentIdentifier
        /// A handoff payload was requested for an activity with `isEligibleForHandoff == false`.
        case notEligibleForHandoff
        /// The handoff payload is not valid JSON of the expected shape.
        case malformedPayload
        /// The handoff payload was written by a newer format version than this build reads.
        case unsupportedPayloadVersion
        /// The activity was invalidated and cannot become current again.
        case invalidated
    }

    /// The kind of problem.
    public let code: Code
    /// The field at fault (`activityType`, `userInfo.order.id`, `persistentIdentifier`, …).
    public let field: String?
    /// What went wrong and how to fix it.
    public let message: String

    /// Creates an error, naming the field at fault when there is one.
    public init(_ code: Code, field: String? = nil, message: String) {
        self.code = code
        self.field = field
        self.message = message
    }

    /// The field and message, with control and invisible characters escaped (see ``VisibleText``).
    public var description: String {
        VisibleText.escape((field.map { "field '\($0)': " } ?? "") + message)
    }
}

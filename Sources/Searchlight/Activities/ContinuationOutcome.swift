/// What happened to a continued activity (``ContinuationRouter/continue(_:)``).
public enum ContinuationOutcome: Sendable, Equatable {
    /// A handler showed the content.
    case handled
    /// No handler is registered for the activity's type, or the handler declined.
    case unhandled
    /// The content with this identifier no longer exists; its stale search item and the saved
    /// activities about it were removed.
    case contentUnavailable(String)
}

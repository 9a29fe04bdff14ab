/// Ranked candidates for an intent parameter, and the candidates that were skipped because
/// their identifiers no longer resolve.
public struct ParameterSuggestions: Sendable, Equatable {
    /// A candidate that could not be offered.
    public struct Skipped: Sendable, Equatable, CustomStringConvertible {
        /// The candidate entity.
        public var identifier: EntityIdentifier
        /// Why it was a candidate (`on screen (selected)`, …).
        public var reasons: [String]
        /// Why it was skipped: `no longer exists`, `identifier does not parse`, `no indexed item`.
        public var problem: String

        /// Creates a skipped candidate.
        public init(identifier: EntityIdentifier, reasons: [String], problem: String) {
            self.identifier = identifier
            self.reasons = reasons
            self.problem = problem
        }

        /// The candidate, its reasons and the problem.
        public var description: String { "\(identifier) (\(reasons.joined(separator: "; "))): \(problem)" }
    }

    /// Best first; ties broken by identifier so the order is deterministic.
    public var suggestions: [ParameterSuggestion]
    /// Stale candidates, reported rather than hidden.
    public var skipped: [Skipped]

    /// Creates suggestions.
    public init(suggestions: [ParameterSuggestion], skipped: [Skipped]) {
        self.suggestions = suggestions
        self.skipped = skipped
    }
}

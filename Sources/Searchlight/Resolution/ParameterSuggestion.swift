/// One candidate for an intent parameter, with why it ranks where it does.
public struct ParameterSuggestion: Sendable, Equatable, CustomStringConvertible {
    public var identifier: EntityIdentifier
    /// What to show: the live entity's display representation, or — for types without a
    /// registered query — the title of its indexed item.
    public var displayRepresentation: DisplayRepresentation
    /// Higher ranks first; see ``ParameterResolver`` for the rule.
    public var score: Double
    /// Why it is a candidate, strongest first: `on screen (selected)`, `on screen`,
    /// `current activity`, `matched "latte" in title`, `priority 10`, `recently used (3 times)`,
    /// `suggested`.
    public var reasons: [String]
    /// Whether it matched the text asked for.
    public var matchesText: Bool
    /// The live entity, when its type is registered.
    public var entity: (any AppEntity)?
    /// The strongest source, 1 (`suggested`) to 6 (`on screen (selected)`).
    package var tier: Int

    /// The entity as `E`, when it is one.
    public func entity<E: AppEntity>(as type: E.Type) -> E? { entity as? E }

    public var description: String {
        "\(identifier) \"\(displayRepresentation.title)\" score \(score) [\(reasons.joined(separator: "; "))]"
    }

    public static func == (lhs: ParameterSuggestion, rhs: ParameterSuggestion) -> Bool {
        lhs.identifier == rhs.identifier && lhs.displayRepresentation == rhs.displayRepresentation
            && lhs.score == rhs.score && lhs.reasons == rhs.reasons && lhs.matchesText == rhs.matchesText
    }
}

/// Ranked candidates for an intent parameter, and the candidates that were skipped because
/// their identifiers no longer resolve.
public struct ParameterSuggestions: Sendable, Equatable {
    /// A candidate that could not be offered.
    public struct Skipped: Sendable, Equatable, CustomStringConvertible {
        public var identifier: EntityIdentifier
        /// Why it was a candidate (`on screen (selected)`, …).
        public var reasons: [String]
        /// Why it was skipped: `no longer exists`, `identifier does not parse`, `no indexed item`.
        public var problem: String

        public init(identifier: EntityIdentifier, reasons: [String], problem: String) {
            self.identifier = identifier
            self.reasons = reasons
            self.problem = problem
        }

        public var description: String { "\(identifier) (\(reasons.joined(separator: "; "))): \(problem)" }
    }

    /// Best first; ties broken by identifier so the order is deterministic.
    public var suggestions: [ParameterSuggestion]
    /// Stale candidates, reported rather than hidden.
    public var skipped: [Skipped]

    public init(suggestions: [ParameterSuggestion], skipped: [Skipped]) {
        self.suggestions = suggestions
        self.skipped = skipped
    }
}

/// The outcome of ``ParameterResolver``'s `resolve(_:for:)`.
public enum ParameterResolution: Sendable, Equatable {
    /// One candidate is clearly ahead.
    case resolved(ParameterSuggestion)
    /// Several candidates are close; ask the user, best first.
    case needsDisambiguation([ParameterSuggestion])
    /// Nothing fits.
    case notFound
}

/// One candidate for an intent parameter, with why it ranks where it does.
public struct ParameterSuggestion: Sendable, Equatable, CustomStringConvertible {
    /// The candidate entity.
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

    /// The candidate with its score and reasons.
    public var description: String {
        "\(identifier) \"\(displayRepresentation.title)\" score \(score) [\(reasons.joined(separator: "; "))]"
    }

    /// Whether both name the same entity with the same title, score, reasons and text match.
    public static func == (lhs: ParameterSuggestion, rhs: ParameterSuggestion) -> Bool {
        lhs.identifier == rhs.identifier && lhs.displayRepresentation == rhs.displayRepresentation
            && lhs.score == rhs.score && lhs.reasons == rhs.reasons && lhs.matchesText == rhs.matchesText
    }
}

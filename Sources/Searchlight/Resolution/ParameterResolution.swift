/// The outcome of ``ParameterResolver``'s `resolve(_:for:)`.
public enum ParameterResolution: Sendable, Equatable {
    /// One candidate is clearly ahead.
    case resolved(ParameterSuggestion)
    /// Several candidates are close; ask the user, best first.
    case needsDisambiguation([ParameterSuggestion])
    /// Nothing fits.
    case notFound
}

/// Offers the values a parameter may take, as App Intents spells it:
/// `@Parameter(title: "Project", optionsProvider: ProjectOptionsProvider()) var project: String`.
///
/// Every ``EntityQuery`` is one, as in App Intents, offering its suggested entities, so a query
/// can be a parameter's options provider. There is no Shortcuts editor here to ask a provider; the
/// parameter keeps it (`$project.optionsProvider`), so an app's own interface (or a test) can list
/// the options.
public protocol DynamicOptionsProvider: Sendable {
    /// What ``results()`` returns: an array or sections of items (`IntentItemCollection`).
    associatedtype Result: ResultsCollection
    /// The value chosen when people choose none.
    associatedtype DefaultValue = Result.Element
    /// The values people may choose from.
    func results() async throws -> Result
    /// The value chosen when people choose none; by default none.
    func defaultResult() async -> DefaultValue?
}

extension DynamicOptionsProvider {
    /// No default.
    public func defaultResult() async -> DefaultValue? { nil }
}

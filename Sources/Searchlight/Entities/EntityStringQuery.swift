/// An ``EntityQuery`` that can also find entities from text the user typed.
public protocol EntityStringQuery: EntityQuery {
    /// The entities that match `string`, best first.
    func entities(matching string: String) async throws -> Result
}

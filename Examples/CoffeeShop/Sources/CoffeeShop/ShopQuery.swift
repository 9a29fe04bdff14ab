import Searchlight

/// Finds entities in the shop's sample data by identifier or by words in their title.
struct ShopQuery<Entity: AppEntity>: EntityStringQuery {
    let all: @Sendable () -> [Entity]

    func entities(for identifiers: [Entity.ID]) async throws -> [Entity] {
        all().filter { identifiers.contains($0.id) }
    }

    func entities(matching string: String) async throws -> [Entity] {
        all().filter { $0.displayRepresentation.title.localizedCaseInsensitiveContains(string) }
    }
}

import Foundation

extension SearchableIndex {
    /// Indexes one item per entity (see ``SearchableItem/init(appEntity:priority:)``), replacing
    /// the items previously indexed for the same entities.
    ///
    /// - Parameters:
    ///   - entities: the entities to index.
    ///   - priority: importance relative to the app's other items; higher wins. Default 0.
    ///   - expirationDate: when the items disappear; `nil` uses the index's default lifetime.
    /// - Throws: ``SearchableIndexError`` if an item is invalid; nothing is written then.
    public func indexAppEntities<E: IndexedEntity>(
        _ entities: [E], priority: Int = 0, expirationDate: Date? = nil
    ) async throws {
        let items = entities.map { entity in
            var item = SearchableItem(appEntity: entity, priority: priority)
            item.expirationDate = expirationDate
            return item
        }
        await registerIndexedEntityQuery(for: E.self)
        try await indexSearchableItems(items)
    }

    /// Deletes the items indexed for the entities of type `type` with these identifiers.
    public func deleteAppEntities<E: IndexedEntity>(identifiedBy ids: [E.ID], ofType type: E.Type)
        async throws
    {
        try await deleteItems(
            associatedWithEntityType: E.typeIdentifier, identifiers: ids.map(\.entityIdentifierString))
    }

    /// Deletes the items indexed for every entity of type `type`.
    public func deleteAppEntities<E: IndexedEntity>(ofType type: E.Type) async throws {
        try await deleteItems(associatedWithEntityType: E.typeIdentifier, identifiers: nil)
    }
}

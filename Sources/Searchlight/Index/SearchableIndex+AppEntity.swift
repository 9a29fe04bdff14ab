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

    /// Sends the reindex requests for entities of type `E` to its default query, if that query is
    /// an ``IndexedEntityQuery``; ``indexAppEntities(_:priority:expirationDate:)`` does this on
    /// its own. Requests for other items still go to the delegate.
    public func registerIndexedEntityQuery<E: IndexedEntity>(for type: E.Type) async {
        guard !hasEntityReindexer(forType: E.typeIdentifier),
            let query = E.defaultQuery as? any IndexedEntityQuery
        else { return }
        await registerEntityReindexer(Self.reindexer(of: query), forType: E.typeIdentifier)
    }

    /// The query's reindex methods, with its entity type erased.
    private static func reindexer<Query: IndexedEntityQuery>(of query: Query) -> EntityReindexer {
        EntityReindexer(
            reindexAll: { index, reason in
                try await query.reindexAllEntities(
                    indexDescription: IndexDescription(index: index, reason: reason))
            },
            reindex: { strings, index, reason in
                let identifiers = strings.compactMap { Query.Entity.ID.entityIdentifier(for: $0) }
                try await query.reindexEntities(
                    for: identifiers, indexDescription: IndexDescription(index: index, reason: reason))
            })
    }
}

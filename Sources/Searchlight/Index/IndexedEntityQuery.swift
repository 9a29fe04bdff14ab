/// An ``EntityQuery`` that re-indexes its entities when the index asks for it, mirroring App
/// Intents' `IndexedEntityQuery`.
///
/// When a type's default query adopts it, ``SearchableIndex/indexAppEntities(_:priority:expirationDate:)``
/// remembers the query, and the index's reindex requests for that type's items go to it
/// instead of the ``SearchableIndexDelegate``: all of them after the store was rebuilt, the
/// entities whose items could not be read otherwise.
///
/// ```swift
/// struct NoteQuery: IndexedEntityQuery {
///     func entities(for identifiers: [Note.ID]) async throws -> [Note] { … }
///     func reindexAllEntities(indexDescription: IndexDescription) async throws {
///         try await indexDescription.index.indexAppEntities(NoteStore.shared.all)
///     }
///     func reindexEntities(for identifiers: [Note.ID], indexDescription: IndexDescription) async throws {
///         try await indexDescription.index.indexAppEntities(try await entities(for: identifiers))
///     }
/// }
/// ```
public protocol IndexedEntityQuery: EntityQuery where Entity: IndexedEntity {
    /// The index lost its items: index every entity again.
    func reindexAllEntities(indexDescription: IndexDescription) async throws
    /// The items of these entities could not be read back: index them again.
    func reindexEntities(for identifiers: [Entity.ID], indexDescription: IndexDescription) async throws
}

extension IndexedEntityQuery {
    /// Indexes the entities that ``EntityQuery/entities(for:)`` finds for the identifiers.
    public func reindexEntities(for identifiers: [Entity.ID], indexDescription: IndexDescription) async throws
    {
        try await indexDescription.index.indexAppEntities(try await entities(for: identifiers))
    }
}

/// The index a reindex request is about.
public struct IndexDescription: Sendable {
    /// The index to write the entities to.
    public let index: SearchableIndex
    /// Why the index asks.
    public let reason: ReindexRequest.Reason

    /// The index's name.
    public var name: String { index.name }
}

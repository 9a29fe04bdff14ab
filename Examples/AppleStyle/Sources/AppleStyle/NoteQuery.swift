#if canImport(CoreSpotlight)
    import AppIntents
    import CoreSpotlight
#else
    import SearchlightCompat
#endif

/// Finds notes by identifier and by text, and re-indexes them when the index asks.
struct NoteQuery: EntityStringQuery, IndexedEntityQuery {
    func entities(for identifiers: [NoteEntity.ID]) async throws -> [NoteEntity] {
        await NoteStore.shared.notes(withIDs: identifiers)
    }

    func entities(matching string: String) async throws -> [NoteEntity] {
        await NoteStore.shared.allNotes().filter { $0.title.localizedCaseInsensitiveContains(string) }
    }

    func suggestedEntities() async throws -> [NoteEntity] {
        Array(await NoteStore.shared.allNotes().prefix(3))
    }

    func reindexAllEntities(indexDescription: CSSearchableIndexDescription) async throws {
        try await CSSearchableIndex.default().indexAppEntities(await NoteStore.shared.allNotes())
    }

    func reindexEntities(for identifiers: [NoteEntity.ID], indexDescription: CSSearchableIndexDescription)
        async throws
    {
        try await CSSearchableIndex.default().indexAppEntities(
            await NoteStore.shared.notes(withIDs: identifiers))
    }
}

/// The app's notes.
actor NoteStore {
    static let shared = NoteStore()

    private var notes: [NoteEntity] = []

    func add(_ note: NoteEntity) {
        notes.append(note)
    }

    func allNotes() -> [NoteEntity] { notes }

    func notes(withIDs identifiers: [UUID]) -> [NoteEntity] {
        notes.filter { identifiers.contains($0.id) }
    }
}

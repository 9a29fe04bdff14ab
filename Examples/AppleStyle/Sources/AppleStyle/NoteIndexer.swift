#if canImport(CoreSpotlight)
    import CoreSpotlight
#else
    import SearchlightCompat
#endif

/// Indexes notes the Core Spotlight way: attribute sets built by hand, a batch with client
/// state, completion handlers, and a delegate that re-indexes when asked.
final class NoteIndexer: NSObject, CSSearchableIndexDelegate, @unchecked Sendable {
    static let wordCountKey = CSCustomAttributeKey(keyName: "com_example_notes_wordCount")!

    let index = CSSearchableIndex(name: "notes")

    override init() {
        super.init()
        index.indexDelegate = self
    }

    func item(for note: NoteEntity) -> CSSearchableItem {
        let attributes = CSSearchableItemAttributeSet(contentType: .text)
        attributes.title = note.title
        attributes.contentDescription = note.body
        attributes.keywords = note.tags
        attributes.contentCreationDate = note.created
        attributes.setValue(NSNumber(value: note.wordCount), forCustomKey: Self.wordCountKey)
        attributes.associateAppEntity(note, priority: 1)
        let item = CSSearchableItem(
            uniqueIdentifier: "note-\(note.id.uuidString)",
            domainIdentifier: "notes.\(note.folder ?? "unfiled")",
            attributeSet: attributes
        )
        item.expirationDate = .distantFuture
        return item
    }

    func index(_ notes: [NoteEntity], version: String, completion: @escaping @Sendable ((any Error)?) -> Void)
    {
        index.beginIndexBatch()
        index.indexSearchableItems(notes.map(item(for:))) { error in
            if let error { print("indexing failed: \(error.localizedDescription)") }
        }
        index.endIndexBatch(withClientState: Data(version.utf8)) { error in
            completion(error)
        }
    }

    func searchableIndex(
        _ searchableIndex: CSSearchableIndex,
        reindexAllSearchableItemsWithAcknowledgementHandler acknowledgementHandler:
            @escaping @Sendable () -> Void
    ) {
        Task {
            let notes = await NoteStore.shared.allNotes()
            searchableIndex.indexSearchableItems(notes.map(item(for:))) { _ in acknowledgementHandler() }
        }
    }

    func searchableIndex(
        _ searchableIndex: CSSearchableIndex,
        reindexSearchableItemsWithIdentifiers identifiers: [String],
        acknowledgementHandler: @escaping @Sendable () -> Void
    ) {
        Task {
            let ids = identifiers.compactMap { UUID(uuidString: String($0.dropFirst("note-".count))) }
            let notes = await NoteStore.shared.notes(withIDs: ids)
            searchableIndex.indexSearchableItems(notes.map(item(for:))) { _ in acknowledgementHandler() }
        }
    }
}

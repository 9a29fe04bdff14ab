#if canImport(CoreSpotlight)
    import CoreSpotlight
#else
    import SearchlightCompat
#endif

/// The principal class of the app's Spotlight index extension: re-indexes the notes when the
/// index asks. On Apple platforms the system calls it while the app is not running; here the app
/// makes it the index's delegate.
final class IndexRequestHandler: CSIndexExtensionRequestHandler, @unchecked Sendable {
    override func searchableIndex(
        _ searchableIndex: CSSearchableIndex,
        reindexAllSearchableItemsWithAcknowledgementHandler acknowledgementHandler: @escaping () -> Void
    ) {
        let acknowledge = Acknowledgement(handler: acknowledgementHandler)
        Task {
            try? await searchableIndex.indexAppEntities(await NoteStore.shared.allNotes())
            acknowledge.handler()
        }
    }

    override func searchableIndex(
        _ searchableIndex: CSSearchableIndex, reindexSearchableItemsWithIdentifiers identifiers: [String],
        acknowledgementHandler: @escaping () -> Void
    ) {
        let acknowledge = Acknowledgement(handler: acknowledgementHandler)
        Task {
            let ids = identifiers.compactMap { UUID(uuidString: String($0.split(separator: ":").last ?? "")) }
            try? await searchableIndex.indexAppEntities(await NoteStore.shared.notes(withIDs: ids))
            acknowledge.handler()
        }
    }
}

/// An acknowledgement handler carried into a task, as an extension written before strict
/// concurrency passes it along.
struct Acknowledgement: @unchecked Sendable {
    let handler: () -> Void
}

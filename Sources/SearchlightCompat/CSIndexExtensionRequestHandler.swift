/// The principal class of Apple's Spotlight index extension, which re-indexes an app's items while
/// the app is not running; subclasses override the delegate methods.
///
/// This platform has no app extensions. An app serves the same requests in process by making an
/// instance the index's delegate, so the subclass it ships to Apple platforms works unchanged:
///
/// ```swift
/// final class IndexRequestHandler: CSIndexExtensionRequestHandler {
///     override func searchableIndex(
///         _ searchableIndex: CSSearchableIndex,
///         reindexAllSearchableItemsWithAcknowledgementHandler acknowledgementHandler: @escaping () -> Void
///     ) {
///         searchableIndex.indexSearchableItems(allItems()) { _ in acknowledgementHandler() }
///     }
/// }
/// CSSearchableIndex.default().indexDelegate = IndexRequestHandler()
/// ```
/// The handlers are `@Sendable`, as in Apple's current SDK; an override may declare them with or
/// without `@Sendable`, as code written for older SDKs does.
open class CSIndexExtensionRequestHandler: NSObject, CSSearchableIndexDelegate {
    /// A handler; its subclass says how to re-index.
    public override init() { super.init() }

    /// Index everything again, then call `acknowledgementHandler`. The base class has nothing to
    /// index and acknowledges at once.
    @preconcurrency open func searchableIndex(
        _ searchableIndex: CSSearchableIndex,
        reindexAllSearchableItemsWithAcknowledgementHandler acknowledgementHandler:
            @escaping @Sendable () -> Void
    ) {
        acknowledgementHandler()
    }

    /// Index these items again, then call `acknowledgementHandler`. The base class has nothing to
    /// index and acknowledges at once.
    @preconcurrency open func searchableIndex(
        _ searchableIndex: CSSearchableIndex, reindexSearchableItemsWithIdentifiers identifiers: [String],
        acknowledgementHandler: @escaping @Sendable () -> Void
    ) {
        acknowledgementHandler()
    }

    /// Indexing was slowed down; this index never throttles.
    open func searchableIndexDidThrottle(_ searchableIndex: CSSearchableIndex) {}

    /// Indexing runs at full speed again; this index never throttles.
    open func searchableIndexDidFinishThrottle(_ searchableIndex: CSSearchableIndex) {}

    /// The system updated attributes of these items; this index never rewrites items.
    open func searchableItemsDidUpdate(_ items: [CSSearchableItem]) {}

    /// The current items with these identifiers; the base class gives none, so the index asks
    /// for them through the reindex request.
    @preconcurrency open func searchableItems(
        forIdentifiers identifiers: [String],
        searchableItemsHandler: @escaping @Sendable ([CSSearchableItem]) -> Void
    ) {
        searchableItemsHandler([])
    }

    /// The same request naming the protection class of the index that asks; the base class
    /// passes it on to `searchableItems(forIdentifiers:searchableItemsHandler:)`, so a subclass
    /// overrides either.
    @preconcurrency open func searchableItems(
        forIdentifiers identifiers: [String], protectionClass: FileProtectionType,
        searchableItemsHandler: @escaping @Sendable ([CSSearchableItem]) -> Void
    ) {
        searchableItems(forIdentifiers: identifiers, searchableItemsHandler: searchableItemsHandler)
    }

    /// The data of an item's content, for Apple's item providers; the base class has none.
    open func data(for searchableIndex: CSSearchableIndex, itemIdentifier: String, typeIdentifier: String)
        throws -> Data
    {
        throw CocoaError(.fileReadNoSuchFile)
    }

    /// A file holding an item's content, for Apple's item providers; the base class has none.
    open func fileURL(
        for searchableIndex: CSSearchableIndex, itemIdentifier: String, typeIdentifier: String, inPlace: Bool
    ) throws -> URL {
        throw CocoaError(.fileReadNoSuchFile)
    }
}

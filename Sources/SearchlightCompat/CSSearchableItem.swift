/// One piece of app content with Core Spotlight's class spelling; a bridge to
/// `Searchlight.SearchableItem`.
///
/// ```swift
/// let item = CSSearchableItem(uniqueIdentifier: note.id, domainIdentifier: "notes",
///                             attributeSet: attributes)
/// item.expirationDate = .distantFuture
/// CSSearchableIndex.default().indexSearchableItems([item]) { error in … }
/// ```
public final class CSSearchableItem: NSObject, NSCopying {
    /// The identifier updates and deletes use; a fresh UUID string when created with `nil`.
    public var uniqueIdentifier: String
    /// A dot-separated grouping such as `"account.mailbox"`.
    public var domainIdentifier: String?
    /// The item's metadata.
    public var attributeSet: CSSearchableItemAttributeSet
    /// When the item disappears; `nil` (Apple's implicitly unwrapped default) is the index's
    /// default lifetime.
    public var expirationDate: Date!
    /// Merge into the existing item instead of replacing it.
    public var isUpdate: Bool
    /// The analyses the app asks to be told about; there are none on this platform, so the
    /// options are kept and ``CSSearchableIndexDelegate/searchableItemsDidUpdate(_:)`` is never called.
    public var updateListenerOptions: UpdateListenerOptions = []
    /// The relevance score a ranked search (``CSUserQuery``) gave the item; 0 otherwise.
    private(set) var rank = 0.0
    private var associatedEntity: EntityAssociation?

    /// System analyses of an item an app can ask to be told about.
    public struct UpdateListenerOptions: OptionSet, Sendable, Hashable {
        /// The options as bits.
        public let rawValue: UInt
        /// Creates options from their raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// No analyses.
        public static let `default`: UpdateListenerOptions = []
        /// A summary of the item's text.
        public static let summarization = UpdateListenerOptions(rawValue: 1 << 1)
        /// Whether the item is a priority for the person.
        public static let priority = UpdateListenerOptions(rawValue: 1 << 2)
    }

    /// An item; a `nil` identifier gets a fresh UUID string.
    public init(
        uniqueIdentifier: String?, domainIdentifier: String?, attributeSet: CSSearchableItemAttributeSet
    ) {
        self.uniqueIdentifier = uniqueIdentifier ?? UUID().uuidString
        self.domainIdentifier = domainIdentifier
        self.attributeSet = attributeSet
        self.expirationDate = nil
        self.isUpdate = false
    }

    /// An item with a fresh identifier and an empty attribute set of the generic item type, to
    /// be filled in.
    public convenience override init() {
        self.init(
            uniqueIdentifier: nil, domainIdentifier: nil,
            attributeSet: CSSearchableItemAttributeSet(contentType: .item))
    }

    /// The item of a native item.
    public convenience init(_ item: SearchableItem) {
        self.init(
            uniqueIdentifier: item.uniqueIdentifier, domainIdentifier: item.domainIdentifier,
            attributeSet: CSSearchableItemAttributeSet(item.attributeSet))
        expirationDate = item.expirationDate
        isUpdate = item.isUpdate
        associatedEntity = item.associatedEntity
    }

    /// The item of a ranked search's result, keeping its score for ``compare(byRank:)``.
    convenience init(ranked result: UserQuery.Item) {
        self.init(result.item)
        rank = result.score
    }

    /// Orders items as a ranked search did: the more relevant first (`.orderedAscending` when
    /// this item ranks above `other`).
    ///
    /// ```swift
    /// items.sort { $0.compare(byRank: $1) == .orderedAscending }
    /// ```
    public func compare(byRank other: CSSearchableItem) -> ComparisonResult {
        rank > other.rank ? .orderedAscending : rank == other.rank ? .orderedSame : .orderedDescending
    }

    /// The item for an entity, as App Intents makes it: identified by the entity's identifier,
    /// with its attributes, associated with it at `priority`.
    public convenience init<Entity: IndexedEntity>(appEntity: Entity, priority: Int = 0) {
        self.init(SearchableItem(appEntity: appEntity, priority: priority))
    }

    /// Links the item to `appEntity` with a priority among the app's items.
    public func associateAppEntity<Entity: IndexedEntity>(_ appEntity: Entity, priority: Int = 0) {
        var item = searchableItem
        item.associateAppEntity(appEntity, priority: priority)
        associatedEntity = item.associatedEntity
    }

    /// The app entity the item belongs to, by identifier only: the attribute set's
    /// ``CSSearchableItemAttributeSet/relatedAppEntityIdentifier``. An entity associated with the
    /// item itself (``associateAppEntity(_:priority:)``) wins over it.
    public var relatedAppEntityIdentifier: EntityIdentifier? {
        get { attributeSet.relatedAppEntityIdentifier }
        set { attributeSet.relatedAppEntityIdentifier = newValue }
    }

    /// The item as the index stores it.
    public var searchableItem: SearchableItem {
        var item = SearchableItem(
            uniqueIdentifier: uniqueIdentifier, domainIdentifier: domainIdentifier,
            attributeSet: attributeSet.searchableItemAttributeSet)
        item.expirationDate = expirationDate
        item.isUpdate = isUpdate
        if let associatedEntity { item.associatedEntity = associatedEntity }
        return item
    }

    /// A copy of the item.
    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = CSSearchableItem(searchableItem)
        copy.rank = rank
        copy.updateListenerOptions = updateListenerOptions
        return copy
    }
}

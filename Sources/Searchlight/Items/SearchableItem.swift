import Foundation

/// One piece of app content in the index, mirroring `CSSearchableItem`.
///
/// ```swift
/// var attributes = SearchableItemAttributeSet(contentType: .text)
/// attributes.title = "Flat white"
/// let item = SearchableItem(uniqueIdentifier: "order-42", domainIdentifier: "orders", attributeSet: attributes)
/// try await SearchableIndex.default().indexSearchableItems([item])
/// ```
public struct SearchableItem: Sendable, Equatable {
    /// The identifier that updates and deletes use; unique within a store. Non-empty, at most
    /// 4096 UTF-8 bytes.
    public var uniqueIdentifier: String
    /// A dot-separated grouping such as `"account.mailbox"`; deleting `"account"` deletes the
    /// whole subtree.
    public var domainIdentifier: String?
    /// The item's attributes.
    public var attributeSet: SearchableItemAttributeSet
    /// When the item disappears from the index. `nil` means the index's default lifetime.
    public var expirationDate: Date?
    /// Merge into the existing item instead of replacing it. Attributes set to `nil` in
    /// `attributeSet` are removed; an update for an item that does not exist is dropped and
    /// reported in the ``IndexingReport``.
    public var isUpdate: Bool
    /// The app entity this item stands for, if any: the item's own association, else the one
    /// made on its attribute set with ``SearchableItemAttributeSet/associateAppEntity(_:priority:)``.
    public var associatedEntity: EntityAssociation? {
        get { ownAssociatedEntity ?? attributeSet.associatedAppEntity }
        set { ownAssociatedEntity = newValue }
    }
    private var ownAssociatedEntity: EntityAssociation?
    /// The name of the index the item was indexed through; set on items read from a store.
    public internal(set) var indexName: String?

    /// Creates an item; a `nil` identifier gets a fresh UUID string.
    public init(
        uniqueIdentifier: String? = nil, domainIdentifier: String? = nil,
        attributeSet: SearchableItemAttributeSet
    ) {
        self.uniqueIdentifier = uniqueIdentifier ?? UUID().uuidString
        self.domainIdentifier = domainIdentifier
        self.attributeSet = attributeSet
        self.expirationDate = nil
        self.isUpdate = false
        self.ownAssociatedEntity = nil
        self.indexName = nil
    }

    /// The domain the item is filed under: its own, else the attribute set's.
    public var effectiveDomainIdentifier: String? { domainIdentifier ?? attributeSet.domainIdentifier }
}

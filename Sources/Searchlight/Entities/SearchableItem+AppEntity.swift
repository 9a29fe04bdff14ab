extension SearchableItem {
    /// An item for `entity`: its identifier is the entity's ``EntityIdentifier`` string, its
    /// attributes the entity's ``IndexedEntity/attributeSet`` over its
    /// ``IndexedEntity/defaultAttributeSet`` (with the display representation's title when the
    /// set removes it, and the entity's URL as `contentURL` when it is a
    /// ``URLRepresentableEntity`` and the set has none), and it is associated with the entity at
    /// `priority` (higher wins; default 0).
    ///
    /// As in App Intents, the entity's set augments its properties with an indexing key: a set
    /// made afresh (`CSSearchableItemAttributeSet()` with keywords only) keeps the mapped values
    /// and the display representation, its own values winning.
    ///
    /// ```swift
    /// let item = SearchableItem(appEntity: order, priority: 10)
    /// item.uniqueIdentifier   // "Order:o42"
    /// ```
    public init<E: IndexedEntity>(appEntity: E, priority: Int = 0) {
        var attributes = appEntity.defaultSearchableItemAttributeSet.merging(
            update: appEntity.attributeSet.searchableItemAttributeSet)
        if attributes.title == nil { attributes.title = appEntity.displayRepresentation.title }
        if attributes.contentURL == nil, let representable = appEntity as? any URLRepresentableEntity {
            attributes.contentURL = representable.url
        }
        self.init(uniqueIdentifier: EntityIdentifier(for: appEntity).description, attributeSet: attributes)
        associateAppEntity(appEntity, priority: priority)
    }

    /// Links this item to `entity` with a priority among the app's items, before indexing it.
    ///
    /// The item keeps its own identifier and attributes; a hidden entity
    /// (``IndexedEntity/hideInSpotlight-swift.property``) makes the item invisible to queries.
    public mutating func associateAppEntity<E: IndexedEntity>(_ entity: E, priority: Int = 0) {
        associatedEntity = EntityAssociation(entity, priority: priority)
    }
}

extension SearchableItemAttributeSet {
    /// Links the item made from this attribute set to `entity`, as
    /// ``SearchableItem/associateAppEntity(_:priority:)`` does; the item's own association wins.
    ///
    /// ```swift
    /// var attributes = SearchableItemAttributeSet(contentType: .text)
    /// attributes.title = "Trip notes"
    /// attributes.associateAppEntity(note, priority: 5)
    /// ```
    public mutating func associateAppEntity<E: IndexedEntity>(_ entity: E, priority: Int = 0) {
        associatedAppEntity = EntityAssociation(entity, priority: priority)
    }
}

extension EntityAssociation {
    /// The association of an item with `entity`.
    init<E: IndexedEntity>(_ entity: E, priority: Int) {
        self.init(
            typeIdentifier: E.typeIdentifier, identifier: entity.id.entityIdentifierString,
            priority: priority,
            isHidden: entity.hideInSpotlight)
    }
}

extension SearchableItem {
    /// An item for `entity`: its identifier is the entity's ``EntityIdentifier`` string, its
    /// attributes the entity's ``IndexedEntity/attributeSet``, and it is associated with the
    /// entity at `priority` (higher wins; default 0).
    ///
    /// ```swift
    /// let item = SearchableItem(appEntity: order, priority: 10)
    /// item.uniqueIdentifier   // "Order:o42"
    /// ```
    public init<E: IndexedEntity>(appEntity: E, priority: Int = 0) {
        self.init(
            uniqueIdentifier: EntityIdentifier(for: appEntity).description,
            attributeSet: appEntity.attributeSet)
        associateAppEntity(appEntity, priority: priority)
    }

    /// Links this item to `entity` with a priority among the app's items, before indexing it.
    ///
    /// The item keeps its own identifier and attributes; a hidden entity
    /// (``IndexedEntity/hideInSpotlight``) makes the item invisible to queries.
    public mutating func associateAppEntity<E: IndexedEntity>(_ entity: E, priority: Int = 0) {
        associatedEntity = EntityAssociation(
            typeIdentifier: E.typeIdentifier, identifier: entity.id.entityIdentifierString,
            priority: priority,
            isHidden: entity.hideInSpotlight)
    }
}

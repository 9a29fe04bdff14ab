extension IndexedEntity {
    /// Writes every mapped property into `attributes`.
    func applyMappedAttributes(to attributes: inout SearchableItemAttributeSet) {}
}

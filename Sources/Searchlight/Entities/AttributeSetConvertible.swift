/// A type an ``IndexedEntity`` can return as its ``IndexedEntity/attributeSet``: the native
/// ``SearchableItemAttributeSet`` or a bridge to it, such as `SearchlightCompat`'s
/// `CSSearchableItemAttributeSet` class.
public protocol AttributeSetConvertible {
    /// Wraps, or is, `attributeSet`.
    init(_ attributeSet: SearchableItemAttributeSet)
    /// The attributes as the index stores them.
    var searchableItemAttributeSet: SearchableItemAttributeSet { get }
}

extension SearchableItemAttributeSet: AttributeSetConvertible {
    /// Returns `attributeSet` itself.
    public init(_ attributeSet: SearchableItemAttributeSet) {
        self = attributeSet
    }

    /// The attribute set itself.
    public var searchableItemAttributeSet: SearchableItemAttributeSet { self }
}

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
    public init(_ attributeSet: SearchableItemAttributeSet) {
        self = attributeSet
    }

    public var searchableItemAttributeSet: SearchableItemAttributeSet { self }
}

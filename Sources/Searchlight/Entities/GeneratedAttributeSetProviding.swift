/// An entity whose mapped properties are converted by code the Searchlight plugin generated.
///
/// The plugin adds this conformance in an extension of every `IndexedEntity` type of the target;
/// ``IndexedEntity/defaultAttributeSet`` then calls the generated code instead of reflecting.
/// There is no need to adopt it by hand.
public protocol GeneratedAttributeSetProviding: IndexedEntity {
    /// The entity type's mapped properties, as the generator read them from the source.
    static var searchlightMetadata: EntityMetadata { get }
    /// Writes every mapped property into `attributes` with direct assignments.
    func searchlightApplyMappedAttributes(to attributes: inout SearchableItemAttributeSet)
}

extension IndexedEntity {
    /// The generated metadata of the type, or `nil` if the plugin did not process it.
    public static var generatedMetadata: EntityMetadata? {
        (Self.self as? any GeneratedAttributeSetProviding.Type)?.searchlightMetadata
    }
}

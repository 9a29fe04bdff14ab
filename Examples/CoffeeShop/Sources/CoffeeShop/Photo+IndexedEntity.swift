import Searchlight

extension Photo: IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Photo"
    static let defaultQuery = ShopQuery<Photo>(all: { Shop.sample.photos })

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: caption) }

    var attributeSet: SearchableItemAttributeSet {
        var attributes = defaultAttributeSet
        attributes.contentType = .image
        return attributes
    }
}

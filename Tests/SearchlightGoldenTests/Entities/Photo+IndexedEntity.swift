import Searchlight

extension Photo: IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Photo"
    static let defaultQuery = GoldenQuery<Photo>()
    var displayRepresentation: DisplayRepresentation { "Photo \(id)" }
}

#if canImport(Foundation)
    import Searchlight

    // Conformance of a nested type, declared with a dotted extension name in another file.
    extension Shop.Receipt: IndexedEntity {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Receipt"
        static let defaultQuery = GoldenQuery<Shop.Receipt>()
        static var typeIdentifier: String { "ShopReceipt" }
        var displayRepresentation: DisplayRepresentation { "Receipt \(id)" }
    }
#endif

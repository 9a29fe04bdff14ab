// swift-format-ignore-file
// Deliberately unformatted: the generator must handle block comments and non-ASCII names.
#if canImport(Foundation)
    import Foundation
    import Searchlight

    /// A namespace with nested entity types; the whole file is inside `#if`.
    enum Shop {
        struct Receipt: Sendable {
            let id: Int
            @Property(title: "Café", indexingKey: \.title) var café = "Crème brûlée ☕️"
            @Property(indexingKey: \.pageCount) var revision: Int8 = 3

            #if DEBUG
                @Property(indexingKey: \.comment) var debugNote = "debug build"
            #else
                @Property(indexingKey: \.comment) var releaseNote = "release build"
            #endif

            struct Line: IndexedEntity {
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Line"
                static let defaultQuery = GoldenQuery<Shop.Receipt.Line>()
                let id: String
                @Property(indexingKey: \.album) var `default` = "backticked"
                var displayRepresentation: DisplayRepresentation { "Line \(id)" }
            }
        }
    }
#endif

import Foundation
import Searchlight

/// Indexes the shop's entities into a fresh index, then searches them.
@main
struct CoffeeShop {
    static func main() async throws {
        let location = FileManager.default.temporaryDirectory
            .appendingPathComponent("coffeeshop-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: location) }
        let index = SearchableIndex(name: "coffeeshop", location: location)
        let shop = Shop.sample

        try await index.indexAppEntities(shop.orders, priority: 10)
        try await index.indexAppEntities(shop.notes)
        try await index.indexAppEntities(shop.photos)
        let generated = [Order.generatedMetadata, Note.generatedMetadata, Photo.generatedMetadata].compactMap
        { $0 }
        print("indexed \(shop.orders.count) orders, \(shop.notes.count) notes, \(shop.photos.count) photos")
        print("generated conversion for: " + generated.map(\.typeName).joined(separator: ", "))

        for text in ["flat white", "beans", "latte art", "grace", "vanilla"] {
            print("\nsearch \"\(text)\":")
            let query = UserQuery(userQueryString: text, userQueryContext: UserQueryContext(), index: index)
            var found = 0
            for try await result in query.results {
                found += 1
                let entity =
                    result.item.associatedEntity.map { "\($0.typeIdentifier) \($0.identifier)" } ?? "item"
                print("  \(result.item.attributeSet.title ?? "?")  (\(entity))")
            }
            if found == 0 { print("  (no results)") }
        }

        try await index.deleteAppEntities(identifiedBy: [1002], ofType: Order.self)
        try await index.deleteAppEntities(ofType: Photo.self)
        print("\nafter deleting order 1002 and every photo: \(try await index.itemCount()) items")
    }
}

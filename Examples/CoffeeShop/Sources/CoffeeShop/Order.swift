import Foundation
import Searchlight

/// A customer's order. Every `@Property` with an indexing key becomes an attribute of the
/// order's search item; the plugin generates that conversion at build time.
struct Order: IndexedEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(
        name: "Order", numericFormat: "%d orders")
    static let defaultQuery = ShopQuery<Order>(all: { Shop.sample.orders })
    static let totalKey = CustomAttributeKey(keyName: "coffeeshop_total")!

    let id: Int
    @Property(title: "Drink", indexingKey: \.title) var drink = ""
    @Property(title: "Customer", indexingKey: \.authorNames) var customer: [String] = []
    @Property(title: "Size", indexingKey: \.kind) var size = Size.medium
    @Property(title: "Extras", indexingKey: \.keywords) var extras: Set<String> = []
    @Property(title: "Total", customIndexingKey: Order.totalKey) var total = 0.0
    @Property(title: "Ordered", indexingKey: \.contentCreationDate) var orderedAt = Date()

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: drink, subtitle: "\(size.rawValue) for \(customer.joined(separator: ", "))")
    }

    enum Size: String, Sendable {
        case small, medium, large
    }
}

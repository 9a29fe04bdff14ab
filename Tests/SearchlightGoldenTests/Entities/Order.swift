// swift-format-ignore-file
// Deliberately unformatted: the generator must handle block comments and non-ASCII names.
import Foundation
import Searchlight

/// A coffee order. This doc comment mentions `@Property(indexingKey: \.title) var fake = 0`,
/// which is not a declaration.
public struct Order: IndexedEntity {
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Order"
    public static let defaultQuery = GoldenQuery<Order>()
    public static let totalKey = CustomAttributeKey(keyName: "golden_order_total")!

    public let id: String
    @Property(title: "Drink", indexingKey: \.displayName) public var drink = "Latte"
    @Property(indexingKey: \.keywords) public var extras: Set<String> = ["oat", "extra shot"]
    @Property(
        title: "Size",
        indexingKey: \.fileSize
    )
    public var size: Int = 2
    @Property(indexingKey: \.contentDescription) public var note: String? = nil
    @Property(indexingKey: \.rating) public var stars: Int = 4
    @Property(customIndexingKey: Order.totalKey) public var total: Double = 4.5
    @Property(title: "Status", indexingKey: \.kind) public var status: OrderStatus = .brewing
    @Property(indexingKey: \SearchableItemAttributeSet.dueDate) public var due: Date? = Date(
        timeIntervalSinceReferenceDate: 7_000)

    /* Commented-out code with braces is not code: {
        @Property(indexingKey: \.title) var ghost = "boo"
    } */
    public var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(drink) \("{")size \(size)\("}")", subtitle: note)
    }

    public init(id: String) { self.id = id }
}

public enum OrderStatus: String, Sendable {
    case brewing, ready
}

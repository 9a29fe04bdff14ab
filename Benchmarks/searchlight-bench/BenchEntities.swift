import Foundation
import Searchlight

// Entities for `searchlight-bench convert`. The Searchlight plugin is applied to this target,
// so they convert through generated code; `reflectedAttributeSet` measures the fallback.

/// A typical entity: text, a set of tags, numbers, a date, an enum and a custom key.
struct BenchOrder: IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Order"
    static let defaultQuery = BenchQuery<BenchOrder>()
    static let totalKey = CustomAttributeKey(keyName: "bench_total")!

    let id: Int
    @Property(title: "Drink", indexingKey: \.displayName) var drink = ""
    @Property(indexingKey: \.textContent) var details = ""
    @Property(indexingKey: \.keywords) var extras: Set<String> = []
    @Property(indexingKey: \.authorNames) var customers: [String] = []
    @Property(indexingKey: \.fileSize) var size = 0
    @Property(indexingKey: \.rating) var rating = 0.0
    @Property(indexingKey: \.contentCreationDate) var orderedAt = Date(timeIntervalSinceReferenceDate: 0)
    @Property(indexingKey: \.kind) var status = BenchStatus.open
    @Property(indexingKey: \.contentDescription) var note: String? = nil
    @Property(customIndexingKey: BenchOrder.totalKey) var total = 0.0

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: drink) }
}

enum BenchStatus: String, Sendable {
    case open, ready
}

struct BenchQuery<Entity: AppEntity>: EntityQuery {
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity] { [] }
}

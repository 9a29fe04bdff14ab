import Foundation
import Searchlight

/// `searchlight-bench convert`: an entity's `defaultAttributeSet` through the plugin's
/// generated code against the reflection fallback (the peer), on the same entities.
/// Target: generated at least 20× faster.
struct ConvertBenchmarks {
    let count: Int

    static func order(_ position: Int) -> BenchOrder {
        let order = BenchOrder(id: position)
        order.drink = "Flat white \(position)"
        order.details = "Order \(position): oat milk, to go"
        order.extras = ["oat", "shot \(position % 3)"]
        order.customers = ["Ada"]
        order.size = position % 5
        order.rating = Double(position % 5)
        order.orderedAt = Date(timeIntervalSinceReferenceDate: Double(position))
        order.status = position % 2 == 0 ? .open : .ready
        order.note = position % 4 == 0 ? "no sugar" : nil
        order.total = Double(position) / 10
        return order
    }

    func run() async throws {
        let orders = (0..<count).map(Self.order)
        // The benchmark checks itself: both paths must give the same attributes.
        for order in orders.prefix(100) where order.defaultAttributeSet != order.reflectedAttributeSet {
            throw BenchError("generated and reflected attribute sets differ for order \(order.id)")
        }
        guard BenchOrder.generatedMetadata != nil else {
            throw BenchError("BenchOrder has no generated code")
        }

        var generated = Latencies()
        var reflected = Latencies()
        var checksum = 0
        for run in 0..<11 {
            let generatedSeconds = await seconds {
                // Indices, not `for order in orders`: that would measure copying each entity too.
                for position in orders.indices {
                    checksum &+= (orders[position].defaultAttributeSet.fileSize ?? 0) + 1
                }
            }
            let reflectedSeconds = await seconds {
                for position in orders.indices {
                    checksum &+= (orders[position].reflectedAttributeSet.fileSize ?? 0) + 1
                }
            }
            // The first run warms caches (type metadata, conformance lookups) and is not counted.
            if run > 0 {
                generated.add(generatedSeconds / Double(orders.count))
                reflected.add(reflectedSeconds / Double(orders.count))
            }
        }
        guard checksum > 0 else { throw BenchError("no attributes converted") }
        let ratio = reflected.percentile(0.5) / generated.percentile(0.5)
        let bestRatio = (reflected.samples.min() ?? 0) / max(generated.samples.min() ?? 1, 1e-9)
        report([
            "name": "convert", "n": orders.count, "unit": "us",
            "searchlight": generated.percentile(0.5), "peer": reflected.percentile(0.5),
            "generated_p50_us": generated.percentile(0.5), "generated_p99_us": generated.percentile(0.99),
            "reflection_p50_us": reflected.percentile(0.5), "reflection_p99_us": reflected.percentile(0.99),
            "speedup": ratio, "speedup_best": bestRatio,
        ])
    }
}

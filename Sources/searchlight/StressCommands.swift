import Foundation
import Searchlight

/// Internal commands that the durability tests run as child processes: one writes batches
/// until it is killed, one reads concurrently and checks that it never sees a partial batch.
enum StressCommands {
    /// `_write-batches --index DIR [--batch-size N]`: commits batch after batch, each of N items in
    /// domain `batch.K` with client state `K`, printing `committed K` after each commit returns.
    static func writeBatches(_ context: CommandContext) async throws {
        let size = Int(context.arguments.value("batch-size") ?? "") ?? 50
        let index = context.index
        var next =
            (try await index.fetchLastClientState()).flatMap { Int(String(decoding: $0, as: UTF8.self)) } ?? 0
        let body = String(repeating: "durable text that must survive a killed process ", count: 8)
        while true {
            next += 1
            let batch = next
            try await index.batch(clientState: Data(String(batch).utf8)) { index in
                for chunk in stride(from: 0, to: size, by: 10) {
                    let items = (chunk..<min(chunk + 10, size)).map { offset in
                        var attributes = SearchableItemAttributeSet(contentType: .text)
                        attributes.title = "batch \(batch) item \(offset)"
                        attributes.textContent = body
                        return SearchableItem(
                            uniqueIdentifier: "\(batch)-\(offset)", domainIdentifier: "batch.\(batch)",
                            attributeSet: attributes)
                    }
                    try await index.indexSearchableItems(items)
                }
            }
            context.output.line("committed \(batch)")
        }
    }

    /// `_check-consistency --index DIR [--batch-size N] [--seconds S]`: reads per-domain counts
    /// for S seconds and fails if any `batch.K` domain holds other than N items.
    static func checkConsistency(_ context: CommandContext) async throws {
        let size = Int(context.arguments.value("batch-size") ?? "") ?? 50
        let seconds = Double(context.arguments.value("seconds") ?? "") ?? 2
        let index = context.index
        let deadline = Date().addingTimeInterval(seconds)
        var reads = 0
        var largestBatchSeen = 0
        while Date() < deadline {
            let statistics = try await index.statistics()
            for domain in statistics.itemsPerDomain {
                guard let name = domain.domainIdentifier, name.hasPrefix("batch.") else { continue }
                guard domain.count == size else {
                    throw CommandFailure("saw \(domain.count) of \(size) items in \(name): a partial batch")
                }
                largestBatchSeen = max(largestBatchSeen, Int(name.dropFirst(6)) ?? 0)
            }
            reads += 1
        }
        context.output.line("reads \(reads) batches \(largestBatchSeen)")
    }
}

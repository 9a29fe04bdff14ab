import Foundation
import Synchronization

/// Fans store-indexing events out to every live `AsyncStream` subscriber.
final class StoreEventBroadcaster: Sendable {
    private let subscribers = Mutex<[UUID: AsyncStream<StoreIndexingEvent>.Continuation]>([:])

    func subscribe() -> AsyncStream<StoreIndexingEvent> {
        let id = UUID()
        let (stream, continuation) = AsyncStream.makeStream(
            of: StoreIndexingEvent.self, bufferingPolicy: .bufferingNewest(4096))
        continuation.onTermination = { [weak self] _ in
            _ = self?.subscribers.withLock { $0.removeValue(forKey: id) }
        }
        subscribers.withLock { $0[id] = continuation }
        return stream
    }

    func send(_ event: StoreIndexingEvent) {
        for continuation in subscribers.withLock({ Array($0.values) }) { continuation.yield(event) }
    }
}

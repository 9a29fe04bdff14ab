import Foundation
import Synchronization

/// Fans index events out to every live `AsyncStream` subscriber.
final class EventBroadcaster: Sendable {
    private let subscribers = Mutex<[UUID: AsyncStream<IndexEvent>.Continuation]>([:])

    func subscribe() -> AsyncStream<IndexEvent> {
        let id = UUID()
        let (stream, continuation) = AsyncStream.makeStream(
            of: IndexEvent.self, bufferingPolicy: .bufferingNewest(4096))
        continuation.onTermination = { [weak self] _ in
            _ = self?.subscribers.withLock { $0.removeValue(forKey: id) }
        }
        subscribers.withLock { $0[id] = continuation }
        return stream
    }

    func send(_ events: [IndexEvent]) {
        guard !events.isEmpty else { return }
        let continuations = subscribers.withLock { Array($0.values) }
        for continuation in continuations {
            for event in events { continuation.yield(event) }
        }
    }
}

import Foundation
import Synchronization

/// Fans events out to every live `AsyncStream` subscriber: the index's events and store-driven
/// indexing's.
final class EventBroadcaster<Event: Sendable>: Sendable {
    private let subscribers = Mutex<[UUID: AsyncStream<Event>.Continuation]>([:])

    func subscribe() -> AsyncStream<Event> {
        let id = UUID()
        let (stream, continuation) = AsyncStream.makeStream(
            of: Event.self, bufferingPolicy: .bufferingNewest(4096))
        continuation.onTermination = { [weak self] _ in
            _ = self?.subscribers.withLock { $0.removeValue(forKey: id) }
        }
        subscribers.withLock { $0[id] = continuation }
        return stream
    }

    func send(_ events: [Event]) {
        guard !events.isEmpty else { return }
        let continuations = subscribers.withLock { Array($0.values) }
        for continuation in continuations {
            for event in events { continuation.yield(event) }
        }
    }

    func send(_ event: Event) {
        send([event])
    }
}

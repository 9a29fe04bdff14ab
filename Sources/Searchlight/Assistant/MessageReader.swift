import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads newline-delimited messages from a file descriptor on a thread of its own, so a blocking
/// `read` never holds a thread of the cooperative pool.
///
/// Memory stays bounded whatever the peer sends: a line longer than `maximumBytes` is skipped
/// as it streams in (reported as ``Event/oversized(byteCount:)``), and the thread waits while
/// `bufferedLimit` messages are queued and not yet taken.
final class MessageReader: Sendable {
    enum Event: Sendable {
        case message([UInt8])
        case oversized(byteCount: Int)
    }

    let events: AsyncStream<Event>
    private let continuation: AsyncStream<Event>.Continuation
    /// Free queue slots; the reading thread waits on it, `taken()` returns a slot.
    private let slots: DispatchSemaphore

    init(fileDescriptor: Int32, maximumBytes: Int, bufferedLimit: Int = 64) {
        (events, continuation) = AsyncStream.makeStream(of: Event.self)
        slots = DispatchSemaphore(value: bufferedLimit)
        let continuation = self.continuation
        let slots = self.slots
        let thread = Thread {
            Self.readLoop(
                fileDescriptor: fileDescriptor, maximumBytes: maximumBytes, continuation: continuation,
                slots: slots)
        }
        thread.name = "searchlight.mcp.reader"
        thread.start()
    }

    /// Call once per event taken from ``events``.
    func taken() { slots.signal() }

    private static func readLoop(
        fileDescriptor: Int32, maximumBytes: Int, continuation: AsyncStream<Event>.Continuation,
        slots: DispatchSemaphore
    ) {
        var line: [UInt8] = []
        var skipped = 0
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        func emit(_ event: Event) {
            slots.wait()
            continuation.yield(event)
        }
        func endLine() {
            if skipped > 0 {
                emit(.oversized(byteCount: skipped + line.count))
            } else if line.contains(where: { ![0x20, 0x09, 0x0D].contains($0) }) {
                emit(.message(line))
            }
            line = []
            skipped = 0
        }
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            var start = 0
            for position in 0..<count where chunk[position] == 0x0A {
                append(chunk[start..<position], to: &line, skipped: &skipped, maximumBytes: maximumBytes)
                endLine()
                start = position + 1
            }
            append(chunk[start..<count], to: &line, skipped: &skipped, maximumBytes: maximumBytes)
        }
        // A last message without its newline (the peer closed mid-line) is still read, and
        // answered as what it is, often truncated JSON.
        endLine()
        continuation.finish()
    }

    private static func append(
        _ bytes: ArraySlice<UInt8>, to line: inout [UInt8], skipped: inout Int, maximumBytes: Int
    ) {
        if skipped > 0 {
            skipped += bytes.count
        } else if line.count + bytes.count > maximumBytes {
            skipped = line.count + bytes.count
            line = []
        } else {
            line.append(contentsOf: bytes)
        }
    }
}

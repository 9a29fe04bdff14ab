import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes one JSON message per line to a file descriptor; messages from concurrent requests
/// never interleave. After a failed write (the peer went away) further messages are dropped.
final class MessageWriter: Sendable {
    private let state: Mutex<(fileDescriptor: Int32, isOpen: Bool)>

    init(fileDescriptor: Int32) {
        state = Mutex((fileDescriptor, true))
    }

    func send(_ message: JSONValue) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256)
        message.render(into: &bytes)
        bytes.append(0x0A)
        state.withLock { state in
            guard state.isOpen else { return }
            var offset = 0
            while offset < bytes.count {
                let written = bytes[offset...].withUnsafeBytes {
                    write(state.fileDescriptor, $0.baseAddress, $0.count)
                }
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else {
                    state.isOpen = false
                    return
                }
                offset += written
            }
        }
    }
}

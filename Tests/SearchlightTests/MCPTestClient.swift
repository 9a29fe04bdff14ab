import Foundation
import Searchlight
import Synchronization

/// Talks to an in-process ``MCPServer`` over a pair of pipes, as a client process would over
/// stdio: raw lines in, parsed messages out (read on a thread of their own).
final class MCPTestClient: Sendable {
    let server: MCPServer
    private let toServer = Pipe()
    private let fromServer = Pipe()
    private let serving: Task<Void, Never>
    private let writes = DispatchQueue(label: "mcp-test-client.writes")
    /// Messages set aside by ``response(to:)`` and ``notification(_:)`` while looking for another.
    private let pending = Mutex<[JSONValue]>([])
    /// Messages read from the server and not yet taken, and who waits for the next one.
    private let inbox = Inbox()

    init(_ server: MCPServer) {
        self.server = server
        let input = toServer.fileHandleForReading
        let output = fromServer.fileHandleForWriting
        serving = Task {
            await server.serve(input: input, output: output)
            try? output.close()
        }
        let inbox = self.inbox
        readLines(
            from: fromServer.fileHandleForReading,
            onLine: { inbox.deliver((try? JSONValue(parsing: $0)) ?? .string("unparseable: \($0)")) },
            onEnd: { inbox.deliver(nil) })
    }

    /// Writes raw bytes to the server's input, in order, on a queue of their own: a write
    /// that waits for the server to read must not hold a thread of the cooperative pool the
    /// server runs on.
    func send(raw text: String) {
        let handle = toServer.fileHandleForWriting
        writes.async { try? handle.write(contentsOf: Data(text.utf8)) }
    }

    func send(_ message: JSONValue) { send(raw: message.rendered + "\n") }

    /// Sends a request and returns its response (error or result), keeping other messages.
    func request(_ method: String, _ params: JSONValue = [:], id: JSONValue = 1) async -> JSONValue {
        send(["jsonrpc": "2.0", "id": id, "method": .string(method), "params": params])
        return await response(to: id)
    }

    /// The response to request `id`; notifications and other responses read meanwhile are kept.
    func response(to id: JSONValue) async -> JSONValue {
        if let kept = take(where: { $0["id"] == id && $0["method"] == nil }) { return kept }
        while let message = await next() {
            if message["id"] == id && message["method"] == nil { return message }
            pending.withLock { $0.append(message) }
        }
        return .null
    }

    /// The next notification with `method`, waiting for it.
    func notification(_ method: String) async -> JSONValue? {
        if let kept = take(where: { $0["method"]?.stringValue == method }) { return kept }
        while let message = await next() {
            if message["method"]?.stringValue == method { return message }
            pending.withLock { $0.append(message) }
        }
        return nil
    }

    /// Calls a tool; returns the `tools/call` result.
    func call(_ tool: String, _ arguments: JSONValue = [:], id: JSONValue = 1) async -> JSONValue {
        await request("tools/call", ["name": .string(tool), "arguments": arguments], id: id)["result"]
            ?? .null
    }

    /// Closes the server's input and waits until it stopped serving; returns what it still sent.
    func close() async -> [JSONValue] {
        let handle = toServer.fileHandleForWriting
        writes.async { try? handle.close() }
        await serving.value
        var rest = pending.withLock { pending in
            defer { pending = [] }
            return pending
        }
        while let message = await next() { rest.append(message) }
        return rest
    }

    private func next() async -> JSONValue? { await inbox.next() }

    private func take(where matches: (JSONValue) -> Bool) -> JSONValue? {
        pending.withLock { pending in
            guard let index = pending.firstIndex(where: matches) else { return nil }
            return pending.remove(at: index)
        }
    }
}

/// A queue of messages with one waiter at a time (the tests await one message after another).
private final class Inbox: Sendable {
    private let state = Mutex<
        (queue: [JSONValue], waiter: CheckedContinuation<JSONValue?, Never>?, isFinished: Bool)
    >(
        ([], nil, false))

    /// Hands a message to the waiter or queues it; `nil` marks the end.
    func deliver(_ message: JSONValue?) {
        let waiter = state.withLock { state -> CheckedContinuation<JSONValue?, Never>? in
            guard let message else {
                state.isFinished = true
                return state.waiter.take()
            }
            guard let waiter = state.waiter.take() else {
                state.queue.append(message)
                return nil
            }
            return waiter
        }
        waiter?.resume(returning: message)
    }

    func next() async -> JSONValue? {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state -> JSONValue?? in
                if !state.queue.isEmpty { return .some(state.queue.removeFirst()) }
                if state.isFinished { return .some(nil) }
                state.waiter = continuation
                return .none
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }
}

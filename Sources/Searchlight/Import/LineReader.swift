import Foundation

/// Reads a file, pipe or terminal line by line in fixed-size chunks, in one pass, so that streams
/// work and memory stays flat however large the input is.
///
/// Each byte is looked at once: the search for a line's end resumes where the previous chunk's
/// search stopped, so a line of n bytes costs O(n), not O(n²). A line longer than
/// `maximumLineBytes` ends the reading with an error instead of growing without bound
/// (`/dev/zero`, a binary file).
struct LineReader {
    private let handle: FileHandle
    private let closesHandle: Bool
    private let maximumLineBytes: Int
    private var buffer: [UInt8] = []
    /// Where the current line starts in `buffer`.
    private var start = 0
    /// Where the search for the current line's end resumes: bytes before it hold no newline.
    private var scanned = 0
    private var atEnd = false
    private(set) var lineNumber = 0

    init(url: URL, maximumLineBytes: Int) throws {
        handle = try FileHandle(forReadingFrom: url)
        closesHandle = true
        self.maximumLineBytes = maximumLineBytes
    }

    init(handle: FileHandle, maximumLineBytes: Int) {
        self.handle = handle
        closesHandle = false
        self.maximumLineBytes = maximumLineBytes
    }

    /// The next line's bytes without its terminator (`\n` or `\r\n`), or `nil` at the end.
    mutating func next() throws -> ArraySlice<UInt8>? {
        while true {
            if let newline = newlineIndex() {
                var end = newline
                if end > start, buffer[end - 1] == 0x0D { end -= 1 }
                try checkLength(end - start)
                let line = buffer[start..<end]
                start = newline + 1
                scanned = start
                lineNumber += 1
                return line
            }
            scanned = buffer.count
            try checkLength(buffer.count - start)
            if atEnd {
                guard start < buffer.count else { return nil }
                let line = buffer[start...]
                start = buffer.count
                scanned = start
                lineNumber += 1
                return line
            }
            if start > 0 {
                buffer.removeSubrange(0..<start)
                scanned -= start
                start = 0
            }
            let chunk = try handle.read(upToCount: 1 << 20) ?? Data()
            if chunk.isEmpty { atEnd = true } else { buffer.append(contentsOf: chunk) }
        }
    }

    /// The first newline in `buffer` at or after `scanned`.
    private func newlineIndex() -> Int? {
        buffer.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress, scanned < bytes.count else { return nil }
            guard let found = memchr(base + scanned, 0x0A, bytes.count - scanned) else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    private func checkLength(_ length: Int) throws(JSONLinesError) {
        guard length > maximumLineBytes else { return }
        throw JSONLinesError(
            line: lineNumber + 1, field: nil,
            message: "the line is longer than \(maximumLineBytes) bytes "
                + "(JSONLinesImporter.maximumLineBytes); is this a JSON Lines file?")
    }

    func close() {
        if closesHandle { try? handle.close() }
    }
}

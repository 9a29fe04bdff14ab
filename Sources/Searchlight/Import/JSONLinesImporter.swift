import Foundation

/// Streams a JSON Lines item file (see ``ItemJSONLines``) into an index.
///
/// The input is read once, so a pipe, `/dev/stdin` or a process substitution works as well as a
/// file. Every line is decoded and validated while it is written inside one batch, so an input with
/// any malformed line — or a failure midway, or a killed process — changes nothing: the import is
/// all or nothing. With `skipInvalid`, bad lines are reported and skipped instead.
///
/// Limits keep an endless or binary input (`/dev/zero`) from growing memory or the store without
/// bound: a line longer than ``maximumLineBytes`` or more than ``maximumLineCount`` lines end the
/// import with a ``JSONLinesError``, and nothing is written.
public struct JSONLinesImporter: Sendable {
    /// Whether bad lines are reported and skipped instead of failing the whole import.
    public var skipInvalid: Bool
    /// Items per `indexSearchableItems` call inside the batch.
    public var chunkSize: Int
    /// Longest line accepted, in bytes without the line break: 16 MiB by default.
    public var maximumLineBytes: Int
    /// Most lines (blank ones included) one import reads: 10,000,000 by default.
    public var maximumLineCount: Int
    /// Called with the number of lines processed so far, after each chunk.
    public var progress: (@Sendable (Int) -> Void)?

    /// The default ``maximumLineBytes``: 16 MiB.
    public static let defaultMaximumLineBytes = 16 << 20
    /// The default ``maximumLineCount``: 10,000,000.
    public static let defaultMaximumLineCount = 10_000_000

    /// Creates an importer; every setting has the default described on its property.
    public init(
        skipInvalid: Bool = false, chunkSize: Int = 1000, maximumLineBytes: Int = defaultMaximumLineBytes,
        maximumLineCount: Int = defaultMaximumLineCount, progress: (@Sendable (Int) -> Void)? = nil
    ) {
        self.skipInvalid = skipInvalid
        self.chunkSize = max(1, chunkSize)
        self.maximumLineBytes = max(1, maximumLineBytes)
        self.maximumLineCount = max(1, maximumLineCount)
        self.progress = progress
    }

    /// What an import did.
    public struct Summary: Sendable, Equatable {
        /// How many items were indexed.
        public var indexed = 0
        /// Items dropped by the index (for example updates of missing items), with reasons.
        public var dropped: [DroppedItem] = []
        /// Lines skipped with `skipInvalid`.
        public var skipped: [JSONLinesError] = []
    }

    /// Imports the file, pipe or device at `url` into `index`, reading it once.
    /// - Throws: ``JSONLinesError`` for the first malformed line (unless `skipInvalid`) or a broken
    ///   limit, the error of opening or reading `url`, or the index's error; in every case the index
    ///   is unchanged.
    public func importFile(at url: URL, into index: SearchableIndex) async throws -> Summary {
        var reader = try LineReader(url: url, maximumLineBytes: maximumLineBytes)
        defer { reader.close() }
        return try await importLines(from: &reader, into: index)
    }

    /// Imports what `handle` yields until its end (standard input, a pipe) into `index`; the handle
    /// is not closed.
    /// - Throws: as ``importFile(at:into:)``.
    public func importLines(from handle: FileHandle, into index: SearchableIndex) async throws -> Summary {
        var reader = LineReader(handle: handle, maximumLineBytes: maximumLineBytes)
        return try await importLines(from: &reader, into: index)
    }

    private func importLines(from reader: inout LineReader, into index: SearchableIndex) async throws
        -> Summary
    {
        var summary = Summary()
        let configuration = index.configuration
        try await index.beginBatch()
        do {
            var chunk: [SearchableItem] = []
            var linesRead = 0
            while var line = try reader.next() {
                linesRead = reader.lineNumber
                guard linesRead <= maximumLineCount else {
                    throw JSONLinesError(
                        line: linesRead, field: nil,
                        message: "the input has more than \(maximumLineCount) lines "
                            + "(JSONLinesImporter.maximumLineCount); split it into several imports")
                }
                if linesRead == 1, line.starts(with: [0xEF, 0xBB, 0xBF]) { line = line.dropFirst(3) }
                guard !line.allSatisfy(Self.isWhitespace) else { continue }
                do {
                    chunk.append(
                        try ItemJSONLines.decodeItem(
                            utf8: line, lineNumber: linesRead, configuration: configuration))
                } catch {
                    guard skipInvalid else { throw error }
                    summary.skipped.append(error)
                }
                if chunk.count >= chunkSize {
                    try await flush(&chunk, into: index, summary: &summary, linesRead: linesRead)
                }
            }
            try await flush(&chunk, into: index, summary: &summary, linesRead: linesRead)
            try await index.endBatchKeepingClientState()
        } catch {
            await index.discardBatch()
            throw error
        }
        return summary
    }

    private func flush(
        _ chunk: inout [SearchableItem], into index: SearchableIndex, summary: inout Summary, linesRead: Int
    ) async throws {
        guard !chunk.isEmpty else { return }
        let report = try await index.indexSearchableItems(chunk)
        summary.indexed += report.indexed.count
        summary.dropped += report.dropped
        chunk.removeAll(keepingCapacity: true)
        progress?(linesRead)
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A
    }
}

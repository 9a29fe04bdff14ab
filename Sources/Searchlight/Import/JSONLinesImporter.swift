import Foundation

/// Streams a JSON Lines item file (see ``ItemJSONLines``) into an index.
///
/// By default the file is validated completely before anything is written, and then indexed in
/// one batch, so a file with any malformed line — or a failure midway — changes nothing. With
/// `skipInvalid`, bad lines are reported and skipped instead.
public struct JSONLinesImporter: Sendable {
    public var skipInvalid: Bool
    /// Items per `indexSearchableItems` call inside the batch.
    public var chunkSize: Int
    /// Called with the number of lines processed so far, after each chunk.
    public var progress: (@Sendable (Int) -> Void)?

    public init(skipInvalid: Bool = false, chunkSize: Int = 1000, progress: (@Sendable (Int) -> Void)? = nil)
    {
        self.skipInvalid = skipInvalid
        self.chunkSize = max(1, chunkSize)
        self.progress = progress
    }

    /// What an import did.
    public struct Summary: Sendable, Equatable {
        public var indexed = 0
        /// Items dropped by the index (for example updates of missing items), with reasons.
        public var dropped: [DroppedItem] = []
        /// Lines skipped with `skipInvalid`.
        public var skipped: [JSONLinesError] = []
    }

    /// Imports the file at `url` into `index`.
    /// - Throws: ``JSONLinesError`` for the first malformed line (unless `skipInvalid`), or the
    ///   index's error; in both cases the index is unchanged.
    public func importFile(at url: URL, into index: SearchableIndex) async throws -> Summary {
        if !skipInvalid {
            var reader = try LineReader(url: url)
            defer { reader.close() }
            while let line = try reader.next() {
                guard !line.allSatisfy(\.isWhitespace) else { continue }
                _ = try ItemJSONLines.decodeItem(
                    line, lineNumber: reader.lineNumber, configuration: index.configuration)
            }
        }
        var summary = Summary()
        var reader = try LineReader(url: url)
        defer { reader.close() }
        try await index.beginBatch()
        do {
            var chunk: [SearchableItem] = []
            func flush() async throws {
                guard !chunk.isEmpty else { return }
                let report = try await index.indexSearchableItems(chunk)
                summary.indexed += report.indexed.count
                summary.dropped += report.dropped
                chunk.removeAll(keepingCapacity: true)
                progress?(reader.lineNumber)
            }
            while let line = try reader.next() {
                guard !line.allSatisfy(\.isWhitespace) else { continue }
                do {
                    chunk.append(
                        try ItemJSONLines.decodeItem(
                            line, lineNumber: reader.lineNumber, configuration: index.configuration))
                } catch {
                    guard skipInvalid else { throw error }
                    summary.skipped.append(error)
                }
                if chunk.count >= chunkSize { try await flush() }
            }
            try await flush()
            try await index.endBatchKeepingClientState()
        } catch {
            await index.discardBatch()
            throw error
        }
        return summary
    }
}

import Foundation
import Searchlight

/// `searchlight-bench store [--limit N]`: store-driven indexing against its peer, the same rows
/// indexed through `indexSearchableItems` directly (target ≤ 1.2×), and change-to-searchable
/// latency of single-row updates in this process (target p99 < 50 ms).
struct StoreBenchmarks {
    let rowCount: Int
    let batchSize = 500

    func run() async throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("searchlight-bench-store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let databasePath = directory.appendingPathComponent("notes.sqlite").path
        let app = try makeDatabase(at: databasePath)

        // Three rounds of peer then delegate, each in a fresh store; the ratio is the median of
        // the rounds' ratios, so load from other processes hits both sides alike.
        var ratios: [Double] = []
        var directTimes: [Double] = []
        var storeTimes: [Double] = []
        var delegate: StoreSpotlightDelegate?
        for round in 0..<3 {
            let direct = try await seconds {
                try await indexDirectly(into: directory.appendingPathComponent("direct\(round)"))
            }
            let candidate = StoreSpotlightDelegate(
                databasePath: databasePath, description: Self.description,
                options: StoreIndexingOptions(
                    indexLocation: directory.appendingPathComponent("store\(round)"), batchSize: batchSize))
            let store = try await seconds { try await candidate.catchUp() }
            let count = try await candidate.searchableIndex().itemCount(inDomain: "bench-notes")
            guard count == rowCount else {
                throw BenchFailure("store indexing produced \(count) of \(rowCount) items")
            }
            directTimes.append(direct)
            storeTimes.append(store)
            ratios.append(store / direct)
            delegate = candidate
        }
        guard let delegate else { return }
        let index = try await delegate.searchableIndex()
        report([
            "benchmark": "store.initialIndexing", "rows": rowCount, "storeSeconds": storeTimes.sorted()[1],
            "directSeconds": directTimes.sorted()[1], "ratio": ratios.sorted()[1], "ratios": ratios,
            "target": 1.2,
            "peakRSSMB": peakResidentMegabytes(),
        ])

        try await measureLatency(delegate, app: app, index: index, mode: .announced, samples: 200)
        try await measureLatency(delegate, app: app, index: index, mode: .watched, samples: 200)
        await delegate.stopSpotlightIndexing()
        var pollingOptions = delegate.options
        pollingOptions.watchesDatabaseFiles = false
        let polling = StoreSpotlightDelegate(
            databasePath: databasePath, description: Self.description, options: pollingOptions)
        try await measureLatency(polling, app: app, index: index, mode: .polled, samples: 30)
        await polling.stopSpotlightIndexing()
    }

    /// How a write reaches the delegate.
    enum LatencyMode: String {
        /// `noteChanges()` after each write.
        case announced = "store.latency.inProcess"
        /// Nothing but the write: the file notification wakes the delegate.
        case watched = "store.latency.watched"
        /// File notifications off: the poll interval finds the write.
        case polled = "store.latency.polled"
    }

    /// Updates one row at a time and waits for the update that includes it.
    private func measureLatency(
        _ delegate: StoreSpotlightDelegate, app: SQLiteConnection, index: SearchableIndex, mode: LatencyMode,
        samples: Int
    ) async throws {
        try await delegate.startSpotlightIndexing()
        var latencies = Latencies()
        let clock = ContinuousClock()
        for sample in 0..<(samples + 5) {
            let events = delegate.events()
            let id = 1 + (sample * 7919) % rowCount
            let start = clock.now
            try app.execute(
                "UPDATE notes SET title = 'latency probe \(sample) zq\(sample)x' WHERE id = \(id)")
            if mode == .announced { delegate.noteChanges() }
            for await event in events {
                if case .indexDidUpdate = event { break }
            }
            let elapsed = clock.now - start
            if sample >= 5 {
                latencies.add(
                    Double(elapsed.components.attoseconds) / 1e18 + Double(elapsed.components.seconds))
            }
        }
        let found = try await index.searchableItems(withIdentifiers: [
            "bench-notes/notes/\(1 + ((samples + 4) * 7919) % rowCount)"
        ])
        guard found.first?.attributeSet.title == "latency probe \(samples + 4) zq\(samples + 4)x" else {
            throw BenchFailure("the last update is not in the index")
        }
        report([
            "benchmark": mode.rawValue,
            "samples": samples, "p50Milliseconds": latencies.percentile(0.5) / 1000,
            "p99Milliseconds": latencies.percentile(0.99) / 1000,
            "pollIntervalMilliseconds": 100,
            "target": mode == .polled ? "p99 < poll interval + 50" : "p99 < 50",
        ])
    }

    static let description = StoreDescription(
        tables: [
            StoreTableDescription(
                "notes", contentType: .text, attributes: ["title": .title, "body": .textContent],
                displayName: .column("title"),
                keywords: [
                    StoreKeywordSource(
                        table: "tags", column: "name",
                        through: StoreJoinTable(
                            table: "note_tags", itemColumn: "note_id", relatedColumn: "tag_id"))
                ])
        ], storeIdentifier: "bench-notes")

    private static let words = [
        "river", "mountain", "library", "swift", "garden", "harbor", "lantern", "meadow", "compiler",
        "orchard",
        "signal", "canyon", "ledger", "pepper", "glacier", "violin", "tunnel", "beacon", "falcon", "quartz",
    ]
    private static let tags = ["travel", "work", "recipes", "ideas", "family", "reading", "music", "health"]

    private func title(_ id: Int) -> String {
        "Note \(id) \(Self.words[id % 20]) \(Self.words[(id / 20) % 20])"
    }

    private func body(_ id: Int) -> String {
        (0..<24).map { Self.words[(id &* 31 &+ $0 &* 7) % 20] }.joined(separator: " ")
    }

    private func tagIDs(_ id: Int) -> [Int] { [1 + id % 8, 1 + (id / 8) % 8].uniqued() }

    private func makeDatabase(at path: String) throws -> SQLiteConnection {
        let connection = try SQLiteConnection(path: path)
        try connection.execute(
            """
            PRAGMA journal_mode = WAL;
            CREATE TABLE notes(id INTEGER PRIMARY KEY, title TEXT NOT NULL, body TEXT);
            CREATE TABLE tags(id INTEGER PRIMARY KEY, name TEXT NOT NULL);
            CREATE TABLE note_tags(note_id INTEGER NOT NULL, tag_id INTEGER NOT NULL, PRIMARY KEY(note_id, tag_id));
            """)
        try connection.writeTransaction {
            for (offset, name) in Self.tags.enumerated() {
                try connection.execute("INSERT INTO tags VALUES (\(offset + 1), '\(name)')")
            }
            let note = try connection.statement("INSERT INTO notes VALUES (?1, ?2, ?3)")
            let link = try connection.statement("INSERT INTO note_tags VALUES (?1, ?2)")
            for id in 1...rowCount {
                note.bind(id, at: 1)
                note.bind(title(id), at: 2)
                note.bind(body(id), at: 3)
                try note.execute()
                for tag in tagIDs(id) {
                    link.bind(id, at: 1)
                    link.bind(tag, at: 2)
                    try link.execute()
                }
            }
        }
        return connection
    }

    /// The peer: the same items, built in memory, through `indexSearchableItems` in batches.
    private func indexDirectly(into location: URL) async throws {
        let index = SearchableIndex(name: "direct", location: location)
        for start in stride(from: 1, through: rowCount, by: batchSize) {
            let items = (start..<min(start + batchSize, rowCount + 1)).map { id in
                var attributes = SearchableItemAttributeSet(contentType: .text)
                attributes.title = title(id)
                attributes.textContent = body(id)
                attributes.displayName = title(id)
                attributes.keywords = tagIDs(id).map { Self.tags[$0 - 1] }.sorted()
                return SearchableItem(
                    uniqueIdentifier: "bench-notes/notes/\(id)", domainIdentifier: "bench-notes",
                    attributeSet: attributes)
            }
            try await index.batch(clientState: Data("\(start)".utf8)) { index in
                try await index.indexSearchableItems(items)
            }
        }
        let count = try await index.itemCount()
        guard count == rowCount else {
            throw BenchFailure("direct indexing produced \(count) of \(rowCount) items")
        }
    }
}

extension Array where Element: Hashable {
    fileprivate func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}

import Foundation
import Searchlight

/// `searchlight-bench cli [--limit N]`: the `searchlight` command as a user runs it, one process
/// per command.
///
/// - `cli-import-en`: `searchlight index` of the English corpus as JSON Lines, per item, against
///   the API path (`indexSearchableItems` in batches of 1,000 in one batch) measured beside it
///   (target ≤ 1.5×), with the command's peak RSS and the WAL it leaves behind.
/// - `cli-search-en`: a whole `searchlight search` on the imported store against the same command
///   on a 10-item store (target ≤ 2×), median of alternating runs.
///
/// With `--items N` beyond the corpus, the corpus is repeated under fresh identifiers up to `N`
/// items (`cli-import-en-N`, `cli-search-en-N`), in one round: the store a long-lived app
/// reaches.
///
/// The `searchlight` executable is the one built beside this benchmark, or `$SEARCHLIGHT_CLI`.
struct CommandBenchmarks {
    let limit: Int
    var items: Int? = nil

    func run() async throws {
        let executable = Self.executable
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw BenchFailure(
                "no searchlight executable at \(executable); run `swift build -c release --product searchlight`"
            )
        }
        let records = Self.repeated(try Corpus.load(language: "en", limit: limit), toCount: items)
        let suffix = items.map { "-\($0)" } ?? ""
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("searchlight-bench-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let lines = directory.appendingPathComponent("items.jsonl")
        guard FileManager.default.createFile(atPath: lines.path, contents: nil) else {
            throw BenchError("cannot create \(lines.path)")
        }
        let output = try FileHandle(forWritingTo: lines)
        for start in stride(from: 0, to: records.count, by: 10_000) {
            let chunk = records[start..<min(start + 10_000, records.count)].map(Self.jsonLine)
            try output.write(contentsOf: Data((chunk.joined(separator: "\n") + "\n").utf8))
        }
        try output.close()
        let small = directory.appendingPathComponent("small.jsonl")
        try Data(records.prefix(10).map(Self.jsonLine).joined(separator: "\n").utf8).write(to: small)

        // The API path and the command alternate over three rounds; the ratio is the median.
        var ratios: [Double] = []
        var apiTimes: [Double] = []
        var commandTimes: [Double] = []
        var peakRSS: [Double] = []
        var walBytes = 0
        let large = directory.appendingPathComponent("large")
        let rounds = items == nil ? 3 : 1
        for round in 0..<rounds {
            let api = SearchableIndex(
                name: "bench", location: directory.appendingPathComponent("api\(round)"))
            // The command waits for the top lists the import schedules; so does this side.
            let apiSeconds =
                try await TextBenchmarks.indexInChunks(records, into: api)
                + (await seconds { await api.finishMaintenance() })
            let target = round == rounds - 1 ? large : directory.appendingPathComponent("cli\(round)")
            let run = try Self.command(executable, ["index", lines.path, "--index", target.path])
            apiTimes.append(apiSeconds)
            commandTimes.append(run.seconds)
            peakRSS.append(run.peakRSSMegabytes)
            ratios.append(run.seconds / apiSeconds)
            walBytes = Self.fileSize(target.appendingPathComponent("index.sqlite-wal").path)
            try? FileManager.default.removeItem(at: directory.appendingPathComponent("api\(round)"))
        }
        report([
            "name": "cli-import-en\(suffix)", "n": records.count, "unit": "s",
            "searchlight": Self.median(commandTimes), "peer": Self.median(apiTimes),
            "ratio": Self.median(ratios),
            "ratios": ratios, "peak_rss_mb": Self.median(peakRSS), "wal_bytes_after": walBytes,
            "store_bytes": Self.fileSize(large.appendingPathComponent("index.sqlite").path),
            "peer_name": "indexSearchableItems in one batch, same items",
        ])

        let tiny = directory.appendingPathComponent("tiny")
        _ = try Self.command(executable, ["index", small.path, "--index", tiny.path])
        let words = try Corpus.queries("en-term").prefix(5)
        var largeTimes: [Double] = []
        var tinyTimes: [Double] = []
        for _ in 0..<3 {
            for word in words {
                tinyTimes.append(
                    try Self.command(executable, ["search", word, "--index", tiny.path]).seconds)
                largeTimes.append(
                    try Self.command(executable, ["search", word, "--index", large.path]).seconds)
            }
        }
        let largeMedian = Self.median(largeTimes)
        let tinyMedian = Self.median(tinyTimes)
        report([
            "name": "cli-search-en\(suffix)", "n": records.count, "unit": "ms",
            "searchlight": largeMedian * 1000, "peer": tinyMedian * 1000, "ratio": largeMedian / tinyMedian,
            "searchlight_p99_ms": largeTimes.max()! * 1000,
            "peer_name": "the same command on a 10-item store",
        ])
    }

    /// `records` repeated under fresh identifiers up to `count` (all of them when `count` is nil).
    static func repeated(_ records: [CorpusRecord], toCount count: Int?) -> [CorpusRecord] {
        guard let count, !records.isEmpty else { return records }
        return (0..<count).map { position in
            var record = records[position % records.count]
            record.id = position
            return record
        }
    }

    static var executable: String {
        if let path = ProcessInfo.processInfo.environment["SEARCHLIGHT_CLI"] { return path }
        return URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("searchlight").path
    }

    /// One corpus record in `searchlight index`'s JSON Lines format, with the attributes the API
    /// path sets.
    static func jsonLine(_ record: CorpusRecord) -> String {
        let object: [String: Any] = [
            "id": String(record.id), "contentType": "public.text", "title": record.title,
            "contentDescription": record.description, "textContent": record.body,
            "keywords": record.keywords, "authorNames": [record.author], "fileSize": record.size,
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// Runs the command to completion: wall time and the command's peak resident memory.
    ///
    /// The command runs under `/usr/bin/time`, whose report is the command's own peak: a child
    /// spawned by this process directly would report this whole benchmark's peak, which it
    /// inherits until `exec`.
    static func command(_ executable: String, _ arguments: [String]) throws -> (
        seconds: Double, peakRSSMegabytes: Double
    ) {
        let report = FileManager.default.temporaryDirectory
            .appendingPathComponent("searchlight-bench-rss-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: report) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
        process.arguments = ["-f", "%M", "-o", report, executable] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let clock = ContinuousClock()
        let start = clock.now
        try process.run()
        process.waitUntilExit()
        let duration = clock.now - start
        guard process.terminationStatus == 0 else {
            throw BenchFailure(
                "searchlight \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        }
        let kilobytes =
            (try? String(contentsOfFile: report, encoding: .utf8))
            .flatMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 0
        let elapsed = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        return (elapsed, kilobytes / 1024)
    }

    static func fileSize(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
}

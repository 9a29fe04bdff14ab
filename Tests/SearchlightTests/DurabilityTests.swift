import Foundation
import Searchlight
import Testing

/// Child-process tests: a writer killed with SIGKILL mid-batch, and a second process reading
/// while this one writes. Bounded by default; `SEARCHLIGHT_SLOW_TESTS=1` runs the full 20+ rounds.
@Suite(.serialized) struct DurabilityTests {
    static let slow = ProcessInfo.processInfo.environment["SEARCHLIGHT_SLOW_TESTS"] == "1"
    static let batchSize = 40

    /// The `searchlight` executable built next to the test bundle.
    static var commandURL: URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for directory in [beside, beside.deletingLastPathComponent()] {
            let candidate = directory.appendingPathComponent("searchlight")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            .appendingPathComponent(".build/debug/searchlight")
    }

    /// Starts `searchlight` with `arguments`; stdout lines go to `onLine`.
    static func launch(_ arguments: [String], onLine: @escaping @Sendable (String) -> Void) throws
        -> ChildProcess
    {
        let child = try ChildProcess(executable: commandURL, arguments: arguments, standardOutput: .pipe)
        readLines(from: child.standardOutput!, onLine: onLine)
        return child
    }

    @Test func everyAcknowledgedBatchSurvivesKillNineAndNoPartialBatchIsVisible() async throws {
        let location = temporaryDirectory("crash")
        let rounds = Self.slow ? 24 : 4
        var acknowledged = 0
        for round in 0..<rounds {
            let log = AcknowledgementLog()
            let child = try Self.launch(
                [
                    "_write-batches", "--index", location.path, "--batch-size", String(Self.batchSize),
                    "--name", "crash",
                ]
            ) { line in
                if line.hasPrefix("committed "), let number = Int(line.dropFirst(10)) { log.record(number) }
            }
            // Let it commit a varying number of batches, then kill it in the middle of the next one.
            let target = acknowledged + 1 + round % 3
            let deadline = Date().addingTimeInterval(60)
            while log.latest < target && Date() < deadline && child.isRunning {
                try await Task.sleep(for: .milliseconds(2))
            }
            kill(child.processIdentifier, SIGKILL)
            child.waitUntilExit()
            #expect(
                child.terminationReason == .uncaughtSignal, "round \(round): the writer exited on its own")
            acknowledged = max(acknowledged, log.latest)

            let verifier = SearchableIndex(name: "crash", location: location)
            let state = try await verifier.fetchLastClientState().flatMap {
                Int(String(decoding: $0, as: UTF8.self))
            }
            let committed = try #require(
                state, "round \(round): no client state after \(log.latest) acknowledged")
            #expect(committed >= acknowledged, "round \(round): acknowledged batch \(acknowledged) lost")
            let statistics = try await verifier.statistics()
            let batches = statistics.itemsPerDomain.compactMap { $0.domainIdentifier }
            #expect(
                batches.count == committed, "round \(round): \(batches.count) batches for state \(committed)")
            for domain in statistics.itemsPerDomain {
                #expect(domain.count == Self.batchSize, "round \(round): partial batch \(domain)")
            }
            #expect(statistics.itemCount == committed * Self.batchSize)
            acknowledged = committed
        }
        #expect(acknowledged >= rounds)
    }

    /// The real `searchlight index FILE` killed with SIGKILL at varying points of a large import:
    /// after each kill the file's items are all there or none is, and earlier imports are intact.
    /// The first round runs to completion and times the import; the others are killed at a
    /// fraction of that time. 100,000 lines with `SEARCHLIGHT_SLOW_TESTS=1`, 4,000 otherwise.
    @Test func aKilledIndexCommandLeavesTheWholeFileOrNothing() async throws {
        let location = temporaryDirectory("crash-import")
        let files = temporaryDirectory("crash-import-files")
        let lineCount = Self.slow ? 100_000 : 4_000
        let fractions = Self.slow ? [0.1, 0.3, 0.5, 0.7, 0.9, 0.97, 0.2, 0.6] : [0.3, 0.6, 0.9]
        let clock = ContinuousClock()
        var fullImport = Duration.zero
        var complete: [String: Int] = [:]
        var outcomes: [String] = []
        for round in 0...fractions.count {
            let domain = "round.\(round)"
            let file = files.appendingPathComponent("round-\(round).jsonl")
            var text = ""
            text.reserveCapacity(lineCount * 90)
            for line in 0..<lineCount {
                text +=
                    #"{"id": "r\#(round)-\#(line)", "domain": "\#(domain)", "title": "round \#(round) "#
                    + #"line \#(line)", "textContent": "killed imports leave nothing behind"}"# + "\n"
            }
            try text.write(to: file, atomically: true, encoding: .utf8)

            let finished = AcknowledgementLog()
            let start = clock.now
            let child = try Self.launch(["index", file.path, "--index", location.path]) { line in
                if line == "indexed \(lineCount) items" { finished.record(1) }
            }
            let deadline = round == 0 ? Duration.seconds(600) : fullImport * fractions[round - 1]
            while child.isRunning && clock.now - start < deadline {
                try await Task.sleep(for: .milliseconds(2))
            }
            if round == 0 {
                #expect(!child.isRunning, "the uninterrupted import did not finish")
                fullImport = clock.now - start
            }
            kill(child.processIdentifier, SIGKILL)
            while child.isRunning { try await Task.sleep(for: .milliseconds(2)) }
            let killed = child.terminationReason == .uncaughtSignal

            let statistics = try await SearchableIndex(name: "default", location: location).statistics()
            let counts = Dictionary(
                statistics.itemsPerDomain.map { ($0.domainIdentifier ?? "", $0.count) }, uniquingKeysWith: +)
            let count = counts[domain] ?? 0
            #expect(count == 0 || count == lineCount, "round \(round): a killed import left \(count) items")
            if !killed || finished.latest == 1 {
                #expect(count == lineCount, "round \(round): an acknowledged import lost items")
            }
            if count == lineCount { complete[domain] = lineCount }
            for (earlier, expected) in complete {
                #expect(counts[earlier] == expected, "round \(round): an earlier import changed")
            }
            #expect(statistics.itemCount == complete.values.reduce(0, +))
            outcomes.append(killed ? (count == 0 ? "nothing" : "all, killed after commit") : "all")
        }
        print("import of \(lineCount) lines took \(fullImport); outcomes by round:", outcomes)
    }

    @Test func aSecondProcessReadsConsistentlyWhileThisOneWrites() async throws {
        let location = temporaryDirectory("readers")
        let index = SearchableIndex(name: "writer", location: location)
        try await index.indexSearchableItems([makeItem("seed")])
        let output = AcknowledgementLog()
        let seconds = Self.slow ? 8 : 3
        let reader = try Self.launch(
            [
                "_check-consistency", "--index", location.path, "--batch-size", String(Self.batchSize),
                "--seconds", String(seconds),
            ]
        ) { line in
            if line.hasPrefix("reads ") { output.record(1) }
        }
        var batch = 0
        while reader.isRunning {
            batch += 1
            let current = batch
            try await index.batch(clientState: Data(String(current).utf8)) { index in
                for chunk in 0..<4 {
                    try await index.indexSearchableItems(
                        (0..<(Self.batchSize / 4)).map {
                            makeItem(
                                "\(current)-\(chunk)-\($0)", domain: "batch.\(current)",
                                text: "payload \(current)")
                        })
                }
            }
        }
        reader.waitUntilExit()
        #expect(reader.terminationStatus == 0, "the reading process saw a partial batch or an error")
        #expect(output.latest == 1, "the reading process did not report")
        #expect(batch > 3)
    }
}

/// Thread-safe record of the largest number a child process reported.
final class AcknowledgementLog: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    var latest: Int { lock.withLock { value } }
    func record(_ number: Int) { lock.withLock { value = max(value, number) } }
}

/// Splits a byte stream into lines; guarded by its lock.

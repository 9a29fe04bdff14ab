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
    static func launch(_ arguments: [String], onLine: @escaping @Sendable (String) -> Void) throws -> Process
    {
        let process = Process()
        process.executableURL = commandURL
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        let buffer = LineBuffer()
        pipe.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            guard !data.isEmpty else {
                handle.readabilityHandler = nil
                return
            }
            for line in buffer.append(data) { onLine(line) }
        }
        try process.run()
        return process
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
final class LineBuffer: @unchecked Sendable {
    private let lock = NSLock()
    private var pending = Data()

    func append(_ data: Data) -> [String] {
        lock.withLock {
            pending.append(data)
            var lines: [String] = []
            while let newline = pending.firstIndex(of: 0x0A) {
                lines.append(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
                pending = Data(pending[(newline + 1)...])
            }
            return lines
        }
    }
}

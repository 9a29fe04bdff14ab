import Foundation
import Testing

@testable import Searchlight

/// Store-driven indexing across processes: writes by a second process, and `searchlight watch`
/// killed with SIGKILL during catch-up. Small by default; `SEARCHLIGHT_SLOW_TESTS=1` runs the
/// full-size 24 rounds.
@Suite(.serialized) struct StoreIndexingProcessTests {
    static let slow = ProcessInfo.processInfo.environment["SEARCHLIGHT_SLOW_TESTS"] == "1"

    /// Runs `searchlight _sql DB SQL` as a separate process and waits for it.
    /// Waits without blocking a thread of the shared pool.
    static func writeFromAnotherProcess(_ database: NotesDatabase, _ sql: String) async throws {
        let status = try await ChildProcess(
            executable: DurabilityTests.commandURL, arguments: ["_sql", database.path, sql]
        ).exited()
        #expect(status == 0, "_sql \(sql)")
    }

    static func configFile(_ description: StoreDescription = NotesDatabase.description) throws -> URL {
        let url = temporaryDirectory("config").appendingPathComponent("store.json")
        try JSONEncoder().encode(description).write(to: url)
        return url
    }

    @Test func writesOfAnotherProcessAreIndexedWithinThePollInterval() async throws {
        let database = try NotesDatabase(notes: 3)
        let delegate = StoreSpotlightDelegate(
            databasePath: database.path, description: NotesDatabase.description,
            options: StoreIndexingOptions(
                indexLocation: temporaryDirectory("two"), pollInterval: .milliseconds(50)))
        try await delegate.startSpotlightIndexing()
        let index = try await delegate.searchableIndex()
        #expect(await eventually { try await index.itemCount(inDomain: "notes-store") == 3 } != nil)

        try await Self.writeFromAnotherProcess(
            database,
            "INSERT INTO notes(id, title) VALUES (9, 'Reykjavik lagoon'); INSERT INTO note_tags VALUES (9, 2)"
        )
        let inserted = await eventually {
            try await search("reykjavik", in: index) == ["notes-store/notes/9"]
        }
        // One poll interval, with room for a loaded machine.
        #expect(inserted != nil && inserted! < .seconds(5))

        try await Self.writeFromAnotherProcess(database, "UPDATE tags SET name = 'office' WHERE id = 2")
        let renamed = await eventually {
            try await index.searchableItems(withIdentifiers: ["notes-store/notes/9"]).first?.attributeSet
                .keywords
                == ["office"]
        }
        #expect(renamed != nil)

        try await Self.writeFromAnotherProcess(database, "DELETE FROM notes WHERE id = 9")
        #expect(await eventually { try await search("reykjavik", in: index).isEmpty } != nil)
        await delegate.stopSpotlightIndexing()
        #expect(try await storeSnapshot(index) == (try await freshSnapshot(of: database)))
    }

    @Test func killNineDuringCatchUpLosesNothingAndDuplicatesNothing() async throws {
        let rounds = Self.slow ? 24 : 6
        let noteCount = Self.slow ? 1_000 : 300
        let database = try NotesDatabase(notes: noteCount, label: "crash-store")
        let location = temporaryDirectory("crash-store-index")
        let config = try Self.configFile()
        var generator = SplitMix64(seed: 11)
        var nextID = noteCount + 1
        for round in 0..<rounds {
            // Changes since the last round: inserts, updates, deletes, tag links and renames.
            if round > 0 {
                for _ in 0..<max(80, noteCount / 10) {
                    let id = Int.random(in: 1..<nextID, using: &generator)
                    switch Int.random(in: 0..<5, using: &generator) {
                    case 0:
                        try database.insertNote(nextID)
                        nextID += 1
                    case 1:
                        try database.execute(
                            "UPDATE notes SET title = 'Round \(round) note \(id)' WHERE id = \(id)")
                    case 2:
                        try database.execute(
                            "DELETE FROM notes WHERE id = \(id); DELETE FROM note_tags WHERE note_id = \(id)")
                    case 3:
                        try database.execute("INSERT OR IGNORE INTO note_tags VALUES (\(id), \(1 + id % 3))")
                    default:
                        try database.execute(
                            "UPDATE tags SET name = 'tag \(round) \(id % 3)' WHERE id = \(1 + id % 3)")
                    }
                }
            }
            let lines = AcknowledgementLog()
            let child = try DurabilityTests.launch(
                [
                    "watch", database.path, "--config", config.path, "--index", location.path, "--batch-size",
                    "20",
                    "--poll-interval", "20",
                ]
            ) { line in
                if line.hasPrefix("indexing ") || line.hasPrefix("updated ") {
                    lines.record(lines.latest + 1)
                }
            }
            // Kill it after a varying number of committed batches, in the middle of the next (each
            // round's changes make more batches of 20 than that).
            let target = 1 + round % 3
            let deadline = Date().addingTimeInterval(60)
            while lines.latest < target && Date() < deadline && child.isRunning {
                try await Task.sleep(for: .milliseconds(1))
            }
            kill(child.processIdentifier, SIGKILL)
            while child.isRunning { try await Task.sleep(for: .milliseconds(1)) }
            #expect(child.terminationReason == .uncaughtSignal, "round \(round): watch exited on its own")

            // Every other round, finish the catch-up here and compare with a fresh indexing.
            if round % 2 == 1 || round == rounds - 1 {
                let delegate = StoreSpotlightDelegate(
                    databasePath: database.path, description: NotesDatabase.description,
                    options: StoreIndexingOptions(indexLocation: location))
                try await delegate.catchUp()
                let snapshot = try await storeSnapshot(try await delegate.searchableIndex())
                let fresh = try await freshSnapshot(of: database)
                #expect(snapshot.count == fresh.count, "round \(round)")
                #expect(snapshot == fresh, "round \(round): the index differs from a fresh indexing")
            }
        }
    }
}

import CSQLite
import Foundation
import Searchlight
import Synchronization
import Testing

/// A store is never silently replaced, never another program's file, never undone behind an
/// acknowledged call (issue 9, items 6, 7, 11, 12, 13 and 16).
@Suite struct StoreSafetyTests {
    // MARK: Batches (item 6)

    @Test func aWriteFromAnotherTaskDuringABatchSurvivesTheBatchRollingBack() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([makeItem("before")])
        try await index.beginBatch()
        try await index.indexSearchableItems([makeItem("in-batch")])
        // Another task writes while the batch is open; the actor lets it in while this task waits.
        let outside = Task.detached { try await index.indexSearchableItems([makeItem("outside")]) }
        for _ in 0..<200 { await Task.yield() }
        let error = try await #require(throws: SearchableIndexError.self) {
            try await index.endIndexBatch(expectedClientState: Data("wrong".utf8), newClientState: Data())
        }
        #expect(error.code == .mismatchedClientState)
        // Its call returned success, so its item is there: it did not join the rolled-back batch.
        _ = try await outside.value
        #expect(try await allIdentifiers(index) == ["before", "outside"])
    }

    @Test func aBatchBodyAndItsChildTasksJoinTheBatchWhileOtherTasksWait() async throws {
        let index = makeIndex()
        let outside = Mutex<Task<Void, any Error>?>(nil)
        await #expect(throws: SearchableIndexError.self) {
            try await index.batch(expectedClientState: Data("wrong".utf8), newClientState: Data()) { index in
                async let child = index.indexSearchableItems([makeItem("child")])
                _ = try await child
                outside.withLock {
                    $0 = Task.detached { try await index.indexSearchableItems([makeItem("outside")]) }
                }
                for _ in 0..<200 { await Task.yield() }
            }
        }
        try await outside.withLock { $0 }?.value
        #expect(try await allIdentifiers(index) == ["outside"])
    }

    // MARK: Damage (item 7)

    @Test func readOnlyCommandsReportADamagedStoreFailAndChangeNothing() async throws {
        let location = try damagedStoreDirectory()
        let file = location.appendingPathComponent("index.sqlite")
        let bytes = try Data(contentsOf: file)
        for command in ["stats", "search", "list", "get", "query", "check"] {
            var arguments = [command, "--index", location.path]
            if ["search", "get", "query"].contains(command) { arguments.insert("x", at: 1) }
            let result = await runCommand(arguments)
            #expect(result.status == 1, "\(command)")
            #expect(result.error.contains("damaged"), "\(command): \(result.error)")
        }
        #expect(try Data(contentsOf: file) == bytes)
        #expect(try FileManager.default.contentsOfDirectory(atPath: location.path) == ["index.sqlite"])
    }

    @Test func aWriteCommandThatFindsDamageSaysWhereTheFileWasKeptAndFails() async throws {
        let location = try damagedStoreDirectory()
        let items = try jsonLines([#"{"id": "a", "title": "Alpha"}"#])
        let result = await runCommand(["index", items.path, "--index", location.path])
        #expect(result.status == 1)
        let kept = try #require(
            try FileManager.default.contentsOfDirectory(atPath: location.path).first {
                $0.hasPrefix("index.sqlite.corrupt-")
            })
        #expect(result.error.contains(kept))
        // Every later stats says so, on stdout and stderr, and the data is safe to find.
        let stats = await runCommand(["stats", "--index", location.path])
        #expect(stats.status == 0)
        #expect(stats.out.contains("damaged store kept: \(location.path)/\(kept)"))
        #expect(stats.error.contains(kept))
        #expect(stats.out.contains("items: 1"))
    }

    @Test func anAppWithoutADelegateHearsOfARebuildThroughEventsAndStatistics() async throws {
        let location = try damagedStoreDirectory()
        let index = SearchableIndex(name: "notes", location: location)
        var events = index.events().makeAsyncIterator()
        try await index.indexSearchableItems([makeItem("1")])
        guard case .storeRebuilt(let rebuild) = await events.next() else {
            Issue.record("the first event is not .storeRebuilt")
            return
        }
        #expect(
            rebuild.damagedFileKeptAt.hasPrefix(location.appendingPathComponent("index.sqlite.corrupt-").path)
        )
        #expect(FileManager.default.fileExists(atPath: rebuild.damagedFileKeptAt))
        #expect(try await index.statistics().damagedFilesKept == [rebuild.damagedFileKeptAt])
        #expect(await events.next() == .indexed(identifiers: ["1"], indexName: "notes"))
    }

    @Test func aReadOnlyIndexThrowsATypedErrorForADamagedStore() async throws {
        let index = SearchableIndex(
            location: try damagedStoreDirectory(), configuration: IndexConfiguration(isReadOnly: true))
        let error = try await #require(throws: SearchableIndexError.self) { try await index.itemCount() }
        #expect(error.code == .corruptStore)
    }

    @Test func checkReportsAZeroedPage() async throws {
        let location = temporaryDirectory("check")
        let index = SearchableIndex(location: location)
        try await index.indexSearchableItems(
            (0..<400).map {
                makeItem("i\($0)", title: "item \($0)", text: String(repeating: "text \($0) ", count: 40))
            })
        try index.checkpoint()
        #expect(await runCommand(["check", "--index", location.path]).status == 0)

        // Zero one page of the item text index in a copy of the file.
        let copy = temporaryDirectory("check-copy")
        var bytes = try Data(contentsOf: location.appendingPathComponent("index.sqlite"))
        let pageSize = 4096
        let page = bytes.count / pageSize / 2
        bytes.replaceSubrange(page * pageSize..<(page + 1) * pageSize, with: Data(count: pageSize))
        try bytes.write(to: copy.appendingPathComponent("index.sqlite"))
        let result = await runCommand(["check", "--index", copy.path])
        #expect(result.status == 1)
        #expect(result.error.contains("damaged"))
    }

    @Test func openingReadsNoDamagedPageAndTheFirstStatementThatDoesAsksForAReindex() async throws {
        let location = try await storeWithDamagedPages()
        let index = SearchableIndex(name: "notes", location: location)
        let requests = RequestLog()
        await index.setDelegate(requests)
        // The open checks no page: nothing is found until a statement reads a damaged one.
        #expect(requests.all.isEmpty)
        #expect(Store.keptDamagedFiles(besides: index.storePath).isEmpty)

        let error = try await #require(throws: SearchableIndexError.self) { try await allIdentifiers(index) }
        #expect(error.code == .corruptStore)
        try await waitUntil { !requests.all.isEmpty }
        #expect(
            requests.all == [ReindexRequest(indexName: "notes", domainIdentifier: nil, reason: .storeRebuilt)]
        )
        let kept = Store.keptDamagedFiles(besides: index.storePath)
        #expect(kept.count == 1)
        #expect(try await index.statistics().damagedFilesKept == kept)
        // The store is new and empty, and takes writes; the damaged copy keeps every page.
        #expect(try await allIdentifiers(index).isEmpty)
        try await index.indexSearchableItems([makeItem("after")])
        #expect(try await allIdentifiers(index) == ["after"])
        #expect(await runCommand(["check", "--index", location.path]).status == 0)
        let copy = temporaryDirectory("kept-copy")
        try FileManager.default.copyItem(
            atPath: kept[0], toPath: copy.appendingPathComponent("index.sqlite").path)
        #expect(await runCommand(["check", "--index", copy.path]).status == 1)
    }

    @Test func aWritableOpenChecksEveryPageWhenACheckIsDue() async throws {
        let location = try await storeWithDamagedPages(lastCheckedDaysAgo: 8)
        let index = SearchableIndex(name: "notes", location: location)
        let requests = RequestLog()
        await index.setDelegate(requests)
        #expect(
            requests.all == [ReindexRequest(indexName: "notes", domainIdentifier: nil, reason: .storeRebuilt)]
        )
        #expect(Store.keptDamagedFiles(besides: index.storePath).count == 1)
        #expect(try await allIdentifiers(index).isEmpty)
    }

    @Test func aCheckOnDemandOfAWritableIndexAsksForAReindex() async throws {
        let location = try await storeWithDamagedPages()
        let index = SearchableIndex(name: "notes", location: location)
        let requests = RequestLog()
        await index.setDelegate(requests)
        // The check reports the damage, or stops at a page too damaged to check past.
        let problems: [String]
        do {
            problems = try await index.verifyStore()
        } catch let error as SearchableIndexError where error.code == .corruptStore {
            problems = [error.message]
        }
        #expect(!problems.isEmpty)
        try await waitUntil { !requests.all.isEmpty }
        #expect(
            requests.all == [ReindexRequest(indexName: "notes", domainIdentifier: nil, reason: .storeRebuilt)]
        )
        #expect(try await index.verifyStore().isEmpty)
    }

    // MARK: Other programs' files (item 11)

    @Test func anotherProgramsDatabaseIsRefusedAndLeftUnchanged() async throws {
        let location = temporaryDirectory("foreign")
        let file = location.appendingPathComponent("index.sqlite")
        try sqlite(
            file.path,
            "CREATE TABLE notes(id INTEGER PRIMARY KEY, body TEXT); INSERT INTO notes VALUES (1, 'x')")
        let bytes = try Data(contentsOf: file)
        for command in [["stats"], ["index", try jsonLines([#"{"id": "a"}"#]).path], ["delete", "--all"]] {
            let result = await runCommand(command + ["--index", location.path])
            #expect(result.status == 1, "\(command)")
            #expect(result.error.contains("not a Searchlight store"), "\(command): \(result.error)")
        }
        let index = SearchableIndex(location: location)
        let error = try await #require(throws: SearchableIndexError.self) {
            try await index.indexSearchableItems([makeItem("1")])
        }
        #expect(error.code == .notAStore)
        #expect(try Data(contentsOf: file) == bytes)
        #expect(try FileManager.default.contentsOfDirectory(atPath: location.path) == ["index.sqlite"])
    }

    @Test func aStoreMadeBeforeApplicationIDsIsStillRecognised() async throws {
        let location = temporaryDirectory("legacy")
        let path = location.appendingPathComponent("index.sqlite").path
        try await SearchableIndex(location: location).indexSearchableItems([makeItem("old")])
        Store.forget(path: path)
        try sqlite(path, "PRAGMA application_id = 0")
        let index = SearchableIndex(location: location)
        #expect(try await allIdentifiers(index) == ["old"])
        try await index.indexSearchableItems([makeItem("new")])
        #expect(try await allIdentifiers(index) == ["new", "old"])
    }

    @Test func anEmptyIndexPathIsAUsageError() async {
        #expect(await runCommand(["stats", "--index", ""]).status == 64)
        #expect(await runCommand(["index", "f.jsonl", "--index="]).status == 64)
    }

    // MARK: Counting deletes (item 12)

    @Test func deleteCountsWhatItRemovedNotHowTheStoreChanged() async throws {
        let location = temporaryDirectory("delete-count")
        let index = SearchableIndex(location: location)
        try await index.indexSearchableItems((0..<300).map { makeItem("d\($0)", domain: "doomed") })
        // Stands for another process writing while the command runs: each deletion adds an item the
        // command did not ask for, so the store's item count no longer tells how many it deleted.
        try sqlite(
            index.storePath,
            """
            CREATE TRIGGER other_writer AFTER DELETE ON items WHEN old.domain = 'doomed' BEGIN
                INSERT INTO items(uid, index_name, domain, content_type, created, modified, attributes)
                VALUES ('other-' || old.uid, 'other', 'other', 'public.item', 0, 0, x'');
            END
            """)
        let result = await runCommand(["delete", "--domain", "doomed", "--index", location.path])
        #expect(result.out == "deleted 300 items\n")
    }

    // MARK: Busy, read-only and full stores (item 13)

    @Test func aWriterBlockedByAnotherProcessFailsSayingSo() async throws {
        let location = temporaryDirectory("busy")
        let index = SearchableIndex(
            location: location, configuration: IndexConfiguration(busyTimeout: .milliseconds(1500)))
        let waits = Mutex<[Duration]>([])
        index.observeBusyWaits { waited in waits.withLock { $0.append(waited) } }
        try await index.indexSearchableItems([makeItem("1")])
        // Another connection, as another process would, holds the write lock.
        var db: OpaquePointer?
        #expect(sqlite3_open(index.storePath, &db) == SQLITE_OK)
        defer { sqlite3_close(db) }
        #expect(sqlite3_exec(db, "BEGIN IMMEDIATE", nil, nil, nil) == SQLITE_OK)
        let started = ContinuousClock.now
        let error = try await #require(throws: SearchableIndexError.self) {
            try await index.indexSearchableItems([makeItem("2")])
        }
        // It gives up rather than hang. The bound is wide: with the whole suite running on two
        // cores, this task can wait many seconds for a thread (measured once: 10.7 s for a 1.5 s wait).
        #expect(ContinuousClock.now - started < .seconds(30))
        #expect(error.message.contains("another process"))
        #expect(!error.message.contains("database is locked"))
        // While it waited, it said so (the CLI prints it), about once a second.
        #expect(waits.withLock { $0.count } == 1)
        sqlite3_exec(db, "ROLLBACK", nil, nil, nil)
    }

    @Test func deleteFoldsTheDeletionIntoTheDatabaseFile() async throws {
        let location = temporaryDirectory("delete-wal")
        let items = try jsonLines([#"{"id": "keep", "title": "Keep"}"#, #"{"id": "gone", "title": "Gone"}"#])
        #expect(await runCommand(["index", items.path, "--index", location.path]).status == 0)
        #expect(await runCommand(["delete", "--id", "gone", "--index", location.path]).status == 0)
        // The database file alone, as if its write-ahead log were lost.
        let copy = temporaryDirectory("delete-wal-copy")
        try FileManager.default.copyItem(
            at: location.appendingPathComponent("index.sqlite"),
            to: copy.appendingPathComponent("index.sqlite"))
        #expect(try await allIdentifiers(SearchableIndex(location: copy)) == ["keep"])
    }

    @Test func anImportLeavesNoWriteAheadLogForTheNextCommandToReadBack() async throws {
        let location = temporaryDirectory("import-wal")
        let items = try jsonLines(
            (0..<300).map {
                #"{"id": "i\#($0)", "title": "Item \#($0)", "textContent": "words \#($0) of text"}"#
            })
        #expect(await runCommand(["index", items.path, "--index", location.path]).status == 0)
        let wal = location.appendingPathComponent("index.sqlite-wal").path
        let walBytes = (try? FileManager.default.attributesOfItem(atPath: wal))?[.size] as? Int ?? 0
        #expect(walBytes == 0)
        // The database file alone holds the whole import.
        let copy = temporaryDirectory("import-wal-copy")
        try FileManager.default.copyItem(
            at: location.appendingPathComponent("index.sqlite"),
            to: copy.appendingPathComponent("index.sqlite"))
        #expect(try await SearchableIndex(location: copy).itemCount() == 300)
    }

    @Test func readOnlyCommandsCreateNothing() async throws {
        let location = temporaryDirectory("read-only-empty")
        #expect(await runCommand(["stats", "--index", location.path]).out.contains("items: 0"))
        #expect(await runCommand(["search", "x", "--index", location.path]).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: location.path).isEmpty)
    }

    @Test(.enabled(if: Scratch.canMount)) func aStoreOnReadOnlyMediaIsSearchable() async throws {
        let source = temporaryDirectory("read-only-source")
        let items = try jsonLines([#"{"id": "a", "title": "Quarterly planning"}"#])
        #expect(await runCommand(["index", items.path, "--index", source.path]).status == 0)
        try await Scratch.withMount(kilobytes: 4096) { mount in
            try FileManager.default.copyItem(
                at: source.appendingPathComponent("index.sqlite"),
                to: mount.appendingPathComponent("index.sqlite"))
            try Scratch.run("/bin/mount", "-o", "remount,ro", mount.path)
            let found = await runCommand(["search", "plan", "--index", mount.path])
            #expect(found.status == 0)
            #expect(found.out.contains("Quarterly planning"), "\(found.error)")
            // The library opens it read-only on its own; a write says why it cannot.
            let index = SearchableIndex(location: mount)
            #expect(try await allIdentifiers(index) == ["a"])
            let error = try await #require(throws: SearchableIndexError.self) {
                try await index.indexSearchableItems([makeItem("b")])
            }
            #expect(error.message.contains("read-only"))
            Store.forget(path: index.storePath)
        }
    }

    @Test(.enabled(if: Scratch.canMount)) func aFullDiskSaysDiskFull() async throws {
        try await Scratch.withMount(kilobytes: 1024) { mount in
            let index = SearchableIndex(location: mount)
            let text = (0..<4000).map { "word\($0)" }.joined(separator: " ")
            let error = try await #require(throws: SearchableIndexError.self) {
                for round in 0..<1000 {
                    try await index.indexSearchableItems(
                        (0..<10).map { makeItem("\(round)-\($0)", text: text + " \(round) \($0)") })
                }
            }
            #expect(error.message.contains("disk full"), "\(error)")
            Store.forget(path: index.storePath)
        }
    }
}

extension StoreSafetyTests {
    // MARK: $HOME (item 16)

    @Test func theDefaultStoreIsUnderHOME() throws {
        let home = temporaryDirectory("home")
        let items = try jsonLines([#"{"id": "a", "title": "Alpha"}"#])
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home.path
        environment["SEARCHLIGHT_HOME"] = nil
        environment["XDG_DATA_HOME"] = nil
        let process = try ChildProcess(
            executable: DurabilityTests.commandURL, arguments: ["index", items.path], environment: environment
        )
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(
            FileManager.default.fileExists(
                atPath: home.appendingPathComponent(".local/share/searchlight/index.sqlite").path))
    }
}

/// A store directory whose database file is garbage (a bad header).
private func damagedStoreDirectory() throws -> URL {
    let location = temporaryDirectory("damaged")
    try Data(repeating: 0x42, count: 8192).write(to: location.appendingPathComponent("index.sqlite"))
    return location
}

/// A store of 400 items whose upper half of pages is zeroed, in a directory of its own (copied
/// without its WAL, so the WAL cannot mask the damage).
/// - Parameter lastCheckedDaysAgo: backdates the last whole-file check, so the next open is due one.
private func storeWithDamagedPages(lastCheckedDaysAgo: Int? = nil) async throws -> URL {
    let original = temporaryDirectory("sound")
    let index = SearchableIndex(name: "notes", location: original)
    try await index.indexSearchableItems(
        (0..<400).map {
            makeItem("i\($0)", title: "item \($0)", text: String(repeating: "text \($0) ", count: 40))
        })
    if let days = lastCheckedDaysAgo {
        let checked = Date().timeIntervalSince1970 - Double(days) * 86_400
        try sqlite(index.storePath, "UPDATE store_health SET checked = \(checked)")
    }
    try index.checkpoint()
    let location = temporaryDirectory("damaged-pages")
    var bytes = try Data(contentsOf: original.appendingPathComponent("index.sqlite"))
    let pageSize = 4096
    let pages = bytes.count / pageSize
    bytes.replaceSubrange(
        pages / 2 * pageSize..<pages * pageSize, with: Data(count: (pages - pages / 2) * pageSize))
    try bytes.write(to: location.appendingPathComponent("index.sqlite"))
    return location
}

/// A JSON Lines file holding `lines`.
private func jsonLines(_ lines: [String]) throws -> URL {
    let file = temporaryDirectory("items").appendingPathComponent("items.jsonl")
    try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
    return file
}

/// Runs `sql` on the database at `path` through a plain SQLite connection.
private func sqlite(_ path: String, _ sql: String) throws {
    var db: OpaquePointer?
    defer { sqlite3_close(db) }
    guard sqlite3_open(path, &db) == SQLITE_OK, sqlite3_exec(db, sql, nil, nil, nil) == SQLITE_OK else {
        throw CocoaError(.fileWriteUnknown)
    }
}

/// Small tmpfs mounts, for stores on full or read-only file systems (root on Linux only).
private enum Scratch {
    static let canMount: Bool = {
        let probe = temporaryDirectory("mount-probe")
        guard (try? run("/bin/mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", probe.path)) != nil else {
            return false
        }
        try? run("/bin/umount", probe.path)
        return true
    }()

    static func withMount(kilobytes: Int, _ body: (URL) async throws -> Void) async throws {
        let mount = temporaryDirectory("mount")
        try run("/bin/mount", "-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", mount.path)
        defer { try? run("/bin/umount", "-l", mount.path) }
        try await body(mount)
    }

    static func run(_ executable: String, _ arguments: String...) throws {
        let process = try ChildProcess(executable: URL(fileURLWithPath: executable), arguments: arguments)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.executableLoad) }
    }
}

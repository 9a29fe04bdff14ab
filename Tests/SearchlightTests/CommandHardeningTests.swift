import Foundation
import Searchlight
import Testing

@testable import searchlight

/// The CLI against clumsy and hostile input: per-command option tables and help, piped input,
/// messages without Foundation dumps or generated SQL, and printed text that cannot drive the
/// terminal.
@Suite struct CommandHardeningTests {
    /// Characters that must never reach a terminal raw: NUL, ESC, DEL, a C1 control, zero-width
    /// space, bidi embeddings, overrides and isolates, the line separator and the byte-order mark.
    static let invisible: [Unicode.Scalar] =
        [0x00, 0x1B, 0x7F, 0x9B, 0x200B, 0x2028, 0xFEFF].map { Unicode.Scalar($0)! }
        + (0x202A...0x202E).map { Unicode.Scalar($0)! } + (0x2066...0x2069).map { Unicode.Scalar($0)! }

    static func hasInvisible(_ text: String) -> Bool {
        text.unicodeScalars.contains { invisible.contains($0) }
    }

    func write(_ lines: [String], name: String = "items.jsonl") throws -> URL {
        let url = temporaryDirectory("cli-hardening-file").appendingPathComponent(name)
        try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    // MARK: Item 17: option tables

    @Test func aMisspeltOptionIsAUsageErrorWithASuggestion() async {
        let location = temporaryDirectory("cli-options").path
        let result = await runCommand(["search", "foo", "--limt", "5", "--index", location])
        #expect(result.status == 64)
        #expect(result.error.contains("unknown option '--limt'; did you mean '--limit'?"))
        #expect(result.out.isEmpty)
        let elsewhere = await runCommand(["stats", "--limit", "3", "--index", location])
        #expect(elsewhere.status == 64)
        #expect(elsewhere.error.contains("unknown option '--limit'"))
        let typo = await runCommand(["serch", "foo"])
        #expect(typo.status == 64)
        #expect(typo.error.contains("did you mean 'search'?"))
    }

    @Test(arguments: SearchlightCommand.commands.map(\.name))
    func helpWorksAfterEveryCommandAndListsItsOptions(_ name: String) async throws {
        let command = try #require(SearchlightCommand.command(named: name))
        for flag in ["--help", "-h"] {
            let result = await runCommand([name, flag])
            #expect(result.status == 0, "\(name) \(flag)")
            #expect(result.out.hasPrefix("usage: searchlight \(name)"))
            for option in command.allOptions { #expect(result.out.contains(option.synopsis)) }
        }
        let late = await runCommand([name, "x", "--json", "--help"])
        #expect(late.status == 0)
        #expect(late.out == command.help + "\n")
    }

    @Test func everyOptionACommandReadsIsInItsTable() async {
        // Each command's table parses its own options; unknown ones never reach the command.
        for command in SearchlightCommand.commands {
            for option in command.allOptions {
                let words: [String] =
                    switch option.kind {
                    case .flag: [command.name, "--\(option.name)", "--help"]
                    case .value, .values: [command.name, "--\(option.name)", "1", "--help"]
                    }
                #expect(await runCommand(words).status == 0, "\(words)")
            }
        }
    }

    // MARK: Item 8: piped input

    @Test func aPipeIsIndexedAllOrNothing() async throws {
        let location = temporaryDirectory("cli-pipe").path
        let good =
            #"{"id": "p1", "title": "piped one"}"# + "\n" + #"{"id": "p2", "title": "piped two"}"# + "\n"
        let result = try await Self.indexThroughPipe(good, location: location)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.out.contains("indexed 2 items"))
        #expect(await runCommand(["get", "p1", "p2", "--index", location]).status == 0)

        let bad = #"{"id": "p3"}"# + "\n" + #"{"id": "p4", "startDate": 3}"# + "\n"
        let failed = try await Self.indexThroughPipe(bad, location: location)
        #expect(failed.status == 1)
        #expect(failed.error.contains("line 2"))
        #expect(await runCommand(["get", "p3", "--index", location]).status == 1)
        #expect(await runCommand(["stats", "--index", location]).out.contains("items: 2"))
    }

    /// Runs `index /dev/fd/N` in-process on the read end of a pipe that another thread fills.
    static func indexThroughPipe(_ text: String, location: String) async throws -> (
        status: Int32, out: String, error: String
    ) {
        let pipe = Pipe()
        let writer = pipe.fileHandleForWriting
        let data = Data(text.utf8)
        Thread.detachNewThread {
            writer.write(data)
            try? writer.close()
        }
        let result = await runCommand([
            "index", "/dev/fd/\(pipe.fileHandleForReading.fileDescriptor)", "--index", location,
        ])
        try? pipe.fileHandleForReading.close()
        return result
    }

    @Test func dashReadsStandardInput() async throws {
        let location = temporaryDirectory("cli-stdin").path
        let lines = (1...300).map { #"{"id": "s\#($0)", "title": "standard input \#($0)"}"# }
        let result = try Self.runExecutable(
            ["index", "-", "--index", location], input: lines.joined(separator: "\n") + "\n")
        #expect(result.status == 0, "\(result.error)")
        #expect(result.out.contains("indexed 300 items"))
        #expect(await runCommand(["stats", "--index", location]).out.contains("items: 300"))
    }

    @Test(.timeLimit(.minutes(2))) func anEndlessStreamStopsAtTheLineLimit() async throws {
        let location = temporaryDirectory("cli-zero").path
        let result = await runCommand(["index", "/dev/zero", "--index", location])
        #expect(result.status == 1)
        #expect(result.error.contains("longer than \(JSONLinesImporter.defaultMaximumLineBytes) bytes"))
        #expect(await runCommand(["stats", "--index", location]).out.contains("items: 0"))
    }

    /// Runs the built `searchlight` executable with `input` on its standard input.
    static func runExecutable(_ arguments: [String], input: String) throws -> (
        status: Int32, out: String, error: String
    ) {
        let process = try ChildProcess(
            executable: DurabilityTests.commandURL, arguments: arguments, standardInput: .pipe,
            standardOutput: .pipe, standardError: .pipe)
        let data = Data(input.utf8)
        let writer = process.standardInput!
        Thread.detachNewThread {
            writer.write(data)
            try? writer.close()
        }
        let out = process.standardOutput!.readDataToEndOfFile()
        let error = process.standardError!.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: out, as: UTF8.self),
            String(decoding: error, as: UTF8.self)
        )
    }

    // MARK: Item 15: messages

    @Test func invalidJSONSaysWhatAndWhereWithoutAFoundationDump() async throws {
        let location = temporaryDirectory("cli-json").path
        let file = try write([#"{"id": "a"}"#, #"{"id": "b" "title": "x"}"#])
        let result = await runCommand(["index", file.path, "--index", location])
        #expect(result.status == 1)
        #expect(result.error.contains("line 2, column 12: invalid JSON: expected ',' or '}'"))
        #expect(!result.error.contains("Error Domain"))
        #expect(!result.error.contains("NSCocoaErrorDomain"))
    }

    @Test func aDirectoryOrAMissingFileIsNamedPlainly() async throws {
        let location = temporaryDirectory("cli-dir").path
        let directory = temporaryDirectory("cli-dir-input").path
        let result = await runCommand(["index", directory, "--index", location])
        #expect(result.status == 1)
        #expect(result.error == "error: cannot read \(directory): it is a directory\n")
        let missing = await runCommand(["index", directory + "/none.jsonl", "--index", location])
        #expect(missing.status == 1)
        #expect(missing.error == "error: cannot read \(directory)/none.jsonl: no such file\n")
    }

    // MARK: Item 2 and 15: escaping

    @Test func indexedTextIsPrintedWithControlAndBidiCharactersEscaped() async throws {
        let location = temporaryDirectory("cli-escape").path
        let hostile = String(String.UnicodeScalarView(Self.invisible.filter { $0 != "\0" }))
        var attributes = SearchableItemAttributeSet(contentType: .text)
        attributes.title = "evil \(hostile) title"
        attributes.textContent = "evil text"
        let index = SearchableIndex(name: "default", location: URL(fileURLWithPath: location))
        try await index.indexSearchableItems([
            SearchableItem(
                uniqueIdentifier: "id\u{202E}\u{1B}[2J", domainIdentifier: "d\u{200B}x",
                attributeSet: attributes)
        ])
        for words in [
            ["list"], ["search", "evil"], ["query", #"title == "evil*""#], ["get", "id\u{202E}\u{1B}[2J"],
            ["list", "--json"], ["search", "evil", "--json"], ["get", "id\u{202E}\u{1B}[2J", "--json"],
            ["stats"], ["stats", "--json"], ["explain", "id\u{202E}\u{1B}[2J", #"title == "x""#],
        ] {
            let result = await runCommand(words + ["--index", location])
            #expect(result.status == 0, "\(words): \(result.error)")
            #expect(result.out.contains("evil") || words[0] == "stats" || words[0] == "explain", "\(words)")
            #expect(!Self.hasInvisible(result.out), "\(words) printed a raw control or bidi character")
            #expect(!Self.hasInvisible(result.error), "\(words)")
        }
        let json = await runCommand(["get", "id\u{202E}\u{1B}[2J", "--json", "--index", location])
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        #expect(object["id"] as? String == "id\u{202E}\u{1B}[2J", "JSON output must decode to the same text")
    }

    @Test(arguments: [
        ["get", "missing\u{1B}]0;pwned\u{7}"],
        ["query", "title == \"\u{202E}x\" &&"],
        ["query", "ti\u{200B}tle == \"x\""],
        ["search", "x", "--limit", "\u{2066}5"],
        ["search", "x", "--li\u{202E}mit", "5"],
        ["frob\u{1B}[2J"],
    ])
    func errorMessagesEscapeControlAndBidiCharacters(_ words: [String]) async {
        let location = temporaryDirectory("cli-escape-errors").path
        let result = await runCommand(words + ["--index", location])
        #expect(result.status != 0)
        #expect(result.error.contains("\\u{"), "the character is shown as an escape")
        #expect(!Self.hasInvisible(result.error), "\(result.error)")
    }

    @Test func theCaretStillPointsAtTheProblemWhenTheQueryHasEscapes() async {
        let location = temporaryDirectory("cli-caret").path
        let result = await runCommand(["query", "title == \"\u{202E}x\" &&", "--index", location])
        let lines = result.error.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count >= 3)
        #expect(lines[1] == #"title == "\u{202E}x" &&"#)
        #expect(lines[2] == String(repeating: " ", count: lines[1].count) + "^")
    }

    // MARK: Item 2: no generated SQL

    @Test func noMessageEchoesGeneratedSQL() async throws {
        let location = temporaryDirectory("cli-sql").path
        try await SearchableIndex(name: "default", location: URL(fileURLWithPath: location))
            .indexSearchableItems([makeItem("a", title: "a")])
        // Seventeen word clauses once failed inside SQLite and printed kilobytes of SQL.
        let result = await runCommand(
            ["query", Array(repeating: "a", count: 17).joined(separator: " "), "--index", location])
        #expect(!result.error.contains("SELECT"))
        #expect(!result.error.contains("FROM"))
        #expect(result.error.count < 500)

        let error = SQLiteError(code: 1, message: "no such column: x\u{1B}", sql: "SELECT x FROM items")
        #expect(error.description == "SQLite error 1: no such column: x\\u{1B}")
        #expect(error.debugDescription.contains("SELECT x FROM items"))
        #expect(
            !"\(SearchableIndexError(.indexUnavailable, message: "the index store failed: \(error)"))"
                .contains("SELECT"))
    }
}

import Testing

@testable import searchlight

/// The argument parser against a small option table: what each word becomes, and which mistakes
/// are usage errors with which message.
@Suite struct CommandLineArgumentsTests {
    static let table: [OptionSpec] = [
        .value("limit", "N", "at most N"),
        .value("domain", "D", "domain"),
        .values("id", "ID", "identifiers"),
        .flag("all", "everything"),
        .flag("json", "JSON"),
    ]

    struct Case: Sendable, CustomTestStringConvertible {
        var words: [String]
        var positionals: [String] = []
        var flags: Set<String> = []
        var options: [String: [String]] = [:]
        var wantsHelp = false
        var testDescription: String { words.joined(separator: " ") }
    }

    @Test(arguments: [
        Case(words: ["foo", "bar"], positionals: ["foo", "bar"]),
        // One dash is search text (an excluded word), not an option.
        Case(
            words: ["python", "-dev", "-x", "--limit", "5"], positionals: ["python", "-dev", "-x"],
            options: ["limit": ["5"]]),
        Case(words: ["foo", "--limit", "5"], positionals: ["foo"], options: ["limit": ["5"]]),
        // An argument of several words is text, whatever it starts with (a pasted error line).
        Case(
            words: ["-- nokogiri", "--limit", "5"], positionals: ["-- nokogiri"], options: ["limit": ["5"]]),
        Case(words: ["--limit=5", "foo"], positionals: ["foo"], options: ["limit": ["5"]]),
        Case(words: ["--limit", "1", "--limit", "2"], options: ["limit": ["1", "2"]]),
        Case(words: ["--id", "a", "b", "--all"], flags: ["all"], options: ["id": ["a", "b"]]),
        Case(words: ["--id", "a", "--id", "b"], options: ["id": ["a", "b"]]),
        Case(words: ["--json", "x"], positionals: ["x"], flags: ["json"]),
        Case(words: ["-"], positionals: ["-"]),
        Case(
            words: ["rating", "-1", "--limit", "-"], positionals: ["rating", "-1"], options: ["limit": ["-"]]),
        Case(words: ["--", "--limit", "-h"], positionals: ["--limit", "-h"]),
        Case(words: ["foo", "-h"], positionals: ["foo"], wantsHelp: true),
        Case(words: ["--help", "--limit", "3"], options: ["limit": ["3"]], wantsHelp: true),
        Case(words: ["--domain", "a,b"], options: ["domain": ["a,b"]]),
    ])
    func parses(_ example: Case) throws {
        let parsed = try CommandLineArguments(example.words, options: Self.table)
        #expect(parsed.positionals == example.positionals)
        #expect(parsed.flags == example.flags)
        #expect(parsed.options == example.options)
        #expect(parsed.wantsHelp == example.wantsHelp)
    }

    @Test(arguments: [
        (["foo", "--limt", "5"], "unknown option '--limt'; did you mean '--limit'?"),
        (["--LIMIT", "5"], "unknown option '--LIMIT'; did you mean '--limit'?"),
        (["-limit", "5"], "unknown option '-limit'; did you mean '--limit'?"),
        (["--jsn"], "unknown option '--jsn'; did you mean '--json'?"),
        (["--domian=x"], "unknown option '--domian'; did you mean '--domain'?"),
        (["--frobnicate"], "unknown option '--frobnicate'"),
        (["--limit"], "option '--limit' needs a value"),
        (["--limit", "--json"], "option '--limit' needs a value"),
        (["--id"], "option '--id' needs at least one value"),
        (["--id", "--all"], "option '--id' needs at least one value"),
        (["--all=yes"], "option '--all' takes no value"),
    ])
    func rejects(_ words: [String], message: String) {
        #expect(throws: UsageError.self) { try CommandLineArguments(words, options: Self.table) }
        do {
            _ = try CommandLineArguments(words, options: Self.table)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test(arguments: [("5", 5), ("0", 0)])
    func countsAcceptWholeNumbers(_ text: String, value: Int) throws {
        #expect(try CommandLineArguments(["--limit", text], options: Self.table).count("limit") == value)
    }

    @Test(arguments: ["-1", "five", "2.5"])
    func countsRejectOtherValues(_ text: String) throws {
        let parsed = try CommandLineArguments(["--limit=\(text)"], options: Self.table)
        #expect(throws: UsageError.self) { try parsed.count("limit") }
    }

    @Test func valuesSplitCommas() throws {
        let parsed = try CommandLineArguments(["--domain", "a,b", "--domain", "c"], options: Self.table)
        #expect(parsed.values("domain") == ["a", "b", "c"])
        #expect(parsed.value("domain") == "c")
    }
}

import Foundation
import Searchlight

/// The `searchlight` command: parses arguments against the subcommand's option table, runs it,
/// and maps every error to a message and an exit status in one place (0 ok, 1 failure, 64 usage).
enum SearchlightCommand {
    /// Every subcommand with its option table; the usage, each `--help` and the parsing all come
    /// from here.
    static let commands: [CommandSpec] = [
        CommandSpec(
            name: "demo", arguments: "", summary: "fill the index with a sample and run a few searches",
            options: [],
            run: { try await DemoCommand.run($0) }),
        CommandSpec(
            name: "index", arguments: "FILE",
            summary: "index a JSON Lines file, one item per line, all or nothing; FILE may be '-' or "
                + "/dev/stdin for standard input, or a pipe",
            options: [.flag("skip-invalid", "report and skip malformed lines instead of failing")],
            run: { try await $0.importFile() }),
        CommandSpec(
            name: "search", arguments: "TEXT", summary: "ranked search-box query (the last word is a prefix)",
            options: [
                .value("limit", "N", "show at most N results (default 20)"),
                .value("domain", "D", "only items in domain D or below; repeat or separate with commas"),
            ],
            run: { try await $0.search() }),
        CommandSpec(
            name: "query", arguments: "QUERY",
            summary: "Core Spotlight query, such as 'title == \"lib*\"cdw'",
            options: [
                .value("attributes", "A,B", "show these attributes of each item"),
                .value("limit", "N", "show at most N items (default: all)"),
                .value("domain", "D", "only items in domain D or below; repeat or separate with commas"),
            ],
            run: { try await $0.query() }),
        CommandSpec(
            name: "explain", arguments: "ID QUERY", summary: "why an item does or does not match a query",
            options: [], run: { try await $0.explain() }),
        CommandSpec(
            name: "get", arguments: "ID...", summary: "show items by identifier", options: [],
            run: { try await $0.get() }),
        CommandSpec(
            name: "list", arguments: "", summary: "list items, optionally in a domain subtree",
            options: [.value("domain", "D", "only items in domain D or below")],
            run: { try await $0.list() }),
        CommandSpec(
            name: "delete", arguments: "", summary: "delete items by identifier, by domain, or all of them",
            options: [
                .values("id", "ID", "delete these items"),
                .values("domain", "D", "delete the items in these domains and below"),
                .flag("all", "delete every item and reset the client state"),
            ],
            run: { try await $0.delete() }),
        CommandSpec(
            name: "stats", arguments: "", summary: "items per domain and store sizes", options: [],
            run: { try await $0.stats() }),
        CommandSpec(
            name: "check", arguments: "", summary: "verify the store: every page and every item, read-only",
            options: [], run: { try await CheckCommand.run($0) }),
        CommandSpec(
            name: "resolve", arguments: "[TEXT]", summary: "rank entities of a type for an intent parameter",
            options: [
                .value("type", "TYPE", "the parameter's entity type (required)"),
                .value("on-screen", "TYPE:ID,...", "entities visible on screen"),
                .value("selected", "TYPE:ID", "the selected entity"),
                .value("limit", "N", "show at most N candidates (default 10)"),
            ],
            run: { try await ResolveCommand.run($0) }),
        CommandSpec(
            name: "mcp", arguments: "",
            summary: "serve the index to an assistant over stdio (Model Context Protocol)",
            options: [
                .flag("allow-writes", "also offer the index_items and delete_items tools"),
                .value(
                    "context-max-age", "SECONDS", "ignore on-screen context published longer ago than this"),
                .value(
                    "max-message-bytes", "N", "answer longer messages with an error instead of reading them"),
            ],
            run: { try await MCPCommand.run($0) }),
        CommandSpec(
            name: "watch", arguments: "DB",
            summary: "keep the index in step with an app's SQLite database (see the README for --config)",
            options: [
                .value("config", "FILE", "the description of what to index (JSON)"),
                .flag("once", "catch up with the database, then exit"),
                .value("poll-interval", "MS", "how often to look for other processes' writes"),
                .value("batch-size", "N", "history entries indexed per commit"),
            ],
            run: { try await WatchCommand.run($0) }),
        CommandSpec(
            name: "help", arguments: "[COMMAND]", summary: "show the usage, or a command's options",
            options: [],
            run: { context in
                if let name = context.arguments.positionals.first {
                    guard let command = command(named: name) else {
                        throw UsageError("unknown command '\(name)'")
                    }
                    context.output.line(command.help)
                } else {
                    context.output.line(usage)
                }
            }),
        CommandSpec(
            name: "_publish-context", arguments: "",
            summary: "publish on-screen context as an app's ActivityCenter does (MCP tests)",
            options: [
                .values("on-screen", "TYPE:ID", "entities visible on screen"),
                .value("selected", "TYPE:ID", "the selected entity"),
                .value("activity-entity", "TYPE:ID", "the current activity's entity"),
                .flag("hold", "keep running, and the context fresh, until stdin closes"),
            ],
            isHidden: true, run: { try await MCPCommand.publishContext($0) }),
        CommandSpec(
            name: "_sql", arguments: "DB SQL", summary: "run SQL on an app database (store-indexing tests)",
            options: [], isHidden: true, run: { try WatchCommand.executeSQL($0) }),
        CommandSpec(
            name: "_write-batches", arguments: "", summary: "commit batches until killed (durability tests)",
            options: [.value("batch-size", "N", "items per batch")], isHidden: true,
            run: { try await StressCommands.writeBatches($0) }),
        CommandSpec(
            name: "_check-consistency", arguments: "", summary: "read and check batches (durability tests)",
            options: [
                .value("batch-size", "N", "items per batch"), .value("seconds", "S", "how long to read"),
            ],
            isHidden: true, run: { try await StressCommands.checkConsistency($0) }),
    ]

    static func command(named name: String) -> CommandSpec? { commands.first { $0.name == name } }

    static var usage: String {
        let visible = commands.filter { !$0.isHidden }
        let width = visible.map { ($0.name + " " + $0.arguments).count }.max() ?? 0
        var lines = ["usage: searchlight <command> [options] [--index DIR] [--json]"]
        for command in visible {
            let head = command.name + " " + command.arguments
            lines.append(
                "  " + head + String(repeating: " ", count: width - head.count + 3) + command.summary)
        }
        lines.append("")
        lines.append("Run 'searchlight <command> --help' for a command's options.")
        return lines.joined(separator: "\n")
    }

    static func run(arguments: [String], output: CommandOutput = .standard) async -> Int32 {
        var command: CommandSpec?
        do {
            guard let name = arguments.first else { throw UsageError("missing command") }
            if name == "--help" || name == "-h" {
                output.line(usage)
                return 0
            }
            guard let spec = Self.command(named: name) else {
                let suggestion = commands.filter { !$0.isHidden }.map(\.name)
                    .min {
                        CommandLineArguments.editDistance(name, $0)
                            < CommandLineArguments.editDistance(name, $1)
                    }
                    .flatMap { CommandLineArguments.editDistance(name, $0) <= 2 ? $0 : nil }
                throw UsageError(
                    "unknown command '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
            }
            command = spec
            let parsed = try CommandLineArguments(Array(arguments.dropFirst()), options: spec.allOptions)
            if parsed.wantsHelp {
                output.line(spec.help)
                return 0
            }
            let context = try CommandContext(command: spec.name, arguments: parsed, output: output)
            defer { context.reportRebuild() }
            try await spec.run(context)
            try context.failIfRebuilt()
            return 0
        } catch {
            let (message, status) = report(error, command: command)
            output.error(message)
            return status
        }
    }

    /// The one place that turns an error into what the user reads and the exit status. Every line
    /// is printed through ``CommandOutput``, which escapes control and invisible characters.
    static func report(_ error: any Error, command: CommandSpec?) -> (message: String, status: Int32) {
        switch error {
        case let error as DiagnosticFailure:
            return (error.description, 1)
        case let error as SearchableIndexError where error.code == .corruptStore:
            let advice =
                "; nothing was changed. `searchlight check` lists the damage; a write command moves "
                + "the damaged file aside (keeping it) and starts a new store"
            return ("error: " + VisibleText.escape(error.description + advice), 1)
        case let error as UsageError:
            let help =
                command.map { "usage: \($0.usageLine)\nRun 'searchlight \($0.name) --help' for its options." }
                ?? usage
            return ("error: \(VisibleText.escape(error.description))\n\n\(help)", 64)
        case let error as CocoaError where error.isFileError:
            return ("error: " + VisibleText.escape(fileMessage(error)), 1)
        // Foundation's errors (`NSError` and its subclasses) describe themselves as a dump.
        case let error as CustomStringConvertible where !(type(of: error) is NSError.Type):
            return ("error: " + VisibleText.escape(error.description), 1)
        default:
            return ("error: " + VisibleText.escape(error.localizedDescription), 1)
        }
    }

    /// "cannot read FILE: it is a directory", instead of Foundation's `Error Domain=…` dump.
    private static func fileMessage(_ error: CocoaError) -> String {
        let path = error.filePath ?? error.url?.path ?? "the file"
        let reason: String
        switch error.code {
        case .fileReadNoSuchFile, .fileNoSuchFile: reason = "no such file"
        case .fileReadNoPermission: reason = "permission denied"
        default:
            if let underlying = error.underlying as? POSIXError {
                reason =
                    underlying.code == .EISDIR
                    ? "it is a directory" : String(cString: strerror(underlying.code.rawValue))
            } else {
                reason = "it cannot be read"
            }
        }
        return "cannot read \(path): \(reason)"
    }
}

/// What every subcommand needs: its arguments, the index and the output.
struct CommandContext {
    let arguments: CommandLineArguments
    let output: CommandOutput
    /// The index the command works on, read-only for ``readOnlyCommands``.
    let index: SearchableIndex

    var json: Bool { arguments.flags.contains("json") }

    func importFile() async throws {
        guard let path = arguments.positionals.first else { throw UsageError("index needs a FILE") }
        guard arguments.positionals.count == 1 else {
            throw UsageError(
                "index takes one FILE, not \(arguments.positionals.count); concatenate them with cat")
        }
        let output = self.output
        let importer = JSONLinesImporter(
            skipInvalid: arguments.flags.contains("skip-invalid"),
            progress: { output.progress("indexed \($0) lines") })
        let index = self.index
        let summary: JSONLinesImporter.Summary
        if path == "-" {
            summary = try await importer.importLines(from: .standardInput, into: index)
        } else {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue
            {
                throw CommandFailure("cannot read \(path): it is a directory")
            }
            summary = try await importer.importFile(at: URL(fileURLWithPath: path), into: index)
        }
        // The process ends next: let the background maintenance the import scheduled (the top
        // lists of frequent words) finish, and fold everything into the database file rather
        // than leave it in the write-ahead log.
        await index.finishMaintenance()
        try index.checkpoint()
        output.endProgress()
        for skipped in summary.skipped { output.error("skipped: \(skipped)") }
        for dropped in summary.dropped { output.error("dropped: \(dropped.identifier) (\(dropped.reason))") }
        if json {
            output.line(
                JSONText.object([
                    "indexed": .number(Double(summary.indexed)),
                    "skipped": .number(Double(summary.skipped.count)),
                    "dropped": .number(Double(summary.dropped.count)),
                ]))
        } else {
            output.line(
                "indexed \(summary.indexed) items"
                    + (summary.skipped.isEmpty ? "" : ", skipped \(summary.skipped.count) invalid lines")
                    + (summary.dropped.isEmpty ? "" : ", dropped \(summary.dropped.count)"))
        }
    }

    func search() async throws {
        let text = arguments.positionals.joined(separator: " ")
        guard !text.isEmpty else { throw UsageError("search needs TEXT") }
        let limit = try arguments.count("limit")
        let domains = arguments.values("domain")
        let query = UserQuery(
            userQueryString: text,
            userQueryContext: UserQueryContext(
                maxResultCount: limit ?? 20, domainIdentifiers: domains.isEmpty ? nil : domains),
            index: index)
        var rank = 0
        for try await result in query.results {
            rank += 1
            if rank == 1, !json, let corrected = query.correctedQueryString {
                output.line(
                    "no results for \"\(VisibleText.abbreviated(text))\"; showing results for \"\(VisibleText.abbreviated(corrected))\""
                )
            } else if rank == 1, !json, query.isPartialMatch {
                output.line(
                    "no results for \"\(VisibleText.abbreviated(text))\"; showing results for some of its words"
                )
            }
            printItem(result.item, rank: rank, score: result.score)
        }
        if rank == 0 && !json { output.line("no results for \"\(VisibleText.abbreviated(text))\"") }
    }

    func get() async throws {
        guard !arguments.positionals.isEmpty else { throw UsageError("get needs at least one ID") }
        let items = try await index.searchableItems(withIdentifiers: arguments.positionals)
        let found = Set(items.map(\.uniqueIdentifier))
        for item in items { printItem(item, detailed: true) }
        let missing = arguments.positionals.filter { !found.contains($0) }
        if !missing.isEmpty { throw CommandFailure("not found: \(missing.joined(separator: ", "))") }
    }

    func list() async throws {
        let domain = arguments.values("domain").first
        for try await item in index.enumerateItems(inDomain: domain) { printItem(item) }
    }

    func delete() async throws {
        let index = self.index
        let ids = arguments.values("id")
        let domains = arguments.values("domain")
        let all = arguments.flags.contains("all")
        guard [!ids.isEmpty, !domains.isEmpty, all].filter({ $0 }).count == 1 else {
            throw UsageError("delete needs exactly one of --id ID..., --domain D..., --all")
        }
        // Counted in the deleting transaction: another process may write in between.
        let deleted =
            if all {
                try await index.deleteAllSearchableItems()
            } else if !ids.isEmpty {
                try await index.deleteSearchableItems(withIdentifiers: ids)
            } else {
                try await index.deleteSearchableItems(withDomainIdentifiers: domains)
            }
        // Fold the deletion into the database file, so losing the write-ahead log (a copy of the
        // file alone, a careless cleanup) cannot bring the deleted items back.
        try index.checkpoint()
        output.line(
            json ? JSONText.object(["deleted": .number(Double(deleted))]) : "deleted \(deleted) items")
    }

    func stats() async throws {
        let statistics = try await index.statistics()
        if json {
            output.line(
                JSONText.object([
                    "items": .number(Double(statistics.itemCount)),
                    "storeBytes": .number(Double(statistics.storeBytes)),
                    "fullTextBytes": .number(Double(statistics.fullTextBytes)),
                    "damagedFilesKept": .array(statistics.damagedFilesKept.map(JSONText.string)),
                    "domains": .array(
                        statistics.itemsPerDomain.map {
                            .object([
                                "domain": $0.domainIdentifier.map(JSONText.string) ?? .null,
                                "items": .number(Double($0.count)),
                            ])
                        }),
                ]))
            return
        }
        for file in statistics.damagedFilesKept {
            output.error("warning: a damaged store was moved aside and kept at \(file)")
            output.line("damaged store kept: \(file)")
        }
        output.line("items: \(statistics.itemCount)")
        output.line(
            "store: \(statistics.storeBytes) bytes (full-text index \(statistics.fullTextBytes) bytes)")
        for domain in statistics.itemsPerDomain {
            output.line("  \(domain.domainIdentifier ?? "(no domain)"): \(domain.count)")
        }
    }

    func printItem(_ item: SearchableItem, rank: Int? = nil, score: Double? = nil, detailed: Bool = false) {
        if json {
            var fields: [String: JSONText] = [
                "id": .string(item.uniqueIdentifier),
                "domain": item.domainIdentifier.map(JSONText.string) ?? .null,
                "title": item.attributeSet.title.map(JSONText.string) ?? .null,
            ]
            if let rank { fields["rank"] = .number(Double(rank)) }
            if let score { fields["score"] = .number(score) }
            if detailed, let data = try? JSONEncoder().encode(item.attributeSet),
                let attributes = String(data: data, encoding: .utf8)
            {
                fields["attributes"] = .raw(attributes)
            }
            output.line(JSONText.object(fields))
            return
        }
        // Each field is escaped on its own, so a line break in a title cannot start a new line.
        let title = VisibleText.escape(item.attributeSet.title ?? item.attributeSet.displayName ?? "")
        var line = rank.map { String(format: "%3d. ", $0) } ?? ""
        line += "\(VisibleText.escape(item.uniqueIdentifier))  \(title)"
        if let domain = item.domainIdentifier { line += "  [\(VisibleText.escape(domain))]" }
        if let score { line += String(format: "  (%.3f)", score) }
        output.line(line)
        if detailed, let data = try? JSONEncoder().encode(item.attributeSet) {
            output.line("    " + String(decoding: data, as: UTF8.self))
        }
    }
}

/// A command that ran but did not succeed; exit status 1.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

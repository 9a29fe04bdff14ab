import Foundation
import Searchlight

/// The `searchlight` command: parses arguments, runs one subcommand, and maps every error to a
/// message and an exit status in one place (0 ok, 1 failure, 64 usage).
enum SearchlightCommand {
    static let usage = """
        usage: searchlight <command> [--index DIR] [--json]
          demo                          fill the index with a sample and run a few searches
          index FILE [--skip-invalid]   index a JSON Lines file (one item per line)
          search TEXT [--limit N] [--domain D]   ranked search-box query (last word is a prefix)
          query QUERY [--attributes A,B] [--limit N]   Core Spotlight query ('title == "lib*"cdw')
          explain ID QUERY              why an item does or does not match a query
          get ID...                     show items by identifier
          list [--domain D]             list items, optionally in a domain subtree
          delete --id ID... | --domain D... | --all
          stats                         items per domain and store sizes
          resolve --type TYPE [TEXT] [--on-screen TYPE:ID[,...]] [--selected TYPE:ID] [--limit N]
                                        rank entities of TYPE for an intent parameter
          watch DB --config FILE [--once] [--poll-interval MS]   index an app's SQLite database
        --index DIR   the store directory (default: $SEARCHLIGHT_HOME, $XDG_DATA_HOME/searchlight,
                      or ~/.local/share/searchlight)
        """

    static func run(arguments: [String], output: CommandOutput = .standard) async -> Int32 {
        do {
            try await dispatch(arguments, output: output)
            return 0
        } catch let error as DiagnosticFailure {
            output.error(error.description)
            return 1
        } catch let error as UsageError {
            output.error("error: \(error.description)\n\n\(usage)")
            return 64
        } catch {
            output.error("error: \(message(for: error))")
            return 1
        }
    }

    private static func message(for error: any Error) -> String {
        switch error {
        case let error as CustomStringConvertible: error.description
        default: "\(error)"
        }
    }

    private static func dispatch(_ words: [String], output: CommandOutput) async throws {
        guard let command = words.first else { throw UsageError("missing command") }
        let arguments = try CommandLineArguments(
            Array(words.dropFirst()), valued: ["id", "domain"],
            single: [
                "index", "limit", "name", "batch-size", "seconds", "attributes", "type", "on-screen",
                "selected", "config", "poll-interval",
            ])
        let context = CommandContext(arguments: arguments, output: output)
        switch command {
        case "demo": try await DemoCommand.run(context)
        case "index": try await context.importFile()
        case "search": try await context.search()
        case "query": try await context.query()
        case "explain": try await context.explain()
        case "get": try await context.get()
        case "list": try await context.list()
        case "delete": try await context.delete()
        case "stats": try await context.stats()
        case "resolve": try await ResolveCommand.run(context)
        case "watch": try await WatchCommand.run(context)
        case "help", "--help", "-h": output.line(usage)
        case "_write-batches": try await StressCommands.writeBatches(context)
        case "_check-consistency": try await StressCommands.checkConsistency(context)
        case "_sql": try WatchCommand.executeSQL(context)
        default: throw UsageError("unknown command '\(command)'")
        }
    }
}

/// What every subcommand needs: its arguments, the index and the output.
struct CommandContext {
    let arguments: CommandLineArguments
    let output: CommandOutput

    var json: Bool { arguments.flags.contains("json") }

    var index: SearchableIndex {
        let name = arguments.value("name") ?? "default"
        guard let path = arguments.value("index") else { return SearchableIndex(name: name) }
        return SearchableIndex(name: name, location: URL(fileURLWithPath: path, isDirectory: true))
    }

    func importFile() async throws {
        guard let path = arguments.positionals.first else { throw UsageError("index needs a FILE") }
        let output = self.output
        let importer = JSONLinesImporter(
            skipInvalid: arguments.flags.contains("skip-invalid"),
            progress: { output.progress("indexed \($0) lines") })
        let index = self.index
        let summary = try await importer.importFile(at: URL(fileURLWithPath: path), into: index)
        // The process ends next; fold the import into the database file rather than leave it in
        // the write-ahead log.
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
            printItem(result.item, rank: rank, score: result.score)
        }
        if rank == 0 && !json { output.line("no results for \"\(text)\"") }
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
        let before = try await index.itemCount()
        if all {
            try await index.deleteAllSearchableItems()
        } else if !ids.isEmpty {
            try await index.deleteSearchableItems(withIdentifiers: ids)
        } else {
            try await index.deleteSearchableItems(withDomainIdentifiers: domains)
        }
        let deleted = try await before - index.itemCount()
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
        let title = item.attributeSet.title ?? item.attributeSet.displayName ?? ""
        var line = rank.map { String(format: "%3d. ", $0) } ?? ""
        line += "\(item.uniqueIdentifier)  \(title)"
        if let domain = item.domainIdentifier { line += "  [\(domain)]" }
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

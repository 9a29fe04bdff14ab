import Foundation
import Searchlight

/// `searchlight watch DB --config store.json [--once] [--poll-interval MS] [--batch-size N]`: keeps
/// the index in step with an app's SQLite database (see the README's config format), printing
/// progress and one line per update with its history token; `--once` catches up and exits.
enum WatchCommand {
    static func run(_ context: CommandContext) async throws {
        guard let database = context.arguments.positionals.first else { throw UsageError("watch needs a DB") }
        guard let configPath = context.arguments.value("config") else {
            throw UsageError("watch needs --config FILE (see the README for its format)")
        }
        let description: StoreDescription
        do {
            description = try JSONDecoder().decode(
                StoreDescription.self, from: Data(contentsOf: URL(fileURLWithPath: configPath)))
        } catch {
            throw CommandFailure("cannot read the config \(configPath): \(error)")
        }
        var options = StoreIndexingOptions(indexLocation: context.index.location)
        if let size = try context.arguments.count("batch-size") { options.batchSize = max(1, size) }
        if let milliseconds = try context.arguments.count("poll-interval") {
            options.pollInterval = .milliseconds(milliseconds)
        }
        let delegate = StoreSpotlightDelegate(
            databasePath: database, description: description, options: options)
        let output = context.output
        let printer = Task {
            for await event in delegate.events() { print(event, to: output) }
        }
        defer { printer.cancel() }
        if context.arguments.flags.contains("once") {
            let token = try await delegate.catchUp()
            // Let the printer drain what the pass announced before the summary line.
            for _ in 0..<10 { await Task.yield() }
            output.line("caught up at token \(token)")
            return
        }
        try await delegate.startSpotlightIndexing()
        output.line("watching \(database) (store \(delegate.storeIdentifier ?? "?"))")
        await printer.value
    }

    private static func print(_ event: StoreIndexingEvent, to output: CommandOutput) {
        switch event {
        case .progress(let progress):
            output.line("indexing \(progress.table): \(progress.processedRows)/\(progress.totalRows) rows")
        case .indexDidUpdate(let update):
            output.line(
                "updated to token \(update.token): \(update.indexedCount) indexed, \(update.deletedCount) deleted"
            )
        case .failed(let error):
            output.error("error: \(error)")
        case .everyRowLeftOut(let table, let rows):
            output.error(
                "warning: table '\(table)': all \(rows) rows were left out; nothing of it is indexed")
        }
    }

    /// `_sql DB STATEMENT...`: runs SQL on a database in a separate process (the store tests' other
    /// writer); prints nothing.
    static func executeSQL(_ context: CommandContext) throws {
        let words = context.arguments.positionals
        guard words.count >= 2 else { throw UsageError("_sql needs a DB and SQL") }
        try SQLiteConnection(path: words[0]).execute(words.dropFirst().joined(separator: ";"))
    }
}

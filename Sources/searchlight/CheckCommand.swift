import Foundation
import Searchlight

/// `searchlight check [--index DIR] [--json]`: verifies every page and item of a store, read-only.
/// Exit status 0 when it is sound, 1 when anything is wrong (each problem on standard error).
enum CheckCommand {
    static func run(_ context: CommandContext) async throws {
        let index = context.index
        var problems: [String]
        do {
            problems = try await index.verifyStore()
        } catch let error as SearchableIndexError where error.code == .corruptStore {
            problems = [error.message]
        }
        let kept = Store.keptDamagedFiles(besides: index.storePath)
        if context.json {
            context.output.line(
                JSONText.object([
                    "ok": .bool(problems.isEmpty), "problems": .array(problems.map(JSONText.string)),
                    "damagedFilesKept": .array(kept.map(JSONText.string)),
                ]))
        } else if problems.isEmpty {
            context.output.line("ok: \(index.storePath) is sound")
        }
        for file in kept { context.output.error("note: a damaged store was moved aside and kept at \(file)") }
        guard problems.isEmpty else {
            for problem in problems { context.output.error("damaged: \(problem)") }
            throw CommandFailure("the store at \(index.storePath) is damaged (\(problems.count) problems)")
        }
    }
}

import Foundation
import Searchlight

/// `searchlight resolve --type TYPE [TEXT] [--on-screen TYPE:ID[,…]] [--selected TYPE:ID]
/// [--limit N] [--json]`: ranks candidate entities for an intent parameter of type TYPE, as an
/// assistant would ask "which order?".
///
/// The command has no live `EntityQuery` for the app's types, so it resolves from the index's
/// associations: an entity is a candidate while an item associated with it exists (see the
/// `entity` field of `searchlight index`), and is shown with that item's title.
enum ResolveCommand {
    static func run(_ context: CommandContext) async throws {
        let arguments = context.arguments
        guard let type = arguments.value("type"), !type.isEmpty else {
            throw UsageError("resolve needs --type TYPE")
        }
        let text = arguments.positionals.joined(separator: " ")
        let limit = try arguments.value("limit").map { value throws(UsageError) in
            guard let number = Int(value), number > 0 else {
                throw UsageError("--limit needs a positive number")
            }
            return number
        }
        let visible = try arguments.values("on-screen").map(entityIdentifier)
        let selected = try arguments.value("selected").map(entityIdentifier)

        let index = context.index
        let center = ActivityCenter(index: index)
        await center.setOnScreenEntities(visible: visible, selected: selected)
        let resolver = ParameterResolver(index: index, activityCenter: center)
        let result = try await resolver.suggestions(
            for: type, matching: text.isEmpty ? nil : text, limit: limit ?? 10)
        let resolution = try await resolver.resolve(text.isEmpty ? nil : text, for: type)

        let output = context.output
        if context.json {
            for (rank, suggestion) in result.suggestions.enumerated() {
                output.line(
                    JSONText.object([
                        "rank": .number(Double(rank + 1)), "id": .string(suggestion.identifier.description),
                        "title": .string(suggestion.displayRepresentation.title),
                        "score": .number((suggestion.score * 1000).rounded() / 1000),
                        "reasons": .array(suggestion.reasons.map(JSONText.string)),
                    ]))
            }
            for skipped in result.skipped {
                output.line(
                    JSONText.object([
                        "skipped": .string(skipped.identifier.description),
                        "problem": .string(skipped.problem),
                        "reasons": .array(skipped.reasons.map(JSONText.string)),
                    ]))
            }
            output.line(
                JSONText.object([
                    "resolution": .string(name(of: resolution)),
                    "ids": .array(ids(of: resolution).map(JSONText.string)),
                ]))
            return
        }
        if result.suggestions.isEmpty { output.line("no candidates of type \(type)") }
        for (rank, suggestion) in result.suggestions.enumerated() {
            output.line(
                String(format: "%3d. ", rank + 1)
                    + "\(suggestion.identifier)  \(suggestion.displayRepresentation.title)"
                    + String(format: "  (%.1f)  ", suggestion.score)
                    + suggestion.reasons.joined(separator: "; "))
        }
        for skipped in result.skipped { output.error("skipped: \(skipped)") }
        let ids = ids(of: resolution)
        output.line(name(of: resolution) + (ids.isEmpty ? "" : ": " + ids.joined(separator: ", ")))
    }

    private static func entityIdentifier(_ text: String) throws(UsageError) -> EntityIdentifier {
        guard let identifier = EntityIdentifier(text), !identifier.typeIdentifier.isEmpty,
            !identifier.identifier.isEmpty
        else {
            throw UsageError("'\(text)' is not an entity identifier; write TYPE:ID, for example Order:o42")
        }
        return identifier
    }

    private static func name(of resolution: ParameterResolution) -> String {
        switch resolution {
        case .resolved: "resolved"
        case .needsDisambiguation: "needs disambiguation"
        case .notFound: "not found"
        }
    }

    private static func ids(of resolution: ParameterResolution) -> [String] {
        switch resolution {
        case .resolved(let suggestion): [suggestion.identifier.description]
        case .needsDisambiguation(let choices): choices.map(\.identifier.description)
        case .notFound: []
        }
    }
}

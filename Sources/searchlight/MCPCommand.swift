import Foundation
import Searchlight

/// `searchlight mcp [--index DIR] [--name NAME] [--allow-writes] [--context-max-age=SECONDS]
/// [--max-message-bytes=N]`:
/// serves the store to an assistant over stdio with the Model Context Protocol until stdin
/// closes. Diagnostics go to stderr; stdout carries only protocol messages.
///
/// `searchlight _publish-context [--on-screen TYPE:ID,…] [--selected TYPE:ID]
/// [--activity-entity=TYPE:ID] [--hold]` publishes on-screen context to the store as an app's
/// `ActivityCenter` would; with `--hold` it stays running (so the context stays fresh) until
/// stdin closes. Tests use it as "the app".
enum MCPCommand {
    static func run(_ context: CommandContext) async throws {
        let arguments = context.arguments
        var configuration = MCPServer.Configuration(allowsWrites: arguments.flags.contains("allow-writes"))
        if let age = arguments.value("context-max-age") {
            guard let seconds = TimeInterval(age), seconds >= 0 else {
                throw UsageError("--context-max-age needs a number of seconds")
            }
            configuration.contextMaximumAge = seconds
        }
        if let bytes = arguments.value("max-message-bytes") {
            guard let limit = Int(bytes), limit > 0 else {
                throw UsageError("--max-message-bytes needs a number")
            }
            configuration.maximumMessageBytes = limit
        }
        // A client that goes away must not kill the server mid-write; writes then fail and stop.
        signal(SIGPIPE, SIG_IGN)
        let server = MCPServer(index: context.index, configuration: configuration)
        await server.serve(input: .standardInput, output: .standardOutput)
    }

    static func publishContext(_ context: CommandContext) async throws {
        let arguments = context.arguments
        let visible = try arguments.values("on-screen").map(entity)
        let selected = try arguments.value("selected").map(entity)
        let center = ActivityCenter(index: context.index)
        await center.setOnScreenEntities(visible: visible, selected: selected)
        if let current = try arguments.value("activity-entity").map(entity) {
            var activity = try UserActivity(activityType: "searchlight.view")
            activity.title = "Viewing \(current)"
            activity.appEntityIdentifier = current
            try await center.becomeCurrent(activity)
        }
        try await center.publishScreenContext()
        context.output.line("published \(ProcessInfo.processInfo.processIdentifier)")
        guard arguments.flags.contains("hold") else { return }
        while !FileHandle.standardInput.availableData.isEmpty {}
    }

    private static func entity(_ text: String) throws(UsageError) -> EntityIdentifier {
        guard let identifier = EntityIdentifier(text), !identifier.typeIdentifier.isEmpty,
            !identifier.identifier.isEmpty
        else {
            throw UsageError("'\(text)' is not an entity identifier; write TYPE:ID, for example Order:o42")
        }
        return identifier
    }
}

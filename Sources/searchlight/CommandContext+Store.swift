import Foundation
import Searchlight

extension CommandContext {
    /// Commands that only read: they open the store read-only, so they never create, convert or
    /// rebuild it (a store of an older build is brought up to date first, as any write would); a
    /// damaged store makes them fail, and changes nothing.
    static let readOnlyCommands: Set<String> = [
        "search", "query", "explain", "get", "list", "stats", "check",
    ]

    init(command: String, arguments: CommandLineArguments, output: CommandOutput) throws(UsageError) {
        let name = arguments.value("name") ?? "default"
        let configuration = IndexConfiguration(isReadOnly: Self.readOnlyCommands.contains(command))
        var location = SearchableIndex.defaultLocation
        if let path = arguments.value("index") {
            guard !path.isEmpty else {
                throw UsageError("--index needs a directory; an empty path is not the current directory")
            }
            location = URL(fileURLWithPath: path, isDirectory: true)
        }
        let index = SearchableIndex(name: name, location: location, configuration: configuration)
        let directory = location.path
        index.observeBusyWaits { waited in
            output.error(
                "waiting for another process that is writing to \(directory) "
                    + "(\(waited.components.seconds) s; gives up after \(configuration.busyTimeout))")
        }
        self.init(arguments: arguments, output: output, index: index)
    }

    /// Says on standard error that this command found the store damaged and replaced it.
    func reportRebuild() {
        guard let rebuild = index.rebuildFound else { return }
        output.error(
            "warning: the store was damaged (\(rebuild.reason)); it was moved aside and kept at "
                + "\(rebuild.damagedFileKeptAt), and this command ran on a new, empty store")
    }

    /// Fails the command that found the store damaged, even though it went on with a new store.
    func failIfRebuilt() throws {
        guard index.rebuildFound != nil else { return }
        throw CommandFailure("the store was rebuilt; re-index your data (see the warning above)")
    }
}

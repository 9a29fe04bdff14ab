/// A subcommand: its name, positional arguments, summary and option table. The same table parses
/// its arguments (rejecting every option it does not list) and renders its `--help`, so the two
/// cannot disagree.
struct CommandSpec: Sendable {
    let name: String
    /// The positional arguments as shown in usage, such as `FILE` or `ID QUERY`.
    let arguments: String
    let summary: String
    /// Options besides the ones every command takes (``common``).
    let options: [OptionSpec]
    /// Internal commands that the tests run are left out of the usage.
    var isHidden = false
    let run: @Sendable (CommandContext) async throws -> Void

    /// Options every command takes.
    static let common: [OptionSpec] = [
        .value(
            "index", "DIR",
            "the store directory (default: $SEARCHLIGHT_HOME, $XDG_DATA_HOME/searchlight, or "
                + "~/.local/share/searchlight)"),
        .value("name", "NAME", "the index name within the store (default: default)"),
        .flag("json", "print one JSON object per line"),
    ]

    /// This command's options followed by the common ones.
    var allOptions: [OptionSpec] { options + Self.common }

    /// `searchlight search TEXT [--limit N] [--domain D]`.
    var usageLine: String {
        (["searchlight", name] + (arguments.isEmpty ? [] : [arguments]) + options.map { "[\($0.synopsis)]" })
            .joined(separator: " ")
    }

    /// The `--help` text: usage, summary, and one line per option.
    var help: String {
        let rows = allOptions.map { ($0.synopsis, $0.help) } + [("-h, --help", "show this help")]
        let width = rows.map(\.0.count).max() ?? 0
        var lines = ["usage: \(usageLine)", "", summary, "", "options:"]
        for (synopsis, help) in rows {
            lines.append("  " + synopsis + String(repeating: " ", count: width - synopsis.count + 3) + help)
        }
        return lines.joined(separator: "\n")
    }
}

/// One option of a subcommand: its name, what it takes, and its line in `--help`.
struct OptionSpec: Sendable {
    enum Kind: Sendable, Equatable {
        /// `--all`: present or not.
        case flag
        /// `--limit N`: one value (`--limit=N` too); given twice, the last wins.
        case value(placeholder: String)
        /// `--id A B C`: the words up to the next option; may be repeated.
        case values(placeholder: String)
    }

    let name: String
    let kind: Kind
    let help: String

    static func flag(_ name: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, kind: .flag, help: help)
    }

    static func value(_ name: String, _ placeholder: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, kind: .value(placeholder: placeholder), help: help)
    }

    static func values(_ name: String, _ placeholder: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, kind: .values(placeholder: placeholder), help: help)
    }

    /// `--limit N`, `--id ID...`, `--all`.
    var synopsis: String {
        switch kind {
        case .flag: "--\(name)"
        case .value(let placeholder): "--\(name) \(placeholder)"
        case .values(let placeholder): "--\(name) \(placeholder)..."
        }
    }
}

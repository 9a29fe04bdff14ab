/// A subcommand's words, parsed against its option table (``CommandSpec``): positionals, flags
/// and option values. An option the table does not list is a usage error with a suggestion.
///
/// Words are read as follows: `--name value` or `--name=value` for a valued option, `--name A B`
/// for a multi-valued one (up to the next word starting with `-`), `-h`/`--help` anywhere for help,
/// `--` to make every following word positional. Any other word starting with `--` is an option;
/// a word with one dash (`-` for standard input, a negative number, `-dev` excluded from a
/// search) is a positional.
struct CommandLineArguments: Equatable {
    var positionals: [String] = []
    var flags: Set<String> = []
    var options: [String: [String]] = [:]
    /// `-h` or `--help` was given.
    var wantsHelp = false

    init(_ words: [String], options table: [OptionSpec]) throws(UsageError) {
        let specs = Dictionary(table.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var index = 0
        var onlyPositionals = false
        while index < words.count {
            let word = words[index]
            index += 1
            if onlyPositionals || !Self.isOption(word) {
                // `-limit 5` means `--limit 5`; any other word with one dash is text.
                if !onlyPositionals, word.hasPrefix("-"), specs[String(word.dropFirst()).lowercased()] != nil
                {
                    throw UsageError(Self.unknownOption(word, name: String(word.dropFirst()), table: table))
                }
                positionals.append(word)
                continue
            }
            if word == "--" {
                onlyPositionals = true
                continue
            }
            if word == "-h" || word == "--help" {
                wantsHelp = true
                continue
            }
            let body = word.drop { $0 == "-" }
            let name = String(body.prefix { $0 != "=" })
            let inlineValue = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
            guard word.hasPrefix("--"), let spec = specs[name] else {
                throw UsageError(Self.unknownOption(word, name: name, table: table))
            }
            switch spec.kind {
            case .flag:
                guard inlineValue == nil else { throw UsageError("option '--\(name)' takes no value") }
                flags.insert(name)
            case .value:
                if let inlineValue {
                    options[name, default: []].append(inlineValue)
                } else {
                    guard index < words.count, !Self.isOption(words[index]) || words[index] == "-" else {
                        throw UsageError("option '--\(name)' needs a value")
                    }
                    options[name, default: []].append(words[index])
                    index += 1
                }
            case .values:
                var values = inlineValue.map { [$0] } ?? []
                while index < words.count, !Self.isOption(words[index]) {
                    values.append(words[index])
                    index += 1
                }
                guard !values.isEmpty else { throw UsageError("option '--\(name)' needs at least one value") }
                options[name, default: []] += values
            }
        }
    }

    /// Whether `word` is read as an option: `-h`, or it starts with `--` and holds no white space.
    /// Options are long, so a word with one dash is text: `search python -dev` searches for
    /// `python` without `dev`; so is an argument of several words (`search "-- nokogiri"`, a
    /// line pasted from an error), which no option is.
    static func isOption(_ word: String) -> Bool {
        word == "-h" || (word.hasPrefix("--") && !word.contains(where: \.isWhitespace))
    }

    func value(_ name: String) -> String? { options[name]?.last }

    /// The non-negative integer given for `--name`, if any.
    func count(_ name: String) throws(UsageError) -> Int? {
        guard let value = value(name) else { return nil }
        guard let number = Int(value), number >= 0 else {
            throw UsageError("option '--\(name)' needs a whole number ≥ 0, not '\(value)'")
        }
        return number
    }

    /// Every value given for `--name`, with comma-separated lists split.
    func values(_ name: String) -> [String] {
        (options[name] ?? []).flatMap { $0.split(separator: ",").map(String.init) }
    }

    /// "unknown option '--limt'; did you mean '--limit'?"
    private static func unknownOption(_ word: String, name: String, table: [OptionSpec]) -> String {
        let shown = word.prefix { $0 != "=" }
        let lowered = name.lowercased()
        let best = table.map { ($0.name, editDistance(lowered, $0.name)) }.min { $0.1 < $1.1 }
        if let (candidate, distance) = best, distance <= max(1, min(2, candidate.count / 3)) {
            return "unknown option '\(shown)'; did you mean '--\(candidate)'?"
        }
        return "unknown option '\(shown)'"
    }

    /// Levenshtein distance between two option names.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(
                    previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}

/// A mistake in how the command was called; exit status 64.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

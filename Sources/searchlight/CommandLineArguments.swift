/// Splits command-line words into positionals, flags and options (`--name value`).
struct CommandLineArguments {
    var positionals: [String] = []
    var flags: Set<String> = []
    var options: [String: [String]] = [:]

    /// Parses `words`; options in `valued` take the following words until the next `--` word
    /// (`--id a b c`), or exactly one when listed in `single`.
    init(_ words: [String], valued: Set<String>, single: Set<String>) throws(UsageError) {
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            guard word.hasPrefix("--"), word.count > 2 else {
                positionals.append(word)
                continue
            }
            let name = String(word.dropFirst(2))
            if let equals = name.firstIndex(of: "=") {
                options[String(name[..<equals]), default: []].append(
                    String(name[name.index(after: equals)...]))
            } else if single.contains(name) {
                guard index < words.count else { throw UsageError("option --\(name) needs a value") }
                options[name, default: []].append(words[index])
                index += 1
            } else if valued.contains(name) {
                var values: [String] = []
                while index < words.count, !words[index].hasPrefix("--") {
                    values.append(words[index])
                    index += 1
                }
                guard !values.isEmpty else { throw UsageError("option --\(name) needs at least one value") }
                options[name, default: []] += values
            } else {
                flags.insert(name)
            }
        }
    }

    func value(_ name: String) -> String? { options[name]?.last }

    /// The non-negative integer given for `--name`, if any.
    func count(_ name: String) throws(UsageError) -> Int? {
        guard let value = value(name) else { return nil }
        guard let number = Int(value), number >= 0 else { throw UsageError("--\(name) needs a number") }
        return number
    }

    func values(_ name: String) -> [String] {
        (options[name] ?? []).flatMap { $0.split(separator: ",").map(String.init) }
    }
}

/// A mistake in how the command was called; exit status 64.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

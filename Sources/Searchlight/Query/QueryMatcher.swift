import Foundation

/// Evaluates a ``QueryPredicate`` on a decoded item, exactly as the query language defines it.
///
/// The SQL compiler narrows candidates with the store's indexes; wherever SQL cannot express a clause
/// exactly (case-only or diacritic-only folding, word matches in a column shared by several attributes,
/// body text), the candidates are checked here. `explain` uses the same code to say why.
///
/// Strings compare by Unicode scalars (as SQLite compares bytes), never by canonical equivalence, so
/// SQL and Swift agree on every value.
package enum QueryMatcher {
    /// Whether `item` satisfies `predicate`.
    package static func matches(_ predicate: QueryPredicate, _ item: SearchableItem) -> Bool {
        switch predicate {
        case .clause(let clause): evaluate(clause, item).matches
        // The operands that read no text first: a body-text or any-text test reads and folds every
        // text of the item, which an operand that already decides the item spares
        // (`kMDItemTextContent == "samba" || title == "*"` read the body of every item first).
        case .and(let operands):
            operands.allSatisfy { $0.readsText || matches($0, item) }
                && operands.allSatisfy { !$0.readsText || matches($0, item) }
        case .or(let operands):
            operands.contains { !$0.readsText && matches($0, item) }
                || operands.contains { $0.readsText && matches($0, item) }
        case .not(let operand): !matches(operand, item)
        case .constant(let value): value
        }
    }

    /// A clause's result on one item and the reason, in plain words.
    package struct Outcome: Sendable, Equatable {
        package var matches: Bool
        package var reason: String
    }

    package static func evaluate(_ clause: QueryClause, _ item: SearchableItem) -> Outcome {
        let outcome = test(clause, item)
        guard clause.isNegated else { return outcome }
        return Outcome(matches: !outcome.matches, reason: outcome.reason)
    }

    private static func test(_ clause: QueryClause, _ item: SearchableItem) -> Outcome {
        let attribute = clause.attribute
        switch clause.test {
        case .present:
            let present = !values(of: attribute, in: item).isEmpty
            return Outcome(
                matches: present,
                reason: present ? "\(attribute.name) has a value" : "\(attribute.name) has no value")
        case .number(let range):
            let numbers = numbers(of: attribute, in: item)
            guard !numbers.isEmpty else {
                let what =
                    values(of: attribute, in: item).isEmpty ? "no value" : "no number, date or Boolean value"
                return Outcome(matches: false, reason: "\(attribute.name) has \(what)")
            }
            let shown = numbers.map(Self.format).joined(separator: ", ")
            if numbers.contains(where: range.contains) {
                return Outcome(
                    matches: true, reason: "\(attribute.name) is \(shown), within \(describe(range))")
            }
            return Outcome(matches: false, reason: "\(attribute.name) is \(shown), not \(describe(range))")
        case .text(let test):
            if attribute.location == .anyText, test.operation == .matches, !test.isWordBased {
                return anyTextOutcome(test, item)
            }
            let texts = texts(of: attribute, in: item)
            guard !texts.isEmpty else {
                return Outcome(matches: false, reason: "\(attribute.name) has no text value")
            }
            return textOutcome(test, attribute: attribute.name, texts: texts)
        }
    }

    /// `* == "…"`: each attribute compared as it would be by name. The body exists only as words
    /// to Core Spotlight, so `*=="samba"` finds an item whose text mentions Samba, as
    /// `textContent == "samba"` does, while a title must be the value itself.
    private static func anyTextOutcome(_ test: TextTest, _ item: SearchableItem) -> Outcome {
        let set = item.attributeSet
        var values: [String] = []
        var body: [String] = []
        for key in set.attributeKeys {
            guard let column = set.descriptor(for: key)?.textColumn, let value = set[key] else { continue }
            if column == .content { body += strings(of: value) } else { values += strings(of: value) }
        }
        guard !values.isEmpty || !body.isEmpty else {
            return Outcome(matches: false, reason: "* has no text value")
        }
        let valueOutcome = values.isEmpty ? nil : textOutcome(test, attribute: "*", texts: values)
        if let valueOutcome, valueOutcome.matches { return valueOutcome }
        let bodyOutcome =
            body.isEmpty ? nil : textOutcome(asWords(test), attribute: "the text content", texts: body)
        if let bodyOutcome, bodyOutcome.matches { return bodyOutcome }
        let reasons = [valueOutcome, bodyOutcome].compactMap { $0?.reason }
        return Outcome(matches: false, reason: reasons.joined(separator: "; and "))
    }

    // MARK: Values

    /// The attribute's values on `item` (empty when absent); for `*`, every full-text attribute's.
    static func values(of attribute: ResolvedAttribute, in item: SearchableItem) -> [AttributeValue] {
        switch attribute.location {
        case .contentType: return [.string(item.attributeSet.contentType.identifier)]
        case .domain: return item.domainIdentifier.map { [.string($0)] } ?? []
        case .anyText:
            let set = item.attributeSet
            return set.attributeKeys.compactMap { key in
                guard set.descriptor(for: key)?.textColumn != nil else { return nil }
                return set[key]
            }
        case .values, .fullTextOnly, .unstored:
            // An empty list has no value: lists match when any of their values does.
            guard let value = item.attributeSet[AttributeKey(attribute.name)], !value.isEmptyList else {
                return []
            }
            return [value]
        }
    }

    static func texts(of attribute: ResolvedAttribute, in item: SearchableItem) -> [String] {
        values(of: attribute, in: item).flatMap(strings(of:))
    }

    private static func strings(of value: AttributeValue) -> [String] {
        switch value {
        case .string(let text): [text]
        case .strings(let texts): texts
        case .url(let url): [url.absoluteString]
        case .persons(let persons): persons.flatMap { [$0.displayName].compactMap { $0 } + $0.handles }
        case .number, .numbers, .bool, .date, .dates, .data: []
        }
    }

    static func numbers(of attribute: ResolvedAttribute, in item: SearchableItem) -> [Double] {
        values(of: attribute, in: item).flatMap { value -> [Double] in
            switch value {
            case .number(let number): [number]
            case .numbers(let numbers): numbers
            case .bool(let flag): [flag ? 1 : 0]
            case .date(let date): [date.timeIntervalSinceReferenceDate]
            case .dates(let dates): dates.map(\.timeIntervalSinceReferenceDate)
            case .string, .strings, .url, .persons, .data: []
            }
        }
    }

    // MARK: Text

    /// `text` as the modifiers compare it: fully folded for `cd` and `t`, lowercased for `c`, without
    /// diacritics for `d`, as written otherwise.
    static func normalize(_ text: String, _ options: MatchOptions) -> [UInt8] {
        let caseless = options.contains(.caseInsensitive)
        let accentless = options.contains(.diacriticInsensitive)
        if options.contains(.tokenized) || (caseless && accentless) {
            return Array(TextFolding.fold(text).utf8)
        }
        if caseless { return Array(TextFolding.canonical(text).lowercased().utf8) }
        if accentless { return Array(removingDiacritics(text).utf8) }
        return Array(TextFolding.canonical(text).utf8)
    }

    private static func removingDiacritics(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars
        where scalar.properties.generalCategory != .nonspacingMark {
            scalars.append(scalar)
        }
        return String(scalars).precomposedStringWithCanonicalMapping
    }

    private static func textOutcome(_ test: TextTest, attribute: String, texts: [String]) -> Outcome {
        let shown =
            texts.prefix(3).map { "\"\($0.prefix(80))\"" }.joined(separator: ", ")
            + (texts.count > 3 ? ", …" : "")
        let modifiers = test.options.letters
        let patternText = "\"\(patternDescription(test.pattern))\"\(modifiers)"
        if test.operation != .matches {
            let literal = normalize(test.pattern.literalText ?? "", test.options)
            let hit = texts.contains { text in
                let value = normalize(text, test.options)
                return switch test.operation {
                case .less: value.lexicographicallyPrecedes(literal)
                case .lessOrEqual: !literal.lexicographicallyPrecedes(value)
                case .greater: literal.lexicographicallyPrecedes(value)
                case .greaterOrEqual: !value.lexicographicallyPrecedes(literal)
                case .matches: false
                }
            }
            return Outcome(
                matches: hit,
                reason:
                    "\(attribute) is \(shown); \(hit ? "it" : "no value") compares as required with \(patternText)"
            )
        }
        if test.isWordBased {
            if let text = texts.first(where: { wordsMatch(test, $0) }) {
                return Outcome(
                    matches: true,
                    reason: "\(attribute) \"\(text.prefix(80))\" has words matching \(patternText)")
            }
            let words = texts.prefix(3).flatMap { Tokenizer.tokens($0) }.prefix(12).joined(separator: " ")
            var reason = "no word of \(attribute) matches \(patternText) (its words: \(words))"
            if !test.isFullyFolded, texts.contains(where: { wordsMatch(folded(test), $0) }) {
                reason += "; they would match ignoring case and diacritics (add the cd modifiers)"
            }
            return Outcome(matches: false, reason: reason)
        }
        if let text = texts.first(where: { wholeValueMatches(test, $0) }) {
            return Outcome(
                matches: true, reason: "\(attribute) \"\(text.prefix(80))\" matches \(patternText)")
        }
        var reason = "\(attribute) is \(shown), which does not match \(patternText)"
        if !test.isFullyFolded, texts.contains(where: { wholeValueMatches(folded(test), $0) }) {
            reason =
                "\(attribute) is \(shown): it matches \(patternText) only after folding case and "
                + "diacritics (add the cd modifiers)"
        } else if !test.isFullyFolded {
            // Nothing more to suggest.
        } else if test.pattern.literalText != nil, texts.contains(where: { wordsMatch(asWords(test), $0) }) {
            reason += " as a whole value, though it contains it as words (add the w modifier)"
        } else if test.isFullyFolded {
            let foldedValues = texts.prefix(3).map { "\"\(TextFolding.fold(String($0.prefix(80))))\"" }
            reason += "; folded, the value is \(foldedValues.joined(separator: ", "))"
        }
        return Outcome(matches: false, reason: reason)
    }

    private static func folded(_ test: TextTest) -> TextTest {
        var copy = test
        copy.options.formUnion([.caseInsensitive, .diacriticInsensitive])
        return copy
    }

    private static func asWords(_ test: TextTest) -> TextTest {
        var copy = test
        copy.options.insert(.wordBased)
        return copy
    }

    static func patternDescription(_ pattern: StringPattern) -> String {
        pattern.segments.map { segment in
            switch segment {
            case .wildcard: "*"
            case .anyCharacter: "?"
            case .literal(let text):
                text.replacingOccurrences(of: "*", with: "\\*").replacingOccurrences(of: "?", with: "\\?")
            }
        }.joined()
    }

    /// Whether the whole value `text` matches the pattern (`*` matching any run of characters).
    static func wholeValueMatches(_ test: TextTest, _ text: String) -> Bool {
        let value = normalize(text, test.options)
        return glob(pieces(test), value[...])
    }

    /// `test`'s pattern with its literals normalized as the values it is compared with.
    static func pieces(_ test: TextTest) -> [PatternPiece] {
        test.pattern.segments.map { segment in
            switch segment {
            case .wildcard: .wildcard
            case .anyCharacter: .anyCharacter
            case .literal(let literal): .literal(normalize(literal, test.options))
            }
        }
    }

    enum PatternPiece: Equatable {
        case literal([UInt8])
        case wildcard
        /// One character: one Unicode scalar of the normalized value.
        case anyCharacter
    }

    /// Matches normalized bytes against literal and wildcard pieces. Literals are found left to right, the
    /// earliest occurrence first, which is enough for `*` (any run) patterns.
    ///
    /// With `anyCharacterSpansWords` false the value is words joined by spaces, and `?` matches
    /// no space.
    static func glob(
        _ pieces: [PatternPiece], _ value: ArraySlice<UInt8>, anyCharacterSpansWords: Bool = true
    )
        -> Bool
    {
        if pieces.contains(.anyCharacter) {
            return globScalars(pieces, value, anyCharacterSpansWords: anyCharacterSpansWords)
        }
        var rest = value
        var anchored = true
        for (offset, piece) in pieces.enumerated() {
            switch piece {
            case .wildcard, .anyCharacter:
                anchored = false
            case .literal(let literal):
                let isLast = offset == pieces.count - 1
                if anchored {
                    guard rest.starts(with: literal) else { return false }
                    rest = rest.dropFirst(literal.count)
                } else if isLast {
                    // A final literal after a wildcard must end the value.
                    return rest.count >= literal.count && rest.suffix(literal.count).elementsEqual(literal)
                } else {
                    guard let found = firstRange(of: literal, in: rest) else { return false }
                    rest = rest[found.upperBound...]
                }
                anchored = false
                if isLast { return rest.isEmpty }
            }
        }
        // Ends with a wildcard (or the pattern is empty and the value must be too).
        return pieces.last == .wildcard || rest.isEmpty
    }

    /// Matches a pattern with `?` one scalar at a time: the classic wildcard match that backtracks
    /// to the last `*` only, so it takes at most (value length × pattern length) steps whatever
    /// the pattern.
    private static func globScalars(
        _ pieces: [PatternPiece], _ value: ArraySlice<UInt8>, anyCharacterSpansWords: Bool
    ) -> Bool {
        enum Unit: Equatable {
            case scalar(Unicode.Scalar)
            case one
            case any
        }
        var pattern: [Unit] = []
        for piece in pieces {
            switch piece {
            case .wildcard: pattern.append(.any)
            case .anyCharacter: pattern.append(.one)
            case .literal(let bytes):
                pattern += String(decoding: bytes, as: UTF8.self).unicodeScalars.map(Unit.scalar)
            }
        }
        let scalars = Array(String(decoding: value, as: UTF8.self).unicodeScalars)
        var p = 0
        var v = 0
        var star: (pattern: Int, value: Int)?
        while v < scalars.count {
            if p < pattern.count,
                (pattern[p] == .one && (anyCharacterSpansWords || scalars[v] != " "))
                    || pattern[p] == .scalar(scalars[v])
            {
                p += 1
                v += 1
            } else if p < pattern.count, pattern[p] == .any {
                star = (p, v)
                p += 1
            } else if let last = star {
                // The last `*` takes one more scalar, and matching resumes after it.
                star = (last.pattern, last.value + 1)
                p = last.pattern + 1
                v = last.value + 1
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == .any { p += 1 }
        return p == pattern.count
    }

    private static func firstRange(of needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Range<Int>? {
        guard !needle.isEmpty else { return haystack.startIndex..<haystack.startIndex }
        guard haystack.count >= needle.count else { return nil }
        var start = haystack.startIndex
        while start + needle.count <= haystack.endIndex {
            if haystack[start..<start + needle.count].elementsEqual(needle) {
                return start..<start + needle.count
            }
            start += 1
        }
        return nil
    }

    // MARK: Words

    /// One word of a value: the folded token and the text it came from.
    private struct Word {
        var folded: [UInt8]
        var original: String
    }

    /// The value's words by position, as the full-text index stores them: each token at its own position,
    /// and a camelCase word whole at the position of its last part.
    private static func positions(of text: String) -> [[Word]] {
        var positions: [[Word]] = []
        var text = text
        text.withUTF8 { utf8 in
            DocumentTokenizer.tokenize(utf8) { token, range, colocated in
                let word = Word(
                    folded: Array(token), original: String(decoding: utf8[range], as: UTF8.self))
                if colocated, !positions.isEmpty {
                    positions[positions.count - 1].append(word)
                } else {
                    positions.append([word])
                }
                return true
            }
        }
        return positions
    }

    /// The runs of ASCII letters and digits in `literal`, cut also where a lowercase letter meets
    /// an uppercase one and where letters meet digits: however the tokenizer cuts a word into
    /// words, each run is within one of them.
    private static func asciiWordParts(_ literal: [UInt8]) -> [[UInt8]] {
        func kind(_ byte: UInt8) -> Int {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"): 1
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): 2
            case UInt8(ascii: "0")...UInt8(ascii: "9"): 3
            default: 0
            }
        }
        var parts: [[UInt8]] = []
        var current: [UInt8] = []
        for byte in literal {
            let this = kind(byte)
            if let last = current.last {
                let previous = kind(last)
                // `aB` and `a1`/`1a` start anew; `AB` → `Ab` does not (`HTMLParser`'s parts are in it).
                if this == 0 || (previous == 1 && this == 2) || ((previous == 3) != (this == 3)) {
                    parts.append(current)
                    current = []
                }
            }
            if this != 0 { current.append(byte) }
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }

    /// The pattern's words, and whether the first starts the text and the last ends it (a wildcard there
    /// cuts into the word; after a space or punctuation it does not).
    private static func queryWords(_ text: String) -> (words: [Word], startsText: Bool, endsText: Bool) {
        var words: [Word] = []
        var startsText = false
        var endsText = false
        var text = text
        text.withUTF8 { utf8 in
            Tokenizer.tokenize(utf8) { token, range in
                if words.isEmpty { startsText = range.lowerBound == 0 }
                endsText = range.upperBound == utf8.count
                words.append(
                    Word(folded: Array(token), original: String(decoding: utf8[range], as: UTF8.self)))
                return true
            }
        }
        return (words, startsText, endsText)
    }

    private enum WordComparison {
        case equal
        case prefix
        case suffix
        case contains
    }

    private static func compare(
        _ word: Word, _ queryWord: Word, _ comparison: WordComparison, _ test: TextTest
    ) -> Bool {
        let (value, query) =
            test.isFullyFolded
            ? (word.folded, queryWord.folded)
            : (normalize(word.original, test.options), normalize(queryWord.original, test.options))
        switch comparison {
        case .equal: return value == query
        case .prefix: return value.starts(with: query)
        case .suffix: return value.count >= query.count && value.suffix(query.count).elementsEqual(query)
        case .contains: return firstRange(of: query, in: value[...]) != nil
        }
    }

    /// Whether the words of `text` match a `w` or `t` pattern: its words as a phrase, the first one
    /// ending a word after a leading `*`, the last one starting a word before a trailing `*`. Other
    /// wildcard arrangements match single words.
    /// The most words a wildcard between words of a `w` pattern runs across, with the words it
    /// joins: a middle name or two, not a whole document.
    static let maximumWordsSpanned = 8

    static func wordsMatch(_ test: TextTest, _ text: String) -> Bool {
        // Compared as written or ignoring case only, each part of a word of an ASCII pattern is in
        // the text so compared: most texts are ruled out so, without being cut into words.
        if !test.isFullyFolded, !test.options.contains(.diacriticInsensitive) {
            let literals = pieces(test).compactMap { piece -> [UInt8]? in
                guard case .literal(let literal) = piece else { return nil }
                return literal
            }
            if !literals.isEmpty, literals.allSatisfy({ $0.allSatisfy { $0 < 0x80 } }) {
                let written = Array((test.options.contains(.caseInsensitive) ? text.lowercased() : text).utf8)
                for part in literals.flatMap(asciiWordParts) {
                    guard firstRange(of: part, in: written[...]) != nil else { return false }
                }
            }
        }
        let positions = positions(of: text)
        let literal: String
        var leading = false
        var trailing = false
        switch test.pattern.shape {
        case .exact(let text): literal = text
        case .prefix(let text):
            literal = text
            trailing = true
        case .suffix(let text):
            literal = text
            leading = true
        case .substring(let text):
            literal = text
            leading = true
            trailing = true
        case .anyValue:
            return !positions.isEmpty
        case .general:
            // A wildcard between words spans the words between them too (`jane*doe` matches
            // `Jane Q. Doe`, `annual*report` matches `annual_report.pdf`), the run compared as its
            // words with one space between them, so it starts and ends on word boundaries.
            // A `?` is one character of a word, never the space between two.
            let pieces = pieces(test)
            let values = positions.map { words in
                words.map { test.isFullyFolded ? $0.folded : normalize($0.original, test.options) }
            }
            // A literal without a space lies within one word: a text none of whose words holds
            // it cannot match, and most texts are ruled out so, without trying each run.
            for case .literal(let literal) in pieces where !literal.contains(UInt8(ascii: " ")) {
                guard values.contains(where: { $0.contains { firstRange(of: literal, in: $0[...]) != nil } })
                else {
                    return false
                }
            }
            if values.contains(where: { $0.contains { glob(pieces, $0[...], anyCharacterSpansWords: false) } }
            ) {
                return true
            }
            func run(_ range: ClosedRange<Int>) -> [UInt8] {
                var run: [UInt8] = []
                for position in range {
                    guard let word = values[position].first else { continue }
                    if !run.isEmpty { run.append(UInt8(ascii: " ")) }
                    run.append(contentsOf: word)
                }
                return run
            }
            let longest = maximumWordsSpanned - 1
            // A pattern that begins with `*` matches a run if it matches the longest run ending
            // where that one ends (the `*` takes the words before), so one run is tried per end;
            // one that ends with `*`, one per start. Only a pattern with literals at both ends
            // tries every run.
            if pieces.first == .wildcard || pieces.last == .wildcard {
                let fromEnd = pieces.first == .wildcard
                for position in values.indices {
                    let range =
                        fromEnd
                        ? max(0, position - longest)...position
                        : position...min(values.count - 1, position + longest)
                    if range.count > 1, glob(pieces, run(range)[...], anyCharacterSpansWords: false) {
                        return true
                    }
                }
                return false
            }
            for start in values.indices {
                var joined = values[start].first ?? []
                for end in (start + 1)..<min(start + maximumWordsSpanned, values.count) {
                    guard let word = values[end].first else { continue }
                    joined.append(UInt8(ascii: " "))
                    joined.append(contentsOf: word)
                    if glob(pieces, joined[...], anyCharacterSpansWords: false) { return true }
                }
            }
            return false
        }
        let (words, startsText, endsText) = queryWords(literal)
        leading = leading && startsText
        trailing = trailing && endsText
        guard !words.isEmpty, words.count <= positions.count else { return false }
        for start in 0...(positions.count - words.count) {
            var matched = true
            for (offset, queryWord) in words.enumerated() {
                let isFirst = offset == 0
                let isLast = offset == words.count - 1
                let comparison: WordComparison =
                    switch (isFirst && leading, isLast && trailing) {
                    case (true, true): .contains
                    case (true, false): .suffix
                    case (false, true): .prefix
                    case (false, false): .equal
                    }
                if !positions[start + offset].contains(where: { compare($0, queryWord, comparison, test) }) {
                    matched = false
                    break
                }
            }
            if matched { return true }
        }
        return false
    }

    // MARK: Descriptions

    static func format(_ number: Double) -> String {
        if number.rounded() == number, abs(number) < 1e15 { return String(Int64(number)) }
        return String(number)
    }

    private static func describe(_ range: NumberRange) -> String {
        switch (range.lower, range.upper) {
        case (let lower?, let upper?) where lower == upper && range.lowerInclusive && range.upperInclusive:
            return "equal to \(format(lower))"
        case (let lower?, let upper?):
            return "in \(range.lowerInclusive ? "[" : "(")\(format(lower)), \(format(upper))"
                + (range.upperInclusive ? "]" : ")")
        case (let lower?, nil):
            return "\(range.lowerInclusive ? ">=" : ">") \(format(lower))"
        case (nil, let upper?):
            return "\(range.upperInclusive ? "<=" : "<") \(format(upper))"
        case (nil, nil):
            return "any number"
        }
    }
}

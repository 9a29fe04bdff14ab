/// Typing mistakes in search-box text: for a search that finds nothing, the words the index does
/// not hold are replaced by the closest words it does, so `ffmpg` finds `ffmpeg`.
///
/// Closeness is the optimal-string-alignment distance (insertions, deletions, substitutions and
/// swaps of adjacent characters), allowed to grow with the word as people's mistakes do: none below
/// four characters, one up to seven, two from eight. Only words of letters are corrected: a number
/// or a code one digit away from another (`1001`, `1002`) names something else. The first
/// character is taken as typed, as search engines' fuzzy matching does by default: it is rarely
/// the mistaken one, and it limits the words compared to one range of the vocabulary. Among equally close words the one in most
/// items wins. The word still being typed is compared with the beginnings of indexed words, so
/// `ffmpg` while typing finds `ffmpeg` and `ffmpegthumbnailer` alike.
/// Two words typed apart that the index holds only written together are joined first: `stand up`
/// finds `standup`; a word it holds only written apart is split, `notebook` finding `note book`,
/// and so is a word with a number in it, `iphone15` finding `iPhone 15`.
/// A singular the index lacks is tried as its plural and a plural as its singular before any
/// edit: `category` finds `categories`.
package enum SpellingCorrection {
    /// One replaced word.
    package struct Correction: Equatable, Sendable {
        /// The folded word as typed.
        package var typed: String
        /// The indexed word shown in its place.
        package var word: String
        /// What the corrected query searches: `word`, or for the word being typed the beginning
        /// of `word` that is as close to what was typed, searched as a prefix.
        package var searched: String
        /// How many items hold `word`.
        package var itemCount: Int
    }

    /// How many edits a word of `length` characters may be away from its correction.
    package static func maximumEdits(forLength length: Int) -> Int {
        switch length {
        case ..<4: 0
        case 4...7: 1
        default: 2
        }
    }

    /// `query` with each correctable word the index does not hold replaced by its closest indexed
    /// word, or `nil` when no word was replaced. Words of several tokens (`MyWindow`) and CJK
    /// text are left as they are.
    package static func corrected(_ query: FullTextQuery, in vocabulary: some Vocabulary) throws -> (
        query: FullTextQuery, corrections: [Correction]
    )? {
        var corrected = query
        var corrections: [Correction] = []
        if !query.hasAlternatives { try joinWords(of: &corrected, in: vocabulary, into: &corrections) }
        // The words as typed and as corrected, for the fields they were typed with.
        var replaced: [[String]: [String]] = [:]
        for (offset, phrase) in corrected.phrases.enumerated() {
            func apply(_ correction: Correction) {
                let tokens = correction.searched.split(separator: " ").map(String.init)
                replaced[phrase.tokens] = tokens
                corrected.phrases[offset].tokens = tokens
                corrections.append(correction)
            }
            let numbered = wordWithNumber(phrase)
            if let token = numbered, try !vocabulary.holds(token, asPrefix: phrase.isPrefix),
                let correction = try splitAtNumbers(token, asPrefix: phrase.isPrefix, in: vocabulary)
            {
                apply(correction)
                continue
            }
            guard let token = correctableWord(phrase) ?? numbered,
                try !vocabulary.holds(token, asPrefix: phrase.isPrefix)
            else { continue }
            // The word being typed is compared with beginnings of words, which reach its plural too.
            var correction = phrase.isPrefix ? nil : try otherNumber(of: token, in: vocabulary)
            if correction == nil { correction = try split(token, asPrefix: phrase.isPrefix, in: vocabulary) }
            if correction == nil, maximumEdits(forLength: token.unicodeScalars.count) > 0 {
                correction = try closestWord(to: token, asPrefix: phrase.isPrefix, in: vocabulary)
            }
            if correction == nil {
                correction = try lastTwoSwapped(token, asPrefix: phrase.isPrefix, in: vocabulary)
            }
            if correction == nil, token.unicodeScalars.count >= minimumNameTwoSlipsAway {
                correction = try closestName(to: token, asPrefix: phrase.isPrefix, in: vocabulary, edits: 2)
            }
            // A name with a number in it is corrected in its letters only (`fail2bna` is
            // `fail2ban`): its number is typed with care, and another one is another thing
            // (`rtx4090` is not `rtx4080`).
            guard let correction, numbered == nil || digits(of: correction.searched) == digits(of: token)
            else { continue }
            apply(correction)
        }
        replaceInFields(replaced, of: &corrected)
        return corrections.isEmpty ? nil : (corrected, corrections)
    }

    /// Replaces, in the words typed with a field, each word as typed by its correction.
    private static func replaceInFields(_ replaced: [[String]: [String]], of query: inout FullTextQuery) {
        for field in query.fieldWords.indices where !query.fieldWords[field].isExcluded {
            for (offset, phrase) in query.fieldWords[field].phrases.enumerated() {
                guard let tokens = replaced[phrase.tokens] else { continue }
                query.fieldWords[field].phrases[offset].tokens = tokens
            }
        }
    }

    /// `query` with each word that at most ``rareItemCount`` items hold replaced by a word one
    /// or two letters away that many more hold (at least ``commonerFactor`` times as many, and
    /// ``minimumCommonerItems``), or `nil` when no word is so: the slip some item happens to share
    /// with the person typing (`pyhton` in one item, `python` in thousands). What is typed is still
    /// searched first; this finds what the person most likely meant, after it. The word being
    /// typed is looked at only when some item holds it as a whole word (`pyhton` typed alone): a
    /// beginning that is no word yet is still being typed.
    package static func commonerSpellings(_ query: FullTextQuery, in vocabulary: some Vocabulary) throws
        -> FullTextQuery?
    {
        try commonerSpellingsCorrected(query, in: vocabulary)?.query
    }

    /// ``commonerSpellings(_:in:)``, with the corrections it made.
    private static func commonerSpellingsCorrected(_ query: FullTextQuery, in vocabulary: some Vocabulary)
        throws -> (query: FullTextQuery, corrections: [Correction])?
    {
        var commoner = query
        var corrections: [Correction] = []
        var replaced: [[String]: [String]] = [:]
        for (offset, phrase) in query.phrases.enumerated() where !phrase.isQuoted {
            guard let token = correctableWord(phrase), maximumEdits(forLength: token.unicodeScalars.count) > 0
            else { continue }
            var count = try vocabulary.itemCount(of: token, upTo: rareItemCount + 1)
            // A long word being typed that no item holds whole and only a few hold the
            // beginning of (`calculater`, in one `CalculateReadGroupChecksum`) is a slip too.
            if phrase.isPrefix, count == 0, token.unicodeScalars.count >= minimumSlipBeingTyped {
                count = try vocabulary.itemCount(ofPhrase: token, asPrefix: true)
            }
            guard count <= rareItemCount, count > 0 || !phrase.isPrefix,
                let correction = try closestWord(
                    to: token, asPrefix: false, in: vocabulary, amongCommonWords: true),
                correction.itemCount >= max(minimumCommonerItems, count * commonerFactor)
            else { continue }
            replaced[phrase.tokens] = [correction.word]
            commoner.phrases[offset].tokens = [correction.word]
            corrections.append(correction)
        }
        guard !replaced.isEmpty else { return nil }
        replaceInFields(replaced, of: &commoner)
        return (commoner, corrections)
    }

    /// The most items a word may be in and still be read as a slip (``commonerSpellings(_:in:)``).
    package static let rareItemCount = 3
    /// How many times more items the other spelling must be in.
    static let commonerFactor = 20
    /// The fewest items the other spelling must be in.
    static let minimumCommonerItems = 20
    /// The fewest letters of a word being typed that no item holds whole for it to be read as a
    /// slip: a shorter one is more likely still being typed.
    static let minimumSlipBeingTyped = 7

    /// The phrase's word when it is one that corrections may replace: a single token of letters.
    /// A number or a code one digit away from another names something else, and CJK text is
    /// n-grams, not words.
    private static func correctableWord(_ phrase: FullTextQuery.Phrase) -> String? {
        guard phrase.tokens.count == 1, let token = phrase.tokens.first, !token.isEmpty,
            !Tokenizer.isCJKToken(token.utf8), token.unicodeScalars.allSatisfy(\.properties.isAlphabetic)
        else { return nil }
        return token
    }

    /// The phrase's word when it is one token of ASCII letters and digits holding both: `iphone15`,
    /// `16gb`, `ram16gb`.
    private static func wordWithNumber(_ phrase: FullTextQuery.Phrase) -> String? {
        guard phrase.tokens.count == 1, let token = phrase.tokens.first,
            token.utf8.allSatisfy({ isASCIILetter($0) || isASCIIDigit($0) }),
            token.utf8.contains(where: isASCIILetter), token.utf8.contains(where: isASCIIDigit)
        else { return nil }
        return token
    }

    private static func digits(of text: String) -> [UInt8] { text.utf8.filter(isASCIIDigit) }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
    }
    private static func isASCIIDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// A word with a number in it that the index holds only with the number written apart,
    /// searched as those words next to each other: `iphone15` finds `iPhone 15`, `16gb` finds
    /// `16 GB`. The cuts are where letters meet digits; the word being typed ends in what its
    /// last part begins.
    private static func splitAtNumbers(_ word: String, asPrefix: Bool, in vocabulary: some Vocabulary) throws
        -> Correction?
    {
        var parts: [String] = []
        var part = ""
        for character in word {
            if let last = part.last, last.isNumber != character.isNumber {
                parts.append(part)
                part = ""
            }
            part.append(character)
        }
        parts.append(part)
        let phrase = parts.joined(separator: " ")
        let count = try vocabulary.itemCount(ofPhrase: phrase, asPrefix: asPrefix)
        return count > 0 ? Correction(typed: word, word: phrase, searched: phrase, itemCount: count) : nil
    }

    /// A word and a number typed apart, or two words, which ``joinWords(of:in:into:)`` (and
    /// ``FullTextQuery/addingJoinedNeighbours(where:)``) may join: two numbers joined would be
    /// another number.
    static func joinable(_ left: FullTextQuery.Phrase, _ right: FullTextQuery.Phrase) -> (
        String, String
    )? {
        func part(_ phrase: FullTextQuery.Phrase) -> String? {
            if let word = correctableWord(phrase) { return word }
            guard phrase.tokens.count == 1, let token = phrase.tokens.first, !token.isEmpty,
                token.utf8.allSatisfy(isASCIIDigit)
            else { return nil }
            return token
        }
        guard let first = part(left), let second = part(right),
            first.utf8.contains(where: { !isASCIIDigit($0) })
                || second.utf8.contains(where: { !isASCIIDigit($0) })
        else { return nil }
        return (first, second)
    }

    /// The word most items hold among `prefix` itself (`exactly`) or the words it begins, with
    /// that number of items.
    private static func mostHeldWord(
        startingWith prefix: String, exactly: Bool, in vocabulary: some Vocabulary
    )
        throws -> (word: String, count: Int)?
    {
        var best: (word: String, count: Int)?
        try vocabulary.forEachWord(startingWith: prefix) { word, count in
            guard !exactly || word == prefix else { return }
            if count > best?.count ?? 0 { best = (word, count) }
        }
        return best
    }

    /// The English plural of a singular word the index does not hold, or the singular of a
    /// plural, when the index holds that: `category` finds `categories`, `boxes` finds `box`.
    /// Edit distance alone would not reach them (`categories` is three edits from `category`).
    private static func otherNumber(of word: String, in vocabulary: some Vocabulary) throws -> Correction? {
        let forms = EnglishNumber.otherForms(of: word)
        for form in forms {
            if let held = try mostHeldWord(startingWith: form, exactly: true, in: vocabulary) {
                return Correction(typed: word, word: held.word, searched: held.word, itemCount: held.count)
            }
        }
        return nil
    }

    /// A word the index holds only as two words written apart, searched as those words next to
    /// each other: `notebook` finds `note book`. Each part has two letters at least; the first
    /// cut, from the left, whose words the index holds together wins. The word being typed
    /// (`asPrefix`) ends in what the second word begins: `pdfviewe` finds `pdf viewer`. Tried
    /// before the closest spelling, which would take `pdfviewer` for `previewer`.
    private static func split(_ word: String, asPrefix: Bool, in vocabulary: some Vocabulary) throws
        -> Correction?
    {
        let scalars = Array(word.unicodeScalars)
        guard scalars.count >= 5 else { return nil }
        for cut in 2...(scalars.count - 2) {
            var phrase = String(String.UnicodeScalarView(scalars[..<cut]))
            phrase += " " + String(String.UnicodeScalarView(scalars[cut...]))
            let count = try vocabulary.itemCount(ofPhrase: phrase, asPrefix: asPrefix)
            if count > 0 { return Correction(typed: word, word: phrase, searched: phrase, itemCount: count) }
        }
        return nil
    }

    /// Two words typed apart that the index holds written together become that word:
    /// `stand up` finds `standup`, `note book` finds `notebook`, `16 gb` finds `16GB`, and
    /// `stand u` while typing finds what `standu` begins. Words of letters are joined, and a word
    /// with a number.
    private static func joinWords(
        of query: inout FullTextQuery, in vocabulary: some Vocabulary, into corrections: inout [Correction]
    ) throws {
        var offset = 0
        while offset + 1 < query.phrases.count {
            let (left, right) = (query.phrases[offset], query.phrases[offset + 1])
            guard !left.isPrefix, let (first, second) = joinable(left, right),
                try vocabulary.holds(first + second, asPrefix: right.isPrefix)
            else {
                offset += 1
                continue
            }
            let joined = first + second
            let shown = try mostHeldWord(startingWith: joined, exactly: !right.isPrefix, in: vocabulary)
            query.phrases[offset] = FullTextQuery.Phrase(tokens: [joined], isPrefix: right.isPrefix)
            query.phrases.remove(at: offset + 1)
            corrections.append(
                Correction(
                    typed: first + " " + second, word: shown?.word ?? joined, searched: joined,
                    itemCount: shown?.count ?? 0))
            offset += 1
        }
    }

    /// What `search` finds for `query` corrected, when `query` has words `vocabulary` does not
    /// hold and the corrected query `finds` something; `nil` otherwise. The search a caller runs
    /// again after what was typed found nothing. When the words corrected still find nothing, a
    /// word only an item or two hold is read as the slip it likely is too (`pyhton jsno parser`:
    /// `jsno` is no word, and `pyhton` one item's slip for `python`).
    package static func search<Found>(
        _ query: FullTextQuery, correctedIn vocabulary: some Vocabulary,
        _ search: (FullTextQuery) throws -> Found,
        finds: (Found) -> Bool
    ) throws -> (result: Found, query: FullTextQuery, corrections: [Correction])? {
        var tried: [FullTextQuery] = []
        func attempt(_ candidate: FullTextQuery, _ corrections: [Correction]) throws -> (
            result: Found, query: FullTextQuery, corrections: [Correction]
        )? {
            guard !tried.contains(candidate) else { return nil }
            tried.append(candidate)
            let found = try search(candidate)
            return finds(found) ? (found, candidate, corrections) : nil
        }
        let corrected = try corrected(query, in: vocabulary)
        if let corrected, let found = try attempt(corrected.query, corrected.corrections) { return found }
        // A word corrected to another as close that the other words do not go with: the next
        // closest, one word at a time.
        if let corrected, corrected.query.phrases.count > 1 {
            for (offset, correction) in corrected.corrections.enumerated() {
                let searched = correction.searched.split(separator: " ").map(String.init)
                guard let phrase = corrected.query.phrases.firstIndex(where: { $0.tokens == searched }) else {
                    continue
                }
                let asPrefix = query.phrases.contains { $0.tokens == [correction.typed] && $0.isPrefix }
                for other in try otherCorrections(than: correction, asPrefix: asPrefix, in: vocabulary) {
                    var candidate = corrected.query
                    candidate.phrases[phrase].tokens = other.searched.split(separator: " ").map(String.init)
                    var corrections = corrected.corrections
                    corrections[offset] = other
                    if let found = try attempt(candidate, corrections) { return found }
                }
            }
        }
        // Then the slips too, in the corrected words and in those typed: what the correction
        // joined or split may be what found nothing.
        for base in [corrected, (query, [])].compactMap({ $0 }) {
            if let (commoner, more) = try commonerSpellingsCorrected(base.query, in: vocabulary),
                let found = try attempt(commoner, base.corrections + more)
            {
                return found
            }
        }
        return nil
    }

    /// `text` as typed, with each corrected word replaced by the indexed word.
    package static func apply(_ corrections: [Correction], to text: String) -> String {
        let byTyped = Dictionary(
            corrections.map { ($0.typed, $0.word) }, uniquingKeysWith: { first, _ in first })
        let words = FullTextQuery.splitWords(text[...]).map(String.init)
        let tokens = words.map { word in
            let tokens = Tokenizer.tokens(word)
            return tokens.count == 1 ? tokens[0] : nil
        }
        var shown: [String] = []
        var offset = 0
        while offset < words.count {
            // Two words joined into one (``joinWords(of:in:into:)``) are typed as `left right`.
            if offset + 1 < words.count, let left = tokens[offset], let right = tokens[offset + 1],
                let joined = byTyped[left + " " + right]
            {
                shown.append(joined)
                offset += 2
                continue
            }
            shown.append(tokens[offset].flatMap { byTyped[$0] } ?? correctingParts(of: words[offset]))
            offset += 1
        }
        return shown.joined(separator: " ")

        // A word of several tokens (`gnome-termnal`) with one of them corrected, or all of them
        // as the one word they make (`gnometerminal`), keeps what was typed around the correction.
        func correctingParts(of word: String) -> String {
            var word = word
            var parts: [(token: String, range: Range<Int>)] = []
            word.withUTF8 { utf8 in
                Tokenizer.tokenize(utf8) { token, range in
                    parts.append((String(decoding: token, as: UTF8.self), range))
                    return true
                }
            }
            let bytes = Array(word.utf8)
            if parts.count > 1, let fixed = byTyped[parts.map(\.token).joined()] {
                // The separators typed stay where the corrected word still begins as typed.
                var shown = ""
                var rest = Substring(fixed)
                for (offset, part) in parts.enumerated().dropLast() {
                    guard rest.hasPrefix(part.token),
                        rest.dropFirst(part.token.count).first == parts[offset + 1].token.first
                    else { break }
                    let separator = bytes[part.range.upperBound..<parts[offset + 1].range.lowerBound]
                    shown += part.token + String(decoding: separator, as: UTF8.self)
                    rest = rest.dropFirst(part.token.count)
                }
                return shown + rest
            }
            var corrected = bytes
            for part in parts.reversed() {
                if let fixed = byTyped[part.token] {
                    corrected.replaceSubrange(part.range, with: Array(fixed.utf8))
                }
            }
            return String(decoding: corrected, as: UTF8.self)
        }
    }

    private static func closestWord(
        to token: String, asPrefix: Bool, in vocabulary: some Vocabulary, amongCommonWords: Bool = false
    ) throws -> Correction? {
        let (close, wholeWords) = try closeWords(
            to: token, asPrefix: asPrefix, in: vocabulary, amongCommonWords: amongCommonWords)
        let bestDistance = close.first?.distance ?? maximumEdits(forLength: token.unicodeScalars.count)
        return try firstName(token, among: wholeWords.filter { $0.distance <= bestDistance }, in: vocabulary)
            ?? close.first?.correction
    }

    /// Among words as close, an item's name is what a name typed with a slip most likely is
    /// (`htpo`: `htop` before the commoner `htpc`; `krta`: `krita` before words `ksta` begins),
    /// one as long as what was typed first: swapped or mistyped letters are the commonest slips.
    private static func firstName(
        _ token: String, among wholeWords: [(word: String, itemCount: Int, distance: Int)],
        in vocabulary: some Vocabulary
    ) throws -> Correction? {
        let typedLength = token.unicodeScalars.count
        func order(_ word: (word: String, itemCount: Int, distance: Int)) -> (Int, Int, Int, String) {
            (word.distance, abs(word.word.unicodeScalars.count - typedLength), -word.itemCount, word.word)
        }
        for candidate in wholeWords.sorted(by: { order($0) < order($1) }).prefix(maximumNamesChecked)
        where try vocabulary.isTitle(candidate.word) {
            return Correction(
                typed: token, word: candidate.word, searched: candidate.word, itemCount: candidate.itemCount)
        }
        return nil
    }

    /// The item's name `edits` slips away from `token`, for a word no closer word corrects: two
    /// letters left out of a name, or two mistyped (`rythmbx` is `rhythmbox`, `reminna`
    /// `remmina`), where a word of the text that far away would be a guess.
    private static func closestName(
        to token: String, asPrefix: Bool, in vocabulary: some Vocabulary, edits: Int
    ) throws -> Correction? {
        let wholeWords = try closeWords(to: token, asPrefix: asPrefix, in: vocabulary, limit: edits)
            .wholeWords
        return try firstName(token, among: wholeWords, in: vocabulary)
    }

    /// The fewest letters of a word that a name two slips away corrects (``closestName(to:asPrefix:in:edits:)``).
    static let minimumNameTwoSlipsAway = 5

    /// The indexed words within `limit` edits of `token` (``maximumEdits(forLength:)`` unless
    /// given; for the word being typed, the words whose beginnings are), closest first, then
    /// those more items hold, then the shorter; and the whole words among them, or as close
    /// whole, with their distances.
    private static func closeWords(
        to token: String, asPrefix: Bool, in vocabulary: some Vocabulary, amongCommonWords: Bool = false,
        limit: Int? = nil
    ) throws -> (
        close: [(correction: Correction, distance: Int)],
        wholeWords: [(word: String, itemCount: Int, distance: Int)]
    ) {
        let typed = Array(token.unicodeScalars)
        let limit = limit ?? maximumEdits(forLength: typed.count)
        var aligner = Aligner(typed: typed, limit: limit)
        var close: [(correction: Correction, distance: Int)] = []
        // Whole words as close as any, which may be a name (``closestWord(to:asPrefix:in:amongCommonWords:)``).
        var wholeWords: [(word: String, itemCount: Int, distance: Int)] = []
        var term: [Unicode.Scalar] = []
        let forEachWord = amongCommonWords ? vocabulary.forEachCommonWord : vocabulary.forEachWord
        try forEachWord(String(typed[0])) { word, itemCount in
            guard !amongCommonWords || word != token else { return }
            term.removeAll(keepingCapacity: true)
            term.append(contentsOf: word.unicodeScalars)
            // The word being typed is compared with beginnings of words; a name is compared whole.
            if asPrefix, term.count <= typed.count + limit,
                let whole = aligner.distance(to: term, asPrefix: false)
            {
                wholeWords.append((word, itemCount, whole.distance))
            }
            // A word shorter than what was typed by more than the edits allowed cannot be close.
            guard term.count + limit >= typed.count, asPrefix || term.count <= typed.count + limit,
                let (distance, length) = aligner.distance(to: term, asPrefix: asPrefix)
            else { return }
            if !asPrefix { wholeWords.append((word, itemCount, distance)) }
            let searched = asPrefix ? String(String.UnicodeScalarView(term[..<length])) : word
            close.append(
                (Correction(typed: token, word: word, searched: searched, itemCount: itemCount), distance))
        }
        close.sort {
            ($0.distance, -$0.correction.itemCount, $0.correction.word.count, $0.correction.word)
                < ($1.distance, -$1.correction.itemCount, $1.correction.word.count, $1.correction.word)
        }
        return (close, wholeWords)
    }

    /// Other corrections of `correction.typed` than `correction`, closest first, for a text the
    /// chosen one found nothing in: `obs studo` is `obs studio`, though `sudo`, as close, is in
    /// more items.
    private static func otherCorrections(
        than correction: Correction, asPrefix: Bool, in vocabulary: some Vocabulary
    ) throws -> [Correction] {
        guard maximumEdits(forLength: correction.typed.unicodeScalars.count) > 0 else { return [] }
        var seen: Set<String> = [correction.searched]
        var others: [Correction] = []
        for (other, _) in try closeWords(to: correction.typed, asPrefix: asPrefix, in: vocabulary).close
        where others.count < maximumOtherCorrections && seen.insert(other.searched).inserted {
            others.append(other)
        }
        return others
    }

    /// The most other corrections of a word tried when the chosen one finds nothing.
    static let maximumOtherCorrections = 3

    /// The most words as close as the closest that a correction checks for being a name.
    static let maximumNamesChecked = 8

    /// A three-letter word with its last two letters the other way round (`teh` → `the`,
    /// `adn` → `and`), when the index holds that: too short for an edit of any other kind to be
    /// told from another word, but a slip of two fingers is the commonest typo there is.
    private static func lastTwoSwapped(_ word: String, asPrefix: Bool, in vocabulary: some Vocabulary) throws
        -> Correction?
    {
        let letters = Array(word.unicodeScalars)
        guard letters.count == 3, letters[1] != letters[2] else { return nil }
        let swapped = String(String.UnicodeScalarView([letters[0], letters[2], letters[1]]))
        let count = try vocabulary.itemCount(ofPhrase: swapped, asPrefix: asPrefix)
        return count > 0 ? Correction(typed: word, word: swapped, searched: swapped, itemCount: count) : nil
    }

    /// The words corrections are drawn from.
    package protocol Vocabulary {
        /// Whether an item holds `token`, or with `asPrefix` a word `token` begins.
        func holds(_ token: String, asPrefix: Bool) throws -> Bool
        /// Calls `body` with each word beginning with `first` and the number of items holding it.
        func forEachWord(startingWith first: String, _ body: (String, Int) -> Void) throws
        /// ``forEachWord(startingWith:_:)`` for the words many items hold, read without walking the
        /// whole vocabulary: what a slip is corrected to when some item shares it
        /// (``SpellingCorrection/commonerSpellings(_:in:)``).
        func forEachCommonWord(startingWith first: String, _ body: (String, Int) -> Void) throws
        /// How many items hold `token`, counted up to `limit`: whether a word is rare costs no more
        /// than reading its first items.
        func itemCount(of token: String, upTo limit: Int) throws -> Int
        /// How many items hold the words of `phrase` next to each other, in order; with
        /// `asPrefix`, the last of them may be the beginning of a word.
        func itemCount(ofPhrase phrase: String, asPrefix: Bool) throws -> Int
        /// ``itemCount(ofPhrase:asPrefix:)`` counted up to `limit`: a common word or a short
        /// beginning costs no more than reading its first items.
        func itemCount(ofPhrase phrase: String, asPrefix: Bool, upTo limit: Int) throws -> Int
        /// Whether some item's title is `word`, whole.
        func isTitle(_ word: String) throws -> Bool
    }

    /// The words of the items' full text.
    package struct FullText: Vocabulary {
        let connection: SQLiteConnection

        package init(connection: SQLiteConnection) { self.connection = connection }

        // One step of a full-text match: the vocabulary would count the word's items first.
        package func holds(_ token: String, asPrefix: Bool) throws -> Bool {
            let statement = try connection.statement(
                "SELECT 1 FROM item_text WHERE item_text MATCH ?1 LIMIT 1")
            defer { statement.reset() }
            statement.bind(FullTextQuery.quoted(token) + (asPrefix ? "*" : ""), at: 1)
            return try statement.step()
        }

        /// Whether some item's title is `word`, whole (`libreoffice` for an item titled
        /// `LibreOffice`).
        package func isTitle(_ word: String) throws -> Bool {
            // A title that is the word holds it as a word (camelCase titles hold their parts and
            // the whole): one step of a full-text match rules out most words before the titles
            // are compared.
            let statement = try connection.statement(
                "SELECT 1 FROM item_text WHERE item_text MATCH ?1 LIMIT 1")
            defer { statement.reset() }
            statement.bind("{\(TextColumn.title.name)} : " + FullTextQuery.quoted(word), at: 1)
            return try statement.step() && TitleTrigrams.holdsTitle(word, connection: connection)
        }

        package func itemCount(of token: String, upTo limit: Int) throws -> Int {
            let statement = try connection.statement(
                "SELECT count(*) FROM (SELECT 1 FROM item_text WHERE item_text MATCH ?1 LIMIT ?2)")
            defer { statement.reset() }
            statement.bind(FullTextQuery.quoted(token), at: 1)
            statement.bind(limit, at: 2)
            return try statement.step() ? statement.int(0) : 0
        }

        package func itemCount(ofPhrase phrase: String, asPrefix: Bool) throws -> Int {
            let statement = try connection.statement(
                "SELECT count(*) FROM item_text WHERE item_text MATCH ?1")
            defer { statement.reset() }
            statement.bind(FullTextQuery.quoted(phrase) + (asPrefix ? "*" : ""), at: 1)
            return try statement.step() ? statement.int(0) : 0
        }

        package func itemCount(ofPhrase phrase: String, asPrefix: Bool, upTo limit: Int) throws -> Int {
            let statement = try connection.statement(
                "SELECT count(*) FROM (SELECT 1 FROM item_text WHERE item_text MATCH ?1 LIMIT ?2)")
            defer { statement.reset() }
            statement.bind(FullTextQuery.quoted(phrase) + (asPrefix ? "*" : ""), at: 1)
            statement.bind(limit, at: 2)
            return try statement.step() ? statement.int(0) : 0
        }

        package func forEachWord(startingWith first: String, _ body: (String, Int) -> Void) throws {
            let statement = try connection.statement(
                "SELECT term, doc FROM item_vocabulary WHERE term >= ?1 AND term < ?1 || char(1114111)")
            defer { statement.reset() }
            statement.bind(first, at: 1)
            while try statement.step() { body(statement.string(0), statement.int(1)) }
        }

        /// The frequent words, from their top lists (``TermTopLists``): walking the vocabulary
        /// reads every word's postings to count its items. They are read once per state of the
        /// store and kept with the connection's frequent words. A store too small for lists is
        /// walked whole; a large one whose lists are not built yet offers none.
        package func forEachCommonWord(startingWith first: String, _ body: (String, Int) -> Void) throws {
            let cache = connection.frequentWordPostings
            try cache.validate(connection)
            let listed = try cache.listedWords(startingWith: first) {
                let statement = try connection.statement(
                    "SELECT term, exact_hits FROM term_tops WHERE term >= ?1 AND term < ?1 || char(1114111)")
                defer { statement.reset() }
                statement.bind(first, at: 1)
                var words: [(word: String, items: Int)] = []
                while try statement.step() { words.append((statement.string(0), statement.int(1))) }
                return words
            }
            for (word, items) in listed where !word.hasSuffix("*") { body(word, items) }
            guard listed.isEmpty,
                try connection.scalarInt("SELECT coalesce(max(id), 0) FROM items") < TermTopLists.minimumItems
            else { return }
            try forEachWord(startingWith: first, body)
        }
    }

    /// The words entities of one type are matched by (``EntityTermIndex``).
    package struct EntityTerms: Vocabulary {
        let connection: SQLiteConnection
        let typeIdentifier: String

        package init(connection: SQLiteConnection, typeIdentifier: String) {
            self.connection = connection
            self.typeIdentifier = typeIdentifier
        }

        package func holds(_ token: String, asPrefix: Bool) throws -> Bool {
            let statement = try connection.statement(
                asPrefix
                    ? "SELECT 1 FROM entity_terms WHERE entity_type = ?1 AND term >= ?2 AND term < ?2 || char(1114111) LIMIT 1"
                    : "SELECT 1 FROM entity_terms WHERE entity_type = ?1 AND term = ?2 LIMIT 1")
            defer { statement.reset() }
            statement.bind(typeIdentifier, at: 1)
            statement.bind(token, at: 2)
            return try statement.step()
        }

        /// Entity terms keep no positions: no two of them are known to stand next to each other.
        package func itemCount(ofPhrase phrase: String, asPrefix: Bool) throws -> Int { 0 }
        /// See ``itemCount(ofPhrase:asPrefix:)``.
        package func itemCount(ofPhrase phrase: String, asPrefix: Bool, upTo limit: Int) throws -> Int { 0 }

        package func forEachWord(startingWith first: String, _ body: (String, Int) -> Void) throws {
            let statement = try connection.statement(
                """
                SELECT term, count(*) FROM entity_terms
                WHERE entity_type = ?1 AND term >= ?2 AND term < ?2 || char(1114111) GROUP BY term
                """)
            defer { statement.reset() }
            statement.bind(typeIdentifier, at: 1)
            statement.bind(first, at: 2)
            while try statement.step() { body(statement.string(0), statement.int(1)) }
        }
    }

    /// The optimal-string-alignment distance from the typed word to words compared with it: a
    /// table of one row per typed character, allocated once for all the words.
    private struct Aligner {
        let typed: [Unicode.Scalar]
        let limit: Int
        private let width: Int
        private var table: [Int]

        init(typed: [Unicode.Scalar], limit: Int) {
            self.typed = typed
            self.limit = limit
            width = typed.count + limit + 1
            table = Array(repeating: 0, count: (typed.count + 1) * width)
        }

        /// The distance to `term` (at most `limit` characters longer than the typed word), or with
        /// `asPrefix` to the closest beginning of `term`, and that beginning's length; `nil` beyond
        /// `limit`.
        mutating func distance(to term: [Unicode.Scalar], asPrefix: Bool) -> (distance: Int, length: Int)? {
            // A beginning longer than the typed word by more than the edits allowed cannot be closest.
            let columns = min(term.count, typed.count + limit)
            let width = self.width
            return table.withUnsafeMutableBufferPointer { table -> (Int, Int)? in
                for j in 0...columns { table[j] = j }
                for i in 1...typed.count {
                    let row = i * width
                    let above = row - width
                    table[row] = i
                    var smallest = i
                    for j in stride(from: 1, through: columns, by: 1) {
                        let substitution = table[above + j - 1] + (typed[i - 1] == term[j - 1] ? 0 : 1)
                        var cost = min(table[above + j] + 1, table[row + j - 1] + 1, substitution)
                        if i > 1, j > 1, typed[i - 1] == term[j - 2], typed[i - 2] == term[j - 1] {
                            cost = min(cost, table[above - width + j - 2] + 1)
                        }
                        table[row + j] = cost
                        smallest = min(smallest, cost)
                    }
                    // Every later row is at least this row's smallest value.
                    guard smallest <= limit else { return nil }
                }
                let last = typed.count * width
                guard asPrefix else {
                    return table[last + columns] <= limit ? (table[last + columns], columns) : nil
                }
                // The closest beginning, the longest of equally close ones: it narrows the search most.
                var found: (distance: Int, length: Int)?
                for length in stride(from: columns, through: 1, by: -1) where table[last + length] <= limit {
                    if found.map({ table[last + length] < $0.distance }) ?? true {
                        found = (table[last + length], length)
                    }
                }
                return found
            }
        }
    }
}

extension SpellingCorrection.Vocabulary {
    /// No titles: a vocabulary of words alone, such as one type's entity words.
    package func isTitle(_ word: String) throws -> Bool { false }

    /// Every word: a vocabulary small enough to walk, such as one type's entity words.
    package func forEachCommonWord(startingWith first: String, _ body: (String, Int) -> Void) throws {
        try forEachWord(startingWith: first, body)
    }

    /// ``itemCount(ofPhrase:asPrefix:)`` capped at `limit`.
    package func itemCount(of token: String, upTo limit: Int) throws -> Int {
        min(try itemCount(ofPhrase: token, asPrefix: false), limit)
    }
}

extension Tokenizer {
    /// Whether a folded token came from a run indexed as n-grams (and so is a bigram, a trigram
    /// or a single character): Han, kana and Hangul, which fold to three-byte sequences at or
    /// above U+3000, Hangul Jamo, and the scripts written without spaces between words
    /// (``TextFolding/isWrittenWithoutSpaces(_:)``).
    static func isCJKToken(_ utf8: some Collection<UInt8>) -> Bool {
        var bytes = utf8.makeIterator()
        guard let lead = bytes.next() else { return false }
        if lead >= 0xE3 { return true }
        guard lead == 0xE0 || lead == 0xE1, let second = bytes.next(), let third = bytes.next() else {
            return false
        }
        let scalar = UInt32(lead & 0x0F) << 12 | UInt32(second & 0x3F) << 6 | UInt32(third & 0x3F)
        return (0x1100...0x11FF).contains(scalar) || TextFolding.isWrittenWithoutSpaces(scalar)
    }
}

/// The tokens a document is indexed under: ``Tokenizer``'s tokens plus, at the position of their
/// last part, each camelCase word whole and each word joined by punctuation written together.
///
/// `iPhone` is stored as `i`, `phone` and `iphone`, so typing the word without its capitals
/// still finds it, while `phone` alone does too. `e-mail`, `node.js`, `O'Reilly` and `AT&T` are
/// also stored as `email`, `nodejs`, `oreilly` and `att`: people type such words both ways.
/// Numbers are left apart (`3.14`, `2026-11-30`, `v1.2`): every part joined must hold a letter.
/// Only two parts are joined: longer chains are names (`golang-github-foo-bar`,
/// `www.example.org`) whose parts are what people type, and their joined forms would only
/// crowd the vocabulary.
///
/// A word that mixes letters and digits is also stored as its ends (`v2` also as `2`,
/// `1000xm5` also as `xm5` and `5`), because people type a model or version number's part.
///
/// Some numbers are also stored with their digits together, because people type them without
/// their marks: a number grouped in thousands or lakhs (`$1,250.00` and `₹1,84,250` are also
/// `1250` and `184250`), a phone number (`(555) 123-4567` is also `5551234567`, `+44 20 7946
/// 0958` also `442079460958` and `2079460958`, `98220 45678` also `9822045678`) and an order
/// number in hyphened groups (`408-7734521-9983346`); see ``DigitGroups``. An ISO date is also its month's name and day
/// (`2024-03-05` is also `march` and `5`).
package enum DocumentTokenizer {
    /// Calls `body(folded, range, colocated)` for each token; `colocated` marks a whole word, or a
    /// CJK trigram (`cjk`), that shares the previous token's position. Return false to stop.
    package static func tokenize(
        _ text: UnsafeBufferPointer<UInt8>, cjk: Tokenizer.CJKGrams = .bigrams,
        _ body: (UnsafeBufferPointer<UInt8>, Range<Int>, Bool) -> Bool
    ) {
        // The words' parts are copied into stack buffers: every token may turn out to be one.
        let capacity = Tokenizer.maximumTokenLength
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 3 * capacity) { storage in
            guard let buffer = storage.baseAddress else { return }
            var camelCase = WholeWord(buffer: buffer, joining: .camelCase)
            var punctuated = WholeWord(buffer: buffer + capacity, joining: .punctuation)
            var number = DigitGroups(buffer: buffer + 2 * capacity)
            var stopped = false
            Tokenizer.tokenize(text, cjk: cjk) { token, range, colocated in
                guard camelCase.flushUnlessContinued(by: token, at: range, in: text, body),
                    punctuated.flushUnlessContinued(by: token, at: range, in: text, body),
                    number.flushUnlessContinued(by: token, at: range, in: text, body),
                    body(token, range, colocated),
                    storePartsOfModelNumber(token, at: range, body),
                    // Folding shortens a word with umlauts (`ö` is two bytes, `o` one): the
                    // common ASCII word is passed over without a look at its bytes.
                    range.count == token.count
                        || storeGermanSpelling(
                            of: UnsafeBufferPointer(rebasing: text[range]), at: range, body)
                else {
                    stopped = true
                    return false
                }
                return true
            }
            if !stopped, camelCase.flush(body), punctuated.flush(body) { _ = number.flush(body) }
        }
    }

    /// Stores, at the position of a word that mixes letters and digits, the parts of it that
    /// begin where letters turn to digits or back: `v2` is also `2` (so `2.3.1` finds `v2.3.1`),
    /// `1000xm5` also `xm5` and `5`. An end of one letter is left out (`h2o` is not also `o`):
    /// it would find every word with that letter.
    ///
    /// A word of letters that ends in a number is also stored as its letters: `python3` is also
    /// `python`, `sqlite3` also `sqlite`, `gtk4` also `gtk`. The number there is a version or a
    /// model of the thing the letters name, and a person types its name without it, in full
    /// (`python `), so the item must be found by the word itself and not only as a longer word the
    /// letters begin, which ranks below every item that holds the word. One letter is left out
    /// (`x11` is not also `x`), as for the ends.
    private static func storePartsOfModelNumber(
        _ token: UnsafeBufferPointer<UInt8>, at range: Range<Int>,
        _ body: (UnsafeBufferPointer<UInt8>, Range<Int>, Bool) -> Bool
    ) -> Bool {
        guard let turns = letterDigitTurns(of: token) else { return true }
        // Thousands written with a `k` are also the number: `50k` is also `50000`.
        if token.count <= 5, token.last == 0x6B, turns == [token.count - 1] {
            let thousands = Array(token.dropLast()) + [0x30, 0x30, 0x30]
            guard thousands.withUnsafeBufferPointer({ body($0, range, true) }) else { return false }
        }
        // A folded ASCII token is its text, byte for byte, when the lengths agree.
        let sameBytes = range.count == token.count
        if turns.count == 1, turns[0] > 1, !isDigit(token[0]) {
            let head = UnsafeBufferPointer(rebasing: token[..<turns[0]])
            let headRange = sameBytes ? range.lowerBound..<(range.lowerBound + turns[0]) : range
            guard body(head, headRange, true) else { return false }
        }
        // Hashes and identifiers (`3f2a9b7c`) turn often, and a person types them whole.
        guard turns.count <= 3 else { return true }
        for start in turns {
            guard isDigit(token[start]) || token.count - start > 1 else { continue }
            let end = UnsafeBufferPointer(rebasing: token[start...])
            let endRange = sameBytes ? (range.lowerBound + start)..<range.upperBound : range
            guard body(end, endRange, true) else { return false }
        }
        return true
    }

    /// Stores a German word written with umlauts also as German writes it without them
    /// (``germanSpelling(of:)``): addresses, file names and keyboards without the letters spell
    /// them so, and a person typing `schroeder` or `mieterhoehung` means `Schröder` and
    /// `Mieterhöhung`. (Folding keeps the plain letter, `schroder`, which finds it too.)
    private static func storeGermanSpelling(
        of written: UnsafeBufferPointer<UInt8>, at range: Range<Int>,
        _ body: (UnsafeBufferPointer<UInt8>, Range<Int>, Bool) -> Bool
    ) -> Bool {
        guard let spelled = germanSpelling(of: written) else { return true }
        return spelled.withUnsafeBufferPointer { body($0, range, true) }
    }

    /// A word written with umlauts as German writes it without them, lowercased: `ä`, `ö`, `ü`
    /// as `ae`, `oe`, `ue` (also when the diaeresis is combined with the letter, as file names
    /// from Apple's systems write it), `ß` as `ss`. `nil` for a word without umlauts or with any
    /// other letter outside ASCII.
    package static func germanSpelling(of written: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        guard written.contains(where: { $0 == 0xC3 || $0 == 0xCC }),
            written.count < Tokenizer.maximumTokenLength / 2
        else { return nil }
        var spelled: [UInt8] = []
        spelled.reserveCapacity(written.count + 4)
        var offset = written.startIndex
        var hasUmlaut = false
        while offset < written.endIndex {
            let byte = written[offset]
            if byte < 0x80 {
                spelled.append(byte &- 0x41 < 26 ? byte | 0x20 : byte)
                offset += 1
                continue
            }
            guard offset + 1 < written.endIndex else { return nil }
            if byte == 0xCC, written[offset + 1] == 0x88, let vowel = spelled.last,
                [0x61, 0x6F, 0x75].contains(vowel)
            {
                spelled.append(0x65)
                hasUmlaut = true
                offset += 2
                continue
            }
            guard byte == 0xC3 else { return nil }
            switch written[offset + 1] {
            case 0xA4, 0x84: spelled += [0x61, 0x65]  // ä Ä
            case 0xB6, 0x96: spelled += [0x6F, 0x65]  // ö Ö
            case 0xBC, 0x9C: spelled += [0x75, 0x65]  // ü Ü
            case 0x9F: spelled += [0x73, 0x73]  // ß
            default: return nil
            }
            hasUmlaut = hasUmlaut || written[offset + 1] != 0x9F
            offset += 2
        }
        return hasUmlaut ? spelled : nil
    }

    /// Where a token of ASCII letters and digits, both, turns from one to the other (`v2` → `[1]`,
    /// `1000xm5` → `[4, 6]`), or `nil` for any other token: both sides of a search cut such words
    /// there (``storePartsOfModelNumber(_:at:_:)``, `FullTextQuery.splittingLettersFromDigits()`).
    /// One pass, and no allocation for a token that does not turn: it runs for every token indexed.
    package static func letterDigitTurns(of token: UnsafeBufferPointer<UInt8>) -> [Int]? {
        var turns: [Int] = []
        for offset in token.indices {
            let byte = token[offset]
            guard isDigit(byte) || byte &- 0x61 < 26 else { return nil }
            if offset > 0, isDigit(byte) != isDigit(token[offset - 1]) { turns.append(offset) }
        }
        return turns.isEmpty ? nil : turns
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

    /// The document tokens of `text`, in order, whole words included.
    package static func tokens(_ text: String) -> [String] {
        var result: [String] = []
        var text = text
        text.withUTF8 { utf8 in
            tokenize(utf8) { token, _, _ in
                result.append(String(decoding: token, as: UTF8.self))
                return true
            }
        }
        return result
    }
}

/// A word being collected from parts written together, in a buffer of
/// ``Tokenizer/maximumTokenLength`` bytes owned by the caller.
private struct WholeWord {
    enum Joining {
        /// Parts with nothing between them: `MyWindow`.
        case camelCase
        /// Parts with nothing or one joining mark between them: `e-mail`, `node.js`, `O’Reilly`.
        case punctuation
    }

    private let buffer: UnsafeMutablePointer<UInt8>
    private let joining: Joining
    private var count = 0
    private var start = 0
    private var end = -1
    private var parts = 0
    /// Joining marks crossed, and whether every stretch between them has a letter so far.
    private var marks = 0
    private var stretchHasLetter = false
    private var everyStretchHasLetter = true
    /// The word outgrew the buffer; a joined word is then not stored at all.
    private var isCut = false

    init(buffer: UnsafeMutablePointer<UInt8>, joining: Joining) {
        self.buffer = buffer
        self.joining = joining
    }

    /// Folded CJK tokens are n-grams and emoji are symbols: neither joins a word.
    private static func isWordPart(_ token: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !token.isEmpty else { return false }
        return !Tokenizer.isCJKToken(token) && !Tokenizer.isEmojiToken(token)
    }

    /// Whether `bytes` is one mark that joins the parts of a word: an apostrophe (straight or
    /// typographic), a hyphen, a full stop or an ampersand.
    private static func isJoiningMark(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        switch bytes.count {
        case 1: return bytes[0] == 0x27 || bytes[0] == 0x2D || bytes[0] == 0x2E || bytes[0] == 0x26
        // U+2010 hyphen, U+2011 non-breaking hyphen, U+2019 right single quotation mark.
        case 3: return bytes[0] == 0xE2 && bytes[1] == 0x80 && [0x90, 0x91, 0x99].contains(bytes[2])
        default: return false
        }
    }

    /// Whether `token` after `mark` is a possessive's `s`: an apostrophe, straight or typographic.
    private static func isPossessive(
        _ token: UnsafeBufferPointer<UInt8>, after mark: UnsafeBufferPointer<UInt8>
    )
        -> Bool
    {
        token.count == 1 && token[0] == 0x73
            && (mark.elementsEqual([0x27]) || mark.elementsEqual([0xE2, 0x80, 0x99]))
    }

    mutating func flushUnlessContinued(
        by token: UnsafeBufferPointer<UInt8>, at range: Range<Int>, in text: UnsafeBufferPointer<UInt8>,
        _ body: (UnsafeBufferPointer<UInt8>, Range<Int>, Bool) -> Bool
    ) -> Bool {
        let isPart = parts > 0 && Self.isWordPart(token)
        let adjacent = isPart && range.lowerBound == end
        let afterMark =
            isPart && joining == .punctuation && range.lowerBound > end
            && Self.isJoiningMark(UnsafeBufferPointer(rebasing: text[end..<range.lowerBound]))
        if afterMark {
            // A possessive ends the word it follows: `co-op's` is also `coop`, as `co-op` is.
            if marks == 1,
                Self.isPossessive(token, after: UnsafeBufferPointer(rebasing: text[end..<range.lowerBound])),
                everyStretchHasLetter, stretchHasLetter, !isCut
            {
                guard body(UnsafeBufferPointer(start: buffer, count: count), start..<end, true) else {
                    return false
                }
            }
            marks += 1
            everyStretchHasLetter = everyStretchHasLetter && stretchHasLetter
            stretchHasLetter = false
        } else if !adjacent {
            guard flush(body) else { return false }
            guard Self.isWordPart(token) else { return true }
            start = range.lowerBound
        }
        if count + token.count <= Tokenizer.maximumTokenLength {
            if let source = token.baseAddress {
                (buffer + count).update(from: source, count: token.count)
            }
            count += token.count
            parts += 1
        } else {
            isCut = true
        }
        // Tokens are letters and digits, and every byte of a non-ASCII scalar is at least 0x80.
        stretchHasLetter = stretchHasLetter || token.contains { $0 > 0x39 }
        end = range.upperBound
        return true
    }

    mutating func flush(_ body: (UnsafeBufferPointer<UInt8>, Range<Int>, Bool) -> Bool) -> Bool {
        defer {
            count = 0
            parts = 0
            end = -1
            marks = 0
            stretchHasLetter = false
            everyStretchHasLetter = true
            isCut = false
        }
        let isWhole =
            switch joining {
            case .camelCase: parts > 1
            case .punctuation: marks == 1 && everyStretchHasLetter && stretchHasLetter && !isCut
            }
        guard isWhole else { return true }
        return body(UnsafeBufferPointer(start: buffer, count: count), start..<end, true)
    }
}

/// A number written in groups of digits, collected to be stored with its digits together:
///
/// - grouped in thousands: groups joined by single commas, the first of one to three digits and
///   every other of three (`1,250`, `12,000,000`), whatever follows (`1,250.00` is `1250`);
/// - a phone number: groups of up to four digits, 7 to 15 digits in all, the last group of three
///   or more or at least four groups of two or more, joined by a hyphen, a full stop, a space or
///   a parenthesis with a space or without (`555-1234`, `(555) 123-4567`, `+1 (555) 123.4567`,
///   `06 12 34 56 78`). One with a country code (after a plus sign, or the `1` before ten
///   digits) is also stored without it: `+1 555.123.4567` is also `5551234567`.
///
/// Dates (`2026-11-30`, three groups whose last has two digits), times (`10:30`), versions
/// (`1.2.3`) and lists (`1, 2, 3`) join nothing.
private struct DigitGroups {
    private let buffer: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var start = 0
    private var end = -1
    private var groups = 0
    private var firstGroupSize = 0
    private var lastGroupSize = 0
    /// The size of the group before the last (0 until there are two).
    private var previousGroupSize = 0
    private var largestLaterGroup = 0
    private var smallestLaterGroup = Int.max
    private var commas = 0
    private var otherMarks = 0
    /// How many of `otherMarks` are hyphens, which alone join an order number's groups.
    private var hyphens = 0
    /// The first group follows a plus sign: it is a country code (`+1 415 555 0134`).
    private var followsPlus = false

    init(buffer: UnsafeMutablePointer<UInt8>) {
        self.buffer = buffer
    }

    private static func isDigits(_ token: UnsafeBufferPointer<UInt8>) -> Bool {
        !token.isEmpty && token.allSatisfy { $0 &- 0x30 < 10 }
    }

    /// The marks between two groups as ASCII, at most two of them: a full-width mark (`，`, `－`,
    /// `）`) is its ASCII one and the ideographic space a space, because text typed in Japanese
    /// and Chinese writes numbers with them (`７，４８０円`, `０９０－１２３４－５６７８`). `nil` for
    /// more marks or any other character.
    private static func marks(_ gap: UnsafeBufferPointer<UInt8>) -> (count: Int, first: UInt8, last: UInt8)? {
        var marks = (count: 0, first: UInt8(0), last: UInt8(0))
        var offset = gap.startIndex
        while offset < gap.endIndex {
            let mark: UInt8
            if gap[offset] < 0x80 {
                mark = gap[offset]
                offset += 1
            } else if gap[offset] == 0xC2, offset + 1 < gap.endIndex, gap[offset + 1] == 0xA0 {
                mark = 0x20  // The no-break space.
                offset += 2
            } else if offset + 2 < gap.endIndex,
                let ascii = asciiOfWideMark(gap[offset], gap[offset + 1], gap[offset + 2])
            {
                mark = ascii
                offset += 3
            } else {
                return nil
            }
            marks.count += 1
            guard marks.count <= 2 else { return nil }
            if marks.count == 1 { marks.first = mark }
            marks.last = mark
        }
        return marks.count == 0 ? nil : marks
    }

    /// The ASCII mark a three-byte full-width mark (U+FF01–FF3F) or the ideographic space stands for.
    private static func asciiOfWideMark(_ lead: UInt8, _ second: UInt8, _ third: UInt8) -> UInt8? {
        switch (lead, second, third) {
        case (0xEF, 0xBC, 0x81...0xBF): third - 0x60
        // The ideographic space, and the narrow no-break space French groups thousands with.
        case (0xE3, 0x80, 0x80), (0xE2, 0x80, 0xAF): 0x20
        default: nil
        }
    }

    /// Whether the bytes between two groups are a comma (`true`), another mark that joins a
    /// phone number's groups (`false`), or nothing that joins them (`nil`).
    private static func separator(_ gap: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard let marks = marks(gap) else { return nil }
        // Keep in step with `hyphens`, counted where a gap is one `-`.
        switch (marks.count, marks.first, marks.last) {
        case (1, 0x2C, _): return true  // ,
        case (1, 0x2D, _), (1, 0x2E, _), (1, 0x20, _), (1, 0x29, _): return false  // - . space )
        case (2, 0x29, 0x20), (2, 0x20, 0x28): return false  // ")" and a space, a space and "("
        default: return nil
        }
    }

    /// Whether `gap` is one hyphen, ASCII or full-width.
    private static func isHyphen(_ gap: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let marks = marks(gap) else { return false }
        return marks.count == 1 && marks.first == 0x2D
    }

    mutating func flushUnlessContinued(
        by token: UnsafeBufferPointer<UInt8>, at range: Range<Int>, in text: UnsafeBufferPointer<UInt8>,
        _ body: (UnsafeBufferPointer<UInt8>, Range<Int>, Bool) -> Bool
    ) -> Bool {
        guard Self.isDigits(token) else { return flush(body) }
        // A number is grouped by commas or by other marks, never both: `1,250.00` ends at its
        // decimal point.
        // An ISO date ends there: what follows (`2024-03-15 10:30`) is another number.
        if groups > 0, range.lowerBound > end, !isISODate,
            let isComma = Self.separator(UnsafeBufferPointer(rebasing: text[end..<range.lowerBound])),
            isComma ? otherMarks == 0 : commas == 0
        {
            if isComma { commas += 1 } else { otherMarks += 1 }
            if Self.isHyphen(UnsafeBufferPointer(rebasing: text[end..<range.lowerBound])) { hyphens += 1 }
            largestLaterGroup = max(largestLaterGroup, token.count)
            smallestLaterGroup = min(smallestLaterGroup, token.count)
        } else {
            guard flush(body) else { return false }
            start = range.lowerBound
            firstGroupSize = token.count
            followsPlus =
                (range.lowerBound > 0 && text[range.lowerBound - 1] == 0x2B)
                || (range.lowerBound > 2
                    && Self.asciiOfWideMark(
                        text[range.lowerBound - 3], text[range.lowerBound - 2], text[range.lowerBound - 1])
                        == 0x2B)
        }
        if count + token.count <= Tokenizer.maximumTokenLength, let source = token.baseAddress {
            (buffer + count).update(from: source, count: token.count)
            count += token.count
        }
        groups += 1
        previousGroupSize = groups > 1 ? lastGroupSize : 0
        lastGroupSize = token.count
        end = range.upperBound
        return true
    }

    /// English month names, January first.
    private static let monthNames = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december",
    ]

    /// The groups so far are a date as ISO 8601 writes it: `2024-03-05`.
    private var isISODate: Bool {
        groups == 3 && commas == 0 && firstGroupSize == 4 && previousGroupSize == 2 && lastGroupSize == 2
            && count == 8
    }

    /// Stores an ISO date (`2024-03-05`) also as its month's name and its day without a leading
    /// zero (`march`, `5`): people search for a date by its name (`march 5`).
    private func storeMonthAndDay(_ body: (UnsafeBufferPointer<UInt8>, Range<Int>, Bool) -> Bool) -> Bool {
        guard isISODate else { return true }
        func number(at offset: Int) -> Int {
            Int(buffer[offset] &- 0x30) * 10 + Int(buffer[offset + 1] &- 0x30)
        }
        let (month, day) = (number(at: 4), number(at: 6))
        guard (1...12).contains(month), (1...31).contains(day) else { return true }
        var name = Self.monthNames[month - 1]
        guard name.withUTF8({ body($0, start..<end, true) }) else { return false }
        guard day < 10 else { return true }
        return withUnsafeBytes(of: buffer[7]) { body($0.bindMemory(to: UInt8.self), start..<end, true) }
    }

    /// Stores a phone number written solid after a plus sign (`+4915170011223`, as address books
    /// store it) also as dialled at home, as a number written in groups is: without its country
    /// code (`15170011223`), with a trunk 0 in its place outside North America
    /// (`015170011223`), and a North American one also as its seven-digit local number.
    private func storeDialledAtHome(_ body: (UnsafeBufferPointer<UInt8>, Range<Int>, Bool) -> Bool) -> Bool {
        let digits = UnsafeBufferPointer(start: buffer, count: count)
        guard count <= 15, let codeLength = CountryCallingCode.length(in: digits) else { return true }
        let national = count - codeLength
        guard body(UnsafeBufferPointer(start: buffer + codeLength, count: national), start..<end, true) else {
            return false
        }
        if CountryCallingCode.isNorthAmerican(digits, codeLength: codeLength) {
            guard national == 10 else { return true }
            return body(UnsafeBufferPointer(start: buffer + count - 7, count: 7), start..<end, true)
        }
        buffer[codeLength - 1] = 0x30
        return body(
            UnsafeBufferPointer(start: buffer + codeLength - 1, count: national + 1), start..<end, true)
    }

    mutating func flush(_ body: (UnsafeBufferPointer<UInt8>, Range<Int>, Bool) -> Bool) -> Bool {
        defer {
            count = 0
            groups = 0
            previousGroupSize = 0
            end = -1
            largestLaterGroup = 0
            smallestLaterGroup = Int.max
            commas = 0
            otherMarks = 0
            hyphens = 0
            followsPlus = false
        }
        guard groups > 1 else { return groups == 1 && followsPlus ? storeDialledAtHome(body) : true }
        guard storeMonthAndDay(body) else { return false }
        // Most of Europe groups thousands with a space or a full stop (`1 234,50 €`, `1.234,50`).
        let thousands =
            (otherMarks == 0 || (commas == 0 && hyphens == 0 && !isISODate))
            && (1...3).contains(firstGroupSize)
            && largestLaterGroup == 3 && smallestLaterGroup == 3
        // India groups lakhs and crores in pairs before the last three digits: `1,84,250`.
        let lakhs =
            otherMarks == 0 && (1...2).contains(firstGroupSize) && lastGroupSize == 3
            && smallestLaterGroup == 2
            && largestLaterGroup == 3
        // A last group of two digits ends a date (`2026-11-30`), unless the number is written in
        // four or more pairs, as much of Europe writes phone numbers (`06 12 34 56 78`).
        // After a country code a group may be one digit (`+33 6 12 34 56 78`).
        let endsLikeAPhoneNumber =
            lastGroupSize >= 3 || (groups >= 4 && (smallestLaterGroup >= 2 || followsPlus))
        // India writes a mobile number in two groups of five: `98220 45678`. After a country
        // code or a trunk 0, a group runs to eight digits, as much of Europe writes a number
        // after its area or network code (`+49 157 33449921`, `030 12345678`).
        let longGroups = followsPlus || (buffer[0] == 0x30 && groups == 2)
        let phone =
            commas == 0 && (7...15).contains(count) && endsLikeAPhoneNumber && firstGroupSize <= 5
            && largestLaterGroup <= (longGroups ? 8 : 5)
        // An order or booking number in groups joined by hyphens (`408-7734521-9983346`).
        let orderNumber = commas == 0 && hyphens == groups - 1 && count >= 12
        // A six-digit code shown in halves (`884-221`, `123 456`), as one-time and confirmation
        // codes are, is typed solid too.
        let code = commas == 0 && count == 6 && groups == 2 && firstGroupSize == 3 && lastGroupSize == 3
        guard thousands || lakhs || phone || code || orderNumber else { return true }
        guard body(UnsafeBufferPointer(start: buffer, count: count), start..<end, true) else { return false }
        // Whole thousands below a million are also written with a `k`: `45,000` is also `45k`.
        if thousands, (4...6).contains(count), buffer[count - 3] == 0x30, buffer[count - 2] == 0x30,
            buffer[count - 1] == 0x30
        {
            buffer[count - 3] = 0x6B
            guard body(UnsafeBufferPointer(start: buffer, count: count - 2), start..<end, true) else {
                return false
            }
            buffer[count - 3] = 0x30
        }
        // The number as dialled at home, without its country code: `+1 415-555-0134` and
        // `1-800-555-0199` are also `4155550134` and `8005550199`.
        let national = count - firstGroupSize
        let isCountryCode =
            followsPlus ? firstGroupSize <= 3 : buffer[0] == 0x31 && firstGroupSize == 1 && national == 10
        let hasCountryCode = phone && national >= 7 && isCountryCode
        if hasCountryCode {
            let dialled = UnsafeBufferPointer(start: buffer + firstGroupSize, count: national)
            guard body(dialled, start..<end, true) else { return false }
            // Outside North America a number dialled at home starts with a trunk 0: `+44 20 7946
            // 0958` is `020 7946 0958` in the UK. The country code's last digit, already passed
            // on, makes room for it.
            if followsPlus, !(firstGroupSize == 1 && buffer[0] == 0x31) {
                buffer[firstGroupSize - 1] = 0x30
                let trunk = UnsafeBufferPointer(start: buffer + firstGroupSize - 1, count: national + 1)
                guard body(trunk, start..<end, true) else { return false }
            }
        }
        // A North American number (ten digits, the last groups of three and four) is also its
        // seven-digit local number, as people dial it within the area: `(555) 867-5309` is also
        // `8675309`.
        // A number written with its trunk 0 (`020 2565 1234`) is also the number after it, as
        // it follows the country code: `+91 20 2565 1234` finds it.
        if phone, !followsPlus, buffer[0] == 0x30, firstGroupSize >= 2, count >= 9 {
            guard body(UnsafeBufferPointer(start: buffer + 1, count: count - 1), start..<end, true) else {
                return false
            }
        }
        let nationalDigits = hasCountryCode ? national : count
        guard phone, nationalDigits == 10, groups >= 3, previousGroupSize == 3, lastGroupSize == 4 else {
            return true
        }
        return body(UnsafeBufferPointer(start: buffer + count - 7, count: 7), start..<end, true)
    }
}

/// Splits text into the folded tokens Searchlight indexes and queries (DESIGN.md §5).
///
/// - Tokens are runs of Unicode letters and digits; anything else (spaces, punctuation,
///   apostrophes, symbols, ill-formed UTF-8) separates them. Digits stay with letters:
///   `libp2p`, `utf8`, `x86` are single tokens.
/// - Each emoji is a token of its own, as people search for them too: `🎉 party` → `🎉 party`.
///   Skin tones, variation selectors and joiners are dropped, so `👍🏽` is `👍` and a family
///   `👨‍👩‍👧` is the phrase `👨 👩 👧`; a flag is its two regional indicators.
/// - Inside a run, a lowercase letter followed by an uppercase one is a boundary (digits in
///   between do not reset that): `MyWindowClass` → `my window class`, `iPhone` → `i phone`,
///   `utf8Decoder` → `utf8 decoder`; but `NSWindow` → `nswindow`, `HTML5Parser` → `html5parser`.
/// - A run of Han, Hiragana, Katakana (with ー and halfwidth forms) and Hangul, or of a script
///   written without spaces between words (Thai, Lao, Myanmar, Khmer, whose vowel and tone marks
///   fold away), ends any letter run and becomes overlapping bigrams of its folded characters, so any substring of two or
///   more characters is a phrase of bigrams: `ナチュラル州立` → `なち ちゅ ゅら らる る州 州立`.
///   A one-character run is that character. `Swift言語でiOS` → `swift 言語 語で i os`. The
///   full-text index also stores each run's trigrams, and searches look those up
///   (``CJKGrams``).
/// - `++` or `#` right after a run of one or two ASCII letters, with no letter after it, stays in
///   the token: `C++` → `c++`, `C#` → `c#`, `g++-12` → `g++ 12` (but `Notepad++` → `notepad`).
/// - Every token is folded like ``TextFolding/fold(_:)``: lowercase, no diacritics, fullwidth
///   ASCII as ASCII, katakana as hiragana. Tokens longer than ``maximumTokenLength`` bytes are
///   cut at a scalar boundary.
package enum Tokenizer {
    /// Longest folded token, in UTF-8 bytes; the rest of a longer run is not indexed.
    package static let maximumTokenLength = 256

    /// Whether `scalar` is an emoji indexed as a token of its own: a pictograph (not a skin-tone
    /// modifier, and not the ©, ® or ‼ that are emoji only in some fonts) or a regional indicator.
    static func isEmoji(_ scalar: UInt32) -> Bool {
        // The blocks that hold emoji, so the punctuation of other scripts (`、` `。` `—`) skips
        // the property lookup.
        switch scalar {
        case 0x2122...0x2BFF, 0x3030, 0x303D, 0x3297, 0x3299, 0x1F000...0x1FAFF: break
        default: return false
        }
        guard let value = Unicode.Scalar(scalar) else { return false }
        let properties = value.properties
        return properties.isEmoji && !properties.isEmojiModifier
    }

    /// Whether a folded token is an emoji (``isEmoji(_:)``): such a token never joins the words
    /// around it.
    static func isEmojiToken(_ token: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = token.baseAddress, let first = token.first, first >= 0xE2 else { return false }
        let (scalar, length) = TextFolding.decode(base, at: 0, count: token.count)
        return length == token.count && isEmoji(scalar)
    }

    /// What a run of three or more CJK characters becomes.
    package enum CJKGrams: Sendable {
        /// Overlapping bigrams: any substring of two or more characters is a phrase of them.
        case bigrams
        /// Each bigram followed by the trigram that starts with it, at the same position
        /// (colocated): what the full-text index stores. A three-character substring is then one
        /// term, and a longer one a phrase of trigrams, whose postings are a fraction of the
        /// bigrams' — the bigrams of a common word such as `パッケージ` are in a third of a Japanese
        /// corpus, and a phrase of them is checked position by position in every such item.
        case bigramsAndTrigrams
        /// Overlapping trigrams, and a shorter run as before: what a search of that index looks
        /// up. `パッケージ` → `ぱっけ っけー けーじ`.
        case trigrams
    }

    /// Tokenizes UTF-8 `text`, calling `body(folded, range)` for each token in order.
    ///
    /// `folded` holds the folded token's UTF-8 bytes and is valid only during the call; `range`
    /// is the token's byte offsets in `text` (a bigram spans both characters). Return false from
    /// `body` to stop.
    package static func tokenize(
        _ text: UnsafeBufferPointer<UInt8>,
        _ body: (UnsafeBufferPointer<UInt8>, Range<Int>) -> Bool
    ) {
        tokenize(text, cjk: .bigrams) { token, range, _ in body(token, range) }
    }

    /// Tokenizes UTF-8 `text` with CJK runs as `cjk` says, calling `body(folded, range,
    /// colocated)` for each token in order; `colocated` marks a token at the previous one's
    /// position (a trigram of ``CJKGrams/bigramsAndTrigrams``).
    package static func tokenize(
        _ text: UnsafeBufferPointer<UInt8>, cjk: CJKGrams,
        _ body: (UnsafeBufferPointer<UInt8>, Range<Int>, Bool) -> Bool
    ) {
        guard let base = text.baseAddress, !text.isEmpty else { return }
        TextFolding.table.withUnsafeBufferPointer { table in
            // Room for a full token plus the 8-byte store that appends a folded scalar, and a
            // separate area of 16 bytes for bigrams and trigrams.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumTokenLength + 32) { scratch in
                guard let buffer = scratch.baseAddress else { return }
                var scanner = TokenScanner(
                    text: base, count: text.count, table: table, buffer: buffer, cjk: cjk)
                scanner.run(body)
            }
        }
    }

    /// The folded tokens of `text`, in order.
    ///
    /// ```swift
    /// Tokenizer.tokens("MyWindowClass")  // ["my", "window", "class"]
    /// Tokenizer.tokens("州立公園")         // ["州立", "立公", "公園"]
    /// Tokenizer.tokens("州立公園", cjk: .trigrams)  // ["州立公", "立公園"]
    /// ```
    package static func tokens(_ text: String, cjk: CJKGrams = .bigrams) -> [String] {
        var result: [String] = []
        var text = text
        text.withUTF8 { utf8 in
            tokenize(utf8, cjk: cjk) { folded, _, _ in
                result.append(String(decoding: folded, as: UTF8.self))
                return true
            }
        }
        return result
    }
}

/// The tokenizer's state over one text: the letter run being built and the last three CJK
/// characters. At most one of the two is active at a time.
private struct TokenScanner {
    typealias Body = (UnsafeBufferPointer<UInt8>, Range<Int>, Bool) -> Bool

    private let text: UnsafePointer<UInt8>
    private let count: Int
    private let table: UnsafeBufferPointer<UInt64>
    private let buffer: UnsafeMutablePointer<UInt8>
    private let bigramBuffer: UnsafeMutablePointer<UInt8>

    /// Folded bytes of the current letter run in `buffer`.
    private var length = 0
    /// Start of the current letter run in `text`, or -1 outside a run.
    private var runStart = -1
    private var runEnd = 0
    /// The run reached ``Tokenizer/maximumTokenLength``; later scalars are not appended, so the
    /// token stays a prefix that ends on a scalar boundary.
    private var isFull = false
    /// The last letter of the run was lowercase (camelCase boundary before an uppercase one).
    private var afterLowercase = false

    private let cjk: Tokenizer.CJKGrams
    /// The two CJK characters before `pending`, already final; -1 start when absent.
    private var beforePrevious: UInt32 = 0
    private var beforePreviousStart = -1
    private var previous: UInt32 = 0
    private var previousStart = -1
    private var previousEnd = 0
    /// The last CJK character; still open because a following voiced mark composes into it.
    private var pending: UInt32 = 0
    private var pendingStart = -1
    private var pendingEnd = 0

    init(
        text: UnsafePointer<UInt8>, count: Int, table: UnsafeBufferPointer<UInt64>,
        buffer: UnsafeMutablePointer<UInt8>, cjk: Tokenizer.CJKGrams
    ) {
        self.text = text
        self.count = count
        self.table = table
        self.buffer = buffer
        self.cjk = cjk
        self.bigramBuffer = buffer + Tokenizer.maximumTokenLength + 16
    }

    // Not inlined into callers: a single big inlined body spills the scanner state to the stack
    // and halves throughput.
    @inline(never)
    mutating func run(_ body: Body) {
        var index = 0
        while index < count {
            let byte = text[index]
            if byte < 0x80 {
                if byte &- 0x61 < 26 || byte &- 0x30 < 10 {
                    guard endCJK(body) else { return }
                    if runStart < 0 {
                        runStart = index
                    }
                    // Lowercase letters and digits never split a run: copy them in one go.
                    var end = index + 1
                    var sawLowercase = byte &- 0x61 < 26
                    while end < count {
                        let next = text[end]
                        if next &- 0x61 < 26 {
                            sawLowercase = true
                        } else if next &- 0x30 >= 10 {
                            break
                        }
                        end += 1
                    }
                    appendASCII(from: index, to: end)
                    afterLowercase = afterLowercase || sawLowercase
                    runEnd = end
                    index = end
                } else if byte &- 0x41 < 26 {
                    guard endCJK(body) else { return }
                    if afterLowercase {
                        guard endRun(body) else { return }
                    }
                    if runStart < 0 {
                        runStart = index
                    }
                    appendASCII(byte | 0x20)
                    afterLowercase = false
                    index += 1
                    runEnd = index
                } else {
                    let suffix = languageSuffixLength(at: index)
                    if suffix > 0 {
                        appendASCII(from: index, to: index + suffix)
                        index += suffix
                        runEnd = index
                    } else {
                        index += 1
                    }
                    guard endRun(body), endCJK(body) else { return }
                }
                continue
            }

            let (scalar, length) = TextFolding.decode(text, at: index, count: count)
            guard length > 0 else {
                guard endRun(body), endCJK(body) else { return }
                index += 1
                continue
            }
            let entry = TextFolding.entry(scalar, table: table)
            let kind = TextFolding.kind(entry)
            switch kind {
            case ScalarKind.lowercase, ScalarKind.uppercase, ScalarKind.caselessLetter, ScalarKind.digit:
                guard endCJK(body) else { return }
                if kind == ScalarKind.uppercase && afterLowercase {
                    guard endRun(body) else { return }
                }
                if runStart < 0 {
                    runStart = index
                }
                append(entry)
                runEnd = index + length
                if kind == ScalarKind.lowercase {
                    afterLowercase = true
                } else if kind != ScalarKind.digit {
                    afterLowercase = false
                }
            case ScalarKind.mark:
                // A mark extends a letter run; it starts one only if it survives folding.
                if runStart >= 0 || pendingStart < 0 && TextFolding.byteCount(entry) > 0 {
                    if runStart < 0 {
                        runStart = index
                    }
                    append(entry)
                    runEnd = index + length
                }
            case ScalarKind.cjk:
                guard endRun(body), pushCJK(TextFolding.cjkScalar(entry), index, index + length, body)
                else { return }
            case ScalarKind.voicedMark, ScalarKind.semiVoicedMark:
                // Composes into the open CJK character (ｶﾞ → が); a mark with nothing to voice is dropped.
                let semiVoiced = kind == ScalarKind.semiVoicedMark
                guard pendingStart >= 0 else { break }
                if let voiced = TextFolding.composeVoiced(pending, semiVoiced: semiVoiced) {
                    pending = voiced
                    pendingEnd = index + length
                }
            case ScalarKind.ignorable:
                break
            default:
                guard endRun(body), endCJK(body) else { return }
                if Tokenizer.isEmoji(scalar) {
                    let (payload, count) = TextFolding.utf8Payload(scalar)
                    UnsafeMutableRawPointer(bigramBuffer).storeBytes(
                        of: payload.littleEndian, as: UInt64.self)
                    guard
                        body(
                            UnsafeBufferPointer(start: bigramBuffer, count: count), index..<(index + length),
                            false)
                    else { return }
                }
            }
            index += length
        }
        guard endRun(body) else { return }
        _ = endCJK(body)
    }

    /// The length of the `++` or `#` at `index` when it ends the name of a language or tool
    /// (`C++`, `C#`, `F#`, `g++`): a run of one or two ASCII letters right before it, and no letter
    /// right after. Such a name is one token with its marks; the letter alone would find every
    /// item that mentions C, F or G. A digit may follow (`C++17` is `c++ 17`); a longer word
    /// keeps its marks apart (`Notepad++` is `notepad`).
    @inline(__always)
    private func languageSuffixLength(at index: Int) -> Int {
        let byte = text[index]
        guard byte == 0x2B || byte == 0x23, runStart >= 0, runEnd == index, (1...2).contains(index - runStart)
        else { return 0 }
        for offset in runStart..<index where (text[offset] | 0x20) &- 0x61 >= 26 { return 0 }
        let suffix = byte == 0x23 ? 1 : 2
        if byte == 0x2B, index + 1 >= count || text[index + 1] != 0x2B { return 0 }
        guard index + suffix < count else { return suffix }
        let next = text[index + suffix]
        // Any non-ASCII scalar may be a letter; the marks stay apart before one (`C#言語`).
        let mayBeLetter = (next | 0x20) &- 0x61 < 26 || next >= 0x80
        return mayBeLetter || next == 0x2B || next == 0x23 ? 0 : suffix
    }

    @inline(__always)
    private mutating func appendASCII(from start: Int, to end: Int) {
        guard !isFull else { return }
        var count = end - start
        if length + count > Tokenizer.maximumTokenLength {
            count = Tokenizer.maximumTokenLength - length
            isFull = true
        }
        // Tokens are short; a plain loop beats a call to memmove.
        for offset in 0..<count {
            buffer[length + offset] = text[start + offset]
        }
        length += count
    }

    @inline(__always)
    private mutating func appendASCII(_ byte: UInt8) {
        guard !isFull else { return }
        guard length < Tokenizer.maximumTokenLength else {
            isFull = true
            return
        }
        buffer[length] = byte
        length += 1
    }

    @inline(__always)
    private mutating func append(_ entry: UInt64) {
        let count = TextFolding.byteCount(entry)
        guard !isFull, count > 0 else { return }
        guard length + count <= Tokenizer.maximumTokenLength else {
            isFull = true
            return
        }
        // The buffer has 8 spare bytes past the limit, so a whole-word store is always in bounds.
        UnsafeMutableRawPointer(buffer + length).storeBytes(
            of: TextFolding.payload(entry).littleEndian, as: UInt64.self)
        length += count
    }

    /// Emits the current letter run, if any. Returns false when `body` asked to stop.
    @inline(__always)
    private mutating func endRun(_ body: Body) -> Bool {
        guard runStart >= 0 else { return true }
        let range = runStart..<runEnd
        let token = UnsafeBufferPointer(start: buffer, count: length)
        runStart = -1
        length = 0
        isFull = false
        afterLowercase = false
        return body(token, range, false)
    }

    private mutating func pushCJK(_ scalar: UInt32, _ start: Int, _ end: Int, _ body: Body) -> Bool {
        var keepGoing = true
        if pendingStart >= 0 {
            keepGoing = emitFinal(body)
            beforePrevious = previous
            beforePreviousStart = previousStart
            previous = pending
            previousStart = pendingStart
            previousEnd = pendingEnd
        }
        pending = scalar
        pendingStart = start
        pendingEnd = end
        return keepGoing
    }

    /// Emits what `pending` completes now that it is final (no voiced mark can follow): the
    /// bigram it ends, or the trigram it ends and (indexing) the bigram that trigram starts with.
    @inline(__always)
    private func emitFinal(_ body: Body) -> Bool {
        switch cjk {
        case .bigrams:
            return previousStart < 0 || emit(previous, pending, from: previousStart, to: pendingEnd, body)
        case .bigramsAndTrigrams:
            return beforePreviousStart < 0
                || emit(beforePrevious, previous, from: beforePreviousStart, to: previousEnd, body)
                    && emit(
                        beforePrevious, previous, pending, from: beforePreviousStart, to: pendingEnd, body)
        case .trigrams:
            return beforePreviousStart < 0
                || emit(beforePrevious, previous, pending, from: beforePreviousStart, to: pendingEnd, body)
        }
    }

    /// Emits the rest of the current CJK run: what its last character completes, then its last
    /// bigram where that is not already covered, or its only character.
    @inline(__always)
    private mutating func endCJK(_ body: Body) -> Bool {
        guard pendingStart >= 0 else { return true }
        var keepGoing = emitFinal(body)
        if keepGoing {
            switch cjk {
            case .bigrams where previousStart >= 0, .trigrams where beforePreviousStart >= 0: break
            case .bigramsAndTrigrams where previousStart >= 0:
                // Indexing also stores the run's last character alone, at its last bigram's
                // position: every other character begins a bigram, so a one-character search
                // (`本` in `読みたい本`) finds any character of a run as a prefix.
                keepGoing =
                    emit(previous, pending, from: previousStart, to: pendingEnd, body)
                    && emitCharacter(pending, from: pendingStart, to: pendingEnd, colocated: true, body)
            case .trigrams where previousStart >= 0:
                keepGoing = emit(previous, pending, from: previousStart, to: pendingEnd, body)
            default:
                keepGoing = emitCharacter(pending, from: pendingStart, to: pendingEnd, colocated: false, body)
            }
        }
        beforePreviousStart = -1
        previousStart = -1
        pendingStart = -1
        return keepGoing
    }

    private func emitCharacter(_ scalar: UInt32, from start: Int, to end: Int, colocated: Bool, _ body: Body)
        -> Bool
    {
        let (payload, count) = TextFolding.utf8Payload(scalar)
        UnsafeMutableRawPointer(bigramBuffer).storeBytes(of: payload.littleEndian, as: UInt64.self)
        return body(UnsafeBufferPointer(start: bigramBuffer, count: count), start..<end, colocated)
    }

    private func emit(_ first: UInt32, _ second: UInt32, from start: Int, to end: Int, _ body: Body) -> Bool {
        let (first, firstCount) = TextFolding.utf8Payload(first)
        let (second, secondCount) = TextFolding.utf8Payload(second)
        let bytes = first | second << (8 * UInt64(firstCount))
        UnsafeMutableRawPointer(bigramBuffer).storeBytes(of: bytes.littleEndian, as: UInt64.self)
        return body(
            UnsafeBufferPointer(start: bigramBuffer, count: firstCount + secondCount), start..<end, false)
    }

    /// Emits a trigram; colocated with the bigram before it when indexing both.
    private func emit(
        _ first: UInt32, _ second: UInt32, _ third: UInt32, from start: Int, to end: Int, _ body: Body
    ) -> Bool {
        // Each payload is at most 4 bytes, stored 8 at a time: the last store ends within the
        // 16 bytes of the area.
        var count = 0
        func store(_ scalar: UInt32) {
            let (payload, length) = TextFolding.utf8Payload(scalar)
            UnsafeMutableRawPointer(bigramBuffer + count).storeBytes(
                of: payload.littleEndian, as: UInt64.self)
            count += length
        }
        store(first)
        store(second)
        store(third)
        return body(
            UnsafeBufferPointer(start: bigramBuffer, count: count), start..<end, cjk == .bigramsAndTrigrams)
    }
}

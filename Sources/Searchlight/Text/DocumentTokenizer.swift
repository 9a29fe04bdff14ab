extension Tokenizer {
    /// Whether a folded token starting with `byte` came from a CJK run (and so is a bigram, a
    /// trigram or a single character): only those scripts fold to three-byte sequences at or above U+3000.
    static func isCJKLeadByte(_ byte: UInt8) -> Bool { byte >= 0xE3 }
}

/// The tokens a document is indexed under: ``Tokenizer``'s tokens plus each camelCase word
/// whole, at the position of its last part.
///
/// `iPhone` is stored as `i`, `phone` and `iphone`, so typing the word without its capitals
/// still finds it, while `phone` alone does too.
package enum DocumentTokenizer {
    /// Calls `body(folded, range, colocated)` for each token; `colocated` marks a whole word, or a
    /// CJK trigram (`cjk`), that shares the previous token's position. Return false to stop.
    package static func tokenize(
        _ text: UnsafeBufferPointer<UInt8>, cjk: Tokenizer.CJKGrams = .bigrams,
        _ body: (UnsafeBufferPointer<UInt8>, Range<Int>, Bool) -> Bool
    ) {
        // The word's parts are copied into a stack buffer: every token may turn out to be one.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Tokenizer.maximumTokenLength) { storage in
            guard let buffer = storage.baseAddress else { return }
            var word = WholeWord(buffer: buffer)
            var stopped = false
            Tokenizer.tokenize(text, cjk: cjk) { token, range, colocated in
                guard word.flushUnlessContinued(by: token, at: range, body) else {
                    stopped = true
                    return false
                }
                guard body(token, range, colocated) else {
                    stopped = true
                    return false
                }
                return true
            }
            if !stopped { _ = word.flush(body) }
        }
    }

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

/// The camelCase word being collected from adjacent parts, in a buffer of
/// ``Tokenizer/maximumTokenLength`` bytes owned by the caller.
private struct WholeWord {
    private let buffer: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var start = 0
    private var end = -1
    private var parts = 0

    init(buffer: UnsafeMutablePointer<UInt8>) { self.buffer = buffer }

    /// Folded CJK tokens are n-grams and never join a word.
    private static func isWordPart(_ token: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = token.first else { return false }
        return !Tokenizer.isCJKLeadByte(first)
    }

    mutating func flushUnlessContinued(
        by token: UnsafeBufferPointer<UInt8>, at range: Range<Int>,
        _ body: (UnsafeBufferPointer<UInt8>, Range<Int>, Bool) -> Bool
    ) -> Bool {
        let continues = range.lowerBound == end && parts > 0 && Self.isWordPart(token)
        if !continues {
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
        }
        end = range.upperBound
        return true
    }

    mutating func flush(_ body: (UnsafeBufferPointer<UInt8>, Range<Int>, Bool) -> Bool) -> Bool {
        defer {
            count = 0
            parts = 0
            end = -1
        }
        guard parts > 1 else { return true }
        return body(UnsafeBufferPointer(start: buffer, count: count), start..<end, true)
    }
}

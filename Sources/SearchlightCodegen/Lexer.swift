/// Splits Swift source into the tokens the declaration scanner needs.
///
/// Comments (line, nested block, doc) are dropped; string literals of every form (multi-line,
/// raw `#"…"#`, interpolations with nested strings, parentheses and closures) and regex
/// literals become single tokens, so nothing inside them is mistaken for code. The lexer never
/// fails: malformed input yields tokens plus problems, and every loop advances, so any bytes
/// finish in linear time.
struct Lexer {
    /// A lexical problem, reported as a warning; the compiler reports the real error.
    struct Problem: Sendable, Hashable {
        var location: SourceLocation
        var message: String
    }

    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private var lineStart = 0
    private var lastTokenEndLine = 0
    /// How many string literals enclose the current position (through interpolations).
    private var stringDepth = 0
    /// Deeper nesting than any real code is cut off, so recursion cannot exhaust the stack.
    private static let maximumStringDepth = 64
    private(set) var tokens: [Token] = []
    private(set) var problems: [Problem] = []

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        tokens.reserveCapacity(bytes.count / 4)
    }

    /// The tokens of `bytes` and any lexical problems.
    static func tokenize(_ bytes: [UInt8]) -> (tokens: [Token], problems: [Problem]) {
        var lexer = Lexer(bytes: bytes)
        lexer.run()
        return (lexer.tokens, lexer.problems)
    }

    private var location: SourceLocation { SourceLocation(line: line, column: offset - lineStart + 1) }

    private func byte(at index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func run() {
        while offset < bytes.count {
            let start = offset
            let startLocation = location
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\n"):
                newline(at: offset)
                offset += 1
                continue
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C, 0:
                offset += 1
                continue
            case UInt8(ascii: "/") where self.byte(at: offset + 1) == UInt8(ascii: "/"):
                skipLineComment()
                continue
            case UInt8(ascii: "/") where self.byte(at: offset + 1) == UInt8(ascii: "*"):
                skipBlockComment()
                continue
            case UInt8(ascii: "/") where regexMayStart && scanBareRegex():
                emit(.regex, from: start, at: startLocation)
            case UInt8(ascii: "\""):
                scanString(hashes: 0, start: startLocation)
                emit(.string, from: start, at: startLocation)
            case UInt8(ascii: "#"):
                var hashes = 0
                while self.byte(at: offset + hashes) == UInt8(ascii: "#") { hashes += 1 }
                let next = self.byte(at: offset + hashes)
                if next == UInt8(ascii: "\"") {
                    offset += hashes
                    scanString(hashes: hashes, start: startLocation)
                    emit(.string, from: start, at: startLocation)
                } else if next == UInt8(ascii: "/") {
                    offset += hashes + 1
                    scanExtendedRegex(hashes: hashes, start: startLocation)
                    emit(.regex, from: start, at: startLocation)
                } else if hashes == 1, let next, Lexer.isIdentifierStart(next) {
                    offset += 1
                    scanIdentifier()
                    emit(.pound, from: start, at: startLocation)
                } else {
                    offset += 1
                    emit(.punctuation, from: start, at: startLocation)
                }
            case UInt8(ascii: "`"):
                if let close = closingBacktick() {
                    offset = close + 1
                    emit(.identifier, from: start, at: startLocation)
                } else {
                    offset += 1
                    emit(.punctuation, from: start, at: startLocation)
                }
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                scanNumber()
                emit(.number, from: start, at: startLocation)
            default:
                if Lexer.isIdentifierStart(byte) {
                    scanIdentifier()
                    emit(.identifier, from: start, at: startLocation)
                } else {
                    offset += 1
                    emit(.punctuation, from: start, at: startLocation)
                }
            }
        }
    }

    private mutating func emit(_ kind: Token.Kind, from start: Int, at startLocation: SourceLocation) {
        let startsLine = startLocation.line > lastTokenEndLine
        tokens.append(
            Token(kind: kind, range: start..<offset, location: startLocation, startsLine: startsLine))
        lastTokenEndLine = line
    }

    private mutating func newline(at index: Int) {
        line += 1
        lineStart = index + 1
    }

    private mutating func problem(_ message: String, at location: SourceLocation) {
        problems.append(Problem(location: location, message: message))
    }

    // MARK: Comments

    private mutating func skipLineComment() {
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
    }

    /// Skips a block comment; block comments nest in Swift.
    private mutating func skipBlockComment() {
        let start = location
        var depth = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "/"), self.byte(at: offset + 1) == UInt8(ascii: "*") {
                depth += 1
                offset += 2
            } else if byte == UInt8(ascii: "*"), self.byte(at: offset + 1) == UInt8(ascii: "/") {
                depth -= 1
                offset += 2
                if depth == 0 { return }
            } else {
                if byte == UInt8(ascii: "\n") { newline(at: offset) }
                offset += 1
            }
        }
        problem("unterminated '/*' comment", at: start)
    }

    // MARK: Names and numbers

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    static func isIdentifierContinuation(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    private mutating func scanIdentifier() {
        offset += 1
        while offset < bytes.count, Lexer.isIdentifierContinuation(bytes[offset]) { offset += 1 }
    }

    private func closingBacktick() -> Int? {
        var index = offset + 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
            if bytes[index] == UInt8(ascii: "`") { return index > offset + 1 ? index : nil }
            index += 1
        }
        return nil
    }

    private mutating func scanNumber() {
        let isHex = byte(at: offset + 1) == UInt8(ascii: "x") || byte(at: offset + 1) == UInt8(ascii: "X")
        offset += 1
        while offset < bytes.count {
            let byte = bytes[offset]
            if Lexer.isIdentifierContinuation(byte) && byte < 0x80 {
                let isExponent =
                    isHex
                    ? (byte == UInt8(ascii: "p") || byte == UInt8(ascii: "P"))
                    : (byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E"))
                offset += 1
                if isExponent, let sign = self.byte(at: offset),
                    sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+")
                {
                    offset += 1
                }
            } else if byte == UInt8(ascii: "."), let next = self.byte(at: offset + 1),
                next >= UInt8(ascii: "0") && next <= UInt8(ascii: "9")
            {
                offset += 1
            } else {
                return
            }
        }
    }

    // MARK: Strings

    /// Scans a string literal starting at its first `"` (after any raw-string `#`s).
    private mutating func scanString(hashes: Int, start: SourceLocation) {
        guard stringDepth < Lexer.maximumStringDepth else {
            problem("string interpolations nested too deeply", at: start)
            while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
            return
        }
        stringDepth += 1
        defer { stringDepth -= 1 }
        // After `#`s, three quotes open a multiline literal only when the line ends after them:
        // `#""""#` is the raw string of two quotes, as the compiler reads it.
        var lineEnd = offset + 3
        while byte(at: lineEnd) == UInt8(ascii: " ") || byte(at: lineEnd) == UInt8(ascii: "\t") {
            lineEnd += 1
        }
        let isMultiline =
            byte(at: offset + 1) == UInt8(ascii: "\"") && byte(at: offset + 2) == UInt8(ascii: "\"")
            && (hashes == 0 || byte(at: lineEnd) == UInt8(ascii: "\n")
                || byte(at: lineEnd) == UInt8(ascii: "\r"))
        offset += isMultiline ? 3 : 1
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\n") {
                guard isMultiline else { break }
                newline(at: offset)
                offset += 1
            } else if byte == UInt8(ascii: "\\"), hasHashes(hashes, at: offset + 1) {
                offset += 1 + hashes
                guard let escaped = self.byte(at: offset) else { break }
                if escaped == UInt8(ascii: "(") {
                    offset += 1
                    scanInterpolation(allowsNewlines: isMultiline)
                } else {
                    if escaped == UInt8(ascii: "\n") {
                        guard isMultiline else { break }
                        newline(at: offset)
                    }
                    offset += 1
                }
            } else if byte == UInt8(ascii: "\"") {
                if isMultiline {
                    if self.byte(at: offset + 1) == UInt8(ascii: "\""),
                        self.byte(at: offset + 2) == UInt8(ascii: "\""),
                        hasHashes(hashes, at: offset + 3)
                    {
                        offset += 3 + hashes
                        return
                    }
                    offset += 1
                } else {
                    offset += 1
                    if hasHashes(hashes, at: offset) {
                        offset += hashes
                        return
                    }
                }
            } else {
                offset += 1
            }
        }
        problem("unterminated string literal", at: start)
    }

    private func hasHashes(_ count: Int, at index: Int) -> Bool {
        guard count > 0 else { return true }
        guard index + count <= bytes.count else { return false }
        for position in index..<(index + count) where bytes[position] != UInt8(ascii: "#") { return false }
        return true
    }

    /// Scans the code of `\(…)` up to its closing parenthesis: nested parentheses, strings and
    /// comments are skipped as code is.
    private mutating func scanInterpolation(allowsNewlines: Bool) {
        var depth = 1
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "("):
                depth += 1
                offset += 1
            case UInt8(ascii: ")"):
                depth -= 1
                offset += 1
                if depth == 0 { return }
            case UInt8(ascii: "\n"):
                guard allowsNewlines else { return }
                newline(at: offset)
                offset += 1
            case UInt8(ascii: "\""):
                scanString(hashes: 0, start: location)
            case UInt8(ascii: "#"):
                var hashes = 0
                while self.byte(at: offset + hashes) == UInt8(ascii: "#") { hashes += 1 }
                if self.byte(at: offset + hashes) == UInt8(ascii: "\"") {
                    offset += hashes
                    scanString(hashes: hashes, start: location)
                } else {
                    offset += max(hashes, 1)
                }
            case UInt8(ascii: "/") where self.byte(at: offset + 1) == UInt8(ascii: "/"):
                skipLineComment()
            case UInt8(ascii: "/") where self.byte(at: offset + 1) == UInt8(ascii: "*"):
                skipBlockComment()
            default:
                offset += 1
            }
        }
    }

    // MARK: Regex literals

    /// Whether a `/` here can open a regex literal rather than divide: only where an expression
    /// starts, after an opening bracket, a separator, an assignment or a keyword like `return`.
    private var regexMayStart: Bool {
        guard let next = byte(at: offset + 1),
            next != UInt8(ascii: " "), next != UInt8(ascii: "\t"), next != UInt8(ascii: "\n"),
            next != UInt8(ascii: "="), next != UInt8(ascii: ")")
        else { return false }
        guard let previous = tokens.last else { return true }
        switch previous.kind {
        case .punctuation:
            return [
                UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ":"),
                UInt8(ascii: ";"), UInt8(ascii: "="),
            ]
            .contains(bytes[previous.range.lowerBound])
        case .identifier:
            let word = bytes[previous.range]
            return ["return", "case", "in", "try", "await"].contains { word.elementsEqual($0.utf8) }
        default:
            return false
        }
    }

    /// Scans `/…/` on one line; `false` (and nothing consumed) if there is no closing slash.
    private mutating func scanBareRegex() -> Bool {
        var index = offset + 1
        var inClass = false
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"): return false
            case UInt8(ascii: "\\"): index += 1
            case UInt8(ascii: "["): inClass = true
            case UInt8(ascii: "]"): inClass = false
            case UInt8(ascii: "/") where !inClass:
                guard bytes[index - 1] != UInt8(ascii: " ") else { return false }
                offset = index + 1
                return true
            default: break
            }
            index += 1
        }
        return false
    }

    /// Scans `#/…/#` after the opening slash; it may span lines.
    private mutating func scanExtendedRegex(hashes: Int, start: SourceLocation) {
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\n") {
                newline(at: offset)
            } else if byte == UInt8(ascii: "\\") {
                offset += 1
                if self.byte(at: offset) == UInt8(ascii: "\n") { newline(at: offset) }
            } else if byte == UInt8(ascii: "/"), hasHashes(hashes, at: offset + 1) {
                offset += 1 + hashes
                return
            }
            offset += 1
        }
        problem("unterminated regex literal", at: start)
    }
}

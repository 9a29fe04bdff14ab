/// Checks one JSON Lines line before it is decoded, so that every problem is reported with its
/// column and in words, and nothing is silently changed on the way in:
///
/// - the bytes must be UTF-8 (invalid sequences are an error with their byte offset, never
///   replaced with U+FFFD, which would merge `a\xFF` and `a\xFE` into one identifier);
/// - the text must be JSON (RFC 8259), nested at most ``maximumDepth`` deep, with no raw control
///   characters and no unpaired surrogate escapes in strings;
/// - an integer must be exactly representable as a `Double` — within ±2^53 — and every number
///   finite, since numbers are stored as `Double`s or `Int`s and rounding one would change it.
///
/// One pass, O(n) in the line's length, with an explicit stack instead of recursion.
struct JSONLineValidator {
    /// Deepest nesting of objects and arrays accepted.
    static let maximumDepth = 512
    /// The largest integer magnitude every smaller integer of which a `Double` holds exactly.
    static let largestExactInteger: UInt64 = 1 << 53

    private let bytes: ArraySlice<UInt8>
    private let lineNumber: Int
    private var position: Int

    private init(_ bytes: ArraySlice<UInt8>, lineNumber: Int) {
        self.bytes = bytes
        self.lineNumber = lineNumber
        position = bytes.startIndex
    }

    /// Throws the first problem of `line`, with its column.
    static func validate(_ line: ArraySlice<UInt8>, lineNumber: Int) throws(JSONLinesError) {
        var validator = JSONLineValidator(line, lineNumber: lineNumber)
        try validator.checkUTF8()
        try validator.checkSyntax()
    }

    // MARK: UTF-8

    private func checkUTF8() throws(JSONLinesError) {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var secondRange: ClosedRange<UInt8> = 0x80...0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                secondRange = 0xA0...0xBF
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                secondRange = 0x80...0x9F
            case 0xF0:
                length = 4
                secondRange = 0x90...0xBF
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                secondRange = 0x80...0x8F
            default: throw invalidUTF8(at: index)
            }
            guard index + length <= bytes.endIndex, secondRange.contains(bytes[index + 1]) else {
                throw invalidUTF8(at: index)
            }
            for next in (index + 2)..<(index + length) where !(0x80...0xBF).contains(bytes[next]) {
                throw invalidUTF8(at: index)
            }
            index += length
        }
    }

    private func invalidUTF8(at index: Int) -> JSONLinesError {
        let offset = index - bytes.startIndex
        let shown = bytes[index..<min(index + 4, bytes.endIndex)].map { "0x" + hex($0) }.joined(
            separator: " ")
        return JSONLinesError(
            line: lineNumber, column: column(at: index), field: nil,
            message: "invalid UTF-8 at byte offset \(offset) of the line (\(shown)); the file must be UTF-8")
    }

    // MARK: Syntax

    private enum State {
        case value, valueOrEnd, member, memberOrEnd, afterValue
    }

    private mutating func checkSyntax() throws(JSONLinesError) {
        // `{` or `[` for each open container.
        var stack: [UInt8] = []
        var state = State.value
        while true {
            skipWhitespace()
            switch state {
            case .value, .valueOrEnd:
                guard let byte = peek() else { throw invalid("expected a value", found: nil) }
                if state == .valueOrEnd, byte == UInt8(ascii: "]") {
                    position += 1
                    stack.removeLast()
                    state = .afterValue
                    continue
                }
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    guard stack.count < Self.maximumDepth else {
                        throw invalid("objects and arrays are nested more than \(Self.maximumDepth) deep")
                    }
                    stack.append(byte)
                    position += 1
                    state = byte == UInt8(ascii: "{") ? .memberOrEnd : .valueOrEnd
                    continue
                case UInt8(ascii: "\""): try string()
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
                case UInt8(ascii: "t"): try literal("true")
                case UInt8(ascii: "f"): try literal("false")
                case UInt8(ascii: "n"): try literal("null")
                default:
                    let isLetter =
                        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                        || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                    throw invalid(
                        "expected a value", found: byte,
                        hint: isLetter
                            ? "text needs double quotes; true, false and null are written in lower case" : nil
                    )
                }
                state = .afterValue
            case .member, .memberOrEnd:
                guard let byte = peek() else {
                    throw invalid("expected a member name in double quotes", found: nil)
                }
                if state == .memberOrEnd, byte == UInt8(ascii: "}") {
                    position += 1
                    stack.removeLast()
                    state = .afterValue
                    continue
                }
                guard byte == UInt8(ascii: "\"") else {
                    throw invalid("expected a member name in double quotes", found: byte)
                }
                try string()
                skipWhitespace()
                guard peek() == UInt8(ascii: ":") else {
                    throw invalid("expected ':' after a member name", found: peek())
                }
                position += 1
                state = .value
            case .afterValue:
                guard let container = stack.last else {
                    guard position == bytes.endIndex else {
                        throw invalid("unexpected text after the end of the JSON value", found: peek())
                    }
                    return
                }
                let isObject = container == UInt8(ascii: "{")
                let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                let byte = peek()
                if byte == UInt8(ascii: ",") {
                    position += 1
                    state = isObject ? .member : .value
                } else if byte == close {
                    position += 1
                    stack.removeLast()
                } else {
                    throw invalid(
                        isObject
                            ? "expected ',' or '}' after a member of an object"
                            : "expected ',' or ']' after an element of an array", found: byte)
                }
            }
        }
    }

    private func peek() -> UInt8? { position < bytes.endIndex ? bytes[position] : nil }

    private mutating func skipWhitespace() {
        while let byte = peek(),
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
        {
            position += 1
        }
    }

    private mutating func literal(_ word: String) throws(JSONLinesError) {
        let start = position
        for expected in word.utf8 {
            guard peek() == expected else {
                position = start
                throw invalid(
                    "expected a value (true, false and null are written in lower case)", found: peek())
            }
            position += 1
        }
    }

    private mutating func string() throws(JSONLinesError) {
        let start = position
        position += 1
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return
            case UInt8(ascii: "\\"):
                position += 1
                guard let escaped = peek() else { break }
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
                    UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    position += 1
                case UInt8(ascii: "u"):
                    let escapeStart = position - 1
                    let unit = try hexEscape()
                    if (0xDC00...0xDFFF).contains(unit) {
                        position = escapeStart
                        throw invalid(
                            "a low surrogate escape (\\u\(hex16(unit))) without a high surrogate before it")
                    }
                    if (0xD800...0xDBFF).contains(unit) {
                        guard peek() == UInt8(ascii: "\\"), position + 1 < bytes.endIndex,
                            bytes[position + 1] == UInt8(ascii: "u")
                        else {
                            position = escapeStart
                            throw invalid(
                                "a high surrogate escape (\\u\(hex16(unit))) without a low surrogate after it"
                            )
                        }
                        position += 1
                        let low = try hexEscape()
                        guard (0xDC00...0xDFFF).contains(low) else {
                            position = escapeStart
                            throw invalid(
                                "a high surrogate escape (\\u\(hex16(unit))) without a low surrogate after it"
                            )
                        }
                    }
                default:
                    position -= 1
                    throw invalid(
                        "invalid escape in a string; use \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\uXXXX")
                }
            case 0x00..<0x20:
                throw invalid(
                    "control character U+00\(hex(byte)) in a string must be escaped (\\u00\(hex(byte)))")
            default:
                position += 1
            }
        }
        position = start
        throw invalid("unterminated string (no closing '\"' on this line)")
    }

    /// Reads `uXXXX` (the backslash already consumed) and returns the code unit.
    private mutating func hexEscape() throws(JSONLinesError) -> UInt32 {
        position += 1
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = hexDigit(byte) else {
                throw invalid("expected four hexadecimal digits after \\u", found: peek())
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    private mutating func number() throws(JSONLinesError) {
        let start = position
        if peek() == UInt8(ascii: "-") { position += 1 }
        let integerStart = position
        guard let first = peek(), isDigit(first) else { throw invalid("expected a digit", found: peek()) }
        position += 1
        if first != UInt8(ascii: "0") {
            while let byte = peek(), isDigit(byte) { position += 1 }
        } else if let byte = peek(), isDigit(byte) {
            position = start
            throw invalid("a number may not start with 0 (write 7, not 07)")
        }
        let integerEnd = position
        var isInteger = true
        if peek() == UInt8(ascii: ".") {
            isInteger = false
            position += 1
            guard let byte = peek(), isDigit(byte) else {
                throw invalid("expected a digit after the decimal point", found: peek())
            }
            while let byte = peek(), isDigit(byte) { position += 1 }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            isInteger = false
            position += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
            guard let byte = peek(), isDigit(byte) else {
                throw invalid("expected a digit in the exponent", found: peek())
            }
            while let byte = peek(), isDigit(byte) { position += 1 }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        if isInteger {
            let digits = bytes[integerStart..<integerEnd]
            let magnitude = digits.count <= 19 ? UInt64(String(decoding: digits, as: UTF8.self)) : nil
            guard let magnitude, magnitude <= Self.largestExactInteger else {
                position = start
                throw problem(
                    "the integer \(text) is beyond ±2^53 (9007199254740992) and cannot be stored exactly; "
                        + "write it as a string")
            }
        } else if let value = Double(text), !value.isFinite {
            position = start
            throw problem("the number \(text) is too large and cannot be stored")
        }
    }

    private func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    // MARK: Errors

    private func invalid(_ message: String) -> JSONLinesError {
        problem("invalid JSON: " + message)
    }

    private func problem(_ message: String) -> JSONLinesError {
        JSONLinesError(line: lineNumber, column: column(at: position), field: nil, message: message)
    }

    private func invalid(_ message: String, found byte: UInt8?, hint: String? = nil) -> JSONLinesError {
        invalid(message + ", found " + describe(byte) + (hint.map { " (\($0))" } ?? ""))
    }

    private func describe(_ byte: UInt8?) -> String {
        guard let byte else { return "the end of the line" }
        if byte >= 0x80 {
            let scalar = String(decoding: bytes[position...].prefix(4), as: UTF8.self).unicodeScalars.first
            return scalar.map { "'\($0)'" } ?? "byte 0x" + hex(byte)
        }
        if byte < 0x20 || byte == 0x7F { return "control character U+00" + hex(byte) }
        return "'\(Character(Unicode.Scalar(byte)))'"
    }

    /// The 1-based column of `index`, in Unicode scalars (UTF-8 continuation bytes do not count).
    private func column(at index: Int) -> Int {
        bytes[bytes.startIndex..<min(index, bytes.endIndex)].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
    }

    private func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }

    private func hex16(_ unit: UInt32) -> String {
        let digits = String(unit, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

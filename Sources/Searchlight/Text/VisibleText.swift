/// Makes text safe to show in a terminal or a log: control and invisible characters are written
/// as escapes instead of raw, so user text in a message can neither move the cursor, hide, nor
/// reorder what follows it.
///
/// Escaped: C0 and C1 controls and DEL (`\0`, `\t`, `\n`, `\r`, else `\u{1B}`), line and
/// paragraph separators, and format characters (zero-width space U+200B, bidi embeddings and
/// overrides U+202A–U+202E, isolates U+2066–U+2069, the byte-order mark, …). The zero-width
/// joiner and non-joiner (U+200C, U+200D) stay, because emoji sequences and several scripts need
/// them, as does every other printable character. Backslashes are not doubled, so escaping is
/// idempotent; the result is for reading, not for parsing back.
///
/// ```swift
/// VisibleText.escape("a\u{202E}b\u{1B}[2J")  // a\u{202E}b\u{1B}[2J, as plain visible text
/// ```
public enum VisibleText {
    /// `text` with every control and invisible character written as an escape.
    public static func escape(_ text: some StringProtocol) -> String {
        guard text.unicodeScalars.contains(where: needsEscaping) else { return String(text) }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            guard needsEscaping(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\0": result += "\\0"
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default: result += "\\u{" + hex(scalar.value) + "}"
            }
        }
        return result
    }

    /// `text` escaped and, past `limit` characters, cut with `…`: for echoing user input, such as
    /// a query, in a one-line message.
    public static func abbreviated(_ text: some StringProtocol, limit: Int = 80) -> String {
        let shown = text.count > limit ? text.prefix(limit) + "…" : String(text)
        return escape(shown)
    }

    /// `text` with every control and invisible character written as a JSON `\uXXXX` escape, for
    /// JSON that is also read in a terminal. Valid JSON stays valid and decodes to the same text:
    /// outside strings JSON holds only ASCII punctuation, digits, letters and whitespace, and the
    /// whitespace (tab, newline, return) is left as it is.
    public static func escapeJSON(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: { needsEscaping($0) && !jsonWhitespace($0) }) else {
            return json
        }
        var result = ""
        result.reserveCapacity(json.utf8.count + 16)
        for scalar in json.unicodeScalars {
            guard needsEscaping(scalar), !jsonWhitespace(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            // Every escaped scalar is in the Basic Multilingual Plane except tag and other plane-1+
            // format characters, which need a surrogate pair.
            if scalar.value > 0xFFFF {
                let value = scalar.value - 0x10000
                result +=
                    "\\u" + hex(0xD800 + (value >> 10), width: 4) + "\\u"
                    + hex(0xDC00 + (value & 0x3FF), width: 4)
            } else {
                result += "\\u" + hex(scalar.value, width: 4)
            }
        }
        return result
    }

    /// Whether `scalar` is shown as an escape by ``escape(_:)``.
    public static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x200C, 0x200D: return false
        case 0x20...0x7E: return false
        default:
            switch scalar.properties.generalCategory {
            case .format, .lineSeparator, .paragraphSeparator, .control, .surrogate: return true
            default: return false
            }
        }
    }

    private static func jsonWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar == "\n" || scalar == "\r"
    }

    private static func hex(_ value: UInt32, width: Int = 1) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

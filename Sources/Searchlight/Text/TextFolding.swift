import Foundation

/// Folds text so that comparisons ignore case, diacritics, character width and kana script.
///
/// This is the same folding the ``Tokenizer`` applies to every token, exposed for whole values
/// (attribute comparisons such as `title == "Frédéric"cd`):
///
/// ```swift
/// TextFolding.fold("Café Crème")  // "cafe creme"
/// TextFolding.fold("ＡＢＣ－１")     // "abc-1"
/// TextFolding.fold("ｶﾞｲﾄﾞ")       // "がいど"
/// ```
package enum TextFolding {
    /// `text` with its combining marks composed (Unicode's NFC): a value compared as written is
    /// the same whichever way its accents were typed or stored (`re\u{301}sume\u{301}.pdf`, as
    /// file systems hand out names, is `résumé.pdf`), as Swift's `==` has it.
    package static func canonical(_ text: String) -> String {
        // Every combining mark is U+0300 or above, whose UTF-8 starts at 0xCC.
        guard text.utf8.contains(where: { $0 >= 0xCC }),
            text.unicodeScalars.contains(where: { $0.properties.canonicalCombiningClass != .notReordered })
        else { return text }
        return text.precomposedStringWithCanonicalMapping
    }

    /// Lowercases, strips diacritics (`é` → `e`, `ß` → `ss`), folds fullwidth ASCII to ASCII,
    /// Latin ligatures to their letters (`ﬁ` → `fi`), halfwidth katakana and katakana to hiragana
    /// (voiced marks composed: `ｶﾞ` → `が`).
    ///
    /// Does not split into tokens: spaces and punctuation stay as they are, after width folding.
    package static func fold(_ text: String) -> String {
        // ASCII without capitals is already folded; identifiers and keywords usually are.
        if !text.utf8.contains(where: { $0 >= 0x80 || $0 &- 0x41 < 26 }) {
            return text
        }
        var text = text
        return text.withUTF8 { source in
            table.withUnsafeBufferPointer { table in
                foldUTF8(source, table: table)
            }
        }
    }

    /// Full-width ASCII (`Ａ`, `１`, `－`), the ASCII character `fullWidthOffset` below it.
    static let fullWidthASCII: ClosedRange<UInt32> = 0xFF01...0xFF5E
    static let fullWidthOffset: UInt32 = 0xFEE0

    /// `text` with its full-width ASCII and ideographic spaces as ASCII, and nothing else folded:
    /// what an input method left in full width typed (`ＳＳＨサーバ` is `SSHサーバ`), where case and
    /// the rest still matter (a query's `OR`).
    package static func narrowingWidth(_ text: String) -> String {
        let isWide = { (scalar: Unicode.Scalar) in
            fullWidthASCII.contains(scalar.value) || scalar == "\u{3000}"
        }
        guard text.unicodeScalars.contains(where: isWide) else { return text }
        return String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { scalar in
                    guard isWide(scalar) else { return scalar }
                    return scalar == "\u{3000}"
                        ? " " : Unicode.Scalar(scalar.value - fullWidthOffset) ?? scalar
                }))
    }

    private static func foldUTF8(
        _ source: UnsafeBufferPointer<UInt8>, table: UnsafeBufferPointer<UInt64>
    ) -> String {
        guard let base = source.baseAddress else { return "" }
        let count = source.count
        var output: [UInt8] = []
        output.reserveCapacity(count + 8)
        // Where the last kana starts in `output`, so a following voiced mark can replace it.
        var kanaOffset = -1
        var kana: UInt32 = 0
        var index = 0
        while index < count {
            let byte = base[index]
            if byte < 0x80 {
                output.append(byte &- 0x41 < 26 ? byte | 0x20 : byte)
                kanaOffset = -1
                index += 1
                continue
            }
            let (scalar, length) = decode(base, at: index, count: count)
            guard length > 0 else {
                index += 1
                continue
            }
            let entry = self.entry(scalar, table: table)
            let kind = self.kind(entry)
            if kind == ScalarKind.voicedMark || kind == ScalarKind.semiVoicedMark, kanaOffset >= 0,
                let voiced = composeVoiced(kana, semiVoiced: kind == ScalarKind.semiVoicedMark)
            {
                output.removeSubrange(kanaOffset...)
                appendUTF8(voiced, to: &output)
                kanaOffset = -1
            } else {
                let offset = output.count
                let payload = self.payload(entry)
                for shift in 0..<byteCount(entry) {
                    output.append(UInt8(truncatingIfNeeded: payload >> (8 * UInt64(shift))))
                }
                if kind == ScalarKind.cjk {
                    kana = cjkScalar(entry)
                    kanaOffset = offset
                } else {
                    kanaOffset = -1
                }
            }
            index += length
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func appendUTF8(_ scalar: UInt32, to output: inout [UInt8]) {
        let (payload, count) = utf8Payload(scalar)
        for shift in 0..<count {
            output.append(UInt8(truncatingIfNeeded: payload >> (8 * UInt64(shift))))
        }
    }
}

/// What a Unicode scalar is to the tokenizer; stored in the low byte of a fold entry.
enum ScalarKind {
    /// Ends any run: spaces, punctuation, symbols, emoji, unassigned scalars.
    static let separator: UInt8 = 0
    /// A lowercase letter; an uppercase letter after it starts a new camelCase token.
    static let lowercase: UInt8 = 1
    /// An uppercase or titlecase letter.
    static let uppercase: UInt8 = 2
    /// A letter without case (modifier and other letters outside the CJK scripts).
    static let caselessLetter: UInt8 = 3
    /// A digit or other number; it does not change the camelCase state.
    static let digit: UInt8 = 4
    /// A combining mark: continues a run; diacritics fold to nothing.
    static let mark: UInt8 = 5
    /// Dropped without ending a run: soft hyphen, joiners, variation selectors, BOM.
    static let ignorable: UInt8 = 6
    /// Han, Hiragana, Katakana or Hangul: indexed as bigrams. The payload is one scalar.
    static let cjk: UInt8 = 7
    /// Dakuten (U+3099, U+309B, U+FF9E), composed with the preceding kana.
    static let voicedMark: UInt8 = 8
    /// Handakuten (U+309A, U+309C, U+FF9F), composed with the preceding kana.
    static let semiVoicedMark: UInt8 = 9
}

// A fold entry packs one scalar's kind (bits 0–7), the byte count of its folded form (bits 8–15)
// and up to six folded UTF-8 bytes (bits 16–63, first byte lowest), so the tokenizer copies a
// folded scalar with one unaligned 8-byte store.
extension TextFolding {
    /// Scalars below this bound are looked up in ``table``; the rest are classified by range.
    static let tableLimit: UInt32 = 0x3000

    /// Fold entries for U+0000..<U+3000: Latin, Greek, Cyrillic, the other alphabets and
    /// Hangul Jamo. Built once (about 10 ms) because NFD decomposition is too slow per token.
    static let table: [UInt64] = {
        var table = [UInt64](repeating: 0, count: Int(tableLimit))
        for value in 0..<tableLimit {
            table[Int(value)] = makeEntry(value)
        }
        return table
    }()

    @inline(__always)
    static func kind(_ entry: UInt64) -> UInt8 {
        UInt8(truncatingIfNeeded: entry)
    }

    @inline(__always)
    static func byteCount(_ entry: UInt64) -> Int {
        Int(truncatingIfNeeded: (entry >> 8) & 0xFF)
    }

    /// The folded UTF-8 bytes, first byte in the lowest 8 bits.
    @inline(__always)
    static func payload(_ entry: UInt64) -> UInt64 {
        entry >> 16
    }

    @inline(__always)
    static func entry(_ scalar: UInt32, table: UnsafeBufferPointer<UInt64>) -> UInt64 {
        scalar < tableLimit ? table[Int(scalar)] : wideEntry(scalar)
    }

    static func pack(_ kind: UInt8, payload: UInt64, count: Int) -> UInt64 {
        UInt64(kind) | UInt64(count) << 8 | payload << 16
    }

    static func pack(_ kind: UInt8, scalar: UInt32) -> UInt64 {
        let (payload, count) = utf8Payload(scalar)
        return pack(kind, payload: payload, count: count)
    }

    /// Packs a folded form, or returns nil if it is longer than six bytes.
    static func pack(_ kind: UInt8, folded: some Sequence<UInt8>) -> UInt64? {
        var payload: UInt64 = 0
        var count = 0
        for byte in folded {
            guard count < 6 else { return nil }
            payload |= UInt64(byte) << (8 * UInt64(count))
            count += 1
        }
        return pack(kind, payload: payload, count: count)
    }

    /// The UTF-8 encoding of `scalar`, first byte lowest, and its length.
    @inline(__always)
    static func utf8Payload(_ scalar: UInt32) -> (UInt64, Int) {
        let value = UInt64(scalar)
        if value < 0x80 {
            return (value, 1)
        }
        if value < 0x800 {
            return (0xC0 | value >> 6 | (0x80 | value & 0x3F) << 8, 2)
        }
        if value < 0x1_0000 {
            return (0xE0 | value >> 12 | (0x80 | value >> 6 & 0x3F) << 8 | (0x80 | value & 0x3F) << 16, 3)
        }
        let first = 0xF0 | value >> 18 | (0x80 | value >> 12 & 0x3F) << 8
        return (first | (0x80 | value >> 6 & 0x3F) << 16 | (0x80 | value & 0x3F) << 24, 4)
    }

    /// The scalar of a CJK entry, whose payload is always one 3- or 4-byte scalar.
    @inline(__always)
    static func cjkScalar(_ entry: UInt64) -> UInt32 {
        let bytes = payload(entry)
        let first = UInt32(truncatingIfNeeded: bytes & 0xFF)
        let second = UInt32(truncatingIfNeeded: bytes >> 8 & 0x3F)
        let third = UInt32(truncatingIfNeeded: bytes >> 16 & 0x3F)
        if first < 0xF0 {
            return (first & 0x0F) << 12 | second << 6 | third
        }
        let fourth = UInt32(truncatingIfNeeded: bytes >> 24 & 0x3F)
        return (first & 0x07) << 18 | second << 12 | third << 6 | fourth
    }

    /// Decodes one well-formed UTF-8 scalar at `index` (whose byte is >= 0x80).
    ///
    /// Returns length 0 for an ill-formed sequence (overlong, surrogate, out of range, truncated);
    /// callers skip one byte and go on, so bad input never traps.
    @inline(__always)
    static func decode(
        _ bytes: UnsafePointer<UInt8>, at index: Int, count: Int
    ) -> (scalar: UInt32, length: Int) {
        let lead = UInt32(bytes[index])
        if lead < 0xC2 {
            return (0, 0)
        }
        if lead < 0xE0 {
            guard index + 1 < count else { return (0, 0) }
            let second = UInt32(bytes[index + 1])
            guard second & 0xC0 == 0x80 else { return (0, 0) }
            return ((lead & 0x1F) << 6 | second & 0x3F, 2)
        }
        if lead < 0xF0 {
            guard index + 2 < count else { return (0, 0) }
            let second = UInt32(bytes[index + 1])
            let third = UInt32(bytes[index + 2])
            let low: UInt32 = lead == 0xE0 ? 0xA0 : 0x80
            let high: UInt32 = lead == 0xED ? 0x9F : 0xBF
            guard second >= low, second <= high, third & 0xC0 == 0x80 else { return (0, 0) }
            return ((lead & 0x0F) << 12 | (second & 0x3F) << 6 | third & 0x3F, 3)
        }
        guard lead < 0xF5, index + 3 < count else { return (0, 0) }
        let second = UInt32(bytes[index + 1])
        let third = UInt32(bytes[index + 2])
        let fourth = UInt32(bytes[index + 3])
        let low: UInt32 = lead == 0xF0 ? 0x90 : 0x80
        let high: UInt32 = lead == 0xF4 ? 0x8F : 0xBF
        guard second >= low, second <= high, third & 0xC0 == 0x80, fourth & 0xC0 == 0x80 else {
            return (0, 0)
        }
        let value = (lead & 0x07) << 18 | (second & 0x3F) << 12 | (third & 0x3F) << 6 | fourth & 0x3F
        return (value, 4)
    }

    /// The hiragana `kana` with a dakuten (or handakuten) composed in, if such a scalar exists.
    static func composeVoiced(_ kana: UInt32, semiVoiced: Bool) -> UInt32? {
        if semiVoiced {
            switch kana {
            case 0x306F, 0x3072, 0x3075, 0x3078, 0x307B: return kana + 2  // は→ぱ … ほ→ぽ
            default: return nil
            }
        }
        switch kana {
        case 0x304B...0x3062 where kana & 1 == 1: return kana + 1  // か→が … ち→ぢ
        case 0x3064, 0x3066, 0x3068: return kana + 1  // つ→づ, て→で, と→ど
        case 0x306F, 0x3072, 0x3075, 0x3078, 0x307B: return kana + 1  // は→ば … ほ→ぼ
        case 0x3046: return 0x3094  // う→ゔ
        case 0x309D: return 0x309E  // ゝ→ゞ
        default: return nil
        }
    }

    @inline(__always)
    static func asciiEntry(_ byte: UInt8) -> UInt64 {
        let scalar = UInt32(byte)
        if byte &- 0x61 < 26 {
            return pack(ScalarKind.lowercase, scalar: scalar)
        }
        if byte &- 0x41 < 26 {
            return pack(ScalarKind.uppercase, scalar: scalar | 0x20)
        }
        if byte &- 0x30 < 10 {
            return pack(ScalarKind.digit, scalar: scalar)
        }
        return pack(ScalarKind.separator, scalar: scalar)
    }

    /// Entries for scalars at or above ``tableLimit``: CJK and width forms by range, the rest
    /// (rare in practice) from Unicode properties, lowercased but not decomposed.
    static func wideEntry(_ scalar: UInt32) -> UInt64 {
        // Common Han and kana first; the switch below tests its ranges in order.
        if scalar &- 0x4E00 <= 0x9FFF - 0x4E00 || scalar &- 0x3041 <= 0x3096 - 0x3041 {
            return pack(ScalarKind.cjk, scalar: scalar)
        }
        if scalar &- 0x30A1 <= 0x30F6 - 0x30A1 {
            return pack(ScalarKind.cjk, scalar: scalar - 0x60)
        }
        switch scalar {
        case 0x3005...0x3007, 0x3021...0x3029, 0x3031...0x3035, 0x3038...0x303C:
            return pack(ScalarKind.cjk, scalar: scalar)  // 々 〆 〇, Hangzhou numerals, repeat marks
        case 0x3000...0x303F, 0x3040, 0x3097, 0x3098, 0x30A0, 0x30FB:
            return pack(ScalarKind.separator, scalar: scalar)  // ideographic space, 、。「」, ・
        case 0x3099, 0x309B:
            return pack(ScalarKind.voicedMark, scalar: scalar)
        case 0x309A, 0x309C:
            return pack(ScalarKind.semiVoicedMark, scalar: scalar)
        case 0x30A1...0x30F6, 0x30FD, 0x30FE:
            return pack(ScalarKind.cjk, scalar: scalar - 0x60)  // katakana → hiragana
        case 0x3041...0x309F, 0x30A0...0x30FF, 0x3131...0x318E, 0x31F0...0x31FF, 0x3400...0x4DBF,
            0x4E00...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xD7B0...0xD7FF, 0xF900...0xFAFF,
            0x1_AFF0...0x1_B16F, 0x2_0000...0x3_FFFF:
            return pack(ScalarKind.cjk, scalar: scalar)
        case 0xFB00...0xFB06:
            // Typographic ligatures, which text taken from PDFs is full of: `ﬁnance` is `finance`.
            let letters = ["ff", "fi", "fl", "ffi", "ffl", "st", "st"][Int(scalar - 0xFB00)]
            return pack(ScalarKind.lowercase, folded: letters.utf8)
                ?? pack(ScalarKind.lowercase, scalar: scalar)
        case 0xFE00...0xFE0F, 0xFEFF, 0xE_0000...0xE_007F, 0xE_0100...0xE_01EF:
            return pack(ScalarKind.ignorable, scalar: scalar)
        case 0xFE20...0xFE2F:
            return pack(ScalarKind.mark, payload: 0, count: 0)  // combining half marks
        case fullWidthASCII:
            return asciiEntry(UInt8(truncatingIfNeeded: scalar - fullWidthOffset))
        case 0xFF61...0xFF65:
            return pack(ScalarKind.separator, scalar: halfwidthPunctuation[Int(scalar - 0xFF61)])
        case 0xFF66...0xFF9D:
            let katakana = UInt32(halfwidthKatakana[Int(scalar - 0xFF66)])
            let folded = katakana >= 0x30A1 && katakana <= 0x30F6 ? katakana - 0x60 : katakana
            return pack(ScalarKind.cjk, scalar: folded)
        case 0xFF9E:
            return pack(ScalarKind.voicedMark, scalar: 0x309B)
        case 0xFF9F:
            return pack(ScalarKind.semiVoicedMark, scalar: 0x309C)
        case 0xFFA1...0xFFDC:
            if let jamo = halfwidthHangul(scalar) {
                return pack(ScalarKind.cjk, scalar: jamo)
            }
            return pack(ScalarKind.separator, scalar: scalar)
        default:
            return propertyEntry(scalar)
        }
    }

    private static func propertyEntry(_ value: UInt32) -> UInt64 {
        guard let scalar = Unicode.Scalar(value) else {
            return pack(ScalarKind.separator, payload: 0, count: 0)
        }
        let properties = scalar.properties
        let kind = self.kind(of: properties.generalCategory)
        if kind == ScalarKind.uppercase, properties.changesWhenLowercased,
            let entry = pack(kind, folded: properties.lowercaseMapping.utf8)
        {
            return entry
        }
        return pack(kind, scalar: value)
    }

    private static func kind(of category: Unicode.GeneralCategory) -> UInt8 {
        switch category {
        case .uppercaseLetter, .titlecaseLetter: ScalarKind.uppercase
        case .lowercaseLetter: ScalarKind.lowercase
        case .modifierLetter, .otherLetter: ScalarKind.caselessLetter
        case .decimalNumber, .letterNumber, .otherNumber: ScalarKind.digit
        case .nonspacingMark, .spacingMark, .enclosingMark: ScalarKind.mark
        case .format: ScalarKind.ignorable
        default: ScalarKind.separator
        }
    }

    /// Whether `value` is of a script written without spaces between words: Thai, Lao, Myanmar
    /// and Khmer.
    static func isWrittenWithoutSpaces(_ value: UInt32) -> Bool {
        switch value {
        case 0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF, 0x19E0...0x19FF: true
        default: false
        }
    }

    /// Diacritics removed by folding: the combining diacritical mark blocks, and the vowel points
    /// and cantillation of the scripts that write them only now and then (Hebrew niqqud, Arabic
    /// harakat, Syriac and Thaana vowels): `חָלָב` is `חלב` and `مُذَكِّرَات` is `مذكرات`, as most text
    /// and most searches write them; so is the nukta of Indic scripts, which Hindi is mostly typed
    /// without (`फ़ोन` is `फोन`). Other marks of those scripts (vowel signs, virama …) are part of
    /// how a word is spelled and are kept.
    private static func isDiacritic(_ value: UInt32) -> Bool {
        switch value {
        case 0x0300...0x036F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F:
            true
        case 0x0591...0x05BD, 0x05BF, 0x05C1...0x05C2, 0x05C4...0x05C5, 0x05C7:
            true  // Hebrew
        case 0x0610...0x061A, 0x064B...0x065F, 0x0670, 0x06D6...0x06DC, 0x06DF...0x06E4, 0x06E7...0x06E8,
            0x06EA...0x06ED, 0x08D3...0x08E1, 0x08E3...0x08FF:
            true  // Arabic
        case 0x0730...0x074A, 0x07A6...0x07B0:
            true  // Syriac, Thaana
        case 0x093C, 0x09BC, 0x0A3C, 0x0ABC, 0x0B3C, 0x0CBC:
            true  // nukta: Devanagari, Bengali, Gurmukhi, Gujarati, Oriya, Kannada
        default:
            false
        }
    }

    /// Letters whose accent-free form is not reachable through canonical decomposition, and the
    /// case foldings that lowercasing misses.
    private static let specialFolds: [UInt32: String] = [
        0x00DF: "ss", 0x1E9E: "ss", 0x017F: "s", 0x03C2: "σ",  // ß ẞ ſ ς
        0x00D8: "o", 0x00F8: "o", 0x0110: "d", 0x0111: "d", 0x0141: "l", 0x0142: "l",  // Ø ø Đ đ Ł ł
        0x0126: "h", 0x0127: "h", 0x0166: "t", 0x0167: "t", 0x0131: "i",  // Ħ ħ Ŧ ŧ ı
        0x013F: "l", 0x0140: "l", 0x0180: "b", 0x0268: "i",  // Ŀ ŀ ƀ ɨ
        0x00C6: "ae", 0x00E6: "ae", 0x0152: "oe", 0x0153: "oe",  // Æ æ Œ œ
        0x00D0: "d", 0x00F0: "d", 0x00DE: "th", 0x00FE: "th",  // Ð ð Þ þ
    ]

    /// One table entry: kind from the general category; folded form = lowercase, canonical
    /// decomposition (NFD), diacritics dropped.
    private static func makeEntry(_ value: UInt32) -> UInt64 {
        if value < 0x80 {
            return asciiEntry(UInt8(truncatingIfNeeded: value))
        }
        guard let scalar = Unicode.Scalar(value) else {
            return pack(ScalarKind.separator, payload: 0, count: 0)
        }
        if (0x1100...0x11FF).contains(value) {
            return pack(ScalarKind.cjk, scalar: value)  // Hangul Jamo
        }
        let properties = scalar.properties
        var kind = self.kind(of: properties.generalCategory)
        if isWrittenWithoutSpaces(value) {
            // Words run together as in Chinese, so letters are n-grams like Han; vowel and tone
            // marks fold away, as diacritics do (`วัด` is `วด`), on the text and the search alike.
            switch kind {
            case ScalarKind.caselessLetter, ScalarKind.lowercase, ScalarKind.uppercase:
                return pack(ScalarKind.cjk, scalar: value)
            case ScalarKind.mark: return pack(kind, payload: 0, count: 0)
            default: break
            }
        }
        if value == 0x200B {
            kind = ScalarKind.separator  // zero width space separates words (Thai, Khmer)
        }
        if value == 0x0640 {
            // Arabic tatweel only stretches a word: it continues it, as a mark, and folds to
            // nothing (`كـتـاب` is `كتاب`).
            return pack(ScalarKind.mark, payload: 0, count: 0)
        }
        if kind == ScalarKind.ignorable || kind == ScalarKind.separator && properties.isWhitespace {
            return pack(kind, scalar: value)
        }
        if kind == ScalarKind.mark && isDiacritic(value) {
            return pack(kind, payload: 0, count: 0)
        }
        if let special = specialFolds[value], let entry = pack(kind, folded: special.utf8) {
            return entry
        }
        // A digit of any script is its ASCII digit (`४२००`, `٧٧١٢٠٤` are `4200`, `771204`): a
        // number is typed in either, and grouped, joined and compared as one.
        if properties.numericType == .decimal, let digit = properties.numericValue,
            let entry = pack(kind, folded: String(Int(digit)).utf8)
        {
            return entry
        }
        let decomposed = properties.lowercaseMapping.decomposedStringWithCanonicalMapping
        var folded = String.UnicodeScalarView()
        for part in decomposed.unicodeScalars where !isDiacritic(part.value) {
            folded.append(part)
        }
        if folded.isEmpty {
            folded = properties.lowercaseMapping.unicodeScalars
        }
        return pack(kind, folded: String(folded).utf8)
            ?? pack(kind, folded: properties.lowercaseMapping.utf8)
            ?? pack(kind, scalar: value)
    }

    /// U+FF61–FF65 (｡｢｣､･) as their fullwidth forms.
    private static let halfwidthPunctuation: [UInt32] = [0x3002, 0x300C, 0x300D, 0x3001, 0x30FB]

    /// Katakana for U+FF66–FF9D, in code point order (ｦ ｧ … ﾜ ﾝ).
    private static let halfwidthKatakana: [UInt16] = [
        0x30F2, 0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30E3, 0x30E5, 0x30E7, 0x30C3,  // ｦ-ｯ
        0x30FC, 0x30A2, 0x30A4, 0x30A6, 0x30A8, 0x30AA, 0x30AB, 0x30AD, 0x30AF, 0x30B1,  // ｰ-ｹ
        0x30B3, 0x30B5, 0x30B7, 0x30B9, 0x30BB, 0x30BD, 0x30BF, 0x30C1, 0x30C4, 0x30C6,  // ｺ-ﾃ
        0x30C8, 0x30CA, 0x30CB, 0x30CC, 0x30CD, 0x30CE, 0x30CF, 0x30D2, 0x30D5, 0x30D8,  // ﾄ-ﾍ
        0x30DB, 0x30DE, 0x30DF, 0x30E0, 0x30E1, 0x30E2, 0x30E4, 0x30E6, 0x30E8, 0x30E9,  // ﾎ-ﾗ
        0x30EA, 0x30EB, 0x30EC, 0x30ED, 0x30EF, 0x30F3,  // ﾘ-ﾝ
    ]

    /// Halfwidth Hangul letters (U+FFA1–FFDC) as compatibility jamo, or nil in the gaps.
    private static func halfwidthHangul(_ scalar: UInt32) -> UInt32? {
        switch scalar {
        case 0xFFA1...0xFFBE: 0x3131 + (scalar - 0xFFA1)
        case 0xFFC2...0xFFC7: 0x314F + (scalar - 0xFFC2)
        case 0xFFCA...0xFFCF: 0x3155 + (scalar - 0xFFCA)
        case 0xFFD2...0xFFD7: 0x315B + (scalar - 0xFFD2)
        case 0xFFDA...0xFFDC: 0x3161 + (scalar - 0xFFDA)
        default: nil
        }
    }
}

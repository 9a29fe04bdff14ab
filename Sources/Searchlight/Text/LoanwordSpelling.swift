/// The other ways Japanese writes a word borrowed from another language, which texts spell
/// differently with no rule to pick one: `プレイヤー` and `プレーヤー`, `インターフェース` and
/// `インターフェイス` and `インタフェース`, `ウインドウ` and `ウィンドウ`, `ビューア` and `ビューワ`,
/// `ヴァイオリン` and `バイオリン`.
///
/// Works on folded text (``TextFolding``), where katakana is hiragana. A spelling that no text
/// uses costs one lookup and finds nothing, so the rules may propose some that are not words.
enum LoanwordSpelling {
    /// `word`'s other spellings, those with the fewest changes first, at most `limit`.
    static func otherSpellings(of word: String, limit: Int = 8) -> [String] {
        let characters = Array(word)
        // A word does not begin with a long vowel, a small kana or `ん`: text that does is a part
        // of a word (`ッケージ`), searched for as written.
        guard let first = characters.first, !wordInnerKana.contains(first) else { return [] }
        let edits = self.edits(in: characters)
        guard !edits.isEmpty else { return [] }
        var spellings: [String] = []
        var seen: Set<String> = [word]
        // One change, then two: three changes at once are rarely how another text writes it.
        for size in 1...min(2, edits.count) {
            for chosen in indexChoices(of: size, from: edits.count) {
                let picked = chosen.map { edits[$0] }
                guard !overlaps(picked) else { continue }
                let spelling = applying(picked, to: characters)
                if seen.insert(spelling).inserted { spellings.append(spelling) }
                if spellings.count == limit { return spellings }
            }
        }
        return spellings
    }

    /// A change at `range` of the word's characters.
    private struct Edit {
        var range: Range<Int>
        var replacement: String
    }

    /// Every change a rule allows, each on its own.
    private static func edits(in characters: [Character]) -> [Edit] {
        var edits: [Edit] = []
        func next(_ offset: Int, _ distance: Int = 1) -> Character? {
            offset + distance < characters.count ? characters[offset + distance] : nil
        }
        var kanaBefore = 0
        for (offset, character) in characters.enumerated() {
            defer { kanaBefore = isKana(character) ? kanaBefore + 1 : 0 }
            guard isKana(character) else { continue }
            // A long vowel written or not inside a word (`インターフェース`, `インタフェース`),
            // past a word's first syllables, where the mark is part of the word (`サーバ`).
            if character == "ー", kanaBefore >= 3, let following = next(offset), isKana(following),
                following != "ー"
            {
                edits.append(Edit(range: offset..<offset + 1, replacement: ""))
            }
            // An e-vowel lengthened with `イ` or `ー` (`プレイヤー`, `プレーヤー`).
            if eRow.contains(character), let following = next(offset), following == "い" || following == "ー" {
                edits.append(Edit(range: offset + 1..<offset + 2, replacement: following == "い" ? "ー" : "い"))
            }
            // `ウ` with a small vowel or a full one (`ウィンドウ`, `ウインドウ`).
            if character == "う", let following = next(offset), let other = smallAndFullVowels[following] {
                edits.append(Edit(range: offset + 1..<offset + 2, replacement: String(other)))
            }
            // `ヴ` and the `b` sounds most texts write for it (`ヴァイオリン`, `バイオリン`).
            if character == "ゔ" {
                if let following = next(offset), let syllable = voicedLabials[following] {
                    edits.append(Edit(range: offset..<offset + 2, replacement: String(syllable)))
                } else {
                    edits.append(Edit(range: offset..<offset + 1, replacement: "ぶ"))
                }
            } else if let small = voicedLabials.first(where: { $0.value == character })?.key {
                edits.append(Edit(range: offset..<offset + 1, replacement: "ゔ" + String(small)))
            } else if character == "ぶ" {
                edits.append(Edit(range: offset..<offset + 1, replacement: "ゔ"))
            }
            // `ア` and `ワ`, `ア` and `ヤ` after the sounds that glide into them (`ビューア`,
            // `ビューワ`; `ダイアル`, `ダイヤル`).
            if character == "ゅ" || character == "い" {
                let glide = next(offset) == "ー" && character == "ゅ" ? 2 : 1
                let swaps = character == "ゅ" ? afterYu : afterI
                if let following = next(offset, glide), let other = swaps[following] {
                    edits.append(Edit(range: offset + glide..<offset + glide + 1, replacement: String(other)))
                }
            }
        }
        return edits
    }

    /// Whether `character` is kana as tokens fold it (katakana as hiragana), or the long-vowel mark.
    static func isKana(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else {
            return false
        }
        return (0x3041...0x3096).contains(scalar.value) || scalar == "ー"
    }

    /// The kana that never begin a word.
    private static let wordInnerKana: Set<Character> = [
        "ー", "ぁ", "ぃ", "ぅ", "ぇ", "ぉ", "っ", "ゃ", "ゅ", "ょ", "ゎ", "ん",
    ]

    /// The vowels written either way after `ュ` (`ビューア`, `ビューワ`) and after `イ` (`ダイアル`,
    /// `ダイヤル`).
    private static let afterYu: [Character: Character] = ["あ": "わ", "わ": "あ"]
    private static let afterI: [Character: Character] = ["あ": "や", "や": "あ"]

    private static let eRow: Set<Character> = [
        "え", "け", "せ", "て", "ね", "へ", "め", "れ", "げ", "ぜ", "で", "べ", "ぺ", "ぇ",
    ]
    private static let smallAndFullVowels: [Character: Character] = [
        "ぃ": "い", "ぇ": "え", "ぉ": "お", "い": "ぃ", "え": "ぇ", "お": "ぉ",
    ]
    private static let voicedLabials: [Character: Character] = ["ぁ": "ば", "ぃ": "び", "ぇ": "べ", "ぉ": "ぼ"]

    private static func overlaps(_ edits: [Edit]) -> Bool {
        let sorted = edits.sorted { $0.range.lowerBound < $1.range.lowerBound }
        return zip(sorted, sorted.dropFirst()).contains { $0.range.upperBound > $1.range.lowerBound }
    }

    /// `characters` with `edits` (which do not overlap) made, the last first so the earlier
    /// ranges stay where they were.
    private static func applying(_ edits: [Edit], to characters: [Character]) -> String {
        var result = characters
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(edit.range, with: Array(edit.replacement))
        }
        return String(result)
    }
}

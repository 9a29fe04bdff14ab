/// The other tenses of an English verb, so that `running shoes` also reaches `Run club shoes`,
/// `baked bread` reaches `Bake bread at home` and `cook class` reaches `Cooking class`.
///
/// Like ``EnglishNumber``, these are spelling rules, not a dictionary: a form is only worth
/// anything once the index is found to hold it, which is how callers use them. The rules undo the
/// suffixes `-ing` and `-ed` the ways English spells them (`cooking` → `cook`, `making` → `make`,
/// `running` → `run`, `tried` → `try`) and add them back to a base (`cook` → `cooked`,
/// `cooking`). Words that only end like a tense (`thing`, `morning`, `need`, `hundred`) are left
/// alone, and a base is at least three letters.
package enum EnglishVerb {
    /// Words ending in `-ing` or `-ed` that are no tense of a shorter word.
    private static let untensed: Set<String> = [
        "thing", "nothing", "something", "anything", "everything", "string", "spring", "morning",
        "evening", "during", "ceiling", "king", "ring", "wing", "sling", "swing",
        "sting", "ping", "ding", "ling", "pudding", "awning", "herring", "offspring", "need", "seed",
        "feed", "speed", "weed", "breed", "greed", "bleed", "indeed", "proceed", "succeed",
        "exceed", "hundred", "kindred", "sacred", "naked", "wicked", "rugged", "ragged", "beloved",
        "bed", "red", "shed", "wed", "fed", "led", "bred", "sled", "shred",
    ]

    /// Verbs whose tenses no rule makes, the base first.
    private static let irregularGroups: [[String]] = [
        "buy bought", "make made", "take took taken", "write wrote written", "go went gone",
        "see saw seen", "eat ate eaten", "drive drove driven", "run ran", "meet met", "pay paid",
        "send sent", "sell sold", "find found", "get got gotten", "give gave given",
        "think thought", "build built", "bring brought", "teach taught", "catch caught",
        "fly flew flown", "swim swam swum", "sing sang sung", "begin began begun",
        "choose chose chosen", "speak spoke spoken", "break broke broken", "forget forgot forgotten",
        "leave left", "lose lost", "feel felt", "keep kept", "sleep slept", "spend spent",
        "tell told", "say said", "hold held", "stand stood", "understand understood", "win won",
        "grow grew grown", "know knew known", "draw drew drawn", "wear wore worn", "ride rode ridden",
        "rise rose risen", "fall fell fallen", "hide hid hidden", "freeze froze frozen",
    ].map { $0.split(separator: " ").map(String.init) }

    /// Each irregular form's other forms.
    private static let irregular: [String: [String]] = {
        var table: [String: [String]] = [:]
        for forms in irregularGroups {
            for form in forms { table[form, default: []] += forms.filter { $0 != form } }
        }
        return table
    }()

    /// The irregular forms that are no base, to which no rule adds a suffix (`bought`).
    private static let irregularTenses = Set(irregularGroups.flatMap { $0.dropFirst() })

    /// Other tenses of `word`, likeliest spelling first; empty for a word that is not a
    /// lowercase ASCII word of three letters or more. Callers keep the forms the index holds.
    ///
    /// ```swift
    /// EnglishVerb.otherForms(of: "cooking")  // ["cook", "cooke", "cooked"]
    /// EnglishVerb.otherForms(of: "bake")     // ["baking", "baked"]
    /// EnglishVerb.otherForms(of: "bought")   // ["buy"]
    /// ```
    package static func otherForms(of word: String) -> [String] {
        let letters = Array(word.utf8)
        guard letters.count >= 3, letters.allSatisfy({ (0x61...0x7A).contains($0) }),
            !untensed.contains(word)
        else { return [] }
        var forms = irregular[word] ?? []
        let bases = bases(of: word)
        if bases.isEmpty {
            if !irregularTenses.contains(word) { forms += tenses(of: word) }
        } else {
            forms += bases
            for base in bases { forms += (irregular[base] ?? []) + tenses(of: base) }
        }
        var seen: Set<String> = [word]
        return forms.filter { $0.utf8.count >= 3 && seen.insert($0).inserted }
    }

    /// The base verbs `word` may be `-ing` or `-ed` of, likeliest first; empty for neither.
    private static func bases(of word: String) -> [String] {
        let suffix: Int
        if word.hasSuffix("ing"), word.utf8.count >= 6 {
            suffix = 3
        } else if word.hasSuffix("ed"), word.utf8.count >= 5 {
            suffix = 2
        } else {
            return []
        }
        let stem = String(word.dropLast(suffix))
        var bases: [String] = []
        if suffix == 2, word.hasSuffix("ied") { bases.append(String(word.dropLast(3)) + "y") }
        if let undoubled = undoubling(stem) { bases.append(undoubled) }
        bases.append(stem)
        if let last = stem.utf8.last, !isVowel(last), last != UInt8(ascii: "y") {
            bases.append(stem + "e")
        }
        return bases.filter { $0.utf8.count >= 3 }
    }

    /// `stop` for `stopp`: a doubled final consonant that English doubles before a suffix, and
    /// not one a base ends in itself (`fall`, `miss`, `buzz`, `add`).
    private static func undoubling(_ stem: String) -> String? {
        let letters = Array(stem.utf8)
        guard letters.count >= 4, let last = letters.last, letters[letters.count - 2] == last, !isVowel(last),
            !"lszfd".utf8.contains(last)
        else { return nil }
        return String(stem.dropLast())
    }

    /// The `-ing`, `-ed` and `-s` forms of a base: `make` → `making`, `made` is not a rule's.
    private static func tenses(of base: String) -> [String] {
        let letters = Array(base.utf8)
        guard let last = letters.last else { return [] }
        if last == UInt8(ascii: "e") {
            let stem = String(base.dropLast())
            return base.hasSuffix("ee") ? [base + "ing", base + "d"] : [stem + "ing", base + "d"]
        }
        if last == UInt8(ascii: "y"), letters.count >= 2, !isVowel(letters[letters.count - 2]) {
            return [base + "ing", String(base.dropLast()) + "ied"]
        }
        if isShortClosedSyllable(letters) {
            let doubled = base + String(decoding: [last], as: UTF8.self)
            return [doubled + "ing", doubled + "ed"]
        }
        return [base + "ing", base + "ed"]
    }

    /// A one-syllable consonant–vowel–consonant base, whose last letter English doubles before a
    /// suffix (`run` → `running`, `shop` → `shopped`), but not `w`, `x` or `y` (`snow`, `fix`).
    private static func isShortClosedSyllable(_ letters: [UInt8]) -> Bool {
        guard letters.count >= 3, letters.count <= 4 else { return false }
        let (a, b, c) = (letters[letters.count - 3], letters[letters.count - 2], letters[letters.count - 1])
        guard !isVowel(a), isVowel(b), !isVowel(c), !"wxy".utf8.contains(c) else { return false }
        return letters.dropLast(3).allSatisfy { !isVowel($0) }
    }

    private static func isVowel(_ letter: UInt8) -> Bool { "aeiou".utf8.contains(letter) }
}

/// The singular of an English plural and the plural of a singular, so that a search for
/// `recipes` also reaches `Recipe for pasta` and `child` reaches `Children's party`.
///
/// The forms are spelling rules, not a dictionary: a form is only worth anything once the index
/// is found to hold it, which is how callers use them. The rules are kept narrow where a loose
/// one would reach a different common word: `-es` comes off only after the letters that need it
/// (`boxes`, `matches`, `classes`), so `notes` is never cut to `not` nor `cases` to `cas`;
/// `-ves` plurals are listed (`leaves`), so `gives` does not reach `gif`; and words that only
/// look plural (`news`, `series`) are left alone.
package enum EnglishNumber {
    /// Plurals that no rule makes, both ways (the regular ones are left to the rules).
    private static let irregular: [String: String] = {
        let pairs = [
            ("child", "children"), ("person", "people"), ("man", "men"), ("woman", "women"),
            ("mouse", "mice"), ("foot", "feet"), ("tooth", "teeth"), ("goose", "geese"),
            ("analysis", "analyses"), ("crisis", "crises"), ("thesis", "theses"), ("axis", "axes"),
            ("index", "indices"), ("matrix", "matrices"), ("vertex", "vertices"),
            ("appendix", "appendices"), ("criterion", "criteria"), ("phenomenon", "phenomena"),
            ("medium", "media"), ("datum", "data"), ("cactus", "cacti"), ("radius", "radii"),
            ("leaf", "leaves"), ("loaf", "loaves"), ("half", "halves"), ("calf", "calves"),
            ("shelf", "shelves"), ("self", "selves"), ("elf", "elves"), ("wolf", "wolves"),
            ("thief", "thieves"), ("knife", "knives"), ("wife", "wives"), ("life", "lives"),
        ]
        var table: [String: String] = [:]
        for (singular, plural) in pairs {
            table[singular] = plural
            table[plural] = singular
        }
        return table
    }()

    /// Words ending in `s` that are not the plural of the word without it.
    private static let singularsEndingInS: Set<String> = [
        "news", "series", "species", "means", "lens", "gas", "bus", "plus", "yes", "this", "does",
        "goes", "always", "perhaps", "whereas", "towards", "besides", "sometimes", "its", "has", "was",
    ]

    /// The word's other number, likeliest spelling first; empty for a word that is not a
    /// lowercase ASCII word of three letters or more. Callers keep the forms the index holds.
    ///
    /// ```swift
    /// EnglishNumber.otherForms(of: "boxes")      // ["box", "boxe"]
    /// EnglishNumber.otherForms(of: "category")   // ["categories"]
    /// ```
    package static func otherForms(of word: String) -> [String] {
        let letters = Array(word.utf8)
        guard letters.count >= 3, letters.allSatisfy({ (0x61...0x7A).contains($0) }) else { return [] }
        var forms: [String] = []
        if let other = irregular[word] { forms.append(other) }
        func ends(_ suffix: String) -> Bool { word.hasSuffix(suffix) }
        func stem(dropping count: Int) -> String { String(word.dropLast(count)) }
        func needsES(_ stem: String) -> Bool {
            ["x", "z", "ch", "sh", "ss", "us"].contains { stem.hasSuffix($0) }
        }
        let isPlural =
            ends("s") && !ends("ss") && !ends("us") && !ends("is") && !singularsEndingInS.contains(word)
        if isPlural {
            if ends("ies"), letters.count > 4 { forms.append(stem(dropping: 3) + "y") }
            if ends("es"), needsES(stem(dropping: 2)) { forms.append(stem(dropping: 2)) }
            forms.append(stem(dropping: 1))
        } else if ends("ss") || ends("us") || ends("x") || ends("z") || ends("ch") || ends("sh") {
            forms.append(word + "es")
        } else if ends("y"), let beforeLast = letters.dropLast().last, !"aeiou".utf8.contains(beforeLast) {
            forms.append(stem(dropping: 1) + "ies")
        } else if !ends("s") {
            if ends("o") { forms.append(word + "es") }
            forms.append(word + "s")
        }
        var seen: Set<String> = [word]
        return forms.filter { $0.utf8.count >= 3 && seen.insert($0).inserted }
    }
}

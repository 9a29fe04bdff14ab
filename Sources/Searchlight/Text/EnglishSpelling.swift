/// The British and American spellings of an English word, so that `colour management` also
/// reaches `Color manager`, `photo organiser` reaches `Photo organizer`, and `catalog` reaches
/// `Book catalogue`.
///
/// Like ``EnglishNumber``, these are spelling rules, not a dictionary: a form is only worth
/// anything once the index is found to hold it, which is how callers use them, so a rule that
/// makes no word (`contour` → `contor`) costs a lookup, never a wrong result.
package enum EnglishSpelling {
    /// One ending written two ways, British first, with the endings that may follow it.
    private static let endings: [(british: String, american: String, followers: [String])] = [
        ("our", "or", ["", "s", "ed", "ing", "ful", "ite", "ites", "able", "less"]),
        ("isation", "ization", ["", "s"]),
        ("ise", "ize", ["", "s", "d", "r", "rs"]),
        ("ising", "izing", [""]),
        ("yse", "yze", ["", "s", "d", "r", "rs"]),
        ("ysing", "yzing", [""]),
        ("ogue", "og", ["", "s"]),
        ("tre", "ter", ["", "s"]),
    ]

    /// The fewest letters before the ending: `hour`, `rise` and `genre` are no spellings of
    /// `hor`, `rize` or `gener`.
    private static let shortestStem = 3

    /// The word's other spelling, British for American and American for British; empty for a
    /// word no rule covers. Callers keep the forms the index holds.
    ///
    /// ```swift
    /// EnglishSpelling.otherForms(of: "colours")     // ["colors"]
    /// EnglishSpelling.otherForms(of: "organizer")   // ["organiser"]
    /// ```
    package static func otherForms(of word: String) -> [String] {
        guard word.utf8.allSatisfy({ (0x61...0x7A).contains($0) }) else { return [] }
        var forms: [String] = []
        for (british, american, followers) in endings {
            for follower in followers {
                for (from, to) in [(british, american), (american, british)] {
                    let ending = from + follower
                    guard word.hasSuffix(ending), word.count - ending.count >= shortestStem else { continue }
                    forms.append(String(word.dropLast(ending.count)) + to + follower)
                }
            }
        }
        var seen: Set<String> = [word]
        return forms.filter { seen.insert($0).inserted }
    }
}

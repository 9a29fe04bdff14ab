/// The American spelling of a word spelt the British way, so that `colour management` also
/// reaches `Color manager`, `photo organiser` reaches `Photo organizer`, and `catalogue` reaches
/// `Book catalog`.
///
/// Like ``EnglishNumber``, these are spelling rules, not a dictionary: a form is only worth
/// anything once the index is found to hold it, which is how callers use them, so a rule that
/// makes no word (`contour` → `contor`) costs a lookup, never a wrong result. Only British
/// spellings are read so: the American endings (`-or`, `-er`, `-ize`) end so many common words
/// that looking up a British form of each would slow every search a page is short for.
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

    /// The American spelling of a word spelt the British way; empty for a word no rule covers.
    /// Callers keep the forms the index holds.
    ///
    /// ```swift
    /// EnglishSpelling.otherForms(of: "colours")     // ["colors"]
    /// EnglishSpelling.otherForms(of: "organiser")   // ["organizer"]
    /// ```
    package static func otherForms(of word: String) -> [String] {
        guard word.utf8.allSatisfy({ (0x61...0x7A).contains($0) }) else { return [] }
        var forms: [String] = []
        for (british, american, followers) in endings {
            for follower in followers {
                let ending = british + follower
                guard word.hasSuffix(ending), word.count - ending.count >= shortestStem else { continue }
                forms.append(String(word.dropLast(ending.count)) + american + follower)
            }
        }
        var seen: Set<String> = [word]
        return forms.filter { seen.insert($0).inserted }
    }
}

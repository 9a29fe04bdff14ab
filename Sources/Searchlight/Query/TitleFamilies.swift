/// Items named after another item: `audacity-data` and `audacity-plugins` after `audacity`,
/// `Trip to Rome – photos` after `Trip to Rome`.
///
/// Such parts of a whole often describe themselves in the whole's own words, in fewer of them,
/// so a length-normalised score puts them first: `audio editor` found `audacity-data` above
/// `audacity`. A person searching for the words means the whole, so among results the item whose
/// title begins another's, followed by a separator, comes before it when it scores nearly as well.
package enum TitleFamilies {
    /// How close to a part's score the whole must come to be put before it: a part that matches
    /// the words far better (`gimp help` for `gimp-help-en`) keeps its place.
    static let wholeShare = 0.9

    /// The most results looked at: a page of results as loaded (``ResultPager/pageSize``).
    static let pageSize = ResultPager.pageSize

    /// `rows` with each whole put just before the first of its parts that came before it, at that
    /// part's score, so scores still fall in the order shown; `titles` are the rows' titles, in
    /// the same order. Only the first ``pageSize`` rows are looked at.
    static func wholesFirst(_ rows: [RankedRow], titles: [String?]) -> [RankedRow] {
        let count = min(rows.count, titles.count, pageSize)
        guard count > 1 else { return rows }
        // What each title on the page begins with before a separator: only a title among them can
        // be a whole, and most pages have none.
        var stems: Set<Substring> = []
        for title in titles.prefix(count) {
            guard let title else { continue }
            let scalars = title.unicodeScalars
            for index in scalars.indices where index > scalars.startIndex && isSeparator(scalars[index]) {
                stems.insert(title[..<index])
            }
        }
        guard !stems.isEmpty else { return rows }
        var titles = Array(titles.prefix(count))
        var ordered = Array(rows.prefix(count))
        for offset in 1..<count {
            let whole = ordered[offset]
            guard whole.score > 0, let title = titles[offset], stems.contains(title[...]),
                let partOffset = (0..<offset).first(where: { candidate in
                    guard let part = titles[candidate] else { return false }
                    return ordered[candidate].score > 0
                        && whole.score >= wholeShare * ordered[candidate].score
                        && isPart(part, of: title)
                })
            else { continue }
            ordered.remove(at: offset)
            ordered.insert(RankedRow(rowID: whole.rowID, score: ordered[partOffset].score), at: partOffset)
            titles.insert(titles.remove(at: offset), at: partOffset)
        }
        return ordered + rows.dropFirst(count)
    }

    /// ``wholesFirst(_:titles:)`` with the stored titles of `rows`.
    package static func wholesFirst(_ rows: [RankedRow], connection: SQLiteConnection) throws -> [RankedRow] {
        let statement = try connection.statement(
            "SELECT text FROM attribute_values WHERE key = ?1 AND item = ?2 AND ordinal = 0")
        defer { statement.reset() }
        let titles = try rows.prefix(pageSize).map { row in
            statement.reset()
            statement.bind(AttributeKey.title.rawValue, at: 1)
            statement.bind(row.rowID, at: 2)
            return try statement.step() ? statement.string(0) : nil
        }
        return wholesFirst(rows, titles: titles)
    }

    /// Whether `title` is `whole` followed by a separator and more: `audacity-data` of `audacity`,
    /// not `audacious` of `audac`.
    static func isPart(_ title: String, of whole: String) -> Bool {
        guard title.hasPrefix(whole) else { return false }
        let rest = title.unicodeScalars.dropFirst(whole.unicodeScalars.count)
        guard let separator = rest.first, rest.count > 1 else { return false }
        return isSeparator(separator)
    }

    private static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return
                !(("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || ("0"..."9").contains(scalar))
        }
        return !scalar.properties.isAlphabetic && scalar.properties.numericType == nil
    }
}

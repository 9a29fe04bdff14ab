/// Items named after another item: `audacity-data` and `audacity-plugins` after `audacity`,
/// `Trip to Rome – photos` after `Trip to Rome`.
///
/// Such parts of a whole often describe themselves in the whole's own words, in fewer of them,
/// so a length-normalised score puts them first: `audio editor` found `audacity-data` above
/// `audacity`. A person searching for the words means the whole, so among results the item whose
/// title begins another's, followed by a separator, comes before it when it scores at least three
/// fifths as well: a whole's text is usually the longer (`hydrogen`'s against `hydrogen-data`'s `drum
/// machine (data files)`), which length normalisation alone costs that much.
package enum TitleFamilies {
    /// How close to a part's score the whole must come to be put before it: a part that matches
    /// the words far better (`gimp help` for `gimp-help-en`) keeps its place. Measured on the
    /// search sets: at 0.9, `drum machine`, `QEMU` and `typing tutor` showed a part first; below
    /// 0.6, known-item searches for a part (its own description typed) lose it to its whole.
    static let wholeShare = 0.6

    /// The most results looked at: a search box's page, which ``UserQuery`` ranks however few
    /// results it shows, so the first results are ordered alike whatever the limit.
    package static let pageSize = 20

    /// `rows` with each whole put just before the first of its parts that came before it, at that
    /// part's score, so scores still fall in the order shown; `title` gives the title of the row
    /// at an offset of `rows`, and is asked only for rows that may be a whole or a part. Only the
    /// first ``pageSize`` rows are looked at.
    static func wholesFirst(_ rows: [RankedRow], title: (Int) throws -> String?) rethrows -> [RankedRow] {
        let count = min(rows.count, pageSize)
        guard count > 1 else { return rows }
        // As scores fall, a part's whole scores nearly as well as it only if the row right after
        // the part does too, and then every row between them: other rows need no title.
        let partOffsets = (0..<(count - 1)).filter {
            rows[$0].score > 0 && rows[$0 + 1].score >= wholeShare * rows[$0].score
        }
        guard !partOffsets.isEmpty else { return rows }
        var titles = [String?](repeating: nil, count: count)
        var isRead = [Bool](repeating: false, count: count)
        for part in partOffsets {
            for offset in [part, part + 1] where !isRead[offset] {
                titles[offset] = try title(offset)
                isRead[offset] = true
            }
        }
        var ordered = Array(rows.prefix(count))
        for offset in 1..<count {
            let whole = ordered[offset]
            guard whole.score > 0, let title = titles[offset],
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

    /// How close to the first result's score an item titled exactly the words typed must come to
    /// be put first: one the words match far worse (a long text that names them once) keeps its
    /// place.
    static let namedShare = 0.5

    /// `rows` with those whose title is the words typed (`pandoc`, `Wine`, `python3 requests` for
    /// `python3-requests`, `node js` for `nodejs`; ``isTitle(_:words:typed:)``) first, at the
    /// first row's score, when they score at least ``namedShare`` of it. A person who types an item's whole name means that item, not
    /// one that repeats the name in a longer title and a shorter text (`pod2pandoc`, `wine64`).
    /// `title` gives the title of the row at an offset of `rows`.
    static func namedFirst(_ rows: [RankedRow], words: [String], title: (Int) throws -> String?) rethrows
        -> [RankedRow]
    {
        guard rows.count > 1, !words.isEmpty, let top = rows.first?.score, top > 0 else { return rows }
        let typed = words.map { Array($0.utf8) }
        var named: [RankedRow] = []
        var others: [RankedRow] = []
        for (offset, row) in rows.enumerated() {
            if offset > 0, offset < pageSize, row.score >= namedShare * top, let title = try title(offset),
                isTitle(title, words: words, typed: typed)
            {
                named.append(RankedRow(rowID: row.rowID, score: top))
            } else {
                others.append(row)
            }
        }
        guard !named.isEmpty else { return rows }
        // The first row stays first when it is named too, and scores still fall in the order shown.
        if let first = try title(0), isTitle(first, words: words, typed: typed) {
            return [others[0]] + named + others.dropFirst()
        }
        return named + others
    }

    /// `rows` with the contacts named by the words typed first, in the order they came, at the
    /// first row's score: every word typed begins a word of the contact's names (`jonas` for
    /// Jonas Brügger, `bia` for the nickname Bia, `田中` for 田中 一郎). A person who types only
    /// someone's name means that person's card, which Spotlight shows as the top hit, not each
    /// message of a conversation named after them. `names` gives the names of the row at an
    /// offset of `rows` when its item is a contact, and `nil` otherwise. Only the first
    /// ``pageSize`` rows are looked at.
    static func contactsFirst(_ rows: [RankedRow], words: [String], names: (Int) -> [String]?) -> [RankedRow]
    {
        guard rows.count > 1, !words.isEmpty, words.joined().count >= 2, let top = rows.first?.score else {
            return rows
        }
        var named: [(row: RankedRow, beginsWithWord: Bool)] = []
        var others: [RankedRow] = []
        for (offset, row) in rows.enumerated() {
            let nameWords = offset < pageSize ? names(offset)?.map(titleWords) : nil
            guard let nameWords,
                words.allSatisfy({ word in nameWords.contains { $0.contains { $0.hasPrefix(word) } } })
            else {
                others.append(row)
                continue
            }
            let beginsWithWord = nameWords.contains { $0.first?.hasPrefix(words[0]) == true }
            named.append((RankedRow(rowID: row.rowID, score: top), beginsWithWord))
        }
        // Those whose name begins with the word first (`karim`: Karim Haddad before Umm Karim).
        let ordered = named.filter(\.beginsWithWord) + named.filter { !$0.beginsWithWord }
        return named.isEmpty ? rows : ordered.map(\.row) + others
    }

    /// Whether the words of `title` are `words` (their UTF-8 in `typed`), written apart or
    /// together: `python3-requests` for `python3 requests`, `nodejs` for `node js`, as a name
    /// typed apart is still the name. Byte by byte for an ASCII title, as most are, stopping at
    /// the first difference, so a page's titles cost next to nothing; through ``titleWords(_:)``
    /// otherwise.
    package static func isTitle(_ title: String, words: [String], typed: [[UInt8]]) -> Bool {
        let folded = TextFolding.fold(title)
        guard folded.utf8.allSatisfy({ $0 < 0x80 }) else {
            return titleWords(folded).joined() == words.joined()
        }
        var word = 0
        var position = 0
        for byte in folded.utf8 {
            guard (0x30...0x39).contains(byte) || (0x61...0x7A).contains(byte) else { continue }
            while word < typed.count, position == typed[word].count {
                word += 1
                position = 0
            }
            guard word < typed.count, typed[word][position] == byte else { return false }
            position += 1
        }
        return word == typed.count - 1 && position == typed[word].count
    }

    /// The words of a title or of what was typed, as ``namedFirst(_:words:title:)`` compares them:
    /// folded, split at whatever is not a letter or a digit.
    package static func titleWords(_ text: String) -> [String] {
        TextFolding.fold(text).split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }

    /// ``wholesFirst(_:title:)``, then ``namedFirst(_:words:title:)`` for `typedText`, with the
    /// stored titles of `rows`: the first page of ranked results as ``ResultPager`` orders it.
    package static func wholesFirst(
        _ rows: [RankedRow], typedText: String? = nil, connection: SQLiteConnection
    )
        throws -> [RankedRow]
    {
        let statement = try connection.statement(
            "SELECT text FROM attribute_values WHERE key = ?1 AND item = ?2 AND ordinal = 0")
        defer { statement.reset() }
        func title(of row: RankedRow) throws -> String? {
            statement.reset()
            statement.bind(AttributeKey.title.rawValue, at: 1)
            statement.bind(row.rowID, at: 2)
            return try statement.step() ? statement.string(0) : nil
        }
        let ordered = try wholesFirst(rows) { try title(of: rows[$0]) }
        guard let typedText else { return ordered }
        let page = Array(ordered.prefix(pageSize))
        return try namedFirst(page, words: titleWords(typedText)) { try title(of: page[$0]) }
            + ordered.dropFirst(pageSize)
    }

    /// Whether `title` is `whole` followed by a separator and more: `audacity-data` of `audacity`,
    /// not `audacious` of `audac`; or, as libraries are named, `lib` and `whole`, alone or
    /// followed by a version or a separator: `libflashrom1` and `libflashrom-dev` of `flashrom`,
    /// not `libreoffice` of `re`. Compared byte by byte: titles are compared as stored.
    package static func isPart(_ title: String, of whole: String) -> Bool {
        let library = title.utf8.starts(with: "lib".utf8) && !whole.utf8.starts(with: "lib".utf8)
        if library, title.utf8.dropFirst(3).starts(with: whole.utf8) {
            let rest = title.utf8.dropFirst(3 + whole.utf8.count)
            guard let next = rest.first else { return true }
            if (0x30...0x39).contains(next) { return true }
            return isPart("lib" + whole + String(Substring(rest)), of: "lib" + whole)
        }
        let titleBytes = title.utf8
        let wholeBytes = whole.utf8
        guard titleBytes.count > wholeBytes.count + 1, titleBytes.starts(with: wholeBytes) else {
            return false
        }
        let rest = title.utf8.index(title.utf8.startIndex, offsetBy: wholeBytes.count)
        let separator = title.utf8[rest]
        guard separator >= 0x80 else {
            let isAlphanumeric =
                (0x30...0x39).contains(separator) || (0x41...0x5A).contains(separator)
                || (0x61...0x7A).contains(separator)
            return !isAlphanumeric
        }
        // A separator beyond ASCII, such as a dash: the character there, when `whole` ends one.
        guard let scalar = title[rest...].unicodeScalars.first else { return false }
        return !scalar.properties.isAlphabetic && scalar.properties.numericType == nil
    }
}

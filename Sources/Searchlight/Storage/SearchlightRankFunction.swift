import CSQLite
import Foundation
import Synchronization

/// How ``SearchlightRankFunction`` weighs a match.
///
/// ``standard`` was chosen on the tuning half of `searchlight-bench relevance` (known-item
/// queries, MRR@10); the benchmark's `SEARCHLIGHT_BENCH_RANKING_MODELS` compares others.
package struct RankingModel: Sendable, Equatable {
    /// Per-column weights, in ``TextColumn`` order.
    package var columnWeights: [Double]
    /// BM25's `k1`: how quickly repeated occurrences stop adding relevance.
    package var saturation: Double
    /// BM25's `b`, per column against that column's average length.
    package var lengthNormalization: Double
    /// What a word that only begins a longer word is worth next to the word itself, when the
    /// typed letters are no word of their own. It shrinks with the share of the prefix's items
    /// that hold the word itself: the more the letters are a word people write, the likelier the
    /// person typed it in full (`lists`, not `listen`).
    package var prefixWeight: Double
    /// What all the words close together in one column add, as a share of their IDF.
    package var proximityWeight: Double
    /// How strongly a shorter item is preferred over a longer one with the same matches: the
    /// score is scaled by `(2a / (a + length))^lengthPrior`, `a` the average item length.
    package var lengthPrior: Double
    /// What all the words in one column add, as a share of their IDF: in full when they are in
    /// the order typed and the column is the heaviest and of average length, less for a lighter
    /// or longer column, half when the order differs. A person who remembers several words of one
    /// item usually remembers them from one place in it (its name, its one-line description).
    package var fieldMatchWeight: Double
    /// What a name column (one of the heaviest: the title, the names) that is exactly the words
    /// typed, in order and in full, adds as a share of their IDF. A person who types an item's
    /// whole name (`tmux`, `python3 requests`) is looking for that item, not for the ones whose
    /// longer names or texts repeat it. A name the last word only begins (`tmu` for `tmux`) adds
    /// half as much, with the prefix's IDF for that word, less when the letters are a word people
    /// write in full (``nameBeingTypedShare(exactHits:prefixHits:prefixIDF:)``): the person is
    /// typing that name.
    package var nameMatchWeight: Double
    /// The share of ``nameMatchWeight`` a name column made of some of the words typed, not all,
    /// adds for their IDF (`vlc` for `vlc player`).
    package var partialNameShare: Double

    package init(
        columnWeights: [Double], saturation: Double, lengthNormalization: Double, prefixWeight: Double,
        proximityWeight: Double, lengthPrior: Double, fieldMatchWeight: Double, nameMatchWeight: Double,
        partialNameShare: Double = 0
    ) {
        self.partialNameShare = partialNameShare
        self.columnWeights = columnWeights
        self.saturation = saturation
        self.lengthNormalization = lengthNormalization
        self.prefixWeight = prefixWeight
        self.proximityWeight = proximityWeight
        self.lengthPrior = lengthPrior
        self.fieldMatchWeight = fieldMatchWeight
        self.nameMatchWeight = nameMatchWeight
    }

    /// Title and names 6, summary 3, keywords 2, the rest 1: a one-line description says more
    /// about an item than its keywords or its people. A whole name typed adds 3 times its IDF,
    /// about the most a word's text share can be in the shortest item (`saturation + 1` times
    /// `2^lengthPrior`), so the item named `libreoffice` comes before a short one that only
    /// mentions it in every field (with 1 it did not; on the known-item queries, 3 moved the
    /// name being typed up by 0.005 and no other variant).
    package static let standard = RankingModel(
        columnWeights: [6, 6, 2, 1, 3, 1, 1], saturation: 1.2, lengthNormalization: 0.75, prefixWeight: 0.25,
        proximityWeight: 0.5, lengthPrior: 0.5, fieldMatchWeight: 0.5, nameMatchWeight: 3,
        partialNameShare: 0.5)

    /// The model in use: ``standard`` unless the benchmark is comparing models in one process.
    package static var current: RankingModel {
        get { active.withLock { $0.model } }
        set { active.withLock { $0 = (newValue, newValue.fingerprint) } }
    }

    /// A text naming every parameter of ``current``: what stored derived data (the top lists)
    /// records it was computed under. Kept beside the model because every search compares it, and
    /// describing a struct through reflection costs more than the rest of a short search's setup.
    static var currentFingerprint: String { active.withLock { $0.fingerprint } }

    /// What lists built under another model, or another IDF, must not be trusted under.
    private var fingerprint: String { "idf: lucene; " + String(describing: self) }

    private static let active = Mutex((model: standard, fingerprint: standard.fingerprint))
}

extension RankingModel {
    // The arithmetic the ranking function and ``SingleWordScorer`` share: the top lists' exact
    // bound needs both to give the same `Double` for the same item.

    /// BM25's saturation of a (weighted, length-normalized) frequency.
    func saturated(_ frequency: Double) -> Double { frequency * (saturation + 1) / (frequency + saturation) }

    /// BM25's length factor of a column of `size` tokens against the column's average length.
    func lengthFactor(size: Double, average: Double) -> Double {
        1 - lengthNormalization + lengthNormalization * size / average
    }

    /// What an occurrence of a longer word counts next to the typed word itself, given how many
    /// items hold the word (`exactHits`) and how many hold a word it begins (`prefixHits`).
    func longerWordWeight(exactHits: Double, prefixHits: Double) -> Double {
        let share = prefixHits > 0 ? min(exactHits / prefixHits, 1) : 0
        return prefixWeight * (1 - share)
    }

    /// What the word being typed adds to a name it only begins, before ``nameMatchWeight``: half
    /// the prefix's IDF, less the more the typed letters are a word of their own, and nothing once
    /// half the items that have them hold the word itself (`lists` is typed in full).
    func nameBeingTypedShare(exactHits: Double, prefixHits: Double, prefixIDF: Double) -> Double {
        let share = prefixHits > 0 ? min(exactHits / prefixHits, 1) : 0
        return 0.5 * max(0, 1 - 2 * share) * prefixIDF
    }

    /// The columns ``nameMatchWeight`` looks at: those of the heaviest weight, as a bit mask.
    var nameColumns: UInt64 {
        let heaviest = columnWeights.max() ?? 1
        var mask: UInt64 = 0
        for (column, weight) in columnWeights.enumerated() where weight == heaviest && column < 64 {
            mask |= 1 << UInt64(column)
        }
        return mask
    }

    /// The factor ``lengthPrior`` applies to an item of `itemSize` tokens.
    func prior(itemSize: Double, averageItemLength: Double) -> Double {
        lengthPrior == 0 ? 1 : pow(2 * averageItemLength / (averageItemLength + itemSize), lengthPrior)
    }
}

/// The score ``SearchlightRankFunction`` gives an item for a query of one word — whole (layout
/// `w`) or being typed (layout `ep`) — from the word's occurrences in the item (positive here; the
/// function returns it negated). The same operations in the same order, so the same `Double`.
struct SingleWordScorer {
    let model: RankingModel
    /// The IDF of the word itself.
    let exactIDF: Double
    /// What an occurrence of a longer word the typed letters begin is worth: the model's longer-word
    /// weight times the prefix's IDF (0 for a whole word, whose longer words do not match).
    let longerIDF: Double
    /// What a name the typed letters begin adds (``RankingModel/nameBeingTypedShare(exactHits:prefixHits:prefixIDF:)``;
    /// 0 for a whole word).
    let nameBeingTypedIDF: Double
    let averageLength: [Double]
    let averageItemLength: Double
    let nameColumns: UInt64

    init(
        exactIDF: Double, longerIDF: Double, nameBeingTypedIDF: Double = 0, statistics: TextStatistics,
        model: RankingModel
    ) {
        self.model = model
        self.exactIDF = exactIDF
        self.longerIDF = longerIDF
        self.nameBeingTypedIDF = nameBeingTypedIDF
        nameColumns = model.nameColumns
        averageLength = statistics.averageLengths
        averageItemLength = averageLength.reduce(0, +)
    }

    func score(_ frequencies: WordFrequencies) -> Double {
        var exact = 0.0
        var longer = 0.0
        var isName = false
        var isNameBeingTyped = false
        for (column, count, prefixCount, size) in frequencies.columns where column < averageLength.count {
            let weight = column < model.columnWeights.count ? model.columnWeights[column] : 1
            let lengthFactor = model.lengthFactor(size: Double(size), average: averageLength[column])
            exact += weight * Double(count) / lengthFactor
            longer += weight * max(Double(prefixCount) - Double(count), 0) / lengthFactor
            guard size == 1, nameColumns & (1 << UInt64(column & 63)) != 0 else { continue }
            isName = isName || count > 0
            isNameBeingTyped = isNameBeingTyped || prefixCount > 0
        }
        // One word adds no proximity or field-match share: the function's zero terms leave the
        // sum unchanged, as does a whole word's zero longer-word term.
        let text =
            (exactIDF * model.saturated(exact) + longerIDF * model.saturated(longer))
            * model.prior(itemSize: Double(frequencies.itemSize), averageItemLength: averageItemLength)
        guard model.nameMatchWeight > 0 else { return text }
        if isName { return text + model.nameMatchWeight * exactIDF }
        if isNameBeingTyped, nameBeingTypedIDF > 0 { return text + model.nameMatchWeight * nameBeingTypedIDF }
        return text
    }
}

/// Registers `searchlight_rank(item_text, layout)` with FTS5: BM25F relevance of the row to the
/// query, higher is more relevant, returned negated so that `ORDER BY` ascending puts the best
/// first, like `bm25()`.
///
/// It differs from FTS5's `bm25()` where known-item searches showed it mattered:
/// - each column is length-normalized against its own average (BM25F), so a long body does not
///   drown a title match, and the whole item's length scales the score
///   (``RankingModel/lengthPrior``): of two items with the same matches, the shorter is the
///   likelier one sought;
/// - the word being typed is queried as `("w" OR "w"*)`; `layout` names each phrase of the
///   expression (`w` a word, `e` then `p` the exact and prefix halves of the word being typed),
///   optionally followed by `:` and each phrase's number of matching rows, comma-separated (see
///   ``layout(_:hits:)``), and occurrences of longer words count at most
///   ``RankingModel/prefixWeight`` as much as the word itself (less the more the typed letters are
///   a word of their own), with the prefix's own (lower) IDF;
/// - all the words close together in one column add ``RankingModel/proximityWeight`` of their
///   IDF, scaled by how tight the closest window holding all of them is;
/// - all the words in one column add ``RankingModel/fieldMatchWeight`` of their IDF, more for a
///   heavy, short column and the order typed;
/// - a name column that is exactly the words typed adds ``RankingModel/nameMatchWeight`` of
///   their IDF.
package enum SearchlightRankFunction {
    package static let name = "searchlight_rank"

    /// `searchlight_statistics(item_text)`: the table's row count and each column's total
    /// length, space-separated — the statistics every score depends on (see ``TextStatistics``).
    package static let statisticsName = "searchlight_statistics"

    static func register(api: UnsafeMutablePointer<fts5_api>) throws(SQLiteError) {
        var code = api.pointee.xCreateFunction!(api, name, nil, rank, nil)
        if code == SQLITE_OK {
            code = api.pointee.xCreateFunction!(api, statisticsName, nil, statistics, nil)
        }
        if code == SQLITE_OK {
            code = api.pointee.xCreateFunction!(api, frequenciesName, nil, frequencies, nil)
        }
        if code == SQLITE_OK {
            code = api.pointee.xCreateFunction!(api, positionsName, nil, positions, nil)
        }
        guard code == SQLITE_OK else {
            throw SQLiteError(code: code, message: "cannot register the \(name) FTS5 functions")
        }
    }

    /// `searchlight_frequencies(item_text)`: for a query of one word (`"w"`, or `("w" OR "w"*)`
    /// for the word being typed), the row's counts (see ``WordFrequencies/load(counts:lengths:)``).
    package static let frequenciesName = "searchlight_frequencies"

    /// `searchlight_positions(item_text)`: for a query of one word, the row's matches as
    /// ``FrequentWordPostings`` keep them (native `Int32`s): the item's length, the number of
    /// columns holding the word, each such column and its length, then each occurrence's column
    /// and offset in position order.
    package static let positionsName = "searchlight_positions"

    /// A layout that also carries each phrase's number of matching rows, which the function then
    /// uses instead of counting them itself (a full pass over each phrase's postings, per
    /// cursor); `-1` leaves a phrase's count to the function.
    static func layout(_ layout: String, hits: [Int]) -> String {
        layout + ":" + hits.map(String.init).joined(separator: ",")
    }

    /// BM25's IDF with one added inside the logarithm, as Lucene has it: FTS5's own formula is
    /// zero or less for a word half the items hold, so in a store of a few notes most words
    /// would weigh nothing and every match would tie. Over many items the two are nearly equal.
    static func inverseDocumentFrequency(rows: Int, hits: Int) -> Double {
        let n = Double(rows)
        return max(log(1 + (n - Double(hits) + 0.5) / (Double(hits) + 0.5)), 1e-6)
    }
}

/// A word's occurrences in one item: per column that has it, how often the word itself occurs,
/// how often it or a longer word it begins occurs (for the word being typed; else 0), and the
/// column's length; and the item's whole length.
struct WordFrequencies {
    var itemSize: Int
    /// Ascending by column.
    var columns: [(column: Int, count: Int, prefixCount: Int, size: Int)]

    /// Numbers per column in ``text``.
    static let columnFields = 4

    /// Space-separated: the item's length, then column, count, prefix count and length for each
    /// column.
    var text: String {
        ([itemSize] + columns.flatMap { [$0.column, $0.count, $0.prefixCount, $0.size] }).map(String.init)
            .joined(separator: " ")
    }

    init(itemSize: Int, columns: [(column: Int, count: Int, prefixCount: Int, size: Int)]) {
        self.itemSize = itemSize
        self.columns = columns
    }

    /// Replaces `self` with an item's frequencies: `counts` holds column, count and prefix count
    /// for each column with a match, as native `Int32`s (the form the frequencies function
    /// returns: it runs for every match while lists are built, where formatting text would cost
    /// more than the postings), `lengths` every column's length. Reuses the storage; `false`,
    /// leaving `self` unspecified, when `counts` is malformed.
    mutating func load(counts: UnsafeBufferPointer<Int32>, lengths: ArraySlice<Int32>) -> Bool {
        guard counts.count % 3 == 0 else { return false }
        itemSize = lengths.reduce(0) { $0 + Int($1) }
        columns.removeAll(keepingCapacity: true)
        for start in stride(from: 0, to: counts.count, by: 3) {
            let column = Int(counts[start])
            guard column >= 0, column < lengths.count else { return false }
            columns.append(
                (
                    column, Int(counts[start + 1]), Int(counts[start + 2]),
                    Int(lengths[lengths.startIndex + column])
                ))
        }
        return true
    }
}

/// The corpus statistics the ranking function reads: rows and per-column total lengths.
package struct TextStatistics: Equatable, Sendable {
    package var rows: Int
    package var columnTotals: [Int]

    package init(rows: Int, columnTotals: [Int]) {
        self.rows = rows
        self.columnTotals = columnTotals
    }

    /// Each column's average length, at least 1, as ``SearchlightRankFunction`` uses it.
    var averageLengths: [Double] { columnTotals.map { max(Double($0) / Double(max(rows, 1)), 1) } }

    /// How much more any one item's single-word score (before IDF) can be under `self` than it
    /// was under `earlier`, for `model`: column lengths are normalized against the column
    /// average, and a larger average makes every item's column look shorter.
    ///
    /// BM25's length factor `1 - b + b·len/avg` is an affine mix of 1 and `len/avg`, so it shrinks
    /// by at most `avg/avg'` when the average grows to `avg'`; saturation `f(k1+1)/(f+k1)` grows at
    /// most linearly with its input; the length prior grows at most by `(A'/A)^p` for the average
    /// item length `A`.
    func scoreGrowthBound(since earlier: TextStatistics, model: RankingModel) -> Double {
        let now = averageLengths
        let then = earlier.averageLengths
        guard now.count == then.count else { return .infinity }
        let column = zip(now, then).map { max(1, $0 / $1) }.max() ?? 1
        let item = max(1, now.reduce(0, +) / then.reduce(0, +))
        return column * (model.lengthPrior == 0 ? 1 : pow(item, model.lengthPrior))
    }

    /// The form ``SearchlightRankFunction/statisticsName`` returns.
    init?(text: String) {
        let numbers = text.split(separator: " ").compactMap { Int($0) }
        guard numbers.count >= 2 else { return nil }
        rows = numbers[0]
        columnTotals = Array(numbers.dropFirst())
    }

    var text: String { ([rows] + columnTotals).map(String.init).joined(separator: " ") }

    /// The statistics of the table an FTS5 function is called on.
    init(api: UnsafePointer<Fts5ExtensionApi>, fts: OpaquePointer) {
        var rows: Int64 = 0
        _ = api.pointee.xRowCount!(fts, &rows)
        self.rows = Int(rows)
        columnTotals = (0..<api.pointee.xColumnCount!(fts)).map { column in
            var total: Int64 = 0
            _ = api.pointee.xColumnTotalSize!(fts, column, &total)
            return Int(total)
        }
    }
}

/// What one query's rows share: the phrases' IDF and grouping, the columns' average lengths,
/// and scratch space reused row after row.
final class RankState {
    let model: RankingModel
    let columnCount: Int
    let wordCount: Int
    /// Per phrase: the word it belongs to, and whether it is the prefix half of a typed word.
    let word: [Int]
    let isPrefixHalf: [Bool]
    /// Per word: the IDF of the word itself and of its prefix phrase (same when not a prefix).
    let exactIDF: [Double]
    let prefixIDF: [Double]
    let hasPrefix: [Bool]
    let longerWeight: [Double]
    /// Per word: what it adds to a name it only begins (0 unless it is being typed).
    let nameBeingTypedIDF: [Double]
    /// Column weights, one per column.
    let weights: [Double]
    let heaviestWeight: Double
    let nameColumns: UInt64
    /// The words' IDF summed: what a name match is worth (``RankingModel/nameMatchWeight``).
    let exactIDFSum: Double
    let averageLength: [Double]
    let averageItemLength: Double
    // Row scratch, reused so a row costs no allocation and no exclusivity checks: counts per
    // (word, column), word-major, then each column's length factor.
    let exactCount: UnsafeMutableBufferPointer<Double>
    let prefixCount: UnsafeMutableBufferPointer<Double>
    let lengthFactor: UnsafeMutableBufferPointer<Double>
    let columnSize: UnsafeMutableBufferPointer<Double>
    let lastSeen: UnsafeMutableBufferPointer<Int>
    /// Per column, the positions below 64 that an instance of a whole word covers, then those
    /// that any instance covers (the word being typed's longer words too); name columns only.
    let coveredPositions: UnsafeMutableBufferPointer<UInt64>
    /// Each phrase's number of tokens.
    let phraseSize: [Int]
    /// The phrases' tokens, all told.
    let phraseTokenCount: Int
    /// Each phrase's own IDF, whichever word it is a form of: a form's share of a word never
    /// exceeds what the form would score as a word of its own, which bounds it.
    let phraseIDF: [Double]
    /// Whether a word was typed as several tokens or has another form (`LibreOffice`, `yt-dlp`):
    /// a column is then the name typed when the word's instances cover every position of it, as
    /// counting tokens against words no longer tells.
    let hasWordsOfSeveralForms: Bool
    /// Whether the positions the instances cover are tracked (``coveredPositions``).
    let tracksCoverage: Bool

    /// The state for the rows of one FTS5 query: the phrases' hits come from the layout where it
    /// gives them, else each is counted with a pass over its postings.
    convenience init(api: UnsafePointer<Fts5ExtensionApi>, fts: OpaquePointer, layout argument: [UInt8]) {
        let (layout, givenHits) = Self.parse(layout: argument)
        let phraseCount = Int(api.pointee.xPhraseCount!(fts))
        let hits = (0..<phraseCount).map { phrase in
            var hits: Int64 = 0
            if let givenHits, phrase < givenHits.count, givenHits[phrase] >= 0 {
                hits = givenHits[phrase]
            } else {
                _ = withUnsafeMutablePointer(to: &hits) { pointer in
                    api.pointee.xQueryPhrase!(fts, Int32(phrase), pointer, countHit)
                }
            }
            return Int(hits)
        }
        self.init(
            model: RankingModel.current, layout: layout, hits: hits,
            statistics: TextStatistics(api: api, fts: fts),
            columnCount: Int(api.pointee.xColumnCount!(fts)),
            phraseSizes: (0..<phraseCount).map { Int(api.pointee.xPhraseSize!(fts, Int32($0))) })
    }

    /// A layout argument's phrase kinds, and the hits it gives (see
    /// ``SearchlightRankFunction/layout(_:hits:)``).
    static func parse(layout argument: some Collection<UInt8>) -> (kinds: [UInt8], hits: [Int64]?) {
        let bytes = Array(argument)
        let separator = bytes.firstIndex(of: UInt8(ascii: ":"))
        let givenHits: [Int64]? = separator.map { separator in
            bytes[(separator + 1)...].split(separator: UInt8(ascii: ",")).map {
                Int64(String(decoding: $0, as: UTF8.self)) ?? 0
            }
        }
        return (Array(bytes[..<(separator ?? bytes.endIndex)]), givenHits)
    }

    /// `hits`: each phrase's number of matching rows.
    /// `hits`: each phrase's number of matching rows; `phraseSizes`: its number of tokens (one
    /// each when not given).
    init(
        model: RankingModel, layout: [UInt8], hits: [Int], statistics: TextStatistics, columnCount: Int,
        phraseSizes: [Int]? = nil
    ) {
        self.model = model
        let phraseCount = hits.count
        phraseSize = phraseSizes ?? Array(repeating: 1, count: phraseCount)
        phraseTokenCount = phraseSize.reduce(0, +)
        hasWordsOfSeveralForms =
            phraseSize.contains { $0 > 1 }
            || layout.contains { $0 == UInt8(ascii: "W") || $0 == UInt8(ascii: "E") }
        tracksCoverage = hasWordsOfSeveralForms || (model.partialNameShare > 0 && phraseCount > 1)
        var word: [Int] = []
        var isPrefixHalf: [Bool] = []
        var next = 0
        for phrase in 0..<phraseCount {
            let kind = phrase < layout.count ? layout[phrase] : UInt8(ascii: "w")
            if next > 0, kind == UInt8(ascii: "p") || kind == UInt8(ascii: "P") {
                word.append(next - 1)
                isPrefixHalf.append(true)
            } else if next > 0, kind == UInt8(ascii: "W") || kind == UInt8(ascii: "E") {
                // Another way of writing the word before (`libreoffice` for `LibreOffice`, `png`
                // in `jpeg OR png`): the same word, so an item need not hold every form of it.
                word.append(next - 1)
                isPrefixHalf.append(false)
            } else {
                word.append(next)
                isPrefixHalf.append(false)
                next += 1
            }
        }
        self.word = word
        self.isPrefixHalf = isPrefixHalf
        wordCount = next
        self.columnCount = columnCount
        let rows = statistics.rows
        let averageLength = statistics.averageLengths
        self.averageLength = averageLength
        averageItemLength = averageLength.reduce(0, +)
        var exactIDF = [Double](repeating: 0, count: next)
        var prefixIDF = [Double](repeating: 0, count: next)
        var hasPrefix = [Bool](repeating: false, count: next)
        var exactHits = [Double](repeating: 0, count: next)
        var prefixHits = [Double](repeating: 0, count: next)
        // A word written several ways counts as its commonest form, as a synonym group does in
        // BM25: the IDF of the form most items hold.
        for phrase in 0..<phraseCount {
            let hits = Double(hits[phrase])
            let idf = SearchlightRankFunction.inverseDocumentFrequency(rows: rows, hits: Int(hits))
            let word = word[phrase]
            if isPrefixHalf[phrase] {
                if hits >= prefixHits[word] || !hasPrefix[word] {
                    prefixHits[word] = hits
                    prefixIDF[word] = idf
                }
                hasPrefix[word] = true
            } else if hits >= exactHits[word] {
                exactHits[word] = hits
                exactIDF[word] = idf
                if !hasPrefix[word] { prefixIDF[word] = idf }
            }
        }
        self.exactIDF = exactIDF
        phraseIDF = hits.map { SearchlightRankFunction.inverseDocumentFrequency(rows: rows, hits: $0) }
        exactIDFSum = exactIDF.reduce(0, +)
        nameColumns = model.nameColumns
        self.prefixIDF = prefixIDF
        self.hasPrefix = hasPrefix
        longerWeight = (0..<next).map {
            model.longerWordWeight(exactHits: exactHits[$0], prefixHits: prefixHits[$0])
        }
        nameBeingTypedIDF = (0..<next).map {
            hasPrefix[$0]
                ? model.nameBeingTypedShare(
                    exactHits: exactHits[$0], prefixHits: prefixHits[$0], prefixIDF: prefixIDF[$0]) : 0
        }
        weights = (0..<columnCount).map { $0 < model.columnWeights.count ? model.columnWeights[$0] : 1 }
        heaviestWeight = max(weights.max() ?? 1, .leastNormalMagnitude)
        exactCount = .allocate(capacity: next * columnCount)
        prefixCount = .allocate(capacity: next * columnCount)
        lengthFactor = .allocate(capacity: columnCount)
        columnSize = .allocate(capacity: columnCount)
        lastSeen = .allocate(capacity: next)
        coveredPositions = .allocate(capacity: 2 * columnCount)
    }

    deinit {
        exactCount.deallocate()
        prefixCount.deallocate()
        lengthFactor.deallocate()
        columnSize.deallocate()
        lastSeen.deallocate()
        coveredPositions.deallocate()
    }

    /// The score of the row `instances` describes: what the function returns, negated.
    func score(_ instances: some RankedInstances) -> Double {
        let exactCount = exactCount
        let prefixCount = prefixCount
        let lastSeen = lastSeen
        let lengthFactor = lengthFactor
        let word = word
        let isPrefixHalf = isPrefixHalf
        let wordCount = wordCount
        let columnCount = columnCount
        exactCount.update(repeating: 0)
        prefixCount.update(repeating: 0)
        if tracksCoverage { coveredPositions.update(repeating: 0) }
        var touchedColumns: UInt64 = 0
        let instanceCount = instances.count
        // Instances come in position order (column, then offset), which the window scan needs.
        var bestProximity = 0.0
        var windowColumn: Int32 = -1
        var distinctInWindow = 0
        var orderedProgress = 0
        var orderedColumns: UInt64 = 0
        for index in 0..<instanceCount {
            guard let found = instances.instance(index) else { continue }
            let (phrase, column, offset) = found
            let word = word[Int(phrase)]
            let cell = word * columnCount + Int(column)
            if isPrefixHalf[Int(phrase)] { prefixCount[cell] += 1 } else { exactCount[cell] += 1 }
            touchedColumns |= 1 << UInt64(column & 63)
            // Only name columns are asked whether they hold nothing but the words typed.
            if tracksCoverage, offset < 64, nameColumns & (1 << UInt64(column & 63)) != 0 {
                let end = min(Int(offset) + phraseSize[Int(phrase)], 64)
                let span: UInt64 = end - Int(offset) >= 64 ? .max : (1 << UInt64(end - Int(offset))) - 1
                if !isPrefixHalf[Int(phrase)] { coveredPositions[Int(column)] |= span << UInt64(offset) }
                coveredPositions[columnCount + Int(column)] |= span << UInt64(offset)
            }
            guard wordCount > 1 else { continue }
            if column != windowColumn {
                windowColumn = column
                distinctInWindow = 0
                orderedProgress = 0
                lastSeen.update(repeating: -1)
            }
            if word == orderedProgress {
                orderedProgress += 1
                if orderedProgress == wordCount { orderedColumns |= 1 << UInt64(column & 63) }
            }
            if lastSeen[word] < 0 { distinctInWindow += 1 }
            lastSeen[word] = Int(offset)
            if distinctInWindow == wordCount {
                // The tightest window holding every word that ends here starts at the oldest
                // last sighting.
                let start = lastSeen.min() ?? Int(offset)
                let span = Double(Int(offset) - start + 1)
                bestProximity = max(bestProximity, Double(wordCount) / max(span, Double(wordCount)))
            }
        }
        let itemSize = instances.itemSize
        // Only columns with a match need their length.
        for column in 0..<columnCount where touchedColumns & (1 << UInt64(column & 63)) != 0 {
            let size = instances.columnSize(column)
            lengthFactor[column] = model.lengthFactor(size: Double(size), average: averageLength[column])
            columnSize[column] = Double(size)
        }
        var total = 0.0
        var matchedIDF = 0.0
        for word in 0..<wordCount {
            var exact = 0.0
            var longer = 0.0
            for column in 0..<columnCount where touchedColumns & (1 << UInt64(column & 63)) != 0 {
                let weight = weights[column]
                let cell = word * columnCount + column
                exact += weight * exactCount[cell] / lengthFactor[column]
                if hasPrefix[word] {
                    longer += weight * max(prefixCount[cell] - exactCount[cell], 0) / lengthFactor[column]
                }
            }
            total +=
                exactIDF[word] * model.saturated(exact) + longerWeight[word] * prefixIDF[word]
                * model.saturated(longer)
            matchedIDF += exact > 0 ? exactIDF[word] : prefixIDF[word]
        }
        var fieldMatch = 0.0
        if model.fieldMatchWeight > 0, wordCount > 1 {
            for column in 0..<columnCount where touchedColumns & (1 << UInt64(column & 63)) != 0 {
                let holdsEveryWord = (0..<wordCount).allSatisfy { word in
                    exactCount[word * columnCount + column] > 0
                        || prefixCount[word * columnCount + column] > 0
                }
                guard holdsEveryWord else { continue }
                let ordered = orderedColumns & (1 << UInt64(column & 63)) != 0
                let shortness = 2 * averageLength[column] / (averageLength[column] + columnSize[column])
                fieldMatch = max(
                    fieldMatch, (ordered ? 1 : 0.5) * shortness * weights[column] / heaviestWeight)
            }
        }
        total += model.fieldMatchWeight * fieldMatch * matchedIDF
        let text =
            (total + model.proximityWeight * bestProximity * matchedIDF)
            * model.prior(itemSize: Double(itemSize), averageItemLength: averageItemLength)
        // Not scaled by the length prior: the item named is the one sought, however long it is.
        guard model.nameMatchWeight > 0, touchedColumns & nameColumns != 0 else { return text }
        switch nameMatch(touchedColumns & nameColumns, orderedColumns: orderedColumns) {
        case .none:
            guard model.partialNameShare > 0, wordCount > 1 else { return text }
            return text + model.nameMatchWeight * model.partialNameShare
                * namedBySomeWords(touchedColumns & nameColumns)
        case .whole: return text + model.nameMatchWeight * exactIDFSum
        case .beingTyped:
            let last = wordCount - 1
            return text + model.nameMatchWeight
                * ((exactIDFSum - exactIDF[last]) * 0.5 + nameBeingTypedIDF[last])
        }
    }
}

extension RankState {
    fileprivate enum NameMatch { case none, beingTyped, whole }

    /// Whether one of `columns` is exactly the words typed — as many tokens as words, in the order
    /// typed, each word itself in it (`whole`) — or would be once the last word, being typed, is
    /// finished: it only begins that column's word (`beingTyped`).
    fileprivate func nameMatch(_ columns: UInt64, orderedColumns: UInt64) -> NameMatch {
        var found = NameMatch.none
        for column in 0..<columnCount where columns & (1 << UInt64(column & 63)) != 0 {
            guard isOnlyTheWords(column, beingTyped: true),
                wordCount == 1 || orderedColumns & (1 << UInt64(column & 63)) != 0,
                (0..<(wordCount - 1)).allSatisfy({ exactCount[$0 * columnCount + column] > 0 })
            else { continue }
            let last = (wordCount - 1) * columnCount + column
            if exactCount[last] > 0, isOnlyTheWords(column, beingTyped: false) { return .whole }
            if nameBeingTypedIDF[wordCount - 1] > 0, prefixCount[last] > 0 { found = .beingTyped }
        }
        return found
    }

    /// The IDF of the first words typed when they make up a whole name column on their own, some
    /// but not all of the words, each once (`vlc` for `vlc player`, `gimp` for `gimp image
    /// editor`: a person names the thing, then says more): the most of any such column, or 0.
    fileprivate func namedBySomeWords(_ columns: UInt64) -> Double {
        var best = 0.0
        for column in 0..<columnCount where columns & (1 << UInt64(column & 63)) != 0 {
            guard columnSize[column] < Double(wordCount), columnSize[column] <= 64,
                Double(coveredPositions[column].nonzeroBitCount) == columnSize[column]
            else { continue }
            var present = 0
            var idf = 0.0
            while present < wordCount, exactCount[present * columnCount + column] > 0 {
                idf += exactIDF[present]
                present += 1
            }
            guard Double(present) == columnSize[column] else { continue }
            best = max(best, idf)
        }
        return best
    }

    /// Whether `column` holds nothing but the words typed: as many tokens as words, or, for words
    /// of several forms, every position covered by one (by a whole word's, unless `beingTyped`
    /// lets the last word's longer words count).
    fileprivate func isOnlyTheWords(_ column: Int, beingTyped: Bool) -> Bool {
        guard hasWordsOfSeveralForms else { return columnSize[column] == Double(wordCount) }
        // No longer than the phrases' tokens, as a name of words typed once each is: a column
        // that repeats a word is not its name.
        guard columnSize[column] <= Double(phraseTokenCount) else { return false }
        let covered = coveredPositions[beingTyped ? columnCount + column : column]
        return Double(covered.nonzeroBitCount) == columnSize[column]
    }
}

/// The matches of one row, as the ranking function reads them.
protocol RankedInstances {
    /// Instances of the query's phrases, in position order (column, then offset).
    var count: Int { get }
    func instance(_ index: Int) -> (phrase: Int32, column: Int32, offset: Int32)?
    /// The length in tokens of `column` (only asked for columns with an instance).
    func columnSize(_ column: Int) -> Int32
    var itemSize: Int32 { get }
}

/// The row an FTS5 function is called on.
private struct FTS5RowInstances: RankedInstances {
    let api: UnsafePointer<Fts5ExtensionApi>
    let fts: OpaquePointer

    var count: Int {
        var count: Int32 = 0
        _ = api.pointee.xInstCount!(fts, &count)
        return Int(count)
    }

    func instance(_ index: Int) -> (phrase: Int32, column: Int32, offset: Int32)? {
        var phrase: Int32 = 0
        var column: Int32 = 0
        var offset: Int32 = 0
        guard api.pointee.xInst!(fts, Int32(index), &phrase, &column, &offset) == SQLITE_OK else {
            return nil
        }
        return (phrase, column, offset)
    }

    func columnSize(_ column: Int) -> Int32 {
        var size: Int32 = 0
        _ = api.pointee.xColumnSize!(fts, Int32(column), &size)
        return size
    }

    var itemSize: Int32 { columnSize(-1) }
}

private func countHit(
    _ api: UnsafePointer<Fts5ExtensionApi>?, _ fts: OpaquePointer?, _ counter: UnsafeMutableRawPointer?
) -> Int32 {
    counter?.assumingMemoryBound(to: Int64.self).pointee += 1
    return SQLITE_OK
}

private func releaseState(_ pointer: UnsafeMutableRawPointer?) {
    guard let pointer else { return }
    Unmanaged<RankState>.fromOpaque(pointer).release()
}

private func rank(
    _ api: UnsafePointer<Fts5ExtensionApi>?, _ fts: OpaquePointer?, _ context: OpaquePointer?,
    _ argumentCount: Int32, _ arguments: UnsafeMutablePointer<OpaquePointer?>?
) {
    guard let api, let fts else { return }
    let state: RankState
    if let existing = api.pointee.xGetAuxdata!(fts, 0) {
        state = Unmanaged<RankState>.fromOpaque(existing).takeUnretainedValue()
    } else {
        var layout: [UInt8] = []
        if argumentCount > 0, let value = arguments?[0], let text = sqlite3_value_text(value) {
            layout = Array(UnsafeBufferPointer(start: text, count: Int(sqlite3_value_bytes(value))))
        }
        state = RankState(api: api, fts: fts, layout: layout)
        let retained = Unmanaged.passRetained(state).toOpaque()
        guard api.pointee.xSetAuxdata!(fts, retained, releaseState) == SQLITE_OK else {
            sqlite3_result_error_nomem(context)
            return
        }
    }
    sqlite3_result_double(context, -state.score(FTS5RowInstances(api: api, fts: fts)))
}

private func frequencies(
    _ api: UnsafePointer<Fts5ExtensionApi>?, _ fts: OpaquePointer?, _ context: OpaquePointer?,
    _ argumentCount: Int32, _ arguments: UnsafeMutablePointer<OpaquePointer?>?
) {
    guard let api, let fts else { return }
    let columnCount = Int(api.pointee.xColumnCount!(fts))
    // Per column: occurrences of phrase 0 (the word), then of phrase 1 (the word as a prefix),
    // when there is one. Called for every match when lists are built: nothing is allocated.
    withUnsafeTemporaryAllocation(of: Int32.self, capacity: 5 * columnCount) { scratch in
        scratch.initialize(repeating: 0)
        let counts = UnsafeMutableBufferPointer(rebasing: scratch[..<(2 * columnCount)])
        let packed = UnsafeMutableBufferPointer(rebasing: scratch[(2 * columnCount)...])
        var instanceCount: Int32 = 0
        _ = api.pointee.xInstCount!(fts, &instanceCount)
        var phrase: Int32 = 0
        var column: Int32 = 0
        var offset: Int32 = 0
        for instance in 0..<instanceCount {
            guard api.pointee.xInst!(fts, instance, &phrase, &column, &offset) == SQLITE_OK, phrase <= 1,
                column >= 0, Int(column) < columnCount
            else { continue }
            counts[Int(phrase) * columnCount + Int(column)] += 1
        }
        var end = 0
        for column in 0..<columnCount where counts[column] > 0 || counts[columnCount + column] > 0 {
            packed[end] = Int32(column)
            packed[end + 1] = counts[column]
            packed[end + 2] = counts[columnCount + column]
            end += 3
        }
        sqlite3_result_blob(
            context, UnsafeRawPointer(packed.baseAddress), Int32(end * MemoryLayout<Int32>.size),
            csqlite_transient())
    }
}

private func positions(
    _ api: UnsafePointer<Fts5ExtensionApi>?, _ fts: OpaquePointer?, _ context: OpaquePointer?,
    _ argumentCount: Int32, _ arguments: UnsafeMutablePointer<OpaquePointer?>?
) {
    guard let api, let fts else { return }
    let row = FTS5RowInstances(api: api, fts: fts)
    var packed: [Int32] = [row.itemSize, 0]
    var occurrences: [Int32] = []
    var lastColumn: Int32 = -1
    for index in 0..<row.count {
        guard let found = row.instance(index), found.phrase == 0 else { continue }
        if found.column != lastColumn {
            lastColumn = found.column
            packed[1] += 1
            packed += [found.column, row.columnSize(Int(found.column))]
        }
        occurrences += [found.column, found.offset]
    }
    packed += occurrences
    packed.withUnsafeBytes { bytes in
        sqlite3_result_blob(context, bytes.baseAddress, Int32(bytes.count), csqlite_transient())
    }
}

private func statistics(
    _ api: UnsafePointer<Fts5ExtensionApi>?, _ fts: OpaquePointer?, _ context: OpaquePointer?,
    _ argumentCount: Int32, _ arguments: UnsafeMutablePointer<OpaquePointer?>?
) {
    guard let api, let fts else { return }
    let text = TextStatistics(api: api, fts: fts).text
    sqlite3_result_text(context, text, -1, csqlite_transient())
}

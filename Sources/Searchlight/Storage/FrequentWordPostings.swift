import CSQLite
import Foundation

/// Early-terminating top-k for searches of several frequent words: every item holding all of
/// them is bounded from the words' positional postings kept in memory, and only the items whose
/// bound can still reach the top are ranked. A word's group of alternatives (its other forms,
/// `classed OR class`) is one of the words here: an item holds it by holding any of them.
///
/// FTS5 ranks an AND of two common words (`the package`) by visiting every item that holds
/// both and calling the ranking function on each: tens of milliseconds at 60,000 items, however
/// few results are shown. The top lists (``TermTopLists``) cannot bound such a search: the
/// proximity and field-match shares of the score depend on where the words stand relative to
/// each other, which no single word's list knows. So the words of a search with a frequent word
/// (one with a top list) have their postings read once per connection and kept, with each
/// item's occurrences, column lengths and item length, the exact inputs of the ranking function.
/// A search then
/// - intersects the words' item lists;
/// - bounds each item from below by its words' BM25F shares alone (the other shares are never
///   negative) and from above by adding the largest proximity and field-match shares its
///   columns allow; the `k`-th best lower bound is a floor under the `k`-th best score;
/// - ranks, best bound first, only items whose bound reaches that floor, with the ranking
///   function's own code (``RankState``), and stops when the next bound cannot beat the `k`-th
///   score.
///
/// The answer is what FTS5 ranking every match returns, scores included. The postings are valid
/// for one state of the database: any commit, by this connection or another, drops them (see
/// ``Cache/stamp``), and so does a change of ranking model.
package final class FrequentWordPostings {
    // Per item, in row id order, in buffers owned by `self` (records point into them): its row
    // id; where its record starts in `records` (one more entry at the end); and, under the model
    // and statistics the postings were read with, rounded up, BM25's saturation of the word's
    // weighted, length-normalized frequency (its score before IDF), the largest field-match
    // share any of its columns allows, and the length prior; and the columns holding the word.
    private let rowIDs: UnsafeMutableBufferPointer<Int>
    private let starts: UnsafeMutableBufferPointer<Int32>
    private let saturatedFrequency: UnsafeMutableBufferPointer<Float>
    private let fieldMatchBound: UnsafeMutableBufferPointer<Float>
    private let prior: UnsafeMutableBufferPointer<Float>
    /// Per item, a bit per column holding the word, and ``shortNameBit``.
    private let columnMask: UnsafeMutableBufferPointer<UInt16>
    /// Per item, `[item length, n, (column << 24 | column length) × n, (column << 24 | offset) × m]`.
    private let records: UnsafeMutableBufferPointer<Int32>

    var count: Int { rowIDs.count }

    /// Memory held, in bytes.
    var bytes: Int { records.count * 4 + rowIDs.count * 26 }

    /// Columns and offsets share an `Int32`: columns below 128, offsets and lengths below 2²⁴.
    static let offsetBits: Int32 = 24
    static let offsetMask: Int32 = (1 << offsetBits) - 1

    private init(
        rowIDs: [Int], starts: [Int32], records: [Int32], statistics: TextStatistics, model: RankingModel
    ) {
        func owned<T>(_ values: [T]) -> UnsafeMutableBufferPointer<T> {
            let buffer = UnsafeMutableBufferPointer<T>.allocate(capacity: max(values.count, 1))
            _ = buffer.initialize(from: values)
            return UnsafeMutableBufferPointer(rebasing: buffer[..<values.count])
        }
        func roundedUp(_ value: Double) -> Float {
            let rounded = Float(value)
            return Double(rounded) < value ? rounded.nextUp : rounded
        }
        self.rowIDs = owned(rowIDs)
        self.starts = owned(starts)
        self.records = owned(records)
        let averageLength = statistics.averageLengths
        let averageItemLength = averageLength.reduce(0, +)
        let weights = (0..<averageLength.count).map {
            $0 < model.columnWeights.count ? model.columnWeights[$0] : 1
        }
        let heaviest = max(weights.max() ?? 1, .leastNormalMagnitude)
        let nameColumns = model.nameColumns
        var saturatedFrequency = [Float](repeating: 0, count: rowIDs.count)
        var fieldMatchBound = [Float](repeating: 0, count: rowIDs.count)
        var columnMask = [UInt16](repeating: 0, count: rowIDs.count)
        var prior = [Float](repeating: 0, count: rowIDs.count)
        var counts = [Int](repeating: 0, count: 128)
        for item in 0..<rowIDs.count {
            let record = Record(
                base: UnsafePointer(self.records.baseAddress!), start: Int(starts[item]),
                end: Int(starts[item + 1]))
            prior[item] = roundedUp(
                model.prior(itemSize: Double(record.itemSize), averageItemLength: averageItemLength))
            for index in 0..<record.occurrenceCount { counts[Int(record.occurrence(index).column)] += 1 }
            var weighted = 0.0
            var bound = 0.0
            var mask: UInt16 = 0
            for slot in 0..<record.columnCount {
                let (column, size) = record.column(slot)
                defer { counts[column] = 0 }
                guard column < averageLength.count else { continue }
                weighted +=
                    weights[column] * Double(counts[column])
                    / model.lengthFactor(size: Double(size), average: averageLength[column])
                let shortness = 2 * averageLength[column] / (averageLength[column] + Double(size))
                bound = max(bound, shortness * weights[column] / heaviest)
                mask |= column < 15 ? 1 << UInt16(column) : .max
                if size <= Self.maximumWords, nameColumns & (1 << UInt64(column & 63)) != 0 {
                    mask |= Self.shortNameBit
                }
            }
            saturatedFrequency[item] = roundedUp(model.saturated(weighted))
            fieldMatchBound[item] = roundedUp(bound)
            columnMask[item] = mask
        }
        self.saturatedFrequency = owned(saturatedFrequency)
        self.fieldMatchBound = owned(fieldMatchBound)
        self.columnMask = owned(columnMask)
        self.prior = owned(prior)
    }

    deinit {
        for buffer in [
            UnsafeMutableRawBufferPointer(rowIDs), .init(starts), .init(records), .init(saturatedFrequency),
            .init(fieldMatchBound), .init(prior), .init(columnMask),
        ] {
            buffer.baseAddress?.deallocate()
        }
    }

    /// The record of the item at `position`; valid while `self` is.
    fileprivate func record(_ position: Int) -> Record {
        Record(
            base: UnsafePointer(records.baseAddress!), start: Int(starts[position]),
            end: Int(starts[position + 1]))
    }

    fileprivate struct Record {
        let base: UnsafePointer<Int32>
        let start: Int
        let end: Int

        var itemSize: Int32 { base[start] }
        var columnCount: Int { Int(base[start + 1]) }
        func column(_ slot: Int) -> (column: Int, size: Int32) {
            let packed = base[start + 2 + slot]
            return (Int(packed >> FrequentWordPostings.offsetBits), packed & FrequentWordPostings.offsetMask)
        }
        var firstOccurrence: Int { start + 2 + columnCount }
        var occurrenceCount: Int { end - firstOccurrence }
        func occurrence(_ index: Int) -> (column: Int32, offset: Int32) {
            let packed = base[firstOccurrence + index]
            return (packed >> FrequentWordPostings.offsetBits, packed & FrequentWordPostings.offsetMask)
        }
        func size(ofColumn column: Int) -> Int32? {
            for slot in 0..<columnCount where self.column(slot).column == column {
                return self.column(slot).size
            }
            return nil
        }
    }

    /// Reads `word`'s postings, one pass over them; `nil` when an item is too long to be kept in
    /// this form (searches for the word then run in FTS5).
    static func load(
        _ word: String, statistics: TextStatistics, model: RankingModel, connection: SQLiteConnection
    ) throws -> FrequentWordPostings? {
        let statement = try connection.statement(
            "SELECT rowid, \(SearchlightRankFunction.positionsName)(item_text) FROM item_text "
                + "WHERE item_text MATCH ?1 ORDER BY rowid")
        defer { statement.reset() }
        statement.bind(FullTextQuery.quoted(word), at: 1)
        var rowIDs: [Int] = []
        var starts: [Int32] = [0]
        var records: [Int32] = []
        var representable = true
        while try statement.step() {
            let appended = statement.withBlob(1) { bytes in
                let count = bytes.count / 4
                guard bytes.count % 4 == 0, count >= 2 else { return false }
                let value = { bytes.loadUnaligned(fromByteOffset: 4 * $0, as: Int32.self) }
                let columns = Int(value(1))
                guard columns >= 0, count >= 2 + 2 * columns, (count - 2 - 2 * columns) % 2 == 0 else {
                    return false
                }
                records += [value(0), value(1)]
                for index in stride(from: 2, to: count, by: 2) {
                    let (column, number) = (value(index), value(index + 1))
                    guard (0..<128).contains(column), (0...offsetMask).contains(number) else {
                        representable = false
                        return true
                    }
                    records.append(column << offsetBits | number)
                }
                return true
            }
            guard appended else {
                throw SQLiteError(
                    code: SQLITE_CORRUPT,
                    message: "malformed postings of \"\(word)\" at item \(statement.int(0))")
            }
            guard representable, records.count < Int32.max else { return nil }
            rowIDs.append(statement.int(0))
            starts.append(Int32(records.count))
        }
        return FrequentWordPostings(
            rowIDs: rowIDs, starts: starts, records: records, statistics: statistics, model: model)
    }

    /// A search's per-match arrays, reused by the connection's next search. An AND of two common
    /// words holds tens of thousands of items; fresh arrays of that size for every search come as
    /// new pages from the system, and faulting them in cost several times the intersection itself
    /// (`the for`, 44,000 of 63,681 items: the intersection took 2.4–2.7 ms, the whole search
    /// 2.5–3.1 ms; reusing the arrays, the search takes under 0.85 ms).
    fileprivate struct SearchBuffers {
        /// The most matches whose buffers a connection keeps between searches (24 bytes each).
        static let keptItems = 1 << 20

        var matches: [Int32] = []
        var upper: [Double] = []
        var scores: [Double] = []
    }

    /// What a connection keeps: the postings of the words its searches asked for, while the
    /// database and the ranking model stay as they were when they were read.
    final class Cache {
        /// The most memory the postings of one connection may hold.
        static let byteBudget = 64 << 20

        private var stamp: Stamp?
        private var statistics: TextStatistics?
        /// `nil` for a word whose postings cannot be kept.
        private var words: [String: (postings: FrequentWordPostings?, lastUse: Int)] = [:]
        private var uses = 0
        private var bytes = 0
        /// The buffers of the last search, kept for the next (see ``SearchBuffers``).
        private var spareBuffers: SearchBuffers?
        /// The listed words by their first letter, with their items, as spelling reads them
        /// (``SpellingCorrection/FullText/forEachCommonWord(startingWith:_:)``).
        private var listedWords: [String: [(word: String, items: Int)]] = [:]

        /// Buffers for a search: the last search's, or new ones.
        fileprivate func takeBuffers() -> SearchBuffers {
            defer { spareBuffers = nil }
            return spareBuffers ?? SearchBuffers()
        }

        /// Keeps a finished search's buffers for the next, unless they grew past
        /// ``SearchBuffers/keptItems`` items.
        fileprivate func giveBack(_ buffers: SearchBuffers) {
            if buffers.upper.capacity <= SearchBuffers.keptItems { spareBuffers = buffers }
        }

        /// What must not have changed: the database (`data_version` moves on another
        /// connection's commit, the change count on this one's) and the ranking model.
        struct Stamp: Equatable {
            var dataVersion: Int
            var changes: Int64
            var model: String
        }

        /// Drops everything unless the database and model are as they were.
        func validate(_ connection: SQLiteConnection) throws {
            let statement = try connection.statement("PRAGMA data_version")
            defer { statement.reset() }
            guard try statement.step() else { return }
            let now = Stamp(
                dataVersion: statement.int(0), changes: sqlite3_total_changes64(connection.handle),
                model: RankingModel.currentFingerprint)
            if now != stamp {
                stamp = now
                statistics = nil
                words = [:]
                bytes = 0
                listedWords = [:]
            }
        }

        /// The listed words beginning with `first`: those `read` gives, once per state.
        func listedWords(startingWith first: String, read: () throws -> [(word: String, items: Int)]) rethrows
            -> [(word: String, items: Int)]
        {
            if let words = listedWords[first] { return words }
            let words = try read()
            listedWords[first] = words
            return words
        }

        func statistics(_ connection: SQLiteConnection) throws -> TextStatistics? {
            if statistics == nil { statistics = try TermTopLists.currentStatistics(connection) }
            return statistics
        }

        /// Whether `word`'s postings are kept, read by an earlier search of this state.
        func keeps(_ word: String) -> Bool { words[word]?.postings != nil }

        func postings(_ word: String, statistics: TextStatistics, connection: SQLiteConnection) throws
            -> FrequentWordPostings?
        {
            uses += 1
            if let cached = words[word] {
                words[word]?.lastUse = uses
                return cached.postings
            }
            let loaded = try FrequentWordPostings.load(
                word, statistics: statistics, model: RankingModel.current, connection: connection)
            let size = loaded?.bytes ?? 0
            while bytes + size > Self.byteBudget,
                let oldest = words.min(by: { $0.value.lastUse < $1.value.lastUse })
            {
                bytes -= oldest.value.postings?.bytes ?? 0
                words[oldest.key] = nil
            }
            guard size <= Self.byteBudget else { return nil }
            words[word] = (loaded, uses)
            bytes += size
            return loaded
        }
    }

    /// Words per query this path takes (groups, for alternatives): the intersection and the
    /// bounds stay cheap.
    static let maximumWords = 4

    /// Words per query, alternatives included, this path takes.
    static let maximumAlternatives = 16

    /// The bit of a word's column mask that says the item holds it in a name column no longer
    /// than a query of these postings: only such an item can have its name typed
    /// (``RankingModel/nameMatchWeight``).
    static let shortNameBit: UInt16 = 1 << 15

    /// A search of `query` over its words' postings, or `nil` when the query is neither an AND of
    /// whole single-token words of which one has a top list (`layout` gives the hits of those
    /// that have one) nor an AND of groups of such words, each an alternative to the others in its
    /// group (`(classed OR class) (limits OR limit)`, as a page is widened with its words' other
    /// forms).
    ///
    /// A frequent word makes FTS5 read every item holding it, even beside a rare one (`contents
    /// the`: 1.2 ms); once an earlier search has read its postings, the rare word's few items are
    /// found in them by galloping. Alternatives visit the items of every form, and
    /// FTS5 ranks each with every form as a phrase of its own: the page of `programming limits`
    /// widened with eleven forms took over a millisecond however rare its words.
    package static func search(_ query: FullTextQuery, layout: String, connection: SQLiteConnection) throws
        -> Search?
    {
        // One word alone is the top lists' job.
        guard (1...maximumWords).contains(query.alternativeGroups.count),
            (2...maximumAlternatives).contains(query.phrases.count),
            query.phrases.allSatisfy({ !$0.isPrefix && !$0.isInitials && $0.lookupTokens.count == 1 })
        else { return nil }
        let (kinds, listedHits) = RankState.parse(layout: layout.utf8)
        // A layout without hits: no word has a list, and each word's hits are counted below.
        let unlisted = [Int64](repeating: -1, count: query.phrases.count)
        guard let givenHits = listedHits ?? (query.hasAlternatives ? unlisted : nil),
            givenHits.count == query.phrases.count,
            query.hasAlternatives || givenHits.contains(where: { $0 >= 0 })
        else { return nil }
        let cache = connection.frequentWordPostings
        try cache.validate(connection)
        // Beside a rare word, FTS5 reads a frequent word's items but ranks only the few holding
        // both: reading all of them into memory is worth it only when they are already there.
        if !query.hasAlternatives, givenHits.contains(where: { $0 < 0 }) {
            for (phrase, given) in zip(query.phrases, givenHits) where given >= 0 {
                guard cache.keeps(phrase.lookupTokens[0]) else { return nil }
            }
        }
        guard let statistics = try cache.statistics(connection) else { return nil }
        var words: [FrequentWordPostings] = []
        var hits: [Int] = []
        for (phrase, given) in zip(query.phrases, givenHits) {
            guard
                let postings = try cache.postings(
                    phrase.lookupTokens[0], statistics: statistics, connection: connection)
            else { return nil }
            words.append(postings)
            // A word without a list has the hits the ranking function would count: its items.
            hits.append(given >= 0 ? Int(given) : postings.count)
        }
        var groups: [Range<Int>] = []
        for group in query.alternativeGroups {
            let start = groups.last?.upperBound ?? 0
            groups.append(start..<start + group.count)
        }
        let model = RankingModel.current
        let state = RankState(
            model: model, layout: kinds, hits: hits, statistics: statistics,
            columnCount: statistics.columnTotals.count)
        return Search(words: words, groups: groups, state: state, model: model, cache: cache)
    }

    /// One search over the postings of its words, in query order (word `i` is phrase `i`).
    package final class Search {
        private let words: [FrequentWordPostings]
        /// The words an item must hold one of, group after group (one word each for a plain AND).
        private let groups: [Range<Int>]
        private let state: RankState
        /// Per matching item: its position in each word's postings, -1 for a word it does not
        /// hold (`words.count` entries per item), and the most it can score.
        private var matches: [Int32] = []
        private var upper: [Double] = []
        /// The scores of the items ranked so far, by their index in `upper` (NaN for the others).
        private var scores: [Double] = []
        // Reused item after item: the merged occurrences, the items' records and each word's
        // next occurrence.
        private var scratch: [(phrase: Int32, column: Int32, offset: Int32)] = []
        private var recordScratch: [Record] = []
        private var wordScratch: [Int32] = []
        private var nextScratch: [Int] = []

        /// Rounding slack: the bounds are computed in another order (and precision) than the score.
        static let slack = 1e-6

        /// Where the buffers go back when the search is done.
        private weak var cache: Cache?

        fileprivate init(
            words: [FrequentWordPostings], groups: [Range<Int>], state: RankState, model: RankingModel,
            cache: Cache
        ) {
            self.words = words
            self.groups = groups
            self.state = state
            self.cache = cache
            let buffers = cache.takeBuffers()
            matches = buffers.matches
            upper = buffers.upper
            scores = buffers.scores
            intersect(model: model)
        }

        deinit {
            cache?.giveBack(SearchBuffers(matches: matches, upper: upper, scores: scores))
        }

        /// The best `count` text matches (row ids and negated scores, best first, as FTS5's
        /// `ORDER BY score LIMIT count` returns them; fewer when fewer match).
        package func top(_ count: Int) -> [(rowID: Int, text: Double)] {
            guard count > 0 else { return [] }
            // Rank the items with the best bounds; the `count`-th best of those scores is a floor
            // under the `count`-th best score, and only items bounded above it can still enter.
            var seeds = TopScores(capacity: count)
            var best = TopScores(capacity: count)
            var candidates: [(bound: Double, index: Int)] = []
            upper.withUnsafeBufferPointer { upper in
                for (index, bound) in upper.enumerated() { seeds.insert(key: index, score: bound) }
                let seedKeys = seeds.keys.sorted()
                for seed in seedKeys { best.insert(key: seed, score: score(seed)) }
                // Items ranked by an earlier call stay candidates: their scores are kept, not their rank.
                let floor = best.minimum
                for (index, bound) in upper.enumerated()
                where bound >= floor && !seedKeys.containsSorted(index) {
                    candidates.append((bound, index))
                }
            }
            // Best bound first; only the first few are usually taken, so they are heaped, not sorted.
            var order = BoundOrder(consume candidates)
            while let candidate = order.next() {
                if best.isFull, candidate.bound < best.minimum { break }
                best.insert(key: candidate.index, score: score(candidate.index))
            }
            return best.sorted().map { (rowID(of: $0.key), -$0.score) }
        }

        private func rowID(of match: Int) -> Int {
            for word in words.indices {
                let position = matches[match * words.count + word]
                if position >= 0 { return words[word].rowIDs[Int(position)] }
            }
            preconditionFailure("a match holds no word")
        }

        private func score(_ match: Int) -> Double {
            guard scores[match].isNaN else { return scores[match] }
            // The scratch buffers are taken out of `self` for the merge, so that its inner loop
            // reads local arrays, without an exclusivity check per access.
            var records: [Record] = []
            var present: [Int32] = []
            var next: [Int] = []
            var merged: [(phrase: Int32, column: Int32, offset: Int32)] = []
            swap(&records, &recordScratch)
            swap(&present, &wordScratch)
            swap(&next, &nextScratch)
            swap(&merged, &scratch)
            defer {
                swap(&records, &recordScratch)
                swap(&present, &wordScratch)
                swap(&next, &nextScratch)
                swap(&merged, &scratch)
            }
            records.removeAll(keepingCapacity: true)
            present.removeAll(keepingCapacity: true)
            next.removeAll(keepingCapacity: true)
            merged.removeAll(keepingCapacity: true)
            for word in words.indices {
                let position = matches[match * words.count + word]
                guard position >= 0 else { continue }
                let record = words[word].record(Int(position))
                records.append(record)
                present.append(Int32(word))
                next.append(record.firstOccurrence)
            }
            // Each word's occurrences are in position order; merge them. A packed occurrence
            // (column above offset) orders as its column, then offset; on a tie the earlier word
            // comes first, as in FTS5.
            while true {
                var earliest = -1
                var earliestPacked = Int32.max
                for word in records.indices where next[word] < records[word].end {
                    let packed = records[word].base[next[word]]
                    if packed < earliestPacked {
                        earliest = word
                        earliestPacked = packed
                    }
                }
                guard earliest >= 0 else { break }
                next[earliest] += 1
                merged.append(
                    (
                        present[earliest], earliestPacked >> FrequentWordPostings.offsetBits,
                        earliestPacked & FrequentWordPostings.offsetMask
                    ))
            }
            let score = state.score(MergedInstances(instances: merged, records: records))
            scores[match] = score
            return score
        }

        /// Finds the items holding a word of every group and bounds each: its words' BM25F
        /// shares, plus (when it holds every word and one column holds them all) the largest
        /// proximity, field-match and name shares.
        private func intersect(model: RankingModel) {
            let idf = state.phraseIDF.map { $0 * (1 + Self.slack) }
            let matchedIDF = idf.reduce(0, +)
            // A name made of some of the first words is never made of the last.
            let leadingIDF = groups.dropLast().joined().reduce(0) { $0 + idf[$1] }
            // The most an item can score from its words' text shares, given whether one column
            // holds them all and the field-match share that column can give at most.
            func bound(
                text: Double, sharedColumns: UInt16, firstColumns: UInt16, fieldMatch: Float, prior: Float
            )
                -> Double
            {
                let bonus =
                    sharedColumns != 0
                    ? matchedIDF * (model.fieldMatchWeight * Double(fieldMatch) + model.proximityWeight) : 0
                // Only an item holding every word in a short name column can have its name typed
                // (for more words than a short name has, any column holding them all might be it);
                // the name share is not scaled by the length prior.
                let mayBeNamed =
                    sharedColumns & FrequentWordPostings.shortNameBit != 0
                    || (words.count > FrequentWordPostings.maximumWords && sharedColumns != 0)
                // Else a short name column made of the first words typed has a share of it
                // (``RankingModel/partialNameShare``), and only if the first word is in one.
                let mayBePartlyNamed = firstColumns & FrequentWordPostings.shortNameBit != 0
                let name: Double =
                    mayBeNamed
                    ? matchedIDF * model.nameMatchWeight
                    : mayBePartlyNamed ? leadingIDF * model.nameMatchWeight * model.partialNameShare : 0
                return ((text + bonus) * Double(prior) + name) * (1 + Self.slack)
            }
            // The buffers, so that the loop neither retains the postings nor checks access to
            // `self`'s arrays per item.
            let rowIDs = words.map(\.rowIDs)
            let saturated = words.map(\.saturatedFrequency)
            let columnMasks = words.map(\.columnMask)
            let fieldMatchBounds = words.map(\.fieldMatchBound)
            let priors = words.map(\.prior)
            let stride = words.count
            // Walk the group with the fewest postings; find each of its items in the others by
            // galloping ahead.
            let groups = groups
            let driver = groups.indices.min { a, b in
                groups[a].reduce(0) { $0 + rowIDs[$1].count } < groups[b].reduce(0) { $0 + rowIDs[$1].count }
            }!
            let capacity = groups[driver].reduce(0) { $0 + rowIDs[$1].count }
            // The buffers taken over, unshared, so that they are written in place.
            var matches: [Int32] = []
            var upper: [Double] = []
            swap(&matches, &self.matches)
            swap(&upper, &self.upper)
            matches.removeAll(keepingCapacity: true)
            matches.append(contentsOf: repeatElement(0, count: capacity * stride))
            upper.removeAll(keepingCapacity: true)
            upper.append(contentsOf: repeatElement(0, count: capacity))
            var found = 0
            matches.withUnsafeMutableBufferPointer { matches in
                upper.withUnsafeMutableBufferPointer { upper in
                    if stride == 2, groups.count == 2 {
                        // Two words, the usual case: one merge, nothing indexed through arrays.
                        let (a, b) = (driver, 1 - driver)
                        let first = rowIDs[a]
                        let second = rowIDs[b]
                        let (saturatedA, saturatedB) = (saturated[a], saturated[b])
                        let (masksA, masksB) = (columnMasks[a], columnMasks[b])
                        let (boundsA, boundsB) = (fieldMatchBounds[a], fieldMatchBounds[b])
                        let (idfA, idfB) = (idf[a], idf[b])
                        let priorsA = priors[a]
                        var cursor = 0
                        for position in 0..<capacity {
                            let rowID = first[position]
                            cursor = Self.advance(second, from: cursor, to: rowID)
                            guard cursor < second.count else { break }
                            guard second[cursor] == rowID else { continue }
                            upper[found] = bound(
                                text: idfA * Double(saturatedA[position]) + idfB * Double(saturatedB[cursor]),
                                sharedColumns: masksA[position] & masksB[cursor],
                                firstColumns: a == 0 ? masksA[position] : masksB[cursor],
                                fieldMatch: min(boundsA[position], boundsB[cursor]), prior: priorsA[position])
                            matches[found * 2 + a] = Int32(position)
                            matches[found * 2 + b] = Int32(cursor)
                            found += 1
                        }
                        return
                    }
                    var cursors = [Int](repeating: 0, count: stride)
                    var positions = [Int32](repeating: -1, count: stride)
                    while true {
                        // The driver group's next item: the least of its words' next ones.
                        var rowID = Int.max
                        for word in groups[driver] where cursors[word] < rowIDs[word].count {
                            rowID = min(rowID, rowIDs[word][cursors[word]])
                        }
                        guard rowID != .max else { break }
                        var holdsEveryGroup = true
                        for (group, members) in groups.enumerated() {
                            var holdsOne = false
                            for word in members {
                                let ids = rowIDs[word]
                                let cursor =
                                    group == driver
                                    ? cursors[word] : Self.advance(ids, from: cursors[word], to: rowID)
                                cursors[word] = cursor
                                let holds = cursor < ids.count && ids[cursor] == rowID
                                positions[word] = holds ? Int32(cursor) : -1
                                holdsOne = holdsOne || holds
                            }
                            if !holdsOne {
                                holdsEveryGroup = false
                                break
                            }
                        }
                        for word in groups[driver]
                        where cursors[word] < rowIDs[word].count && rowIDs[word][cursors[word]] == rowID {
                            cursors[word] += 1
                        }
                        guard holdsEveryGroup else { continue }
                        // Each form's text share as if it were a word of its own bounds the group's;
                        // the proximity, field-match and name shares need one form of every group.
                        var text = 0.0
                        var sharedColumns = UInt16.max
                        var firstColumns: UInt16?
                        var fieldMatch = Float.infinity
                        var prior: Float = 0
                        for members in groups {
                            var groupColumns: UInt16 = 0
                            var groupFieldMatch: Float = 0
                            for word in members {
                                let position = Int(positions[word])
                                matches[found * stride + word] = positions[word]
                                guard position >= 0 else { continue }
                                text += idf[word] * Double(saturated[word][position])
                                groupColumns |= columnMasks[word][position]
                                groupFieldMatch = max(groupFieldMatch, fieldMatchBounds[word][position])
                                prior = priors[word][position]
                            }
                            sharedColumns &= groupColumns
                            if firstColumns == nil { firstColumns = groupColumns }
                            fieldMatch = min(fieldMatch, groupFieldMatch)
                        }
                        upper[found] = bound(
                            text: text, sharedColumns: sharedColumns, firstColumns: firstColumns ?? 0,
                            fieldMatch: fieldMatch, prior: prior)
                        found += 1
                    }
                }
            }
            matches.removeLast(matches.count - found * stride)
            upper.removeLast(upper.count - found)
            self.matches = matches
            self.upper = upper
            scores.removeAll(keepingCapacity: true)
            scores.append(contentsOf: repeatElement(.nan, count: found))
        }

        /// The first index at or after `start` whose row id is at least `rowID`: a few steps
        /// ahead (lists of similar length are merged), else galloping (a much longer list).
        private static func advance(_ rowIDs: UnsafeMutableBufferPointer<Int>, from start: Int, to rowID: Int)
            -> Int
        {
            var cursor = start
            for _ in 0..<8 {
                guard cursor < rowIDs.count, rowIDs[cursor] < rowID else { return cursor }
                cursor += 1
            }
            return seek(rowID, in: rowIDs, from: cursor)
        }

        /// The first index at or after `start` whose row id is at least `rowID`.
        private static func seek(_ rowID: Int, in rowIDs: UnsafeMutableBufferPointer<Int>, from start: Int)
            -> Int
        {
            var low = start
            var step = 1
            while low + step < rowIDs.count, rowIDs[low + step] < rowID {
                low += step
                step *= 2
            }
            if low < rowIDs.count, rowIDs[low] >= rowID { return low }
            var high = min(low + step, rowIDs.count)
            while low < high {
                let middle = (low + high) / 2
                if rowIDs[middle] < rowID { low = middle + 1 } else { high = middle }
            }
            return low
        }
    }

    /// Items by their bound, largest first, taken one at a time from a max-heap: building it is
    /// linear, and each item taken costs a logarithm, where sorting them all costs more than
    /// ranking the few a search takes (6,000 candidates, 500 ranked, for `and for`).
    private struct BoundOrder {
        private var heap: [(bound: Double, index: Int)]

        init(_ items: consuming [(bound: Double, index: Int)]) {
            heap = items
            for parent in stride(from: heap.count / 2 - 1, through: 0, by: -1) { siftDown(parent) }
        }

        /// Whether `a` comes after `b`: a smaller bound, or the same bound and a later item.
        private static func comesAfter(_ a: (bound: Double, index: Int), _ b: (bound: Double, index: Int))
            -> Bool
        {
            a.bound != b.bound ? a.bound < b.bound : a.index > b.index
        }

        mutating func next() -> (bound: Double, index: Int)? {
            guard let first = heap.first else { return nil }
            let last = heap.removeLast()
            if !heap.isEmpty {
                heap[0] = last
                siftDown(0)
            }
            return first
        }

        private mutating func siftDown(_ start: Int) {
            var parent = start
            while true {
                var largest = parent
                let left = 2 * parent + 1
                if left < heap.count, Self.comesAfter(heap[largest], heap[left]) { largest = left }
                if left + 1 < heap.count, Self.comesAfter(heap[largest], heap[left + 1]) {
                    largest = left + 1
                }
                guard largest != parent else { return }
                heap.swapAt(parent, largest)
                parent = largest
            }
        }
    }

    /// One item's occurrences of the query's words merged in position order, as FTS5 hands them
    /// to the ranking function.
    private struct MergedInstances: RankedInstances {
        let instances: [(phrase: Int32, column: Int32, offset: Int32)]
        let records: [Record]

        var count: Int { instances.count }
        func instance(_ index: Int) -> (phrase: Int32, column: Int32, offset: Int32)? { instances[index] }
        func columnSize(_ column: Int) -> Int32 {
            for record in records { if let size = record.size(ofColumn: column) { return size } }
            return 0
        }
        var itemSize: Int32 { records[0].itemSize }
    }
}

extension Array where Element == Int {
    /// Whether this array, sorted in increasing order, holds `value` (a binary search).
    fileprivate func containsSorted(_ value: Int) -> Bool {
        var low = startIndex
        var high = endIndex
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low < endIndex && self[low] == value
    }
}

import Foundation
import Searchlight

/// Known-item ranking quality: a person remembers a few words of one package and types them in
/// the search box; the package is the one right answer. Scored as MRR@10 for ``UserQuery`` and
/// for raw FTS5 BM25 (weights 4/2/1/1) over the same queries in the same run.
///
/// Queries come from a seeded generator. The corpus's items are shuffled once and split in two
/// halves with disjoint targets, each with its own generator seed: the tuning half is what
/// ranking work may look at (`SEARCHLIGHT_BENCH_RELEVANCE_DUMP` writes its misses), the
/// held-out half is only ever scored. The difference is tested with a seeded paired bootstrap.
struct RelevanceBenchmark {
    /// A query variant: how the person's words are drawn from the target item.
    enum Variant: String, CaseIterable {
        /// Two words of the item that few other items have, as typed (the last is still a prefix
        /// to the search box; BM25 gets both whole).
        case rare
        /// Three words of the item, the last cut to 2–5 characters: typed as-you-go.
        case prefix
        /// Two to four words of the item's one-line description, in order.
        case description
        /// The item's whole name, its words as typed (`python3 requests` for `python3-requests`):
        /// a person who knows what they are after. The last word is still a prefix to the search
        /// box, and other names begin with it (`tmux` → `tmuxinator`, `tmux-plugin-manager`).
        case name
        /// The same name with its last word cut to 2–5 characters: the name being typed
        /// (`python3 req` for `python3-requests`).
        case nameTyped = "name-typed"
        /// A 2–4 character Japanese substring of the item's description or body.
        case japanese

        var language: String { self == .japanese ? "ja" : "en" }
    }

    struct KnownItemQuery {
        var target: Int
        /// What the person types in the search box.
        var typed: String
        /// The same words as an FTS5 expression for the peer (nil: the peer's substring path).
        var peerMatch: String?
    }

    static let seed: UInt64 = 0x5EA2_C417
    static let queriesPerHalf = 500
    static let resamples = 2000
    static let cutoff = 10

    let records: [CorpusRecord]
    let index: SearchableIndex
    let peer: RawFTS5

    func run(language: String) async throws {
        let generator = KnownItemGenerator(records: records, language: language)
        if let grid = ProcessInfo.processInfo.environment["SEARCHLIGHT_BENCH_RANKING_MODELS"] {
            return try await compareModels(grid, generator: generator, language: language)
        }
        for variant in Variant.allCases where variant.language == language {
            var halves: [(name: String, ours: [Double], theirs: [Double])] = []
            for (half, name) in ["tuning", "heldout"].enumerated() {
                let queries = generator.queries(variant, half: half, count: Self.queriesPerHalf)
                var ours: [Double] = []
                var theirs: [Double] = []
                var misses: [String] = []
                for query in queries {
                    let found = try await searchlightTop(query.typed)
                    let peerFound = peerTop(query)
                    ours.append(Self.reciprocalRank(of: query.target, in: found))
                    theirs.append(Self.reciprocalRank(of: query.target, in: peerFound))
                    if half == 0, ours.last! < theirs.last! {
                        misses.append(
                            "\(variant.rawValue)\t\(query.typed)\ttarget=\(query.target)\tours=\(found)\tpeer=\(peerFound)"
                        )
                    }
                }
                if half == 0,
                    let path = ProcessInfo.processInfo.environment["SEARCHLIGHT_BENCH_RELEVANCE_DUMP"]
                {
                    let file = "\(path)-\(variant.rawValue).tsv"
                    try misses.joined(separator: "\n").write(toFile: file, atomically: true, encoding: .utf8)
                }
                halves.append((name, ours, theirs))
            }
            var fields: [String: Any] = [
                "name": "relevance-\(language)-\(variant.rawValue)", "unit": "mrr@10",
            ]
            if let ceiling = generator.ceiling(
                variant, queries: generator.queries(variant, half: 1, count: Self.queriesPerHalf))
            {
                // What any ranking could reach on the held-out queries; the room left is
                // `ceiling − peer`.
                fields["ceiling"] = ceiling
            }
            for (offset, half) in halves.enumerated() {
                let ours = Self.mean(half.ours)
                let theirs = Self.mean(half.theirs)
                let interval = Self.bootstrapInterval(
                    half.ours, half.theirs, seed: Self.seed &+ UInt64(offset) &+ 100)
                // The held-out half is the headline; the tuning half is reported beside it.
                let prefix = offset == 0 ? "tuning_" : ""
                fields[prefix + "n"] = half.ours.count
                fields[prefix + "searchlight"] = ours
                fields[prefix + "peer"] = theirs
                fields[prefix + "ratio"] = ours / max(theirs, 0.001)
                fields[prefix + "diff"] = ours - theirs
                fields[prefix + "diff_ci95"] = [interval.lower, interval.upper]
            }
            report(fields)
        }
    }

    /// Scores the tuning half under each model of a JSON list
    /// (`[{"id": "a", "weights": [...], "k1": 1.2, "b": 0.75, "prefix": 0.25, "proximity": 0.5,
    /// "prior": 0.5, "field": 0.5, "name": 1, "partialName": 0.5, "suffix": " "}]`; missing keys keep the standard model's values, `suffix` is
    /// appended to what is typed).
    private func compareModels(_ grid: String, generator: KnownItemGenerator, language: String) async throws {
        guard let models = try JSONSerialization.jsonObject(with: Data(grid.utf8)) as? [[String: Any]] else {
            throw BenchError("SEARCHLIGHT_BENCH_RANKING_MODELS is not a JSON list of objects")
        }
        let standard = RankingModel.standard
        for variant in Variant.allCases where variant.language == language {
            let queries = generator.queries(variant, half: 0, count: Self.queriesPerHalf)
            for model in models {
                RankingModel.current = RankingModel(
                    columnWeights: model["weights"] as? [Double] ?? standard.columnWeights,
                    saturation: model["k1"] as? Double ?? standard.saturation,
                    lengthNormalization: model["b"] as? Double ?? standard.lengthNormalization,
                    prefixWeight: model["prefix"] as? Double ?? standard.prefixWeight,
                    proximityWeight: model["proximity"] as? Double ?? standard.proximityWeight,
                    lengthPrior: model["prior"] as? Double ?? standard.lengthPrior,
                    fieldMatchWeight: model["field"] as? Double ?? standard.fieldMatchWeight,
                    nameMatchWeight: model["name"] as? Double ?? standard.nameMatchWeight,
                    partialNameShare: model["partialName"] as? Double ?? standard.partialNameShare)
                var ours: [Double] = []
                let suffix = model["suffix"] as? String ?? ""
                var lines: [String] = []
                for query in queries {
                    let found = try await searchlightTop(query.typed + suffix)
                    ours.append(Self.reciprocalRank(of: query.target, in: found))
                    let peerFound = peerTop(query)
                    let delta = ours.last! - Self.reciprocalRank(of: query.target, in: peerFound)
                    lines.append(
                        "\(variant.rawValue)\t\(query.typed)\ttarget=\(query.target)\tours=\(found)\tpeer=\(peerFound)\t\(delta)"
                    )
                }
                if let path = ProcessInfo.processInfo.environment["SEARCHLIGHT_BENCH_RELEVANCE_DUMP"],
                    let id = model["id"]
                {
                    try lines.joined(separator: "\n").write(
                        toFile: "\(path)-\(id)-\(variant.rawValue).tsv", atomically: true, encoding: .utf8)
                }
                var fields = model
                fields["name"] = "tune-\(variant.rawValue)"
                fields["searchlight"] = Self.mean(ours)
                report(fields)
            }
        }
        RankingModel.current = standard
    }

    private func peerTop(_ query: KnownItemQuery) -> [Int] {
        query.peerMatch.map {
            peer.rowIDs("SELECT rowid FROM docs WHERE docs MATCH ?1 ORDER BY rank LIMIT \(Self.cutoff)", [$0])
        } ?? peer.search(query.typed, mode: "substr", limit: Self.cutoff)
    }

    private func searchlightTop(_ text: String) async throws -> [Int] {
        var found: [Int] = []
        let query = UserQuery(
            userQueryString: text, userQueryContext: UserQueryContext(maxResultCount: Self.cutoff),
            index: index)
        for try await result in query.results { found.append(Int(result.id) ?? -1) }
        return found
    }

    static func reciprocalRank(of target: Int, in ranked: [Int]) -> Double {
        guard let position = ranked.prefix(cutoff).firstIndex(of: target) else { return 0 }
        return 1 / Double(position + 1)
    }

    static func mean(_ values: [Double]) -> Double {
        values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
    }

    /// 95 % interval of mean(ours − theirs) by a paired bootstrap over queries.
    static func bootstrapInterval(_ ours: [Double], _ theirs: [Double], seed: UInt64) -> (
        lower: Double, upper: Double
    ) {
        let differences = zip(ours, theirs).map { $0 - $1 }
        guard !differences.isEmpty else { return (0, 0) }
        var random = SeededGenerator(seed: seed)
        var means: [Double] = []
        means.reserveCapacity(resamples)
        for _ in 0..<resamples {
            var sum = 0.0
            for _ in differences.indices {
                sum += differences[Int(random.next() % UInt64(differences.count))]
            }
            means.append(sum / Double(differences.count))
        }
        means.sort()
        return (means[Int(Double(resamples) * 0.025)], means[Int(Double(resamples) * 0.975) - 1])
    }
}

/// Draws known-item queries from the corpus.
struct KnownItemGenerator {
    let records: [CorpusRecord]
    let language: String
    /// Targets of each half: the corpus shuffled once with the benchmark's seed, cut in two.
    let halves: [[Int]]
    /// In how many items each word (English) or 2–4 character substring (Japanese) occurs.
    let documentFrequency: [String: Int]

    /// Words a person would not type to find one package.
    static let stopWords: Set<String> = [
        "a", "an", "and", "are", "as", "at", "be", "by", "for", "from", "in", "into", "is", "it", "of", "on",
        "or", "the", "this", "to", "with",
    ]

    init(records: [CorpusRecord], language: String) {
        self.records = records
        self.language = language
        var random = SeededGenerator(seed: RelevanceBenchmark.seed)
        var order = Array(records.indices)
        order.shuffle(using: &random)
        halves = [Array(order[..<(order.count / 2)]), Array(order[(order.count / 2)...])]
        var frequency: [String: Int] = [:]
        for record in records {
            let units = language == "ja" ? Set(Self.substrings(of: record)) : Set(Self.words(of: record))
            for unit in units { frequency[unit, default: 0] += 1 }
        }
        documentFrequency = frequency
    }

    func queries(_ variant: RelevanceBenchmark.Variant, half: Int, count: Int) -> [RelevanceBenchmark
        .KnownItemQuery]
    {
        var random = SeededGenerator(seed: RelevanceBenchmark.seed &+ UInt64(half + 1) &* 0x9E37_79B9)
        var queries: [RelevanceBenchmark.KnownItemQuery] = []
        for position in halves[half] where queries.count < count {
            if let query = makeQuery(variant, record: records[position], random: &random) {
                queries.append(query)
            }
        }
        return queries
    }

    private func makeQuery(
        _ variant: RelevanceBenchmark.Variant, record: CorpusRecord, random: inout SeededGenerator
    ) -> RelevanceBenchmark.KnownItemQuery? {
        let rareLimit = max(2, records.count / 100)
        switch variant {
        case .rare:
            let words = Self.unique(Self.words(of: record)).filter {
                !Self.stopWords.contains($0) && (2...rareLimit).contains(documentFrequency[$0] ?? 0)
            }
            guard words.count >= 2 else { return nil }
            let chosen = Array(words.shuffled(using: &random).prefix(2))
            return .init(target: record.id, typed: chosen.joined(separator: " "), peerMatch: Self.and(chosen))
        case .prefix:
            let words = Self.unique(Self.words(of: record)).filter {
                !Self.stopWords.contains($0) && (2...records.count / 20).contains(documentFrequency[$0] ?? 0)
            }
            guard words.count >= 3 else { return nil }
            var chosen = Array(words.shuffled(using: &random).prefix(3))
            let length = Int(random.next() % 4) + 2
            guard chosen[2].count > length else { return nil }
            chosen[2] = String(chosen[2].prefix(length))
            let match = Self.and(Array(chosen[..<2])) + " " + Self.quote(chosen[2]) + "*"
            return .init(target: record.id, typed: chosen.joined(separator: " "), peerMatch: match)
        case .description:
            let words = Self.unique(Self.words(in: record.description)).filter {
                !Self.stopWords.contains($0)
            }
            guard words.count >= 2 else { return nil }
            let count = min(words.count, Int(random.next() % 3) + 2)
            let picked = Array(words.indices.shuffled(using: &random).prefix(count)).sorted().map {
                words[$0]
            }
            return .init(target: record.id, typed: picked.joined(separator: " "), peerMatch: Self.and(picked))
        case .name:
            let words = Self.nameWords(of: record)
            guard !words.isEmpty else { return nil }
            return .init(target: record.id, typed: words.joined(separator: " "), peerMatch: Self.and(words))
        case .nameTyped:
            var words = Self.nameWords(of: record)
            let length = Int(random.next() % 4) + 2
            guard let last = words.last, last.count > length else { return nil }
            words[words.count - 1] = String(last.prefix(length))
            let match =
                (words.count > 1 ? Self.and(Array(words.dropLast())) + " " : "") + Self.quote(words.last!)
                + "*"
            return .init(target: record.id, typed: words.joined(separator: " "), peerMatch: match)
        case .japanese:
            let candidates = Self.unique(Self.substrings(in: record.description + "\n" + record.body)).filter
            {
                (2...max(2, records.count / 50)).contains(documentFrequency[$0] ?? 0)
            }
            guard let chosen = candidates.randomElement(using: &random) else { return nil }
            return .init(target: record.id, typed: chosen, peerMatch: nil)
        }
    }

    /// The best MRR@10 any ranking can reach on `queries`: every item ranked by how likely this
    /// generator was to type the query for it (ties in random order, at their expected rank).
    /// A ranking that knows nothing of the generator can only approach it. `nil` for Japanese.
    func ceiling(_ variant: RelevanceBenchmark.Variant, queries: [RelevanceBenchmark.KnownItemQuery])
        -> Double?
    {
        // Per item, the words the generator draws from, and which items hold each word.
        let units: [[String]]
        switch variant {
        case .rare:
            let rareLimit = max(2, records.count / 100)
            units = records.map { record in
                Self.unique(Self.words(of: record)).filter {
                    !Self.stopWords.contains($0) && (2...rareLimit).contains(documentFrequency[$0] ?? 0)
                }
            }
        case .prefix:
            units = records.map { record in
                Self.unique(Self.words(of: record)).filter {
                    !Self.stopWords.contains($0)
                        && (2...records.count / 20).contains(documentFrequency[$0] ?? 0)
                }
            }
        case .description:
            units = records.map {
                Self.unique(Self.words(in: $0.description)).filter { !Self.stopWords.contains($0) }
            }
        case .name, .nameTyped:
            units = records.map(Self.nameWords(of:))
        case .japanese:
            return nil
        }
        var holders: [String: [Int]] = [:]
        for (position, words) in units.enumerated() {
            for word in words { holders[word, default: []].append(position) }
        }
        let positionOfID = Dictionary(
            records.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })

        /// How likely the generator was to type `typed` for the item at `position` (up to a
        /// factor shared by every item).
        func likelihood(_ typed: [String], position: Int) -> Double {
            let words = units[position]
            let m = Double(words.count)
            switch variant {
            case .rare:
                return words.count >= 2 ? 1 / (m * (m - 1)) : 0
            case .prefix:
                guard words.count >= 3 else { return 0 }
                let prefix = typed[2]
                let completions = words.filter {
                    $0 != typed[0] && $0 != typed[1] && $0.count > prefix.count && $0.hasPrefix(prefix)
                }.count
                return Double(completions) / (m * (m - 1) * (m - 2))
            case .description:
                // In order, and how many words were picked: 2, 3 or 4, fewer when the line is short.
                var rest = words[...]
                for word in typed {
                    guard let found = rest.firstIndex(of: word) else { return 0 }
                    rest = rest[(found + 1)...]
                }
                let count = typed.count
                let countChance: Double =
                    switch words.count {
                    case 2: 1
                    case 3: count == 2 ? 1.0 / 3 : 2.0 / 3
                    default: 1.0 / 3
                    }
                var subsets = 1.0
                for k in 0..<count { subsets = subsets * (m - Double(k)) / Double(k + 1) }
                return countChance / subsets
            case .name:
                return typed == words ? 1 : 0
            case .nameTyped:
                // Every name that is the words typed, the last one finished, is as likely.
                guard words.count == typed.count, words.dropLast() == typed.dropLast(), let last = words.last,
                    let cut = typed.last, last.count > cut.count, last.hasPrefix(cut)
                else { return 0 }
                return 1
            case .japanese:
                return 0
            }
        }

        var total = 0.0
        for query in queries {
            let typed = query.typed.split(separator: " ").map(String.init)
            guard let target = positionOfID[query.target],
                typed.count >= (variant == .name || variant == .nameTyped ? 1 : 2)
            else {
                continue
            }
            var candidates: Set<Int>
            if variant == .nameTyped {
                // The last word is cut, so no word list holds it: every name of as many words.
                candidates = Set(units.indices.filter { units[$0].count == typed.count })
            } else {
                let required = variant == .prefix ? Array(typed.prefix(2)) : typed
                candidates = Set(holders[required[0]] ?? [])
                for word in required.dropFirst() { candidates.formIntersection(holders[word] ?? []) }
            }
            let own = likelihood(typed, position: target)
            guard own > 0 else { continue }
            var better = 0
            var tied = 0
            for candidate in candidates {
                let other = likelihood(typed, position: candidate)
                if other > own * (1 + 1e-12) {
                    better += 1
                } else if other >= own * (1 - 1e-12) {
                    tied += 1
                }
            }
            tied = max(tied, 1)
            var expected = 0.0
            for offset in 0..<tied where better + offset < RelevanceBenchmark.cutoff {
                expected += 1 / Double(better + offset + 1)
            }
            total += expected / Double(tied)
        }
        return queries.isEmpty ? 0 : total / Double(queries.count)
    }

    private static func quote(_ word: String) -> String { "\"" + word + "\"" }

    private static func and(_ words: [String]) -> String { words.map(quote).joined(separator: " ") }

    private static func unique(_ units: [String]) -> [String] {
        var seen: Set<String> = []
        return units.filter { seen.insert($0).inserted }
    }

    /// The words of the item's title when they are all of it (no one-letter or non-ASCII part,
    /// which the two tokenizers may cut differently), else none.
    private static func nameWords(of record: CorpusRecord) -> [String] {
        let words = words(in: record.title)
        let parts = record.title.lowercased().split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        return parts.map(String.init) == words ? words : []
    }

    private static func words(of record: CorpusRecord) -> [String] {
        words(in: record.title + "\n" + record.description + "\n" + record.body)
    }

    /// Lowercased runs of ASCII letters and digits with at least one letter and two characters,
    /// leaving out runs that both tokenizers would not cut the same way: camelCase (Searchlight
    /// splits it, unicode61 does not) and runs touching non-ASCII letters.
    static func words(in text: String) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        var valid = true
        func flush() {
            if valid, current.count >= 2, current.contains(where: { $0 >= 0x61 }) {
                words.append(String(decoding: current, as: UTF8.self))
            }
            current.removeAll(keepingCapacity: true)
            valid = true
        }
        var previousLower = false
        for byte in text.utf8 {
            switch byte {
            case 0x30...0x39, 0x61...0x7A:
                current.append(byte)
                previousLower = byte >= 0x61
            case 0x41...0x5A:
                if previousLower { valid = false }
                current.append(byte + 0x20)
                previousLower = false
            case 0x80...:
                valid = false
                previousLower = false
            default:
                flush()
                previousLower = false
            }
        }
        flush()
        return words
    }

    private static func substrings(of record: CorpusRecord) -> [String] {
        substrings(in: record.title + "\n" + record.description + "\n" + record.body)
    }

    /// Every 2–4 character substring of the text's runs of kanji, hiragana and katakana.
    static func substrings(in text: String) -> [String] {
        var result: [String] = []
        var run: [Character] = []
        func flush() {
            for start in run.indices {
                for length in 2...4 where start + length <= run.count {
                    result.append(String(run[start..<(start + length)]))
                }
            }
            run.removeAll(keepingCapacity: true)
        }
        for character in text {
            if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
                (0x3041...0x30FF).contains(scalar.value) || (0x4E00...0x9FFF).contains(scalar.value)
            {
                run.append(character)
            } else {
                flush()
            }
        }
        flush()
        return result
    }
}

import Foundation
import Searchlight
import Testing

/// Random and mutated query strings: each must parse or throw a well-formed ``QuerySyntaxError`` quickly, and
/// whatever parses must print to a string that parses back to the same tree.
///
/// 5,000 inputs per test by default; 100,000 with `SEARCHLIGHT_SLOW_TESTS=1`.
@Suite struct QueryFuzzTests {
    static let iterations =
        ProcessInfo.processInfo.environment["SEARCHLIGHT_SLOW_TESTS"] == "1" ? 100_000 : 5_000

    /// Generous for a debug build on a busy machine; a parse of these short strings takes microseconds.
    static let perInputLimit = Duration.milliseconds(500)

    static let fragments: [String] = [
        "title", "rating", "contentCreationDate", "com_acme_sku", "kMDItemTitle", "kMDItemNope", "*", "**",
        "InRange",
        "inrange", "(", ")", ",", "&&", "||", "!", "&", "|", "==", "=", "!=", "<", "<=", ">", ">=", "===",
        "=>", "<>",
        "\"", "'", "\\", "\"Paris\"", "\"Paris\"wc", "'a*b'cd", "\"a\\*b\"", "\"\\\"\"", "\"lib\"*", "\"x\"q",
        "\"$time.today(-1)\"", "5", "-3.5e2", "1e999", ".5", "007", "true", "false", "$time.now",
        "$time.today(-1)",
        "$time.today(-30d)", "$time.this_week(2w)", "$time.iso(2025-03-01)",
        "$time.iso(\"2025-03-01T10:00:00Z\")",
        "$time.", "$time", "$foo", "$time.iso(", "(-1)", "(+1M)", "[c]", "==[cd]", "swift", "runtime", "lib*",
        "and", "OR", " ", "  ", "\n", "\t", "é", "e\u{301}", "\u{301}", "日本語", "👍🏽", "c", "d", "w", "t", "Z",
    ]

    static let scalarPool: [Unicode.Scalar] =
        Array(
            #"abcxyzAZ019_*\"'()[],.$&|!=<>+-:;?/ {}#@%^~`"#.unicodeScalars)
        + [
            "\n", "\r", "\t", "\u{0}", "\u{301}", "\u{3000}", "\u{FEFF}", "é", "日", "👍", "\u{1F3FD}",
            "\u{200D}",
        ]

    static func randomQuery(_ generator: inout SplitMix64) -> String {
        var query = ""
        for _ in 0..<Int(generator.next() % 16) {
            if generator.next() % 5 == 0 {
                query.unicodeScalars.append(scalarPool[Int(generator.next() % UInt64(scalarPool.count))])
            } else {
                query += fragments[Int(generator.next() % UInt64(fragments.count))]
            }
            if generator.next() % 2 == 0 { query += " " }
        }
        return query
    }

    static func mutated(_ query: String, _ generator: inout SplitMix64) -> String {
        var scalars = Array(query.unicodeScalars)
        for _ in 0...Int(generator.next() % 4) {
            let position = scalars.isEmpty ? 0 : Int(generator.next() % UInt64(scalars.count + 1))
            switch generator.next() % 6 {
            case 0 where !scalars.isEmpty && position < scalars.count:
                let end = min(scalars.count, position + 1 + Int(generator.next() % 4))
                scalars.removeSubrange(position..<end)
            case 1:
                let fragment = fragments[Int(generator.next() % UInt64(fragments.count))]
                scalars.insert(contentsOf: fragment.unicodeScalars, at: position)
            case 2 where position < scalars.count:
                scalars[position] = scalarPool[Int(generator.next() % UInt64(scalarPool.count))]
            case 3 where !scalars.isEmpty && position < scalars.count:
                let end = min(scalars.count, position + 1 + Int(generator.next() % 8))
                scalars.insert(contentsOf: scalars[position..<end], at: position)
            case 4 where scalars.count >= 2:
                let other = Int(generator.next() % UInt64(scalars.count))
                scalars.swapAt(min(position, scalars.count - 1), other)
            default:
                scalars.insert(scalarPool[Int(generator.next() % UInt64(scalarPool.count))], at: position)
            }
        }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    /// Parses `query` and checks the outcome; returns whether it parsed.
    @discardableResult
    static func check(_ query: String) -> Bool {
        let clock = ContinuousClock()
        let start = clock.now
        let result = Result { () throws(QuerySyntaxError) in try QueryExpression.parse(query) }
        let elapsed = clock.now - start
        #expect(elapsed < perInputLimit, "slow parse (\(elapsed)): \(query.debugDescription)")
        switch result {
        case .success(let expression):
            let printed = expression.description
            let reparsed = Result { () throws(QuerySyntaxError) in try QueryExpression.parse(printed) }
            switch reparsed {
            case .success(let again):
                #expect(
                    again == expression, "\(query.debugDescription) printed as \(printed.debugDescription)")
                #expect(again.description == printed)
            case .failure(let error):
                Issue.record(
                    "\(query.debugDescription) printed as unparseable \(printed.debugDescription): \(error)")
            }
            return true
        case .failure(let error):
            let count = query.count
            let quoted = query.debugDescription
            #expect(
                error.offset >= 0 && error.length >= 0 && error.offset + error.length <= count,
                "error span \(error.offset)+\(error.length) outside \(count) characters: \(quoted)")
            #expect(!error.message.isEmpty)
            #expect(error.line >= 1 && error.column >= 1)
            #expect(error.rendered(query: query).hasPrefix("query:\(error.line):\(error.column): error: "))
            _ = error.range(in: query)
            return false
        }
    }

    @Test func randomStringsParseOrFailCleanly() {
        var generator = SplitMix64(seed: 0xF022_0001)
        var parsed = 0
        for _ in 0..<Self.iterations where Self.check(Self.randomQuery(&generator)) {
            parsed += 1
        }
        // The fragments are grammar pieces, so a fair share of random joins must be valid queries.
        #expect(parsed > Self.iterations / 50)
    }

    @Test func mutatedTableQueriesParseOrFailCleanly() {
        var generator = SplitMix64(seed: 0xF022_0002)
        let seeds = QueryTable.all.map(\.query).filter { $0.count < 200 }
        var parsed = 0
        for iteration in 0..<Self.iterations {
            let seed = seeds[iteration % seeds.count]
            if Self.check(Self.mutated(seed, &generator)) { parsed += 1 }
        }
        #expect(parsed > 0)
    }

    @Test func everyPrefixOfEveryTableQueryParsesOrFailsCleanly() {
        for query in QueryTable.all.map(\.query) where query.count < 200 {
            var prefix = String.UnicodeScalarView()
            for scalar in query.unicodeScalars {
                prefix.append(scalar)
                Self.check(String(prefix))
            }
        }
    }

    /// Large inputs built to trip quadratic behaviour or deep recursion, by name (the strings are too long to
    /// show as test arguments).
    static let largeInputs: [String: String] = [
        "conjunction": String(repeating: #"title == "x" && "#, count: 20_000) + "rating > 1",
        "disjunction": String(repeating: "a == 1 || ", count: 20_000) + "b == 2",
        "bare words": String(repeating: "swift ", count: 40_000),
        "negated bare words": String(repeating: "!swift ", count: 40_000),
        "long string": "title == \"" + String(repeating: #"a\*"#, count: 100_000) + "\"cd",
        "long word": "title == " + String(repeating: "ab*", count: 100_000),
        "unterminated string": "title == \"" + String(repeating: "a", count: 200_000),
        "open parentheses": String(repeating: "(", count: 200_000),
        "negations": String(repeating: "!", count: 200_000) + "a == 1",
        "bangs after a word": "swift " + String(repeating: "!", count: 200_000),
        "time argument": "d == $time.today(" + String(repeating: "1", count: 200_000) + ")",
        "unclosed time": String(repeating: "d == $time.iso(", count: 20_000),
        "quotes in time": "d == $time.iso(" + String(repeating: "\"", count: 100_001),
        "combining marks": "title == \"" + String(repeating: "e\u{301}", count: 100_000) + "\" junk",
        "nested groups": String(repeating: "(a == 1 && ", count: 200) + "b == 2"
            + String(repeating: ")", count: 200),
        "many ranges": String(repeating: "InRange(rating, 1, 5) || ", count: 10_000) + "a == 1",
        "trailing error": String(repeating: "a == 1 && ", count: 20_000) + "b ==",
    ]

    @Test(arguments: largeInputs.keys.sorted())
    func largeInputsAreFast(_ name: String) throws {
        let query = try #require(Self.largeInputs[name])
        let clock = ContinuousClock()
        let start = clock.now
        let result = Result { () throws(QuerySyntaxError) in try QueryExpression.parse(query) }
        let elapsed = clock.now - start
        #expect(elapsed < .seconds(5), "\(name) took \(elapsed)")
        if case .failure(let error) = result {
            #expect(error.offset + error.length <= query.count)
        }
    }

    /// Random and mutated queries that parse are run against a small index: each returns items or fails
    /// as a query (never as an unreadable index), and no message carries generated SQL.
    @Test func parsedQueriesExecuteOrFailAsQueries() async throws {
        let index = makeIndex()
        var items: [SearchableItem] = []
        for (number, title) in ["Paris", "swift runtime", "日本語", "a*b", "Frédéric"].enumerated() {
            var attributes = SearchableItemAttributeSet(contentType: number % 2 == 0 ? .text : .image)
            attributes.title = title
            attributes.rating = Double(number)
            attributes.contentCreationDate = Date(timeIntervalSinceReferenceDate: Double(number) * 86_400)
            items.append(
                SearchableItem(
                    uniqueIdentifier: "item\(number)", domainIdentifier: "d", attributeSet: attributes))
        }
        try await index.indexSearchableItems(items)
        var generator = SplitMix64(seed: 0xF022_0004)
        let seeds = QueryTable.all.map(\.query).filter { $0.count < 200 }
        var executed = 0
        // Running a query costs far more than parsing one: a fifth of the parse-only inputs.
        for iteration in 0..<Self.iterations / 5 {
            let query =
                iteration % 2 == 0
                ? Self.randomQuery(&generator) : Self.mutated(seeds[iteration % seeds.count], &generator)
            guard (try? QueryExpression.parse(query)) != nil else { continue }
            do {
                for try await _ in SearchQuery(queryString: query, index: index).results {}
                executed += 1
            } catch let error as SearchQueryError {
                #expect(error.code == .invalidQuery, "\(query.debugDescription): \(error)")
                #expect(!error.message.contains("SELECT"), "\(query.debugDescription): \(error)")
            }
        }
        #expect(executed > 0)
    }

    @Test func randomTreesPrintAndParseBack() {
        var trees = RandomQueryTree(generator: SplitMix64(seed: 0xF022_0003))
        for _ in 0..<Self.iterations {
            let expression = trees.expression(depth: 4)
            let printed = expression.description
            let reparsed = Result { () throws(QuerySyntaxError) in try QueryExpression.parse(printed) }
            switch reparsed {
            case .success(let again):
                #expect(again == expression, "\(printed.debugDescription) parsed as \(again)")
            case .failure(let error):
                Issue.record("unparseable: \(error.rendered(query: printed))")
            }
        }
    }

    @Test func deepNestingIsRejectedNotOverflowed() {
        let depth = 100_000
        let query = String(repeating: "(", count: depth) + "a == 1" + String(repeating: ")", count: depth)
        #expect(throws: QuerySyntaxError.self) { try QueryExpression.parse(query) }
        do {
            _ = try QueryExpression.parse(query)
        } catch {
            #expect(error.kind == .nestingTooDeep)
            #expect(error.offset == QueryExpression.maximumNestingDepth)
        }
    }
}

/// Random trees of the shapes the parser produces, for checking that printing always parses back.
struct RandomQueryTree {
    var generator: SplitMix64

    mutating func below(_ bound: Int) -> Int { Int(generator.next() % UInt64(bound)) }

    mutating func chance(_ oneIn: Int) -> Bool { below(oneIn) == 0 }

    static let names = ["title", "rating", "com_acme_sku", "_x9", "contentCreationDate", "InRange", "true"]
    static let textPieces: [String] = [
        "a", "Paris", " ", "\"", "'", "\\", "$", "$time.today", "\n", "\r\n", "\t", "é", "e\u{301}",
        "\u{301}", "日本",
        "👍🏽", "&&", "(", ")", "==", "c", "\u{0}", "*", "?", "[c]",
    ]

    mutating func text() -> String {
        var text = ""
        for _ in 0..<below(4) { text += Self.textPieces[below(Self.textPieces.count)] }
        return text
    }

    mutating func pattern(wildcards: Bool) -> StringPattern {
        var segments: [StringPattern.Segment] = []
        for _ in 0..<below(5) {
            segments.append(wildcards && chance(3) ? .wildcard : .literal(text()))
        }
        return StringPattern(segments: segments)
    }

    mutating func number() -> Double {
        switch below(6) {
        case 0: Double(below(1000))
        case 1: -Double(below(1_000_000))
        case 2: Double(below(1 << 20)) / 1024
        case 3: Double(bitPattern: generator.next() & 0x7FEF_FFFF_FFFF_FFFF)  // finite, positive
        case 4: -Double(bitPattern: generator.next() & 0x7FEF_FFFF_FFFF_FFFF)
        default:
            [0.1, 1e20, 9_007_199_254_740_992, .leastNonzeroMagnitude, 1.7976931348623157e308, -0.0][below(6)]
        }
    }

    mutating func time() -> TimeExpression {
        let bases: [TimeExpression.Base] = [
            .now, .today, .yesterday, .lastWeek, .thisWeek, .thisMonth, .thisYear,
        ]
        var base = bases[below(bases.count)]
        if chance(3) {
            var date = TimeExpression.ISODate(year: below(10_000), month: 1 + below(12), day: 1 + below(28))
            if chance(2) {
                date.time = .init(
                    hour: below(24), minute: below(60), second: below(60),
                    nanosecond: chance(2) ? 0 : below(1_000_000_000))
                if chance(2) { date.utcOffset = (below(36 * 60 + 1) - 18 * 60) * 60 }
            }
            base = .iso(date)
        }
        let unit = chance(2) ? nil : TimeExpression.Unit.allCases[below(TimeExpression.Unit.allCases.count)]
        // Offsets past the limit are clamped by the initializer, so they are fair game too.
        let offset = chance(3) ? 0 : below(400_001) - 200_000
        return TimeExpression(base, offset: offset, unit: unit)
    }

    mutating func options(ordering: Bool) -> MatchOptions {
        MatchOptions(rawValue: UInt8(below(16))).intersection(
            ordering ? [.caseInsensitive, .diacriticInsensitive] : .init(rawValue: 15))
    }

    mutating func value(ordering: Bool) -> QueryValue {
        switch below(ordering ? 3 : 4) {
        case 0: .string(pattern(wildcards: !ordering), options(ordering: ordering))
        case 1: .number(number())
        case 2: .time(time())
        default: .bool(chance(2))
        }
    }

    mutating func attribute() -> QueryAttribute {
        chance(5) ? .anyText : .named(Self.names[below(Self.names.count)])
    }

    mutating func expression(depth: Int) -> QueryExpression {
        switch depth <= 0 ? below(2) : below(6) {
        case 0:
            let op = ComparisonOperator.allCases[below(6)]
            return .comparison(QueryComparison(attribute(), op, value(ordering: op.isOrdering)))
        case 1:
            return .inRange(
                attribute: attribute(), lower: value(ordering: true), upper: value(ordering: true))
        case 2:
            var result = expression(depth: depth - 1)
            for _ in 0...below(3) { result = result && expression(depth: depth - 1) }
            return result
        case 3:
            var result = expression(depth: depth - 1)
            for _ in 0...below(3) { result = result || expression(depth: depth - 1) }
            return result
        default:
            return !expression(depth: depth - 1)
        }
    }
}

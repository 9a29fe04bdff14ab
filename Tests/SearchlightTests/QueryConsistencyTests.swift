import Foundation
import Searchlight
import Testing

/// Generated queries run through the SQL engine must return exactly the items that the query language's
/// definition (``QueryMatcher``, evaluated on every item) selects, in indexing order.
///
/// This checks every claim the compiler makes that a clause is decided exactly in SQL.
@Suite struct QueryConsistencyTests {
    static let words = [
        "Paris", "paris", "PARIS", "I love Paris", "paris-france.jpg", "Comparison", "Frédéric", "Frederic",
        "MyWindowClass", "Broken Window", "NSWindow", "州立公園", "ナチュラルブリッジ", "libfoo-dev", "x%y", "under_score",
        "a b", "", "Ünïcode text", "star*", "semi;colon", "'); DROP TABLE items; --", "Café crème",
    ]

    static let textAttributes = [
        "title", "keywords", "displayName", "alternateNames", "textContent", "contentDescription", "path",
        "com_test_tag", "*", "domainIdentifier", "contentType",
    ]
    static let numberAttributes = ["fileSize", "rating", "contentCreationDate", "allDay", "importantDates"]

    static func makeItems(_ random: inout SplitMix64) -> [SearchableItem] {
        let tag = CustomAttributeKey(keyName: "com_test_tag")!
        return (0..<40).map { number in
            var attributes = SearchableItemAttributeSet(contentType: number % 5 == 0 ? .emailMessage : .text)
            func word() -> String? { Bool.random(using: &random) ? words.randomElement(using: &random) : nil }
            attributes.title = word()
            attributes.displayName = word()
            attributes.contentDescription = word()
            attributes.textContent = word()
            attributes.path = word()
            if Bool.random(using: &random) {
                attributes.keywords = (0..<Int.random(in: 1...3, using: &random)).compactMap { _ in word() }
            }
            if Bool.random(using: &random) { attributes.alternateNames = [word() ?? "Window"] }
            if let tagValue = word() { attributes.setValue(.string(tagValue), forCustomKey: tag) }
            if Bool.random(using: &random) {
                attributes.fileSize = Int.random(in: 0...10, using: &random) * 100
            }
            if Bool.random(using: &random) {
                attributes.rating = Double(Int.random(in: 0...10, using: &random)) / 2
            }
            if Bool.random(using: &random) { attributes.allDay = Bool.random(using: &random) }
            if Bool.random(using: &random) {
                attributes.contentCreationDate = Date(timeIntervalSinceReferenceDate: Double(number * 1000))
                attributes.importantDates = [
                    Date(timeIntervalSinceReferenceDate: Double(number * 500)),
                    Date(timeIntervalSinceReferenceDate: Double(number * 2000)),
                ]
            }
            let domain = ["notes", "notes.work", "mail", nil].randomElement(using: &random) ?? nil
            return SearchableItem(
                uniqueIdentifier: "item\(number)", domainIdentifier: domain, attributeSet: attributes)
        }
    }

    static func clause(_ random: inout SplitMix64) -> String {
        if Int.random(in: 0..<3, using: &random) == 0 {
            let attribute = numberAttributes.randomElement(using: &random)!
            let value = Int.random(in: 0...20, using: &random) * 100
            if Bool.random(using: &random) {
                return "InRange(\(attribute), \(value), \(value + Int.random(in: 0...2000, using: &random)))"
            }
            let op = ["==", "!=", "<", ">", "<=", ">="].randomElement(using: &random)!
            return
                "\(attribute) \(op) \(attribute == "allDay" ? String(Bool.random(using: &random)) : String(value))"
        }
        let attribute = textAttributes.randomElement(using: &random)!
        let word = words.randomElement(using: &random)!
        var text = QueryString.escape(word)
        if !word.isEmpty, Int.random(in: 0..<3, using: &random) == 0 {
            // Cut the word so patterns start or end inside words.
            let characters = Array(word)
            let start = Int.random(in: 0..<characters.count, using: &random)
            let end = Int.random(in: start..<characters.count, using: &random) + 1
            text = QueryString.escape(String(characters[start..<end]))
        }
        switch Int.random(in: 0..<6, using: &random) {
        case 0: text += "*"
        case 1: text = "*" + text
        case 2: text = "*" + text + "*"
        case 3: text = text.isEmpty ? "*" : String(text.prefix(1)) + "*" + String(text.dropFirst())
        default: break
        }
        let modifiers = ["", "c", "d", "cd", "w", "wc", "cdw", "t", "wt"].randomElement(using: &random)!
        let op = Int.random(in: 0..<4, using: &random) == 0 ? "!=" : "=="
        return "\(attribute) \(op) \"\(text)\"\(modifiers)"
    }

    static func query(_ random: inout SplitMix64, depth: Int = 0) -> String {
        switch depth < 2 ? Int.random(in: 0..<6, using: &random) : 0 {
        case 1: return "(\(query(&random, depth: depth + 1)) && \(query(&random, depth: depth + 1)))"
        case 2: return "(\(query(&random, depth: depth + 1)) || \(query(&random, depth: depth + 1)))"
        case 3: return "!(\(query(&random, depth: depth + 1)))"
        case 4:
            return "\(clause(&random)) && \(clause(&random)) && !(\(clause(&random)))"
        default: return clause(&random)
        }
    }

    /// A query of exactly `clauses` clauses: bare words, clauses and small groups joined by `&&` and `||`
    /// (or, for only bare words, by spaces, as a pasted sentence).
    /// A clause that parses and resolves, so one bad clause does not void a long query.
    static func validClause(_ random: inout SplitMix64) -> String {
        while true {
            let candidate = clause(&random)
            if let expression = try? QueryExpression.parse(candidate),
                (try? QueryPredicate.resolve(expression, now: Date())) != nil
            {
                return candidate
            }
        }
    }

    static func longQuery(_ random: inout SplitMix64, clauses: Int) -> String {
        let plainWords = ["paris", "window", "frederic", "a", "lib", "州立", "cafe", "text", "under"]
        if Int.random(in: 0..<4, using: &random) == 0 {
            return (0..<clauses).map { _ in plainWords.randomElement(using: &random)! }.joined(separator: " ")
        }
        var parts: [String] = []
        var remaining = clauses
        while remaining > 0 {
            switch Int.random(in: 0..<5, using: &random) {
            case 0:
                parts.append(plainWords.randomElement(using: &random)!)
                remaining -= 1
            case 1 where remaining >= 3:
                let first = validClause(&random)
                let second = validClause(&random)
                parts.append("(\(first) || \(second) && !\(validClause(&random)))")
                remaining -= 3
            default:
                parts.append(validClause(&random))
                remaining -= 1
            }
        }
        let mixed = Bool.random(using: &random)
        let separator = Bool.random(using: &random) ? " && " : " || "
        var query = parts[0]
        for part in parts.dropFirst() {
            query += (mixed ? (Bool.random(using: &random) ? " && " : " || ") : separator) + part
        }
        return query
    }

    /// Queries of 17 to 1,000 clauses: past 16 full-text clauses SQLite once failed to plan `MATCH`, and
    /// long chains once exceeded its expression depth.
    @Test func engineAgreesWithTheDefinitionOnLongQueries() async throws {
        var random = SplitMix64(seed: 0x10_17_1000)
        let items = Self.makeItems(&random)
        let index = makeIndex()
        try await index.indexSearchableItems(items)
        let stored = try await index.searchableItems(withIdentifiers: items.map(\.uniqueIdentifier))
        let slow = ProcessInfo.processInfo.environment["SEARCHLIGHT_SLOW_TESTS"] != nil
        var sizes = [17, 18, 33, 100, 500, 999, 1_000]
        for _ in 0..<(slow ? 60 : 12) { sizes.append(Int.random(in: 17...1_000, using: &random)) }
        var checked = 0
        for size in sizes {
            let string = Self.longQuery(&random, clauses: size)
            guard let expression = try? QueryExpression.parse(string) else { continue }
            guard let predicate = try? QueryPredicate.resolve(expression, now: Date()) else { continue }
            let expected = stored.filter { QueryMatcher.matches(predicate, $0) }.map(\.uniqueIdentifier)
            var actual: [String] = []
            do {
                for try await result in SearchQuery(queryString: string, index: index).results {
                    actual.append(result.id)
                }
            } catch {
                Issue.record("\(size) clauses failed: \(error)")
                continue
            }
            #expect(actual == expected, "\(size) clauses: \(string.prefix(300))")
            checked += 1
        }
        #expect(checked == sizes.count)
    }

    @Test func engineAgreesWithTheDefinitionOnGeneratedQueries() async throws {
        let seed =
            ProcessInfo.processInfo.environment["SEARCHLIGHT_QUERY_SEED"].flatMap { UInt64($0) } ?? 0x5EA2C4
        var random = SplitMix64(seed: seed)
        let items = Self.makeItems(&random)
        let index = makeIndex()
        try await index.indexSearchableItems(items)
        let stored = try await index.searchableItems(withIdentifiers: items.map(\.uniqueIdentifier))
        let count = ProcessInfo.processInfo.environment["SEARCHLIGHT_SLOW_TESTS"] == nil ? 400 : 4000
        var checked = 0
        for _ in 0..<count {
            let string = Self.query(&random)
            // The generator can write what the grammar rejects (`allDay < true`); the parser's own tests
            // cover that.
            guard let expression = try? QueryExpression.parse(string) else { continue }
            let now = Date()
            let predicate: QueryPredicate
            do {
                predicate = try QueryPredicate.resolve(expression, now: now)
            } catch {
                await #expect(throws: SearchQueryError.self, "\(string)") {
                    for try await _ in SearchQuery(queryString: string, index: index).results {}
                }
                continue
            }
            let expected = stored.filter { QueryMatcher.matches(predicate, $0) }.map(\.uniqueIdentifier)
            var actual: [String] = []
            for try await result in SearchQuery(queryString: string, index: index).results {
                actual.append(result.id)
            }
            #expect(actual == expected, "\(string)")
            checked += 1
        }
        #expect(checked > count / 2)
    }
}

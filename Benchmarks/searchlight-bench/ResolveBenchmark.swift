import Foundation
import Searchlight
import Synchronization

/// `searchlight-bench resolve`: parameter suggestions over 100,000 indexed items of which
/// 10,000 stand for `Order` entities (DESIGN.md §9: p99 under 2 ms).
///
/// The data comes from a fixed seed: 90,000 notes of pseudo-words (one in twenty mentions a
/// drink, so text queries must skip non-entity matches) and 10,000 orders "Drink for Customer"
/// with priorities 0–10. Some orders are engaged with, so the engaged tier and the ranking's
/// engagement term are exercised. Queries mix context only (a selected and four visible
/// orders), whole drink names, three-letter prefixes, customer-name prefixes and two words, half
/// of them with on-screen context. It measures the index-backed resolver (what `searchlight
/// resolve` runs) and one with the type registered and a live in-memory query.
struct ResolveBenchmark {
    static let itemCount = 100_000
    static let orderCount = 10_000
    static let drinks = [
        "latte", "mocha", "cortado", "americano", "espresso", "cappuccino", "macchiato", "ristretto", "lungo",
        "affogato", "frappe", "chai", "matcha", "flatwhite", "coldbrew", "doppio", "breve", "galao",
        "marocchino",
        "piccolo",
    ]

    func run() async throws {
        var random = SeededGenerator(seed: 0x5EA2_C41C)
        let syllables = [
            "ka", "lo", "mi", "ren", "tas", "vo", "pel", "dur", "qui", "sen", "bra", "no", "fi", "zul",
        ]
        func word() -> String {
            (0..<Int.random(in: 2...3, using: &random)).map { _ in
                syllables.randomElement(using: &random) ?? ""
            }.joined()
        }
        let vocabulary = (0..<5000).map { _ in word() }
        let customers = Array(Set((0..<800).map { _ in word().capitalized })).sorted().prefix(500).map { $0 }
        func words(_ count: Int) -> String {
            (0..<count).map { _ in vocabulary.randomElement(using: &random) ?? "" }.joined(separator: " ")
        }

        var orders: [ResolveBenchOrder] = []
        var items: [SearchableItem] = []
        for number in 0..<Self.orderCount {
            let drink = Self.drinks[number % Self.drinks.count]
            let customer = customers[Int.random(in: 0..<customers.count, using: &random)]
            let order = ResolveBenchOrder(id: "o\(number)", title: "\(drink.capitalized) for \(customer)")
            orders.append(order)
            var attributes = SearchableItemAttributeSet(contentType: .item)
            attributes.title = order.title
            attributes.textContent = "Order \(number): \(words(8))"
            var item = SearchableItem(uniqueIdentifier: "Order:o\(number)", attributeSet: attributes)
            item.associatedEntity = EntityAssociation(
                typeIdentifier: "Order", identifier: order.id,
                priority: Int.random(in: 0...10, using: &random))
            items.append(item)
        }
        for number in 0..<(Self.itemCount - Self.orderCount) {
            var attributes = SearchableItemAttributeSet(contentType: .text)
            attributes.title = words(4)
            let mention = number % 20 == 0 ? " " + (Self.drinks.randomElement(using: &random) ?? "") : ""
            attributes.textContent = words(24) + mention
            items.append(SearchableItem(uniqueIdentifier: "note-\(number)", attributeSet: attributes))
        }
        ResolveBenchOrder.store.withLock { store in for order in orders { store[order.id] = order } }

        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("searchlight-bench-resolve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let index = SearchableIndex(name: "bench", location: directory)
        let batches = stride(from: 0, to: items.count, by: 1000).map {
            Array(items[$0..<min($0 + 1000, items.count)])
        }
        let indexing = try await seconds {
            try await index.batch(clientState: Data("resolve".utf8)) { index in
                for batch in batches { try await index.indexSearchableItems(batch) }
            }
        }
        guard try await index.itemCount() == Self.itemCount else { throw BenchError("indexing lost items") }

        // Engagement on 300 orders, a few uses each.
        for number in stride(from: 0, to: 3000, by: 10) {
            let drink = Self.drinks[number % Self.drinks.count]
            let query = UserQuery(userQueryString: drink, index: index)
            for try await result in UserQuery(userQueryString: "\(drink) ", index: index).results
            where result.id == "Order:o\(number)" {
                for _ in 0...(number % 3) {
                    try await query.userEngaged(result, visibleItems: [], interaction: .select)
                }
                break
            }
        }

        var queries: [(text: String?, context: Bool, kind: String)] = []
        for offset in 0..<400 {
            let drink = Self.drinks.randomElement(using: &random) ?? "latte"
            let customer = customers.randomElement(using: &random) ?? "Ka"
            let (text, kind): (String?, String)
            switch offset % 10 {
            case 0, 1: (text, kind) = (nil, "context")
            case 2, 3, 4: (text, kind) = (drink, "word")
            case 5, 6: (text, kind) = (String(drink.prefix(3)), "prefix")
            case 7, 8: (text, kind) = (String(customer.prefix(4)), "name")
            default: (text, kind) = ("\(drink) \(customer.prefix(3))", "two-words")
            }
            queries.append((text, text == nil || offset % 2 == 0, kind))
        }

        let registry = EntityRegistry()
        registry.register(ResolveBenchOrder.self)
        for (name, registry) in [("resolve-index", nil), ("resolve-registered", registry)]
            as [(String, EntityRegistry?)]
        {
            let center = ActivityCenter(index: index)
            let resolver = ParameterResolver(
                index: index, registry: registry ?? EntityRegistry(), activityCenter: center)
            var latencies = Latencies()
            // The peer: a plain search of the same words (what the resolver's text matching must
            // stay within 1.5× of), measured beside each text query.
            var textLatencies = Latencies()
            var plainLatencies = Latencies()
            var byKind: [String: Latencies] = [:]
            var nonEmpty = 0
            var textQueries = 0
            var textNonEmpty = 0
            var cpu = 0.0
            for pass in 0..<2 {
                let cpuStart = processCPUSeconds()
                for (number, query) in queries.enumerated() {
                    let selected = EntityIdentifier(
                        typeIdentifier: "Order", identifier: "o\((number * 37) % Self.orderCount)")
                    let visible = (1...4).map {
                        EntityIdentifier(
                            typeIdentifier: "Order", identifier: "o\((number * 37 + $0) % Self.orderCount)")
                    }
                    await center.setOnScreenEntities(
                        visible: query.context ? visible : [], selected: query.context ? selected : nil)
                    var found: ParameterSuggestions?
                    let elapsed = try await seconds {
                        found = try await resolver.suggestions(for: "Order", matching: query.text, limit: 10)
                    }
                    var plainElapsed = 0.0
                    if let text = query.text {
                        plainElapsed = try await seconds {
                            let plain = UserQuery(
                                userQueryString: text, userQueryContext: UserQueryContext(maxResultCount: 10),
                                index: index)
                            for try await _ in plain.results {}
                        }
                    }
                    guard pass == 1, let found else { continue }
                    latencies.add(elapsed)
                    if query.text != nil {
                        textLatencies.add(elapsed)
                        plainLatencies.add(plainElapsed)
                    }
                    byKind[query.kind, default: Latencies()].add(elapsed)
                    nonEmpty += found.suggestions.isEmpty ? 0 : 1
                    if query.text != nil {
                        textQueries += 1
                        textNonEmpty += found.suggestions.contains(where: \.matchesText) ? 1 : 0
                    }
                    guard found.skipped.isEmpty else {
                        throw BenchError("\(name): stale candidates \(found.skipped)")
                    }
                }
                if pass == 1 { cpu = processCPUSeconds() - cpuStart }
            }
            // The benchmark checks itself: text queries must find orders, context must resolve.
            guard nonEmpty == queries.count, textNonEmpty >= textQueries * 9 / 10 else {
                throw BenchError(
                    "\(name): only \(nonEmpty) non-empty, \(textNonEmpty) of \(textQueries) text matches")
            }
            report([
                "name": name, "n": queries.count, "items": Self.itemCount, "entities": Self.orderCount,
                "unit": "us",
                "searchlight": latencies.percentile(0.5), "searchlight_p50_us": latencies.percentile(0.5),
                "searchlight_p99_us": latencies.percentile(0.99), "target_p99_us": 2000,
                "text_p50_us": textLatencies.percentile(0.5), "text_p99_us": textLatencies.percentile(0.99),
                "peer": plainLatencies.percentile(0.99),
                "peer_name": "UserQuery of the same words, 10 results",
                "peer_p50_us": plainLatencies.percentile(0.5), "peer_p99_us": plainLatencies.percentile(0.99),
                "ratio": textLatencies.percentile(0.5) / max(plainLatencies.percentile(0.5), 0.001),
                "ratio_p99": textLatencies.percentile(0.99) / max(plainLatencies.percentile(0.99), 0.001),
                "cpu_us_mean": cpu / Double(queries.count) * 1e6,
                "index_seconds": indexing, "peak_rss_mb": peakResidentMegabytes(),
                "p99_us_by_kind": byKind.mapValues { $0.percentile(0.99) },
                "p50_us_by_kind": byKind.mapValues { $0.percentile(0.5) },
            ])
        }
    }
}

/// The benchmark's entity type, resolved through an in-memory "app database".
struct ResolveBenchOrder: AppEntity {
    static let typeIdentifier = "Order"
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Order"
    static let defaultQuery = ResolveBenchOrderQuery()
    static let store = Mutex<[String: ResolveBenchOrder]>([:])

    var id: String
    var title: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: title) }
}

struct ResolveBenchOrderQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [ResolveBenchOrder] {
        ResolveBenchOrder.store.withLock { store in identifiers.compactMap { store[$0] } }
    }
}

/// SplitMix64: a tiny deterministic generator for reproducible datasets.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// CPU time this process has used (user + system), in seconds: unlike wall time, it does not
/// grow when other processes compete for the cores.
func processCPUSeconds() -> Double {
    var usage = rusage()
    #if os(Linux)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    #else
        getrusage(RUSAGE_SELF, &usage)
    #endif
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

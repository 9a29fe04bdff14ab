import Foundation
import Searchlight

/// `searchlight-bench query`: the Core Spotlight query language on the English corpus, against raw
/// SQLite in the same process (FTS5 `unicode61` for word prefixes, `instr` over a plain table of the
/// same titles for substrings, a B-tree index for ranges).
///
/// Each query is measured three ways: `ids` computes the whole set of matching items (what the peer
/// computes), `page` is the first 20 results through the public `SearchQuery` API with items loaded, and
/// `all` every result through the public API.
struct QueryBenchmarks {
    let limit: Int
    let runs = 200

    struct Case {
        var name: String
        var query: String
        var peerSQL: String
        var peerArguments: [String]
        /// The word prefix of a word-based comparison (`lib` for `title == "lib*"cdw`): Searchlight's
        /// tokenizer also stores words FTS5's `unicode61` does not cut out (`html5lib` holds `lib`),
        /// so Searchlight may find more titles than the peer, each holding such a word.
        var wordPrefix: String? = nil
    }

    static let cases: [Case] = [
        Case(
            name: "word-prefix", query: #"title == "lib*"cdw"#,
            peerSQL: "SELECT rowid FROM docs WHERE docs MATCH ?1 ORDER BY rowid",
            peerArguments: [#"title : "lib"*"#], wordPrefix: "lib"),
        Case(
            name: "substring", query: #"title == "*lib*"cd"#,
            peerSQL: "SELECT id FROM titles WHERE instr(lower(title), ?1) > 0 ORDER BY id",
            peerArguments: ["lib"]),
        Case(
            name: "number-range", query: "InRange(fileSize, 10000, 20000)",
            peerSQL: "SELECT id FROM titles WHERE size BETWEEN 10000 AND 20000 ORDER BY id", peerArguments: []
        ),
        Case(
            name: "boolean-3", query: #"title == "py*"cdw && fileSize > 50000 && title != "*-doc"cd"#,
            peerSQL: """
                SELECT id FROM titles WHERE id IN (SELECT rowid FROM docs WHERE docs MATCH ?1)
                AND size > 50000 AND lower(title) NOT LIKE '%-doc' ORDER BY id
                """,
            peerArguments: [#"title : "py"*"#], wordPrefix: "py"),
        Case(
            name: "word-prefix-rare", query: #"title == "xml*"cdw"#,
            peerSQL: "SELECT rowid FROM docs WHERE docs MATCH ?1 ORDER BY rowid",
            peerArguments: [#"title : "xml"*"#], wordPrefix: "xml"),
        Case(
            name: "substring-rare", query: #"title == "*xml*"cd"#,
            peerSQL: "SELECT id FROM titles WHERE instr(lower(title), ?1) > 0 ORDER BY id",
            peerArguments: ["xml"]),
    ]

    func run() async throws {
        let records = try Corpus.load(language: "en", limit: limit)
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("searchlight-bench-query-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        let index = SearchableIndex(name: "bench", location: directory)
        let items = records.map(TextBenchmarks.item)
        try await index.batch(clientState: Data("bench".utf8)) { index in
            for start in stride(from: 0, to: items.count, by: 1000) {
                try await index.indexSearchableItems(Array(items[start..<min(start + 1000, items.count)]))
            }
        }
        let peer = try RawFTS5(path: directory.appendingPathComponent("peer.sqlite").path, language: "en")
        try peer.insert(
            records.map { record in
                var record = record
                record.id += 1  // the peer's row ids follow Searchlight's (1-based, in indexing order)
                return record
            })
        try peer.execute(
            "CREATE TABLE titles(id INTEGER PRIMARY KEY, title TEXT NOT NULL, size INTEGER NOT NULL)")
        try peer.execute("CREATE INDEX titles_size ON titles(size)")
        try peer.execute("BEGIN")
        for (offset, record) in records.enumerated() {
            let title = record.title.replacingOccurrences(of: "'", with: "''")
            try peer.execute("INSERT INTO titles VALUES (\(offset + 1), '\(title)', \(record.size))")
        }
        try peer.execute("COMMIT")

        for benchmark in Self.cases {
            try await measure(benchmark, index: index, peer: peer, titles: records.map(\.title))
        }
    }

    /// The engine's whole result set: compile, run the SQL, check candidates SQL could not decide.
    static func matchingIDs(_ query: String, index: SearchableIndex) throws -> [Int] {
        let now = Date()
        let compiled = try CompiledQuery(QueryExpression.parse(query), now: now)
        return try index.read { connection in
            let executor = QueryExecutor(connection: connection)
            let rows = try executor.candidateRowIDs(compiled, scope: FullTextSearcher.Scope(), now: now)
            guard compiled.needsVerification else { return rows }
            var verified: [Int] = []
            for start in stride(from: 0, to: rows.count, by: 256) {
                let page = Array(rows[start..<min(start + 256, rows.count)])
                let items = try FullTextSearcher(connection: connection).items(rowIDs: page).items
                for (row, item) in zip(page, items) where item.map(compiled.verifies) == true {
                    verified.append(row)
                }
            }
            return verified
        }
    }

    func measure(_ benchmark: Case, index: SearchableIndex, peer: RawFTS5, titles: [String]) async throws {
        var ids = Latencies()
        var peerLatencies = Latencies()
        var page = Latencies()
        var all = Latencies()
        var ours: [Int] = []
        var theirs: [Int] = []
        for run in 0..<(runs + 10) {
            let elapsed = try await seconds { ours = try Self.matchingIDs(benchmark.query, index: index) }
            let peerElapsed = await seconds {
                theirs = peer.rowIDs(benchmark.peerSQL, benchmark.peerArguments)
            }
            var pageCount = 0
            let pageElapsed = try await seconds {
                let query = SearchQuery(
                    queryString: benchmark.query, queryContext: QueryContext(maxResultCount: 20), index: index
                )
                for try await _ in query.results { pageCount += 1 }
            }
            guard run >= 10 else { continue }
            ids.add(elapsed)
            peerLatencies.add(peerElapsed)
            page.add(pageElapsed)
            guard pageCount == min(20, ours.count) else {
                throw BenchError(
                    "\(benchmark.name): first page has \(pageCount) items, expected \(min(20, ours.count))")
            }
        }
        for _ in 0..<5 {
            var count = 0
            all.add(
                try await seconds {
                    for try await _ in SearchQuery(queryString: benchmark.query, index: index).results {
                        count += 1
                    }
                })
            guard count == ours.count else {
                throw BenchError("\(benchmark.name): \(count) results, expected \(ours.count)")
            }
        }
        // The benchmark checks itself: both sides must find the same items, but for titles whose
        // extra match is a word only Searchlight's tokenizer cuts out (see `Case.wordPrefix`),
        // which the tokenizer itself confirms.
        let extra = Set(ours).subtracting(theirs)
        let explained =
            benchmark.wordPrefix.map { prefix in
                Set(theirs).isSubset(of: ours)
                    && extra.allSatisfy { row in
                        titles.indices.contains(row - 1)
                            && DocumentTokenizer.tokens(titles[row - 1]).contains { $0.hasPrefix(prefix) }
                    }
            } ?? false
        guard ours == theirs || explained else {
            throw BenchError(
                "\(benchmark.name): Searchlight found \(ours.count) items, the peer \(theirs.count) "
                    + "(first difference: \(zip(ours, theirs).first { $0 != $1 }.map { "\($0)" } ?? "length"))"
            )
        }
        report([
            "name": "query-\(benchmark.name)", "query": benchmark.query, "matches": ours.count, "unit": "us",
            "peer_matches": theirs.count,
            "searchlight": ids.percentile(0.5), "peer": peerLatencies.percentile(0.5),
            "ratio": ids.percentile(0.5) / max(peerLatencies.percentile(0.5), 0.001),
            "searchlight_p50_us": ids.percentile(0.5), "searchlight_p99_us": ids.percentile(0.99),
            "peer_p50_us": peerLatencies.percentile(0.5), "peer_p99_us": peerLatencies.percentile(0.99),
            "ratio_p99": ids.percentile(0.99) / max(peerLatencies.percentile(0.99), 0.001),
            "first_page_p50_us": page.percentile(0.5), "first_page_p99_us": page.percentile(0.99),
            "all_results_p50_us": all.percentile(0.5),
        ])
    }
}

import Foundation
import Searchlight
import Testing

@testable import searchlight

/// What users and attackers found when they tried the query language (issue 9): long queries, hostile
/// strings, Spotlight names, content types and constants. Each outcome is checked, never timed.
@Suite struct QueryHardeningTests {
    static func makeSmallIndex() async throws -> SearchableIndex {
        let index = makeIndex()
        var app = SearchableItemAttributeSet(
            contentType: ContentType(identifier: "com.apple.application-bundle"))
        app.title = "Calculator"
        app.displayName = "Calculator.app"
        var note = SearchableItemAttributeSet(contentType: .text)
        note.title = "a latte in Paris"
        note.textContent = "swift runtime notes"
        var photo = SearchableItemAttributeSet(contentType: ContentType(identifier: "public.jpeg"))
        photo.title = "Latte art"
        try await index.indexSearchableItems([
            SearchableItem(uniqueIdentifier: "app", domainIdentifier: "apps", attributeSet: app),
            SearchableItem(uniqueIdentifier: "note", domainIdentifier: "notes", attributeSet: note),
            SearchableItem(uniqueIdentifier: "photo", domainIdentifier: "photos", attributeSet: photo),
        ])
        return index
    }

    /// The identifiers a query string returns, or the error it fails with.
    static func run(
        _ query: String, index: SearchableIndex, context: QueryContext = QueryContext()
    ) async -> Result<[String], SearchQueryError> {
        do {
            var found: [String] = []
            for try await result in SearchQuery(queryString: query, queryContext: context, index: index)
                .results
            {
                found.append(result.id)
            }
            return .success(found)
        } catch let error as SearchQueryError {
            return .failure(error)
        } catch {
            return .failure(SearchQueryError(.unknown, message: "\(error)"))
        }
    }

    /// Hostile and oversized inputs, each with what must happen.
    enum Outcome: Sendable {
        /// Runs and returns these identifiers.
        case finds([String])
        /// Runs; the result does not matter.
        case runs
        /// Fails as a query too complex, pointing into the query.
        case tooComplex
    }

    static let hostile: [(name: String, query: String, outcome: Outcome)] = [
        (
            "17 words", Array(repeating: "a", count: 17).joined(separator: " "),
            .finds(["app", "note", "photo"])
        ),
        ("17 distinct words", (0..<17).map { "w\($0)" }.joined(separator: " "), .finds([])),
        (
            "per-word template",
            Array(repeating: #"(** == "latte*"cdw)"#, count: 40).joined(separator: " && "),
            .finds(["note", "photo"])
        ),
        (
            "990 or clauses",
            (0..<989).map { #"title == "x\#($0)""# }.joined(separator: " || ") + " || latte",
            .finds(["note", "photo"])
        ),
        (
            "990 and clauses",
            (0..<989).map { #"title != "x\#($0)""# }.joined(separator: " && ") + " && latte",
            .finds(["note", "photo"])
        ),
        ("990 wildcard segments", #"title == ""# + String(repeating: "*a", count: 990) + #"*"c"#, .finds([])),
        ("1,000 words", (0..<1_000).map { "w\($0)" }.joined(separator: " "), .finds([])),
        ("1,001 words", (0..<1_001).map { "w\($0)" }.joined(separator: " "), .tooComplex),
        ("500,000 words", String(repeating: "word ", count: 500_000), .tooComplex),
        ("100,000 quotes", String(repeating: "\"", count: 100_000), .tooComplex),
        (
            "4,001 words in one phrase", "\"" + (0...4_000).map { "w\($0)" }.joined(separator: " ") + "\"",
            .tooComplex
        ),
        // `OR` in capitals is `||`: 400 alternatives, each a word beginning with `a`.
        (
            "a OR a", Array(repeating: "a", count: 400).joined(separator: " OR "),
            .finds(["app", "note", "photo"])
        ),
        ("a or a", Array(repeating: "a", count: 400).joined(separator: " or "), .finds([])),
        (
            "nested words", String(repeating: "(", count: 200) + "latte" + String(repeating: ")", count: 200),
            .finds(["note", "photo"])
        ),
        ("double negations", String(repeating: "!", count: 200) + "latte", .finds(["note", "photo"])),
        // `latte || (nothing && (latte || (nothing && …)))`, 120 levels: the same as `latte`.
        ("alternating nesting", alternatingNesting(levels: 120), .finds(["note", "photo"])),
        ("negated nesting", "!(" + alternatingNesting(levels: 60) + ")", .finds(["app"])),
        ("injection", #"title == "'); DROP TABLE items; --""#, .finds([])),
        ("fts5 syntax", #"NEAR(a b) OR "x" AND * ^col"#, .runs),
        ("nul and controls", "title == \"\u{0}\u{1B}[31m\u{200B}\u{202E}\"", .finds([])),
        ("TRUEPREDICATE", "TRUEPREDICATE", .finds(["app", "note", "photo"])),
        ("true", "true", .finds(["app", "note", "photo"])),
        ("false", "false || latte", .finds(["note", "photo"])),
        ("!true", "!true", .finds([])),
    ]

    static func alternatingNesting(levels: Int) -> String {
        var query = "latte"
        for level in 0..<levels {
            query = level.isMultiple(of: 2) ? "(nothing && \(query))" : "(latte || \(query))"
        }
        return "latte || " + query
    }

    @Test(arguments: hostile.indices)
    func hostileQueriesAnswerOrFailAsQueries(_ position: Int) async throws {
        let (name, query, outcome) = Self.hostile[position]
        let index = try await Self.makeSmallIndex()
        let result = await Self.run(query, index: index)
        switch (outcome, result) {
        case (.finds(let expected), .success(let found)):
            #expect(found.sorted() == expected.sorted(), "\(name)")
        case (.runs, .success):
            break
        case (.runs, .failure(let error)):
            #expect(error.code == .invalidQuery, "\(name): \(error)")
        case (.tooComplex, .failure(let error)):
            #expect(error.code == .invalidQuery, "\(name)")
            let syntax = try #require(error.syntaxError, "\(name): \(error)")
            #expect(syntax.kind == .queryTooComplex)
            #expect(syntax.offset >= 0 && syntax.offset < query.count)
            #expect(syntax.rendered(query: query).count < 1_000, "\(name): the message shows a window")
        case (_, .failure(let error)):
            Issue.record("\(name) failed: \(error)")
        case (.tooComplex, .success):
            Issue.record("\(name) ran")
        }
        if case .failure(let error) = result {
            #expect(error.code != .indexUnreachable, "\(name): a query failure is not an index failure")
            #expect(!error.message.contains("SELECT"), "\(name): \(error.message)")
        }
    }

    @Test func typedQueriesBeyondTheLimitFailAsTooComplex() async throws {
        let index = try await Self.makeSmallIndex()
        let clauses = (0...QueryExpression.maximumClauseCount).map { QueryField.title == "x\($0)" }
        do {
            for try await _ in SearchQuery(.or(clauses), index: index).results {}
            Issue.record("ran")
        } catch let error as SearchQueryError {
            #expect(error.code == .invalidQuery)
            #expect(error.message.contains("too complex"))
        }
    }

    @Test func searchTextIsBoundedByTheTermLimit() async throws {
        let index = try await Self.makeSmallIndex()
        func search(_ text: String) async -> Result<[String], SearchQueryError> {
            do {
                var found: [String] = []
                for try await item in UserQuery(userQueryString: text, index: index).results {
                    found.append(item.id)
                }
                return .success(found)
            } catch let error as SearchQueryError {
                return .failure(error)
            } catch {
                return .failure(SearchQueryError(.unknown, message: "\(error)"))
            }
        }
        let tooMany = await search((0..<8_000).map { "w\($0)" }.joined(separator: " "))
        guard case .failure(let error) = tooMany else {
            Issue.record("8,000 different words ran")
            return
        }
        #expect(error.code == .invalidQuery)
        #expect(error.message.contains("\(QueryExpression.maximumTermCount)"))
        // Repeated words count once.
        let repeated = await search(Array(repeating: "latte OR", count: 20_000).joined(separator: " "))
        // The last `OR` is a word being typed that nothing holds: a partial match finds `latte`.
        #expect((try? repeated.get())?.sorted() == ["note", "photo"])
        #expect(
            (try? (await search(String(repeating: "latte ", count: 8_000))).get().sorted()) == [
                "note", "photo",
            ])
    }

    // MARK: Spotlight names (item 3)

    @Test func spotlightNamesWorkInFetchAttributes() async throws {
        let index = try await Self.makeSmallIndex()
        let context = QueryContext(fetchAttributes: ["kMDItemDisplayName", "kMDItemTitle"])
        var found: [SearchableItem] = []
        for try await result in SearchQuery(
            queryString: #"kMDItemDisplayName == "Calculator*""#, queryContext: context, index: index
        ).results {
            found.append(result.item)
        }
        #expect(found.map(\.uniqueIdentifier) == ["app"])
        #expect(found.first?.attributeSet.displayName == "Calculator.app")
        #expect(found.first?.attributeSet.title == "Calculator")
    }

    /// A Spotlight name Core Spotlight has no attribute for is, in a query, one no item holds, as
    /// there: the file-name idiom `kMDItemFSName == … || kMDItemDisplayName == …` still finds
    /// items by their display name. Asked for as a fetched attribute, it is a mistake that names a
    /// real attribute.
    @Test(arguments: ["kMDItemFSName", "kMDItemFoo", "kMDItemAlbumArtist", "kMDItemFSOwnerUserID"])
    func unmappedSpotlightNamesMatchNothingAndSuggestARealAttributeToFetch(_ name: String) async throws {
        let index = try await Self.makeSmallIndex()
        #expect(try await Self.run("\(name) == \"*\"", index: index).get() == [])
        #expect(try await Self.run("\(name) == \"*calc*\"cd", index: index).get() == [])
        #expect(
            try await Self.run("\(name) == \"*calc*\"cd || kMDItemDisplayName == \"*calc*\"cd", index: index)
                .get()
                == ["app"])
        guard
            case .failure(let error) = await Self.run(
                "latte", index: index, context: QueryContext(fetchAttributes: [name]))
        else {
            Issue.record("\(name) was accepted as a fetched attribute")
            return
        }
        let text = error.syntaxError?.hint ?? error.message
        let suggested = String(text.components(separatedBy: "such as '").last?.prefix { $0 != "'" } ?? "")
        #expect(AttributeCatalog.isBuiltIn(suggested), "\(name): \(text)")
    }

    @Test func everySpotlightNameInTheCatalogResolvesEverywhere() {
        for descriptor in AttributeCatalog.builtIn {
            for name in descriptor.spotlightNames {
                #expect(
                    AttributeCatalog.descriptor(spotlightName: name) == descriptor
                )
                #expect(
                    QueryAttribute(name: name) == .named(descriptor.key.rawValue)
                )
                #expect(QueryField(name).attribute == QueryAttribute(name: name))
            }
        }
        #expect(AttributeCatalog.descriptor(named: "gpsdop")?.spotlightNames == ["kMDItemGPSDOP"])
        #expect(QueryAttribute(name: "kMDItemWhereFroms") == .named("contentSources"))
    }

    @Test func unknownPlainNamesAreCustomAttributes() async throws {
        let index = try await Self.makeSmallIndex()
        #expect((try? (await Self.run(#"com_acme_sku == "x""#, index: index)).get()) == [])
        #expect(
            (try?
                (await Self.run(
                    "latte", index: index, context: QueryContext(fetchAttributes: ["com_acme_sku"]))).get())
                != nil)
        // A near miss of a built-in name is an error naming it, in both places.
        for result in [
            await Self.run(#"titel == "x""#, index: index),
            await Self.run("latte", index: index, context: QueryContext(fetchAttributes: ["titel"])),
        ] {
            guard case .failure(let error) = result else {
                Issue.record("titel was accepted")
                continue
            }
            #expect(error.message.contains("did you mean 'title'"))
        }
    }

    @Test func commandLineReportsQueryFailuresAsQueryErrors() async throws {
        let location = temporaryDirectory("cli-hardening").path
        #expect(await runCommand(["demo", "--index", location]).status == 0)
        let words = await runCommand([
            "query", Array(repeating: "a", count: 17).joined(separator: " "), "--index", location,
        ])
        #expect(words.status == 0, "\(words.error)")
        let quotes = await runCommand(["query", String(repeating: "\"", count: 100_000), "--index", location])
        #expect(quotes.status == 1)
        #expect(quotes.error.contains("too complex"))
        #expect(!quotes.error.contains("cannot be read"))
        #expect(quotes.error.count < 1_000)
        let search = await runCommand([
            "search", (0..<8_000).map { "w\($0)" }.joined(separator: " "), "--index", location,
        ])
        #expect(search.status == 1)
        #expect(!search.error.contains("cannot be read"))
        let fetched = await runCommand([
            "query", "latte", "--attributes", "kMDItemDisplayName", "--index", location,
        ])
        #expect(fetched.status == 0, "\(fetched.error)")
        let unmapped = await runCommand([
            "query", "latte", "--attributes", "kMDItemFSName", "--index", location,
        ])
        #expect(unmapped.status == 1)
        #expect(unmapped.error.contains("'displayName'"))
    }

    // MARK: Content types (item 4)

    @Test(arguments: [
        ("com.apple.application", ["app"]), ("com.apple.bundle", ["app"]), ("com.apple.package", ["app"]),
        ("public.executable", ["app"]), ("public.directory", ["app"]), ("public.image", ["photo"]),
        ("public.data", ["note", "photo"]),
    ])
    func contentTypeTreeKnowsSystemConformances(_ type: String, _ expected: [String]) async throws {
        let index = try await Self.makeSmallIndex()
        let found = try await Self.run(#"contentTypeTree == "\#(type)""#, index: index).get()
        #expect(found.sorted() == expected, "\(type)")
    }

    @Test func builtInTypesFollowApplesDeclarations() {
        #expect(
            ContentType.applicationBundle.tree.starts(with: [
                "com.apple.application-bundle", "com.apple.application", "public.executable",
            ]))
        #expect(ContentType(identifier: "public.png").conforms(to: .image))
        #expect(ContentType(identifier: "public.heic").conforms(to: .image))
        #expect(ContentType(identifier: "com.apple.quicktime-movie").conforms(to: .audiovisualContent))
        #expect(ContentType(identifier: "public.volume").conforms(to: .folder))
        #expect(ContentType(identifier: "public.email-message").conforms(to: .message))
        #expect(ContentType(identifier: "com.adobe.pdf").conforms(to: .compositeContent))
        #expect(ContentType(identifier: "public.comma-separated-values-text").conforms(to: .text))
        #expect(ContentType(identifier: "public.zip-archive").conforms(to: .archive))
    }
}

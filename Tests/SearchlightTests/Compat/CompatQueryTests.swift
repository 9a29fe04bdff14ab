import SearchlightCompat
import Testing

@Suite struct CompatQueryTests {
    static func filledIndex() async throws -> CSSearchableIndex {
        let index = makeCompatIndex(name: "coffee")
        let hinted = makeCompatItem("hinted", title: "espresso guide", keywords: ["coffee"])
        hinted.attributeSet.rankingHint = NSNumber(value: 100)
        try await index.indexSearchableItems([
            makeCompatItem(
                "body", title: "Morning notes", text: "we drank espresso today", keywords: ["diary"]),
            makeCompatItem("title", title: "espresso basics", text: "a short guide", keywords: ["coffee"]),
            hinted,
            makeCompatItem("latte", title: "latte art", keywords: ["coffee", "milk"]),
            makeCompatItem("macchiato", title: "latte macchiato"),
            makeCompatItem("lateral", title: "lateral thinking"),
        ])
        return index
    }

    @Test func handlersReceiveTheItemsThenTheEnd() async throws {
        let index = try await Self.filledIndex()
        let context = CSSearchQueryContext()
        context.fetchAttributes = ["title"]
        let query = CSSearchQuery(
            queryString: #"keywords == "coffee""#, queryContext: context, index: index.searchableIndex)
        let recorder = CompatQueryRecorder()
        let outcome = await runCompatQuery(query, recorder: recorder)
        #expect(outcome.error == nil)
        #expect(outcome.completions == 1)
        // Results come in indexing order.
        #expect(outcome.identifiers == ["title", "hinted", "latte"])
        #expect(query.foundItemCount == 3)
        #expect(recorder.order.last == "completion")
        #expect(recorder.order.dropLast().allSatisfy { $0 == "items" })
        // Only the fetched attributes are filled in.
        #expect(
            outcome.items.map(\.attributeSet.title) == ["espresso basics", "espresso guide", "latte art"])
        #expect(
            outcome.items.allSatisfy { $0.attributeSet.keywords == nil && $0.attributeSet.textContent == nil }
        )
    }

    /// Attributes named with Core Spotlight's newer spelling, as fetched attributes and in a
    /// query string.
    @Test func attributesNamedAsSearchableItemAttributes() async throws {
        let index = makeCompatIndex(name: "notes")
        try await index.indexSearchableItems([
            makeCompatItem("note", title: "Trip notes", domain: "notes", text: "Rome in May"),
            makeCompatItem("other", title: "Trip budget", domain: "budgets"),
        ])
        let found = try await compatSearch(
            #"\#(SearchableItemAttribute.domainIdentifier.rawValue) == "notes""#, in: index,
            fetching: [SearchableItemAttribute.title.rawValue, SearchableItemAttribute.textContent.rawValue])
        #expect(found.map(\.uniqueIdentifier) == ["note"])
        #expect(found.first?.attributeSet.title == "Trip notes")
        #expect(found.first?.attributeSet.textContent == "Rome in May")
        #expect(SearchableItemAttribute.contentDescription.rawValue == "contentDescription")
    }

    @Test func resultsAreTheFoundItemsForAwaiting() async throws {
        let index = try await Self.filledIndex()
        let context = CSSearchQueryContext()
        context.fetchAttributes = ["title"]
        let query = CSSearchQuery(
            queryString: #"keywords == "coffee""#, queryContext: context, index: index.searchableIndex)
        var found: [(id: String, title: String?)] = []
        for try await result in query.results {
            #expect(result.item.uniqueIdentifier == result.id)
            found.append((result.id, result.item.attributeSet.title))
        }
        #expect(found.map(\.id) == ["title", "hinted", "latte"])
        #expect(found.map(\.title) == ["espresso basics", "espresso guide", "latte art"])
        #expect(query.foundItemCount == 3)

        // A bad query string ends the iteration with the query error.
        let broken = CSSearchQuery(
            queryString: #"title ==== "x""#, queryContext: nil, index: index.searchableIndex)
        do {
            for try await _ in broken.results {}
            Issue.record("a query string that does not parse throws")
        } catch CSSearchQueryError.invalidQuery {
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    /// Apple's `CSUserQuery` inherits `init(queryString:queryContext:)`: code builds one from a
    /// query-language string and reads its responses, or starts it with handlers.
    @Test func aUserQueryMadeFromAQueryStringAnswersItsItems() async throws {
        let index = try await Self.filledIndex()
        let context = CSUserQueryContext()
        context.fetchAttributes = ["title"]
        context.maxSuggestionCount = 10
        let queryString = #"(title == "*latte*"cd) || (textContent == "*espresso*"cd)"#
        let query = CSUserQuery(queryString: queryString, queryContext: context, index: index.searchableIndex)
        var found: [String] = []
        for try await response in query.responses {
            switch response {
            case .item(let item): found.append(item.item.uniqueIdentifier)
            case .suggestion: Issue.record("a query-language query has no typed text to complete")
            }
        }
        #expect(found.sorted() == ["body", "latte", "macchiato"])

        var awaited: [String] = []
        for try await result in CSUserQuery(
            queryString: queryString, queryContext: context, index: index.searchableIndex
        ).results {
            awaited.append(result.id)
        }
        #expect(awaited.sorted() == ["body", "latte", "macchiato"])

        let outcome = await runCompatQuery(
            CSUserQuery(queryString: queryString, queryContext: context, index: index.searchableIndex))
        #expect(outcome.error == nil)
        #expect(outcome.identifiers.sorted() == ["body", "latte", "macchiato"])
    }

    @Test func filterQueriesNarrowTheResults() async throws {
        let index = try await Self.filledIndex()
        let context = CSSearchQueryContext()
        context.filterQueries = [#"keywords == "milk""#]
        let outcome = await runCompatQuery(
            CSSearchQuery(
                queryString: #"keywords == "coffee""#, queryContext: context, index: index.searchableIndex))
        #expect(outcome.error == nil)
        #expect(outcome.identifiers == ["latte"])
        #expect(outcome.items.first?.attributeSet.keywords == ["coffee", "milk"])
    }

    @Test func aSyntaxErrorReachesTheCompletionHandler() async throws {
        let index = try await Self.filledIndex()
        let query = CSSearchQuery(
            queryString: #"title ==== "x""#, queryContext: nil, index: index.searchableIndex)
        let outcome = await runCompatQuery(query)
        #expect(outcome.items.isEmpty)
        #expect(outcome.completions == 1)
        // Core Spotlight's error, in its domain, with the native one's position.
        let error = try #require(outcome.error as? CSSearchQueryError)
        #expect(error.code == .invalidQuery)
        #expect(error.underlying.syntaxError?.offset == 6)
        let bridged = try #require(outcome.error) as NSError
        #expect(bridged.domain == CSSearchQueryErrorDomain)
        #expect(bridged.code == CSSearchQueryError.Code.invalidQuery.rawValue)

        let unknown = await runCompatQuery(
            CSSearchQuery(queryString: #"titel == "x""#, queryContext: nil, index: index.searchableIndex))
        // A misspelled built-in name is an error, with the name it meant.
        #expect((unknown.error as? CSSearchQueryError)?.code == .invalidQuery)
        #expect((unknown.error as? CSSearchQueryError)?.underlying.message.contains("'title'") == true)
    }

    @Test func aCancelledQueryEndsWithCancelled() async throws {
        let index = try await Self.filledIndex()
        let query = CSSearchQuery(queryString: "title == *", queryContext: nil, index: index.searchableIndex)
        query.cancel()
        #expect(query.isCancelled)
        let outcome = await runCompatQuery(query)
        #expect(outcome.items.isEmpty)
        #expect((outcome.error as? CSSearchQueryError)?.code == .cancelled)
    }

    @Test func aQueryStartedRightAfterIndexingSeesTheItems() async throws {
        let index = makeCompatIndex()
        let outcome = await withCheckedContinuation {
            (done: CheckedContinuation<CompatQueryOutcome, Never>) in
            startRightAfterIndexing(index, done: done)
        }
        #expect(outcome.error == nil)
        #expect(outcome.identifiers == ["fresh"])
    }

    /// Indexes and starts a query from synchronous code, without waiting in between.
    private func startRightAfterIndexing(
        _ index: CSSearchableIndex, done: CheckedContinuation<CompatQueryOutcome, Never>
    ) {
        index.indexSearchableItems([makeCompatItem("fresh", title: "fresh bread")])
        let query = CSSearchQuery(
            queryString: #"title == "fresh*""#, queryContext: nil, index: index.searchableIndex)
        let recorder = CompatQueryRecorder()
        query.foundItemsHandler = { recorder.found($0) }
        query.completionHandler = { error in
            recorder.completed(error)
            done.resume(returning: recorder.outcome)
        }
        query.start()
    }

    /// Apple declares the handlers without `@Sendable`, and the usual app code collects what
    /// they deliver into a `var` it captures.
    @Test func handlersMayCollectIntoACapturedVariable() async throws {
        let index = try await Self.filledIndex()
        let collected: [String] = await withCheckedContinuation { done in
            var found: [String] = []
            let query = CSSearchQuery(
                queryString: #"title == "*""#, queryContext: nil, index: index.searchableIndex)
            query.foundItemsHandler = { items in found += items.map(\.uniqueIdentifier) }
            query.completionHandler = { _ in done.resume(returning: found.sorted()) }
            query.start()
        }
        #expect(!collected.isEmpty)
        #expect(collected == (try await compatIdentifiers(#"title == "*""#, in: index)))
        let suggested: [String] = await withCheckedContinuation { done in
            var completions: [String] = []
            let context = CSUserQueryContext()
            context.maxSuggestionCount = 5
            let query = CSUserQuery(
                userQueryString: "esp", userQueryContext: context, index: index.searchableIndex)
            query.foundSuggestionsHandler = { suggestions in completions += suggestions.map(\.description) }
            query.completionHandler = { _ in done.resume(returning: completions) }
            query.start()
        }
        #expect(!suggested.isEmpty)
    }

    // MARK: CSUserQuery

    @Test func rankedItemsCompareByTheirRank() async throws {
        let index = try await Self.filledIndex()
        let context = CSUserQueryContext()
        context.sourceOptions = [.default]
        let query = CSUserQuery(
            userQueryString: "espresso", userQueryContext: context, index: index.searchableIndex)
        var items: [CSSearchableItem] = []
        for try await result in query.results { items.append(result.item) }
        #expect(items.count == 3)
        let shuffled = [items[2], items[0], items[1]]
        let sorted = shuffled.sorted { $0.compare(byRank: $1) == .orderedAscending }
        #expect(sorted.map(\.uniqueIdentifier) == items.map(\.uniqueIdentifier))
        #expect(items[0].compare(byRank: items[0].copy() as! CSSearchableItem) == .orderedSame)
        // Items not found by a ranked search all rank the same.
        let plain = makeCompatItem("plain", title: "plain")
        plain.updateListenerOptions = [.summarization, .priority]
        #expect(plain.compare(byRank: makeCompatItem("other", title: "other")) == .orderedSame)
        #expect((plain.copy() as! CSSearchableItem).updateListenerOptions == [.summarization, .priority])
    }

    @Test func userQueryResultsAreRanked() async throws {
        let index = try await Self.filledIndex()
        let query = CSUserQuery(
            userQueryString: "espresso", userQueryContext: CSUserQueryContext(), index: index.searchableIndex)
        var ranked: [String] = []
        for try await result in query.results {
            ranked.append(result.id)
            #expect(result.item.uniqueIdentifier == result.id)
        }
        #expect(ranked == ["hinted", "title", "body"])

        let limited = CSUserQueryContext.userQueryContext()
        limited.maxResultCount = 1
        var top: [String] = []
        for try await result in CSUserQuery(
            userQueryString: "espresso", userQueryContext: limited, index: index.searchableIndex
        ).results {
            top.append(result.id)
        }
        #expect(top == ["hinted"])
    }

    @Test func userQueryResponsesGiveSuggestionsThenItems() async throws {
        let index = try await Self.filledIndex()
        let context = CSUserQueryContext()
        context.maxSuggestionCount = 5
        let query = CSUserQuery(
            userQueryString: "iced lat", userQueryContext: context, index: index.searchableIndex)
        var kinds: [String] = []
        var suggestions: [String] = []
        var items: [String] = []
        for try await response in query.responses {
            switch response {
            case .suggestion(let suggestion):
                kinds.append("suggestion")
                suggestions.append(String(suggestion.suggestion.localizedAttributedSuggestion.characters))
                #expect(suggestion.suggestion.suggestionKind == .default)
            case .item(let item):
                kinds.append("item")
                items.append(item.id)
            }
        }
        #expect(suggestions == ["iced latte", "iced lateral"])
        #expect(kinds.firstIndex(of: "item").map { $0 >= suggestions.count } ?? true)
        // Nothing holds "iced": the items are those holding the other word.
        #expect(Set(items) == ["macchiato", "lateral", "latte"])
        #expect(query.userQuery.isPartialMatch)

        let plain = CSUserQuery(
            userQueryString: "lat", userQueryContext: context, index: index.searchableIndex)
        var completions: [String] = []
        for try await suggestion in plain.suggestions {
            completions.append(String(suggestion.suggestion.localizedAttributedSuggestion.characters))
        }
        #expect(completions == ["latte", "lateral"])
    }

    @Test func userQueryStartDeliversSuggestionsItemsAndTheEnd() async throws {
        let index = try await Self.filledIndex()
        let context = CSUserQueryContext()
        context.maxSuggestionCount = 3
        let query = CSUserQuery(
            userQueryString: "lat", userQueryContext: context, index: index.searchableIndex)
        let recorder = CompatQueryRecorder()
        query.foundSuggestionsHandler = { recorder.suggested($0) }
        let outcome = await runCompatQuery(query, recorder: recorder)
        #expect(outcome.error == nil)
        #expect(outcome.completions == 1)
        #expect(Set(outcome.identifiers) == ["latte", "macchiato", "lateral"])
        #expect(
            recorder.foundSuggestions.map { String($0.localizedAttributedSuggestion.characters) } == [
                "latte", "lateral",
            ])
        #expect(recorder.order == ["suggestions", "items", "completion"])
        #expect(query.foundSuggestionCount == 2)

        // Suggestions order by rank (more items first), then text, and describe themselves.
        let sorted = recorder.foundSuggestions.sorted { $0.compare($1) == .orderedAscending }
        #expect(sorted.map(\.description) == ["latte", "lateral"])
        if let latte = sorted.first, let lateral = sorted.last {
            #expect(latte.compare(byRank: lateral) == .orderedAscending)
            #expect(lateral.compare(byRank: latte) == .orderedDescending)
            #expect(latte.compare(latte) == .orderedSame)
            #expect(latte.debugDescription == "latte (2 items)")
        }
    }

    @Test func engagementRaisesAnItem() async throws {
        let index = makeCompatIndex()
        try await index.indexSearchableItems(["a", "b", "c"].map { makeCompatItem($0, title: "same words") })
        func ranked() async throws -> [CSUserQuery.Item] {
            var items: [CSUserQuery.Item] = []
            for try await item in CSUserQuery(
                userQueryString: "same", userQueryContext: nil, index: index.searchableIndex
            ).results {
                items.append(item)
            }
            return items
        }
        let before = try await ranked()
        #expect(before.map(\.id) == ["a", "b", "c"])
        let chosen = try #require(before.last)
        // Returns at once, as Apple's does; the next query runs after the engagement is written.
        CSUserQuery(userQueryString: "same", userQueryContext: nil, index: index.searchableIndex)
            .userEngaged(chosen, visibleItems: before, interaction: .select)
        let after = try await ranked()
        #expect(after.map(\.id).first == "c")
        // Items sort best first and are found by identity, as SwiftUI lists use them.
        #expect(after.sorted() == after)
        #expect(Set(after + after).count == 3)
    }

    @Test func suggestionsAreIdentifiableHashableAndSortBestFirst() async throws {
        let index = makeCompatIndex()
        try await index.indexSearchableItems([
            makeCompatItem("1", title: "latte art"), makeCompatItem("2", title: "latte macchiato"),
            makeCompatItem("3", title: "lateral thinking"),
        ])
        let context = CSUserQueryContext(currentSuggestion: nil)
        context.maxSuggestionCount = 5
        let query = CSUserQuery(
            userQueryString: "lat", userQueryContext: context, index: index.searchableIndex)
        var suggestions: [CSUserQuery.Suggestion] = []
        for try await response in query.responses {
            if case .suggestion(let suggestion) = response { suggestions.append(suggestion) }
        }
        #expect(suggestions.map(\.id) == ["latte", "lateral"])
        #expect(suggestions.reversed().sorted() == suggestions)
        #expect(Set(suggestions).count == 2)
        #expect(suggestions.first?.suggestion.suggestionKind == CSSuggestion.SuggestionKind.default)
        // Accepted as on Apple platforms; the ranking of suggestions is the index's own.
        query.userEngaged(suggestions[1], visibleSuggestions: suggestions, interaction: .select)
        let response: CSUserQuery.Responses.Response? = .suggestion(suggestions[0])
        #expect(response != nil)
    }
}

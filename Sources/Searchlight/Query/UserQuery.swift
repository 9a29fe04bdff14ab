import Foundation
import Synchronization

/// A search-box query: free text, the last word matched as a prefix, results ranked by relevance,
/// mirroring `CSUserQuery`.
///
/// A quoted phrase (`"web server"`) matches its words next to each other and in order. A word or
/// quoted phrase after a minus sign or `NOT` leaves out the items holding it: `python -dev`,
/// `editor NOT "web server"`. A word after `OR` is an alternative to the word before it:
/// `jpeg OR png photo` finds photos in either format. A word or quoted phrase typed with its field
/// is found in that field only: `title:parking`, `from:jane`, `tag:"to do"`, and `-tag:draft`
/// leaves out only the items tagged `draft` (fields: `name`, `tag`, `author` and `from` (the
/// sender), `to` and `cc` (the recipients), `people`, `description`, `content`, and any attribute
/// with text by its name or `kMDItem…` name, such as `title` or `authorNames`). `kind:` keeps the
/// items of a kind, as Spotlight reads it: `invoice kind:pdf`, `kind:image`, `kind:email` (mail),
/// `kind:message` (mail and chats), `kind:reminder`, a type identifier
/// (`kind:public.jpeg`); kinds typed together are alternatives, and `-kind:pdf` leaves one out.
/// A date field keeps the items with a date in a span, as Spotlight reads it: `created:today`,
/// `modified:this week`, `date:yesterday` (any of an item's dates), `due:tomorrow`, `date:march`
/// and `created:monday` (the last March and Monday), `created:march 2024`,
/// `created:2024`, `created:2024-03`, `created:3/15/2024`, `modified:>=2024-03-01`,
/// `created:<2020`, `date:2024-01..2024-03`, and `-created:2024` leaves a span out. A value field
/// keeps the items whose number, yes or no, or short text is the one typed, as `mdfind` reads it:
/// `duration:>=600`, `width:>4000`, `pages:10-20`, `size:>10MB`, `duration:<5m`, `flash:1`,
/// `focallength:50`, `version:2`, by any attribute's name or `kMDItem…` name with or without the
/// prefix, or a short name (`model`, `make`, `lens`, `width`, `height`, `pages`, `size`, `iso`,
/// `flash`, `track`, `bitrate`, `bpm`, `stars`). Kinds, dates and values typed alone list their
/// items, the most recently changed first. `AND` in capitals says what a
/// space says, and `|` what `OR` says. When no item holds every word, words that name a kind or a
/// time are read as such (`beach photos yesterday`, `invoice pdf`, `notes from last week`,
/// `dentist 2024-03-03`, `lease march 3 2024`). A pasted web address is searched by its host and
/// path (`https://www.example.com/docs` as `example.com/docs`).
///
/// However few results are asked for (``UserQueryContext/maxResultCount``), they are the first of
/// the same results: the order of the first results (a whole before the items named after it,
/// an item titled the words typed first) is worked out on a search box's page.
///
/// A query is one-shot: request its ``responses``, ``results`` or ``suggestions`` once. Repeated words
/// count once; text of more than ``QueryExpression/maximumTermCount`` different words fails with
/// `.invalidQuery`, which bounds the work of one query.
///
/// When the words as typed cannot fill the page, the items holding a word's other English number
/// (its singular or plural) follow theirs: `pasta recipes` finds `Recipe for pasta`, and `child` finds
/// `Children's party` after any item holding `child` itself; then the items holding every word
/// but the little ones people type around them (`the grocery list` finds `Grocery list`).
///
/// When what was typed finds nothing, words the index does not hold are corrected to the closest
/// words it does (`ffmpg` finds `ffmpeg`, `pyhton` finds `python`), two words typed apart are
/// joined when the index holds them only together (`stand up` finds `standup`), and the results are those of
/// the corrected text, which ``suggestions`` then offers first, as a ``Suggestion/Kind/correction``.
///
/// ```swift
/// let query = UserQuery(userQueryString: "flat wh", userQueryContext: UserQueryContext(maxResultCount: 20),
///                       index: index)
/// for try await result in query.results {
///     print(result.id, result.item.attributeSet.title ?? "")
/// }
/// ```
public final class UserQuery: Sendable {
    /// A matching item with its relevance score (higher is better; 0 for unranked results).
    public struct Item: Sendable, Identifiable, Equatable {
        /// The matching item.
        public var item: SearchableItem
        /// The relevance score; higher ranks first.
        public var score: Double
        /// The item's unique identifier.
        public var id: String { item.uniqueIdentifier }

        /// A found item with its score.
        public init(item: SearchableItem, score: Double) {
            self.item = item
            self.score = score
        }
    }

    /// A completion of the text being typed, or a correction of it.
    public struct Suggestion: Sendable, Hashable {
        /// What a suggestion offers.
        public enum Kind: Sendable, Hashable {
            /// The last word completed to a word of the index.
            case completion
            /// Words the index does not hold replaced by the closest words it does: the text the
            /// results were found for, when what was typed found nothing.
            case correction
        }

        /// The whole query with its last word completed, or with its mistyped words corrected.
        public var text: String
        /// The completed word (or, for a correction, the last corrected word), as indexed (folded).
        public var completion: String
        /// How many items contain that word.
        public var itemCount: Int
        /// A completion or a correction.
        public var kind: Kind = .completion
    }

    /// One answer of ``responses``: a matching item or a completion.
    public enum Response: Sendable, Equatable {
        case item(Item)
        case suggestion(Suggestion)
    }

    /// How the user engaged with a result, mirroring `CSUserQuery.UserInteractionKind`.
    public enum UserInteractionKind: Sendable, Hashable {
        /// The user opened the result: a full use.
        case select
        /// The user looked at the result (hovered, previewed): a quarter of a use.
        case focus

        /// Core Spotlight's `default` interaction is a selection.
        public static let `default` = UserInteractionKind.select

        var weight: Double {
            switch self {
            case .select: 1
            case .focus: 0.25
            }
        }
    }

    /// What the user typed; `nil` or empty finds nothing.
    public let userQueryString: String?
    /// Limits, filters and scope of the query.
    public let userQueryContext: UserQueryContext
    /// The index searched.
    public let index: SearchableIndex
    private let state = Mutex(State.ready)
    private let correction = Mutex<String?>(nil)
    private let partial = Mutex(false)

    /// The text the results were found for when what was typed found nothing and its mistyped
    /// words were corrected (``UserQueryContext/correctsSpelling``), or its words naming a kind or
    /// a time were read as such (`beach photos yesterday` → `beach kind:photos date:yesterday`):
    /// for a search box's "showing results for …". `nil` until the query has run, and when the
    /// results are for the text as typed.
    ///
    /// ```swift
    /// for try await result in query.results { … }
    /// if let corrected = query.correctedQueryString { print("showing results for \(corrected)") }
    /// ```
    public var correctedQueryString: String? { correction.withLock { $0 } }

    /// Whether no item holds every word typed and the results are those holding the most of them
    /// (``UserQueryContext/allowsPartialMatches``): for a search box's "showing results for some
    /// of the words". `false` until the query has run.
    public var isPartialMatch: Bool { partial.withLock { $0 } }

    private enum State {
        case ready
        case started
        case cancelled
    }

    /// Creates a query for what the user typed, searching `index` (by default, the default index).
    public init(
        userQueryString: String?, userQueryContext: UserQueryContext = UserQueryContext(),
        index: SearchableIndex = .default()
    ) {
        self.userQueryString = userQueryString
        self.userQueryContext = userQueryContext
        self.index = index
    }

    /// Records that the user engaged with `item`; engagement raises the item's rank in later
    /// searches and, for an item that stands for an entity, the entity's rank in parameter
    /// suggestions. Engagement decays with time and is deleted with the item.
    ///
    /// `visibleItems` (the results shown alongside) are accepted for source compatibility with
    /// `CSUserQuery`; they are not recorded.
    /// - Returns: `false` when the item is no longer in the index, so nothing was recorded.
    @discardableResult
    public func userEngaged(_ item: Item, visibleItems: [Item], interaction: UserInteractionKind) async throws
        -> Bool
    {
        let identifier = item.id
        return try await index.withStoreWriter { writer, now in
            let engagement = EngagementStore(connection: writer.connection)
            guard let rowID = try engagement.visibleItemRowID(uniqueIdentifier: identifier, now: now) else {
                return (false, [])
            }
            try engagement.recordItemUse(item: rowID, weight: interaction.weight, now: now)
            try ActivityStore(connection: writer.connection).recordUse(
                itemIdentifier: identifier, weight: interaction.weight, now: now)
            return (true, [])
        }
    }

    /// Suggestions first (when `maxSuggestionCount > 0`), then items in rank order.
    public var responses: Responses { Responses(query: self, wantsItems: true, wantsSuggestions: true) }

    /// Matching items in rank order.
    public var results: Results {
        Results(responses: Responses(query: self, wantsItems: true, wantsSuggestions: false))
    }

    /// Completions of the last word, most common first.
    public var suggestions: Suggestions {
        Suggestions(responses: Responses(query: self, wantsItems: false, wantsSuggestions: true))
    }

    /// Stops the query; iteration in progress ends with `.cancelled`.
    public func cancel() {
        state.withLock { $0 = .cancelled }
    }

    var isCancelled: Bool { state.withLock { if case .cancelled = $0 { true } else { false } } }

    /// Moves the query to `started`, or says why it cannot run.
    fileprivate func start() throws(SearchQueryError) {
        let error: SearchQueryError? = state.withLock { state in
            switch state {
            case .ready:
                state = .started
                return nil
            case .started:
                return SearchQueryError(.alreadyStarted, message: "a query runs once; create a new UserQuery")
            case .cancelled:
                return SearchQueryError(.cancelled, message: "the query was cancelled")
            }
        }
        if let error { throw error }
    }

    /// The query's responses. Iterating runs the query in the iterating task: nothing is
    /// computed before the first element is asked for, and items are loaded a page at a time.
    public struct Responses: AsyncSequence, Sendable {
        /// A response.
        public typealias Element = Response
        let query: UserQuery
        let wantsItems: Bool
        let wantsSuggestions: Bool

        /// An iterator that runs the query when first asked for an element.
        public func makeAsyncIterator() -> Iterator { Iterator(responses: self) }

        /// Iterates over the responses, loading items a page at a time.
        public struct Iterator: AsyncIteratorProtocol {
            let responses: Responses
            private var pending: [Response] = []
            private var pager: ResultPager?
            private var planned = false

            init(responses: Responses) { self.responses = responses }

            /// The next response, or `nil` after the last one.
            public mutating func next() async throws -> Response? {
                let query = responses.query
                if !planned {
                    planned = true
                    try query.start()
                    let plan = try UserQueryPlan(
                        query: query, wantsItems: responses.wantsItems,
                        wantsSuggestions: responses.wantsSuggestions)
                    pending = plan.suggestions.reversed().map(Response.suggestion)
                    pager = plan.pager
                    query.correction.withLock { $0 = plan.correctedText }
                    query.partial.withLock { $0 = plan.isPartialMatch }
                }
                if query.isCancelled {
                    throw SearchQueryError(.cancelled, message: "the query was cancelled")
                }
                if let suggestion = pending.popLast() { return suggestion }
                guard let next = try await pager?.next() else { return nil }
                return .item(Item(item: next.item, score: next.score))
            }
        }
    }

    /// The query's items in rank order.
    public struct Results: AsyncSequence, Sendable {
        /// A ranked item.
        public typealias Element = Item
        let responses: Responses

        /// An iterator that runs the query when first asked for an element.
        public func makeAsyncIterator() -> Iterator { Iterator(base: responses.makeAsyncIterator()) }

        /// Iterates over the items.
        public struct Iterator: AsyncIteratorProtocol {
            var base: Responses.Iterator

            /// The next item, or `nil` after the last one.
            public mutating func next() async throws -> Item? {
                while let response = try await base.next() {
                    if case .item(let item) = response { return item }
                }
                return nil
            }
        }
    }

    /// The query's suggestions, most common first.
    public struct Suggestions: AsyncSequence, Sendable {
        /// A completion.
        public typealias Element = Suggestion
        let responses: Responses

        /// An iterator that runs the query when first asked for an element.
        public func makeAsyncIterator() -> Iterator { Iterator(base: responses.makeAsyncIterator()) }

        /// Iterates over the suggestions.
        public struct Iterator: AsyncIteratorProtocol {
            var base: Responses.Iterator

            /// The next suggestion, or `nil` after the last one.
            public mutating func next() async throws -> Suggestion? {
                while let response = try await base.next() {
                    if case .suggestion(let suggestion) = response { return suggestion }
                }
                return nil
            }
        }
    }
}

/// What one ``UserQuery`` returns: its suggestions and the ranked rows of its items.
private struct UserQueryPlan {
    var suggestions: [UserQuery.Suggestion] = []
    var pager: ResultPager?
    /// What was typed with its mistyped words corrected, when that is what the results are for.
    var correctedText: String?
    /// The results hold some of the words, none holding them all.
    var isPartialMatch = false

    init(query: UserQuery, wantsItems: Bool, wantsSuggestions: Bool) throws {
        let context = query.userQueryContext
        let typed = FullTextQuery(userText: query.userQueryString ?? "")
        // A pasted error message (`bash: curl: command not found`, `ModuleNotFoundError: No module
        // named 'requests'`, its parts set off by colons) is searched for what it names: its own
        // words are in every text that quotes such a message, and not in the item meant.
        let named = (query.userQueryString ?? "").contains(":") ? typed.droppingErrorMessageWords() : nil
        // A Japanese question's ending (`軽いデスクトップ環境はどれ`) is no part of what is searched for.
        let asked = named ?? typed
        let text = asked.droppingJapaneseQuestionEndings() ?? asked
        // What an item's title is compared with for ``TitleFamilies``: the words searched.
        let typedText =
            named.map { $0.phrases.map { $0.tokens.joined(separator: " ") }.joined(separator: " ") }
            ?? FullTextQuery.searchedText(query.userQueryString ?? "")
        guard !text.isEmpty || text.hasFilters else { return }
        let searched =
            text.phrases + text.excludedPhrases + text.fieldWords.filter(\.isExcluded).flatMap(\.phrases)
        let termCount = searched.reduce(0) { $0 + $1.tokens.count }
        guard termCount <= QueryExpression.maximumTermCount else {
            throw SearchQueryError(
                .invalidQuery,
                message: "search text too long: \(termCount) different words, at most "
                    + "\(QueryExpression.maximumTermCount)")
        }
        let index = query.index
        let now = index.configuration.clock.now()
        let filter = try FilterQueries.compile(
            context.filterQueries, adding: FilterQueries.expression(of: text, now: now), now: now)
        // Without the text's own conditions (its field words and exclusions), which each text
        // searched brings: a corrected one brings its corrected field words.
        func filteredScope(_ filter: CompiledQuery?) -> FullTextSearcher.Scope {
            FullTextSearcher.Scope(
                domainIdentifiers: context.domainIdentifiers, indexNames: context.indexNames,
                conditions: filter.map { [$0.condition.fragment] } ?? [])
        }
        let scope = filteredScope(filter)
        let shown = context.maxResultCount > 0 ? context.maxResultCount : Int.max
        let ordersWholesFirst = context.enableRankedResults && !text.isEmpty
        // Ranked results are worked out for a search box's page at least, however few are shown:
        // the first results' order (``TitleFamilies``) is decided on that page, so a smaller limit
        // shows the first of the same results.
        let limit = ordersWholesFirst ? max(shown, TitleFamilies.pageSize) : shown
        func page(
            _ rows: [RankedRow], filter: CompiledQuery? = filter,
            corrections: [SpellingCorrection.Correction] = []
        ) throws -> ResultPager {
            ResultPager(
                index: index, rows: rows,
                fetchAttributes: try SearchQuery.projection(context.fetchAttributes) ?? [],
                filter: filter, limit: shown, ordersWholesFirst: ordersWholesFirst,
                typedText: typedText, searchedWords: text.searchedWords(correctedBy: corrections))
        }
        if text.isEmpty {
            // Only kinds and dates (`kind:pdf`, `created:today`), as Spotlight lists them: every
            // item of those kinds and dates, the most recently changed first.
            guard wantsItems else { return }
            pager = try page(
                QueryExecutor.read(index) {
                    try Self.rows(text, scope: scope, now: now, limit: limit, rankedLimit: 0, connection: $0)
                })
            return
        }

        if wantsSuggestions, context.maxSuggestionCount > 0, let prefix = text.prefixToken {
            let words = (query.userQueryString ?? "").split(whereSeparator: \.isWhitespace)
            let lead = words.dropLast().joined(separator: " ")
            let terms = try QueryExecutor.read(index) {
                try FullTextSearcher(connection: $0).completions(
                    prefix: prefix, limit: context.maxSuggestionCount)
            }
            suggestions = terms.map { term, documents in
                UserQuery.Suggestion(
                    text: lead.isEmpty ? term : lead + " " + term, completion: term, itemCount: documents)
            }
        }
        func rankedCount(upTo limit: Int) -> Int {
            context.enableRankedResults ? min(limit, max(0, context.maxRankedResultCount)) : 0
        }
        let rankedLimit = rankedCount(upTo: limit)
        let offersCorrection = wantsSuggestions && context.maxSuggestionCount > 0
        // Corrected when nothing was found: no items, or for suggestions alone, no completions.
        let correctsWhenEmpty =
            context.correctsSpelling && (wantsItems || (offersCorrection && suggestions.isEmpty))
        guard wantsItems || correctsWhenEmpty else { return }
        let outcome = try QueryExecutor.read(index) { connection -> Outcome in
            let vocabulary = SpellingCorrection.FullText(connection: connection)
            // A page the words cannot fill gets, after every item holding them, the items holding
            // their other number or tense (`recipes` → `Recipe for pasta`, `running` → `Run club`),
            // then those holding all but the little words (`the grocery list` → `Grocery list`);
            // so does the page of a corrected text (`pasta recipies` → `pasta recipes`).
            func search(_ typed: FullTextQuery, in otherScope: FullTextSearcher.Scope? = nil) throws
                -> [RankedRow]
            {
                guard wantsItems else { return [] }
                // Words typed apart that, written solid, are an item's title name it, whatever
                // else holds them apart: `libre office` is LibreOffice, `image magick` ImageMagick,
                // `python 3` python3, ranked as the name typed among everything holding both.
                // (A name typed apart is typed whole, the word being typed too, from its second
                // letter: `node js` is nodejs.)
                let text =
                    try typed.addingJoinedNeighbours(
                        asWholeTitles: true, where: { word, _ in try vocabulary.isTitle(word) })
                    ?? typed
                // What a text finds with two of its words written together, without its little
                // words or with a CJK run cut at its particles is ranked with what it finds as
                // typed (below). That can reorder the first results, so whether it happens is
                // decided on a page as long whatever the limit: a smaller limit shows the first
                // of the same results.
                let pageLimit = text.hasRankedFallbacks ? max(limit, Self.fallbackPage) : limit
                let pageRankedLimit = pageLimit == limit ? rankedLimit : rankedCount(upTo: pageLimit)
                func rows(_ text: FullTextQuery) throws -> [RankedRow] {
                    try Self.rows(
                        text, scope: otherScope ?? scope, now: now, limit: pageLimit,
                        rankedLimit: pageRankedLimit,
                        connection: connection)
                }
                var found = try rows(text)
                // Without a limit the page is what a search box shows: a query that already
                // finds that many is not padded with every match of its words' other forms.
                guard found.count < min(pageLimit, Self.fallbackPage), !query.isCancelled else {
                    return Array(found.prefix(limit))
                }
                // With nothing found, spelling correction joins words typed apart, and says so.
                let joins = !found.isEmpty || !correctsWhenEmpty
                for (fallback, kind) in try text.fallbacks(
                    where: vocabulary.holds, joiningNeighbours: joins)
                {
                    guard found.count < pageLimit, !query.isCancelled else { break }
                    switch kind {
                    case .joined:
                        // The items that write the words solid, and only those, are ranked with
                        // what the words typed apart found: a name written solid comes before texts
                        // that hold both halves in passing (`fire fox`: Firefox), while an item
                        // found both ways (`python3-cffi` for `python3 cf`) keeps its place.
                        let seen = Set(found.map(\.rowID))
                        found = Self.merging(
                            try rows(fallback).filter { !seen.contains($0.rowID) }, into: found, advantage: 1,
                            limit: pageLimit)
                    case .relaxed:
                        // The same words that matter, scored alike (little words weigh almost
                        // nothing): a long text that happens to hold `for` does not come before
                        // the short ones meant (`app for taking notes`), nor one that happens to
                        // hold `音楽の再生` before those about `音楽` and `再生`.
                        found = Self.merging(
                            try rows(fallback), into: found, advantage: Self.asTypedAdvantage,
                            limit: pageLimit)
                    case .otherForms:
                        found = Self.appending(try rows(fallback), to: found, limit: pageLimit)
                    }
                }
                return Array(found.prefix(limit))
            }
            var rows = try search(text)
            // The text with its words that name a kind, a time, a sender or an app read as such,
            // once: listed below when those are all its words, searched when its words find
            // nothing. A word naming an app is a word again when that finds nothing (`family
            // photos` beside a calendar named `family`).
            let (domainWords, apps) = try FullTextSearcher(connection: connection).domainWords()
            func readings(readingPeople: Bool = true) -> [(query: FullTextQuery, text: String?)] {
                var found: [(query: FullTextQuery, text: String?)] = []
                for words in domainWords.isEmpty ? [[:]] : [domainWords, [:]] {
                    guard
                        let reading = text.readingKindsAndDates(
                            readingPeople: readingPeople, domainWords: words),
                        !found.contains(where: { $0.query == reading.query })
                    else { continue }
                    found.append(reading)
                }
                return found
            }
            let typedReadings = readings()
            // The kinds the store holds, learnt when a reading names one: a kind no item has
            // (`images` among packages) is not searched for, which would scan every item.
            var storedTypesRead = false
            var storedTypes: [String]?
            /// What `described` finds under the filter its kinds, times and senders stand for.
            func search(reading described: FullTextQuery) throws -> (
                rows: [RankedRow], filter: CompiledQuery?
            )? {
                if !described.kinds.isEmpty {
                    if !storedTypesRead {
                        storedTypes = try FullTextSearcher(connection: connection).contentTypes()
                        storedTypesRead = true
                    }
                    if let storedTypes, !FullTextSearcher.mayHold(described.kinds, among: storedTypes) {
                        return nil
                    }
                }
                guard
                    let describedFilter = try FilterQueries.compile(
                        context.filterQueries, adding: FilterQueries.expression(of: described, now: now),
                        now: now)
                else { return nil }
                return (try search(described, in: filteredScope(describedFilter)), describedFilter)
            }
            // Words that all name a kind or a time (`photos`, `tomorrow`, `calendar tomorrow`, `先週の
            // 写真`) list those items first, as Spotlight reads them, then the items that hold the
            // words: a text that mentions tomorrow is not what `tomorrow` looks for first. The
            // items listed meet the query's own filter too, which the page keeps.
            // A list within an app (`shaadi` of `reminders.shaadi`) is listed first only when no
            // item holds the word: the items that say it are as likely what it names.
            for reading in typedReadings
            where wantsItems && !query.isCancelled && reading.query.phrases.isEmpty {
                guard rows.isEmpty || reading.query.domains.allSatisfy(apps.contains),
                    let listed = try search(reading: reading.query), !listed.rows.isEmpty
                else { continue }
                return Outcome(
                    rows: Self.appending(rows, to: listed.rows, limit: limit), filter: filter,
                    readAs: reading.text)
            }
            // Words beside a kind or a time (`beach photos`, `excel roster`, `meeting tomorrow`)
            // find first the items of that kind or time that hold the other words, then the items
            // holding every word as typed: a mail saying "beach photos" is not the photo sought.
            // (When no item holds every word, the reading is searched below, and said.)
            func readingFirst(_ rows: [RankedRow]) throws -> [RankedRow] {
                for reading in typedReadings
                where wantsItems && !rows.isEmpty && !query.isCancelled && reading.query.hasFilters
                    && !reading.query.phrases.isEmpty
                {
                    guard let described = try search(reading: reading.query), !described.rows.isEmpty else {
                        continue
                    }
                    return Self.appending(rows, to: described.rows, limit: limit)
                }
                return rows
            }
            rows = try readingFirst(rows)
            // A page that a word only a few items hold leaves short gets, after those items, what a
            // far commoner spelling finds (`pyhton json`: one item has the slip). Such a word finds
            // no more items than it is in, so only a page that short is looked at.
            if context.correctsSpelling, !rows.isEmpty, rows.count <= SpellingCorrection.rareItemCount,
                rows.count < limit, !query.isCancelled,
                let commoner = try SpellingCorrection.commonerSpellings(text, in: vocabulary)
            {
                rows = Self.appending(try search(commoner), to: rows, limit: limit)
            }
            // The words that matter, a CJK run counting the parts between its likely word breaks
            // as its words (`今日の予定` → `予定`), for searches of some of them; derived only for a
            // page that comes out short.
            func wordsThatMatter() -> FullTextQuery {
                let question = text.droppingJapaneseEndings() ?? text
                let asked = question.droppingErrorMessageWords() ?? question
                let words = asked.splittingCJKRunsAtWordBreaks() ?? asked
                return words.droppingStopWords() ?? words
            }
            // A short page for three words or more that matter is ranked with what all but one of
            // them find, the words as typed counting far more: the items that hold every word may
            // mention them only in passing (`best markdown editor for linux`: a manual that names
            // all three before the editors that say nothing of Linux).
            if !rows.isEmpty, rows.count < min(limit, Self.fallbackPage), context.allowsPartialMatches,
                case let content = wordsThatMatter(), content.wordCount >= 3
            {
                for partial in content.leavingOut(1) {
                    guard !query.isCancelled else { break }
                    rows = Self.merging(
                        try search(partial), into: rows, advantage: Self.allWordsAdvantage, limit: limit)
                }
            }
            if correctsWhenEmpty, rows.isEmpty, !query.isCancelled,
                let corrected = try SpellingCorrection.search(
                    text, correctedIn: vocabulary, { try search($0) },
                    finds: { !wantsItems || !$0.isEmpty })
            {
                return Outcome(rows: corrected.result, filter: filter, corrections: corrected.corrections)
            }
            // Nothing yet: the words as beginnings of words (`j carter` → `John Carter`), letters
            // and digits typed solid cut apart (`2pm` → `2 p.m.`), a word written in parts searched
            // as its parts apart (`mkfs.btrfs` → `mkfs btrfs`), a short word as initials (`sf`
            // → `San Francisco`), a CJK run split where the item has a space (`東京タワー` →
            // `東京 タワー`), then the items
            // holding the most of the words, the rarest words' first (`carbonara recipe` →
            // `Carbonara`).
            guard rows.isEmpty, wantsItems, !query.isCancelled else {
                return Outcome(rows: rows, filter: filter)
            }
            let rewrites = [
                text.everyWordAsPrefix(), text.splittingLettersFromDigits(), text.splittingWordsInParts(),
                text.initials(),
            ]
            let retries = rewrites.compactMap { $0 } + text.splittingCJKRuns().prefix(Self.maximumSplitsTried)
            for retry in retries {
                guard !query.isCancelled else { break }
                let found = try search(retry)
                // As for the words as typed: `hochzeit photos` is the photo before the mail
                // saying "Hochzeitsfotos".
                if !found.isEmpty { return Outcome(rows: try readingFirst(found), filter: filter) }
            }
            // A slip of a kana keyboard (`ブラウサ` for `ブラウザ`): the respelling that finds the most,
            // said as the text read.
            if context.correctsSpelling {
                var best: (found: [RankedRow], readAs: String)?
                for respelled in text.respellingKana(typed: query.userQueryString ?? "") {
                    guard !query.isCancelled else { break }
                    let found = try search(respelled.query)
                    if found.count > best?.found.count ?? 0 { best = (found, respelled.readAs) }
                }
                if let best { return Outcome(rows: best.found, filter: filter, readAs: best.readAs) }
            }
            // Words naming a kind or a time, as Spotlight reads them (`photos yesterday` →
            // `kind:photos date:yesterday`), with the filter they stand for; then, when `from` or
            // `to` named no sender or recipient (a nickname only the text says), as words.
            var fallbacks = typedReadings
            for withoutPeople in readings(readingPeople: false)
            where !fallbacks.contains(where: { $0.query == withoutPeople.query }) {
                fallbacks.append(withoutPeople)
            }
            for (described, readAs) in fallbacks where !query.isCancelled {
                guard let found = try search(reading: described), !found.rows.isEmpty else { continue }
                return Outcome(rows: found.rows, filter: found.filter, readAs: readAs)
            }
            guard context.allowsPartialMatches, !query.isCancelled else {
                return Outcome(rows: rows, filter: filter)
            }
            // Little words are left out first, as they cost nothing; then one more of the other
            // words at a time, until some items hold what is left (`how do i renew my passport`
            // → `passport`). A CJK run typed solid with no word break in it is read as the two
            // words it splits into that items hold (`シャットダウンタイマー` → `シャットダウン タイマ`).
            var content = wordsThatMatter()
            if content.wordCount == 1 {
                let splits = content.splittingCJKRuns().prefix(Self.maximumSplitsTried)
                if let split = try splits.first(where: { split in
                    try split.phrases.allSatisfy {
                        try vocabulary.itemCount(
                            ofPhrase: $0.tokens.joined(separator: " "), asPrefix: $0.isPrefix, upTo: 1) > 0
                    }
                }) {
                    content = split
                }
            }
            // What the words left out weighed: an item holding the rare word typed (`ufw` of `ufw
            // GUI`) comes before the many holding only the common one, however well they hold it.
            var weights: [String: Double] = [:]
            func weight(of text: FullTextQuery) throws -> Double {
                try text.alternativeGroups.reduce(0) { total, group in
                    let phrase = group[0]
                    let key = phrase.tokens.joined(separator: " ") + (phrase.isPrefix ? "*" : "")
                    if let known = weights[key] { return total + known }
                    let holders = try vocabulary.itemCount(
                        ofPhrase: phrase.tokens.joined(separator: " "), asPrefix: phrase.isPrefix,
                        upTo: Int(Self.partialWeightScale))
                    let known = log(1 + Self.partialWeightScale / Double(max(holders, 1)))
                    weights[key] = known
                    return total + known
                }
            }
            var searched = 0
            for count in 1..<max(content.wordCount, 1) {
                let partials = content.leavingOut(count)
                guard searched + partials.count <= Self.maximumPartialSearches else { break }
                searched += partials.count
                let whole = try weight(of: content)
                var best: [Int: Double] = [:]
                for partial in partials {
                    guard !query.isCancelled else { break }
                    let share = whole > 0 ? try weight(of: partial) / whole : 1
                    for row in try search(partial) {
                        let score = row.score * share
                        best[row.rowID] = max(best[row.rowID] ?? score, score)
                    }
                }
                guard !best.isEmpty else { continue }
                let nearly = best.map { RankedRow(rowID: $0.key, score: $0.value) }
                    .sorted { $0.score != $1.score ? $0.score > $1.score : $0.rowID < $1.rowID }
                return Outcome(rows: Array(nearly.prefix(limit)), filter: filter, isPartialMatch: true)
            }
            // A text too long to leave out each choice of its words (`lorem ipsum dolor sit
            // amet`, of which items hold two): the items holding the most of its words.
            if let anyWord = content.anyOfItsWords(), !query.isCancelled {
                let found = try search(anyWord)
                if !found.isEmpty { return Outcome(rows: found, filter: filter, isPartialMatch: true) }
            }
            // A name pasted from an error message that no item holds whole (`libgtk-3.so.0`): the
            // longest beginning of it some item holds.
            for shorter in content.shorteningWordsInParts().prefix(Self.maximumSplitsTried) {
                guard !query.isCancelled else { break }
                let found = try search(shorter)
                if !found.isEmpty { return Outcome(rows: found, filter: filter, isPartialMatch: true) }
            }
            return Outcome(rows: rows, filter: filter)
        }
        isPartialMatch = outcome.isPartialMatch
        correctedText = outcome.readAs
        if let last = outcome.corrections.last {
            let correctedText = SpellingCorrection.apply(outcome.corrections, to: query.userQueryString ?? "")
            self.correctedText = correctedText
            if offersCorrection {
                let corrected = UserQuery.Suggestion(
                    text: correctedText, completion: last.word, itemCount: last.itemCount, kind: .correction)
                suggestions = Array(([corrected] + suggestions).prefix(context.maxSuggestionCount))
            }
        }
        guard wantsItems else { return }
        pager = try page(outcome.rows, filter: outcome.filter, corrections: outcome.corrections)
    }

    /// What the search of the words found, and what it was found for.
    private struct Outcome {
        var rows: [RankedRow]
        /// The filter the rows match: the query's, or the one its words were read as.
        var filter: CompiledQuery?
        var corrections: [SpellingCorrection.Correction] = []
        var isPartialMatch = false
        /// The search-box text the words were read as (`beach kind:photos date:yesterday`).
        var readAs: String?
    }

    /// The most searches of some of the words typed (``FullTextQuery/leavingOut(_:)``) one query
    /// runs: six words lose one and then two of them, not more.
    static let maximumPartialSearches = 24

    /// The number of items against which a word's holders make it rare, in the weights of the
    /// words a partial match keeps: a word one item holds weighs about twice one a hundred hold.
    static let partialWeightScale = 10_000.0

    /// The most places a CJK run typed without a space is split at, each one search.
    static let maximumSplitsTried = 8

    /// Results below which a search without a result limit still gets its fallbacks.
    static let fallbackPage = 20

    /// How much more a score counts for an item found with every word as typed than for one
    /// found without the little words, when the two are ranked together: enough that an item
    /// holding every word typed stays first unless it matches them far more weakly (a long text
    /// that mentions them in passing).
    static let asTypedAdvantage = 2.0

    /// How much more a score counts for an item holding every word that matters than for one
    /// holding all but one of them, when a short page is ranked with the latter: the items that
    /// hold every word stay first unless they hold them only in passing in a long text.
    static let allWordsAdvantage = 10.0

    /// `rows` (found as typed) and `extra` ranked together, `extra`'s scores divided by
    /// `advantage`, each row once with its better score; rows that score alike keep the order they
    /// came in. The scores returned are those ranked by, so they still fall in the order shown,
    /// and a row found as typed keeps its score however many fallbacks are merged in.
    private static func merging(_ extra: [RankedRow], into rows: [RankedRow], advantage: Double, limit: Int)
        -> [RankedRow]
    {
        func weighted(_ row: RankedRow) -> RankedRow {
            RankedRow(rowID: row.rowID, score: row.score >= 0 ? row.score / advantage : row.score * advantage)
        }
        var merged: [RankedRow] = []
        var positions: [Int: Int] = [:]
        for row in rows + extra.map(weighted) {
            if let position = positions[row.rowID] {
                merged[position].score = max(merged[position].score, row.score)
            } else {
                positions[row.rowID] = merged.count
                merged.append(row)
            }
        }
        return merged.enumerated()
            .sorted { ($0.element.score, -$0.offset) > ($1.element.score, -$1.offset) }
            .prefix(limit).map(\.element)
    }

    /// `rows` followed by the `extra` rows it does not hold, up to `limit` in all. An extra row
    /// never scores above the last of `rows`, so scores still fall in the order shown.
    private static func appending(_ extra: some Sequence<RankedRow>, to rows: [RankedRow], limit: Int)
        -> [RankedRow]
    {
        let seen = Set(rows.map(\.rowID))
        let ceiling = rows.last?.score ?? .infinity
        return rows
            + extra.lazy.filter { !seen.contains($0.rowID) }.prefix(limit - rows.count).map {
                RankedRow(rowID: $0.rowID, score: min($0.score, ceiling))
            }
    }

    /// The ranked rows of `text`: the best `rankedLimit` by rank, then the other matches unranked,
    /// up to `limit` in all. A text of kinds and dates and no words, or whose words all name
    /// senders or recipients (``FullTextQuery/namesOnlyPeople``), lists their items, the latest by
    /// their own dates first (``FullTextSearcher/mostRecent(scope:now:limit:by:)``).
    private static func rows(
        _ text: FullTextQuery, scope: FullTextSearcher.Scope, now: Date, limit: Int, rankedLimit: Int,
        connection: SQLiteConnection
    ) throws -> [RankedRow] {
        let scope = scope.adding(text.itemConditions)
        let searcher = FullTextSearcher(connection: connection)
        guard !text.isEmpty, !text.namesOnlyPeople else {
            return try searcher.mostRecent(
                scope: scope, now: now, limit: limit, by: FilterQueries.listingSpan(of: text.dates, now: now))
        }
        var ranked: [RankedRow] = []
        if rankedLimit > 0, limit < Int.max, let prefix = text.shortPrefixForCompletion {
            // The as-you-type tier answers short single-word prefixes from its rank-ordered
            // rows; when it cannot fill the page, the full-text index below does.
            let completions = try CompletionIndex.top(
                prefix: prefix, scope: scope, now: now, limit: rankedLimit, connection: connection)
            if completions.count == rankedLimit { ranked = completions }
        }
        if rankedLimit > 0, ranked.isEmpty {
            ranked = try searcher.ranked(text, scope: scope, now: now, limit: rankedLimit)
        }
        guard ranked.count < limit, ranked.count == rankedLimit else { return ranked }
        let rest = try searcher.allMatches(
            match: text.matchExpression(rankingExactFirst: true), scope: scope, now: now)
        return appending(rest.lazy.map { RankedRow(rowID: $0, score: 0) }, to: ranked, limit: limit)
    }
}

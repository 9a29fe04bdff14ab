import Foundation
import Searchlight
import Synchronization
import Testing

/// Identifiers a query string returns, in result order.
func query(
    _ string: String, in index: SearchableIndex, context: QueryContext = QueryContext()
) async throws -> [String] {
    var identifiers: [String] = []
    for try await result in SearchQuery(queryString: string, queryContext: context, index: index).results {
        identifiers.append(result.id)
    }
    return identifiers
}

/// Identifiers a typed query returns, in result order.
func query(_ expression: QueryExpression, in index: SearchableIndex) async throws -> [String] {
    var identifiers: [String] = []
    for try await result in SearchQuery(expression, index: index).results { identifiers.append(result.id) }
    return identifiers
}

/// The error a query string fails with.
func queryError(_ string: String, in index: SearchableIndex) async -> SearchQueryError? {
    do {
        _ = try await query(string, in: index)
        return nil
    } catch {
        return error as? SearchQueryError
    }
}

/// An index holding Apple's worked examples and a few more, shared by the table tests.
actor ExampleIndex {
    static let shared = ExampleIndex()
    private var index: SearchableIndex?

    static let titles: [(String, String)] = [
        ("paris", "Paris"), ("paris-lower", "paris"), ("paris-upper", "PARIS"), ("love", "I love Paris"),
        ("jpg", "paris-france.jpg"), ("comparison", "Comparison"), ("frederic", "Frederic"),
        ("frederic-accent", "Frédéric"), ("frederic-upper", "FRÉDÉRIC"), ("class", "MyWindowClass"),
        ("broken", "Broken Window"), ("nswindow", "NSWindow"), ("library", "libfoo-dev"),
        ("japanese", "ナチュラルブリッジ州立公園"), ("liberty", "Statue of Liberty"),
    ]

    func get() async throws -> SearchableIndex {
        if let index { return index }
        let index = makeIndex()
        try await index.indexSearchableItems(Self.titles.map { makeItem($0.0, title: $0.1) })
        self.index = index
        return index
    }
}

@Suite struct QueryExecutionTests {
    // MARK: Apple's worked examples and the modifiers

    static let textCases: [(String, [String])] = [
        (#"title == "Paris""#, ["paris"]),
        (#"title == 'Paris'"#, ["paris"]),
        (#"title = Paris"#, ["paris"]),
        (#"title == "paris""#, ["paris-lower"]),
        (#"title == "Paris"c"#, ["paris", "paris-lower", "paris-upper"]),
        (#"title == "Paris"wc"#, ["paris", "paris-lower", "paris-upper", "love", "jpg"]),
        (#"title == "Paris"w"#, ["paris", "love"]),
        (#"title == "Frédéric"cd"#, ["frederic", "frederic-accent", "frederic-upper"]),
        (#"title == "Frédéric"c"#, ["frederic-accent", "frederic-upper"]),
        (#"title == "Frederic"d"#, ["frederic", "frederic-accent"]),
        (#"title == "Frédéric""#, ["frederic-accent"]),
        (#"title == "Window"w"#, ["class", "broken"]),
        (#"title == "window"w"#, []),
        (#"title == "window"wc"#, ["class", "broken"]),
        (#"title == "nswindow"wc"#, ["nswindow"]),
        (#"title == "mywindowclass"wc"#, ["class"]),
        (#"title == "my window"wcd"#, ["class"]),
        (#"title == "Par*""#, ["paris"]),
        (#"title == "par*"c"#, ["paris", "paris-lower", "paris-upper", "jpg"]),
        (#"title == "par*"cdw"#, ["paris", "paris-lower", "paris-upper", "love", "jpg"]),
        (#"title == "lov*"cdw"#, ["love"]),
        (#"title == "lib*"cdw"#, ["library", "liberty"]),
        (#"title == "*lib*"cd"#, ["library", "liberty"]),
        (#"title == "*ance.jpg""#, ["jpg"]),
        (#"title == "*ARIS"c"#, ["paris", "paris-lower", "paris-upper", "love"]),
        (#"title == "*omp*""#, ["comparison"]),
        (#"title == "*OMP*""#, []),
        (#"title == "P*s""#, ["paris"]),
        (#"title == "p*s"c"#, ["paris", "paris-lower", "paris-upper"]),
        (#"title == "*indow"w"#, ["class", "broken", "nswindow"]),
        (#"title == "*ndo*"wc"#, ["class", "broken", "nswindow"]),
        (#"title == "州立公園"t"#, ["japanese"]),
        (#"title == "ブリッジ"t"#, ["japanese"]),
        (#"title == "ぶりっじ"t"#, ["japanese"]),
        (#"title == "公園州"t"#, []),
        (#"title == "*ブリッジ州*""#, ["japanese"]),
        (#"title != "Paris"c && title == "*paris*"cd"#, ["love", "jpg", "comparison"]),
        (#"!(title == "Paris"c) && title == "*paris*"cd"#, ["love", "jpg", "comparison"]),
        (#"title == "Paris" || title == "Comparison""#, ["paris", "comparison"]),
        (#"title > "P" && title < "Q""#, ["paris", "paris-upper"]),
        (#"title >= "paris"c && title <= "paris"c"#, ["paris", "paris-lower", "paris-upper"]),
        (#"title == "--"w"#, []),
        // `?` is one character (Apple's File Metadata Query Expression Syntax); `\?` is a literal one.
        (#"title == "Pari?""#, ["paris"]),
        (#"title == "pari?"c"#, ["paris", "paris-lower", "paris-upper"]),
        (#"title == "Par?""#, []),
        (#"title == "P?r*""#, ["paris"]),
        (#"title == "Fr?d?ric""#, ["frederic", "frederic-accent"]),
        (#"title == "*Pa?is""#, ["paris", "love"]),
        (#"title == "??????????????????????????*""#, []),
        (#"title == "?*?*?*?*?*?*?*?*?*?*?*?*?*?*?*?""#, ["jpg", "liberty"]),
        (#"title == "ナチュラル?リッジ*""#, ["japanese"]),
        (#"title == "w?ndow"wc"#, ["class", "broken"]),
        (#"title == "Pari\?""#, []),
    ]

    @Test(arguments: textCases)
    func textSemantics(query string: String, expected: [String]) async throws {
        let index = try await ExampleIndex.shared.get()
        #expect(try await query(string, in: index).sorted() == expected.sorted(), "\(string)")
    }

    @Test func resultsComeInIndexingOrder() async throws {
        let index = try await ExampleIndex.shared.get()
        let all = try await query(#"title == "*""#, in: index)
        #expect(all == ExampleIndex.titles.map(\.0))
    }

    // MARK: Multi-valued attributes, presence, any-text, body text

    @Test func multiValuedAttributesMatchWhenAnyValueMatches() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("k", keywords: ["alpha", "Beta Gamma", "Ünïcode"]), makeItem("none"),
        ])
        for string in [
            #"keywords == "alpha""#, #"keywords == "beta gamma"c"#, #"keywords == "gamma"wc"#,
            #"keywords == "alp*""#, #"keywords == "*mma"c"#, #"keywords == "*ta ga*"c"#,
            #"keywords == "unicode"cd"#, #"keywords == "*""#,
        ] {
            #expect(try await query(string, in: index) == ["k"], "\(string)")
        }
        for string in [#"keywords == "alpha beta"c"#, #"keywords == "Alpha""#, #"keywords == "lpha""#] {
            #expect(try await query(string, in: index).isEmpty, "\(string)")
        }
        #expect(try await query(#"keywords != "*""#, in: index) == ["none"])
        #expect(try await query(#"keywords != "alpha""#, in: index) == ["none"])
    }

    @Test func presenceAbsenceAndNotEqualOnAbsentAttributes() async throws {
        let index = makeIndex()
        var sized = makeItem("sized", title: "Sized", text: "body")
        sized.attributeSet.fileSize = 10
        var untitled = SearchableItem(
            uniqueIdentifier: "untitled", attributeSet: SearchableItemAttributeSet())
        untitled.attributeSet.thumbnailData = Data([1, 2, 3])
        try await index.indexSearchableItems([sized, untitled])
        #expect(try await query(#"fileSize == "*""#, in: index) == ["sized"])
        #expect(try await query(#"fileSize != "*""#, in: index) == ["untitled"])
        #expect(try await query(#"textContent == "*""#, in: index) == ["sized"])
        #expect(try await query(#"thumbnailData == "*""#, in: index) == ["untitled"])
        #expect(try await query(#"title == *"#, in: index) == ["sized"])
        // `!=` negates `==`: an item without a title is not "Sized".
        #expect(try await query(#"title != "Sized""#, in: index) == ["untitled"])
        #expect(try await query(#"title != "Other""#, in: index) == ["sized", "untitled"])
        // Ordering comparisons never match an absent attribute.
        #expect(try await query("fileSize < 100", in: index) == ["sized"])
        #expect(try await query("fileSize != 10", in: index) == ["untitled"])
        // An NSPredicate's test for a missing value, `nil` or `null` in any case.
        #expect(try await query("kMDItemFSSize != nil", in: index) == ["sized"])
        #expect(try await query("fileSize == NULL && title != null", in: index) == [])
        #expect(try await query("title == nil", in: index) == ["untitled"])
        #expect(try await query(#"title == "nil""#, in: index) == [])
        #expect(throws: QuerySyntaxError.self) { try QueryExpression.parse("fileSize > nil") }
    }

    @Test func anyTextAttributeAndBareWords() async throws {
        let index = makeIndex()
        var runtime = makeItem("runtime", title: "Swift runtime", keywords: ["concurrency"])
        runtime.attributeSet.contentDescription = "The Paris runtime"
        try await index.indexSearchableItems([
            runtime, makeItem("guide", title: "Swift guide", text: "all about concurrency"),
            makeItem("other", title: "Kotlin"),
        ])
        #expect(try await query(#"* == "concurrency"wc"#, in: index) == ["runtime", "guide"])
        #expect(try await query(#"** == "concur*"cdw"#, in: index) == ["runtime", "guide"])
        #expect(try await query(#"** == "the paris runtime"c"#, in: index) == ["runtime"])
        #expect(try await query(#"** == "*about*"c"#, in: index) == ["guide"])
        #expect(try await query("swift runtime", in: index) == ["runtime"])
        #expect(try await query("swi", in: index) == ["runtime", "guide"])
        #expect(try await query(#"swift && !(title == "*guide*"c)"#, in: index) == ["runtime"])
    }

    /// `AND`, `OR` and `NOT` in capitals join clauses as `&&`, `||` and `!` do, and `kind:pdf`
    /// among the words keeps the items of that kind, as the scripts that hand `mdfind` a query
    /// write them. In any other case they stay words.
    @Test func capitalisedOperatorsAndKindsReadAsMdfindReadsThem() async throws {
        let index = makeIndex()
        var report = makeItem("report", title: "Invoice report")
        report.attributeSet.contentType = .pdf
        var photo = makeItem("photo", title: "Invoice photo")
        photo.attributeSet.contentType = .jpeg
        let note = makeItem("note", title: "Invoice and receipt notes")
        try await index.indexSearchableItems([report, photo, note])

        #expect(try await query(#"title == "*invoice*"c AND kind:pdf"#, in: index) == ["report"])
        #expect(
            try await query(#"(kind:pdf OR kind:image) AND title == "invoice*"c"#, in: index) == [
                "report", "photo",
            ])
        #expect(
            try await query(#"NOT kind:image AND title == "invoice*"c"#, in: index) == ["report", "note"])
        #expect(try await query("kind:pdf", in: index) == ["report"])
        #expect(try await query("kind:images invoice", in: index) == ["photo"])
        #expect(try await query("-kind:image", in: index) == ["report", "note"])
        // In lower case, `and` is a word the note holds; quoted, `AND` is searched as written.
        #expect(try await query("invoice and", in: index) == ["note"])
        #expect(try await query(#"invoice "and""#, in: index) == ["note"])
        #expect(
            try await query(#"kMDItemContentTypeTree == "public.image" OR kind:pdf"#, in: index) == [
                "report", "photo",
            ])
        // A kind that names nothing fails where it stands, instead of searching for its text, and
        // the index still answers.
        let unknown = try #require(await queryError("invoice kind:pdff", in: index))
        #expect(unknown.syntaxError?.kind == .unknownKind)
        #expect(unknown.syntaxError?.offset == 8)
        #expect(try await query("kind:pdf", in: index) == ["report"])
        // Stars outside the quotes are the text's wildcards, and letters after them its modifiers.
        #expect(try await query("title == 'INVOICE'*c && kind:image", in: index) == ["photo"])
        #expect(
            try await query("title == *'RECEIPT'*c || title == *'photo'", in: index) == ["photo", "note"])
    }

    /// The search box's fields among a query's words (`name:Slack`, `author:john`, `-tag:draft`,
    /// `modified:today`, `date:this week`, `created:>=2024-01-01`), as `mdfind` reads them, keep
    /// the items whose field holds the word or falls in the date. Before, each was searched for
    /// as one word, colon and all, which no item holds.
    @Test func searchBoxFieldsAmongTheWordsReadAsMdfindReadsThem() async throws {
        let index = makeIndex()
        let now = Date()
        var slack = makeItem("slack", title: "Slack", contentType: .application)
        slack.attributeSet.contentModificationDate = now
        var budget = makeItem("budget", title: "Q4 budget notes", keywords: ["red"])
        budget.attributeSet.authorNames = ["John Appleseed"]
        budget.attributeSet.contentCreationDate = Date(timeIntervalSince1970: 1_715_000_000)  // May 2024
        budget.attributeSet.userCreated = true
        var draft = makeItem("draft", title: "Slack budget draft", keywords: ["draft"])
        draft.attributeSet.userCreated = false
        try await index.indexSearchableItems([slack, budget, draft])

        #expect(try await query("kind:application AND name:Slack", in: index) == ["slack"])
        #expect(try await query("kind:application AND filename:Slack", in: index) == ["slack"])
        #expect(try await query("name:slack", in: index).sorted() == ["draft", "slack"])
        #expect(try await query(#"title:"Q4 budget""#, in: index) == ["budget"])
        #expect(try await query("author:john", in: index) == ["budget"])
        #expect(try await query("kMDItemAuthors:apples", in: index) == ["budget"])
        #expect(try await query("tag:red OR tag:draft", in: index).sorted() == ["budget", "draft"])
        #expect(try await query("budget -tag:draft", in: index) == ["budget"])
        #expect(try await query("modified:today", in: index) == ["slack"])
        #expect(try await query("date:this week slack", in: index) == ["slack"])
        #expect(try await query("created:>=2024-01-01", in: index) == ["budget"])
        #expect(try await query("created:may 2024 budget", in: index) == ["budget"])
        #expect(try await query("created:2023", in: index).isEmpty)
        // A Boolean written in capitals, or quoted, is that Boolean.
        #expect(try await query("userCreated == TRUE", in: index) == ["budget"])
        #expect(try await query(#"userCreated == "false""#, in: index) == ["draft"])
        // A field the search box does not have is a word, as before.
        #expect(try await query("note:slack", in: index).isEmpty)
        // A date field whose text is no date fails where it stands; the index still answers.
        let notADate = try #require(await queryError("budget modified:someday", in: index))
        #expect(notADate.syntaxError?.kind == .invalidTime)
        #expect(notADate.syntaxError?.offset == 7)
        #expect(try await query("tag:red", in: index) == ["budget"])
    }

    /// Under `*`, each attribute compares as it does by name: a title is the whole value, the body
    /// is its words (the queries a Finder sends a Spotlight server look like `*=="samba"`).
    @Test func anyTextComparesTheBodyByItsWords() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("server", title: "File server", text: "samba file server"),
            makeItem("guide", title: "samba-guide", text: "Samba configuration"),
            makeItem("named", title: "samba", text: "nothing else"),
            makeItem("other", title: "Kotlin", text: "sambas and more"),
        ])
        #expect(try await query(#"*=="samba""#, in: index) == ["server", "named"])
        #expect(try await query(#"*!="samba""#, in: index) == ["guide", "other"])
        #expect(try await query(#"*=="Samba"||foo=="bar""#, in: index) == ["guide"])
        #expect(try await query(#"*=="samba"c"#, in: index) == ["server", "guide", "named"])
        #expect(try await query(#"*=="samba*"c"#, in: index) == ["server", "guide", "named", "other"])
        #expect(try await query(#"*=="File server""#, in: index) == ["server"])
        #expect(try await query(#"*=="file server""#, in: index) == ["server"])
    }

    @Test func bodyTextMatchesThroughFullTextAndIsCheckedExactly() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("fox", title: "a", text: "The quick brown fox"),
            makeItem("dog", title: "b", text: "lazy dog"),
            makeItem("camel", title: "c", text: "parseJsonValue helper"),
        ])
        #expect(try await query(#"textContent == "The quick brown fox""#, in: index) == ["fox"])
        #expect(try await query(#"textContent == "the quick brown fox""#, in: index).isEmpty)
        #expect(try await query(#"textContent == "the quick brown fox"c"#, in: index) == ["fox"])
        #expect(try await query(#"textContent == "*ick bro*"cd"#, in: index) == ["fox"])
        // The body is matched by its words, as Core Spotlight does: a word, a word beginning, a
        // word ending; never part of a word alone.
        #expect(try await query(#"textContent == "brown"c"#, in: index) == ["fox"])
        #expect(try await query(#"textContent == "quic*"cd"#, in: index) == ["fox"])
        #expect(try await query(#"textContent == "*ick"cd"#, in: index) == ["fox"])
        #expect(try await query(#"textContent == "ick"cd"#, in: index).isEmpty)
        #expect(
            try await query(#"textContent == "brown fox"c && textContent != "dog"c"#, in: index) == ["fox"])
        #expect(try await query(#"textContent == "brown"wc"#, in: index) == ["fox"])
        #expect(try await query(#"textContent == "*son*"c"#, in: index) == ["camel"])
        #expect(try await query(#"textContent == "json"wc"#, in: index) == ["camel"])
        #expect(try await query(#"textContent == "Json"w"#, in: index) == ["camel"])
        #expect(try await query(#"textContent == "JSON"w"#, in: index).isEmpty)
        #expect(try await query(#"textContent != "*fox*"c"#, in: index) == ["dog", "camel"])
    }

    /// A literal a wildcard may cut inside a word (`*firewall*`) is looked up among the indexed
    /// words that contain it, which finds what checking every item's text finds: body text is
    /// matched by its words (a camelCase word and a word joined by a hyphen whole too), folded as
    /// the modifiers say.
    @Test func partOfAWordInBodyTextIsFoundThroughTheWordsThatContainIt() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("plain", title: "a", text: "Configure the firewall rules"),
            makeItem("camel", title: "b", text: "class PersonalFirewallSetup"),
            makeItem("accent", title: "c", text: "FIRÉWALLS d\u{2019}entreprise"),
            makeItem("joined", title: "d", text: "the fire-wall of a car"),
            makeItem("other", title: "e", text: "a wall of fire"),
        ])
        let all = ["plain", "camel", "accent", "joined"]
        #expect(try await query(#"textContent == "*firewall*"cd"#, in: index) == all)
        #expect(try await query(#"textContent == "*irewal*"c"#, in: index) == ["plain", "camel"])
        #expect(try await query(#"textContent == "*Firewall*""#, in: index) == ["camel"])
        #expect(try await query(#"textContent == "*lfirewalls*"cd"#, in: index) == ["camel"])
        #expect(try await query(#"textContent == "*ewall"cd"#, in: index) == ["plain", "camel", "joined"])
        #expect(try await query(#"textContent == "*fire*wall*"cd"#, in: index) == all)
        #expect(try await query(#"textContent == "*irewall*"cdw"#, in: index) == all)
        #expect(try await query(#"* == "*irewall*"cd"#, in: index) == all)
        #expect(try await query(#"textContent == "*zzqq*"cd"#, in: index).isEmpty)
        #expect(try await query(#"textContent != "*irewal*"cd"#, in: index) == ["other"])
        #expect(
            try await query(#"title == "e"c || textContent == "*rewall*"cd"#, in: index) == all + ["other"])
        // Words, the last a short beginning most words start with: found through the longest word.
        try await index.indexSearchableItems([
            makeItem("commented", title: "f", text: "Alice commented on the draft"),
            makeItem("uncommented", title: "g", text: "uncommented online code"),
            makeItem("apart", title: "h", text: "commented, then on to the next"),
        ])
        #expect(
            try await query(#"textContent == "*commented on*""#, in: index) == ["commented", "uncommented"])
        #expect(
            try await query(#"textContent == "*mented on*"cd"#, in: index) == ["commented", "uncommented"])
        #expect(try await query(#"textContent == "*fire rules*"cd"#, in: index).isEmpty)
        #expect(try await query(#"textContent == "*the fire*"cd"#, in: index) == ["plain", "joined"])
    }

    /// A `*` between words of a `w` pattern spans the words between them, as Core Spotlight's own
    /// name suggestions write `**="jane*doe"cwd` for "Jane Q. Doe"; the run starts and ends on
    /// word boundaries.
    @Test func aWildcardBetweenWordsSpansWords() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("middle", title: "Jane Q. Doe profile"), makeItem("underscore", title: "jane_doe"),
            makeItem("file", title: "annual_report.pdf"), makeItem("spaced", title: "annual report 2024.pdf"),
            makeItem("apart", title: "Jane Austen", text: "John Doe"),
            makeItem("inside", title: "ajane doex"),
        ])
        #expect(try await query(#"**="jane*doe"cwd"#, in: index) == ["middle", "underscore"])
        #expect(try await query(#"title == "annual*report"cw"#, in: index) == ["file", "spaced"])
        #expect(try await query(#"title == "annual*2024"cw"#, in: index) == ["spaced"])
        // A `?` is a character of a word, never the space between two; as written, a text is
        // matched only where its words are as written.
        #expect(try await query(#"title == "annual?report"cw"#, in: index) == [])
        #expect(try await query(#"title == "??????"w"#, in: index).sorted() == ["apart", "file", "spaced"])
        #expect(try await query(#"textContent == "????????"w"#, in: index) == [])
        #expect(try await query(#"** == "Jane*Doe"w"#, in: index) == ["middle"])
        #expect(try await query(#"** == "jane*doe"w"#, in: index) == ["underscore"])
    }

    /// An empty list has no value: lists match when any of their values does, and it has none.
    @Test func anEmptyListHasNoValue() async throws {
        let index = makeIndex()
        var empty = makeItem("empty", title: "x")
        empty.attributeSet.keywords = []
        var tagged = makeItem("tagged", title: "y")
        tagged.attributeSet.keywords = ["inbox"]
        try await index.indexSearchableItems([empty, tagged, makeItem("none", title: "z")])
        #expect(try await query(#"keywords == "*""#, in: index) == ["tagged"])
        #expect(try await query(#"keywords != "*""#, in: index).sorted() == ["empty", "none"])
        let explained = try await index.explain(identifier: "empty", query: #"keywords == "*""#)
        #expect(explained.matches == false)
        // Given a value later, the list is found by it; emptied again, it is not.
        empty.attributeSet.keywords = ["later"]
        try await index.indexSearchableItems([empty])
        #expect(try await query(#"keywords == "later""#, in: index) == ["empty"])
        empty.attributeSet.keywords = []
        try await index.indexSearchableItems([empty])
        #expect(try await query(#"keywords == "*""#, in: index) == ["tagged"])
    }

    @Test func wordMatchesInSharedColumnsCheckTheNamedAttribute() async throws {
        let index = makeIndex()
        var named = makeItem("named", title: "x")
        named.attributeSet.displayName = "Window"
        var alternate = makeItem("alternate", title: "y")
        alternate.attributeSet.alternateNames = ["Window"]
        try await index.indexSearchableItems([named, alternate])
        #expect(try await query(#"displayName == "window"wc"#, in: index) == ["named"])
        #expect(try await query(#"alternateNames == "win*"wcd"#, in: index) == ["alternate"])
        #expect(try await query(#"** == "window"wc"#, in: index) == ["named", "alternate"])
    }

    // MARK: Numbers, dates, Booleans, custom attributes, item columns

    @Test func numberComparisonsAndRanges() async throws {
        let index = makeIndex()
        var items: [SearchableItem] = []
        for (id, size) in [("s100", 100), ("s150", 150), ("s200", 200), ("s250", 250)] {
            var item = makeItem(id)
            item.attributeSet.fileSize = size
            item.attributeSet.rating = Double(size) / 100
            items.append(item)
        }
        items.append(makeItem("none"))
        try await index.indexSearchableItems(items)
        #expect(try await query("InRange(fileSize, 100, 200)", in: index) == ["s100", "s150", "s200"])
        #expect(try await query("fileSize > 150", in: index) == ["s200", "s250"])
        #expect(try await query("fileSize >= 150 && fileSize < 250", in: index) == ["s150", "s200"])
        #expect(try await query("fileSize == 150", in: index) == ["s150"])
        #expect(try await query("fileSize <= 100 || rating >= 2.5", in: index) == ["s100", "s250"])
        #expect(try await query("!(fileSize > 100)", in: index) == ["s100", "none"])
        #expect(try await query("rating == 1.5", in: index) == ["s150"])
    }

    @Test func datesWithTimeVariablesAndNumbers() async throws {
        let index = makeIndex()
        let now = Date()
        let today = TimeExpression.today.interval(relativeTo: now, timeZone: .current)
        let yesterday = TimeExpression.yesterday.interval(relativeTo: now, timeZone: .current)
        var items: [SearchableItem] = []
        for (id, date) in [
            ("today", today.start.addingTimeInterval(60)),
            ("yesterday", yesterday.start.addingTimeInterval(60)),
            ("old", today.start.addingTimeInterval(-40 * 86_400)),
        ] {
            var item = makeItem(id)
            item.attributeSet.contentCreationDate = date
            item.attributeSet.importantDates = [date.addingTimeInterval(-100 * 86_400), date]
            items.append(item)
        }
        try await index.indexSearchableItems(items)
        #expect(try await query("contentCreationDate == $time.today", in: index) == ["today"])
        #expect(try await query("contentCreationDate == $time.yesterday", in: index) == ["yesterday"])
        #expect(try await query("contentCreationDate == $time.today(-1)", in: index) == ["yesterday"])
        #expect(try await query("contentCreationDate != $time.today", in: index) == ["yesterday", "old"])
        #expect(try await query("contentCreationDate < $time.today", in: index) == ["yesterday", "old"])
        #expect(
            try await query("contentCreationDate >= $time.yesterday", in: index) == ["today", "yesterday"])
        #expect(
            try await query("contentCreationDate > $time.now(-30d)", in: index) == ["today", "yesterday"])
        // Compared by order, a period is its first instant, as Core Spotlight evaluates it: since
        // midnight, and Finder's "today" and "yesterday" ranges are one day each.
        #expect(try await query("contentCreationDate > $time.today", in: index) == ["today"])
        #expect(try await query("contentCreationDate <= $time.today", in: index) == ["yesterday", "old"])
        #expect(
            try await query("contentCreationDate > $time.today(-1)", in: index) == ["today", "yesterday"])
        #expect(
            try await query("InRange(contentCreationDate, $time.today, $time.today(+1))", in: index) == [
                "today"
            ])
        #expect(
            try await query("InRange(contentCreationDate, $time.today(-1), $time.today)", in: index)
                == ["yesterday"])
        #expect(
            try await query("InRange(contentCreationDate, $time.today(-10), $time.today)", in: index)
                == ["yesterday"])
        #expect(
            try await query("contentCreationDate >= $time.this_week(-8)", in: index) == [
                "today", "yesterday", "old",
            ])
        #expect(try await query("importantDates == $time.today", in: index) == ["today"])
        let seconds = Int(today.start.timeIntervalSinceReferenceDate)
        #expect(try await query("contentCreationDate >= \(seconds)", in: index) == ["today"])
        let typed: QueryExpression = .contentCreationDate.within(.yesterday)
        #expect(try await query(typed, in: index) == ["yesterday"])
    }

    /// Office and iWork documents sit in the type tree where Apple's systems put them, so a
    /// query for spreadsheets, presentations or any content finds them.
    @Test func officeAndIWorkDocumentsHaveTheirTypeTrees() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("xlsx", contentType: ContentType(identifier: "org.openxmlformats.spreadsheetml.sheet")),
            makeItem("numbers", contentType: .numbersSpreadsheet),
            makeItem("pptx", contentType: .powerPointPresentation),
            makeItem("doc", contentType: .legacyWordDocument),
            makeItem("epub", contentType: .epub), makeItem("folder", contentType: .folder),
        ])
        #expect(
            try await query(#"contentTypeTree == "public.spreadsheet""#, in: index) == ["xlsx", "numbers"])
        #expect(try await query(#"kMDItemContentTypeTree == "public.presentation""#, in: index) == ["pptx"])
        #expect(
            try await query(#"contentTypeTree == "public.content""#, in: index)
                == ["xlsx", "numbers", "pptx", "doc", "epub"])
        #expect(
            try await query(#"contentTypeTree == "public.zip-archive""#, in: index) == [
                "xlsx", "pptx", "epub",
            ])
        #expect(ContentType(identifier: "com.microsoft.excel.xls").conforms(to: .spreadsheet))
    }

    /// The types Spotlight gives `.m4a`, `.m4v` and `.dmg` files, which the API names no constant
    /// for, sit under audio, movies and disk images, so a query for those finds them.
    @Test func filesTypedAsSpotlightTypesThemHaveTheirTypeTrees() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("song", contentType: ContentType(identifier: "com.apple.m4a-audio")),
            makeItem("clip", contentType: ContentType(identifier: "com.apple.m4v-video")),
            makeItem("installer", contentType: ContentType(identifier: "com.apple.disk-image-udif")),
        ])
        #expect(try await query(#"kMDItemContentTypeTree == "public.audio""#, in: index) == ["song"])
        #expect(
            try await query(#"kMDItemContentTypeTree == "public.audiovisual-content""#, in: index) == [
                "song", "clip",
            ])
        #expect(
            try await query(#"kMDItemContentTypeTree == "public.disk-image""#, in: index) == ["installer"])
    }

    /// The forms query strings take in public programs (Core Spotlight apps, `mdfind` scripts,
    /// `MDQuery` and `NSMetadataQuery` callers): unquoted values, `=` and no spaces,
    /// brackets of modifiers, escapes, `$time` with unit letters, quoted ISO dates, `nil`. Each
    /// parses and runs, and finds what it names.
    @Test(arguments: [
        (#"kMDItemUserTags==InProgress"#, []),  // Finder's tags: no item holds them, as in Core Spotlight
        (#"kMDItemKeywords==budget"#, ["tagged"]),
        (#"kMDItemContentTypeTree=public.image"#, ["photo"]),
        (#"kMDItemDisplayName == *.bak"#, ["backup"]),
        (#"*=="budget""#, ["tagged"]),
        (#"*!="budget""#, ["backup", "photo"]),
        (#"kMDItemLatitude >= -90 && kMDItemLatitude<=90"#, ["photo"]),
        (
            #"kMDItemContentCreationDate >= $time.today(-30d) || kMDItemContentCreationDate ==$time.this_week(-1)"#,
            []
        ),
        (
            #"kMDItemContentCreationDate < $time.now(-604800) || kMDItemDisplayName == "*.bak"c"#,
            ["backup", "photo"]
        ),
        (#"InRange(kMDItemContentCreationDate,$time.iso(2020-01-01),$time.now)"#, ["photo"]),
        (#"InRange(kMDItemContentCreationDate, "2020-01-01", "2030-01-01T00:00:00Z")"#, ["photo"]),
        (#"kMDItemContentCreationDate >= $time.iso("2020-01-01T00:00:00.000Z")"#, ["photo"]),
        (#"kMDItemContentCreationDate > "2020-01-01T00:00:00.000Z""#, ["photo"]),
        (#"kMDItemDisplayName ==[c] "OLD*""#, ["backup"]),
        (#"(kMDItemDisplayName == "*notes*"wc) && (kMDItemKeywords == "budget")"#, ["tagged"]),
        (#"title == "bud\"get\*"cd"#, []),
        (#"kMDItemTextContent == "QUARTERLY"cdw"#, ["tagged"]),
        (#"kMDItemLatitude != null && kMDItemLongitude != nil"#, ["photo"]),
        (#"kMDItemLatitude == NULL"#, ["backup", "tagged"]),
        (#"(kMDItemContentTypeTree == "public.image") && !(kMDItemDisplayName == "*.bak"c)"#, ["photo"]),
    ])
    func formsOfPublicQueryStringsRun(string: String, expected: [String]) async throws {
        let index = makeIndex()
        var tagged = makeItem(
            "tagged", title: "Budget notes", text: "Quarterly numbers", keywords: ["budget"])
        tagged.attributeSet.displayName = "Budget notes"
        var backup = makeItem("backup", title: "old.bak")
        backup.attributeSet.displayName = "old.bak"
        var photo = makeItem("photo", title: "Harbour", contentType: .jpeg)
        photo.attributeSet.latitude = 53.5
        photo.attributeSet.longitude = 10
        photo.attributeSet.contentCreationDate = ISO8601DateFormatter().date(from: "2024-05-01T10:00:00Z")
        try await index.indexSearchableItems([tagged, backup, photo])
        #expect(try await query(string, in: index).sorted() == expected)
    }

    /// Finder writes numbers and dates quoted (`kMDItemFSSize > "1"`); Core Spotlight compares them
    /// as numbers, and so does the query. A quoted word is still refused for a number.
    @Test func quotedNumbersCompareAsNumbers() async throws {
        let index = makeIndex()
        var small = makeItem("small")
        small.attributeSet.fileSize = 10
        small.attributeSet.contentCreationDate = Date(timeIntervalSinceReferenceDate: 100)
        var large = makeItem("large")
        large.attributeSet.fileSize = 5_000
        large.attributeSet.contentCreationDate = Date(timeIntervalSinceReferenceDate: 1_000_000)
        try await index.indexSearchableItems([small, large])
        #expect(try await query(#"kMDItemFSSize > "1000""#, in: index) == ["large"])
        #expect(try await query(#"kMDItemFSSize != "10""#, in: index) == ["large"])
        #expect(try await query(#"fileSize <= ' 10 '"#, in: index) == ["small"])
        #expect(try await query(#"kMDItemContentCreationDate > "1000""#, in: index) == ["large"])
        #expect(try await query(#"InRange(fileSize, "1", "100")"#, in: index) == ["small"])
        // A quoted ISO 8601 date is that date (2001-01-12 is 11 days after the reference date).
        #expect(
            try await query(#"kMDItemContentCreationDate > "2001-01-02T00:00:00.000Z""#, in: index) == [
                "large"
            ])
        #expect(try await query(#"contentCreationDate < '2001-01-02'"#, in: index) == ["small"])
        #expect(
            try await query(#"InRange(contentCreationDate, "2000-12-31", "2001-01-31T00:00:00Z")"#, in: index)
                == ["small", "large"])
        await #expect(throws: SearchQueryError.self) {
            try await query(#"contentCreationDate > "2001-02-30""#, in: index)
        }
        // A date written almost as ISO 8601 is said to be one, not text.
        let unpadded = await #expect(throws: SearchQueryError.self) {
            try await query(#"kMDItemFSCreationDate >= "2025-1-1T00:00:00Z""#, in: index)
        }
        #expect(unpadded?.message.contains("'2025-1-1T00:00:00Z' is no ISO 8601 date") == true)
        await #expect(throws: SearchQueryError.self) { try await query(#"fileSize > "big""#, in: index) }
        await #expect(throws: SearchQueryError.self) { try await query(#"fileSize == "1*""#, in: index) }
    }

    @Test func booleansCustomAttributesAndItemColumns() async throws {
        let index = makeIndex()
        let sku = try #require(CustomAttributeKey(keyName: "com_acme_sku"))
        let count = try #require(CustomAttributeKey(keyName: "com_acme_count"))
        var event = makeItem("event", title: "Standup", domain: "calendar.work", contentType: .text)
        event.attributeSet.allDay = true
        event.attributeSet.setValue(.string("A-1042"), forCustomKey: sku)
        event.attributeSet.setValue(.number(7), forCustomKey: count)
        var mail = makeItem("mail", title: "Re: hello", domain: "mail", contentType: .emailMessage)
        mail.attributeSet.allDay = false
        mail.attributeSet.subject = "Re: hello"
        let plain = makeItem("plain", title: "Plain", domain: "calendarium")
        try await index.indexSearchableItems([event, mail, plain])
        #expect(try await query("allDay == true", in: index) == ["event"])
        #expect(try await query("allDay == false", in: index) == ["mail"])
        #expect(try await query("allDay != true", in: index) == ["mail", "plain"])
        #expect(try await query(#"com_acme_sku == "A-1042""#, in: index) == ["event"])
        #expect(try await query(#"com_acme_sku == "a-10*"c"#, in: index) == ["event"])
        #expect(try await query("com_acme_count > 3", in: index) == ["event"])
        // A custom attribute's number and text convert as a built-in's do: a quoted number is the
        // number, a number the text.
        #expect(try await query(#"com_acme_count == "7""#, in: index) == ["event"])
        #expect(try await query("com_acme_count != 7", in: index) == ["mail", "plain"])
        var numbered = makeItem("numbered", title: "Team", domain: "teams")
        numbered.attributeSet.setValue(.string("254"), forCustomKey: sku)
        try await index.indexSearchableItems([numbered])
        #expect(try await query("com_acme_sku == 254", in: index) == ["numbered"])
        #expect(try await query(#"contentType == "public.email-message""#, in: index) == ["mail"])
        #expect(
            try await query(#"contentType == "public.email-message" && subject != "Re:*""#, in: index).isEmpty
        )
        #expect(try await query(#"contentTypeTree == "public.message""#, in: index) == ["mail"])
        #expect(try await query(#"domainIdentifier == "calendar*""#, in: index) == ["event", "plain"])
        #expect(try await query(#"domainIdentifier == "CALENDAR.WORK"c"#, in: index) == ["event"])
        #expect(try await query(#"domainIdentifier != "*""#, in: index).isEmpty)
    }

    /// A value compared as written is the same whichever way its accents are composed: a file
    /// name handed out decomposed, as file systems keep it, equals the same name typed composed,
    /// and the other way round, as Swift's `==` has it; a different letter still differs.
    @Test func accentsComposedOrDecomposedCompareEqual() async throws {
        let index = makeIndex()
        var stored = makeItem("decomposed", title: "Cre\u{300}me bru\u{302}le\u{301}e")
        stored.attributeSet.displayName = "re\u{301}sume\u{301}.pdf"
        try await index.indexSearchableItems([stored, makeItem("composed", title: "Café crème")])
        #expect(try await query(#"title == "Crème brûlée""#, in: index) == ["decomposed"])
        #expect(try await query(#"displayName == "résumé.pdf""#, in: index) == ["decomposed"])
        #expect(try await query(#"displayName == "RÉSUMÉ*"c"#, in: index) == ["decomposed"])
        #expect(try await query("title == \"Cafe\u{301} cre\u{300}me\"", in: index) == ["composed"])
        #expect(try await query("title == \"*cre\u{300}me\"", in: index) == ["composed"])
        #expect(try await query(#"displayName == "resume.pdf""#, in: index).isEmpty)
    }

    // MARK: Errors

    @Test func unknownAttributesAndTypeMismatchesAreInvalidQueries() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([makeItem("a")])
        let misspelled = await queryError(#"titel == "x""#, in: index)
        #expect(misspelled?.code == .invalidQuery)
        #expect(misspelled?.message.contains("did you mean 'title'") == true)
        #expect(await queryError(#"Title == "x""#, in: index)?.message.contains("'title'") == true)
        // One letter more or less is a custom attribute's name, not a typo.
        #expect(try await query(#"titles == "x""#, in: index).isEmpty)
        #expect(await queryError(#"fileSize == "big""#, in: index)?.message.contains("fileSize") == true)
        // A size with a unit, which Spotlight does not read, gets the bytes it stands for.
        #expect(
            await queryError("kMDItemFSSize >= 100m", in: index)?.message.contains("fileSize >= 104857600")
                == true)
        #expect(await queryError("title > 3", in: index)?.message.contains("title") == true)
        // A number written for a text attribute is its text, as in `kMDItemPostalCode == 10001`.
        try await index.indexSearchableItems([makeItem("zip", title: "10001")])
        #expect(try await query("kMDItemTitle == 10001", in: index) == ["zip"])
        #expect(try await query("title != 10001", in: index) == ["a"])
        #expect(await queryError("title == $time.today", in: index)?.code == .invalidQuery)
        #expect(await queryError(#"InRange(title, 1, 2)"#, in: index)?.code == .invalidQuery)
        #expect(await queryError(#"thumbnailData == "x""#, in: index)?.code == .invalidQuery)
        #expect(await queryError(#"* > "x""#, in: index)?.code == .invalidQuery)
        let a = String(repeating: "a", count: 200)
        #expect(await queryError("\(a) == 1", in: index)?.message.contains(a) == true)
        let syntax = await queryError(#"title == "x" &&"#, in: index)
        #expect(syntax?.code == .invalidQuery)
        #expect(syntax?.syntaxError?.offset == 15)
        // A value the attribute cannot hold is pointed at where it was typed.
        let size = await queryError("title == *x* && kMDItemFSSize > 10MB", in: index)
        #expect(size?.syntaxError?.offset == 32)
        #expect(size?.syntaxError?.message.contains("no size units") == true)
        let variable = await queryError("contentCreationDate > $tim.today", in: index)
        #expect(variable?.syntaxError?.offset == 22)
        #expect(variable?.syntaxError?.hint?.contains("$time.today") == true)
        let context = QueryContext(fetchAttributes: ["not-a-name"])
        await #expect(throws: SearchQueryError.self) {
            try await query("title == *", in: index, context: context)
        }
    }

    // MARK: Injection

    static let hostileValues = [
        #"O'Brien"#, #"say "hi""#, "100% sure", "100", "under_score", "underXscore", "star*", "star",
        "semi;colon", "dash--dash", "'); DROP TABLE items; --", #"back\slash"#, "%", "_", "*", "\u{1F}sep",
    ]

    @Test func hostileValuesMatchLiterallyAndNothingElse() async throws {
        let index = makeIndex()
        let items = Self.hostileValues.enumerated().map { makeItem("v\($0.offset)", title: $0.element) }
        try await index.indexSearchableItems(items)
        for (offset, value) in Self.hostileValues.enumerated() {
            let id = "v\(offset)"
            let quoted = QueryString.quoted(value)
            #expect(try await query("title == \(quoted)", in: index) == [id], "\(value)")
            #expect(try await query("title == \(quoted)c", in: index) == [id], "\(value)")
            #expect(try await query(.title == value, in: index) == [id], "\(value)")
            let contains = try await query("title == \"*\(QueryString.escape(value))*\"cd", in: index)
            let expected = Self.hostileValues.enumerated().filter { $0.element.contains(value) }.map {
                "v\($0.offset)"
            }
            #expect(contains == expected, "\(value)")
            let prefix = try await query(.title.matches(value, .prefix), in: index)
            #expect(
                prefix
                    == Self.hostileValues.enumerated().filter { $0.element.hasPrefix(value) }.map {
                        "v\($0.offset)"
                    })
            #expect(try await query("keywords == \(quoted)", in: index).isEmpty)
        }
        #expect(try await index.itemCount() == Self.hostileValues.count)
        #expect(try await allIdentifiers(index).count == Self.hostileValues.count)
    }

    // MARK: Builder and string forms

    @Test func builderAndStringFormsReturnTheSameItemsInTheSameOrder() async throws {
        let index = try await ExampleIndex.shared.get()
        let pairs: [(QueryExpression, String)] = [
            (.title.matches("par", [.prefix, .caseInsensitive]), #"title == "par*"c"#),
            (.title.matches("window", [.wordBased, .caseInsensitive]), #"title == "window"wc"#),
            (.title.matches("lib", .substring), #"title == "*lib*""#),
            (
                .title == "Paris"
                    || .title.matches("fréd", [.prefix, .caseInsensitive, .diacriticInsensitive]),
                #"title == "Paris" || title == "fréd*"cd"#
            ),
            (
                !(.title.matches("paris", [.caseInsensitive])) && .title.exists,
                #"!(title == "paris"c) && title == "*""#
            ),
            (.anyText.matches("love", [.wordBased, .caseInsensitive]), #"* == "love"wc"#),
        ]
        for (typed, string) in pairs {
            let fromString = try await query(string, in: index)
            #expect(!fromString.isEmpty, "\(string)")
            #expect(try await query(typed, in: index) == fromString, "\(string)")
            #expect(try await query(typed.description, in: index) == fromString, "\(typed)")
        }
    }

    // MARK: Context

    @Test func fetchAttributesFilterQueriesScopeAndLimit() async throws {
        let index = makeIndex()
        var items: [SearchableItem] = []
        for number in 1...5 {
            var item = makeItem(
                "n\(number)", title: "Note \(number)", domain: number <= 3 ? "notes" : "other")
            item.attributeSet.fileSize = number
            item.attributeSet.contentDescription = "about \(number)"
            items.append(item)
        }
        try await index.indexSearchableItems(items)
        let projected = SearchQuery(
            queryString: #"title == "note*"c"#, queryContext: QueryContext(fetchAttributes: ["title"]),
            index: index)
        var seen = 0
        for try await result in projected.results {
            seen += 1
            #expect(result.item.attributeSet.title != nil)
            #expect(result.item.attributeSet.contentDescription == nil)
            #expect(result.item.attributeSet.fileSize == nil)
        }
        #expect(seen == 5)
        #expect(projected.foundItemCount == 5)
        let filtered = QueryContext(filterQueries: ["fileSize >= 2", #"title != "Note 4""#])
        #expect(try await query(#"title == "*""#, in: index, context: filtered) == ["n2", "n3", "n5"])
        #expect(
            try await query(#"title == "*""#, in: index, context: QueryContext(domainIdentifiers: ["notes"]))
                == ["n1", "n2", "n3"])
        #expect(
            try await query(#"title == "*""#, in: index, context: QueryContext(maxResultCount: 2)) == [
                "n1", "n2",
            ])
        #expect(
            try await query(
                #"title == "*""#, in: index,
                context: QueryContext(filterQueries: [#"contentDescription == "ABOUT*"c"#], maxResultCount: 2)
            )
                == ["n1", "n2"])
        let badFilter = QueryContext(filterQueries: ["fileSize >"])
        await #expect(throws: SearchQueryError.self) {
            try await query("title == *", in: index, context: badFilter)
        }
        // The same filters narrow search-box queries.
        let user = UserQueryContext(filterQueries: [#"contentDescription == "ABOUT 2"c || fileSize == 5"#])
        #expect(try await search("note", in: index, context: user).sorted() == ["n2", "n5"])
        let single = UserQueryContext(filterQueries: ["fileSize >= 4"])
        #expect(try await search("note", in: index, context: single).sorted() == ["n4", "n5"])
    }

    @Test func expiredAndHiddenItemsAreNeverReturned() async throws {
        let clock = ManualClock(now: Date())
        let index = makeIndex(configuration: IndexConfiguration(clock: IndexClock(clock)))
        var soon = makeItem("soon", title: "Visible soon")
        soon.expirationDate = clock.now.addingTimeInterval(1)
        var later = makeItem("later", title: "Visible later")
        later.expirationDate = clock.now.addingTimeInterval(3600)
        var hidden = makeItem("hidden", title: "Visible hidden")
        hidden.associatedEntity = EntityAssociation(typeIdentifier: "Note", identifier: "1", isHidden: true)
        try await index.indexSearchableItems([soon, later, hidden, makeItem("stays", title: "Visible")])
        #expect(try await query(#"title == "visible*"c"#, in: index).sorted() == ["later", "soon", "stays"])
        // Substrings are read from the title trigrams, without `items`: the same rows stay out.
        #expect(try await query(#"title == "*isib*"cd"#, in: index).sorted() == ["later", "soon", "stays"])
        clock.advance(by: 1.05)
        #expect(try await query(#"title == "visible*"c"#, in: index) == ["later", "stays"])
        #expect(try await query(#"title == "*isi*"cd"#, in: index) == ["later", "stays"])
        #expect(try await index.explain(identifier: "later", query: #"title == "*isib*"cd"#).matches)
        #expect(try await index.explain(identifier: "soon", query: #"title == "*isib*"cd"#).matches == false)
        #expect(try await query(#"title != "*""#, in: index).isEmpty)
        let expired = try await index.explain(identifier: "soon", query: #"title == "visible*"c"#)
        guard case .expired = expired.status else {
            Issue.record("expected expired, got \(expired.status)")
            return
        }
        #expect(!expired.matches)
        let hiddenExplanation = try await index.explain(identifier: "hidden", query: #"title == "visible*"c"#)
        #expect(hiddenExplanation.status == .hidden)
        #expect(hiddenExplanation.summary.contains("hidden"))
    }

    // MARK: Handlers

    @Test func handlerFormDeliversBatchesThenCompletesOnce() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems(
            (0..<150).map { makeItem(String(format: "i%03d", $0), title: "Item") })
        let query = SearchQuery(queryString: #"title == "item"c"#, index: index)
        let batches = Mutex<[[String]]>([])
        let completions = Mutex<[SearchQueryError?]>([])
        let counts = Mutex<[Int]>([])
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            query.foundItemsHandler = { items in
                batches.withLock { $0.append(items.map(\.uniqueIdentifier)) }
                counts.withLock { $0.append(query.foundItemCount) }
            }
            query.completionHandler = { error in
                completions.withLock { $0.append(error) }
                done.resume()
            }
            query.start()
        }
        let delivered = batches.withLock { $0 }
        #expect(delivered.count >= 2)
        #expect(delivered.joined().count == 150)
        #expect(Array(delivered.joined()) == (0..<150).map { String(format: "i%03d", $0) })
        #expect(counts.withLock { $0 }.last == 150)
        #expect(completions.withLock { $0 }.count == 1)
        #expect(completions.withLock { $0 }.first! == nil)
        #expect(query.foundItemCount == 150)

        let second = Mutex<SearchQueryError?>(nil)
        query.completionHandler = { error in second.withLock { $0 = error } }
        query.start()
        #expect(second.withLock { $0 }?.code == .alreadyStarted)
        await #expect(throws: SearchQueryError.self) { for try await _ in query.results {} }
    }

    @Test func cancelCompletesWithCancelled() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems((0..<300).map { makeItem("c\($0)", title: "Item") })
        let query = SearchQuery(queryString: #"title == "item"c"#, index: index)
        let outcome = Mutex<[SearchQueryError?]>([])
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            query.foundItemsHandler = { _ in query.cancel() }
            query.completionHandler = { error in
                outcome.withLock { $0.append(error) }
                done.resume()
            }
            query.start()
        }
        #expect(outcome.withLock { $0 }.count == 1)
        #expect(outcome.withLock { $0 }.first??.code == .cancelled)
        #expect(query.isCancelled)
        #expect(query.foundItemCount < 300)

        let streamed = SearchQuery(queryString: "title == *", index: index)
        var received = 0
        do {
            for try await _ in streamed.results {
                received += 1
                if received == 3 { streamed.cancel() }
            }
            Issue.record("iteration should end with .cancelled")
        } catch let error as SearchQueryError {
            #expect(error.code == .cancelled)
        }
        #expect(received == 3)

        let early = SearchQuery(queryString: "title == *", index: index)
        early.cancel()
        let code = Mutex<SearchQueryError.Code?>(nil)
        early.completionHandler = { error in code.withLock { $0 = error?.code } }
        early.start()
        #expect(code.withLock { $0 } == .cancelled)
    }

    @Test func syntaxErrorsReachTheCompletionHandler() async throws {
        let index = makeIndex()
        let query = SearchQuery(queryString: #"title ==== "x""#, index: index)
        let error = await withCheckedContinuation { (done: CheckedContinuation<SearchQueryError?, Never>) in
            query.completionHandler = { done.resume(returning: $0) }
            query.start()
        }
        #expect(error?.code == .invalidQuery)
        #expect(error?.syntaxError?.offset == 6)
        #expect(error?.syntaxError?.rendered(query: query.queryString).contains("^") == true)
    }

    // MARK: Explain

    @Test func explainSaysWhyInPlainWords() async throws {
        let index = try await ExampleIndex.shared.get()
        let missing = try await index.explain(identifier: "nope", query: #"title == "x""#)
        #expect(missing.status == .notFound)
        #expect(!missing.matches)

        let exact = try await index.explain(identifier: "paris", query: #"title == "Paris""#)
        #expect(exact.matches)
        #expect(exact.clauses.count == 1)
        #expect(exact.clauses[0].matches)

        let folding = try await index.explain(identifier: "paris-upper", query: #"title == "Paris""#)
        #expect(!folding.matches)
        #expect(folding.clauses[0].reason.contains("folding"))

        let words = try await index.explain(identifier: "nswindow", query: #"title == "Window"w"#)
        #expect(!words.matches)
        #expect(words.clauses[0].reason.contains("nswindow"))

        let attribute = try await index.explain(
            identifier: "paris", query: #"keywords == "x" || title == "Paris""#)
        #expect(attribute.matches)
        #expect(attribute.clauses.map(\.matches) == [false, true])
        #expect(attribute.clauses[0].reason.contains("no text value"))
        #expect(attribute.description.contains("✓"))

        let whole = try await index.explain(identifier: "love", query: #"title == "paris"cd"#)
        #expect(whole.clauses[0].reason.contains("w modifier"))

        // Under `!`, the clause that matches is the one that rules the item out.
        let negated = try await index.explain(
            identifier: "paris", query: #"!(title == "Paris" || keywords == "x")"#)
        #expect(!negated.matches)
        #expect(negated.summary.contains(#"matches "Paris""#) && negated.summary.contains("rules that out"))

        await #expect(throws: SearchQueryError.self) {
            try await index.explain(identifier: "paris", query: "title ==")
        }
    }

    @Test func anISODateReadsAsTheSameInstantInJSONAndInQueries() async throws {
        let index = makeIndex()
        let written = "2025-03-01T10:30:15.25+02:00"
        let json = Data(
            #"{"contentType": "public.text", "title": "Meeting", "contentCreationDate": "\#(written)"}"#.utf8)
        let attributes = try JSONDecoder().decode(SearchableItemAttributeSet.self, from: json)
        #expect(attributes.contentCreationDate == Date(timeIntervalSinceReferenceDate: 762_510_615.25))
        try await index.indexSearchableItems([
            SearchableItem(uniqueIdentifier: "meeting", domainIdentifier: nil, attributeSet: attributes)
        ])
        #expect(
            try await query(#"contentCreationDate == $time.iso("\#(written)")"#, in: index) == ["meeting"])
        let inUTC = #"contentCreationDate == $time.iso("2025-03-01T08:30:15,25z")"#
        #expect(try await query(inUTC, in: index) == ["meeting"])
        #expect(
            try await query(#"contentCreationDate == $time.iso("2025-03-01T08:30:15Z")"#, in: index).isEmpty)
    }
}

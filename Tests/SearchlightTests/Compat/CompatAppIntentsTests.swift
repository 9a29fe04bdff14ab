import SearchlightCompat
import Testing

/// A drink size, as App Intents declares an enum.
enum CompatSize: String, AppEnum {
    case small, medium, large

    static let typeDisplayRepresentation = TypeDisplayRepresentation(
        name: "Size", numericFormat: "\(placeholder: .int) sizes")
    static let caseDisplayRepresentations: [CompatSize: DisplayRepresentation] = [
        .small: DisplayRepresentation(title: "Small", subtitle: "8 oz", image: .init(systemName: "cup")),
        .large: "Large",
    ]
}

/// A shop from a small fixed list, with an image that varies.
struct CompatShop: IndexedEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(
        name: LocalizedStringResource("Shop", comment: "A coffee shop"),
        numericFormat: LocalizedStringResource("\(placeholder: .int) shops"), synonyms: ["store", "café"])
    static let defaultQuery = CompatShopQuery()
    static let all = [
        CompatShop(id: "soho", name: "Soho", image: .init(data: Data([0xFF, 0xD8, 0xFF])), size: .large),
        CompatShop(id: "dock", name: "Dockside", image: .init(named: "dock"), size: .small),
        CompatShop(id: "park", name: "Park", image: nil, size: .medium),
    ]

    let id: String
    var name: String
    var image: DisplayRepresentation.Image?
    @Property(title: "Size", indexingKey: \.kind) var size: CompatSize

    init(id: String, name: String, image: DisplayRepresentation.Image?, size: CompatSize) {
        self.id = id
        self.name = name
        self.image = image
        self.size = size
    }

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: "\(name)", subtitle: nil, image: image, synonyms: ["\(name) coffee", "\(name) café"])
    }
}

struct CompatShopQuery: EnumerableEntityQuery {
    func allEntities() async throws -> [CompatShop] { CompatShop.all }
}

/// A book list queried by property, as apps answer Shortcuts' "Find" actions: each comparison
/// becomes a test on a book.
struct CompatBook: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
    static let defaultQuery = CompatBookQuery()
    static let shelf = [
        CompatBook(id: "a", title: "Dune", pages: 412), CompatBook(id: "b", title: "Emma", pages: 474),
        CompatBook(id: "c", title: "Dracula", pages: 418),
    ]

    let id: String
    @Property(title: "Title") var title: String
    @Property(title: "Pages") var pages: Int

    init(id: String, title: String, pages: Int) {
        self.id = id
        self.title = title
        self.pages = pages
    }

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }
}

/// A loan whose due date may be unset, queried by it: the comparisons get the date compared
/// with unwrapped, as App Intents hands it.
struct CompatLoan: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Loan"
    static let defaultQuery = CompatLoanQuery()
    let id: String
    @Property(title: "Due") var due: Date?

    init(id: String, due: Date?) {
        self.id = id
        self.due = due
    }

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: id) }
}

struct CompatLoanQuery: EntityPropertyQuery {
    typealias Test = (CompatLoan) -> Bool

    static var properties: EntityQueryProperties<CompatLoan, Test> {
        EntityQueryProperties {
            Property(\CompatLoan.$due) {
                LessThanComparator { date in { ($0.due ?? .distantFuture) < date } }
                EqualToComparator { date in { $0.due == date } }
                IsBetweenComparator { low, high in { $0.due.map { (low...high).contains($0) } ?? false } }
            }
        }
    }

    static var sortingOptions: SortingOptions { SortingOptions { SortableBy(\CompatLoan.$due) } }

    func entities(for identifiers: [String]) async throws -> [CompatLoan] { [] }

    func entities(
        matching comparators: [Test], mode: ComparatorMode, sortedBy: [EntityQuerySort<CompatLoan>],
        limit: Int?
    ) async throws -> [CompatLoan] { [] }
}

struct CompatBookQuery: EntityPropertyQuery {
    typealias Test = (CompatBook) -> Bool

    static var properties: EntityQueryProperties<CompatBook, Test> {
        EntityQueryProperties {
            Property(\CompatBook.$title) {
                EqualToComparator { title in { $0.title == title } }
                HasPrefixComparator { prefix in { $0.title.hasPrefix(prefix) } }
            }
            Property(\CompatBook.$pages) {
                LessThanComparator { pages in { $0.pages < pages } }
                IsBetweenComparator { low, high in { (low...high).contains($0.pages) } }
            }
        }
    }

    static var sortingOptions: SortingOptions {
        SortingOptions {
            SortableBy(\CompatBook.$title)
            SortableBy(\CompatBook.$pages)
        }
    }

    func entities(for identifiers: [String]) async throws -> [CompatBook] {
        CompatBook.shelf.filter { identifiers.contains($0.id) }
    }

    func entities(
        matching comparators: [Test], mode: ComparatorMode, sortedBy: [Sort<CompatBook>], limit: Int?
    ) async throws -> [CompatBook] {
        var books = CompatBook.shelf.filter { book in
            mode == .and ? comparators.allSatisfy { $0(book) } : comparators.contains { $0(book) }
        }
        if let sort = sortedBy.first, sort.by == \CompatBook.$pages {
            books.sort { sort.order == .ascending ? $0.pages < $1.pages : $0.pages > $1.pages }
        }
        return Array(books.prefix(limit ?? books.count))
    }
}

@Suite struct CompatAppIntentsTests {
    // MARK: Localized text

    @Test func localizedStringResourceKeepsItsKeyAndDefaultValue() {
        let literal: LocalizedStringResource = "Orders"
        #expect(literal.key == "Orders" && literal.defaultValue == "Orders")
        #expect(literal.description == "Orders")

        let count = 3
        let name = "latte"
        let interpolated: LocalizedStringResource = "\(count) orders of \(name) at 100%"
        #expect(interpolated.key == "%lld orders of %@ at 100%%")
        #expect(interpolated.defaultValue == "3 orders of latte at 100%")

        let spelledOut = LocalizedStringResource("Size", comment: "A drink's size")
        #expect(spelledOut.key == "Size" && spelledOut.defaultValue == "Size")
        let keyed = LocalizedStringResource(
            "orders.title", defaultValue: "Your \(count) orders", table: "Orders")
        #expect(keyed.key == "orders.title")
        #expect(keyed.defaultValue == "Your 3 orders")
        #expect(keyed.table == "Orders")

        // A text known only at run time, in a table, as `.init(.init(name), table:)` spells it;
        // interpolations still keep their placeholders.
        let recipe = "Carbonara"
        let runtime = LocalizedStringResource(.init(recipe), table: "Recipes")
        #expect(
            runtime.key == "Carbonara" && runtime.defaultValue == "Carbonara" && runtime.table == "Recipes")
        #expect(LocalizedStringResource("\(count) drinks").key == "%lld drinks")
    }

    @Test func stringLocalizedResolvesToTheDefaultValue() {
        let count = 2
        #expect(String(localized: "Orders") == "Orders")
        #expect(String(localized: "\(count) orders") == "2 orders")
        #expect(String(localized: "orders.title", defaultValue: "All orders") == "All orders")
        #expect(String(localized: "Orders", table: "Main", comment: "A heading") == "Orders")
    }

    @Test func numericFormatsKeepTheirPlaceholders() {
        #expect(CompatNote.typeDisplayRepresentation.name == "Note")
        #expect(CompatNote.typeDisplayRepresentation.numericFormat == "%lld notes")
        #expect(CompatShop.typeDisplayRepresentation.numericFormat == "%lld shops")
        #expect(CompatShop.typeDisplayRepresentation.synonyms == ["store", "café"])
        #expect(CompatSize.typeDisplayRepresentation.numericFormat == "%lld sizes")
        let others = TypeDisplayRepresentation(
            name: "Reading",
            numericFormat:
                "\(placeholder: .double) km, \(placeholder: .unsignedInt) steps, \(placeholder: .object)")
        #expect(others.numericFormat == "%lf km, %llu steps, %@")
        let plain: TypeDisplayRepresentation = "Order"
        #expect(plain.name == "Order" && plain.numericFormat == nil)
    }

    // MARK: Display representations

    @Test func displayRepresentationSynonymsAndImagesAreIndexed() async throws {
        let soho = CompatShop.all[0].defaultAttributeSet
        #expect(soho.title == "Soho")
        #expect(soho.alternateNames == ["Soho coffee", "Soho café"])
        #expect(soho.thumbnailData == Data([0xFF, 0xD8, 0xFF]))
        #expect(soho.contentDescription == nil)
        #expect(soho.kind == "large")
        let dock = CompatShop.all[1].defaultAttributeSet
        #expect(dock.thumbnailData == nil && dock.thumbnailURL == nil)

        let index = makeCompatIndex()
        try await index.indexAppEntities(CompatShop.all)
        #expect(
            try await compatIdentifiers(#"alternateNames == "Dockside café""#, in: index) == [
                "CompatShop:dock"
            ])
        #expect(try await search("dockside coffee", in: index.searchableIndex) == ["CompatShop:dock"])
        #expect(try await compatIdentifiers(#"kind == "medium""#, in: index) == ["CompatShop:park"])
        let stored = try #require(try await compatSearch(#"title == "Soho""#, in: index).first)
        #expect(stored.attributeSet.thumbnailData == Data([0xFF, 0xD8, 0xFF]))
    }

    @Test func displayImagesHaveEveryAppleForm() {
        let url = URL(fileURLWithPath: "/tmp/a.png")
        #expect(DisplayRepresentation.Image(systemName: "cup") == .systemName("cup"))
        #expect(DisplayRepresentation.Image(systemName: "cup", isTemplate: true) == .systemName("cup"))
        let template: Bool? = nil  // as Apple declares it: an optional hint
        #expect(DisplayRepresentation.Image(named: "mug", isTemplate: template) == .named("mug"))
        #expect(DisplayRepresentation.Image(named: "logo") == .named("logo"))
        #expect(DisplayRepresentation.Image(url: url) == .url(url))
        #expect(DisplayRepresentation.Image(data: Data([1])) == .data(Data([1])))

        let representation = DisplayRepresentation(
            title: "Latte", subtitle: "Large", image: .init(systemName: "cup"), synonyms: ["café latte"])
        #expect(representation.title == "Latte")
        #expect(representation.subtitle == "Large")
        #expect(representation.image == .systemName("cup"))
        #expect(representation.synonyms == ["café latte"])
        let literal: DisplayRepresentation = "Plain"
        #expect(
            literal.title == "Plain" && literal.subtitle == nil && literal.image == nil
                && literal.synonyms.isEmpty)
    }

    // MARK: Enums and queries

    @Test func appEnumCasesHaveDisplayRepresentations() {
        #expect(CompatSize.small.displayRepresentation.title == "Small")
        #expect(CompatSize.small.displayRepresentation.subtitle == "8 oz")
        #expect(CompatSize.small.displayRepresentation.image == .systemName("cup"))
        #expect(CompatSize.large.displayRepresentation.title == "Large")
        // A case without an entry shows its raw value.
        #expect(CompatSize.medium.displayRepresentation.title == "medium")
        #expect(CompatSize.allCases == [.small, .medium, .large])
        #expect(CompatSize.typeDisplayRepresentation.name == "Size")
        #expect(CompatSize.small.localizedStringResource.defaultValue == "Small")
        #expect(CompatSize.medium.localizedStringResource.defaultValue == "medium")
    }

    @Test func enumerableQueriesFindByIdentifierAndSuggestEverything() async throws {
        let query = CompatShop.defaultQuery
        #expect(try await query.entities(for: ["park", "missing", "soho"]).map(\.id) == ["park", "soho"])
        #expect(try await query.entities(for: []).isEmpty)
        #expect(try await query.suggestedEntities().map(\.id) == ["soho", "dock", "park"])
    }

    @Test func anOptionalPropertysComparisonsGetTheValueUnwrapped() throws {
        let comparators = CompatLoanQuery.properties.properties[0].comparators
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let early = CompatLoan(id: "early", due: start)
        let open = CompatLoan(id: "open", due: nil)
        let beforeLater = try comparators[0].map([start.addingTimeInterval(60)])
        #expect(beforeLater(early) && !beforeLater(open))
        #expect(try comparators[1].map([start])(early))
        let around = try comparators[2].map([start.addingTimeInterval(-60), start.addingTimeInterval(60)])
        #expect(around(early) && !around(open))
        // No value to compare with is a typed error, as a value of another type is.
        #expect(throws: EntityQueryComparatorError.self) { try comparators[0].map([Date?.none as Any]) }
    }

    @Test func aQueryByPropertyDeclaresItsComparisonsAndAnswersThem() async throws {
        let declared = CompatBookQuery.properties.properties
        #expect(declared.map(\.keyPath) == [\CompatBook.$title, \CompatBook.$pages])
        #expect(declared[0].comparators.map(\.kind) == [.equalTo, .hasPrefix])
        #expect(declared[1].comparators.map(\.kind) == [.lessThan, .isBetween])
        #expect(
            CompatBookQuery.sortingOptions.options.map(\.keyPath) == [\CompatBook.$title, \CompatBook.$pages])

        // What Shortcuts would send: "title begins with D" and "pages between 400 and 415".
        let beginsWithD = try declared[0].comparators[1].map(["D"])
        let between = try declared[1].comparators[1].map([400, 415])
        // Values that do not fit the comparison are a typed error, never a crash.
        #expect(throws: EntityQueryComparatorError.self) { try declared[0].comparators[1].map([42]) }
        #expect(throws: EntityQueryComparatorError.self) { try declared[1].comparators[1].map([400]) }
        do {
            _ = try declared[1].comparators[0].map(["many"])
        } catch {
            #expect(error.description == #"the lessThan comparator compares with 1 Int value, not [String]"#)
        }
        let query = CompatBookQuery()
        let both = try await query.entities(
            matching: [beginsWithD, between], mode: .and, sortedBy: [], limit: nil)
        #expect(both.map(\.id) == ["a"])
        let either = try await query.entities(
            matching: [beginsWithD, between], mode: .or,
            sortedBy: [EntityQuerySort(by: \CompatBook.$pages, order: .descending)], limit: 1)
        #expect(either.map(\.id) == ["c"])
    }

    // MARK: Uniform types    // MARK: Uniform types

    @Test func builtInUniformTypesAndTheirConformances() throws {
        let jpeg = try #require(UTType("public.jpeg"))
        #expect(jpeg == .jpeg)
        #expect(jpeg.conforms(to: .image))
        #expect(jpeg.conforms(to: .data) && jpeg.conforms(to: .item))
        #expect(!jpeg.conforms(to: .text))
        #expect(jpeg.isSubtype(of: .image) && !jpeg.isSubtype(of: .jpeg))
        #expect(UTType.image.isSupertype(of: jpeg) && !UTType.image.isSupertype(of: .image))
        #expect(jpeg.isDeclared && !jpeg.isDynamic)
        #expect(UTType("com.example.undeclared") == nil)
        #expect(UTType("public.plain-text") == .plainText)
    }

    /// What a messenger's own tests of its file-type table expect on Apple platforms: Apple's
    /// identifiers, the MIME types Apple prefers, a declared type for a calendar file, no type for
    /// what is no tag, dynamic identifiers that give their type back, and a system type imported
    /// by name keeping its parents.
    @Test func typesAnswerAsAppleDeclaresThem() throws {
        #expect(UTType.gif.identifier == "com.compuserve.gif" && UTType("com.compuserve.gif") == .gif)
        #expect(UTType.heif.identifier == "public.heif" && !UTType.heic.conforms(to: .heif))
        #expect(UTType.heic.conforms(to: .image) && UTType.heif.conforms(to: .image))
        // Items stored under the name earlier versions gave GIF images stay images.
        #expect(ContentType.builtIn(identifier: "public.gif")?.conforms(to: .image) == true)
        let calendar = try #require(UTType(filenameExtension: "ics"))
        #expect(calendar.identifier == "com.apple.ical.ics" && calendar.conforms(to: .calendarEvent))
        #expect(UTType(mimeType: "text/calendar") == calendar)
        #expect(UTType(filenameExtension: "") == nil && UTType(mimeType: "") == nil)
        #expect(UTType(mimeType: "unknown") == nil)
        let preferred: [(UTType, String?)] = [
            (.utf8PlainText, "text/plain;charset=utf-8"), (.utf16PlainText, "text/plain;charset=utf-16"),
            (.pythonScript, "text/x-python-script"), (.rubyScript, "text/x-ruby-script"),
            (.mpeg, "video/mpeg"), (.mpeg2Video, "video/mpeg2"), (.wav, "audio/vnd.wave"),
            (.gzip, "application/x-gzip"), (.realityFile, "model/vnd.reality"),
            (.cSource, nil), (.shellScript, nil), (.font, nil), (.calendarEvent, nil), (.emailMessage, nil),
        ]
        for (type, mimeType) in preferred {
            #expect(type.preferredMIMEType == mimeType, "\(type.identifier)")
        }
        #expect(UTType(mimeType: "audio/aac")?.conforms(to: .audio) == true)
        #expect(UTType(mimeType: "video/webm")?.preferredFilenameExtension == "webm")
        #expect(UTType(mimeType: "video/mpeg2") == .mpeg2Video && UTType(mimeType: "video/mpeg") == .mpeg)
        #expect(UTType(mimeType: "audio/vnd.wave") == .wav)
        #expect(UTType(mimeType: "application/octet-stream") == .data)
        #expect(UTType(filenameExtension: "iso")?.conforms(to: .diskImage) == true)
        let dynamic = try #require(UTType(mimeType: "application/x-xyzzy"))
        #expect(dynamic.identifier.allSatisfy { $0.isLetter || $0.isNumber || "-.".contains($0) })
        #expect(UTType(dynamic.identifier)?.preferredMIMEType == "application/x-xyzzy")
        #expect(UTType(importedAs: "com.apple.m4a-audio").conforms(to: .audio))
        #expect(UTType(importedAs: "com.example.sketch", conformingTo: .image).conforms(to: .image))
        #expect(
            UTTypeCreatePreferredIdentifierForTag(kUTTagClassFilenameExtension, "jpg" as NSString, nil)?
                .takeRetainedValue() == "public.jpeg")
    }

    @Test func filenameExtensionsAndMIMETypesFindTheirTypes() throws {
        #expect(UTType(filenameExtension: "MP4") == .mpeg4Movie)
        #expect(UTType(filenameExtension: "mp4")?.conforms(to: .movie) == true)
        #expect(UTType(filenameExtension: "gif") == .gif)
        #expect(UTType(filenameExtension: "js") == .javaScript)
        #expect(UTType(filenameExtension: "csv") == .commaSeparatedText)
        #expect(UTType(mimeType: "image/heic") == .heic)
        #expect(UTType(tag: "png", tagClass: .filenameExtension, conformingTo: nil) == .png)
        #expect(UTType.types(tag: "md", tagClass: .filenameExtension, conformingTo: .text) == [.markdown])
        #expect(UTType.jpeg.tags[.filenameExtension] == ["jpeg", "jpg", "jpe"])
        #expect(UTType.jpeg.preferredMIMEType == "image/jpeg")
        // A declared type that does not conform is no answer.
        #expect(UTType(filenameExtension: "png", conformingTo: .text) == nil)
        // An extension nothing declares gets a dynamic type that keeps it, as on Apple platforms.
        let provision = try #require(UTType(filenameExtension: "mobileprovision", conformingTo: .data))
        #expect(provision.isDynamic && provision.conforms(to: .data))
        #expect(provision.preferredFilenameExtension == "mobileprovision")
        #expect(UTType(filenameExtension: "mobileprovision") == provision)
        // So is the list of a tag's types, as apps that take its first element rely on.
        let wanted = UTType.types(tag: "audio/x-unheard-of", tagClass: .mimeType, conformingTo: .audio)
        #expect(wanted.count == 1 && wanted[0].isDynamic && wanted[0].conforms(to: .audio))
        #expect(
            UTType.types(tag: "audio/x-flac", tagClass: .mimeType, conformingTo: .audio).first?.identifier
                == "org.xiph.flac")
        // Apple's names and members.
        #expect(UTType.calendarEvent == UTType("public.calendar-event"))
        #expect(UTType.font.isDeclared && UTType.font.isPublic && !UTType.pagesDocument.isPublic)
        let supertypes: Set<UTType> = UTType.jpeg.supertypes
        #expect(supertypes.contains(.image) && supertypes.contains(.data) && !supertypes.contains(.jpeg))
        #expect(UTType.plainText.localizedDescription == "plain text")
        #expect(kUTTypeGIF == "com.compuserve.gif" && kUTTypeMPEG4 == "public.mpeg-4")
        #expect(kUTTypeMIDIAudio == UTType.midi.identifier && kUTTypeJPEG2000 == "public.jpeg-2000")
        // An extension Apple spells with capitals is found in any case, and kept as Apple spells it.
        for spelling in ["prefpane", "prefPane", "PREFPANE"] {
            #expect(
                UTType(tag: spelling, tagClass: .filenameExtension, conformingTo: nil)
                    == .systemPreferencesPane)
        }
        #expect(UTType.systemPreferencesPane.preferredFilenameExtension == "prefPane")
    }

    @Test func exportedAndImportedTypesBuildTheirTree() async throws {
        let recipe = UTType(exportedAs: "com.example.recipe", conformingTo: .plainText)
        #expect(recipe.identifier == "com.example.recipe")
        #expect(recipe.tree.prefix(3) == ["com.example.recipe", "public.plain-text", "public.text"])
        #expect(recipe.conforms(to: .text) && recipe.isSubtype(of: .plainText))
        #expect(recipe.isDynamic && !recipe.isDeclared)
        let bare = UTType(exportedAs: "com.example.thing")
        #expect(bare.tree == ["com.example.thing", "public.item"])
        let imported = UTType(importedAs: "com.other.log", conformingTo: .text)
        #expect(imported.conforms(to: .text) && !imported.conforms(to: .image))

        // An item of the type is found by any type in its tree.
        let index = makeCompatIndex()
        let attributes = CSSearchableItemAttributeSet(contentType: recipe)
        attributes.title = "Pancakes"
        try await index.indexSearchableItems([
            CSSearchableItem(uniqueIdentifier: "pancakes", domainIdentifier: nil, attributeSet: attributes),
            makeCompatItem("other"),
        ])
        #expect(
            try await compatIdentifiers(#"contentTypeTree == "public.plain-text""#, in: index) == ["pancakes"]
        )
        #expect(
            try await compatIdentifiers(#"contentType == "com.example.recipe""#, in: index) == ["pancakes"])
    }
}

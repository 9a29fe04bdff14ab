import Foundation
import Searchlight
import Testing

@Suite struct TextSearchTests {
    /// A store of schema version 5 indexed CJK text as bigrams only; opening it re-derives the
    /// full text, so a search of three or more characters (trigrams) finds what it found before.
    @Test func aStoreWithBigramsOnlyIsReindexedOnOpen() async throws {
        let location = temporaryDirectory("cjk-migrate")
        let index = SearchableIndex(location: location)
        try await index.indexSearchableItems([
            makeItem("ja", title: "パッケージ管理"), makeItem("en", title: "Package manager"),
        ])
        let path = index.storePath
        // Stand in for the old index: the item's text replaced by its bigrams, space-separated,
        // which tokenize to the same bigrams at the same positions and no trigrams.
        let connection = try SQLiteConnection(path: path)
        try Self.replaceTitleText(of: "ja", "パッケージ管理", with: "ぱっ っけ けー ーじ じ管 管理", connection)
        #expect(try await search("ケージ", in: index).isEmpty, "the stand-in lacks trigrams")
        #expect(try await search("管理", in: index) == ["ja"])
        try connection.execute("PRAGMA user_version = 5")
        Store.forget(path: path)

        let reopened = SearchableIndex(location: location)
        #expect(try await search("ケージ", in: reopened) == ["ja"])
        #expect(try await search("ッケージ管", in: reopened) == ["ja"])
        #expect(try await search("管理", in: reopened) == ["ja"])
        #expect(try await search("package", in: reopened) == ["en"])
        #expect(try connection.pragmaInt("user_version") == StoreSchema.currentVersion)
        try connection.execute("INSERT INTO item_text(item_text, rank) VALUES ('integrity-check', 0)")
    }

    /// Replaces the full text an item's `title` was indexed under with that of `standIn`, as an
    /// older tokenization left it; returns the item's row id.
    @discardableResult
    static func replaceTitleText(
        of identifier: String, _ title: String, with standIn: String, _ connection: SQLiteConnection
    ) throws -> Int {
        let select = try connection.statement("SELECT id FROM items WHERE uid = ?1")
        select.bind(identifier, at: 1)
        #expect(try select.step())
        let rowID = select.int(0)
        select.reset()
        let columns = TextColumn.allCases.map(\.name).joined(separator: ", ")
        let nulls = Array(repeating: "NULL", count: TextColumn.allCases.count - 1).joined(separator: ", ")
        let delete = try connection.statement(
            "INSERT INTO item_text(item_text, rowid, \(columns)) VALUES ('delete', ?1, ?2, \(nulls))")
        delete.bind(rowID, at: 1)
        delete.bind(title, at: 2)
        try delete.execute()
        let insert = try connection.statement(
            "INSERT INTO item_text(rowid, \(columns)) VALUES (?1, ?2, \(nulls))")
        insert.bind(rowID, at: 1)
        insert.bind(standIn, at: 2)
        try insert.execute()
        return rowID
    }

    @Test(arguments: [
        ("email", ["mail", "plain"]), ("e-mail", ["mail", "plain"]), ("E-Mail client", ["mail"]),
        ("e-mai", ["mail", "plain"]), ("nodejs", ["node"]), ("node.js", ["node"]), ("oreilly", ["book"]),
        ("att", ["bill"]), ("dont", ["towel"]), ("emai", ["mail", "plain"]), ("314", []),
        ("iPhone", ["phone"]), ("panic -e-mail", ["towel"]), ("client -e-mail", []),
    ])
    func wordsJoinedByPunctuationAreFoundWrittenTogether(query: String, expected: [String]) async throws {
        let found = try await Self.found(
            query,
            among: [
                makeItem("mail", title: "E-mail client"), makeItem("plain", title: "Email"),
                makeItem("node", title: "Node.js handbook"), makeItem("book", title: "O’Reilly Media"),
                makeItem("bill", title: "AT&T bill"), makeItem("towel", title: "Don't panic"),
                makeItem("pi", title: "Pi is 3.14"), makeItem("phone", title: "iphone stand"),
            ])
        #expect(found == expected)
    }

    /// The identifiers, sorted, that searching `query` finds in a new index of `items`.
    static func found(_ query: String, among items: [SearchableItem]) async throws -> [String] {
        let index = makeIndex()
        try await index.indexSearchableItems(items)
        return try await search(query, in: index).sorted()
    }

    @Test(arguments: [
        ("c++", ["cpp", "cpp17"]), ("C++ ", ["cpp", "cpp17"]), ("c#", ["csharp"]), ("f#", ["fsharp"]),
        ("g++", ["gpp"]), ("c programming", ["c"]), ("c++ programming", ["cpp"]), ("notepad", ["notepad"]),
        ("c++17", ["cpp17"]),
    ])
    func languageNamesWithMarksAreWordsOfTheirOwn(query: String, expected: [String]) async throws {
        let found = try await Self.found(
            query,
            among: [
                makeItem("cpp", title: "C++ programming primer"), makeItem("cpp17", title: "C++17 features"),
                makeItem("csharp", title: "C# in depth"), makeItem("fsharp", title: "F# for fun"),
                makeItem("gpp", title: "g++-12 compiler"), makeItem("c", title: "The C programming language"),
                makeItem("notepad", title: "Notepad++ plugins"),
            ])
        #expect(found == expected)
    }

    @Test(arguments: [
        ("🎉", ["party"]), ("🎉 party", ["party"]), ("party 🎉", ["party"]), ("🎈", ["party"]),
        ("👍", ["thumbs", "toned"]), ("👍🏽", ["thumbs", "toned"]), ("✅", ["done"]), ("done", ["done"]),
        ("✅done", ["done"]), ("🇯🇵", ["flag"]), ("👨‍👩‍👧", ["family"]), ("👧", ["family"]), ("🍣", []),
        ("™", ["brand"]), ("©", []),
    ])
    func emojiAreWordsOfTheirOwn(query: String, expected: [String]) async throws {
        let found = try await Self.found(
            query,
            among: [
                makeItem("party", title: "🎉 Party planning", text: "balloons 🎈and cake"),
                makeItem("thumbs", title: "Feedback 👍"), makeItem("toned", title: "Great work👍🏾"),
                makeItem("done", title: "✅done list"), makeItem("flag", title: "Trip to 🇯🇵 Japan"),
                makeItem("family", title: "Holiday 👨‍👩‍👧 photos"), makeItem("brand", title: "Acme™ © 2026"),
            ])
        #expect(found == expected)
    }

    /// A store of schema version 8 indexed no emoji; opening it re-derives every item's tokens,
    /// so `🎉` finds the party.
    @Test func aStoreWithoutEmojiIsReindexedOnOpen() async throws {
        try await Self.expectReindexedOnOpen(
            fromVersion: 8, item: "party", title: "🎉 Party planning", olderText: "Party planning", query: "🎉")
    }

    /// A store of schema version 9 kept `$1,250.00` as `1 250 00` only; opening it re-derives
    /// every item's tokens, so `1250` finds it.
    @Test func aStoreWithoutWholeNumbersIsReindexedOnOpen() async throws {
        try await Self.expectReindexedOnOpen(
            fromVersion: 9, item: "invoice", title: "Invoice $1,250.00", olderText: "Invoice 1 250 00",
            query: "invoice 1250")
    }

    /// A store of schema version 12 kept a Thai run as one word, found only by its beginning;
    /// opening it re-derives every item's tokens, so a word inside the run finds it.
    @Test func aStoreWithThaiAsWordsIsReindexedOnOpen() async throws {
        try await Self.expectReindexedOnOpen(
            fromVersion: 12, item: "bangkok", title: "คู่มือท่องเที่ยวกรุงเทพ", olderText: "Bangkok guide",
            query: "กรุงเทพ")
    }

    /// A store of schema version 14 kept Hebrew points and Arabic harakat in its words; opening it
    /// re-derives every item's tokens, so the word written without them finds the item.
    @Test func aStoreWithVowelPointsIsReindexedOnOpen() async throws {
        try await Self.expectReindexedOnOpen(
            fromVersion: 14, item: "list", title: "רשימת קניות: חָלָב", olderText: "Shopping list", query: "חלב"
        )
    }

    /// Version 15 did not store a versioned name's letters: opening the store re-derives its
    /// tokens, so `sqlite ` finds `sqlite3`.
    @Test func aStoreWithoutVersionedNamesLettersIsReindexedOnOpen() async throws {
        try await Self.expectReindexedOnOpen(
            fromVersion: 15, item: "tool", title: "sqlite3", olderText: "Shell", query: "sqlite ")
    }

    /// The migration that re-derives every item's tokens also rebuilds the frequent words' top
    /// lists it dropped, so a store only searched after the upgrade has them.
    @Test func anUpgradedStoreHasItsTopListsBeforeAnyWrite() async throws {
        let location = temporaryDirectory("migrate-lists")
        let index = SearchableIndex(location: location)
        try await index.indexSearchableItems(
            (0..<2_000).map { makeItem("n\($0)", title: "Note \($0)", text: "a shared word") })
        await index.finishMaintenance()
        let connection = try SQLiteConnection(path: index.storePath)
        func listCount() throws -> Int {
            let count = try connection.statement("SELECT count(*) FROM term_tops")
            defer { count.reset() }
            _ = try count.step()
            return count.int(0)
        }
        #expect(try listCount() > 0)
        let reopened = try Self.reopen(location, path: index.storePath, asVersion: 15, connection)
        #expect(try await search("shared ", in: reopened).count == 2_000)
        #expect(try connection.pragmaInt("user_version") == StoreSchema.currentVersion)
        #expect(try listCount() > 0, "the lists dropped by the migration are back")
    }

    /// Text written with vowel points or harakat and text written without find each other, as
    /// most Hebrew and Arabic is typed without them.
    @Test(arguments: [
        ("חלב", ["milk"]), ("חָלָב", ["milk"]), ("ולחם", ["milk"]), ("מחר", ["tomorrow"]),
        ("مذكرات", ["minutes"]), ("مُذَكِّرَات", ["minutes"]), ("الاجتماع", ["minutes"]), ("كتاب", ["book"]),
    ])
    func vowelPointsAreLeftOutOnBothSides(query: String, expected: [String]) async throws {
        let found = try await Self.found(
            query,
            among: [
                makeItem("milk", title: "רשימת קניות", text: "חָלָב וְלֶחֶם"), makeItem("tomorrow", title: "מָחָר"),
                makeItem("minutes", title: "مُذَكِّرَات الاجتماع"), makeItem("book", title: "كـتـاب جديد"),
            ])
        #expect(found == expected)
    }

    /// Hindi typed with or without the nukta, digits of any script, and numbers as India and
    /// online shops write them find each other: a mobile in two groups of five, a landline with
    /// its trunk 0 by the country code, lakhs, and an order number in hyphened groups.
    @Test(arguments: [
        ("फोन", ["phone"]), ("फ़ोन", ["phone"]), ("ज़िंदगी", ["life"]), ("जिंदगी", ["life"]), ("4200", ["rent"]),
        ("४२००", ["rent"]), ("9822045678", ["mobile"]), ("+919822045678", ["mobile"]),
        ("+91 98220 45678", ["mobile"]), ("+91 20 2565 1234", ["landline"]), ("2025651234", ["landline"]),
        ("184250", ["salary"]), ("40877345219983346", ["order"]), ("408-7734521-9983346", ["order"]),
    ])
    func indianWritingAndNumbersAreFoundAsTyped(query: String, expected: [String]) async throws {
        let found = try await Self.found(
            query,
            among: [
                makeItem("phone", title: "नया फ़ोन"), makeItem("life", title: "जिंदगी की बातें"),
                makeItem("rent", title: "किराया ₹४,२०० जमा"), makeItem("mobile", title: "Ravi +91 98220 45678"),
                makeItem("landline", title: "Clinic 020 2565 1234"),
                makeItem("salary", title: "CTC ₹1,84,250"),
                makeItem("order", title: "Order 408-7734521-9983346 shipped"),
            ])
        #expect(found == expected)
    }

    /// Numbers written with full-width marks, as Japanese and Chinese text writes them, are
    /// found typed with their digits together, in either width.
    @Test(arguments: [
        ("7480", ["lunch"]), ("７４８０", ["lunch"]), ("09012345678", ["mobile"]), ("9012345678", ["mobile"]),
        ("12500", ["fare"]),
    ])
    func numbersWithFullWidthMarksAreFoundAsTyped(query: String, expected: [String]) async throws {
        let found = try await Self.found(
            query,
            among: [
                makeItem("lunch", title: "ランチ代 ７，４８０円"), makeItem("mobile", title: "田中 ０９０－１２３４－５６７８"),
                makeItem("fare", title: "新幹線 12，500円"),
            ])
        #expect(found == expected)
    }

    /// German typed without umlauts (`ae`, `oe`, `ue`, as addresses and file names write it)
    /// finds the words written with them, and the other way round; so does the diaeresis
    /// combined with its letter.
    @Test(arguments: [
        ("mieterhoehung", ["letter", "file"]), ("mieterhöhung", ["letter", "file"]), ("schroeder", ["card"]),
        ("schröder", ["card"]), ("schroder", ["card"]), ("gruenwald", ["decomposed"]),
    ])
    func germanWordsAreFoundWithAndWithoutUmlauts(query: String, expected: [String]) async throws {
        let found = try await Self.found(
            query,
            among: [
                makeItem("letter", title: "Mieterhöhung ab 01.02.2027"),
                makeItem("card", title: "Birgit Schröder"),
                makeItem("file", title: "Widerspruch_Mieterhoehung.docx"),
                makeItem("decomposed", title: "Hausverwaltung Gru\u{308}nwald"),
            ])
        #expect(found.sorted() == expected.sorted())
    }

    /// A phone number written with a long group after its country code or trunk 0, as much of
    /// Europe writes it, is found typed solid, with either prefix.
    @Test(arguments: [
        ("015733449921", "mobile"), ("+4915733449921", "mobile"), ("15733449921", "mobile"),
        ("03012345678", "office"),
    ])
    func europeanPhoneNumbersAreFoundTypedSolid(query: String, expected: String) async throws {
        let found = try await Self.found(
            query,
            among: [
                makeItem("mobile", title: "Aylin +49 157 33449921"),
                makeItem("office", title: "Praxis 030 12345678"),
            ])
        #expect(found == [expected])
    }

    /// A phone number stored solid with its country code, as address books and vCards keep it,
    /// is found as dialled at home and typed in groups; and one typed with its country code finds
    /// a North American number written without it.
    @Test(arguments: [
        ("015170011223", ["card"]), ("0151 70011223", ["card"]), ("15170011223", ["card"]),
        ("+4915170011223", ["card"]), ("+49 151 70011223", ["card"]), ("9375550199", ["dayton", "flyer"]),
        ("555-0199", ["dayton", "flyer"]), ("(937) 555-0199", ["dayton", "flyer"]),
        ("+19375550199", ["dayton", "flyer"]), ("+44 20 7946 0958", ["london"]),
        ("020 7946 0958", ["london"]),
    ])
    func phoneNumbersStoredSolidAreFoundAsDialledAtHome(query: String, expected: [String]) async throws {
        var card = makeItem("card", title: "Anna Schmidt", contentType: .contact)
        card.attributeSet.phoneNumbers = ["+4915170011223"]
        var dayton = makeItem("dayton", title: "Ray Kowalski", contentType: .contact)
        dayton.attributeSet.phoneNumbers = ["+19375550199"]
        var london = makeItem("london", title: "Flat agent", contentType: .contact)
        london.attributeSet.phoneNumbers = ["+442079460958"]
        let found = try await Self.found(
            query, among: [card, dayton, london, makeItem("flyer", title: "Bake sale: call 937-555-0199")])
        #expect(found.sorted() == expected.sorted())
    }

    /// A bookmark is found by its web address, typed in part or pasted whole.
    @Test(arguments: [
        ("irctc.co.in", ["ticket"]), ("hindi-kavita", ["poem"]),
        ("https://www.irctc.co.in/nget/train-search", ["ticket"]),
        ("train-search", ["ticket"]), ("url:kavita", ["poem"]),
    ])
    func aBookmarkIsFoundByItsAddress(query: String, expected: [String]) async throws {
        var ticket = makeItem("ticket", title: "IRCTC Next Generation eTicketing", contentType: .bookmark)
        ticket.attributeSet.url = URL(string: "https://www.irctc.co.in/nget/train-search")
        var poem = makeItem("poem", title: "Hanuman Chalisa", contentType: .bookmark)
        poem.attributeSet.url = URL(string: "https://www.hindi-kavita.com/HindiHanumanChalisa.php")
        #expect(try await Self.found(query, among: [ticket, poem]) == expected)
    }

    /// Version 12 folded a Thai title with its marks; opening the store folds its values again, so
    /// a comparison that ignores diacritics finds the title as it finds a new one.
    @Test func aStoreWithThaiFoldedWithItsMarksIsRefoldedOnOpen() async throws {
        let older = try await Self.olderStore(
            item: "bangkok", title: "คู่มือท่องเที่ยวกรุงเทพ", olderText: "Bangkok guide")
        try older.connection.execute(
            """
            UPDATE attribute_values SET folded = text WHERE key = 'title';
            DELETE FROM title_trigrams;
            INSERT INTO title_trigrams(rowid, folded) SELECT item, folded FROM attribute_values WHERE key = 'title';
            """)
        #expect(try await query(#"title == "*ท่องเที่ยว*"cd"#, in: older.index).isEmpty, "the stand-in is stale")
        let reopened = try Self.reopen(older.location, path: older.path, asVersion: 12, older.connection)
        #expect(try await query(#"title == "*ท่องเที่ยว*"cd"#, in: reopened) == ["bangkok"])
        #expect(try await query(#"title == "*ทองเทยว*"cd"#, in: reopened) == ["bangkok"])
    }

    /// Thai, Lao, Myanmar and Khmer write words without spaces: any part of a run finds it, as
    /// in Chinese, whatever vowel and tone marks the search is typed with.
    @Test(arguments: [
        ("กรุงเทพ", ["thai"]), ("ท่องเที่ยว", ["thai"]), ("คู่มือ", ["thai"]), ("ทพ", ["thai"]),
        ("วัด", ["temple"]), ("พระแก้ว", ["temple"]), ("ວຽງຈັນ", ["lao"]), ("ຈັນ", ["lao"]),
        ("ရန်ကုန်", ["myanmar"]), ("ភ្នំពេញ", ["khmer"]), ("guide กรุงเทพ", ["thai"]), ("กรุงเทพ guide", ["thai"]),
        ("กรุงโซล", []),
    ])
    func scriptsWithoutSpacesAreFoundByAnyPartOfARun(query: String, expected: [String]) async throws {
        let found = try await Self.found(
            query,
            among: [
                makeItem("thai", title: "คู่มือท่องเที่ยวกรุงเทพ guide"), makeItem("temple", title: "วัดพระแก้ว"),
                makeItem("lao", title: "ນະຄອນຫຼວງວຽງຈັນ"), makeItem("myanmar", title: "ရန်ကုန်မြို့"),
                makeItem("khmer", title: "រាជធានីភ្នំពេញ"),
            ])
        #expect(found == expected)
    }

    /// Numbers people type without their marks, and ligatures of text taken from PDFs.
    @Test func numbersAndLigaturesAreFoundAsPeopleTypeThem() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("invoice", title: "Invoice $1,250.00 paid"),
            makeItem("dentist", title: "Dentist", text: "Call (555) 123-4567 to move it"),
            makeItem("office", title: "London office", text: "+44 20 7946 0958"),
            makeItem("finance", title: "ﬁnance oﬃce ﬂoor"),
            makeItem("date", title: "Trip 2026-11-30"),
        ])
        #expect(try await search("1250", in: index) == ["invoice"])
        #expect(try await search("1,250", in: index) == ["invoice"])
        #expect(try await search("5551234567", in: index) == ["dentist"])
        #expect(try await search("555-123-4567", in: index) == ["dentist"])
        #expect(try await search("555123", in: index) == ["dentist"])
        #expect(try await search("02079460958", in: index) == ["office"], "as dialled in the UK")
        #expect(try await search("020 7946 0958", in: index) == ["office"])
        #expect(try await search("442079460958", in: index) == ["office"])
        #expect(try await search("finance office floor", in: index) == ["finance"])
        #expect(try await search("ﬁnance", in: index) == ["finance"])
        #expect(try await search("20261130", in: index).isEmpty)
        #expect(try await search("2026-11-30", in: index) == ["date"])
        // An ISO date is also found by its month's name and its day.
        #expect(try await search("november 30", in: index) == ["date"])
        #expect(try await search("30 nov", in: index) == ["date"])
    }

    /// Phone numbers typed with or without their country or area code, in another grouping than the
    /// item's, or in pairs; and the part of a model or version number a person remembers.
    @Test func phoneAndModelNumbersAreFoundByThePartsPeopleType() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("dentist", title: "Dentist", text: "Call +1 415-555-0134 to confirm"),
            makeItem("plumber", title: "Plumber", text: "Phone 5105550190"),
            makeItem("paris", title: "Paris office", text: "Standard 01 23 45 67 89"),
            makeItem("tollfree", title: "Support line", text: "1-800-555-0199"),
            makeItem("release", title: "Release v2.3.1 notes"),
            makeItem("headphones", title: "Sony WH-1000XM5 headphones"),
            makeItem("commit", title: "Commit 3f2a9b7c1d"),
            makeItem("trip", title: "Trip 2026-11-30"),
        ])
        #expect(try await search("4155550134", in: index) == ["dentist"])
        #expect(try await search("+1 (415) 555-0134", in: index) == ["dentist"])
        #expect(try await search("(510) 555-0190", in: index) == ["plumber"])
        #expect(try await search("510 555 0190", in: index) == ["plumber"])
        #expect(try await search("0123456789", in: index) == ["paris"])
        #expect(try await search("8005550199", in: index) == ["tollfree"])
        // Within the area, the seven-digit local number: typed solid or grouped.
        #expect(try await search("5550134", in: index) == ["dentist"])
        #expect(try await search("555-0199", in: index) == ["tollfree"])
        #expect(try await search("5550190", in: index).isEmpty, "written solid: no groups to tell it by")
        #expect(try await search("2.3.1", in: index) == ["release"])
        #expect(try await search("xm5", in: index) == ["headphones"])
        #expect(try await search("wh1000xm5", in: index) == ["headphones"])
        #expect(try await search("2a9b7c1d", in: index).isEmpty, "a hash is typed whole")
        #expect(try await search("261130", in: index).isEmpty, "a date's groups are not a phone number")
        let tokens = DocumentTokenizer.tokens("2024 2025 h2o")
        #expect(!tokens.contains("o"), "an end of one letter would find every word with it")
        #expect(try await search("2024 2025", in: index).isEmpty)
    }

    /// CJK text typed without the spaces the item has finds it, and text that matches as typed
    /// is not split.
    @Test func cjkTypedWithoutTheItemsSpacesFindsIt() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("tower", title: "東京 タワー の 夜景"),
            makeItem("seoul", title: "서울 타워 전망대"),
            makeItem("duck", title: "北京 烤鸭 餐厅"),
            makeItem("solid", title: "東京タワーの歴史"),
        ])
        // The item about the tower without its night view follows, as one holding all but one
        // of the words.
        #expect(try await search("東京タワーの夜景", in: index) == ["tower", "solid"])
        // A Latin word typed against CJK text is a word of its own.
        try await index.indexSearchableItems([makeItem("zip", title: "ZIP 形式の圧縮ファイルを展開")])
        #expect(try await search("zipファイル", in: index) == ["zip"])
        #expect(try await search("ファイルzip", in: index) == ["zip"])
        #expect(try await search("서울타워", in: index) == ["seoul"])
        #expect(try await search("北京烤鸭", in: index) == ["duck"])
        #expect(try await search("東京タワー", in: index) == ["solid"], "found as typed: not split")
        #expect(try await search("京都タワー", in: index, context: everyWordContext).isEmpty)
    }

    /// A name with its version number is found by the name typed in full, and before the items
    /// that only mention the name: `sqlite ` is the `sqlite3` tool, `python` is `python3`.
    @Test func aVersionedNameIsFoundByItsNameTypedInFull() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("tool", title: "sqlite3", text: "Command line interface"),
            makeItem("binding", title: "cl-sqlite", text: "Common Lisp binding for sqlite databases"),
            makeItem("python", title: "python3", text: "Interactive high-level language"),
            makeItem("docs", title: "python3-docs", text: "Python documentation"),
            makeItem("stack", title: "Notes on the x11 stack"),
        ])
        #expect(try await search("sqlite ", in: index) == ["tool", "binding"])
        #expect(try await search("sqlite", in: index).first == "tool")
        #expect(try await search("python", in: index).first == "python")
        #expect(try await search("python3", in: index).first == "python")
        #expect(
            !DocumentTokenizer.tokens("x11 v2 3d").contains("x"), "one letter would find every word with it")
        #expect(DocumentTokenizer.tokens("gtk4").contains("gtk"))
    }

    /// A text with little words shows the first of the same results whatever the number of
    /// results asked for: ranking what its words that matter find with what it finds as typed
    /// does not depend on how many were wanted.
    @Test func aTextWithLittleWordsRanksAlikeForEveryLimit() async throws {
        let index = try await Self.indexWithLongTexts(
            holding: "what is kept in sqlite", count: 4,
            beside: [makeItem("tool", title: "sqlite", text: "Command line interface for sqlite")],
            othersText: "what is this")
        let everything = try await search("what is sqlite", in: index)
        #expect(everything.first == "tool")
        for limit in 1...4 {
            var context = UserQueryContext()
            context.maxResultCount = limit
            #expect(
                try await search("what is sqlite", in: index, context: context)
                    == Array(everything.prefix(limit)))
        }
    }

    /// A CJK text with a particle is ranked with what its words find apart: a long text that
    /// happens to hold `音楽の再生` does not come before the player whose name and text hold
    /// `音楽` and `再生`.
    @Test func aParticleInACJKTextDoesNotPutALongTextFirst() async throws {
        let index = try await Self.indexWithLongTexts(
            holding: "音楽の再生", beside: [makeItem("player", title: "音楽プレーヤー", text: "音楽ファイルを再生します")],
            othersText: "ほかの文書")
        #expect(try await search("音楽の再生", in: index) == ["player", "long0"])
    }

    /// A katakana word is found written with or without its final `ー`, as Japanese writes it
    /// both ways (`ブラウザー`, `ブラウザ`), and ranked alike: a title in the other spelling comes
    /// before a long text that happens to hold the one typed. A short word keeps its mark (`キー`
    /// is not `キ`).
    @Test func aKatakanaWordIsFoundWithOrWithoutItsFinalLongVowelMark() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("browser", title: "ウェブブラウザ"), makeItem("settings", title: "ブラウザーの設定"),
            makeItem("key", title: "キーボード"), makeItem("ki", title: "キリン"),
            makeItem(
                "manual", title: "取扱説明書",
                text: "この文書では、ネットワークの設定、プリンタの追加、ファイルの共有、ブラウザーの拡張機能の入れ方、"
                    + "バックアップの取り方と、よくある質問への答えを順に説明します。"),
        ])
        #expect(try await Set(search("ブラウザー", in: index)) == ["browser", "settings", "manual"])
        #expect(try await search("ブラウザー", in: index).last == "manual", "a title in either spelling first")
        #expect(try await Set(search("ブラウザ", in: index)) == ["browser", "settings", "manual"])
        #expect(try await search("キー", in: index) == ["key"])
        // Nor does a katakana word of two characters after another script: `のカラー` is not
        // `のから`, which the index, folding kana, holds in `駅前のからあげ`.
        try await index.indexSearchableItems([makeItem("fried", title: "駅前のからあげ")])
        #expect(try await search("のカラー", in: index).isEmpty)
    }

    /// A loanword is found however a text spells it, as Japanese writes many two or three ways
    /// (`プレーヤー`, `プレイヤー`; `インターフェース`, `インターフェイス`, `インタフェース`;
    /// `ウインドウ`, `ウィンドウ`; `ビューア`, `ビューワー`; `ヴァイオリン`, `バイオリン`); the items that
    /// spell it as typed come first, and a word's first syllables keep their mark (`サーバ` is not
    /// `サバ`).
    @Test func aLoanwordIsFoundHoweverATextSpellsIt() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("player", title: "音楽プレイヤー"), makeItem("typed", title: "動画プレーヤー"),
            makeItem("viewer", title: "PDFビューア"), makeItem("window", title: "ウィンドウマネージャ"),
            makeItem("interface", title: "ネットワークインタフェース"), makeItem("violin", title: "ヴァイオリン教本"),
            makeItem("server", title: "サーバ管理"), makeItem("mackerel", title: "サバの味噌煮"),
        ])
        #expect(try await search("音楽プレーヤー", in: index) == ["player"])
        #expect(try await search("プレーヤー", in: index) == ["typed", "player"])
        #expect(try await search("PDF ビューワー", in: index) == ["viewer"])
        #expect(try await search("ウインドウ", in: index) == ["window"])
        #expect(try await search("インターフェース", in: index) == ["interface"])
        #expect(try await search("インターフェイス", in: index) == ["interface"])
        #expect(try await search("バイオリン", in: index) == ["violin"])
        #expect(try await search("ヴァイオリン", in: index) == ["violin"])
        #expect(try await search("サーバ", in: index) == ["server"])
        // A part of a word (it begins with `ン`, `ー` or a small kana) is searched as written.
        #expect(try await search("ェイス", in: index).isEmpty)
        // A short word of kana no item holds is not cut in two and found inside other words.
        try await index.indexSearchableItems([makeItem("fault", title: "フォルトトレラント")])
        #expect(try await search("トレント", in: index).isEmpty)
        #expect(try await search("トレラント", in: index) == ["fault"])
    }

    /// A question's words that matter, as typed, come before other forms of them beside its
    /// little words: a long text holding `how`, `compressed` and `file` is not what
    /// `how to compress files` means first.
    @Test func aQuestionsWordsAsTypedComeBeforeOtherFormsBesideItsLittleWords() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("tool", title: "Squeeze", text: "Compress files and folders into one archive"),
            makeItem(
                "manual", title: "Backup manual",
                text: "Explains how the backup is compressed and where each file is kept"),
            makeItem("only", title: "How it works", text: "Compress files here"),
        ])
        let found = try await search("how to compress files", in: index)
        #expect(found.first == "only", "every word as typed")
        #expect(found.count == 3)
        #expect(found.firstIndex(of: "tool")! < found.firstIndex(of: "manual")!)
    }

    /// A pasted error message finds what it names, not what holds the message's own words
    /// (`bash: unzip: command not found` is `unzip`); the message alone is still searched as typed.
    @Test func aPastedErrorMessageFindsWhatItNames() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem(
                "command-not-found", title: "command-not-found",
                text: "Suggests the package to install when a command is not found in bash"),
            makeItem("unzip", title: "unzip", text: "De-archiver for .zip files"),
            makeItem("psmisc", title: "psmisc", text: "killall: kills processes by name"),
            makeItem("neofetch", title: "neofetch", text: "Shows system information"),
            makeItem("curl", title: "curl", text: "Command line tool for transferring data with URL syntax"),
            makeItem(
                "s3curl", title: "s3curl",
                text: "Amazon S3 wrapper around curl; prints bash: curl: command not found without it"),
        ])
        #expect(try await search("bash: unzip: command not found", in: index).first == "unzip")
        // An item quoting the message is no closer to it than the item it names.
        #expect(try await search("bash: curl: command not found", in: index).first == "curl")
        #expect(try await search("killall command not found", in: index).first == "psmisc")
        #expect(try await search("E: Unable to locate package neofetch", in: index).first == "neofetch")
        #expect(try await search("command not found", in: index).first == "command-not-found")
    }

    /// A compiler's or linker's message names a library by its header (`gmp.h`) or by `-l`
    /// (`-lgfortran`, no exclusion there): the library's name is searched, not a slip of it.
    @Test func aMissingHeaderOrLibraryFindsTheLibrary() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem(
                "gmp", title: "libgmp-dev", text: "Multiprecision arithmetic library: GMP development files"),
            makeItem("gmsh", title: "gmsh", text: "Three-dimensional finite element mesh generator"),
            makeItem("fortran", title: "gfortran", text: "GNU Fortran 95 compiler"),
            makeItem("wiggle", title: "wiggle", text: "apply patches that cannot find their context"),
            makeItem("salad", title: "salads", text: "A library of salad recipes with lettuce"),
        ])
        #expect(try await search("fatal error: gmp.h: No such file or directory", in: index) == ["gmp"])
        #expect(try await search("gmp.h", in: index) == ["gmp"])
        #expect(try await search("/usr/bin/ld: cannot find -lgfortran", in: index) == ["fortran"])
        // Outside such a message a minus still excludes, a colon before it or not.
        #expect(try await search("library -gmp", in: index) == ["salad"])
        #expect(try await search("note: library -lettuce", in: index) == ["gmp"])
    }

    /// A package manager's install command pasted before a name searches the name (`sudo apt
    /// install -y vlc`), and letters typed in full width are the ASCII ones (`ＳＳＨサーバ`).
    @Test func aPastedInstallCommandAndFullWidthLettersSearchWhatTheyName() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("vlc", title: "vlc", text: "Multimedia player and streamer"),
            makeItem("apt", title: "apt", text: "Commandline package manager: install and remove packages"),
            makeItem("ssh", title: "SSH サーバ", text: "リモートログイン"),
            makeItem("web", title: "ウェブサーバ", text: "HTTP"),
        ])
        #expect(try await search("sudo apt install -y vlc", in: index) == ["vlc"])
        #expect(try await search("apt install", in: index) == ["apt"], "the command alone is searched")
        let fullWidth = try await search("ＳＳＨサーバ", in: index)
        #expect(fullWidth.first == "ssh")
        #expect(fullWidth == (try await search("SSHサーバ", in: index)))
    }

    /// What a text's words that matter find is ranked with what the text finds as typed: a long
    /// text that mentions every word in passing, the little one too, does not come first for it,
    /// while an item holding every word as typed keeps its advantage.
    @Test func aLittleWordAloneDoesNotPutALongTextFirst() async throws {
        let index = try await Self.indexWithLongTexts(
            holding: "an app for taking notes",
            beside: [makeItem("notes", title: "Notes app", text: "Taking notes quickly")],
            othersText: "for something else")
        #expect(try await search("app for taking notes", in: index) == ["notes", "long0"])
        try await index.indexSearchableItems([
            makeItem("guide", title: "Guide", text: "An app for taking notes")
        ])
        #expect(try await search("app for taking notes", in: index).first == "guide")
    }

    /// Words a person asks with (`a good markdown editor`, `the best … for linux`) are little
    /// words, and a short page of a long text that holds every word in passing is ranked with
    /// what all but one of them find: the editor comes before the manual that mentions them all.
    @Test func wordsOfAskingAndWordsInPassingDoNotPutALongTextFirst() async throws {
        let apart = (0..<60).map { "filler\($0 % 40)" }.joined(separator: " ")
        let index = try await Self.indexWithLongTexts(
            holding: ["the best", "markdown", "an editor", "for linux", "a good one"].joined(
                separator: " \(apart) "),
            beside: [makeItem("editor", title: "Apostrophe", text: "Markdown editor")],
            othersText: "for something else")
        #expect(try await search("good markdown editor", in: index).first == "editor")
        #expect(try await search("a good markdown editor", in: index).first == "editor")
        let asked = try await scoredSearch("best markdown editor for linux", in: index)
        #expect(asked.map(\.id) == ["editor", "long0"], "\(asked)")
        // A page the words fill is left as it is: no items holding only some of them.
        #expect(try await search("markdown editor", in: index) == ["editor", "long0"])
    }

    /// A name typed with capitals or punctuation the item's name lacks, or with the punctuation it
    /// has (`LibreOffice` for `libreoffice`, `NetworkManager` for `network-manager`, `yt-dlp`), is
    /// still the name typed: the item so named comes before texts that mention it often. Each
    /// way of writing the word is the same word, so a text holding both is not counted twice.
    @Test func aNameTypedInAnotherCaseOrPunctuationIsStillTheName() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems(
            [
                makeItem("suite", title: "libreoffice", text: "office productivity suite"),
                makeItem(
                    "tests", title: "libreoffice-tests",
                    text: "LibreOffice tests for LibreOffice and LibreOffice"),
                makeItem("nm", title: "network-manager", text: "network management daemon"),
                makeItem("applet", title: "nm-applet", text: "applet for NetworkManager, NetworkManager"),
                makeItem("dlp", title: "yt-dlp", text: "video downloader"),
                makeItem(
                    "gui", title: "youtubedl-gui", text: "front end to yt-dlp: runs yt-dlp, installs yt-dlp"),
            ] + (0..<20).map { makeItem("other\($0)", title: "Other \($0)", text: "unrelated") })
        #expect(try await search("LibreOffice", in: index).first == "suite")
        #expect(try await search("NetworkManager", in: index).first == "nm")
        #expect(try await search("network-manager", in: index).first == "nm")
        #expect(try await search("yt-dlp", in: index).first == "dlp")
        // `OR` between words the person typed still counts an item holding both.
        #expect(try await search("daemon OR downloader", in: index).count == 2)
    }

    /// A name typed first, then what the person says of it (`vlc player`, `gimp image editor`),
    /// puts the item of that name first, before those whose names only hold it
    /// (`vlc-plugin-…`) and those that mention both words more often.
    @Test func aNameTypedThenDescribedPutsTheNamedItemFirst() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems(
            [
                makeItem("vlc", title: "vlc", text: "multimedia player and streamer"),
                makeItem("plugin", title: "vlc-plugin-video", text: "video output plugin for the vlc player"),
                makeItem("python", title: "python3-vlc", text: "vlc player bindings: drive the vlc player"),
            ] + (0..<20).map { makeItem("other\($0)", title: "Other \($0)", text: "unrelated player") })
        #expect(try await search("vlc player", in: index).first == "vlc")
        // Typed after what is said of it, the name is one word among others.
        #expect(try await search("player vlc", in: index).first != "vlc")
    }

    /// In a store of a few items, a word most of them hold still counts: the item that is about
    /// it, short and holding it twice, comes before one that mentions it once in a longer text.
    @Test func aWordMostItemsOfASmallStoreHoldStillRanksThem() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem(
                "passing", title: "Trip", text: "Packing list, tickets, the hotel and a meeting on Friday"),
            makeItem("about", title: "Meeting", text: "Meeting notes"),
            makeItem("other", title: "Meeting room", text: "Booked"),
        ])
        let scored = try await scoredSearch("meeting", in: index)
        #expect(scored.map(\.id).first == "about")
        #expect(scored.allSatisfy { $0.score > 0.01 }, "\(scored)")
    }

    /// A text no item holds every word of finds the items holding all but one, those holding
    /// its rarer words first; one that finds anything is not widened, and little words alone
    /// find nothing.
    @Test func aTextNoItemHoldsWhollyFindsTheItemsHoldingAllButOneWord() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("carbonara", title: "Carbonara", text: "Roman pasta with guanciale"),
            makeItem("soup", title: "Soup recipe"),
            makeItem("cake", title: "Cake recipe"),
            makeItem("lyon", title: "Photos of Lyon"),
        ])
        #expect(try await search("carbonara recipe", in: index).first == "carbonara")
        #expect(try await Set(search("carbonara recipe", in: index)) == ["carbonara", "soup", "cake"])
        #expect(try await search("soup recipe", in: index) == ["soup"])
        #expect(try await search("photos from paris", in: index) == ["lyon"])
        #expect(try await search("the zebra", in: index).isEmpty)
        #expect(try await search("zebra", in: index).isEmpty)
    }

    /// Letters and digits typed solid find an item that writes them apart, once the words as
    /// typed find nothing.
    @Test func lettersAndDigitsTypedSolidFindTheItemThatWritesThemApart() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("shower", title: "Baby shower", text: "Sat. Apr. 6th @ 2 p.m."),
            makeItem("weight", title: "Weight", text: "Down to 72.5 kg this week"),
            makeItem("flight", title: "Flight UA 123", text: "Gate B22"),
            makeItem("ipv6", title: "IPv6 setup"),
        ])
        #expect(try await search("2pm", in: index) == ["shower"])
        #expect(try await search("72.5kg", in: index) == ["weight"])
        #expect(try await search("ua123", in: index) == ["flight"])
        #expect(try await search("ipv6", in: index) == ["ipv6"], "found as typed: not cut")
        #expect(try await search("\"2pm\"", in: index).isEmpty, "quoted: as written")
    }

    /// A question, or a text of which an item holds only a word or two, finds the items holding
    /// the most of its words: little words go first, then one more word at a time.
    @Test func aTextAnItemHoldsOnlySomeWordsOfFindsTheItemsHoldingTheMost() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("passport", title: "U.S. passport renewal", text: "Form DS-82, fee $130"),
            makeItem("plumber", title: "Plumber contact", text: "Joe's Plumbing, available 24/7"),
            makeItem("flight", title: "Flight to Paris", text: "Departs JFK 6:45 PM"),
            makeItem("paris", title: "Paris museums"),
        ])
        #expect(try await partiallyFound("how do i renew my passport", in: index) == ["passport"])
        #expect(try await search("plumber phone number", in: index) == ["plumber"])
        // Two of three words beat one: the flight, not every item about Paris.
        #expect(try await search("what time is my flight to paris", in: index) == ["flight"])
        #expect(try await search("zebra giraffe okapi", in: index).isEmpty)
        // A question too long to leave words out of one at a time finds the items holding the
        // most of its words.
        let longQuestion = "when does my flight to paris depart from jfk and which gate should i go to"
        #expect(FullTextQuery(userText: longQuestion).droppingStopWords()?.anyOfItsWords() != nil)
        #expect(try await partiallyFound(longQuestion, in: index)?.first == "flight")
        // Five words of which an item holds two, fewer than the searches leaving out three of
        // them would take.
        #expect(try await partiallyFound("paris museums opening hours tickets", in: index)?.first == "paris")
        #expect(try await search("plumber phone number", in: index, context: everyWordContext).isEmpty)
    }

    /// Of the items holding some of the words, those holding a rare word typed come before the
    /// many holding only a common one, however well they hold it: `ufw GUI` is the front end of
    /// ufw, not every item named `…-gui`.
    @Test func aPartialMatchKeepingTheRareWordComesFirst() async throws {
        let index = makeIndex()
        let frontEnds = (1...30).map {
            makeItem("gui\($0)", title: "tool\($0)-gui", text: "Graphical user interface (GUI) for tool\($0)")
        }
        try await index.indexSearchableItems(
            frontEnds + [makeItem("gufw", title: "gufw", text: "Graphical front end for the ufw firewall")])
        #expect(try await partiallyFound("ufw GUI", in: index)?.first == "gufw")
        // A particle between words of other scripts is a little word.
        #expect(try await partiallyFound("ufwのGUI", in: index)?.first == "gufw")
    }

    /// A Japanese text typed without spaces that no item holds whole finds the items holding the
    /// parts its scripts make, as words: `今日の予定` finds a plan for `きょう` (no item has
    /// `今日`), and a run in one script is not cut.
    @Test func aCJKRunAnItemHoldsOnlyPartsOfFindsItByThoseParts() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("plan", title: "きょうの予定", text: "10時 会議"),
            makeItem("cafe", title: "カフェ巡り", text: "渋谷と原宿"),
            makeItem("ramen", title: "ラーメン屋リスト"),
        ])
        #expect(try await partiallyFound("今日の予定", in: index) == ["plan"])
        #expect(try await search("東京のカフェ", in: index) == ["cafe"])
        #expect(try await search("明日の会議ラーメン", in: index).sorted() == ["plan", "ramen"])
        #expect(try await search("今日の予定", in: index, context: everyWordContext).isEmpty)
        #expect(try await search("予定表", in: index).isEmpty, "one script: nothing to leave out")
    }

    /// A word spelt the British way finds the items that spell it the American way, after those
    /// that spell it as typed.
    @Test func aBritishSpellingFindsTheAmericanOne() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("picker", title: "Color picker", text: "Pick colors from the screen"),
            makeItem("organizer", title: "Photo organizer", text: "Sort your photos"),
            makeItem("catalogue", title: "Book catalog", text: "Catalog your books"),
            makeItem("centre", title: "Control center", text: "Settings"),
            makeItem("colour", title: "Colour chart", text: "Paint"),
        ])
        #expect(try await search("colour ", in: index) == ["colour", "picker"])
        #expect(try await search("photo organiser", in: index) == ["organizer"])
        #expect(try await search("control centre", in: index) == ["centre"])
        #expect(try await search("books catalogue", in: index) == ["catalogue"])
        // Endings after the spelling keep it: `colours` is `colors`.
        #expect(try await search("colours ", in: index) == ["colour", "picker"])
    }

    /// A Japanese question or request typed around what it asks for (`おすすめのテキストエディタは？`,
    /// `動画を再生したい`, `画像を圧縮するには`) finds what the words asked for find, even when the
    /// whole run matches some text in passing.
    @Test func aJapaneseQuestionFindsWhatItAsksFor() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("editor", title: "テキストエディタ", text: "軽量なテキストエディタ"),
            makeItem("player", title: "動画プレイヤー", text: "動画を再生します"),
            makeItem("squeeze", title: "画像ツール", text: "画像を圧縮します"),
            makeItem("stray", title: "メモ", text: "このファイルを圧縮するにはツールが要ります"),
        ])
        #expect(try await search("おすすめのテキストエディタは？", in: index) == ["editor"])
        #expect(try await search("動画を再生したい", in: index) == ["player"])
        #expect(try await search("画像を圧縮するには？", in: index).contains("squeeze"))
        // What is left must still say something: `する` alone is not cut from a two-letter run.
        #expect(try await search("テキストエディタ", in: index, context: everyWordContext) == ["editor"])
    }

    /// A library's file name pasted from an error message, which no item holds whole, finds the
    /// item its beginning names (`libgtk-3.so.0` → `libgtk-3-0`); a name with its number written
    /// on is also found where a text writes the number apart (`sqlite3 headers` → `SQLite 3
    /// development files (headers)`).
    @Test func aNamePastedOrWrittenSolidFindsItsItem() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("gtk", title: "libgtk-3-0", text: "GTK graphical user interface library"),
            makeItem("sqlite", title: "libsqlite3-dev", text: "SQLite 3 development files (headers)"),
            makeItem(
                "cipher", title: "libsqlcipher-dev", text: "SQLCipher development files, sqlite3 headers"),
        ])
        #expect(
            try await search(
                "libgtk-3.so.0: cannot open shared object file: No such file or directory", in: index)
                == ["gtk"])
        #expect(try await Set(search("sqlite3 headers", in: index)) == ["sqlite", "cipher"])
    }

    /// A name joined by punctuation whose last part ends in a number (`vim-gtk3`) is searched as
    /// itself and its parts, not as every item holding that number.
    @Test func aHyphenatedNameEndingInANumberFindsOnlyItself() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("vim", title: "vim-gtk3", text: "Vi IMproved, with a GTK 3 interface"),
            makeItem("djview", title: "djview3", text: "Viewer for the DjVu image format"),
            makeItem("api", title: "libvarnishapi3", text: "Shared library of Varnish 3"),
        ])
        #expect(try await search("vim-gtk3", in: index) == ["vim"])
    }

    /// A word written in parts that no item holds as written (`mkfs.btrfs`) finds the items that
    /// hold its parts apart before those holding only some of them.
    @Test func aWordWrittenInPartsFindsItsPartsApart() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem(
                "btrfs", title: "btrfs-progs",
                text: "Checksumming copy on write filesystem utilities: mkfs and fsck"),
            makeItem("romfs", title: "genromfs", text: "Tool for creating romfs file systems, like mkfs"),
            makeItem("other", title: "e2fsprogs", text: "ext2/ext3/ext4 file system utilities"),
        ])
        #expect(try await search("mkfs.btrfs", in: index) == ["btrfs"])
        #expect(try await search("mkfs.btrf", in: index) == ["btrfs"], "the last part as it is typed")
    }

    /// A Japanese search that says the thing sought is software, an app or a tool, that it is
    /// recommended or how it is used (`写真管理ソフト`, `プレゼンテーション ソフト`, `gimpの使い方`,
    /// `動画編集ソフト おすすめ`), or wishes with any verb (`音楽を聴きたい`), finds what the words
    /// that matter find; a word of kana that ends as a wish does (`ネクタイ`) is a word.
    @Test func aJapaneseSearchFindsTheThingWithoutWhatItSaysAroundIt() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("photos", title: "shotwell", text: "写真管理プログラム"),
            makeItem("slides", title: "impress", text: "プレゼンテーションを作成します"),
            makeItem("gimp", title: "gimp", text: "画像編集プログラム"),
            makeItem("video", title: "kdenlive", text: "動画編集プログラム"),
            makeItem("music", title: "rhythmbox", text: "音楽を聴くためのプレイヤー"),
            makeItem("tie", title: "ネクタイの結び方"), makeItem("next", title: "ネクストステップ"),
        ])
        #expect(try await search("写真管理ソフト", in: index) == ["photos"])
        #expect(try await search("プレゼンテーション ソフト", in: index) == ["slides"])
        #expect(try await search("gimpの使い方", in: index) == ["gimp"])
        #expect(try await search("動画編集ソフト おすすめ", in: index) == ["video"])
        #expect(try await search("音楽を聴きたい", in: index) == ["music"])
        #expect(try await search("ネクタイ", in: index) == ["tie"])
    }

    /// A Japanese search typed solid that nothing holds whole is read as its words: a katakana
    /// word and the particle after it (`ギターのチューニング`, though folded they are one script), four
    /// kanji as two words of two (`資産管理`), a verb in its plain or past form after a particle left
    /// out (`トラフィックを見る`, `パスワードを忘れた`); punctuation or half-width katakana after a
    /// word's long vowel mark still makes both spellings one (`デバッガー。`, `ﾃﾞﾊﾞｯｶﾞｰ`).
    @Test func aJapaneseSearchTypedSolidIsReadAsItsWords() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("tuner", title: "gtkguitune", text: "楽器のチューニングをするプログラム"),
            makeItem("money", title: "kmymoney", text: "個人の資産を記録します"),
            makeItem("sniffer", title: "wireshark", text: "ネットワークトラフィックの解析"),
            makeItem("password", title: "chntpw", text: "Windows のパスワードをリセットします"),
            makeItem("debugger", title: "gdb", text: "GNU デバッガ"),
        ])
        #expect(try await search("ギターのチューニング", in: index) == ["tuner"])
        #expect(try await search("資産管理", in: index) == ["money"])
        #expect(try await search("ネットワークのトラフィックを見る", in: index) == ["sniffer"])
        #expect(try await search("Windowsのパスワードを忘れた", in: index) == ["password"])
        #expect(try await search("デバッガー。", in: index) == ["debugger"])
        #expect(try await search("「デバッガー」", in: index) == ["debugger"])
        #expect(try await search("ﾃﾞﾊﾞｯｶﾞｰ", in: index) == ["debugger"])
        // Brackets end a word as a space does.
        #expect(try await search("「チューニング」プログラム", in: index) == ["tuner"])
    }

    /// A katakana compound typed solid that no item holds, nor holds its two words together, finds
    /// the items holding some of them: `シャットダウンタイマー` is `シャットダウン` and `タイマ`.
    @Test func aCompoundTypedSolidThatNothingHoldsFindsItsWordsApart() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("shutdown", title: "wmshutdown", text: "シャットダウンを予約する"),
            makeItem("timer", title: "ktimer", text: "キッチンタイマー"),
            makeItem("drum", title: "hydrogen", text: "ドラムの打ち込み"),
        ])
        #expect(try await search("シャットダウンタイマー", in: index).sorted() == ["shutdown", "timer"])
    }

    /// What a Japanese request asks about is searched as it would be typed alone: a katakana
    /// word cut off by a particle keeps both spellings of its long vowel (`スクリーンリーダーを探す`
    /// finds `スクリーンリーダ`), written either way (`プレーヤー`, `プレイヤー`), and one kanji with
    /// its kana stays a word (`長さ` of `定規で長さを測りたい`).
    @Test func whatAJapaneseRequestAsksAboutIsSearchedAsIfTypedAlone() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("orca", title: "orca", text: "視覚障害者向けのスクリーンリーダ"),
            makeItem("sidplay", title: "sidplay", text: "C64 の音楽プレイヤー"),
            makeItem("ruler", title: "kruler", text: "定規で画面上の長さを測ります"),
            makeItem("font", title: "fonts-ruler", text: "定規の目盛りのフォント"),
        ])
        #expect(try await search("スクリーンリーダーを探す", in: index) == ["orca"])
        #expect(try await search("音楽プレーヤーを探す", in: index) == ["sidplay"])
        #expect(try await search("定規で長さを測りたい", in: index) == ["ruler"])
        #expect(try await search("おすすめの音楽プレーヤーはどれ？", in: index) == ["sidplay"])
        // A question's ending is never what is looked for, though a text happens to say it.
        try await index.indexSearchableItems([
            makeItem("desktop", title: "xfce4", text: "軽いデスクトップ環境"),
            makeItem("clock", title: "wmclock", text: "軽いデスクトップ環境はどれでも動く時計"),
        ])
        #expect(try await search("軽いデスクトップ環境はどれ？", in: index).contains("desktop"))
    }

    /// A Korean word typed with its particle (`서울에서`, `경복궁에`, `서울의`) finds the word, and Chinese `的`
    /// between two words (`北京的烤鸭`) finds them without it; a word that only holds `的`
    /// (`目的地`) is not cut.
    @Test func particlesTypedWithAWordAreLeftOutWhenNothingHoldsThem() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("seoul", title: "서울 여행 계획", text: "경복궁 방문"),
            makeItem("duck", title: "北京烤鸭食谱"),
        ])
        #expect(try await search("서울에서", in: index) == ["seoul"])
        #expect(try await search("경복궁에", in: index) == ["seoul"])
        #expect(try await search("서울의", in: index) == ["seoul"])
        #expect(try await search("경복궁에서", in: index) == ["seoul"])
        #expect(try await search("北京的烤鸭", in: index) == ["duck"])
        #expect(try await search("目的地", in: index).isEmpty)
        #expect(try await search("부산에서", in: index).isEmpty)
    }

    /// A reader (the CLI's `search`, `query`, `stats`) of a store made by an older build brings it
    /// up to date first, as a write would, instead of failing until something writes; a store it
    /// cannot write is left as it is.
    @Test func aReaderOfAnOlderWritableStoreUpgradesItFirst() async throws {
        let older = try await Self.olderStore(
            item: "party", title: "🎉 Party planning", olderText: "Party planning")
        let (location, path, connection) = (older.location, older.path, older.connection)
        try connection.execute("PRAGMA user_version = 8")
        Store.forget(path: path)
        let reader = SearchableIndex(location: location, configuration: IndexConfiguration(isReadOnly: true))
        #expect(try await search("🎉", in: reader) == ["party"])
        #expect(try connection.pragmaInt("user_version") == StoreSchema.currentVersion)
        #expect(try await reader.itemCount() == 1)
    }

    /// A store of schema version 7 indexed `C++` as `c`; opening it re-derives every item's
    /// tokens, so `c++` finds it.
    @Test func aStoreWithoutLanguageNamesIsReindexedOnOpen() async throws {
        try await Self.expectReindexedOnOpen(
            fromVersion: 7, item: "cpp", title: "C++ primer", olderText: "C primer", query: "c++ primer")
    }

    /// A store of schema version 6 indexed `E-mail` as `e mail` only; opening it re-derives every
    /// item's tokens, so `email` finds it, and the item is later removed without a trace.
    @Test func aStoreWithoutJoinedWordsIsReindexedOnOpen() async throws {
        // Stand in for the old index: the text and title prefixes of `E mail client`, which has
        // the same tokens as the title had then.
        let older = try await Self.olderStore(
            item: "mail", title: "E-mail client", olderText: "E mail client")
        let (location, path, connection, index, rowID) = (
            older.location, older.path, older.connection, older.index, older.rowID
        )
        try connection.execute("DELETE FROM title_prefixes")
        try CompletionIndex.insert(
            CompletionIndex.rows(titleTexts: ["E mail client"], rankingHint: nil, priority: 0), item: rowID,
            connection: connection)
        #expect(try await search("email", in: index).isEmpty, "the stand-in lacks the joined word")

        let reopened = try Self.reopen(location, path: path, asVersion: 6, connection)
        #expect(try await search("email", in: reopened) == ["mail"])
        #expect(try await search("e-mail cl", in: reopened) == ["mail"])
        try await Self.deleteLeavesNoTrace("mail", in: reopened, connection)
    }

    /// A new store of one item whose full text is that of `olderText` instead of `title`, as an
    /// older build's tokens left it.
    static func olderStore(item: String, title: String, olderText: String) async throws -> (
        location: URL, path: String, connection: SQLiteConnection, index: SearchableIndex, rowID: Int
    ) {
        let location = temporaryDirectory("migrate-\(item)")
        let index = SearchableIndex(location: location)
        try await index.indexSearchableItems([makeItem(item, title: title)])
        let connection = try SQLiteConnection(path: index.storePath)
        let rowID = try replaceTitleText(of: item, title, with: olderText, connection)
        return (location, index.storePath, connection, index, rowID)
    }

    /// A store of schema `version` whose tokens for `title` were those of `olderText` misses the
    /// item for `query`; opened by this build it re-derives them, finds the item, and later
    /// removes it without a trace.
    static func expectReindexedOnOpen(
        fromVersion version: Int, item: String, title: String, olderText: String, query: String
    ) async throws {
        let older = try await olderStore(item: item, title: title, olderText: olderText)
        #expect(
            try await search(query, in: older.index, context: everyWordContext).isEmpty,
            "the stand-in already finds \(item)")
        let reopened = try reopen(older.location, path: older.path, asVersion: version, older.connection)
        #expect(try await search(query, in: reopened) == [item])
        try await deleteLeavesNoTrace(item, in: reopened, older.connection)
    }

    /// An index of `count` long texts (`long0`, …) that each hold `phrase` once among filler
    /// words, the `beside` items, and 30 short ones whose text is `othersText`, so the little
    /// words of `phrase` are common.
    static func indexWithLongTexts(
        holding phrase: String, count: Int = 1, beside items: [SearchableItem], othersText: String
    ) async throws -> SearchableIndex {
        let index = makeIndex()
        let filler = (0..<1_500).map { "filler\($0 % 40)" }.joined(separator: " ")
        try await index.indexSearchableItems(
            (0..<count).map {
                makeItem("long\($0)", title: "Long \($0)", text: "\(filler) \(phrase) \(filler)")
            }
                + items + (0..<30).map { makeItem("other\($0)", title: "Other \($0)", text: othersText) })
        return index
    }

    /// Marks the store as one of schema `version` and opens it as a new process would, which
    /// migrates it.
    static func reopen(_ location: URL, path: String, asVersion version: Int, _ connection: SQLiteConnection)
        throws -> SearchableIndex
    {
        try connection.execute("PRAGMA user_version = \(version)")
        Store.forget(path: path)
        return SearchableIndex(location: location)
    }

    /// Deletes the only item of a migrated store: its title prefixes and words go with it, and the
    /// full text stays consistent (its tokens were re-derived the way they are removed).
    static func deleteLeavesNoTrace(
        _ identifier: String, in index: SearchableIndex, _ connection: SQLiteConnection
    ) async throws {
        try await index.deleteSearchableItems(withIdentifiers: [identifier])
        #expect(try connection.pragmaInt("user_version") == StoreSchema.currentVersion)
        for table in ["title_prefixes", "item_vocabulary"] {
            let count = try connection.statement("SELECT count(*) FROM \(table)")
            #expect(try count.step())
            #expect(count.int(0) == 0, "\(table) keeps rows of the deleted item")
            count.reset()
        }
        try connection.execute("INSERT INTO item_text(item_text, rank) VALUES ('integrity-check', 0)")
    }

    static let fixtures: [(id: String, title: String)] = [
        ("park", "ナチュラルブリッジ州立公園"),
        ("cafe", "Café Central"),
        ("class", "MyWindowClass reference"),
        ("ns", "NSWindow notes"),
        ("fullwidth", "ＡＢＣ１２３ manual"),
    ]

    static func filledIndex() async throws -> SearchableIndex {
        let index = makeIndex()
        try await index.indexSearchableItems(fixtures.map { makeItem($0.id, title: $0.title) })
        return index
    }

    @Test(arguments: [
        ("州立公園", ["park"]), ("ブリッジ", ["park"]), ("ぶりっじ", ["park"]), ("ﾌﾞﾘｯｼﾞ", ["park"]),
        ("cafe", ["cafe"]), ("CAFÉ", ["cafe"]), ("window", ["class"]), ("nswindow", ["ns"]),
        ("abc123", ["fullwidth"]), ("caf", ["cafe"]), ("公園", ["park"]),
    ])
    func textIsFoundByFoldedSubstringsAndWords(query: String, expected: [String]) async throws {
        let index = try await Self.filledIndex()
        #expect(try await search(query, in: index) == expected)
    }

    @Test func lastWordIsAPrefixOnlyWhileBeingTyped() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("1", title: "latte art"), makeItem("2", title: "lat long"),
        ])
        #expect(try await search("lat", in: index).sorted() == ["1", "2"])
        #expect(try await search("lat ", in: index) == ["2"])
        #expect(try await search("art lat", in: index) == ["1"])
    }

    @Test func aWordTypedInFullOutranksLongerWordsItBegins() async throws {
        let index = makeIndex()
        // The longer words come first in identifier order, so only ranking can put the exact one first.
        try await index.indexSearchableItems([
            makeItem("a", title: "statistics toolkit"), makeItem("b", title: "statistical methods"),
            makeItem("c", title: "statistic"), makeItem("d", title: "frontend tools"),
            makeItem("e", title: "front door"),
        ])
        #expect(try await search("statistic", in: index).first == "c")
        #expect(try await search("statistic", in: index).sorted() == ["a", "b", "c"])
        #expect(try await search("front", in: index).first == "e")
        #expect(try await search("tools front", in: index) == ["d"])
    }

    @Test func titleMatchesOutrankBodyMatchesAndRankingHintBreaksCloseCalls() async throws {
        let index = makeIndex()
        var hinted = makeItem("hinted", title: "espresso guide")
        hinted.attributeSet.rankingHint = 100
        try await index.indexSearchableItems([
            makeItem("body", title: "Morning notes", text: "we drank espresso today"),
            makeItem("title", title: "espresso guide"), hinted,
        ])
        #expect(try await search("espresso", in: index) == ["hinted", "title", "body"])
    }

    /// Typing an item's whole name finds that item first, even when other items repeat the
    /// name more often, are shorter or begin with it; typing it as far as the last word's first
    /// letters does too. Words in another order, or a word more, get no such lift.
    @Test func anItemNamedExactlyWhatWasTypedRanksFirst() async throws {
        let index = makeIndex()
        let manual = "runs several programs in one terminal, detached and reattached, with windows and panes"
        // The named items come last in identifier order, so only ranking can put them first.
        try await index.indexSearchableItems(
            [
                makeItem("a-plugins", title: "tmux plugin manager", text: "installs tmux plugins"),
                makeItem("b-helper", title: "tmux-helper", text: "helper scripts for tmux"),
                makeItem("c-requests-cache", title: "python3-requests-cache", text: "python3 requests cache"),
                makeItem("x-tmux", title: "tmux", text: "terminal multiplexer: " + manual),
                makeItem("y-requests", title: "python3-requests", text: "HTTP for humans: " + manual),
            ] + (0..<30).map { makeItem("z\($0)", title: "notes \($0)", text: "unrelated text") })
        #expect(try await search("tmux ", in: index).first == "x-tmux")
        #expect(try await search("tmux", in: index).first == "x-tmux")
        #expect(try await search("python3 requests", in: index).first == "y-requests")
        // A name being typed counts too, for half as much: the name the letters begin comes first,
        // but not over a name typed in full.
        #expect(try await search("tmu", in: index).first == "x-tmux")
        #expect(try await search("python3 reque", in: index).first == "y-requests")
        // Without the name, the shorter items that repeat the words come first.
        #expect(try await search("python3 requests cache", in: index).first == "c-requests-cache")
    }

    /// The item named exactly the word typed comes before a short item that mentions the word in
    /// every field, as `libreoffice` before `libreoffice-subsequentcheckbase`.
    @Test func aNameTypedWholeOutranksAShortItemRepeatingIt() async throws {
        let index = makeIndex()
        var suite = makeItem(
            "z-suite", title: "libreoffice",
            text: "LibreOffice is a full-featured office productivity suite that provides a near drop-in "
                + "replacement for the usual office programs. This metapackage installs every component "
                + "of the suite, with the writer, the spreadsheet, the presentation program and more.")
        suite.attributeSet.contentDescription = "office productivity suite (metapackage)"
        suite.attributeSet.authorNames = ["Debian LibreOffice Maintainers"]
        var tests = makeItem(
            "a-tests", title: "libreoffice-subsequentcheckbase",
            text: "Java libraries LibreOffice subsequentchecks integration test suite")
        tests.attributeSet.contentDescription = "LibreOffice java test libraries"
        tests.attributeSet.authorNames = ["Debian LibreOffice Maintainers"]
        // Items of average length between them: the suite is three times as long, the tests a
        // quarter, as in the package index.
        let filler = (0..<40).map { "word\($0 % 17)" }.joined(separator: " ")
        suite.attributeSet.textContent =
            (suite.attributeSet.textContent ?? "") + " "
            + Array(repeating: filler, count: 3).joined(separator: " ")
        try await index.indexSearchableItems(
            [tests, suite] + (0..<30).map { makeItem("n\($0)", title: "notes \($0)", text: filler) })
        #expect(try await search("libreoffice", in: index).first == "z-suite")
        #expect(try await search("libreoffice ", in: index).first == "z-suite")
    }

    @Test func wordsCloseTogetherOutrankTheSameWordsApart() async throws {
        let index = makeIndex()
        // Same words, same counts, same lengths; only the distance between the two words differs,
        // and the scattered item comes first in identifier order.
        try await index.indexSearchableItems([
            makeItem("apart", title: "notes", text: "cinnamon rolls need time and then a baked apple"),
            makeItem("close", title: "notes", text: "rolls need time and then a baked cinnamon apple"),
        ])
        #expect(try await search("cinnamon apple ", in: index) == ["close", "apart"])
        #expect(try await search("cinnamon apple", in: index) == ["close", "apart"])
    }

    @Test func wordsInTheOrderTypedOutrankTheSameWordsReordered() async throws {
        let index = makeIndex()
        // Same words, columns, counts, lengths and distance; only their order differs, and the
        // reordered item comes first in identifier order.
        try await index.indexSearchableItems([
            makeItem("backwards", title: "notes", text: "dates after parsing"),
            makeItem("forwards", title: "notes", text: "parsing after dates"),
        ])
        #expect(try await search("parsing dates ", in: index) == ["forwards", "backwards"])
        #expect(try await search("parsing dat", in: index) == ["forwards", "backwards"])
    }

    @Test func longerWordsCountLessWhenTheTypedLettersAreACommonWordOfTheirOwn() async throws {
        let index = makeIndex()
        // Most items holding a word that begins with `lists` hold `lists` itself, so the person
        // most likely typed it in full: a long item that has the word only in its body ranks
        // above a title that only begins with it.
        let filler = Array(repeating: "plain words about other things", count: 12).joined(separator: " ")
        try await index.indexSearchableItems(
            (0..<40).map { makeItem("other\($0)", title: "notes", text: "unrelated text") }
                + (0..<8).map { makeItem("short\($0)", title: "notes", text: "lists of things") } + [
                    makeItem("body", title: "archive", text: "lists " + filler),
                    makeItem("longer", title: "listserv"),
                ])
        let ranked = try await search("lists", in: index)
        let body = try #require(ranked.firstIndex(of: "body"))
        let longer = try #require(ranked.firstIndex(of: "longer"))
        #expect(body < longer)
    }

    @Test func aShorterItemWithTheSameMatchesRanksFirst() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem(
                "long", title: "kettle",
                text: "descaling guide with a long appendix on household chores, laundry and garden tools"),
            makeItem("short", title: "kettle", text: "descaling guide"),
        ])
        #expect(try await search("kettle descaling ", in: index) == ["short", "long"])
    }

    @Test func theLastWordTypedInFullOutranksLongerWordsInTheTitle() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("longer", title: "engine statistics"), makeItem("exact", title: "engine statistic"),
            makeItem("body", title: "engine notes", text: "statistic"),
        ])
        let ranked = try await search("engine statistic", in: index)
        #expect(ranked.first == "exact")
        #expect(Set(ranked) == ["longer", "exact", "body"])
    }

    @Test func tiesAreOrderedByIdentifier() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems(["c", "a", "b"].map { makeItem($0, title: "same words") })
        #expect(try await search("same", in: index) == ["a", "b", "c"])
    }

    @Test func resultCountsFollowTheContext() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems(
            (0..<30).map { makeItem(String(format: "%02d", $0), title: "common") })
        #expect(
            try await search("common", in: index, context: UserQueryContext(maxResultCount: 5)).count == 5)
        #expect(try await search("common", in: index).count == 30)
        let partlyRanked = try await search(
            "common", in: index, context: UserQueryContext(maxResultCount: 0, maxRankedResultCount: 3))
        #expect(partlyRanked.count == 30)
        #expect(Set(partlyRanked) == Set((0..<30).map { String(format: "%02d", $0) }))
    }

    @Test func fetchAttributesLimitsThePopulatedAttributes() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([makeItem("1", title: "hello", text: "body", keywords: ["k"])])
        var results: [UserQuery.Item] = []
        let query = UserQuery(
            userQueryString: "hello", userQueryContext: UserQueryContext(fetchAttributes: ["title"]),
            index: index)
        for try await result in query.results { results.append(result) }
        #expect(results.first?.item.attributeSet.title == "hello")
        #expect(results.first?.item.attributeSet.textContent == nil)
        #expect(results.first?.item.attributeSet.keywords == nil)
    }

    @Test func suggestionsCompleteTheLastWord() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("1", title: "latte"), makeItem("2", title: "latte macchiato"),
            makeItem("3", title: "lateral"),
        ])
        var suggestions: [UserQuery.Suggestion] = []
        let query = UserQuery(
            userQueryString: "iced lat", userQueryContext: UserQueryContext(maxSuggestionCount: 5),
            index: index)
        for try await suggestion in query.suggestions { suggestions.append(suggestion) }
        #expect(suggestions.map(\.text) == ["iced latte", "iced lateral"])
        #expect(suggestions.first?.itemCount == 2)
    }

    @Test func aQueryRunsOnlyOnce() async throws {
        let index = try await Self.filledIndex()
        let query = UserQuery(userQueryString: "cafe", index: index)
        for try await _ in query.results {}
        let error = try await #require(throws: SearchQueryError.self) { for try await _ in query.results {} }
        #expect(error.code == .alreadyStarted)
    }

    @Test func emptyAndPunctuationOnlyQueriesReturnNothing() async throws {
        let index = try await Self.filledIndex()
        #expect(try await search("", in: index).isEmpty)
        #expect(try await search("  !!! \"* ", in: index).isEmpty)
    }

    @Test func shortPrefixesRankExactWordsAndShortTitlesFirstAndForgetDeletedItems() async throws {
        let index = makeIndex()
        var hinted = makeItem("hinted", title: "zebra crossing guide")
        hinted.attributeSet.rankingHint = 100
        try await index.indexSearchableItems([
            makeItem("long", title: "notes about a zebra and other animals"), makeItem("exact", title: "ze"),
            makeItem("short", title: "zebra"), hinted,
            makeItem("body", title: "misc", text: "zebra in the body"),
            makeItem("other", title: "zebra elsewhere", domain: "elsewhere"),
        ])
        // A search box's page of items the prefix begins a word of, which the as-you-type tier
        // answers, whatever the limit (``TitleFamilies/pageSize``).
        try await index.indexSearchableItems(
            (1...TitleFamilies.pageSize).map {
                makeItem("zest\($0)", title: "a long list of zesty lemon recipes, number \($0)")
            })
        let top = try await search("ze", in: index, context: UserQueryContext(maxResultCount: 3))
        #expect(top == ["exact", "hinted", "short"])
        let scoped = try await search(
            "ze", in: index, context: UserQueryContext(maxResultCount: 1, domainIdentifiers: ["elsewhere"]))
        #expect(scoped == ["other"])
        // Fewer title matches than asked for: the full-text index fills the page, body text included.
        let all = try await search("zeb", in: index, context: UserQueryContext(maxResultCount: 10))
        #expect(Set(all) == ["hinted", "short", "long", "body", "other"])
        try await index.deleteSearchableItems(withIdentifiers: ["exact", "short", "hinted", "long", "other"])
        #expect(try await search("zeb", in: index, context: UserQueryContext(maxResultCount: 1)) == ["body"])
    }

    /// An item named after another (`audacity-data` after `audacity`) that describes itself in
    /// fewer of the same words comes after it when the whole scores nearly as well; a part that
    /// matches far better (`audacity manual`) keeps its place, and so does a title that only
    /// begins with another's letters (`audacious`).
    @Test func aWholeComesBeforeItsPartsThatScoreAlike() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("whole", title: "audacity", text: "fast cross-platform audio editor and recorder"),
            makeItem("data", title: "audacity-data", text: "fast cross-platform audio editor (data)"),
            makeItem("manual", title: "audacity-manual", text: "audio editor manual and tutorials"),
            makeItem("other", title: "audacious", text: "small audio player"),
            makeItem("sweep", title: "sweep", text: "audio editor and live playback tool"),
        ])
        let found = try await search("audio editor", in: index)
        #expect(found.firstIndex(of: "whole")! < found.firstIndex(of: "data")!)
        // However few results are asked for, they are the first of the same results.
        for limit in 1..<found.count {
            #expect(
                try await search("audio editor", in: index, context: UserQueryContext(maxResultCount: limit))
                    == Array(found.prefix(limit)))
        }
        #expect(try await search("audacity manual", in: index).first == "manual")
        let scores = try await scoredSearch("audio editor", in: index).map(\.score)
        #expect(scores == scores.sorted(by: >))
    }

    /// A whole whose longer text holds the words as a part's short one does comes first even
    /// when it scores well below the part, at three fifths of its score or more: `drum machine` is
    /// hydrogen, not its data and its manual.
    @Test func aWholeWithALongerTextComesBeforeItsParts() async throws {
        let index = makeIndex()
        let long = (1...3).map { "pattern\($0)" }.joined(separator: " ")
        try await index.indexSearchableItems([
            makeItem("whole", title: "hydrogen", text: "Advanced drum machine for GNU/Linux with \(long)"),
            makeItem("data", title: "hydrogen-data", text: "drum machine (data files)"),
            makeItem("doc", title: "hydrogen-doc", text: "drum machine (documentation)"),
            makeItem("other", title: "drumkv1", text: "an old-school drum-kit sampler"),
        ])
        let scored = try await scoredSearch("drum machine", in: index)
        #expect(scored.first?.id == "whole")
        #expect(Set(scored.map(\.id)) == ["whole", "data", "doc"])
        #expect(scored.map(\.score) == scored.map(\.score).sorted(by: >))
    }

    /// A library named after a program, as Unix names them (`libflashrom1`, `libflashrom-dev`
    /// after `flashrom`), is one of its parts: the program comes first when it scores nearly as
    /// well. A title that only begins with `lib` and another's letters is no part of it.
    @Test func aProgramComesBeforeItsLibrariesThatScoreAlike() async throws {
        let index = makeIndex()
        let long = (1...3).map { "chipset\($0)" }.joined(separator: " ")
        try await index.indexSearchableItems([
            makeItem(
                "program", title: "flashrom", text: "Reads and writes the BIOS flash chip \(long)"),
            makeItem("library", title: "libflashrom1", text: "BIOS flash chip library"),
            makeItem("headers", title: "libflashrom-dev", text: "BIOS flash chip library (headers)"),
            makeItem("other", title: "seabios", text: "legacy BIOS implementation"),
        ])
        let scored = try await scoredSearch("bios flash chip", in: index)
        #expect(scored.first?.id == "program")
        #expect(scored.map(\.score) == scored.map(\.score).sorted(by: >))
        #expect(TitleFamilies.isPart("libflashrom1", of: "flashrom"))
        #expect(TitleFamilies.isPart("libflashrom-dev", of: "flashrom"))
        #expect(TitleFamilies.isPart("libflashrom", of: "flashrom"))
        #expect(!TitleFamilies.isPart("libreoffice", of: "re"))
        #expect(!TitleFamilies.isPart("libflashromx", of: "flashrom"))
        #expect(!TitleFamilies.isPart("liblzma5", of: "libl"))
    }

    /// An item titled exactly the words typed comes first when it scores at least half as well
    /// as the first: `pandoc` is pandoc, not `pod2pandoc`, whose shorter text names it too, and
    /// `python3 requests` is `python3-requests`; scores still fall in the order shown.
    @Test func anItemTitledTheWordsTypedComesFirst() async throws {
        let index = makeIndex()
        let long = (1...40).map { "format\($0)" }.joined(separator: " ")
        try await index.indexSearchableItems([
            makeItem("pod2pandoc", title: "pod2pandoc", text: "Convert POD documents with Pandoc"),
            makeItem("pandoc", title: "pandoc", text: "General markup converter for \(long)"),
            makeItem("requests", title: "python3-requests", text: "HTTP library for python3 \(long)"),
            makeItem("other", title: "python3-requests-toolbelt", text: "Utilities for python3 requests"),
            makeItem("nodejs", title: "nodejs", text: "JavaScript runtime built on V8, \(long)"),
            makeItem("xml2js", title: "node-xml2js", text: "XML to JavaScript object converter for Node.js"),
        ])
        #expect(try await search("pandoc", in: index).first == "pandoc")
        #expect(
            try await search("pandoc", in: index, context: UserQueryContext(maxResultCount: 1)) == ["pandoc"])
        #expect(try await search("Pandoc ", in: index).first == "pandoc")
        #expect(try await search("python3 requests", in: index).first == "requests")
        // A name typed apart is the name (`node js` is nodejs, not node-xml2js, whose title holds both).
        #expect(try await search("node js", in: index).first == "nodejs")
        let scores = try await scoredSearch("pandoc", in: index).map(\.score)
        #expect(scores == scores.sorted(by: >))
    }

    /// The byte-by-byte test of a title against the words typed answers what comparing their
    /// words, written together, answers.
    @Test(arguments: ["python3 requests", "pandoc", "café crème", "2048", "node js", "Node JS "])
    func aTitleIsTheWordsTypedByteByByteAsWordByWord(_ typed: String) {
        let words = TitleFamilies.titleWords(typed)
        let bytes = words.map { Array($0.utf8) }
        for title in [
            "python3-requests", "Python3 Requests", "python3-requests-toolbelt", "python3", "--pandoc--",
            "pandoc", "pod2pandoc", "Pandoc ", "pandocs", "Café Crème", "cafe-creme", "café", "2048",
            "2048-qt",
            "", "-", "python3requests", "nodejs", "node-js", "node-xml2js", "nodejs-doc", "node",
        ] {
            #expect(
                TitleFamilies.isTitle(title, words: words, typed: bytes)
                    == (TitleFamilies.titleWords(title).joined() == words.joined()), "\(title) for \(typed)")
        }
    }
}

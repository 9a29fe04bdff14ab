import Foundation
import Searchlight
import Testing

@Suite struct SearchBoxOperatorTests {
    static func filledIndex() async throws -> SearchableIndex {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("lib", title: "python library"), makeItem("dev", title: "python development headers"),
            makeItem("devtools", title: "python dev tools"), makeItem("web", title: "python web server"),
            makeItem("apart", title: "python server for the web"),
            makeItem("xray", title: "x-ray python viewer"),
        ])
        return index
    }

    @Test func aWordAfterAMinusLeavesOutTheItemsHoldingIt() async throws {
        let index = try await Self.filledIndex()
        #expect(
            try await search("python -dev", in: index).sorted() == ["apart", "dev", "lib", "web", "xray"])
        // Whole words only: the word being typed after a minus hides nothing its letters begin.
        #expect(
            try await search("python -develop", in: index).sorted()
                == ["apart", "devtools", "dev", "lib", "web", "xray"].sorted())
        #expect(
            try await search("-dev python", in: index).sorted() == ["apart", "dev", "lib", "web", "xray"])
        #expect(try await search("python -dev -web", in: index).sorted() == ["dev", "lib", "xray"])
        // The word before the excluded one is not the word being typed: it begins words only
        // once nothing holds it whole.
        #expect(try await search("pyth -dev", in: index).sorted() == ["apart", "dev", "lib", "web", "xray"])
    }

    @Test func aQuotedPhraseAfterAMinusOrNotLeavesOutOnlyThePhrase() async throws {
        let index = try await Self.filledIndex()
        #expect(
            try await search("python -\"web server\"", in: index).sorted() == [
                "apart", "dev", "devtools", "lib", "xray",
            ])
        #expect(
            try await search("python NOT \"web server\"", in: index).sorted() == [
                "apart", "dev", "devtools", "lib", "xray",
            ])
        #expect(
            try await search("NOT tools python", in: index).sorted() == [
                "apart", "dev", "lib", "web", "xray",
            ])
    }

    /// A comma or semicolon between words separates them as a space does; inside a number it is
    /// part of the number.
    @Test func aCommaBetweenWordsSeparatesThem() async throws {
        let index = try await Self.filledIndex()
        #expect(try await search("python,server", in: index).sorted() == ["apart", "web"])
        #expect(try await search("server;python ", in: index).sorted() == ["apart", "web"])
        #expect(try await search("python server,", in: index).sorted() == ["apart", "web"])
        #expect(
            FullTextQuery(userText: "1,250 dollars").phrases.map(\.tokens) == [
                ["1250"], ["1", "250"], ["dollars"],
            ])
        #expect(FullTextQuery(userText: "apples、pears").phrases.map(\.tokens) == [["apples"], ["pears"]])
    }

    @Test func aMinusInsideAWordOrAloneAndATrailingNotExcludeNothing() async throws {
        let index = try await Self.filledIndex()
        #expect(try await search("x-ray", in: index) == ["xray"])
        #expect(try await search("python - tools", in: index) == ["devtools"])
        // `NOT` last may be a word being typed.
        #expect(try await search("python NOT", in: index, context: everyWordContext).isEmpty)
        #expect(try await search("-dev", in: index).isEmpty, "nothing to search for")
        #expect(
            try await search("python not tools", in: index, context: everyWordContext).isEmpty,
            "lowercase `not` is a word")
    }

    @Test func aCorrectedSearchKeepsItsExclusions() async throws {
        let index = try await Self.filledIndex()
        let query = UserQuery(userQueryString: "pyhton -dev -web", index: index)
        let found = try await identifiers(of: query)
        #expect(found.sorted() == ["dev", "lib", "xray"])
        #expect(query.correctedQueryString == "python -dev -web")
    }

    @Test func exclusionsAreWordsAndPhrasesNeverPrefixes() {
        let query = FullTextQuery(userText: "web -dev NOT \"big data\" -")
        #expect(query.phrases == [.init(tokens: ["web"], isPrefix: false)])
        #expect(
            query.excludedPhrases == [
                .init(tokens: ["dev"], isPrefix: false), .init(tokens: ["big", "data"], isPrefix: false),
            ])
    }

    static func fieldIndex() async throws -> SearchableIndex {
        let index = makeIndex()
        var email = SearchableItemAttributeSet(contentType: .emailMessage)
        email.title = "Invoice for the parking garage"
        email.authorNames = ["Jane Doe"]
        email.textContent = "Sent by the office in Paris"
        try await index.indexSearchableItems([
            makeItem("spot", title: "Parking spot", text: "level 3 near the lift"),
            makeItem("walk", title: "Walk in the park", text: "parking was full", keywords: ["weekend"]),
            makeItem("draft", title: "Parking permit draft", keywords: ["draft"]),
            SearchableItem(uniqueIdentifier: "invoice", attributeSet: email),
        ])
        return index
    }

    /// `title:parking` finds the items whose title holds the word, not those holding it elsewhere;
    /// a field names the columns its attributes feed, in any case, and a quoted phrase after it
    /// is that field's phrase.
    @Test func aWordTypedWithAFieldIsFoundInThatField() async throws {
        let index = try await Self.fieldIndex()
        #expect(
            try await search("parking ", in: index, context: everyWordContext).sorted() == [
                "draft", "invoice", "spot", "walk",
            ])
        #expect(
            try await search("title:parking ", in: index, context: everyWordContext).sorted() == [
                "draft", "invoice", "spot",
            ])
        #expect(try await search("Title:PARKING spot", in: index, context: everyWordContext) == ["spot"])
        // The word being typed is still a prefix in its field.
        #expect(
            try await search("title:par", in: index, context: everyWordContext).sorted() == [
                "draft", "invoice", "spot", "walk",
            ])
        #expect(try await search("content:park", in: index, context: everyWordContext) == ["walk"])
        #expect(try await search("title:\"parking spot\"", in: index, context: everyWordContext) == ["spot"])
        #expect(try await search("title:\"spot parking\"", in: index, context: everyWordContext).isEmpty)
        #expect(try await search("from:jane", in: index, context: everyWordContext) == ["invoice"])
        #expect(try await search("author:doe parking", in: index, context: everyWordContext) == ["invoice"])
        #expect(try await search("tag:draft", in: index, context: everyWordContext) == ["draft"])
        #expect(try await search("title:paris", in: index, context: everyWordContext).isEmpty)
        // An attribute's own name, or its `kMDItem…` name, is a field too.
        #expect(try await search("authorNames:jane", in: index, context: everyWordContext) == ["invoice"])
        #expect(
            try await search("kMDItemTitle:parking spot", in: index, context: everyWordContext) == ["spot"])
        #expect(try await search("textContent:lift", in: index, context: everyWordContext) == ["spot"])
        // A mistyped word is corrected in its field too.
        let mistyped = UserQuery(
            userQueryString: "title:parkng spot ", userQueryContext: everyWordContext, index: index)
        #expect(try await identifiers(of: mistyped) == ["spot"])
        #expect(mistyped.correctedQueryString != nil)
    }

    /// `-tag:draft` leaves out the items holding the word in that field only; a word with a colon
    /// that names no field (`10:30`, `http://…`) is searched as it was typed.
    @Test func anExcludedFieldWordAndColonsThatNameNoField() async throws {
        let index = try await Self.fieldIndex()
        #expect(
            try await search("parking -tag:draft", in: index, context: everyWordContext).sorted() == [
                "invoice", "spot", "walk",
            ])
        #expect(try await search("parking -title:parking", in: index, context: everyWordContext) == ["walk"])
        #expect(try await search("lift -content:lift", in: index, context: everyWordContext).isEmpty)
        #expect(
            try await search("parking -title:\"parking spot\"", in: index, context: everyWordContext).sorted()
                == [
                    "draft", "invoice", "walk",
                ])
        let clock = FullTextQuery(userText: "meet 10:30 ")
        #expect(clock.fieldWords.isEmpty)
        #expect(FullTextQuery(userText: "http://example.com ").fieldWords.isEmpty)
        let typed = FullTextQuery(userText: "title:\"grocery list\" -tag:old note")
        #expect(
            typed.fieldWords == [
                .init(
                    columns: [.title], phrases: [.init(tokens: ["grocery", "list"], isPrefix: false)],
                    isExcluded: false),
                .init(
                    columns: [.keywords], phrases: [.init(tokens: ["old"], isPrefix: false)], isExcluded: true
                ),
            ])
        #expect(typed.phrases.map(\.tokens) == [["grocery", "list"], ["note"]])
        #expect(typed.excludedPhrases.isEmpty)
    }

    /// A message Apple Mail saved (`com.apple.mail.emlx`) is an email to `kind:email`, a chat
    /// message only a message (`kind:message`), a to-do item a reminder; and Mail's message is, to a
    /// query on the type tree, as the system's types declare it.
    @Test func aMailMessageIsAnEmail() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem(
                "saved", title: "Lunch next week?",
                contentType: ContentType(identifier: "com.apple.mail.emlx")),
            makeItem("note", title: "Lunch places", contentType: .plainText),
            makeItem("chat", title: "Lunch?", contentType: .message),
            makeItem("todo", title: "Book lunch", contentType: .toDoItem),
        ])
        #expect(try await search("lunch kind:email", in: index, context: everyWordContext) == ["saved"])
        #expect(try await search("lunch kind:mail", in: index, context: everyWordContext) == ["saved"])
        // A chat message is a message, not an email, as Spotlight reads `kind:message`.
        #expect(
            try await search("lunch kind:message", in: index, context: everyWordContext).sorted() == [
                "chat", "saved",
            ])
        #expect(try await search("lunch kind:reminder", in: index, context: everyWordContext) == ["todo"])
        #expect(try await search("lunch reminders", in: index) == ["todo"])
        #expect(
            try await query(#"kMDItemContentTypeTree == "public.email-message""#, in: index) == ["saved"])
    }

    /// `kind:pdf` keeps the items of that kind or a type conforming to it, as Spotlight reads
    /// it; kinds typed together are alternatives, a kind after a minus is left out, and a type
    /// identifier is a kind too. Kinds alone list their items. A kind no type has is looked for in the
    /// items' own `kind` text (Spotlight's `kMDItemKind`), as any attribute named before a colon.
    @Test func aKindKeepsTheItemsOfThatKind() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("pdf", title: "Invoice March", contentType: .pdf),
            makeItem("photo", title: "Invoice photo", contentType: .jpeg),
            makeItem("mail", title: "Invoice mail", contentType: .emailMessage),
            makeItem("note", title: "Invoice note", contentType: .plainText),
        ])
        #expect(try await search("invoice kind:pdf", in: index, context: everyWordContext) == ["pdf"])
        #expect(try await search("Kind:PDF invoice", in: index, context: everyWordContext) == ["pdf"])
        #expect(try await search("invoice kind:image", in: index, context: everyWordContext) == ["photo"])
        #expect(try await search("invoice kind:email", in: index, context: everyWordContext) == ["mail"])
        #expect(try await search("invoice kind:text", in: index, context: everyWordContext) == ["note"])
        #expect(try await search("invoice kind:jpg", in: index, context: everyWordContext) == ["photo"])
        #expect(
            try await search("invoice kind:documents", in: index, context: everyWordContext).sorted() == [
                "note", "pdf",
            ])
        #expect(try await search("invoice kind:word", in: index, context: everyWordContext).isEmpty)
        #expect(
            try await search("invoice kind:public.jpeg", in: index, context: everyWordContext) == ["photo"])
        #expect(
            try await search("invoice kind:Public.JPEG", in: index, context: everyWordContext) == ["photo"])
        #expect(
            try await search("invoice kind:pdf kind:photo", in: index, context: everyWordContext).sorted()
                == [
                    "pdf", "photo",
                ])
        #expect(
            try await search("invoice -kind:pdf -kind:mail", in: index, context: everyWordContext).sorted()
                == [
                    "note", "photo",
                ])
        #expect(
            try await search("invoice kind:image -kind:public.jpeg", in: index, context: everyWordContext)
                .isEmpty)
        // Kinds alone list their items, the most recently changed first.
        #expect(try await search("kind:pdf", in: index) == ["pdf"])
        #expect(try await search("kind:image kind:pdf", in: index).sorted() == ["pdf", "photo"])
        #expect(try await search("kind:image OR kind:pdf", in: index).sorted() == ["pdf", "photo"])
        // `OR` before a kind makes the word after the kind no alternative to the word before it.
        #expect(
            FullTextQuery(userText: "invoice OR kind:pdf receipt").phrases.map(\.isAlternative) == [
                false, false,
            ])
        #expect(
            try await search("invoice kind:image OR kind:pdf", in: index, context: everyWordContext).sorted()
                == [
                    "pdf", "photo",
                ])
        #expect(try await search("-kind:pdf", in: index).sorted() == ["mail", "note", "photo"])
        var newer = SearchableItemAttributeSet(contentType: .pdf)
        newer.title = "Receipt"
        try await index.indexSearchableItems([
            SearchableItem(uniqueIdentifier: "receipt", attributeSet: newer)
        ])
        #expect(try await search("kind:pdf", in: index) == ["receipt", "pdf"])
        #expect(FullTextQuery(userText: "kind:receipt").kinds.isEmpty)
        var scan = SearchableItemAttributeSet(contentType: .data)
        scan.title = "Invoice scan"
        scan.kind = "Receipt scan"
        try await index.indexSearchableItems([SearchableItem(uniqueIdentifier: "scan", attributeSet: scan)])
        #expect(try await search("invoice kind:receipt", in: index, context: everyWordContext) == ["scan"])
    }

    /// `from:` (and `author:`) is the sender and `to:` the recipient, though both are in the people
    /// column; typed
    /// in words around mail or messages (`emails from jane`), `from` and `to` say the same.
    @Test func fromAndToNameTheSenderAndTheRecipient() async throws {
        let index = makeIndex()
        func mail(_ id: String, from sender: String, to recipient: String, type: ContentType = .emailMessage)
            -> SearchableItem
        {
            var attributes = SearchableItemAttributeSet(contentType: type)
            attributes.title = "Budget \(id)"
            attributes.authorNames = [sender]
            attributes.recipientEmailAddresses = [
                recipient.lowercased().replacingOccurrences(of: " ", with: ".") + "@example.com"
            ]
            return SearchableItem(uniqueIdentifier: id, attributeSet: attributes)
        }
        var photo = SearchableItemAttributeSet(contentType: .jpeg)
        photo.title = "Budget meeting in Kyoto"
        var signed = SearchableItemAttributeSet(contentType: .emailMessage)
        signed.title = "Christmas"
        signed.authorNames = ["Helena Ribeiro"]
        signed.textContent = "See you soon, love, mom"
        try await index.indexSearchableItems([
            mail("sent", from: "Mariana Okada", to: "Rajesh Iyer"),
            mail("received", from: "Rajesh Iyer", to: "Mariana Okada"),
            mail("chat", from: "Rajesh Iyer", to: "Mariana Okada", type: .message),
            SearchableItem(uniqueIdentifier: "photo", attributeSet: photo),
            SearchableItem(uniqueIdentifier: "signed", attributeSet: signed),
        ])
        func found(_ text: String) async throws -> [String] {
            try await search(text, in: index, context: everyWordContext).sorted()
        }
        #expect(try await found("budget from:rajesh") == ["chat", "received"])
        #expect(try await found("budget to:rajesh") == ["sent"])
        #expect(try await found("budget -from:rajesh") == ["photo", "sent"])
        #expect(try await found("christmas -from:rajesh") == ["signed"])
        #expect(try await found("budget author:rajesh") == ["chat", "received"])
        #expect(try await found("budget people:rajesh") == ["chat", "received", "sent"])
        #expect(try await found("emails from rajesh") == ["received"])
        #expect(try await found("emails to rajesh") == ["sent"])
        #expect(try await found("messages from rajesh") == ["chat", "received"])
        // A sender named only in the text, as a nickname, is still found by the word.
        #expect(try await found("emails from mom") == ["signed"])
        #expect(try await query("from:rajesh kind:email", in: index) == ["received"])
        #expect(try await query(#"to:"rajesh iyer""#, in: index) == ["sent"])
    }

    /// A search of only a sender (`from:pao`, `messages from pao`) or only a kind lists the items
    /// by their own dates, the latest first, as mail lists them: a mailbox indexed at once does
    /// not list its oldest mail first, and a short message is not put before yesterday's long one.
    @Test func senderAndKindListingsFollowTheItemsOwnDates() async throws {
        let index = makeIndex()
        let day = 86_400.0
        let now = Date()
        var items: [SearchableItem] = []
        // Indexed newest first, so index order and the items' own order disagree.
        for (id, text, daysAgo) in [
            ("yesterday", "Video call later when the kids are home, then the flight details", 1.0),
            ("september", "ok hon", 90), ("heart", "❤️", 120),
        ] {
            var message = SearchableItemAttributeSet(contentType: .message)
            message.title = "Pao 💛"
            message.authorNames = ["Pao"]
            message.textContent = text
            message.contentCreationDate = now.addingTimeInterval(-daysAgo * day)
            items.append(SearchableItem(uniqueIdentifier: id, attributeSet: message))
        }
        var undated = SearchableItemAttributeSet(contentType: .message)
        undated.title = "Pao 💛"
        undated.authorNames = ["Pao"]
        undated.textContent = "no date"
        items.insert(SearchableItem(uniqueIdentifier: "undated", attributeSet: undated), at: 0)
        for item in items { try await index.indexSearchableItems([item]) }
        let byDate = ["yesterday", "september", "heart", "undated"]
        #expect(try await search("from:pao", in: index) == byDate)
        #expect(try await search("messages from pao", in: index) == byDate)
        #expect(try await search("kind:message", in: index) == byDate)
        // A word that is not a sender's is ranked as words are.
        #expect(try await search("from:pao flight", in: index) == ["yesterday"])
    }

    /// A person who types only someone's name means their card: the contact comes before the
    /// messages of a conversation named after them, and a nickname names it too.
    @Test func aNameTypedAloneShowsTheContactFirst() async throws {
        let index = makeIndex()
        var contact = SearchableItemAttributeSet(contentType: .contact)
        contact.title = "Jonas Brügger"
        contact.alternateNames = ["Joni"]
        contact.phoneNumbers = ["+41 79 555 12 34"]
        var items = [SearchableItem(uniqueIdentifier: "card", attributeSet: contact)]
        for (number, text) in ["ok 👍", "On my way", "Buy milk please", "Love you", "Late today"].enumerated()
        {
            var message = SearchableItemAttributeSet(contentType: .message)
            message.displayName = "Jonas"
            message.title = "Jonas"
            message.textContent = text
            message.authorNames = ["Jonas Brügger"]
            items.append(SearchableItem(uniqueIdentifier: "message\(number)", attributeSet: message))
        }
        try await index.indexSearchableItems(items)
        #expect(try await search("jonas", in: index).first == "card")
        #expect(try await search("Jonas Brü", in: index).first == "card")
        #expect(try await search("joni", in: index).first == "card")
        // More than a name: what else was typed decides.
        #expect(try await search("jonas milk", in: index).first == "message2")
        // The name as searched: without a word left out or a field's name, and as corrected.
        #expect(try await search("jonas -milk", in: index).first == "card")
        #expect(try await search("title:jonas", in: index).first == "card")
        #expect(try await search("jonsa", in: index).first == "card")
        // Of two cards, the one whose name begins with the word, whatever else scores alike.
        var aunt = SearchableItemAttributeSet(contentType: .contact)
        aunt.title = "Tante Jonas"
        try await index.indexSearchableItems([SearchableItem(uniqueIdentifier: "aunt", attributeSet: aunt)])
        #expect(try await Array(search("jonas", in: index).prefix(2)) == ["card", "aunt"])
    }

    /// Digits typed in another script find the number written in ASCII digits, and the number
    /// written in that script still finds itself.
    @Test func digitsOfAnotherScriptFindTheSameNumber() async throws {
        let index = makeIndex()
        var code = SearchableItemAttributeSet(contentType: .message)
        code.textContent = "Your verification code is 771204"
        var arabic = SearchableItemAttributeSet(contentType: .message)
        arabic.textContent = "الرمز ٥٥٣٢"
        try await index.indexSearchableItems([
            SearchableItem(uniqueIdentifier: "code", attributeSet: code),
            SearchableItem(uniqueIdentifier: "arabic", attributeSet: arabic),
        ])
        #expect(try await search("٧٧١٢٠٤", in: index) == ["code"])
        #expect(try await search("۷۷۱۲۰۴", in: index) == ["code"], "Persian digits")
        #expect(try await search("code ٧٧١٢", in: index) == ["code"], "as typed, a prefix")
        #expect(try await search("٥٥٣٢", in: index) == ["arabic"])
        #expect(FullTextQuery(userText: "771204").phrases.count == 1)
    }

    /// Spotlight's fields for a photo's, a song's or a file's details, as `mdfind` reads them:
    /// `model:"iPhone SE"`, `duration:>=600`, `width:>4000`, `size:>5MB`, `flash:1`,
    /// `focallength:50`, in the search box and in a query string.
    @Test func aValueFieldKeepsTheItemsWithThatValue() async throws {
        let index = makeIndex()
        func photo(_ id: String, model: String, width: Int, size: Int, flash: Bool) -> SearchableItem {
            var attributes = SearchableItemAttributeSet(contentType: .jpeg)
            attributes.title = "Holiday \(id)"
            attributes.acquisitionModel = model
            attributes.pixelWidth = width
            attributes.fileSize = size
            attributes.flashOn = flash
            attributes.focalLength = width > 4000 ? 50 : 26
            return SearchableItem(uniqueIdentifier: id, attributeSet: attributes)
        }
        func song(_ id: String, seconds: Double) -> SearchableItem {
            var attributes = SearchableItemAttributeSet(contentType: .mp3)
            attributes.title = "Holiday \(id)"
            attributes.duration = seconds
            return SearchableItem(uniqueIdentifier: id, attributeSet: attributes)
        }
        try await index.indexSearchableItems([
            photo("beach", model: "iPhone SE", width: 4032, size: 6_000_000, flash: false),
            photo("dinner", model: "iPhone 15 Pro", width: 3024, size: 2_500_000, flash: true),
            photo("lake", model: "Canon EOS R5", width: 8192, size: 40_000_000, flash: false),
            song("podcast", seconds: 3600), song("jingle", seconds: 30),
        ])
        func found(_ text: String) async throws -> [String] {
            try await search(text, in: index, context: everyWordContext).sorted()
        }
        #expect(try await found(#"holiday model:"iPhone SE""#) == ["beach"])
        #expect(try await found(#"kind:image model:"iPhone SE""#) == ["beach"])
        #expect(try await found("holiday Model:canon") == ["lake"])
        #expect(try await found("holiday duration:>=600") == ["podcast"])
        #expect(try await found("holiday duration:>=10m") == ["podcast"])
        #expect(try await found("duration:<1m") == ["jingle"])
        #expect(try await found("holiday width:>4000") == ["beach", "lake"])
        #expect(try await found("holiday kMDItemPixelWidth:3000-4100") == ["beach", "dinner"])
        #expect(try await found("holiday size:>5MB") == ["beach", "lake"])
        #expect(try await found("holiday -size:>5MB kind:image") == ["dinner"])
        #expect(try await found("holiday flash:1") == ["dinner"])
        #expect(try await found("holiday flash:no kind:image") == ["beach", "lake"])
        #expect(try await found("holiday focallength:50") == ["beach", "lake"])
        // A value the field cannot hold is searched as the words typed, which nothing holds.
        #expect(try await found("holiday width:wide").isEmpty)
        #expect(FullTextQuery(userText: "width:wide").values.isEmpty)

        #expect(try await query("duration:>=600 kind:music", in: index) == ["podcast"])
        #expect(try await query(#"kind:image model:"iPhone SE""#, in: index) == ["beach"])
        #expect(try await query("-flash:1 && kind:image", in: index).sorted() == ["beach", "lake"])
        let notANumber = try #require(await queryError("duration:long", in: index))
        #expect(notANumber.syntaxError?.kind == .invalidNumber)
        #expect(notANumber.syntaxError?.offset == 9)
        #expect(notANumber.syntaxError?.hint?.contains("duration:>=5m") == true)
        let notYesOrNo = try #require(await queryError("flash:maybe", in: index))
        #expect(notYesOrNo.syntaxError?.kind == .invalidComparison)
    }

    static func imageIndex() async throws -> SearchableIndex {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("jpeg", title: "beach photo jpeg"), makeItem("png", title: "logo png"),
            makeItem("both", title: "photo sheet png jpeg"), makeItem("gif", title: "photo gif"),
        ])
        return index
    }

    @Test func aWordAfterOrIsAnAlternativeToTheWordBefore() async throws {
        let index = try await Self.imageIndex()
        #expect(try await search("jpeg OR png", in: index).sorted() == ["both", "jpeg", "png"])
        #expect(try await search("jpeg OR png photo", in: index).sorted() == ["both", "jpeg"])
        #expect(try await search("photo jpeg OR png ", in: index).sorted() == ["both", "jpeg"])
        #expect(try await search("gif OR png OR jpeg", in: index).sorted() == ["both", "gif", "jpeg", "png"])
        // The word being typed may be an alternative too.
        #expect(try await search("gif OR pn", in: index).sorted() == ["both", "gif", "png"])
        #expect(
            try await search("photo \"beach photo\" OR \"photo sheet\"", in: index).sorted() == [
                "both", "jpeg",
            ])
        #expect(try await search("jpeg OR png -photo", in: index) == ["png"])
        // An item holding both alternatives ranks first.
        #expect(try await search("jpeg OR png", in: index).first == "both")
    }

    @Test func orInLowercaseFirstOrLastIsAWord() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("oracle", title: "Oracle database"), makeItem("or", title: "either or database"),
            makeItem("db", title: "database"),
        ])
        #expect(try await search("database OR", in: index).sorted() == ["or", "oracle"])
        // The item holding the word comes first; the other databases follow, `or` being a word
        // an item need not hold.
        #expect(try await search("OR database", in: index).first == "or")
        #expect(try await search("either or database", in: index) == ["or"])
    }

    @Test func theResolverReadsOrAsAnAlternative() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems(
            [("1", "Flat white"), ("2", "Caffè latte"), ("3", "Cortado")].map { id, title in
                var item = makeItem("Order:\(id)", title: title)
                item.associatedEntity = EntityAssociation(
                    typeIdentifier: "Order", identifier: id, priority: 0)
                return item
            })
        let resolver = ParameterResolver(index: index)
        let found = try await resolver.suggestions(for: "Order", matching: "latte OR cortado")
        #expect(found.suggestions.filter(\.matchesText).map(\.identifier.identifier).sorted() == ["2", "3"])
    }

    @Test func alternativesAreGroupedInTheMatchExpression() {
        let query = FullTextQuery(userText: "a OR b c OR d e")
        #expect(query.matchExpression() == #"("a" OR "b") AND ("c" OR "d") AND "e"*"#)
        #expect(
            query.alternativeGroups.map { $0.map(\.tokens) } == [[["a"], ["b"]], [["c"], ["d"]], [["e"]]])
    }
}

@Suite struct SearchBoxDateTests {
    /// An index whose clock stands at noon on Wednesday 18 June 2025 in the time zone queries
    /// are read in, holding reports created on days around it.
    static func datedIndex() async throws -> (SearchableIndex, Calendar) {
        let calendar = Calendar.current
        let now = try #require(calendar.date(from: DateComponents(year: 2025, month: 6, day: 18, hour: 12)))
        let index = makeIndex(configuration: IndexConfiguration(clock: IndexClock(ManualClock(now: now))))
        func report(_ id: String, created: DateComponents, modified: Date? = nil) throws -> SearchableItem {
            var item = makeItem(id, title: "Report \(id)")
            item.attributeSet.contentCreationDate = calendar.date(from: created)
            item.attributeSet.contentModificationDate = modified
            return item
        }
        try await index.indexSearchableItems([
            try report("today", created: DateComponents(year: 2025, month: 6, day: 18, hour: 9)),
            try report("yesterday", created: DateComponents(year: 2025, month: 6, day: 17, hour: 23)),
            try report("monday", created: DateComponents(year: 2025, month: 6, day: 16, hour: 8)),
            try report(
                "march", created: DateComponents(year: 2024, month: 3, day: 15, hour: 10), modified: now),
            try report("june", created: DateComponents(year: 2024, month: 6, day: 1, hour: 0)),
            try report("old", created: DateComponents(year: 2023, month: 12, day: 31, hour: 23, minute: 59)),
        ])
        return (index, calendar)
    }

    /// Spotlight's date fields: `created:`, `modified:` and `date:` with a day, a period in words,
    /// a year, a month or a date, compared by order or as a range, alone or beside words.
    @Test func aDateFieldKeepsTheItemsOfThatDate() async throws {
        let (index, _) = try await Self.datedIndex()
        func found(_ text: String) async throws -> [String] {
            try await search(text, in: index, context: everyWordContext).sorted()
        }
        #expect(try await found("report created:today") == ["today"])
        #expect(try await found("created:yesterday report") == ["yesterday"])
        #expect(try await found("report created:this week") == ["monday", "today", "yesterday"])
        #expect(try await found("report created:this_week") == ["monday", "today", "yesterday"])
        #expect(try await found("report created:2024") == ["june", "march"])
        #expect(try await found("report created:2024-03") == ["march"])
        #expect(try await found("report created:3/15/2024") == ["march"])
        #expect(try await found("report created:15.3.2024") == ["march"])
        #expect(try await found("report created:2024-03-15") == ["march"])
        #expect(try await found("report created:<2024") == ["old"])
        #expect(try await found("report created:<=2024-03-15") == ["march", "old"])
        #expect(try await found("report created:>2024-03-15") == ["june", "monday", "today", "yesterday"])
        #expect(try await found("report created:>=2024-06-01") == ["june", "monday", "today", "yesterday"])
        #expect(try await found("report created:2023-12-31..2024-03-15") == ["march", "old"])
        #expect(try await found("report created:12/31/2023-3/15/2024") == ["march", "old"])
        // One end that only reads day first makes the other end read so too (2 April, not 4 February).
        #expect(try await found("report created:31/12/2023-2/4/2024") == ["march", "old"])
        #expect(try await found("report created:yesterday..today") == ["today", "yesterday"])
        #expect(try await found("report created:today OR created:2023") == ["old", "today"])
        #expect(try await found("report created:today created:2023").isEmpty, "both at once")
        #expect(try await found("report OR created:today") == ["today"], "a word is no date's alternative")
        #expect(try await found("report created:2024-06..yesterday") == ["june", "monday", "yesterday"])
        #expect(try await found("report -created:2024") == ["monday", "old", "today", "yesterday"])
        #expect(try await found("report modified:today") == ["march"])
        #expect(try await found("report date:today") == ["march", "today"])
        #expect(try await found("report kMDItemContentCreationDate:2023") == ["old"])
        // A month or weekday by name is the one that is now or last came; a month with its year.
        #expect(try await found("report created:monday") == ["monday"])
        #expect(try await found("report created:june") == ["monday", "today", "yesterday"])
        #expect(try await found("report created:march").isEmpty, "March 2025 has none")
        #expect(try await found("report created:march 2024") == ["march"])
        #expect(try await found("report created:Dec 2023") == ["old"])
        #expect(try await found("report created:jun") == ["monday", "today", "yesterday"])
        // Dates alone list their items.
        #expect(
            try await search("created:this week", in: index).sorted() == ["monday", "today", "yesterday"])
        #expect(try await search("created:last year", in: index).sorted() == ["june", "march"])
        // Not a date: the typed text is searched as words.
        #expect(FullTextQuery(userText: "date:someday").dates.isEmpty)
        #expect(FullTextQuery(userText: "created:2/30/2024").dates.isEmpty)
        #expect(FullTextQuery(userText: "created:13/13/2024").dates.isEmpty)
        #expect(FullTextQuery(userText: "at 10:30").dates.isEmpty)
    }

    /// Kinds, times and senders are read in German, Spanish, French, Italian and Portuguese as
    /// in English, and a day is read as those languages write it (`10.12.`, `10.12.2026`).
    @Test func kindsAndTimesAreReadInOtherEuropeanLanguages() async throws {
        let calendar = Calendar.current
        let now = try #require(calendar.date(from: DateComponents(year: 2026, month: 12, day: 7, hour: 12)))
        let index = makeIndex(configuration: IndexConfiguration(clock: IndexClock(ManualClock(now: now))))
        func item(_ id: String, _ title: String, _ type: ContentType, _ day: Int, month: Int = 12) throws
            -> SearchableItem
        {
            var item = makeItem(id, title: title, contentType: type)
            item.attributeSet.contentCreationDate = calendar.date(
                from: DateComponents(year: 2026, month: month, day: day, hour: 10))
            return item
        }
        var mail = try item("mail", "Wochenende in Freiburg", .emailMessage, 1)
        mail.attributeSet.authorNames = ["Sabine Hoffmann"]
        var wedding = try item("wedding", "IMG_2801", .heic, 6)
        wedding.attributeSet.keywords = ["Hochzeit"]
        try await index.indexSearchableItems([
            wedding, mail, try item("dentist", "Zahnreinigung", .calendarEvent, 10),
            try item("note", "Foto für die App hochladen", .plainText, 28, month: 1),
            try item("link", "Photos from the wedding: Hochzeitsfotos", .emailMessage, 5),
            try item("march", "Kündigung Fitnessstudio", .pdf, 3, month: 3),
        ])
        func found(_ text: String) async throws -> [String] { try await search(text, in: index) }
        #expect(try await found("fotos gestern") == ["wedding"])
        #expect(try await found("foto hochzeit") == ["wedding"])
        #expect(try await found("hochzeit photos").first == "wedding", "the photo before the mail saying so")
        #expect(try await found("termine dezember") == ["dentist"])
        #expect(try await found("citas diciembre") == ["dentist"])
        #expect(try await found("10.12.") == ["dentist"])
        #expect(try await found("termin 10.12.2026") == ["dentist"])
        #expect(try await found("mail von sabine") == ["mail"])
        #expect(try await found("correos de sabine") == ["mail"])
        #expect(try await found("kündigung im märz") == ["march"])
        // French elides before a vowel; articles and `de` stand before a time.
        #expect(try await found("foto d'hier") == ["wedding"])
        #expect(try await found("fotos de ayer") == ["wedding"])
        #expect(try await found("mails d'Sabine") == ["mail"])
        #expect(try await found("le 10 décembre") == ["dentist"])
        #expect(try await found("rdv jeudi") == ["dentist"], "the coming Thursday")
        #expect(try await found("appointments") == ["dentist"])
        // A day and month with a slash are read both ways.
        #expect(try await found("10/12") == ["dentist"])
        #expect(try await found("12/10") == ["dentist"])
        #expect(try await found("videos") == [], "audio is not video, whatever MPEG-4 declares")
        // A month or weekday that is no English word needs no word before it; abbreviations on
        // dates and a time of day are read too.
        #expect(try await found("kündigung märz") == ["march"])
        #expect(try await found("10 dic") == ["dentist"])
        #expect(try await found("donnerstag abend") == ["dentist"])
        #expect(try await found("invoice may") == [], "may alone is a word")
    }

    /// Searches typed as people ask them: questions around a kind or a time, everyday names of
    /// kinds in English and Japanese, a weekday of a named week or with `last`/`next`, times in
    /// kana, an amount with its yen, a family member with `さん`, a file name with its extension
    /// and one kanji at the end of a word.
    @Test func searchesTypedAsPeopleAskThemAreRead() async throws {
        let calendar = Calendar.current
        // Tuesday.
        let now = try #require(calendar.date(from: DateComponents(year: 2026, month: 12, day: 8, hour: 12)))
        let index = makeIndex(configuration: IndexConfiguration(clock: IndexClock(ManualClock(now: now))))
        func item(_ id: String, _ title: String, _ type: ContentType, day: Int, author: String? = nil) throws
            -> SearchableItem
        {
            var item = makeItem(id, title: title, contentType: type)
            item.attributeSet.contentCreationDate = calendar.date(
                from: DateComponents(year: 2026, month: 12, day: day, hour: 10))
            item.attributeSet.authorNames = author.map { [$0] }
            return item
        }
        try await index.indexSearchableItems([
            try item("dentist", "Dr. Patel", .calendarEvent, day: 10),
            try item("bake sale", "Church bake sale", .calendarEvent, day: 12),
            try item("quilting", "Quilting group", .calendarEvent, day: 14),
            try item("lunch", "Lunch with Jo", .calendarEvent, day: 4),
            try item("shift", "バイト", .calendarEvent, day: 19),
            try item("dinner", "Family dinner", .calendarEvent, day: 25),
            try item("biscuit", "IMG_0412", .jpeg, day: 1),
            try item("yesterday", "IMG_0413", .jpeg, day: 7),
            try item("garden", "IMG_0420", .jpeg, day: 6),
            try item("pharmacy", "Call pharmacy", .toDoItem, day: 9),
            try item("memo", "New Recording 3", .mpeg4Audio, day: 7),
            try item("text", "See you soon", .message, day: 8, author: "Karen"),
            try item("tax", "Tax form 1099-R", .pdf, day: 2),
            try item("mom", "帰りに牛乳買ってきて", .message, day: 6, author: "お母さん"),
            try item("dad", "駅に着いた", .message, day: 6, author: "お父さん"),
            try item("receipt", "無印良品 ¥1,280", .plainText, day: 3),
            try item("book", "読みたい本", .plainText, day: 3),
            try item("resume", "履歴書.pdf", .pdf, day: 3),
            try item("slides", "ゼミ発表_12月16日.pptx", .plainText, day: 3),
        ])
        func found(_ text: String) async throws -> [String] { try await search(text, in: index) }
        #expect(try await found("what do i have tomorrow") == ["pharmacy"])
        #expect(try await found("my reminders") == ["pharmacy"])
        #expect(try await found("pictures i took today") == [])
        #expect(try await found("pics from yesterday") == ["yesterday"])
        #expect(try await found("texts today") == ["text"])
        #expect(try await found("recordings") == ["memo"])
        #expect(try await found("tax documents") == ["tax"])
        #expect(try await found("last friday") == ["lunch"])
        #expect(try await found("events next monday") == ["quilting"])
        #expect(try await found("this saturday") == ["bake sale"])
        #expect(try await found("photos last tuesday") == ["biscuit"])
        #expect(try await found("photos this weekend") == [])
        #expect(try await found("photos from the weekend") == ["garden"])
        #expect(try await found("events this weekend") == ["bake sale"])
        #expect(try await found("pics last weekend") == ["garden"])
        #expect(try await found("events next weekend") == ["shift"])
        #expect(try await found("events christmas") == ["dinner"], "the coming one")
        #expect(try await found("events last christmas") == [], "the one that came, not the coming one")
        #expect(Set(try await found("12/3")) == ["book", "receipt", "resume", "slides"])
        #expect(try await found("photos 12/1") == ["biscuit"])
        #expect(try await found("来週の土曜") == ["shift"])
        #expect(try await found("きのうの写真") == ["yesterday"])
        #expect(try await found("録音") == ["memo"])
        #expect(try await found("お母さんからのメッセージ") == ["mom"])
        #expect(try await found("お母さんのライン") == ["mom"])
        #expect(try await found("1280円") == ["receipt"])
        #expect(try await found("本") == ["book"])
        #expect(try await found("履歴書.pdf") == ["resume"])
        #expect(try await found("12月12日").first == "bake sale", "the day before 12月16日")
    }

    /// A day typed without its year (`dec 18`, `18th december`, `12月18日`) is that day both
    /// past and coming: the photos of it are behind, its events may be ahead. A Japanese era's
    /// year is the year it names.
    @Test func aDayTypedWithoutItsYearIsTheLastAndTheComingOne() async throws {
        let calendar = Calendar.current
        let now = try #require(calendar.date(from: DateComponents(year: 2026, month: 12, day: 7, hour: 12)))
        let index = makeIndex(configuration: IndexConfiguration(clock: IndexClock(ManualClock(now: now))))
        func item(_ id: String, _ title: String, _ type: ContentType, _ components: DateComponents) throws
            -> SearchableItem
        {
            var item = makeItem(id, title: title, contentType: type)
            item.attributeSet.contentCreationDate = calendar.date(from: components)
            return item
        }
        try await index.indexSearchableItems([
            try item(
                "party", "忘年会", .calendarEvent, DateComponents(year: 2026, month: 12, day: 18, hour: 19)),
            try item("snow", "Snow", .jpeg, DateComponents(year: 2026, month: 1, day: 5, hour: 9)),
            try item("old", "Snow", .jpeg, DateComponents(year: 2024, month: 12, day: 18, hour: 9)),
            try item(
                "dentist", "Dentist", .calendarEvent, DateComponents(year: 2026, month: 12, day: 22, hour: 10)
            ),
            try item("heisei", "Receipt", .pdf, DateComponents(year: 2019, month: 3, day: 1, hour: 10)),
        ])
        func found(_ text: String) async throws -> [String] { try await search(text, in: index).sorted() }
        for typed in ["dec 18", "december 18th", "18 december", "12月18日", "date:dec 18"] {
            #expect(try await found(typed) == ["party"], "\(typed)")
        }
        #expect(try await found("jan 5") == ["snow"], "the last January 5, not the coming one")
        #expect(
            try await found("-date:dec 18") == ["dentist", "heisei", "old", "snow"], "neither December 18")
        #expect(try await found("photos jan 5") == ["snow"])
        #expect(try await found("12月18日の予定") == ["party"])
        #expect(try await found("平成31年") == ["heisei"])
        #expect(try await found("dentist 12月22日") == ["dentist"])
    }

    /// When no item holds every word as typed, words that name a kind or a time are read as
    /// Spotlight reads them: `photos yesterday` is `kind:photos date:yesterday`.
    @Test func wordsNamingAKindOrATimeAreReadAsSuchWhenNoItemHoldsThem() async throws {
        let calendar = Calendar.current
        let now = try #require(calendar.date(from: DateComponents(year: 2025, month: 6, day: 18, hour: 12)))
        let index = makeIndex(configuration: IndexConfiguration(clock: IndexClock(ManualClock(now: now))))
        func item(_ id: String, _ title: String, _ type: ContentType, daysAgo: Int) -> SearchableItem {
            var item = makeItem(id, title: title, contentType: type)
            item.attributeSet.contentCreationDate = calendar.date(byAdding: .day, value: -daysAgo, to: now)
            return item
        }
        try await index.indexSearchableItems([
            item("beach", "Beach day", .jpeg, daysAgo: 1),
            item("old beach", "Beach trip", .jpeg, daysAgo: 400),
            item("invoice", "Invoice March", .pdf, daysAgo: 30),
            item("draft", "Invoice draft", .plainText, daysAgo: 1),
            item("mail", "Lunch with Jane", .emailMessage, daysAgo: 0),
            item("song", "Yesterday photos playlist", .plainText, daysAgo: 100),
        ])
        func found(_ text: String) async throws -> [String] { try await search(text, in: index).sorted() }
        #expect(try await found("beach photos yesterday") == ["beach"])
        let read = UserQuery(userQueryString: "beach photos from this week", index: index)
        #expect(try await identifiers(of: read) == ["beach"])
        #expect(read.correctedQueryString == "beach kind:photos date:this week")
        let since = UserQuery(userQueryString: "invoice since 2025", index: index)
        #expect(try await identifiers(of: since) == ["draft", "invoice"])
        #expect(since.correctedQueryString == "invoice date:>=2025")
        #expect(try await search("invoice date:>=2025", in: index).sorted() == ["draft", "invoice"])
        #expect(try await found("pictures") == ["beach", "old beach"])
        #expect(try await found("invoice pdf") == ["invoice"])
        #expect(try await found("emails today") == ["mail"])
        #expect(try await found("invoice from yesterday") == ["draft"])
        #expect(try await found("beach before 2025") == ["old beach"])
        #expect(try await found("invoice in may") == ["invoice"])
        #expect(try await found("beach on tuesday") == ["beach"])
        // Beside a kind, a month or a weekday needs no word before it; a possessive is the word.
        #expect(try await found("pictures june") == ["beach"])
        #expect(try await search("yesterday's photos", in: index).first == "beach")
        #expect(
            FullTextQuery(userText: "beach tuesday").readingKindsAndDates() == nil,
            "a weekday alone is a word")
        #expect(
            FullTextQuery(userText: "invoice may").readingKindsAndDates() == nil, "a month alone is a word")
        #expect(try await found("beach this year") == ["beach"])
        // A day written as a date is, and so is a month with its day and year.
        #expect(try await found("invoice 2025-05-19") == ["invoice"])
        #expect(try await found("invoice 5/19/2025") == ["invoice"])
        #expect(try await found("beach june 17 2025") == ["beach"])
        #expect(try await found("beach 2025-06-17") == ["beach"])
        #expect(
            try await found("beach 2025-06-16") == ["beach", "old beach"], "no beach that day: the word alone"
        )
        // Words that all name a kind or a time list those items first, then the items that
        // hold the words.
        #expect(try await search("yesterday photos", in: index) == ["beach", "song"])
        let listed = UserQuery(userQueryString: "photos", index: index)
        let listedIdentifiers = try await identifiers(of: listed)
        #expect(listedIdentifiers.prefix(2).sorted() == ["beach", "old beach"])
        #expect(listedIdentifiers.last == "song")
        #expect(listed.correctedQueryString == "kind:photos")
        #expect(try await search("today", in: index) == ["mail"])
        // A time alone lists its items by their own dates, the latest first.
        let thisYear = try await search("this year", in: index)
        #expect(thisYear.first == "mail" && thisYear.last == "song" && thisYear.count == 5)
        // A year beside other words is a year; typed alone it is the number looked for.
        let year = UserQuery(userQueryString: "beach 2024", index: index)
        #expect(try await identifiers(of: year) == ["old beach"])
        #expect(year.correctedQueryString == "beach date:2024")
        #expect(try await found("photos 2025") == ["beach"])
        #expect(FullTextQuery(userText: "2024").readingKindsAndDates() == nil, "a number alone")
        #expect(FullTextQuery(userText: "beach 1850").readingKindsAndDates() == nil, "no year of ours")
        #expect(FullTextQuery(userText: "\"photos\"").readingKindsAndDates() == nil, "quoted")
        #expect(FullTextQuery(userText: "title:beach photos").readingKindsAndDates()?.text == nil)
    }

    /// Words beside a kind or a time find first the items of that kind or time holding the other
    /// words, then those holding every word as typed: `beach photos` is the photo, before the
    /// mail that says "beach photos".
    @Test func wordsBesideAKindFindThatKindFirst() async throws {
        let index = makeIndex()
        var photo = makeItem("photo", title: "IMG_2231.HEIC", text: "Beach at sunset", contentType: .heic)
        photo.attributeSet.contentCreationDate = Date()
        try await index.indexSearchableItems([
            photo,
            makeItem("mail", title: "Beach photos from Sunday", contentType: .emailMessage),
            makeItem("sheet", title: "ICU roster December", contentType: .excelWorkbook),
            makeItem("screenshot", title: "Roster screenshot (excel)", contentType: .png),
            makeItem("bookmark", title: "IRCTC eTicketing", contentType: .bookmark),
            makeItem("ticket", title: "IRCTC ticket", text: "saved to bookmarks", contentType: .png),
            makeItem("event", title: "Sangeet night", contentType: .event),
        ])
        #expect(try await search("beach photos", in: index) == ["photo", "mail"])
        #expect(try await search("excel roster", in: index) == ["sheet", "screenshot"])
        #expect(try await search("bookmarks irctc", in: index) == ["bookmark", "ticket"])
        // A kind alone, in the words a person uses for it.
        #expect(try await search("calendar", in: index) == ["event"])
        // A word beside the kind that no item of the kind holds: the words as typed.
        #expect(try await search("sunday photos", in: index) == ["mail"])
    }

    /// A word that names an app by its items' domain (`whatsapp` of `messages.whatsapp`,
    /// `recipe` of `recipes`, `voice memos` of `voicememos`) counts as the kind words do; where
    /// that finds nothing it is a word again (`family photos` beside a calendar named `family`).
    @Test func wordsNamingAnAppFindItsItemsFirst() async throws {
        let index = makeIndex()
        var photo = makeItem("photo", title: "IMG_0042.HEIC", text: "Family lunch", contentType: .heic)
        photo.attributeSet.contentCreationDate = Date()
        try await index.indexSearchableItems([
            makeItem("recipe", title: "Chicken adobo", domain: "recipes"),
            makeItem(
                "thanks", title: "Thanks for the adobo recipe!", domain: "mail.inbox",
                contentType: .emailMessage),
            makeItem(
                "chat", title: "Joy", domain: "messages.whatsapp", text: "Box arrived", contentType: .message),
            makeItem("sms", title: "Joy", domain: "messages.sms", text: "Call me", contentType: .message),
            makeItem("memo", title: "Sangeet practice", domain: "voicememos", contentType: .audio),
            makeItem("event", title: "Sangeet", domain: "calendar.family", contentType: .event),
            makeItem("wedding", title: "Shaadi in Lucknow", domain: "calendar.family", contentType: .event),
            makeItem("gift", title: "Buy a gift", domain: "reminders.shaadi", contentType: .toDoItem),
            photo,
        ])
        // A list within an app is listed first only when no item holds its name.
        #expect(try await search("shaadi", in: index) == ["wedding"])
        #expect(try await search("gift shaadi", in: index) == ["gift"])
        #expect(try await search("adobo recipe", in: index) == ["recipe", "thanks"])
        #expect(try await search("whatsapp", in: index) == ["chat"])
        #expect(try await search("whatsapp joy", in: index) == ["chat"])
        #expect(try await search("voice memo sangeet", in: index).first == "memo")
        #expect(try await search("domain:messages joy", in: index).sorted() == ["chat", "sms"])
        #expect(try await search("family photos", in: index) == ["photo"])
        // A part every domain shares, or a store with no domains, names no app.
        #expect(FullTextQuery(userText: "recipes").readingKindsAndDates() == nil)
    }

    /// Japanese names calendars, reminders and apps in its own words (`カレンダー`, `リマインダー`
    /// searched as `リマインダ`, `レシピ` for `recipes`), and a name typed with its honorific finds
    /// the card that holds the name alone.
    @Test func japaneseNamesKindsAppsAndPeopleAsItsSpeakersDo() async throws {
        let index = makeIndex()
        var card = makeItem("card", title: "田中 浩二", contentType: .contact)
        card.attributeSet.phoneNumbers = ["090-1234-5678"]
        try await index.indexSearchableItems([
            makeItem("event", title: "忘年会", contentType: .event),
            makeItem("todo", title: "ICOCA 定期 更新", contentType: .toDoItem),
            makeItem("recipe", title: "肉じゃが", domain: "recipes"),
            makeItem("memo", title: "打ち合わせ", domain: "voicememos", contentType: .audio),
            makeItem("mail", title: "会議の資料", domain: "mail.inbox", contentType: .emailMessage),
            card,
        ])
        #expect(try await search("カレンダー", in: index) == ["event"])
        #expect(try await search("リマインダー", in: index) == ["todo"])
        #expect(try await search("レシピ", in: index) == ["recipe"])
        #expect(try await search("ボイスメモ 打ち合わせ", in: index) == ["memo"])
        #expect(try await search("田中さん", in: index) == ["card"])
        #expect(try await search("田中様", in: index) == ["card"])
    }

    /// Japanese names kinds, times and senders as its own words, typed solid with particles
    /// between them: `先週の写真` is `date:先週 kind:写真`, `田中さんからのメール` is
    /// `from:田中 kind:メール`.
    @Test func japaneseWordsNamingAKindATimeOrASenderAreReadAsSuch() async throws {
        let calendar = Calendar.current
        let now = try #require(calendar.date(from: DateComponents(year: 2025, month: 6, day: 18, hour: 12)))
        let index = makeIndex(configuration: IndexConfiguration(clock: IndexClock(ManualClock(now: now))))
        func item(_ id: String, _ title: String, _ type: ContentType, daysAgo: Int, author: String? = nil)
            -> SearchableItem
        {
            var item = makeItem(id, title: title, contentType: type)
            item.attributeSet.contentCreationDate = calendar.date(byAdding: .day, value: -daysAgo, to: now)
            item.attributeSet.authorNames = author.map { [$0] }
            return item
        }
        try await index.indexSearchableItems([
            item("osaka", "大阪城", .jpeg, daysAgo: 7),
            item("march", "桜並木", .jpeg, daysAgo: 95),
            item("kyoto", "京都の紅葉", .jpeg, daysAgo: 300),
            item("tanaka", "会議の資料", .emailMessage, daysAgo: 0, author: "田中 一郎"),
            item("sato", "見積書の件", .emailMessage, daysAgo: 20, author: "佐藤 花子"),
            item("ok", "了解です", .message, daysAgo: 1, author: "田中 一郎"),
            item("dentist", "歯医者", .event, daysAgo: 0),
            item("album", "写真の整理", .plainText, daysAgo: 2),
        ])
        func found(_ text: String) async throws -> [String] { try await search(text, in: index).sorted() }
        let lastWeek = UserQuery(userQueryString: "先週の写真", index: index)
        #expect(try await identifiers(of: lastWeek) == ["osaka"])
        #expect(lastWeek.correctedQueryString == "date:先週 kind:写真")
        let fromTanaka = UserQuery(userQueryString: "田中さんからのメール", index: index)
        #expect(try await identifiers(of: fromTanaka) == ["tanaka"])
        #expect(fromTanaka.correctedQueryString == "from:田中 kind:メール")
        #expect(try await found("田中さんのメール") == ["tanaka"])
        #expect(try await found("佐藤様のメール") == ["sato"])
        #expect(try await found("昨日のメッセージ") == ["ok"])
        #expect(try await found("今日の予定") == ["dentist"])
        #expect(try await found("去年の写真") == ["kyoto"])
        #expect(try await found("3月の写真") == ["march"])
        #expect(try await found("2025年の写真") == ["march", "osaka"])
        #expect(try await found("kind:写真 date:2025年") == ["march", "osaka"], "as it was read")
        #expect(try await found("先週からのメール") == ["tanaka"])
        #expect(try await found("大阪の写真") == ["osaka"])
        // Typed as fields, and katakana or hiragana alike.
        #expect(try await found("kind:メール") == ["sato", "tanaka"])
        #expect(try await found("kind:めーる date:先週..今日") == ["tanaka"])
        // Words an item holds are searched as words.
        #expect(try await found("写真の整理") == ["album"])
        #expect(FullTextQuery(userText: "写真集").readingKindsAndDates() == nil)
    }

    /// Search-box texts stitched at random from the pieces its syntax is made of (fields, kinds,
    /// dates, ranges, operators, quotes, commas, CJK and Thai) each answer with items or nothing:
    /// none fails, and every item found is one the index holds.
    @Test func randomSearchBoxTextsAnswerWithoutFailing() async throws {
        let (index, _) = try await Self.datedIndex()
        let pieces = [
            "report", "rep", "-report", "\"report today\"", "\"", "-\"", "OR", "AND", "NOT", "|", "&&", ",",
            ";",
            "title:", "title:report", "-title:report", "kind:", "kind:pdf", "-kind:text", "kind:jpg", "date:",
            "date:today", "created:yesterday..today", "created:2024-", "created:..", "modified:>=",
            "due:<2024",
            "date:march", "date:this", "week", "2024", "in", "since", "photos", "pdf", "may", "東京", "กรุงเทพ",
            "1,250", "e-mail", "c++", "sf", "pyhton", "fire", "fox", ":", "..", "-", "*", "(", ")",
        ]
        var random = SplitMix64(seed: 0x5EA2_C4B0)
        let held = Set(["today", "yesterday", "monday", "march", "june", "old"])
        for _ in 0..<300 {
            let count = Int.random(in: 1...6, using: &random)
            let separators = [" ", " ", " ", ",", ""]
            let text = (0..<count).map { _ in
                pieces[Int.random(in: 0..<pieces.count, using: &random)]
                    + separators[Int.random(in: 0..<separators.count, using: &random)]
            }.joined()
            let found = try await search(text, in: index)
            #expect(Set(found).isSubset(of: held), "\(text)")
        }
    }

    /// `AND` in capitals between words says what a space says, and `|` what `OR` says.
    @Test func andInCapitalsIsTheSpaceBetweenWords() async throws {
        let index = try await SearchBoxOperatorTests.filledIndex()
        #expect(
            try await search("python AND web", in: index, context: everyWordContext).sorted() == [
                "apart", "web",
            ])
        #expect(
            try await search("python AND", in: index, context: everyWordContext).isEmpty, "maybe `ANDROID`")
        #expect(
            try await search("library | tools", in: index, context: everyWordContext).sorted() == [
                "devtools", "lib",
            ])
    }
}

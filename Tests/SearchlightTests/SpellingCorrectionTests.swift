import Foundation
import Searchlight
import Testing

@Suite struct SpellingCorrectionTests {
    static func filledIndex() async throws -> SearchableIndex {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("ffmpeg", title: "ffmpeg", text: "Tools for transcoding audio and video"),
            makeItem("thumbs", title: "ffmpegthumbnailer", text: "Video thumbnails"),
            makeItem("magick", title: "ImageMagick", text: "Image manipulation programs"),
            makeItem("python", title: "Python interpreter", text: "An interactive high-level language"),
            makeItem("pyramid", title: "Pyramid web framework"),
            makeItem("o1001", title: "Order 1001"),
            makeItem("server", title: "Web server", keywords: ["http"]),
            makeItem("servers", title: "Game servers"),
        ])
        return index
    }

    static func responses(_ text: String, in index: SearchableIndex, suggestions: Int = 3) async throws -> (
        items: [String], suggestions: [UserQuery.Suggestion]
    ) {
        var items: [String] = []
        var found: [UserQuery.Suggestion] = []
        let query = UserQuery(
            userQueryString: text, userQueryContext: UserQueryContext(maxSuggestionCount: suggestions),
            index: index)
        for try await response in query.responses {
            switch response {
            case .item(let item): items.append(item.id)
            case .suggestion(let suggestion): found.append(suggestion)
            }
        }
        return (items, found)
    }

    @Test func aMistypedWordFindsTheClosestIndexedWord() async throws {
        let index = try await Self.filledIndex()
        // A dropped letter, a swap of neighbours, a wrong letter, two mistakes in a long word.
        #expect(try await search("ffmpg ", in: index) == ["ffmpeg"])
        #expect(try await search("pyhton ", in: index) == ["python"])
        #expect(try await search("imagemagik ", in: index) == ["magick"])
        #expect(try await search("imagmagik ", in: index) == ["magick"])
        #expect(try await search("interpretr language ", in: index) == ["python"])
    }

    @Test func theWordBeingTypedIsComparedWithTheBeginningsOfWords() async throws {
        let index = try await Self.filledIndex()
        // Still typing: both words beginning `ffmpeg` are found, the shorter first.
        #expect(try await search("ffmpg", in: index) == ["ffmpeg", "thumbs"])
        #expect(try await search("transcodng vid", in: index) == ["ffmpeg"])
    }

    @Test func theCorrectedTextIsOfferedFirstAmongSuggestions() async throws {
        let index = try await Self.filledIndex()
        let (items, suggestions) = try await Self.responses("Pyhton interpreter", in: index)
        #expect(items == ["python"])
        #expect(suggestions.first?.kind == .correction)
        #expect(suggestions.first?.text == "python interpreter")
        #expect(suggestions.first?.completion == "python")
        #expect(suggestions.first?.itemCount == 1)

        // A suggestions-only query offers the correction when nothing completes the word.
        var offered: [UserQuery.Suggestion] = []
        let query = UserQuery(
            userQueryString: "pyhton", userQueryContext: UserQueryContext(maxSuggestionCount: 2), index: index
        )
        for try await suggestion in query.suggestions { offered.append(suggestion) }
        #expect(offered.map(\.text) == ["python"])
        #expect(offered.map(\.kind) == [.correction])
    }

    @Test func theQuerySaysWhatItsResultsWereFoundFor() async throws {
        let index = try await Self.filledIndex()
        let corrected = UserQuery(userQueryString: "Pyhton interpretr", index: index)
        #expect(corrected.correctedQueryString == nil)
        let found = try await identifiers(of: corrected)
        #expect(found == ["python"])
        #expect(corrected.correctedQueryString == "python interpreter")
        // Words separated by a comma are shown corrected too.
        let listed = UserQuery(userQueryString: "pyhton,interpretr", index: index)
        #expect(try await identifiers(of: listed) == ["python"])
        #expect(listed.correctedQueryString == "python interpreter")

        let exact = UserQuery(userQueryString: "python", index: index)
        for try await _ in exact.results {}
        #expect(exact.correctedQueryString == nil)
    }

    @Test func theCommandLineSaysWhatItShows() async throws {
        let location = temporaryDirectory("correction-cli")
        let index = SearchableIndex(location: location)
        try await index.indexSearchableItems([makeItem("python", title: "Python interpreter")])
        let result = await runCommand(["search", "pyhton", "--index", location.path])
        #expect(result.status == 0)
        #expect(
            result.out.hasPrefix("no results for \"pyhton\"; showing results for \"python\"\n  1. python"))
        let partial = await runCommand(["search", "python zebra", "--index", location.path])
        #expect(
            partial.out.hasPrefix(
                "no results for \"python zebra\"; showing results for some of its words\n  1. python"))
    }

    @Test func wordsTypedApartOrSolidFindTheOtherWriting() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("standup", title: "Standup notes"), makeItem("notebook", title: "Notebook sleeve"),
            makeItem("stand", title: "Music stand"), makeItem("up", title: "Up and away"),
        ])
        #expect(try await search("stand up ", in: index) == ["standup"])
        #expect(try await search("note book sleeve ", in: index) == ["notebook"])
        // Still typing the second word: what the joined text begins.
        #expect(try await search("stand u", in: index) == ["standup"])
        // And a word typed solid finds it written apart.
        #expect(try await search("musicstand ", in: index) == ["stand"])
        let solid = UserQuery(userQueryString: "upand away ", index: index)
        var solidFound: [String] = []
        for try await result in solid.results { solidFound.append(result.id) }
        #expect(solidFound == ["up"])
        #expect(solid.correctedQueryString == "up and away")
        let query = UserQuery(userQueryString: "Stand up notes", index: index)
        for try await _ in query.results {}
        #expect(query.correctedQueryString == "standup notes")
        // The words found apart are not joined: `music stand` has both, so nothing is corrected.
        let apart = UserQuery(userQueryString: "music stand ", index: index)
        let found = try await identifiers(of: apart)
        #expect(found == ["stand"])
        #expect(apart.correctedQueryString == nil)
    }

    /// A page the words typed apart cannot fill gets the items holding them written together,
    /// ranked with the items holding them apart: `fire fox` finds `Firefox` even where some item
    /// holds both words (and so nothing is corrected), and first when it names it while the other
    /// holds the words in passing. Quoted words are not joined, nor a word being typed before it
    /// has three letters.
    @Test func aPageTheWordsTypedApartCannotFillGetsThemWrittenTogether() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("firefox", title: "Firefox web browser"),
            makeItem("both", title: "Fire drill", text: "The fox ran out of the fire"),
            makeItem("fox", title: "Fox terrier"), makeItem("fo", title: "Firefo rescue kit"),
        ])
        #expect(try await search("fire fox ", in: index) == ["firefox", "both"])
        #expect(try await search("fire fox", in: index) == ["firefox", "both"])
        #expect(try await search("fire fox browser", in: index) == ["firefox"])
        #expect(try await search("\"fire\" \"fox\" ", in: index) == ["both"])
        #expect(try await search("fire fo", in: index) == ["both"])
    }

    /// Two words typed apart that, written solid, are an item's title name that item, even when
    /// more items than a page holds have both words apart (`image magick`: imagemagick among the
    /// plug-ins that mention images and Magick); a number typed after a word is a version typed
    /// whole (`python 3`); three words join too (`super tux kart`), and a word being typed once
    /// it has two letters (`node js`). Words that only begin a title written solid are not joined.
    @Test func wordsTypedApartThatAreATitleWrittenSolidNameThatItem() async throws {
        let index = makeIndex()
        let plugins = (1...30).map {
            makeItem("plugin\($0)", title: "Image plugin \($0)", text: "Reads image files with Magick")
        }
        try await index.indexSearchableItems(
            plugins + [
                makeItem("imagemagick", title: "imagemagick", text: "Converts pictures"),
                makeItem("python3", title: "python3", text: "Interactive high-level language"),
                makeItem("python3-yaml", title: "python3-yaml", text: "YAML parser for python 3"),
                makeItem("texteditor-plugin", title: "texteditor-plugin", text: "Plugin for a text editor"),
                makeItem("gedit", title: "gedit", text: "Text editor"),
                makeItem("supertuxkart", title: "supertuxkart", text: "3D kart racer"),
                makeItem(
                    "supertuxkart-data", title: "supertuxkart-data",
                    text: "Data for SuperTuxKart, a kart racer with Tux the super penguin"),
                makeItem("nodejs", title: "nodejs", text: "Evented I/O for V8 javascript"),
                makeItem(
                    "node-xml2js", title: "node-xml2js", text: "Simple XML to JS object converter for node"),
            ])
        #expect(try await search("super tux kart", in: index).first == "supertuxkart")
        #expect(try await search("node js", in: index).first == "nodejs")
        #expect(try await search("image magick", in: index).first == "imagemagick")
        #expect(try await search("image magick ", in: index).first == "imagemagick")
        #expect(try await search("python 3", in: index).first == "python3")
        #expect(try await search("text editor ", in: index).first == "gedit")
    }

    /// Among words as close to a slip, an item's name wins over commoner words (`htpo` is `htop`,
    /// not `htpc`; `krta` while typing is `krita`, not the words `ksta` begins), one as long as
    /// what was typed first; and the correction of a hyphenated word is shown with its hyphen.
    @Test func aSlipIsCorrectedToANameBeforeCommonerWordsAsClose() async throws {
        let index = makeIndex()
        let htpc = (1...5).map { makeItem("htpc\($0)", title: "Media center \($0)", text: "htpc remote") }
        let kstars = (1...5).map { makeItem("ksta\($0)", title: "Star map \($0)", text: "kstars kstart") }
        try await index.indexSearchableItems(
            htpc + kstars + [
                makeItem("htop", title: "htop", text: "process viewer"),
                makeItem("htp", title: "htp", text: "time protocol"),
                makeItem("krita", title: "krita", text: "painting program"),
                makeItem("terminal", title: "gnome-terminal", text: "terminal emulator"),
            ])
        for (typed, expected, corrected) in [
            ("htpo ", "htop", "htop"), ("krta", "krita", "krita"),
            ("gnome-termnal", "terminal", "gnome-terminal"),
        ] {
            let query = UserQuery(userQueryString: typed, index: index)
            let found = try await identifiers(of: query)
            #expect(found.first == expected, "\(typed)")
            #expect(query.correctedQueryString == corrected, "\(typed)")
        }
    }

    /// A slip corrected to the closest word in the most items, which the other words typed are
    /// never with, is corrected to the next closest that they are with: `obs studo` is `obs
    /// studio`, though `sudo`, one letter away too, is in more items.
    @Test func aCorrectionTheOtherWordsAreNeverWithGivesWayToTheNextClosest() async throws {
        let index = makeIndex()
        let sudo = (1...5).map { makeItem("sudo\($0)", title: "sudo plugin \($0)", text: "Runs sudo") }
        try await index.indexSearchableItems(
            sudo + [makeItem("obs", title: "obs-studio", text: "Recorder and streamer for obs")])
        for typed in ["obs studo", "obs studo "] {
            let query = UserQuery(userQueryString: typed, index: index)
            #expect(try await identifiers(of: query).first == "obs", "\(typed)")
            #expect(query.correctedQueryString == "obs studio", "\(typed)")
        }
        #expect(try await search("studo", in: index).first == "sudo1", "alone, the commoner word")
    }

    /// A name two slips away corrects a word of five letters or more that nothing closer does
    /// (`rythmbx` is rhythmbox); a word of the text that far away does not, nor does a name for a
    /// shorter word.
    @Test func aNameTwoSlipsAwayCorrectsALongWordNothingCloserDoes() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("rhythmbox", title: "rhythmbox", text: "music player"),
            makeItem("remmina", title: "remmina", text: "remote desktop client"),
            makeItem("notes", title: "Meeting notes", text: "rhythmic breathing exercises"),
        ])
        for (typed, expected) in [("rythmbx", "rhythmbox"), ("reminna ", "remmina")] {
            let query = UserQuery(userQueryString: typed, index: index)
            #expect(try await identifiers(of: query) == [expected], "\(typed)")
            #expect(query.correctedQueryString == expected, "\(typed)")
        }
        #expect(try await search("rytmic ", in: index).isEmpty, "a word of the text two slips away")
    }

    /// The word being typed, solid, finds the words written apart before a spelling one letter
    /// or two away: `pdfviewer` is `pdf viewer`, not `previewer`.
    @Test func theWordBeingTypedSolidFindsTheWordsWrittenApart() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("viewer", title: "Fast PDF viewer"), makeItem("previewer", title: "Font previewer"),
        ])
        try await Self.expectFinds(
            [
                ("pdfviewer", "viewer", "pdf viewer"), ("pdfview", "viewer", "pdf view"),
                ("fast pdfviewer", "viewer", "fast pdf viewer"),
            ], in: index)
    }

    /// Each text typed finds its one item, and the results say they are for the text read.
    static func expectFinds(
        _ searches: [(typed: String, found: String, readAs: String)], in index: SearchableIndex,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        for (typed, expected, corrected) in searches {
            let query = UserQuery(userQueryString: typed, index: index)
            #expect(
                try await identifiers(of: query) == [expected], "\(typed)", sourceLocation: sourceLocation)
            #expect(query.correctedQueryString == corrected, "\(typed)", sourceLocation: sourceLocation)
        }
    }

    /// A kana word no item holds, with a slip of a kana keyboard in it (a voicing mark left off or
    /// added, a small kana typed full size), finds the word meant, and says so in the script typed.
    @Test func aKanaSlipIsCorrected() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("browser", title: "ウェブブラウザ"), makeItem("video", title: "ビデオ編集"),
            makeItem("editor", title: "テキストエディタ"),
        ])
        try await Self.expectFinds(
            [("ブラウサ", "browser", "ブラウザ"), ("ひでお", "video", "びでお"), ("エデイタ", "editor", "エディタ")],
            in: index)
        // A word the index holds is not respelled.
        let held = UserQuery(userQueryString: "ブラウザ", index: index)
        #expect(try await identifiers(of: held) == ["browser"])
        #expect(held.correctedQueryString == nil)
        // A long text pasted whole is no word with a slip: it is not respelled kana by kana.
        let pasted = String(repeating: "ぶらうさ", count: 10)
        #expect(FullTextQuery(userText: pasted).respellingKana(typed: pasted).isEmpty)
        #expect(FullTextQuery(userText: "ぶらうさ").respellingKana(typed: "ぶらうさ").count > 0)
    }

    /// A number typed against a word, or apart from it, finds it written the other way:
    /// `iphone15` is `iPhone 15`, `16 gb` is `16GB`.
    @Test func aNumberWrittenAgainstAWordOrApartFindsTheOtherWriting() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("phone", title: "iPhone 15 Pro case"), makeItem("ram", title: "Laptop with 16GB RAM"),
            makeItem("other", title: "Phone charger, 15 W"),
        ])
        try await Self.expectFinds(
            [
                ("iphone15 ", "phone", "iphone 15"), ("iphone15", "phone", "iphone 15"),
                ("iphone15 pro", "phone", "iphone 15 pro"), ("iphone1", "phone", "iphone 1"),
                ("16 gb ", "ram", "16gb"), ("16 gb", "ram", "16gb"), ("laptop 16 gb", "ram", "laptop 16gb"),
            ], in: index)
        // Two numbers are not one.
        #expect(try await search("15 16 ", in: index, context: everyWordContext) == [])
    }

    /// A name with a number in it is corrected in its letters (`fail2bna`, `i3lcok`, `mp3spltt`),
    /// never to another number (`rtx4090` is no slip of `rtx4080`).
    @Test func aNameWithANumberIsCorrectedInItsLetters() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("ban", title: "fail2ban", text: "ban hosts that cause multiple authentication errors"),
            makeItem("lock", title: "i3lock", text: "improved screen locker"),
            makeItem("card", title: "rtx4080", text: "graphics card"),
        ])
        try await Self.expectFinds(
            [
                ("fail2bna ", "ban", "fail2ban"), ("i3lcok ", "lock", "i3lock"),
                ("fail2banx ", "ban", "fail2ban"),
            ],
            in: index)
        #expect(try await search("rtx4090 ", in: index).isEmpty)
    }

    @Test func aSingularFindsThePluralAndAPluralTheSingular() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("categories", title: "Categories of tea"), makeItem("box", title: "Lunch box"),
            makeItem("boxes", title: "Boxes of chocolates"), makeItem("apples", title: "Apples and pears"),
        ])
        #expect(try await search("category tea ", in: index) == ["categories"])
        #expect(try await search("lunch boxs ", in: index) == ["box"])
        #expect(try await search("chocolate ", in: index) == ["boxes"])
        #expect(try await search("apple pears", in: index) == ["apples"])
        // The plural is held, so it is searched beside the singular: nothing is corrected.
        let query = UserQuery(userQueryString: "tea category ", index: index)
        for try await _ in query.results {}
        #expect(query.correctedQueryString == nil)
        // A word the index holds is searched as typed, its other number after it.
        #expect(try await search("box ", in: index) == ["box", "boxes"])
    }

    @Test func aPageTheWordsCannotFillGetsTheirOtherNumberAfterThem() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("pasta", title: "Recipe for pasta", text: "A quick weeknight dinner"),
            makeItem("grocery", title: "Grocery list", text: "Things to buy, see the recipes folder"),
            makeItem("meeting", title: "Meeting notes"), makeItem("self", title: "Note to self"),
            makeItem("disturb", title: "Do not disturb"), makeItem("party", title: "Children's party"),
            makeItem("gif", title: "Animated gif"), makeItem("gives", title: "She gives lessons"),
        ])
        // Both words are indexed, but no item holds both as typed.
        #expect(try await search("pasta recipes", in: index) == ["pasta"])
        // A corrected text's page gets them too.
        #expect(try await search("pasta recipies ", in: index) == ["pasta"])
        // The items holding the word itself stay first, in their order.
        #expect(try await search("recipes ", in: index) == ["grocery", "pasta"])
        #expect(try await search("note ", in: index) == ["self", "meeting"])
        // The word being typed gets the forms its letters do not already begin.
        #expect(try await search("notes", in: index) == ["meeting", "self"])
        // Irregular plurals, both ways.
        #expect(try await search("child ", in: index) == ["party"])
        // Only spellings English makes: `notes` is not `not`, `gives` is not `gif`.
        #expect(try await search("notes ", in: index) == ["meeting", "self"])
        #expect(try await search("gives ", in: index) == ["gives"])
        // Scores still fall in the order shown.
        let scores = try await scoredSearch("recipes ", in: index).map(\.score)
        #expect(scores.count == 2 && scores == scores.sorted(by: >))
        // A page the words fill is left as it is.
        #expect(
            try await search("recipes ", in: index, context: UserQueryContext(maxResultCount: 1)) == [
                "grocery"
            ])
    }

    @Test func aSearchWithoutALimitIsPaddedOnlyWhileItFindsLessThanAPage() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems(
            (1...20).map { makeItem("plural\($0)", title: "Recipes \($0)") }
                + [makeItem("singular", title: "Recipe for pasta")])
        let unlimited = UserQueryContext(maxResultCount: 0)
        // Twenty items hold the word itself: a page, so the singular is not added.
        #expect(try await search("recipes ", in: index, context: unlimited).count == 20)
        try await index.deleteSearchableItems(withIdentifiers: ["plural20"])
        let padded = try await search("recipes ", in: index, context: unlimited)
        #expect(padded.count == 20 && padded.last == "singular")
    }

    @Test func littleWordsTheItemLacksAreLeftOutAfterItsWordsAreTried() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("grocery", title: "Grocery list"), makeItem("meeting", title: "Meeting notes"),
            makeItem("pasta", title: "Recipe for pasta"), makeItem("theme", title: "Dark theme"),
            makeItem("the-list", title: "The list of lists"),
        ])
        #expect(try await search("the grocery list ", in: index) == ["grocery"])
        #expect(try await search("notes from the meeting", in: index) == ["meeting"])
        // With the other number too.
        #expect(try await search("the recipes for pasta ", in: index) == ["pasta"])
        // Items holding every word typed come first.
        #expect(try await search("the list ", in: index) == ["the-list", "grocery"])
        // The word being typed is kept (`the` may be `theme`), as is a text of little words only.
        #expect(try await search("dark the", in: index) == ["theme"])
        #expect(try await search("of the ", in: index) == ["the-list"])
        // Words that are not little are left out only by a partial match, which says so.
        #expect(try await search("the grocery lists pasta ", in: index, context: everyWordContext) == [])
        #expect(try await partiallyFound("the grocery lists pasta ", in: index) == ["grocery"])
    }

    @Test func aPageTheWordsCannotFillGetsTheirOtherTensesAfterThem() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("run", title: "Run club", text: "Saturday mornings in the park"),
            makeItem("bake", title: "Bake bread at home"),
            makeItem("cooking", title: "Cooking class", text: "Thursday evenings"),
            makeItem("tried", title: "Recipes we tried"),
            makeItem("shop", title: "Shopping list"),
            makeItem("thing", title: "The thing about morning"),
            makeItem("morn", title: "Morn and eve"),
            makeItem("sleeps", title: "How the cat sleeps"),
            makeItem("sleeping", title: "Baby sleeping tips"),
        ])
        // The tenses of a word's other number, and the other number of its tenses.
        #expect(try await search("sleeps tips ", in: index) == ["sleeping"])
        #expect(try await search("sleeping cat ", in: index) == ["sleeps"])
        #expect(try await search("running club", in: index) == ["run"])
        #expect(try await search("baked bread ", in: index) == ["bake"])
        #expect(try await search("baking bread ", in: index) == ["bake"])
        #expect(try await search("cook class", in: index) == ["cooking"])
        #expect(try await search("cooked class ", in: index) == ["cooking"])
        #expect(try await search("try recipes ", in: index) == ["tried"])
        #expect(try await search("shop list", in: index) == ["shop"])
        // Words that only end like a tense keep their own meaning.
        #expect(try await search("morning ", in: index) == ["thing", "run"])
        #expect(try await search("thing ", in: index) == ["thing"])
    }

    @Test(arguments: [
        ("cooking", ["cook", "cooke", "cooked"]),
        ("making", ["mak", "make", "makking", "makked", "made", "maked"]),
        ("running", ["run", "runn", "runne", "ran", "runned"]),
        ("tried", ["try", "tri", "trying", "triing"]),
        ("stopped", ["stop", "stopp", "stoppe", "stopping"]),
        ("falling", ["fall", "falle", "fell", "fallen", "falled"]),
        ("bake", ["baking", "baked"]), ("run", ["ran", "running", "runned"]),
        ("study", ["studying", "studied"]),
        ("fix", ["fixing", "fixed"]), ("free", ["freeing", "freed"]), ("bought", ["buy"]),
        ("thing", []), ("morning", []), ("need", []), ("sing", ["sang", "sung", "singing", "singed"]),
        ("Cooking", []), ("go", []),
    ])
    func otherTensesAreTheSpellingsEnglishMakes(word: String, forms: [String]) {
        #expect(EnglishVerb.otherForms(of: word) == forms)
    }

    @Test(arguments: [
        ("boxes", ["box", "boxe"]), ("matches", ["match", "matche"]), ("classes", ["class", "classe"]),
        ("categories", ["category", "categorie"]), ("notes", ["note"]), ("cases", ["case"]),
        ("category", ["categories"]), ("box", ["boxes"]), ("day", ["days"]), ("hero", ["heroes", "heros"]),
        ("child", ["children", "childs"]), ("leaves", ["leaf", "leave"]), ("news", []),
        ("analysis", ["analyses"]),
        ("bus", ["buses"]), ("C++", []), ("ab", []), ("Notes", []),
    ])
    func otherNumbersAreTheSpellingsEnglishMakes(word: String, forms: [String]) {
        #expect(EnglishNumber.otherForms(of: word) == forms)
    }

    /// Abbreviations and the words they stand for find each other, words a person shortened
    /// find the words they begin, and a three-letter slip of two fingers is corrected.
    @Test func abbreviationsShortenedWordsAndSwappedLettersFindTheItem() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("dentist", title: "Dentist appt", text: "Tuesday at 3"),
            makeItem("doctor", title: "Doctor Patel"),
            makeItem("carter", title: "John Carter"),
            makeItem("meeting", title: "Meeting notes"),
            makeItem("pets", title: "The cat and the dog"),
            makeItem("tea", title: "Green tea"),
        ])
        #expect(try await search("dentist appointment ", in: index) == ["dentist"])
        #expect(try await search("dr patel ", in: index) == ["doctor"])
        #expect(try await search("j carter ", in: index) == ["carter"])
        #expect(try await search("meet notes ", in: index) == ["meeting"])
        let swapped = UserQuery(userQueryString: "teh dog ", index: index)
        let found = try await identifiers(of: swapped)
        #expect(found == ["pets"] && swapped.correctedQueryString == "the dog")
        // Only the last two letters trade places, and only into a word the index holds.
        #expect(try await search("eta ", in: index, context: everyWordContext).isEmpty)
        #expect(EnglishAbbreviation.otherForms(of: "appt") == ["appointment"])
        #expect(EnglishAbbreviation.otherForms(of: "doctor") == ["dr"])
        #expect(EnglishAbbreviation.otherForms(of: "dr") == ["doctor", "drive"])
        #expect(EnglishAbbreviation.otherForms(of: "pasta").isEmpty)
    }

    /// A short word no item holds is read as the initials of words next to each other, in
    /// order: `sf` finds San Francisco, a name ranks above the same letters in running text, and a
    /// word an item holds is searched as itself.
    @Test func aShortWordNoItemHoldsFindsTheWordsItIsTheInitialsOf() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("flight", title: "Flight to San Francisco", text: "Gate 12"),
            makeItem("sync", title: "Backup", text: "Nightly sync files to the server"),
            makeItem("hotel", title: "New York City hotel"),
            makeItem("york", title: "York minster tour"),
        ])
        let found = try await search("sf", in: index, context: everyWordContext)
        #expect(found == ["flight", "sync"])
        #expect(try await search("NYC ", in: index, context: everyWordContext) == ["hotel"])
        // Not initials: letters in another order, a word of one letter or of five.
        #expect(try await search("fs ", in: index, context: everyWordContext).isEmpty)
        #expect(try await search("nycx ", in: index, context: everyWordContext).isEmpty)
        #expect(FullTextQuery(userText: "s").initials() == nil)
        #expect(FullTextQuery(userText: "sfnyc").initials() == nil)
        #expect(FullTextQuery(userText: "\"sf\"").initials() == nil)
        #expect(FullTextQuery(userText: "s2").initials() == nil)
        try await index.indexSearchableItems([makeItem("giants", title: "SF Giants tickets")])
        #expect(try await search("sf ", in: index, context: everyWordContext) == ["giants"])
    }

    @Test func wordsTheIndexHoldsAreNeverCorrected() async throws {
        let index = try await Self.filledIndex()
        // `server` is indexed: its items, not those of a close word, and no correction offered.
        let (items, suggestions) = try await Self.responses("server ", in: index)
        #expect(items == ["server", "servers"])
        #expect(!suggestions.contains { $0.kind == .correction })
        // A search that finds something is left alone even when one of its words is mistyped
        // elsewhere: here every word is indexed, so the AND simply finds nothing.
        #expect(try await search("pyramid server ", in: index, context: everyWordContext) == [])
    }

    /// A word that one item holds, one letter from a word that many hold, finds that item first
    /// and then what the commoner spelling finds: the slip is shared, not meant. The query says
    /// nothing was corrected, as its first result is what was typed.
    @Test func aSlipSomeItemSharesStillFindsTheCommonerSpelling() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems(
            [makeItem("slip", title: "pyhton json tips")]
                + (0..<60).map { makeItem("python\($0)", title: "python json recipe \($0)") }
                + [makeItem("rare", title: "zebrra json"), makeItem("zebra", title: "zebra json")])
        let query = UserQuery(userQueryString: "pyhton json ", index: index)
        let found = try await identifiers(of: query)
        #expect(found.first == "slip")
        #expect(found.count == 61)
        #expect(found.dropFirst().allSatisfy { $0.hasPrefix("python") })
        #expect(query.correctedQueryString == nil)
        // So does the word being typed when some item holds it whole; a beginning that is no word
        // yet is still being typed.
        let typedLast = try await identifiers(of: UserQuery(userQueryString: "json pyhton", index: index))
        #expect(typedLast.first == "slip")
        #expect(typedLast.count == 61)
        #expect(try await search("json pyht", in: index) == ["slip"])
        // A long word being typed that no item holds whole, and only one holds the beginning of
        // (`calculater` in `CalculateReadGroupChecksum`), is read as a slip too.
        try await index.indexSearchableItems(
            [makeItem("camel", title: "CalculateReadGroupChecksum tool")]
                + (0..<30).map { makeItem("calculator\($0)", title: "calculator app \($0)") })
        let beingTyped = try await identifiers(of: UserQuery(userQueryString: "calculater", index: index))
        #expect(beingTyped.first == "camel")
        #expect(beingTyped.count == 31)
        // A spelling only a few more items hold is another word, not the one meant.
        #expect(try await search("zebrra json ", in: index) == ["rare"])
        // Corrections turned off leave the typed words alone.
        #expect(
            try await search("pyhton json ", in: index, context: UserQueryContext(correctsSpelling: false))
                == ["slip"])
        // When the slip's item lacks the other words, nothing is found as typed: the slip is
        // corrected with the word no item holds, and the query says so.
        let both = UserQuery(userQueryString: "pyhton jsno recipe", index: index)
        #expect(try await identifiers(of: both).count == 60)
        #expect(both.correctedQueryString == "python json recipe")
        let slipOnly = UserQuery(userQueryString: "pyhton json recipe", index: index)
        #expect(try await identifiers(of: slipOnly).count == 60)
        #expect(slipOnly.correctedQueryString == "python json recipe")
        // A slip three items share is still one (`javscript` in three of thousands).
        try await index.indexSearchableItems(
            (0..<2).map { makeItem("slip\($0)", title: "pyhton json notes \($0)") })
        let shared = try await identifiers(of: UserQuery(userQueryString: "pyhton json ", index: index))
        #expect(Set(shared.prefix(3)) == ["slip", "slip0", "slip1"])
        #expect(shared.count == 63)
    }

    @Test func shortWordsNumbersAndFarWordsAreNotCorrected() async throws {
        let index = try await Self.filledIndex()
        // Three letters: too short to tell a mistake from another word.
        #expect(try await search("wub ", in: index) == [])
        // A number one digit away names another thing.
        #expect(try await search("1002 ", in: index) == [])
        // Two mistakes in a word of seven letters is one too many; a wrong first letter is not looked for.
        #expect(try await search("pythnnn ", in: index) == [])
        #expect(try await search("gfmpeg ", in: index) == [])
        #expect(try await search("xyzzyqq ", in: index) == [])
    }

    @Test func correctionRespectsScopeAndCanBeTurnedOff() async throws {
        let index = makeIndex()
        try await index.indexSearchableItems([
            makeItem("a", title: "Kyoto temples", domain: "travel"),
            makeItem("b", title: "Lentil soup", domain: "recipes"),
        ])
        #expect(try await search("templs ", in: index) == ["a"])
        // The corrected search keeps the query's domains: nothing in `recipes` holds `temples`.
        #expect(
            try await search("templs ", in: index, context: UserQueryContext(domainIdentifiers: ["recipes"]))
                == [])
        #expect(
            try await search("templs ", in: index, context: UserQueryContext(correctsSpelling: false)) == [])
        // A deleted item's words leave the vocabulary: nothing is corrected towards them.
        try await index.deleteSearchableItems(withIdentifiers: ["a"])
        #expect(try await search("templs ", in: index) == [])
        #expect(try await search("temples ", in: index) == [])
    }

    @Test func distanceLimitsGrowWithTheWord() {
        #expect(SpellingCorrection.maximumEdits(forLength: 3) == 0)
        #expect(SpellingCorrection.maximumEdits(forLength: 4) == 1)
        #expect(SpellingCorrection.maximumEdits(forLength: 7) == 1)
        #expect(SpellingCorrection.maximumEdits(forLength: 8) == 2)
    }
}

/// Turns what a user typed into an FTS5 `MATCH` expression over Searchlight's tokens.
///
/// Each whitespace-separated word becomes one FTS5 phrase of its tokens (so `MyWindow` or a
/// Japanese run, which tokenize to several tokens, must match adjacently), as does each quoted
/// phrase (`"web server"`); repeated words count once, the words are ANDed (a word after `OR`
/// is an alternative to the one before: `jpeg OR png photos` needs `photos` and either format),
/// and the last word is a prefix unless the text ends in whitespace — it is still being typed.
/// Words after a minus sign or `NOT` are ``excludedPhrases``.
/// The expression is passed to SQLite as a bound parameter; tokens contain only letters and
/// digits, and quotes are doubled anyway.
package struct FullTextQuery: Equatable {
    package struct Phrase: Hashable {
        package var tokens: [String]
        var isPrefix: Bool
        /// The phrase is an alternative to the one before it (`jpeg OR png`): an item needs one of
        /// them, not both.
        package var isAlternative: Bool
        /// The phrase was quoted: it is matched as written, never as a prefix. Not part of its
        /// identity: a quoted word and the same word unquoted match the same items.
        var isQuoted = false
        /// Each token is the first letter of a word, the words next to each other in order
        /// (``FullTextQuery/initials()``: `sf` for `San Francisco`).
        var isInitials = false
        /// The alternative is another way of writing the word before, not a word typed after
        /// `OR`: `libreoffice` for `LibreOffice`, `recipe` for `recipes`. It is ranked as that
        /// word, so an item need not hold every form of it. Not part of its identity.
        var isAnotherForm = false
        /// For a CJK run typed solid (``cjkRun``), the script of each of its characters as typed
        /// (``FullTextQuery/typedScripts(of:)``), which folding katakana to hiragana loses; `nil`
        /// when not known. Not part of its identity.
        var typedScripts: [UInt8]?
        /// A word of digits and the marks between them, as typed (`10.12.2026`, `16.12.`), whose
        /// tokens lose the marks a date's order is read from. Not part of its identity.
        var writtenNumber: Substring?

        /// `self` with only the tokens in `range`: of a CJK run, the bigrams of the characters
        /// `range.lowerBound...range.upperBound`, which keep their ``typedScripts``.
        ///
        /// A katakana word cut off where a particle or an ending followed it is searched as one
        /// typed on its own is, without its final long vowel mark
        /// (``FullTextQuery/withoutFinalLongVowel(_:of:)``): `スクリーンリーダーを探す` finds the
        /// texts that write `スクリーンリーダ`.
        func keepingTokens(_ range: Range<Int>) -> Phrase {
            var phrase = self
            phrase.tokens = Array(tokens[range])
            phrase.typedScripts = typedScripts.flatMap {
                $0.count == tokens.count + 1 ? Array($0[range.lowerBound...range.upperBound]) : nil
            }
            if range.upperBound < tokens.count, phrase.endsInLongKatakanaWord {
                phrase.tokens.removeLast()
                phrase.typedScripts?.removeLast()
            }
            return phrase
        }

        /// Whether the phrase is a CJK run ending in a katakana word of three characters or more
        /// and its long vowel mark, as typed.
        private var endsInLongKatakanaWord: Bool {
            guard tokens.count >= 3, let scripts = typedScripts, scripts.count == tokens.count + 1,
                let last = tokens.last, last.count == 2, last.last == "ー", last.first != "ー"
            else { return false }
            return scripts.dropLast().reversed().prefix { $0 == 2 }.count >= 3
        }

        package static func == (left: Phrase, right: Phrase) -> Bool {
            (left.tokens, left.isPrefix, left.isAlternative, left.isInitials) == (
                right.tokens, right.isPrefix, right.isAlternative, right.isInitials
            )
        }

        package func hash(into hasher: inout Hasher) {
            hasher.combine(tokens)
            hasher.combine(isPrefix)
            hasher.combine(isAlternative)
            hasher.combine(isInitials)
        }

        package init(tokens: [String], isPrefix: Bool, isAlternative: Bool = false) {
            self.tokens = tokens
            self.isPrefix = isPrefix
            self.isAlternative = isAlternative
        }

        /// Another way of writing the word before it (``isAnotherForm``).
        static func anotherForm(tokens: [String], isPrefix: Bool) -> Phrase {
            var phrase = Phrase(tokens: tokens, isPrefix: isPrefix, isAlternative: true)
            phrase.isAnotherForm = true
            return phrase
        }

        /// The terms the full-text index is searched for: ``tokens``, with each run of three or
        /// more CJK characters (overlapping bigrams) as its overlapping trigrams, which the index
        /// also stores (``Tokenizer/CJKGrams``): `ぱっ っけ けー` → `ぱっけ っけー`; a run that more
        /// tokens follow keeps its last bigram too, which holds their positions apart.
        package var lookupTokens: [String] {
            guard tokens.count > 1, tokens.contains(where: Self.isCJKBigram) else { return tokens }
            var terms: [String] = []
            var index = 0
            while index < tokens.count {
                // A run: bigrams each starting with the character the one before ends with.
                var end = index + 1
                if Self.isCJKBigram(tokens[index]) {
                    while end < tokens.count, Self.isCJKBigram(tokens[end]),
                        tokens[end].first == tokens[end - 1].last
                    {
                        end += 1
                    }
                }
                if end - index < 2 {
                    terms.append(tokens[index])
                } else {
                    for bigram in index..<(end - 1) {
                        terms.append(tokens[bigram] + tokens[bigram + 1].suffix(1))
                    }
                    // A run of n bigrams has n - 1 trigrams: a token after it (`履歴書.pdf`,
                    // `東京タワー.jpg`) comes one position later than the trigrams end, where the
                    // run's last bigram is.
                    if end < tokens.count { terms.append(tokens[end - 1]) }
                }
                index = end
            }
            return terms
        }

        /// A two-character CJK token is a whole bigram: a prefix search on it could only find it
        /// and the trigrams it begins, which are at the same positions, at the price of a
        /// term-range scan.
        static func isCJKBigram(_ token: String) -> Bool {
            Tokenizer.isCJKToken(token.utf8) && token.count == 2
        }

        /// The characters of a CJK run typed without a space (two bigrams or more, each
        /// overlapping the next): each bigram's first, and the last one's second; `nil` for any
        /// other phrase.
        var cjkRun: String? {
            guard tokens.count >= 2, !isQuoted, tokens.allSatisfy(Phrase.isCJKBigram),
                tokens.indices.dropFirst().allSatisfy({ tokens[$0].first == tokens[$0 - 1].last })
            else { return nil }
            return String(tokens.map { $0.first! }) + String(tokens[tokens.count - 1].last!)
        }
    }

    package var phrases: [Phrase]
    /// What the items must not hold: words and quoted phrases typed after a minus sign (`-dev`,
    /// `-"web server"`) or after `NOT`. They are never prefixes: a word being typed after a minus
    /// would otherwise hide everything its first letters begin.
    package var excludedPhrases: [Phrase] = []

    /// A word typed with the field it is in (`title:parking`, `author:"jane doe"`, `-tag:draft`):
    /// the columns that field's text feeds (``fieldColumns``) and the word's phrases. A kept word
    /// is also among ``phrases``, so it is ranked like any other; an excluded one is not among
    /// ``excludedPhrases``, as only those columns must not hold it.
    package struct FieldWord: Equatable {
        package var columns: [TextColumn]
        package var phrases: [Phrase]
        package var isExcluded: Bool
        /// The attributes that must hold the word, where its columns hold others' text too:
        /// `from:` is the authors' attributes, not the recipients' that share their column.
        package var attributes: [AttributeKey] = []

        package init(columns: [TextColumn], phrases: [Phrase], isExcluded: Bool) {
            self.columns = columns
            self.phrases = phrases
            self.isExcluded = isExcluded
        }

        /// The FTS5 expression matching the word in its columns.
        var matchExpression: String {
            FullTextQuery.restricted(FullTextQuery.expression(anyOf: phrases), to: columns)
        }
    }

    package var fieldWords: [FieldWord] = []

    /// A kind of item typed as Spotlight reads it, `kind:pdf`, `kind:image` or a type identifier
    /// (`kind:public.jpeg`): the items must be of one of those types or a type conforming to one
    /// (with a minus, of none of them). A search of kinds and no words lists their items.
    package struct Kind: Equatable {
        package var typeIdentifiers: [String]
        package var isExcluded: Bool

        package init(typeIdentifiers: [String], isExcluded: Bool) {
            self.typeIdentifiers = typeIdentifiers
            self.isExcluded = isExcluded
        }
    }

    package var kinds: [Kind] = []

    /// The dates typed with their fields (``DateWord``): `created:today`, `date:2024`.
    package var dates: [DateWord] = []

    /// The values typed with their fields (``ValueWord``): `duration:>=600`, `flash:1`.
    package var values: [ValueWord] = []

    /// The apps' domains named (`domain:notes`, or read from `whatsapp` of `messages.whatsapp`):
    /// each a part of a domain identifier between its dots, which the items' domain must hold
    /// (`messages` holds `messages.sms` too, as a domain holds its subdomains).
    package var domains: [String] = []

    /// Whether the text asks for kinds, dates, values or domains, which hold whatever words are
    /// typed.
    package var hasFilters: Bool { !kinds.isEmpty || !dates.isEmpty || !values.isEmpty || !domains.isEmpty }

    /// Whether every word kept names a sender or recipient (`from:jane`, `kind:mail from:jane`):
    /// such a search asks for the person's items, which hold the name alike however long their
    /// text, so they are listed as mail lists them, the most recent first.
    package var namesOnlyPeople: Bool {
        let people = fieldWords.filter { !$0.isExcluded && !$0.attributes.isEmpty }
        guard !people.isEmpty, !phrases.isEmpty else { return false }
        let named = Set(people.flatMap(\.phrases).map(\.tokens))
        return phrases.allSatisfy { named.contains($0.tokens) }
    }

    /// The kinds a person types after `kind:`, and the types each means.
    static let kindTypes: [String: [String]] = {
        var kinds: [String: [String]] = [:]
        for (names, types) in [
            (["pdf", "pdfs"], [ContentType.pdf]),
            (
                [
                    "image", "images", "photo", "photos", "picture", "pictures", "pic", "pics", "screenshot",
                    "screenshots",
                ],
                [.image]
            ),
            (["movie", "movies", "video", "videos"], [.movie]),
            (
                ["audio", "music", "song", "songs", "recording", "recordings", "voicemail", "voicemails"],
                [.audio]
            ),
            (["text"], [.text]),
            // As Spotlight reads them: `kind:email` is mail, `kind:message` any message, chats too.
            (["email", "emails", "mail", "mails", "e-mail", "e-mails"], [.emailMessage]),
            (["message", "messages", "texts"], [.message]),
            (["reminder", "reminders", "todo", "todos", "to-do", "task", "tasks"], [.toDoItem]),
            (["contact", "contacts"], [.contact]),
            (["event", "events", "calendar"], [.event]),
            (["folder", "folders"], [.folder]),
            (["app", "apps", "application", "applications"], [.application]),
            (["bookmark", "bookmarks", "link", "links", "url"], [.url, .bookmark]),
            (["presentation", "presentations"], [.presentation]),
            (["spreadsheet", "spreadsheets"], [.spreadsheet]),
            (["archive", "archives"], [.archive]),
            (["font", "fonts"], [.font]),
            (
                ["document", "documents", "doc", "docs", "papers", "paperwork"],
                [.text, .pdf, .wordDocument, .legacyWordDocument, .pagesDocument]
            ),
            (["word"], [.wordDocument, .legacyWordDocument]),
            (["excel"], [.excelWorkbook, .legacyExcelWorkbook]),
            (["powerpoint"], [.powerPointPresentation, .legacyPowerPointPresentation]),
            (["pages"], [.pagesDocument]), (["numbers"], [.numbersSpreadsheet]),
            (["keynote"], [.keynotePresentation]),
            (["jpeg", "jpg"], [.jpeg]), (["png"], [.png]), (["gif"], [.gif]), (["heic"], [.heic]),
            (["mp3"], [.mp3]), (["zip"], [.zip]), (["html", "webpage", "webpages"], [.html]),
            (["markdown", "md"], [.markdown]), (["csv"], [.commaSeparatedText]), (["json"], [.json]),
            (["code", "source"], [.sourceCode]), (["script", "scripts"], [.script]),
            (["ebook", "ebooks", "epub"], [.epub]), (["playlist", "playlists"], [.playlist]),
            (["log", "logs"], [.log]),
            (["preferences", "preference", "settings"], [.systemPreferencesPane]),
        ] {
            for name in names { kinds[name] = types.map(\.identifier) }
        }
        // Japanese names, as typed and as folded (katakana is searched as hiragana), and without
        // a last long vowel mark, as a katakana word is searched (`リマインダー` as `リマインダ`).
        for (name, english) in japaneseKindNames {
            for written in [name, TextFolding.fold(name)] {
                kinds[written] = kinds[english]
                if written.hasSuffix("ー") { kinds[String(written.dropLast())] = kinds[english] }
            }
        }
        for (english, names) in europeanKindNames {
            for name in names {
                for written in [name, TextFolding.fold(name)] { kinds[written] = kinds[english] }
            }
        }
        return kinds
    }()

    /// The kinds of item a Japanese speaker names (`先週の写真`, `田中さんからのメール`), each with
    /// the English name of its kind.
    static let japaneseKindNames: KeyValuePairs<String, String> = [
        "写真": "photos", "画像": "images", "フォト": "photos", "動画": "videos", "ビデオ": "videos",
        "映画": "movies", "音楽": "music", "楽曲": "songs", "メール": "emails", "メッセージ": "messages",
        "連絡先": "contacts", "予定": "events", "イベント": "events", "リマインダー": "reminders",
        "タスク": "tasks", "フォルダ": "folders", "フォルダー": "folders", "プレゼン": "presentations",
        "スライド": "presentations", "表計算": "spreadsheets", "スプレッドシート": "spreadsheets",
        "カレンダー": "calendar", "ミュージック": "music", "曲": "songs", "ブックマーク": "bookmarks",
        "エクセル": "excel", "パワポ": "powerpoint", "パワーポイント": "powerpoint", "ワード": "word",
        "録音": "recordings", "音声": "audio", "スクショ": "screenshots", "スクリーンショット": "screenshots",
        "サイト": "bookmarks", "電話番号": "contacts", "ライン": "messages",
    ]

    /// The fields a word may be typed with, in any case, and the full-text columns each searches:
    /// every built-in attribute with a column, by any of its names (``namedAttributes``: `title:`,
    /// `authorNames:`, `kMDItemKeywords:`, `model:`), and the names a person types in a search box
    /// (Spotlight's `author:` and `name:`, mail's `from:`, `tag:`).
    static let fieldColumns: [String: [TextColumn]] = {
        var fields: [String: [TextColumn]] = [:]
        for (name, attribute) in namedAttributes {
            if let column = attribute.textColumn { fields[name] = [column] }
        }
        for (names, columns) in [
            (["name", "filename"], [TextColumn.title, .names]),
            (["keyword", "tag", "tags"], [.keywords]),
            (["from", "to", "cc", "author", "authors", "people"], [.people]),
            (["description", "summary"], [.summary]),
            (["content", "text", "body"], [.content]),
        ] {
            for name in names { fields[name] = columns }
        }
        return fields
    }()

    /// The fields whose words must be in some attributes only of their columns (``FieldWord/attributes``):
    /// `author:` and mail's `from:` its authors, `to:` and `cc:` its recipients.
    static let fieldAttributes: [String: [AttributeKey]] = [
        "from": authorAttributes, "author": authorAttributes, "authors": authorAttributes,
        "to": [
            .primaryRecipients, .additionalRecipients, .hiddenAdditionalRecipients, .recipientNames,
            .recipientEmailAddresses, .recipientAddresses,
        ],
        "cc": [.additionalRecipients, .hiddenAdditionalRecipients],
    ]

    private static let authorAttributes: [AttributeKey] = [
        .authors, .authorNames, .authorEmailAddresses, .authorAddresses,
    ]

    package init(phrases: [Phrase]) { self.phrases = phrases }

    package init(userText typed: String, lastWordIsPrefix: Bool = true) {
        let userText = Self.searchedText(typed)
        let words = Self.joiningNumberWords(Self.words(of: userText), in: userText)
        let endsInSpace = userText.last?.isWhitespace ?? true
        var seen: Set<Phrase> = []
        var followsOr = false
        phrases = []
        // The field named by a word `field:` (or `-field:`) right before a quoted phrase
        // (`title:"grocery list"`).
        var pendingField: (name: String, isExcluded: Bool)?
        // The word after a date that took it (`date:this week`).
        var takenOffset: Int?
        for (offset, var word) in words.enumerated() where offset != takenOffset {
            let isLast = offset == words.count - 1
            // `OR` (or `|`) between two words, kinds or dates, in capitals (last, it may be `ORACLE`
            // being typed).
            if word.text == "OR" || word.text == "|" || word.text == "||", !word.isQuoted, !word.isExcluded,
                !isLast, !phrases.isEmpty || hasFilters
            {
                followsOr = true
                continue
            }
            // `AND` between two words says what a space says.
            if word.text == "AND" || word.text == "&&", !word.isQuoted, !word.isExcluded, !isLast,
                !phrases.isEmpty || !fieldWords.isEmpty || hasFilters
            {
                continue
            }
            var field = pendingField?.name
            word.isExcluded = word.isExcluded || pendingField?.isExcluded == true
            pendingField = nil
            if !word.isQuoted { word.text = Self.withoutURLScheme(word.text) }
            if !word.isQuoted, let colon = word.text.firstIndex(of: ":") {
                let named = word.text[..<colon].lowercased()
                let value = word.text[word.text.index(after: colon)...]
                if named == "kind",
                    let types = Self.kindTypes[value.lowercased()]
                        ?? (value.contains(".") && !value.hasSuffix(".") ? [String(value)] : nil)
                {
                    // Kinds are alternatives to each other anyway, and to nothing else.
                    kinds.append(Kind(typeIdentifiers: types, isExcluded: word.isExcluded))
                    followsOr = false
                    continue
                }
                if named == "domain", !word.isExcluded, !value.isEmpty, !value.contains(".") {
                    domains.append(String(value))
                    followsOr = false
                    continue
                }
                let next =
                    offset + 1 < words.count && !words[offset + 1].isQuoted ? words[offset + 1].text : nil
                if let (typed, takesNext) = Self.dateWord(
                    field: named, value: value, next: next, isExcluded: word.isExcluded)
                {
                    var date = typed
                    // A date after `OR` is an alternative to the date before it.
                    date.isAlternative = followsOr && !dates.isEmpty && !word.isExcluded
                    followsOr = false
                    dates.append(date)
                    if let coming = date.comingAlternative { dates.append(coming) }
                    if takesNext { takenOffset = offset + 1 }
                    continue
                }
                if let typed = Self.valueWord(field: named, value: value, isExcluded: word.isExcluded) {
                    values.append(typed)
                    followsOr = false
                    continue
                }
                if Self.fieldColumns[named] != nil {
                    let next = offset + 1 < words.count ? words[offset + 1] : nil
                    if !value.isEmpty {
                        field = named
                        word.text = value
                    } else if let next, next.isQuoted,
                        next.text.startIndex == userText.index(after: word.text.endIndex)
                    {
                        pendingField = (named, word.isExcluded)
                        continue
                    }
                }
            }
            let written = Tokenizer.tokens(String(word.text))
            guard !written.isEmpty else { continue }
            let tokens = word.isQuoted ? written : Self.withoutFinalLongVowel(written, of: word.text)
            var phrase = Phrase(
                tokens: tokens,
                isPrefix: lastWordIsPrefix && isLast && !endsInSpace && !word.isQuoted && !word.isExcluded
                    && !Phrase.isCJKBigram(tokens[tokens.count - 1]),
                isAlternative: followsOr && !word.isExcluded)
            phrase.isQuoted = word.isQuoted
            if word.text.allSatisfy({ $0.isASCII && ($0.isNumber || "./-".contains($0)) }) {
                phrase.writtenNumber = word.text
            }
            if let run = phrase.cjkRun {
                // The long vowel mark left out above is the run's last character.
                let scripts = Self.typedScripts(of: word.text)
                if scripts.count == run.count || scripts.count == run.count + 1 {
                    phrase.typedScripts = Array(scripts.prefix(run.count))
                }
            }
            followsOr = false
            // `e-mail` also finds `email`: the joined form goes first, so the word as typed stays
            // last and its last token is still what completions extend.
            let joinedForms = word.isQuoted ? [] : Self.joinedForms(of: word.text, tokens: tokens)
            if let field, let columns = Self.fieldColumns[field] {
                let forms = joinedForms.map { Phrase(tokens: [$0], isPrefix: phrase.isPrefix) } + [phrase]
                var fieldWord = FieldWord(columns: columns, phrases: forms, isExcluded: word.isExcluded)
                fieldWord.attributes = Self.fieldAttributes[field] ?? []
                fieldWords.append(fieldWord)
                if word.isExcluded { continue }
            }
            // A word repeated adds nothing to an AND of words, only work; but a number is kept
            // where it stands, as a date's reading reads its words in order (`12月12日`).
            guard seen.insert(phrase).inserted || phrase.tokens.allSatisfy({ $0.allSatisfy(\.isNumber) })
            else {
                continue
            }
            if !joinedForms.isEmpty {
                let wholes = joinedForms.enumerated().map { offset, joined in
                    var whole = Phrase(
                        tokens: [joined], isPrefix: phrase.isPrefix,
                        isAlternative: offset == 0 ? phrase.isAlternative : !word.isExcluded)
                    whole.isAnotherForm = offset > 0
                    return whole
                }
                var parts = phrase
                parts.isAlternative = !word.isExcluded
                parts.isAnotherForm = true
                if word.isExcluded {
                    excludedPhrases += wholes + [parts]
                } else {
                    phrases += wholes + [parts]
                }
                continue
            }
            if word.isExcluded { excludedPhrases.append(phrase) } else { phrases.append(phrase) }
            // A name typed with its honorific (`田中さん`, `佐藤様`) is also the name alone: a
            // card holds the name, not the honorific.
            if !word.isExcluded, !word.isQuoted, let name = Self.withoutHonorific(phrase) {
                phrases.append(name)
            }
            // A phone number typed with its country code (`+33612345678`, `+19375550199`) also
            // finds it written as dialled at home: without the code, and outside North America
            // with its trunk 0 in the code's place.
            if !word.isExcluded, !word.isQuoted, phrase.tokens.count == 1, word.text.hasPrefix("+"),
                let digits = phrase.tokens.first, digits.count <= 15,
                digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
                let codeLength = CountryCallingCode.length(in: digits.utf8)
            {
                let national = String(digits.dropFirst(codeLength))
                let trunk =
                    CountryCallingCode.isNorthAmerican(digits.utf8, codeLength: codeLength)
                    ? [] : ["0" + national]
                for form in [national] + trunk {
                    phrases.append(Phrase.anotherForm(tokens: [form], isPrefix: phrase.isPrefix))
                }
            }
            // A German word typed with its umlauts also finds it written without them, as
            // addresses and file names write it (`mieterhöhung`: `Mieterhoehung.docx`).
            if !word.isExcluded, !word.isQuoted, phrase.tokens.count == 1,
                let spelled = word.text.utf8.withContiguousStorageIfAvailable(
                    DocumentTokenizer.germanSpelling)
                    ?? nil
            {
                phrases.append(
                    Phrase.anotherForm(
                        tokens: [String(decoding: spelled, as: UTF8.self)], isPrefix: phrase.isPrefix))
            }
        }
    }

    /// `phrase`, a CJK run that ends in a Japanese honorific after two characters or more, as the
    /// name before it; `nil` for any other phrase.
    static func withoutHonorific(_ phrase: Phrase) -> Phrase? {
        guard let run = phrase.cjkRun,
            let honorific = japaneseHonorifics.first(where: { run.hasSuffix($0) && run.count >= $0.count + 2 }
            )
        else { return nil }
        return Phrase.anotherForm(tokens: Array(phrase.tokens.dropLast(honorific.count)), isPrefix: false)
    }

    /// The tokens of a `word` that ends in a katakana word of three characters or more and its long
    /// vowel mark, without the mark (`エディター` is searched as `エディタ`, `サーバー` as `サーバ`):
    /// texts write such words either way, and the shorter spelling is part of the longer, so both
    /// are found and ranked alike. A short word keeps its mark (`キー` is not `キ`, nor `のカラー`
    /// `のから`, which kana folded as the index folds it would find in every `…のから…`).
    ///
    /// Punctuation typed after the word is not part of it (`デバッガー。`, `「ミキサー」`), and a word
    /// typed in half-width katakana is the same word (`ﾐｷｻｰ`, whose voicing marks are characters of
    /// their own).
    static func withoutFinalLongVowel(_ tokens: [String], of word: Substring) -> [String] {
        let isLongVowel = { (character: Character) in character == "ー" || character == "ｰ" }
        let word = word.dropLast(word.reversed().prefix { !$0.isLetter && !$0.isNumber }.count)
        guard let last = word.last, isLongVowel(last), tokens.count >= 3,
            tokens.allSatisfy(Phrase.isCJKBigram)
        else {
            return tokens
        }
        let katakana = word.dropLast().reversed()
            .prefix { ("\u{30A1}"..."\u{30FC}").contains($0) || ("\u{FF66}"..."\u{FF9F}").contains($0) }
            .filter { $0 != "\u{FF9E}" && $0 != "\u{FF9F}" }
        guard katakana.count >= 3, let first = katakana.last, !isLongVowel(first) else { return tokens }
        return Array(tokens.dropLast())
    }

    /// The script of each letter of `word` as typed, as far as where a Japanese word may end:
    /// hiragana 1, katakana 2 (half-width too; a long vowel mark is of the kana before it), any
    /// other 0. Punctuation and half-width voicing marks, which are not characters of the folded
    /// run, are left out.
    static func typedScripts(of word: Substring) -> [UInt8] {
        var scripts: [UInt8] = []
        for character in word where character.isLetter || character.isNumber {
            guard let value = character.unicodeScalars.first?.value, value != 0xFF9E, value != 0xFF9F else {
                continue
            }
            switch value {
            case 0x30FC, 0xFF70: scripts.append(scripts.last ?? 2)
            case 0x3041...0x309F: scripts.append(1)
            case 0x30A1...0x30FA, 0xFF66...0xFF9D: scripts.append(2)
            default: scripts.append(0)
            }
        }
        return scripts
    }

    /// `word` without the scheme of a pasted web address, nor its `www.`
    /// (`https://www.nytimes.com/` is `nytimes.com/`): the address is searched as the words of its
    /// host and path, which an item that writes it any other way also holds, and the scheme is not
    /// read as a field (`https:`).
    static func withoutURLScheme(_ word: Substring) -> Substring {
        var address = word
        if let separator = word.range(of: "://"), !word[..<separator.lowerBound].isEmpty,
            word[..<separator.lowerBound].allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "+" || $0 == "-") }
            )
        {
            address = word[separator.upperBound...]
        }
        if address.count > 4, address.prefix(4).lowercased() == "www." { address = address.dropFirst(4) }
        return address.isEmpty ? word : address
    }

    /// The tokens a document stores for `word` written together (`e-mail` → `email`,
    /// `iPhone` → `iphone`, `(555) 123-4567` → `5551234567`), when it has them: ``DocumentTokenizer``
    /// joins a word's parts, and a text that spells it solid (`email`, `iphone`) holds only that
    /// token, which the parts as a phrase would miss. A phone number with a country code is also
    /// stored without it (`+1 415 555 0134` → `14155550134` and `4155550134`): both are forms.
    private static func joinedForms(of word: Substring, tokens: [String]) -> [String] {
        guard tokens.count > 1 else { return [] }
        let joined = tokens.joined()
        let stored = DocumentTokenizer.tokens(String(word))
        guard stored.contains(joined) else { return [] }
        // Only a number's shorter stored forms are forms of it: the `3` stored for `vimgtk3` (a
        // word's digits, ``DocumentTokenizer``) is not a form of `vim-gtk3`.
        guard joined.allSatisfy(\.isWholeNumber) else { return [joined] }
        return [joined] + stored.filter { $0 != joined && joined.hasSuffix($0) && !tokens.contains($0) }
    }

    /// `words` with each run of words that together write one number a document stores whole
    /// (``DocumentTokenizer``) made one word: `(510) 555-0190` is one phone number, typed as two
    /// words. A run is joined only when it is marked as a number (parentheses, a plus sign, a
    /// hyphen or a full stop) or is ten digits or more: `2024 2025` stays two years.
    private static func joiningNumberWords(
        _ words: [(text: Substring, isQuoted: Bool, isExcluded: Bool)], in text: String
    ) -> [(text: Substring, isQuoted: Bool, isExcluded: Bool)] {
        func isDigit(_ character: Character) -> Bool { character.isASCII && character.isNumber }
        let numberMarks: Set<Character> = ["(", ")", "+", "-", "."]
        func isNumberWord(_ word: (text: Substring, isQuoted: Bool, isExcluded: Bool)) -> Bool {
            !word.isQuoted && !word.isExcluded && word.text.contains(where: isDigit)
                && word.text.allSatisfy { isDigit($0) || numberMarks.contains($0) }
        }
        var joined: [(text: Substring, isQuoted: Bool, isExcluded: Bool)] = []
        var offset = 0
        while offset < words.count {
            var end = offset
            while end < words.count, isNumberWord(words[end]) { end += 1 }
            if end - offset > 1 {
                let span = text[words[offset].text.startIndex..<words[end - 1].text.endIndex]
                let digits = String(span.filter(isDigit))
                let isMarked = span.contains(where: numberMarks.contains) || digits.count >= 10
                if isMarked, DocumentTokenizer.tokens(String(span)).contains(digits) {
                    joined.append((span, false, false))
                    offset = end
                    continue
                }
            }
            joined.append(words[offset])
            offset += 1
        }
        return joined
    }

    /// `self` with each word's other English number (``EnglishNumber``), other tenses
    /// (``EnglishVerb``) and abbreviation or abbreviated word (``EnglishAbbreviation``) that
    /// `isHeld` accepts as alternatives to the word, or `nil` when no word has one: `pasta recipes`
    /// becomes `pasta (recipes OR recipe)`, `running club` becomes `(running OR run) club`,
    /// `dentist appointment` becomes `dentist (appointment OR appt)`, and a word of letters and
    /// digits is also found written apart (`sqlite3` as `sqlite 3`). The word being typed gets
    /// only forms its letters do not already begin (`boxes` gets `box`; `recipe` needs nothing,
    /// its prefix reaches `recipes`).
    package func addingOtherForms(where isHeld: (String) throws -> Bool, splittingNumbers: Bool = true)
        rethrows
        -> FullTextQuery?
    {
        var widened: [Phrase] = []
        for phrase in phrases {
            widened.append(phrase)
            guard phrase.tokens.count == 1, let token = phrase.tokens.first else { continue }
            for form in Self.otherForms(of: token) where !(phrase.isPrefix && form.hasPrefix(token)) {
                if try isHeld(form) {
                    widened.append(Phrase.anotherForm(tokens: [form], isPrefix: false))
                }
            }
            // A name with its number written on (`sqlite3`, `gtk3`) is also the name and the
            // number apart, as a text writes it (`SQLite 3 development files`).
            let parts = Self.lettersAndDigits(of: token)
            if splittingNumbers, parts.count > 1,
                parts.allSatisfy({ $0.count >= 2 || $0.first?.isNumber == true })
            {
                widened.append(Phrase.anotherForm(tokens: parts, isPrefix: phrase.isPrefix))
            }
        }
        guard widened.count > phrases.count else { return nil }
        var query = self
        query.phrases = widened
        return query
    }

    /// `self` with each two or three neighbouring words also found written together, when
    /// `isHeld` says the index holds them so (with its second argument, as the beginning of a
    /// word): `fire fox` becomes `(fire OR firefox) (fox OR firefox)`, so an item holding
    /// `firefox` holds both words, and `super tux kart` gives each word `supertuxkart`. `nil`
    /// when no words join. People type a space inside a name or compound (`libre office`,
    /// `screen shot`, `data base`) that the item writes solid. The words joined are those
    /// spelling correction joins, and only plain ones: not quoted, excluded, little or already
    /// given alternatives, and a word being typed only once it has three letters (`text e` would
    /// join to every word `texte` begins) or is a number (`python 3`). With `asWholeTitles`,
    /// `isHeld` tells whether a title is exactly the joined word: a word being typed then joins
    /// from its second letter (`node js` is `nodejs`), and the joined word is whole, the name the
    /// person typed.
    package func addingJoinedNeighbours(
        asWholeTitles: Bool = false, where isHeld: (String, Bool) throws -> Bool
    ) rethrows -> FullTextQuery? {
        let groups = alternativeGroups
        guard groups.count > 1 else { return nil }
        func plain(_ group: [Phrase]) -> Phrase? {
            guard group.count == 1, let phrase = group.first, !phrase.isQuoted, !phrase.isInitials,
                phrase.tokens.count == 1, !Self.isLittleWord(phrase.tokens[0])
            else { return nil }
            return phrase
        }
        // Per word, the joined forms it is part of.
        var joinedForms: [[Phrase]] = Array(repeating: [], count: groups.count)
        for start in groups.indices {
            for length in 2...3 where start + length <= groups.count {
                let run = start..<start + length
                let words = run.compactMap { plain(groups[$0]) }
                guard words.count == length, let last = words.last,
                    case let isNumber = last.tokens[0].allSatisfy(\.isNumber),
                    !last.isPrefix || last.tokens[0].count >= (asWholeTitles ? 2 : 3) || isNumber
                else { continue }
                var parts: [String] = []
                for (left, right) in zip(words, words.dropFirst()) {
                    guard let (first, second) = SpellingCorrection.joinable(left, right) else { break }
                    if parts.isEmpty { parts.append(first) }
                    parts.append(second)
                }
                guard parts.count == length else { continue }
                // A number typed last is a version typed whole (`python 3`), not the start of one.
                let asPrefix = last.isPrefix && !isNumber && !asWholeTitles
                let word = parts.joined()
                if try isHeld(word, asPrefix) {
                    let form = Phrase.anotherForm(tokens: [word], isPrefix: asPrefix)
                    for offset in run { joinedForms[offset].append(form) }
                }
            }
        }
        guard joinedForms.contains(where: { !$0.isEmpty }) else { return nil }
        var query = self
        query.phrases = groups.indices.flatMap { groups[$0] + joinedForms[$0] }
        return query
    }

    /// The other numbers and tenses of `token`, and those of each other (`sleeps` is also
    /// `sleep`, `sleeping` and `slept`; `sleeping` also `sleeps`), then what it abbreviates or is
    /// abbreviated to (`appt` and `appointment`), then its other English spelling (`colour` and
    /// `color`).
    private static func otherForms(of token: String) -> [String] {
        let numbers = EnglishNumber.otherForms(of: token)
        let tenses = EnglishVerb.otherForms(of: token)
        let forms =
            numbers + tenses + numbers.flatMap(EnglishVerb.otherForms(of:))
            + tenses.flatMap(EnglishNumber.otherForms(of:)) + EnglishAbbreviation.otherForms(of: token)
            + EnglishSpelling.otherForms(of: token)
        var seen: Set<String> = [token]
        return forms.filter { seen.insert($0).inserted }
    }

    /// How a fallback (``fallbacks(where:joiningNeighbours:)``) stands to the text it came from.
    package enum Fallback {
        /// The neighbouring words also written together: the text's items and more.
        case joined
        /// Without the little words, with a CJK run that holds a particle cut where its words
        /// likely end (`音楽の再生` as `音楽 再生`), or with a katakana word also spelled the other ways
        /// Japanese writes it (`プレーヤー` as `プレイヤー`): the same words that matter.
        case relaxed
        /// Other forms of the words, with or without the little words.
        case otherForms
    }

    /// What to search, in order, when `self` finds too little, each with what it is
    /// (``Fallback``): its neighbouring words also written together
    /// (``addingJoinedNeighbours(asWholeTitles:where:)``); without its little words
    /// (``droppingStopWords()``) or an error message's own words (``droppingErrorMessageWords()``);
    /// its CJK runs cut at their particles (``splittingCJKRunsAtWordBreaks(particlesOnly:)``) or
    /// spelled the other ways Japanese writes its loanwords (``addingLoanwordSpellings()``); its words with their other forms
    /// (``addingOtherForms(where:)``); then without the little words and with other forms. The
    /// words that matter, as typed, come before other forms of them that still need the little
    /// words: `how to compress files` finds what holds `compress` and `files` before a long text
    /// that happens to hold `how`, `compressed` and `file`. `isHeld` says whether the index holds
    /// a word (with its second argument, as the beginning of a word); each form is asked about
    /// once. Without `joiningNeighbours` the words are not joined, nor a word's letters and
    /// digits written apart (spelling correction does that, and says so, when nothing holds the
    /// words as typed).
    package func fallbacks(where isHeld: (String, Bool) throws -> Bool, joiningNeighbours: Bool = true)
        throws -> [(query: FullTextQuery, kind: Fallback)]
    {
        var known: [String: Bool] = [:]
        func held(_ form: String, asPrefix: Bool) throws -> Bool {
            let key = asPrefix ? form + "*" : form
            if let answer = known[key] { return answer }
            let answer = try isHeld(form, asPrefix)
            known[key] = answer
            return answer
        }
        let relaxed = droppingStopWords()
        let withoutEndings = droppingJapaneseEndings().map {
            $0.splittingCJKRunsAtWordBreaks(particlesOnly: true, keepingOkurigana: true) ?? $0
        }
        let kinded: [(FullTextQuery?, Fallback)] = try [
            (joiningNeighbours ? try addingJoinedNeighbours(where: held) : nil, .joined), (relaxed, .relaxed),
            (droppingErrorMessageWords(), .relaxed),
            (splittingCJKRunsAtWordBreaks(particlesOnly: true), .relaxed),
            (withoutEndings, .relaxed),
            (addingLoanwordSpellings(), .relaxed),
            // What is asked for is a loanword written either way (`音楽プレーヤーを探す`).
            (withoutEndings?.addingLoanwordSpellings(), .relaxed),
            (
                addingOtherForms(
                    where: { try held($0, asPrefix: false) }, splittingNumbers: joiningNeighbours),
                .otherForms
            ),
            (
                relaxed?.addingOtherForms(
                    where: { try held($0, asPrefix: false) }, splittingNumbers: joiningNeighbours),
                .otherForms
            ),
        ]
        return kinded.compactMap { query, kind in query.map { ($0, kind) } }
    }

    /// English words a person types around the words that matter (`the grocery list`,
    /// `notes from the meeting`, `a good markdown editor`), which the item sought need not hold.
    static let stopWords: Set<String> = [
        "a", "an", "the", "of", "for", "to", "in", "on", "at", "by", "from", "with", "and", "or", "is", "are",
        "was", "be", "my", "me", "i", "it", "its", "this", "that", "these", "those", "how", "what", "where",
        "when", "which", "who", "about", "as", "into", "our", "your", "some", "any", "why", "do", "does",
        "did", "can", "much", "many", "we", "you", "am", "were", "have", "has", "had", "there",
        // What a person asks for, not what an item says of itself.
        "good", "best", "better", "great", "nice", "favorite", "favourite", "recommended",
    ]

    /// What is searched of `typed`: its full-width letters, digits and signs as the ASCII ones
    /// they are (`ＳＳＨサーバ` is `SSHサーバ`, typed with an input method left in full width), and
    /// without a package manager's install command pasted before the names it installs (`sudo
    /// apt install -y vlc` is `vlc`, `pip install requests` is `requests`).
    /// The words the text looks for, as corrected: its words, a field's among them, without
    /// those left out (`-draft`) or the fields' names; `nil` when it has a CJK run, whose
    /// tokens are no words.
    func searchedWords(correctedBy corrections: [SpellingCorrection.Correction]) -> [String]? {
        let phrases = self.phrases.filter { !$0.isAlternative }
        guard !phrases.contains(where: { $0.tokens.contains(where: Phrase.isCJKBigram) }) else { return nil }
        return phrases.flatMap(\.tokens).map { token in
            corrections.first { $0.typed == token }?.word ?? token
        }
    }

    package static func searchedText(_ typed: String) -> String {
        let text = TextFolding.narrowingWidth(typed)
        let words = text.split(whereSeparator: \.isWhitespace)
        var first = words.first.map { ["sudo", "doas"].contains($0.lowercased()) ? 1 : 0 } ?? 0
        guard first + 2 < words.count, installCommands.contains(words[first].lowercased()),
            installVerbs.contains(words[first + 1].lowercased())
        else { return text }
        first += 2
        while first < words.count, words[first].hasPrefix("-") { first += 1 }
        guard first < words.count else { return text }
        return words[first...].joined(separator: " ") + (text.last?.isWhitespace == true ? " " : "")
    }

    /// Package managers whose install command a person pastes (``searchedText(_:)``).
    static let installCommands: Set<String> = [
        "apt", "apt-get", "aptitude", "dnf", "yum", "zypper", "pacman", "snap", "flatpak", "brew", "pip",
        "pip3",
        "pipx", "npm", "yarn", "gem", "cargo", "conda", "apk", "port", "pkg", "winget", "choco", "emerge",
    ]
    /// The words that make a package manager install what follows (`-S` is pacman's).
    static let installVerbs: Set<String> = ["install", "add", "-s"]

    /// What a pasted error message says around the name that matters, which the item sought
    /// does not say of itself: `bash: unzip: command not found`, `E: Unable to locate package
    /// neofetch`, `fatal error: zlib.h: No such file or directory`.
    static let errorMessagePhrases: [[String]] = [
        ["command", "not", "found"], ["no", "such", "file", "or", "directory"], ["no", "such", "file"],
        ["no", "module", "named"], ["modulenotfounderror"], ["module", "not", "found", "error"],
        ["importerror"], ["error", "while", "loading", "shared", "libraries"],
        ["cannot", "open", "shared", "object", "file"], ["unable", "to", "locate", "package"],
        ["is", "not", "recognized", "as", "an", "internal", "or", "external", "command"],
        ["fatal", "error"], ["not", "found"], ["cannot", "find"],
    ]

    /// What an error message begins with before its first colon: the shell or tool that printed
    /// it, or how grave it is.
    static let errorMessageOpenings: Set<String> = [
        "bash", "zsh", "sh", "fish", "sudo", "e", "error", "warning",
        // The linker, by its path: `/usr/bin/ld: cannot find -lX11`.
        "usr", "bin", "ld", "collect2",
    ]

    /// `self` without the words of a pasted error message that are the message's own
    /// (``errorMessagePhrases``, and ``errorMessageOpenings`` before the first other word):
    /// `bash: unzip: command not found` is `unzip`. `nil` when it holds no such phrase, or
    /// nothing else (`command not found` may be what the person wants to find).
    package func droppingErrorMessageWords() -> FullTextQuery? {
        // Only plain words take part: a quoted phrase or a word with alternatives is the person's.
        let words = phrases.indices.map { offset -> String? in
            let phrase = phrases[offset]
            return phrase.tokens.count == 1 && !phrase.isQuoted && !isInAlternatives(offset)
                ? phrase.tokens[0] : nil
        }
        // How many words at `start` a phrase of the message takes. A word the text said before is
        // not there again (``init(userText:lastWordIsPrefix:)`` keeps a word once): the `file` of
        // `…shared object file: No such file or directory`.
        func length(of pattern: [String], at start: Int) -> Int? {
            var position = start
            for word in pattern {
                if position < words.count, words[position] == word {
                    position += 1
                } else if !words[..<start].contains(word) {
                    return nil
                }
            }
            return position > start ? position - start : nil
        }
        var dropped = Set<Int>()
        var offset = 0
        while offset < words.count {
            guard let length = Self.errorMessagePhrases.lazy.compactMap({ length(of: $0, at: offset) }).first
            else {
                offset += 1
                continue
            }
            dropped.formUnion(offset..<offset + length)
            offset += length
        }
        guard !dropped.isEmpty else { return nil }
        var opening = 0
        while opening < words.count, !dropped.contains(opening), let word = words[opening],
            Self.errorMessageOpenings.contains(word)
        {
            dropped.insert(opening)
            opening += 1
        }
        guard dropped.count < phrases.count else { return nil }
        var query = self
        query.phrases = phrases.indices.filter { !dropped.contains($0) }.map { phrases[$0] }
        return query
    }

    /// Whether the phrase at `offset` is one of a word's alternatives, or has some after it.
    private func isInAlternatives(_ offset: Int) -> Bool {
        phrases[offset].isAlternative || (offset + 1 < phrases.count && phrases[offset + 1].isAlternative)
    }

    /// Whether `token` is one of the ``stopWords`` or a particle standing alone between words
    /// of other scripts (the `の` of `ufwのGUI`).
    static func isLittleWord(_ token: String) -> Bool {
        stopWords.contains(token) || token.count == 1 && oneCharacterParticles.contains(token.first!)
    }

    /// Whether `phrase` is a little word: one of the ``stopWords``, a lone particle, or a word
    /// Japanese puts around what is asked for (``japaneseLittleWords``: the `ソフト` of
    /// `プレゼンテーション ソフト`).
    static func isLittleWord(_ phrase: Phrase) -> Bool {
        phrase.tokens.count == 1
            ? isLittleWord(phrase.tokens[0]) : phrase.cjkRun.map(japaneseLittleWords.contains) ?? false
    }

    /// What a Japanese search says of the thing sought that the item need not say of itself:
    /// that it is software, an app or a tool, that it is recommended, or how it is used (`写真管理ソフト`,
    /// `gimpの使い方`, `動画編集ソフト おすすめ`). Folded as the index folds kana.
    static let japaneseLittleWords: Set<String> = [
        "そふと", "そふとうぇあ", "ふりーそふと", "あぷり", "あぷりけーしょん", "つーる", "おすすめ", "使い方", "の使い方",
        "つかいかた", "の代わり", "代わり",
    ]

    /// `self` without its whole words that are ``stopWords`` or lone particles, or `nil` when it has none or holds
    /// nothing else. The word being typed stays (`the` may be `theme`), and so does a word that
    /// is one of alternatives.
    package func droppingStopWords() -> FullTextQuery? {
        let kept = phrases.indices.filter { offset in
            let phrase = phrases[offset]
            return isInAlternatives(offset) || phrase.isPrefix || !Self.isLittleWord(phrase)
        }
        guard kept.count < phrases.count, !kept.isEmpty else { return nil }
        var query = self
        query.phrases = kept.map { phrases[$0] }
        return query
    }

    /// `self` with each katakana word also spelled the other ways Japanese writes it
    /// (``LoanwordSpelling``: `プレーヤー` also as `プレイヤー`, `ウインドウ` as `ウィンドウ`); `nil`
    /// when no word has another spelling.
    package func addingLoanwordSpellings() -> FullTextQuery? {
        var spelled: [Phrase] = []
        for phrase in phrases {
            guard let word = phrase.cjkRun else {
                spelled.append(phrase)
                continue
            }
            spelled.append(
                Phrase(tokens: Tokenizer.tokens(word), isPrefix: false, isAlternative: phrase.isAlternative))
            for other in LoanwordSpelling.otherSpellings(of: word) {
                spelled.append(Phrase.anotherForm(tokens: Tokenizer.tokens(other), isPrefix: false))
            }
        }
        guard spelled != phrases else { return nil }
        var query = self
        query.phrases = spelled
        return query
    }

    /// `self` without `count` of its words, once for each way of choosing them, for a text no
    /// item holds all of (`carbonara recipe` when the recipe is titled only `Carbonara`; `plumber
    /// phone number` when the note says only `Plumber`). Each query keeps a word that is not one
    /// of the ``stopWords`` (`the` alone would find everything). A word with its alternatives
    /// (`jpeg OR png`) is left out whole; excluded words stay excluded. Empty unless `count` is
    /// below the number of words, and past ``maximumWordsLeftOut`` words, where the items holding
    /// some of them are no longer what was meant.
    package func leavingOut(_ count: Int) -> [FullTextQuery] {
        let groups = alternativeGroups
        guard count > 0, count < groups.count, groups.count <= Self.maximumWordsLeftOut else { return [] }
        return indexChoices(of: groups.count - count, from: groups.count).compactMap { kept in
            let isOnlyLittleWords = kept.allSatisfy { index in
                let group = groups[index]
                return group.count == 1 && !group[0].isPrefix && Self.isLittleWord(group[0])
            }
            guard !isOnlyLittleWords else { return nil }
            var query = self
            query.phrases = kept.flatMap { groups[$0] }
            return query
        }
    }

    /// `self` with every word an alternative to the others (`a b c` → `a OR b OR c`), for a text
    /// whose words ``leavingOut(_:)`` could not all be left out of in turn (a question or a
    /// description pasted whole, or five words of which only two are held together): the items
    /// holding the most of its words, the rarer counting more, rank first. `nil` for a text of
    /// one word; excluded words stay excluded.
    package func anyOfItsWords() -> FullTextQuery? {
        guard alternativeGroups.count > 1 else { return nil }
        var query = self
        for offset in query.phrases.indices.dropFirst() { query.phrases[offset].isAlternative = true }
        return query
    }

    /// How many words an item must match one phrase of each of: ``alternativeGroups``' count.
    package var wordCount: Int { alternativeGroups.count }

    /// Whether what a fallback finds may be ranked with what `self` finds
    /// (``fallbacks(where:joiningNeighbours:)``): it has words to join or leave out, or a
    /// CJK run that may be cut at a particle or spelled another way.
    package var hasRankedFallbacks: Bool {
        // A cheap bound, read before every search: a CJK run long enough to cut or shorten. The
        // fallbacks themselves are derived only when a page comes out short.
        wordCount > 1
            || phrases.contains {
                !$0.isQuoted && $0.tokens.count >= 2 && $0.tokens.allSatisfy(Phrase.isCJKBigram)
            }
    }

    /// `self` with every word a prefix, not only the last, or `nil` when that changes nothing:
    /// for a text whose words a person shortened (`j carter` for `John Carter`, `meet notes` for
    /// `Meeting notes`). Quoted words, words of several tokens and CJK bigrams stay as they are.
    package func everyWordAsPrefix() -> FullTextQuery? {
        var query = self
        var changed = false
        for offset in query.phrases.indices {
            let phrase = query.phrases[offset]
            guard !phrase.isPrefix, !phrase.isQuoted, phrase.tokens.count == 1,
                !Phrase.isCJKBigram(phrase.tokens[0])
            else {
                continue
            }
            query.phrases[offset].isPrefix = true
            changed = true
        }
        return changed ? query : nil
    }

    /// `self` read as the initials of words standing next to each other, or `nil` unless it is
    /// one word of two to four ASCII letters typed as it is (not quoted, no alternatives): for an
    /// abbreviation a person types for a name the item spells out (`sf` for `San Francisco`,
    /// `nyc` for `New York City`). Words typed to be excluded stay excluded.
    package func initials() -> FullTextQuery? {
        guard phrases.count == 1, let phrase = phrases.first, !phrase.isQuoted, phrase.tokens.count == 1,
            let word = phrase.tokens.first, (2...4).contains(word.utf8.count),
            word.utf8.allSatisfy({ (0x61...0x7A).contains($0) })
        else { return nil }
        var letters = Phrase(tokens: word.map(String.init), isPrefix: false)
        letters.isInitials = true
        var query = self
        query.phrases = [letters]
        return query
    }

    /// `self` with each word that mixes letters and digits cut where one turns into the other, or
    /// `nil` when no word does: for a text written solid where the item has a space or marks
    /// (`2pm` for `2 p.m.`, `72.5kg` for `72.5 kg`, `ua123` for `UA 123`). Each part is a word of
    /// its own; the last part of the word being typed stays a prefix. Quoted words and words
    /// with alternatives stay as they are.
    package func splittingLettersFromDigits() -> FullTextQuery? {
        var split: [Phrase] = []
        for (offset, phrase) in phrases.enumerated() {
            let parts = phrase.tokens.flatMap(Self.lettersAndDigits(of:))
            guard !phrase.isQuoted, !isInAlternatives(offset), parts.count > phrase.tokens.count else {
                split.append(phrase)
                continue
            }
            split += parts.indices.map {
                Phrase(tokens: [parts[$0]], isPrefix: phrase.isPrefix && $0 == parts.count - 1)
            }
        }
        guard split.count > phrases.count else { return nil }
        var query = self
        query.phrases = split
        return query
    }

    /// `self` with a word written in parts (a file or library name pasted from an error:
    /// `libgtk-3.so.0`, `openssl/ssl.h`) cut to its beginnings, longest first, one word at a
    /// time: the name's beginning is what an item holds (`libgtk-3`) when the name whole is not.
    package func shorteningWordsInParts() -> [FullTextQuery] {
        let groups = alternativeGroups
        var shortened: [FullTextQuery] = []
        for (offset, group) in groups.enumerated() {
            guard let parts = Self.parts(ofWord: group) else { continue }
            for length in stride(from: parts.tokens.count - 1, through: 1, by: -1) {
                var cut = Phrase(tokens: Array(parts.tokens.prefix(length)), isPrefix: false)
                cut.isAlternative = group[0].isAlternative
                var query = self
                var cutGroups = groups
                cutGroups[offset] = [cut]
                query.phrases = cutGroups.flatMap { $0 }
                shortened.append(query)
            }
        }
        return shortened
    }

    /// The phrase of a word written in parts (`libgtk-3.so.0`, `mkfs.btrfs`): the word itself, or
    /// the last of its forms when the first is the word written solid (`mkfsbtrfs`); `nil` for a
    /// word of one part, a quoted one, initials, a CJK run, or one typed with alternatives.
    private static func parts(ofWord group: [Phrase]) -> Phrase? {
        guard let parts = group.last, group.count <= 2, group.dropLast().allSatisfy({ $0.tokens.count == 1 }),
            !parts.isQuoted, !parts.isInitials, parts.tokens.count >= 2,
            !parts.tokens.contains(where: Phrase.isCJKBigram)
        else { return nil }
        return parts
    }

    /// `self` with each word written in two parts (`mkfs.btrfs`, `.tar.xz`, `vim-gtk`) searched
    /// as its parts anywhere in an item, not next to each other, or `nil` when no word has such
    /// parts: for a text nothing holds as typed, whose item names the parts apart (`btrfs-progs`:
    /// "mkfs and fsck for Btrfs"). A name of more parts is a file's (`libGL.so.1`), whose
    /// beginning is what an item holds (``shorteningWordsInParts()``). The last part of the word
    /// being typed stays a prefix; quoted words, CJK runs and words typed with alternatives stay
    /// as they are.
    package func splittingWordsInParts() -> FullTextQuery? {
        var changed = false
        let split = alternativeGroups.flatMap { group -> [Phrase] in
            guard let parts = Self.parts(ofWord: group), parts.tokens.count == 2 else { return group }
            changed = true
            return parts.tokens.indices.map { offset in
                Phrase(
                    tokens: [parts.tokens[offset]],
                    isPrefix: parts.isPrefix && offset == parts.tokens.count - 1,
                    isAlternative: offset == 0 && group[0].isAlternative)
            }
        }
        guard changed else { return nil }
        var query = self
        query.phrases = split
        return query
    }

    /// `self`, when it is one run of kana typed alone, with one kana given or stripped of its
    /// voicing marks, or made small or full size, each way once: the slips of a kana keyboard
    /// (`ブラウサ` for `ブラウザ`, `ひでお` for `びでお`, `エデイタ` for `エディタ`). With each, `typed`
    /// so respelled, in the script each kana was typed in, for "showing results for …".
    package func respellingKana(typed: String) -> [(query: FullTextQuery, readAs: String)] {
        let written = Array(Self.searchedText(typed).trimmingCharacters(in: .whitespaces))
        // A slip is in a word being typed; a long text pasted whole would be respelled a search
        // per character.
        guard phrases.count == 1, excludedPhrases.isEmpty, fieldWords.isEmpty, let run = phrases[0].cjkRun,
            run.count <= Self.longestRespelledRun, run.allSatisfy(LoanwordSpelling.isKana),
            written.count == run.count
        else { return [] }
        let characters = Array(run)
        var respelled: [(query: FullTextQuery, readAs: String)] = []
        for (offset, character) in characters.enumerated() {
            for other in Self.kanaSlips[character, default: []] {
                var spelling = characters
                spelling[offset] = other
                var query = self
                query.phrases = [Phrase(tokens: Tokenizer.tokens(String(spelling)), isPrefix: false)]
                var readAs = written
                readAs[offset] = Self.script(of: written[offset]) == 2 ? Self.katakana(of: other) : other
                respelled.append((query, String(readAs)))
            }
        }
        return respelled
    }

    /// The longest kana run whose slips are looked for: a phrase typed in one go.
    static let longestRespelledRun = 24

    /// The katakana of a hiragana character, which the katakana block holds 0x60 further on.
    private static func katakana(of hiragana: Character) -> Character {
        guard let scalar = hiragana.unicodeScalars.first, (0x3041...0x3096).contains(scalar.value),
            let katakana = Unicode.Scalar(scalar.value + 0x60)
        else { return hiragana }
        return Character(katakana)
    }

    /// Each kana's others a slip of the keyboard gives: with or without its voicing marks, small
    /// or full size.
    private static let kanaSlips: [Character: [Character]] = {
        let families = [
            "かが", "きぎ", "くぐ", "けげ", "こご", "さざ", "しじ", "すず", "せぜ", "そぞ", "ただ", "ちぢ", "つづっ",
            "てで", "とど", "はばぱ", "ひびぴ", "ふぶぷ", "へべぺ", "ほぼぽ", "あぁ", "いぃ", "うぅゔ", "えぇ", "おぉ",
            "やゃ", "ゆゅ", "よょ", "わゎ",
        ]
        var slips: [Character: [Character]] = [:]
        for family in families {
            for kana in family { slips[kana] = family.filter { $0 != kana } }
        }
        return slips
    }()

    /// `token`'s runs of ASCII letters and of digits, or the token whole when it is not made of
    /// both alone (`2pm` → `2 pm`; `東京` and `pm` stay whole).
    private static func lettersAndDigits(of token: String) -> [String] {
        let bytes = Array(token.utf8)
        guard let turns = bytes.withUnsafeBufferPointer(DocumentTokenizer.letterDigitTurns(of:)) else {
            return [token]
        }
        return zip([0] + turns, turns + [bytes.count]).map {
            String(decoding: bytes[$0.0..<$0.1], as: UTF8.self)
        }
    }

    /// `self` with one CJK run typed without a space the item has split in two, for each place it
    /// could be split: `東京タワー` as `東京 タワー`, `서울타워` as `서울 타워`. The bigram that
    /// spans the split is what the item lacks, so each part keeps at least one bigram (two
    /// characters). Places where a word likely ends (a change of script, a particle) come first:
    /// that is where Japanese most often has a space or a particle the person left out.
    package func splittingCJKRuns() -> [FullTextQuery] {
        var atWordBreaks: [FullTextQuery] = []
        var elsewhere: [FullTextQuery] = []
        for run in cjkRuns() {
            // A short run of kana is one word (`トレント`, `スクショ`, `でんたく`): its halves would
            // be found inside unrelated words (`フォルトトレラント`, `タスク…ドキュメンテーション`).
            if run.phrase.tokens.count < Self.shortestKanaRunSplit,
                run.phrase.tokens.allSatisfy({ $0.allSatisfy(LoanwordSpelling.isKana) })
            {
                continue
            }
            func splitting(at bridges: [Int]) -> FullTextQuery? {
                let parts = Self.parts(of: run.phrase, without: bridges)
                guard !parts.isEmpty else { return nil }
                var query = self
                query.phrases.replaceSubrange(run.offset...run.offset, with: parts)
                return query
            }
            // Split at every break at once (`東京タワーの夜景` → `東京 タワー 夜景`): a part of one
            // character, a particle such as `の`, has no bigram and is left out.
            if run.wordBreaks.count > 1, let split = splitting(at: run.wordBreaks) {
                atWordBreaks.append(split)
            }
            for bridge in 1..<run.phrase.tokens.count {
                guard let split = splitting(at: [bridge]) else { continue }
                if run.wordBreaks.contains(bridge) {
                    atWordBreaks.append(split)
                } else if bridge < run.phrase.tokens.count - 1 {
                    elsewhere.append(split)
                }
            }
        }
        return atWordBreaks + elsewhere
    }

    /// `self` with the words a Japanese question or request wraps around what it asks for left
    /// out of its CJK runs typed without a space (`おすすめのテキストエディタは？` → `テキストエディタ`,
    /// `画像を圧縮するには` → `画像を圧縮`, `動画を再生したい` → `動画を再生`), as little words are
    /// left out of English; `nil` when no run has them. What is left is two characters at least.
    package func droppingJapaneseEndings() -> FullTextQuery? {
        droppingJapaneseEndings(Self.japaneseEndings, verbs: true)
    }

    /// `self` without the words that can only end a Japanese question (`…はどれ`, `…を教えて`,
    /// `…はありますか`), which no item's text means as the person does: searched for as typed,
    /// they find the few texts that happen to say `どれ`; `nil` when no run ends so.
    package func droppingJapaneseQuestionEndings() -> FullTextQuery? {
        droppingJapaneseEndings(Self.japaneseQuestionEndings, verbs: false)
    }

    private func droppingJapaneseEndings(_ endings: [String], verbs: Bool) -> FullTextQuery? {
        var query = self
        var isChanged = false
        for (offset, phrase) in phrases.enumerated() {
            guard let characters = phrase.cjkRun else { continue }
            let tokens = phrase.tokens
            var run = Substring(characters)
            var leading = 0
            var trailing = 0
            if let opening = Self.japaneseOpenings.first(where: {
                run.hasPrefix($0) && run.count >= $0.count + 2
            }) {
                run = run.dropFirst(opening.count)
                leading = opening.count
            }
            while let length = endings.first(where: { run.hasSuffix($0) }).map(\.count)
                ?? (verbs ? Self.wishEndingLength(run) ?? Self.plainVerbEndingLength(run) : nil),
                run.count >= length + 2
            {
                run = run.dropLast(length)
                trailing += length
            }
            guard leading + trailing > 0 else { continue }
            // A run of n characters has n - 1 bigrams; each character cut off takes one with it.
            query.phrases[offset] = phrase.keepingTokens(leading..<(tokens.count - trailing))
            if trailing > 0 { query.phrases[offset].isPrefix = false }
            isChanged = true
        }
        return isChanged ? query : nil
    }

    /// What a Japanese question or request ends with around the thing asked for, longest first,
    /// kana folded as the index folds it (katakana to hiragana).
    static let japaneseEndings = [
        "にはどうすればいいですか", "にはどうすればいい", "どうすればいいですか", "どうすればいい",
        "を教えてください", "を教えて", "教えて", "はありますか", "ありますか", "はどれですか", "どれですか", "はどれ",
        "どれ", "したいです", "するには",
        "する方法", "のやり方", "やり方", "の方法", "方法", "したい", "ですか", "とは", "には", "する", "は",
        "のそふとうぇあ", "そふとうぇあ", "のそふと", "そふと", "のあぷり", "あぷり", "のぷろぐらむ", "ぷろぐらむ", "のつーる", "つーる", "のおすすめ", "おすすめ",
        "の使い方", "使い方", "の代わり",
    ]

    /// The endings of ``japaneseEndings`` that only a question has.
    static let japaneseQuestionEndings = [
        "にはどうすればいいですか", "にはどうすればいい", "どうすればいいですか", "どうすればいい",
        "を教えてください", "を教えて", "教えて", "はありますか", "ありますか", "はどれですか", "どれですか", "はどれ",
    ]

    /// The length of the verb made a wish (`たい`, `たいです`) that ends `run`, with the particle
    /// before it: `を聴きたい` of `音楽を聴きたい`, `を取りたい`, `を見たい`, `で遊びたいです`. The verb is a
    /// kanji, or a kanji and one kana, as a verb's stem is written; its stem is not how a text
    /// writes the verb (`聴く`), and what is wished for is the words before it. A word of kana
    /// that ends as a wish does (`ネクタイ`) is none.
    static func wishEndingLength(_ run: Substring) -> Int? {
        guard let ending = ["たいです", "たい"].first(where: run.hasSuffix) else { return nil }
        var stem = run.dropLast(ending.count)
        if LoanwordSpelling.isKana(stem.last ?? " ") { stem = stem.dropLast() }
        guard let verb = stem.last?.unicodeScalars.first?.value,
            (0x4E00...0x9FFF).contains(verb) || (0x3400...0x4DBF).contains(verb)
        else { return nil }
        stem = stem.dropLast()
        if let particle = stem.last, japaneseParticles.contains(particle) { stem = stem.dropLast() }
        return run.count - stem.count
    }

    /// The length of a verb in its plain or past form that ends `run` after a particle: `を見る` of
    /// `ネットワークのトラフィックを見る`, `を描く`, `を忘れた`, `で聴く`. The verb is a kanji and the
    /// one or two kana a verb's form ends with; what it is done to is the words before it, and
    /// the form is not how a text writes the verb. Without the particle, kana after a kanji are
    /// as often a word's own (`新しい`).
    static func plainVerbEndingLength(_ run: Substring) -> Int? {
        let characters = Array(run)
        for kana in [1, 2] where characters.count > kana + 2 {
            let ending = characters.suffix(kana)
            let verb = characters[characters.count - kana - 1]
            let particle = characters[characters.count - kana - 2]
            guard ending.allSatisfy({ ("\u{3041}"..."\u{3093}").contains($0) }), isKanji(verb),
                ["を", "で", "に", "が"].contains(particle), let last = ending.last, plainVerbEnds.contains(last)
            else { continue }
            return kana + 2
        }
        return nil
    }

    /// The last kana of a verb's plain or past form.
    private static let plainVerbEnds: Set<Character> = [
        "う", "く", "ぐ", "す", "つ", "ぬ", "ぶ", "む", "る", "た", "だ",
    ]

    /// What a Japanese question begins with before the thing asked for.
    static let japaneseOpenings = ["どうやって", "おすすめの", "おすすめ", "一番いい", "いちばんいい", "人気の"]

    /// The fewest bigrams a run of kana alone is split at (six characters, `カメラアプリ`): a
    /// shorter one is a word (``splittingCJKRuns()``).
    static let shortestKanaRunSplit = 5

    /// `self` with every CJK run typed without a space split where a word likely ends, each part
    /// a word of its own (`今日の予定` → `今日 予定`, `北京的烤鸭` → `北京 烤鸭`, `서울에서` →
    /// `서울`), so partial matches can leave a part out as they leave out a word; `nil` when no
    /// run has such a place.
    ///
    /// With `particlesOnly`, only the runs that hold a particle between two words are cut
    /// (`音楽の再生`, not `東京タワー` nor a fragment such as `のゲー`): a name typed solid is
    /// what the person means as typed.
    ///
    /// With `keepingOkurigana`, for what is left once a request's ending is dropped (the thing
    /// asked about), one kanji and the kana after it stay one word (`定規で長さ` → `定規 長さ`);
    /// in a whole request such kana are as often a verb's (`メールを読む`), which texts write
    /// otherwise.
    package func splittingCJKRunsAtWordBreaks(particlesOnly: Bool = false, keepingOkurigana: Bool = false)
        -> FullTextQuery?
    {
        var query = self
        var isCut = false
        // From the last run, so the offsets of the runs before it stay where they were.
        for run in cjkRuns(keepingOkurigana: keepingOkurigana).reversed()
        where !run.wordBreaks.isEmpty && (!particlesOnly || run.holdsParticle) {
            let parts = Self.parts(of: run.phrase, without: run.wordBreaks)
            guard !parts.isEmpty else { return nil }
            guard !particlesOnly || parts.count > 1 else { continue }
            query.phrases.replaceSubrange(run.offset...run.offset, with: parts)
            isCut = true
        }
        return isCut ? query : nil
    }

    /// The phrases that are CJK runs typed without a space (two bigrams or more, each
    /// overlapping the next), with the bigrams where a word likely ends: those that cross a
    /// change of script, and those holding a particle. A particle the script changes into
    /// (`東京の`) ends there too, as katakana is folded to hiragana (`東京のカフェ` changes script
    /// only before `の`, and `のかふぇ` is no word); Chinese `的` stands between words
    /// (`北京的烤鸭`); a Korean particle ends the word it follows (`서울에서`, `경복궁에`).
    private func cjkRuns(keepingOkurigana: Bool = false)
        -> [(offset: Int, phrase: Phrase, wordBreaks: [Int], holdsParticle: Bool)]
    {
        phrases.enumerated().compactMap { offset, phrase in
            guard let run = phrase.cjkRun else { return nil }
            let tokens = phrase.tokens
            let characters = Array(run)
            // As typed where known: folded, a katakana word and the particle after it are one
            // script (`ギターのチューニング` is `ぎたーのちゅーにんぐ`).
            let typed = phrase.typedScripts.flatMap { $0.count == characters.count ? $0 : nil }
            func script(at position: Int) -> Int {
                typed.map { Int($0[position]) } ?? Self.script(of: characters[position])
            }
            // One kanji and the kana written after it are one word (`長さ`, `小さく`): cut there,
            // the kanji alone has no bigram and the kana left are a fragment. After a compound
            // the kana are an ending (`再生|する`), which texts write otherwise.
            func isOkurigana(at index: Int) -> Bool {
                keepingOkurigana && Self.isKanji(characters[index])
                    && (index == 0 || !Self.isKanji(characters[index - 1]))
                    && script(at: index + 1) == 1 && !Self.japaneseParticles.contains(characters[index + 1])
            }
            // A family member named with `お` and `さん` around one kanji is one word (`お母さん`,
            // `お父さん`), as a card is titled, not a name and its honorific.
            func isInFamilyWord(_ index: Int) -> Bool {
                (max(0, index - 1)...index).contains { start in
                    start + 3 < characters.count && characters[start] == "お"
                        && Self.isKanji(characters[start + 1])
                        && characters[start + 2] == "さ" && characters[start + 3] == "ん"
                }
            }
            var breaks = Set<Int>()
            for index in tokens.indices {
                let characters = Array(tokens[index])
                if script(at: index) != script(at: index + 1), !isOkurigana(at: index), !isInFamilyWord(index)
                {
                    breaks.insert(index)
                    // A particle the script changes out of (`たわーの夜景`) begins no word either:
                    // the bigram that ends with it is a break too.
                    if index > 0, Self.japaneseParticles.contains(characters[0]) { breaks.insert(index - 1) }
                } else if characters.contains(where: Self.chineseParticles.contains)
                    || breaks.contains(index - 1) && Self.japaneseParticles.contains(characters[0])
                {
                    breaks.insert(index)
                }
            }
            // The family word ends at its `さん`: what follows is a particle (`お母さんからの`).
            for start in characters.indices where isInFamilyWord(start + 1) && characters[start] == "お" {
                if start + 3 < tokens.count { breaks.insert(start + 3) }
            }
            // Four kanji or more with no break are words of two (`資産管理` is `資産 管理`, `統計解析環境`
            // `統計 解析 環境`), the last of three when the count is odd (`化学構造式`): the way
            // compounds are most often built.
            var start = 0
            while start < characters.count {
                var end = start
                while end < characters.count, Self.isKanji(characters[end]),
                    end == start || !breaks.contains(end - 1)
                {
                    end += 1
                }
                var part = start
                while end - part >= 4 {
                    breaks.insert(part + 1)
                    part += 2
                }
                start = max(end, start + 1)
            }
            let koreanParticle = Self.koreanParticles.first { run.hasSuffix($0) && run.count >= $0.count + 2 }
            if let particle = koreanParticle {
                // The bigrams holding a character of the particle.
                breaks.formUnion((run.count - particle.count - 1)..<tokens.count)
            }
            let holdsParticle =
                koreanParticle != nil
                || breaks.contains { tokens[$0].contains(where: Self.oneCharacterParticles.contains) }
            return (offset, phrase, breaks.sorted(), holdsParticle)
        }
    }

    /// Japanese particles of one character, which end the word before them and begin none.
    private static let japaneseParticles: Set<Character> = ["の", "は", "が", "を", "に", "で", "と", "へ", "も", "や"]
    /// The Chinese particle that stands between the words it joins.
    private static let chineseParticles: Set<Character> = ["的"]
    private static let oneCharacterParticles = japaneseParticles.union(chineseParticles)
    /// Korean particles that end the word they follow, longest first.
    private static let koreanParticles = [
        "에서는", "에서", "에게", "으로", "까지", "부터", "처럼", "보다", "한테", "로", "에", "의", "은", "는", "을", "를",
        "와", "과", "도", "만",
    ]

    /// The phrases `phrase`'s tokens make without the tokens at `bridges` (in ascending order),
    /// each holding at least one token: the first keeps whether the phrase is an alternative, the
    /// last whether it is a prefix.
    private static func parts(of phrase: Phrase, without bridges: [Int]) -> [Phrase] {
        var parts: [Phrase] = []
        var start = 0
        for bridge in bridges + [phrase.tokens.count] {
            if bridge > start {
                var part = phrase.keepingTokens(start..<bridge)
                part.isPrefix = phrase.isPrefix && bridge == phrase.tokens.count
                part.isAlternative = parts.isEmpty && phrase.isAlternative
                parts.append(part)
            }
            start = bridge + 1
        }
        return parts
    }

    /// Whether `character` is a kanji (a CJK unified ideograph).
    static func isKanji(_ character: Character) -> Bool {
        guard let value = character.unicodeScalars.first?.value else { return false }
        return (0x4E00...0x9FFF).contains(value) || (0x3400...0x4DBF).contains(value)
    }

    /// Hiragana (1), katakana (2) or another script (0), as far as where a Japanese word may end.
    private static func script(of character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first?.value else { return 0 }
        switch scalar {
        // The long vowel mark `ー` is written inside kana words (`ラーメン`, folded `らーめん`), so
        // it is of the kana around it, not a change of script.
        case 0x3040...0x309F, 0x30FC: return 1
        case 0x30A0...0x30FF, 0xFF66...0xFF9F: return 2
        default: return 0
        }
    }

    /// The most words a text may have for ``leavingOut(_:)`` to be tried.
    static let maximumWordsLeftOut = 6

    /// Whether some phrase is an alternative to another (`OR`): the query is then no plain AND.
    package var hasAlternatives: Bool { phrases.contains(where: \.isAlternative) }

    /// The phrases in the groups an item must match one phrase of each of, in order.
    package var alternativeGroups: [[Phrase]] {
        var groups: [[Phrase]] = []
        for phrase in phrases {
            if phrase.isAlternative, !groups.isEmpty {
                groups[groups.count - 1].append(phrase)
            } else {
                groups.append([phrase])
            }
        }
        return groups
    }

    /// Quotation marks a person types around a phrase: straight, and the curly and low ones a
    /// phone keyboard substitutes.
    private static let quotationMarks: Set<Character> = ["\"", "\u{201C}", "\u{201D}", "\u{201E}"]

    /// The words of `text`: its whitespace-separated words, and each phrase between a pair of
    /// quotation marks as one word, its words then matched next to each other and in order, and
    /// never as a prefix (the closing mark ends it). A mark left without a partner, as while the
    /// phrase is still being typed, is ignored. A word or phrase right after a minus sign that
    /// begins a word, or after the word `NOT` (in capitals, and not last: it may be `NOTES` being
    /// typed), is excluded.
    private static func words(of text: String) -> [(text: Substring, isQuoted: Bool, isExcluded: Bool)] {
        let marks = text.indices.filter { quotationMarks.contains(text[$0]) }
        var words: [(text: Substring, isQuoted: Bool, isExcluded: Bool)] = []
        var start = text.startIndex
        // A pasted compiler or linker message (`/usr/bin/ld: cannot find -lX11`) names a library
        // with `-l`, which is no exclusion there. Only a message the linker or a compiler printed
        // is one: `todo: salad -lettuce` still leaves out lettuce.
        let isToolMessage = text.split(whereSeparator: \.isWhitespace).contains { word in
            word.count > 1 && word.last == ":"
                && linkingTools.contains(word.dropLast().split(separator: "/").last?.lowercased() ?? "")
        }
        func addUnquoted(upTo end: String.Index) {
            words += Self.splitWords(text[start..<end]).map { word in
                if isToolMessage, word.hasPrefix("-l"), word.count > 3,
                    word.dropFirst(2).allSatisfy({ $0.isLetter || $0.isNumber })
                {
                    return (word.dropFirst(2), false, false)
                }
                let excluded =
                    word.first == "-" && (word.dropFirst().first.map { $0.isLetter || $0.isNumber } ?? false)
                return (
                    excluded ? word.dropFirst() : Self.withoutHeaderExtension(word),
                    false,
                    excluded
                )
            }
        }
        for pair in stride(from: 0, to: marks.count - 1, by: 2) {
            let (open, close) = (marks[pair], marks[pair + 1])
            addUnquoted(upTo: open)
            // `-"…"`: the minus is a word of its own just before the mark.
            let minus = words.last.map { $0.text == "-" && $0.text.endIndex == open } ?? false
            if minus { words.removeLast() }
            words.append((text[text.index(after: open)..<close], true, minus))
            start = text.index(after: close)
        }
        addUnquoted(upTo: text.endIndex)
        for offset in words.indices.dropLast().reversed()
        where words[offset].text == "NOT" && !words[offset].isQuoted && !words[offset].isExcluded {
            words[offset + 1].isExcluded = true
            words.remove(at: offset)
        }
        return words
    }

    /// The programs whose messages name a library with `-l`.
    private static let linkingTools: Set<String> = [
        "ld", "ld.bfd", "ld.gold", "ld.lld", "collect2", "gcc", "cc", "g++", "c++", "clang", "clang++",
    ]

    /// `word` without the extension of a C or C++ header named in one word (`gmp.h` is `gmp`,
    /// `jpeglib.h` `jpeglib`): such a header is named for the library that installs it, which is
    /// what its description says, and the `h` alone would be read as a slip of a longer word.
    static func withoutHeaderExtension(_ word: Substring) -> Substring {
        // A message quotes it with punctuation after it (`zlib.h:`).
        let name = word.dropLast(word.reversed().prefix { !$0.isLetter && !$0.isNumber }.count)
        guard let dot = name.lastIndex(of: "."), name.distance(from: name.startIndex, to: dot) >= 2,
            ["h", "hh", "hpp", "hxx"].contains(name[name.index(after: dot)...].lowercased()),
            name[..<dot].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return word }
        return name[..<dot]
    }

    /// Whether a word of letters or digits and a CJK run meet between `previous` and `character`:
    /// the characters the tokenizer indexes as n-grams against the others.
    private static func changesScript(from previous: Character, to character: Character) -> Bool {
        func isCJK(_ character: Character) -> Bool { Tokenizer.isCJKToken(character.utf8) }
        func isWordCharacter(_ character: Character) -> Bool { character.isLetter || character.isNumber }
        guard isWordCharacter(previous), isWordCharacter(character) else { return false }
        return isCJK(previous) != isCJK(character)
    }

    /// `text` split at white space, and at a comma or semicolon between words (`apples,pears`
    /// is two words, as a person means it), but not inside a number (`1,250`, `3,14`); and at
    /// the brackets and the full stop Japanese and Chinese write without a space
    /// (`「ファイル名」一括変更` is `ファイル名` and `一括変更`), which end a word as a space does.
    static func splitWords(_ text: Substring) -> [Substring] {
        let separators: Set<Character> = [",", ";", "\u{FF0C}", "\u{FF1B}", "\u{3001}"]
        let brackets: Set<Character> = [
            "\u{300C}", "\u{300D}", "\u{300E}", "\u{300F}", "\u{3010}", "\u{3011}", "\u{FF08}", "\u{FF09}",
            "\u{3002}", "\u{FF01}", "\u{FF1F}",
        ]
        var words: [Substring] = []
        var start = text.startIndex
        var index = text.startIndex
        var previous: Character?
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            var isSeparator = character.isWhitespace || brackets.contains(character)
            if !isSeparator, separators.contains(character) {
                let following = next < text.endIndex ? text[next] : nil
                isSeparator = !(previous?.isNumber == true && following?.isNumber == true)
            }
            // An amount typed with the yen or yuan after it (`1280円`, `35元`) is its number: a
            // receipt prints it `¥1,280`, whose sign is no word, and a text that writes `1280円`
            // holds the number too.
            let endsAmount =
                previous?.isNumber == true && (character == "円" || character == "元")
                && (next == text.endIndex || text[next].isWhitespace)
            if isSeparator || endsAmount {
                if start < index { words.append(text[start..<index]) }
                start = next
            } else if let previous, Self.changesScript(from: previous, to: character),
                !text[start..<index].contains(":")
            {
                // A Latin word typed against Japanese or Chinese without a space is a word of its
                // own (`zipファイルを解凍`, `PDFビューア`); a field's value stays whole (`title:東京`).
                words.append(text[start..<index])
                start = index
            }
            previous = character
            index = next
        }
        if start < text.endIndex { words.append(text[start...]) }
        return words
    }

    /// The conditions on `items` beyond matching ``phrases``: every word typed with a field is in
    /// that field (`title:parking`), and no excluded word or phrase is held (`-dev`, or in its
    /// field, `-tag:draft`).
    var itemConditions: [SQLFragment] {
        var conditions: [SQLFragment] = []
        let kept = fieldWords.filter { !$0.isExcluded }.map(\.matchExpression)
        if !kept.isEmpty {
            conditions.append(
                SQLFragment(
                    "items.id IN (SELECT rowid FROM item_text WHERE item_text MATCH ?)",
                    [.text(kept.joined(separator: " AND "))]))
        }
        // An excluded word with its own attributes is left out by the filter on them
        // (``FilterQueries``): in its columns it may be another's (`-from:jane`, to Jane).
        let excluded =
            excludedPhrases.map { Self.quoted($0.lookupTokens.joined(separator: " ")) }
            + fieldWords.filter { $0.isExcluded && $0.attributes.isEmpty }.map(\.matchExpression)
        if !excluded.isEmpty {
            conditions.append(
                SQLFragment(
                    "items.id NOT IN (SELECT rowid FROM item_text WHERE item_text MATCH ?)",
                    [.text(excluded.joined(separator: " OR "))]))
        }
        return conditions
    }

    package var isEmpty: Bool { phrases.isEmpty }

    /// The last phrase's last token when it is a prefix: what completions extend.
    var prefixToken: String? {
        guard let last = phrases.last, last.isPrefix else { return nil }
        return last.tokens.last
    }

    /// The word being typed when the query is just that word and it is short enough for the
    /// completion tier (``CompletionIndex``).
    var shortPrefixForCompletion: String? {
        guard phrases.count == 1, let phrase = phrases.first, phrase.isPrefix, phrase.tokens.count == 1,
            let token = phrase.tokens.first, token.count <= CompletionIndex.maximumPrefixLength
        else { return nil }
        return token
    }

    /// The FTS5 query expression, optionally restricted to some columns.
    ///
    /// - Parameter rankingExactFirst: write a prefix as `("word" OR "word"*)`. It matches the same
    ///   items, but BM25 scores an item that has the word itself on both phrases, so a person who
    ///   typed `statistic` in full sees it above `statistics`.
    package func matchExpression(columns: [TextColumn]? = nil, rankingExactFirst: Bool = false) -> String {
        // Keep in step with `rankingLayout`.
        let body = alternativeGroups.map { Self.expression(anyOf: $0, rankingExactFirst: rankingExactFirst) }
            .joined(separator: " AND ")
        guard let columns else { return body }
        return Self.restricted(body, to: columns)
    }

    /// The FTS5 expression matching any of `phrases`.
    fileprivate static func expression(anyOf phrases: [Phrase], rankingExactFirst: Bool = false) -> String {
        let terms = phrases.map { phrase in
            // FTS5 takes a prefix on every token of a phrase joined with `+`: `"s"* + "f"*`.
            guard !phrase.isInitials else {
                return phrase.tokens.map { Self.quoted($0) + "*" }.joined(separator: " + ")
            }
            let quoted = Self.quoted(phrase.lookupTokens.joined(separator: " "))
            guard phrase.isPrefix else { return quoted }
            return rankingExactFirst ? "(\(quoted) OR \(quoted)*)" : quoted + "*"
        }
        return terms.count == 1 ? terms[0] : "(" + terms.joined(separator: " OR ") + ")"
    }

    /// `expression` matched in `columns` only.
    fileprivate static func restricted(_ expression: String, to columns: [TextColumn]) -> String {
        "{" + columns.map(\.name).joined(separator: " ") + "} : (" + expression + ")"
    }

    /// `text` as one FTS5 phrase (a string, quotes doubled).
    static func quoted(_ text: String) -> String {
        // A token never holds a quote, so Foundation's replacing (slow on Linux, and run for
        // every term of every search) is only for what is not one.
        guard text.utf8.contains(0x22) else { return "\"" + text + "\"" }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// The top list that can answer the query: one word of a single token, whole or being typed,
    /// or one whole word of several tokens (its tokens' lists bound it).
    package var topListKey: TermTopLists.Key? {
        guard phrases.count == 1, let phrase = phrases.first, !phrase.isInitials else { return nil }
        let terms = phrase.lookupTokens
        guard terms.count == 1 else { return phrase.isPrefix ? nil : .phrase(terms) }
        return phrase.isPrefix ? .prefix(terms[0]) : .word(terms[0])
    }

    /// The phrases of `matchExpression(rankingExactFirst: true)` as ``SearchlightRankFunction``
    /// reads them: `w` for a word, `ep` for the exact and prefix halves of the word being typed,
    /// in capitals for a phrase that is another form of the word before it (``Phrase/isAnotherForm``).
    /// A word typed after `OR` stays a word of its own: an item holding both ranks first.
    package var rankingLayout: String {
        phrases.map { phrase in
            let kinds = phrase.isPrefix ? "ep" : "w"
            return phrase.isAlternative && phrase.isAnotherForm ? kinds.uppercased() : kinds
        }.joined()
    }
}

import Searchlight
import Testing

@Suite struct TokenizerTests {
    static let tokenCases: [(String, [String])] = [
        ("Café", ["cafe"]),
        ("cafe", ["cafe"]),
        ("Frédéric Chopin", ["frederic", "chopin"]),
        ("MyWindowClass", ["my", "window", "class"]),
        ("NSWindow", ["nswindow"]),
        ("iPhone", ["i", "phone"]),
        ("HTML5Parser", ["html5parser"]),
        ("utf8Decoder", ["utf8", "decoder"]),
        ("libp2p utf8", ["libp2p", "utf8"]),
        ("x86_64-linux", ["x86", "64", "linux"]),
        ("don't", ["don", "t"]),
        ("ＡＢＣ１２３", ["abc123"]),
        ("Ｈｅｌｌｏ、世界", ["hello", "世界"]),
        ("", []),
        (" \t\n\u{3000} ", []),
        ("😀 hello 👍🏽 🇯🇵", ["😀", "hello", "👍", "🇯", "🇵"]), ("©2026 ™", ["2026", "™"]), ("‼", []),
        ("😀", ["😀"]), ("a👨‍👩‍👧b", ["a", "👨", "👩", "👧", "b"]),
        ("Straße", ["strasse"]),
        ("ÉCOLE Normale", ["ecole", "normale"]),
        ("Łódź Ørsted İstanbul", ["lodz", "orsted", "istanbul"]),
        ("Ωμέγα", ["ωμεγα"]),
        ("e\u{301}te\u{301}", ["ete"]),
        ("soft\u{AD}hyphen", ["softhyphen"]),
        ("州", ["州"]),
        ("州立公園", ["州立", "立公", "公園"]),
        ("ブリッジ", ["ぶり", "りっ", "っじ"]),
        ("ｶﾞｲﾄﾞ", ["がい", "いど"]),
        ("カ\u{3099}イト\u{3099}", ["がい", "いど"]),
        ("ﾊﾟﾝ", ["ぱん"]),
        ("ラーメン", ["らー", "ーめ", "めん"]),
        ("한국어", ["한국", "국어"]),
        ("2024年", ["2024", "年"]),
        // A CJK run ends a letter run and the other way round; "iOS" splits like "iPhone".
        ("Swift言語でiOS", ["swift", "言語", "語で", "i", "os"]),
        // Language and tool names keep their marks; longer words and marks before a letter do not.
        ("C++17 and C#, F# g++-12", ["c++", "17", "and", "c#", "f#", "g++", "12"]),
        ("Notepad++ a+b x#y c++b C+ c##", ["notepad", "a", "b", "x", "y", "c", "b", "c", "c"]),
        ("(C++)", ["c++"]),
    ]

    @Test("Tokens of representative text", arguments: tokenCases)
    func tokens(text: String, expected: [String]) {
        #expect(Tokenizer.tokens(text) == expected)
    }

    @Test(
        "A Japanese substring tokenizes to a contiguous run of the text's tokens",
        arguments: [
            ("ナチュラルブリッジ州立公園", "州立公園"),
            ("ナチュラルブリッジ州立公園", "ブリッジ"),
            ("ナチュラルブリッジ州立公園", "ぶりっじ"),
            ("ナチュラルブリッジ州立公園", "ﾌﾞﾘｯｼﾞ"),
            ("ナチュラルブリッジ州立公園", "公園"),
            ("ナチュラルブリッジ州立公園", "ナチュラルブリッジ州立公園"),
            ("한국어 사전", "국어"),
        ])
    func substring(text: String, query: String) {
        let textTokens = Tokenizer.tokens(text)
        let queryTokens = Tokenizer.tokens(query)
        #expect(!queryTokens.isEmpty)
        let found = (0...(textTokens.count - queryTokens.count)).contains { start in
            Array(textTokens[start..<start + queryTokens.count]) == queryTokens
        }
        #expect(found, "\(queryTokens) not in \(textTokens)")
    }

    @Test("The index stores each CJK trigram at the position of the bigram it starts with")
    func indexedTrigrams() {
        var tokens: [String] = []
        var text = "ナチュラル州立 ｶﾞｲﾄﾞ 公園"
        text.withUTF8 { utf8 in
            DocumentTokenizer.tokenize(utf8, cjk: .bigramsAndTrigrams) { folded, range, colocated in
                let source = String(decoding: UnsafeBufferPointer(rebasing: utf8[range]), as: UTF8.self)
                tokens.append((colocated ? "+" : "") + String(decoding: folded, as: UTF8.self) + "=" + source)
                return true
            }
        }
        #expect(
            tokens == [
                "なち=ナチ", "+なちゅ=ナチュ", "ちゅ=チュ", "+ちゅら=チュラ", "ゅら=ュラ", "+ゅらる=ュラル", "らる=ラル",
                "+らる州=ラル州", "る州=ル州", "+る州立=ル州立", "州立=州立", "+立=立", "がい=ｶﾞｲ", "+がいど=ｶﾞｲﾄﾞ",
                "いど=ｲﾄﾞ", "+ど=ﾄﾞ", "公園=公園", "+園=園",
            ], "and each run's last character at its last bigram's position")
    }

    @Test(
        "A search looks up CJK trigrams, and a shorter run as it is",
        arguments: [
            ("州立公園", ["州立公", "立公園"], nil),
            ("州立", ["州立"], nil),
            ("州", ["州"], nil),
            ("Swift言語でiOS", ["swift", "言語で", "i", "os"], ["swift", "言語で", "語で", "i", "os"]),
            ("ｶﾞｲﾄﾞ", ["がいど"], nil),
        ])
    func searchedTrigrams(text: String, expected: [String], phrase lookup: [String]?) {
        #expect(Tokenizer.tokens(text, cjk: .trigrams) == expected)
        // The search box derives the same terms from the bigrams, and in a phrase keeps a run's
        // last bigram before the tokens after it, which stand one position past its trigrams.
        let phrase = FullTextQuery.Phrase(tokens: Tokenizer.tokens(text), isPrefix: false)
        #expect(phrase.lookupTokens == lookup ?? expected)
    }

    @Test(
        "A Japanese substring's trigrams are at consecutive positions of the indexed text",
        arguments: [
            ("ナチュラルブリッジ州立公園", "州立公園"),
            ("ナチュラルブリッジ州立公園", "ブリッジ"),
            ("ナチュラルブリッジ州立公園", "ﾌﾞﾘｯｼﾞ"),
            ("ナチュラルブリッジ州立公園", "州立公"),
            ("ナチュラルブリッジ州立公園", "公園"),
            ("ナチュラルブリッジ州立公園", "ナチュラルブリッジ州立公園"),
            ("한국어 사전", "한국어"),
        ])
    func indexedSubstring(text: String, query: String) {
        var positions: [Set<String>] = []
        var utf8 = text
        utf8.withUTF8 { bytes in
            DocumentTokenizer.tokenize(bytes, cjk: .bigramsAndTrigrams) { folded, _, colocated in
                let token = String(decoding: folded, as: UTF8.self)
                if colocated, !positions.isEmpty {
                    positions[positions.count - 1].insert(token)
                } else {
                    positions.append([token])
                }
                return true
            }
        }
        let terms = Tokenizer.tokens(query, cjk: .trigrams)
        #expect(!terms.isEmpty)
        let found = (0...(positions.count - terms.count)).contains { start in
            terms.indices.allSatisfy { positions[start + $0].contains(terms[$0]) }
        }
        #expect(found, "\(terms) not in \(positions)")
    }

    @Test(
        "Equivalent spellings give the same tokens",
        arguments: [
            ("Café", "cafe"),
            ("CAFÉ", "café"),
            ("ｶﾞｲﾄﾞ", "ガイド"),
            ("ガイド", "がいど"),
            ("ＡＢＣ１２３", "abc123"),
            ("e\u{301}te\u{301}", "été"),
            ("カ\u{3099}", "ガ"),
            ("ﾊﾟ", "パ"),
        ])
    func equivalent(first: String, second: String) {
        #expect(Tokenizer.tokens(first) == Tokenizer.tokens(second))
    }

    @Test(
        "Folding keeps separators and folds case, diacritics, width and kana",
        arguments: [
            ("Café Crème", "cafe creme"),
            ("Hello, World!", "hello, world!"),
            ("already folded", "already folded"),
            ("ＡＢＣ－１", "abc-1"),
            ("ｶﾞｲﾄﾞ", "がいど"),
            ("ガイド", "がいど"),
            ("ナチュラル ブリッジ", "なちゅらる ぶりっじ"),
            ("ﾊﾟﾝ", "ぱん"),
            ("Frédéric", "frederic"),
            ("MyWindowClass", "mywindowclass"),
            ("Straße", "strasse"),
            // Hebrew niqqud, Arabic harakat and tatweel, Syriac vowels; Devanagari signs stay.
            ("חָלָב וְלֶחֶם", "חלב ולחם"),
            ("שָׁלוֹם", "שלום"),
            ("مُذَكِّرَات", "مذكرات"),
            ("كـتـاب", "كتاب"),
            ("ܫܠܵܡܵܐ", "ܫܠܡܐ"),
            ("हिन्दी", "हिन्दी"),
            ("", ""),
        ])
    func fold(text: String, expected: String) {
        #expect(TextFolding.fold(text) == expected)
    }

    @Test("Ranges are the tokens' byte offsets in the text")
    func ranges() {
        let pairs = tokensWithSources("Hello wörld 州立公 ｶﾞｲ")
        #expect(
            pairs == [
                "hello=Hello", "world=wörld", "州立=州立", "立公=立公", "がい=ｶﾞｲ",
            ])
    }

    @Test(
        "Ill-formed UTF-8 is skipped like a separator",
        arguments: [
            ([0x61, 0x62, 0xFF, 0x63, 0x64], ["ab", "cd"]),
            ([0x61, 0xC3], ["a"]),  // truncated two-byte sequence
            ([0x61, 0xE3, 0x81], ["a"]),  // truncated three-byte sequence
            ([0xC0, 0xAF, 0x78], ["x"]),  // overlong '/'
            ([0xED, 0xA0, 0x80, 0x79], ["y"]),  // UTF-16 surrogate
            ([0xF4, 0x90, 0x80, 0x80, 0x7A], ["z"]),  // beyond U+10FFFF
            ([0x80, 0x80, 0x80], []),
        ] as [([UInt8], [String])])
    func illFormed(bytes: [UInt8], expected: [String]) {
        var tokens: [String] = []
        bytes.withUnsafeBufferPointer { buffer in
            Tokenizer.tokenize(buffer) { folded, _ in
                tokens.append(String(decoding: folded, as: UTF8.self))
                return true
            }
        }
        #expect(tokens == expected)
    }

    @Test("Random bytes never trap and always give valid, bounded tokens")
    func randomBytes() {
        // Pieces that exercise every path: ASCII, Latin, kana with voiced marks, Han, emoji,
        // combining marks and stray continuation or lead bytes.
        let pieces: [[UInt8]] = [
            Array("aZ9 ".utf8), Array("é".utf8), Array("ｶﾞ".utf8), Array("ブ".utf8), Array("州".utf8),
            Array("😀".utf8), Array("\u{301}".utf8), Array("\u{3099}".utf8), [0x80], [0xE3], [0xF0, 0x9F],
        ]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var problems: [String] = []
        for _ in 0..<1000 {
            var bytes: [UInt8] = []
            for _ in 0..<16 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                bytes += pieces[Int(state >> 33) % pieces.count]
            }
            bytes.withUnsafeBufferPointer { buffer in
                var lastStart = -1
                Tokenizer.tokenize(buffer) { folded, range in
                    let valid = String(validating: folded, as: UTF8.self) != nil
                    if folded.isEmpty || folded.count > Tokenizer.maximumTokenLength || !valid
                        || range.lowerBound < lastStart || range.upperBound > buffer.count
                    {
                        problems.append("\(bytes) -> \(Array(folded)) at \(range)")
                    }
                    lastStart = range.lowerBound
                    return true
                }
            }
        }
        #expect(problems.isEmpty)
    }

    @Test("Returning false from the body stops tokenizing")
    func stop() {
        var calls = 0
        Array("one two three 州立公園".utf8).withUnsafeBufferPointer { buffer in
            Tokenizer.tokenize(buffer) { _, _ in
                calls += 1
                return false
            }
        }
        #expect(calls == 1)
    }

    @Test("Long tokens are cut at a scalar boundary")
    func longTokens() throws {
        let ascii = Tokenizer.tokens(String(repeating: "a", count: 300) + " end")
        #expect(ascii == [String(repeating: "a", count: 256), "end"])

        let cyrillic = Tokenizer.tokens("a" + String(repeating: "ж", count: 200))
        let token = try #require(cyrillic.first)
        #expect(cyrillic.count == 1)
        #expect(token == "a" + String(repeating: "ж", count: 127))
    }

    @Test("TextAnalysis shows the tokenizer's tokens")
    func textAnalysis() {
        for text in ["Café MyWindowClass", "ナチュラルブリッジ州立公園", ""] {
            #expect(TextAnalysis.tokens(of: text) == Tokenizer.tokens(text))
        }
    }

    private func tokensWithSources(_ text: String) -> [String] {
        var pairs: [String] = []
        var text = text
        text.withUTF8 { utf8 in
            Tokenizer.tokenize(utf8) { folded, range in
                let source = String(decoding: UnsafeBufferPointer(rebasing: utf8[range]), as: UTF8.self)
                pairs.append(String(decoding: folded, as: UTF8.self) + "=" + source)
                return true
            }
        }
        return pairs
    }
}

import Testing

@testable import Searchlight

@Suite struct CompletionIndexTests {
    private func ranks(_ rows: [CompletionIndex.Row]) -> [String: Double] {
        Dictionary(uniqueKeysWithValues: rows.map { ($0.prefix, $0.rank) })
    }

    @Test func everyPrefixOfEveryWordTakesItsBestRank() {
        // Document words: i, phone, iphone (the whole camelCase word), case: four positions.
        let rows = CompletionIndex.rows(titleTexts: ["iPhone case", ""], rankingHint: nil, priority: 0)
        #expect(rows.count == Set(rows.map(\.prefix)).count)
        // rank = -(40 if the word is the prefix − 2 × position − word count + boost)
        #expect(
            ranks(rows) == [
                "i": -36, "p": 6, "ph": 6, "pho": 6, "ip": 8, "iph": 8, "c": 10, "ca": 10, "cas": 10,
            ])
    }

    @Test func wordsAreNumberedAcrossTheTitleAndTheNames() {
        let rows = CompletionIndex.rows(titleTexts: ["alpha", "beta"], rankingHint: 50, priority: 5)
        // Two words, boost 50/5 + 5/5 = 11.
        #expect(ranks(rows) == ["a": -9, "al": -9, "alp": -9, "b": -7, "be": -7, "bet": -7])
    }

    @Test func prefixesOfOtherScriptsAreWholeCharacters() {
        let rows = CompletionIndex.rows(titleTexts: ["東京 Ünïcode", ""], rankingHint: nil, priority: 0)
        #expect(
            ranks(rows) == ["東": 2, "東京": -38, "u": 4, "un": 4, "uni": 4])
    }

    @Test func anEmptyTitleHasNoRows() {
        #expect(CompletionIndex.rows(titleTexts: ["", " - "], rankingHint: 100, priority: 100).isEmpty)
    }

    @Test func documentTokensAddWholeCamelCaseWordsAfterTheirParts() {
        #expect(
            DocumentTokenizer.tokens("iPhone MyWindowClass 東京")
                == ["i", "phone", "iphone", "my", "window", "class", "mywindowclass", "東京"])
    }

    @Test func documentTokensAddWordsJoinedByPunctuationWhole() {
        #expect(
            DocumentTokenizer.tokens("e-mail node.js O’Reilly AT&T don't iPhone-case")
                == [
                    "e", "mail", "email", "node", "js", "nodejs", "o", "reilly", "oreilly", "at", "t", "att",
                    "don",
                    "t", "dont", "i", "phone", "iphone", "case", "iphonecase",
                ])
        // A possessive ends the joined word it follows.
        #expect(
            DocumentTokenizer.tokens("co-op's e-mail’s") == [
                "co", "op", "coop", "s", "e", "mail", "email", "s",
            ])
    }

    @Test func numbersPeopleTypeWithoutTheirMarksAreAlsoStoredWhole() {
        #expect(DocumentTokenizer.tokens("$1,250.00") == ["1", "250", "1250", "00"])
        #expect(DocumentTokenizer.tokens("12,000,000 people") == ["12", "000", "000", "12000000", "people"])
        #expect(
            DocumentTokenizer.tokens("(555) 123-4567") == ["555", "123", "4567", "5551234567", "1234567"])
        #expect(
            DocumentTokenizer.tokens("+44 20 7946 0958 office")
                == ["44", "20", "7946", "0958", "442079460958", "2079460958", "02079460958", "office"])
        #expect(DocumentTokenizer.tokens("call 555-1234") == ["call", "555", "1234", "5551234"])
        #expect(
            DocumentTokenizer.tokens("1-800-555-0199")
                == ["1", "800", "555", "0199", "18005550199", "8005550199", "5550199"])
        #expect(DocumentTokenizer.tokens("06 12 34 56") == ["06", "12", "34", "56", "06123456"])
        #expect(DocumentTokenizer.tokens("code 884-221") == ["code", "884", "221", "884221"])
        #expect(
            DocumentTokenizer.tokens("45,000 miles, next at 50k") == [
                "45", "000", "45000", "45k", "miles", "next", "at", "50k", "50000",
            ])
        #expect(DocumentTokenizer.tokens("2024-03-15") == ["2024", "03", "15", "march"])
        #expect(DocumentTokenizer.tokens("2024-03-15 10:30") == ["2024", "03", "15", "march", "10", "30"])
        #expect(
            DocumentTokenizer.tokens("2024-13-05 2024-12-05") == [
                "2024", "13", "05", "2024", "12", "05", "december", "5",
            ])
    }

    @Test func wordsMixingLettersAndDigitsAreAlsoStoredAsTheirEnds() {
        #expect(DocumentTokenizer.tokens("v1.2") == ["v1", "1", "2"])
        #expect(DocumentTokenizer.tokens("WH-1000XM5") == ["wh", "1000xm5", "xm5", "5", "wh1000xm5"])
        #expect(DocumentTokenizer.tokens("x86-64 b2b") == ["x86", "86", "64", "b2b", "2b"])
        #expect(DocumentTokenizer.tokens("h2o") == ["h2o", "2o"])
        #expect(DocumentTokenizer.tokens("3f2a9b7c1d") == ["3f2a9b7c1d"])
    }

    @Test(arguments: [
        "3.14", "10:30", "1.2.3", "1, 2, 3", "1,2,3", "1,25", "12-15", "3/14/2025",
        "room 12 floor 3", "end... start", "a - b", "a--b", "golang-github-foo", "www.swift.org",
        "12 34 56",
    ])
    func numbersLooseMarksAndLongerChainsJoinNothing(text: String) {
        #expect(DocumentTokenizer.tokens(text) == Tokenizer.tokens(text))
    }
}

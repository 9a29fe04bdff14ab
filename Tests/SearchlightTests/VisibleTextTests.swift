import Searchlight
import Testing

@Suite struct VisibleTextTests {
    @Test(arguments: [
        ("plain text", "plain text"),
        ("tab\tnew\nline\r", #"tab\tnew\nline\r"#),
        ("nul\0", #"nul\0"#),
        ("esc\u{1B}[31m", #"esc\u{1B}[31m"#),
        ("del\u{7F} c1\u{9B}", #"del\u{7F} c1\u{9B}"#),
        ("zero\u{200B}width", #"zero\u{200B}width"#),
        ("\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}", #"\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}"#),
        ("\u{2066}\u{2067}\u{2068}\u{2069}", #"\u{2066}\u{2067}\u{2068}\u{2069}"#),
        (
            "line\u{2028}para\u{2029}bom\u{FEFF}tag\u{E0041}",
            #"line\u{2028}para\u{2029}bom\u{FEFF}tag\u{E0041}"#
        ),
        ("emoji 👨‍👩‍👧 café 東京 مرحبا", "emoji 👨‍👩‍👧 café 東京 مرحبا"),
        (#"already \u{1B} escaped"#, #"already \u{1B} escaped"#),
    ])
    func escapesControlAndInvisibleCharactersOnly(_ text: String, expected: String) {
        #expect(VisibleText.escape(text) == expected)
        #expect(VisibleText.escape(VisibleText.escape(text)) == expected, "escaping is idempotent")
    }

    @Test func jsonEscapingKeepsJSONValidAndLossless() {
        let json = "{\"a\":\"x\u{202E}y\u{200B}\u{7F}\u{E0041}\"}"
        let escaped = VisibleText.escapeJSON(json)
        #expect(escaped == #"{"a":"x\u202Ey\u200B\u007F\uDB40\uDC41"}"#)
    }
}

@Suite struct ErrorTextTests {
    @Test func indexAndQueryErrorDescriptionsEscapeWhatTheyQuote() {
        let indexError = SearchableIndexError(
            .invalidItem, itemIdentifier: "id\u{202E}" + String(repeating: "x", count: 200),
            field: "title\u{1B}", message: "bad\u{0}")
        #expect(
            !indexError.description.unicodeScalars.contains {
                $0 == "\u{202E}" || $0 == "\u{1B}" || $0 == "\0"
            })
        #expect(indexError.description.contains(#"id\u{202E}"#))
        #expect(indexError.description.count < 160, "a long identifier is cut")
        let queryError = SearchQueryError(.invalidQuery, message: "no\u{200B}pe")
        #expect(queryError.description == #"no\u{200B}pe"#)
    }

    @Test func aSyntaxErrorOnAHugeLineShowsAWindowWithTheCaretUnderTheProblem() throws {
        let query = String(repeating: "a ", count: 500) + "title == \"\u{1B}"
        let expression = Result { try QueryExpression.parse(query) }
        guard case .failure(let error as QuerySyntaxError) = expression else {
            Issue.record("the query parsed")
            return
        }
        let rendered = error.rendered(query: query)
        let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rendered.count < 600)
        #expect(!rendered.unicodeScalars.contains("\u{1B}"))
        #expect(lines.count >= 3)
        #expect(lines[1].hasPrefix("…") && lines[1].contains(#"\u{1B}"#))
        // The caret stands under the text the error names, in the shown window.
        let caret = try #require(lines[2].firstIndex(of: "^"))
        let column = lines[2].distance(from: lines[2].startIndex, to: caret)
        // The ESC at the end shows as six characters, five more than it is.
        let shownColumn = lines[1].count - (query.count - (error.column - 1)) - 5
        #expect(column == shownColumn, "\(rendered)")
    }
}

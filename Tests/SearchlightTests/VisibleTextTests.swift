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

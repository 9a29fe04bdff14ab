import Testing

@testable import SearchlightCodegen

@Suite struct LexerTests {
    /// The kinds and texts of the tokens of `source`.
    private func lex(_ source: String) -> [String] {
        let file = SourceFile(path: "t.swift", text: source)
        return Lexer.tokenize(file.bytes).tokens.map { token in
            let prefix: String =
                switch token.kind {
                case .identifier: "id"
                case .number: "num"
                case .string: "str"
                case .regex: "re"
                case .pound: "pound"
                case .punctuation: "p"
                }
            return prefix + ":" + file.text(token.range)
        }
    }

    @Test func commentsOfEveryKindAreDropped() {
        #expect(
            lex("a // line { \n/// doc @Property\nb /* x /* nested } */ y */ c /** doc */") == [
                "id:a", "id:b", "id:c",
            ])
    }

    @Test(arguments: [
        (#""plain { }""#, #""plain { }""#),
        (#""esc \" { ""#, #""esc \" { ""#),
        (#""\(a + "}" + "\(b)") {""#, #""\(a + "}" + "\(b)") {""#),
        (#""\(items.map { "\($0)" })""#, #""\(items.map { "\($0)" })""#),
        (##"#"raw "quoted" \(x) {"#"##, ##"#"raw "quoted" \(x) {"#"##),
        (###"##"two "# still"##"###, ###"##"two "# still"##"###),
        (##"#"\#(id) }"#"##, ##"#"\#(id) }"#"##),
    ])
    func stringLiteralsAreSingleTokens(source: String, token: String) {
        #expect(lex(source + " next") == ["str:" + token, "id:next"])
    }

    @Test func multilineStringsSpanLinesAndKeepLineNumbers() {
        let source = "let s = \"\"\"\n  a \"quote\" {\n  \\(x)\n  \"\"\"\nnext"
        let file = SourceFile(path: "t.swift", text: source)
        let tokens = Lexer.tokenize(file.bytes).tokens
        #expect(tokens.map(\.kind) == [.identifier, .identifier, .punctuation, .string, .identifier])
        #expect(tokens.last?.location == SourceLocation(line: 5, column: 1))
        #expect(tokens.last?.startsLine == true)
    }

    @Test func rawMultilineStringsEndOnlyWithTheirHashes() {
        #expect(
            lex("#\"\"\"\n\"\"\" not yet\n\"\"\"# x") == ["str:#\"\"\"\n\"\"\" not yet\n\"\"\"#", "id:x"])
    }

    /// Three quotes on one line with more after them are a single-line string's quotes, as the
    /// compiler reads them: `#""""#` is the raw string of two quotes.
    @Test func threeQuotesWithMoreOnTheLineAreNoMultilineString() {
        #expect(
            lex(##"f(#""""#, 1) x"##) == ["id:f", "p:(", ##"str:#""""#"##, "p:,", "num:1", "p:)", "id:x"])
    }

    @Test func regexLiteralsAreSingleTokens() {
        #expect(lex("let r = /\\{[a-z}]+/") == ["id:let", "id:r", "p:=", "re:/\\{[a-z}]+/"])
        #expect(lex("x = #/\n { /#") == ["id:x", "p:=", "re:#/\n { /#"])
        #expect(lex("a / b / c") == ["id:a", "p:/", "id:b", "p:/", "id:c"])
    }

    @Test func poundDirectivesAttributesAndBackticks() {
        #expect(
            lex("#if DEBUG\n@Property(x) var `default`\n#endif") == [
                "pound:#if", "id:DEBUG", "p:@", "id:Property", "p:(", "id:x", "p:)", "id:var", "id:`default`",
                "pound:#endif",
            ])
    }

    @Test func numbersIncludeExponentsAndSeparators() {
        #expect(
            lex("1_000 0x1p-3 1e-5 2.5 1...3 t.0") == [
                "num:1_000", "num:0x1p-3", "num:1e-5", "num:2.5", "num:1", "p:.", "p:.", "p:.", "num:3",
                "id:t", "p:.",
                "num:0",
            ])
    }

    @Test func columnsCountUTF8Bytes() {
        let file = SourceFile(path: "t.swift", text: "// é\nlet café = \"ü\"; x")
        let tokens = Lexer.tokenize(file.bytes).tokens
        #expect(tokens.map(\.location.column) == [1, 5, 11, 13, 17, 19])
        #expect(tokens.allSatisfy { $0.location.line == 2 })
    }

    @Test func unterminatedLiteralsAndCommentsAreReportedNotFatal() {
        let file = SourceFile(path: "t.swift", text: "a \"open\nb /* never")
        let (tokens, problems) = Lexer.tokenize(file.bytes)
        #expect(tokens.count == 3)
        #expect(
            problems == [
                Lexer.Problem(
                    location: SourceLocation(line: 1, column: 3), message: "unterminated string literal"),
                Lexer.Problem(
                    location: SourceLocation(line: 2, column: 3), message: "unterminated '/*' comment"),
            ])
    }
}

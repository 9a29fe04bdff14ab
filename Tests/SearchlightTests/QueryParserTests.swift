import Foundation
import Searchlight
import Testing

// MARK: - Expected trees, spelled without the parser or the builder

private enum AST {
    static func attribute(_ name: String) -> QueryAttribute {
        name == "*" ? .anyText : .named(name)
    }

    static func options(_ letters: String) -> MatchOptions {
        var options: MatchOptions = []
        for letter in letters {
            if let option = MatchOptions(letter: letter) { options.insert(option) }
        }
        return options
    }

    /// A pattern where every `*` is a wildcard.
    static func pattern(_ text: String) -> StringPattern {
        var segments: [StringPattern.Segment] = []
        for (position, piece) in text.split(separator: "*", omittingEmptySubsequences: false).enumerated() {
            if position > 0 { segments.append(.wildcard) }
            segments.append(.literal(String(piece)))
        }
        return StringPattern(segments: segments)
    }

    static func comparison(_ name: String, _ op: ComparisonOperator, _ value: QueryValue) -> QueryExpression {
        .comparison(QueryComparison(attribute(name), op, value))
    }

    /// A string value where `*` is a wildcard.
    static func string(_ text: String, _ modifiers: String = "") -> QueryValue {
        .string(pattern(text), options(modifiers))
    }

    /// A string value where `*` is literal.
    static func literal(_ text: String, _ modifiers: String = "") -> QueryValue {
        .string(.literal(text), options(modifiers))
    }

    static func number(_ value: Double) -> QueryValue { .number(value) }

    static func time(
        _ base: TimeExpression.Base, _ offset: Int = 0, _ unit: TimeExpression.Unit? = nil
    ) -> QueryValue {
        .time(TimeExpression(base, offset: offset, unit: unit))
    }

    static func iso(_ year: Int, _ month: Int, _ day: Int) -> TimeExpression.Base {
        .iso(TimeExpression.ISODate(year: year, month: month, day: day))
    }

    static func iso(
        _ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int, _ second: Int = 0,
        nanosecond: Int = 0, utcOffset: Int? = nil
    ) -> TimeExpression.Base {
        let time = TimeExpression.ISODate.Time(
            hour: hour, minute: minute, second: second, nanosecond: nanosecond)
        return .iso(
            TimeExpression.ISODate(year: year, month: month, day: day, time: time, utcOffset: utcOffset))
    }

    /// A bare search word: any text attribute starting with it, `cdw`.
    static func bare(_ word: String, _ modifiers: String = "cdw") -> QueryExpression {
        comparison("*", .equal, .string(pattern(word + "*"), options(modifiers)))
    }

    static func all(_ operands: QueryExpression...) -> QueryExpression { .and(operands) }
    static func any(_ operands: QueryExpression...) -> QueryExpression { .or(operands) }
    static func not(_ operand: QueryExpression) -> QueryExpression { .not(operand) }
}

// MARK: - The table

struct ParserCase: Sendable, CustomTestStringConvertible {
    enum Outcome: Sendable {
        case parses(QueryExpression)
        case fails(QuerySyntaxError.Kind, offset: Int, length: Int)
    }

    let query: String
    let outcome: Outcome

    var testDescription: String {
        query.count > 60 ? String(query.prefix(60)) + "… (\(query.count) characters)" : query
    }
}

private func ok(_ query: String, _ expression: QueryExpression) -> ParserCase {
    ParserCase(query: query, outcome: .parses(expression))
}

private func fail(_ query: String, _ kind: QuerySyntaxError.Kind, _ offset: Int, _ length: Int) -> ParserCase
{
    ParserCase(query: query, outcome: .fails(kind, offset: offset, length: length))
}

private let rating4 = AST.comparison("rating", .equal, AST.number(4))
private let a1 = AST.comparison("a", .equal, AST.number(1))
private let b2 = AST.comparison("b", .equal, AST.number(2))
private let c3 = AST.comparison("c", .equal, AST.number(3))
private let d4 = AST.comparison("d", .equal, AST.number(4))
private let titleX = AST.comparison("title", .equal, AST.literal("x"))

enum QueryTable {
    /// Apple's worked examples and the documented forms.
    static let apple: [ParserCase] = [
        ok(#"title == "Paris""#, AST.comparison("title", .equal, AST.literal("Paris"))),
        ok(#"title == "Paris"c"#, AST.comparison("title", .equal, AST.literal("Paris", "c"))),
        ok(#"title == "Paris"wc"#, AST.comparison("title", .equal, AST.literal("Paris", "wc"))),
        ok(#"title == "Frédéric"cd"#, AST.comparison("title", .equal, AST.literal("Frédéric", "cd"))),
        ok(#"title == 'paris'"#, AST.comparison("title", .equal, AST.literal("paris"))),
        ok(#"title == "Window"w"#, AST.comparison("title", .equal, AST.literal("Window", "w"))),
        ok(
            #"contentType == "public.email-message" && subject != "Re:*""#,
            AST.all(
                AST.comparison("contentType", .equal, AST.literal("public.email-message")),
                AST.comparison("subject", .notEqual, AST.string("Re:*")))),
        ok(
            "InRange(completionDate,$time.today(-10),$time.today)",
            .inRange(
                attribute: .named("completionDate"), lower: AST.time(.today, -10), upper: AST.time(.today))),
        ok(#"title == "*""#, AST.comparison("title", .equal, .string(.anyValue, []))),
        ok(#"title != "*""#, AST.comparison("title", .notEqual, .string(.anyValue, []))),
        ok(#"* == "foo*"cd"#, AST.comparison("*", .equal, AST.string("foo*", "cd"))),
        ok(#"** == "foo*"cd"#, AST.comparison("*", .equal, AST.string("foo*", "cd"))),
    ]

    static let operators: [ParserCase] = [
        ok("rating == 4", rating4),
        ok("rating != 4", AST.comparison("rating", .notEqual, AST.number(4))),
        ok("rating < 4", AST.comparison("rating", .lessThan, AST.number(4))),
        ok("rating > 4", AST.comparison("rating", .greaterThan, AST.number(4))),
        ok("rating <= 4", AST.comparison("rating", .lessThanOrEqual, AST.number(4))),
        ok("rating >= 4", AST.comparison("rating", .greaterThanOrEqual, AST.number(4))),
        ok("rating = 4", rating4),
        ok("rating==4", rating4),
        ok("rating>=4.5", AST.comparison("rating", .greaterThanOrEqual, AST.number(4.5))),
        ok("rating > -1", AST.comparison("rating", .greaterThan, AST.number(-1))),
        ok("rating<-1.5e3", AST.comparison("rating", .lessThan, AST.number(-1500))),
        ok("rating == 1E10", AST.comparison("rating", .equal, AST.number(1e10))),
        ok("rating == +3", AST.comparison("rating", .equal, AST.number(3))),
        ok("rating == .5", AST.comparison("rating", .equal, AST.number(0.5))),
        ok("rating == 0", AST.comparison("rating", .equal, AST.number(0))),
        ok("rating == 007", AST.comparison("rating", .equal, AST.number(7))),
        ok("rating == 2.5e-3", AST.comparison("rating", .equal, AST.number(0.0025))),
        ok("fileSize > 1048576", AST.comparison("fileSize", .greaterThan, AST.number(1_048_576))),
        ok(
            "contentCreationDate > 762825600",
            AST.comparison("contentCreationDate", .greaterThan, AST.number(762_825_600))),
        ok("rating == 1e308", AST.comparison("rating", .equal, AST.number(1e308))),
        ok("isPriority == true", AST.comparison("isPriority", .equal, .bool(true))),
        ok("isPriority == false", AST.comparison("isPriority", .equal, .bool(false))),
        ok("isPriority != false", AST.comparison("isPriority", .notEqual, .bool(false))),
        ok(#"title == "true""#, AST.comparison("title", .equal, AST.literal("true"))),
        ok("title == True", AST.comparison("title", .equal, AST.literal("True"))),
        ok("title == 0x10", AST.comparison("title", .equal, AST.literal("0x10"))),
        ok("title == nan", AST.comparison("title", .equal, AST.literal("nan"))),
        ok("title == 1.", AST.comparison("title", .equal, AST.literal("1."))),
        ok("title == 5kb", AST.comparison("title", .equal, AST.literal("5kb"))),
    ]

    static let strings: [ParserCase] = [
        ok(#"title == "x"c"#, AST.comparison("title", .equal, AST.literal("x", "c"))),
        ok(#"title == "x"d"#, AST.comparison("title", .equal, AST.literal("x", "d"))),
        ok(#"title == "x"w"#, AST.comparison("title", .equal, AST.literal("x", "w"))),
        ok(#"title == "x"t"#, AST.comparison("title", .equal, AST.literal("x", "t"))),
        ok(#"title == "x"cdwt"#, AST.comparison("title", .equal, AST.literal("x", "cdwt"))),
        // The bracket form of Apple's File Metadata Query Expression Syntax, alone or with suffixes.
        ok(
            #"kMDItemAuthors ==[c] "Steve""#, AST.comparison("authorNames", .equal, AST.literal("Steve", "c"))
        ),
        ok(#"title ==[cd]"x""#, AST.comparison("title", .equal, AST.literal("x", "cd"))),
        ok(#"title !=[d] "x"w"#, AST.comparison("title", .notEqual, AST.literal("x", "dw"))),
        ok(#"title == "x"tdwc"#, AST.comparison("title", .equal, AST.literal("x", "cdwt"))),
        ok(#"title == "x"cc"#, AST.comparison("title", .equal, AST.literal("x", "c"))),
        ok(#"title == "x"wcwc"#, AST.comparison("title", .equal, AST.literal("x", "cw"))),
        ok(#"title == "lib*""#, AST.comparison("title", .equal, AST.string("lib*"))),
        ok(#"title == "*lib""#, AST.comparison("title", .equal, AST.string("*lib"))),
        ok(#"title == "*lib*"cd"#, AST.comparison("title", .equal, AST.string("*lib*", "cd"))),
        ok(#"title == "a*b""#, AST.comparison("title", .equal, AST.string("a*b"))),
        // Stars written outside the quotes, as scripts handed to mdfind write them.
        ok(#"title == "lib"*"#, AST.comparison("title", .equal, AST.string("lib*"))),
        ok(#"title == 'Slack'*c"#, AST.comparison("title", .equal, AST.string("Slack*", "c"))),
        ok(#"title == "lib"c*d"#, AST.comparison("title", .equal, AST.string("lib*", "cd"))),
        ok(#"title == *'Slack.app'*c"#, AST.comparison("title", .equal, AST.string("*Slack.app*", "c"))),
        ok(#"title ==[c] *"lib""#, AST.comparison("title", .equal, AST.string("*lib", "c"))),
        ok(#"title == "a**b""#, AST.comparison("title", .equal, AST.string("a*b"))),
        ok(#"title == "a\*b""#, AST.comparison("title", .equal, AST.literal("a*b"))),
        ok(#"title == "\*""#, AST.comparison("title", .equal, AST.literal("*"))),
        ok(
            #"title == "\**\*""#,
            AST.comparison(
                "title", .equal,
                .string(StringPattern(segments: [.literal("*"), .wildcard, .literal("*")]), []))),
        ok(#"title == "a\"b""#, AST.comparison("title", .equal, AST.literal(#"a"b"#))),
        ok(#"title == 'it\'s'"#, AST.comparison("title", .equal, AST.literal("it's"))),
        ok(#"title == "back\\slash""#, AST.comparison("title", .equal, AST.literal(#"back\slash"#))),
        ok(#"title == "line\nbreak""#, AST.comparison("title", .equal, AST.literal("line\nbreak"))),
        ok(#"title == "tab\tand\rreturn""#, AST.comparison("title", .equal, AST.literal("tab\tand\rreturn"))),
        ok(#"title == "\q\-""#, AST.comparison("title", .equal, AST.literal("q-"))),
        ok(#"title == """#, AST.comparison("title", .equal, AST.literal(""))),
        ok(#"title == ''c"#, AST.comparison("title", .equal, AST.literal("", "c"))),
        ok(#"title == "'""#, AST.comparison("title", .equal, AST.literal("'"))),
        ok(#"title == '"'"#, AST.comparison("title", .equal, AST.literal("\""))),
        ok(#"title == "日本語"cd"#, AST.comparison("title", .equal, AST.literal("日本語", "cd"))),
        ok("title == \"e\u{301}\"", AST.comparison("title", .equal, AST.literal("e\u{301}"))),
        ok("title == \"\u{301}x\"", AST.comparison("title", .equal, AST.literal("\u{301}x"))),
        ok(#"title == "👍🏽 ok""#, AST.comparison("title", .equal, AST.literal("👍🏽 ok"))),
        ok(#"title == "\$time.today""#, AST.comparison("title", .equal, AST.literal("$time.today"))),
        ok(#"title == "$100""#, AST.comparison("title", .equal, AST.literal("$100"))),
        ok(#"title == "a b  c""#, AST.comparison("title", .equal, AST.literal("a b  c"))),
        ok("title == \"multi\nline\"", AST.comparison("title", .equal, AST.literal("multi\nline"))),
        ok(#"title == "a && b || (c)""#, AST.comparison("title", .equal, AST.literal("a && b || (c)"))),
        ok(#"title == "== != < >""#, AST.comparison("title", .equal, AST.literal("== != < >"))),
        ok(#"title < "M""#, AST.comparison("title", .lessThan, AST.literal("M"))),
        ok(#"title >= "m"cd"#, AST.comparison("title", .greaterThanOrEqual, AST.literal("m", "cd"))),
        ok(#"title < "a\*""#, AST.comparison("title", .lessThan, AST.literal("a*"))),
    ]

    static let times: [ParserCase] = [
        ok("d == $time.now", AST.comparison("d", .equal, AST.time(.now))),
        ok("d > $time.now(-3600)", AST.comparison("d", .greaterThan, AST.time(.now, -3600))),
        ok("d > $time.now(-30d)", AST.comparison("d", .greaterThan, AST.time(.now, -30, .day))),
        ok("d > $time.now(-90s)", AST.comparison("d", .greaterThan, AST.time(.now, -90))),
        ok("d > $time.now(-2h)", AST.comparison("d", .greaterThan, AST.time(.now, -2, .hour))),
        ok("d == $time.today", AST.comparison("d", .equal, AST.time(.today))),
        ok("d > $time.today()", AST.comparison("d", .greaterThan, AST.time(.today))),
        ok("d >= $time.this_week( )", AST.comparison("d", .greaterThanOrEqual, AST.time(.thisWeek))),
        ok("d == $time.today(-1)", AST.comparison("d", .equal, AST.time(.today, -1))),
        ok("d == $time.today(+1)", AST.comparison("d", .equal, AST.time(.today, 1))),
        ok("d == $time.today(-30d)", AST.comparison("d", .equal, AST.time(.today, -30))),
        ok("d == $time.today(2w)", AST.comparison("d", .equal, AST.time(.today, 2, .week))),
        ok("d == $time.today(+1M)", AST.comparison("d", .equal, AST.time(.today, 1, .month))),
        ok("d == $time.today(-1Y)", AST.comparison("d", .equal, AST.time(.today, -1, .year))),
        ok("d == $time.today(-1y)", AST.comparison("d", .equal, AST.time(.today, -1, .year))),
        ok("d == $time.today(0)", AST.comparison("d", .equal, AST.time(.today))),
        ok("d == $time.today(0w)", AST.comparison("d", .equal, AST.time(.today))),
        ok("d >= $time.today( -1 )", AST.comparison("d", .greaterThanOrEqual, AST.time(.today, -1))),
        ok("d == $time.yesterday", AST.comparison("d", .equal, AST.time(.yesterday))),
        ok("d == $time.yesterday(-1)", AST.comparison("d", .equal, AST.time(.yesterday, -1))),
        ok("d == $time.last_week", AST.comparison("d", .equal, AST.time(.lastWeek))),
        ok("d == $time.this_week(-1)", AST.comparison("d", .equal, AST.time(.thisWeek, -1))),
        ok("d == $time.this_week(-7d)", AST.comparison("d", .equal, AST.time(.thisWeek, -7, .day))),
        ok("d == $time.this_month", AST.comparison("d", .equal, AST.time(.thisMonth))),
        ok("d == $time.this_month(-2)", AST.comparison("d", .equal, AST.time(.thisMonth, -2))),
        ok("d == $time.this_year", AST.comparison("d", .equal, AST.time(.thisYear))),
        ok("d == $time.this_year(-1)", AST.comparison("d", .equal, AST.time(.thisYear, -1))),
        ok("d == $time.this_year(-12M)", AST.comparison("d", .equal, AST.time(.thisYear, -12, .month))),
        ok("d == $time.lastWeek", AST.comparison("d", .equal, AST.time(.lastWeek))),
        ok("d == $time.THIS_MONTH", AST.comparison("d", .equal, AST.time(.thisMonth))),
        ok("d == $Time.Today(-1)", AST.comparison("d", .equal, AST.time(.today, -1))),
        ok("d == $time.iso(2025-03-01)", AST.comparison("d", .equal, AST.time(AST.iso(2025, 3, 1)))),
        ok("d == $time.iso(2024-02-29)", AST.comparison("d", .equal, AST.time(AST.iso(2024, 2, 29)))),
        ok(
            #"d < $time.iso("2025-03-01T10:00:00Z")"#,
            AST.comparison("d", .lessThan, AST.time(AST.iso(2025, 3, 1, 10, 0, 0, utcOffset: 0)))),
        ok(
            "d < $time.iso('2025-03-01T10:00:00+02:00')",
            AST.comparison("d", .lessThan, AST.time(AST.iso(2025, 3, 1, 10, 0, 0, utcOffset: 7200)))),
        ok(
            "d < $time.iso(2025-03-01T10:00:00-0530)",
            AST.comparison("d", .lessThan, AST.time(AST.iso(2025, 3, 1, 10, 0, 0, utcOffset: -19800)))),
        ok(
            "d < $time.iso(2025-03-01T10:00)",
            AST.comparison("d", .lessThan, AST.time(AST.iso(2025, 3, 1, 10, 0)))),
        ok(
            #"d < $time.iso("2025-03-01 10:00:30")"#,
            AST.comparison("d", .lessThan, AST.time(AST.iso(2025, 3, 1, 10, 0, 30)))),
        // As Foundation and `date` print a date.
        ok(
            #"d >= $time.iso("2008-08-03 12:22:00 +0800")"#,
            AST.comparison(
                "d", .greaterThanOrEqual, AST.time(AST.iso(2008, 8, 3, 12, 22, 0, utcOffset: 28800)))),
        ok(
            "d < $time.iso(2025-03-01T10:00:00.123Z)",
            AST.comparison(
                "d", .lessThan, AST.time(AST.iso(2025, 3, 1, 10, 0, 0, nanosecond: 123_000_000, utcOffset: 0))
            )),
        ok("d == $time.iso(2025-03-01)(-1d)", AST.comparison("d", .equal, AST.time(AST.iso(2025, 3, 1), -1))),
        ok(#"d > "$time.today(-1)""#, AST.comparison("d", .greaterThan, AST.time(.today, -1))),
        ok("d == '$time.this_week'", AST.comparison("d", .equal, AST.time(.thisWeek))),
    ]

    static let rangesAndAttributes: [ParserCase] = [
        ok(
            "InRange(rating, 1, 5)",
            .inRange(attribute: .named("rating"), lower: AST.number(1), upper: AST.number(5))),
        ok(
            "InRange(rating,1,5)",
            .inRange(attribute: .named("rating"), lower: AST.number(1), upper: AST.number(5))),
        ok(
            "inrange(rating, 1, 5)",
            .inRange(attribute: .named("rating"), lower: AST.number(1), upper: AST.number(5))),
        ok(
            "InRange ( kMDItemStarRating , 1 , 5 )",
            .inRange(attribute: .named("rating"), lower: AST.number(1), upper: AST.number(5))),
        ok(
            #"InRange(title, "a", "m"c)"#,
            .inRange(attribute: .named("title"), lower: AST.literal("a"), upper: AST.literal("m", "c"))),
        ok(
            "InRange(d, $time.iso(2025-01-01), $time.iso(2025-12-31))",
            .inRange(
                attribute: .named("d"), lower: AST.time(AST.iso(2025, 1, 1)),
                upper: AST.time(AST.iso(2025, 12, 31)))),
        ok(
            "InRange(d, 0, $time.now)",
            .inRange(attribute: .named("d"), lower: AST.number(0), upper: AST.time(.now))),
        ok(
            "!InRange(rating, 1, 2)",
            AST.not(.inRange(attribute: .named("rating"), lower: AST.number(1), upper: AST.number(2)))),
        ok("InRange(*, 1, 2)", .inRange(attribute: .anyText, lower: AST.number(1), upper: AST.number(2))),
        ok(#"kMDItemTitle == "x""#, titleX),
        ok(#"kMDItemDisplayName == "x""#, AST.comparison("displayName", .equal, AST.literal("x"))),
        ok(#"kMDItemTextContent == "x""#, AST.comparison("textContent", .equal, AST.literal("x"))),
        ok(#"kMDItemKeywords == "x""#, AST.comparison("keywords", .equal, AST.literal("x"))),
        ok(#"kMDItemAuthors == "x""#, AST.comparison("authorNames", .equal, AST.literal("x"))),
        ok(#"kMDItemContentType == "x""#, AST.comparison("contentType", .equal, AST.literal("x"))),
        ok(#"kMDItemContentTypeTree == "x""#, AST.comparison("contentTypeTree", .equal, AST.literal("x"))),
        ok(
            "kMDItemContentCreationDate > 5",
            AST.comparison("contentCreationDate", .greaterThan, AST.number(5))),
        ok(
            "kMDItemContentModificationDate > 5",
            AST.comparison("contentModificationDate", .greaterThan, AST.number(5))),
        ok(#"kMDItemDescription == "x""#, AST.comparison("contentDescription", .equal, AST.literal("x"))),
        ok("kMDItemFSSize > 5", AST.comparison("fileSize", .greaterThan, AST.number(5))),
        ok(#"kMDItemPath == "x""#, AST.comparison("path", .equal, AST.literal("x"))),
        ok("kMDItemLastUsedDate > 5", AST.comparison("lastUsedDate", .greaterThan, AST.number(5))),
        ok("kMDItemStarRating >= 4", AST.comparison("rating", .greaterThanOrEqual, AST.number(4))),
        ok(#"kMDItemSubject == "x""#, AST.comparison("subject", .equal, AST.literal("x"))),
        ok(#"kMDItemComment == "x""#, AST.comparison("comment", .equal, AST.literal("x"))),
        ok(#"kMDItemCity == "x""#, AST.comparison("city", .equal, AST.literal("x"))),
        ok(#"kMDItemCountry == "x""#, AST.comparison("country", .equal, AST.literal("x"))),
        ok("kMDItemDueDate > 5", AST.comparison("dueDate", .greaterThan, AST.number(5))),
        ok("kMDItemStartDate > 5", AST.comparison("startDate", .greaterThan, AST.number(5))),
        ok(#"com_acme_sku == "A-1""#, AST.comparison("com_acme_sku", .equal, AST.literal("A-1"))),
        ok("_private == 1", AST.comparison("_private", .equal, AST.number(1))),
        ok("attr2 == 3", AST.comparison("attr2", .equal, AST.number(3))),
        // A built-in name in another case or mistyped fails where it stands.
        fail(#"Title == "x""#, .unknownAttribute, 0, 5),
        fail(#"KMDItemFSSize > 1"#, .unknownAttribute, 0, 13),
    ]

    static let combinators: [ParserCase] = [
        ok("a == 1 && b == 2", AST.all(a1, b2)),
        ok("a == 1 || b == 2", AST.any(a1, b2)),
        ok("a == 1 && b == 2 || c == 3", AST.any(AST.all(a1, b2), c3)),
        ok("a == 1 || b == 2 && c == 3", AST.any(a1, AST.all(b2, c3))),
        ok("(a == 1 || b == 2) && c == 3", AST.all(AST.any(a1, b2), c3)),
        ok("!a == 1", AST.not(a1)),
        ok("!a == 1 && b == 2", AST.all(AST.not(a1), b2)),
        ok("!(a == 1 && b == 2)", AST.not(AST.all(a1, b2))),
        ok("!!a == 1", AST.not(AST.not(a1))),
        ok("! (a == 1)", AST.not(a1)),
        ok("a == 1 && (b == 2 && c == 3)", AST.all(a1, b2, c3)),
        ok("(a == 1 || b == 2) || c == 3", AST.any(a1, b2, c3)),
        ok("((a == 1))", a1),
        ok("a == 1 && b == 2 && c == 3 && d == 4", AST.all(a1, b2, c3, d4)),
        ok("a == 1 || b == 2 || c == 3 || d == 4", AST.any(a1, b2, c3, d4)),
        ok("a==1&&b==2||c==3", AST.any(AST.all(a1, b2), c3)),
        ok("(a == 1)&&(b == 2)", AST.all(a1, b2)),
        ok("!(a == 1 || b == 2) && !(c == 3)", AST.all(AST.not(AST.any(a1, b2)), AST.not(c3))),
        ok("a == 1 && !(b == 2 || !c == 3)", AST.all(a1, AST.not(AST.any(b2, AST.not(c3))))),
        ok("(a == 1 && b == 2) || (c == 3 && d == 4)", AST.any(AST.all(a1, b2), AST.all(c3, d4))),
    ]

    static let leniencies: [ParserCase] = [
        ok("title == *", AST.comparison("title", .equal, .string(.anyValue, []))),
        ok("title != *", AST.comparison("title", .notEqual, .string(.anyValue, []))),
        ok("title == Paris", AST.comparison("title", .equal, AST.literal("Paris"))),
        ok("title == lib*", AST.comparison("title", .equal, AST.string("lib*"))),
        ok(#"title == lib\*"#, AST.comparison("title", .equal, AST.literal("lib*"))),
        ok("price == $100", AST.comparison("price", .equal, AST.literal("$100"))),
        ok("title == $timely", AST.comparison("title", .equal, AST.literal("$timely"))),
        ok(
            "title == public.email-message",
            AST.comparison("title", .equal, AST.literal("public.email-message"))),
        ok("title == 'single'c", AST.comparison("title", .equal, AST.literal("single", "c"))),
        ok(#"title = "x" && rating = 4"#, AST.all(titleX, rating4)),
        // As MDQueryCreate runs it in a published Alfred workflow.
        ok(
            "kMDItemContentType === com.apple.disk-image-udif",
            AST.comparison("contentType", .equal, AST.literal("com.apple.disk-image-udif"))),
        ok(#"  title == "x"  "#, titleX),
        ok("title\n==\n\"x\"", titleX),
        ok("title\t==\t\"x\"", titleX),
        ok("\u{3000}title == \"x\"\u{3000}", titleX),
    ]

    /// Bare words: each one is `** == "word*"cdw`, and side by side they are ANDed.
    static let bareWords: [ParserCase] = [
        ok("swift", AST.bare("swift")),
        ok("swift runtime", AST.all(AST.bare("swift"), AST.bare("runtime"))),
        ok(
            "swift && rating > 3",
            AST.all(AST.bare("swift"), AST.comparison("rating", .greaterThan, AST.number(3)))),
        ok("swift || rust", AST.any(AST.bare("swift"), AST.bare("rust"))),
        ok("!swift", AST.not(AST.bare("swift"))),
        ok("!swift runtime", AST.all(AST.not(AST.bare("swift")), AST.bare("runtime"))),
        ok("swift !rust", AST.all(AST.bare("swift"), AST.not(AST.bare("rust")))),
        ok("lib*", AST.bare("lib")),
        ok("*lib", AST.bare("*lib")),
        ok(#""swift runtime""#, AST.bare("swift runtime")),
        ok(#""Swift"c"#, AST.bare("Swift", "c")),
        ok(#"*"lib""#, AST.bare("*lib")),
        // Clauses side by side are joined as with &&, as Spotlight's search box joins them.
        ok(#"title == "x" foo"#, AST.all(titleX, AST.bare("foo"))),
        ok(#"title == "x" "y""#, AST.all(titleX, AST.bare("y"))),
        ok(
            "(swift || rust) runtime",
            AST.all(AST.any(AST.bare("swift"), AST.bare("rust")), AST.bare("runtime"))),
        ok(
            "swift rating > 3",
            AST.all(AST.bare("swift"), AST.comparison("rating", .greaterThan, AST.number(3)))),
        ok("a == 1 b == 2 (c == 3 || d == 4)", AST.all(a1, b2, AST.any(c3, d4))),
        ok("report (a == 1 | b == 2) !c == 3", AST.all(AST.bare("report"), AST.any(a1, b2), AST.not(c3))),
        ok("a == 1 & b == 2", AST.all(a1, b2)),
        ok("image|photo", AST.any(AST.bare("image"), AST.bare("photo"))),
        ok("AT&T R&D", AST.all(AST.bare("AT&T"), AST.bare("R&D"))),
        ok(#"swift "run time" go"#, AST.all(AST.bare("swift"), AST.bare("run time"), AST.bare("go"))),
        ok("日本語 テキスト", AST.all(AST.bare("日本語"), AST.bare("テキスト"))),
        ok(
            "rating > 3 && swift runtime",
            AST.all(
                AST.comparison("rating", .greaterThan, AST.number(3)), AST.bare("swift"), AST.bare("runtime"))
        ),
        ok(
            #"swift runtime || title == "x""#,
            AST.any(AST.all(AST.bare("swift"), AST.bare("runtime")), titleX)),
        ok("(swift || rust) && go", AST.all(AST.any(AST.bare("swift"), AST.bare("rust")), AST.bare("go"))),
        ok("c++", AST.bare("c++")),
        ok("true", .constant(true)),
        ok("FALSE", .constant(false)),
        ok("TRUEPREDICATE && swift", .and([.constant(true), AST.bare("swift")])),
        ok("!FALSEPREDICATE", .not(.constant(false))),
        ok("true*", AST.bare("true")),
        ok("2025", AST.bare("2025")),
        ok("InRange", AST.bare("InRange")),
        ok(#"swift\ runtime"#, AST.bare("swift runtime")),
        ok(#"title "x""#, AST.all(AST.bare("title"), AST.bare("x"))),
        ok("a.b-c", AST.bare("a.b-c")),
        ok("$100 deals", AST.all(AST.bare("$100"), AST.bare("deals"))),
        ok("title contains spoilers", AST.all(AST.bare("title"), AST.bare("contains"), AST.bare("spoilers"))),
        ok("kMDItemTitle", AST.bare("kMDItemTitle")),
    ]

    /// Malformed queries, with the exact `Character` offset and length of what the error points at.
    static let errors: [ParserCase] = [
        fail("", .emptyQuery, 0, 0),
        fail("   ", .emptyQuery, 0, 0),
        fail("title == && x", .missingValue, 9, 2),
        fail("title ==", .missingValue, 8, 0),
        fail("title == )", .missingValue, 9, 1),
        fail(#"title ==== "x""#, .invalidOperator, 6, 4),
        fail(#"title !== "x""#, .invalidOperator, 6, 3),
        fail("a => 1", .invalidOperator, 2, 2),
        fail("a =< 1", .invalidOperator, 2, 2),
        fail("a <> 1", .invalidOperator, 2, 2),
        fail(#"title ==[q] "x""#, .invalidModifier, 9, 1),
        fail(#"title ==[c "x""#, .invalidModifier, 8, 2),
        fail("size ==[c] 3", .invalidModifier, 7, 3),
        fail(#"title == "x"q"#, .invalidModifier, 12, 1),
        fail(#"title == "x"cQ"#, .invalidModifier, 13, 1),
        fail(#"title == "x"and y == 1"#, .invalidModifier, 12, 1),
        fail(#"d == "$time.today"c"#, .invalidModifier, 18, 1),
        fail(#"d == "$time.today"*"#, .misplacedWildcard, 18, 1),
        fail(#"title == "lib"*q"#, .invalidModifier, 15, 1),
        // Slips that as search words would match nothing and take the query with them.
        fail(#"title == "Paris";"#, .unexpectedToken, 16, 1),
        fail("d > $time.now - 3600", .unexpectedToken, 14, 1),
        fail("d > $time.today-7", .invalidTime, 15, 2),
        fail(#"title == "paris"[c]"#, .invalidModifier, 16, 3),
        fail(#"title == "abc"#, .unterminatedString, 9, 1),
        fail("title == 'abc", .unterminatedString, 9, 1),
        fail(#"title == "abc\""#, .unterminatedString, 9, 1),
        fail("t == \"e\u{301}\" && u == \"x", .unterminatedString, 17, 1),
        fail("x == '日本' && y == 'x", .unterminatedString, 18, 1),
        fail("👍🏽 ==== 1", .invalidOperator, 2, 4),
        // NSPredicate's operators and a Spotlight name without an operator: not search words.
        fail(#"title LIKE "x*""#, .invalidOperator, 6, 4),
        fail(#"title like[c] "x""#, .invalidOperator, 6, 7),
        fail("title CONTAINS mail", .invalidOperator, 6, 8),
        fail(#"a == 1 && title BEGINSWITH "x""#, .invalidOperator, 16, 10),
        fail(#"kMDItemDisplayName contains "x""#, .invalidOperator, 19, 8),
        fail(#"kMDItemTitle ~ "x""#, .invalidOperator, 13, 1),
        // NSPredicate's aggregates, modifiers apart from their value, and an empty quoted string.
        fail(#"ANY keywords == "Inbox""#, .unexpectedToken, 0, 3),
        fail(#"title == "Paris" cd"#, .unexpectedToken, 17, 2),
        fail(#"a == 1 && title == 'x' w"#, .unexpectedToken, 23, 1),
        fail(#""""#, .emptyQuery, 0, 2),
        fail("kMDItemTitle is draft", .invalidOperator, 13, 2),
        fail(#"(title == "x""#, .unbalancedParentheses, 0, 1),
        fail(#"title == "x")"#, .unbalancedParentheses, 12, 1),
        fail("((a == 1)", .unbalancedParentheses, 0, 1),
        fail(")", .unbalancedParentheses, 0, 1),
        fail("a == 1 )", .unbalancedParentheses, 7, 1),
        fail("InRange(a, 1, 2", .unbalancedParentheses, 7, 1),
        fail("()", .unexpectedToken, 1, 1),
        fail("InRange(a, 1)", .wrongArgumentCount, 12, 1),
        fail("InRange(a,1,2,3)", .wrongArgumentCount, 13, 1),
        fail("FieldMatch(title)", .wrongArgumentCount, 16, 1),
        fail("d > $time.tomorrow(-1w)", .invalidTime, 19, 3),
        fail("FieldMatch(title, 'a'", .unbalancedParentheses, 10, 1),
        fail(#"Foo(title == "x")"#, .unknownFunction, 0, 3),
        fail(#"kMDItemLastUsedDate >= CAST(756000000, "NSDate")"#, .unknownFunction, 23, 4),
        fail("InRange()", .wrongArgumentCount, 8, 1),
        fail("InRange(a)", .wrongArgumentCount, 9, 1),
        fail("InRange(a 1, 2)", .unexpectedToken, 10, 1),
        fail("a == 1 and b == 2", .unexpectedToken, 7, 3),
        fail("a == 1 &&", .unexpectedToken, 9, 0),
        fail("a == 1 ||", .unexpectedToken, 9, 0),
        fail("&& a == 1", .unexpectedToken, 0, 2),
        fail("!", .unexpectedToken, 1, 0),
        fail("a == 1 && !", .unexpectedToken, 11, 0),
        fail(#"== "x""#, .unexpectedToken, 0, 2),
        fail("$time.today", .unexpectedToken, 0, 11),
        fail("title == \"x\"\n&& rating >", .missingValue, 24, 0),
        fail(#"title < "a*""#, .invalidComparison, 8, 4),
        fail("title >= lib*", .invalidComparison, 9, 4),
        fail("flag < true", .invalidComparison, 7, 4),
        fail(#"title > "x"w"#, .invalidComparison, 8, 4),
        fail("InRange(a, true, 2)", .invalidComparison, 11, 4),
        fail(#"InRange(a, "x*", "y")"#, .invalidComparison, 11, 4),
        fail("kMDItemTitel == 1", .unknownAttribute, 0, 12),
        fail("foo-bar == 1", .invalidAttributeName, 0, 7),
        fail("2fa == 1", .invalidAttributeName, 0, 3),
        // Modifiers after the name, in a Spotlight name too (Apple writes them after `==`).
        fail(#"kMDItemAuthors[c] == "Steve""#, .invalidAttributeName, 0, 17),
        fail(#"kMDItemTitel[cd] == "x""#, .invalidAttributeName, 0, 16),
        fail(#"title[c] == "Paris""#, .invalidAttributeName, 0, 8),
        // A C comment is no word to search for.
        fail(#"title == "Paris" /* c */"#, .unexpectedToken, 17, 2),
        fail(#""title" == "x""#, .invalidAttributeName, 0, 7),
        fail("d == $time.someday", .invalidTime, 5, 13),
        fail("d == $time.today(-1.5)", .invalidTime, 17, 4),
        fail("d == $time.today(1m)", .invalidTime, 17, 2),
        fail("d == $time.today(3q)", .invalidTime, 17, 2),
        fail("d == $time.today( + )", .invalidTime, 18, 1),
        fail("d == $time.today(-1", .invalidTime, 16, 1),
        fail("d == $time.today(-1)(2)", .invalidTime, 20, 3),
        fail("d == $time.now(99999999999999Y)", .invalidTime, 15, 15),
        fail("d == $time.today(10001Y)", .invalidTime, 17, 6),
        fail("d == $time.iso(2025-13-01)", .invalidTime, 15, 10),
        fail("d == $time.iso(2025-02-30)", .invalidTime, 15, 10),
        fail("d == $time.iso(2025-03-01T24:00)", .invalidTime, 15, 16),
        fail("d == $time.iso(2025-3-1)", .invalidTime, 15, 8),
        fail("d == $time.iso", .invalidTime, 5, 9),
        fail("d == $time.", .invalidTime, 5, 6),
        fail("d == $TIME.Someday(1)", .invalidTime, 5, 13),
        fail("d == $time", .invalidTime, 5, 5),
        fail(#"d == "$time.nope""#, .invalidTime, 6, 10),
        fail("rating == 1e999", .invalidNumber, 10, 5),
        fail(
            String(repeating: "(", count: 257) + "a == 1" + String(repeating: ")", count: 257),
            .nestingTooDeep, 256, 1),
        fail(String(repeating: "!", count: 257) + "a == 1", .nestingTooDeep, 256, 1),
        fail(
            String(repeating: "!(", count: 129) + "a == 1" + String(repeating: ")", count: 129),
            .nestingTooDeep, 256, 1),
    ]

    static let all: [ParserCase] =
        apple + operators + strings + times + rangesAndAttributes + combinators + leniencies + bareWords
        + errors

    static let successes: [ParserCase] = all.filter { if case .parses = $0.outcome { true } else { false } }
}

// MARK: - Tests

@Suite struct QueryParserTests {
    @Test func tableIsLargeEnough() {
        #expect(QueryTable.all.count >= 150)
        #expect(QueryTable.errors.count >= 30)
    }

    @Test(arguments: QueryTable.all)
    func parsesOrRejects(_ testCase: ParserCase) {
        let result = Result { () throws(QuerySyntaxError) in try QueryExpression.parse(testCase.query) }
        switch (testCase.outcome, result) {
        case (.parses(let expected), .success(let actual)):
            #expect(actual == expected, "printed: \(actual)")
        case (.parses, .failure(let error)):
            Issue.record("unexpected error: \(error.rendered(query: testCase.query))")
        case (.fails(let kind, let offset, let length), .failure(let error)):
            #expect(error.kind == kind, "\(error.rendered(query: testCase.query))")
            #expect(error.offset == offset, "\(error.rendered(query: testCase.query))")
            #expect(error.length == length, "\(error.rendered(query: testCase.query))")
            #expect(!error.message.isEmpty)
        case (.fails, .success(let actual)):
            Issue.record("expected an error, parsed \(actual)")
        }
    }

    @Test(arguments: QueryTable.successes)
    func printingRoundTrips(_ testCase: ParserCase) throws {
        let expression = try QueryExpression.parse(testCase.query)
        let printed = expression.description
        let reparsed = try QueryExpression.parse(printed)
        #expect(reparsed == expression, "printed: \(printed)")
        #expect(reparsed.description == printed)
    }

    @Test(arguments: [
        (#"title = 'Paris'wc"#, #"title == "Paris"cw"#),
        ("swift runtime", #"* == "swift*"cdw && * == "runtime*"cdw"#),
        ("kMDItemStarRating>=4&&** == x", #"rating >= 4 && * == "x""#),
        // Modifier letters Apple's own Spotlight writes, undocumented: taken, and without effect.
        (#"(*="paris*"cwdts)"#, #"* == "paris*"cdwt"#),
        (#"kMDItemTitle="paris*"cwdtf070"#, #"title == "paris*"cdwt"#),
        (#"_kMDItemBundleID!="com.apple.MobileSMS"i"#, #"_kMDItemBundleID != "com.apple.MobileSMS""#),
        // Operators an input method types in full width, curly quotes, and invisible spaces.
        (#"title ＝＝ "Paris" ＆＆ rating ＞ 3"#, #"title == "Paris" && rating > 3"#),
        (#"title == “Paris”c"#, #"title == "Paris"c"#),
        ("title == \"Paris\"\u{200B}\u{FEFF}", #"title == "Paris""#),
        (#"title == "the “best” one""#, #"title == "the “best” one""#),
        (#"title == "（株）""#, #"title == "（株）""#),
        ("a == 1 || b == 2 && c == 3", "a == 1 || b == 2 && c == 3"),
        ("(a == 1 || b == 2) && !(c == 3 && d == 4)", "(a == 1 || b == 2) && !(c == 3 && d == 4)"),
        ("!(!(a == 1))", "!!a == 1"),
        ("rating == 4.0", "rating == 4"),
        ("rating == 1e20", "rating == 1e+20"),
        ("rating == -0.25", "rating == -0.25"),
        (
            "InRange(completionDate,$time.today(-10),$time.today)",
            "InRange(completionDate, $time.today(-10), $time.today)"
        ),
        ("d > $time.now(-30d)", "d > $time.now(-30d)"),
        ("d >= $time.today (-3)", "d >= $time.today(-3)"),
        ("d >= $time.tomorrow() && d < $time.next_week", "d >= $time.today(1) && d < $time.this_week(1)"),
        (
            "InRange(d, $time.last_month, $time.next_year(-2))",
            "InRange(d, $time.this_month(-1), $time.this_year(-1))"
        ),
        (
            #"FieldMatch(kMDItemContentType, "public.pdf", 'public.plain-text')"#,
            #"contentType == "public.pdf" || contentType == "public.plain-text""#
        ),
        (
            "fieldmatch(kMDItemTextContentLanguage, en, fr) && x == 1",
            #"(kMDItemTextContentLanguage == "en" || kMDItemTextContentLanguage == "fr") && x == 1"#
        ),
        ("phrase -reversed", #"* == "phrase*"cdw && !* == "reversed*"cdw"#),
        ("kMDItemAuthors == *John*cwdt", #"authorNames == "*John*"cdwt"#),
        // What `mdfind -interpret` writes: the modifiers after a space.
        (
            "(* = search* cdw || kMDItemTextContent = search* cdw)",
            #"* == "search*"cdw || textContent == "search*"cdw"#
        ),
        ("d > $time.today(-30d)", "d > $time.today(-30)"),
        ("d > $time.this_week(+1)", "d > $time.this_week(1)"),
        (#"d > "$time.iso('2025-03-01T10:00:00.50+00:00')""#, "d > $time.iso(2025-03-01T10:00:00.5Z)"),
        (#"title == 'it\'s a "*" \\ \$'"#, #"title == "it\'s a \"*\" \\ $""#),
        (#"title == "\$x""#, #"title == "\$x""#),
        ("title == \"a\nb\tc\"", #"title == "a\nb\tc""#),
    ])
    func printsCanonically(_ query: String, _ canonical: String) throws {
        #expect(try QueryExpression.parse(query).description == canonical)
    }

    @Test func initializerMatchesParse() throws {
        let query = #"title == "Paris"wc"#
        #expect(try QueryExpression(parsing: query) == QueryExpression.parse(query))
    }

    // MARK: Errors

    @Test func errorRendersWithCaret() {
        let query = "title == && x"
        #expect(throws: QuerySyntaxError.self) { try QueryExpression.parse(query) }
        do {
            _ = try QueryExpression.parse(query)
        } catch {
            #expect(
                error.rendered(query: query) == """
                    query:1:10: error: expected a value after '=='
                    title == && x
                             ^~
                    """)
            #expect(error.expected == "a value")
            #expect(error.line == 1 && error.column == 10)
            #expect(error.description == "query:1:10: error: expected a value after '=='")
            #expect(query[error.range(in: query)] == "&&")
        }
    }

    @Test func errorAtEndOfQueryPointsPastTheLastCharacter() {
        let query = "title =="
        do {
            _ = try QueryExpression.parse(query)
            Issue.record("parsed")
        } catch {
            #expect(
                error.rendered(query: query) == """
                    query:1:9: error: expected a value after '=='
                    title ==
                            ^
                    """)
        }
    }

    @Test func errorOnALaterLineShowsThatLine() {
        let query = "title == \"x\"\n  && rating >"
        do {
            _ = try QueryExpression.parse(query)
            Issue.record("parsed")
        } catch {
            #expect(error.line == 2)
            #expect(error.column == 14)
            #expect(
                error.rendered(query: query) == """
                    query:2:14: error: expected a value after '>'
                      && rating >
                                 ^
                    """)
        }
    }

    @Test(arguments: [
        (#"title ==== "x""#, "use =="),
        (#"title ==[c "x""#, #"write the modifiers as ==[cd] "…" or == "…"cd"#),
        (#"d >= "$time.today"*"#, "remove the *, or compare with >= and < for a span of time"),
        (#"title == "x"z"#, "modifiers are c"),
        (#"title == "x"#, "close the string"),
        ("kMDItemTitel == 1", "did you mean 'kMDItemTitle'?"),
        ("kMDItemdisplayName == 1", "did you mean 'kMDItemDisplayName'?"),
        ("a == 1 and b == 2", "use && for AND"),
        ("kind:imgae", "did you mean 'kind:image'?"),
        ("invoice kind:pdff", "name a kind, such as kind:pdf"),
        ("modified:someday", "such as modified:today, modified:this week"),
        ("duration:long", "write duration:10, duration:>=10, duration:10-20 or duration:>=5m"),
        ("kMDItemContentCreationDate >= $this_year", "write $time.this_year"),
        (#"Title == "Paris""#, "did you mean 'title'? (attribute names are case-sensitive)"),
        ("KMDItemFSSize >= 10000000000", "did you mean 'kMDItemFSSize'?"),
        ("(kind:app OR kind:pref)", "did you mean 'kind:preference'?"),
        ("kMDItemFSContentChangeDate>.now(-3600)", "quote the query with single quotes"),
        ("d < $time.2025-01-08T00:00:00Z", "$time.iso(2025-01-08T00:00:00Z)"),
        ("d >= $time.now(-7*24*60*60)", "write (-604800) or (-7d)"),
        ("city == New York", "quote values that contain spaces"),
        ("d == $time.today(1m)", "use M for months"),
        ("kMDItemDisplayName == 'Bob's notes'wc", #"the ' before 's' ends the text; write \'"#),
        ("'foo'cd == myAttribute", "write the attribute first: myAttribute == 'foo'cd"),
        (
            "d > $time.iso(1672531200)",
            "looks like Unix time, 2023-01-01T00:00:00Z; write $time.iso(2023-01-01T00:00:00Z)"
        ),
        ("kMDItemLastUsedDate < $time.30d", "write $time.today(-30d) for 30d ago"),
        (#"kMDItemContentType == \"public.folder\""#, #"remove the backslashes: write "public.folder""#),
        ("city == New York cd", "quote values that contain spaces"),
        (
            "kMDItemWhereFroms == '*example*' AND 'kMDItemFSCreationDate >= $time.now(-604800)'",
            "remove the quotes around it: kMDItemFSCreationDate >= $time.now(-604800)"
        ),
    ])
    func errorsCarryAHint(_ query: String, _ hint: String) {
        do {
            _ = try QueryExpression.parse(query)
            Issue.record("parsed \(query)")
        } catch {
            #expect(error.hint?.contains(hint) == true, "hint: \(error.hint ?? "none")")
            #expect(error.rendered(query: query).contains("hint: "))
        }
    }

    @Test func nestingUpToTheLimitParses() throws {
        let depth = QueryExpression.maximumNestingDepth
        let parenthesized =
            String(repeating: "(", count: depth) + "a == 1" + String(repeating: ")", count: depth)
        #expect(try QueryExpression.parse(parenthesized) == a1)
        var negated = try QueryExpression.parse(String(repeating: "!", count: depth) + "a == 1")
        for _ in 0..<depth {
            guard case .not(let inner) = negated else {
                Issue.record("expected a negation")
                return
            }
            negated = inner
        }
        #expect(negated == a1)
    }

    // MARK: Escaping

    @Test(arguments: [
        "", "plain", "Paris*", "*", "**", #"a\b"#, #"\"#, #"say "hi""#, "it's", "$time.today", "$", "a$b",
        "line\nbreak", "cr\r\nlf", "\t", "e\u{301}", "\u{301}", "日本語", "👍🏽", "\"lib\"*", "==[c]", "\\*", "\0",
        "( ) && || !", "trailing\\",
    ])
    func escapedTextIsMatchedLiterally(_ text: String) throws {
        let expected = AST.comparison("title", .equal, .string(.literal(text), []))
        #expect(try QueryExpression.parse("title == \"\(QueryString.escape(text))\"") == expected)
        #expect(try QueryExpression.parse("title == '\(QueryString.escape(text))'") == expected)
        #expect(try QueryExpression.parse("title == " + QueryString.quoted(text)) == expected)
    }

    @Test func escapedRandomTextIsMatchedLiterally() throws {
        var generator = SplitMix64(seed: 0x5EA2C4)
        let alphabet: [Unicode.Scalar] =
            Array(#"\"'*$ ()&|!=<>,[]cdwt-.:?"#.unicodeScalars) + [
                "\n", "\r", "\t", "\u{0}", "\u{301}", "\u{3000}", "é", "日", "👍", "\u{1F3FD}", "\u{200D}",
            ]
        for _ in 0..<2_000 {
            var view = String.UnicodeScalarView()
            for _ in 0..<Int(generator.next() % 24) {
                view.append(alphabet[Int(generator.next() % UInt64(alphabet.count))])
            }
            let text = String(view)
            let query = "title == \"\(QueryString.escape(text))\"c && rating > 1"
            let expected = AST.all(
                AST.comparison("title", .equal, .string(.literal(text), [.caseInsensitive])),
                AST.comparison("rating", .greaterThan, AST.number(1)))
            #expect(try QueryExpression.parse(query) == expected, "text: \(text.debugDescription)")
        }
    }

    // MARK: Patterns

    @Test func patternsAreNormalized() {
        let pattern = StringPattern(segments: [
            .literal(""), .wildcard, .wildcard, .literal("a"), .literal("b"), .literal(""), .wildcard,
        ])
        #expect(pattern.segments == [.wildcard, .literal("ab"), .wildcard])
        #expect(pattern.shape == .substring("ab"))
        #expect(StringPattern.literal("").segments.isEmpty)
        #expect(StringPattern.literal("").literalText == "")
        #expect(StringPattern.literal("a*b").literalText == "a*b")
        #expect(StringPattern.literal("a*b").shape == .exact("a*b"))
        #expect(AST.pattern("Re:*").shape == .prefix("Re:"))
        #expect(AST.pattern("*.jpg").shape == .suffix(".jpg"))
        #expect(AST.pattern("*").shape == .anyValue)
        #expect(AST.pattern("**").isAnyValue)
        #expect(AST.pattern("a*b").shape == .general)
        #expect(AST.pattern("*a*b*").shape == .general)
        #expect(AST.pattern("a*b").hasWildcards)
        #expect(AST.pattern("a*b").literalText == nil)
    }

    @Test func spotlightNamesMapToValidNames() throws {
        for (spotlightName, name) in QueryAttribute.spotlightNames {
            #expect(QueryAttribute(name: spotlightName) == .named(name))
            #expect(QueryAttribute(name: name) == .named(name))
            #expect(
                try QueryExpression.parse("\(spotlightName) == 1")
                    == AST.comparison(name, .equal, AST.number(1)))
        }
        #expect(QueryAttribute(name: "kMDItemNope") == nil)
        #expect(QueryAttribute(name: "kMDSomething") == nil)
        #expect(QueryAttribute(name: "has space") == nil)
        #expect(QueryAttribute(name: "") == nil)
        #expect(QueryAttribute(name: "**") == .anyText)
    }

    @Test func spotlightNamesAndFieldsAreBuiltInAttributes() {
        for name in QueryAttribute.spotlightNames.values {
            #expect(AttributeCatalog.isBuiltIn(name), "\(name)")
        }
        let fields: [QueryField] = [
            .title, .displayName, .alternateNames, .contentDescription, .textContent, .keywords, .subject,
            .comment,
            .authorNames, .recipientNames, .emailAddresses, .phoneNumbers, .contentType, .contentTypeTree,
            .domainIdentifier, .path, .fileSize, .rating, .rankingHint, .contentCreationDate,
            .contentModificationDate, .metadataModificationDate, .lastUsedDate, .addedDate, .dueDate,
            .startDate,
            .endDate, .completionDate, .city, .country, .containerTitle,
        ]
        for field in fields {
            guard case .named(let name) = field.attribute else {
                Issue.record("\(field) is not a named attribute")
                continue
            }
            #expect(AttributeCatalog.isBuiltIn(name), "\(name)")
        }
    }

    @Test func comparisonOperatorKnowsOrdering() {
        #expect(ComparisonOperator.allCases.filter(\.isOrdering).count == 4)
        #expect(!ComparisonOperator.equal.isOrdering && !ComparisonOperator.notEqual.isOrdering)
    }
}

// MARK: - Builder

@Suite struct QueryBuilderTests {
    @Test func readmeExample() throws {
        let built: QueryExpression = .title.matches("lat", [.prefix, .caseInsensitive]) && .rating >= 4
        #expect(built == (try QueryExpression.parse(#"title == "lat*"c && rating >= 4"#)))
    }

    @Test func appleExamples() throws {
        let email: QueryExpression =
            .contentType == "public.email-message" && .subject.doesNotMatch("Re:", .prefix)
        #expect(
            email
                == (try QueryExpression.parse(#"contentType == "public.email-message" && subject != "Re:*""#))
        )
        let range = QueryField.completionDate.inRange(.today.shifted(by: -10), .today)
        #expect(range == (try QueryExpression.parse("InRange(completionDate,$time.today(-10),$time.today)")))
        let paris = QueryField.title.matches("Paris", [.wordBased, .caseInsensitive])
        #expect(paris == (try QueryExpression.parse(#"title == "Paris"wc"#)))
    }

    static let cases: [(QueryExpression, String)] = [
        (QueryField.title == "Paris", #"title == "Paris""#),
        (QueryField.title != "Paris", #"title != "Paris""#),
        (QueryField.title.exists, #"title == "*""#),
        (QueryField.title.isMissing, "title != *"),
        (QueryField.title.matches("a*b", .prefix), #"title == "a\*b*""#),
        (QueryField.title.matches("why?", .prefix), #"title == "why\?*""#),
        (
            AST.comparison(
                "title", .equal,
                .string(StringPattern(segments: [.literal("ca"), .anyCharacter, .wildcard]), [])),
            #"title == "ca?*""#
        ),
        (QueryField.title.matches("x", .suffix), #"title == "*x""#),
        (QueryField("kMDItemTitle").matches("a", [.substring, .diacriticInsensitive]), #"title == "*a*"d"#),
        (QueryField("com_acme_sku") == "A*1", #"com_acme_sku == "A\*1""#),
        (QueryField("*").matches("x", .tokenized), #"** == "x"t"#),
        (
            QueryField.anyText.matches(
                "swift", [.prefix, .caseInsensitive, .diacriticInsensitive, .wordBased]),
            "swift"
        ),
        (
            QueryField.title.matches(
                StringPattern(segments: [.literal("a"), .wildcard]), [.caseInsensitive]),
            #"title == "a*"c"#
        ),
        (QueryField.rating == 4, "rating == 4"),
        (QueryField.rating == 4.5, "rating == 4.5"),
        (QueryField.rating != 4, "rating != 4"),
        (QueryField.rating < 2.5, "rating < 2.5"),
        (QueryField.rating > 2, "rating > 2"),
        (QueryField.rating <= -1, "rating <= -1"),
        (QueryField.rating >= 4, "rating >= 4"),
        (QueryField.title < "M", #"title < "M""#),
        (QueryField.title >= "M", #"title >= "M""#),
        (QueryField.rating.inRange(1, 5), "InRange(rating, 1, 5)"),
        (QueryField.rating.inRange(1.5, 2.5), "InRange(rating, 1.5, 2.5)"),
        (QueryField.field("isPriority") == true, "isPriority == true"),
        (QueryField.field("isPriority") != false, "isPriority != false"),
        (QueryField.contentCreationDate.within(.today), "contentCreationDate == $time.today"),
        (
            QueryField.contentCreationDate == .thisWeek.shifted(by: -1),
            "contentCreationDate == $time.this_week(-1)"
        ),
        (QueryField.lastUsedDate >= .now.shifted(by: -30, .day), "lastUsedDate >= $time.now(-30d)"),
        (QueryField.lastUsedDate < .yesterday, "lastUsedDate < $time.yesterday"),
        (QueryField.lastUsedDate > .thisMonth, "lastUsedDate > $time.this_month"),
        (QueryField.lastUsedDate <= .thisYear.shifted(by: -1), "lastUsedDate <= $time.this_year(-1)"),
        (QueryField.lastUsedDate != .lastWeek, "lastUsedDate != $time.last_week"),
        (QueryField.dueDate.within(.iso(year: 2025, month: 3, day: 1)), "dueDate == $time.iso(2025-03-01)"),
        (
            QueryField.contentCreationDate > Date(timeIntervalSinceReferenceDate: 86_400),
            "contentCreationDate > 86400"
        ),
        (
            QueryField.contentCreationDate.inRange(
                Date(timeIntervalSinceReferenceDate: 0), Date(timeIntervalSinceReferenceDate: 0.5)),
            "InRange(contentCreationDate, 0, 0.5)"
        ),
    ]

    @Test(arguments: cases)
    func builderMatchesQueryString(_ built: QueryExpression, _ query: String) throws {
        #expect(built == (try QueryExpression.parse(query)), "built: \(built)")
        #expect(try QueryExpression.parse(built.description) == built)
    }

    @Test func combinatorsFlattenLikeTheParser() throws {
        let built: QueryExpression =
            (.title == "a" || .title == "b" || .title == "c") && !(.rating > 1) && .rating < 5
            && .anyText.exists
        let parsed = try QueryExpression.parse(
            #"(title == "a" || title == "b" || title == "c") && !rating > 1 && rating < 5 && * == "*""#)
        #expect(built == parsed)
        let nested: QueryExpression = (.title == "a" && .title == "b") && (.title == "c" && .title == "d")
        guard case .and(let operands) = nested else {
            Issue.record("expected a conjunction")
            return
        }
        #expect(operands.count == 4)
        let doubleNegation: QueryExpression = !(!(.title == "a"))
        #expect(doubleNegation == (try QueryExpression.parse(#"!!title == "a""#)))
    }

    @Test func matchOptionsLetters() {
        #expect(
            TextMatchOptions([.substring, .caseInsensitive, .tokenized]).matchOptions == [
                .caseInsensitive, .tokenized,
            ])
        #expect(
            MatchOptions([.tokenized, .wordBased, .diacriticInsensitive, .caseInsensitive]).letters == "cdwt")
        #expect(MatchOptions(letter: "x") == nil)
    }
}

// MARK: - $time evaluation

@Suite struct TimeExpressionTests {
    private static let utc = TimeZone(secondsFromGMT: 0)!

    private static func date(_ text: String) -> Date {
        // Fixed-format test dates; a typo here should fail loudly.
        try! Date(text, strategy: .iso8601)
    }

    private static func interval(_ query: String, now: String, timeZone: TimeZone = utc) throws
        -> DateInterval
    {
        let expression = try QueryExpression.parse("d == " + query)
        guard case .comparison(let comparison) = expression, case .time(let time) = comparison.value else {
            Issue.record("not a time comparison: \(expression)")
            return DateInterval()
        }
        return time.interval(relativeTo: date(now), timeZone: timeZone)
    }

    // Wednesday 5 March 2025, 15:30 UTC.
    static let wednesday = "2025-03-05T15:30:00Z"

    @Test(arguments: [
        ("$time.today", "2025-03-05T00:00:00Z", "2025-03-06T00:00:00Z"),
        ("$time.today(-1)", "2025-03-04T00:00:00Z", "2025-03-05T00:00:00Z"),
        ("$time.yesterday", "2025-03-04T00:00:00Z", "2025-03-05T00:00:00Z"),
        ("$time.yesterday(-1)", "2025-03-03T00:00:00Z", "2025-03-04T00:00:00Z"),
        ("$time.today(-1w)", "2025-02-26T00:00:00Z", "2025-02-27T00:00:00Z"),
        ("$time.this_week", "2025-03-03T00:00:00Z", "2025-03-10T00:00:00Z"),
        ("$time.this_week(-1)", "2025-02-24T00:00:00Z", "2025-03-03T00:00:00Z"),
        ("$time.last_week", "2025-02-24T00:00:00Z", "2025-03-03T00:00:00Z"),
        ("$time.last_week(-1)", "2025-02-17T00:00:00Z", "2025-02-24T00:00:00Z"),
        ("$time.this_month", "2025-03-01T00:00:00Z", "2025-04-01T00:00:00Z"),
        ("$time.this_month(-1)", "2025-02-01T00:00:00Z", "2025-03-01T00:00:00Z"),
        ("$time.this_month(+10)", "2026-01-01T00:00:00Z", "2026-02-01T00:00:00Z"),
        ("$time.this_year", "2025-01-01T00:00:00Z", "2026-01-01T00:00:00Z"),
        ("$time.this_year(-1)", "2024-01-01T00:00:00Z", "2025-01-01T00:00:00Z"),
        ("$time.iso(2025-03-01)", "2025-03-01T00:00:00Z", "2025-03-02T00:00:00Z"),
        ("$time.iso(2025-03-01)(-1)", "2025-02-28T00:00:00Z", "2025-03-01T00:00:00Z"),
        ("$time.now", "2025-03-05T15:30:00Z", "2025-03-05T15:30:00Z"),
        ("$time.now(-3600)", "2025-03-05T14:30:00Z", "2025-03-05T14:30:00Z"),
        ("$time.now(-30d)", "2025-02-03T15:30:00Z", "2025-02-03T15:30:00Z"),
        ("$time.now(+1M)", "2025-04-05T15:30:00Z", "2025-04-05T15:30:00Z"),
        (#"$time.iso("2025-03-01T10:00:00+02:00")"#, "2025-03-01T08:00:00Z", "2025-03-01T08:00:00Z"),
        ("$time.iso(2025-03-01T10:00)", "2025-03-01T10:00:00Z", "2025-03-01T10:00:00Z"),
    ])
    func intervalsInUTC(_ query: String, _ start: String, _ end: String) throws {
        let interval = try Self.interval(query, now: Self.wednesday)
        #expect(interval.start == Self.date(start))
        #expect(interval.end == Self.date(end))
    }

    @Test func weeksStartOnMonday() throws {
        let sunday = try Self.interval("$time.this_week", now: "2025-03-09T23:59:59Z")
        #expect(sunday.start == Self.date("2025-03-03T00:00:00Z"))
        let monday = try Self.interval("$time.this_week", now: "2025-03-10T00:00:00Z")
        #expect(monday.start == Self.date("2025-03-10T00:00:00Z"))
    }

    @Test func monthArithmeticClampsToTheMonthEnd() throws {
        let february = try Self.interval("$time.this_month(-1)", now: "2025-03-31T12:00:00Z")
        #expect(february.start == Self.date("2025-02-01T00:00:00Z"))
        let dayInFebruary = try Self.interval("$time.today(1M)", now: "2025-01-31T12:00:00Z")
        #expect(dayInFebruary.start == Self.date("2025-02-28T00:00:00Z"))
    }

    @Test func periodsFollowTheTimeZone() throws {
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let today = try Self.interval("$time.today", now: "2025-03-05T20:00:00Z", timeZone: tokyo)
        #expect(today.start == Self.date("2025-03-05T15:00:00Z"))
        #expect(today.end == Self.date("2025-03-06T15:00:00Z"))
        let local = try Self.interval("$time.iso(2025-03-01T10:00)", now: Self.wednesday, timeZone: tokyo)
        #expect(local.start == Self.date("2025-03-01T01:00:00Z"))
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        let shortDay = try Self.interval("$time.today", now: "2025-03-30T12:00:00Z", timeZone: berlin)
        #expect(shortDay.duration == 23 * 3600)
    }

    @Test func periodsAndInstants() throws {
        #expect(TimeExpression.today.isPeriod)
        #expect(TimeExpression.thisWeek.shifted(by: -2).isPeriod)
        #expect(TimeExpression.iso(year: 2025, month: 1, day: 1).isPeriod)
        #expect(!TimeExpression.now.isPeriod)
        let instant = TimeExpression(
            .iso(.init(year: 2025, month: 1, day: 1, time: .init(hour: 1, minute: 2))))
        #expect(!instant.isPeriod)
        #expect(TimeExpression.today.shifted(by: 0, .week) == .today)
        #expect(TimeExpression.today.shifted(by: -1, .day) == TimeExpression.today.shifted(by: -1))
    }

    @Test func extremeOffsetsDoNotTrap() {
        let calendar = TimeExpression.calendar(timeZone: Self.utc)
        let moments = [Date(), .distantFuture, .distantPast, Date(timeIntervalSinceReferenceDate: 1e300)]
        for base in [TimeExpression.Base.now, .today, .lastWeek, .thisMonth, .thisYear] {
            for unit in TimeExpression.Unit.allCases {
                for offset in [Int.max, Int.min, 1 << 40, -(1 << 40)] {
                    for now in moments {
                        let interval = TimeExpression(base, offset: offset, unit: unit).interval(
                            relativeTo: now, calendar: calendar)
                        #expect(interval.duration >= 0)
                    }
                }
            }
        }
    }
}

/// A small deterministic generator so test data is the same on every run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

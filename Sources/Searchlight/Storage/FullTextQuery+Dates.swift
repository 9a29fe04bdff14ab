import Foundation

extension FullTextQuery {
    /// A date typed with the field it is in, as Spotlight's search box reads it: `date:today`,
    /// `created:yesterday`, `modified:this week`, `due:tomorrow`, `date:march` (the last March),
    /// `created:march 2024`, `due:friday` (today or the last Friday), `created:2024`,
    /// `modified:2024-03`, `created:3/15/2024`, `date:>=2024-01-01`, `created:<1/1/2020`, or a
    /// range, `date:1/1/2024-3/31/2024` (also written `2024-01..2024-03`).
    ///
    /// The items must have one of ``attributes`` in that span (with a minus, none of them). A
    /// search of dates and kinds and no words lists their items.
    package struct DateWord: Equatable {
        /// A span of the calendar as a person names it.
        package enum Period: Equatable {
            /// A year, a month of it, or a day of that.
            case calendar(year: Int, month: Int?, day: Int?)
            /// The day, week, month or year `offset` of them from the current one: today is
            /// `(.day, 0)`, last week `(.week, -1)`.
            case relative(Unit, offset: Int)
            /// The month of this number (1 is January) that is this one or last came: `march`.
            case month(Int)
            /// The day of the week of this number (1 is Sunday) that is today or last came: `monday`.
            case weekday(Int)
            /// A day of a month typed without its year (`december 18`, `12月18日`): the one that
            /// is today or last came, or with `isComing` the one after today. A search names it
            /// both ways, as the photos of that day are past and its events may be ahead.
            case dayOfMonth(month: Int, day: Int, isComing: Bool)
            /// The day of the week of this number that comes after today: the alternative a
            /// weekday is searched with, as its events may be ahead (`events thursday`).
            case comingWeekday(Int)
            /// The day of the week of this number in the week `weeks` from this one, weeks
            /// starting on Monday: `来週の土曜` is `(7, weeks: 1)`, `next week monday` `(2, weeks: 1)`.
            case weekdayOfWeek(Int, weeks: Int)
            /// The day of the week of this number that came before today: `last tuesday`, on a
            /// Tuesday a week ago.
            case pastWeekday(Int)
            /// Saturday and Sunday of the week `weeks` from this one, or with `nil` the last
            /// weekend that has begun: `this weekend`, `last weekend`, `the weekend`.
            case weekend(weeks: Int?)
        }

        /// The length of a ``Period/relative(_:offset:)`` period.
        package enum Unit: Equatable { case day, week, month, year }

        /// How the item's date stands to the span.
        package enum Comparison: Equatable {
            /// In it: `date:2024`.
            case within
            /// Before it begins: `date:<2024`.
            case before
            /// Before it ends: `date:<=2024`.
            case onOrBefore
            /// After it ends: `date:>2024`.
            case after
            /// After it begins: `date:>=2024`.
            case onOrAfter
        }

        /// The attributes any of which may hold the date.
        package var attributes: [AttributeKey]
        /// The span's first period.
        package var first: Period
        /// The span's last period: ``first`` unless a range was typed.
        package var last: Period
        package var comparison: Comparison
        package var isExcluded: Bool
        /// The date is an alternative to the one before it (`created:today OR created:yesterday`).
        package var isAlternative = false

        /// For a day typed without its year or a weekday, the same day coming after today: the
        /// alternative that follows it, or, when the day is left out, one more day left out.
        var comingAlternative: DateWord? {
            guard first == last, comparison == .within else { return nil }
            let coming: Period
            switch first {
            case .dayOfMonth(let month, let day, isComing: false):
                coming = .dayOfMonth(month: month, day: day, isComing: true)
            case .weekday(let weekday): coming = .comingWeekday(weekday)
            default: return nil
            }
            var alternative = DateWord(
                attributes: attributes, first: coming, last: coming, comparison: .within,
                isExcluded: isExcluded)
            // Left out, the day is left out both ways: neither the last nor the coming one.
            alternative.isAlternative = !isExcluded
            return alternative
        }
    }

    /// The date fields of the search box, in any case, and the attributes each searches: every
    /// built-in date attribute by its name or `kMDItem…` name, and the names a person types.
    /// `date:` is any of the dates an item is known by.
    static let dateFields: [String: [AttributeKey]] = {
        var fields: [String: [AttributeKey]] = [:]
        for (name, attribute) in namedAttributes where attribute.type == .date || attribute.type == .dateList
        {
            fields[name] = [attribute.key]
        }
        for (names, keys) in [
            (
                ["date"],
                [
                    AttributeKey.contentCreationDate, .contentModificationDate, .lastUsedDate, .startDate,
                    .dueDate,
                ]
            ),
            (["created", "creation"], [.contentCreationDate]),
            (["modified", "changed", "edited", "updated"], [.contentModificationDate]),
            (["opened", "used", "lastopened", "lastused"], [.lastUsedDate]),
            (["added"], [.addedDate]),
            (["due"], [.dueDate]),
            (["starts", "start"], [.startDate]),
            (["ends", "end"], [.endDate]),
        ] {
            for name in names { fields[name] = keys }
        }
        return fields
    }()

    /// The word `field:value` as a date (``DateWord``), when the field is a date field and the
    /// value a date; `next` is the word after it, which the value may continue (`date:this week`).
    /// - Returns: the date and whether it took `next`; `nil` when this is no date.
    static func dateWord(field: String, value: Substring, next: Substring?, isExcluded: Bool)
        -> (DateWord, takesNext: Bool)?
    {
        guard let attributes = dateFields[field] else { return nil }
        let (comparison, written) = comparison(beginning: value)
        // A year written in Japanese (`date:2024年`), as the search box reads `2024年の写真`.
        let value = year(String(written)).map { Substring(String($0)) } ?? written
        var takesNext = false
        var span: (first: DateWord.Period, last: DateWord.Period)?
        if let named = relativePeriods[value.lowercased()] {
            span = (named, named)
            if let next, let dated = month(named, of: next) {
                span = (dated, dated)
                takesNext = true
            } else if let next, case .month(let month) = named, let day = day(String(next)) {
                let dated = DateWord.Period.dayOfMonth(month: month, day: day, isComing: false)
                span = (dated, dated)
                takesNext = true
            }
        } else if let next, let named = relativePeriods[(value + " " + next).lowercased()] {
            span = (named, named)
            takesNext = true
        } else if let day = dayAndMonth(value) {
            span = (day, day)
        } else {
            span = calendarSpan(value, allowsRange: comparison == .within)
        }
        guard let span else { return nil }
        return (
            DateWord(
                attributes: attributes, first: span.first, last: span.last, comparison: comparison,
                isExcluded: isExcluded),
            takesNext
        )
    }

    /// The comparison a field's value begins with (`>=2024`, `<5m`), and the rest of the value;
    /// `within` for a value that begins with none.
    static func comparison(beginning value: Substring) -> (DateWord.Comparison, Substring) {
        for (mark, meaning) in comparisonMarks where value.hasPrefix(mark) {
            return (meaning, value.dropFirst(mark.count))
        }
        return (.within, value)
    }

    /// The marks a date field's value may begin with, longest first, each mark's first spelling
    /// the one written back (``readingKindsAndDates()``).
    private static let comparisonMarks: [(mark: String, comparison: DateWord.Comparison)] = [
        ("<=", .onOrBefore), (">=", .onOrAfter), ("≤", .onOrBefore), ("≥", .onOrAfter), ("<", .before),
        (">", .after), ("=", .within),
    ]

    /// The periods a person names in words, in every spelling the search box accepts.
    private static let relativePeriods: [String: DateWord.Period] = {
        var periods: [String: DateWord.Period] = [
            "today": .relative(.day, offset: 0), "yesterday": .relative(.day, offset: -1),
            "tomorrow": .relative(.day, offset: 1),
        ]
        for (offset, name) in monthNames.enumerated() {
            periods[name] = .month(offset + 1)
            if name.count > 3 { periods[String(name.prefix(3))] = .month(offset + 1) }  // `jun`, `sep`
        }
        for (offset, name) in [
            "sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
        ].enumerated() {
            periods[name] = .weekday(offset + 1)
            // `this saturday` is this week's, `last friday` the one that came before today
            // (``pastWords``), `next monday` the one ahead.
            periods["this " + name] = .weekdayOfWeek(offset + 1, weeks: 0)
            for word in pastWords { periods[word + " " + name] = .pastWeekday(offset + 1) }
            periods["next " + name] = .comingWeekday(offset + 1)
        }
        // `weekend` alone needs a word before it or a kind beside it, as a weekday does.
        periods["weekend"] = .weekend(weeks: nil)
        periods["the weekend"] = .weekend(weeks: nil)
        for (word, weeks) in [("this", 0), ("next", 1)] + pastWords.map({ ($0, -1) }) {
            periods[word + " weekend"] = .weekend(weeks: weeks)
        }
        // Days a person names by their feast, the last or the coming one as a day typed without
        // its year.
        for (name, month, day) in [
            ("christmas", 12, 25), ("xmas", 12, 25), ("christmas eve", 12, 24), ("halloween", 10, 31),
            ("valentine day", 2, 14), ("valentines day", 2, 14),
        ] {
            periods[name] = .dayOfMonth(month: month, day: day, isComing: false)
            for word in pastWords {
                periods[word + " " + name] = .dayOfMonth(month: month, day: day, isComing: false)
            }
            periods["next " + name] = .dayOfMonth(month: month, day: day, isComing: true)
        }
        for (unit, name) in [(DateWord.Unit.week, "week"), (.month, "month"), (.year, "year")] {
            for (offset, words) in [(0, ["this"]), (-1, ["last", "past", "previous"]), (1, ["next"])] {
                for word in words {
                    for separator in [" ", "_", "-", ""] {
                        periods[word + separator + name] = .relative(unit, offset: offset)
                    }
                }
            }
        }
        return periods.merging(japanesePeriods) { english, _ in english }.merging(europeanRelativePeriods) {
            english, _ in english
        }
    }()

    /// The words before a weekday or a feast that name the one that came (`last friday`): it has
    /// no coming alternative.
    static let pastWords = ["last", "past", "previous"]

    /// The periods named in Japanese (`昨日`, `先週`, `去年`, `月曜日`). Unlike `may` or `march`,
    /// none of them is more often another word, so none needs a word before it.
    private static let japanesePeriods: [String: DateWord.Period] = {
        var periods: [String: DateWord.Period] = [:]
        for (names, unit) in [
            ([("一昨日", -2), ("おととい", -2), ("昨日", -1), ("今日", 0), ("本日", 0), ("明日", 1)], DateWord.Unit.day),
            ([("明後日", 2), ("あさって", 2)], .day),
            // As typed when the input method leaves them in kana.
            ([("きのう", -1), ("きょう", 0), ("あした", 1), ("あす", 1)], .day),
            ([("先週", -1), ("今週", 0), ("来週", 1)], .week), ([("先月", -1), ("今月", 0), ("来月", 1)], .month),
            ([("せんしゅう", -1), ("こんしゅう", 0), ("らいしゅう", 1)], .week),
            ([("せんげつ", -1), ("こんげつ", 0), ("らいげつ", 1)], .month),
            ([("去年", -1), ("昨年", -1), ("今年", 0), ("来年", 1)], .year),
            ([("きょねん", -1), ("ことし", 0), ("らいねん", 1)], .year),
        ] {
            for (name, offset) in names { periods[name] = .relative(unit, offset: offset) }
        }
        for (offset, day) in ["日", "月", "火", "水", "木", "金", "土"].enumerated() {
            periods[day + "曜日"] = .weekday(offset + 1)
            periods[day + "曜"] = .weekday(offset + 1)
        }
        for month in 1...12 { periods["\(month)月"] = .month(month) }
        return periods
    }()

    private static let monthNames = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december",
    ]

    /// `named` in `year` when it is a month and `year` a year: `march 2024`.
    private static func month(_ named: DateWord.Period, of year: some StringProtocol) -> DateWord.Period? {
        guard case .month(let month) = named, year.count == 4, let year = Int(year),
            (1000...9999).contains(year)
        else { return nil }
        return .calendar(year: year, month: month, day: nil)
    }

    /// A calendar date or a range of two: `2024`, `2024-03`, `2024-03-15`, `2024/3/15`,
    /// `3/15/2024` or `3/15/24` (month first, unless the first number cannot be a month),
    /// `15.3.2024`; a range joins two with `..` or `-`, and with `..` either end may be named
    /// (`yesterday..today`).
    private static func calendarSpan(_ text: Substring, allowsRange: Bool)
        -> (first: DateWord.Period, last: DateWord.Period)?
    {
        if let period = calendarPeriod(text) { return (period, period) }
        guard allowsRange else { return nil }
        // The two ends of a range are written in one order: `31/12/11-2/1/12` ends on 2 January.
        if let dots = text.range(of: "..") {
            // Either end may also be named: `yesterday..today`, `march..may`, `2024-01..today`.
            let (first, last) = (text[..<dots.lowerBound], text[dots.upperBound...])
            let dayFirst = [first, last].contains(where: forcesDayFirst)
            func end(_ part: Substring) -> DateWord.Period? {
                relativePeriods[part.lowercased()] ?? calendarPeriod(part, dayFirst: dayFirst)
            }
            guard let start = end(first), let end = end(last) else { return nil }
            return (start, end)
        }
        for hyphen in text.indices where text[hyphen] == "-" {
            let (first, last) = (text[..<hyphen], text[text.index(after: hyphen)...])
            let dayFirst = [first, last].contains(where: forcesDayFirst)
            if let start = calendarPeriod(first, dayFirst: dayFirst),
                let end = calendarPeriod(last, dayFirst: dayFirst)
            {
                return (start, end)
            }
        }
        return nil
    }

    /// Whether `text` is a date only day-first can read: `31/12/11`.
    private static func forcesDayFirst(_ text: Substring) -> Bool {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count == 3 && parts[0].count <= 2 && (Int(parts[0]) ?? 0) > 12
    }

    /// With `dayFirst`, a date of three numbers is read day first whatever they are (one end of a
    /// range whose other end can only be read so).
    private static func calendarPeriod(_ text: Substring, dayFirst: Bool = false) -> DateWord.Period? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || "-/.".contains($0)) }) else {
            return nil
        }
        let separator: Character = text.contains("/") ? "/" : text.contains(".") ? "." : "-"
        let parts = text.split(separator: separator, omittingEmptySubsequences: false)
        guard parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) && $0.count <= 4 }) else {
            return nil
        }
        let numbers = parts.compactMap { Int($0) }
        var year: Int
        var month: Int?
        var day: Int?
        switch (numbers.count, parts[0].count == 4) {
        case (1, true): year = numbers[0]
        case (2, true): (year, month) = (numbers[0], numbers[1])
        case (3, true): (year, month, day) = (numbers[0], numbers[1], numbers[2])
        case (3, false) where parts[2].count == 4 || parts[2].count == 2:
            year = parts[2].count == 2 ? 2000 + numbers[2] : numbers[2]
            // Month first as Spotlight reads it in English, unless that cannot be; a full stop
            // marks the day-first order.
            if separator == "." || numbers[0] > 12 || dayFirst {
                (day, month) = (numbers[0], numbers[1])
            } else {
                (month, day) = (numbers[0], numbers[1])
            }
        case (2, false) where parts[1].count == 4:
            (month, year) = (numbers[0], numbers[1])
        default: return nil
        }
        guard (1000...9999).contains(year) else { return nil }
        if let month {
            guard (1...12).contains(month) else { return nil }
            if let day {
                var calendar = Calendar(identifier: .gregorian)
                calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
                let first = DateComponents(calendar: calendar, year: year, month: month, day: 1)
                guard let start = first.date, let days = calendar.range(of: .day, in: .month, for: start),
                    days.contains(day)
                else { return nil }
            }
        }
        return .calendar(year: year, month: month, day: day)
    }
}

extension FullTextQuery {
    /// `self` with the words that name a kind of item or a time, as people type them around what
    /// they look for, read as ``kinds`` and ``dates`` instead of as words: `photos yesterday` is
    /// `kind:photos date:yesterday`, `invoice pdf` is `invoice kind:pdf`, `notes from last week`
    /// is `notes date:last week`, `emails since 2024` is `kind:emails date:>=2024`, `invoice in
    /// march` is `invoice date:march`, `beach 2024` is `beach date:2024`; among mail and messages
    /// `from` and `to` name the sender and the recipient (`emails from jane` is `kind:emails
    /// from:jane`) unless not `readingPeople`. `nil` when no word does.
    /// A month and a weekday need a word before them (`in`, `on`, `from`, `since`, `after`,
    /// `before`), as alone they are more often just a word (`may`, `march`); a month with its year
    /// (`march 2024`) needs none, and nor does a year beside other words (typed alone, a number is
    /// what is looked for). What a search finds when no item holds every word as typed, as
    /// Spotlight reads such searches.
    ///
    /// - Returns: the query, and the search-box text that says the same (`beach kind:photos
    ///   date:yesterday`) unless `self` has fields, kinds or dates of its own, which it would not
    ///   spell as typed.
    package func readingKindsAndDates(readingPeople: Bool = true, domainWords: [String: String] = [:]) -> (
        query: FullTextQuery, text: String?
    )? {
        // Japanese is typed solid: its particles part the words (`先週の写真` → `先週`, `写真`).
        let joined = joiningJapaneseDateUnits()
        let groups = (joined.splittingCJKRunsAtWordBreaks() ?? joined).alternativeGroups
        func word(_ offset: Int) -> String? {
            guard offset < groups.count, let phrase = groups[offset].last, !phrase.isQuoted,
                !phrase.isInitials
            else { return nil }
            // A possessive names what it names (`yesterday's photos`), whatever its joined form
            // (`yesterdays`) beside it.
            if phrase.tokens.count == 2, phrase.tokens[1] == "s" { return phrase.tokens[0] }
            // French elides the article and `de` before a vowel (`d'hier`, `l'agenda`): the word
            // is what follows (``elided(_:)`` says which).
            if let (_, rest) = Self.elided(groups[offset]) { return rest }
            // A word joined by a mark is read as its joined form (`aujourd'hui`, `e-mail`).
            if groups[offset].count == 2, phrase.isAnotherForm, groups[offset][0].tokens.count == 1 {
                return groups[offset][0].tokens[0]
            }
            guard groups[offset].count == 1 else { return nil }
            return phrase.tokens.count == 1 ? phrase.tokens[0] : phrase.cjkRun
        }
        /// A kind named in two words at `offset` (`voice memo`), or in three with `de` between
        /// (`nota de voz`): its English name and how many words name it.
        func twoWordKind(at offset: Int) -> (english: String, length: Int)? {
            guard let first = word(offset), let second = word(offset + 1) else { return nil }
            if let english = Self.twoWordKinds[first + second] { return (english, 2) }
            guard second == "de", let third = word(offset + 2), let english = Self.twoWordKinds[first + third]
            else { return nil }
            return (english, 3)
        }
        /// The name in a CJK run that ends in a kanji honorific (`佐藤様`), and its phrase.
        func withoutKanjiHonorific(_ offset: Int) -> (String, Phrase)? {
            guard let run = word(offset), let phrase = groups[offset].first, phrase.cjkRun != nil,
                let honorific = Self.japaneseHonorifics.first(where: {
                    $0.allSatisfy(Self.isKanji) && run.hasSuffix($0) && run.count >= $0.count + 2
                })
            else { return nil }
            return (
                String(run.dropLast(honorific.count)),
                phrase.keepingTokens(0..<phrase.tokens.count - honorific.count)
            )
        }
        let namesKind = groups.indices.contains { Self.spokenKindTypes[word($0) ?? ""] != nil }
        /// The time named by the words at `offset`, and how many words name it; a month or a
        /// weekday alone only `afterPreposition` or beside a kind.
        func period(at offset: Int, afterPreposition: Bool) -> (DateWord.Period, length: Int)? {
            // A date written with marks between its numbers (`2024-03-03`, `3/15/2024`): the
            // numbers are its word's parts, the last of its forms.
            if offset < groups.count, let parts = groups[offset].last, groups[offset].count <= 2,
                !parts.isQuoted, (2...3).contains(parts.tokens.count),
                parts.tokens.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
            {
                if let day = parts.writtenNumber.flatMap(Self.dayAndMonth) { return (day, 1) }
                if let day = parts.writtenNumber.flatMap({
                    Self.slashedDayAndMonth($0, dayFirst: false, evenShort: afterPreposition || namesKind)
                }) {
                    return (day, 1)
                }
                if let date = Self.calendarPeriod(
                    parts.writtenNumber ?? Substring(parts.tokens.joined(separator: "-")))
                {
                    return (date, 1)
                }
            }
            guard let first = word(offset) else { return nil }
            // A weekday of a week named before it (`来週の土曜`, `next week monday`).
            let week: (weeks: Int, length: Int)? =
                if case .relative(.week, let weeks)? = Self.relativePeriods[first] {
                    (weeks, 1)
                } else if let second = word(offset + 1),
                    case .relative(.week, let weeks)? = Self.relativePeriods[first + " " + second]
                {
                    (weeks, 2)
                } else {
                    nil
                }
            if let week {
                var next = offset + week.length
                if let between = word(next), ["の", "on"].contains(between) { next += 1 }
                if let name = word(next), case .weekday(let weekday)? = Self.relativePeriods[name] {
                    return (.weekdayOfWeek(weekday, weeks: week.weeks), next - offset + 1)
                }
            }
            if let second = word(offset + 1), let named = Self.relativePeriods[first + " " + second] {
                return (named, 2)
            }
            if let named = Self.relativePeriods[first] {
                if let year = word(offset + 1), let dated = Self.month(named, of: year) { return (dated, 2) }
                // `march 3 2024`: a month, its day, and the year.
                if case .month(let month) = named, let day = word(offset + 1).flatMap(Self.day),
                    let year = word(offset + 2),
                    case .calendar(let number, _, _)? = Self.month(named, of: year)
                {
                    return (.calendar(year: number, month: month, day: day), 3)
                }
                // `december 18`, `12月18日`: that day, its year left to the reading.
                if case .month(let month) = named, let day = word(offset + 1).flatMap(Self.day) {
                    return (.dayOfMonth(month: month, day: day, isComing: false), 2)
                }
                // A month, a weekday or the weekend by name needs a word before it (`in march`, `on monday`)
                // or a kind beside it (`photos february`): alone, `may` and `march` are more
                // often words.
                switch named {
                case .month, .weekday, .weekend(weeks: nil):
                    return afterPreposition || namesKind || Self.japanesePeriods[first] != nil
                        || Self.europeanDayAndMonthNames.contains(first)
                        ? (named, 1) : nil
                default: return (named, 1)
                }
            }
            // `18 december`: the day before its month's name.
            if let day = Self.day(first), let name = word(offset + 1),
                case .month(let month)? = Self.relativePeriods[name], Self.japanesePeriods[name] == nil
            {
                return (.dayOfMonth(month: month, day: day, isComing: false), 2)
            }
            // A year of a Japanese era (`令和8年`).
            if let era = Self.japaneseEras[first], let number = word(offset + 1),
                number.hasSuffix("年"), let year = Int(number.dropLast()), year >= 1
            {
                return (.calendar(year: era + year, month: nil, day: nil), 2)
            }
            if afterPreposition || groups.count > 1 || first.hasSuffix("年"),
                let year = Self.year(first), (1900...2100).contains(year)
            {
                return (.calendar(year: year, month: nil, day: nil), 1)
            }
            return nil
        }
        var query = self
        query.phrases = []
        var words: [String] = []
        var filters: [String] = []
        // Among mail and messages, `from` and `to` name the sender and the recipient.
        let namesMessages =
            readingPeople && groups.indices.contains { Self.messageKindNames.contains(word($0) ?? "") }
        var offset = 0
        while offset < groups.count {
            // `from jane`, and in Japanese the name before `さん`, `から` (`田中さんからのメール`).
            var person: (phrases: [Phrase], name: String, field: String, length: Int)?
            if let (mark, name) = Self.elided(groups[offset]), mark == "d", let parts = groups[offset].last {
                // `mails d'Emma`: from Emma.
                person = ([parts.keepingTokens(1..<2)], name, "from", 1)
            } else if let typed = word(offset), let field = Self.personFields[typed],
                // `from the bank`: the name is the word after the article.
                case let at = offset + (word(offset + 1).map(Self.europeanArticles.contains) == true ? 2 : 1),
                let name = word(at)
            {
                person = (groups[at], name, field, at - offset + 1)
            } else if let mark = word(offset + 1), Self.japaneseSenderMarks.contains(mark),
                let name = word(offset)
            {
                person = (groups[offset], name, "from", 2)
            } else if let (name, phrase) = withoutKanjiHonorific(offset) {
                // Kanji names take kanji honorifics without a break (`佐藤様から`).
                person = ([phrase], name, "from", word(offset + 1) == "から" ? 2 : 1)
            }
            if namesMessages, let person, Self.spokenKindTypes[person.name] == nil,
                Self.relativePeriods[person.name] == nil
            {
                let name = person.name
                var sender = FieldWord(columns: [.people], phrases: person.phrases, isExcluded: false)
                sender.attributes = Self.fieldAttributes[person.field] ?? []
                query.fieldWords.append(sender)
                query.phrases += person.phrases
                filters.append(person.field + ":" + name)
                offset += person.length
                continue
            }
            // A name's honorific is not part of what an item holds (`田中さんの写真`).
            if offset > 0, let honorific = word(offset), Self.japaneseHonorifics.contains(honorific) {
                offset += 1
                continue
            }
            if let name = word(offset), let types = Self.spokenKindTypes[name] {
                query.kinds.append(Kind(typeIdentifiers: types, isExcluded: false))
                filters.append("kind:" + (Self.japaneseKindsAsTyped[name] ?? name))
                offset += 1
                continue
            }
            // An app by a part of its items' domain (`whatsapp`, `recipe`), typed in two words
            // too (`voice memos` of `voicememos`).
            if let name = word(offset), !domainWords.isEmpty {
                let joined = word(offset + 1).flatMap { domainWords[name + $0] }
                if let part = joined ?? domainWords[name] {
                    query.domains.append(part)
                    filters.append("domain:" + part)
                    offset += joined == nil ? 1 : 2
                    continue
                }
            }
            // `voice memo`, `mémo vocal`, `nota de voz` (after an app of that name: `voice memos` of
            // `voicememos`).
            if let (english, length) = twoWordKind(at: offset), let types = Self.kindTypes[english] {
                query.kinds.append(Kind(typeIdentifiers: types, isExcluded: false))
                filters.append("kind:" + english)
                offset += length
                continue
            }
            // Up to two words before a time (`desde el lunes`, `de la semana pasada`): the first
            // that bounds it says how (`since`), or else it is within.
            var comparison: DateWord.Comparison?
            var start = offset
            while start < offset + 2, let said = word(start).flatMap({ Self.timePrepositions[$0] }) {
                if comparison == nil || comparison == .within { comparison = said }
                start += 1
            }
            if let (named, length) = period(at: start, afterPreposition: comparison != nil) {
                // Japanese says since and until after the time: `先週から`, `昨日まで`.
                let postposition = word(start + length).flatMap { Self.japanesePostpositions[$0] }
                if comparison == nil, let postposition { comparison = postposition }
                query.dates.append(
                    DateWord(
                        attributes: Self.dateFields["date"] ?? [], first: named, last: named,
                        comparison: comparison ?? .within, isExcluded: false))
                if !(length > 1 && Self.pastWords.contains(word(start) ?? "")),
                    let coming = query.dates.last?.comingAlternative
                {
                    query.dates.append(coming)
                }
                // A day and month written with a slash and no year are read both ways (`10/12` is
                // 12 October in the US and 10 December elsewhere), each past or coming.
                if length == 1, let written = groups[start].last?.writtenNumber,
                    let swapped = Self.swappedDayAndMonth(written, comparison: comparison ?? .within)
                {
                    query.dates.append(swapped)
                    if let coming = swapped.comingAlternative { query.dates.append(coming) }
                }
                let spoken = (start..<start + length).compactMap {
                    groups[$0].last?.writtenNumber.map(String.init) ?? word($0)
                }
                .joined(separator: " ")
                let mark =
                    comparison == .within ? nil : Self.comparisonMarks.first { $0.comparison == comparison }
                filters.append("date:" + (mark?.mark ?? "") + spoken)
                offset = start + length + (postposition == nil ? 0 : 1)
                // `demain soir`: the evening is part of the day read.
                if comparison == nil || comparison == .within, let part = word(offset),
                    Self.partsOfDay.contains(part)
                {
                    offset += 1
                }
                continue
            }
            // What a person asks with around the kinds and times (`what do i have tomorrow`,
            // `pictures i took today`, `my reminders`) is no word of the items: a reading, which
            // is only searched when it reads a kind, time or sender, leaves it out.
            if let typed = word(offset), groups[offset].count == 1, Self.questionWords.contains(typed) {
                offset += 1
                continue
            }
            query.phrases += groups[offset]
            words.append(
                groups[offset].map { phrase in
                    let written = phrase.tokens.joined(separator: " ")
                    return phrase.isQuoted ? "\"\(written)\"" : written
                }.joined(separator: " OR "))
            offset += 1
        }
        guard
            query.kinds.count > kinds.count || query.dates.count > dates.count
                || query.fieldWords.count > fieldWords.count || query.domains.count > domains.count
        else { return nil }
        let isSpelledWhole = fieldWords.isEmpty && !hasFilters
        let excluded = excludedPhrases.map { "-" + $0.tokens.joined(separator: " ") }
        return (query, isSpelledWhole ? (words + excluded + filters).joined(separator: " ") : nil)
    }

    /// The words a person asks with, which a reading of kinds and times leaves out.
    private static let questionWords: Set<String> = stopWords.union([
        "whats", "show", "find", "get", "see", "took", "taken", "take", "all", "please", "us", "our", "ive",
        "im", "need", "want",
    ])

    /// A day and its month with a full stop after each, as German and other languages write a
    /// day of either year: `16.12.`.
    private static func dayAndMonth(_ written: Substring) -> DateWord.Period? {
        let parts = written.split(separator: ".", omittingEmptySubsequences: false)
        guard written.hasSuffix("."), parts.count == 3, let day = day(String(parts[0])),
            parts[1].allSatisfy(\.isNumber), let month = Int(parts[1]), (1...12).contains(month)
        else { return nil }
        return .dayOfMonth(month: month, day: day, isComing: false)
    }

    /// A month and day written with a slash and no year (`12/25`, `25/12`, `10/12`): month first
    /// unless the first number cannot be a month, or with `dayFirst`. One of them must be two
    /// digits (`12/8`) unless `evenShort` (beside a kind or after a preposition: `photos 9/2`):
    /// alone, `1/2` and `3/4` are more often fractions.
    static func slashedDayAndMonth(_ written: Substring, dayFirst: Bool, evenShort: Bool = false)
        -> DateWord.Period?
    {
        let parts = written.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, evenShort || parts.contains(where: { $0.count == 2 }),
            parts.allSatisfy({ (1...2).contains($0.count) }),
            let first = Int(parts[0]), let second = Int(parts[1])
        else { return nil }
        let (month, day) = dayFirst || first > 12 ? (second, first) : (first, second)
        guard (1...12).contains(month), (1...31).contains(day) else { return nil }
        return .dayOfMonth(month: month, day: day, isComing: false)
    }

    /// The other reading of a day and month written with a slash (`10/12`), when it has one.
    private static func swappedDayAndMonth(_ written: Substring, comparison: DateWord.Comparison) -> DateWord?
    {
        guard let read = slashedDayAndMonth(written, dayFirst: false, evenShort: true),
            let other = slashedDayAndMonth(written, dayFirst: true, evenShort: true), other != read
        else { return nil }
        var date = DateWord(
            attributes: dateFields["date"] ?? [], first: other, last: other, comparison: comparison,
            isExcluded: false)
        date.isAlternative = true
        return date
    }

    /// The elided word and what follows it in a word French writes with an apostrophe: `d'hier`
    /// is `d` and `hier`, `l'agenda` is `l` and `agenda`.
    static func elided(_ group: [Phrase]) -> (mark: String, rest: String)? {
        guard let parts = group.last, parts.tokens.count == 2, ["d", "l"].contains(parts.tokens[0]),
            parts.tokens[1].count > 1, group.count == 2, parts.isAnotherForm
        else { return nil }
        return (parts.tokens[0], parts.tokens[1])
    }

    /// The day of a month typed as a number (`18`), an ordinal (`18th`) or in Japanese (`18日`).
    private static func day(_ word: String) -> Int? {
        var digits = Substring(word)
        if digits.hasSuffix("日") {
            digits = digits.dropLast()
        } else if let suffix = ["st", "nd", "rd", "th"].first(where: { digits.hasSuffix($0) }) {
            digits = digits.dropLast(suffix.count)
        }
        guard (1...2).contains(digits.count), let day = Int(digits), (1...31).contains(day) else {
            return nil
        }
        return day
    }

    /// The year before the first of each Japanese era a person still writes dates in: `令和8年`
    /// is 2026 (`令和元年`, its first year, is typed `令和1年` here).
    private static let japaneseEras = [TextFolding.fold("令和"): 2018, TextFolding.fold("平成"): 1988]

    /// The words before a time that say how an item's date stands to it, in every language read.
    private static let timePrepositions: [String: DateWord.Comparison] = [
        "in": .within, "on": .within, "from": .within, "during": .within, "since": .onOrAfter,
        "after": .after, "before": .before,
    ].merging(europeanTimePrepositions) { english, _ in english }

    /// A year typed alone (`2024`) or in Japanese (`2024年`).
    private static func year(_ word: String) -> Int? {
        let digits = word.hasSuffix("年") ? word.dropLast() : Substring(word)
        return digits.count == 4 ? Int(digits) : nil
    }

    /// `self` with a number and the Japanese unit after it one word (`3月の写真` → `3月`, `の写真`),
    /// as the unit starts a CJK run of its own and the particle after it would take it away.
    private func joiningJapaneseDateUnits() -> FullTextQuery {
        var query = self
        var offset = 0
        while offset + 1 < query.phrases.count {
            let number = query.phrases[offset]
            var run = query.phrases[offset + 1]
            guard number.tokens.count == 1, let digits = number.tokens.first,
                digits.allSatisfy({ $0.isASCII && $0.isNumber }), !run.isAlternative, !run.isQuoted,
                let unit = run.tokens.first?.first, unit == "月" || unit == "年" || unit == "日",
                run.tokens.allSatisfy({ Phrase.isCJKBigram($0) || $0 == String(unit) })
            else {
                offset += 1
                continue
            }
            query.phrases[offset].tokens = [digits + String(unit)]
            query.phrases[offset].isPrefix = false
            run.tokens.removeFirst()
            if run.tokens.isEmpty {
                query.phrases.remove(at: offset + 1)
            } else {
                run.typedScripts = run.typedScripts.map { Array($0.dropFirst()) }
                query.phrases[offset + 1] = run
            }
            offset += 1
        }
        return query
    }

    /// The kinds a person names as a plain word (`photos`, `pdf`, `emails`): those of `kind:`
    /// whose names are seldom just words (not `text`, `app`, `word` or `message`).
    private static let messageKindNames: Set<String> = Set(
        [
            "email", "emails", "mail", "mails", "messages", TextFolding.fold("メール"),
            TextFolding.fold("メッセージ"),
        ]
            + europeanKindNames.filter { ["emails", "messages"].contains($0.key) }.flatMap(\.value).map(
                TextFolding.fold))

    /// The words before a person's name that make them the sender (`from`) or the recipient (`to`).
    private static let personFields = ["from": "from", "to": "to"].merging(europeanPersonFields) {
        english, _ in english
    }

    /// The Japanese kind names by their folded form, which is what a query's words are, as they
    /// are typed (`めーる` → `メール`).
    private static let japaneseKindsAsTyped: [String: String] = Dictionary(
        japaneseKindNames.flatMap { name, _ in
            let folded = TextFolding.fold(name)
            return [(folded, name)] + (folded.hasSuffix("ー") ? [(String(folded.dropLast()), name)] : [])
        }, uniquingKeysWith: { first, _ in first })

    /// What follows a sender's name in Japanese: an honorific, `から` (from), or both.
    private static let japaneseSenderMarks: Set<String> = japaneseHonorifics.union(
        japaneseHonorifics.map { $0 + "から" } + ["から"])

    static let japaneseHonorifics: Set<String> = ["さん", "様", "さま", "くん", "君", "ちゃん", "氏", "先生"]

    /// Japanese words after a time that bound it: since (`先週から`) and until (`昨日まで`).
    private static let japanesePostpositions: [String: DateWord.Comparison] = [
        "から": .onOrAfter, "以降": .onOrAfter, "まで": .onOrBefore, "以前": .onOrBefore,
    ]

    private static let spokenKindTypes: [String: [String]] = kindTypes.filter { name, _ in
        [
            "pdf", "pdfs", "image", "images", "photo", "photos", "picture", "pictures", "movie", "movies",
            "video", "videos", "song", "songs", "email", "emails", "mail", "mails", "contact", "contacts",
            "event", "events", "reminder", "reminders", "messages", "folder", "folders", "presentation",
            "presentations", "spreadsheet", "spreadsheets", "message", "calendar", "bookmark",
            "bookmarks", "music", "audio", "todo", "todos", "to-do", "task", "tasks", "excel", "powerpoint",
            "jpeg", "jpg", "png", "mp3", "pic", "pics", "screenshot", "screenshots", "recording",
            "recordings",
            "voicemail", "voicemails", "texts", "document", "documents", "papers", "paperwork",
        ].contains(name) || japaneseKindsAsTyped[name] != nil || europeanKindWords.contains(name)
    }
}

import Foundation

/// Compiles `filterQueries` (Core Spotlight query strings) into one query that every result must match.
enum FilterQueries {
    /// The filters ANDed, and `extra` (a filter the search box built, such as its kinds), with
    /// `$time` fixed at `now`; `nil` when there are none.
    ///
    /// - Throws: `SearchQueryError(.invalidQuery)` naming the filter that does not parse or resolve.
    static func compile(_ queries: [String], adding extra: QueryExpression? = nil, now: Date)
        throws(SearchQueryError) -> CompiledQuery?
    {
        guard !queries.isEmpty || extra != nil else { return nil }
        var predicates: [QueryPredicate] = []
        for query in queries {
            predicates.append(try predicate(query, now: now, role: "filter query"))
        }
        if let extra { predicates.append(try QueryPredicate.resolve(extra, now: now)) }
        return CompiledQuery(predicate: predicates.count == 1 ? predicates[0] : .and(predicates))
    }

    /// The search box's kinds and dates (``FullTextQuery/kinds``, ``FullTextQuery/dates``) as the
    /// filter query that says the same, built as an expression, never as text; `nil` without
    /// either. `kind:pdf kind:image -kind:jpeg` is `(contentTypeTree == "com.adobe.pdf" ||
    /// contentTypeTree == "public.image") && !(contentTypeTree == "public.jpeg")`: kinds are
    /// alternatives, and an excluded one is left out whatever else is asked; type identifiers are
    /// compared in any case, as Apple's are. `created:2024 modified:this week` is
    /// `InRange(contentCreationDate, $time.iso(2024-01-01), $time.iso(2024-01-01)(+1Y)) &&
    /// InRange(contentModificationDate, $time.this_week, $time.this_week(+1))`: every date must hold.
    static func expression(of text: FullTextQuery, now: Date) -> QueryExpression? {
        let parts =
            [kindsExpression(of: text)].compactMap { $0 } + dateGroups(text.dates, now: now)
            + text.values.map(expression(of:)) + text.fieldWords.compactMap(attributesExpression(of:))
            + text.domains.map(domainExpression(holding:))
        return parts.count > 1 ? .and(parts) : parts.first
    }

    /// A query-language word written as the search box writes a kind (`kind:pdf`, as `mdfind`
    /// reads it, or `-kind:pdf` to leave them out): the filter it stands for, or `.failure` with
    /// the name when it names no kind; `nil` for any other word.
    static func kindsExpression(ofWord word: String) -> Result<QueryExpression, UnknownKind>? {
        guard let colon = word.firstIndex(of: ":"), ["kind", "-kind"].contains(word[..<colon].lowercased())
        else { return nil }
        let text = FullTextQuery(userText: word)
        guard text.phrases.isEmpty, text.fieldWords.isEmpty, text.dates.isEmpty, text.values.isEmpty,
            let expression = kindsExpression(of: text)
        else { return .failure(UnknownKind(name: String(word[word.index(after: colon)...]))) }
        return .success(expression)
    }

    /// A query-language field word's text read as the search box reads one date (`modified:today`,
    /// `date:this week`) or one value (`duration:>=600`, `-flash:1`), or `nil` when it is not
    /// exactly one of them. A month or weekday by name is the one that is `now` or last came.
    static func dateOrValueExpression(ofText text: String, now: Date = Date()) -> QueryExpression? {
        let query = FullTextQuery(userText: text, lastWordIsPrefix: false)
        guard query.dates.count + query.values.count == 1, query.phrases.isEmpty,
            query.excludedPhrases.isEmpty, query.fieldWords.isEmpty, query.kinds.isEmpty
        else { return nil }
        return expression(of: query, now: now)
    }

    /// The attributes a search-box text field searches (``FullTextQuery/fieldColumns``): the one
    /// it names (`title:`, `kMDItemAuthors:`), those its words must be in (`from:`), or every one
    /// whose text feeds its columns (`name:`, `author:`); `nil` for a name that is no text field.
    static func textFieldAttributes(_ field: String) -> [AttributeKey]? {
        guard field != "kind", let columns = FullTextQuery.fieldColumns[field] else { return nil }
        if let attributes = FullTextQuery.fieldAttributes[field] { return attributes }
        if let named = FullTextQuery.namedAttributes[field], named.textColumn != nil { return [named.key] }
        let fed = AttributeCatalog.builtIn.filter { $0.textColumn.map(columns.contains) ?? false }.map(\.key)
        return fed.isEmpty ? nil : fed
    }

    /// A query-language text field's value (`name:Slack`, `author:"Jane Doe"`): `attributes`
    /// holding words that begin as `pattern` does, as the search box matches a field word.
    static func fieldExpression(matching pattern: StringPattern, in attributes: [AttributeKey])
        -> QueryExpression
    {
        let value = QueryValue.string(
            StringPattern(segments: pattern.segments + [.wildcard]),
            [.caseInsensitive, .diacriticInsensitive, .wordBased])
        let clauses = attributes.map {
            QueryExpression.comparison(QueryComparison(.named($0.rawValue), .equal, value))
        }
        return clauses.count == 1 ? clauses[0] : .or(clauses)
    }

    /// The items whose domain identifier holds `part` between its dots: `messages` is the domain
    /// `messages`, its subdomains (`messages.sms`) and any domain ending in it (`mail.messages`).
    static func domainExpression(holding part: String) -> QueryExpression {
        let patterns: [[StringPattern.Segment]] = [
            [.literal(part)], [.literal(part + "."), .wildcard], [.wildcard, .literal("." + part)],
            [.wildcard, .literal("." + part + "."), .wildcard],
        ]
        return .or(
            patterns.map {
                .comparison(
                    QueryComparison(
                        .named(AttributeKey.domainIdentifier.rawValue), .equal,
                        .string(StringPattern(segments: $0), [])))
            })
    }

    /// The name after `kind:` that names no kind of item and no type identifier.
    struct UnknownKind: Error {
        let name: String
    }

    /// The kinds typed, as one filter: any of those wanted, none of those left out.
    private static func kindsExpression(of text: FullTextQuery) -> QueryExpression? {
        // Compared folded, which SQL decides exactly (type identifiers are ASCII, so it is the
        // same as ignoring case): a listing of a kind, or of all but one, needs no item checked.
        func anyOf(_ types: [String]) -> QueryExpression? {
            let clauses = types.map {
                QueryExpression.comparison(
                    QueryComparison(
                        .named(AttributeKey.contentTypeTree.rawValue), .equal,
                        .string(.literal($0), [.caseInsensitive, .diacriticInsensitive])))
            }
            return clauses.count > 1 ? .or(clauses) : clauses.first
        }
        let included = text.kinds.filter { !$0.isExcluded }.flatMap(\.typeIdentifiers)
        var excluded = text.kinds.filter(\.isExcluded).flatMap(\.typeIdentifiers)
        // Videos are pictures that move: MPEG-4 audio (`.m4a`, voice memos) is a movie by the
        // types Apple declares it to conform to, but not one a person asks for by `videos`.
        let audio = ContentType.audio.identifier
        if included.contains(ContentType.movie.identifier), !included.contains(audio) {
            excluded.append(audio)
        }
        let parts = [anyOf(included), anyOf(excluded).map(QueryExpression.not)].compactMap { $0 }
        return parts.count > 1 ? .and(parts) : parts.first
    }

    /// A value typed with its field as the comparisons of its attribute that say the same:
    /// `pages:10-20` is `pageCount >= 10 && pageCount <= 20`, `flash:1` is `flashOn == true`,
    /// `version:2.1` is `version == "2.1*"cdw`.
    private static func expression(of typed: FullTextQuery.ValueWord) -> QueryExpression {
        let attribute = QueryAttribute.named(typed.attribute.rawValue)
        func compared(_ comparison: ComparisonOperator, _ value: QueryValue) -> QueryExpression {
            .comparison(QueryComparison(attribute, comparison, value))
        }
        let expression: QueryExpression
        switch typed.value {
        case .bool(let yes): expression = compared(.equal, .bool(yes))
        case .text(let text): expression = fieldExpression(matching: .literal(text), in: [typed.attribute])
        case .number(let lower, let upper):
            switch typed.comparison {
            case .within where lower == upper: expression = compared(.equal, .number(lower))
            case .within:
                expression = .and([
                    compared(.greaterThanOrEqual, .number(lower)), compared(.lessThanOrEqual, .number(upper)),
                ])
            case .before: expression = compared(.lessThan, .number(lower))
            case .onOrBefore: expression = compared(.lessThanOrEqual, .number(upper))
            case .after: expression = compared(.greaterThan, .number(upper))
            case .onOrAfter: expression = compared(.greaterThanOrEqual, .number(lower))
            }
        }
        return typed.isExcluded ? .not(expression) : expression
    }

    /// A word typed with a field whose attributes share their columns (`from:jane`) as the filter
    /// that keeps it in those attributes (or, excluded, out of them); `nil` for any other field.
    private static func attributesExpression(of word: FullTextQuery.FieldWord) -> QueryExpression? {
        guard !word.attributes.isEmpty, let typed = word.phrases.last else { return nil }
        let expression = fieldExpression(
            matching: .literal(typed.tokens.joined(separator: " ")), in: word.attributes)
        return word.isExcluded ? .not(expression) : expression
    }

    /// The dates, each with those typed after `OR` as its alternatives, as one expression a group.
    private static func dateGroups(_ dates: [FullTextQuery.DateWord], now: Date) -> [QueryExpression] {
        var groups: [[QueryExpression]] = []
        for date in dates {
            let expression = expression(of: date, now: now)
            if date.isAlternative, !groups.isEmpty {
                groups[groups.count - 1].append(expression)
            } else {
                groups.append([expression])
            }
        }
        return groups.map { $0.count > 1 ? .or($0) : $0[0] }
    }

    /// A date typed in the search box as the comparisons of its attributes with `$time` values.
    private static func expression(of date: FullTextQuery.DateWord, now: Date) -> QueryExpression {
        // The span is from the first instant of its first period to the first instant after its
        // last one; a period compared by order stands for its first instant.
        let start = time(date.first, offset: 0, now: now)
        let end = time(date.last, offset: 1, now: now)
        let clauses = date.attributes.map { key -> QueryExpression in
            let attribute = QueryAttribute.named(key.rawValue)
            switch date.comparison {
            case .within: return .inRange(attribute: attribute, lower: .time(start), upper: .time(end))
            case .before: return .comparison(QueryComparison(attribute, .lessThan, .time(start)))
            case .onOrBefore: return .comparison(QueryComparison(attribute, .lessThan, .time(end)))
            case .after, .onOrAfter:
                let bound = date.comparison == .after ? end : start
                return .comparison(QueryComparison(attribute, .greaterThanOrEqual, .time(bound)))
            }
        }
        let expression = clauses.count > 1 ? .or(clauses) : clauses[0]
        return date.isExcluded ? .not(expression) : expression
    }

    /// The attributes and the span of time (seconds since the reference date, as dates are
    /// stored) that the text's dates keep, for ordering what they list by the dates in it:
    /// `nil` unless the text names exactly one time it keeps.
    static func listingSpan(of dates: [FullTextQuery.DateWord], now: Date)
        -> (attributes: [AttributeKey], lower: Double, upper: Double)?
    {
        let kept = dates.filter { !$0.isExcluded }
        guard kept.count == 1, let date = kept.first else { return nil }
        func instant(_ time: TimeExpression) -> Double {
            time.interval(relativeTo: now, timeZone: .current).start.timeIntervalSinceReferenceDate
        }
        let start = instant(time(date.first, offset: 0, now: now))
        let end = instant(time(date.last, offset: 1, now: now))
        let (lower, upper): (Double, Double) =
            switch date.comparison {
            case .within: (start, end)
            case .before: (-.greatestFiniteMagnitude, start)
            case .onOrBefore: (-.greatestFiniteMagnitude, end)
            case .after: (end, .greatestFiniteMagnitude)
            case .onOrAfter: (start, .greatestFiniteMagnitude)
            }
        return (date.attributes, lower, upper)
    }

    /// Days since Monday of a `Calendar` weekday (1 is Sunday), as the search box's weeks start.
    private static func sinceMonday(_ weekday: Int) -> Int { (weekday + 5) % 7 }

    /// The `$time` value of `period` moved `offset` of its own length: `offset` 1 is the period after it.
    private static func time(_ period: FullTextQuery.DateWord.Period, offset: Int, now: Date)
        -> TimeExpression
    {
        // A month or weekday by name is the one that is now or last came, in the time zone the
        // query is read in.
        let calendar = TimeExpression.calendar(timeZone: .current)
        switch period {
        case .month(let month):
            let back = (calendar.component(.month, from: now) - month + 12) % 12
            return TimeExpression(.thisMonth, offset: offset - back, unit: .month)
        case .weekday(let weekday):
            let back = (calendar.component(.weekday, from: now) - weekday + 7) % 7
            return TimeExpression(.today, offset: offset - back, unit: .day)
        case .comingWeekday(let weekday):
            let ahead = (weekday - calendar.component(.weekday, from: now) + 6) % 7 + 1
            return TimeExpression(.today, offset: offset + ahead, unit: .day)
        case .weekend(let weeks):
            // Its length is two days: `offset` 1 is the Monday after it.
            let today = sinceMonday(calendar.component(.weekday, from: now))
            let saturday = weeks.map { $0 * 7 + 5 - today } ?? (today >= 5 ? 5 - today : -2 - today)
            return TimeExpression(.today, offset: saturday + 2 * offset, unit: .day)
        case .pastWeekday(let weekday):
            let back = (calendar.component(.weekday, from: now) - weekday + 6) % 7 + 1
            return TimeExpression(.today, offset: offset - back, unit: .day)
        case .weekdayOfWeek(let weekday, let weeks):
            let ahead =
                weeks * 7 + sinceMonday(weekday) - sinceMonday(calendar.component(.weekday, from: now))
            return TimeExpression(.today, offset: offset + ahead, unit: .day)
        case .dayOfMonth(let month, let day, let isComing):
            let today = calendar.dateComponents([.year, .month, .day], from: now)
            let (thisMonth, thisDay) = (today.month ?? 1, today.day ?? 1)
            let hasCome = (month, day) <= (thisMonth, thisDay)
            let year = (today.year ?? 2000) + (isComing ? (hasCome ? 1 : 0) : (hasCome ? 0 : -1))
            return TimeExpression(.iso(.init(year: year, month: month, day: day)), offset: offset, unit: .day)
        case .calendar(let year, let month, let day):
            let unit: TimeExpression.Unit = day != nil ? .day : month != nil ? .month : .year
            return TimeExpression(
                .iso(.init(year: year, month: month ?? 1, day: day ?? 1)), offset: offset, unit: unit)
        case .relative(let unit, let shift):
            switch unit {
            case .day: return TimeExpression(.today, offset: shift + offset, unit: .day)
            case .week: return TimeExpression(.thisWeek, offset: shift + offset, unit: .week)
            case .month: return TimeExpression(.thisMonth, offset: shift + offset, unit: .month)
            case .year: return TimeExpression(.thisYear, offset: shift + offset, unit: .year)
            }
        }
    }

    /// The SQL conditions of the filters, for searches that add them to their own; when
    /// ``CompiledQuery/needsVerification`` is true the caller must also check each item.
    static func conditions(_ queries: [String], now: Date) throws(SearchQueryError) -> [SQLFragment] {
        guard let compiled = try compile(queries, now: now) else { return [] }
        return [compiled.condition.fragment]
    }

    /// Parses and resolves one query string, turning a syntax error into a query error that carries it.
    static func predicate(_ query: String, now: Date, role: String) throws(SearchQueryError) -> QueryPredicate
    {
        let expression: QueryExpression
        do {
            expression = try QueryExpression.parseCheckingValues(query)
        } catch {
            throw SearchQueryError(
                .invalidQuery, message: "\(role) '\(query)': \(error.description)", syntaxError: error)
        }
        return try QueryPredicate.resolve(expression, now: now)
    }
}

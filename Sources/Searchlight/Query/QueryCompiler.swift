import Foundation

/// A condition on `items` that may be known to be always or never true.
package enum SQLCondition: Sendable, Equatable {
    case always
    case never
    case sql(SQLFragment)

    /// The condition as SQL (`1` or `0` for the constants).
    package var fragment: SQLFragment {
        switch self {
        case .always: SQLFragment("1")
        case .never: SQLFragment("0")
        case .sql(let fragment): fragment
        }
    }

    static func all(_ conditions: [SQLCondition]) -> SQLCondition {
        var parts: [SQLFragment] = []
        for condition in conditions {
            switch condition {
            case .never: return .never
            case .always: continue
            case .sql(let fragment): parts.append(fragment)
            }
        }
        if parts.isEmpty { return .always }
        return .sql(parts.count == 1 ? parts[0] : SQLFragment.balanced(parts, separator: " AND "))
    }

    static func any(_ conditions: [SQLCondition]) -> SQLCondition {
        var parts: [SQLFragment] = []
        for condition in conditions {
            switch condition {
            case .always: return .always
            case .never: continue
            case .sql(let fragment): parts.append(fragment)
            }
        }
        if parts.isEmpty { return .never }
        return .sql(parts.count == 1 ? parts[0] : SQLFragment.balanced(parts, separator: " OR "))
    }

    var negated: SQLCondition {
        switch self {
        case .always: .never
        case .never: .always
        case .sql(let fragment): .sql(SQLFragment("NOT (", []) + fragment + SQLFragment(")"))
        }
    }
}

/// What one clause compiles to, before it is placed in a statement.
package enum ClauseSQL: Sendable, Equatable {
    case constant(Bool)
    /// Items with a row under `key` in `attribute_values` satisfying `condition` (bare column names:
    /// `number`, `text`, `folded`); `singleRow` when an item has at most one such row.
    case values(key: String, condition: SQLFragment?, singleRow: Bool)
    /// Items whose full text matches the FTS5 expression.
    case fullText(String)
    /// A condition on `items` columns.
    case items(SQLFragment)
    /// Items whose row ids `SELECT rowid FROM table WHERE condition` selects: a table keyed by item
    /// row id that can be read on its own, without `items`.
    case rows(table: String, condition: SQLFragment)

    /// The condition on `items`: a lookup set (`items.id IN (…)`, computed once), or with `correlated`
    /// a probe per item (`EXISTS (… item = items.id …)`), cheaper when few items reach it.
    func condition(correlated: Bool) -> SQLCondition {
        switch self {
        case .constant(let value):
            return value ? .always : .never
        case .values(let key, let condition, _):
            var fragment =
                correlated
                ? SQLFragment(
                    "EXISTS (SELECT 1 FROM attribute_values WHERE key = ? AND item = items.id", [.text(key)])
                : SQLFragment("items.id IN (SELECT item FROM attribute_values WHERE key = ?", [.text(key)])
            if var condition {
                // A probe must seek the primary key (key, item); `+number` keeps SQLite from scanning
                // the (key, number) index for every probed item instead.
                if correlated {
                    condition.sql = condition.sql.replacingOccurrences(of: "number", with: "+number")
                }
                fragment = fragment + SQLFragment(" AND ") + condition
            }
            return .sql(fragment + SQLFragment(")"))
        case .fullText(let match):
            return .sql(
                SQLFragment(
                    "items.id IN (SELECT rowid FROM item_text WHERE item_text MATCH ?)", [.text(match)]))
        case .items(let fragment):
            return .sql(fragment)
        case .rows(let table, let condition):
            return .sql(
                SQLFragment("items.id IN (SELECT rowid FROM \(table) WHERE ") + condition + SQLFragment(")"))
        }
    }

    /// How well the clause can drive a query (the table read first, in row order): full text, then a
    /// number range, then a scan of one attribute's values.
    var drivingPreference: Int {
        switch self {
        case .fullText: 3
        case .rows: 2
        case .values(_, let condition?, true): condition.sql.hasPrefix("number") ? 2 : 1
        case .values, .constant, .items: 0
        }
    }
}

/// A query compiled to SQL, with the resolved predicate to check candidates that SQL cannot decide.
package struct CompiledQuery: Sendable {
    /// The resolved query.
    package var predicate: QueryPredicate
    /// A condition on `items` that every matching item satisfies (candidates), besides ``driver``.
    package var candidates: SQLCondition
    /// A clause every match satisfies, read first (in row order) with ``candidates`` checked per row.
    var driver: ClauseSQL?
    /// Whether some candidates may not match, so each must be checked with ``QueryMatcher``.
    package var needsVerification: Bool

    /// Resolves and compiles `expression`, fixing `$time` values at `now`.
    package init(_ expression: QueryExpression, now: Date, timeZone: TimeZone = .current)
        throws(SearchQueryError)
    {
        try self.init(predicate: QueryPredicate.resolve(expression, now: now, timeZone: timeZone))
    }

    package init(predicate: QueryPredicate) {
        let plan = QueryCompiler.plan(predicate)
        self.predicate = predicate
        self.driver = plan.driver
        self.candidates = plan.bounds.upper
        self.needsVerification = !plan.bounds.isExact
    }

    /// The whole condition on `items`, driver included, for use inside another statement.
    package var condition: SQLCondition {
        .all([driver?.condition(correlated: false) ?? .always, candidates])
    }

    /// Whether no item can match.
    package var isEmpty: Bool { candidates == .never || driver == .constant(false) }

    /// Whether a candidate item matches (always true when the SQL was exact).
    package func verifies(_ item: SearchableItem) -> Bool {
        !needsVerification || QueryMatcher.matches(predicate, item)
    }
}

/// Compiles a ``QueryPredicate`` into conditions on the `items` table (alias `items`).
///
/// Every clause compiles to a non-NULL condition: usually `items.id IN (SELECT …)` over
/// `attribute_values` or the full-text index `item_text`. User text only ever becomes an argument.
///
/// Some clauses cannot be decided in SQL exactly (case-only folding, word matches in a full-text column
/// shared by several attributes, substrings of body text). Those compile to a superset of the matching
/// items, and the whole query is then checked item by item. To stay sound under `!`, each subtree
/// carries two conditions: `upper`, true for every match (possibly more), and `lower`, true only for
/// matches (possibly fewer); negation swaps them.
package enum QueryCompiler {
    struct Bounds {
        var upper: SQLCondition
        var lower: SQLCondition
        var isExact: Bool
    }

    /// Picks a driving clause among the top-level conjuncts and compiles the rest as per-row checks.
    ///
    /// SQLite would otherwise build every `IN (…)` set in full (a scan of a whole attribute for a
    /// suffix test under `!`, say) before combining them; reading the most selective kind of clause first
    /// and probing the others per row keeps the work proportional to that clause's matches.
    static func plan(_ predicate: QueryPredicate) -> (driver: ClauseSQL?, bounds: Bounds) {
        var operands: [QueryPredicate]
        if case .and(let list) = predicate { operands = list } else { operands = [predicate] }
        // The full-text conjuncts drive together, as one FTS5 expression.
        let group = FullTextGroup(operands)
        if let match = group.conjunction {
            var rest = compile(.and(group.rest), correlated: true)
            rest.isExact = rest.isExact && group.allExact
            return (.fullText(match), rest)
        }
        var best: (offset: Int, sql: ClauseSQL, exact: Bool)?
        for (offset, operand) in operands.enumerated() {
            guard case .clause(let clause) = operand, !clause.isNegated else { continue }
            let (sql, exact) = compile(clause)
            if sql.drivingPreference > (best?.sql.drivingPreference ?? 0) { best = (offset, sql, exact) }
        }
        guard let best else { return (nil, compile(predicate, correlated: false)) }
        operands.remove(at: best.offset)
        var rest = compile(.and(operands), correlated: true)
        rest.isExact = rest.isExact && best.exact
        return (best.sql, rest)
    }

    /// How deep `&&`, `||` and `!` may nest in SQL. Each level nests a sub-select or parentheses,
    /// and SQLite's parser stack overflows past about fifteen; deeper subtrees are decided by
    /// ``QueryMatcher`` instead, so any nesting the parser accepts runs.
    static let maximumSQLDepth = 8

    static func compile(_ predicate: QueryPredicate, correlated: Bool, depth: Int = 0) -> Bounds {
        if depth > maximumSQLDepth, !predicate.isClauseOrConstant {
            // Every item is a candidate and none is known to match: the whole query is then checked
            // item by item, which is exact.
            return Bounds(upper: .always, lower: .never, isExact: false)
        }
        switch predicate {
        case .constant(let value):
            return Bounds(upper: value ? .always : .never, lower: value ? .always : .never, isExact: true)
        case .clause(let clause):
            let (sql, exact) = compile(clause)
            let condition = sql.condition(correlated: correlated || clause.isNegated)
            let bounds = Bounds(upper: condition, lower: exact ? condition : .never, isExact: exact)
            return clause.isNegated ? negate(bounds) : bounds
        case .not(.not(let operand)):
            // `!!a` is `a`; unwrapping it keeps the SQL shallow, as SQLite's parser stack is small.
            return compile(operand, correlated: correlated, depth: depth)
        case .not(let operand):
            return negate(compile(operand, correlated: true, depth: depth + 1))
        case .and(let operands):
            // One `MATCH` per group: SQLite cannot plan many `MATCH` sub-selects over one table (past 16
            // it fails with "unable to use function MATCH in the requested context"), and one FTS5
            // expression reads each term's postings once.
            let group = FullTextGroup(operands)
            var parts = group.rest.map { compile($0, correlated: correlated, depth: depth + 1) }
            if let match = group.conjunction {
                let condition = ClauseSQL.fullText(match).condition(correlated: correlated)
                parts.append(
                    Bounds(
                        upper: condition, lower: group.allExact ? condition : .never, isExact: group.allExact)
                )
            }
            return Bounds(
                upper: .all(parts.map(\.upper)), lower: .all(parts.map(\.lower)),
                isExact: parts.allSatisfy(\.isExact))
        case .or(let operands):
            let group = FullTextGroup(operands)
            var parts = group.rest.map { compile($0, correlated: correlated, depth: depth + 1) }
            if let match = group.disjunction {
                let lower = group.exactDisjunction.map {
                    ClauseSQL.fullText($0).condition(correlated: correlated)
                }
                parts.append(
                    Bounds(
                        upper: ClauseSQL.fullText(match).condition(correlated: correlated),
                        lower: lower ?? .never,
                        isExact: group.allExact))
            }
            return Bounds(
                upper: .any(parts.map(\.upper)), lower: .any(parts.map(\.lower)),
                isExact: parts.allSatisfy(\.isExact))
        }
    }

    /// The positive full-text clauses among the operands of an `&&` or `||`, as FTS5 expressions to merge,
    /// and the other operands.
    private struct FullTextGroup {
        var expressions: [String] = []
        var exactExpressions: [String] = []
        var allExact = true
        var rest: [QueryPredicate] = []

        init(_ operands: [QueryPredicate]) {
            var seen: Set<String> = []
            for operand in operands {
                guard case .clause(let clause) = operand, !clause.isNegated,
                    case (.fullText(let match), let exact) = QueryCompiler.compile(clause)
                else {
                    rest.append(operand)
                    continue
                }
                allExact = allExact && exact
                // Repeated words (`a a a …`) add nothing to either a conjunction or a disjunction.
                guard seen.insert(match).inserted else { continue }
                expressions.append(match)
                if exact { exactExpressions.append(match) }
            }
        }

        var conjunction: String? { Self.join(expressions, "AND") }
        var disjunction: String? { Self.join(expressions, "OR") }
        var exactDisjunction: String? { Self.join(exactExpressions, "OR") }

        private static func join(_ expressions: [String], _ operator: String) -> String? {
            guard expressions.count > 1 else { return expressions.first }
            return expressions.map { "(" + $0 + ")" }.joined(separator: " \(`operator`) ")
        }
    }

    private static func negate(_ bounds: Bounds) -> Bounds {
        Bounds(upper: bounds.lower.negated, lower: bounds.upper.negated, isExact: bounds.isExact)
    }

    // MARK: Clauses

    /// The condition for a clause (ignoring its negation) and whether it is exact.
    static func compile(_ clause: QueryClause) -> (ClauseSQL, exact: Bool) {
        let attribute = clause.attribute
        switch clause.test {
        case .present:
            switch attribute.location {
            case .values(let key):
                return (.values(key: key, condition: nil, singleRow: !attribute.isMultiValued), true)
            case .contentType: return (.constant(true), true)
            case .domain: return (.items(SQLFragment("items.domain IS NOT NULL")), true)
            case .fullTextOnly, .unstored, .anyText: return (.constant(true), false)
            }
        case .number(let range):
            guard case .values(let key) = attribute.location else { return (.constant(false), true) }
            var conditions: [String] = []
            var arguments: [SQLFragment.Argument] = []
            if let lower = range.lower {
                conditions.append(range.lowerInclusive ? "number >= ?" : "number > ?")
                arguments.append(.real(lower))
            }
            if let upper = range.upper {
                conditions.append(range.upperInclusive ? "number <= ?" : "number < ?")
                arguments.append(.real(upper))
            }
            if conditions.isEmpty { conditions.append("number IS NOT NULL") }
            return (
                .values(
                    key: key, condition: SQLFragment(conditions.joined(separator: " AND "), arguments),
                    singleRow: !attribute.isMultiValued),
                true
            )
        case .text(let test):
            if test.isWordBased { return words(test, attribute) }
            return wholeValue(test, attribute)
        }
    }

    private static func fullText(_ query: FullTextQuery, column: TextColumn?) -> ClauseSQL {
        guard !query.isEmpty else { return .constant(false) }
        return .fullText(query.matchExpression(columns: column.map { [$0] }))
    }

    // MARK: Words (`w`, `t`)

    private static func words(_ test: TextTest, _ attribute: ResolvedAttribute) -> (ClauseSQL, exact: Bool) {
        let searchable = attribute.location == .anyText || attribute.textColumn != nil
        guard searchable else { return (presence(attribute), false) }
        let column = attribute.location == .anyText ? nil : attribute.textColumn
        let phrase: FullTextQuery.Phrase
        switch test.pattern.shape {
        case .exact(let text): phrase = FullTextQuery.Phrase(tokens: Tokenizer.tokens(text), isPrefix: false)
        case .prefix(let text): phrase = FullTextQuery.Phrase(tokens: Tokenizer.tokens(text), isPrefix: true)
        case .anyValue: return (presence(attribute), false)
        case .suffix, .substring, .general:
            return (candidates(test.pattern, folding: false, column: column) ?? presence(attribute), false)
        }
        guard !phrase.tokens.isEmpty else { return (.constant(false), true) }
        // FTS5 phrases run across the values of a column (and, for `*`, across attributes), while a
        // match must lie within one value.
        let spansValues =
            phrase.tokens.count > 1 && (attribute.isMultiValued || attribute.location == .anyText)
        let exact =
            test.isFullyFolded && !spansValues
            && (attribute.location == .anyText || !attribute.sharesTextColumn)
        return (fullText(FullTextQuery(phrases: [phrase]), column: column), exact)
    }

    /// A full-text condition every item whose value matches `pattern` satisfies: the pattern's tokens that
    /// are whole words of any matching value (not cut by a wildcard), and a word cut by a trailing wildcard
    /// as a prefix.
    ///
    /// With `folding`, tokens come from the folded pattern, as whole values compare (no camelCase split);
    /// otherwise from the pattern as written, as `w` compares words.
    static func tokenSuperset(_ pattern: StringPattern, folding: Bool) -> FullTextQuery {
        var phrases: [FullTextQuery.Phrase] = []
        let segments = pattern.segments
        for (index, segment) in segments.enumerated() {
            guard case .literal(let literal) = segment else { continue }
            let leading = index > 0
            let trailing = index < segments.count - 1
            var text = folding ? TextFolding.fold(literal) : literal
            text.withUTF8 { utf8 in
                Tokenizer.tokenize(utf8) { token, range in
                    let isCJK = Tokenizer.isCJKToken(token)
                    let touchesStart = range.lowerBound == 0
                    let touchesEnd = range.upperBound == utf8.count
                    let characters = String(decoding: token, as: UTF8.self).unicodeScalars.count
                    // A bigram is a bigram of any longer run too; a word or a lone CJK character cut by
                    // a leading wildcard may be the end of something longer.
                    if touchesStart && leading && !(isCJK && characters == 2) { return true }
                    phrases.append(
                        FullTextQuery.Phrase(
                            tokens: [String(decoding: token, as: UTF8.self)], isPrefix: touchesEnd && trailing
                        ))
                    return true
                }
            }
        }
        return FullTextQuery(phrases: phrases)
    }

    /// The items in `column` (any when `nil`) that may match `pattern`: those holding its words
    /// (``tokenSuperset(_:folding:)``), or, where that keeps no word or only short beginnings that
    /// most of the vocabulary starts with (`*commented on*` keeps `on*`), those holding a word
    /// that contains its longest word (``wordsContaining(_:column:)``). `nil` for any item.
    private static func candidates(_ pattern: StringPattern, folding: Bool, column: TextColumn?) -> ClauseSQL?
    {
        let superset = tokenSuperset(pattern, folding: folding)
        let keepsOnlyShortBeginnings = superset.phrases.allSatisfy {
            $0.isPrefix && $0.tokens.joined().unicodeScalars.count < 4
        }
        if keepsOnlyShortBeginnings, let containing = wordsContaining(pattern, column: column) {
            return containing
        }
        return superset.isEmpty ? nil : fullText(superset, column: column)
    }

    /// For a pattern whose every literal may lie inside a longer word (`*firewall*`, `*wall`), of
    /// which ``tokenSuperset(_:folding:)`` can use nothing: the items holding, in `column` (any when
    /// `nil`), an indexed word that contains its longest literal, found in the full-text index's
    /// vocabulary. Without it, such a test on body text reads and checks every item's text.
    ///
    /// A superset under any folding the test asks for: the literal, folded, is one run of letters
    /// and digits, and folding keeps letters letters and separators separators, so in a matching
    /// value it lies within one run, which the index holds whole (a camelCase word is also stored
    /// joined). A run longer than ``Tokenizer/maximumTokenLength`` is stored cut, so the items with
    /// such a word are candidates too. `nil` for a literal shorter than three characters (most of
    /// the vocabulary contains it), of n-gram scripts, or with marks a token may keep (`c++`).
    static func wordsContaining(_ pattern: StringPattern, column: TextColumn?) -> ClauseSQL? {
        var longest: String?
        for case .literal(let literal) in pattern.segments {
            // A literal of several words (`commented on`) lies in several runs; each of its words
            // made of letters and digits alone lies within one.
            let folded = TextFolding.fold(literal)
            let tokens = Tokenizer.tokens(folded)
            let words =
                tokens == [folded]
                ? tokens
                : tokens.filter {
                    $0.unicodeScalars.allSatisfy {
                        $0.properties.isAlphabetic || $0.properties.numericType != nil
                    }
                }
            for word in words {
                guard word.unicodeScalars.count >= 3,
                    word.unicodeScalars.count > longest?.unicodeScalars.count ?? 0,
                    !word.utf8.contains(where: { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "#") }),
                    !Tokenizer.isCJKToken(word.utf8)
                else { continue }
                longest = word
            }
        }
        guard let longest else { return nil }
        // One FTS5 expression of every such word, quoted; `""` (no word) matches nothing.
        let restriction = column.map { "{\($0.name)} : (" } ?? "("
        return .rows(
            table: "item_text",
            condition: SQLFragment(
                "item_text MATCH (SELECT coalesce(? || group_concat('\"' || replace(term, '\"', '\"\"') || '\"', "
                    + "' OR ') || ')', '\"\"') FROM item_vocabulary WHERE instr(term, ?) > 0 "
                    + "OR length(CAST(term AS BLOB)) > ?)",
                [.text(restriction), .text(longest), .integer(Tokenizer.maximumTokenLength - 4)]))
    }

    private static func presence(_ attribute: ResolvedAttribute) -> ClauseSQL {
        switch attribute.location {
        case .values(let key): .values(key: key, condition: nil, singleRow: !attribute.isMultiValued)
        case .domain: .items(SQLFragment("items.domain IS NOT NULL"))
        case .contentType, .fullTextOnly, .unstored, .anyText: .constant(true)
        }
    }

    // MARK: Whole values

    private static func wholeValue(_ test: TextTest, _ attribute: ResolvedAttribute) -> (
        ClauseSQL, exact: Bool
    ) {
        switch attribute.location {
        case .values(let key):
            let column = test.isLiteral ? "text" : "folded"
            // `c` alone and `d` alone fold less than the stored folded text: that narrows, the check decides.
            let foldsExactly = test.isLiteral || test.isFullyFolded
            guard
                let (condition, exact) = textCondition(
                    column: column, test, fold: !test.isLiteral, multiValued: attribute.isMultiValued)
            else { return (presence(attribute), false) }
            if let trigrams = titleTrigrams(test, key: key, column: column, condition: condition) {
                return (trigrams, exact && foldsExactly)
            }
            return (.values(key: key, condition: condition, singleRow: true), exact && foldsExactly)
        case .contentType, .domain:
            let column = attribute.location == .domain ? "items.domain" : "items.content_type"
            guard test.isLiteral,
                let (condition, exact) = textCondition(column: column, test, fold: false, multiValued: false)
            else { return (presence(attribute), false) }
            return (.items(SQLFragment("(\(column) IS NOT NULL AND ") + condition + SQLFragment(")")), exact)
        case .fullTextOnly, .anyText:
            guard test.operation == .matches else { return (presence(attribute), false) }
            let column = attribute.location == .anyText ? nil : attribute.textColumn
            return (candidates(test.pattern, folding: true, column: column) ?? .constant(true), false)
        case .unstored:
            return (.constant(true), false)
        }
    }

    /// For a folded comparison of the title with a substring of three or more characters: the
    /// comparison run on the titles holding the substring's trigrams (``TitleTrigrams``, which keeps the folded
    /// titles too, so no other table is read). A substring of exactly three characters is its
    /// own trigram: the trigram index alone decides it.
    private static func titleTrigrams(_ test: TextTest, key: String, column: String, condition: SQLFragment)
        -> ClauseSQL?
    {
        guard key == TitleTrigrams.attributeKey, column == "folded", test.operation == .matches else {
            return nil
        }
        let literals = test.pattern.segments.compactMap { segment -> String? in
            if case .literal(let text) = segment { TextFolding.fold(text) } else { nil }
        }
        // Only substrings: a suffix or a pattern is usually one condition among others on few
        // items, which a probe per item decides more cheaply than a set built from the trigrams.
        guard case .substring = test.pattern.shape else { return nil }
        let decidedByTrigram = literals.count == 1 && literals[0].unicodeScalars.count == 3
        guard let match = TitleTrigrams.matchExpression(literals: literals) else { return nil }
        let trigrams = SQLFragment("title_trigrams MATCH ?", [.text(match)])
        return .rows(
            table: "title_trigrams",
            condition: decidedByTrigram ? trigrams : trigrams + SQLFragment(" AND ") + condition)
    }

    /// A condition on one text column; `nil` when the column cannot narrow the test at all.
    private static func textCondition(
        column: String, _ test: TextTest, fold: Bool, multiValued: Bool
    ) -> (SQLFragment, exact: Bool)? {
        let separator = String(AttributeRow.separator)
        func prepare(_ text: String) -> String { fold ? TextFolding.fold(text) : text }
        let literals = test.pattern.segments.compactMap { segment -> String? in
            if case .literal(let text) = segment { return text } else { return nil }
        }
        // A value containing the separator cannot be told apart from two values, nor an empty list from
        // a list holding one empty string.
        let exact =
            !multiValued || !literals.contains { $0.contains(separator) || $0.isEmpty } && !literals.isEmpty
        if test.operation != .matches {
            guard !multiValued else { return nil }
            let symbol =
                switch test.operation {
                case .less: "<"
                case .lessOrEqual: "<="
                case .greater: ">"
                case .greaterOrEqual: ">="
                case .matches: "="
                }
            return (
                SQLFragment("\(column) \(symbol) ?", [.text(prepare(test.pattern.literalText ?? ""))]), true
            )
        }
        switch test.pattern.shape {
        case .exact(let text):
            let value = prepare(text)
            if multiValued {
                return (
                    SQLFragment(
                        "instr(char(31) || \(column) || char(31), ?) > 0",
                        [.text(separator + value + separator)]),
                    exact
                )
            }
            return (SQLFragment("\(column) = ?", [.text(value)]), true)
        case .prefix(let text):
            let value = prepare(text)
            if multiValued {
                return (SQLFragment("instr(char(31) || \(column), ?) > 0", [.text(separator + value)]), exact)
            }
            return (
                SQLFragment(
                    "substr(\(column), 1, ?) = ?", [.integer(value.unicodeScalars.count), .text(value)]), true
            )
        case .suffix(let text):
            let value = prepare(text)
            if multiValued {
                return (SQLFragment("instr(\(column) || char(31), ?) > 0", [.text(value + separator)]), exact)
            }
            let length = value.unicodeScalars.count
            return (
                SQLFragment(
                    "length(\(column)) >= ? AND substr(\(column), -?) = ?",
                    [.integer(length), .integer(length), .text(value)]),
                true
            )
        case .substring(let text):
            return (SQLFragment("instr(\(column), ?) > 0", [.text(prepare(text))]), exact)
        case .anyValue:
            return nil
        case .general:
            guard !literals.isEmpty else { return nil }
            let parts = literals.map { SQLFragment("instr(\(column), ?) > 0", [.text(prepare($0))]) }
            return (SQLFragment.balanced(parts, separator: " AND "), false)
        }
    }
}

extension QueryPredicate {
    /// A single clause or a constant: no nesting of its own.
    fileprivate var isClauseOrConstant: Bool {
        switch self {
        case .clause, .constant: true
        case .and, .or, .not: false
        }
    }
}

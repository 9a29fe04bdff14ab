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
        return .sql(parts.count == 1 ? parts[0] : SQLFragment.joined(parts, separator: " AND "))
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
        return .sql(parts.count == 1 ? parts[0] : SQLFragment.joined(parts, separator: " OR "))
    }

    var negated: SQLCondition {
        switch self {
        case .always: .never
        case .never: .always
        case .sql(let fragment): .sql(SQLFragment("NOT (", []) + fragment + SQLFragment(")"))
        }
    }
}

/// A query compiled to SQL, with the resolved predicate to check candidates that SQL cannot decide.
package struct CompiledQuery: Sendable {
    /// The resolved query.
    package var predicate: QueryPredicate
    /// A condition on `items` that every matching item satisfies (candidates).
    package var candidates: SQLCondition
    /// Whether some candidates may not match, so each must be checked with ``QueryMatcher``.
    package var needsVerification: Bool

    /// Resolves and compiles `expression`, fixing `$time` values at `now`.
    package init(_ expression: QueryExpression, now: Date, timeZone: TimeZone = .current) throws(SearchQueryError) {
        try self.init(predicate: QueryPredicate.resolve(expression, now: now, timeZone: timeZone))
    }

    package init(predicate: QueryPredicate) {
        let bounds = QueryCompiler.compile(predicate)
        self.predicate = predicate
        self.candidates = bounds.upper
        self.needsVerification = !bounds.isExact
    }

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

    static func compile(_ predicate: QueryPredicate) -> Bounds {
        switch predicate {
        case .constant(let value):
            return Bounds(upper: value ? .always : .never, lower: value ? .always : .never, isExact: true)
        case .clause(let clause):
            let (condition, exact) = compile(clause)
            let bounds = Bounds(upper: condition, lower: exact ? condition : .never, isExact: exact)
            return clause.isNegated ? negate(bounds) : bounds
        case .not(let operand):
            return negate(compile(operand))
        case .and(let operands):
            let parts = operands.map(compile)
            return Bounds(
                upper: .all(parts.map(\.upper)), lower: .all(parts.map(\.lower)),
                isExact: parts.allSatisfy(\.isExact))
        case .or(let operands):
            let parts = operands.map(compile)
            return Bounds(
                upper: .any(parts.map(\.upper)), lower: .any(parts.map(\.lower)),
                isExact: parts.allSatisfy(\.isExact))
        }
    }

    private static func negate(_ bounds: Bounds) -> Bounds {
        Bounds(upper: bounds.lower.negated, lower: bounds.upper.negated, isExact: bounds.isExact)
    }

    // MARK: Clauses

    /// The condition for a clause (ignoring its negation) and whether it is exact.
    static func compile(_ clause: QueryClause) -> (SQLCondition, exact: Bool) {
        let attribute = clause.attribute
        switch clause.test {
        case .present:
            switch attribute.location {
            case .values(let key): return (valuesCondition(key: key, nil), true)
            case .contentType: return (.always, true)
            case .domain: return (.sql(SQLFragment("items.domain IS NOT NULL")), true)
            case .fullTextOnly, .unstored, .anyText: return (.always, false)
            }
        case .number(let range):
            guard case .values(let key) = attribute.location else { return (.never, true) }
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
            return (valuesCondition(key: key, SQLFragment(conditions.joined(separator: " AND "), arguments)), true)
        case .text(let test):
            if test.isWordBased { return words(test, attribute) }
            return wholeValue(test, attribute)
        }
    }

    /// `items.id IN (SELECT item FROM attribute_values WHERE key = ? [AND condition])`.
    private static func valuesCondition(key: String, _ condition: SQLFragment?) -> SQLCondition {
        var fragment = SQLFragment("items.id IN (SELECT item FROM attribute_values WHERE key = ?", [.text(key)])
        if let condition { fragment = fragment + SQLFragment(" AND ") + condition }
        return .sql(fragment + SQLFragment(")"))
    }

    private static func fullText(_ query: FullTextQuery, column: TextColumn?) -> SQLCondition {
        guard !query.isEmpty else { return .never }
        return .sql(
            SQLFragment(
                "items.id IN (SELECT rowid FROM item_text WHERE item_text MATCH ?)",
                [.text(query.matchExpression(columns: column.map { [$0] }))]))
    }

    // MARK: Words (`w`, `t`)

    private static func words(_ test: TextTest, _ attribute: ResolvedAttribute) -> (SQLCondition, exact: Bool) {
        let searchable = attribute.location == .anyText || attribute.textColumn != nil
        guard searchable else { return (presence(attribute), false) }
        let column = attribute.location == .anyText ? nil : attribute.textColumn
        let phrase: FullTextQuery.Phrase
        switch test.pattern.shape {
        case .exact(let text): phrase = FullTextQuery.Phrase(tokens: Tokenizer.tokens(text), isPrefix: false)
        case .prefix(let text): phrase = FullTextQuery.Phrase(tokens: Tokenizer.tokens(text), isPrefix: true)
        case .anyValue: return (presence(attribute), false)
        case .suffix, .substring, .general:
            let superset = tokenSuperset(test.pattern, folding: false)
            return (superset.isEmpty ? presence(attribute) : fullText(superset, column: column), false)
        }
        guard !phrase.tokens.isEmpty else { return (.never, true) }
        // FTS5 phrases run across the values of a column (and, for `*`, across attributes), while a
        // match must lie within one value.
        let spansValues = phrase.tokens.count > 1 && (attribute.isMultiValued || attribute.location == .anyText)
        let exact =
            test.isFullyFolded && !spansValues && (attribute.location == .anyText || !attribute.sharesTextColumn)
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
                    let isCJK = (token.first ?? 0) >= 0xE3
                    let touchesStart = range.lowerBound == 0
                    let touchesEnd = range.upperBound == utf8.count
                    let characters = String(decoding: token, as: UTF8.self).unicodeScalars.count
                    // A bigram is a bigram of any longer run too; a word or a lone CJK character cut by
                    // a leading wildcard may be the end of something longer.
                    if touchesStart && leading && !(isCJK && characters == 2) { return true }
                    phrases.append(
                        FullTextQuery.Phrase(
                            tokens: [String(decoding: token, as: UTF8.self)], isPrefix: touchesEnd && trailing))
                    return true
                }
            }
        }
        return FullTextQuery(phrases: phrases)
    }

    private static func presence(_ attribute: ResolvedAttribute) -> SQLCondition {
        switch attribute.location {
        case .values(let key): valuesCondition(key: key, nil)
        case .domain: .sql(SQLFragment("items.domain IS NOT NULL"))
        case .contentType, .fullTextOnly, .unstored, .anyText: .always
        }
    }

    // MARK: Whole values

    private static func wholeValue(_ test: TextTest, _ attribute: ResolvedAttribute) -> (SQLCondition, exact: Bool) {
        switch attribute.location {
        case .values(let key):
            let column = test.isLiteral ? "text" : "folded"
            // `c` alone and `d` alone fold less than the stored folded text: that narrows, the check decides.
            let foldsExactly = test.isLiteral || test.isFullyFolded
            guard
                let (condition, exact) = textCondition(
                    column: column, test, fold: !test.isLiteral, multiValued: attribute.isMultiValued)
            else { return (presence(attribute), false) }
            return (valuesCondition(key: key, condition), exact && foldsExactly)
        case .contentType, .domain:
            let column = attribute.location == .domain ? "items.domain" : "items.content_type"
            guard test.isLiteral, let (condition, exact) = textCondition(column: column, test, fold: false, multiValued: false)
            else { return (presence(attribute), false) }
            return (.sql(SQLFragment("(\(column) IS NOT NULL AND ") + condition + SQLFragment(")")), exact)
        case .fullTextOnly, .anyText:
            guard test.operation == .matches else { return (presence(attribute), false) }
            let column = attribute.location == .anyText ? nil : attribute.textColumn
            let superset = tokenSuperset(test.pattern, folding: true)
            return (superset.isEmpty ? .always : fullText(superset, column: column), false)
        case .unstored:
            return (.always, false)
        }
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
        // A value containing the separator cannot be told apart from two values.
        let exact = !multiValued || !literals.contains { $0.contains(separator) }
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
            return (SQLFragment("\(column) \(symbol) ?", [.text(prepare(test.pattern.literalText ?? ""))]), true)
        }
        switch test.pattern.shape {
        case .exact(let text):
            let value = prepare(text)
            if multiValued {
                return (
                    SQLFragment(
                        "instr(char(31) || \(column) || char(31), ?) > 0", [.text(separator + value + separator)]),
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
                SQLFragment("substr(\(column), 1, ?) = ?", [.integer(value.unicodeScalars.count), .text(value)]), true
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
            return (SQLFragment.joined(parts, separator: " AND "), false)
        }
    }
}

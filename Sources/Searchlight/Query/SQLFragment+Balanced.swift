extension SQLFragment {
    /// `fragments` joined by `separator` (`" AND "`, `" OR "`) as a balanced tree of parentheses.
    ///
    /// SQLite parses `a AND b AND c …` into a chain as deep as it is long, and rejects expressions
    /// deeper than 1,000 levels (`SQLITE_MAX_EXPR_DEPTH`); a balanced tree of 1,000 operands is 10 deep.
    package static func balanced(_ fragments: [SQLFragment], separator: String) -> SQLFragment {
        guard fragments.count > 2 else { return joined(fragments, separator: separator) }
        let middle = fragments.count / 2
        return joined(
            [
                balanced(Array(fragments[..<middle]), separator: separator),
                balanced(Array(fragments[middle...]), separator: separator),
            ], separator: separator)
    }
}

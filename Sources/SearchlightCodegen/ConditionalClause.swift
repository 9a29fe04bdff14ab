/// One `#if` block a declaration sits in: the conditions of the chain up to the branch it is
/// in, and whether that branch is the `#else`.
///
/// `#if A … #elseif B <decl> … #endif` is `ConditionalClause(conditions: ["A", "B"], isElse: false)`;
/// the renderer reproduces it with empty earlier branches, which selects the same code.
struct ConditionalClause: Sendable, Hashable {
    var conditions: [String]
    var isElse: Bool

    /// The directive lines that open the branch.
    var openingLines: [String] {
        var lines: [String] = []
        for (position, condition) in conditions.enumerated() {
            lines.append((position == 0 ? "#if " : "#elseif ") + condition)
        }
        if isElse {
            lines.append("#else")
        }
        return lines
    }
}

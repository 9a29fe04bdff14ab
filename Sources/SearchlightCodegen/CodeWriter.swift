/// Accumulates generated lines with indentation.
struct CodeWriter {
    private(set) var text = ""
    private var depth = 0

    mutating func line(_ content: String = "") {
        if content.isEmpty {
            text += "\n"
        } else if content.hasPrefix("#") {
            // Compiler directives sit at the indentation of the code they wrap.
            text += String(repeating: "    ", count: depth) + content + "\n"
        } else {
            text += String(repeating: "    ", count: depth) + content + "\n"
        }
    }

    /// Writes `opening`, the block's lines one level deeper, then `closing`.
    mutating func block(_ opening: String, closing: String = "}", _ body: (inout CodeWriter) -> Void) {
        line(opening)
        depth += 1
        body(&self)
        depth -= 1
        line(closing)
    }

    /// Wraps the lines in the `#if` blocks, outermost first.
    mutating func conditional(_ clauses: [ConditionalClause], _ body: (inout CodeWriter) -> Void) {
        guard let first = clauses.first else {
            body(&self)
            return
        }
        for opening in first.openingLines { line(opening) }
        conditional(Array(clauses.dropFirst()), body)
        line("#endif")
    }
}

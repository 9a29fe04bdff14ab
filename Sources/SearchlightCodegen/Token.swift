/// A lexical token of Swift source, as the declaration scanner needs it.
struct Token: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        /// A name or keyword; backticked names keep their backticks in the source range.
        case identifier
        /// A number literal.
        case number
        /// A string literal of any form, interpolations included.
        case string
        /// A regex literal, `/…/` or `#/…/#`.
        case regex
        /// `#` followed by a name: `#if`, `#endif`, `#warning`, `#selector` …
        case pound
        /// Any other single byte: `{`, `)`, `@`, `.`, `=`, `<` …
        case punctuation
    }

    var kind: Kind
    /// The byte range in the source.
    var range: Range<Int>
    var location: SourceLocation
    /// Whether the token is the first on its line, which ends statements in Swift.
    var startsLine: Bool
}

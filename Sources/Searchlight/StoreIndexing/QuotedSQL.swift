/// Quoting for the few places where a name cannot be a bound parameter: identifiers in SQL
/// text, and string literals inside trigger bodies (DDL takes no parameters).
enum QuotedSQL {
    /// `name` as a quoted identifier: `"my ""table"""`.
    static func identifier(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// `text` as a string literal: `'it''s'`.
    static func literal(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
    }
}

/// Helpers for building query strings from untrusted text.
///
/// ```swift
/// let query = "title == \"\(QueryString.escape(userText))*\"cd"   // user text as a literal prefix
/// ```
public enum QueryString {
    /// Escapes `userText` so that, placed between double (or single) quotes in a query, it is matched
    /// literally.
    ///
    /// Backslashes, both quote characters and the wildcards `*` and `?` get a `\`; newline,
    /// carriage return and tab become `\n`, `\r` and `\t`; a leading `$` is escaped so the text is
    /// never read as a `$time` value.
    public static func escape(_ userText: String) -> String {
        var output = String.UnicodeScalarView()
        for (position, scalar) in userText.unicodeScalars.enumerated() {
            switch scalar {
            case "\\", "\"", "'", "*", "?":
                output.append("\\")
                output.append(scalar)
            case "$" where position == 0:
                output.append("\\")
                output.append(scalar)
            case "\n":
                output.append(contentsOf: #"\n"#.unicodeScalars)
            case "\r":
                output.append(contentsOf: #"\r"#.unicodeScalars)
            case "\t":
                output.append(contentsOf: #"\t"#.unicodeScalars)
            default:
                output.append(scalar)
            }
        }
        return String(output)
    }

    /// `userText` escaped and in double quotes: a string value that matches exactly `userText`.
    ///
    /// ```swift
    /// "title == " + QueryString.quoted(#"say "hi" *now*"#)   // title == "say \"hi\" \*now\*"
    /// ```
    public static func quoted(_ userText: String) -> String {
        "\"" + escape(userText) + "\""
    }
}

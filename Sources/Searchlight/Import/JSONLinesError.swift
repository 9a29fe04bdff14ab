/// A malformed line in a JSON Lines item file, with where and what.
///
/// ```
/// line 2, column 14: invalid JSON: expected ',' or '}' after a member of an object
/// line 3, field 'startDate': expected an ISO 8601 date
/// ```
public struct JSONLinesError: Error, Sendable, Equatable, CustomStringConvertible {
    /// 1-based line number.
    public let line: Int
    /// 1-based column of the problem on its line, in Unicode scalars, when the problem is at one
    /// place of the text (invalid JSON, invalid UTF-8, an inexact number).
    public let column: Int?
    /// The field at fault (`id`, `startDate`, …), when one is.
    public let field: String?
    /// What is wrong.
    public let message: String

    /// Creates an error at `line`, and at `column` or in `field` when known.
    public init(line: Int, column: Int? = nil, field: String?, message: String) {
        self.line = line
        self.column = column
        self.field = field
        self.message = message
    }

    /// Line, column, field and message, with control and invisible characters escaped (see
    /// ``VisibleText``).
    public var description: String {
        VisibleText.escape(
            "line \(line)" + (column.map { ", column \($0)" } ?? "") + (field.map { ", field '\($0)'" } ?? "")
                + ": " + message)
    }
}

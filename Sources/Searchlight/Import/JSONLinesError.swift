/// A malformed line in a JSON Lines item file, with where and what.
public struct JSONLinesError: Error, Sendable, Equatable, CustomStringConvertible {
    /// 1-based line number.
    public let line: Int
    /// The field at fault (`id`, `startDate`, …), when one is.
    public let field: String?
    public let message: String

    public init(line: Int, field: String?, message: String) {
        self.line = line
        self.field = field
        self.message = message
    }

    public var description: String {
        "line \(line)" + (field.map { ", field '\($0)'" } ?? "") + ": " + message
    }
}

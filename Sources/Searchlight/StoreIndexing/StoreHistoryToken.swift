/// A position in the app database's change history, like Core Data's `NSPersistentHistoryToken`.
///
/// Tokens increase with every recorded change, in commit order. An index that has processed
/// history up to a token holds every change committed up to it.
public struct StoreHistoryToken: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The history table's row number of the last change included.
    public let rawValue: Int64

    /// Creates a token.
    public init(rawValue: Int64) {
        self.rawValue = rawValue
    }

    /// Orders tokens by position.
    public static func < (lhs: StoreHistoryToken, rhs: StoreHistoryToken) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The position, as a decimal number.
    public var description: String { String(rawValue) }
}

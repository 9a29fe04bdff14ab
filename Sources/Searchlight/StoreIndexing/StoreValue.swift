import Foundation

/// One value read from the app's database, in SQLite's own storage classes.
public enum StoreValue: Sendable, Hashable, CustomStringConvertible {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob(Data)

    /// The text form used in item identifiers: the number, the text, or the bytes in hex.
    public var description: String {
        switch self {
        case .null: "NULL"
        case .integer(let value): String(value)
        case .real(let value): String(value)
        case .text(let value): value
        case .blob(let value): value.map { String(format: "%02x", $0) }.joined()
        }
    }

    /// The text of a text value, or the decimal form of a number; `nil` for null and blobs.
    public var text: String? {
        switch self {
        case .integer, .real, .text: description
        case .null, .blob: nil
        }
    }

    /// The value of a number, or of text that reads as a number.
    public var number: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .real(let value): value
        case .text(let value): Double(value.trimmingCharacters(in: .whitespaces))
        case .null, .blob: nil
        }
    }
}

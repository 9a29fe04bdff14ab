/// A piece of SQL with its arguments, for statements assembled per query shape.
///
/// Fragments use only unnumbered `?` placeholders, so they compose by concatenation; user
/// values only ever appear in `arguments`.
package struct SQLFragment: Sendable, Equatable {
    package enum Argument: Sendable, Equatable {
        case text(String)
        case integer(Int)
        case real(Double)
        case null
    }

    package var sql: String
    package var arguments: [Argument]

    package init(_ sql: String, _ arguments: [Argument] = []) {
        self.sql = sql
        self.arguments = arguments
    }

    /// Joins fragments with `separator` (`" AND "`, `" OR "`), each parenthesized.
    package static func joined(_ fragments: [SQLFragment], separator: String) -> SQLFragment {
        SQLFragment(
            fragments.map { "(\($0.sql))" }.joined(separator: separator), fragments.flatMap(\.arguments))
    }

    package static func + (lhs: SQLFragment, rhs: SQLFragment) -> SQLFragment {
        SQLFragment(lhs.sql + rhs.sql, lhs.arguments + rhs.arguments)
    }
}

extension SQLiteStatement {
    /// Binds `arguments` to the placeholders `1...n`.
    package func bind(_ arguments: [SQLFragment.Argument]) {
        for (offset, argument) in arguments.enumerated() {
            let index = Int32(offset + 1)
            switch argument {
            case .text(let text): bind(text, at: index)
            case .integer(let number): bind(number, at: index)
            case .real(let number): bind(number, at: index)
            case .null: bindNull(at: index)
            }
        }
    }
}

extension SQLFragment {
    /// `column IN` the row ids, passed as one JSON array: one statement, and one parameter, for
    /// any number of ids.
    static func rowID(_ column: String, in rowIDs: [Int]) -> SQLFragment {
        SQLFragment("\(column) IN (SELECT value FROM json_each(?))", [.text(jsonArray(rowIDs))])
    }

    /// `rowIDs` as a JSON array, for `json_each`.
    static func jsonArray(_ rowIDs: [Int]) -> String {
        "[" + rowIDs.map(String.init).joined(separator: ",") + "]"
    }
}

import CSQLite
import Foundation

/// Compiles a user's SQL expression against one table, with an authorizer that allows only
/// reads, and reports the columns it reads (so triggers watch exactly those).
struct ExpressionInspector {
    let connection: SQLiteConnection

    /// The columns of `table` that `expression` reads.
    /// - Throws: the SQLite message when it does not compile, reads another table, or writes.
    func columnsRead(by expression: String, in table: String) throws(StoreIndexingError) -> [String] {
        let reads = AuthorizedReads()
        let context = Unmanaged.passUnretained(reads).toOpaque()
        sqlite3_set_authorizer(connection.handle, authorize, context)
        defer { sqlite3_set_authorizer(connection.handle, nil, nil) }
        let sql = "SELECT (\(expression)) FROM \(QuotedSQL.identifier(table))"
        do {
            // One statement only: a `)` and `;` in the expression must not smuggle in another.
            guard sqlite3_complete(sql + ";") != 0, !Self.hasTail(sql, on: connection) else {
                throw SQLiteError(code: SQLITE_MISUSE, message: "more than one statement")
            }
            let statement = try connection.uncachedStatement(sql)
            guard statement.isReadOnly else { throw SQLiteError(code: SQLITE_AUTH, message: "not read-only") }
        } catch {
            throw StoreIndexingError(
                .invalidDescription, table: table,
                message:
                    "the display name expression '\(expression)' is not a read-only SQL expression over the table: \((error as? SQLiteError)?.message ?? "\(error)")"
            )
        }
        withExtendedLifetime(reads) {}
        guard reads.tables.allSatisfy({ $0.caseInsensitiveCompare(table) == .orderedSame }) else {
            throw StoreIndexingError(
                .invalidDescription, table: table,
                message:
                    "the display name expression '\(expression)' reads other tables; only the row's own columns"
            )
        }
        return reads.columns
    }
}

extension ExpressionInspector {
    /// Whether anything but whitespace follows the first statement of `sql`.
    fileprivate static func hasTail(_ sql: String, on connection: SQLiteConnection) -> Bool {
        sql.withCString { start in
            var statement: OpaquePointer?
            var tail: UnsafePointer<CChar>?
            guard sqlite3_prepare_v2(connection.handle, start, -1, &statement, &tail) == SQLITE_OK else {
                return false
            }
            sqlite3_finalize(statement)
            guard let tail else { return false }
            return !String(cString: tail).trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        }
    }
}

/// What the authorizer saw; owned by ``ExpressionInspector/columnsRead(by:in:)`` for the call.
private final class AuthorizedReads {
    var columns: [String] = []
    var tables: Set<String> = []
}

/// `sqlite3_set_authorizer` callback: reads, selects and functions pass; anything else is denied.
private func authorize(
    _ context: UnsafeMutableRawPointer?, _ action: Int32, _ first: UnsafePointer<CChar>?,
    _ second: UnsafePointer<CChar>?, _: UnsafePointer<CChar>?, _: UnsafePointer<CChar>?
) -> Int32 {
    switch action {
    case SQLITE_SELECT, SQLITE_FUNCTION:
        return SQLITE_OK
    case SQLITE_READ:
        guard let context, let first, let second else { return SQLITE_OK }
        let reads = Unmanaged<AuthorizedReads>.fromOpaque(context).takeUnretainedValue()
        reads.tables.insert(String(cString: first))
        reads.columns.append(String(cString: second))
        return SQLITE_OK
    default:
        return SQLITE_DENY
    }
}

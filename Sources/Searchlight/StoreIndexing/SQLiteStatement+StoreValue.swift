import CSQLite
import Foundation

extension SQLiteStatement {
    /// The value of a result column in its own storage class.
    func storeValue(_ column: Int32) -> StoreValue {
        switch columnType(column) {
        case SQLITE_INTEGER: .integer(Int64(int(column)))
        case SQLITE_FLOAT: .real(double(column))
        case SQLITE_TEXT: .text(string(column))
        case SQLITE_BLOB: .blob(Data(bytes(column)))
        default: .null
        }
    }

    /// Binds `value` in its own storage class, so comparisons with the column behave as in SQL.
    func bind(_ value: StoreValue, at index: Int32) {
        switch value {
        case .null: bindNull(at: index)
        case .integer(let number): bind(Int(number), at: index)
        case .real(let number): bind(number, at: index)
        case .text(let text): bind(text, at: index)
        case .blob(let data): bind(bytes: Array(data), at: index)
        }
    }
}

import Foundation

/// Compiles `filterQueries` (Core Spotlight query strings) into conditions on `items`.
enum FilterQueries {
    static func conditions(_ queries: [String], now: Date) throws -> [SQLFragment] {
        guard queries.isEmpty else {
            throw SearchQueryError(.invalidQuery, message: "filter queries are not supported yet")
        }
        return []
    }
}

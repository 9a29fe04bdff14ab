/// Where an item's `displayName` comes from: a column, or an SQL expression over the row's
/// columns (Core Data's `coreSpotlightDisplayNameExpression`).
///
/// An expression is checked when indexing starts: it must compile against the table and only
/// read it. In JSON: `{"column": "title"}`, `{"expression": "title || ' (' || folder || ')'"}`,
/// or a bare string naming a column.
public enum StoreDisplayName: Sendable, Hashable, Codable {
    case column(String)
    case expression(String)

    private enum CodingKeys: String, CodingKey {
        case column, expression
    }

    /// Decodes `{"column": …}`, `{"expression": …}` or a bare column name.
    public init(from decoder: any Decoder) throws {
        if let column = try? decoder.singleValueContainer().decode(String.self) {
            self = .column(column)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let column = try container.decodeIfPresent(String.self, forKey: .column) {
            self = .column(column)
        } else {
            self = .expression(try container.decode(String.self, forKey: .expression))
        }
    }

    /// Encodes `{"column": …}` or `{"expression": …}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .column(let column): try container.encode(column, forKey: .column)
        case .expression(let expression): try container.encode(expression, forKey: .expression)
        }
    }
}

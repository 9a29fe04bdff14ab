import Foundation

/// A value stored under one attribute of a ``SearchableItemAttributeSet``.
///
/// Typed properties such as ``SearchableItemAttributeSet/title`` are the usual way in; this enum is
/// what custom attributes, the store and the query compiler see.
public enum AttributeValue: Sendable, Hashable {
    case string(String)
    case strings([String])
    case number(Double)
    case numbers([Double])
    case bool(Bool)
    case date(Date)
    case dates([Date])
    case data(Data)
    case url(URL)
    case persons([Person])
}

extension AttributeValue {
    /// A list with no values (`keywords = []`), which queries treat as no value.
    var isEmptyList: Bool {
        switch self {
        case .strings(let values): values.isEmpty
        case .numbers(let values): values.isEmpty
        case .dates(let values): values.isEmpty
        case .persons(let values): values.isEmpty
        case .string, .number, .bool, .date, .data, .url: false
        }
    }
}

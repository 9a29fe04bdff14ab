import Foundation

extension StoreValue {
    /// The value as an attribute of `type`; `nil` when it is null or does not convert. Custom
    /// attributes (`type` nil) take text as a string, numbers as a number and blobs as data.
    ///
    /// Dates arrive already converted to Unix seconds by SQLite's date functions.
    func attributeValue(as type: AttributeType?) -> AttributeValue? {
        guard let type else {
            switch self {
            case .null: return nil
            case .integer, .real: return number.map(AttributeValue.number)
            case .text(let text): return .string(text)
            case .blob(let data): return .data(data)
            }
        }
        switch type {
        case .text: return text.map(AttributeValue.string)
        case .textList:
            guard let text else { return nil }
            if text.hasPrefix("["), let list = try? JSONDecoder().decode([String].self, from: Data(text.utf8))
            {
                return .strings(list)
            }
            return .strings([text])
        case .integer, .real: return number.map(AttributeValue.number)
        case .bool:
            if case .text(let text) = self { return .bool(["true", "yes", "1"].contains(text.lowercased())) }
            return number.map { .bool($0 != 0) }
        case .date: return number.map { .date(Date(timeIntervalSince1970: $0)) }
        case .dateList: return number.map { .dates([Date(timeIntervalSince1970: $0)]) }
        case .data:
            switch self {
            case .blob(let data): return .data(data)
            case .text(let text): return .data(Data(text.utf8))
            default: return nil
            }
        case .url: return text.flatMap { URL(string: $0) }.map(AttributeValue.url)
        case .persons: return nil
        }
    }
}

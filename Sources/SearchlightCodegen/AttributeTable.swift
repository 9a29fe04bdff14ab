/// The built-in attributes the generator knows: each name with the kind of value it holds.
///
/// The generator runs at build time, before the library is built, so it cannot import
/// Searchlight's `AttributeCatalog`; `kinds` is generated from the same table
/// (CodeGeneration/Attributes.tsv).
enum AttributeTable {
    /// The kind of value an attribute holds, as `AttributeType` names it.
    enum Kind: String, Sendable, Hashable {
        case text, textList, integer, real, bool, date, dateList, data, url, persons

        /// The Swift type of the attribute set's property for this kind.
        var swiftType: String {
            switch self {
            case .text: "String"
            case .textList: "[String]"
            case .integer: "Int"
            case .real: "Double"
            case .bool: "Bool"
            case .date: "Date"
            case .dateList: "[Date]"
            case .data: "Data"
            case .url: "URL"
            case .persons: "[Person]"
            }
        }
    }

    /// Attributes that are views of the attribute set's `ContentType` rather than stored
    /// values, with the `AttributeConversion` function that sets them, as `@Property` does.
    static let contentTypeSetters: [String: String] = [
        "contentType": "setContentType", "contentTypeTree": "setContentTypeTree",
    ]
}

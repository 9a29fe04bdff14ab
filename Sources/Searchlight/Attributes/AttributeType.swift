/// The kind of value an attribute holds, as recorded in the ``AttributeCatalog``.
public enum AttributeType: String, Sendable, Hashable, CaseIterable {
    case text
    case textList
    case integer
    case real
    case bool
    case date
    case dateList
    case data
    case url
    case persons
}

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

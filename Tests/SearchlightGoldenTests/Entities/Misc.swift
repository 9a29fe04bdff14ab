import Foundation
import Searchlight

/// A generic entity: custom keys are built inline because generic types cannot cache them.
struct Box<Content: Sendable>: IndexedEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Box" }
    static var defaultQuery: GoldenQuery<Box<Content>> { GoldenQuery() }
    let id: Int
    var content: Content
    @Property(customIndexingKey: CustomAttributeKey(keyName: "golden_box_label")!) var label = "small"
    @Property(customIndexingKey: CustomAttributeKey(keyName: "golden_box_levels")!) var levels: [Int] = [
        1, 2,
    ]
    var displayRepresentation: DisplayRepresentation { "Box \(id)" }
}

/// An enum entity; its computed list is built by a function, so it is applied at run time.
enum Beverage: String, IndexedEntity {
    case espresso, cortado
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Beverage"
    static let defaultQuery = GoldenQuery<Beverage>()
    var id: String { rawValue }
    var strength: Int { self == .espresso ? 9 : 6 }
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: rawValue.capitalized) }
    static var computedProperties: [ComputedProperty<Beverage>] { makeComputedProperties() }

    private static func makeComputedProperties() -> [ComputedProperty<Beverage>] {
        [ComputedProperty(\.strength, indexingKey: \.rating)]
    }

    func describe() -> String {
        // A wrapper in a function body maps nothing (and the generator says so).
        let text = "\(rawValue) {"
        return text
    }
}

/// A hidden entity with a custom enum key and an optional enum.
struct Secret: IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Secret"
    static let defaultQuery = GoldenQuery<Secret>()
    let id: String
    @Property(customIndexingKey: CustomAttributeKey(keyName: "golden_secret_status")!) var status =
        OrderStatus.ready
    @Property(indexingKey: \.codecs) var codecs: [String]? = ["h264"]
    @Property(indexingKey: \.duration) var seconds: Double? = nil
    var hideInSpotlight: Bool { true }
    var displayRepresentation: DisplayRepresentation { "Secret" }
}

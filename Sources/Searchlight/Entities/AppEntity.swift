/// A thing in an app that people and assistants can refer to, mirroring App Intents' `AppEntity`.
///
/// ```swift
/// struct Order: AppEntity {
///     static let typeDisplayRepresentation: TypeDisplayRepresentation = "Order"
///     static let defaultQuery = OrderQuery()
///     let id: String
///     var drink: String
///     var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: drink) }
/// }
/// ```
public protocol AppEntity: Identifiable, Sendable where ID: EntityIdentifierConvertible & Sendable {
    /// How the entity type is named to people, for example "Order".
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// How this entity is shown to people: a title, optionally a subtitle and an image.
    var displayRepresentation: DisplayRepresentation { get }

    /// The query that finds entities of this type by identifier (and by text, if it can).
    associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self
    /// The query used to resolve identifiers back to entities.
    static var defaultQuery: DefaultQuery { get }

    /// The stable name of the type in ``EntityIdentifier``s and in the index.
    ///
    /// Defaults to the type's name; override it to keep identifiers stable across renames.
    static var typeIdentifier: String { get }
}

extension AppEntity {
    /// The type's name, as `String(describing:)` spells it.
    public static var typeIdentifier: String { String(describing: Self.self) }
}

extension AppEntity {
    /// This entity as a resource, as App Intents gives every entity (its
    /// `CustomLocalizedStringResourceConvertible`, so an entity can declare that conformance):
    /// the title of its ``displayRepresentation``.
    public var localizedStringResource: LocalizedStringResource {
        LocalizedStringResource(stringLiteral: displayRepresentation.title)
    }
}

/// A fixed set of values an entity property or intent parameter can take, mirroring App
/// Intents' `AppEnum`. Mapped to an attribute, a case is stored as its raw value.
///
/// ```swift
/// enum Size: String, AppEnum {
///     case small, large
///     static let typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
///     static let caseDisplayRepresentations: [Size: DisplayRepresentation] = [
///         .small: "Small", .large: "Large",
///     ]
/// }
/// ```
public protocol AppEnum: RawRepresentable, CaseIterable, Hashable, Sendable
where RawValue: Sendable, AllCases: Sendable {
    /// How the type is named to people.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// How each case is shown to people.
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

extension AppEnum {
    /// How this case is shown to people: its entry in ``caseDisplayRepresentations``, else its
    /// raw value.
    public var displayRepresentation: DisplayRepresentation {
        Self.caseDisplayRepresentations[self] ?? DisplayRepresentation(title: "\(rawValue)")
    }

    /// This case's name as a resource, App Intents' `CustomLocalizedStringResourceConvertible`:
    /// the title of its ``displayRepresentation``.
    public var localizedStringResource: LocalizedStringResource {
        LocalizedStringResource(stringLiteral: displayRepresentation.title)
    }
}

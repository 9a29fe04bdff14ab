/// Apple's uniform type: Searchlight's ``Searchlight/ContentType`` under the name
/// `UniformTypeIdentifiers` gives it, with the same built-in types (`.plainText`, `.jpeg`,
/// `.emailMessage`, …) and conformances.
public typealias UTType = ContentType

extension ContentType {
    /// The built-in type with this identifier, or `nil` for an identifier no declared type has;
    /// use ``init(exportedAs:conformingTo:)`` to declare an app's own.
    public init?(_ identifier: String) {
        guard let builtIn = ContentType.builtIns.first(where: { $0.identifier == identifier }) else {
            return nil
        }
        self = builtIn
    }

    /// An app's own type, conforming to `parent` (to ``item`` without one).
    public init(exportedAs identifier: String, conformingTo parent: UTType? = nil) {
        self.init(identifier: identifier, conformingTo: parent.map { [$0] } ?? [])
    }

    /// Another app's type this app uses, conforming to `parent` (to ``item`` without one).
    public init(importedAs identifier: String, conformingTo parent: UTType? = nil) {
        self.init(identifier: identifier, conformingTo: parent.map { [$0] } ?? [])
    }

    /// Whether this is one of the types the platform declares.
    public var isDeclared: Bool { isBuiltIn }

    /// Whether the type was made up for an identifier nothing declares.
    public var isDynamic: Bool { !isBuiltIn }

    /// Whether this type conforms to `type` (Apple's spelling of ``conforms(to:)``).
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    /// Whether `type` conforms to this type.
    public func isSupertype(of type: UTType) -> Bool { self != type && type.conforms(to: self) }
}

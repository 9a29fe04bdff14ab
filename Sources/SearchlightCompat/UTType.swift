/// Apple's uniform type: Searchlight's `Searchlight.ContentType` under the name
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

extension ContentType {
    /// The built-in type files with this extension have (`"jpg"` is ``jpeg``), or `nil`.
    public init?(filenameExtension: String) {
        guard let type = Self.typesByFilenameExtension[filenameExtension.lowercased()] else { return nil }
        self = type
    }

    /// The built-in type of this MIME type (`"image/png"` is ``png``), or `nil`.
    public init?(mimeType: String) {
        guard let type = Self.typesByMIMEType[mimeType.lowercased()] else { return nil }
        self = type
    }

    /// The usual file name extension of the type, if it has one.
    public var preferredFilenameExtension: String? {
        Self.fileTypes.first { $0.type == self }?.extensions.first
    }

    /// The usual MIME type of the type, if it has one.
    public var preferredMIMEType: String? {
        Self.fileTypes.first { $0.type == self }?.mimeTypes.first
    }

    /// Extensions and MIME types of the built-in types that files have.
    private static let fileTypes: [(type: ContentType, extensions: [String], mimeTypes: [String])] = [
        (.plainText, ["txt", "text"], ["text/plain"]),
        (.html, ["html", "htm"], ["text/html"]),
        (.xml, ["xml"], ["application/xml", "text/xml"]),
        (.json, ["json"], ["application/json"]),
        (.rtf, ["rtf"], ["text/rtf", "application/rtf"]),
        (.pdf, ["pdf"], ["application/pdf"]),
        (.jpeg, ["jpeg", "jpg", "jpe"], ["image/jpeg"]),
        (.png, ["png"], ["image/png"]),
        (.mp3, ["mp3"], ["audio/mpeg"]),
        (.vCard, ["vcf", "vcard"], ["text/vcard", "text/x-vcard"]),
        (.emailMessage, ["eml"], ["message/rfc822"]),
        (.event, ["ics"], ["text/calendar"]),
    ]

    private static let typesByFilenameExtension: [String: ContentType] = Dictionary(
        fileTypes.flatMap { entry in entry.extensions.map { ($0, entry.type) } },
        uniquingKeysWith: { first, _ in first })

    private static let typesByMIMEType: [String: ContentType] = Dictionary(
        fileTypes.flatMap { entry in entry.mimeTypes.map { ($0, entry.type) } },
        uniquingKeysWith: { first, _ in first })
}

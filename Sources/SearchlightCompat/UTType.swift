/// Apple's uniform type: Searchlight's `Searchlight.ContentType` under the name
/// `UniformTypeIdentifiers` gives it, with the same built-in types (`.plainText`, `.jpeg`,
/// `.emailMessage`, …) and conformances.
public typealias UTType = ContentType

extension ContentType {
    /// The built-in type with this identifier, or `nil` for an identifier no declared type has;
    /// use ``init(exportedAs:conformingTo:)`` to declare an app's own.
    /// A dynamic type's identifier (``identifier`` of a type made for an extension or a MIME type
    /// nothing declares) gives that type back, conforming to ``data``.
    public init?(_ identifier: String) {
        if let builtIn = ContentType.builtIn(identifier: identifier) {
            self = builtIn
        } else if Self.dynamicTag(of: identifier) != nil {
            self.init(identifier: identifier, conformingTo: [.data])
        } else {
            return nil
        }
    }

    /// An app's own type, conforming to `parent` (to ``item`` without one); a type the platform
    /// declares keeps its declaration, as the type database answers for it on Apple platforms.
    public init(exportedAs identifier: String, conformingTo parent: UTType? = nil) {
        self =
            ContentType.builtIn(identifier: identifier)
            ?? ContentType(identifier: identifier, conformingTo: parent.map { [$0] } ?? [])
    }

    /// Another app's type this app uses, conforming to `parent` (to ``item`` without one); a
    /// type the platform declares (`com.apple.m4a-audio`) keeps its declaration and parents.
    public init(importedAs identifier: String, conformingTo parent: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: parent)
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
    /// Apple's name for ``event``.
    public static var calendarEvent: UTType { .event }

    /// Whether the type is one of the `public.` types.
    public var isPublic: Bool { identifier.hasPrefix("public.") }

    /// A description of the type for people: its identifier's last part as words
    /// (`public.plain-text` is "plain text"), or the extension of a dynamic type.
    public var localizedDescription: String? {
        if let tag = dynamicTag { return "\(tag.value) \(tag.tagClass == .mimeType ? "content" : "file")" }
        return identifier.split(separator: ".").last.map { $0.replacingOccurrences(of: "-", with: " ") }
    }

    /// Apple links a declared type to its documentation; none is known here.
    public var referenceURL: URL? { nil }

    /// The version of the type's declaration; the types here have none.
    public var version: Int? { nil }
}

/// A kind of tag that names a type outside the type system: a file name extension or a MIME type.
public struct UTTagClass: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible,
    CustomDebugStringConvertible
{
    /// The tag class's identifier.
    public let rawValue: String

    /// The tag class with this identifier.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// File name extensions (`"jpg"`).
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
    /// MIME types (`"image/jpeg"`).
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")

    /// The identifier, as Apple prints a tag class.
    public var description: String { rawValue }

    /// The identifier, as Apple prints a tag class in the debugger.
    public var debugDescription: String { rawValue }
}

extension ContentType {
    /// The type of files with this extension (`"jpg"` is ``jpeg``) that conforms to `supertype`.
    ///
    /// As on Apple platforms an extension no declared type has gets a dynamic type, conforming to
    /// `supertype`, that remembers the extension; `nil` when a declared type has the extension
    /// but does not conform to `supertype`.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        self.init(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: supertype)
    }

    /// The type of this MIME type (`"image/png"` is ``png``) that conforms to `supertype`; a
    /// dynamic type for a MIME type no declared type has, as for extensions.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        self.init(tag: mimeType, tagClass: .mimeType, conformingTo: supertype)
    }

    /// The type that has `tag` of `tagClass` and conforms to `supertype` (any type, when `nil`).
    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
        guard let found = Self.types(tag: tag, tagClass: tagClass, conformingTo: supertype).first else {
            return nil
        }
        self = found
    }

    /// Every declared type that has `tag` of `tagClass` and conforms to `supertype` (any type,
    /// when `nil`), the usual one first. As on Apple platforms, a tag no declared type has gets
    /// one dynamic type, conforming to `supertype` (or `public.data`), so `types(…).first!` holds
    /// for any extension or MIME type.
    public static func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> [UTType] {
        let declared = declaredTypes(tag: tag, tagClass: tagClass)
        guard declared.isEmpty else { return declared.filter { supertype.map($0.conforms(to:)) ?? true } }
        // As on Apple platforms, no type for what is no tag: an empty one, a MIME type without
        // its `/`, or a character an identifier cannot hold.
        let isTag =
            switch tagClass {
            case .filenameExtension: !tag.isEmpty && !tag.contains("/")
            case .mimeType: tag.split(separator: "/", omittingEmptySubsequences: false).count == 2
            default: false
            }
        let encoded = tag.lowercased().replacingOccurrences(of: "/", with: ".")
        guard isTag, encoded.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-.+_".contains($0)) })
        else { return [] }
        let kind = tagClass == .mimeType ? "mime" : "ext"
        return [ContentType(identifier: "dyn.\(kind).\(encoded)", conformingTo: [supertype ?? .data])]
    }

    /// The type's file name extensions and MIME types, the usual one of each first.
    public var tags: [UTTagClass: [String]] {
        if let tag = dynamicTag { return [tag.tagClass: [tag.value]] }
        guard let entry = Self.fileTypes.first(where: { $0.type == self }) else { return [:] }
        return [.filenameExtension: entry.extensions, .mimeType: entry.mimeTypes].filter { !$0.value.isEmpty }
    }

    /// The usual file name extension of the type, if it has one.
    public var preferredFilenameExtension: String? { tags[.filenameExtension]?.first }

    /// The usual MIME type of the type, if it has one.
    public var preferredMIMEType: String? { tags[.mimeType]?.first }

    /// The tag a dynamic type was made for (``init(tag:tagClass:conformingTo:)``).
    private var dynamicTag: (tagClass: UTTagClass, value: String)? { Self.dynamicTag(of: identifier) }

    /// The tag a dynamic type's identifier was made for: `dyn.ext.xyz` for the extension `xyz`,
    /// `dyn.mime.application.x-xyz` for the MIME type `application/x-xyz` (an identifier holds no
    /// `/`, and the part before a MIME type's `/` holds no `.`).
    private static func dynamicTag(of identifier: String) -> (tagClass: UTTagClass, value: String)? {
        if identifier.hasPrefix("dyn.ext."), identifier.count > 8 {
            return (.filenameExtension, String(identifier.dropFirst(8)))
        }
        let mime = identifier.dropFirst(9)
        guard identifier.hasPrefix("dyn.mime."), let dot = mime.firstIndex(of: "."), dot != mime.startIndex
        else { return nil }
        return (.mimeType, mime[..<dot] + "/" + mime[mime.index(after: dot)...])
    }

    private static func declaredTypes(tag: String, tagClass: UTTagClass) -> [UTType] {
        switch tagClass {
        case .filenameExtension: typesByFilenameExtension[tag.lowercased()] ?? []
        case .mimeType: typesByMIMEType[tag.lowercased()] ?? []
        default: []
        }
    }

    /// Extensions and MIME types of the built-in types that files have, the usual ones first.
    private static let fileTypes: [(type: ContentType, extensions: [String], mimeTypes: [String])] = [
        (.plainText, ["txt", "text"], ["text/plain"]),
        (.utf8PlainText, [], ["text/plain;charset=utf-8"]),
        (.utf16PlainText, [], ["text/plain;charset=utf-16"]),
        (.data, [], ["application/octet-stream"]),
        (.html, ["html", "htm"], ["text/html"]),
        (.xml, ["xml"], ["application/xml", "text/xml"]),
        (.json, ["json"], ["application/json"]),
        (.rtf, ["rtf"], ["text/rtf", "application/rtf"]),
        (.pdf, ["pdf"], ["application/pdf"]),
        (.jpeg, ["jpeg", "jpg", "jpe"], ["image/jpeg"]),
        (.png, ["png"], ["image/png"]),
        (.gif, ["gif"], ["image/gif"]),
        (.tiff, ["tiff", "tif"], ["image/tiff"]),
        (.bmp, ["bmp"], ["image/bmp"]),
        (.heic, ["heic"], ["image/heic"]),
        (.heif, ["heif"], ["image/heif"]),
        (.webP, ["webp"], ["image/webp"]),
        (.svg, ["svg", "svgz"], ["image/svg+xml"]),
        (.ico, ["ico"], ["image/vnd.microsoft.icon", "image/x-icon"]),
        (.icns, ["icns"], []),
        (.exr, ["exr"], []),
        (.dng, ["dng"], ["image/x-adobe-dng"]),
        (.heics, ["heics"], ["image/heic-sequence"]),
        (.rawImage, ["cr2", "nef", "arw"], []),
        (.mp3, ["mp3"], ["audio/mpeg"]),
        // `.m4a` is the type Apple declares for it, as `.m4v` is: both conform to the MPEG-4 ones.
        (.m4aAudio, ["m4a"], ["audio/x-m4a", "audio/m4a"]),
        (.wav, ["wav", "wave"], ["audio/vnd.wave", "audio/wav", "audio/wave", "audio/x-wav"]),
        (.aacAudio, ["aac"], ["audio/aac", "audio/x-aac"]),
        (.aiff, ["aiff", "aif"], ["audio/aiff"]),
        (.mpeg4Movie, ["mp4", "mpg4"], ["video/mp4"]),
        (.mpeg4Audio, ["mp4"], ["audio/mp4"]),
        (.m4vVideo, ["m4v"], ["video/x-m4v"]),
        (.quickTimeMovie, ["mov", "qt"], ["video/quicktime"]),
        (.avi, ["avi"], ["video/avi", "video/x-msvideo"]),
        (.mpeg, ["mpeg", "mpg", "mpe"], ["video/mpeg", "video/mpg", "video/x-mpeg"]),
        (.mpeg2Video, ["m2v"], ["video/mpeg2"]),
        (.webM, ["webm"], ["video/webm"]),
        (.m3uPlaylist, ["m3u", "m3u8"], ["audio/mpegurl", "audio/x-mpegurl"]),
        (.zip, ["zip"], ["application/zip"]),
        (.gzip, ["gz", "gzip"], ["application/x-gzip", "application/gzip"]),
        (.bz2, ["bz2"], ["application/x-bzip2"]),
        (.tarArchive, ["tar"], ["application/x-tar"]),
        (.appleArchive, ["aar"], []),
        (.udifDiskImage, ["dmg"], ["application/x-apple-diskimage"]),
        (.isoImage, ["iso"], ["application/x-iso9660-image"]),
        (.commaSeparatedText, ["csv"], ["text/csv"]),
        (.tabSeparatedText, ["tsv"], ["text/tab-separated-values"]),
        (.yaml, ["yaml", "yml"], ["application/x-yaml", "text/yaml"]),
        (.markdown, ["md", "markdown"], ["text/markdown"]),
        (.log, ["log"], []),
        (.shellScript, ["sh", "command"], []),
        (.pythonScript, ["py"], ["text/x-python-script", "text/x-python"]),
        (.javaScript, ["js", "mjs"], ["text/javascript", "application/javascript"]),
        (.swiftSource, ["swift"], []),
        (.cSource, ["c"], []),
        (.cHeader, ["h"], []),
        (.cPlusPlusSource, ["cpp", "cc", "cxx"], []),
        (.cPlusPlusHeader, ["hpp", "hh", "hxx"], []),
        (.objectiveCSource, ["m"], []),
        (.objectiveCPlusPlusSource, ["mm"], []),
        (.assemblyLanguageSource, ["s", "asm"], []),
        (
            .wordDocument, ["docx"],
            ["application/vnd.openxmlformats-officedocument.wordprocessingml.document"]
        ),
        (.excelWorkbook, ["xlsx"], ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"]),
        (
            .powerPointPresentation, ["pptx"],
            ["application/vnd.openxmlformats-officedocument.presentationml.presentation"]
        ),
        (.legacyWordDocument, ["doc"], ["application/msword"]),
        (.legacyExcelWorkbook, ["xls"], ["application/vnd.ms-excel"]),
        (.legacyPowerPointPresentation, ["ppt"], ["application/vnd.ms-powerpoint"]),
        (.pagesDocument, ["pages"], []),
        (.numbersSpreadsheet, ["numbers"], []),
        (.keynotePresentation, ["key"], []),
        (.epub, ["epub"], ["application/epub+zip"]),
        (.vCard, ["vcf", "vcard"], ["text/vcard", "text/x-vcard"]),
        (.emlFile, ["eml"], ["message/rfc822"]),
        (.icsFile, ["ics"], ["text/calendar"]),
        (.propertyList, ["plist"], []), (.xmlPropertyList, ["plist"], []),
        (.trueTypeFont, ["ttf"], ["font/ttf"]), (.openTypeFont, ["otf"], ["font/otf"]),
        (.usdz, ["usdz"], ["model/vnd.usdz+zip"]),
        (.usd, ["usd", "usda", "usdc"], []),
        (.realityFile, ["reality"], ["model/vnd.reality"]), (.sceneKitScene, ["scn"], []),
        (.arReferenceObject, ["arobject"], []), (.ahap, ["ahap"], []),
        (.midi, ["mid", "midi"], ["audio/midi"]), (.flac, ["flac"], ["audio/flac", "audio/x-flac"]),
        (.mpeg2TransportStream, ["ts"], []), (.jpegxl, ["jxl"], ["image/jxl"]),
        (.css, ["css"], ["text/css"]), (.osaScript, ["scpt"], []), (.osaScriptBundle, ["scptd"], []),
        (.systemPreferencesPane, ["prefPane"], []), (.internetShortcut, ["url"], []),
        (.internetLocation, ["webloc"], []),
        (.webArchive, ["webarchive"], ["application/x-webarchive"]),
        (.rtfd, ["rtfd"], []),
        (.pkcs12, ["p12", "pfx"], ["application/x-pkcs12"]),
        (.x509Certificate, ["cer", "crt", "der"], ["application/x-x509-ca-cert"]),
        (.exe, ["exe"], ["application/x-msdownload"]),
        (.database, ["db", "sqlite"], []),
        (.javaClass, ["class"], ["application/java-vm"]),
        (.appleProtectedMPEG4Audio, ["m4p"], []),
        (.perlScript, ["pl", "pm"], ["text/x-perl-script"]),
        (.phpScript, ["php"], ["text/php"]),
        (.rubyScript, ["rb"], ["text/x-ruby-script", "text/ruby-script"]),
        (.appleScript, ["applescript"], []),
        (.geoJSON, ["geojson"], ["application/geo+json"]),
    ]

    // Keyed lowercased, as tags are looked up: the table keeps Apple's spelling (`prefPane`) for
    // the preferred tags.
    private static let typesByFilenameExtension: [String: [ContentType]] = Dictionary(
        grouping: fileTypes.flatMap { entry in entry.extensions.map { ($0.lowercased(), entry.type) } },
        by: \.0
    ).mapValues { $0.map(\.1) }

    private static let typesByMIMEType: [String: [ContentType]] = Dictionary(
        grouping: fileTypes.flatMap { entry in entry.mimeTypes.map { ($0.lowercased(), entry.type) } },
        by: \.0
    ).mapValues { $0.map(\.1) }
}

extension URLResourceKey {
    /// The key of a file's content type, ``Foundation/URLResourceValues/contentType``.
    public static let contentTypeKey = URLResourceKey(rawValue: "NSURLContentTypeKey")
}

extension URLResourceValues {
    /// The file's content type. Foundation here does not read it from the file system, so it is
    /// the type of the file's name extension when the values hold the name (ask for `.nameKey`
    /// with `.contentTypeKey`), else `nil`.
    public var contentType: UTType? {
        allValues[.contentTypeKey] as? UTType
            ?? name.flatMap { UTType(filenameExtension: ($0 as NSString).pathExtension) }
    }
}

extension URL {
    /// The URL with `partialName` appended, and the preferred filename extension of
    /// `contentType` unless the name already has one of its extensions.
    public func appendingPathComponent(_ partialName: String, conformingTo contentType: UTType) -> URL {
        appendingPathComponent(partialName).addingPathExtension(of: contentType)
    }

    /// The URL with the preferred filename extension of `contentType` appended.
    public func appendingPathExtension(for contentType: UTType) -> URL {
        guard let pathExtension = contentType.preferredFilenameExtension else { return self }
        return appendingPathExtension(pathExtension)
    }

    /// Appends `partialName` and, unless it has one of its extensions, the preferred filename
    /// extension of `contentType`.
    public mutating func appendPathComponent(_ partialName: String, conformingTo contentType: UTType) {
        self = appendingPathComponent(partialName, conformingTo: contentType)
    }

    /// Appends the preferred filename extension of `contentType`.
    public mutating func appendPathExtension(for contentType: UTType) {
        self = appendingPathExtension(for: contentType)
    }

    private func addingPathExtension(of contentType: UTType) -> URL {
        let current = pathExtension.lowercased()
        guard current.isEmpty || UTType(filenameExtension: current)?.conforms(to: contentType) != true else {
            return self
        }
        return appendingPathExtension(for: contentType)
    }
}

extension ContentType: CustomDebugStringConvertible {
    /// The identifier and the types it conforms to, for a debugger.
    public var debugDescription: String {
        "\(identifier) (conforms to \(supertypes.map(\.identifier).sorted().joined(separator: ", ")))"
    }
}

extension NSAttributedString.Key {
    /// The attribute Core Spotlight marks the matched part of a suggestion's text with.
    public static let suggestionHighlight = NSAttributedString.Key("CSSuggestionHighlightAttributeName")
}

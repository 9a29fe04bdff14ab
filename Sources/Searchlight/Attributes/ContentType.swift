/// A uniform type identifier (UTI) and the types it conforms to, mirroring `UTType`.
///
/// An attribute set is created with a content type; queries can match the type itself
/// (`contentType == "public.email-message"`) or anything it conforms to
/// (`contentTypeTree == "public.message"`).
///
/// ```swift
/// let note = ContentType(identifier: "com.example.note", conformingTo: [.plainText])
/// note.conforms(to: .text)  // true
/// note.tree                 // ["com.example.note", "public.plain-text", "public.text", "public.data",
///                           //  "public.item", "public.content"]
/// ```
///
/// Two content types are equal when their identifiers are equal.
public struct ContentType: Sendable, Hashable, Codable, CustomStringConvertible {
    // One shared immutable object, so copying a content type (and every attribute set holding
    // one) costs a single retain, and built-in types are recognized by identity.
    private final class Storage: Sendable {
        let identifier: String
        let parents: [ContentType]
        let tree: [String]

        init(identifier: String, parents: [ContentType], tree: [String]) {
            self.identifier = identifier
            self.parents = parents
            self.tree = tree
        }
    }

    private let storage: Storage

    /// The uniform type identifier, for example `"public.plain-text"`.
    public var identifier: String { storage.identifier }
    /// The types this one directly conforms to, in declaration order.
    public var parents: [ContentType] { storage.parents }
    /// The content type tree: this type's identifier first, then every type it conforms to.
    ///
    /// The order is a depth-first walk of ``parents`` that keeps the first occurrence of each
    /// identifier, which is the order Spotlight reports in `kMDItemContentTypeTree`.
    public var tree: [String] { storage.tree }

    /// Creates a content type that conforms to the given types.
    ///
    /// An identifier that names a built-in type still gets the conformances given here, so
    /// prefer ``init(identifier:)`` for built-in types. A type with no parents conforms to
    /// ``item``, because every indexed thing is an item.
    public init(identifier: String, conformingTo parents: [ContentType]) {
        let parents =
            parents.isEmpty && identifier != ContentType.itemIdentifier ? [ContentType.item] : parents
        var tree = [identifier]
        var seen: Set<String> = [identifier]
        for parent in parents {
            for ancestor in parent.tree where seen.insert(ancestor).inserted {
                tree.append(ancestor)
            }
        }
        self.storage = Storage(identifier: identifier, parents: parents, tree: tree)
    }

    /// Returns the built-in type with this identifier, or a custom type that conforms to ``item``.
    ///
    /// ```swift
    /// ContentType(identifier: "public.email-message") == .emailMessage  // true
    /// ```
    public init(identifier: String) {
        self =
            ContentType.builtIn(identifier: identifier)
            ?? ContentType(identifier: identifier, conformingTo: [.item])
    }

    /// Restores a content type from a stored tree, keeping the tree exactly as it was.
    ///
    /// Built-in identifiers resolve to the built-in type; for other identifiers the ancestors
    /// become the parents, which gives the same ``conforms(to:)`` answers as the original.
    package init(identifier: String, tree storedTree: [String]) {
        if let builtIn = ContentType.builtIn(identifier: identifier) {
            self = builtIn
            return
        }
        var tree = [identifier]
        var seen: Set<String> = [identifier]
        for ancestor in storedTree where seen.insert(ancestor).inserted {
            tree.append(ancestor)
        }
        guard tree.count > 1 else {
            self.init(identifier: identifier, conformingTo: [.item])
            return
        }
        self.init(
            identifier: identifier, parents: tree.dropFirst().map { ContentType(identifier: $0) }, tree: tree)
    }

    private init(identifier: String, parents: [ContentType], tree: [String]) {
        self.storage = Storage(identifier: identifier, parents: parents, tree: tree)
    }

    /// The types this type conforms to, directly or through its ancestors, excluding itself.
    public var supertypes: Set<ContentType> { Set(tree.dropFirst().map { ContentType(identifier: $0) }) }

    /// Whether this type is `other` or conforms to it, directly or through its ancestors.
    public func conforms(to other: ContentType) -> Bool {
        tree.contains(other.identifier)
    }

    /// Whether this type is one of the built-in types with Apple's conformances.
    public var isBuiltIn: Bool {
        guard let builtIn = ContentType.builtIn(identifier: identifier) else { return false }
        return builtIn.storage === storage || builtIn.tree == tree
    }

    /// The identity of the shared storage: every copy of a built-in type, however obtained
    /// (static, ``init(identifier:)``, decoding), has the identity of the static.
    var storageIdentity: ObjectIdentifier { ObjectIdentifier(storage) }

    /// The type identifier.
    public var description: String { identifier }

    /// Whether both have the same identifier.
    public static func == (lhs: ContentType, rhs: ContentType) -> Bool {
        lhs.identifier == rhs.identifier
    }

    /// Hashes the identifier.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
    }

    /// Decodes a content type from its identifier string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self.init(identifier: try container.decode(String.self))
    }

    /// Encodes the content type as its identifier string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
}

// MARK: - Built-in types

extension ContentType {
    private static let itemIdentifier = "public.item"

    private static func root(_ identifier: String) -> ContentType {
        ContentType(identifier: identifier, parents: [], tree: [identifier])
    }

    /// The base type of everything indexed (`public.item`).
    public static let item = root(itemIdentifier)
    /// Anything with user-viewable content (`public.content`); like Apple, a root of its own.
    public static let content = root("public.content")
    /// Content that embeds other content, such as a PDF (`public.composite-content`).
    public static let compositeContent = ContentType(
        identifier: "public.composite-content", conformingTo: [.content])
    /// A byte stream, including files and in-memory data (`public.data`).
    public static let data = ContentType(identifier: "public.data", conformingTo: [.item])
    /// A directory (`public.directory`).
    public static let directory = ContentType(identifier: "public.directory", conformingTo: [.item])
    /// A user-browsable folder (`public.folder`).
    public static let folder = ContentType(identifier: "public.folder", conformingTo: [.directory])
    /// Any URL (`public.url`).
    public static let url = ContentType(identifier: "public.url", conformingTo: [.data])

    /// Any text, including text with markup (`public.text`).
    public static let text = ContentType(identifier: "public.text", conformingTo: [.data, .content])
    /// Text without markup (`public.plain-text`).
    public static let plainText = ContentType(identifier: "public.plain-text", conformingTo: [.text])
    /// Plain text encoded as UTF-8 (`public.utf8-plain-text`).
    public static let utf8PlainText = ContentType(
        identifier: "public.utf8-plain-text", conformingTo: [.plainText])
    /// Rich Text Format (`public.rtf`).
    public static let rtf = ContentType(identifier: "public.rtf", conformingTo: [.text])
    /// HTML (`public.html`).
    public static let html = ContentType(identifier: "public.html", conformingTo: [.text])
    /// XML (`public.xml`).
    public static let xml = ContentType(identifier: "public.xml", conformingTo: [.text])
    /// JSON (`public.json`).
    public static let json = ContentType(identifier: "public.json", conformingTo: [.text])
    /// Source code of any language (`public.source-code`).
    public static let sourceCode = ContentType(
        identifier: "public.source-code", conformingTo: [.plainText])
    /// A PDF document (`com.adobe.pdf`).
    public static let pdf = ContentType(
        identifier: "com.adobe.pdf", conformingTo: [.data, .compositeContent])
    /// A spreadsheet document (`public.spreadsheet`).
    public static let spreadsheet = ContentType(identifier: "public.spreadsheet", conformingTo: [.content])
    /// A presentation document (`public.presentation`).
    public static let presentation = ContentType(
        identifier: "public.presentation", conformingTo: [.compositeContent])

    /// Any image (`public.image`).
    public static let image = ContentType(identifier: "public.image", conformingTo: [.data, .content])
    /// A JPEG image (`public.jpeg`).
    public static let jpeg = ContentType(identifier: "public.jpeg", conformingTo: [.image])
    /// A PNG image (`public.png`).
    public static let png = ContentType(identifier: "public.png", conformingTo: [.image])

    /// Audio and/or video (`public.audiovisual-content`).
    public static let audiovisualContent = ContentType(
        identifier: "public.audiovisual-content", conformingTo: [.data, .content])
    /// A movie, which may hold video and audio (`public.movie`).
    public static let movie = ContentType(identifier: "public.movie", conformingTo: [.audiovisualContent])
    /// Video without audio (`public.video`).
    public static let video = ContentType(identifier: "public.video", conformingTo: [.movie])
    /// Audio without video (`public.audio`).
    public static let audio = ContentType(identifier: "public.audio", conformingTo: [.audiovisualContent])
    /// MP3 audio (`public.mp3`).
    public static let mp3 = ContentType(identifier: "public.mp3", conformingTo: [.audio])

    // Apple's declared conformances (UniformTypeIdentifiers' UTCoreTypes) for common system types.

    /// `public.executable`: an executable program.
    public static let executable = ContentType(identifier: "public.executable", conformingTo: [.item])
    /// `com.apple.application`: an app of any form.
    public static let application = ContentType(
        identifier: "com.apple.application", conformingTo: [.executable])
    /// `com.apple.bundle`: a directory with one of the bundle layouts.
    public static let bundle = ContentType(identifier: "com.apple.bundle", conformingTo: [.directory])
    /// `com.apple.package`: a directory shown to the user as one file.
    public static let package = ContentType(identifier: "com.apple.package", conformingTo: [.directory])
    /// `com.apple.application-bundle`: a bundled app.
    public static let applicationBundle = ContentType(
        identifier: "com.apple.application-bundle", conformingTo: [.application, .bundle, .package])
    /// `public.volume`: the root folder of a volume.
    public static let volume = ContentType(identifier: "public.volume", conformingTo: [.folder])
    /// `public.symlink`: a symbolic link.
    public static let symbolicLink = ContentType(identifier: "public.symlink", conformingTo: [.item])
    /// `com.apple.alias-file`: a Finder alias.
    public static let aliasFile = ContentType(identifier: "com.apple.alias-file", conformingTo: [.data])
    /// `public.archive`: an archive of files and directories.
    public static let archive = ContentType(identifier: "public.archive", conformingTo: [.data])
    /// `public.zip-archive`: a zip archive (Apple declares it through `com.pkware.zip-archive`, which
    /// conforms to data and archive).
    public static let zip = ContentType(identifier: "public.zip-archive", conformingTo: [.data, .archive])

    /// `com.compuserve.gif`: a GIF image.
    public static let gif = ContentType(identifier: "com.compuserve.gif", conformingTo: [.image])
    /// `public.gif`, as earlier versions named GIF images: items stored under it stay images.
    static let formerGIF = ContentType(identifier: "public.gif", conformingTo: [.gif])
    /// `public.tiff`: a TIFF image.
    public static let tiff = ContentType(identifier: "public.tiff", conformingTo: [.image])
    /// `com.microsoft.bmp`: a Windows bitmap image.
    public static let bmp = ContentType(identifier: "com.microsoft.bmp", conformingTo: [.image])
    /// `public.heif-standard`: an image in the High Efficiency Image File Format, of any coding.
    static let heifStandard = ContentType(identifier: "public.heif-standard", conformingTo: [.image])
    /// `public.heif`: a High Efficiency Image File Format image.
    public static let heif = ContentType(identifier: "public.heif", conformingTo: [.heifStandard])
    /// `public.heic`: a High Efficiency Image Coding image.
    public static let heic = ContentType(identifier: "public.heic", conformingTo: [.heifStandard])
    /// `org.webmproject.webp`: a WebP image.
    public static let webP = ContentType(identifier: "org.webmproject.webp", conformingTo: [.image])
    /// `public.svg-image`: a Scalable Vector Graphics image.
    public static let svg = ContentType(identifier: "public.svg-image", conformingTo: [.image, .xml])
    /// `public.camera-raw-image`: a raw camera image.
    public static let rawImage = ContentType(identifier: "public.camera-raw-image", conformingTo: [.image])
    /// `com.adobe.raw-image`: an Adobe Digital Negative (`.dng`).
    public static let dng = ContentType(identifier: "com.adobe.raw-image", conformingTo: [.rawImage])
    /// `public.heics`: a sequence of High Efficiency Image Coding images.
    public static let heics = ContentType(identifier: "public.heics", conformingTo: [.heifStandard])

    /// `com.apple.quicktime-movie`: a QuickTime movie.
    public static let quickTimeMovie = ContentType(
        identifier: "com.apple.quicktime-movie", conformingTo: [.movie])
    /// `public.mpeg-4`: an MPEG-4 movie.
    public static let mpeg4Movie = ContentType(identifier: "public.mpeg-4", conformingTo: [.movie])
    /// `public.mpeg-4-audio`: MPEG-4 audio.
    public static let mpeg4Audio = ContentType(
        identifier: "public.mpeg-4-audio", conformingTo: [.mpeg4Movie, .audio])
    /// `com.microsoft.waveform-audio`: WAVE audio.
    public static let wav = ContentType(identifier: "com.microsoft.waveform-audio", conformingTo: [.audio])
    /// `public.aiff-audio`: AIFF audio.
    public static let aiff = ContentType(identifier: "public.aiff-audio", conformingTo: [.audio])

    /// `public.delimited-values-text`: text of values separated by a delimiter.
    public static let delimitedText = ContentType(
        identifier: "public.delimited-values-text", conformingTo: [.text])
    /// `public.comma-separated-values-text`: CSV text.
    public static let commaSeparatedText = ContentType(
        identifier: "public.comma-separated-values-text", conformingTo: [.delimitedText])
    /// `public.tab-separated-values-text`: TSV text.
    public static let tabSeparatedText = ContentType(
        identifier: "public.tab-separated-values-text", conformingTo: [.delimitedText])
    /// `public.yaml`: YAML text.
    public static let yaml = ContentType(identifier: "public.yaml", conformingTo: [.text])
    /// `net.daringfireball.markdown`: Markdown text.
    public static let markdown = ContentType(
        identifier: "net.daringfireball.markdown", conformingTo: [.plainText])
    /// `public.script`: a script.
    public static let script = ContentType(identifier: "public.script", conformingTo: [.sourceCode])
    /// `public.shell-script`: a shell script.
    public static let shellScript = ContentType(identifier: "public.shell-script", conformingTo: [.script])
    /// `public.python-script`: a Python script.
    public static let pythonScript = ContentType(identifier: "public.python-script", conformingTo: [.script])
    /// `public.swift-source`: Swift source code.
    public static let swiftSource = ContentType(
        identifier: "public.swift-source", conformingTo: [.sourceCode])
    /// `public.c-source`: C source code.
    public static let cSource = ContentType(identifier: "public.c-source", conformingTo: [.sourceCode])

    // Office and iWork documents, e-books: the types whose trees `mdls` shows on Apple systems,
    // so `contentTypeTree == "public.spreadsheet"` (or `public.content`) finds them.

    /// `org.openxmlformats.wordprocessingml.document`: a Word document (`.docx`).
    public static let wordDocument = ContentType(
        identifier: "org.openxmlformats.wordprocessingml.document", conformingTo: [.zip, .compositeContent])
    /// `org.openxmlformats.spreadsheetml.sheet`: an Excel workbook (`.xlsx`).
    public static let excelWorkbook = ContentType(
        identifier: "org.openxmlformats.spreadsheetml.sheet", conformingTo: [.zip, .spreadsheet])
    /// `org.openxmlformats.presentationml.presentation`: a PowerPoint presentation (`.pptx`).
    public static let powerPointPresentation = ContentType(
        identifier: "org.openxmlformats.presentationml.presentation", conformingTo: [.zip, .presentation])
    /// `com.microsoft.word.doc`: a Word 97–2004 document (`.doc`).
    public static let legacyWordDocument = ContentType(
        identifier: "com.microsoft.word.doc", conformingTo: [.data, .compositeContent])
    /// `com.microsoft.excel.xls`: an Excel 97–2004 workbook (`.xls`).
    public static let legacyExcelWorkbook = ContentType(
        identifier: "com.microsoft.excel.xls", conformingTo: [.data, .spreadsheet])
    /// `com.microsoft.powerpoint.ppt`: a PowerPoint 97–2004 presentation (`.ppt`).
    public static let legacyPowerPointPresentation = ContentType(
        identifier: "com.microsoft.powerpoint.ppt", conformingTo: [.data, .presentation])
    /// `com.apple.iwork.pages.sffpages`: a Pages document.
    public static let pagesDocument = ContentType(
        identifier: "com.apple.iwork.pages.sffpages", conformingTo: [.package, .compositeContent])
    /// `com.apple.iwork.numbers.sffnumbers`: a Numbers spreadsheet.
    public static let numbersSpreadsheet = ContentType(
        identifier: "com.apple.iwork.numbers.sffnumbers", conformingTo: [.package, .spreadsheet])
    /// `com.apple.iwork.keynote.sffkey`: a Keynote presentation.
    public static let keynotePresentation = ContentType(
        identifier: "com.apple.iwork.keynote.sffkey", conformingTo: [.package, .presentation])
    /// `org.idpf.epub-container`: an EPUB e-book.
    public static let epub = ContentType(
        identifier: "org.idpf.epub-container", conformingTo: [.zip, .compositeContent])

    // More of the types Apple declares, with Apple's conformances.

    /// `public.file-url`: a URL to a file.
    public static let fileURL = ContentType(identifier: "public.file-url", conformingTo: [.url])
    /// `org.gnu.gnu-zip-archive`: a gzip archive (`.gz`).
    public static let gzip = ContentType(
        identifier: "org.gnu.gnu-zip-archive", conformingTo: [.data, .archive])
    /// `public.tar-archive`: a tar archive (`.tar`).
    public static let tarArchive = ContentType(
        identifier: "public.tar-archive", conformingTo: [.data, .archive])
    /// `com.apple.linkpresentation.metadata`: a link's title, icon and image, as a share sheet
    /// shows it.
    public static let linkPresentationMetadata = ContentType(
        identifier: "com.apple.linkpresentation.metadata", conformingTo: [.data])
    /// `public.bzip2-archive`: a bzip2 archive (`.bz2`).
    public static let bz2 = ContentType(identifier: "public.bzip2-archive", conformingTo: [.data, .archive])
    /// `com.apple.archive`: an Apple Archive (`.aar`).
    public static let appleArchive = ContentType(
        identifier: "com.apple.archive", conformingTo: [.data, .archive])
    /// `public.disk-image`: a disk image (`.dmg`).
    public static let diskImage = ContentType(
        identifier: "public.disk-image", conformingTo: [.data, .archive])
    /// `com.apple.property-list`: a property list.
    public static let propertyList = ContentType(identifier: "com.apple.property-list", conformingTo: [.data])
    /// `com.apple.xml-property-list`: an XML property list (`.plist`).
    public static let xmlPropertyList = ContentType(
        identifier: "com.apple.xml-property-list", conformingTo: [.xml, .propertyList])
    /// `com.apple.binary-property-list`: a binary property list.
    public static let binaryPropertyList = ContentType(
        identifier: "com.apple.binary-property-list", conformingTo: [.propertyList])
    /// `public.font`: a font (`.ttf`, `.otf`).
    public static let font = ContentType(identifier: "public.font", conformingTo: [.data, .content])
    /// `public.3d-content`: 3D content.
    public static let threeDContent = ContentType(identifier: "public.3d-content", conformingTo: [.content])
    /// `com.pixar.universal-scene-description-mobile`: a USDZ scene (`.usdz`).
    public static let usdz = ContentType(
        identifier: "com.pixar.universal-scene-description-mobile", conformingTo: [.data, .threeDContent])
    /// `com.pixar.universal-scene-description`: a USD scene (`.usd`).
    public static let usd = ContentType(
        identifier: "com.pixar.universal-scene-description", conformingTo: [.data, .threeDContent])
    /// `com.apple.reality`: a Reality Composer file (`.reality`).
    public static let realityFile = ContentType(identifier: "com.apple.reality", conformingTo: [.data])
    /// `com.apple.scenekit.scene`: a SceneKit scene (`.scn`).
    public static let sceneKitScene = ContentType(
        identifier: "com.apple.scenekit.scene", conformingTo: [.data])
    /// `com.apple.arobject`: an AR reference object (`.arobject`).
    public static let arReferenceObject = ContentType(identifier: "com.apple.arobject", conformingTo: [.data])
    /// `com.apple.haptics.ahap`: a haptic pattern (`.ahap`).
    public static let ahap = ContentType(identifier: "com.apple.haptics.ahap", conformingTo: [.data])
    /// `public.midi-audio`: MIDI audio (`.mid`).
    public static let midi = ContentType(identifier: "public.midi-audio", conformingTo: [.audio])
    /// `public.mpeg-2-transport-stream`: an MPEG-2 transport stream (`.ts`).
    public static let mpeg2TransportStream = ContentType(
        identifier: "public.mpeg-2-transport-stream", conformingTo: [.movie])
    /// `public.jpeg-xl`: a JPEG XL image (`.jxl`).
    public static let jpegxl = ContentType(identifier: "public.jpeg-xl", conformingTo: [.image])
    /// `public.utf8-tab-separated-values-text`: tab-separated values in UTF-8.
    public static let utf8TabSeparatedText = ContentType(
        identifier: "public.utf8-tab-separated-values-text",
        conformingTo: [.tabSeparatedText, .utf8PlainText])
    /// `public.utf16-external-plain-text`: UTF-16 text with a byte-order mark.
    public static let utf16ExternalPlainText = ContentType(
        identifier: "public.utf16-external-plain-text", conformingTo: [.plainText])
    /// `public.css`: a style sheet (`.css`).
    public static let css = ContentType(identifier: "public.css", conformingTo: [.text])
    /// `com.apple.applescript.script`: a compiled AppleScript (`.scpt`).
    public static let osaScript = ContentType(
        identifier: "com.apple.applescript.script", conformingTo: [.data, .script])
    /// `com.apple.applescript.script-bundle`: an AppleScript bundle (`.scptd`).
    public static let osaScriptBundle = ContentType(
        identifier: "com.apple.applescript.script-bundle", conformingTo: [.package, .script])
    /// `com.apple.systempreference.prefpane`: a System Settings pane (`.prefPane`).
    public static let systemPreferencesPane = ContentType(
        identifier: "com.apple.systempreference.prefpane", conformingTo: [.bundle])
    /// `public.bookmark`: a bookmark.
    public static let bookmark = ContentType(identifier: "public.bookmark", conformingTo: [.data])
    /// `com.microsoft.internet-shortcut`: a Windows internet shortcut (`.url`).
    public static let internetShortcut = ContentType(
        identifier: "com.microsoft.internet-shortcut", conformingTo: [.data])
    /// `public.calendar-event`, by the name UniformTypeIdentifiers gives it: ``event``.
    public static var calendarEvent: ContentType { event }
    /// `com.apple.live-photo`: a Live Photo.
    public static let livePhoto = ContentType(identifier: "com.apple.live-photo", conformingTo: [.content])
    /// `com.apple.internet-location`: an internet location file (`.webloc`).
    public static let internetLocation = ContentType(
        identifier: "com.apple.internet-location", conformingTo: [.data])
    /// `com.apple.bookmark`: URL bookmark data.
    public static let urlBookmarkData = ContentType(identifier: "com.apple.bookmark", conformingTo: [.data])
    /// `com.netscape.javascript-source`: JavaScript source (`.js`).
    public static let javaScript = ContentType(
        identifier: "com.netscape.javascript-source", conformingTo: [.script])
    /// `public.database`: a database.
    public static let database = ContentType(identifier: "public.database", conformingTo: [.data])
    /// `public.log`: a log (`.log`).
    public static let log = ContentType(identifier: "public.log", conformingTo: [.text])
    /// `com.microsoft.ico`: a Windows icon (`.ico`).
    public static let ico = ContentType(identifier: "com.microsoft.ico", conformingTo: [.image])
    /// `com.apple.icns`: an Apple icon image (`.icns`).
    public static let icns = ContentType(identifier: "com.apple.icns", conformingTo: [.image])
    /// `com.ilm.openexr-image`: an OpenEXR image (`.exr`).
    public static let exr = ContentType(identifier: "com.ilm.openexr-image", conformingTo: [.image])
    /// `com.rsa.pkcs-12`: a PKCS #12 archive (`.p12`).
    public static let pkcs12 = ContentType(identifier: "com.rsa.pkcs-12", conformingTo: [.data])
    /// `public.x509-certificate`: an X.509 certificate (`.cer`).
    public static let x509Certificate = ContentType(
        identifier: "public.x509-certificate", conformingTo: [.data])
    /// `public.utf16-plain-text`: UTF-16 plain text.
    public static let utf16PlainText = ContentType(
        identifier: "public.utf16-plain-text", conformingTo: [.plainText])
    /// `public.c-header`: a C header (`.h`).
    public static let cHeader = ContentType(identifier: "public.c-header", conformingTo: [.sourceCode])
    /// `public.c-plus-plus-source`: C++ source (`.cpp`).
    public static let cPlusPlusSource = ContentType(
        identifier: "public.c-plus-plus-source", conformingTo: [.sourceCode])
    /// `public.c-plus-plus-header`: a C++ header (`.hpp`).
    public static let cPlusPlusHeader = ContentType(
        identifier: "public.c-plus-plus-header", conformingTo: [.sourceCode])
    /// `public.objective-c-source`: Objective-C source (`.m`).
    public static let objectiveCSource = ContentType(
        identifier: "public.objective-c-source", conformingTo: [.sourceCode])
    /// `public.objective-c-plus-plus-source`: Objective-C++ source (`.mm`).
    public static let objectiveCPlusPlusSource = ContentType(
        identifier: "public.objective-c-plus-plus-source", conformingTo: [.sourceCode])
    /// `public.assembly-source`: assembly source (`.s`).
    public static let assemblyLanguageSource = ContentType(
        identifier: "public.assembly-source", conformingTo: [.sourceCode])
    /// `com.apple.rtfd`: a rich text document with attachments (`.rtfd`).
    public static let rtfd = ContentType(
        identifier: "com.apple.rtfd", conformingTo: [.package, .compositeContent])
    /// `com.apple.flat-rtfd`: a flattened RTFD.
    public static let flatRTFD = ContentType(
        identifier: "com.apple.flat-rtfd", conformingTo: [.data, .compositeContent])
    /// `com.apple.webarchive`: a Safari web archive (`.webarchive`).
    public static let webArchive = ContentType(
        identifier: "com.apple.webarchive", conformingTo: [.data, .compositeContent])
    /// `com.apple.mount-point`: a mount point.
    public static let mountPoint = ContentType(identifier: "com.apple.mount-point", conformingTo: [.item])
    /// `com.apple.resolvable`: a file that resolves to another, such as an alias.
    public static let resolvable = ContentType(identifier: "com.apple.resolvable", conformingTo: [.item])
    /// `public.unix-executable`: a Unix executable.
    public static let unixExecutable = ContentType(
        identifier: "public.unix-executable", conformingTo: [.data, .executable])
    /// `com.microsoft.windows-executable`: a Windows executable (`.exe`).
    public static let exe = ContentType(
        identifier: "com.microsoft.windows-executable", conformingTo: [.data, .executable])
    /// `public.playlist`: a playlist.
    public static let playlist = ContentType(identifier: "public.playlist", conformingTo: [.item])
    /// `public.m3u-playlist`: an M3U playlist (`.m3u`).
    public static let m3uPlaylist = ContentType(
        identifier: "public.m3u-playlist", conformingTo: [.text, .playlist])
    /// `public.mpeg`: MPEG video.
    public static let mpeg = ContentType(identifier: "public.mpeg", conformingTo: [.movie])
    /// `public.mpeg-2-video`: MPEG-2 video (`.mpg`).
    public static let mpeg2Video = ContentType(identifier: "public.mpeg-2-video", conformingTo: [.movie])
    /// `public.avi`: an AVI movie (`.avi`).
    public static let avi = ContentType(identifier: "public.avi", conformingTo: [.movie])

    /// `com.apple.framework`: a framework bundle.
    public static let framework = ContentType(identifier: "com.apple.framework", conformingTo: [.bundle])
    /// `com.apple.application-and-system-extension`: an app extension.
    public static let applicationExtension = ContentType(
        identifier: "com.apple.application-and-system-extension", conformingTo: [.bundle])
    /// `com.apple.plugin`: a plug-in bundle.
    public static let pluginBundle = ContentType(identifier: "com.apple.plugin", conformingTo: [.bundle])
    /// `com.apple.metadata-importer`: a Spotlight importer.
    public static let spotlightImporter = ContentType(
        identifier: "com.apple.metadata-importer", conformingTo: [.pluginBundle])
    /// `com.apple.quicklook-generator`: a Quick Look generator.
    public static let quickLookGenerator = ContentType(
        identifier: "com.apple.quicklook-generator", conformingTo: [.pluginBundle])
    /// `com.apple.xpc-service`: an XPC service.
    public static let xpcService = ContentType(identifier: "com.apple.xpc-service", conformingTo: [.bundle])
    /// `com.sun.java-class`: a Java class file (`.class`).
    public static let javaClass = ContentType(
        identifier: "com.sun.java-class", conformingTo: [.data, .executable])
    /// `com.apple.protected-mpeg-4-audio`: protected MPEG-4 audio (`.m4p`).
    public static let appleProtectedMPEG4Audio = ContentType(
        identifier: "com.apple.protected-mpeg-4-audio", conformingTo: [.audio])
    /// `com.apple.protected-mpeg-4-video`: protected MPEG-4 video.
    public static let appleProtectedMPEG4Video = ContentType(
        identifier: "com.apple.protected-mpeg-4-video", conformingTo: [.movie])
    /// `com.apple.m4a-audio`: MPEG-4 audio as Spotlight types a `.m4a` file.
    package static let m4aAudio = ContentType(identifier: "com.apple.m4a-audio", conformingTo: [.mpeg4Audio])
    /// `com.apple.m4v-video`: MPEG-4 video as Spotlight types a `.m4v` file.
    package static let m4vVideo = ContentType(identifier: "com.apple.m4v-video", conformingTo: [.mpeg4Movie])
    /// `com.apple.disk-image-udif`: a disk image as Spotlight types a `.dmg` file.
    package static let udifDiskImage = ContentType(
        identifier: "com.apple.disk-image-udif", conformingTo: [.diskImage])
    /// `com.apple.coreaudio-format`: Core Audio Format audio (`.caf`).
    static let coreAudioFormat = ContentType(identifier: "com.apple.coreaudio-format", conformingTo: [.audio])
    /// `org.xiph.flac`: FLAC audio (`.flac`).
    package static let flac = ContentType(identifier: "org.xiph.flac", conformingTo: [.audio])
    /// `public.aac-audio`: AAC audio (`.aac`).
    package static let aacAudio = ContentType(identifier: "public.aac-audio", conformingTo: [.audio])
    /// `org.webmproject.webm`: a WebM movie (`.webm`).
    package static let webM = ContentType(identifier: "org.webmproject.webm", conformingTo: [.movie])
    /// `public.iso-image`: an ISO 9660 disk image (`.iso`).
    package static let isoImage = ContentType(identifier: "public.iso-image", conformingTo: [.diskImage])
    /// `com.apple.ical.ics`: a calendar file (`.ics`).
    package static let icsFile = ContentType(identifier: "com.apple.ical.ics", conformingTo: [.data, .event])
    /// `com.apple.mail.email`: a message in a file (`.eml`).
    package static let emlFile = ContentType(
        identifier: "com.apple.mail.email", conformingTo: [.emailMessage])
    /// `public.truetype-ttf-font`: a TrueType font (`.ttf`).
    package static let trueTypeFont = ContentType(
        identifier: "public.truetype-ttf-font", conformingTo: [.font])
    /// `public.opentype-font`: an OpenType font (`.otf`).
    package static let openTypeFont = ContentType(identifier: "public.opentype-font", conformingTo: [.font])
    /// `com.apple.mail.emlx`: a message as Mail stores it (`.emlx`).
    static let mailMessageFile = ContentType(identifier: "com.apple.mail.emlx", conformingTo: [.emailMessage])
    /// `public.perl-script`: a Perl script (`.pl`).
    public static let perlScript = ContentType(identifier: "public.perl-script", conformingTo: [.script])
    /// `public.php-script`: a PHP script (`.php`).
    public static let phpScript = ContentType(identifier: "public.php-script", conformingTo: [.script])
    /// `public.ruby-script`: a Ruby script (`.rb`).
    public static let rubyScript = ContentType(identifier: "public.ruby-script", conformingTo: [.script])
    /// `com.apple.applescript.text`: AppleScript source (`.applescript`).
    public static let appleScript = ContentType(
        identifier: "com.apple.applescript.text", conformingTo: [.script])
    /// `public.make-source`: a makefile.
    public static let makefile = ContentType(identifier: "public.make-source", conformingTo: [.script])
    /// `public.geojson`: GeoJSON (`.geojson`).
    public static let geoJSON = ContentType(identifier: "public.geojson", conformingTo: [.json])

    // Apple's headers give `public.message`, `public.contact`, `public.calendar-event` and
    // `public.to-do-item` no parents. Searchlight places them under item and content so a
    // query on `contentTypeTree == "public.content"` finds messages, contacts and events too.

    /// A message such as an email or an instant message (`public.message`).
    public static let message = ContentType(identifier: "public.message", conformingTo: [.data, .content])
    /// An email message (`public.email-message`).
    public static let emailMessage = ContentType(
        identifier: "public.email-message", conformingTo: [.message])
    /// A message saved by Apple Mail (`com.apple.mail.emlx`): an email message.
    public static let mailMessage = ContentType(
        identifier: "com.apple.mail.emlx", conformingTo: [.emailMessage])
    /// Contact information for a person, group or organization (`public.contact`).
    public static let contact = ContentType(identifier: "public.contact", conformingTo: [.item, .content])
    /// A vCard file (`public.vcard`).
    public static let vCard = ContentType(identifier: "public.vcard", conformingTo: [.text, .contact])
    /// A calendar event (`public.calendar-event`).
    public static let event = ContentType(
        identifier: "public.calendar-event", conformingTo: [.item, .content])
    /// A to-do item (`public.to-do-item`).
    public static let toDoItem = ContentType(
        identifier: "public.to-do-item", conformingTo: [.item, .content])

    /// Every built-in type, in declaration order.
    public static let builtIns: [ContentType] = [
        .item, .content, .compositeContent, .data, .directory, .folder, .url,
        .text, .plainText, .utf8PlainText, .rtf, .html, .xml, .json, .sourceCode,
        .pdf, .spreadsheet, .presentation,
        .image, .jpeg, .png,
        .audiovisualContent, .movie, .video, .audio, .mp3,
        .message, .emailMessage, .mailMessage, .contact, .vCard, .event, .toDoItem,
        .executable, .application, .bundle, .package, .applicationBundle, .volume, .symbolicLink, .aliasFile,
        .archive, .zip,
        .gif, .tiff, .bmp, .heif, .heic, .webP, .svg, .rawImage,
        .quickTimeMovie, .mpeg4Movie, .mpeg4Audio, .wav, .aiff,
        .delimitedText, .commaSeparatedText, .tabSeparatedText, .yaml, .markdown,
        .script, .shellScript, .pythonScript, .swiftSource, .cSource,
        .wordDocument, .excelWorkbook, .powerPointPresentation, .legacyWordDocument, .legacyExcelWorkbook,
        .legacyPowerPointPresentation, .pagesDocument, .numbersSpreadsheet, .keynotePresentation, .epub,
        .fileURL, .gzip, .bz2, .appleArchive, .diskImage, .propertyList, .xmlPropertyList,
        .binaryPropertyList,
        .font, .threeDContent, .usdz, .livePhoto, .internetLocation, .urlBookmarkData, .javaScript, .database,
        .log, .ico, .icns, .exr, .pkcs12, .x509Certificate, .utf16PlainText, .cHeader, .cPlusPlusSource,
        .cPlusPlusHeader, .objectiveCSource, .objectiveCPlusPlusSource, .assemblyLanguageSource, .rtfd,
        .flatRTFD, .webArchive, .mountPoint, .resolvable, .unixExecutable, .exe, .playlist, .m3uPlaylist,
        .mpeg,
        .mpeg2Video, .avi, .framework, .applicationExtension, .pluginBundle, .spotlightImporter,
        .quickLookGenerator, .xpcService, .javaClass, .appleProtectedMPEG4Audio, .appleProtectedMPEG4Video,
        .perlScript, .phpScript, .rubyScript, .appleScript, .makefile, .geoJSON, .usd, .realityFile,
        .sceneKitScene, .arReferenceObject, .ahap, .midi, .mpeg2TransportStream, .jpegxl,
        .utf8TabSeparatedText,
        .utf16ExternalPlainText, .css, .osaScript, .osaScriptBundle, .systemPreferencesPane, .bookmark,
        .internetShortcut, .dng, .heics, .tarArchive, .linkPresentationMetadata,
        // Types Spotlight gives files that have no name of their own in the API: without them a
        // query for `public.audio` would miss every `.m4a` file an app indexes as Spotlight does.
        .m4aAudio, .m4vVideo, .udifDiskImage, .coreAudioFormat, .mailMessageFile, .flac, .heifStandard,
        .aacAudio, .webM, .isoImage, .icsFile, .emlFile, .trueTypeFont, .openTypeFont, .formerGIF,
    ]

    private static let builtInsByIdentifier: [String: ContentType] = Dictionary(
        builtIns.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })

    /// Returns the built-in type with this identifier, or `nil` if the identifier is not built in.
    ///
    /// ```swift
    /// ContentType.builtIn(identifier: "com.adobe.pdf")  // .pdf
    /// ContentType.builtIn(identifier: "com.example.x")  // nil
    /// ```
    public static func builtIn(identifier: String) -> ContentType? {
        builtInsByIdentifier[identifier]
    }
}

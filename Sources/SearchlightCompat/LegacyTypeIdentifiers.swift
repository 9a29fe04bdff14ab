// The `kUTType…` constants of MobileCoreServices, which older Core Spotlight code passes to
// `CSSearchableItemAttributeSet(itemContentType: kUTTypeText as String)`. Each is the identifier
// of the built-in `UTType` of the same meaning; the few Searchlight declares no type for are
// Apple's identifier itself.

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.item`.
public let kUTTypeItem = UTType.item.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.content`.
public let kUTTypeContent = UTType.content.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.compositeContent`.
public let kUTTypeCompositeContent = UTType.compositeContent.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.data`.
public let kUTTypeData = UTType.data.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.directory`.
public let kUTTypeDirectory = UTType.directory.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.folder`.
public let kUTTypeFolder = UTType.folder.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.url`.
public let kUTTypeURL = UTType.url.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.text`.
public let kUTTypeText = UTType.text.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.plainText`.
public let kUTTypePlainText = UTType.plainText.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.utf8PlainText`.
public let kUTTypeUTF8PlainText = UTType.utf8PlainText.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.rtf`.
public let kUTTypeRTF = UTType.rtf.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.html`.
public let kUTTypeHTML = UTType.html.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.xml`.
public let kUTTypeXML = UTType.xml.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.json`.
public let kUTTypeJSON = UTType.json.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.sourceCode`.
public let kUTTypeSourceCode = UTType.sourceCode.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.pdf`.
public let kUTTypePDF = UTType.pdf.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.spreadsheet`.
public let kUTTypeSpreadsheet = UTType.spreadsheet.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.presentation`.
public let kUTTypePresentation = UTType.presentation.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.image`.
public let kUTTypeImage = UTType.image.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.jpeg`.
public let kUTTypeJPEG = UTType.jpeg.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.png`.
public let kUTTypePNG = UTType.png.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.audiovisualContent`.
public let kUTTypeAudiovisualContent = UTType.audiovisualContent.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.movie`.
public let kUTTypeMovie = UTType.movie.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.video`.
public let kUTTypeVideo = UTType.video.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.audio`.
public let kUTTypeAudio = UTType.audio.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.mp3`.
public let kUTTypeMP3 = UTType.mp3.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.message`.
public let kUTTypeMessage = UTType.message.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.emailMessage`.
public let kUTTypeEmailMessage = UTType.emailMessage.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.contact`.
public let kUTTypeContact = UTType.contact.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.vCard`.
public let kUTTypeVCard = UTType.vCard.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.event`.
public let kUTTypeCalendarEvent = UTType.event.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.toDoItem`.
public let kUTTypeToDoItem = UTType.toDoItem.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.fileURL`.
public let kUTTypeFileURL = UTType.fileURL.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.gif`.
public let kUTTypeGIF = UTType.gif.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.zip`.
public let kUTTypeZipArchive = UTType.zip.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.mpeg4Movie`.
public let kUTTypeMPEG4 = UTType.mpeg4Movie.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.quickTimeMovie`.
public let kUTTypeQuickTimeMovie = UTType.quickTimeMovie.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.mpeg4Audio`.
public let kUTTypeMPEG4Audio = UTType.mpeg4Audio.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.tiff`.
public let kUTTypeTIFF = UTType.tiff.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.bmp`.
public let kUTTypeBMP = UTType.bmp.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.gzip`.
public let kUTTypeGNUZipArchive = UTType.gzip.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.javaScript`.
public let kUTTypeJavaScript = UTType.javaScript.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.log`.
public let kUTTypeLog = UTType.log.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.font`.
public let kUTTypeFont = UTType.font.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.archive`.
public let kUTTypeArchive = UTType.archive.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.executable`.
public let kUTTypeExecutable = UTType.executable.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.application`.
public let kUTTypeApplication = UTType.application.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.bundle`.
public let kUTTypeBundle = UTType.bundle.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.package`.
public let kUTTypePackage = UTType.package.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.wav`.
public let kUTTypeWaveformAudio = UTType.wav.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.avi`.
public let kUTTypeAVIMovie = UTType.avi.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.mpeg`.
public let kUTTypeMPEG = UTType.mpeg.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.mpeg2Video`.
public let kUTTypeMPEG2Video = UTType.mpeg2Video.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.commaSeparatedText`.
public let kUTTypeCommaSeparatedText = UTType.commaSeparatedText.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.tabSeparatedText`.
public let kUTTypeTabSeparatedText = UTType.tabSeparatedText.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.delimitedText`.
public let kUTTypeDelimitedText = UTType.delimitedText.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.script`.
public let kUTTypeScript = UTType.script.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.shellScript`.
public let kUTTypeShellScript = UTType.shellScript.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.pythonScript`.
public let kUTTypePythonScript = UTType.pythonScript.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.swiftSource`.
public let kUTTypeSwiftSource = UTType.swiftSource.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.cSource`.
public let kUTTypeCSource = UTType.cSource.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.cHeader`.
public let kUTTypeCHeader = UTType.cHeader.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.cPlusPlusSource`.
public let kUTTypeCPlusPlusSource = UTType.cPlusPlusSource.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.objectiveCSource`.
public let kUTTypeObjectiveCSource = UTType.objectiveCSource.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.propertyList`.
public let kUTTypePropertyList = UTType.propertyList.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.xmlPropertyList`.
public let kUTTypeXMLPropertyList = UTType.xmlPropertyList.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.binaryPropertyList`.
public let kUTTypeBinaryPropertyList = UTType.binaryPropertyList.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.diskImage`.
public let kUTTypeDiskImage = UTType.diskImage.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.flatRTFD`.
public let kUTTypeFlatRTFD = UTType.flatRTFD.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.rtfd`.
public let kUTTypeRTFD = UTType.rtfd.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.webArchive`.
public let kUTTypeWebArchive = UTType.webArchive.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.utf16PlainText`.
public let kUTTypeUTF16PlainText = UTType.utf16PlainText.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.volume`.
public let kUTTypeVolume = UTType.volume.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.symbolicLink`.
public let kUTTypeSymLink = UTType.symbolicLink.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.aliasFile`.
public let kUTTypeAliasFile = UTType.aliasFile.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.unixExecutable`.
public let kUTTypeUnixExecutable = UTType.unixExecutable.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.exe`.
public let kUTTypeWindowsExecutable = UTType.exe.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.internetLocation`.
public let kUTTypeInternetLocation = UTType.internetLocation.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.x509Certificate`.
public let kUTTypeX509Certificate = UTType.x509Certificate.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.pkcs12`.
public let kUTTypePKCS12 = UTType.pkcs12.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.ico`.
public let kUTTypeICO = UTType.ico.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.icns`.
public let kUTTypeAppleICNS = UTType.icns.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.rawImage`.
public let kUTTypeRawImage = UTType.rawImage.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.bz2`.
public let kUTTypeBzip2Archive = UTType.bz2.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.m3uPlaylist`.
public let kUTTypeM3UPlaylist = UTType.m3uPlaylist.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.playlist`.
public let kUTTypePlaylist = UTType.playlist.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.mountPoint`.
public let kUTTypeMountPoint = UTType.mountPoint.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.resolvable`.
public let kUTTypeResolvable = UTType.resolvable.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.urlBookmarkData`.
public let kUTTypeURLBookmarkData = UTType.urlBookmarkData.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.livePhoto`.
public let kUTTypeLivePhoto = UTType.livePhoto.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.database`.
public let kUTTypeDatabase = UTType.database.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.applicationBundle`.
public let kUTTypeApplicationBundle = UTType.applicationBundle.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// `public.jpeg-2000`: a JPEG 2000 image.
public let kUTTypeJPEG2000 = "public.jpeg-2000"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.appleProtectedMPEG4Audio`.
public let kUTTypeAppleProtectedMPEG4Audio = UTType.appleProtectedMPEG4Audio.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.appleProtectedMPEG4Video`.
public let kUTTypeAppleProtectedMPEG4Video = UTType.appleProtectedMPEG4Video.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.svg`.
public let kUTTypeScalableVectorGraphics = UTType.svg.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.bookmark`.
public let kUTTypeBookmark = UTType.bookmark.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.midi`.
public let kUTTypeMIDIAudio = UTType.midi.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.appleScript`.
public let kUTTypeAppleScript = UTType.appleScript.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.osaScript`.
public let kUTTypeOSAScript = UTType.osaScript.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.osaScriptBundle`.
public let kUTTypeOSAScriptBundle = UTType.osaScriptBundle.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.utf8TabSeparatedText`.
public let kUTTypeUTF8TabSeparatedText = UTType.utf8TabSeparatedText.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.utf16ExternalPlainText`.
public let kUTTypeUTF16ExternalPlainText = UTType.utf16ExternalPlainText.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.systemPreferencesPane`.
public let kUTTypeSystemPreferencesPane = UTType.systemPreferencesPane.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.mpeg2TransportStream`.
public let kUTTypeMPEG2TransportStream = UTType.mpeg2TransportStream.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// `com.apple.ink.inktext`: ink text.
public let kUTTypeInkText = "com.apple.ink.inktext"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.epub`.
public let kUTTypeElectronicPublication = UTType.epub.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.framework`.
public let kUTTypeFramework = UTType.framework.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.javaClass`.
public let kUTTypeJavaClass = UTType.javaClass.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// `com.sun.java-archive`: a Java archive (`.jar`).
public let kUTTypeJavaArchive = "com.sun.java-archive"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// `public.aifc-audio`: AIFF-C audio.
public let kUTTypeAudioInterchangeFileFormat = "public.aifc-audio"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.perlScript`.
public let kUTTypePerlScript = UTType.perlScript.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.phpScript`.
public let kUTTypePHPScript = UTType.phpScript.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.rubyScript`.
public let kUTTypeRubyScript = UTType.rubyScript.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.quickLookGenerator`.
public let kUTTypeQuickLookGenerator = UTType.quickLookGenerator.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.spotlightImporter`.
public let kUTTypeSpotlightImporter = UTType.spotlightImporter.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.xpcService`.
public let kUTTypeXPCService = UTType.xpcService.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// `com.apple.txn.text-multimedia-data`: text with multimedia data.
public let kUTTypeTXNTextAndMultimediaData = "com.apple.txn.text-multimedia-data"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// `com.apple.pict`: a PICT image.
public let kUTTypePICT = "com.apple.pict"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// `com.apple.quicktime-image`: a QuickTime image.
public let kUTTypeQuickTimeImage = "com.apple.quicktime-image"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.pluginBundle`.
public let kUTTypePluginBundle = UTType.pluginBundle.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// `com.apple.application-file`: a single-file application.
public let kUTTypeApplicationFile = "com.apple.application-file"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// `com.apple.alias-record`: the data of an alias.
public let kUTTypeAliasRecord = "com.apple.alias-record"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.assemblyLanguageSource`.
public let kUTTypeAssemblyLanguageSource = UTType.assemblyLanguageSource.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.objectiveCPlusPlusSource`.
public let kUTTypeObjectiveCPlusPlusSource = UTType.objectiveCPlusPlusSource.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.cPlusPlusHeader`.
public let kUTTypeCPlusPlusHeader = UTType.cPlusPlusHeader.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
/// `com.sun.java-source`: Java source code.
public let kUTTypeJavaSource = "com.sun.java-source"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `UTType.threeDContent`.
public let kUTType3DContent = UTType.threeDContent.identifier

// The C functions of MobileCoreServices and CoreServices that code before `UTType` calls with
// these constants: `UTTypeCreatePreferredIdentifierForTag(kUTTagClassFilenameExtension,
// ext as CFString, nil)?.takeRetainedValue()`. Strings stand in for `CFString`, which this
// platform's Foundation does not offer; each function answers from the same type table as
// `UTType`.

#if !canImport(Darwin)
    /// Core Foundation's string, as these functions take and return it: a Swift string here.
    public typealias CFString = String
#endif

/// A string these functions take where Apple's take a `CFString`: a Swift string, or an
/// `NSString`, which Apple's platforms bridge to one without a cast (`ext as NSString`).
public protocol CFStringRepresentable {
    /// The string.
    var cfString: CFString { get }
}

extension String: CFStringRepresentable {
    /// The string itself.
    public var cfString: CFString { self }
}

extension NSString: CFStringRepresentable {
    /// The string, as a Swift string.
    public var cfString: CFString { String(self) }
}

/// A value returned by one of these functions, as the C API hands it back for the caller to
/// take: `takeRetainedValue()` or `takeUnretainedValue()` give the value (a string, a list of
/// them, a declaration).
public struct UnmanagedTypeValue<Value> {
    private let value: Value

    init(_ value: Value) { self.value = value }

    /// The value, which the caller owns.
    public func takeRetainedValue() -> Value { value }
    /// The value.
    public func takeUnretainedValue() -> Value { value }
}

extension UnmanagedTypeValue: Sendable where Value: Sendable {}

/// A string returned by one of these functions (`UTTypeCopyPreferredTagWithClass`).
public typealias UnmanagedTypeString = UnmanagedTypeValue<CFString>

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The tag class of filename extensions (`"txt"`).
public let kUTTagClassFilenameExtension: CFString = "public.filename-extension"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The tag class of MIME types (`"text/plain"`).
public let kUTTagClassMIMEType: CFString = "public.mime-type"

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of the type that `tag` (of `tagClass`) names, conforming to `conformingTo`:
/// `UTType(filenameExtension:conformingTo:)`'s identifier, or a dynamic one.
public func UTTypeCreatePreferredIdentifierForTag(
    _ tagClass: some CFStringRepresentable, _ tag: some CFStringRepresentable, _ conformingTo: CFString?
) -> UnmanagedTypeString? {
    let (tagClass, tag) = (tagClass.cfString, tag.cfString)
    let supertype = conformingTo.map { UTType($0) ?? UTType(importedAs: $0) } ?? .data
    let type: UTType? =
        switch tagClass {
        case kUTTagClassFilenameExtension: UTType(filenameExtension: tag, conformingTo: supertype)
        case kUTTagClassMIMEType: UTType(mimeType: tag, conformingTo: supertype)
        default: nil
        }
    return type.map { UnmanagedTypeString($0.identifier) }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The preferred tag of `tagClass` (a filename extension or a MIME type) of the type `identifier`.
public func UTTypeCopyPreferredTagWithClass(
    _ identifier: some CFStringRepresentable, _ tagClass: some CFStringRepresentable
) -> UnmanagedTypeString? {
    guard let type = UTType(identifier.cfString) else { return nil }
    let tag: String? =
        switch tagClass.cfString {
        case kUTTagClassFilenameExtension: type.preferredFilenameExtension
        case kUTTagClassMIMEType: type.preferredMIMEType
        default: nil
        }
    return tag.map(UnmanagedTypeString.init)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Whether the type `identifier` conforms to the type `other`.
public func UTTypeConformsTo(_ identifier: some CFStringRepresentable, _ other: some CFStringRepresentable)
    -> Bool
{
    let (identifier, other) = (identifier.cfString, other.cfString)
    let type = UTType(identifier) ?? UTType(importedAs: identifier)
    return type.conforms(to: UTType(other) ?? UTType(importedAs: other))
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Whether `identifier` and `other` name the same type.
public func UTTypeEqual(_ identifier: some CFStringRepresentable, _ other: some CFStringRepresentable) -> Bool
{
    identifier.cfString == other.cfString
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The description of the type `identifier`, as people read it.
public func UTTypeCopyDescription(_ identifier: some CFStringRepresentable) -> UnmanagedTypeString? {
    UTType(identifier.cfString)?.localizedDescription.map(UnmanagedTypeString.init)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Every tag of `tagClass` the type `identifier` has, the usual one first; `nil` when it has none.
public func UTTypeCopyAllTagsWithClass(
    _ identifier: some CFStringRepresentable, _ tagClass: some CFStringRepresentable
) -> UnmanagedTypeValue<[CFString]>? {
    let tags = UTType(identifier.cfString)?.tags[UTTagClass(rawValue: tagClass.cfString)] ?? []
    return tags.isEmpty ? nil : UnmanagedTypeValue(tags)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifiers of every type that has `tag` of `tagClass` and conforms to `conformingTo`,
/// the usual one first; a dynamic one when no declared type has the tag.
public func UTTypeCreateAllIdentifiersForTag(
    _ tagClass: some CFStringRepresentable, _ tag: some CFStringRepresentable, _ conformingTo: CFString?
) -> UnmanagedTypeValue<[CFString]>? {
    let supertype = conformingTo.map { UTType($0) ?? UTType(importedAs: $0) }
    let types = UTType.types(
        tag: tag.cfString, tagClass: UTTagClass(rawValue: tagClass.cfString), conformingTo: supertype)
    return types.isEmpty ? nil : UnmanagedTypeValue(types.map(\.identifier))
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The declaration of the type `identifier`, with the keys of a bundle's `UTExportedTypeDeclarations`
/// (`UTTypeIdentifier`, `UTTypeConformsTo`, `UTTypeTagSpecification`, `UTTypeDescription`);
/// `nil` for a type nothing declares.
public func UTTypeCopyDeclaration(_ identifier: some CFStringRepresentable)
    -> UnmanagedTypeValue<[AnyHashable: Any]>?
{
    guard let type = UTType(identifier.cfString), type.isDeclared else { return nil }
    var declaration: [AnyHashable: Any] = [
        "UTTypeIdentifier": type.identifier, "UTTypeConformsTo": type.parents.map(\.identifier),
    ]
    let tags = type.tags
    if !tags.isEmpty {
        declaration["UTTypeTagSpecification"] = Dictionary(
            uniqueKeysWithValues: tags.map { ($0.key.rawValue, $0.value) })
    }
    declaration["UTTypeDescription"] = type.localizedDescription
    return UnmanagedTypeValue(declaration)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The bundle that declares the type `identifier`: `nil` here, where the platform's types are
/// declared by no bundle on disk.
public func UTTypeCopyDeclaringBundleURL(_ identifier: some CFStringRepresentable) -> UnmanagedTypeValue<URL>?
{
    nil
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Whether `identifier` is a dynamic identifier (`dyn.…`), made for a tag nothing declares.
public func UTTypeIsDynamic(_ identifier: some CFStringRepresentable) -> Bool {
    identifier.cfString.hasPrefix("dyn.")
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Whether the type `identifier` is declared.
public func UTTypeIsDeclared(_ identifier: some CFStringRepresentable) -> Bool {
    UTType(identifier.cfString)?.isDeclared ?? false
}

// The `kUTType…` constants of MobileCoreServices, which older Core Spotlight code passes to
// `CSSearchableItemAttributeSet(itemContentType: kUTTypeText as String)`. Each is the identifier
// of the built-in `UTType` of the same meaning.

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

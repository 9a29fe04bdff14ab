// The `kUTType…` constants of MobileCoreServices, which older Core Spotlight code passes to
// `CSSearchableItemAttributeSet(itemContentType: kUTTypeText as String)`. Each is the identifier
// of the built-in `UTType` of the same meaning.

// swift-format-ignore: AlwaysUseLowerCamelCase
public let kUTTypeItem = UTType.item.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kUTTypeContent = UTType.content.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kUTTypeCompositeContent = UTType.compositeContent.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kUTTypeData = UTType.data.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kUTTypeDirectory = UTType.directory.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kUTTypeFolder = UTType.folder.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kUTTypeURL = UTType.url.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kUTTypeText = UTType.text.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kUTTypePlainText = UTType.plainText.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kUTTypeUTF8PlainText = UTType.utf8PlainText.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kUTTypeRTF = UTType.rtf.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kUTTypeHTML = UTType.html.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kUTTypeXML = UTType.xml.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kUTTypeJSON = UTType.json.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kUTTypeSourceCode = UTType.sourceCode.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kUTTypePDF = UTType.pdf.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kUTTypeSpreadsheet = UTType.spreadsheet.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kUTTypePresentation = UTType.presentation.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kUTTypeImage = UTType.image.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kUTTypeJPEG = UTType.jpeg.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kUTTypePNG = UTType.png.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kUTTypeAudiovisualContent = UTType.audiovisualContent.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kUTTypeMovie = UTType.movie.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kUTTypeVideo = UTType.video.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kUTTypeAudio = UTType.audio.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kUTTypeMP3 = UTType.mp3.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kUTTypeMessage = UTType.message.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kUTTypeEmailMessage = UTType.emailMessage.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kUTTypeContact = UTType.contact.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kUTTypeVCard = UTType.vCard.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kUTTypeCalendarEvent = UTType.event.identifier
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kUTTypeToDoItem = UTType.toDoItem.identifier

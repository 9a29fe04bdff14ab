// Generated from CodeGeneration/Attributes.tsv; do not edit. Change the table, then run
// `swift run --package-path CodeGeneration generate-sources` from the repository root.

// Apple's attribute groups, in the order of apple-api.md §3. Every key here has exactly one
// entry in `AttributeCatalog`.
extension AttributeKey {
    // MARK: General

    /// `title`: The title of the item; the most heavily weighted text in ranking.
    public static let title: AttributeKey = "title"
    /// `displayName`: The name shown to the user for the item.
    public static let displayName: AttributeKey = "displayName"
    /// `alternateNames`: Other names the item is known by, such as nicknames or abbreviations.
    public static let alternateNames: AttributeKey = "alternateNames"
    /// `keywords`: Words or phrases that describe the item.
    public static let keywords: AttributeKey = "keywords"
    /// `contentDescription`: A description of the item's content.
    public static let contentDescription: AttributeKey = "contentDescription"
    /// `path`: The complete file system path to the item.
    public static let path: AttributeKey = "path"
    /// `contentURL`: The URL of the item's content; Spotlight uses it to deduplicate against files.
    public static let contentURL: AttributeKey = "contentURL"
    /// `thumbnailURL`: A local file URL of a thumbnail image for the item.
    public static let thumbnailURL: AttributeKey = "thumbnailURL"
    /// `thumbnailData`: Image data for a thumbnail of the item.
    public static let thumbnailData: AttributeKey = "thumbnailData"
    /// `darkThumbnailURL`: A local file URL of a thumbnail image for dark appearance.
    public static let darkThumbnailURL: AttributeKey = "darkThumbnailURL"
    /// `relatedUniqueIdentifier`: The unique identifier of the item a user activity relates to; ties the
    /// activity's lifetime to that item.
    public static let relatedUniqueIdentifier: AttributeKey = "relatedUniqueIdentifier"
    /// `weakRelatedUniqueIdentifier`: The unique identifier of a related item, without tying lifetimes
    /// together.
    public static let weakRelatedUniqueIdentifier: AttributeKey = "weakRelatedUniqueIdentifier"
    /// `metadataModificationDate`: When the item's metadata last changed.
    public static let metadataModificationDate: AttributeKey = "metadataModificationDate"
    /// `contentType`: The uniform type identifier of the item; derived from the attribute set's content type.
    public static let contentType: AttributeKey = "contentType"
    /// `contentTypeTree`: The item's type identifier followed by every type it conforms to; derived from the
    /// content type.
    public static let contentTypeTree: AttributeKey = "contentTypeTree"
    /// `version`: The version of the item's content.
    public static let version: AttributeKey = "version"
    /// `userCreated`: Whether the user created the item.
    public static let userCreated: AttributeKey = "userCreated"
    /// `userOwned`: Whether the user owns the item, for example bought it.
    public static let userOwned: AttributeKey = "userOwned"
    /// `userCurated`: Whether the user chose or curated the item.
    public static let userCurated: AttributeKey = "userCurated"
    /// `rankingHint`: Query-independent importance of the item among the app's items, 0 to 100; larger ranks
    /// higher.
    public static let rankingHint: AttributeKey = "rankingHint"
    /// `domainIdentifier`: The domain the item belongs to, used to delete items by domain.
    public static let domainIdentifier: AttributeKey = "domainIdentifier"

    // MARK: Actions

    /// `supportsPhoneCall`: Whether the item can be used to make a phone call.
    public static let supportsPhoneCall: AttributeKey = "supportsPhoneCall"
    /// `supportsNavigation`: Whether the item can be used for navigation.
    public static let supportsNavigation: AttributeKey = "supportsNavigation"
    /// `actionIdentifiers`: The identifiers of the app's custom actions available for the item.
    public static let actionIdentifiers: AttributeKey = "actionIdentifiers"
    /// `sharedItemContentType`: The type identifier of the content the item shares, such as public.url.
    public static let sharedItemContentType: AttributeKey = "sharedItemContentType"

    // MARK: Containment

    /// `containerTitle`: The title of the item's container, such as an album or a folder.
    public static let containerTitle: AttributeKey = "containerTitle"
    /// `containerDisplayName`: The name of the container shown to the user.
    public static let containerDisplayName: AttributeKey = "containerDisplayName"
    /// `containerIdentifier`: The identifier of the item's container.
    public static let containerIdentifier: AttributeKey = "containerIdentifier"
    /// `containerOrder`: The position of the item in its container.
    public static let containerOrder: AttributeKey = "containerOrder"

    // MARK: Item provider

    /// `providerDataTypeIdentifiers`: Type identifiers the app can provide as data for the item.
    public static let providerDataTypeIdentifiers: AttributeKey = "providerDataTypeIdentifiers"
    /// `providerFileTypeIdentifiers`: Type identifiers the app can provide as a file for the item.
    public static let providerFileTypeIdentifiers: AttributeKey = "providerFileTypeIdentifiers"
    /// `providerInPlaceFileTypeIdentifiers`: Type identifiers the app can provide as a file opened in place.
    public static let providerInPlaceFileTypeIdentifiers: AttributeKey = "providerInPlaceFileTypeIdentifiers"

    // MARK: Documents

    /// `subject`: The subject of the item, such as an email's subject line.
    public static let subject: AttributeKey = "subject"
    /// `theme`: The theme of the item.
    public static let theme: AttributeKey = "theme"
    /// `identifier`: A formal identifier of the item, such as an ISBN.
    public static let identifier: AttributeKey = "identifier"
    /// `audiences`: The audiences the item is intended for.
    public static let audiences: AttributeKey = "audiences"
    /// `fileSize`: The size of the item's content in bytes.
    public static let fileSize: AttributeKey = "fileSize"
    /// `pageCount`: The number of pages in the document.
    public static let pageCount: AttributeKey = "pageCount"
    /// `pageWidth`: The width of a page in points.
    public static let pageWidth: AttributeKey = "pageWidth"
    /// `pageHeight`: The height of a page in points.
    public static let pageHeight: AttributeKey = "pageHeight"
    /// `securityMethod`: The security or encryption method used for the document.
    public static let securityMethod: AttributeKey = "securityMethod"
    /// `creator`: The application or person that created the document.
    public static let creator: AttributeKey = "creator"
    /// `encodingApplications`: The applications that prepared the document, such as PDF converters.
    public static let encodingApplications: AttributeKey = "encodingApplications"
    /// `kind`: A human-readable description of the kind of item, such as "Markdown document".
    public static let kind: AttributeKey = "kind"
    /// `fontNames`: The fonts used in the document.
    public static let fontNames: AttributeKey = "fontNames"

    // MARK: Events

    /// `dueDate`: When the item is due.
    public static let dueDate: AttributeKey = "dueDate"
    /// `completionDate`: When the item was completed.
    public static let completionDate: AttributeKey = "completionDate"
    /// `startDate`: When the event starts.
    public static let startDate: AttributeKey = "startDate"
    /// `endDate`: When the event ends.
    public static let endDate: AttributeKey = "endDate"
    /// `importantDates`: Dates that matter for the item.
    public static let importantDates: AttributeKey = "importantDates"
    /// `allDay`: Whether the event lasts all day.
    public static let allDay: AttributeKey = "allDay"

    // MARK: Media

    /// `editors`: The editors of the item's content.
    public static let editors: AttributeKey = "editors"
    /// `participants`: The people or organizations that took part in the item, such as meeting attendees.
    public static let participants: AttributeKey = "participants"
    /// `projects`: The projects the item belongs to.
    public static let projects: AttributeKey = "projects"
    /// `downloadedDate`: When the item was downloaded.
    public static let downloadedDate: AttributeKey = "downloadedDate"
    /// `contentSources`: Where the item's content came from, such as a URL or a camera.
    public static let contentSources: AttributeKey = "contentSources"
    /// `comment`: A comment about the item.
    public static let comment: AttributeKey = "comment"
    /// `copyright`: The copyright statement of the content.
    public static let copyright: AttributeKey = "copyright"
    /// `lastUsedDate`: When the user last opened or used the item.
    public static let lastUsedDate: AttributeKey = "lastUsedDate"
    /// `contentCreationDate`: When the item's content was created.
    public static let contentCreationDate: AttributeKey = "contentCreationDate"
    /// `contentModificationDate`: When the item's content last changed.
    public static let contentModificationDate: AttributeKey = "contentModificationDate"
    /// `addedDate`: When the item was added to the app.
    public static let addedDate: AttributeKey = "addedDate"
    /// `duration`: The playing time of the media in seconds.
    public static let duration: AttributeKey = "duration"
    /// `contactKeywords`: Contacts associated with the item, other than its authors.
    public static let contactKeywords: AttributeKey = "contactKeywords"
    /// `codecs`: The codecs used to encode the media.
    public static let codecs: AttributeKey = "codecs"
    /// `mediaTypes`: The media types present in the content, such as sound or video.
    public static let mediaTypes: AttributeKey = "mediaTypes"
    /// `streamable`: Whether the media can be streamed.
    public static let streamable: AttributeKey = "streamable"
    /// `totalBitRate`: The total bit rate of the media in kilobits per second.
    public static let totalBitRate: AttributeKey = "totalBitRate"
    /// `videoBitRate`: The video bit rate in kilobits per second.
    public static let videoBitRate: AttributeKey = "videoBitRate"
    /// `audioBitRate`: The audio bit rate in kilobits per second.
    public static let audioBitRate: AttributeKey = "audioBitRate"
    /// `deliveryType`: How the media is delivered: 0 for fast start, 1 for RTSP.
    public static let deliveryType: AttributeKey = "deliveryType"
    /// `organizations`: The organizations that created the content.
    public static let organizations: AttributeKey = "organizations"
    /// `role`: The role of the person the item is about, such as a job title.
    public static let role: AttributeKey = "role"
    /// `languages`: The languages of the content.
    public static let languages: AttributeKey = "languages"
    /// `rights`: The rights that apply to the content.
    public static let rights: AttributeKey = "rights"
    /// `publishers`: The publishers of the content.
    public static let publishers: AttributeKey = "publishers"
    /// `contributors`: The people or organizations that contributed to the content.
    public static let contributors: AttributeKey = "contributors"
    /// `coverage`: The scope of the content, such as a place or a period.
    public static let coverage: AttributeKey = "coverage"
    /// `rating`: The user's rating of the item.
    public static let rating: AttributeKey = "rating"
    /// `ratingDescription`: A description of the rating, such as a review.
    public static let ratingDescription: AttributeKey = "ratingDescription"
    /// `playCount`: How many times the media has been played.
    public static let playCount: AttributeKey = "playCount"
    /// `information`: Further information about the item.
    public static let information: AttributeKey = "information"
    /// `director`: The director of the movie.
    public static let director: AttributeKey = "director"
    /// `producer`: The producer of the content.
    public static let producer: AttributeKey = "producer"
    /// `genre`: The genre of the content.
    public static let genre: AttributeKey = "genre"
    /// `performers`: The performers in the content.
    public static let performers: AttributeKey = "performers"
    /// `originalFormat`: The format the content was originally in.
    public static let originalFormat: AttributeKey = "originalFormat"
    /// `originalSource`: The original source of the content.
    public static let originalSource: AttributeKey = "originalSource"
    /// `local`: Whether the item is stored locally.
    public static let local: AttributeKey = "local"
    /// `contentRating`: The content rating of the item, such as an explicit-content flag.
    public static let contentRating: AttributeKey = "contentRating"
    /// `url`: The URL of the item, such as a web page.
    public static let url: AttributeKey = "url"

    // MARK: Music

    /// `audioSampleRate`: The audio sample rate in hertz.
    public static let audioSampleRate: AttributeKey = "audioSampleRate"
    /// `audioChannelCount`: The number of audio channels.
    public static let audioChannelCount: AttributeKey = "audioChannelCount"
    /// `tempo`: The tempo in beats per minute.
    public static let tempo: AttributeKey = "tempo"
    /// `keySignature`: The musical key, such as "C minor".
    public static let keySignature: AttributeKey = "keySignature"
    /// `timeSignature`: The time signature, such as "4/4".
    public static let timeSignature: AttributeKey = "timeSignature"
    /// `audioEncodingApplication`: The application that encoded the audio.
    public static let audioEncodingApplication: AttributeKey = "audioEncodingApplication"
    /// `composer`: The composer of the music.
    public static let composer: AttributeKey = "composer"
    /// `lyricist`: The lyricist of the song.
    public static let lyricist: AttributeKey = "lyricist"
    /// `album`: The album the song belongs to.
    public static let album: AttributeKey = "album"
    /// `artist`: The artist of the song.
    public static let artist: AttributeKey = "artist"
    /// `audioTrackNumber`: The track number of the song on its album.
    public static let audioTrackNumber: AttributeKey = "audioTrackNumber"
    /// `recordingDate`: When the recording was made.
    public static let recordingDate: AttributeKey = "recordingDate"
    /// `musicalGenre`: The musical genre of the song.
    public static let musicalGenre: AttributeKey = "musicalGenre"
    /// `generalMIDISequence`: Whether the MIDI sequence is General MIDI.
    public static let generalMIDISequence: AttributeKey = "generalMIDISequence"
    /// `musicalInstrumentCategory`: The category of the instrument of a musical loop.
    public static let musicalInstrumentCategory: AttributeKey = "musicalInstrumentCategory"
    /// `musicalInstrumentName`: The instrument of a musical loop.
    public static let musicalInstrumentName: AttributeKey = "musicalInstrumentName"

    // MARK: Images

    /// `pixelHeight`: The height of the image in pixels.
    public static let pixelHeight: AttributeKey = "pixelHeight"
    /// `pixelWidth`: The width of the image in pixels.
    public static let pixelWidth: AttributeKey = "pixelWidth"
    /// `pixelCount`: The number of pixels in the image.
    public static let pixelCount: AttributeKey = "pixelCount"
    /// `colorSpace`: The color space of the image, such as "RGB".
    public static let colorSpace: AttributeKey = "colorSpace"
    /// `bitsPerSample`: The number of bits per color sample.
    public static let bitsPerSample: AttributeKey = "bitsPerSample"
    /// `flashOn`: Whether the flash fired.
    public static let flashOn: AttributeKey = "flashOn"
    /// `focalLength`: The focal length of the lens in millimeters.
    public static let focalLength: AttributeKey = "focalLength"
    /// `focalLength35mm`: The focal length in 35 mm film equivalent.
    public static let focalLength35mm: AttributeKey = "focalLength35mm"
    /// `acquisitionMake`: The manufacturer of the camera.
    public static let acquisitionMake: AttributeKey = "acquisitionMake"
    /// `acquisitionModel`: The model of the camera.
    public static let acquisitionModel: AttributeKey = "acquisitionModel"
    /// `cameraOwner`: The owner of the camera.
    public static let cameraOwner: AttributeKey = "cameraOwner"
    /// `lensModel`: The model of the lens.
    public static let lensModel: AttributeKey = "lensModel"
    /// `isoSpeed`: The ISO speed used to take the picture.
    public static let isoSpeed: AttributeKey = "isoSpeed"
    /// `orientation`: The orientation of the image: 0 landscape, 1 portrait.
    public static let orientation: AttributeKey = "orientation"
    /// `layerNames`: The names of the image's layers.
    public static let layerNames: AttributeKey = "layerNames"
    /// `whiteBalance`: The white balance mode: 0 auto, 1 manual.
    public static let whiteBalance: AttributeKey = "whiteBalance"
    /// `aperture`: The aperture setting in APEX units.
    public static let aperture: AttributeKey = "aperture"
    /// `profileName`: The name of the color profile.
    public static let profileName: AttributeKey = "profileName"
    /// `resolutionWidthDPI`: The horizontal resolution in dots per inch.
    public static let resolutionWidthDPI: AttributeKey = "resolutionWidthDPI"
    /// `resolutionHeightDPI`: The vertical resolution in dots per inch.
    public static let resolutionHeightDPI: AttributeKey = "resolutionHeightDPI"
    /// `exposureMode`: The exposure mode: 0 auto, 1 manual, 2 auto bracket.
    public static let exposureMode: AttributeKey = "exposureMode"
    /// `exposureTime`: The exposure time in seconds.
    public static let exposureTime: AttributeKey = "exposureTime"
    /// `exifVersion`: The EXIF version of the image metadata.
    public static let exifVersion: AttributeKey = "exifVersion"
    /// `exifgpsVersion`: The version of the EXIF GPS metadata.
    public static let exifgpsVersion: AttributeKey = "exifgpsVersion"
    /// `hasAlphaChannel`: Whether the image has an alpha channel.
    public static let hasAlphaChannel: AttributeKey = "hasAlphaChannel"
    /// `redEyeOn`: Whether red-eye reduction was used.
    public static let redEyeOn: AttributeKey = "redEyeOn"
    /// `meteringMode`: The metering mode of the camera.
    public static let meteringMode: AttributeKey = "meteringMode"
    /// `maxAperture`: The smallest f-number of the lens in APEX units.
    public static let maxAperture: AttributeKey = "maxAperture"
    /// `fNumber`: The f-number used to take the picture.
    public static let fNumber: AttributeKey = "fNumber"
    /// `exposureProgram`: The exposure program of the camera.
    public static let exposureProgram: AttributeKey = "exposureProgram"
    /// `exposureTimeString`: The exposure time as text, such as "1/250".
    public static let exposureTimeString: AttributeKey = "exposureTimeString"

    // MARK: Places

    /// `headline`: A short summary of the item's content.
    public static let headline: AttributeKey = "headline"
    /// `instructions`: Instructions about the use of the item.
    public static let instructions: AttributeKey = "instructions"
    /// `thoroughfare`: The street of the address.
    public static let thoroughfare: AttributeKey = "thoroughfare"
    /// `subThoroughfare`: The house number or other detail of the street address.
    public static let subThoroughfare: AttributeKey = "subThoroughfare"
    /// `postalCode`: The postal code of the address.
    public static let postalCode: AttributeKey = "postalCode"
    /// `city`: The city of the address.
    public static let city: AttributeKey = "city"
    /// `stateOrProvince`: The state or province of the address.
    public static let stateOrProvince: AttributeKey = "stateOrProvince"
    /// `country`: The country of the address.
    public static let country: AttributeKey = "country"
    /// `fullyFormattedAddress`: The whole address, formatted for display.
    public static let fullyFormattedAddress: AttributeKey = "fullyFormattedAddress"
    /// `altitude`: The altitude in meters.
    public static let altitude: AttributeKey = "altitude"
    /// `latitude`: The latitude in degrees.
    public static let latitude: AttributeKey = "latitude"
    /// `longitude`: The longitude in degrees.
    public static let longitude: AttributeKey = "longitude"
    /// `speed`: The speed in kilometers per hour when the item was recorded.
    public static let speed: AttributeKey = "speed"
    /// `timestamp`: When the location was recorded.
    public static let timestamp: AttributeKey = "timestamp"
    /// `imageDirection`: The direction the camera faced, in degrees.
    public static let imageDirection: AttributeKey = "imageDirection"
    /// `namedLocation`: The name of the place, such as a landmark.
    public static let namedLocation: AttributeKey = "namedLocation"
    /// `gpsTrack`: The direction of travel in degrees.
    public static let gpsTrack: AttributeKey = "gpsTrack"
    /// `gpsStatus`: The status of the GPS receiver.
    public static let gpsStatus: AttributeKey = "gpsStatus"
    /// `gpsMeasureMode`: The GPS measurement mode.
    public static let gpsMeasureMode: AttributeKey = "gpsMeasureMode"
    /// `gpsdop`: The dilution of precision of the GPS data.
    public static let gpsdop: AttributeKey = "gpsdop"
    /// `gpsMapDatum`: The geodetic survey data used by the GPS receiver.
    public static let gpsMapDatum: AttributeKey = "gpsMapDatum"
    /// `gpsDestLatitude`: The latitude of the destination in degrees.
    public static let gpsDestLatitude: AttributeKey = "gpsDestLatitude"
    /// `gpsDestLongitude`: The longitude of the destination in degrees.
    public static let gpsDestLongitude: AttributeKey = "gpsDestLongitude"
    /// `gpsDestBearing`: The bearing to the destination in degrees.
    public static let gpsDestBearing: AttributeKey = "gpsDestBearing"
    /// `gpsDestDistance`: The distance to the destination.
    public static let gpsDestDistance: AttributeKey = "gpsDestDistance"
    /// `gpsProcessingMethod`: The method used to find the location.
    public static let gpsProcessingMethod: AttributeKey = "gpsProcessingMethod"
    /// `gpsAreaInformation`: The name of the GPS area.
    public static let gpsAreaInformation: AttributeKey = "gpsAreaInformation"
    /// `gpsDateStamp`: The GPS date and time.
    public static let gpsDateStamp: AttributeKey = "gpsDateStamp"
    /// `gpsDifferental`: Whether differential correction was applied to the GPS data (1) or not (0).
    public static let gpsDifferental: AttributeKey = "gpsDifferental"

    // MARK: Messaging

    /// `accountIdentifier`: The identifier of the account the item belongs to.
    public static let accountIdentifier: AttributeKey = "accountIdentifier"
    /// `accountHandles`: The handles of the account, such as its email addresses.
    public static let accountHandles: AttributeKey = "accountHandles"
    /// `htmlContentData`: The item's content as UTF-8 encoded HTML.
    public static let htmlContentData: AttributeKey = "htmlContentData"
    /// `textContent`: The full text of the item, such as a message body.
    public static let textContent: AttributeKey = "textContent"
    /// `authors`: The authors of the item, such as the sender of a message.
    public static let authors: AttributeKey = "authors"
    /// `primaryRecipients`: The primary recipients of a message (To).
    public static let primaryRecipients: AttributeKey = "primaryRecipients"
    /// `additionalRecipients`: The additional recipients of a message (Cc).
    public static let additionalRecipients: AttributeKey = "additionalRecipients"
    /// `hiddenAdditionalRecipients`: The hidden recipients of a message (Bcc).
    public static let hiddenAdditionalRecipients: AttributeKey = "hiddenAdditionalRecipients"
    /// `mailboxIdentifiers`: The mailboxes that hold the message.
    public static let mailboxIdentifiers: AttributeKey = "mailboxIdentifiers"
    /// `authorNames`: The names of the item's authors.
    public static let authorNames: AttributeKey = "authorNames"
    /// `recipientNames`: The names of the message's recipients.
    public static let recipientNames: AttributeKey = "recipientNames"
    /// `authorEmailAddresses`: The email addresses of the item's authors.
    public static let authorEmailAddresses: AttributeKey = "authorEmailAddresses"
    /// `recipientEmailAddresses`: The email addresses of the message's recipients.
    public static let recipientEmailAddresses: AttributeKey = "recipientEmailAddresses"
    /// `authorAddresses`: The addresses (handles) of the item's authors.
    public static let authorAddresses: AttributeKey = "authorAddresses"
    /// `recipientAddresses`: The addresses (handles) of the message's recipients.
    public static let recipientAddresses: AttributeKey = "recipientAddresses"
    /// `phoneNumbers`: Phone numbers related to the item.
    public static let phoneNumbers: AttributeKey = "phoneNumbers"
    /// `emailAddresses`: Email addresses related to the item.
    public static let emailAddresses: AttributeKey = "emailAddresses"
    /// `instantMessageAddresses`: Instant message addresses related to the item.
    public static let instantMessageAddresses: AttributeKey = "instantMessageAddresses"
    /// `likelyJunk`: Whether the message is likely junk.
    public static let likelyJunk: AttributeKey = "likelyJunk"

    // MARK: Apple Intelligence

    /// `textContentSummary`: A summary of the item's text content.
    public static let textContentSummary: AttributeKey = "textContentSummary"
    /// `transcribedTextContent`: Text transcribed from the item's audio.
    public static let transcribedTextContent: AttributeKey = "transcribedTextContent"
    /// `isPriority`: Whether the message was marked as a priority message.
    public static let isPriority: AttributeKey = "isPriority"
}

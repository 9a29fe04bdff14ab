// Generated from CodeGeneration/Attributes.tsv; do not edit. Change the table, then run
// `swift run --package-path CodeGeneration generate-sources` from the repository root.

import Foundation

// Typed properties for every built-in attribute of `AttributeCatalog` except `contentType` and
// `contentTypeTree`, which `SearchableItemAttributeSet` derives from its content type. Each
// property reads and writes through `typed(_:)` and `setTyped(_:_:)`.
extension SearchableItemAttributeSet {
    // MARK: General

    /// The title of the item; the most heavily weighted text in ranking.
    public var title: String? {
        get { typed(.title) }
        set { setTyped(newValue, .title) }
    }

    /// The name shown to the user for the item.
    public var displayName: String? {
        get { typed(.displayName) }
        set { setTyped(newValue, .displayName) }
    }

    /// Other names the item is known by, such as nicknames or abbreviations.
    public var alternateNames: [String]? {
        get { typed(.alternateNames) }
        set { setTyped(newValue, .alternateNames) }
    }

    /// Words or phrases that describe the item.
    public var keywords: [String]? {
        get { typed(.keywords) }
        set { setTyped(newValue, .keywords) }
    }

    /// A description of the item's content.
    public var contentDescription: String? {
        get { typed(.contentDescription) }
        set { setTyped(newValue, .contentDescription) }
    }

    /// The complete file system path to the item.
    public var path: String? {
        get { typed(.path) }
        set { setTyped(newValue, .path) }
    }

    /// The URL of the item's content; Spotlight uses it to deduplicate against files.
    public var contentURL: URL? {
        get { typed(.contentURL) }
        set { setTyped(newValue, .contentURL) }
    }

    /// A local file URL of a thumbnail image for the item.
    public var thumbnailURL: URL? {
        get { typed(.thumbnailURL) }
        set { setTyped(newValue, .thumbnailURL) }
    }

    /// Image data for a thumbnail of the item.
    public var thumbnailData: Data? {
        get { typed(.thumbnailData) }
        set { setTyped(newValue, .thumbnailData) }
    }

    /// A local file URL of a thumbnail image for dark appearance.
    public var darkThumbnailURL: URL? {
        get { typed(.darkThumbnailURL) }
        set { setTyped(newValue, .darkThumbnailURL) }
    }

    /// The unique identifier of the item a user activity relates to; ties the activity's lifetime to that
    /// item.
    public var relatedUniqueIdentifier: String? {
        get { typed(.relatedUniqueIdentifier) }
        set { setTyped(newValue, .relatedUniqueIdentifier) }
    }

    /// The unique identifier of a related item, without tying lifetimes together.
    public var weakRelatedUniqueIdentifier: String? {
        get { typed(.weakRelatedUniqueIdentifier) }
        set { setTyped(newValue, .weakRelatedUniqueIdentifier) }
    }

    /// When the item's metadata last changed.
    public var metadataModificationDate: Date? {
        get { typed(.metadataModificationDate) }
        set { setTyped(newValue, .metadataModificationDate) }
    }

    /// The version of the item's content.
    public var version: String? {
        get { typed(.version) }
        set { setTyped(newValue, .version) }
    }

    /// Whether the user created the item.
    public var userCreated: Bool? {
        get { typed(.userCreated) }
        set { setTyped(newValue, .userCreated) }
    }

    /// Whether the user owns the item, for example bought it.
    public var userOwned: Bool? {
        get { typed(.userOwned) }
        set { setTyped(newValue, .userOwned) }
    }

    /// Whether the user chose or curated the item.
    public var userCurated: Bool? {
        get { typed(.userCurated) }
        set { setTyped(newValue, .userCurated) }
    }

    /// Query-independent importance of the item among the app's items, 0 to 100; larger ranks higher.
    public var rankingHint: Double? {
        get { typed(.rankingHint) }
        set { setTyped(newValue, .rankingHint) }
    }

    /// The domain the item belongs to, used to delete items by domain.
    public var domainIdentifier: String? {
        get { typed(.domainIdentifier) }
        set { setTyped(newValue, .domainIdentifier) }
    }

    // MARK: Actions

    /// Whether the item can be used to make a phone call.
    public var supportsPhoneCall: Bool? {
        get { typed(.supportsPhoneCall) }
        set { setTyped(newValue, .supportsPhoneCall) }
    }

    /// Whether the item can be used for navigation.
    public var supportsNavigation: Bool? {
        get { typed(.supportsNavigation) }
        set { setTyped(newValue, .supportsNavigation) }
    }

    /// The identifiers of the app's custom actions available for the item.
    public var actionIdentifiers: [String]? {
        get { typed(.actionIdentifiers) }
        set { setTyped(newValue, .actionIdentifiers) }
    }

    /// The type identifier of the content the item shares, such as public.url.
    public var sharedItemContentType: String? {
        get { typed(.sharedItemContentType) }
        set { setTyped(newValue, .sharedItemContentType) }
    }

    // MARK: Containment

    /// The title of the item's container, such as an album or a folder.
    public var containerTitle: String? {
        get { typed(.containerTitle) }
        set { setTyped(newValue, .containerTitle) }
    }

    /// The name of the container shown to the user.
    public var containerDisplayName: String? {
        get { typed(.containerDisplayName) }
        set { setTyped(newValue, .containerDisplayName) }
    }

    /// The identifier of the item's container.
    public var containerIdentifier: String? {
        get { typed(.containerIdentifier) }
        set { setTyped(newValue, .containerIdentifier) }
    }

    /// The position of the item in its container.
    public var containerOrder: Int? {
        get { typed(.containerOrder) }
        set { setTyped(newValue, .containerOrder) }
    }

    // MARK: Item provider

    /// Type identifiers the app can provide as data for the item.
    public var providerDataTypeIdentifiers: [String]? {
        get { typed(.providerDataTypeIdentifiers) }
        set { setTyped(newValue, .providerDataTypeIdentifiers) }
    }

    /// Type identifiers the app can provide as a file for the item.
    public var providerFileTypeIdentifiers: [String]? {
        get { typed(.providerFileTypeIdentifiers) }
        set { setTyped(newValue, .providerFileTypeIdentifiers) }
    }

    /// Type identifiers the app can provide as a file opened in place.
    public var providerInPlaceFileTypeIdentifiers: [String]? {
        get { typed(.providerInPlaceFileTypeIdentifiers) }
        set { setTyped(newValue, .providerInPlaceFileTypeIdentifiers) }
    }

    // MARK: Documents

    /// The subject of the item, such as an email's subject line.
    public var subject: String? {
        get { typed(.subject) }
        set { setTyped(newValue, .subject) }
    }

    /// The theme of the item.
    public var theme: String? {
        get { typed(.theme) }
        set { setTyped(newValue, .theme) }
    }

    /// A formal identifier of the item, such as an ISBN.
    public var identifier: String? {
        get { typed(.identifier) }
        set { setTyped(newValue, .identifier) }
    }

    /// The audiences the item is intended for.
    public var audiences: [String]? {
        get { typed(.audiences) }
        set { setTyped(newValue, .audiences) }
    }

    /// The size of the item's content in bytes.
    public var fileSize: Int? {
        get { typed(.fileSize) }
        set { setTyped(newValue, .fileSize) }
    }

    /// The number of pages in the document.
    public var pageCount: Int? {
        get { typed(.pageCount) }
        set { setTyped(newValue, .pageCount) }
    }

    /// The width of a page in points.
    public var pageWidth: Double? {
        get { typed(.pageWidth) }
        set { setTyped(newValue, .pageWidth) }
    }

    /// The height of a page in points.
    public var pageHeight: Double? {
        get { typed(.pageHeight) }
        set { setTyped(newValue, .pageHeight) }
    }

    /// The security or encryption method used for the document.
    public var securityMethod: String? {
        get { typed(.securityMethod) }
        set { setTyped(newValue, .securityMethod) }
    }

    /// The application or person that created the document.
    public var creator: String? {
        get { typed(.creator) }
        set { setTyped(newValue, .creator) }
    }

    /// The applications that prepared the document, such as PDF converters.
    public var encodingApplications: [String]? {
        get { typed(.encodingApplications) }
        set { setTyped(newValue, .encodingApplications) }
    }

    /// A human-readable description of the kind of item, such as "Markdown document".
    public var kind: String? {
        get { typed(.kind) }
        set { setTyped(newValue, .kind) }
    }

    /// The fonts used in the document.
    public var fontNames: [String]? {
        get { typed(.fontNames) }
        set { setTyped(newValue, .fontNames) }
    }

    // MARK: Events

    /// When the item is due.
    public var dueDate: Date? {
        get { typed(.dueDate) }
        set { setTyped(newValue, .dueDate) }
    }

    /// When the item was completed.
    public var completionDate: Date? {
        get { typed(.completionDate) }
        set { setTyped(newValue, .completionDate) }
    }

    /// When the event starts.
    public var startDate: Date? {
        get { typed(.startDate) }
        set { setTyped(newValue, .startDate) }
    }

    /// When the event ends.
    public var endDate: Date? {
        get { typed(.endDate) }
        set { setTyped(newValue, .endDate) }
    }

    /// Dates that matter for the item.
    public var importantDates: [Date]? {
        get { typed(.importantDates) }
        set { setTyped(newValue, .importantDates) }
    }

    /// Whether the event lasts all day.
    public var allDay: Bool? {
        get { typed(.allDay) }
        set { setTyped(newValue, .allDay) }
    }

    // MARK: Media

    /// The editors of the item's content.
    public var editors: [String]? {
        get { typed(.editors) }
        set { setTyped(newValue, .editors) }
    }

    /// The people or organizations that took part in the item, such as meeting attendees.
    public var participants: [String]? {
        get { typed(.participants) }
        set { setTyped(newValue, .participants) }
    }

    /// The projects the item belongs to.
    public var projects: [String]? {
        get { typed(.projects) }
        set { setTyped(newValue, .projects) }
    }

    /// When the item was downloaded.
    public var downloadedDate: Date? {
        get { typed(.downloadedDate) }
        set { setTyped(newValue, .downloadedDate) }
    }

    /// Where the item's content came from, such as a URL or a camera.
    public var contentSources: [String]? {
        get { typed(.contentSources) }
        set { setTyped(newValue, .contentSources) }
    }

    /// A comment about the item.
    public var comment: String? {
        get { typed(.comment) }
        set { setTyped(newValue, .comment) }
    }

    /// The copyright statement of the content.
    public var copyright: String? {
        get { typed(.copyright) }
        set { setTyped(newValue, .copyright) }
    }

    /// When the user last opened or used the item.
    public var lastUsedDate: Date? {
        get { typed(.lastUsedDate) }
        set { setTyped(newValue, .lastUsedDate) }
    }

    /// When the item's content was created.
    public var contentCreationDate: Date? {
        get { typed(.contentCreationDate) }
        set { setTyped(newValue, .contentCreationDate) }
    }

    /// When the item's content last changed.
    public var contentModificationDate: Date? {
        get { typed(.contentModificationDate) }
        set { setTyped(newValue, .contentModificationDate) }
    }

    /// When the item was added to the app.
    public var addedDate: Date? {
        get { typed(.addedDate) }
        set { setTyped(newValue, .addedDate) }
    }

    /// The playing time of the media in seconds.
    public var duration: Double? {
        get { typed(.duration) }
        set { setTyped(newValue, .duration) }
    }

    /// Contacts associated with the item, other than its authors.
    public var contactKeywords: [String]? {
        get { typed(.contactKeywords) }
        set { setTyped(newValue, .contactKeywords) }
    }

    /// The codecs used to encode the media.
    public var codecs: [String]? {
        get { typed(.codecs) }
        set { setTyped(newValue, .codecs) }
    }

    /// The media types present in the content, such as sound or video.
    public var mediaTypes: [String]? {
        get { typed(.mediaTypes) }
        set { setTyped(newValue, .mediaTypes) }
    }

    /// Whether the media can be streamed.
    public var streamable: Bool? {
        get { typed(.streamable) }
        set { setTyped(newValue, .streamable) }
    }

    /// The total bit rate of the media in kilobits per second.
    public var totalBitRate: Double? {
        get { typed(.totalBitRate) }
        set { setTyped(newValue, .totalBitRate) }
    }

    /// The video bit rate in kilobits per second.
    public var videoBitRate: Double? {
        get { typed(.videoBitRate) }
        set { setTyped(newValue, .videoBitRate) }
    }

    /// The audio bit rate in kilobits per second.
    public var audioBitRate: Double? {
        get { typed(.audioBitRate) }
        set { setTyped(newValue, .audioBitRate) }
    }

    /// How the media is delivered: 0 for fast start, 1 for RTSP.
    public var deliveryType: Int? {
        get { typed(.deliveryType) }
        set { setTyped(newValue, .deliveryType) }
    }

    /// The organizations that created the content.
    public var organizations: [String]? {
        get { typed(.organizations) }
        set { setTyped(newValue, .organizations) }
    }

    /// The role of the person the item is about, such as a job title.
    public var role: String? {
        get { typed(.role) }
        set { setTyped(newValue, .role) }
    }

    /// The languages of the content.
    public var languages: [String]? {
        get { typed(.languages) }
        set { setTyped(newValue, .languages) }
    }

    /// The rights that apply to the content.
    public var rights: String? {
        get { typed(.rights) }
        set { setTyped(newValue, .rights) }
    }

    /// The publishers of the content.
    public var publishers: [String]? {
        get { typed(.publishers) }
        set { setTyped(newValue, .publishers) }
    }

    /// The people or organizations that contributed to the content.
    public var contributors: [String]? {
        get { typed(.contributors) }
        set { setTyped(newValue, .contributors) }
    }

    /// The scope of the content, such as a place or a period.
    public var coverage: [String]? {
        get { typed(.coverage) }
        set { setTyped(newValue, .coverage) }
    }

    /// The user's rating of the item.
    public var rating: Double? {
        get { typed(.rating) }
        set { setTyped(newValue, .rating) }
    }

    /// A description of the rating, such as a review.
    public var ratingDescription: String? {
        get { typed(.ratingDescription) }
        set { setTyped(newValue, .ratingDescription) }
    }

    /// How many times the media has been played.
    public var playCount: Int? {
        get { typed(.playCount) }
        set { setTyped(newValue, .playCount) }
    }

    /// Further information about the item.
    public var information: String? {
        get { typed(.information) }
        set { setTyped(newValue, .information) }
    }

    /// The director of the movie.
    public var director: String? {
        get { typed(.director) }
        set { setTyped(newValue, .director) }
    }

    /// The producer of the content.
    public var producer: String? {
        get { typed(.producer) }
        set { setTyped(newValue, .producer) }
    }

    /// The genre of the content.
    public var genre: String? {
        get { typed(.genre) }
        set { setTyped(newValue, .genre) }
    }

    /// The performers in the content.
    public var performers: [String]? {
        get { typed(.performers) }
        set { setTyped(newValue, .performers) }
    }

    /// The format the content was originally in.
    public var originalFormat: String? {
        get { typed(.originalFormat) }
        set { setTyped(newValue, .originalFormat) }
    }

    /// The original source of the content.
    public var originalSource: String? {
        get { typed(.originalSource) }
        set { setTyped(newValue, .originalSource) }
    }

    /// Whether the item is stored locally.
    public var local: Bool? {
        get { typed(.local) }
        set { setTyped(newValue, .local) }
    }

    /// The content rating of the item, such as an explicit-content flag.
    public var contentRating: Double? {
        get { typed(.contentRating) }
        set { setTyped(newValue, .contentRating) }
    }

    /// The URL of the item, such as a web page.
    public var url: URL? {
        get { typed(.url) }
        set { setTyped(newValue, .url) }
    }

    // MARK: Music

    /// The audio sample rate in hertz.
    public var audioSampleRate: Double? {
        get { typed(.audioSampleRate) }
        set { setTyped(newValue, .audioSampleRate) }
    }

    /// The number of audio channels.
    public var audioChannelCount: Int? {
        get { typed(.audioChannelCount) }
        set { setTyped(newValue, .audioChannelCount) }
    }

    /// The tempo in beats per minute.
    public var tempo: Double? {
        get { typed(.tempo) }
        set { setTyped(newValue, .tempo) }
    }

    /// The musical key, such as "C minor".
    public var keySignature: String? {
        get { typed(.keySignature) }
        set { setTyped(newValue, .keySignature) }
    }

    /// The time signature, such as "4/4".
    public var timeSignature: String? {
        get { typed(.timeSignature) }
        set { setTyped(newValue, .timeSignature) }
    }

    /// The application that encoded the audio.
    public var audioEncodingApplication: String? {
        get { typed(.audioEncodingApplication) }
        set { setTyped(newValue, .audioEncodingApplication) }
    }

    /// The composer of the music.
    public var composer: String? {
        get { typed(.composer) }
        set { setTyped(newValue, .composer) }
    }

    /// The lyricist of the song.
    public var lyricist: String? {
        get { typed(.lyricist) }
        set { setTyped(newValue, .lyricist) }
    }

    /// The album the song belongs to.
    public var album: String? {
        get { typed(.album) }
        set { setTyped(newValue, .album) }
    }

    /// The artist of the song.
    public var artist: String? {
        get { typed(.artist) }
        set { setTyped(newValue, .artist) }
    }

    /// The track number of the song on its album.
    public var audioTrackNumber: Int? {
        get { typed(.audioTrackNumber) }
        set { setTyped(newValue, .audioTrackNumber) }
    }

    /// When the recording was made.
    public var recordingDate: Date? {
        get { typed(.recordingDate) }
        set { setTyped(newValue, .recordingDate) }
    }

    /// The musical genre of the song.
    public var musicalGenre: String? {
        get { typed(.musicalGenre) }
        set { setTyped(newValue, .musicalGenre) }
    }

    /// Whether the MIDI sequence is General MIDI.
    public var generalMIDISequence: Bool? {
        get { typed(.generalMIDISequence) }
        set { setTyped(newValue, .generalMIDISequence) }
    }

    /// The category of the instrument of a musical loop.
    public var musicalInstrumentCategory: String? {
        get { typed(.musicalInstrumentCategory) }
        set { setTyped(newValue, .musicalInstrumentCategory) }
    }

    /// The instrument of a musical loop.
    public var musicalInstrumentName: String? {
        get { typed(.musicalInstrumentName) }
        set { setTyped(newValue, .musicalInstrumentName) }
    }

    // MARK: Images

    /// The height of the image in pixels.
    public var pixelHeight: Int? {
        get { typed(.pixelHeight) }
        set { setTyped(newValue, .pixelHeight) }
    }

    /// The width of the image in pixels.
    public var pixelWidth: Int? {
        get { typed(.pixelWidth) }
        set { setTyped(newValue, .pixelWidth) }
    }

    /// The number of pixels in the image.
    public var pixelCount: Int? {
        get { typed(.pixelCount) }
        set { setTyped(newValue, .pixelCount) }
    }

    /// The color space of the image, such as "RGB".
    public var colorSpace: String? {
        get { typed(.colorSpace) }
        set { setTyped(newValue, .colorSpace) }
    }

    /// The number of bits per color sample.
    public var bitsPerSample: Int? {
        get { typed(.bitsPerSample) }
        set { setTyped(newValue, .bitsPerSample) }
    }

    /// Whether the flash fired.
    public var flashOn: Bool? {
        get { typed(.flashOn) }
        set { setTyped(newValue, .flashOn) }
    }

    /// The focal length of the lens in millimeters.
    public var focalLength: Double? {
        get { typed(.focalLength) }
        set { setTyped(newValue, .focalLength) }
    }

    /// The focal length in 35 mm film equivalent.
    public var focalLength35mm: Double? {
        get { typed(.focalLength35mm) }
        set { setTyped(newValue, .focalLength35mm) }
    }

    /// The manufacturer of the camera.
    public var acquisitionMake: String? {
        get { typed(.acquisitionMake) }
        set { setTyped(newValue, .acquisitionMake) }
    }

    /// The model of the camera.
    public var acquisitionModel: String? {
        get { typed(.acquisitionModel) }
        set { setTyped(newValue, .acquisitionModel) }
    }

    /// The owner of the camera.
    public var cameraOwner: String? {
        get { typed(.cameraOwner) }
        set { setTyped(newValue, .cameraOwner) }
    }

    /// The model of the lens.
    public var lensModel: String? {
        get { typed(.lensModel) }
        set { setTyped(newValue, .lensModel) }
    }

    /// The ISO speed used to take the picture.
    public var isoSpeed: Double? {
        get { typed(.isoSpeed) }
        set { setTyped(newValue, .isoSpeed) }
    }

    /// The orientation of the image: 0 landscape, 1 portrait.
    public var orientation: Int? {
        get { typed(.orientation) }
        set { setTyped(newValue, .orientation) }
    }

    /// The names of the image's layers.
    public var layerNames: [String]? {
        get { typed(.layerNames) }
        set { setTyped(newValue, .layerNames) }
    }

    /// The white balance mode: 0 auto, 1 manual.
    public var whiteBalance: Int? {
        get { typed(.whiteBalance) }
        set { setTyped(newValue, .whiteBalance) }
    }

    /// The aperture setting in APEX units.
    public var aperture: Double? {
        get { typed(.aperture) }
        set { setTyped(newValue, .aperture) }
    }

    /// The name of the color profile.
    public var profileName: String? {
        get { typed(.profileName) }
        set { setTyped(newValue, .profileName) }
    }

    /// The horizontal resolution in dots per inch.
    public var resolutionWidthDPI: Double? {
        get { typed(.resolutionWidthDPI) }
        set { setTyped(newValue, .resolutionWidthDPI) }
    }

    /// The vertical resolution in dots per inch.
    public var resolutionHeightDPI: Double? {
        get { typed(.resolutionHeightDPI) }
        set { setTyped(newValue, .resolutionHeightDPI) }
    }

    /// The exposure mode: 0 auto, 1 manual, 2 auto bracket.
    public var exposureMode: Int? {
        get { typed(.exposureMode) }
        set { setTyped(newValue, .exposureMode) }
    }

    /// The exposure time in seconds.
    public var exposureTime: Double? {
        get { typed(.exposureTime) }
        set { setTyped(newValue, .exposureTime) }
    }

    /// The EXIF version of the image metadata.
    public var exifVersion: String? {
        get { typed(.exifVersion) }
        set { setTyped(newValue, .exifVersion) }
    }

    /// The version of the EXIF GPS metadata.
    public var exifgpsVersion: String? {
        get { typed(.exifgpsVersion) }
        set { setTyped(newValue, .exifgpsVersion) }
    }

    /// Whether the image has an alpha channel.
    public var hasAlphaChannel: Bool? {
        get { typed(.hasAlphaChannel) }
        set { setTyped(newValue, .hasAlphaChannel) }
    }

    /// Whether red-eye reduction was used.
    public var redEyeOn: Bool? {
        get { typed(.redEyeOn) }
        set { setTyped(newValue, .redEyeOn) }
    }

    /// The metering mode of the camera.
    public var meteringMode: String? {
        get { typed(.meteringMode) }
        set { setTyped(newValue, .meteringMode) }
    }

    /// The smallest f-number of the lens in APEX units.
    public var maxAperture: Double? {
        get { typed(.maxAperture) }
        set { setTyped(newValue, .maxAperture) }
    }

    /// The f-number used to take the picture.
    public var fNumber: Double? {
        get { typed(.fNumber) }
        set { setTyped(newValue, .fNumber) }
    }

    /// The exposure program of the camera.
    public var exposureProgram: String? {
        get { typed(.exposureProgram) }
        set { setTyped(newValue, .exposureProgram) }
    }

    /// The exposure time as text, such as "1/250".
    public var exposureTimeString: String? {
        get { typed(.exposureTimeString) }
        set { setTyped(newValue, .exposureTimeString) }
    }

    // MARK: Places

    /// A short summary of the item's content.
    public var headline: String? {
        get { typed(.headline) }
        set { setTyped(newValue, .headline) }
    }

    /// Instructions about the use of the item.
    public var instructions: String? {
        get { typed(.instructions) }
        set { setTyped(newValue, .instructions) }
    }

    /// The street of the address.
    public var thoroughfare: String? {
        get { typed(.thoroughfare) }
        set { setTyped(newValue, .thoroughfare) }
    }

    /// The house number or other detail of the street address.
    public var subThoroughfare: String? {
        get { typed(.subThoroughfare) }
        set { setTyped(newValue, .subThoroughfare) }
    }

    /// The postal code of the address.
    public var postalCode: String? {
        get { typed(.postalCode) }
        set { setTyped(newValue, .postalCode) }
    }

    /// The city of the address.
    public var city: String? {
        get { typed(.city) }
        set { setTyped(newValue, .city) }
    }

    /// The state or province of the address.
    public var stateOrProvince: String? {
        get { typed(.stateOrProvince) }
        set { setTyped(newValue, .stateOrProvince) }
    }

    /// The country of the address.
    public var country: String? {
        get { typed(.country) }
        set { setTyped(newValue, .country) }
    }

    /// The whole address, formatted for display.
    public var fullyFormattedAddress: String? {
        get { typed(.fullyFormattedAddress) }
        set { setTyped(newValue, .fullyFormattedAddress) }
    }

    /// The altitude in meters.
    public var altitude: Double? {
        get { typed(.altitude) }
        set { setTyped(newValue, .altitude) }
    }

    /// The latitude in degrees.
    public var latitude: Double? {
        get { typed(.latitude) }
        set { setTyped(newValue, .latitude) }
    }

    /// The longitude in degrees.
    public var longitude: Double? {
        get { typed(.longitude) }
        set { setTyped(newValue, .longitude) }
    }

    /// The speed in kilometers per hour when the item was recorded.
    public var speed: Double? {
        get { typed(.speed) }
        set { setTyped(newValue, .speed) }
    }

    /// When the location was recorded.
    public var timestamp: Date? {
        get { typed(.timestamp) }
        set { setTyped(newValue, .timestamp) }
    }

    /// The direction the camera faced, in degrees.
    public var imageDirection: Double? {
        get { typed(.imageDirection) }
        set { setTyped(newValue, .imageDirection) }
    }

    /// The name of the place, such as a landmark.
    public var namedLocation: String? {
        get { typed(.namedLocation) }
        set { setTyped(newValue, .namedLocation) }
    }

    /// The direction of travel in degrees.
    public var gpsTrack: Double? {
        get { typed(.gpsTrack) }
        set { setTyped(newValue, .gpsTrack) }
    }

    /// The status of the GPS receiver.
    public var gpsStatus: String? {
        get { typed(.gpsStatus) }
        set { setTyped(newValue, .gpsStatus) }
    }

    /// The GPS measurement mode.
    public var gpsMeasureMode: String? {
        get { typed(.gpsMeasureMode) }
        set { setTyped(newValue, .gpsMeasureMode) }
    }

    /// The dilution of precision of the GPS data.
    public var gpsdop: Double? {
        get { typed(.gpsdop) }
        set { setTyped(newValue, .gpsdop) }
    }

    /// The geodetic survey data used by the GPS receiver.
    public var gpsMapDatum: String? {
        get { typed(.gpsMapDatum) }
        set { setTyped(newValue, .gpsMapDatum) }
    }

    /// The latitude of the destination in degrees.
    public var gpsDestLatitude: Double? {
        get { typed(.gpsDestLatitude) }
        set { setTyped(newValue, .gpsDestLatitude) }
    }

    /// The longitude of the destination in degrees.
    public var gpsDestLongitude: Double? {
        get { typed(.gpsDestLongitude) }
        set { setTyped(newValue, .gpsDestLongitude) }
    }

    /// The bearing to the destination in degrees.
    public var gpsDestBearing: Double? {
        get { typed(.gpsDestBearing) }
        set { setTyped(newValue, .gpsDestBearing) }
    }

    /// The distance to the destination.
    public var gpsDestDistance: Double? {
        get { typed(.gpsDestDistance) }
        set { setTyped(newValue, .gpsDestDistance) }
    }

    /// The method used to find the location.
    public var gpsProcessingMethod: String? {
        get { typed(.gpsProcessingMethod) }
        set { setTyped(newValue, .gpsProcessingMethod) }
    }

    /// The name of the GPS area.
    public var gpsAreaInformation: String? {
        get { typed(.gpsAreaInformation) }
        set { setTyped(newValue, .gpsAreaInformation) }
    }

    /// The GPS date and time.
    public var gpsDateStamp: Date? {
        get { typed(.gpsDateStamp) }
        set { setTyped(newValue, .gpsDateStamp) }
    }

    /// Whether differential correction was applied to the GPS data (1) or not (0).
    public var gpsDifferental: Int? {
        get { typed(.gpsDifferental) }
        set { setTyped(newValue, .gpsDifferental) }
    }

    // MARK: Messaging

    /// The identifier of the account the item belongs to.
    public var accountIdentifier: String? {
        get { typed(.accountIdentifier) }
        set { setTyped(newValue, .accountIdentifier) }
    }

    /// The handles of the account, such as its email addresses.
    public var accountHandles: [String]? {
        get { typed(.accountHandles) }
        set { setTyped(newValue, .accountHandles) }
    }

    /// The item's content as UTF-8 encoded HTML.
    public var htmlContentData: Data? {
        get { typed(.htmlContentData) }
        set { setTyped(newValue, .htmlContentData) }
    }

    /// The full text of the item, such as a message body.
    public var textContent: String? {
        get { typed(.textContent) }
        set { setTyped(newValue, .textContent) }
    }

    /// The authors of the item, such as the sender of a message.
    public var authors: [Person]? {
        get { typed(.authors) }
        set { setTyped(newValue, .authors) }
    }

    /// The primary recipients of a message (To).
    public var primaryRecipients: [Person]? {
        get { typed(.primaryRecipients) }
        set { setTyped(newValue, .primaryRecipients) }
    }

    /// The additional recipients of a message (Cc).
    public var additionalRecipients: [Person]? {
        get { typed(.additionalRecipients) }
        set { setTyped(newValue, .additionalRecipients) }
    }

    /// The hidden recipients of a message (Bcc).
    public var hiddenAdditionalRecipients: [Person]? {
        get { typed(.hiddenAdditionalRecipients) }
        set { setTyped(newValue, .hiddenAdditionalRecipients) }
    }

    /// The mailboxes that hold the message.
    public var mailboxIdentifiers: [String]? {
        get { typed(.mailboxIdentifiers) }
        set { setTyped(newValue, .mailboxIdentifiers) }
    }

    /// The names of the item's authors.
    public var authorNames: [String]? {
        get { typed(.authorNames) }
        set { setTyped(newValue, .authorNames) }
    }

    /// The names of the message's recipients.
    public var recipientNames: [String]? {
        get { typed(.recipientNames) }
        set { setTyped(newValue, .recipientNames) }
    }

    /// The email addresses of the item's authors.
    public var authorEmailAddresses: [String]? {
        get { typed(.authorEmailAddresses) }
        set { setTyped(newValue, .authorEmailAddresses) }
    }

    /// The email addresses of the message's recipients.
    public var recipientEmailAddresses: [String]? {
        get { typed(.recipientEmailAddresses) }
        set { setTyped(newValue, .recipientEmailAddresses) }
    }

    /// The addresses (handles) of the item's authors.
    public var authorAddresses: [String]? {
        get { typed(.authorAddresses) }
        set { setTyped(newValue, .authorAddresses) }
    }

    /// The addresses (handles) of the message's recipients.
    public var recipientAddresses: [String]? {
        get { typed(.recipientAddresses) }
        set { setTyped(newValue, .recipientAddresses) }
    }

    /// Phone numbers related to the item.
    public var phoneNumbers: [String]? {
        get { typed(.phoneNumbers) }
        set { setTyped(newValue, .phoneNumbers) }
    }

    /// Email addresses related to the item.
    public var emailAddresses: [String]? {
        get { typed(.emailAddresses) }
        set { setTyped(newValue, .emailAddresses) }
    }

    /// Instant message addresses related to the item.
    public var instantMessageAddresses: [String]? {
        get { typed(.instantMessageAddresses) }
        set { setTyped(newValue, .instantMessageAddresses) }
    }

    /// Whether the message is likely junk.
    public var likelyJunk: Bool? {
        get { typed(.likelyJunk) }
        set { setTyped(newValue, .likelyJunk) }
    }

    // MARK: Apple Intelligence

    /// A summary of the item's text content.
    public var textContentSummary: String? {
        get { typed(.textContentSummary) }
        set { setTyped(newValue, .textContentSummary) }
    }

    /// Text transcribed from the item's audio.
    public var transcribedTextContent: String? {
        get { typed(.transcribedTextContent) }
        set { setTyped(newValue, .transcribedTextContent) }
    }

    /// Whether the message was marked as a priority message.
    public var isPriority: Bool? {
        get { typed(.isPriority) }
        set { setTyped(newValue, .isPriority) }
    }
}

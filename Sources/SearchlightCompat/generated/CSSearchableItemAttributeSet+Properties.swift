// Generated from CodeGeneration/Attributes.tsv; do not edit. Change the table, then run
// `swift run --package-path CodeGeneration generate-sources` from the repository root.

import Foundation
import Searchlight

// Every attribute as a declared property with Apple's type (numbers as `NSNumber`, persons as
// `CSPerson`, type identifiers as `UTType`), so code inside the class's extensions and
// initializers can name them without `self.`, as with Apple's class. Each reads and writes the
// native set through the class's dynamic-member subscripts, which convert the types.
extension CSSearchableItemAttributeSet {
    // MARK: General

    /// The title of the item; the most heavily weighted text in ranking.
    public var title: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.title] }
        set { self[dynamicMember: \SearchableItemAttributeSet.title] = newValue }
    }

    /// The name shown to the user for the item.
    public var displayName: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.displayName] }
        set { self[dynamicMember: \SearchableItemAttributeSet.displayName] = newValue }
    }

    /// Other names the item is known by, such as nicknames or abbreviations.
    public var alternateNames: [String]? {
        get { self[dynamicMember: \SearchableItemAttributeSet.alternateNames] }
        set { self[dynamicMember: \SearchableItemAttributeSet.alternateNames] = newValue }
    }

    /// Words or phrases that describe the item.
    public var keywords: [String]? {
        get { self[dynamicMember: \SearchableItemAttributeSet.keywords] }
        set { self[dynamicMember: \SearchableItemAttributeSet.keywords] = newValue }
    }

    /// A description of the item's content.
    public var contentDescription: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.contentDescription] }
        set { self[dynamicMember: \SearchableItemAttributeSet.contentDescription] = newValue }
    }

    /// The complete file system path to the item.
    public var path: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.path] }
        set { self[dynamicMember: \SearchableItemAttributeSet.path] = newValue }
    }

    /// The URL of the item's content; Spotlight uses it to deduplicate against files.
    public var contentURL: URL? {
        get { self[dynamicMember: \SearchableItemAttributeSet.contentURL] }
        set { self[dynamicMember: \SearchableItemAttributeSet.contentURL] = newValue }
    }

    /// A local file URL of a thumbnail image for the item.
    public var thumbnailURL: URL? {
        get { self[dynamicMember: \SearchableItemAttributeSet.thumbnailURL] }
        set { self[dynamicMember: \SearchableItemAttributeSet.thumbnailURL] = newValue }
    }

    /// Image data for a thumbnail of the item.
    public var thumbnailData: Data? {
        get { self[dynamicMember: \SearchableItemAttributeSet.thumbnailData] }
        set { self[dynamicMember: \SearchableItemAttributeSet.thumbnailData] = newValue }
    }

    /// A local file URL of a thumbnail image for dark appearance.
    public var darkThumbnailURL: URL? {
        get { self[dynamicMember: \SearchableItemAttributeSet.darkThumbnailURL] }
        set { self[dynamicMember: \SearchableItemAttributeSet.darkThumbnailURL] = newValue }
    }

    /// The unique identifier of the item a user activity relates to; ties the activity's lifetime to that
    /// item.
    public var relatedUniqueIdentifier: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.relatedUniqueIdentifier] }
        set { self[dynamicMember: \SearchableItemAttributeSet.relatedUniqueIdentifier] = newValue }
    }

    /// The unique identifier of a related item, without tying lifetimes together.
    public var weakRelatedUniqueIdentifier: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.weakRelatedUniqueIdentifier] }
        set { self[dynamicMember: \SearchableItemAttributeSet.weakRelatedUniqueIdentifier] = newValue }
    }

    /// When the item's metadata last changed.
    public var metadataModificationDate: Date? {
        get { self[dynamicMember: \SearchableItemAttributeSet.metadataModificationDate] }
        set { self[dynamicMember: \SearchableItemAttributeSet.metadataModificationDate] = newValue }
    }

    /// The version of the item's content.
    public var version: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.version] }
        set { self[dynamicMember: \SearchableItemAttributeSet.version] = newValue }
    }

    /// Whether the user created the item.
    public var userCreated: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.userCreated] }
        set { self[dynamicMember: \SearchableItemAttributeSet.userCreated] = newValue }
    }

    /// Whether the user owns the item, for example bought it.
    public var userOwned: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.userOwned] }
        set { self[dynamicMember: \SearchableItemAttributeSet.userOwned] = newValue }
    }

    /// Whether the user chose or curated the item.
    public var userCurated: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.userCurated] }
        set { self[dynamicMember: \SearchableItemAttributeSet.userCurated] = newValue }
    }

    /// Query-independent importance of the item among the app's items, 0 to 100; larger ranks higher.
    public var rankingHint: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.rankingHint] }
        set { self[dynamicMember: \SearchableItemAttributeSet.rankingHint] = newValue }
    }

    /// The domain the item belongs to, used to delete items by domain.
    public var domainIdentifier: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.domainIdentifier] }
        set { self[dynamicMember: \SearchableItemAttributeSet.domainIdentifier] = newValue }
    }

    // MARK: Actions

    /// Whether the item can be used to make a phone call.
    public var supportsPhoneCall: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.supportsPhoneCall] }
        set { self[dynamicMember: \SearchableItemAttributeSet.supportsPhoneCall] = newValue }
    }

    /// Whether the item can be used for navigation.
    public var supportsNavigation: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.supportsNavigation] }
        set { self[dynamicMember: \SearchableItemAttributeSet.supportsNavigation] = newValue }
    }

    /// The identifiers of the app's custom actions available for the item.
    public var actionIdentifiers: [String] {
        get { self[dynamicMember: \SearchableItemAttributeSet.actionIdentifiers] ?? [] }
        set { self[dynamicMember: \SearchableItemAttributeSet.actionIdentifiers] = newValue.nilIfEmpty }
    }

    /// The type identifier of the content the item shares, such as public.url.
    public var sharedItemContentType: UTType? {
        get { self[dynamicMember: \SearchableItemAttributeSet.sharedItemContentType].flatMap { UTType($0) } }
        set { self[dynamicMember: \SearchableItemAttributeSet.sharedItemContentType] = newValue?.identifier }
    }

    // MARK: Containment

    /// The title of the item's container, such as an album or a folder.
    public var containerTitle: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.containerTitle] }
        set { self[dynamicMember: \SearchableItemAttributeSet.containerTitle] = newValue }
    }

    /// The name of the container shown to the user.
    public var containerDisplayName: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.containerDisplayName] }
        set { self[dynamicMember: \SearchableItemAttributeSet.containerDisplayName] = newValue }
    }

    /// The identifier of the item's container.
    public var containerIdentifier: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.containerIdentifier] }
        set { self[dynamicMember: \SearchableItemAttributeSet.containerIdentifier] = newValue }
    }

    /// The position of the item in its container.
    public var containerOrder: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.containerOrder] }
        set { self[dynamicMember: \SearchableItemAttributeSet.containerOrder] = newValue }
    }

    // MARK: Item provider

    /// Type identifiers the app can provide as data for the item.
    public var providerDataTypeIdentifiers: [String]? {
        get { self[dynamicMember: \SearchableItemAttributeSet.providerDataTypeIdentifiers] }
        set { self[dynamicMember: \SearchableItemAttributeSet.providerDataTypeIdentifiers] = newValue }
    }

    /// Type identifiers the app can provide as a file for the item.
    public var providerFileTypeIdentifiers: [String]? {
        get { self[dynamicMember: \SearchableItemAttributeSet.providerFileTypeIdentifiers] }
        set { self[dynamicMember: \SearchableItemAttributeSet.providerFileTypeIdentifiers] = newValue }
    }

    /// Type identifiers the app can provide as a file opened in place.
    public var providerInPlaceFileTypeIdentifiers: [String]? {
        get { self[dynamicMember: \SearchableItemAttributeSet.providerInPlaceFileTypeIdentifiers] }
        set { self[dynamicMember: \SearchableItemAttributeSet.providerInPlaceFileTypeIdentifiers] = newValue }
    }

    // MARK: Documents

    /// The subject of the item, such as an email's subject line.
    public var subject: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.subject] }
        set { self[dynamicMember: \SearchableItemAttributeSet.subject] = newValue }
    }

    /// The theme of the item.
    public var theme: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.theme] }
        set { self[dynamicMember: \SearchableItemAttributeSet.theme] = newValue }
    }

    /// A formal identifier of the item, such as an ISBN.
    public var identifier: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.identifier] }
        set { self[dynamicMember: \SearchableItemAttributeSet.identifier] = newValue }
    }

    /// The audiences the item is intended for.
    public var audiences: [String]? {
        get { self[dynamicMember: \SearchableItemAttributeSet.audiences] }
        set { self[dynamicMember: \SearchableItemAttributeSet.audiences] = newValue }
    }

    /// The size of the item's content in bytes.
    public var fileSize: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.fileSize] }
        set { self[dynamicMember: \SearchableItemAttributeSet.fileSize] = newValue }
    }

    /// The number of pages in the document.
    public var pageCount: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.pageCount] }
        set { self[dynamicMember: \SearchableItemAttributeSet.pageCount] = newValue }
    }

    /// The width of a page in points.
    public var pageWidth: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.pageWidth] }
        set { self[dynamicMember: \SearchableItemAttributeSet.pageWidth] = newValue }
    }

    /// The height of a page in points.
    public var pageHeight: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.pageHeight] }
        set { self[dynamicMember: \SearchableItemAttributeSet.pageHeight] = newValue }
    }

    /// The security or encryption method used for the document.
    public var securityMethod: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.securityMethod] }
        set { self[dynamicMember: \SearchableItemAttributeSet.securityMethod] = newValue }
    }

    /// The application or person that created the document.
    public var creator: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.creator] }
        set { self[dynamicMember: \SearchableItemAttributeSet.creator] = newValue }
    }

    /// The applications that prepared the document, such as PDF converters.
    public var encodingApplications: [String]? {
        get { self[dynamicMember: \SearchableItemAttributeSet.encodingApplications] }
        set { self[dynamicMember: \SearchableItemAttributeSet.encodingApplications] = newValue }
    }

    /// A human-readable description of the kind of item, such as "Markdown document".
    public var kind: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.kind] }
        set { self[dynamicMember: \SearchableItemAttributeSet.kind] = newValue }
    }

    /// The fonts used in the document.
    public var fontNames: [String]? {
        get { self[dynamicMember: \SearchableItemAttributeSet.fontNames] }
        set { self[dynamicMember: \SearchableItemAttributeSet.fontNames] = newValue }
    }

    // MARK: Events

    /// When the item is due.
    public var dueDate: Date? {
        get { self[dynamicMember: \SearchableItemAttributeSet.dueDate] }
        set { self[dynamicMember: \SearchableItemAttributeSet.dueDate] = newValue }
    }

    /// When the item was completed.
    public var completionDate: Date? {
        get { self[dynamicMember: \SearchableItemAttributeSet.completionDate] }
        set { self[dynamicMember: \SearchableItemAttributeSet.completionDate] = newValue }
    }

    /// When the event starts.
    public var startDate: Date? {
        get { self[dynamicMember: \SearchableItemAttributeSet.startDate] }
        set { self[dynamicMember: \SearchableItemAttributeSet.startDate] = newValue }
    }

    /// When the event ends.
    public var endDate: Date? {
        get { self[dynamicMember: \SearchableItemAttributeSet.endDate] }
        set { self[dynamicMember: \SearchableItemAttributeSet.endDate] = newValue }
    }

    /// Dates that matter for the item.
    public var importantDates: [Date]? {
        get { self[dynamicMember: \SearchableItemAttributeSet.importantDates] }
        set { self[dynamicMember: \SearchableItemAttributeSet.importantDates] = newValue }
    }

    /// Whether the event lasts all day.
    public var allDay: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.allDay] }
        set { self[dynamicMember: \SearchableItemAttributeSet.allDay] = newValue }
    }

    // MARK: Media

    /// The editors of the item's content.
    public var editors: [String]? {
        get { self[dynamicMember: \SearchableItemAttributeSet.editors] }
        set { self[dynamicMember: \SearchableItemAttributeSet.editors] = newValue }
    }

    /// The people or organizations that took part in the item, such as meeting attendees.
    public var participants: [String]? {
        get { self[dynamicMember: \SearchableItemAttributeSet.participants] }
        set { self[dynamicMember: \SearchableItemAttributeSet.participants] = newValue }
    }

    /// The projects the item belongs to.
    public var projects: [String]? {
        get { self[dynamicMember: \SearchableItemAttributeSet.projects] }
        set { self[dynamicMember: \SearchableItemAttributeSet.projects] = newValue }
    }

    /// When the item was downloaded.
    public var downloadedDate: Date? {
        get { self[dynamicMember: \SearchableItemAttributeSet.downloadedDate] }
        set { self[dynamicMember: \SearchableItemAttributeSet.downloadedDate] = newValue }
    }

    /// Where the item's content came from, such as a URL or a camera.
    public var contentSources: [String]? {
        get { self[dynamicMember: \SearchableItemAttributeSet.contentSources] }
        set { self[dynamicMember: \SearchableItemAttributeSet.contentSources] = newValue }
    }

    /// A comment about the item.
    public var comment: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.comment] }
        set { self[dynamicMember: \SearchableItemAttributeSet.comment] = newValue }
    }

    /// The copyright statement of the content.
    public var copyright: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.copyright] }
        set { self[dynamicMember: \SearchableItemAttributeSet.copyright] = newValue }
    }

    /// When the user last opened or used the item.
    public var lastUsedDate: Date? {
        get { self[dynamicMember: \SearchableItemAttributeSet.lastUsedDate] }
        set { self[dynamicMember: \SearchableItemAttributeSet.lastUsedDate] = newValue }
    }

    /// When the item's content was created.
    public var contentCreationDate: Date? {
        get { self[dynamicMember: \SearchableItemAttributeSet.contentCreationDate] }
        set { self[dynamicMember: \SearchableItemAttributeSet.contentCreationDate] = newValue }
    }

    /// When the item's content last changed.
    public var contentModificationDate: Date? {
        get { self[dynamicMember: \SearchableItemAttributeSet.contentModificationDate] }
        set { self[dynamicMember: \SearchableItemAttributeSet.contentModificationDate] = newValue }
    }

    /// When the item was added to the app.
    public var addedDate: Date? {
        get { self[dynamicMember: \SearchableItemAttributeSet.addedDate] }
        set { self[dynamicMember: \SearchableItemAttributeSet.addedDate] = newValue }
    }

    /// The playing time of the media in seconds.
    public var duration: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.duration] }
        set { self[dynamicMember: \SearchableItemAttributeSet.duration] = newValue }
    }

    /// Contacts associated with the item, other than its authors.
    public var contactKeywords: [String]? {
        get { self[dynamicMember: \SearchableItemAttributeSet.contactKeywords] }
        set { self[dynamicMember: \SearchableItemAttributeSet.contactKeywords] = newValue }
    }

    /// The codecs used to encode the media.
    public var codecs: [String]? {
        get { self[dynamicMember: \SearchableItemAttributeSet.codecs] }
        set { self[dynamicMember: \SearchableItemAttributeSet.codecs] = newValue }
    }

    /// The media types present in the content, such as sound or video.
    public var mediaTypes: [String]? {
        get { self[dynamicMember: \SearchableItemAttributeSet.mediaTypes] }
        set { self[dynamicMember: \SearchableItemAttributeSet.mediaTypes] = newValue }
    }

    /// Whether the media can be streamed.
    public var streamable: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.streamable] }
        set { self[dynamicMember: \SearchableItemAttributeSet.streamable] = newValue }
    }

    /// The total bit rate of the media in kilobits per second.
    public var totalBitRate: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.totalBitRate] }
        set { self[dynamicMember: \SearchableItemAttributeSet.totalBitRate] = newValue }
    }

    /// The video bit rate in kilobits per second.
    public var videoBitRate: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.videoBitRate] }
        set { self[dynamicMember: \SearchableItemAttributeSet.videoBitRate] = newValue }
    }

    /// The audio bit rate in kilobits per second.
    public var audioBitRate: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.audioBitRate] }
        set { self[dynamicMember: \SearchableItemAttributeSet.audioBitRate] = newValue }
    }

    /// How the media is delivered: 0 for fast start, 1 for RTSP.
    public var deliveryType: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.deliveryType] }
        set { self[dynamicMember: \SearchableItemAttributeSet.deliveryType] = newValue }
    }

    /// The organizations that created the content.
    public var organizations: [String]? {
        get { self[dynamicMember: \SearchableItemAttributeSet.organizations] }
        set { self[dynamicMember: \SearchableItemAttributeSet.organizations] = newValue }
    }

    /// The role of the person the item is about, such as a job title.
    public var role: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.role] }
        set { self[dynamicMember: \SearchableItemAttributeSet.role] = newValue }
    }

    /// The languages of the content.
    public var languages: [String]? {
        get { self[dynamicMember: \SearchableItemAttributeSet.languages] }
        set { self[dynamicMember: \SearchableItemAttributeSet.languages] = newValue }
    }

    /// The rights that apply to the content.
    public var rights: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.rights] }
        set { self[dynamicMember: \SearchableItemAttributeSet.rights] = newValue }
    }

    /// The publishers of the content.
    public var publishers: [String]? {
        get { self[dynamicMember: \SearchableItemAttributeSet.publishers] }
        set { self[dynamicMember: \SearchableItemAttributeSet.publishers] = newValue }
    }

    /// The people or organizations that contributed to the content.
    public var contributors: [String]? {
        get { self[dynamicMember: \SearchableItemAttributeSet.contributors] }
        set { self[dynamicMember: \SearchableItemAttributeSet.contributors] = newValue }
    }

    /// The scope of the content, such as a place or a period.
    public var coverage: [String]? {
        get { self[dynamicMember: \SearchableItemAttributeSet.coverage] }
        set { self[dynamicMember: \SearchableItemAttributeSet.coverage] = newValue }
    }

    /// The user's rating of the item.
    public var rating: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.rating] }
        set { self[dynamicMember: \SearchableItemAttributeSet.rating] = newValue }
    }

    /// A description of the rating, such as a review.
    public var ratingDescription: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.ratingDescription] }
        set { self[dynamicMember: \SearchableItemAttributeSet.ratingDescription] = newValue }
    }

    /// How many times the media has been played.
    public var playCount: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.playCount] }
        set { self[dynamicMember: \SearchableItemAttributeSet.playCount] = newValue }
    }

    /// Further information about the item.
    public var information: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.information] }
        set { self[dynamicMember: \SearchableItemAttributeSet.information] = newValue }
    }

    /// The director of the movie.
    public var director: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.director] }
        set { self[dynamicMember: \SearchableItemAttributeSet.director] = newValue }
    }

    /// The producer of the content.
    public var producer: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.producer] }
        set { self[dynamicMember: \SearchableItemAttributeSet.producer] = newValue }
    }

    /// The genre of the content.
    public var genre: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.genre] }
        set { self[dynamicMember: \SearchableItemAttributeSet.genre] = newValue }
    }

    /// The performers in the content.
    public var performers: [String]? {
        get { self[dynamicMember: \SearchableItemAttributeSet.performers] }
        set { self[dynamicMember: \SearchableItemAttributeSet.performers] = newValue }
    }

    /// The format the content was originally in.
    public var originalFormat: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.originalFormat] }
        set { self[dynamicMember: \SearchableItemAttributeSet.originalFormat] = newValue }
    }

    /// The original source of the content.
    public var originalSource: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.originalSource] }
        set { self[dynamicMember: \SearchableItemAttributeSet.originalSource] = newValue }
    }

    /// Whether the item is stored locally.
    public var local: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.local] }
        set { self[dynamicMember: \SearchableItemAttributeSet.local] = newValue }
    }

    /// The content rating of the item, such as an explicit-content flag.
    public var contentRating: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.contentRating] }
        set { self[dynamicMember: \SearchableItemAttributeSet.contentRating] = newValue }
    }

    /// The URL of the item, such as a web page.
    public var url: URL? {
        get { self[dynamicMember: \SearchableItemAttributeSet.url] }
        set { self[dynamicMember: \SearchableItemAttributeSet.url] = newValue }
    }

    // MARK: Music

    /// The audio sample rate in hertz.
    public var audioSampleRate: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.audioSampleRate] }
        set { self[dynamicMember: \SearchableItemAttributeSet.audioSampleRate] = newValue }
    }

    /// The number of audio channels.
    public var audioChannelCount: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.audioChannelCount] }
        set { self[dynamicMember: \SearchableItemAttributeSet.audioChannelCount] = newValue }
    }

    /// The tempo in beats per minute.
    public var tempo: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.tempo] }
        set { self[dynamicMember: \SearchableItemAttributeSet.tempo] = newValue }
    }

    /// The musical key, such as "C minor".
    public var keySignature: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.keySignature] }
        set { self[dynamicMember: \SearchableItemAttributeSet.keySignature] = newValue }
    }

    /// The time signature, such as "4/4".
    public var timeSignature: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.timeSignature] }
        set { self[dynamicMember: \SearchableItemAttributeSet.timeSignature] = newValue }
    }

    /// The application that encoded the audio.
    public var audioEncodingApplication: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.audioEncodingApplication] }
        set { self[dynamicMember: \SearchableItemAttributeSet.audioEncodingApplication] = newValue }
    }

    /// The composer of the music.
    public var composer: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.composer] }
        set { self[dynamicMember: \SearchableItemAttributeSet.composer] = newValue }
    }

    /// The lyricist of the song.
    public var lyricist: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.lyricist] }
        set { self[dynamicMember: \SearchableItemAttributeSet.lyricist] = newValue }
    }

    /// The album the song belongs to.
    public var album: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.album] }
        set { self[dynamicMember: \SearchableItemAttributeSet.album] = newValue }
    }

    /// The artist of the song.
    public var artist: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.artist] }
        set { self[dynamicMember: \SearchableItemAttributeSet.artist] = newValue }
    }

    /// The track number of the song on its album.
    public var audioTrackNumber: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.audioTrackNumber] }
        set { self[dynamicMember: \SearchableItemAttributeSet.audioTrackNumber] = newValue }
    }

    /// When the recording was made.
    public var recordingDate: Date? {
        get { self[dynamicMember: \SearchableItemAttributeSet.recordingDate] }
        set { self[dynamicMember: \SearchableItemAttributeSet.recordingDate] = newValue }
    }

    /// The musical genre of the song.
    public var musicalGenre: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.musicalGenre] }
        set { self[dynamicMember: \SearchableItemAttributeSet.musicalGenre] = newValue }
    }

    /// Whether the MIDI sequence is General MIDI.
    public var generalMIDISequence: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.generalMIDISequence] }
        set { self[dynamicMember: \SearchableItemAttributeSet.generalMIDISequence] = newValue }
    }

    /// The category of the instrument of a musical loop.
    public var musicalInstrumentCategory: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.musicalInstrumentCategory] }
        set { self[dynamicMember: \SearchableItemAttributeSet.musicalInstrumentCategory] = newValue }
    }

    /// The instrument of a musical loop.
    public var musicalInstrumentName: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.musicalInstrumentName] }
        set { self[dynamicMember: \SearchableItemAttributeSet.musicalInstrumentName] = newValue }
    }

    // MARK: Images

    /// The height of the image in pixels.
    public var pixelHeight: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.pixelHeight] }
        set { self[dynamicMember: \SearchableItemAttributeSet.pixelHeight] = newValue }
    }

    /// The width of the image in pixels.
    public var pixelWidth: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.pixelWidth] }
        set { self[dynamicMember: \SearchableItemAttributeSet.pixelWidth] = newValue }
    }

    /// The number of pixels in the image.
    public var pixelCount: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.pixelCount] }
        set { self[dynamicMember: \SearchableItemAttributeSet.pixelCount] = newValue }
    }

    /// The color space of the image, such as "RGB".
    public var colorSpace: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.colorSpace] }
        set { self[dynamicMember: \SearchableItemAttributeSet.colorSpace] = newValue }
    }

    /// The number of bits per color sample.
    public var bitsPerSample: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.bitsPerSample] }
        set { self[dynamicMember: \SearchableItemAttributeSet.bitsPerSample] = newValue }
    }

    /// Whether the flash fired.
    public var flashOn: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.flashOn] }
        set { self[dynamicMember: \SearchableItemAttributeSet.flashOn] = newValue }
    }

    /// The focal length of the lens in millimeters.
    public var focalLength: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.focalLength] }
        set { self[dynamicMember: \SearchableItemAttributeSet.focalLength] = newValue }
    }

    /// The focal length in 35 mm film equivalent.
    public var focalLength35mm: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.focalLength35mm] }
        set { self[dynamicMember: \SearchableItemAttributeSet.focalLength35mm] = newValue }
    }

    /// The manufacturer of the camera.
    public var acquisitionMake: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.acquisitionMake] }
        set { self[dynamicMember: \SearchableItemAttributeSet.acquisitionMake] = newValue }
    }

    /// The model of the camera.
    public var acquisitionModel: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.acquisitionModel] }
        set { self[dynamicMember: \SearchableItemAttributeSet.acquisitionModel] = newValue }
    }

    /// The owner of the camera.
    public var cameraOwner: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.cameraOwner] }
        set { self[dynamicMember: \SearchableItemAttributeSet.cameraOwner] = newValue }
    }

    /// The model of the lens.
    public var lensModel: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.lensModel] }
        set { self[dynamicMember: \SearchableItemAttributeSet.lensModel] = newValue }
    }

    /// The ISO speed used to take the picture.
    public var isoSpeed: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.isoSpeed] }
        set { self[dynamicMember: \SearchableItemAttributeSet.isoSpeed] = newValue }
    }

    /// The orientation of the image: 0 landscape, 1 portrait.
    public var orientation: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.orientation] }
        set { self[dynamicMember: \SearchableItemAttributeSet.orientation] = newValue }
    }

    /// The names of the image's layers.
    public var layerNames: [String]? {
        get { self[dynamicMember: \SearchableItemAttributeSet.layerNames] }
        set { self[dynamicMember: \SearchableItemAttributeSet.layerNames] = newValue }
    }

    /// The white balance mode: 0 auto, 1 manual.
    public var whiteBalance: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.whiteBalance] }
        set { self[dynamicMember: \SearchableItemAttributeSet.whiteBalance] = newValue }
    }

    /// The aperture setting in APEX units.
    public var aperture: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.aperture] }
        set { self[dynamicMember: \SearchableItemAttributeSet.aperture] = newValue }
    }

    /// The name of the color profile.
    public var profileName: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.profileName] }
        set { self[dynamicMember: \SearchableItemAttributeSet.profileName] = newValue }
    }

    /// The horizontal resolution in dots per inch.
    public var resolutionWidthDPI: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.resolutionWidthDPI] }
        set { self[dynamicMember: \SearchableItemAttributeSet.resolutionWidthDPI] = newValue }
    }

    /// The vertical resolution in dots per inch.
    public var resolutionHeightDPI: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.resolutionHeightDPI] }
        set { self[dynamicMember: \SearchableItemAttributeSet.resolutionHeightDPI] = newValue }
    }

    /// The exposure mode: 0 auto, 1 manual, 2 auto bracket.
    public var exposureMode: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.exposureMode] }
        set { self[dynamicMember: \SearchableItemAttributeSet.exposureMode] = newValue }
    }

    /// The exposure time in seconds.
    public var exposureTime: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.exposureTime] }
        set { self[dynamicMember: \SearchableItemAttributeSet.exposureTime] = newValue }
    }

    /// The EXIF version of the image metadata.
    public var exifVersion: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.exifVersion] }
        set { self[dynamicMember: \SearchableItemAttributeSet.exifVersion] = newValue }
    }

    /// The version of the EXIF GPS metadata.
    public var exifgpsVersion: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.exifgpsVersion] }
        set { self[dynamicMember: \SearchableItemAttributeSet.exifgpsVersion] = newValue }
    }

    /// Whether the image has an alpha channel.
    public var hasAlphaChannel: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.hasAlphaChannel] }
        set { self[dynamicMember: \SearchableItemAttributeSet.hasAlphaChannel] = newValue }
    }

    /// Whether red-eye reduction was used.
    public var redEyeOn: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.redEyeOn] }
        set { self[dynamicMember: \SearchableItemAttributeSet.redEyeOn] = newValue }
    }

    /// The metering mode of the camera.
    public var meteringMode: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.meteringMode] }
        set { self[dynamicMember: \SearchableItemAttributeSet.meteringMode] = newValue }
    }

    /// The smallest f-number of the lens in APEX units.
    public var maxAperture: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.maxAperture] }
        set { self[dynamicMember: \SearchableItemAttributeSet.maxAperture] = newValue }
    }

    /// The f-number used to take the picture.
    public var fNumber: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.fNumber] }
        set { self[dynamicMember: \SearchableItemAttributeSet.fNumber] = newValue }
    }

    /// The exposure program of the camera.
    public var exposureProgram: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.exposureProgram] }
        set { self[dynamicMember: \SearchableItemAttributeSet.exposureProgram] = newValue }
    }

    /// The exposure time as text, such as "1/250".
    public var exposureTimeString: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.exposureTimeString] }
        set { self[dynamicMember: \SearchableItemAttributeSet.exposureTimeString] = newValue }
    }

    // MARK: Places

    /// A short summary of the item's content.
    public var headline: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.headline] }
        set { self[dynamicMember: \SearchableItemAttributeSet.headline] = newValue }
    }

    /// Instructions about the use of the item.
    public var instructions: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.instructions] }
        set { self[dynamicMember: \SearchableItemAttributeSet.instructions] = newValue }
    }

    /// The street of the address.
    public var thoroughfare: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.thoroughfare] }
        set { self[dynamicMember: \SearchableItemAttributeSet.thoroughfare] = newValue }
    }

    /// The house number or other detail of the street address.
    public var subThoroughfare: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.subThoroughfare] }
        set { self[dynamicMember: \SearchableItemAttributeSet.subThoroughfare] = newValue }
    }

    /// The postal code of the address.
    public var postalCode: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.postalCode] }
        set { self[dynamicMember: \SearchableItemAttributeSet.postalCode] = newValue }
    }

    /// The city of the address.
    public var city: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.city] }
        set { self[dynamicMember: \SearchableItemAttributeSet.city] = newValue }
    }

    /// The state or province of the address.
    public var stateOrProvince: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.stateOrProvince] }
        set { self[dynamicMember: \SearchableItemAttributeSet.stateOrProvince] = newValue }
    }

    /// The country of the address.
    public var country: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.country] }
        set { self[dynamicMember: \SearchableItemAttributeSet.country] = newValue }
    }

    /// The whole address, formatted for display.
    public var fullyFormattedAddress: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.fullyFormattedAddress] }
        set { self[dynamicMember: \SearchableItemAttributeSet.fullyFormattedAddress] = newValue }
    }

    /// The altitude in meters.
    public var altitude: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.altitude] }
        set { self[dynamicMember: \SearchableItemAttributeSet.altitude] = newValue }
    }

    /// The latitude in degrees.
    public var latitude: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.latitude] }
        set { self[dynamicMember: \SearchableItemAttributeSet.latitude] = newValue }
    }

    /// The longitude in degrees.
    public var longitude: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.longitude] }
        set { self[dynamicMember: \SearchableItemAttributeSet.longitude] = newValue }
    }

    /// The speed in kilometers per hour when the item was recorded.
    public var speed: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.speed] }
        set { self[dynamicMember: \SearchableItemAttributeSet.speed] = newValue }
    }

    /// When the location was recorded.
    public var timestamp: Date? {
        get { self[dynamicMember: \SearchableItemAttributeSet.timestamp] }
        set { self[dynamicMember: \SearchableItemAttributeSet.timestamp] = newValue }
    }

    /// The direction the camera faced, in degrees.
    public var imageDirection: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.imageDirection] }
        set { self[dynamicMember: \SearchableItemAttributeSet.imageDirection] = newValue }
    }

    /// The name of the place, such as a landmark.
    public var namedLocation: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.namedLocation] }
        set { self[dynamicMember: \SearchableItemAttributeSet.namedLocation] = newValue }
    }

    /// The direction of travel in degrees.
    public var gpsTrack: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.gpsTrack] }
        set { self[dynamicMember: \SearchableItemAttributeSet.gpsTrack] = newValue }
    }

    /// The status of the GPS receiver.
    public var gpsStatus: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.gpsStatus] }
        set { self[dynamicMember: \SearchableItemAttributeSet.gpsStatus] = newValue }
    }

    /// The GPS measurement mode.
    public var gpsMeasureMode: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.gpsMeasureMode] }
        set { self[dynamicMember: \SearchableItemAttributeSet.gpsMeasureMode] = newValue }
    }

    /// The dilution of precision of the GPS data.
    public var gpsdop: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.gpsdop] }
        set { self[dynamicMember: \SearchableItemAttributeSet.gpsdop] = newValue }
    }

    /// The geodetic survey data used by the GPS receiver.
    public var gpsMapDatum: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.gpsMapDatum] }
        set { self[dynamicMember: \SearchableItemAttributeSet.gpsMapDatum] = newValue }
    }

    /// The latitude of the destination in degrees.
    public var gpsDestLatitude: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.gpsDestLatitude] }
        set { self[dynamicMember: \SearchableItemAttributeSet.gpsDestLatitude] = newValue }
    }

    /// The longitude of the destination in degrees.
    public var gpsDestLongitude: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.gpsDestLongitude] }
        set { self[dynamicMember: \SearchableItemAttributeSet.gpsDestLongitude] = newValue }
    }

    /// The bearing to the destination in degrees.
    public var gpsDestBearing: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.gpsDestBearing] }
        set { self[dynamicMember: \SearchableItemAttributeSet.gpsDestBearing] = newValue }
    }

    /// The distance to the destination.
    public var gpsDestDistance: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.gpsDestDistance] }
        set { self[dynamicMember: \SearchableItemAttributeSet.gpsDestDistance] = newValue }
    }

    /// The method used to find the location.
    public var gpsProcessingMethod: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.gpsProcessingMethod] }
        set { self[dynamicMember: \SearchableItemAttributeSet.gpsProcessingMethod] = newValue }
    }

    /// The name of the GPS area.
    public var gpsAreaInformation: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.gpsAreaInformation] }
        set { self[dynamicMember: \SearchableItemAttributeSet.gpsAreaInformation] = newValue }
    }

    /// The GPS date and time.
    public var gpsDateStamp: Date? {
        get { self[dynamicMember: \SearchableItemAttributeSet.gpsDateStamp] }
        set { self[dynamicMember: \SearchableItemAttributeSet.gpsDateStamp] = newValue }
    }

    /// Whether differential correction was applied to the GPS data (1) or not (0).
    public var gpsDifferental: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.gpsDifferental] }
        set { self[dynamicMember: \SearchableItemAttributeSet.gpsDifferental] = newValue }
    }

    // MARK: Messaging

    /// The identifier of the account the item belongs to.
    public var accountIdentifier: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.accountIdentifier] }
        set { self[dynamicMember: \SearchableItemAttributeSet.accountIdentifier] = newValue }
    }

    /// The handles of the account, such as its email addresses.
    public var accountHandles: [String]? {
        get { self[dynamicMember: \SearchableItemAttributeSet.accountHandles] }
        set { self[dynamicMember: \SearchableItemAttributeSet.accountHandles] = newValue }
    }

    /// The item's content as UTF-8 encoded HTML.
    public var htmlContentData: Data? {
        get { self[dynamicMember: \SearchableItemAttributeSet.htmlContentData] }
        set { self[dynamicMember: \SearchableItemAttributeSet.htmlContentData] = newValue }
    }

    /// The full text of the item, such as a message body.
    public var textContent: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.textContent] }
        set { self[dynamicMember: \SearchableItemAttributeSet.textContent] = newValue }
    }

    /// The authors of the item, such as the sender of a message.
    public var authors: [CSPerson]? {
        get { self[dynamicMember: \SearchableItemAttributeSet.authors] }
        set { self[dynamicMember: \SearchableItemAttributeSet.authors] = newValue }
    }

    /// The primary recipients of a message (To).
    public var primaryRecipients: [CSPerson]? {
        get { self[dynamicMember: \SearchableItemAttributeSet.primaryRecipients] }
        set { self[dynamicMember: \SearchableItemAttributeSet.primaryRecipients] = newValue }
    }

    /// The additional recipients of a message (Cc).
    public var additionalRecipients: [CSPerson]? {
        get { self[dynamicMember: \SearchableItemAttributeSet.additionalRecipients] }
        set { self[dynamicMember: \SearchableItemAttributeSet.additionalRecipients] = newValue }
    }

    /// The hidden recipients of a message (Bcc).
    public var hiddenAdditionalRecipients: [CSPerson]? {
        get { self[dynamicMember: \SearchableItemAttributeSet.hiddenAdditionalRecipients] }
        set { self[dynamicMember: \SearchableItemAttributeSet.hiddenAdditionalRecipients] = newValue }
    }

    /// The mailboxes that hold the message.
    public var mailboxIdentifiers: [String]? {
        get { self[dynamicMember: \SearchableItemAttributeSet.mailboxIdentifiers] }
        set { self[dynamicMember: \SearchableItemAttributeSet.mailboxIdentifiers] = newValue }
    }

    /// The names of the item's authors.
    public var authorNames: [String]? {
        get { self[dynamicMember: \SearchableItemAttributeSet.authorNames] }
        set { self[dynamicMember: \SearchableItemAttributeSet.authorNames] = newValue }
    }

    /// The names of the message's recipients.
    public var recipientNames: [String]? {
        get { self[dynamicMember: \SearchableItemAttributeSet.recipientNames] }
        set { self[dynamicMember: \SearchableItemAttributeSet.recipientNames] = newValue }
    }

    /// The email addresses of the item's authors.
    public var authorEmailAddresses: [String]? {
        get { self[dynamicMember: \SearchableItemAttributeSet.authorEmailAddresses] }
        set { self[dynamicMember: \SearchableItemAttributeSet.authorEmailAddresses] = newValue }
    }

    /// The email addresses of the message's recipients.
    public var recipientEmailAddresses: [String]? {
        get { self[dynamicMember: \SearchableItemAttributeSet.recipientEmailAddresses] }
        set { self[dynamicMember: \SearchableItemAttributeSet.recipientEmailAddresses] = newValue }
    }

    /// The addresses (handles) of the item's authors.
    public var authorAddresses: [String]? {
        get { self[dynamicMember: \SearchableItemAttributeSet.authorAddresses] }
        set { self[dynamicMember: \SearchableItemAttributeSet.authorAddresses] = newValue }
    }

    /// The addresses (handles) of the message's recipients.
    public var recipientAddresses: [String]? {
        get { self[dynamicMember: \SearchableItemAttributeSet.recipientAddresses] }
        set { self[dynamicMember: \SearchableItemAttributeSet.recipientAddresses] = newValue }
    }

    /// Phone numbers related to the item.
    public var phoneNumbers: [String]? {
        get { self[dynamicMember: \SearchableItemAttributeSet.phoneNumbers] }
        set { self[dynamicMember: \SearchableItemAttributeSet.phoneNumbers] = newValue }
    }

    /// Email addresses related to the item.
    public var emailAddresses: [String]? {
        get { self[dynamicMember: \SearchableItemAttributeSet.emailAddresses] }
        set { self[dynamicMember: \SearchableItemAttributeSet.emailAddresses] = newValue }
    }

    /// Instant message addresses related to the item.
    public var instantMessageAddresses: [String]? {
        get { self[dynamicMember: \SearchableItemAttributeSet.instantMessageAddresses] }
        set { self[dynamicMember: \SearchableItemAttributeSet.instantMessageAddresses] = newValue }
    }

    /// Whether the message is likely junk.
    public var likelyJunk: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.likelyJunk] }
        set { self[dynamicMember: \SearchableItemAttributeSet.likelyJunk] = newValue }
    }

    // MARK: Apple Intelligence

    /// A summary of the item's text content.
    public var textContentSummary: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.textContentSummary] }
        set { self[dynamicMember: \SearchableItemAttributeSet.textContentSummary] = newValue }
    }

    /// Text transcribed from the item's audio.
    public var transcribedTextContent: String? {
        get { self[dynamicMember: \SearchableItemAttributeSet.transcribedTextContent] }
        set { self[dynamicMember: \SearchableItemAttributeSet.transcribedTextContent] = newValue }
    }

    /// Whether the message was marked as a priority message.
    public var isPriority: NSNumber? {
        get { self[dynamicMember: \SearchableItemAttributeSet.isPriority] }
        set { self[dynamicMember: \SearchableItemAttributeSet.isPriority] = newValue }
    }
}

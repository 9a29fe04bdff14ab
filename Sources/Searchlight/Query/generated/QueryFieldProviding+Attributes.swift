// Generated from CodeGeneration/Attributes.tsv; do not edit. Change the table, then run
// `swift run --package-path CodeGeneration generate-sources` from the repository root.

// Leading-dot fields for the attributes queries use most.
extension QueryFieldProviding {
    /// `title`: The title of the item; the most heavily weighted text in ranking.
    public static var title: QueryField { QueryField(.named("title")) }
    /// `displayName`: The name shown to the user for the item.
    public static var displayName: QueryField { QueryField(.named("displayName")) }
    /// `alternateNames`: Other names the item is known by, such as nicknames or abbreviations.
    public static var alternateNames: QueryField { QueryField(.named("alternateNames")) }
    /// `keywords`: Words or phrases that describe the item.
    public static var keywords: QueryField { QueryField(.named("keywords")) }
    /// `contentDescription`: A description of the item's content.
    public static var contentDescription: QueryField { QueryField(.named("contentDescription")) }
    /// `path`: The complete file system path to the item.
    public static var path: QueryField { QueryField(.named("path")) }
    /// `metadataModificationDate`: When the item's metadata last changed.
    public static var metadataModificationDate: QueryField { QueryField(.named("metadataModificationDate")) }
    /// `contentType`: The uniform type identifier of the item; derived from the attribute set's content type.
    public static var contentType: QueryField { QueryField(.named("contentType")) }
    /// `contentTypeTree`: The item's type identifier followed by every type it conforms to; derived from the
    /// content type.
    public static var contentTypeTree: QueryField { QueryField(.named("contentTypeTree")) }
    /// `rankingHint`: Query-independent importance of the item among the app's items, 0 to 100; larger ranks
    /// higher.
    public static var rankingHint: QueryField { QueryField(.named("rankingHint")) }
    /// `domainIdentifier`: The domain the item belongs to, used to delete items by domain.
    public static var domainIdentifier: QueryField { QueryField(.named("domainIdentifier")) }
    /// `containerTitle`: The title of the item's container, such as an album or a folder.
    public static var containerTitle: QueryField { QueryField(.named("containerTitle")) }
    /// `subject`: The subject of the item, such as an email's subject line.
    public static var subject: QueryField { QueryField(.named("subject")) }
    /// `fileSize`: The size of the item's content in bytes.
    public static var fileSize: QueryField { QueryField(.named("fileSize")) }
    /// `dueDate`: When the item is due.
    public static var dueDate: QueryField { QueryField(.named("dueDate")) }
    /// `completionDate`: When the item was completed.
    public static var completionDate: QueryField { QueryField(.named("completionDate")) }
    /// `startDate`: When the event starts.
    public static var startDate: QueryField { QueryField(.named("startDate")) }
    /// `endDate`: When the event ends.
    public static var endDate: QueryField { QueryField(.named("endDate")) }
    /// `comment`: A comment about the item.
    public static var comment: QueryField { QueryField(.named("comment")) }
    /// `lastUsedDate`: When the user last opened or used the item.
    public static var lastUsedDate: QueryField { QueryField(.named("lastUsedDate")) }
    /// `contentCreationDate`: When the item's content was created.
    public static var contentCreationDate: QueryField { QueryField(.named("contentCreationDate")) }
    /// `contentModificationDate`: When the item's content last changed.
    public static var contentModificationDate: QueryField { QueryField(.named("contentModificationDate")) }
    /// `addedDate`: When the item was added to the app.
    public static var addedDate: QueryField { QueryField(.named("addedDate")) }
    /// `rating`: The user's rating of the item.
    public static var rating: QueryField { QueryField(.named("rating")) }
    /// `city`: The city of the address.
    public static var city: QueryField { QueryField(.named("city")) }
    /// `country`: The country of the address.
    public static var country: QueryField { QueryField(.named("country")) }
    /// `textContent`: The full text of the item, such as a message body.
    public static var textContent: QueryField { QueryField(.named("textContent")) }
    /// `authorNames`: The names of the item's authors.
    public static var authorNames: QueryField { QueryField(.named("authorNames")) }
    /// `recipientNames`: The names of the message's recipients.
    public static var recipientNames: QueryField { QueryField(.named("recipientNames")) }
    /// `phoneNumbers`: Phone numbers related to the item.
    public static var phoneNumbers: QueryField { QueryField(.named("phoneNumbers")) }
    /// `emailAddresses`: Email addresses related to the item.
    public static var emailAddresses: QueryField { QueryField(.named("emailAddresses")) }
}

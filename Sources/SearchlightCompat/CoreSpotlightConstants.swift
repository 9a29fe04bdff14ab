// Continuation constants: the activity type and user-info keys an app receives when the user
// opens a search result or continues a search in the app.

/// The activity type of a continued search result.
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The activity type of a tapped search result.
public let CSSearchableItemActionType = ContinuationRouter.searchableItemActionType
/// The user-info key holding the opened item's unique identifier.
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The `userInfo` key holding a tapped result's unique identifier.
public let CSSearchableItemActivityIdentifier = ContinuationRouter.searchableItemActivityIdentifier
/// The activity type of a search continued in the app.
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The activity type of a search continued in the app.
public let CSQueryContinuationActionType = ContinuationRouter.queryContinuationActionType
/// The user-info key holding the continued search's text.
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The `userInfo` key holding the query text to continue.
public let CSSearchQueryString = ContinuationRouter.searchQueryString
/// The user-info key holding the identifier of the item action the user chose.
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The `userInfo` key holding the identifier of the action the user chose.
public let CSActionIdentifier = "CSActionIdentifier"

// Mailbox identifiers for `mailboxIdentifiers`.
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The inbox mailbox identifier.
public let CSMailboxInbox = "com.apple.mail.inbox"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The drafts mailbox identifier.
public let CSMailboxDrafts = "com.apple.mail.drafts"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The sent mailbox identifier.
public let CSMailboxSent = "com.apple.mail.sent"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The junk mailbox identifier.
public let CSMailboxJunk = "com.apple.mail.junk"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The trash mailbox identifier.
public let CSMailboxTrash = "com.apple.mail.trash"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The archive mailbox identifier.
public let CSMailboxArchive = "com.apple.mail.archive"

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Foundation's activity type for a web page being viewed (Handoff to a browser, universal
/// links): the page is the activity's `webpageURL`.
public let NSUserActivityTypeBrowsingWeb = UserActivity.browsingWebActivityType

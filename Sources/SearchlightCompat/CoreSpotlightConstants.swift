// Continuation constants: the activity type and user-info keys an app receives when the user
// opens a search result or continues a search in the app.

/// The activity type of a continued search result.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CSSearchableItemActionType = ContinuationRouter.searchableItemActionType
/// The user-info key holding the opened item's unique identifier.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CSSearchableItemActivityIdentifier = ContinuationRouter.searchableItemActivityIdentifier
/// The activity type of a search continued in the app.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CSQueryContinuationActionType = ContinuationRouter.queryContinuationActionType
/// The user-info key holding the continued search's text.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CSSearchQueryString = ContinuationRouter.searchQueryString
/// The user-info key holding the identifier of the item action the user chose.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CSActionIdentifier = "CSActionIdentifier"

// Mailbox identifiers for `mailboxIdentifiers`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CSMailboxInbox = "com.apple.mail.inbox"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CSMailboxDrafts = "com.apple.mail.drafts"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CSMailboxSent = "com.apple.mail.sent"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CSMailboxJunk = "com.apple.mail.junk"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CSMailboxTrash = "com.apple.mail.trash"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CSMailboxArchive = "com.apple.mail.archive"

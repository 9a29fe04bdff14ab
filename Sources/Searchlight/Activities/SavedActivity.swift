import Foundation

/// A user activity saved in the store, with its engagement.
public struct SavedActivity: Sendable, Equatable {
    /// The activity as it was saved.
    public var activity: UserActivity
    /// The activity's own search item, if it has one.
    public var searchableItemIdentifier: String?
    /// How many times it became current (or its search item was engaged with).
    public var useCount: Int
    /// When the activity was last used.
    public var lastUsed: Date
    /// When the activity expires; `nil` when it lives until deleted.
    public var expirationDate: Date?

    /// Creates a saved activity.
    public init(
        activity: UserActivity, searchableItemIdentifier: String?, useCount: Int, lastUsed: Date,
        expirationDate: Date?
    ) {
        self.activity = activity
        self.searchableItemIdentifier = searchableItemIdentifier
        self.useCount = useCount
        self.lastUsed = lastUsed
        self.expirationDate = expirationDate
    }
}

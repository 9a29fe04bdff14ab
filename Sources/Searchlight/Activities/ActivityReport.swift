import Foundation

/// What ``ActivityCenter/becomeCurrent(_:)`` did with an activity: whether it was saved, under
/// which search item, and which saved activities it displaced.
public struct ActivityReport: Sendable, Equatable {
    /// Why a current activity was not saved.
    public enum NotSavedReason: Sendable, Equatable {
        /// Neither `isEligibleForSearch` nor `isEligibleForPrediction`: it is only current.
        case notEligible
        /// Its `relatedUniqueIdentifier` names an item that is not in the index; like Core
        /// Spotlight, the activity is not stored without it.
        case relatedItemMissing(String)
        /// Its `expirationDate` has already passed.
        case expiredOnArrival
    }

    /// `nil` when the activity was saved.
    public var notSavedReason: NotSavedReason?
    /// The activity's own search item, when it was indexed as one (search-eligible and not tied
    /// to an item by `relatedUniqueIdentifier`).
    public var searchableItemIdentifier: String?
    /// Saved activities deleted to stay within
    /// ``ActivityCenterConfiguration/maximumSavedActivities``, least recently used first.
    public var evicted: [SavedActivity]
    /// Saved activities deleted because their expiration date passed.
    public var expired: [SavedActivity]

    /// Creates a report.
    public init(
        notSavedReason: NotSavedReason? = nil, searchableItemIdentifier: String? = nil,
        evicted: [SavedActivity] = [], expired: [SavedActivity] = []
    ) {
        self.notSavedReason = notSavedReason
        self.searchableItemIdentifier = searchableItemIdentifier
        self.evicted = evicted
        self.expired = expired
    }

    /// Whether the activity is saved in the store.
    public var isSaved: Bool { notSavedReason == nil }
}

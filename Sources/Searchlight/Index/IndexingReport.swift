/// What `indexSearchableItems` did with each item it was given.
public struct IndexingReport: Sendable, Equatable {
    /// Identifiers stored (inserted, replaced or merged).
    public var indexed: [String] = []
    /// Items not stored, each with the reason; nothing is dropped without appearing here.
    public var dropped: [DroppedItem] = []

    /// Creates a report.
    public init(indexed: [String] = [], dropped: [DroppedItem] = []) {
        self.indexed = indexed
        self.dropped = dropped
    }
}

/// An item that was accepted as valid input but not stored.
public struct DroppedItem: Sendable, Equatable {
    /// Why an item was not stored.
    public enum Reason: Sendable, Equatable {
        /// `isUpdate` was set but no item with that identifier exists.
        case updateOfMissingItem
        /// The item's expiration date had already passed.
        case expiredOnArrival
    }

    /// The item's unique identifier.
    public var identifier: String
    /// Why it was not stored.
    public var reason: Reason

    /// Creates a dropped item.
    public init(identifier: String, reason: Reason) {
        self.identifier = identifier
        self.reason = reason
    }
}

import Foundation

/// Tracks what the user is doing — the current ``UserActivity`` and the entities on screen —
/// and saves activities to a ``SearchableIndex`` so they can be searched, predicted and
/// continued.
///
/// ```swift
/// let center = ActivityCenter(index: index)
/// try await center.becomeCurrent(viewOrderActivity)
/// await center.setOnScreenEntities(visible: [order42, order43], selected: order42)
/// let next = try await center.predictions(limit: 3)
/// ```
///
/// Saving rules (DESIGN.md §8):
/// - An activity is saved when it becomes current and is eligible for search or prediction.
///   The same activity (same persistent identifier, else same type and content) is saved once
///   and counts one more use each time.
/// - A search-eligible activity is indexed as an item in the domain its
///   `contentAttributeSet.domainIdentifier` names, so deleting that domain deletes it as Core
///   Spotlight documents, else in the reserved domain ``activityDomainIdentifier`` — unless its
///   `contentAttributeSet.relatedUniqueIdentifier`
///   names an item: then it is stored only while that item exists, is deleted with it, and is
///   never a second result beside it; its uses raise that item's rank instead.
///   `weakRelatedUniqueIdentifier` links without coupling: the activity keeps its own item.
/// - Prediction-eligible activities record engagement (count, last use, decayed score) that
///   ranks ``predictions(limit:)``, search results and parameter suggestions.
/// - At most ``ActivityCenterConfiguration/maximumSavedActivities`` are kept; the least recently
///   used are deleted to make room and reported in ``ActivityReport/evicted``.
public actor ActivityCenter {
    /// The domain of the items saved activities are indexed as. Apps must not index into it.
    public static let activityDomainIdentifier = "searchlight.activities"
    /// Prefix of an activity item's unique identifier.
    public static let activityItemIdentifierPrefix = "searchlight.activity:"

    /// The index that holds the saved activities and their search items.
    public nonisolated let index: SearchableIndex
    /// Limits and lifetimes of saved activities.
    public nonisolated let configuration: ActivityCenterConfiguration

    /// The activity the user is doing now, if any.
    public private(set) var currentActivity: UserActivity?
    /// The entities on screen now.
    public private(set) var onScreenEntities = OnScreenEntities.none
    private var invalidated: Set<UUID> = []

    /// Creates the activity center of `index`.
    public init(
        index: SearchableIndex, configuration: ActivityCenterConfiguration = ActivityCenterConfiguration()
    ) {
        self.index = index
        self.configuration = configuration
    }

    // MARK: Current activity

    /// Makes `activity` the current one (replacing any other) and saves it when it is eligible
    /// for search or prediction.
    ///
    /// - Returns: whether it was saved, its search item, and saved activities that were evicted
    ///   or expired meanwhile.
    /// - Throws: ``UserActivityError`` for an invalid or invalidated activity (nothing changes),
    ///   ``SearchableIndexError`` when the store fails.
    @discardableResult
    public func becomeCurrent(_ activity: UserActivity) async throws -> ActivityReport {
        guard !invalidated.contains(activity.instance.id) else {
            throw UserActivityError(
                .invalidated,
                message: "the activity was invalidated; create a new UserActivity to make current")
        }
        try activity.validate()
        guard activity.isEligibleForSearch || activity.isEligibleForPrediction else {
            currentActivity = activity
            await publishIfConfigured()
            return ActivityReport(notSavedReason: .notEligible)
        }
        let payload = try Self.encode(activity)
        let report = try await index.withStoreWriter { writer, now in
            var events = EventList(indexName: index.name)
            let report = try save(activity, payload: payload, writer: writer, now: now, events: &events)
            return (report, events.events)
        }
        currentActivity = activity
        await publishIfConfigured()
        return report
    }

    /// Ends the current activity, whichever it is. Saved activities stay saved.
    public func resignCurrent() async {
        currentActivity = nil
        await publishIfConfigured()
    }

    /// Ends `activity` if it is the current one (the same value or a copy of it).
    public func resignCurrent(_ activity: UserActivity) async {
        guard currentActivity?.instance.id == activity.instance.id else { return }
        currentActivity = nil
        await publishIfConfigured()
    }

    /// Invalidates `activity` (and its copies): it stops being current and can never become
    /// current again. Its saved form is not deleted; use
    /// ``deleteSavedUserActivities(withPersistentIdentifiers:)`` for that.
    public func invalidate(_ activity: UserActivity) async {
        invalidated.insert(activity.instance.id)
        await resignCurrent(activity)
    }

    /// Sets the entities on screen: several may be visible, one selected.
    public func setOnScreenEntities(visible: [EntityIdentifier], selected: EntityIdentifier? = nil) async {
        onScreenEntities = OnScreenEntities(visible: visible, selected: selected)
        await publishIfConfigured()
    }

    /// Why the last automatic publication of the screen context failed, or `nil` when it
    /// succeeded (see ``ActivityCenterConfiguration/publishesScreenContext``).
    public private(set) var screenContextPublishingError: (any Error)?

    /// Publishes the screen context after a change, when configured to; a failure is kept in
    /// ``screenContextPublishingError`` rather than failing the change the app made.
    private func publishIfConfigured() async {
        guard configuration.publishesScreenContext else { return }
        do {
            try await publishScreenContext()
            screenContextPublishingError = nil
        } catch {
            screenContextPublishingError = error
        }
    }

    // MARK: Saved activities

    /// Deletes the saved activities with these persistent identifiers, with their search items
    /// and the engagement they recorded.
    /// - Returns: the deleted activities.
    @discardableResult
    public func deleteSavedUserActivities(withPersistentIdentifiers identifiers: [String]) async throws
        -> [SavedActivity]
    {
        let name = index.name
        return try await deleteSaved { store in
            try store.rows(persistentIdentifiers: identifiers, indexName: name)
        }
    }

    /// Deletes every saved activity of this index, with their search items and engagement.
    /// - Returns: the deleted activities.
    @discardableResult
    public func deleteAllSavedUserActivities() async throws -> [SavedActivity] {
        let name = index.name
        return try await deleteSaved { store in try store.allRows(indexName: name) }
    }

    /// Deletes saved activities whose expiration date has passed.
    /// - Returns: the deleted activities.
    @discardableResult
    public func purgeExpiredActivities() async throws -> [SavedActivity] {
        try await index.withStoreWriter { writer, now in
            var events = EventList(indexName: index.name)
            let expired = try purgeExpired(writer: writer, now: now, events: &events)
            return (expired, events.events)
        }
    }

    /// The saved activities of this index, least recently used first (expired ones included
    /// until purged).
    public func savedActivities() async throws -> [SavedActivity] {
        let rows = try index.read { try ActivityStore(connection: $0).allRows(indexName: index.name) }
        return try rows.map(Self.savedActivity)
    }

    /// Prediction-eligible saved activities ranked by decayed engagement: what the user is likely
    /// to do next. Ties go to the more recent, then by identity, so the order is deterministic.
    public func predictions(limit: Int = 10) async throws -> [ActivityPrediction] {
        let now = index.configuration.clock.now()
        let rows = try index.read {
            try ActivityStore(connection: $0).predictable(indexName: index.name, now: now)
        }
        let ranked = rows.map { row in
            (
                row,
                EngagementStore.decayed(
                    row.useScore, lastUsed: row.lastUsed.timeIntervalSince1970, now: now.timeIntervalSince1970
                )
            )
        }.sorted { lhs, rhs in
            if lhs.1 != rhs.1 { return lhs.1 > rhs.1 }
            if lhs.0.lastUsed != rhs.0.lastUsed { return lhs.0.lastUsed > rhs.0.lastUsed }
            return lhs.0.key < rhs.0.key
        }
        return try ranked.prefix(max(0, limit)).map { row, score in
            ActivityPrediction(
                activity: try Self.decode(row.payload), score: score, useCount: row.useCount,
                lastUsed: row.lastUsed)
        }
    }

    // MARK: Store work (inside one write transaction)

    private nonisolated func save(
        _ activity: UserActivity, payload: [UInt8], writer: ItemWriter, now: Date, events: inout EventList
    ) throws -> ActivityReport {
        let store = ActivityStore(connection: writer.connection)
        let engagement = EngagementStore(connection: writer.connection)
        var report = ActivityReport()
        report.expired = try purgeExpired(writer: writer, now: now, events: &events)
        let key = activity.storageKey
        let previous = try store.existing(key: key)
        let expires = activity.expirationDate ?? configuration.activityLifetime.expirationDate(from: now)
        if let expires, expires <= now {
            if let previous { try delete(previous, writer: writer, events: &events) }
            report.notSavedReason = .expiredOnArrival
            return report
        }

        var relatedRowID: Int?
        var entity = activity.appEntityIdentifier.map { ($0.typeIdentifier, $0.identifier) }
        if let related = activity.relatedUniqueIdentifier {
            guard let rowID = try engagement.visibleItemRowID(uniqueIdentifier: related, now: now) else {
                if let previous { try delete(previous, writer: writer, events: &events) }
                report.notSavedReason = .relatedItemMissing(related)
                return report
            }
            relatedRowID = rowID
            if entity == nil, let association = try writer.existing(uniqueIdentifier: related)?.entity {
                entity = (association.typeIdentifier, association.identifier)
            }
        }

        var itemIdentifier: String?
        if activity.isEligibleForSearch && relatedRowID == nil {
            let item = activityItem(activity, key: key, expires: expires)
            let policy = IndexingPolicy(configuration: index.configuration)
            try policy.validate(item)
            let existing = try writer.existing(uniqueIdentifier: item.uniqueIdentifier)
            try policy.store(
                item, expires: expires, indexName: index.name, replacing: existing, in: writer, now: now)
            try policy.checkItemCount(in: writer, itemIdentifier: item.uniqueIdentifier)
            itemIdentifier = item.uniqueIdentifier
            events.indexed.append(item.uniqueIdentifier)
        }

        let weight: Double = activity.isEligibleForPrediction ? 1 : 0
        let row = ActivityRow(
            key: key, indexName: index.name, activityType: activity.activityType,
            persistentIdentifier: activity.persistentIdentifier, itemIdentifier: itemIdentifier,
            relatedIdentifier: activity.relatedUniqueIdentifier, entityType: entity?.0,
            entityIdentifier: entity?.1,
            isSearchable: activity.isEligibleForSearch, isPredictable: activity.isEligibleForPrediction,
            expires: expires, payload: payload)
        let rowID = try store.save(row, now: now, weight: weight)
        // The row no longer points at its old item, so deleting that item leaves the row alone.
        if let old = previous?.itemIdentifier, old != itemIdentifier {
            events.deleted += try writer.delete(uniqueIdentifiers: [old], indexName: index.name)
        }
        if weight > 0 {
            let weak = try activity.contentAttributeSet?.weakRelatedUniqueIdentifier.flatMap {
                try engagement.visibleItemRowID(uniqueIdentifier: $0, now: now)
            }
            let own = try itemIdentifier.flatMap {
                try engagement.visibleItemRowID(uniqueIdentifier: $0, now: now)
            }
            for item in Set([relatedRowID, weak, own].compactMap { $0 }) {
                try engagement.recordItemUse(item: item, activity: rowID, weight: weight, now: now)
            }
        }
        report.searchableItemIdentifier = itemIdentifier

        let overflow = try store.count(indexName: index.name) - max(configuration.maximumSavedActivities, 1)
        if overflow > 0 {
            let victims = try store.leastRecentlyUsed(indexName: index.name, count: overflow + 1)
                .filter { $0.key != key }.prefix(overflow)
            for victim in victims {
                try delete(victim, writer: writer, events: &events)
                report.evicted.append(try Self.savedActivity(victim))
            }
        }
        return report
    }

    /// The search item for an activity: its attribute set (or a plain one) with the activity's
    /// title and keywords, in the set's domain or the reserved one, associated with its entity.
    private nonisolated func activityItem(_ activity: UserActivity, key: String, expires: Date?)
        -> SearchableItem
    {
        var attributes = activity.contentAttributeSet ?? SearchableItemAttributeSet(contentType: .item)
        if attributes.title == nil { attributes.title = activity.title }
        let keywords = Set(attributes.keywords ?? []).union(activity.keywords)
        if !keywords.isEmpty { attributes.keywords = keywords.sorted() }
        var item = SearchableItem(
            uniqueIdentifier: Self.activityItemIdentifierPrefix + key,
            domainIdentifier: attributes.domainIdentifier ?? Self.activityDomainIdentifier,
            attributeSet: attributes)
        item.expirationDate = expires
        if let entity = activity.appEntityIdentifier {
            item.associatedEntity = EntityAssociation(
                typeIdentifier: entity.typeIdentifier, identifier: entity.identifier)
        }
        return item
    }

    private func deleteSaved(
        _ select: @escaping @Sendable (ActivityStore) throws -> [SavedActivityRow]
    ) async throws -> [SavedActivity] {
        try await index.withStoreWriter { writer, _ in
            var events = EventList(indexName: index.name)
            var deleted: [SavedActivity] = []
            for row in try select(ActivityStore(connection: writer.connection)) {
                try delete(row, writer: writer, events: &events)
                deleted.append(try Self.savedActivity(row))
            }
            return (deleted, events.events)
        }
    }

    private nonisolated func purgeExpired(writer: ItemWriter, now: Date, events: inout EventList) throws
        -> [SavedActivity]
    {
        var expired: [SavedActivity] = []
        for row in try ActivityStore(connection: writer.connection).expiredRows(
            indexName: index.name, now: now)
        {
            try delete(row, writer: writer, events: &events)
            expired.append(try Self.savedActivity(row))
        }
        return expired
    }

    /// Deletes a saved activity, its search item (through the item path, so everything derived
    /// from the item goes too) and the engagement it recorded.
    private nonisolated func delete(_ row: SavedActivityRow, writer: ItemWriter, events: inout EventList)
        throws
    {
        if let item = row.itemIdentifier {
            events.deleted += try writer.delete(uniqueIdentifiers: [item], indexName: index.name)
        }
        try ActivityStore(connection: writer.connection).deleteRow(row.rowID)
    }

    // MARK: Encoding

    private static func encode(_ activity: UserActivity) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return Array(try encoder.encode(activity))
    }

    private static func decode(_ payload: [UInt8]) throws -> UserActivity {
        try JSONDecoder().decode(UserActivity.self, from: Data(payload))
    }

    private static func savedActivity(_ row: SavedActivityRow) throws -> SavedActivity {
        SavedActivity(
            activity: try decode(row.payload), searchableItemIdentifier: row.itemIdentifier,
            useCount: row.useCount,
            lastUsed: row.lastUsed, expirationDate: row.expires)
    }
}

/// Index events collected during one store transaction.
private struct EventList {
    let indexName: String
    var indexed: [String] = []
    var deleted: [String] = []

    var events: [IndexEvent] {
        (indexed.isEmpty ? [] : [.indexed(identifiers: indexed, indexName: indexName)])
            + (deleted.isEmpty ? [] : [.deleted(identifiers: deleted, indexName: indexName)])
    }
}

import Foundation

/// The rules every stored item follows, whoever writes it: ``SearchableIndex`` for the app's items
/// and ``ActivityCenter`` for the search items of user activities, so an activity's item is
/// validated, stored and counted against the quota exactly as any other item.
struct IndexingPolicy {
    let configuration: IndexConfiguration

    /// Throws ``SearchableIndexError`` naming the item and field when `item` breaks a rule.
    func validate(_ item: SearchableItem) throws(SearchableIndexError) {
        try ItemValidator(configuration: configuration).validate(item)
    }

    /// Stores `item` under `indexName` in `writer`'s transaction, replacing `existing`.
    func store(
        _ item: SearchableItem, expires: Date?, indexName: String, replacing existing: ExistingItem?,
        in writer: ItemWriter, now: Date
    ) throws {
        try writer.write(
            StoredItem(item, expires: expires), indexName: indexName, now: now, replacing: existing)
    }

    /// Throws `quotaExceeded` when `writer`'s transaction leaves the store with more items than
    /// ``IndexConfiguration/maximumItemCount``; the transaction then rolls back.
    func checkItemCount(in writer: ItemWriter, itemIdentifier: String? = nil) throws {
        guard let limit = configuration.maximumItemCount, try writer.itemCount() > limit else { return }
        throw SearchableIndexError(
            .quotaExceeded, itemIdentifier: itemIdentifier,
            message: "the store would hold more than \(limit) items (IndexConfiguration.maximumItemCount)")
    }
}

/// What store-driven indexing reads from an app's SQLite database: which tables become items, and
/// how their columns fill the attribute set (Core Data's `isIndexedBySpotlight` and
/// `coreSpotlightDisplayNameExpression`).
///
/// Decodes from the JSON that `searchlight watch --config` reads:
/// ```json
/// { "tables": [ { "table": "notes", "contentType": "public.text",
///     "attributes": { "title": "title", "body": "textContent" },
///     "displayName": { "column": "title" },
///     "keywords": [ { "table": "tags", "column": "name",
///         "through": { "table": "note_tags", "itemColumn": "note_id", "relatedColumn": "tag_id" } } ] } ] }
/// ```
public struct StoreDescription: Sendable, Hashable, Codable {
    /// The tables whose rows become items.
    public var tables: [StoreTableDescription]
    /// The store's identifier: the default domain and part of every item identifier. `nil` uses
    /// an identifier generated once and kept in the database's `searchlight_state` table.
    public var storeIdentifier: String?
    /// Bump it when an ``StoreSpotlightDelegate/attributeSet(for:)`` override changes what it
    /// produces: every table is indexed again.
    public var version: Int

    /// Creates a description.
    public init(tables: [StoreTableDescription], storeIdentifier: String? = nil, version: Int = 1) {
        self.tables = tables
        self.storeIdentifier = storeIdentifier
        self.version = version
    }

    private enum CodingKeys: String, CodingKey {
        case tables, storeIdentifier, version
    }

    /// Decodes the JSON form; `version` defaults to 1.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        tables = try container.decode([StoreTableDescription].self, forKey: .tables)
        storeIdentifier = try container.decodeIfPresent(String.self, forKey: .storeIdentifier)
        version = try container.decodeIfPresent(Int.self, forKey: .version) ?? 1
    }
}

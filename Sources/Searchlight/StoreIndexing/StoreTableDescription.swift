/// One table whose rows become items: one item per row, identified by the row's primary key.
public struct StoreTableDescription: Sendable, Hashable, Codable {
    /// The table's name.
    public var table: String
    /// The column that identifies a row: by default the table's single primary-key column, or
    /// `rowid` for a table without one. It must be the primary key or carry a unique index.
    public var primaryKey: String?
    /// The content type of the items.
    public var contentType: ContentType
    /// Indexed columns and the attribute each one fills (`isIndexedBySpotlight`), by column name.
    public var attributes: [String: AttributeKey]
    /// Where the item's `displayName` comes from (`coreSpotlightDisplayNameExpression`).
    public var displayName: StoreDisplayName?
    /// Related tables whose names become the item's `keywords` (the tags of a note).
    public var keywords: [StoreKeywordSource]
    /// Columns that are not mapped to an attribute but whose changes re-index the row, for
    /// ``StoreSpotlightDelegate/attributeSet(for:)`` overrides that read them.
    public var watchedColumns: [String]

    /// Creates a table description.
    public init(
        _ table: String, primaryKey: String? = nil, contentType: ContentType = .item,
        attributes: [String: AttributeKey], displayName: StoreDisplayName? = nil,
        keywords: [StoreKeywordSource] = [], watchedColumns: [String] = []
    ) {
        self.table = table
        self.primaryKey = primaryKey
        self.contentType = contentType
        self.attributes = attributes
        self.displayName = displayName
        self.keywords = keywords
        self.watchedColumns = watchedColumns
    }

    private enum CodingKeys: String, CodingKey {
        case table, primaryKey, contentType, attributes, displayName, keywords, watchedColumns
    }

    /// Decodes the JSON form: `attributes` maps column names to attribute names.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        table = try container.decode(String.self, forKey: .table)
        primaryKey = try container.decodeIfPresent(String.self, forKey: .primaryKey)
        contentType = try container.decodeIfPresent(ContentType.self, forKey: .contentType) ?? .item
        let names = try container.decodeIfPresent([String: String].self, forKey: .attributes) ?? [:]
        attributes = names.mapValues(AttributeKey.init(rawValue:))
        displayName = try container.decodeIfPresent(StoreDisplayName.self, forKey: .displayName)
        keywords = try container.decodeIfPresent([StoreKeywordSource].self, forKey: .keywords) ?? []
        watchedColumns = try container.decodeIfPresent([String].self, forKey: .watchedColumns) ?? []
    }

    /// Encodes the JSON form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(table, forKey: .table)
        try container.encodeIfPresent(primaryKey, forKey: .primaryKey)
        try container.encode(contentType, forKey: .contentType)
        try container.encode(attributes.mapValues(\.rawValue), forKey: .attributes)
        try container.encodeIfPresent(displayName, forKey: .displayName)
        try container.encode(keywords, forKey: .keywords)
        try container.encode(watchedColumns, forKey: .watchedColumns)
    }
}

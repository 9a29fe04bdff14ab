import Foundation

/// An item in the form the store writes: validated, encoded, its text split by FTS column and its
/// comparable values extracted. Built before the write transaction starts, so the write lock is
/// held only for the SQL itself.
package struct StoredItem {
    package var uniqueIdentifier: String
    package var domainIdentifier: String?
    package var attributeSet: SearchableItemAttributeSet
    package var contentType: String
    package var rankingHint: Double?
    package var expires: Date?
    package var entity: EntityAssociation?
    package var isHidden: Bool
    var encodedAttributes: [UInt8]

    package init(_ item: SearchableItem, expires: Date?) {
        self.uniqueIdentifier = item.uniqueIdentifier
        self.domainIdentifier = item.effectiveDomainIdentifier
        self.attributeSet = item.attributeSet
        self.contentType = item.attributeSet.contentType.identifier
        self.rankingHint = item.attributeSet.rankingHint
        self.expires = expires
        self.entity = item.associatedEntity
        self.isHidden = item.associatedEntity?.isHidden ?? false
        self.encodedAttributes = item.attributeSet.encodedBytes()
    }

    /// The comparable values of the attribute set, one row per attribute (see ``AttributeRow``).
    var attributeRows: [AttributeRow] { AttributeRow.rows(of: attributeSet) }
}

/// The comparable form of one attribute: what the query compiler matches `attr == "v"cd` and
/// `attr > n` against. Text values (several joined by ``separator`` for multi-valued attributes)
/// are kept as written and folded; numbers, dates (seconds since 2001) and Booleans (0/1) as
/// numbers, one row per value. Body text (the `content` column) stays out: it is matched through
/// FTS5. One row per attribute rather than per value keeps indexing to a few B-tree inserts per
/// item.
package struct AttributeRow: Equatable {
    /// Separates the values of a multi-valued text attribute (ASCII unit separator).
    package static let separator: Character = "\u{1F}"

    package var key: String
    var ordinal: Int
    package var number: Double?
    package var text: String?
    package var folded: String?

    init(key: String, ordinal: Int = 0, number: Double) {
        self.key = key
        self.ordinal = ordinal
        self.number = number
    }

    init(key: String, texts: [String]) {
        self.init(
            key: key, text: texts.count == 1 ? texts[0] : texts.joined(separator: String(Self.separator)))
    }

    init(key: String, text: String) {
        self.key = key
        self.ordinal = 0
        self.text = TextFolding.canonical(text)
        self.folded = TextFolding.fold(text)
    }

    package static func rows(of attributeSet: SearchableItemAttributeSet) -> [AttributeRow] {
        var rows = [AttributeRow(key: "contentTypeTree", texts: attributeSet.contentTypeTree)]
        rows.reserveCapacity(attributeSet.values.count + 1)
        // Row order does not matter (each row is keyed by its attribute), so the values are read
        // in storage order rather than sorted by key.
        // An empty list has no value to compare: `keywords == "*"` does not find it.
        for (key, value) in attributeSet.values
        where attributeSet.descriptor(for: key)?.textColumn != .content && !value.isEmptyList {
            let name = key.rawValue
            switch value {
            case .string(let text): rows.append(AttributeRow(key: name, text: text))
            case .strings(let texts): rows.append(AttributeRow(key: name, texts: texts))
            case .url(let url): rows.append(AttributeRow(key: name, text: url.absoluteString))
            case .persons(let persons):
                rows.append(
                    AttributeRow(
                        key: name, texts: persons.flatMap { [$0.displayName].compactMap { $0 } + $0.handles })
                )
            case .number(let number): rows.append(AttributeRow(key: name, number: number))
            case .bool(let flag): rows.append(AttributeRow(key: name, number: flag ? 1 : 0))
            case .date(let date):
                rows.append(AttributeRow(key: name, number: date.timeIntervalSinceReferenceDate))
            case .numbers(let numbers):
                rows += numbers.enumerated().map {
                    AttributeRow(key: name, ordinal: $0.offset, number: $0.element)
                }
            case .dates(let dates):
                rows += dates.enumerated().map {
                    AttributeRow(
                        key: name, ordinal: $0.offset, number: $0.element.timeIntervalSinceReferenceDate)
                }
            case .data: continue
            }
        }
        return rows
    }
}

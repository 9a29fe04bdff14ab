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
    package var encodedAttributes: [UInt8]

    package init(_ item: SearchableItem, expires: Date?) {
        self.uniqueIdentifier = item.uniqueIdentifier
        self.domainIdentifier = item.effectiveDomainIdentifier
        self.attributeSet = item.attributeSet
        self.contentType = item.attributeSet.contentType.identifier
        self.rankingHint = item.attributeSet.rankingHint
        self.expires = expires
        self.entity = item.associatedEntity
        self.encodedAttributes = item.attributeSet.encodedBytes()
    }

    /// One row per comparable value: what the query compiler matches `attr == "v"cd` and
    /// `attr > n` against. Body text (the `content` column) stays out: it is matched through FTS5.
    package var attributeRows: [AttributeRow] {
        var rows: [AttributeRow] = [
            AttributeRow(key: "contentType", text: contentType)
        ]
        for type in attributeSet.contentTypeTree {
            rows.append(AttributeRow(key: "contentTypeTree", text: type))
        }
        if let domainIdentifier {
            rows.append(AttributeRow(key: "domainIdentifier", text: domainIdentifier))
        }
        for key in attributeSet.attributeKeys where key.rawValue != "domainIdentifier" {
            guard let value = attributeSet[key] else { continue }
            if attributeSet.descriptor(for: key)?.textColumn == .content { continue }
            AttributeRow.append(value, key: key.rawValue, to: &rows)
        }
        return rows
    }
}

/// A comparable value of one attribute: a number (numbers, dates as seconds since 2001, booleans
/// as 0/1) or a text with its folded form.
package struct AttributeRow: Equatable {
    package var key: String
    package var number: Double?
    package var text: String?
    package var folded: String?

    init(key: String, number: Double) {
        self.key = key
        self.number = number
    }

    init(key: String, text: String) {
        self.key = key
        self.text = text
        self.folded = TextFolding.fold(text)
    }

    static func append(_ value: AttributeValue, key: String, to rows: inout [AttributeRow]) {
        switch value {
        case .string(let text): rows.append(AttributeRow(key: key, text: text))
        case .strings(let texts): rows += texts.map { AttributeRow(key: key, text: $0) }
        case .number(let number): rows.append(AttributeRow(key: key, number: number))
        case .numbers(let numbers): rows += numbers.map { AttributeRow(key: key, number: $0) }
        case .bool(let flag): rows.append(AttributeRow(key: key, number: flag ? 1 : 0))
        case .date(let date): rows.append(AttributeRow(key: key, number: date.timeIntervalSinceReferenceDate))
        case .dates(let dates):
            rows += dates.map { AttributeRow(key: key, number: $0.timeIntervalSinceReferenceDate) }
        case .url(let url): rows.append(AttributeRow(key: key, text: url.absoluteString))
        case .persons(let persons):
            for person in persons {
                if let name = person.displayName { rows.append(AttributeRow(key: key, text: name)) }
                rows += person.handles.map { AttributeRow(key: key, text: $0) }
            }
        case .data: break
        }
    }
}

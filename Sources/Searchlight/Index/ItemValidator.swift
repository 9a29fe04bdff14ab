/// Checks an item against the rules of the design (§3) and the index's limits before anything
/// is written, so a bad item fails the whole call with an error naming it and its field.
struct ItemValidator {
    let configuration: IndexConfiguration

    func validate(_ item: SearchableItem) throws(SearchableIndexError) {
        let identifier = item.uniqueIdentifier
        func invalid(_ field: String, _ message: String) -> SearchableIndexError {
            SearchableIndexError(.invalidItem, itemIdentifier: identifier, field: field, message: message)
        }
        if identifier.isEmpty {
            throw invalid("uniqueIdentifier", "the unique identifier is empty")
        }
        let identifierBytes = identifier.utf8.count
        if identifierBytes > SearchableIndex.maximumIdentifierBytes {
            throw SearchableIndexError(
                .invalidItem, itemIdentifier: String(identifier.prefix(64)) + "…", field: "uniqueIdentifier",
                message: "the unique identifier is \(identifierBytes) UTF-8 bytes; the limit is "
                    + "\(SearchableIndex.maximumIdentifierBytes)")
        }
        if let domain = item.effectiveDomainIdentifier {
            let components = domain.split(separator: ".", omittingEmptySubsequences: false)
            if domain.isEmpty || components.contains(where: \.isEmpty) {
                throw invalid(
                    "domainIdentifier",
                    "domain '\(domain)' has an empty component; use dot-separated names like 'account.inbox'")
            }
        }
        let attributes = item.attributeSet
        if let thumbnail = attributes.thumbnailData, thumbnail.count > configuration.maximumThumbnailBytes {
            throw invalid(
                "thumbnailData",
                "the thumbnail is \(thumbnail.count) bytes; the limit is \(configuration.maximumThumbnailBytes) "
                    + "(IndexConfiguration.maximumThumbnailBytes)")
        }
        if let hint = attributes.rankingHint, !(0...100).contains(hint) {
            throw invalid("rankingHint", "rankingHint is \(hint); it must be within 0...100")
        }
        for key in attributes.attributeKeys {
            guard let value = attributes[key], let descriptor = attributes.descriptor(for: key) else {
                continue
            }
            if !descriptor.accepts(value) {
                throw invalid(
                    key.rawValue,
                    "a \(value.kindDescription) value cannot be stored in a \(descriptor.type) attribute")
            }
        }
        let size = attributes.approximateByteCount + identifierBytes
        if size > configuration.maximumItemBytes {
            throw invalid(
                "attributeSet",
                "the item is about \(size) bytes; the limit is \(configuration.maximumItemBytes) "
                    + "(IndexConfiguration.maximumItemBytes)")
        }
    }
}

extension AttributeDescriptor {
    /// Whether `value` has the shape this attribute stores.
    func accepts(_ value: AttributeValue) -> Bool {
        switch (type, value) {
        case (.text, .string), (.textList, .strings), (.textList, .string): true
        case (.integer, .number), (.real, .number), (.bool, .bool), (.bool, .number): true
        case (.integer, .numbers), (.real, .numbers): isMultiValued
        case (.date, .date), (.dateList, .dates), (.data, .data), (.url, .url), (.persons, .persons): true
        default: isCustom
        }
    }
}

extension AttributeValue {
    var kindDescription: String {
        switch self {
        case .string: "text"
        case .strings: "text list"
        case .number: "number"
        case .numbers: "number list"
        case .bool: "Boolean"
        case .date: "date"
        case .dates: "date list"
        case .data: "data"
        case .url: "URL"
        case .persons: "person list"
        }
    }
}

import Foundation

/// The JSON Lines item format of `searchlight index`: one JSON object per line.
///
/// ```json
/// {"id": "n1", "domain": "notes.work", "contentType": "public.plain-text", "expiration": "2027-01-01T00:00:00Z",
///  "title": "Standup", "keywords": ["team"], "startDate": "2026-12-01T09:00:00Z", "rating": 4,
///  "entity": {"type": "Note", "id": "n1", "priority": 10}}
/// ```
/// `id` is required; `domain`, `expiration` (ISO 8601), `update` (Boolean, `isUpdate`) and
/// `entity` are optional; every other key is an attribute by its Apple name (dates as ISO 8601
/// strings, data as base64, numbers as JSON numbers) or a custom attribute.
public enum ItemJSONLines {
    static let reservedKeys: Set<String> = ["id", "domain", "expiration", "update", "entity"]

    /// Decodes one line into an item and validates it as the index would.
    ///
    /// The line must be JSON whose integers are exactly representable (within ±2^53); a problem in
    /// the text is reported with its column (see ``JSONLinesError/column``).
    public static func decodeItem(
        _ line: some StringProtocol, lineNumber: Int, configuration: IndexConfiguration = IndexConfiguration()
    ) throws(JSONLinesError) -> SearchableItem {
        try decodeItem(utf8: ArraySlice(line.utf8), lineNumber: lineNumber, configuration: configuration)
    }

    /// Decodes one line of bytes, which must be UTF-8 (see ``JSONLineValidator``).
    static func decodeItem(
        utf8 line: ArraySlice<UInt8>, lineNumber: Int, configuration: IndexConfiguration
    ) throws(JSONLinesError) -> SearchableItem {
        func failure(_ field: String?, _ message: String) -> JSONLinesError {
            JSONLinesError(line: lineNumber, field: field, message: message)
        }
        try JSONLineValidator.validate(line, lineNumber: lineNumber)
        let object: [String: Any]
        do {
            guard let parsed = try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any] else {
                throw failure(nil, "expected a JSON object: {\"id\": \"…\", …}")
            }
            object = parsed
        } catch let error as JSONLinesError {
            throw error
        } catch {
            // The validator accepts only what JSONSerialization reads; this is a backstop that
            // keeps Foundation's error dump out of the message.
            throw failure(nil, "invalid JSON")
        }
        guard let identifier = object["id"] as? String else {
            throw failure("id", object["id"] == nil ? "missing 'id'" : "'id' must be a string")
        }
        var domain: String?
        if let value = object["domain"], !(value is NSNull) {
            guard let text = value as? String else { throw failure("domain", "'domain' must be a string") }
            domain = text
        }
        var attributes = object.filter { !reservedKeys.contains($0.key) }
        if attributes["contentType"] == nil { attributes["contentType"] = ContentType.item.identifier }
        let attributeSet: SearchableItemAttributeSet
        do {
            let data = try JSONSerialization.data(withJSONObject: attributes)
            attributeSet = try JSONDecoder().decode(SearchableItemAttributeSet.self, from: data)
        } catch let error as DecodingError {
            throw failure(Self.field(of: error), Self.reason(error))
        } catch {
            throw failure(nil, Self.reason(error))
        }
        var item = SearchableItem(
            uniqueIdentifier: identifier, domainIdentifier: domain, attributeSet: attributeSet)
        if let value = object["expiration"], !(value is NSNull) {
            guard let text = value as? String, let date = ISO8601.expirationDate(from: text) else {
                throw failure("expiration", "expected an ISO 8601 date string for 'expiration'")
            }
            item.expirationDate = date
        }
        if let value = object["update"] {
            guard let flag = value as? Bool else { throw failure("update", "'update' must be true or false") }
            item.isUpdate = flag
        }
        if let value = object["entity"] {
            guard let entity = value as? [String: Any], let type = entity["type"] as? String,
                let id = entity["id"] as? String
            else {
                throw failure("entity", "expected {\"type\": String, \"id\": String, \"priority\": Int}")
            }
            var priority = 0
            if let value = entity["priority"] {
                guard let number = value as? Int else {
                    throw failure("entity.priority", "priority must be an integer")
                }
                priority = number
            }
            item.associatedEntity = EntityAssociation(
                typeIdentifier: type, identifier: id, priority: priority)
        }
        do {
            try ItemValidator(configuration: configuration).validate(item)
        } catch {
            throw failure(error.field ?? "id", error.message)
        }
        return item
    }

    private static func field(of error: DecodingError) -> String? {
        let path: [any CodingKey]
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
            .dataCorrupted(let context):
            path = context.codingPath
        @unknown default:
            path = []
        }
        if case .keyNotFound(let key, _) = error {
            return (path + [key]).map(\.stringValue).joined(separator: ".")
        }
        return path.isEmpty
            ? nil : path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }

    private static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
            DecodingError.keyNotFound(_, let context), DecodingError.dataCorrupted(let context):
            return context.debugDescription
        case let error as AttributeError:
            return error.description
        case let error as SearchableIndexError:
            return error.description
        default:
            // Foundation's errors print as `Error Domain=… Code=… UserInfo=…`, which tells a user
            // nothing; say what could not be done instead.
            return "the attributes cannot be decoded"
        }
    }
}

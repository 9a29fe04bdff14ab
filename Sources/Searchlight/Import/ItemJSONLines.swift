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
        // One pass of JSONDecoder over the line reads the item's own keys and its attributes
        // together; the attributes skip the item's keys (see `skippedKeys`).
        let decoder = JSONDecoder()
        decoder.userInfo[SearchableItemAttributeSet.skippedKeys] = reservedKeys
        decoder.userInfo[LineItem.lineNumberKey] = lineNumber
        let item: SearchableItem
        do {
            item = try line.withUnsafeBytes { bytes in
                try decoder.decode(LineItem.self, from: Data(bytes)).item
            }
        } catch let error as JSONLinesError {
            throw error
        } catch let error as DecodingError {
            throw failure(Self.field(of: error), Self.reason(error))
        } catch {
            throw failure(nil, Self.reason(error))
        }
        do {
            try ItemValidator(configuration: configuration).validate(item)
        } catch {
            throw failure(error.field ?? "id", error.message)
        }
        return item
    }

    /// One line: the item's own keys, read here with the messages of the format, and its
    /// attributes, read by `SearchableItemAttributeSet`'s decoder from the same object.
    private struct LineItem: Decodable {
        static let lineNumberKey = CodingUserInfoKey(rawValue: "searchlight.lineNumber")!
        var item: SearchableItem

        private struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(_ string: String) { stringValue = string }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        init(from decoder: any Decoder) throws {
            let lineNumber = decoder.userInfo[Self.lineNumberKey] as? Int ?? 0
            func failure(_ field: String?, _ message: String) -> JSONLinesError {
                JSONLinesError(line: lineNumber, field: field, message: message)
            }
            guard let object = try? decoder.container(keyedBy: Key.self) else {
                throw failure(nil, "expected a JSON object: {\"id\": \"…\", …}")
            }
            let id = Key("id")
            guard object.contains(id) else { throw failure("id", "missing 'id'") }
            guard let identifier = try? object.decode(String.self, forKey: id) else {
                throw failure("id", "'id' must be a string")
            }
            var domain: String?
            let domainKey = Key("domain")
            if object.contains(domainKey), !(try object.decodeNil(forKey: domainKey)) {
                guard let text = try? object.decode(String.self, forKey: domainKey) else {
                    throw failure("domain", "'domain' must be a string")
                }
                domain = text
            }
            item = SearchableItem(
                uniqueIdentifier: identifier, domainIdentifier: domain,
                attributeSet: try SearchableItemAttributeSet(from: decoder))
            let expiration = Key("expiration")
            if object.contains(expiration), !(try object.decodeNil(forKey: expiration)) {
                guard let text = try? object.decode(String.self, forKey: expiration),
                    let date = ISO8601.expirationDate(from: text)
                else {
                    throw failure("expiration", "expected an ISO 8601 date string for 'expiration'")
                }
                item.expirationDate = date
            }
            let update = Key("update")
            if object.contains(update) {
                // JSONSerialization's numbers read as flags when they are 0 or 1; so do they here.
                if let flag = try? object.decode(Bool.self, forKey: update) {
                    item.isUpdate = flag
                } else if let number = try? object.decode(Int.self, forKey: update),
                    number == 0 || number == 1
                {
                    item.isUpdate = number == 1
                } else {
                    throw failure("update", "'update' must be true or false")
                }
            }
            let entityKey = Key("entity")
            if object.contains(entityKey) {
                guard let entity = try? object.nestedContainer(keyedBy: Key.self, forKey: entityKey),
                    let type = try? entity.decode(String.self, forKey: Key("type")),
                    let id = try? entity.decode(String.self, forKey: Key("id"))
                else {
                    throw failure("entity", "expected {\"type\": String, \"id\": String, \"priority\": Int}")
                }
                var priority = 0
                if entity.contains(Key("priority")) {
                    guard let number = try? entity.decode(Int.self, forKey: Key("priority")) else {
                        throw failure("entity.priority", "priority must be an integer")
                    }
                    priority = number
                }
                item.associatedEntity = EntityAssociation(
                    typeIdentifier: type, identifier: id, priority: priority)
            }
        }
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

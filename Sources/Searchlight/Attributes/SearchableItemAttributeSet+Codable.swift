import Foundation

// The Codable form is a flat object keyed by Apple's attribute names:
//
//     {"contentType": "public.email-message", "subject": "Hi", "fileSize": 1024,
//      "startDate": "2025-03-01T09:30:00.25Z", "thumbnailData": "iVBORw0…",
//      "authors": [{"displayName": "Ada", "handles": ["ada@example.com"], "handleIdentifier": "…"}],
//      "com_example_sku": "A-1042", "title": null}
//
// Dates are always ISO 8601 strings in UTC, with fractional seconds when the date has them;
// data is base64; URLs are strings. `null` records a removed attribute (an update deletes it).
// A custom content type also writes its `contentTypeTree`. Custom attributes are written under
// their key names, and "$customKeys" (a name no attribute can have) keeps their flags and value
// types so that dates, data and URLs read back as such; without it, a valid custom name reads
// as a custom attribute with Apple's default flags and a type inferred from the JSON value.
extension SearchableItemAttributeSet {
    private struct JSONKey: CodingKey {
        var stringValue: String
        var intValue: Int?

        init(_ string: String) {
            self.stringValue = string
        }

        init(stringValue: String) {
            self.stringValue = stringValue
        }

        init(intValue: Int) {
            self.stringValue = String(intValue)
            self.intValue = intValue
        }

        static let contentType = JSONKey(AttributeKey.contentType.rawValue)
        static let contentTypeTree = JSONKey(AttributeKey.contentTypeTree.rawValue)
        static let customKeys = JSONKey("$customKeys")
    }

    /// The flags and value type of a custom attribute, under "$customKeys".
    private struct CustomKeyRecord: Codable {
        var type: String?
        var searchable: Bool?
        var searchableByDefault: Bool?
        var unique: Bool?
        var multiValued: Bool?
    }

    /// Encodes the attribute set as a flat JSON-style object keyed by attribute names.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.encode(contentType.identifier, forKey: .contentType)
        if !contentType.isBuiltIn {
            try container.encode(contentType.tree, forKey: .contentTypeTree)
        }
        for key in values.keys.sorted() {
            guard let value = values[key] else { continue }
            try Self.encode(value, forKey: JSONKey(key.rawValue), in: &container)
        }
        for key in removedKeys.sorted() where values[key] == nil {
            try container.encodeNil(forKey: JSONKey(key.rawValue))
        }
        if !customKeys.isEmpty {
            var records = container.nestedContainer(keyedBy: JSONKey.self, forKey: .customKeys)
            for (key, customKey) in customKeys.sorted(by: { $0.key < $1.key }) {
                guard let value = values[key] else { continue }
                let record = CustomKeyRecord(
                    type: Self.valueKindName(value), searchable: customKey.isSearchable,
                    searchableByDefault: customKey.isSearchableByDefault, unique: customKey.isUnique,
                    multiValued: customKey.isMultiValued)
                try records.encode(record, forKey: JSONKey(key.rawValue))
            }
        }
    }

    private static func encode(
        _ value: AttributeValue, forKey key: JSONKey, in container: inout KeyedEncodingContainer<JSONKey>
    ) throws {
        switch value {
        case .string(let string):
            try container.encode(string, forKey: key)
        case .strings(let strings):
            try container.encode(strings, forKey: key)
        case .number(let number):
            // Whole numbers are written without a fraction or exponent (`1048576`, not `1.048576e+06`).
            if let integer = Int64(exactly: number), abs(integer) < 1 << 53 {
                try container.encode(integer, forKey: key)
            } else {
                try container.encode(number, forKey: key)
            }
        case .numbers(let numbers):
            try container.encode(numbers, forKey: key)
        case .bool(let flag):
            try container.encode(flag, forKey: key)
        case .date(let date):
            try container.encode(try iso8601(date, key: key, in: container), forKey: key)
        case .dates(let dates):
            try container.encode(try dates.map { try iso8601($0, key: key, in: container) }, forKey: key)
        case .data(let data):
            try container.encode(data.base64EncodedString(), forKey: key)
        case .url(let url):
            try container.encode(url.absoluteString, forKey: key)
        case .persons(let persons):
            try container.encode(persons, forKey: key)
        }
    }

    private static func iso8601(
        _ date: Date, key: JSONKey, in container: KeyedEncodingContainer<JSONKey>
    ) throws -> String {
        guard let string = ISO8601.string(from: date) else {
            throw EncodingError.invalidValue(
                date,
                .init(
                    codingPath: container.codingPath + [key],
                    debugDescription: "the date of '\(key.stringValue)' is not finite or is out of range"))
        }
        return string
    }

    /// The decoder's user-info key for a `Set<String>` of keys of the object that are not
    /// attributes (a JSON Lines item's `id`, `domain`, …), so the attributes are read from the
    /// item's own object without copying it.
    static let skippedKeys = CodingUserInfoKey(rawValue: "searchlight.skippedKeys")!

    /// Decodes an attribute set from a flat object keyed by attribute names.
    ///
    /// Errors name the attribute in their coding path and say what was expected, such as
    /// "expected an ISO 8601 date string for 'startDate'".
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: JSONKey.self)
        let skipped = decoder.userInfo[Self.skippedKeys] as? Set<String> ?? []
        let identifier =
            try Self.decode(
                String.self, forKey: .contentType, in: container,
                expected: "a uniform type identifier string") ?? ContentType.item.identifier
        let contentType: ContentType
        if ContentType.builtIn(identifier: identifier) == nil,
            let tree = try Self.decode(
                [String].self, forKey: .contentTypeTree, in: container,
                expected: "an array of type identifiers")
        {
            contentType = ContentType(identifier: identifier, tree: tree)
        } else {
            contentType = ContentType(identifier: identifier)
        }
        let records =
            try Self.decode(
                [String: CustomKeyRecord].self, forKey: .customKeys, in: container,
                expected: "an object of custom attribute keys") ?? [:]

        var values: [AttributeKey: AttributeValue] = [:]
        var removedKeys: Set<AttributeKey> = []
        var customKeys: [AttributeKey: CustomAttributeKey] = [:]
        for codingKey in container.allKeys {
            let name = codingKey.stringValue
            if name == JSONKey.contentType.stringValue || name == JSONKey.contentTypeTree.stringValue
                || name == JSONKey.customKeys.stringValue || skipped.contains(name)
            {
                continue
            }
            let key = AttributeKey(rawValue: name)
            if let descriptor = AttributeCatalog.descriptor(for: key) {
                if try container.decodeNil(forKey: codingKey) {
                    removedKeys.insert(key)
                } else {
                    values[key] = try Self.decodeValue(of: descriptor.type, forKey: codingKey, in: container)
                }
                continue
            }
            let record = records[name]
            let customKey: CustomAttributeKey
            do {
                customKey = try CustomAttributeKey.validated(
                    keyName: name, searchable: record?.searchable ?? true,
                    searchableByDefault: record?.searchableByDefault ?? false,
                    unique: record?.unique ?? false,
                    multiValued: record?.multiValued ?? false)
            } catch let error as AttributeError {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: container.codingPath + [codingKey],
                        debugDescription: "'\(name)' is not a built-in attribute or a valid custom attribute "
                            + "name: \(error.message)",
                        underlyingError: error))
            }
            if try container.decodeNil(forKey: codingKey) {
                removedKeys.insert(key)
            } else {
                values[key] = try Self.decodeCustomValue(kind: record?.type, forKey: codingKey, in: container)
                customKeys[key] = customKey
            }
        }
        self.init(contentType: contentType, values: values, removedKeys: removedKeys, customKeys: customKeys)
    }

    private static func decodeValue(
        of type: AttributeType, forKey key: JSONKey, in container: KeyedDecodingContainer<JSONKey>
    ) throws -> AttributeValue {
        let name = key.stringValue
        func require<T: Decodable>(_: T.Type, _ expected: String) throws -> T {
            guard let value = try decode(T.self, forKey: key, in: container, expected: expected) else {
                throw DecodingError.valueNotFound(
                    T.self,
                    .init(
                        codingPath: container.codingPath + [key],
                        debugDescription: "expected \(expected) for '\(name)'"))
            }
            return value
        }
        func corrupted(_ message: String, at path: [any CodingKey] = [key]) -> DecodingError {
            DecodingError.dataCorrupted(
                .init(codingPath: container.codingPath + path, debugDescription: message))
        }
        switch type {
        case .text:
            return .string(try require(String.self, "a string"))
        case .textList:
            return .strings(try require([String].self, "an array of strings"))
        case .integer:
            let number = try require(Double.self, "an integer")
            guard Int(exactly: number) != nil else {
                throw corrupted("expected an integer for '\(name)', got \(number)")
            }
            return .number(number)
        case .real:
            return .number(try require(Double.self, "a number"))
        case .bool:
            // Apple's flags are NSNumber 0/1, so 0 and 1 are accepted as well as true and false.
            if let flag = try? container.decode(Bool.self, forKey: key) {
                return .bool(flag)
            }
            if let number = try? container.decode(Double.self, forKey: key), number == 0 || number == 1 {
                return .bool(number == 1)
            }
            throw DecodingError.typeMismatch(
                Bool.self,
                .init(
                    codingPath: container.codingPath + [key],
                    debugDescription: "expected a boolean (true, false, 0 or 1) for '\(name)'"))
        case .date:
            let string = try require(String.self, "an ISO 8601 date string")
            guard let date = ISO8601.date(from: string) else {
                throw corrupted("expected an ISO 8601 date string for '\(name)', got \"\(string)\"")
            }
            return .date(date)
        case .dateList:
            let strings = try require([String].self, "an array of ISO 8601 date strings")
            var dates: [Date] = []
            dates.reserveCapacity(strings.count)
            for (index, string) in strings.enumerated() {
                guard let date = ISO8601.date(from: string) else {
                    throw corrupted(
                        "expected an ISO 8601 date string in '\(name)', got \"\(string)\"",
                        at: [key, JSONKey(intValue: index)])
                }
                dates.append(date)
            }
            return .dates(dates)
        case .data:
            let string = try require(String.self, "a base64 string")
            guard let data = Data(base64Encoded: string) else {
                throw corrupted("expected a base64 string for '\(name)', got invalid base64")
            }
            return .data(data)
        case .url:
            let string = try require(String.self, "a URL string")
            guard let url = URL(string: string) else {
                throw corrupted("expected a URL string for '\(name)', got \"\(string)\"")
            }
            return .url(url)
        case .persons:
            return .persons(
                try require(
                    [Person].self,
                    "an array of persons (objects with displayName, handles and handleIdentifier)"))
        }
    }

    private static func decodeCustomValue(
        kind: String?, forKey key: JSONKey, in container: KeyedDecodingContainer<JSONKey>
    ) throws -> AttributeValue {
        switch kind {
        case "string": return try decodeValue(of: .text, forKey: key, in: container)
        case "strings": return try decodeValue(of: .textList, forKey: key, in: container)
        case "number": return try decodeValue(of: .real, forKey: key, in: container)
        case "bool": return try decodeValue(of: .bool, forKey: key, in: container)
        case "date": return try decodeValue(of: .date, forKey: key, in: container)
        case "dates": return try decodeValue(of: .dateList, forKey: key, in: container)
        case "data": return try decodeValue(of: .data, forKey: key, in: container)
        case "url": return try decodeValue(of: .url, forKey: key, in: container)
        case "persons": return try decodeValue(of: .persons, forKey: key, in: container)
        case "numbers":
            guard
                let numbers = try decode(
                    [Double].self, forKey: key, in: container, expected: "an array of numbers")
            else { break }
            return .numbers(numbers)
        case nil:
            if let string = try? container.decode(String.self, forKey: key) { return .string(string) }
            if let flag = try? container.decode(Bool.self, forKey: key) { return .bool(flag) }
            if let number = try? container.decode(Double.self, forKey: key) { return .number(number) }
            if let strings = try? container.decode([String].self, forKey: key) { return .strings(strings) }
            if let numbers = try? container.decode([Double].self, forKey: key) { return .numbers(numbers) }
            if let persons = try? container.decode([Person].self, forKey: key) { return .persons(persons) }
        case let kind?:
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: container.codingPath + [JSONKey.customKeys, key],
                    debugDescription:
                        "unknown value type '\(kind)' for custom attribute '\(key.stringValue)'; "
                        + "expected string, strings, number, numbers, bool, date, dates, data, url or persons"
                ))
        }
        throw DecodingError.typeMismatch(
            AttributeValue.self,
            .init(
                codingPath: container.codingPath + [key],
                debugDescription:
                    "expected a string, number, boolean, or an array of strings, numbers or persons "
                    + "for custom attribute '\(key.stringValue)'"))
    }

    /// Decodes `key` if present and not null, rewording type errors to name the attribute and
    /// what it expects.
    private static func decode<T: Decodable>(
        _ type: T.Type, forKey key: JSONKey, in container: KeyedDecodingContainer<JSONKey>, expected: String
    ) throws -> T? {
        do {
            return try container.decodeIfPresent(T.self, forKey: key)
        } catch let error as DecodingError {
            let message = "expected \(expected) for '\(key.stringValue)'"
            switch error {
            case .typeMismatch(_, let context)
            where context.codingPath.count == container.codingPath.count + 1:
                throw DecodingError.typeMismatch(
                    T.self,
                    .init(codingPath: context.codingPath, debugDescription: message, underlyingError: error))
            case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
                .dataCorrupted(let context):
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: context.codingPath,
                        debugDescription: "\(message): \(context.debugDescription)",
                        underlyingError: error))
            @unknown default:
                throw error
            }
        }
    }

    private static func valueKindName(_ value: AttributeValue) -> String {
        switch value {
        case .string: "string"
        case .strings: "strings"
        case .number: "number"
        case .numbers: "numbers"
        case .bool: "bool"
        case .date: "date"
        case .dates: "dates"
        case .data: "data"
        case .url: "url"
        case .persons: "persons"
        }
    }
}

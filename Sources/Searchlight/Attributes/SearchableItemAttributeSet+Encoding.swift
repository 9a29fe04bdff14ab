import Foundation

// MARK: - JSON (Codable)

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
        guard let string = iso8601String(from: date) else {
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
    package static let skippedKeys = CodingUserInfoKey(rawValue: "searchlight.skippedKeys")!

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
            guard let date = iso8601Date(from: string) else {
                throw corrupted("expected an ISO 8601 date string for '\(name)', got \"\(string)\"")
            }
            return .date(date)
        case .dateList:
            let strings = try require([String].self, "an array of ISO 8601 date strings")
            var dates: [Date] = []
            dates.reserveCapacity(strings.count)
            for (index, string) in strings.enumerated() {
                guard let date = iso8601Date(from: string) else {
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

// MARK: - ISO 8601 dates

extension SearchableItemAttributeSet {
    /// Seconds from 1970-01-01 to 2001-01-01, the reference date of `Date`.
    private static let unixSecondsAtReferenceDate: Int64 = 978_307_200

    /// Formats `date` as `YYYY-MM-DDTHH:MM:SS[.fraction]Z`, or `nil` if it is not finite or is
    /// more than about 142 million years away.
    ///
    /// The fraction holds the digits of the shortest decimal that reads back as the same `Date`
    /// ("…:23.456789Z", not "…:23.4567890167236328Z"), so dates round-trip exactly.
    static func iso8601String(from date: Date) -> String? {
        let interval = date.timeIntervalSinceReferenceDate
        guard interval.isFinite, abs(interval) < 0x1p52,
            let (integerDigits, fraction) = decimalDigits(of: abs(interval)),
            let magnitude = Int64(integerDigits)
        else { return nil }
        var wholeSeconds = interval < 0 ? -magnitude : magnitude
        var fractionDigits = fraction
        if interval < 0, !fraction.isEmpty {
            // -5.3 s is 0.7 s after -6 s: calendar fields count forward from the second before.
            wholeSeconds -= 1
            fractionDigits = tensComplement(fraction)
        }
        let unixSeconds = wholeSeconds + unixSecondsAtReferenceDate
        let days = floorDivide(unixSeconds, 86_400)
        let secondOfDay = unixSeconds - days * 86_400
        let (year, month, day) = civilDate(fromDays: days)
        var text = ""
        if year < 0 || year > 9_999 {
            text += year < 0 ? "-" : "+"
        }
        text += padded(abs(year), 4) + "-" + padded(month, 2) + "-" + padded(day, 2)
        text += "T" + padded(secondOfDay / 3_600, 2) + ":" + padded(secondOfDay / 60 % 60, 2) + ":"
        text += padded(secondOfDay % 60, 2)
        if !fractionDigits.isEmpty {
            text += "." + fractionDigits
        }
        return text + "Z"
    }

    /// Parses `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM|±HHMM|±HH)`; `nil` if malformed.
    static func iso8601Date(from string: String) -> Date? {
        var scanner = DateScanner(Array(string.utf8))
        var sign: Int64 = 1
        if scanner.skip("+") {
            sign = 1
        } else if scanner.skip("-") {
            sign = -1
        }
        guard let yearDigits = scanner.digitCount(), (4...9).contains(yearDigits.count),
            scanner.skip("-"), let month = scanner.number(digits: 2), scanner.skip("-"),
            let day = scanner.number(digits: 2), scanner.skip("T") || scanner.skip("t") || scanner.skip(" "),
            let hour = scanner.number(digits: 2), scanner.skip(":"), let minute = scanner.number(digits: 2),
            scanner.skip(":"), let second = scanner.number(digits: 2)
        else { return nil }
        let year = sign * yearDigits.value
        guard (1...12).contains(month), (1...daysInMonth(year: year, month: month)).contains(day),
            (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second)
        else { return nil }
        var fractionDigits = ""
        if scanner.skip(".") || scanner.skip(",") {
            let start = scanner.offset
            guard scanner.digitCount() != nil else { return nil }
            fractionDigits = String(decoding: scanner.bytes[start..<scanner.offset], as: UTF8.self)
            while fractionDigits.hasSuffix("0") {
                fractionDigits.removeLast()
            }
        }
        var offsetSeconds: Int64 = 0
        if scanner.skip("Z") || scanner.skip("z") {
            offsetSeconds = 0
        } else if let offsetSign: Int64 = scanner.skip("+") ? 1 : scanner.skip("-") ? -1 : nil {
            guard let offsetHours = scanner.number(digits: 2), offsetHours <= 23 else { return nil }
            var offsetMinutes: Int64 = 0
            if scanner.skip(":") {
                guard let minutes = scanner.number(digits: 2) else { return nil }
                offsetMinutes = minutes
            } else if let minutes = scanner.number(digits: 2) {
                offsetMinutes = minutes
            }
            guard offsetMinutes <= 59 else { return nil }
            offsetSeconds = offsetSign * (offsetHours * 3_600 + offsetMinutes * 60)
        } else {
            return nil
        }
        guard scanner.isAtEnd else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        let unixSeconds = days * 86_400 + hour * 3_600 + minute * 60 + second - offsetSeconds
        let wholeSeconds = unixSeconds - unixSecondsAtReferenceDate
        // Parsing the whole decimal at once rounds once, which is what makes dates round-trip.
        let decimal: String
        if fractionDigits.isEmpty {
            decimal = String(wholeSeconds)
        } else if wholeSeconds >= 0 {
            decimal = "\(wholeSeconds).\(fractionDigits)"
        } else {
            decimal = "-\(-(wholeSeconds + 1)).\(tensComplement(fractionDigits))"
        }
        guard let interval = Double(decimal) else { return nil }
        return Date(timeIntervalSinceReferenceDate: interval)
    }

    private struct DateScanner {
        let bytes: [UInt8]
        var offset = 0

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
        }

        var isAtEnd: Bool { offset == bytes.count }

        mutating func skip(_ character: Unicode.Scalar) -> Bool {
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: character) else { return false }
            offset += 1
            return true
        }

        /// Reads a run of digits (at most 18); returns its value and length, or `nil` if none.
        mutating func digitCount() -> (value: Int64, count: Int)? {
            var value: Int64 = 0
            let start = offset
            while offset < bytes.count, bytes[offset] >= UInt8(ascii: "0"), bytes[offset] <= UInt8(ascii: "9")
            {
                if offset - start < 18 {
                    value = value * 10 + Int64(bytes[offset] - UInt8(ascii: "0"))
                }
                offset += 1
            }
            return offset > start ? (value, offset - start) : nil
        }

        mutating func number(digits: Int) -> Int64? {
            guard bytes.count - offset >= digits else { return nil }
            var value: Int64 = 0
            for byte in bytes[offset..<offset + digits] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int64(byte - UInt8(ascii: "0"))
            }
            offset += digits
            return value
        }
    }

    private static func padded(_ value: Int64, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }

    /// The integer and fraction digits of the shortest decimal form of `value` (>= 0), with
    /// Swift's exponent notation ("1.5e-07") expanded; the fraction has no trailing zeros.
    private static func decimalDigits(of value: Double) -> (integer: String, fraction: String)? {
        let text = "\(value)"
        let parts = text.split(separator: "e", maxSplits: 1)
        guard let mantissa = parts.first else { return nil }
        let exponent = parts.count == 2 ? Int(parts[1]) : 0
        guard let exponent else { return nil }
        let mantissaParts = mantissa.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let integerPart = mantissaParts[0]
        var digits = Array(integerPart.utf8) + (mantissaParts.count == 2 ? Array(mantissaParts[1].utf8) : [])
        var point = integerPart.utf8.count + exponent
        while let first = digits.first, first == UInt8(ascii: "0"), point > 0 {
            digits.removeFirst()
            point -= 1
        }
        while let last = digits.last, last == UInt8(ascii: "0"), digits.count > max(point, 0) {
            digits.removeLast()
        }
        let zero = UInt8(ascii: "0")
        if point <= 0 {
            let fraction = [UInt8](repeating: zero, count: -point) + digits
            return ("0", String(decoding: digits.isEmpty ? [] : fraction, as: UTF8.self))
        }
        if point >= digits.count {
            let integer = digits + [UInt8](repeating: zero, count: point - digits.count)
            return (String(decoding: integer, as: UTF8.self), "")
        }
        return (
            String(decoding: digits[..<point], as: UTF8.self),
            String(decoding: digits[point...], as: UTF8.self)
        )
    }

    /// The digits of 1 - 0.`digits`, for a fraction without trailing zeros: "3" → "7", "25" → "75".
    private static func tensComplement(_ digits: String) -> String {
        var bytes = Array(digits.utf8)
        guard let last = bytes.lastIndex(where: { $0 != UInt8(ascii: "0") }) else { return "" }
        bytes.removeSubrange((last + 1)...)
        for index in bytes.indices {
            let digit = bytes[index] - UInt8(ascii: "0")
            bytes[index] = UInt8(ascii: "0") + (index == last ? 10 - digit : 9 - digit)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func floorDivide(_ dividend: Int64, _ divisor: Int64) -> Int64 {
        let quotient = dividend / divisor
        return dividend % divisor < 0 ? quotient - 1 : quotient
    }

    private static func isLeapYear(_ year: Int64) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    private static func daysInMonth(year: Int64, month: Int64) -> Int64 {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    // Days since 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's algorithms).
    private static func daysFromCivil(year: Int64, month: Int64, day: Int64) -> Int64 {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = floorDivide(shiftedYear, 400)
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func civilDate(fromDays days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = days + 719_468
        let era = floorDivide(shifted, 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }
}

// MARK: - Binary encoding for the store

// Layout (all integers are unsigned LEB128 varints unless noted):
//
//     version:u8 (1)
//     contentType: code of a built-in type (see `contentTypeCodeTable`), or 0 followed by the
//                  identifier (string) and treeMode:u8 (0 = conforms to public.item only,
//                  1 = explicit tree: count, strings)
//     valueCount, then per value: keyRef, value
//     removedCount, then per removed key: keyRef
//
//     keyRef  = code from AttributeCatalog (1...), or 0 followed by the custom key name (string)
//               and, for values, its flags:u8 (searchable 1, searchableByDefault 2, unique 4,
//               multiValued 8)
//     string  = byte count, UTF-8 bytes
//     value   = tag:u8, payload (see `Tag`); doubles are 8 bytes, little-endian IEEE 754
//     person  = flags:u8 (has displayName 1, has contactIdentifier 2), [displayName],
//               handle count, handles, handleIdentifier, [contactIdentifier]
//
// Built-in attributes are written in code order and custom ones by name, so a set always
// encodes to the same bytes.
extension SearchableItemAttributeSet {
    private static let encodingVersion: UInt8 = 1

    fileprivate enum Tag: UInt8 {
        case string = 1
        case strings = 2
        case double = 3
        /// A whole number as a zigzag varint; most counts and sizes take 1–4 bytes.
        case integer = 4
        case numbers = 5
        case boolFalse = 6
        case boolTrue = 7
        case date = 8
        case dates = 9
        case data = 10
        case url = 11
        case persons = 12
    }

    /// Codes of built-in content types in stored attribute sets. Codes are permanent: append new
    /// types with a new code, never reuse or renumber one. Types not listed are stored by name.
    private static let contentTypeCodeTable: [(code: Int, type: ContentType)] = [
        (1, .item), (2, .content), (3, .compositeContent), (4, .data), (5, .directory), (6, .folder),
        (7, .url), (8, .text), (9, .plainText), (10, .utf8PlainText), (11, .rtf), (12, .html),
        (13, .xml), (14, .json), (15, .sourceCode), (16, .pdf), (17, .spreadsheet), (18, .presentation),
        (19, .image), (20, .jpeg), (21, .png), (22, .audiovisualContent), (23, .movie), (24, .video),
        (25, .audio), (26, .mp3), (27, .message), (28, .emailMessage), (29, .contact), (30, .vCard),
        (31, .event), (32, .toDoItem),
    ]

    private static let contentTypeIdentities: [ObjectIdentifier] = contentTypeCodeTable.map(
        \.type.storageIdentity)

    /// The code of a built-in content type, or `nil` for a custom one.
    ///
    /// Every value of a built-in type shares the static's storage, so an identity scan (cheaper
    /// than hashing the identifier) finds it; a type declared anew with a built-in identifier is
    /// stored with its own tree.
    private static func contentTypeCode(for contentType: ContentType) -> Int? {
        let identity = contentType.storageIdentity
        guard let index = contentTypeIdentities.firstIndex(of: identity) else { return nil }
        return contentTypeCodeTable[index].code
    }

    private static let contentTypesByCode: [ContentType?] = {
        var types = [ContentType?](repeating: nil, count: (contentTypeCodeTable.map(\.code).max() ?? 0) + 1)
        for entry in contentTypeCodeTable {
            types[entry.code] = entry.type
        }
        return types
    }()

    /// The attribute set in the store's compact binary form; read it back with
    /// ``init(encodedBytes:)``.
    package func encodedBytes() -> [UInt8] {
        // Most sets fit the stack buffer, so the result array is the only heap allocation.
        withUnsafeTemporaryAllocation(byteCount: 2_048, alignment: 8) { scratch in
            encodedBytes(startingIn: scratch)
        }
    }

    private func encodedBytes(startingIn scratch: UnsafeMutableRawBufferPointer) -> [UInt8] {
        var writer = ByteWriter(scratch)
        writer.byte(Self.encodingVersion)
        writeContentType(into: &writer)
        writer.varint(UInt64(values.count))
        let headerEnd = writer.count
        // Built-in values are written in dictionary order while their byte ranges are noted, then
        // the ranges are copied out in code order: sorting plain ranges instead of values keeps
        // reference counting out of the hot path.
        return withUnsafeTemporaryAllocation(of: EncodedRange.self, capacity: values.count) { ranges in
            var rangeCount = 0
            var custom: [AttributeKey] = []
            for (key, value) in values {
                guard let code = AttributeCatalog.wireCode(for: key) else {
                    custom.append(key)
                    continue
                }
                let start = writer.count
                writer.varint(UInt64(code))
                Self.encode(value, into: &writer)
                ranges.initializeElement(
                    at: rangeCount, to: EncodedRange(code: code, start: start, end: writer.count))
                rangeCount += 1
            }
            let builtInEnd = writer.count
            custom.sort()
            for key in custom {
                writeCustomAttribute(key, into: &writer)
            }
            let removed = removedKeys.isEmpty ? [] : removedKeys.sorted()
            writer.varint(UInt64(removed.count))
            for key in removed {
                if let code = AttributeCatalog.wireCode(for: key) {
                    writer.varint(UInt64(code))
                } else {
                    writer.byte(0)
                    writer.string(key.rawValue)
                }
            }
            // An insertion sort: sets hold a handful of attributes.
            for unsorted in 1..<max(rangeCount, 1) {
                var position = unsorted
                while position > 0, ranges[position - 1].code > ranges[position].code {
                    ranges.swapAt(position - 1, position)
                    position -= 1
                }
            }
            return writer.bytes(
                reordering: UnsafeBufferPointer(rebasing: ranges[0..<rangeCount]), from: headerEnd,
                to: builtInEnd)
        }
    }

    private func writeContentType(into writer: inout ByteWriter) {
        if let code = Self.contentTypeCode(for: contentType) {
            writer.varint(UInt64(code))
            return
        }
        writer.varint(0)
        writer.string(contentType.identifier)
        if contentType.tree == [contentType.identifier, ContentType.item.identifier] {
            writer.byte(0)
        } else {
            writer.byte(1)
            writer.varint(UInt64(contentType.tree.count))
            for identifier in contentType.tree {
                writer.string(identifier)
            }
        }
    }

    private func writeCustomAttribute(_ key: AttributeKey, into writer: inout ByteWriter) {
        writer.byte(0)
        writer.string(key.rawValue)
        let customKey = customKeys[key] ?? CustomAttributeKey(keyName: key.rawValue)
        var flags: UInt8 = 0
        if customKey?.isSearchable ?? true { flags |= 1 }
        if customKey?.isSearchableByDefault ?? false { flags |= 2 }
        if customKey?.isUnique ?? false { flags |= 4 }
        if customKey?.isMultiValued ?? false { flags |= 8 }
        writer.byte(flags)
        if let value = values[key] {
            Self.encode(value, into: &writer)
        }
    }

    private static func encode(_ value: AttributeValue, into sink: inout ByteWriter) {
        switch value {
        case .string(let string):
            sink.byte(Tag.string.rawValue)
            sink.string(string)
        case .strings(let strings):
            sink.byte(Tag.strings.rawValue)
            sink.varint(UInt64(strings.count))
            for string in strings {
                sink.string(string)
            }
        case .number(let number):
            // Whole numbers that survive Int64 use the varint form; -0.0 keeps the double form
            // so its sign survives.
            if let integer = Int64(exactly: number), !(number == 0 && number.sign == .minus) {
                sink.byte(Tag.integer.rawValue)
                sink.varint(UInt64(bitPattern: (integer << 1) ^ (integer >> 63)))
            } else {
                sink.byte(Tag.double.rawValue)
                sink.double(number)
            }
        case .numbers(let numbers):
            sink.byte(Tag.numbers.rawValue)
            sink.varint(UInt64(numbers.count))
            for number in numbers {
                sink.double(number)
            }
        case .bool(let flag):
            sink.byte(flag ? Tag.boolTrue.rawValue : Tag.boolFalse.rawValue)
        case .date(let date):
            sink.byte(Tag.date.rawValue)
            sink.double(date.timeIntervalSinceReferenceDate)
        case .dates(let dates):
            sink.byte(Tag.dates.rawValue)
            sink.varint(UInt64(dates.count))
            for date in dates {
                sink.double(date.timeIntervalSinceReferenceDate)
            }
        case .data(let data):
            sink.byte(Tag.data.rawValue)
            sink.varint(UInt64(data.count))
            sink.data(data)
        case .url(let url):
            sink.byte(Tag.url.rawValue)
            sink.string(url.absoluteString)
        case .persons(let persons):
            sink.byte(Tag.persons.rawValue)
            sink.varint(UInt64(persons.count))
            for person in persons {
                var flags: UInt8 = 0
                if person.displayName != nil { flags |= 1 }
                if person.contactIdentifier != nil { flags |= 2 }
                sink.byte(flags)
                if let displayName = person.displayName {
                    sink.string(displayName)
                }
                sink.varint(UInt64(person.handles.count))
                for handle in person.handles {
                    sink.string(handle)
                }
                sink.string(person.handleIdentifier)
                if let contactIdentifier = person.contactIdentifier {
                    sink.string(contactIdentifier)
                }
            }
        }
    }

    /// Reads an attribute set written by ``encodedBytes()``.
    ///
    /// - Throws: ``AttributeError`` of kind ``AttributeError/Kind/corruptEncoding`` if the bytes are
    ///   truncated, malformed, or from an unknown encoding version.
    package init(encodedBytes bytes: UnsafeRawBufferPointer) throws {
        var reader = BinaryReader(bytes)
        let version = try reader.byte()
        guard version == Self.encodingVersion else {
            throw BinaryReader.corrupt("unsupported attribute set encoding version \(version)")
        }
        let contentType: ContentType
        let contentTypeCode = try reader.varint()
        if contentTypeCode != 0 {
            guard contentTypeCode < UInt64(Self.contentTypesByCode.count),
                let builtIn = Self.contentTypesByCode[Int(contentTypeCode)]
            else { throw BinaryReader.corrupt("unknown content type code \(contentTypeCode)") }
            contentType = builtIn
        } else {
            let identifier = try reader.string()
            guard !identifier.isEmpty else { throw BinaryReader.corrupt("empty content type identifier") }
            switch try reader.byte() {
            case 0:
                contentType = ContentType(identifier: identifier)
            case 1:
                let count = try reader.count(minimumElementSize: 1)
                var tree: [String] = []
                tree.reserveCapacity(count)
                for _ in 0..<count {
                    tree.append(try reader.string())
                }
                contentType = ContentType(identifier: identifier, tree: tree)
            case let mode:
                throw BinaryReader.corrupt("unknown content type tree mode \(mode)")
            }
        }

        let valueCount = try reader.count(minimumElementSize: 2)
        var values = [AttributeKey: AttributeValue](minimumCapacity: valueCount)
        var customKeys: [AttributeKey: CustomAttributeKey] = [:]
        for _ in 0..<valueCount {
            let key: AttributeKey
            let code = try reader.varint()
            if code == 0 {
                let name = try reader.string()
                let flags = try reader.byte()
                guard flags & ~0b1111 == 0,
                    let customKey = CustomAttributeKey(
                        keyName: name, searchable: flags & 1 != 0, searchableByDefault: flags & 2 != 0,
                        unique: flags & 4 != 0, multiValued: flags & 8 != 0)
                else { throw BinaryReader.corrupt("invalid custom attribute key '\(name)'") }
                key = customKey.key
                customKeys[key] = customKey
            } else {
                guard let builtInKey = AttributeCatalog.key(wireCode: code) else {
                    throw BinaryReader.corrupt("unknown attribute code \(code)")
                }
                key = builtInKey
            }
            let value = try reader.value()
            guard values.updateValue(value, forKey: key) == nil else {
                throw BinaryReader.corrupt("attribute '\(key)' appears twice")
            }
        }

        let removedCount = try reader.count(minimumElementSize: 1)
        var removedKeys: Set<AttributeKey> = []
        for _ in 0..<removedCount {
            let code = try reader.varint()
            if code == 0 {
                let name = try reader.string()
                guard CustomAttributeKey.validationError(forKeyName: name) == nil else {
                    throw BinaryReader.corrupt("invalid removed custom attribute key '\(name)'")
                }
                removedKeys.insert(AttributeKey(rawValue: name))
            } else {
                guard let builtInKey = AttributeCatalog.key(wireCode: code) else {
                    throw BinaryReader.corrupt("unknown attribute code \(code)")
                }
                removedKeys.insert(builtInKey)
            }
        }
        guard reader.isAtEnd else {
            throw BinaryReader.corrupt("\(reader.remaining) unexpected bytes after the attribute set")
        }
        self.init(contentType: contentType, values: values, removedKeys: removedKeys, customKeys: customKeys)
    }

    /// Reads an attribute set written by ``encodedBytes()``.
    package init(encodedBytes bytes: [UInt8]) throws {
        self = try bytes.withUnsafeBytes { try SearchableItemAttributeSet(encodedBytes: $0) }
    }
}

/// Where one built-in attribute's bytes landed in a ``ByteWriter``.
private struct EncodedRange {
    var code: Int
    var start: Int
    var end: Int
}

/// A growable byte buffer for the binary encoder; `bytes(reordering:from:to:)` returns an exactly
/// sized array.
///
/// Manual memory rather than `[UInt8]`: appending to an array checks uniqueness and capacity on
/// every byte, and starting in a caller's stack buffer saves a heap allocation per set.
private struct ByteWriter: ~Copyable {
    private var storage: UnsafeMutableRawPointer
    private var capacity: Int
    private(set) var count = 0
    /// Whether `storage` was allocated here (after outgrowing the caller's scratch buffer).
    private var ownsStorage = false

    /// A writer that starts in `scratch` (which must outlive it) and moves to the heap if needed.
    init(_ scratch: UnsafeMutableRawBufferPointer) {
        if let base = scratch.baseAddress, scratch.count > 0 {
            storage = base
            capacity = scratch.count
        } else {
            capacity = 1_024
            storage = .allocate(byteCount: capacity, alignment: 8)
            ownsStorage = true
        }
    }

    deinit {
        if ownsStorage {
            storage.deallocate()
        }
    }

    /// The bytes written so far, with the region `start..<end` rearranged: it must consist of the
    /// given ranges, which are copied in the order given.
    func bytes(reordering ranges: UnsafeBufferPointer<EncodedRange>, from start: Int, to end: Int) -> [UInt8]
    {
        [UInt8](unsafeUninitializedCapacity: count) { buffer, initializedCount in
            guard let target = UnsafeMutableRawPointer(buffer.baseAddress) else { return }
            target.copyMemory(from: storage, byteCount: start)
            var offset = start
            for range in ranges {
                (target + offset).copyMemory(from: storage + range.start, byteCount: range.end - range.start)
                offset += range.end - range.start
            }
            // The ranges tile `start..<end` exactly; anything else would leave bytes uninitialized.
            precondition(offset == end, "attribute set encoding ranges do not cover the values")
            (target + end).copyMemory(from: storage + end, byteCount: count - end)
            initializedCount = count
        }
    }

    private mutating func reserve(_ byteCount: Int) {
        guard count + byteCount > capacity else { return }
        var newCapacity = capacity * 2
        while newCapacity < count + byteCount {
            newCapacity *= 2
        }
        let newStorage = UnsafeMutableRawPointer.allocate(byteCount: newCapacity, alignment: 8)
        newStorage.copyMemory(from: storage, byteCount: count)
        if ownsStorage {
            storage.deallocate()
        }
        storage = newStorage
        capacity = newCapacity
        ownsStorage = true
    }

    mutating func byte(_ byte: UInt8) {
        reserve(1)
        storage.storeBytes(of: byte, toByteOffset: count, as: UInt8.self)
        count += 1
    }

    mutating func varint(_ value: UInt64) {
        reserve(10)
        var value = value
        while value >= 0x80 {
            storage.storeBytes(
                of: UInt8(truncatingIfNeeded: value) | 0x80, toByteOffset: count, as: UInt8.self)
            count += 1
            value >>= 7
        }
        storage.storeBytes(of: UInt8(value), toByteOffset: count, as: UInt8.self)
        count += 1
    }

    mutating func double(_ value: Double) {
        reserve(8)
        storage.storeBytes(of: value.bitPattern.littleEndian, toByteOffset: count, as: UInt64.self)
        count += 8
    }

    /// The string's UTF-8 byte count as a varint, then its bytes.
    mutating func string(_ string: String) {
        let utf8 = string.utf8
        varint(UInt64(utf8.count))
        let copied: Void? = utf8.withContiguousStorageIfAvailable { copy(UnsafeRawBufferPointer($0)) }
        if copied == nil {
            for unit in utf8 {
                byte(unit)
            }
        }
    }

    /// The bytes only; the caller writes the count.
    mutating func data(_ data: Data) {
        data.withUnsafeBytes { copy($0) }
    }

    private mutating func copy(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (storage + count).copyMemory(from: source, byteCount: bytes.count)
        count += bytes.count
    }
}

/// A bounds-checked cursor over encoded bytes; every read fails with an error, never traps.
private struct BinaryReader {
    private typealias Tag = SearchableItemAttributeSet.Tag
    let bytes: UnsafeRawBufferPointer
    private(set) var offset = 0

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    var remaining: Int { bytes.count - offset }
    var isAtEnd: Bool { offset == bytes.count }

    static func corrupt(_ message: String) -> AttributeError {
        AttributeError(.corruptEncoding, message: "corrupt attribute set: \(message)")
    }

    mutating func byte() throws -> UInt8 {
        guard offset < bytes.count else { throw Self.corrupt("truncated at byte \(offset)") }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func varint() throws -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let byte = try self.byte()
            // The tenth byte may only carry the top bit of a 64-bit value.
            guard shift < 63 || (shift == 63 && byte <= 1) else {
                throw Self.corrupt("varint overflow at byte \(offset - 1)")
            }
            result |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 {
                return result
            }
            shift += 7
        }
    }

    /// A length or element count, checked against the bytes left so a corrupt count cannot make
    /// the decoder allocate or loop beyond the input.
    mutating func count(minimumElementSize: Int) throws -> Int {
        let count = try varint()
        guard count <= UInt64(remaining), Int(count) * minimumElementSize <= remaining else {
            throw Self.corrupt("count \(count) at byte \(offset) exceeds the remaining \(remaining) bytes")
        }
        return Int(count)
    }

    mutating func slice() throws -> UnsafeRawBufferPointer {
        let length = try count(minimumElementSize: 1)
        defer { offset += length }
        return UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + length])
    }

    mutating func string() throws -> String {
        let start = offset
        let utf8 = try slice().bindMemory(to: UInt8.self)
        var string = String(decoding: utf8, as: UTF8.self)
        // `String(decoding:)` repairs invalid UTF-8 (much faster than `String(validating:)`, which
        // is not specialized); a repair changes the bytes, so unchanged bytes mean valid input.
        let isValid =
            string.utf8.count == utf8.count
            && string.withUTF8 { decoded in
                guard let decodedBytes = decoded.baseAddress, let inputBytes = utf8.baseAddress else {
                    return decoded.isEmpty && utf8.isEmpty
                }
                return memcmp(decodedBytes, inputBytes, utf8.count) == 0
            }
        guard isValid else { throw Self.corrupt("invalid UTF-8 in the string at byte \(start)") }
        return string
    }

    mutating func double() throws -> Double {
        guard remaining >= 8 else { throw Self.corrupt("truncated number at byte \(offset)") }
        defer { offset += 8 }
        return Double(
            bitPattern: UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
    }

    mutating func value() throws -> AttributeValue {
        let tagOffset = offset
        let rawTag = try byte()
        guard let tag = Tag(rawValue: rawTag) else {
            throw Self.corrupt("unknown value tag \(rawTag) at byte \(tagOffset)")
        }
        switch tag {
        case .string:
            return .string(try string())
        case .strings:
            let count = try self.count(minimumElementSize: 1)
            var strings: [String] = []
            strings.reserveCapacity(count)
            for _ in 0..<count {
                strings.append(try string())
            }
            return .strings(strings)
        case .double:
            return .number(try double())
        case .integer:
            let zigzag = try varint()
            let integer = Int64(bitPattern: zigzag >> 1) ^ -Int64(bitPattern: zigzag & 1)
            return .number(Double(integer))
        case .numbers:
            let count = try self.count(minimumElementSize: 8)
            var numbers: [Double] = []
            numbers.reserveCapacity(count)
            for _ in 0..<count {
                numbers.append(try double())
            }
            return .numbers(numbers)
        case .boolFalse:
            return .bool(false)
        case .boolTrue:
            return .bool(true)
        case .date:
            return .date(Date(timeIntervalSinceReferenceDate: try double()))
        case .dates:
            let count = try self.count(minimumElementSize: 8)
            var dates: [Date] = []
            dates.reserveCapacity(count)
            for _ in 0..<count {
                dates.append(Date(timeIntervalSinceReferenceDate: try double()))
            }
            return .dates(dates)
        case .data:
            return .data(Data(try slice()))
        case .url:
            let start = offset
            let string = try string()
            guard let url = URL(string: string) else {
                throw Self.corrupt("invalid URL at byte \(start)")
            }
            return .url(url)
        case .persons:
            let count = try self.count(minimumElementSize: 3)
            var persons: [Person] = []
            persons.reserveCapacity(count)
            for _ in 0..<count {
                persons.append(try person())
            }
            return .persons(persons)
        }
    }

    private mutating func person() throws -> Person {
        let flagsOffset = offset
        let flags = try byte()
        guard flags & ~0b11 == 0 else { throw Self.corrupt("invalid person flags at byte \(flagsOffset)") }
        let displayName = flags & 1 != 0 ? try string() : nil
        let handleCount = try count(minimumElementSize: 1)
        var handles: [String] = []
        handles.reserveCapacity(handleCount)
        for _ in 0..<handleCount {
            handles.append(try string())
        }
        let handleIdentifier = try string()
        let contactIdentifier = flags & 2 != 0 ? try string() : nil
        return Person(
            displayName: displayName, handles: handles, handleIdentifier: handleIdentifier,
            contactIdentifier: contactIdentifier)
    }
}

import Foundation
import Searchlight
import Testing

@Suite struct AttributeSetTests {
    // MARK: - Catalog

    /// A few attributes of each of Apple's groups with their expected type, column and multiplicity.
    static let catalogSamples: [(name: String, type: AttributeType, column: TextColumn?, multi: Bool)] = [
        // General
        ("title", .text, .title, false), ("displayName", .text, .names, false),
        ("alternateNames", .textList, .names, true), ("keywords", .textList, .keywords, true),
        ("contentDescription", .text, .summary, false), ("contentURL", .url, nil, false),
        ("thumbnailData", .data, nil, false), ("relatedUniqueIdentifier", .text, nil, false),
        ("rankingHint", .real, nil, false), ("userCreated", .bool, nil, false),
        ("domainIdentifier", .text, nil, false), ("contentTypeTree", .textList, nil, true),
        // Actions and containment
        ("supportsPhoneCall", .bool, nil, false), ("containerTitle", .text, .summary, false),
        ("containerOrder", .integer, nil, false),
        // Documents
        ("subject", .text, .people, false), ("fileSize", .integer, nil, false),
        ("pageCount", .integer, nil, false), ("pageWidth", .real, nil, false), ("kind", .text, .other, false),
        ("creator", .text, .people, false), ("version", .text, nil, false),
        // Events
        ("startDate", .date, nil, false), ("importantDates", .dateList, nil, true),
        ("allDay", .bool, nil, false),
        // Media
        ("duration", .real, nil, false), ("playCount", .integer, nil, false),
        ("streamable", .bool, nil, false),
        ("genre", .text, .other, false), ("performers", .textList, .people, true),
        ("comment", .text, .summary, false), ("information", .text, .summary, false),
        ("url", .url, .other, false),
        // Music
        ("audioTrackNumber", .integer, nil, false), ("artist", .text, .people, false),
        ("album", .text, .people, false), ("composer", .text, .people, false),
        // Images
        ("pixelWidth", .integer, nil, false), ("flashOn", .bool, nil, false),
        ("hasAlphaChannel", .bool, nil, false), ("fNumber", .real, nil, false),
        ("exifgpsVersion", .text, nil, false),
        // Places
        ("latitude", .real, nil, false), ("city", .text, .summary, false),
        ("namedLocation", .text, .summary, false), ("fullyFormattedAddress", .text, .summary, false),
        ("postalCode", .text, nil, false), ("gpsDateStamp", .date, nil, false),
        // Messaging
        ("textContent", .text, .content, false), ("htmlContentData", .data, nil, false),
        ("authors", .persons, .people, true), ("primaryRecipients", .persons, .people, true),
        ("authorEmailAddresses", .textList, .people, true), ("likelyJunk", .bool, nil, false),
        ("accountIdentifier", .text, nil, false),
        // Apple Intelligence
        ("textContentSummary", .text, .summary, false), ("transcribedTextContent", .text, .content, false),
    ]

    @Test func catalogCoversEveryGroupWithTypesAndColumns() {
        for sample in Self.catalogSamples {
            let descriptor = AttributeCatalog.descriptor(named: sample.name)
            #expect(descriptor != nil, "missing \(sample.name)")
            #expect(descriptor?.key.rawValue == sample.name)
            #expect(descriptor?.type == sample.type, "\(sample.name)")
            #expect(descriptor?.textColumn == sample.column, "\(sample.name)")
            #expect(descriptor?.isMultiValued == sample.multi, "\(sample.name)")
            #expect(descriptor?.isCustom == false)
        }
        #expect(AttributeCatalog.descriptor(for: .title) == AttributeCatalog.descriptor(named: "title"))
        #expect(AttributeCatalog.descriptor(named: "notAnAttribute") == nil)
    }

    @Test func catalogIsSortedUniqueAndConsistent() {
        let keys = AttributeCatalog.builtIn.map(\.key)
        #expect(keys.count >= 180)
        #expect(keys == keys.sorted())
        #expect(Set(keys).count == keys.count)
        for descriptor in AttributeCatalog.builtIn {
            let listType = [AttributeType.textList, .dateList, .persons].contains(descriptor.type)
            #expect(descriptor.isMultiValued == listType, "\(descriptor.key)")
            #expect(AttributeCatalog.isBuiltIn(descriptor.key.rawValue))
        }
    }

    // MARK: - Content types

    @Test func contentTypeTreesFollowAppleConformance() {
        #expect(
            ContentType.plainText.tree == [
                "public.plain-text", "public.text", "public.data", "public.item", "public.content",
            ])
        #expect(
            ContentType.pdf.tree == [
                "com.adobe.pdf", "public.data", "public.item", "public.composite-content", "public.content",
            ])
        #expect(ContentType.emailMessage.conforms(to: .message))
        #expect(ContentType.emailMessage.conforms(to: .item))
        #expect(!ContentType.text.conforms(to: .image))
        #expect(ContentType.item.tree == ["public.item"])
        #expect(ContentType(identifier: "public.email-message") == .emailMessage)
        #expect(ContentType.builtIn(identifier: "com.example.unknown") == nil)
        let unknown = ContentType(identifier: "com.example.unknown")
        #expect(unknown.tree == ["com.example.unknown", "public.item"])
        #expect(!unknown.isBuiltIn)
    }

    @Test func customContentTypesConformThroughTheirParents() throws {
        let note = ContentType(identifier: "com.example.note", conformingTo: [.plainText])
        #expect(note.conforms(to: .text))
        #expect(note.conforms(to: .content))
        #expect(note.supertypes.map(\.identifier).sorted() == note.tree.dropFirst().sorted())
        let attributes = SearchableItemAttributeSet(contentType: note)
        #expect(attributes.contentTypeTree.first == "com.example.note")
        #expect(attributes[.contentType] == .string("com.example.note"))
        let data = try JSONEncoder().encode(ContentType.pdf)
        #expect(String(decoding: data, as: UTF8.self) == "\"com.adobe.pdf\"")
        #expect(try JSONDecoder().decode(ContentType.self, from: data) == .pdf)
    }

    // MARK: - Keys

    /// Keys hash from a stored hash of their name: equal names (also canonically equivalent
    /// spellings, which `String` treats as equal) must find each other in sets and dictionaries,
    /// and distinct names must stay distinct whatever the collection's size and seed.
    @Test func keysHashAndCompareByName() {
        let precomposed = AttributeKey("caf\u{E9}")
        let decomposed = AttributeKey(rawValue: "cafe\u{301}")
        #expect(precomposed == decomposed)
        #expect(precomposed.hashValue == decomposed.hashValue)
        #expect([precomposed: 1][decomposed] == 1)
        #expect(AttributeKey("title") == .title)
        #expect(AttributeKey("title") != .displayName)

        let names = (0..<2_000).map { "com_example_key_\($0)" }
        var keys = Set(names.map(AttributeKey.init(rawValue:)))
        #expect(keys.count == names.count)
        #expect(names.allSatisfy { keys.contains(AttributeKey(stringLiteral: $0)) })
        keys.formUnion(AttributeCatalog.builtIn.map(\.key))
        var byKey: [AttributeKey: String] = [:]
        for key in keys {
            byKey[key] = key.rawValue
        }
        #expect(byKey.count == names.count + AttributeCatalog.builtIn.count)
        #expect(byKey.allSatisfy { $0.key.rawValue == $0.value })
        #expect(byKey[.keywords] == "keywords")
    }

    // MARK: - Typed accessors

    @Test func typedAccessorsRoundTripThroughAttributeValues() {
        let date = Date(timeIntervalSinceReferenceDate: 764_000_123.25)
        let ada = Person(displayName: "Ada", handles: ["ada@example.com"], handleIdentifier: "emailAddresses")
        var attributes = SearchableItemAttributeSet(contentType: .emailMessage)
        attributes.title = "Report"
        attributes.keywords = ["q3", "finance"]
        attributes.fileSize = 48_213
        attributes.rating = 4.5
        attributes.allDay = true
        attributes.startDate = date
        attributes.importantDates = [date]
        attributes.thumbnailData = Data([0, 1, 255])
        attributes.contentURL = URL(string: "https://example.com/report")
        attributes.authors = [ada]

        #expect(attributes.title == "Report")
        #expect(attributes.keywords == ["q3", "finance"])
        #expect(attributes.fileSize == 48_213)
        #expect(attributes.rating == 4.5)
        #expect(attributes.allDay == true)
        #expect(attributes.startDate == date)
        #expect(attributes.importantDates == [date])
        #expect(attributes.thumbnailData == Data([0, 1, 255]))
        #expect(attributes.contentURL == URL(string: "https://example.com/report"))
        #expect(attributes.authors == [ada])

        #expect(attributes[.title] == .string("Report"))
        #expect(attributes[.keywords] == .strings(["q3", "finance"]))
        #expect(attributes[.fileSize] == .number(48_213))
        #expect(attributes[.allDay] == .bool(true))
        #expect(attributes[.startDate] == .date(date))
        #expect(attributes[.authors] == .persons([ada]))
        #expect(
            attributes.attributeKeys == [
                .allDay, .authors, .contentURL, .fileSize, .importantDates, .keywords, .rating, .startDate,
                .thumbnailData, .title,
            ])
    }

    @Test func everyCatalogAttributeAcceptsAValueOfItsType() throws {
        var attributes = SearchableItemAttributeSet()
        for descriptor in AttributeCatalog.builtIn
        where descriptor.key != .contentType && descriptor.key != .contentTypeTree {
            let value = Self.sample(for: descriptor.type)
            try attributes.setValue(value, for: descriptor.key)
            #expect(attributes[descriptor.key] == value, "\(descriptor.key)")
            #expect(attributes.descriptor(for: descriptor.key) == descriptor)
        }
        #expect(attributes.attributeKeys.count == AttributeCatalog.builtIn.count - 2)
    }

    @Test func validatingSetterRejectsWrongTypes() throws {
        var attributes = SearchableItemAttributeSet()
        do {
            try attributes.setValue(.string("big"), for: .fileSize)
            Issue.record("a string was accepted for fileSize")
        } catch let error as AttributeError {
            #expect(error.kind == .typeMismatch)
            #expect(error.attribute == "fileSize")
            #expect(error.description.contains("expected an integer"))
        }
        do {
            try attributes.setValue(.number(2.5), for: .pageCount)
            Issue.record("a fractional number was accepted for pageCount")
        } catch let error as AttributeError {
            #expect(error.kind == .invalidValue)
        }
        do {
            try attributes.setValue(.number(1), for: "not-a-key")
            Issue.record("an invalid attribute name was accepted")
        } catch let error as AttributeError {
            #expect(error.kind == .invalidKeyName)
        }
        try attributes.setValue(.string("public.plain-text"), for: .contentType)
        #expect(attributes.contentType == .plainText)
        try attributes.setValue(.number(3), for: "com_example_count")
        let count = try #require(CustomAttributeKey(keyName: "com_example_count"))
        #expect(attributes.value(forCustomKey: count) == .number(3))
    }

    @Test func settingNilRecordsARemoval() {
        var attributes = SearchableItemAttributeSet()
        attributes.title = "Draft"
        attributes.title = nil
        attributes.subject = nil
        #expect(attributes.title == nil)
        #expect(attributes.removedKeys == [.title, .subject])
        attributes.title = "Final"
        #expect(attributes.removedKeys == [.subject])
    }

    // MARK: - Custom attribute keys

    @Test func customKeysUseAppleDefaults() throws {
        let key = try #require(CustomAttributeKey(keyName: "com_example_app_rating"))
        #expect(key.isSearchable)
        #expect(!key.isSearchableByDefault)
        #expect(!key.isUnique)
        #expect(!key.isMultiValued)
        #expect(key.descriptor.isCustom)
        #expect(key.descriptor.textColumn == .other)
        let hidden = try #require(
            CustomAttributeKey(
                keyName: "com_example_tags", searchable: false, searchableByDefault: false, unique: true,
                multiValued: true))
        #expect(hidden.descriptor.textColumn == nil)
        #expect(hidden.descriptor.isMultiValued)
        #expect(hidden.descriptor.isUnique)
        #expect(CustomAttributeKey(keyName: String(repeating: "a", count: 128)) != nil)
        #expect(CustomAttributeKey(keyName: "_private_2") != nil)
    }

    @Test(arguments: [
        ("", "empty"),
        ("kMDItemTitle", "reserved"),
        ("title", "built-in"),
        ("contentDescription", "built-in"),
        ("com-example-rating", "'-'"),
        ("com.example.rating", "'.'"),
        ("with space", "' '"),
        ("caf\u{E9}", "ASCII"),
        (String(repeating: "a", count: 129), "limit is 128"),
    ])
    func invalidCustomKeyNamesSayWhy(name: String, reason: String) {
        #expect(CustomAttributeKey(keyName: name) == nil)
        do {
            _ = try CustomAttributeKey.validated(keyName: name)
            Issue.record("'\(name)' was accepted")
        } catch let error as AttributeError {
            #expect(error.kind == .invalidKeyName)
            #expect(error.attribute == name)
            #expect(error.message.contains(reason), "\(error.message)")
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func customAttributesStoreAnyValue() throws {
        let sku = try #require(CustomAttributeKey(keyName: "com_example_sku", unique: true))
        let due = try #require(CustomAttributeKey(keyName: "com_example_due", searchable: false))
        var attributes = SearchableItemAttributeSet()
        attributes.setValue(.string("A-1042"), forCustomKey: sku)
        attributes.setValue(.date(Date(timeIntervalSinceReferenceDate: 0)), forCustomKey: due)
        #expect(attributes.value(forCustomKey: sku) == .string("A-1042"))
        #expect(attributes.descriptor(for: sku.key)?.isUnique == true)
        #expect(attributes.descriptor(for: due.key)?.type == .date)
        #expect(attributes.fullText(for: .other) == "A-1042")
        attributes.setValue(nil, forCustomKey: sku)
        #expect(attributes.value(forCustomKey: sku) == nil)
        #expect(attributes.customKeys[sku.key] == nil)
        #expect(attributes.removedKeys.contains(sku.key))
    }

    // MARK: - Full text

    @Test func fullTextGroupsAttributesByColumn() {
        var attributes = SearchableItemAttributeSet()
        attributes.title = "Quarterly report"
        attributes.subject = "Q3"
        attributes.authorNames = ["Ada Lovelace"]
        attributes.authors = [
            Person(displayName: "Grace", handles: ["grace@example.com"], handleIdentifier: "emailAddresses")
        ]
        attributes.textContent = "Revenue grew."
        attributes.fileSize = 10
        // Attribute-name order: authorNames, authors, subject.
        #expect(attributes.fullText(for: .people) == "Ada Lovelace\nGrace\ngrace@example.com\nQ3")
        #expect(attributes.fullText(for: .title) == "Quarterly report")
        #expect(attributes.fullText(for: .content) == "Revenue grew.")
        #expect(attributes.fullText(for: .keywords) == "")
        let columns = attributes.fullTextByColumn()
        for column in TextColumn.allCases {
            #expect(columns[column.rawValue] == attributes.fullText(for: column))
        }
        #expect(attributes.approximateByteCount > "Quarterly report".utf8.count)
    }

    // MARK: - Merging and equality

    @Test func mergingAppliesAnUpdate() throws {
        let sku = try #require(CustomAttributeKey(keyName: "com_example_sku"))
        var existing = SearchableItemAttributeSet(contentType: .text)
        existing.title = "Old"
        existing.keywords = ["a"]
        existing.contentDescription = "kept"
        existing.setValue(.string("X"), forCustomKey: sku)

        var update = SearchableItemAttributeSet(contentType: .plainText)
        update.title = "New"
        update.keywords = nil
        update.setValue(nil, forCustomKey: sku)
        update.fileSize = 3

        let merged = existing.merging(update: update)
        #expect(merged.title == "New")
        #expect(merged.keywords == nil)
        #expect(merged.contentDescription == "kept")
        #expect(merged.fileSize == 3)
        #expect(merged.value(forCustomKey: sku) == nil)
        #expect(merged.customKeys.isEmpty)
        #expect(merged.contentType == .plainText)

        var later = SearchableItemAttributeSet(contentType: .plainText)
        later.keywords = ["b"]
        #expect(existing.merging(update: update.merging(update: later)) == merged.merging(update: later))
    }

    @Test func equalityIgnoresRecordedRemovals() {
        var first = SearchableItemAttributeSet()
        first.title = "Same"
        var second = first
        second.subject = nil
        #expect(first == second)
        second.title = "Different"
        #expect(first != second)
        #expect(
            SearchableItemAttributeSet(contentType: .text) != SearchableItemAttributeSet(contentType: .image))
    }

    // MARK: - JSON

    static func everyKindOfValue() throws -> SearchableItemAttributeSet {
        var attributes = SearchableItemAttributeSet(
            contentType: ContentType(identifier: "com.example.note", conformingTo: [.plainText]))
        attributes.title = "Hello ✓ 日本語"
        attributes.keywords = ["a", "b"]
        attributes.fileSize = 1_048_576
        attributes.pixelWidth = -3
        attributes.rating = 4.5
        attributes.allDay = false
        attributes.startDate = Date(timeIntervalSinceReferenceDate: 764_000_123.456789)
        attributes.endDate = Date(timeIntervalSinceReferenceDate: -1_000.5)
        attributes.importantDates = [Date(timeIntervalSinceReferenceDate: 0), Date(timeIntervalSince1970: 0)]
        attributes.thumbnailData = Data([0, 1, 2, 254, 255])
        attributes.htmlContentData = Data()
        attributes.contentURL = URL(string: "https://example.com/a?b=c#d")
        attributes.authors = [
            Person(displayName: "Ada", handles: ["ada@example.com"], handleIdentifier: "emailAddresses"),
            Person(displayName: nil, handles: [], handleIdentifier: "phoneNumbers", contactIdentifier: "C1"),
        ]
        attributes.subject = nil
        let flags = try #require(
            CustomAttributeKey(
                keyName: "com_example_flags", searchable: false, searchableByDefault: true, unique: true,
                multiValued: true))
        attributes.setValue(.numbers([1, 2.5]), forCustomKey: flags)
        let due = try #require(CustomAttributeKey(keyName: "com_example_due"))
        attributes.setValue(.date(Date(timeIntervalSinceReferenceDate: 42.125)), forCustomKey: due)
        let sku = try #require(CustomAttributeKey(keyName: "com_example_sku"))
        attributes.setValue(.string("A-1042"), forCustomKey: sku)
        return attributes
    }

    @Test func jsonRoundTripsEveryKindOfValue() throws {
        let attributes = try Self.everyKindOfValue()
        let data = try JSONEncoder().encode(attributes)
        let decoded = try JSONDecoder().decode(SearchableItemAttributeSet.self, from: data)
        #expect(decoded == attributes)
        #expect(decoded.removedKeys == attributes.removedKeys)
        #expect(decoded.customKeys == attributes.customKeys)
        #expect(decoded.contentTypeTree == attributes.contentTypeTree)

        let object = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["contentType"] as? String == "com.example.note")
        #expect(object["startDate"] as? String == "2025-03-18T14:15:23.456789Z")
        #expect(object["thumbnailData"] as? String == "AAEC/v8=")
        #expect(object["fileSize"] as? Int == 1_048_576)
        #expect(object["contentURL"] as? String == "https://example.com/a?b=c#d")
        #expect(object["subject"] is NSNull)
        #expect(object["com_example_sku"] as? String == "A-1042")
    }

    @Test func jsonAcceptsDatesWithAndWithoutFractionsAndOffsets() throws {
        let json = #"""
            {"contentType": "public.calendar-event", "startDate": "2020-02-29T23:59:59Z",
             "endDate": "2020-02-29T23:59:59.5+01:00", "allDay": 1, "title": null,
             "com_example_note": "free text"}
            """#
        let attributes = try JSONDecoder().decode(SearchableItemAttributeSet.self, from: Data(json.utf8))
        #expect(attributes.contentType == .event)
        #expect(attributes.startDate == Date(timeIntervalSince1970: 1_583_020_799))
        #expect(attributes.endDate == Date(timeIntervalSince1970: 1_583_017_199.5))
        #expect(attributes.allDay == true)
        #expect(attributes.removedKeys == [.title])
        let note = try #require(CustomAttributeKey(keyName: "com_example_note"))
        #expect(attributes.value(forCustomKey: note) == .string("free text"))
        #expect(attributes.customKeys[note.key] == note)
    }

    @Test(arguments: [
        (#"{"startDate": 5}"#, ["startDate"], "expected an ISO 8601 date string for 'startDate'"),
        (#"{"startDate": "yesterday"}"#, ["startDate"], "expected an ISO 8601 date string for 'startDate'"),
        (#"{"fileSize": 2.5}"#, ["fileSize"], "expected an integer for 'fileSize'"),
        (#"{"keywords": "one"}"#, ["keywords"], "expected an array of strings for 'keywords'"),
        (#"{"thumbnailData": "%%%"}"#, ["thumbnailData"], "expected a base64 string for 'thumbnailData'"),
        (
            #"{"com-example": 1}"#, ["com-example"],
            "not a built-in attribute or a valid custom attribute name"
        ),
        (#"{"importantDates": ["2020-01-01T00:00:00Z", "x"]}"#, ["importantDates", "1"], "ISO 8601"),
    ])
    func jsonDecodingErrorsNameTheAttribute(json: String, path: [String], message: String) {
        do {
            _ = try JSONDecoder().decode(SearchableItemAttributeSet.self, from: Data(json.utf8))
            Issue.record("decoded \(json)")
        } catch let error as DecodingError {
            let context: DecodingError.Context? =
                switch error {
                case .typeMismatch(_, let context), .valueNotFound(_, let context),
                    .keyNotFound(_, let context),
                    .dataCorrupted(let context):
                    context
                @unknown default: nil
                }
            #expect(context?.codingPath.map(\.stringValue) == path)
            #expect(context?.debugDescription.contains(message) == true, "\(context?.debugDescription ?? "")")
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    // MARK: - Binary encoding

    @Test func binaryRoundTripsEveryKindOfValue() throws {
        let attributes = try Self.everyKindOfValue()
        let bytes = attributes.encodedBytes()
        let decoded = try SearchableItemAttributeSet(encodedBytes: bytes)
        #expect(decoded == attributes)
        #expect(decoded.removedKeys == attributes.removedKeys)
        #expect(decoded.customKeys == attributes.customKeys)
        #expect(decoded.contentTypeTree == attributes.contentTypeTree)
        #expect(decoded.encodedBytes() == bytes)
    }

    @Test func binaryKeepsSpecialNumbers() throws {
        var attributes = SearchableItemAttributeSet(contentType: .image)
        attributes.rating = -0.0
        attributes.duration = .infinity
        attributes.altitude = 1e300
        attributes.latitude = -33.865143
        attributes.fileSize = Int(Int32.max) * 4
        let decoded = try SearchableItemAttributeSet(encodedBytes: attributes.encodedBytes())
        #expect(decoded == attributes)
        #expect(decoded.rating?.sign == .minus)
        #expect(decoded.contentType == .image)
    }

    @Test func binaryIsIndependentOfInsertionOrder() {
        var first = SearchableItemAttributeSet()
        first.title = "T"
        first.keywords = ["k"]
        first.fileSize = 1
        var second = SearchableItemAttributeSet()
        second.fileSize = 1
        second.keywords = ["k"]
        second.title = "T"
        #expect(first.encodedBytes() == second.encodedBytes())
    }

    @Test func corruptBinaryInputFailsWithAnError() throws {
        let bytes = try Self.everyKindOfValue().encodedBytes()
        for length in 0..<bytes.count {
            do {
                _ = try SearchableItemAttributeSet(encodedBytes: Array(bytes[0..<length]))
                Issue.record("accepted a truncation to \(length) bytes")
            } catch let error as AttributeError {
                #expect(error.kind == .corruptEncoding)
            }
        }
        var trailing = bytes
        trailing.append(0)
        var unknownVersion = bytes
        unknownVersion[0] = 99
        for invalid in [trailing, unknownVersion] {
            do {
                _ = try SearchableItemAttributeSet(encodedBytes: invalid)
                Issue.record("accepted invalid bytes")
            } catch let error as AttributeError {
                #expect(error.kind == .corruptEncoding)
            }
        }

        // Mutated input may decode to something else or fail, but must never crash.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<5_000 {
            var mutated = bytes
            for _ in 0..<3 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                mutated[Int(state >> 33) % mutated.count] = UInt8(truncatingIfNeeded: state >> 17)
            }
            do {
                _ = try SearchableItemAttributeSet(encodedBytes: mutated)
            } catch let error as AttributeError {
                #expect(error.kind == .corruptEncoding)
            }
        }
    }

    // MARK: - Helpers

    static func sample(for type: AttributeType) -> AttributeValue {
        switch type {
        case .text: .string("text")
        case .textList: .strings(["one", "two"])
        case .integer: .number(42)
        case .real: .number(2.5)
        case .bool: .bool(true)
        case .date: .date(Date(timeIntervalSinceReferenceDate: 1_000))
        case .dateList: .dates([Date(timeIntervalSinceReferenceDate: 1_000)])
        case .data: .data(Data([1, 2, 3]))
        case .url: .url(URL(fileURLWithPath: "/tmp/file"))
        case .persons:
            .persons([Person(displayName: "P", handles: ["p@example.com"], handleIdentifier: "email")])
        }
    }
}

import Foundation

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

/// The built-in attributes: every attribute of Apple's `CSSearchableItemAttributeSet` with its
/// type, full-text column and multiplicity.
///
/// ```swift
/// AttributeCatalog.descriptor(for: .title)?.textColumn      // .title
/// AttributeCatalog.descriptor(named: "fileSize")?.type      // .integer
/// ```
public enum AttributeCatalog {
    /// Every built-in attribute, sorted by name.
    public static let builtIn: [AttributeDescriptor] = table.map(\.descriptor).sorted { $0.key < $1.key }

    /// The built-in attribute with this key, or `nil` if the key is not built in.
    public static func descriptor(for key: AttributeKey) -> AttributeDescriptor? {
        byKey[key]?.descriptor
    }

    /// The built-in attribute with this name, or `nil` if the name is not built in.
    public static func descriptor(named name: String) -> AttributeDescriptor? {
        byKey[AttributeKey(rawValue: name)]?.descriptor
    }

    /// The built-in attribute a Spotlight `kMDItem…` name stands for, such as `displayName` for
    /// `kMDItemDisplayName`; `nil` when Core Spotlight has no such attribute.
    public static func descriptor(spotlightName name: String) -> AttributeDescriptor? {
        bySpotlightName[name]
    }

    private static let bySpotlightName: [String: AttributeDescriptor] = Dictionary(
        table.flatMap { entry in entry.descriptor.spotlightNames.map { ($0, entry.descriptor) } },
        uniquingKeysWith: { first, _ in first })

    /// Whether `name` is the name of a built-in attribute.
    public static func isBuiltIn(_ name: String) -> Bool {
        byKey[AttributeKey(rawValue: name)] != nil
    }

    /// The attribute's code in the binary encoding of attribute sets (1...), or `nil` if not built in.
    static func wireCode(for key: AttributeKey) -> Int? {
        codeTable.code(for: key)
    }

    private static let codeTable = CodeTable(table.map { ($0.descriptor.key, $0.code) })

    /// Key → code lookup for the encoder's hot path: an open-addressing table probed with a hash
    /// of three 8-byte words of the name. A quarter of the cost of a `Dictionary` lookup, which
    /// runs seeded SipHash over every byte and copies the descriptor out.
    private struct CodeTable: Sendable {
        private var hashes: [UInt64]
        /// 0 marks a free slot.
        private var codes: [UInt16]
        private var keysByCode: [AttributeKey]

        init(_ entries: [(key: AttributeKey, code: Int)]) {
            var size = 1
            // At most a quarter full, so probes are short.
            while size < entries.count * 4 {
                size *= 2
            }
            hashes = [UInt64](repeating: 0, count: size)
            codes = [UInt16](repeating: 0, count: size)
            keysByCode = [AttributeKey](repeating: "", count: (entries.map(\.code).max() ?? 0) + 1)
            for (key, code) in entries {
                let hash = CodeTable.hash(key.rawValue)
                var slot = Int(truncatingIfNeeded: hash) & (size - 1)
                while codes[slot] != 0 {
                    slot = (slot + 1) & (size - 1)
                }
                hashes[slot] = hash
                codes[slot] = UInt16(code)
                keysByCode[code] = key
            }
        }

        func code(for key: AttributeKey) -> Int? {
            let hash = CodeTable.hash(key.rawValue)
            let mask = hashes.count - 1
            var slot = Int(truncatingIfNeeded: hash) & mask
            while codes[slot] != 0 {
                if hashes[slot] == hash, keysByCode[Int(codes[slot])] == key {
                    return Int(codes[slot])
                }
                slot = (slot + 1) & mask
            }
            return nil
        }

        private static func hash(_ name: String) -> UInt64 {
            let words = name.utf8.withContiguousStorageIfAvailable { utf8 -> UInt64 in
                let bytes = UnsafeRawBufferPointer(utf8)
                let count = bytes.count
                guard count >= 8 else {
                    var word: UInt64 = 0
                    for (index, byte) in bytes.enumerated() {
                        word |= UInt64(byte) << (8 * UInt64(index))
                    }
                    return word
                }
                let head = bytes.loadUnaligned(as: UInt64.self)
                let middle = bytes.loadUnaligned(fromByteOffset: (count - 8) / 2, as: UInt64.self)
                let tail = bytes.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
                return head &* 0x9E37_79B9_7F4A_7C15 ^ middle &* 0xC2B2_AE3D_27D4_EB4F ^ tail
            }
            var hash =
                (words ?? name.utf8.reduce(0) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 })
                ^ UInt64(name.utf8.count)
            hash = (hash ^ (hash >> 31)) &* 0xBF58_476D_1CE4_E5B9
            return hash ^ (hash >> 29)
        }
    }

    /// The attribute with this binary-encoding code.
    static func descriptor(wireCode: Int) -> AttributeDescriptor? {
        wireCode >= 0 && wireCode < byCode.count ? byCode[wireCode] : nil
    }

    /// The key of the attribute with this binary-encoding code; the decoder's hot path.
    static func key(wireCode: UInt64) -> AttributeKey? {
        wireCode < UInt64(keysByCode.count) ? keysByCode[Int(wireCode)] : nil
    }

    private static let byKey: [AttributeKey: (code: Int, descriptor: AttributeDescriptor)] = Dictionary(
        table.map { ($0.descriptor.key, $0) }, uniquingKeysWith: { first, _ in first })

    private static let byCode: [AttributeDescriptor?] = {
        var byCode = [AttributeDescriptor?](repeating: nil, count: (table.map(\.code).max() ?? 0) + 1)
        for entry in table {
            byCode[entry.code] = entry.descriptor
        }
        return byCode
    }()

    private static let keysByCode: [AttributeKey?] = byCode.map { $0?.key }

    // The generated `table` (see CodeGeneration/Attributes.tsv) is written as calls to this.
    static func entry(
        _ code: Int, _ key: AttributeKey, _ type: AttributeType, _ textColumn: TextColumn?,
        _ spotlightNames: String...
    ) -> (code: Int, descriptor: AttributeDescriptor) {
        let isMultiValued = type == .textList || type == .dateList || type == .persons
        return (
            code,
            AttributeDescriptor(
                key: key, type: type, textColumn: textColumn, isMultiValued: isMultiValued,
                spotlightNames: spotlightNames)
        )
    }
}

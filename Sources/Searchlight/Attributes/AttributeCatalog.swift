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

    private static func entry(
        _ code: Int, _ key: AttributeKey, _ type: AttributeType, _ textColumn: TextColumn?
    ) -> (code: Int, descriptor: AttributeDescriptor) {
        let isMultiValued = type == .textList || type == .dateList || type == .persons
        return (
            code,
            AttributeDescriptor(key: key, type: type, textColumn: textColumn, isMultiValued: isMultiValued)
        )
    }

    // The one table of built-in attributes, grouped as in Apple's headers.
    //
    // The first number is the attribute's code in stored attribute sets (see
    // `SearchableItemAttributeSet.encodedBytes()`): codes are permanent. Add new attributes
    // with a new code; never reuse or renumber one, or stored items decode wrongly.
    //
    // Text columns follow the ranking weights of DESIGN.md §3: identifiers, URLs, type
    // identifiers, versions and codes are not full-text searched (nil).
    private static let table: [(code: Int, descriptor: AttributeDescriptor)] = [
        // General
        entry(1, .title, .text, .title),
        entry(2, .displayName, .text, .names),
        entry(3, .alternateNames, .textList, .names),
        entry(4, .keywords, .textList, .keywords),
        entry(5, .contentDescription, .text, .summary),
        entry(6, .path, .text, nil),
        entry(7, .contentURL, .url, nil),
        entry(8, .thumbnailURL, .url, nil),
        entry(9, .thumbnailData, .data, nil),
        entry(10, .darkThumbnailURL, .url, nil),
        entry(11, .relatedUniqueIdentifier, .text, nil),
        entry(12, .weakRelatedUniqueIdentifier, .text, nil),
        entry(13, .metadataModificationDate, .date, nil),
        entry(14, .contentType, .text, nil),
        entry(15, .contentTypeTree, .textList, nil),
        entry(16, .version, .text, nil),
        entry(17, .userCreated, .bool, nil),
        entry(18, .userOwned, .bool, nil),
        entry(19, .userCurated, .bool, nil),
        entry(20, .rankingHint, .real, nil),
        entry(21, .domainIdentifier, .text, nil),
        // Actions
        entry(22, .supportsPhoneCall, .bool, nil),
        entry(23, .supportsNavigation, .bool, nil),
        entry(24, .actionIdentifiers, .textList, nil),
        // Containment
        entry(25, .containerTitle, .text, .summary),
        entry(26, .containerDisplayName, .text, .other),
        entry(27, .containerIdentifier, .text, nil),
        entry(28, .containerOrder, .integer, nil),
        // Item provider
        entry(29, .providerDataTypeIdentifiers, .textList, nil),
        entry(30, .providerFileTypeIdentifiers, .textList, nil),
        entry(31, .providerInPlaceFileTypeIdentifiers, .textList, nil),
        // Documents
        entry(32, .subject, .text, .people),
        entry(33, .theme, .text, .other),
        entry(34, .identifier, .text, nil),
        entry(35, .audiences, .textList, .other),
        entry(36, .fileSize, .integer, nil),
        entry(37, .pageCount, .integer, nil),
        entry(38, .pageWidth, .real, nil),
        entry(39, .pageHeight, .real, nil),
        entry(40, .securityMethod, .text, .other),
        entry(41, .creator, .text, .people),
        entry(42, .encodingApplications, .textList, .other),
        entry(43, .kind, .text, .other),
        entry(44, .fontNames, .textList, .other),
        // Events
        entry(45, .dueDate, .date, nil),
        entry(46, .completionDate, .date, nil),
        entry(47, .startDate, .date, nil),
        entry(48, .endDate, .date, nil),
        entry(49, .importantDates, .dateList, nil),
        entry(50, .allDay, .bool, nil),
        // Media
        entry(51, .editors, .textList, .other),
        entry(52, .participants, .textList, .other),
        entry(53, .projects, .textList, .other),
        entry(54, .downloadedDate, .date, nil),
        entry(55, .contentSources, .textList, .other),
        entry(56, .comment, .text, .summary),
        entry(57, .copyright, .text, .other),
        entry(58, .lastUsedDate, .date, nil),
        entry(59, .contentCreationDate, .date, nil),
        entry(60, .contentModificationDate, .date, nil),
        entry(61, .addedDate, .date, nil),
        entry(62, .duration, .real, nil),
        entry(63, .contactKeywords, .textList, .other),
        entry(64, .codecs, .textList, .other),
        entry(65, .mediaTypes, .textList, .other),
        entry(66, .streamable, .bool, nil),
        entry(67, .totalBitRate, .real, nil),
        entry(68, .videoBitRate, .real, nil),
        entry(69, .audioBitRate, .real, nil),
        entry(70, .deliveryType, .integer, nil),
        entry(71, .organizations, .textList, .other),
        entry(72, .role, .text, .other),
        entry(73, .languages, .textList, .other),
        entry(74, .rights, .text, .other),
        entry(75, .publishers, .textList, .other),
        entry(76, .contributors, .textList, .other),
        entry(77, .coverage, .textList, .other),
        entry(78, .rating, .real, nil),
        entry(79, .ratingDescription, .text, .other),
        entry(80, .playCount, .integer, nil),
        entry(81, .information, .text, .summary),
        entry(82, .director, .text, .other),
        entry(83, .producer, .text, .other),
        entry(84, .genre, .text, .other),
        entry(85, .performers, .textList, .people),
        entry(86, .originalFormat, .text, .other),
        entry(87, .originalSource, .text, .other),
        entry(88, .local, .bool, nil),
        entry(89, .contentRating, .real, nil),
        entry(90, .url, .url, nil),
        // Music
        entry(91, .audioSampleRate, .real, nil),
        entry(92, .audioChannelCount, .integer, nil),
        entry(93, .tempo, .real, nil),
        entry(94, .keySignature, .text, .other),
        entry(95, .timeSignature, .text, .other),
        entry(96, .audioEncodingApplication, .text, .other),
        entry(97, .composer, .text, .people),
        entry(98, .lyricist, .text, .people),
        entry(99, .album, .text, .people),
        entry(100, .artist, .text, .people),
        entry(101, .audioTrackNumber, .integer, nil),
        entry(102, .recordingDate, .date, nil),
        entry(103, .musicalGenre, .text, .other),
        entry(104, .generalMIDISequence, .bool, nil),
        entry(105, .musicalInstrumentCategory, .text, .other),
        entry(106, .musicalInstrumentName, .text, .other),
        // Images
        entry(107, .pixelHeight, .integer, nil),
        entry(108, .pixelWidth, .integer, nil),
        entry(109, .pixelCount, .integer, nil),
        entry(110, .colorSpace, .text, .other),
        entry(111, .bitsPerSample, .integer, nil),
        entry(112, .flashOn, .bool, nil),
        entry(113, .focalLength, .real, nil),
        entry(114, .focalLength35mm, .real, nil),
        entry(115, .acquisitionMake, .text, .other),
        entry(116, .acquisitionModel, .text, .other),
        entry(117, .cameraOwner, .text, .other),
        entry(118, .lensModel, .text, .other),
        entry(119, .isoSpeed, .real, nil),
        entry(120, .orientation, .integer, nil),
        entry(121, .layerNames, .textList, .other),
        entry(122, .whiteBalance, .integer, nil),
        entry(123, .aperture, .real, nil),
        entry(124, .profileName, .text, .other),
        entry(125, .resolutionWidthDPI, .real, nil),
        entry(126, .resolutionHeightDPI, .real, nil),
        entry(127, .exposureMode, .integer, nil),
        entry(128, .exposureTime, .real, nil),
        entry(129, .exifVersion, .text, nil),
        entry(130, .exifgpsVersion, .text, nil),
        entry(131, .hasAlphaChannel, .bool, nil),
        entry(132, .redEyeOn, .bool, nil),
        entry(133, .meteringMode, .text, .other),
        entry(134, .maxAperture, .real, nil),
        entry(135, .fNumber, .real, nil),
        entry(136, .exposureProgram, .text, .other),
        entry(137, .exposureTimeString, .text, nil),
        // Places
        entry(138, .headline, .text, .summary),
        entry(139, .instructions, .text, .other),
        entry(140, .thoroughfare, .text, .other),
        entry(141, .subThoroughfare, .text, .other),
        entry(142, .postalCode, .text, nil),
        entry(143, .city, .text, .summary),
        entry(144, .stateOrProvince, .text, .other),
        entry(145, .country, .text, .summary),
        entry(146, .fullyFormattedAddress, .text, .summary),
        entry(147, .altitude, .real, nil),
        entry(148, .latitude, .real, nil),
        entry(149, .longitude, .real, nil),
        entry(150, .speed, .real, nil),
        entry(151, .timestamp, .date, nil),
        entry(152, .imageDirection, .real, nil),
        entry(153, .namedLocation, .text, .summary),
        entry(154, .gpsTrack, .real, nil),
        entry(155, .gpsStatus, .text, nil),
        entry(156, .gpsMeasureMode, .text, nil),
        entry(157, .gpsdop, .real, nil),
        entry(158, .gpsMapDatum, .text, nil),
        entry(159, .gpsDestLatitude, .real, nil),
        entry(160, .gpsDestLongitude, .real, nil),
        entry(161, .gpsDestBearing, .real, nil),
        entry(162, .gpsDestDistance, .real, nil),
        entry(163, .gpsProcessingMethod, .text, nil),
        entry(164, .gpsAreaInformation, .text, .other),
        entry(165, .gpsDateStamp, .date, nil),
        entry(166, .gpsDifferental, .integer, nil),
        // Messaging
        entry(167, .accountIdentifier, .text, nil),
        entry(168, .accountHandles, .textList, nil),
        entry(169, .htmlContentData, .data, nil),
        entry(170, .textContent, .text, .content),
        entry(171, .authors, .persons, .people),
        entry(172, .primaryRecipients, .persons, .people),
        entry(173, .additionalRecipients, .persons, .people),
        entry(174, .hiddenAdditionalRecipients, .persons, .people),
        entry(175, .mailboxIdentifiers, .textList, nil),
        entry(176, .authorNames, .textList, .people),
        entry(177, .recipientNames, .textList, .people),
        entry(178, .authorEmailAddresses, .textList, .people),
        entry(179, .recipientEmailAddresses, .textList, .people),
        entry(180, .authorAddresses, .textList, .people),
        entry(181, .recipientAddresses, .textList, .people),
        entry(182, .phoneNumbers, .textList, .other),
        entry(183, .emailAddresses, .textList, .other),
        entry(184, .instantMessageAddresses, .textList, .other),
        entry(185, .likelyJunk, .bool, nil),
        // Apple Intelligence
        entry(186, .textContentSummary, .text, .summary),
        entry(187, .transcribedTextContent, .text, .content),
        entry(188, .isPriority, .bool, nil),
    ]
}

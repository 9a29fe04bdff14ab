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

    private static func entry(
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

    // The one table of built-in attributes, grouped as in Apple's headers.
    //
    // The first number is the attribute's code in stored attribute sets (see
    // `SearchableItemAttributeSet.encodedBytes()`): codes are permanent. Add new attributes
    // with a new code; never reuse or renumber one, or stored items decode wrongly.
    //
    // The names after the text column are Spotlight's `kMDItem…` names for the attribute, Apple's
    // documented equivalent first; query strings and `fetchAttributes` accept them.
    //
    // Text columns follow the ranking weights of DESIGN.md §3: identifiers, URLs, type
    // identifiers, versions and codes are not full-text searched (nil).
    private static let table: [(code: Int, descriptor: AttributeDescriptor)] = [
        // General
        entry(1, .title, .text, .title, "kMDItemTitle"),
        entry(2, .displayName, .text, .names, "kMDItemDisplayName"),
        entry(3, .alternateNames, .textList, .names, "kMDItemAlternateNames"),
        entry(4, .keywords, .textList, .keywords, "kMDItemKeywords"),
        entry(5, .contentDescription, .text, .summary, "kMDItemDescription"),
        entry(6, .path, .text, nil, "kMDItemPath"),
        entry(7, .contentURL, .url, nil),
        entry(8, .thumbnailURL, .url, nil),
        entry(9, .thumbnailData, .data, nil),
        entry(10, .darkThumbnailURL, .url, nil),
        entry(11, .relatedUniqueIdentifier, .text, nil),
        entry(12, .weakRelatedUniqueIdentifier, .text, nil),
        entry(13, .metadataModificationDate, .date, nil, "kMDItemAttributeChangeDate"),
        entry(14, .contentType, .text, nil, "kMDItemContentType"),
        entry(15, .contentTypeTree, .textList, nil, "kMDItemContentTypeTree"),
        entry(16, .version, .text, nil, "kMDItemVersion"),
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
        entry(32, .subject, .text, .people, "kMDItemSubject"),
        entry(33, .theme, .text, .other, "kMDItemTheme"),
        entry(34, .identifier, .text, nil, "kMDItemIdentifier"),
        entry(35, .audiences, .textList, .other, "kMDItemAudiences"),
        entry(36, .fileSize, .integer, nil, "kMDItemFSSize"),
        entry(37, .pageCount, .integer, nil, "kMDItemNumberOfPages"),
        entry(38, .pageWidth, .real, nil, "kMDItemPageWidth"),
        entry(39, .pageHeight, .real, nil, "kMDItemPageHeight"),
        entry(40, .securityMethod, .text, .other, "kMDItemSecurityMethod"),
        entry(41, .creator, .text, .people, "kMDItemCreator"),
        entry(42, .encodingApplications, .textList, .other, "kMDItemEncodingApplications"),
        entry(43, .kind, .text, .other, "kMDItemKind"),
        entry(44, .fontNames, .textList, .other, "kMDItemFonts"),
        // Events
        entry(45, .dueDate, .date, nil, "kMDItemDueDate"),
        entry(46, .completionDate, .date, nil, "kMDItemCompletionDate"),
        entry(47, .startDate, .date, nil, "kMDItemStartDate"),
        entry(48, .endDate, .date, nil, "kMDItemEndDate"),
        entry(49, .importantDates, .dateList, nil),
        entry(50, .allDay, .bool, nil, "kMDItemAllDay"),
        // Media
        entry(51, .editors, .textList, .other, "kMDItemEditors"),
        entry(52, .participants, .textList, .other, "kMDItemParticipants"),
        entry(53, .projects, .textList, .other, "kMDItemProjects"),
        entry(54, .downloadedDate, .date, nil, "kMDItemDownloadedDate"),
        entry(55, .contentSources, .textList, .other, "kMDItemWhereFroms"),
        entry(56, .comment, .text, .summary, "kMDItemComment"),
        entry(57, .copyright, .text, .other, "kMDItemCopyright"),
        entry(58, .lastUsedDate, .date, nil, "kMDItemLastUsedDate"),
        entry(59, .contentCreationDate, .date, nil, "kMDItemContentCreationDate", "kMDItemFSCreationDate"),
        entry(
            60, .contentModificationDate, .date, nil, "kMDItemContentModificationDate",
            "kMDItemFSContentChangeDate"),
        entry(61, .addedDate, .date, nil, "kMDItemDateAdded"),
        entry(62, .duration, .real, nil, "kMDItemDurationSeconds"),
        entry(63, .contactKeywords, .textList, .other, "kMDItemContactKeywords"),
        entry(64, .codecs, .textList, .other, "kMDItemCodecs"),
        entry(65, .mediaTypes, .textList, .other, "kMDItemMediaTypes"),
        entry(66, .streamable, .bool, nil, "kMDItemStreamable"),
        entry(67, .totalBitRate, .real, nil, "kMDItemTotalBitRate"),
        entry(68, .videoBitRate, .real, nil, "kMDItemVideoBitRate"),
        entry(69, .audioBitRate, .real, nil, "kMDItemAudioBitRate"),
        entry(70, .deliveryType, .integer, nil, "kMDItemDeliveryType"),
        entry(71, .organizations, .textList, .other, "kMDItemOrganizations"),
        entry(72, .role, .text, .other, "kMDItemRole"),
        entry(73, .languages, .textList, .other, "kMDItemLanguages"),
        entry(74, .rights, .text, .other, "kMDItemRights"),
        entry(75, .publishers, .textList, .other, "kMDItemPublishers"),
        entry(76, .contributors, .textList, .other, "kMDItemContributors"),
        entry(77, .coverage, .textList, .other, "kMDItemCoverage"),
        entry(78, .rating, .real, nil, "kMDItemStarRating"),
        entry(79, .ratingDescription, .text, .other),
        entry(80, .playCount, .integer, nil, "kMDItemPlayCount"),
        entry(81, .information, .text, .summary, "kMDItemInformation"),
        entry(82, .director, .text, .other, "kMDItemDirector"),
        entry(83, .producer, .text, .other, "kMDItemProducer"),
        entry(84, .genre, .text, .other, "kMDItemGenre"),
        entry(85, .performers, .textList, .people, "kMDItemPerformers"),
        entry(86, .originalFormat, .text, .other, "kMDItemOriginalFormat"),
        entry(87, .originalSource, .text, .other, "kMDItemOriginalSource"),
        entry(88, .local, .bool, nil),
        entry(89, .contentRating, .real, nil),
        entry(90, .url, .url, nil, "kMDItemURL"),
        // Music
        entry(91, .audioSampleRate, .real, nil, "kMDItemAudioSampleRate"),
        entry(92, .audioChannelCount, .integer, nil, "kMDItemAudioChannelCount"),
        entry(93, .tempo, .real, nil, "kMDItemTempo"),
        entry(94, .keySignature, .text, .other, "kMDItemKeySignature"),
        entry(95, .timeSignature, .text, .other, "kMDItemTimeSignature"),
        entry(96, .audioEncodingApplication, .text, .other, "kMDItemAudioEncodingApplication"),
        entry(97, .composer, .text, .people, "kMDItemComposer"),
        entry(98, .lyricist, .text, .people, "kMDItemLyricist"),
        entry(99, .album, .text, .people, "kMDItemAlbum"),
        entry(100, .artist, .text, .people),
        entry(101, .audioTrackNumber, .integer, nil, "kMDItemAudioTrackNumber"),
        entry(102, .recordingDate, .date, nil, "kMDItemRecordingDate"),
        entry(103, .musicalGenre, .text, .other, "kMDItemMusicalGenre"),
        entry(104, .generalMIDISequence, .bool, nil, "kMDItemIsGeneralMIDISequence"),
        entry(105, .musicalInstrumentCategory, .text, .other, "kMDItemMusicalInstrumentCategory"),
        entry(106, .musicalInstrumentName, .text, .other, "kMDItemMusicalInstrumentName"),
        // Images
        entry(107, .pixelHeight, .integer, nil, "kMDItemPixelHeight"),
        entry(108, .pixelWidth, .integer, nil, "kMDItemPixelWidth"),
        entry(109, .pixelCount, .integer, nil, "kMDItemPixelCount"),
        entry(110, .colorSpace, .text, .other, "kMDItemColorSpace"),
        entry(111, .bitsPerSample, .integer, nil, "kMDItemBitsPerSample"),
        entry(112, .flashOn, .bool, nil, "kMDItemFlashOnOff"),
        entry(113, .focalLength, .real, nil, "kMDItemFocalLength"),
        entry(114, .focalLength35mm, .real, nil, "kMDItemFocalLength35mm"),
        entry(115, .acquisitionMake, .text, .other, "kMDItemAcquisitionMake"),
        entry(116, .acquisitionModel, .text, .other, "kMDItemAcquisitionModel"),
        entry(117, .cameraOwner, .text, .other, "kMDItemCameraOwner"),
        entry(118, .lensModel, .text, .other, "kMDItemLensModel"),
        entry(119, .isoSpeed, .real, nil, "kMDItemISOSpeed"),
        entry(120, .orientation, .integer, nil, "kMDItemOrientation"),
        entry(121, .layerNames, .textList, .other, "kMDItemLayerNames"),
        entry(122, .whiteBalance, .integer, nil, "kMDItemWhiteBalance"),
        entry(123, .aperture, .real, nil, "kMDItemAperture"),
        entry(124, .profileName, .text, .other, "kMDItemProfileName"),
        entry(125, .resolutionWidthDPI, .real, nil, "kMDItemResolutionWidthDPI"),
        entry(126, .resolutionHeightDPI, .real, nil, "kMDItemResolutionHeightDPI"),
        entry(127, .exposureMode, .integer, nil, "kMDItemExposureMode"),
        entry(128, .exposureTime, .real, nil, "kMDItemExposureTimeSeconds"),
        entry(129, .exifVersion, .text, nil, "kMDItemEXIFVersion"),
        entry(130, .exifgpsVersion, .text, nil, "kMDItemEXIFGPSVersion"),
        entry(131, .hasAlphaChannel, .bool, nil, "kMDItemHasAlphaChannel"),
        entry(132, .redEyeOn, .bool, nil, "kMDItemRedEyeOnOff"),
        entry(133, .meteringMode, .text, .other, "kMDItemMeteringMode"),
        entry(134, .maxAperture, .real, nil, "kMDItemMaxAperture"),
        entry(135, .fNumber, .real, nil, "kMDItemFNumber"),
        entry(136, .exposureProgram, .text, .other, "kMDItemExposureProgram"),
        entry(137, .exposureTimeString, .text, nil, "kMDItemExposureTimeString"),
        // Places
        entry(138, .headline, .text, .summary, "kMDItemHeadline"),
        entry(139, .instructions, .text, .other, "kMDItemInstructions"),
        entry(140, .thoroughfare, .text, .other, "kMDItemThoroughfare"),
        entry(141, .subThoroughfare, .text, .other, "kMDItemSubThoroughfare"),
        entry(142, .postalCode, .text, nil, "kMDItemPostalCode"),
        entry(143, .city, .text, .summary, "kMDItemCity"),
        entry(144, .stateOrProvince, .text, .other, "kMDItemStateOrProvince"),
        entry(145, .country, .text, .summary, "kMDItemCountry"),
        entry(146, .fullyFormattedAddress, .text, .summary),
        entry(147, .altitude, .real, nil, "kMDItemAltitude"),
        entry(148, .latitude, .real, nil, "kMDItemLatitude"),
        entry(149, .longitude, .real, nil, "kMDItemLongitude"),
        entry(150, .speed, .real, nil, "kMDItemSpeed"),
        entry(151, .timestamp, .date, nil, "kMDItemTimestamp"),
        entry(152, .imageDirection, .real, nil, "kMDItemImageDirection"),
        entry(153, .namedLocation, .text, .summary, "kMDItemNamedLocation"),
        entry(154, .gpsTrack, .real, nil, "kMDItemGPSTrack"),
        entry(155, .gpsStatus, .text, nil, "kMDItemGPSStatus"),
        entry(156, .gpsMeasureMode, .text, nil, "kMDItemGPSMeasureMode"),
        entry(157, .gpsdop, .real, nil, "kMDItemGPSDOP"),
        entry(158, .gpsMapDatum, .text, nil, "kMDItemGPSMapDatum"),
        entry(159, .gpsDestLatitude, .real, nil, "kMDItemGPSDestLatitude"),
        entry(160, .gpsDestLongitude, .real, nil, "kMDItemGPSDestLongitude"),
        entry(161, .gpsDestBearing, .real, nil, "kMDItemGPSDestBearing"),
        entry(162, .gpsDestDistance, .real, nil, "kMDItemGPSDestDistance"),
        entry(163, .gpsProcessingMethod, .text, nil, "kMDItemGPSProcessingMethod"),
        entry(164, .gpsAreaInformation, .text, .other, "kMDItemGPSAreaInformation"),
        entry(165, .gpsDateStamp, .date, nil, "kMDItemGPSDateStamp"),
        entry(166, .gpsDifferental, .integer, nil, "kMDItemGPSDifferental"),
        // Messaging
        entry(167, .accountIdentifier, .text, nil, "kMDItemAccountIdentifier"),
        entry(168, .accountHandles, .textList, nil, "kMDItemAccountHandles"),
        entry(169, .htmlContentData, .data, nil),
        entry(170, .textContent, .text, .content, "kMDItemTextContent"),
        entry(171, .authors, .persons, .people),
        entry(172, .primaryRecipients, .persons, .people),
        entry(173, .additionalRecipients, .persons, .people),
        entry(174, .hiddenAdditionalRecipients, .persons, .people),
        entry(175, .mailboxIdentifiers, .textList, nil),
        entry(176, .authorNames, .textList, .people, "kMDItemAuthors"),
        entry(177, .recipientNames, .textList, .people, "kMDItemRecipients"),
        entry(178, .authorEmailAddresses, .textList, .people, "kMDItemAuthorEmailAddresses"),
        entry(179, .recipientEmailAddresses, .textList, .people, "kMDItemRecipientEmailAddresses"),
        entry(180, .authorAddresses, .textList, .people, "kMDItemAuthorAddresses"),
        entry(181, .recipientAddresses, .textList, .people, "kMDItemRecipientAddresses"),
        entry(182, .phoneNumbers, .textList, .other, "kMDItemPhoneNumbers"),
        entry(183, .emailAddresses, .textList, .other, "kMDItemEmailAddresses"),
        entry(184, .instantMessageAddresses, .textList, .other, "kMDItemInstantMessageAddresses"),
        entry(185, .likelyJunk, .bool, nil, "kMDItemIsLikelyJunk"),
        // Apple Intelligence
        entry(186, .textContentSummary, .text, .summary),
        entry(187, .transcribedTextContent, .text, .content),
        entry(188, .isPriority, .bool, nil),
    ]
}

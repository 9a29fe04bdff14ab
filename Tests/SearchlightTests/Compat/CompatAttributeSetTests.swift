import SearchlightCompat
import Testing

@Suite struct CompatAttributeSetTests {
    static let sku = CSCustomAttributeKey(
        keyName: "com_example_sku", searchable: true, searchableByDefault: false, unique: true,
        multiValued: false)!
    static let weight = CSCustomAttributeKey(keyName: "com_example_weight")!
    static let bakedOn = CSCustomAttributeKey(keyName: "com_example_baked_on")!
    static let tags = CSCustomAttributeKey(keyName: "com_example_tags")!
    static let sizes = CSCustomAttributeKey(keyName: "com_example_sizes")!
    static let odd = CSCustomAttributeKey(keyName: "com_example_odd")!

    @Test func numbersReadAndWriteAsNSNumberAndAsNativeTypes() {
        let attributes = CSSearchableItemAttributeSet(contentType: .text)
        attributes.rating = NSNumber(value: 4.5)
        attributes.pageCount = NSNumber(value: 12)
        attributes.allDay = NSNumber(value: true)
        #expect(attributes.rating?.doubleValue == 4.5)
        #expect(attributes.pageCount?.intValue == 12)
        #expect(attributes.allDay?.boolValue == true)
        // The native set holds them in their Swift types.
        #expect(attributes.searchableItemAttributeSet.rating == 4.5)
        #expect(attributes.searchableItemAttributeSet.pageCount == 12)
        #expect(attributes.searchableItemAttributeSet.allDay == true)

        // Literals are numbers as on Apple platforms; the Swift types go through the native set.
        attributes.duration = 90
        attributes.searchableItemAttributeSet.fileSize = 2048
        #expect(attributes.duration?.doubleValue == 90)
        #expect(attributes.fileSize?.intValue == 2048)

        attributes.rating = nil
        #expect(attributes.rating == nil)
        #expect(attributes.searchableItemAttributeSet.rating == nil)
    }

    /// Apple declares the attributes as properties, so an app's own initializer in an extension
    /// names them without `self.`.
    /// Key-value coding reads and writes any attribute by property, Spotlight or custom name,
    /// converting what Apple's accessors accept; a value that fits no attribute is not stored.
    @Test func keyValueCodingReachesEveryAttributeByName() throws {
        let attributes = CSSearchableItemAttributeSet(contentType: .text)
        attributes.setValue("Trip notes", forKey: "title")
        attributes.setValue(NSNumber(value: 4), forKey: "kMDItemStarRating")
        attributes.setValue(NSNumber(value: 1), forKey: "allDay")
        attributes.setValue("travel", forKey: "keywords")
        attributes.setValue("https://example.com/trip", forKey: "url")
        attributes.setValue(12, forKey: "pageCount")
        attributes.setValue("A-1042", forKey: "com_example_sku")
        #expect(attributes.title == "Trip notes")
        #expect(attributes.rating?.doubleValue == 4)
        #expect(attributes.allDay?.boolValue == true)
        #expect(attributes.keywords == ["travel"])
        #expect(attributes.url == URL(string: "https://example.com/trip"))
        #expect(attributes.pageCount?.intValue == 12)
        #expect(attributes.value(forKey: "kMDItemTitle") as? NSString == "Trip notes")
        #expect(attributes.value(forKey: "url") as? URL == URL(string: "https://example.com/trip"))
        #expect(attributes.value(forKey: "com_example_sku") as? NSString == "A-1042")
        #expect(attributes.value(forKey: "contentDescription") == nil)

        // A value of the wrong type leaves the attribute as it was; nil removes it.
        attributes.setValue(Date(), forKey: "title")
        #expect(attributes.title == "Trip notes")
        attributes.setValue(nil, forKey: "title")
        #expect(attributes.title == nil)
    }

    @Test func attributesAreNamedWithoutSelfInAnExtensionInitializer() {
        let attributes = CSSearchableItemAttributeSet(noteTitle: "Trip", body: "Kyoto temples", stars: 4)
        #expect(attributes.title == "Trip")
        #expect(attributes.contentDescription == "Kyoto temples")
        #expect(attributes.rating?.doubleValue == 4)
        #expect(attributes.keywords == ["note"])
        #expect(attributes.searchableItemAttributeSet.rating == 4)
    }

    @Test func actionIdentifiersAreAListThatIsEmptyWhenUnset() {
        let attributes = CSSearchableItemAttributeSet(contentType: .text)
        #expect(attributes.actionIdentifiers.isEmpty)
        attributes.actionIdentifiers = ["com.example.reply"]
        #expect(attributes.actionIdentifiers == ["com.example.reply"])
        attributes.actionIdentifiers = []
        #expect(
            attributes.searchableItemAttributeSet.actionIdentifiers == nil,
            "an empty list is stored as no value")
    }

    @Test func emailHeadersStayOnTheObjectAndItsCopies() throws {
        let attributes = CSSearchableItemAttributeSet(contentType: .emailMessage)
        attributes.emailHeaders = ["subject": ["Lunch"], "x-priority": ["1"]]
        let copy = try #require(attributes.copy() as? CSSearchableItemAttributeSet)
        #expect(copy.emailHeaders?["x-priority"]?.first as? String == "1")
        #expect(CSSearchableItemAttributeSet(contentType: .emailMessage).emailHeaders == nil)
    }

    @Test func personsReadAndWriteAsCSPerson() {
        let attributes = CSSearchableItemAttributeSet(contentType: .emailMessage)
        let ada = CSPerson(
            displayName: "Ada", handles: ["ada@example.com"], handleIdentifier: CNContactEmailAddressesKey)
        #expect(ada.handleIdentifier == "emailAddresses")
        ada.contactIdentifier = "contact-1"
        attributes.authors = [ada]
        #expect(attributes.authors == [ada])
        #expect(attributes.authors?.first?.contactIdentifier == "contact-1")
        #expect(attributes.searchableItemAttributeSet.authors?.map(\.displayName) == ["Ada"])
    }

    @Test func theSharedItemContentTypeIsAUTType() async throws {
        let attributes = CSSearchableItemAttributeSet(contentType: .url)
        attributes.sharedItemContentType = .url
        #expect(attributes.sharedItemContentType == .url)
        #expect(attributes.searchableItemAttributeSet.sharedItemContentType == "public.url")
        // Stored and read back like any attribute.
        let index = makeCompatIndex()
        try await index.indexSearchableItems([
            CSSearchableItem(uniqueIdentifier: "link", domainIdentifier: nil, attributeSet: attributes)
        ])
        let found = try await index.searchableIndex.searchableItems(withIdentifiers: ["link"])
        #expect(found.first?.attributeSet.sharedItemContentType == "public.url")
        attributes.sharedItemContentType = nil
        #expect(attributes.sharedItemContentType == nil)
    }

    @Test func contentTypeIsATypeIdentifierString() {
        let attributes = CSSearchableItemAttributeSet(contentType: .jpeg)
        #expect(attributes.contentType == "public.jpeg")
        #expect(attributes.contentTypeTree?.contains("public.image") == true)
        #expect(attributes.contentTypeTree?.first == "public.jpeg")

        attributes.contentType = "public.plain-text"
        #expect(attributes.searchableItemAttributeSet.contentType == .plainText)
        #expect(attributes.contentTypeTree?.contains("public.text") == true)
        #expect(attributes.contentTypeTree?.contains("public.image") == false)

        // Every item has a type: nil and "" keep it.
        attributes.contentType = nil
        attributes.contentType = ""
        #expect(attributes.contentType == "public.plain-text")

        let older = CSSearchableItemAttributeSet(itemContentType: "public.email-message")
        #expect(older.searchableItemAttributeSet.contentType == .emailMessage)
        #expect(CSSearchableItemAttributeSet().contentType == "public.item")
    }

    /// The UniformTypeIdentifiers types app code names, with their identifiers, conformances and
    /// file extensions.
    @Test func moreUniformTypeIdentifiersTypesAreKnown() {
        #expect(UTType.midi.identifier == "public.midi-audio" && UTType.midi.conforms(to: .audio))
        #expect(UTType(filenameExtension: "mid") == .midi)
        #expect(UTType(mimeType: "text/css") == .css && UTType.css.conforms(to: .text))
        #expect(UTType.usd.conforms(to: .threeDContent) && UTType(filenameExtension: "usda") == .usd)
        #expect(UTType.utf8TabSeparatedText.conforms(to: .tabSeparatedText))
        #expect(UTType.utf8TabSeparatedText.conforms(to: .plainText))
        #expect(
            UTType.osaScriptBundle.conforms(to: .script) && UTType.systemPreferencesPane.conforms(to: .bundle)
        )
        #expect(UTType("public.jpeg-xl") == .jpegxl && UTType.jpegxl.conforms(to: .image))
        #expect(UTType.calendarEvent.identifier == "public.calendar-event")
        #expect(UTType("com.apple.arobject") == .arReferenceObject)
        // The MobileCoreServices names of the same types.
        #expect(kUTTypeMIDIAudio == UTType.midi.identifier && kUTTypeOSAScript == UTType.osaScript.identifier)
        #expect(kUTTypeFramework == UTType.framework.identifier)
        let older = CSSearchableItemAttributeSet(itemContentType: kUTTypeMPEG2TransportStream)
        #expect(older.contentTypeTree?.contains(UTType.movie.identifier) == true)
    }

    @Test func contentTypeTreeGivesACustomTypeItsConformances() async throws {
        let attributes = CSSearchableItemAttributeSet(itemContentType: "com.example.recipe")
        attributes.contentTypeTree = ["com.example.recipe", "public.text"]
        attributes.title = "Pancakes"
        #expect(attributes.contentType == "com.example.recipe")
        #expect(attributes.contentTypeTree == ["com.example.recipe", "public.text"])
        #expect(attributes.searchableItemAttributeSet.contentType.conforms(to: .text))

        // A built-in type keeps Apple's tree.
        let photo = CSSearchableItemAttributeSet(contentType: .jpeg)
        let tree = photo.contentTypeTree
        photo.contentTypeTree = ["public.jpeg", "public.text"]
        #expect(photo.contentTypeTree == tree)

        let index = makeCompatIndex()
        try await index.indexSearchableItems([
            CSSearchableItem(uniqueIdentifier: "recipe", domainIdentifier: nil, attributeSet: attributes),
            CSSearchableItem(uniqueIdentifier: "photo", domainIdentifier: nil, attributeSet: photo),
        ])
        #expect(try await compatIdentifiers(#"contentTypeTree == "public.text""#, in: index) == ["recipe"])
        #expect(try await compatIdentifiers(#"contentTypeTree == "public.image""#, in: index) == ["photo"])
        let found = try #require(
            try await compatSearch(#"contentType == "com.example.recipe""#, in: index).first)
        #expect(found.attributeSet.contentTypeTree == ["com.example.recipe", "public.text"])
    }

    /// `CSLocalizedString` is read in the user's language; its text is what an attribute holds.
    @Test func localizedStringsAreReadInThePreferredLanguage() async throws {
        let texts = ["en": "Polite", "fr": "Poli", "de": "Höflich"]
        #expect(CSLocalizedString.text(in: texts, preferring: ["fr-CA", "en"]) == "Poli")
        #expect(CSLocalizedString.text(in: texts, preferring: ["ja-JP"]) == "Polite")
        #expect(CSLocalizedString.text(in: ["fr": "Poli", "de": "Höflich"], preferring: ["ja"]) == "Höflich")
        #expect(CSLocalizedString.text(in: [:], preferring: ["en"]) == "")
        let polite = CSLocalizedString(localizedStrings: ["en": "Polite", "fr": "Poli", 7: "ignored"])
        #expect(polite.localizedStrings == ["en": "Polite", "fr": "Poli"])
        #expect(
            polite.localizedString()
                == CSLocalizedString.text(in: polite.localizedStrings, preferring: Locale.preferredLanguages))

        let attributes = CSSearchableItemAttributeSet(contentType: .text)
        attributes.title = "Zork"
        attributes.setValue(polite, forCustomKey: Self.sku)
        let index = makeCompatIndex()
        try await index.indexSearchableItems([
            CSSearchableItem(uniqueIdentifier: "zork", domainIdentifier: nil, attributeSet: attributes)
        ])
        let found = try #require(try await compatSearch(#"title == "Zork""#, in: index).first)
        #expect(
            (found.attributeSet.value(forCustomKey: Self.sku) as? NSString) as String?
                == polite.localizedString())
    }

    @Test func customValuesRoundTripThroughTheIndex() async throws {
        let bakedOn = Date(timeIntervalSinceReferenceDate: 700_000_000)
        let attributes = CSSearchableItemAttributeSet(contentType: .text)
        attributes.title = "Sourdough"
        attributes.setValue("A-1042" as NSString, forCustomKey: Self.sku)
        attributes.setValue(NSNumber(value: 0.75), forCustomKey: Self.weight)
        attributes.setValue(bakedOn, forCustomKey: Self.bakedOn)
        attributes.setValue(["bread", "rye"], forCustomKey: Self.tags)
        attributes.setValue([NSNumber(value: 1), NSNumber(value: 2)], forCustomKey: Self.sizes)

        func check(_ set: CSSearchableItemAttributeSet) {
            #expect(set.value(forCustomKey: Self.sku) as? NSString == "A-1042")
            #expect((set.value(forCustomKey: Self.weight) as? NSNumber)?.doubleValue == 0.75)
            #expect(
                (set.value(forCustomKey: Self.bakedOn) as? NSDate)?.timeIntervalSinceReferenceDate
                    == 700_000_000)
            let tags = set.value(forCustomKey: Self.tags) as? NSArray
            #expect(tags?.compactMap { ($0 as? NSString).map(String.init) } == ["bread", "rye"])
            let sizes = set.value(forCustomKey: Self.sizes) as? NSArray
            #expect(sizes?.compactMap { ($0 as? NSNumber)?.intValue } == [1, 2])
        }
        check(attributes)

        let index = makeCompatIndex()
        try await index.indexSearchableItems([
            CSSearchableItem(uniqueIdentifier: "bread", domainIdentifier: nil, attributeSet: attributes)
        ])
        let found = try await compatSearch(#"com_example_sku == "A-1042""#, in: index)
        #expect(found.map(\.uniqueIdentifier) == ["bread"])
        let stored = try #require(found.first)
        check(stored.attributeSet)
        #expect(try await compatIdentifiers("com_example_weight < 1", in: index) == ["bread"])

        // Removing a value with nil.
        attributes.setValue(nil, forCustomKey: Self.sku)
        #expect(attributes.value(forCustomKey: Self.sku) == nil)
    }

    @Test func foundationObjectsAreAcceptedAsCustomValues() {
        let attributes = CSSearchableItemAttributeSet(contentType: .text)
        attributes.setValue(NSString(string: "A-7"), forCustomKey: Self.sku)
        attributes.setValue(NSDate(timeIntervalSinceReferenceDate: 5), forCustomKey: Self.bakedOn)
        attributes.setValue(
            NSArray(array: [NSString(string: "a"), NSString(string: "b")]), forCustomKey: Self.tags)
        attributes.setValue(NSData(data: Data([1, 2, 3])), forCustomKey: Self.odd)
        #expect(attributes.value(forCustomKey: Self.sku) as? NSString == "A-7")
        #expect(
            (attributes.value(forCustomKey: Self.bakedOn) as? NSDate)?.timeIntervalSinceReferenceDate == 5)
        #expect((attributes.value(forCustomKey: Self.tags) as? NSArray)?.count == 2)
        #expect((attributes.value(forCustomKey: Self.odd) as? NSData).map { Data($0) } == Data([1, 2, 3]))
    }

    struct Unsupported: Sendable {
        var x = 1
    }

    @Test func anUnsupportedCustomValueIsNotStoredAndTheRestStays() {
        let attributes = CSSearchableItemAttributeSet(contentType: .text)
        attributes.title = "Kept"
        attributes.rating = NSNumber(value: 3)
        attributes.setValue("A-1" as NSString, forCustomKey: Self.sku)
        let before = attributes.searchableItemAttributeSet

        attributes.setValue(Unsupported(), forCustomKey: Self.odd)
        attributes.setValue(["mixed", 1] as [Any], forCustomKey: Self.tags)
        #expect(attributes.value(forCustomKey: Self.odd) == nil)
        #expect(attributes.value(forCustomKey: Self.tags) == nil)
        #expect(attributes.searchableItemAttributeSet == before)
        #expect(attributes.title == "Kept")
        #expect(attributes.value(forCustomKey: Self.sku) as? NSString == "A-1")
    }

    @Test func copyIsIndependent() throws {
        let original = CSSearchableItemAttributeSet(contentType: .text)
        original.title = "Original"
        original.keywords = ["one"]
        original.setValue("A-1" as NSString, forCustomKey: Self.sku)
        let copy = try #require(original.copy() as? CSSearchableItemAttributeSet)
        #expect(copy == original)
        #expect(copy !== original)

        copy.title = "Copy"
        copy.keywords = ["two"]
        copy.setValue("B-2" as NSString, forCustomKey: Self.sku)
        copy.contentType = "public.jpeg"
        #expect(original.title == "Original")
        #expect(original.keywords == ["one"])
        #expect(original.value(forCustomKey: Self.sku) as? NSString == "A-1")
        #expect(original.contentType == "public.text")
        #expect(copy != original)

        let item = makeCompatItem("x", title: "Item")
        let itemCopy = try #require(item.copy() as? CSSearchableItem)
        itemCopy.attributeSet.title = "Changed"
        #expect(item.attributeSet.title == "Item")
    }

    @Test func customKeysKeepTheirFlagsAndRejectInvalidNames() {
        #expect(Self.sku.keyName == "com_example_sku")
        #expect(Self.sku.isSearchable && !Self.sku.isSearchableByDefault && Self.sku.isUnique)
        #expect(!Self.sku.isMultiValued)
        #expect(CSCustomAttributeKey(keyName: "com example") == nil)
        #expect(CSCustomAttributeKey(keyName: "") == nil)
        #expect(Self.sku == CSCustomAttributeKey(Self.sku.customAttributeKey))
    }
}

extension CSSearchableItemAttributeSet {
    /// An attribute set filled in by an app's initializer, as Apple-platform apps write them.
    fileprivate convenience init(noteTitle: String, body: String, stars: Double) {
        self.init(contentType: .text)
        title = noteTitle
        contentDescription = body
        rating = NSNumber(value: stars)
        keywords = ["note"]
    }
}

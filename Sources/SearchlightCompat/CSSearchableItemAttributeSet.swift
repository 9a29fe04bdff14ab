/// An attribute of a searchable item with Core Spotlight's newer spelling: its name, as the
/// property of ``CSSearchableItemAttributeSet`` and the query language spell it, so
/// `context.fetchAttributes = [SearchableItemAttribute.title.rawValue]` and
/// `"\(SearchableItemAttribute.domainIdentifier.rawValue) == \"notes\""` compile as on Apple
/// platforms.
public typealias SearchableItemAttribute = AttributeKey

/// The metadata of a searchable item with Core Spotlight's class spelling: a reference to a
/// `Searchlight.SearchableItemAttributeSet`, so `let set = defaultAttributeSet;
/// set.keywords = […]; return set` compiles as on Apple platforms.
///
/// Every attribute of the native set is a property here with the same name and Apple's type:
/// numbers as `NSNumber`, persons as ``CSPerson``, the content type as a type identifier string.
/// The native Swift types are on ``searchableItemAttributeSet``.
///
/// ```swift
/// let attributes = CSSearchableItemAttributeSet(contentType: .text)
/// attributes.title = "Trip notes"
/// attributes.rating = NSNumber(value: 4)
/// attributes.setValue("A-1042" as NSString, forCustomKey: sku)
/// ```
@dynamicMemberLookup
public final class CSSearchableItemAttributeSet: NSObject, NSCopying, AttributeSetConvertible {
    /// The attributes as the index stores them.
    public var searchableItemAttributeSet: SearchableItemAttributeSet

    /// Wraps a native attribute set.
    public init(_ attributeSet: SearchableItemAttributeSet) {
        searchableItemAttributeSet = attributeSet
    }

    /// An empty attribute set for an item of the given type.
    public convenience init(contentType: UTType) {
        self.init(SearchableItemAttributeSet(contentType: contentType))
    }

    /// An empty attribute set for an item of the type with this identifier (Apple's older form).
    public convenience init(itemContentType: String) {
        self.init(SearchableItemAttributeSet(contentType: ContentType(identifier: itemContentType)))
    }

    /// An empty attribute set for a plain item.
    public override convenience init() {
        self.init(SearchableItemAttributeSet(contentType: .item))
    }

    /// An email's headers, by name. As on Apple platforms they are not searched; they stay on
    /// this object and its copies and are not stored in the index.
    public var emailHeaders: [String: [Any]]?

    /// A copy of the attribute set.
    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = CSSearchableItemAttributeSet(searchableItemAttributeSet)
        copy.emailHeaders = emailHeaders
        return copy
    }

    public override func isEqual(_ object: Any?) -> Bool {
        (object as? CSSearchableItemAttributeSet)?.searchableItemAttributeSet == searchableItemAttributeSet
    }

    public override var hash: Int { searchableItemAttributeSet.contentType.hashValue }

    // MARK: Attributes

    /// Any attribute of the native set, in its native type.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<SearchableItemAttributeSet, Value>)
        -> Value
    {
        get { searchableItemAttributeSet[keyPath: keyPath] }
        set { searchableItemAttributeSet[keyPath: keyPath] = newValue }
    }

    /// A real-number attribute as `NSNumber`, as Apple types it.
    public subscript(dynamicMember keyPath: WritableKeyPath<SearchableItemAttributeSet, Double?>) -> NSNumber?
    {
        get { searchableItemAttributeSet[keyPath: keyPath].map { NSNumber(value: $0) } }
        set { searchableItemAttributeSet[keyPath: keyPath] = newValue?.doubleValue }
    }

    /// An integer attribute as `NSNumber`, as Apple types it.
    public subscript(dynamicMember keyPath: WritableKeyPath<SearchableItemAttributeSet, Int?>) -> NSNumber? {
        get { searchableItemAttributeSet[keyPath: keyPath].map { NSNumber(value: $0) } }
        set { searchableItemAttributeSet[keyPath: keyPath] = newValue?.intValue }
    }

    /// A yes-or-no attribute as `NSNumber` 0 or 1, as Apple types it.
    public subscript(dynamicMember keyPath: WritableKeyPath<SearchableItemAttributeSet, Bool?>) -> NSNumber? {
        get { searchableItemAttributeSet[keyPath: keyPath].map { NSNumber(value: $0) } }
        set { searchableItemAttributeSet[keyPath: keyPath] = newValue?.boolValue }
    }

    /// A list of persons as ``CSPerson`` objects.
    public subscript(dynamicMember keyPath: WritableKeyPath<SearchableItemAttributeSet, [Person]?>)
        -> [CSPerson]?
    {
        get { searchableItemAttributeSet[keyPath: keyPath]?.map(CSPerson.init) }
        set { searchableItemAttributeSet[keyPath: keyPath] = newValue?.map(\.person) }
    }

    /// The uniform type identifier of the item's type. Setting `nil` keeps the type: every item
    /// has one.
    public var contentType: String? {
        get { searchableItemAttributeSet.contentType.identifier }
        set {
            guard let newValue, !newValue.isEmpty else { return }
            searchableItemAttributeSet.contentType = ContentType(identifier: newValue)
        }
    }

    /// The item's type identifier followed by every type it conforms to. Setting it gives a
    /// custom type these conformances; a built-in type keeps Apple's.
    public var contentTypeTree: [String]? {
        get { searchableItemAttributeSet.contentTypeTree }
        set { searchableItemAttributeSet[.contentTypeTree] = newValue.map(AttributeValue.strings) }
    }

    // MARK: Custom attributes

    /// Sets or, with `nil`, removes a custom attribute. Accepts what Apple does: strings, numbers,
    /// dates, data, persons, and arrays of them (`NSString`, `NSNumber`, `NSDate`, `NSData`,
    /// `NSArray` or their Swift types). A value of another type is not stored and is reported on
    /// standard error, since Apple's signature leaves no way to throw.
    public func setValue(_ value: Any?, forCustomKey key: CSCustomAttributeKey) {
        guard let value else {
            searchableItemAttributeSet.setValue(nil, forCustomKey: key.customAttributeKey)
            return
        }
        guard let converted = CustomValueBridge.attributeValue(of: value) else {
            CompatDiagnostics.report(
                "custom attribute '\(key.keyName)': a value of type \(type(of: value)) cannot be stored; "
                    + "use a string, number, date, data, person or an array of them")
            return
        }
        searchableItemAttributeSet.setValue(converted, forCustomKey: key.customAttributeKey)
    }

    /// The value of a custom attribute as Apple returns it (`NSString`, `NSNumber`, `NSDate`,
    /// `NSData`, `NSArray`), or `nil`.
    public func value(forCustomKey key: CSCustomAttributeKey) -> (any NSSecureCoding)? {
        searchableItemAttributeSet.value(forCustomKey: key.customAttributeKey).map(CustomValueBridge.object)
    }

    // MARK: Key-value coding

    /// Sets an attribute by name, as key-value coding does on Apple's class: a property name
    /// (`"title"`), a Spotlight name (`"kMDItemTitle"`) or a custom attribute's name; `nil`
    /// removes it. The value is converted to the attribute's type as Apple's accessors take it
    /// (`NSNumber` to a number or a yes-or-no, a string to a URL or a one-string list); one that
    /// does not fit is not stored and is reported on standard error, since Apple's signature
    /// leaves no way to throw.
    ///
    /// ```swift
    /// attributes.setValue("Trip notes", forKey: "title")
    /// attributes.setValue(NSNumber(value: 4), forKey: "kMDItemStarRating")
    /// ```
    public func setValue(_ value: Any?, forKey key: String) {
        let descriptor = Self.descriptor(forKey: key)
        let attributeKey = descriptor?.key ?? AttributeKey(rawValue: key)
        do {
            guard let value else { return try searchableItemAttributeSet.setValue(nil, for: attributeKey) }
            guard let converted = CustomValueBridge.attributeValue(of: value) else {
                let message = "a value of type \(type(of: value)) cannot be stored"
                throw AttributeError(.typeMismatch, attribute: key, message: message)
            }
            let fitted = descriptor.flatMap { Self.fitted(converted, to: $0.type) } ?? converted
            try searchableItemAttributeSet.setValue(fitted, for: attributeKey)
        } catch {
            CompatDiagnostics.report("attribute '\(key)' not set: \(error)")
        }
    }

    /// The value of an attribute by name (see ``setValue(_:forKey:)``) as Apple returns it
    /// (`NSString`, `NSNumber`, `NSDate`, `NSData`, `URL`, `NSArray`), or `nil`.
    public func value(forKey key: String) -> Any? {
        let attributeKey = Self.descriptor(forKey: key)?.key ?? AttributeKey(rawValue: key)
        switch searchableItemAttributeSet[attributeKey] {
        case nil: return nil
        case .url(let url): return url
        case let value?: return CustomValueBridge.object(value)
        }
    }

    /// The built-in attribute a key-value coding key names, by property or Spotlight name.
    private static func descriptor(forKey key: String) -> AttributeDescriptor? {
        AttributeCatalog.descriptor(named: key) ?? AttributeCatalog.descriptor(spotlightName: key)
    }

    /// `value` in the shape an attribute of `type` holds, when it is that value in another
    /// shape Apple's accessors accept; `nil` when there is no such shape.
    private static func fitted(_ value: AttributeValue, to type: AttributeType) -> AttributeValue? {
        switch (type, value) {
        case (.bool, .number(let number)): .bool(number != 0)
        case (.integer, .bool(let flag)), (.real, .bool(let flag)): .number(flag ? 1 : 0)
        case (.textList, .string(let string)): .strings([string])
        case (.text, .strings(let strings)) where strings.count == 1: .string(strings[0])
        case (.dateList, .date(let date)): .dates([date])
        case (.date, .dates(let dates)) where dates.count == 1: .date(dates[0])
        case (.url, .string(let string)): URL(string: string).map(AttributeValue.url)
        default: nil
        }
    }

    // MARK: App entities

    /// Links the item made from this attribute set to `appEntity` (Core Spotlight's App Intents
    /// extension); the item's own association wins.
    public func associateAppEntity<Entity: IndexedEntity>(_ appEntity: Entity, priority: Int = 0) {
        searchableItemAttributeSet.associateAppEntity(appEntity, priority: priority)
    }

    /// The app entity the item belongs to, by identifier only (a note's attachment, say): the
    /// item is associated with that entity at priority 0, as ``associateAppEntity(_:priority:)``
    /// associates it. Setting it again replaces the association; `nil` removes it.
    public var relatedAppEntityIdentifier: EntityIdentifier? {
        get {
            searchableItemAttributeSet.associatedAppEntity.map {
                EntityIdentifier(typeIdentifier: $0.typeIdentifier, identifier: $0.identifier)
            }
        }
        set {
            searchableItemAttributeSet.associatedAppEntity = newValue.map {
                EntityAssociation(typeIdentifier: $0.typeIdentifier, identifier: $0.identifier)
            }
        }
    }
}

extension Array {
    /// The array, or `nil` when it is empty: a list Apple's class declares non-optional is stored
    /// as no value when it has no elements.
    var nilIfEmpty: [Element]? { isEmpty ? nil : self }
}

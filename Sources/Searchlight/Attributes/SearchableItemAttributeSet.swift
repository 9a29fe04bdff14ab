import Foundation

/// The metadata of a searchable item, mirroring `CSSearchableItemAttributeSet`.
///
/// Attributes have Apple's names and natural Swift types; text attributes feed full-text
/// search, the others feed exact and range queries.
///
/// ```swift
/// var attributes = SearchableItemAttributeSet(contentType: .emailMessage)
/// attributes.subject = "Quarterly report"
/// attributes.authorNames = ["Ada Lovelace"]
/// attributes.contentCreationDate = Date()
/// attributes.fileSize = 48_213
/// ```
///
/// Setting a property to `nil` also records the removal: when the attribute set is used to
/// update an existing item (`isUpdate`), that attribute is deleted from the item.
///
/// Two attribute sets are equal when they have the same content type, values and custom keys;
/// recorded removals are not compared.
public struct SearchableItemAttributeSet: Sendable, Codable, Equatable {
    /// The type of the item; every type in its ``ContentType/tree`` can be queried.
    public var contentType: ContentType

    /// The content type's identifier followed by every type it conforms to.
    public var contentTypeTree: [String] { contentType.tree }

    /// The attribute values by key, built-in and custom.
    package private(set) var values: [AttributeKey: AttributeValue]
    /// Attributes explicitly set to `nil`; an update deletes them from the existing item.
    package private(set) var removedKeys: Set<AttributeKey>
    /// The definitions of the custom attributes that have values.
    package private(set) var customKeys: [AttributeKey: CustomAttributeKey]
    /// The entity linked with ``associateAppEntity(_:priority:)``; an item made from this set
    /// takes it unless the item has its own. Not stored with the attributes nor compared.
    package var associatedAppEntity: EntityAssociation?

    /// Creates an empty attribute set for an item of the given type.
    public init(contentType: ContentType = .item) {
        self.contentType = contentType
        self.values = [:]
        self.removedKeys = []
        self.customKeys = [:]
    }

    /// Creates an attribute set from decoded parts, which the decoder has already checked.
    init(
        contentType: ContentType, values: [AttributeKey: AttributeValue], removedKeys: Set<AttributeKey>,
        customKeys: [AttributeKey: CustomAttributeKey]
    ) {
        self.contentType = contentType
        self.values = values
        self.removedKeys = removedKeys
        self.customKeys = customKeys
    }

    /// Whether both hold the same content type and values.
    public static func == (lhs: SearchableItemAttributeSet, rhs: SearchableItemAttributeSet) -> Bool {
        lhs.contentType == rhs.contentType && lhs.contentType.tree == rhs.contentType.tree
            && lhs.values == rhs.values && lhs.customKeys == rhs.customKeys
    }

    // MARK: - Generic access

    /// The value of any attribute by key, built-in or custom.
    ///
    /// `contentType` and `contentTypeTree` read as strings derived from ``contentType``.
    ///
    /// The setter trusts its caller: it does not check the value's type against the catalog
    /// (use ``setValue(_:for:)`` for that). A key that is neither built in nor a known custom key
    /// becomes a custom attribute with Apple's default flags; a key name that is not a valid custom
    /// key name is a programming error and traps. Setting `contentType` takes a `.string`, and
    /// setting `contentTypeTree` takes `.strings` (for custom content types only); other values
    /// for those two keys are ignored.
    public subscript(key: AttributeKey) -> AttributeValue? {
        get {
            switch key {
            case .contentType: .string(contentType.identifier)
            case .contentTypeTree: .strings(contentType.tree)
            default: values[key]
            }
        }
        set {
            if key == .contentType || key == .contentTypeTree {
                try? setContentTypeAttribute(newValue, for: key)
            } else if AttributeCatalog.isBuiltIn(key.rawValue) {
                storeValue(newValue, for: key)
            } else if let customKey = customKeys[key] {
                setValue(newValue, forCustomKey: customKey)
            } else {
                guard let customKey = CustomAttributeKey(keyName: key.rawValue) else {
                    let reason =
                        CustomAttributeKey.validationError(forKeyName: key.rawValue)?.description ?? ""
                    preconditionFailure("not a built-in attribute or a valid custom key name: \(reason)")
                }
                setValue(newValue, forCustomKey: customKey)
            }
        }
    }

    /// Sets any attribute by key after checking the value's type against the attribute's.
    ///
    /// A key that is not built in is treated as a custom attribute: an existing custom key keeps
    /// its flags, a new one gets Apple's defaults.
    ///
    /// ```swift
    /// try attributes.setValue(.number(3), for: .pageCount)       // ok
    /// try attributes.setValue(.string("3"), for: .pageCount)     // throws .typeMismatch
    /// ```
    /// - Throws: ``AttributeError`` of kind ``AttributeError/Kind/typeMismatch`` or
    ///   ``AttributeError/Kind/invalidValue`` for a value that does not fit, or
    ///   ``AttributeError/Kind/invalidKeyName`` for an unknown key that is not a valid custom name.
    public mutating func setValue(_ value: AttributeValue?, for key: AttributeKey) throws {
        if key == .contentType || key == .contentTypeTree {
            try setContentTypeAttribute(value, for: key)
        } else if let descriptor = AttributeCatalog.descriptor(for: key) {
            if let value {
                try SearchableItemAttributeSet.check(value, against: descriptor)
            }
            storeValue(value, for: key)
        } else if let customKey = customKeys[key] {
            setValue(value, forCustomKey: customKey)
        } else {
            setValue(value, forCustomKey: try CustomAttributeKey.validated(keyName: key.rawValue))
        }
    }

    /// Sets or, with `nil`, removes the value of a custom attribute.
    ///
    /// Apple accepts strings, numbers, data, dates and persons, or lists of them; any
    /// ``AttributeValue`` is stored.
    public mutating func setValue(_ value: AttributeValue?, forCustomKey key: CustomAttributeKey) {
        // `key.key` makes a new attribute key, hashing its name: once, not per dictionary.
        let attributeKey = key.key
        if value == nil {
            customKeys.removeValue(forKey: attributeKey)
        } else {
            customKeys[attributeKey] = key
        }
        storeValue(value, for: attributeKey)
    }

    /// The value of a custom attribute, or `nil` if it has none.
    public func value(forCustomKey key: CustomAttributeKey) -> AttributeValue? {
        values[key.key]
    }

    /// The keys of every attribute with a value, built-in and custom, sorted by name.
    ///
    /// `contentType` and `contentTypeTree` are always present and not listed.
    public var attributeKeys: [AttributeKey] {
        values.keys.sorted()
    }

    /// The descriptor of a built-in attribute, or of a custom attribute of this set with the type
    /// of its stored value.
    package func descriptor(for key: AttributeKey) -> AttributeDescriptor? {
        if let builtIn = AttributeCatalog.descriptor(for: key) {
            return builtIn
        }
        guard let customKey = customKeys[key] else { return nil }
        var descriptor = customKey.descriptor
        if let value = values[key] {
            descriptor.type = SearchableItemAttributeSet.type(of: value)
            descriptor.isMultiValued = customKey.isMultiValued || SearchableItemAttributeSet.isList(value)
        }
        return descriptor
    }

    /// Stores or removes a value without checks; every setter ends here.
    mutating func storeValue(_ value: AttributeValue?, for key: AttributeKey) {
        if let value {
            values[key] = value
            if !removedKeys.isEmpty {
                removedKeys.remove(key)
            }
        } else {
            values.removeValue(forKey: key)
            removedKeys.insert(key)
        }
    }

    private mutating func setContentTypeAttribute(_ value: AttributeValue?, for key: AttributeKey) throws {
        switch (key, value) {
        case (.contentType, .string(let identifier)) where !identifier.isEmpty:
            contentType = ContentType(identifier: identifier)
        case (.contentTypeTree, .strings(let tree)) where !contentType.isBuiltIn:
            contentType = ContentType(identifier: contentType.identifier, tree: tree)
        case (.contentTypeTree, .strings):
            throw AttributeError(
                .invalidValue, attribute: key.rawValue,
                message: "the tree of the built-in type '\(contentType.identifier)' cannot be changed; "
                    + "use a custom ContentType(identifier:conformingTo:)")
        case (_, nil):
            throw AttributeError(
                .invalidValue, attribute: key.rawValue,
                message:
                    "every item has a content type; set contentType to another type instead of removing it")
        case (.contentType, _):
            throw AttributeError(
                .typeMismatch, attribute: key.rawValue,
                message: "expected a non-empty uniform type identifier string, got \(Self.describe(value))")
        default:
            throw AttributeError(
                .typeMismatch, attribute: key.rawValue,
                message: "expected a list of type identifier strings, got \(Self.describe(value))")
        }
    }

    // MARK: - Updates

    /// The result of applying `update` to this attribute set, as an `isUpdate` item does.
    ///
    /// The update's values win, its removed attributes are deleted, and its content type replaces
    /// this one. Removals compose, so merging two updates gives one update with the same effect.
    package func merging(update: SearchableItemAttributeSet) -> SearchableItemAttributeSet {
        var merged = self
        merged.contentType = update.contentType
        for key in update.removedKeys {
            merged.values.removeValue(forKey: key)
            merged.customKeys.removeValue(forKey: key)
            merged.removedKeys.insert(key)
        }
        for (key, value) in update.values {
            merged.values[key] = value
            merged.removedKeys.remove(key)
        }
        merged.customKeys.merge(update.customKeys) { _, new in new }
        return merged
    }

    // MARK: - Full text

    /// All text of the attributes that feed `column`, one value per line, in attribute-name order.
    ///
    /// Persons contribute their display names and handles. Custom attributes feed
    /// ``TextColumn/other`` when searchable.
    package func fullText(for column: TextColumn) -> String {
        var text = ""
        forEachText { textColumn, value in
            guard textColumn == column else { return }
            if !text.isEmpty {
                text += "\n"
            }
            text += value
        }
        return text
    }

    /// The text of every column at once, indexed by ``TextColumn/rawValue``; cheaper than calling
    /// ``fullText(for:)`` once per column.
    package func fullTextByColumn() -> [String] {
        var columns = [String](repeating: "", count: TextColumn.allCases.count)
        forEachText { column, value in
            if !columns[column.rawValue].isEmpty {
                columns[column.rawValue] += "\n"
            }
            columns[column.rawValue] += value
        }
        return columns
    }

    private func forEachText(_ body: (TextColumn, String) -> Void) {
        for key in values.keys.sorted() {
            guard let column = textColumn(for: key), let value = values[key] else { continue }
            switch value {
            case .string(let string):
                body(column, string)
            case .strings(let strings):
                for string in strings {
                    body(column, string)
                }
            case .persons(let persons):
                for person in persons {
                    if let displayName = person.displayName {
                        body(column, displayName)
                    }
                    for handle in person.handles {
                        body(column, handle)
                    }
                }
            case .url(let url):
                // A web page's address is searched as people type it (`irctc.co.in`).
                body(column, url.absoluteString)
            case .number, .numbers, .bool, .date, .dates, .data:
                continue
            }
        }
    }

    private func textColumn(for key: AttributeKey) -> TextColumn? {
        if let builtIn = AttributeCatalog.descriptor(for: key) {
            return builtIn.textColumn
        }
        return customKeys[key]?.descriptor.textColumn
    }

    // MARK: - Size

    /// An estimate of the attribute set's stored size in bytes, for quotas and batching.
    package var approximateByteCount: Int {
        var total = contentType.identifier.utf8.count
        for (key, value) in values {
            total += key.rawValue.utf8.count + SearchableItemAttributeSet.approximateByteCount(of: value)
        }
        return total
    }

    private static func approximateByteCount(of value: AttributeValue) -> Int {
        switch value {
        case .string(let string): string.utf8.count
        case .strings(let strings): strings.reduce(0) { $0 + $1.utf8.count + 1 }
        case .number, .date: 8
        case .numbers(let numbers): numbers.count * 8
        case .dates(let dates): dates.count * 8
        case .bool: 1
        case .data(let data): data.count
        case .url(let url): url.absoluteString.utf8.count
        case .persons(let persons):
            persons.reduce(0) { total, person in
                total + (person.displayName?.utf8.count ?? 0) + person.handleIdentifier.utf8.count
                    + (person.contactIdentifier?.utf8.count ?? 0)
                    + person.handles.reduce(0) { $0 + $1.utf8.count + 1 }
            }
        }
    }

    // MARK: - Types

    /// Throws unless `value` fits the built-in attribute `descriptor`.
    static func check(_ value: AttributeValue, against descriptor: AttributeDescriptor) throws {
        let name = descriptor.key.rawValue
        switch (descriptor.type, value) {
        case (.text, .string), (.textList, .strings), (.real, .number), (.bool, .bool), (.date, .date),
            (.dateList, .dates), (.data, .data), (.url, .url), (.persons, .persons):
            return
        case (.integer, .number(let number)):
            guard Int(exactly: number) != nil else {
                throw AttributeError(
                    .invalidValue, attribute: name,
                    message: "expected an integer for '\(name)', got \(number)")
            }
        default:
            throw AttributeError(
                .typeMismatch, attribute: name,
                message: "expected \(expectation(for: descriptor.type)) for '\(name)', got \(describe(value))"
            )
        }
    }

    /// What a value of `type` looks like, for error messages ("expected a date for 'dueDate'").
    static func expectation(for type: AttributeType) -> String {
        switch type {
        case .text: "a string"
        case .textList: "a list of strings"
        case .integer: "an integer"
        case .real: "a number"
        case .bool: "a boolean"
        case .date: "a date"
        case .dateList: "a list of dates"
        case .data: "data"
        case .url: "a URL"
        case .persons: "a list of persons"
        }
    }

    /// The kind of a value, for error messages.
    static func describe(_ value: AttributeValue?) -> String {
        switch value {
        case nil: "nil"
        case .string: "a string"
        case .strings: "a list of strings"
        case .number: "a number"
        case .numbers: "a list of numbers"
        case .bool: "a boolean"
        case .date: "a date"
        case .dates: "a list of dates"
        case .data: "data"
        case .url: "a URL"
        case .persons: "a list of persons"
        }
    }

    /// The attribute type a value has; a list of numbers reports ``AttributeType/real``.
    static func type(of value: AttributeValue) -> AttributeType {
        switch value {
        case .string: .text
        case .strings: .textList
        case .number, .numbers: .real
        case .bool: .bool
        case .date: .date
        case .dates: .dateList
        case .data: .data
        case .url: .url
        case .persons: .persons
        }
    }

    static func isList(_ value: AttributeValue) -> Bool {
        switch value {
        case .strings, .numbers, .dates, .persons: true
        case .string, .number, .bool, .date, .data, .url: false
        }
    }
}

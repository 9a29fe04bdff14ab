/// What the generator knows about a property's value type, for checking it against an attribute.
indirect enum ValueClass: Sendable, Hashable {
    case string, substring, uuid, url
    /// `Int` itself.
    case int
    /// Integer types whose every value fits in `Int`.
    case smallInteger
    /// `UInt` and `UInt64`, which do not always fit.
    case largeInteger
    case double, float, bool, date, data, person
    /// `AttributedString`, indexed as its characters.
    case attributedString
    /// `Duration`, indexed as seconds.
    case duration
    /// An enum declared in the target, with the class of its raw value (`nil` without one).
    case enumeration(ValueClass?)
    /// A type of the target that conforms to `AppEntity`.
    case entity
    case array(ValueClass)
    case set(ValueClass)
    case optional(ValueClass)
    /// Another type the generator knows, which no attribute accepts.
    case unsupported
    /// A type the generator cannot see (another module, a typealias): the compiler decides.
    case unknown

    private static let standard: [String: ValueClass] = [
        "String": .string, "Substring": .substring, "UUID": .uuid, "URL": .url, "Int": .int,
        "Int8": .smallInteger, "Int16": .smallInteger, "Int32": .smallInteger, "Int64": .smallInteger,
        "UInt8": .smallInteger, "UInt16": .smallInteger, "UInt32": .smallInteger, "UInt": .largeInteger,
        "UInt64": .largeInteger, "Double": .double, "Float": .float, "Bool": .bool, "Date": .date,
        "Data": .data, "AttributedString": .attributedString, "Duration": .duration,
        "Person": .person, "Searchlight.Person": .person, "Character": .unsupported, "Decimal": .unsupported,
        "Float16": .unsupported, "Float80": .unsupported, "CGFloat": .unsupported, "Dictionary": .unsupported,
        "Int128": .unsupported, "UInt128": .unsupported, "Never": .unsupported, "Void": .unsupported,
    ]

    /// Classifies a type; `lookup` resolves names declared in the target.
    static func of(_ type: TypeReference, lookup: (String) -> ValueClass?) -> ValueClass {
        switch type {
        case .optional(let wrapped): return .optional(of(wrapped, lookup: lookup))
        case .array(let element): return .array(of(element, lookup: lookup))
        case .dictionary: return .unsupported
        case .other: return .unknown
        case .named(let name, let arguments):
            if name == "Set", arguments.count == 1 { return .set(of(arguments[0], lookup: lookup)) }
            if let declared = lookup(name) { return declared }
            return standard[name] ?? .unknown
        }
    }

    /// The class of a value with no type annotation, from its initial value where that is a
    /// literal or a call of a known type.
    static func inferred(from value: Expression, lookup: (String) -> ValueClass?) -> ValueClass {
        switch value.shape {
        case .string: return .string
        case .number(let text): return text.contains(".") || text.contains("e") ? .double : .int
        case .bool: return .bool
        case .array(let elements):
            // An array literal of string literals is [String]; anything else is left to the compiler.
            let isStrings =
                !elements.isEmpty
                && elements.allSatisfy {
                    if case .string = $0.shape { return true }
                    return false
                }
            return isStrings ? .array(.string) : .unknown
        case .name(let names) where names.count == 2 && !names[0].isEmpty:
            // `Status.ready`: the enum's type.
            return lookup(names[0]) ?? .unknown
        case .call(let callee, _, _) where callee.count == 1:
            switch callee[0] {
            case "UUID", "Date", "Data", "Int", "Double", "String": return standard[callee[0]] ?? .unknown
            case "URL": return .optional(.url)
            default: return lookup(callee[0]) ?? .unknown
            }
        default: return .unknown
        }
    }

    /// The class without optionals.
    var unwrapped: ValueClass {
        if case .optional(let wrapped) = self { return wrapped.unwrapped }
        return self
    }

    private var containsUnknown: Bool {
        switch self {
        case .unknown: true
        case .array(let element), .set(let element), .optional(let element): element.containsUnknown
        case .enumeration(let raw): raw?.containsUnknown ?? false
        default: false
        }
    }

    /// Whether no attribute accepts a value of this class, whatever the key.
    var hasNoConversion: Bool {
        switch self {
        case .unsupported: true
        case .array(let element), .set(let element), .optional(let element): element.hasNoConversion
        default: false
        }
    }

    /// How a value of this class fits an attribute of `kind` (`nil`: a custom key).
    func compatibility(with kind: AttributeTable.Kind?) -> Compatibility {
        if containsUnknown { return .unknown }
        let base = unwrapped
        guard let kind else { return base.isCustomCompatible ? .convertible : .incompatible }
        switch (kind, base) {
        case (.text, .string), (.textList, .array(.string)), (.integer, .int), (.real, .double),
            (.bool, .bool),
            (.date, .date), (.data, .data), (.url, .url), (.dateList, .array(.date)),
            (.persons, .array(.person)):
            return .exact
        case (.text, _): return base.isText ? .convertible : .incompatible
        case (.textList, .array(let element)), (.textList, .set(let element)):
            return element.isText || element == .entity ? .convertible : .incompatible
        case (.textList, .entity): return .convertible
        case (.integer, .smallInteger): return .convertible
        case (.integer, .enumeration(let raw?)):
            return raw == .int || raw == .smallInteger ? .convertible : .incompatible
        case (.real, .float), (.real, .int), (.real, .smallInteger), (.real, .duration): return .convertible
        default: return .incompatible
        }
    }

    /// How a value of this class fits `\.contentType` (`isTree` false) or `\.contentTypeTree`,
    /// which `AttributeConversion.setContentType` and `setContentTypeTree` write: text, or a list
    /// of texts, that converts itself (raw-value enums and entities do not).
    func contentTypeCompatibility(isTree: Bool) -> Compatibility {
        if containsUnknown { return .unknown }
        switch (isTree, unwrapped) {
        case (false, let base): return base.isPlainText ? .convertible : .incompatible
        case (true, .array(let element)), (true, .set(let element)):
            return element.isPlainText ? .convertible : .incompatible
        default: return .incompatible
        }
    }

    /// A `TextAttributeConvertible` type of the library.
    private var isPlainText: Bool {
        switch self {
        case .string, .substring, .uuid, .url, .attributedString: true
        default: false
        }
    }

    /// Text, or an enum whose raw value is text.
    private var isText: Bool {
        switch self {
        case .string, .substring, .uuid, .url, .attributedString: true
        case .enumeration(let raw?): raw.isText
        default: false
        }
    }

    private var isCustomCompatible: Bool {
        switch self {
        case .string, .substring, .uuid, .int, .smallInteger, .double, .float, .bool, .date, .data, .url,
            .attributedString, .duration:
            true
        case .array(let element), .set(let element): [.string, .int, .double, .date].contains(element)
        case .enumeration(let raw?): raw.isCustomCompatible
        default: false
        }
    }
}

/// How a property's value type fits an attribute.
enum Compatibility: Sendable, Hashable {
    /// The attribute's own type.
    case exact
    /// A lossless conversion applies.
    case convertible
    case incompatible
    /// The generator cannot tell; the compiler checks the generated call.
    case unknown
}

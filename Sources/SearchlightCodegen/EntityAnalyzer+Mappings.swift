/// The mapping checks: whether a property's value fits the attribute it is mapped to, and
/// whether an attribute is mapped twice.
extension EntityAnalyzer {
    /// The property a mapping reads, with where it is declared, to report a type no attribute
    /// accepts at the property itself.
    struct MappedValue {
        var name: String
        var typeText: String
        var type: TypeReference?
        var valueClass: ValueClass
        var path: String
        var location: SourceLocation
    }

    /// Reads `indexingKey:` or `customIndexingKey:` and checks the value type against it.
    mutating func mappingTarget(
        _ arguments: [Argument], value: MappedValue, path: String, entity: String,
        conditions: [ConditionalClause], keys: inout [String: MappedKey]
    ) -> MappedProperty.Target? {
        let property = value.name
        let valueClass = value.valueClass
        if let custom = arguments.first(where: { $0.label == "customIndexingKey" }) {
            let expression = nativeKeyExpression(custom.expression, in: path, entity: entity)
            let name = customKeyName(custom.expression, in: path)
            let compatibility = valueClass.compatibility(with: nil)
            if compatibility == .incompatible {
                if valueClass.hasNoConversion {
                    unconvertible(value, kind: nil, use: "be stored under a custom attribute key")
                    return nil
                }
                error(
                    path, custom.location,
                    "property '\(property)' of type '\(value.typeText)' cannot be stored under a custom attribute "
                        + "key; use text, a number, Bool, Date, Data, URL, an array or set of text, numbers or "
                        + "dates, or a raw-value enum")
                return nil
            }
            if let first = keys[name], !first.excludes(conditions) {
                duplicate(path, custom.location, key: name, first: first)
                return nil
            }
            keys[name] = MappedKey(
                property: property, line: custom.location.line, conditions: conditions)
            return .custom(
                expression: expression, write(for: compatibility, valueClass: valueClass, function: "custom"))
        }
        guard let key = arguments.first(where: { $0.label == "indexingKey" }) else {
            return MappedProperty.Target.none
        }
        guard let attribute = attributeName(key.expression) else {
            error(
                path, key.location,
                "'indexingKey' must be a key path to an attribute of SearchableItemAttributeSet, such as \\.title"
            )
            return nil
        }
        guard let kind = AttributeTable.kinds[attribute] else {
            let hint = AttributeSuggestion.closest(to: attribute).map { "did you mean '\($0)'?" }
            error(
                path, key.location,
                "unknown attribute '\(attribute)'; "
                    + (hint
                        ?? "use a built-in attribute of SearchableItemAttributeSet or '@Property(customIndexingKey:)'")
            )
            return nil
        }
        let setter = AttributeTable.contentTypeSetters[attribute]
        let compatibility =
            setter == nil
            ? valueClass.compatibility(with: kind)
            : valueClass.contentTypeCompatibility(isTree: kind == .textList)
        if compatibility == .incompatible {
            if valueClass.hasNoConversion {
                unconvertible(value, kind: kind, use: "be indexed as '\(attribute)'")
                return nil
            }
            let accepted =
                setter == nil
                ? EntityAnalyzer.accepted(kind)
                : kind == .textList
                    ? "an array or set of String, Substring, UUID, URL or AttributedString"
                    : "String, Substring, UUID, URL or AttributedString"
            error(
                path, key.location,
                "property '\(property)' of type '\(value.typeText)' cannot be indexed as '\(attribute)', which holds "
                    + "\(kind.swiftType); use \(accepted)")
            return nil
        }
        if let first = keys[attribute], !first.excludes(conditions) {
            duplicate(path, key.location, key: attribute, first: first)
            return nil
        }
        keys[attribute] = MappedKey(property: property, line: key.location.line, conditions: conditions)
        if let setter { return .setter(attribute: attribute, function: setter) }
        let function: String =
            switch kind {
            case .text: "text"
            case .textList: "textList"
            case .integer: "integer"
            case .real: "real"
            case .bool, .date, .data, .url, .dateList, .persons: "direct"
            }
        return .attribute(attribute, write(for: compatibility, valueClass: valueClass, function: function))
    }

    /// Reports a value whose type has no attribute conversion at all at the property, where the
    /// fix belongs, naming the protocol that would give it one.
    mutating func unconvertible(_ value: MappedValue, kind: AttributeTable.Kind?, use: String) {
        var culprit = value.type?.unwrapped
        var isElement = false
        if case .array(let element) = culprit {
            culprit = element.unwrapped
            isElement = true
        } else if case .named("Set", let arguments) = culprit, arguments.count == 1 {
            culprit = arguments[0].unwrapped
            isElement = true
        }
        let protocolName: String
        switch kind {
        case nil: protocolName = isElement ? "CustomAttributeListElement" : "CustomAttributeConvertible"
        case .textList?:
            protocolName = isElement ? "TextAttributeConvertible" : "TextListAttributeConvertible"
        case .dateList?, .persons?: protocolName = "DirectAttributeConvertible"
        case .text?, .integer?, .real?, .bool?, .date?, .data?, .url?:
            if isElement { culprit = value.type }
            protocolName =
                switch kind {
                case .text?: "TextAttributeConvertible"
                case .integer?: "IntegerAttributeConvertible"
                case .real?: "RealAttributeConvertible"
                default: "DirectAttributeConvertible"
                }
        }
        let fix: String
        switch culprit {
        case .named(let name, _)?:
            fix =
                "'\(name)' has no attribute conversion; conform it to '\(protocolName)', or map a computed "
                + "property that converts it"
        case let other?:
            fix = "'\(other)' has no attribute conversion; map a computed property that converts it"
        case nil:
            fix =
                "'\(value.typeText)' has no attribute conversion; conform it to '\(protocolName)', or map a "
                + "computed property that converts it"
        }
        error(
            value.path, value.location,
            "property '\(value.name)' of type '\(value.typeText)' cannot \(use): \(fix)")
    }

    func write(for compatibility: Compatibility, valueClass: ValueClass, function: String)
        -> MappedProperty.Write
    {
        guard compatibility == .exact else { return .convert(function: function) }
        switch valueClass {
        case .optional(.optional): return .convert(function: function)
        case .optional: return .unwrap
        default: return .assign
        }
    }

    mutating func duplicate(
        _ path: String, _ location: SourceLocation, key: String, first: MappedKey
    ) {
        error(
            path, location,
            "attribute '\(key)' is already mapped by property '\(first.property)' on line \(first.line); map each "
                + "attribute once")
    }

    /// The first property mapped to a key, to report a second one.
    struct MappedKey {
        var property: String
        var line: Int
        var conditions: [ConditionalClause]

        /// Whether no build compiles both this property and one in `other` blocks: they sit in
        /// different branches of the same `#if` chain.
        func excludes(_ other: [ConditionalClause]) -> Bool {
            for (mine, theirs) in zip(conditions, other) where mine != theirs {
                return mine.conditions.first == theirs.conditions.first
            }
            return false
        }
    }

    static func accepted(_ kind: AttributeTable.Kind) -> String {
        switch kind {
        case .text: "String, Substring, UUID, URL or an enum with String raw values"
        case .textList:
            "[String], Set<String>, an array or set of UUID, URL or String-backed enums, or related entities"
        case .integer: "Int, a smaller integer type or an enum with Int raw values"
        case .real: "Double, Float or an integer type"
        case .bool, .date, .data, .url, .dateList, .persons: kind.swiftType
        }
    }
}

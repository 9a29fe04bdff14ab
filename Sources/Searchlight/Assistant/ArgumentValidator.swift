/// Checks tool arguments against the subset of JSON Schema the server's tools use (`type`,
/// `properties`, `required`, `additionalProperties: false`, `items`, `enum`, `minimum`,
/// `maximum`, `minLength`, `minItems`, `maxItems`), and says what to fix.
enum ArgumentValidator {
    /// The first problem found, as a sentence naming the argument, or `nil` when `value` fits.
    static func problem(with value: JSONValue, schema: JSONValue, path: String = "") -> String? {
        let name = path.isEmpty ? "the arguments" : "argument '\(path)'"
        if let types = allowedTypes(schema), !types.contains(where: { matches(value, type: $0) }) {
            return "\(name) must be \(article(types.joined(separator: " or "))), not \(describe(value))"
        }
        if let choices = schema["enum"]?.arrayValue, !choices.contains(value) {
            let listed = choices.map(\.rendered).joined(separator: ", ")
            return "\(name) must be one of \(listed), not \(value.rendered)"
        }
        switch value {
        case .number(let number):
            if let minimum = schema["minimum"]?.numberValue, number < minimum {
                return "\(name) must be at least \(JSONValue.number(minimum).rendered), not \(value.rendered)"
            }
            if let maximum = schema["maximum"]?.numberValue, number > maximum {
                return "\(name) must be at most \(JSONValue.number(maximum).rendered), not \(value.rendered)"
            }
        case .string(let text):
            if let minimum = schema["minLength"]?.intValue, text.count < minimum {
                return minimum == 1
                    ? "\(name) must not be empty" : "\(name) must have at least \(minimum) characters"
            }
        case .array(let values):
            if let minimum = schema["minItems"]?.intValue, values.count < minimum {
                return "\(name) needs at least \(minimum) element\(minimum == 1 ? "" : "s")"
            }
            if let maximum = schema["maxItems"]?.intValue, values.count > maximum {
                return "\(name) takes at most \(maximum) elements, not \(values.count); send several calls"
            }
            if let items = schema["items"] {
                for (position, element) in values.enumerated() {
                    if let problem = problem(with: element, schema: items, path: "\(path)[\(position)]") {
                        return problem
                    }
                }
            }
        case .object(let members):
            let properties = schema["properties"]?.objectValue ?? [:]
            for required in schema["required"]?.arrayValue?.compactMap(\.stringValue) ?? []
            where members[required] == nil {
                return "missing required argument '\(join(path, required))'"
            }
            for key in members.keys.sorted() {
                let member = members[key] ?? .null
                if let property = properties[key] {
                    if let problem = problem(with: member, schema: property, path: join(path, key)) {
                        return problem
                    }
                } else if schema["additionalProperties"] == .bool(false) {
                    let known = properties.keys.sorted().joined(separator: ", ")
                    return "unknown argument '\(join(path, key))'; the arguments are: \(known)"
                }
            }
        default: break
        }
        return nil
    }

    private static func join(_ path: String, _ key: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }

    private static func allowedTypes(_ schema: JSONValue) -> [String]? {
        switch schema["type"] {
        case .string(let type): [type]
        case .array(let types): types.compactMap(\.stringValue)
        default: nil
        }
    }

    private static func matches(_ value: JSONValue, type: String) -> Bool {
        switch (type, value) {
        case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string),
            ("array", .array), ("object", .object):
            true
        case ("integer", .number): value.intValue != nil
        default: false
        }
    }

    private static func article(_ type: String) -> String {
        type == "null"
            ? type : (["a", "e", "i", "o", "u"].contains(type.prefix(1)) ? "an \(type)" : "a \(type)")
    }

    private static func describe(_ value: JSONValue) -> String {
        let text = value.rendered
        let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
        return "\(article(value.typeName)) (\(shown))"
    }
}

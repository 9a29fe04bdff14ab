import Foundation

extension FullTextQuery {
    /// A value typed for an attribute that holds a number, a yes or no, or a short text no word
    /// search reaches, as Spotlight's search box and `mdfind` read one: `duration:>=600`,
    /// `width:1920`, `pages:10-20`, `size:>10MB`, `flash:1`, `version:2.1`. Every value typed must
    /// hold; with a minus (`-flash:1`) it must not.
    package struct ValueWord: Equatable {
        package enum Value: Equatable {
            /// Between the two numbers, both included: equal to it when they are the same.
            case number(Double, Double)
            case bool(Bool)
            /// Words of the attribute's text that begin as this does.
            case text(String)
        }

        package var attribute: AttributeKey
        package var value: Value
        /// How the attribute's number stands to the value; only numbers are compared by order.
        package var comparison: DateWord.Comparison
        package var isExcluded: Bool
    }

    /// The built-in attributes by every name the search box knows them by, in lower case: the
    /// attribute's name (`pixelWidth`), its `kMDItem…` name with and without the prefix
    /// (`kMDItemDurationSeconds`, `durationSeconds`, as `mdfind` takes `focallength:50`), and
    /// the short names people type for a photo's or a song's details (`model:`, `width:`, `iso:`).
    static let namedAttributes: [String: AttributeDescriptor] = {
        var named: [String: AttributeDescriptor] = [:]
        for attribute in AttributeCatalog.builtIn {
            let spotlightNames = attribute.spotlightNames.flatMap {
                $0.hasPrefix("kMDItem") ? [$0, String($0.dropFirst("kMDItem".count))] : [$0]
            }
            for name in [attribute.key.rawValue] + spotlightNames where named[name.lowercased()] == nil {
                named[name.lowercased()] = attribute
            }
        }
        let shortNames: [String: AttributeKey] = [
            "make": .acquisitionMake, "model": .acquisitionModel, "lens": .lensModel,
            "width": .pixelWidth, "height": .pixelHeight, "pages": .pageCount, "size": .fileSize,
            "iso": .isoSpeed, "flash": .flashOn, "exposure": .exposureTime, "track": .audioTrackNumber,
            "bitrate": .totalBitRate, "samplerate": .audioSampleRate, "channels": .audioChannelCount,
            "bpm": .tempo, "stars": .rating, "plays": .playCount,
        ]
        for (name, key) in shortNames {
            named[name] = AttributeCatalog.descriptor(for: key)
        }
        return named
    }()

    /// The fields whose values are compared as ``ValueWord``s: attributes of numbers and yes or
    /// no, and texts no full-text column holds, but not identifiers, paths or addresses, which
    /// no one types after a name and a colon.
    static let valueFields: [String: AttributeDescriptor] = namedAttributes.filter { _, attribute in
        switch attribute.type {
        case .integer, .real, .bool: true
        case .text:
            attribute.textColumn == nil && attribute.key != .path
                && !attribute.key.rawValue.lowercased().hasSuffix("identifier")
        default: false
        }
    }

    /// The word `field:value` as a ``ValueWord``, when the field is a value field and the value
    /// one it can hold (`nil` otherwise, and the word is searched as typed).
    static func valueWord(field: String, value typed: Substring, isExcluded: Bool) -> ValueWord? {
        guard let attribute = valueFields[field], !typed.isEmpty else { return nil }
        let (comparison, value) = comparison(beginning: typed)
        func word(_ value: ValueWord.Value) -> ValueWord {
            ValueWord(attribute: attribute.key, value: value, comparison: comparison, isExcluded: isExcluded)
        }
        switch attribute.type {
        case .bool:
            guard comparison == .within, let yes = Self.yesOrNo[value.lowercased()] else { return nil }
            return word(.bool(yes))
        case .text:
            guard comparison == .within else { return nil }
            return word(.text(String(value)))
        default:
            if let number = number(value, for: attribute.key) { return word(.number(number, number)) }
            // A span, `10-20` or `10..20`, only as the value itself.
            guard comparison == .within else { return nil }
            for separator in ["..", "-", "–"] {
                guard let range = value.range(of: separator), range.lowerBound != value.startIndex,
                    let lower = number(value[..<range.lowerBound], for: attribute.key),
                    let upper = number(value[range.upperBound...], for: attribute.key), lower <= upper
                else { continue }
                return word(.number(lower, upper))
            }
            return nil
        }
    }

    private static let yesOrNo: [String: Bool] = [
        "1": true, "yes": true, "true": true, "on": true, "0": false, "no": false, "false": false,
        "off": false,
    ]

    /// The units a number may be typed in, by attribute: a file's size in bytes (`10MB`, in
    /// thousands as Apple counts them) and a duration in seconds (`5m`, `1h`).
    private static let units: [AttributeKey: [String: Double]] = [
        .fileSize: [
            "b": 1, "k": 1e3, "kb": 1e3, "m": 1e6, "mb": 1e6, "g": 1e9, "gb": 1e9, "t": 1e12, "tb": 1e12,
        ],
        .duration: ["s": 1, "sec": 1, "m": 60, "min": 60, "h": 3600, "hr": 3600],
    ]

    /// A number as typed, in one of the attribute's units; `nil` for anything else.
    private static func number(_ typed: Substring, for attribute: AttributeKey) -> Double? {
        let digits = typed.prefix { $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-" || $0 == "+") }
        guard !digits.isEmpty, let number = Double(digits), number.isFinite else { return nil }
        let unit = typed[digits.endIndex...].lowercased()
        if unit.isEmpty { return number }
        guard let scale = units[attribute]?[unit] else { return nil }
        return number * scale
    }
}

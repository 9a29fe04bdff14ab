/// A string given in several languages, read in the user's (Core Spotlight's
/// `CSLocalizedString`).
///
/// An attribute holds one text, so what is indexed is ``localizedString()``: the text for the
/// first of the process's preferred languages it has, else English, else its first language in
/// alphabetical order.
///
/// ```swift
/// let kind = CSLocalizedString(localizedStrings: ["en": "Polite", "fr": "Poli"])
/// attributes.displayName = kind.localizedString()
/// attributes.setValue(kind, forCustomKey: difficulty)
/// ```
open class CSLocalizedString: NSObject, @unchecked Sendable {
    // Unchecked: immutable after initialization.

    /// The texts by language code (`en`, `fr-CA`, …); entries that are not strings are left out.
    public let localizedStrings: [String: String]

    /// A string with a text for each language code.
    public init(localizedStrings: [AnyHashable: Any]) {
        var texts: [String: String] = [:]
        for (language, text) in localizedStrings {
            guard let language = language.base as? String, let text = text as? String else { continue }
            texts[language] = text
        }
        self.localizedStrings = texts
        super.init()
    }

    /// The text in the user's language.
    open func localizedString() -> String {
        Self.text(in: localizedStrings, preferring: Locale.preferredLanguages)
    }

    /// The text of `texts` for the first of `languages` it has, matching a language alone when
    /// there is no text for its region (`fr-CA` takes `fr`); else English, else the first
    /// language's in alphabetical order; else empty.
    package static func text(in texts: [String: String], preferring languages: [String]) -> String {
        for language in languages {
            if let text = texts[language] { return text }
            let base = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init)
            if let base, let text = texts[base] { return text }
        }
        return texts["en"] ?? texts.keys.sorted().first.flatMap { texts[$0] } ?? ""
    }

    /// ``localizedString()``.
    open override var description: String { localizedString() }
}

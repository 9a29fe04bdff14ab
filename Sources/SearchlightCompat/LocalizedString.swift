#if !canImport(Darwin)
    extension String {
        /// A localizable value with its interpolations, as Foundation spells it.
        public typealias LocalizationValue = LocalizedStringResource

        /// The text of a localizable value. There are no string tables on this platform: the text is
        /// the value's default.
        ///
        /// ```swift
        /// let title = String(localized: "Orders")
        /// ```
        public init(
            localized keyAndValue: LocalizationValue, table: String? = nil, locale: Locale = .current,
            comment: StaticString? = nil
        ) {
            self = keyAndValue.defaultValue
        }

        /// The text itself: what App Intents' representations hold here (`String(localized:
        /// entity.displayRepresentation.title)`) is already resolved text.
        public init(
            localized text: String, table: String? = nil, locale: Locale = .current,
            comment: StaticString? = nil
        ) {
            self = text
        }

        /// The text looked up under `key`: `defaultValue` here.
        public init(
            localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil,
            locale: Locale = .current, comment: StaticString? = nil
        ) {
            self = defaultValue.defaultValue
        }
    }
#endif

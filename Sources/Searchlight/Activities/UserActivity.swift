import Foundation

/// Something the user is doing in the app — viewing an order, reading a note — that can become
/// searchable, predicted, handed off to another device and continued later, mirroring
/// `NSUserActivity`.
///
/// An activity is a value: configure it, then hand it to an ``ActivityCenter`` with
/// ``ActivityCenter/becomeCurrent(_:)``.
///
/// ```swift
/// var activity = try UserActivity(activityType: "com.example.coffee.view-order")
/// activity.title = "Flat white, oat milk"
/// activity.userInfo = ["orderID": "o42"]
/// activity.requiredUserInfoKeys = ["orderID"]
/// activity.isEligibleForSearch = true
/// activity.isEligibleForPrediction = true
/// activity.appEntityIdentifier = EntityIdentifier(typeIdentifier: "Order", identifier: "o42")
/// activity.contentAttributeSet = { var set = SearchableItemAttributeSet(contentType: .item)
///     set.relatedUniqueIdentifier = "Order:o42"; return set }()
/// try await center.becomeCurrent(activity)
/// ```
///
/// Defaults: `isEligibleForSearch`, `isEligibleForPrediction` and `isEligibleForPublicIndexing`
/// are `false`, `isEligibleForHandoff` is `true`.
public struct UserActivity: Sendable, Equatable, Codable {
    /// Longest `persistentIdentifier`, in UTF-8 bytes.
    public static let maximumIdentifierBytes = 1024

    /// The kind of activity, a reverse-DNS name (`com.example.app.view-order`): at least two
    /// dot-separated components of ASCII letters, digits, `-` and `_`; or
    /// ``browsingWebActivityType``.
    public let activityType: String
    /// What the user sees for the activity in search results and predictions; searchable.
    public var title: String?
    /// What the app needs to continue the activity. JSON values only (see ``UserInfoValue``).
    public var userInfo: [String: UserInfoValue]
    /// Keys of `userInfo` the activity cannot be continued without; each must be present.
    public var requiredUserInfoKeys: Set<String>?
    /// Extra words the activity is found by.
    public var keywords: Set<String>
    /// The identifier to delete the saved activity by
    /// (``ActivityCenter/deleteSavedUserActivities(withPersistentIdentifiers:)``); it also makes
    /// the activity the same saved activity each time it becomes current.
    public var persistentIdentifier: String?
    /// Which window or scene should continue the activity.
    public var targetContentIdentifier: String?
    /// Rich metadata for the activity's search result. Its `relatedUniqueIdentifier` ties the
    /// activity to an indexed item (stored only while that item exists, deleted with it, never
    /// shown beside it); `weakRelatedUniqueIdentifier` links to one without that coupling.
    public var contentAttributeSet: SearchableItemAttributeSet?
    /// A web page showing the same content, for continuing where the app is not installed.
    public var webpageURL: URL?
    /// The page that led to the activity.
    public var referrerURL: URL?
    /// When the saved activity disappears; `nil` gives it the activity center's lifetime.
    public var expirationDate: Date?
    /// Index the activity, while and after it is current, so it appears in search results.
    public var isEligibleForSearch: Bool
    /// Count the activity's uses so it can be predicted (``ActivityCenter/predictions(limit:)``)
    /// and its entity suggested.
    public var isEligibleForPrediction: Bool
    /// Allow a handoff payload (``handoffPayload()``).
    public var isEligibleForHandoff: Bool
    /// Mark the activity as suitable for a public index; requires `webpageURL` or
    /// `requiredUserInfoKeys`.
    public var isEligibleForPublicIndexing: Bool
    /// The app entity the activity shows (one at most); parameter resolution suggests it first
    /// after the on-screen entities.
    public var appEntityIdentifier: EntityIdentifier?

    /// Identity of this activity value for ``ActivityCenter/invalidate(_:)``; copies share it,
    /// and it takes no part in equality.
    let instance: InstanceToken

    /// Creates an activity of a reverse-DNS `activityType` (or ``browsingWebActivityType``).
    /// - Throws: ``UserActivityError`` `.invalidActivityType` when the type is neither.
    public init(activityType: String) throws(UserActivityError) {
        try Self.validateActivityType(activityType)
        self.activityType = activityType
        self.title = nil
        self.userInfo = [:]
        self.requiredUserInfoKeys = nil
        self.keywords = []
        self.persistentIdentifier = nil
        self.targetContentIdentifier = nil
        self.contentAttributeSet = nil
        self.webpageURL = nil
        self.referrerURL = nil
        self.expirationDate = nil
        self.isEligibleForSearch = false
        self.isEligibleForPrediction = false
        self.isEligibleForHandoff = true
        self.isEligibleForPublicIndexing = false
        self.appEntityIdentifier = nil
        self.instance = InstanceToken()
    }

    /// Adds typed entries to `userInfo`, replacing values under the same keys.
    public mutating func addUserInfoEntries(from entries: [String: UserInfoValue]) {
        userInfo.merge(entries) { _, new in new }
    }

    /// Adds untyped entries to `userInfo`, as `NSUserActivity.addUserInfoEntries(from:)` does.
    /// - Throws: ``UserActivityError`` `.unsupportedUserInfoValue` naming the first value that is
    ///   not JSON-representable; nothing is added then.
    public mutating func addUserInfoEntries(from entries: [String: Any]) throws(UserActivityError) {
        var converted: [String: UserInfoValue] = [:]
        for (key, value) in entries.sorted(by: { $0.key < $1.key }) {
            converted[key] = try UserInfoValue(converting: value, field: "userInfo.\(key)")
        }
        addUserInfoEntries(from: converted)
    }

    /// The item identifier the activity is tied to: `contentAttributeSet.relatedUniqueIdentifier`.
    public var relatedUniqueIdentifier: String? { contentAttributeSet?.relatedUniqueIdentifier }

    /// Checks every rule an activity must meet to become current, be saved or be handed off.
    /// - Throws: ``UserActivityError`` naming the field at fault.
    public func validate() throws(UserActivityError) {
        try Self.validateActivityType(activityType)
        for key in userInfo.keys.sorted() {
            if let field = userInfo[key]?.firstUnrepresentable(field: "userInfo.\(key)") {
                throw UserActivityError(
                    .unsupportedUserInfoValue, field: field,
                    message: "a non-finite number is not a JSON value")
            }
        }
        for key in (requiredUserInfoKeys ?? []).sorted() where userInfo[key] == nil {
            throw UserActivityError(
                .missingRequiredUserInfoKey, field: "userInfo.\(key)",
                message: "'\(key)' is in requiredUserInfoKeys but has no value in userInfo")
        }
        if let identifier = persistentIdentifier {
            let bytes = identifier.utf8.count
            guard bytes > 0, bytes <= Self.maximumIdentifierBytes else {
                throw UserActivityError(
                    .invalidPersistentIdentifier, field: "persistentIdentifier",
                    message: "the persistent identifier is \(bytes) UTF-8 bytes; it must be 1 to "
                        + "\(Self.maximumIdentifierBytes)")
            }
        }
        if isEligibleForPublicIndexing && webpageURL == nil && (requiredUserInfoKeys ?? []).isEmpty {
            throw UserActivityError(
                .publicIndexingRequirementsNotMet, field: "isEligibleForPublicIndexing",
                message: "public indexing needs a webpageURL or requiredUserInfoKeys to identify the content")
        }
    }

    /// Foundation's type of an activity that is a web page being viewed (its `webpageURL`): the
    /// one type apps use that is not reverse-DNS.
    public static let browsingWebActivityType = "NSUserActivityTypeBrowsingWeb"

    static func validateActivityType(_ type: String) throws(UserActivityError) {
        if type == browsingWebActivityType { return }
        let components = type.split(separator: ".", omittingEmptySubsequences: false)
        let valid =
            components.count >= 2 && type.utf8.count <= 256
            && components.allSatisfy { component in
                !component.isEmpty
                    && component.unicodeScalars.allSatisfy {
                        $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_")
                    }
            }
        guard valid else {
            throw UserActivityError(
                .invalidActivityType, field: "activityType",
                message: "'\(type.prefix(80))' is not a reverse-DNS activity type; use a name like "
                    + "'com.example.app.view-order' (ASCII letters, digits, '-', '_', dot-separated)")
        }
    }

    // MARK: Identity

    /// The key the activity is saved under: its persistent identifier, else a digest of its
    /// type and content, so that the same content becoming current again is one saved activity
    /// with more uses, not a duplicate.
    var storageKey: String {
        if let persistentIdentifier { return "p:" + persistentIdentifier }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let identity = ContentIdentity(
            title: title, userInfo: userInfo, targetContentIdentifier: targetContentIdentifier,
            webpageURL: webpageURL?.absoluteString, appEntityIdentifier: appEntityIdentifier?.description,
            relatedUniqueIdentifier: relatedUniqueIdentifier,
            weakRelatedUniqueIdentifier: contentAttributeSet?.weakRelatedUniqueIdentifier)
        // Encoding these plain values cannot fail; an empty digest input would still be stable.
        let bytes = (try? encoder.encode(identity)) ?? Data()
        return "c:" + activityType + ":" + Self.digest(bytes)
    }

    private struct ContentIdentity: Encodable {
        var title: String?
        var userInfo: [String: UserInfoValue]
        var targetContentIdentifier: String?
        var webpageURL: String?
        var appEntityIdentifier: String?
        var relatedUniqueIdentifier: String?
        var weakRelatedUniqueIdentifier: String?
    }

    /// 64-bit FNV-1a, hex: stable across processes, unlike `Hasher`.
    private static func digest(_ bytes: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    // MARK: Codable

    private enum CodingKeys: String, CodingKey {
        case activityType, title, userInfo, requiredUserInfoKeys, keywords, persistentIdentifier
        case targetContentIdentifier, contentAttributeSet, webpageURL, referrerURL, expirationDate
        case isEligibleForSearch, isEligibleForPrediction, isEligibleForHandoff, isEligibleForPublicIndexing
        case appEntityIdentifier
    }

    /// Decodes an activity from its stored form.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(activityType: container.decode(String.self, forKey: .activityType))
        title = try container.decodeIfPresent(String.self, forKey: .title)
        userInfo = try container.decodeIfPresent([String: UserInfoValue].self, forKey: .userInfo) ?? [:]
        requiredUserInfoKeys = try container.decodeIfPresent([String].self, forKey: .requiredUserInfoKeys)
            .map(Set.init)
        keywords = Set(try container.decodeIfPresent([String].self, forKey: .keywords) ?? [])
        persistentIdentifier = try container.decodeIfPresent(String.self, forKey: .persistentIdentifier)
        targetContentIdentifier = try container.decodeIfPresent(String.self, forKey: .targetContentIdentifier)
        contentAttributeSet = try container.decodeIfPresent(
            SearchableItemAttributeSet.self, forKey: .contentAttributeSet)
        webpageURL = try container.decodeIfPresent(URL.self, forKey: .webpageURL)
        referrerURL = try container.decodeIfPresent(URL.self, forKey: .referrerURL)
        expirationDate = try container.decodeIfPresent(Double.self, forKey: .expirationDate)
            .map(Date.init(timeIntervalSinceReferenceDate:))
        isEligibleForSearch = try container.decodeIfPresent(Bool.self, forKey: .isEligibleForSearch) ?? false
        isEligibleForPrediction =
            try container.decodeIfPresent(Bool.self, forKey: .isEligibleForPrediction) ?? false
        isEligibleForHandoff = try container.decodeIfPresent(Bool.self, forKey: .isEligibleForHandoff) ?? true
        isEligibleForPublicIndexing =
            try container.decodeIfPresent(Bool.self, forKey: .isEligibleForPublicIndexing) ?? false
        appEntityIdentifier = try container.decodeIfPresent(
            EntityIdentifier.self, forKey: .appEntityIdentifier)
    }

    /// Encodes the activity in its stored form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(activityType, forKey: .activityType)
        try container.encodeIfPresent(title, forKey: .title)
        if !userInfo.isEmpty { try container.encode(userInfo, forKey: .userInfo) }
        try container.encodeIfPresent(requiredUserInfoKeys?.sorted(), forKey: .requiredUserInfoKeys)
        if !keywords.isEmpty { try container.encode(keywords.sorted(), forKey: .keywords) }
        try container.encodeIfPresent(persistentIdentifier, forKey: .persistentIdentifier)
        try container.encodeIfPresent(targetContentIdentifier, forKey: .targetContentIdentifier)
        try container.encodeIfPresent(contentAttributeSet, forKey: .contentAttributeSet)
        try container.encodeIfPresent(webpageURL, forKey: .webpageURL)
        try container.encodeIfPresent(referrerURL, forKey: .referrerURL)
        // Seconds since 2001 (Date's own representation) as a JSON number read back bit-exact,
        // unlike a formatted date.
        try container.encodeIfPresent(expirationDate?.timeIntervalSinceReferenceDate, forKey: .expirationDate)
        try container.encode(isEligibleForSearch, forKey: .isEligibleForSearch)
        try container.encode(isEligibleForPrediction, forKey: .isEligibleForPrediction)
        try container.encode(isEligibleForHandoff, forKey: .isEligibleForHandoff)
        try container.encode(isEligibleForPublicIndexing, forKey: .isEligibleForPublicIndexing)
        try container.encodeIfPresent(appEntityIdentifier, forKey: .appEntityIdentifier)
    }
}

/// A per-value identity that never affects equality: two activities with the same content are
/// equal whether or not they are the same value.
struct InstanceToken: Sendable, Equatable {
    let id = UUID()

    static func == (lhs: InstanceToken, rhs: InstanceToken) -> Bool { true }
}

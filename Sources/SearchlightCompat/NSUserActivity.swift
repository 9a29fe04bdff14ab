import Synchronization

/// The persistent identifier of a saved activity.
public typealias NSUserActivityPersistentIdentifier = String

/// What the user is doing, with Foundation's class spelling (which this platform's Foundation
/// does not have); a bridge to `Searchlight.UserActivity` and `Searchlight.ActivityCenter`.
///
/// Apple's methods do not throw, so an activity that cannot be saved (an activity type that is
/// not reverse-DNS, a `userInfo` value that cannot be stored) is reported on standard error when
/// it becomes current, never dropped silently.
///
/// ```swift
/// let activity = NSUserActivity(activityType: "com.example.notes.view")
/// activity.title = note.title
/// activity.isEligibleForSearch = true
/// activity.appEntityIdentifier = EntityIdentifier(for: note)
/// activity.becomeCurrent()
/// ```
open class NSUserActivity: NSObject {
    /// The activity center every `NSUserActivity` reports to; by default one over the default
    /// index. Set it before the first activity becomes current to use another store.
    public static var activityCenter: ActivityCenter {
        get { sharedCenter.withLock { $0 } }
        set { sharedCenter.withLock { $0 = newValue } }
    }

    private static let sharedCenter = Mutex(ActivityCenter(index: .default()))

    /// The reverse-DNS type of the activity.
    public let activityType: String
    /// The title shown in search results and predictions.
    public var title: String?
    /// Values the app needs to continue the activity; property-list values only.
    public var userInfo: [AnyHashable: Any]?
    /// The `userInfo` keys that must be present to continue the activity.
    public var requiredUserInfoKeys: Set<String>?
    /// Words that find the activity in search.
    public var keywords: Set<String> = []
    /// Identifies a saved activity, for deleting it later.
    public var persistentIdentifier: NSUserActivityPersistentIdentifier?
    /// Identifies the content, for routing to a window.
    public var targetContentIdentifier: String?
    /// Attributes of the activity's search item: a copy of the set assigned (`@NSCopying`, as
    /// Apple declares it), so changing that set afterwards does not change the activity's.
    public var contentAttributeSet: CSSearchableItemAttributeSet? {
        get { storedContentAttributeSet }
        set { storedContentAttributeSet = newValue?.copy() as? CSSearchableItemAttributeSet }
    }
    private var storedContentAttributeSet: CSSearchableItemAttributeSet?
    /// The web page that shows the same content.
    public var webpageURL: URL?
    /// The page that led to the activity.
    public var referrerURL: URL?
    /// When the saved activity expires.
    public var expirationDate: Date?
    /// Whether the activity becomes a search result.
    public var isEligibleForSearch = false
    /// Whether the activity is suggested to be done again.
    public var isEligibleForPrediction = false
    /// Whether the activity can continue on another device.
    public var isEligibleForHandoff = true
    /// Whether the activity may be indexed publicly; requires a `webpageURL` or required keys.
    public var isEligibleForPublicIndexing = false
    /// The phrase Siri suggests for the activity; there is no Siri here, so it is kept and unused.
    public var suggestedInvocationPhrase: String?
    /// The app entity the activity shows.
    public var appEntityIdentifier: EntityIdentifier?
    /// Set to have ``NSUserActivityDelegate/userActivityWillSave(_:)`` called before the next save.
    public var needsSave = false
    /// Whether a continuation on another device may open streams back to this one; kept, as
    /// there is no Handoff between devices here.
    public var supportsContinuationStreams = false

    /// Streams to the device the activity was continued from. There is no Handoff between devices
    /// here, so `handler` gets no streams and an error saying so.
    @preconcurrency public func getContinuationStreams(
        completionHandler handler: @escaping @Sendable (InputStream?, OutputStream?, (any Error)?) -> Void
    ) {
        handler(nil, nil, CocoaError(.featureUnsupported))
    }
    /// Told before the activity is saved, to bring it up to date.
    public weak var delegate: (any NSUserActivityDelegate)?

    /// The native activity, whose identity ``resignCurrent()`` and ``invalidate()`` refer to;
    /// `nil` when the type is not a valid activity type.
    private var native: UserActivity?
    private let typeError: UserActivityError?

    /// Creates an activity of `activityType`.
    public init(activityType: String) {
        self.activityType = activityType
        do {
            native = try UserActivity(activityType: activityType)
            typeError = nil
        } catch {
            native = nil
            typeError = error
        }
    }

    /// Creates an activity of the first type the app's `Info.plist` lists under
    /// `NSUserActivityTypes`, as Foundation's deprecated initializer does; an app without one gets
    /// an activity whose empty type is reported when it becomes current.
    @available(*, deprecated, message: "Use init(activityType:)")
    public convenience override init() {
        let types = Bundle.main.object(forInfoDictionaryKey: "NSUserActivityTypes") as? [String]
        self.init(activityType: types?.first ?? "")
    }

    /// Adds entries to ``userInfo``, replacing values under the same keys.
    public func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
    }

    /// Makes this the current activity; when it is eligible for search or prediction it is saved
    /// to the index.
    public func becomeCurrent() {
        if needsSave {
            delegate?.userActivityWillSave(self)
            needsSave = false
        }
        let activity: UserActivity
        do {
            activity = try nativeActivity()
        } catch {
            CompatDiagnostics.report("NSUserActivity '\(activityType)' was not made current: \(error)")
            return
        }
        let center = Self.activityCenter
        SerialWorkQueue.current.submit {
            do {
                try await center.becomeCurrent(activity)
            } catch {
                CompatDiagnostics.report("NSUserActivity '\(activity.activityType)' was not saved: \(error)")
            }
        }
    }

    /// Stops being the current activity; a saved activity stays saved.
    public func resignCurrent() {
        guard let native else { return }
        let center = Self.activityCenter
        SerialWorkQueue.current.submit { await center.resignCurrent(native) }
    }

    /// Stops being current for good.
    public func invalidate() {
        guard let native else { return }
        let center = Self.activityCenter
        SerialWorkQueue.current.submit { await center.invalidate(native) }
    }

    /// `value` with the property-list values Apple's `userInfo` takes and JSON does not written as
    /// text: a date in ISO 8601, data in base64, a URL as its absolute string, a UUID as its
    /// string. They read back as that text.
    private static func jsonValue(of value: Any) -> Any {
        switch value {
        case let date as Date: date.formatted(.iso8601)
        case let data as Data: data.base64EncodedString()
        case let url as URL: url.absoluteString
        case let uuid as UUID: uuid.uuidString
        case let values as [Any]: values.map(jsonValue(of:))
        case let values as [String: Any]: values.mapValues(jsonValue(of:))
        default: value
        }
    }

    /// The activity as the activity center takes it.
    /// - Throws: `UserActivityError` for an invalid type or a `userInfo` value that cannot be stored.
    public func nativeActivity() throws -> UserActivity {
        guard var activity = native else {
            throw typeError ?? UserActivityError(.invalidActivityType, message: "invalid activity type")
        }
        activity.title = title
        activity.userInfo = [:]
        if let userInfo {
            try activity.addUserInfoEntries(
                from: Dictionary(userInfo.map { ("\($0.key.base)", Self.jsonValue(of: $0.value)) }) {
                    _, new in new
                })
        }
        activity.requiredUserInfoKeys = requiredUserInfoKeys
        activity.keywords = keywords
        activity.persistentIdentifier = persistentIdentifier
        activity.targetContentIdentifier = targetContentIdentifier
        activity.contentAttributeSet = contentAttributeSet?.searchableItemAttributeSet
        activity.webpageURL = webpageURL
        activity.referrerURL = referrerURL
        activity.expirationDate = expirationDate
        activity.isEligibleForSearch = isEligibleForSearch
        activity.isEligibleForPrediction = isEligibleForPrediction
        activity.isEligibleForHandoff = isEligibleForHandoff
        activity.isEligibleForPublicIndexing = isEligibleForPublicIndexing
        activity.appEntityIdentifier = appEntityIdentifier
        native = activity
        return activity
    }

    // MARK: Saved activities

    /// Deletes the saved activities with these persistent identifiers, and their search items.
    @preconcurrency public class func deleteSavedUserActivities(
        withPersistentIdentifiers persistentIdentifiers: [NSUserActivityPersistentIdentifier],
        completionHandler handler: @escaping @Sendable () -> Void
    ) {
        let center = activityCenter
        SerialWorkQueue.current.submit {
            do {
                try await center.deleteSavedUserActivities(withPersistentIdentifiers: persistentIdentifiers)
            } catch {
                CompatDiagnostics.report("saved activities were not deleted: \(error)")
            }
            handler()
        }
    }

    /// Deletes the saved activities with these persistent identifiers, and their search items.
    ///
    /// As on Apple platforms this does not throw; a failure is reported as the completion-handler
    /// form reports it.
    public class func deleteSavedUserActivities(
        withPersistentIdentifiers persistentIdentifiers: [NSUserActivityPersistentIdentifier]
    ) async {
        await withCheckedContinuation { continuation in
            deleteSavedUserActivities(withPersistentIdentifiers: persistentIdentifiers) {
                continuation.resume()
            }
        }
    }

    /// Deletes every saved activity of the app.
    @preconcurrency public class func deleteAllSavedUserActivities(
        completionHandler handler: @escaping @Sendable () -> Void
    ) {
        let center = activityCenter
        SerialWorkQueue.current.submit {
            do {
                try await center.deleteAllSavedUserActivities()
            } catch {
                CompatDiagnostics.report("saved activities were not deleted: \(error)")
            }
            handler()
        }
    }

    /// Deletes every saved activity of the app.
    ///
    /// As on Apple platforms this does not throw; a failure is reported as the completion-handler
    /// form reports it.
    public class func deleteAllSavedUserActivities() async {
        await withCheckedContinuation { continuation in
            deleteAllSavedUserActivities { continuation.resume() }
        }
    }
}

/// Told before an ``NSUserActivity`` that ``NSUserActivity/needsSave`` is saved.
public protocol NSUserActivityDelegate: AnyObject {
    /// Update the activity's state now; it is about to be saved.
    func userActivityWillSave(_ userActivity: NSUserActivity)
    /// The activity was continued on another device; there is no Handoff between devices here,
    /// so it is never called.
    func userActivityWasContinued(_ userActivity: NSUserActivity)
    /// Handoff streams for a continuation on another device; never called here.
    func userActivity(
        _ userActivity: NSUserActivity, didReceive inputStream: InputStream, outputStream: OutputStream)
}

extension NSUserActivityDelegate {
    /// The default: does nothing.
    public func userActivityWillSave(_ userActivity: NSUserActivity) {}
    /// The default: does nothing.
    public func userActivityWasContinued(_ userActivity: NSUserActivity) {}
    /// The default: does nothing.
    public func userActivity(
        _ userActivity: NSUserActivity, didReceive inputStream: InputStream, outputStream: OutputStream
    ) {}
}

extension NSUserActivity {
    /// Adds `payload`'s coding keys and values to ``userInfo``, for ``typedPayload(_:)`` to read
    /// back when the activity is continued (SwiftUI's extension on Apple platforms). As Apple
    /// documents it, the keys of `userInfo` are then the payload's coding keys, so
    /// ``requiredUserInfoKeys`` and code reading `userInfo` see them.
    ///
    /// ```swift
    /// try activity.setTypedPayload(NoteRoute(id: note.id))
    /// activity.requiredUserInfoKeys = ["id"]
    /// let route = try continued.typedPayload(NoteRoute.self)
    /// ```
    /// - Throws: `EncodingError` when `payload` does not encode to keys and values.
    public func setTypedPayload<Payload: Encodable>(_ payload: Payload) throws {
        let json = try JSONEncoder().encode(payload)
        guard let entries = try JSONSerialization.jsonObject(with: json) as? [String: Any] else {
            throw EncodingError.invalidValue(
                payload,
                .init(
                    codingPath: [],
                    debugDescription: "a typed payload encodes to keys and values, the userInfo's"))
        }
        addUserInfoEntries(from: entries)
    }

    /// ``userInfo`` decoded as `type`, as ``setTypedPayload(_:)`` stored it (entries that are no
    /// JSON values, once dates, data and URLs are written as text, are left out).
    /// - Throws: `DecodingError` when `userInfo` does not hold a `type`.
    public func typedPayload<Payload: Decodable>(_ type: Payload.Type) throws -> Payload {
        var entries: [String: Any] = [:]
        for (key, value) in userInfo ?? [:] {
            let json = Self.jsonValue(of: value)
            if JSONSerialization.isValidJSONObject([json]) { entries["\(key.base)"] = json }
        }
        return try JSONDecoder().decode(type, from: try JSONSerialization.data(withJSONObject: entries))
    }
}

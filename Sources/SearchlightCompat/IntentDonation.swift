import Foundation
import Searchlight
import Synchronization

/// Identifies one donation of an intent, as App Intents spells it.
public struct IntentDonationIdentifier: Hashable, Codable, Sendable {
    /// A fresh identifier.
    public let id: UUID

    init() {
        id = UUID()
    }
}

/// A donation: an intent the person ran, recorded so the system can learn what they do.
public struct IntentDonation: Sendable {
    /// The donation's identifier.
    public let identifier: IntentDonationIdentifier
    /// The intent donated.
    public let intent: any AppIntent
    /// When it was donated.
    public let date: Date
}

/// Which donations ``IntentDonationManager/deleteDonations(matching:)`` deletes.
public enum IntentDonationMatchingPredicate: Sendable {
    /// The donations with these identifiers.
    case donationIdentifiers([IntentDonationIdentifier])
    /// Every donation of this intent type.
    case intentType(any AppIntent.Type)
    /// The donations of intents with one of these entities among their parameters.
    case entities([EntityIdentifier])

    /// The donation with this identifier.
    public static func donationIdentifier(_ identifier: IntentDonationIdentifier) -> Self {
        .donationIdentifiers([identifier])
    }

    /// The donations of intents with this entity among their parameters.
    public static func entityIdentifier(_ identifier: EntityIdentifier) -> Self { .entities([identifier]) }

    /// The donations of intents with one of these entities among their parameters.
    public static func entityIdentifiers(_ identifiers: [EntityIdentifier]) -> Self { .entities(identifiers) }

    /// The donations of intents of `intentType` with this entity among their parameters, or every
    /// donation of the type without one.
    public static func intentType(_ intentType: any AppIntent.Type, entityIdentifier: EntityIdentifier?)
        -> Self
    {
        guard let entityIdentifier else { return .intentType(intentType) }
        return .typedEntity(intentType, entityIdentifier)
    }

    /// The donations of intents of a type with an entity among their parameters.
    case typedEntity(any AppIntent.Type, EntityIdentifier)

    func matches(_ donation: IntentDonation) -> Bool {
        switch self {
        case .donationIdentifiers(let identifiers): identifiers.contains(donation.identifier)
        case .intentType(let type): Swift.type(of: donation.intent) == type
        case .entities(let entities): Self.entities(of: donation.intent).contains(where: entities.contains)
        case .typedEntity(let type, let entity):
            Swift.type(of: donation.intent) == type && Self.entities(of: donation.intent).contains(entity)
        }
    }

    /// The entities an intent's parameters hold.
    private static func entities(of intent: any AppIntent) -> [EntityIdentifier] {
        Mirror(reflecting: intent).children.compactMap {
            ($0.value as? any EntityHoldingParameter)?.heldEntity
        }
    }
}

/// A parameter that may hold an entity, for the donations that name one.
protocol EntityHoldingParameter {
    var heldEntity: EntityIdentifier? { get }
}

extension IntentParameter: EntityHoldingParameter {
    var heldEntity: EntityIdentifier? {
        guard let value = valueIfSet else { return nil }
        // An optional entity parameter holds its value one level down.
        let mirror = Mirror(reflecting: value)
        let unwrapped = mirror.displayStyle == .optional ? mirror.children.first?.value : value
        return (unwrapped as? any AppEntity).map { EntityIdentifier(for: $0) }
    }
}

/// Records the intents an app donates, as App Intents' `IntentDonationManager` does.
///
/// There are no system suggestions here to feed: donations are kept for the process's lifetime,
/// so an app (or a test) can read back what it donated and delete what it must.
///
/// ```swift
/// try await CurrentTripIntent().donate()
/// IntentDonationManager.shared.donations.count  // 1
/// ```
public final class IntentDonationManager: Sendable {
    /// The app's donations.
    public static let shared = IntentDonationManager()

    private let recorded = Mutex<[IntentDonation]>([])

    /// A manager of its own donations (``shared`` is the app's).
    public init() {}

    /// The donations so far, oldest first.
    public var donations: [IntentDonation] { recorded.withLock { $0 } }

    /// Records that the person ran `intent`.
    @discardableResult
    public func donate(intent: some AppIntent) -> IntentDonationIdentifier {
        let donation = IntentDonation(identifier: IntentDonationIdentifier(), intent: intent, date: Date())
        recorded.withLock { $0.append(donation) }
        return donation.identifier
    }

    /// Records that the person ran `intent`, which returned `result`.
    @discardableResult
    public func donate<Intent: AppIntent>(intent: Intent, result: Intent.PerformResult)
        -> IntentDonationIdentifier
    {
        donate(intent: intent)
    }

    /// Deletes the donations `predicate` matches, and returns their identifiers.
    @discardableResult
    public func deleteDonations(matching predicate: IntentDonationMatchingPredicate) async throws
        -> [IntentDonationIdentifier]
    {
        recorded.withLock { donations in
            let deleted = donations.filter(predicate.matches).map(\.identifier)
            donations.removeAll(where: predicate.matches)
            return deleted
        }
    }
}

extension AppIntent {
    /// Donates the intent to ``IntentDonationManager/shared``.
    @discardableResult
    public func donate() async throws -> IntentDonationIdentifier {
        IntentDonationManager.shared.donate(intent: self)
    }

    /// Donates the intent to ``IntentDonationManager/shared``.
    @discardableResult
    public func donate() -> IntentDonationIdentifier {
        IntentDonationManager.shared.donate(intent: self)
    }

    /// Donates the intent with the result it returned.
    @discardableResult
    public func donate(result: PerformResult) async throws -> IntentDonationIdentifier {
        IntentDonationManager.shared.donate(intent: self, result: result)
    }

    /// Donates the intent with the result it returned.
    @discardableResult
    public func donate(result: PerformResult) -> IntentDonationIdentifier {
        IntentDonationManager.shared.donate(intent: self, result: result)
    }
}

/// Opens a URL, as App Intents spells it: `.result(opensIntent: OpenURLIntent(url))`.
///
/// Nothing opens URLs for an app here: an intent that returns it hands the URL to whoever ran
/// the intent, who reads ``url`` from the result's `opensIntent`.
public struct OpenURLIntent: AppIntent {
    /// The intent's name.
    public static let title: LocalizedStringResource = "Open URL"

    /// The URL to open.
    @Parameter(title: "URL")
    public var url: URL

    /// An intent whose URL is still to be set.
    public init() {}

    /// An intent that opens `url`.
    public init(_ url: URL) {
        self.url = url
    }

    /// Nothing to do here: the URL is for the caller to open.
    public func perform() async throws -> some IntentResult { .result() }
}

#if !canImport(Darwin)
    /// A value that describes itself as localizable text, as Foundation spells it.
    public protocol CustomLocalizedStringResourceConvertible {
        /// The value as localizable text.
        var localizedStringResource: LocalizedStringResource { get }
    }
#endif

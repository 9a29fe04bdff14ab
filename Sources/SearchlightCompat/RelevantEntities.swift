import Searchlight
import Synchronization

/// The kind of audio moment a donation of ``RelevantEntities`` is for, as App Intents spells it.
public struct AudioContext: Hashable, Sendable {
    let name: String

    /// What the Now Playing control or complication suggests.
    public static var nowPlaying: AudioContext { AudioContext(name: "nowPlaying") }
}

/// The part of the app experience a donation of ``RelevantEntities`` belongs to.
public struct AppEntityContext: Hashable, Sendable {
    let name: String

    /// An audio moment, such as what Now Playing suggests.
    public static func audio(_ audioContext: AudioContext) -> AppEntityContext {
        AppEntityContext(name: "audio." + audioContext.name)
    }
}

/// The entities an app suggests for a context (songs to play during a workout), as App Intents'
/// `RelevantEntities` records them: each donation for a context replaces the one before, and
/// stays until removed.
///
/// ```swift
/// try await RelevantEntities.shared.updateEntities(favourites, for: .audio(.nowPlaying))
/// RelevantEntities.shared.entities(for: .audio(.nowPlaying))  // the favourites' identifiers
/// ```
public final class RelevantEntities: Sendable {
    /// The app's donations.
    public static let shared = RelevantEntities()

    private let donated = Mutex<[AppEntityContext: [EntityIdentifier]]>([:])

    /// Donations of their own (``shared`` is the app's).
    public init() {}

    /// Replaces the entities suggested for `context` with `entities`, in their order.
    public func updateEntities(_ entities: [any AppEntity], for context: AppEntityContext) async throws {
        let identifiers = entities.map(Self.identifier(of:))
        donated.withLock { $0[context] = identifiers.isEmpty ? nil : identifiers }
    }

    /// Stops suggesting `entities`, whatever the context.
    public func removeEntities(_ entities: [any AppEntity]) async throws {
        let removed = Set(entities.map(Self.identifier(of:)))
        donated.withLock { donations in
            for context in donations.keys { Self.remove(removed, from: context, in: &donations) }
        }
    }

    /// Stops suggesting `entities` for `context`.
    public func removeEntities(_ entities: [any AppEntity], from context: AppEntityContext) async throws {
        let removed = Set(entities.map(Self.identifier(of:)))
        donated.withLock { Self.remove(removed, from: context, in: &$0) }
    }

    /// Stops suggesting anything.
    public func removeAllEntities() async throws {
        donated.withLock { $0.removeAll() }
    }

    /// Stops suggesting anything for `context`.
    public func removeAllEntities(for context: AppEntityContext) async throws {
        _ = donated.withLock { $0.removeValue(forKey: context) }
    }

    /// The entities suggested for `context`, in the order donated.
    public func entities(for context: AppEntityContext) -> [EntityIdentifier] {
        donated.withLock { $0[context] ?? [] }
    }

    private static func identifier(of entity: any AppEntity) -> EntityIdentifier {
        func identify<Entity: AppEntity>(_ entity: Entity) -> EntityIdentifier {
            EntityIdentifier(for: entity)
        }
        return identify(entity)
    }

    private static func remove(
        _ removed: Set<EntityIdentifier>, from context: AppEntityContext,
        in donations: inout [AppEntityContext: [EntityIdentifier]]
    ) {
        let kept = donations[context]?.filter { !removed.contains($0) } ?? []
        donations[context] = kept.isEmpty ? nil : kept
    }
}

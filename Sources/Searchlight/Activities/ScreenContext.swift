import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What an app published as the user's context: its current activity and the entities on
/// screen, when it published them and from which process.
///
/// The app and an assistant are different processes: ``ActivityCenter/publishScreenContext()``
/// writes this to the store and ``read(from:)`` reads it back elsewhere. A reader decides whether
/// it is still usable with ``staleness(maximumAge:now:)``.
public struct ScreenContext: Sendable, Equatable {
    /// The app's current activity when it published.
    public var activity: UserActivity?
    /// The entities on screen when it published.
    public var onScreenEntities: OnScreenEntities
    /// When it was published.
    public var published: Date
    /// The publishing process.
    public var processIdentifier: Int32

    /// Creates a context as published by the process `processIdentifier` at `published`.
    public init(
        activity: UserActivity?, onScreenEntities: OnScreenEntities, published: Date, processIdentifier: Int32
    ) {
        self.activity = activity
        self.onScreenEntities = onScreenEntities
        self.published = published
        self.processIdentifier = processIdentifier
    }

    /// Why a published context must not be used any more.
    public enum Staleness: Sendable, Equatable, CustomStringConvertible {
        /// It is older than the reader accepts.
        case tooOld(age: TimeInterval, maximumAge: TimeInterval)
        /// The process that published it is no longer running.
        case publisherGone(processIdentifier: Int32)

        /// Why the context is not used, in words.
        public var description: String {
            switch self {
            case .tooOld(let age, let maximumAge):
                "published \(Self.seconds(age)) ago, older than the limit of \(Self.seconds(maximumAge))"
            case .publisherGone(let process):
                "published by process \(process), which is no longer running"
            }
        }

        private static func seconds(_ value: TimeInterval) -> String {
            value.rounded() == value ? "\(Int(value)) s" : String(format: "%.1f s", value)
        }
    }

    /// `nil` when the context can be used: its publisher still runs and it is at most
    /// `maximumAge` old.
    public func staleness(maximumAge: TimeInterval, now: Date = Date()) -> Staleness? {
        if !Self.isRunning(processIdentifier) { return .publisherGone(processIdentifier: processIdentifier) }
        let age = max(0, now.timeIntervalSince(published))
        if age > maximumAge { return .tooOld(age: age, maximumAge: maximumAge) }
        return nil
    }

    /// The context last published for `index`'s name, if any.
    public static func read(from index: SearchableIndex) throws -> ScreenContext? {
        let row = try index.read { try ScreenContextStore(connection: $0).row(indexName: index.name) }
        return try row.map(decode)
    }

    /// Whether a process with this identifier exists (signal 0 checks without signalling).
    static func isRunning(_ process: Int32) -> Bool {
        guard process > 0 else { return false }
        return kill(process, 0) == 0 || errno == EPERM
    }

    // MARK: Stored form

    private struct Payload: Codable {
        var activity: UserActivity?
        var visible: [EntityIdentifier]
        var selected: EntityIdentifier?
    }

    package var row: ScreenContextStore.Row {
        get throws {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let payload = Payload(
                activity: activity, visible: onScreenEntities.visible, selected: onScreenEntities.selected)
            return ScreenContextStore.Row(
                payload: Array(try encoder.encode(payload)), published: published,
                processIdentifier: processIdentifier)
        }
    }

    package static func decode(_ row: ScreenContextStore.Row) throws -> ScreenContext {
        let payload = try JSONDecoder().decode(Payload.self, from: Data(row.payload))
        return ScreenContext(
            activity: payload.activity,
            onScreenEntities: OnScreenEntities(visible: payload.visible, selected: payload.selected),
            published: row.published, processIdentifier: row.processIdentifier)
    }
}

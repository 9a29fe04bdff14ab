import Synchronization

/// Supplies the app's shared objects to queries and intents, as App Intents' dependency manager
/// does: register once at launch, read with ``Dependency``.
///
/// ```swift
/// AppDependencyManager.shared.add(dependency: NoteStore())
///
/// struct NoteQuery: EntityQuery {
///     @Dependency var store: NoteStore
///     func entities(for identifiers: [UUID]) async throws -> [NoteEntity] { … }
/// }
/// ```
public final class AppDependencyManager: Sendable {
    /// The manager ``Dependency`` reads from.
    public static let shared = AppDependencyManager()

    private struct Key: Hashable {
        let type: ObjectIdentifier
        let name: String?
    }

    private let providers = Mutex<[Key: @Sendable () -> any Sendable]>([:])

    /// Creates an empty manager.
    public init() {}

    /// Registers how to make the dependency of type `Dependency` (under `key`, when several
    /// values share a type); it is made when first read, and again on every read.
    public func add<Dependency: Sendable>(
        key: String? = nil, dependency: @autoclosure @escaping @Sendable () -> Dependency
    ) {
        providers.withLock { $0[Key(type: ObjectIdentifier(Dependency.self), name: key)] = dependency }
    }

    /// The registered dependency of type `Dependency`, or `nil`.
    public func dependency<Dependency: Sendable>(of type: Dependency.Type, key: String? = nil) -> Dependency?
    {
        let provider = providers.withLock { $0[Key(type: ObjectIdentifier(Dependency.self), name: key)] }
        return provider?() as? Dependency
    }
}

/// A value registered with ``AppDependencyManager``, read where it is used.
@propertyWrapper
public struct Dependency<Value: Sendable>: Sendable {
    private let key: String?

    /// The dependency of type `Value`.
    public init() {
        key = nil
    }

    /// The dependency of type `Value` registered under `key`.
    public init(key: String) {
        self.key = key
    }

    /// The registered value. Reading one that was never registered is a programming error, as
    /// on Apple platforms.
    public var wrappedValue: Value {
        guard let value = AppDependencyManager.shared.dependency(of: Value.self, key: key) else {
            preconditionFailure(
                "no dependency of type \(Value.self)\(key.map { " for key '\($0)'" } ?? "") was added to "
                    + "AppDependencyManager.shared")
        }
        return value
    }
}

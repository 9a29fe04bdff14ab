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
    /// The manager ``AppDependency`` reads from unless given another.
    public static let shared = AppDependencyManager()

    private struct Key: Hashable, @unchecked Sendable {
        // @unchecked: the app's keys are strings or other plain values, as on Apple platforms.
        let type: ObjectIdentifier
        let name: AnyHashable?
    }

    private let providers = Mutex<[Key: @Sendable () -> any Sendable]>([:])

    /// Creates an empty manager, such as one a test fills with its own dependencies.
    public init() {}

    /// Registers how to make the dependency of type `Dependency` (under `key`, when several
    /// values share a type); it is made when first read, and again on every read.
    public func add<Dependency: Sendable>(
        key: AnyHashable? = nil, dependency: @autoclosure @escaping @Sendable () -> Dependency
    ) {
        providers.withLock { $0[Key(type: ObjectIdentifier(Dependency.self), name: key)] = dependency }
    }

    /// The registered dependency of type `Dependency`, or `nil`.
    public func dependency<Dependency: Sendable>(of type: Dependency.Type, key: AnyHashable? = nil)
        -> Dependency?
    {
        let provider = providers.withLock { $0[Key(type: ObjectIdentifier(Dependency.self), name: key)] }
        return provider?() as? Dependency
    }
}

/// A value registered with ``AppDependencyManager``, read where it is used:
/// `@Dependency var store: NoteStore`, or `@AppDependency` as newer App Intents spells it.
@propertyWrapper
public struct AppDependency<Value: Sendable>: @unchecked Sendable {
    // @unchecked: only `key` is not known to be Sendable, and keys are plain values, as above.
    private let key: AnyHashable?
    private let manager: AppDependencyManager
    private let fallback: (@Sendable () -> Value)?

    /// The dependency of type `Value` (under `key`) that `manager` holds.
    public init(key: AnyHashable? = nil, manager: AppDependencyManager = .shared) {
        self.key = key
        self.manager = manager
        fallback = nil
    }

    /// The dependency of type `Value` (under `key`) that `manager` holds, or `default` when none
    /// was added.
    public init(
        key: AnyHashable? = nil, manager: AppDependencyManager = .shared,
        default fallback: @autoclosure @escaping @Sendable () -> Value
    ) {
        self.key = key
        self.manager = manager
        self.fallback = fallback
    }

    /// The registered value, else the default. Reading one that was never registered and has no
    /// default is a programming error, as on Apple platforms.
    public var wrappedValue: Value {
        if let value = manager.dependency(of: Value.self, key: key) { return value }
        if let fallback { return fallback() }
        preconditionFailure(
            "no dependency of type \(Value.self)\(key.map { " for key '\($0)'" } ?? "") was added to "
                + "the AppDependencyManager")
    }

    /// The wrapper itself.
    public var projectedValue: AppDependency<Value> { self }
}

/// The name App Intents first gave ``AppDependency``.
public typealias Dependency = AppDependency

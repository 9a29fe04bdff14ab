import Foundation
import Synchronization

/// Where a ``SearchableIndex`` and everything built on it read the current time.
///
/// Item expiry and default lifetimes, `$time` in queries, engagement decay, saved activities,
/// the age of a published ``ScreenContext`` and store-driven indexing's bookkeeping all ask the
/// index's clock, ``IndexConfiguration/clock``, rather than the system. The default is
/// ``system``; a ``ManualClock`` lets a test move time on without waiting:
///
/// ```swift
/// let clock = ManualClock(now: Date())
/// let index = SearchableIndex(
///     name: "notes", location: directory, configuration: IndexConfiguration(clock: IndexClock(clock)))
/// clock.advance(by: 3_600)  // items that expire within the hour are now gone
/// ```
public struct IndexClock: Sendable, Equatable {
    private let read: @Sendable () -> Date
    /// What makes two clocks equal: `nil` for the system clock, else the object behind the clock.
    private let source: (any AnyObject & Sendable)?

    private init(source: (any AnyObject & Sendable)?, read: @escaping @Sendable () -> Date) {
        self.source = source
        self.read = read
    }

    /// The system's clock.
    public static let system = IndexClock(source: nil) { Date() }

    /// A clock that reads `now`; equal only to copies of itself.
    public init(_ now: @escaping @Sendable () -> Date) {
        self.init(source: Identity(), read: now)
    }

    /// A clock that reads `clock`; equal to every clock made from the same manual clock.
    public init(_ clock: ManualClock) {
        self.init(source: clock) { clock.now }
    }

    /// The current time.
    public func now() -> Date { read() }

    /// Whether both are the system clock or read the same source.
    public static func == (lhs: IndexClock, rhs: IndexClock) -> Bool {
        lhs.source === rhs.source
    }

    private final class Identity: Sendable {}
}

/// A clock that stands still until told to move, for tests and simulations of expiry, engagement
/// decay and context age.
///
/// Give it to an index with ``IndexClock/init(_:)-(ManualClock)``.
public final class ManualClock: Sendable {
    private let date: Mutex<Date>

    /// Creates a clock that reads `now` until moved.
    public init(now: Date) {
        date = Mutex(now)
    }

    /// The time the clock reads.
    public var now: Date {
        date.withLock { $0 }
    }

    /// Moves the clock on by `seconds` (back, if negative).
    public func advance(by seconds: TimeInterval) {
        date.withLock { $0 = $0.addingTimeInterval(seconds) }
    }

    /// Sets the clock to `date`.
    public func set(to date: Date) {
        self.date.withLock { $0 = date }
    }
}

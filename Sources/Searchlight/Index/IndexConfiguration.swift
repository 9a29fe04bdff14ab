import Foundation

/// How a ``SearchableIndex`` stores items and which limits it enforces.
public struct IndexConfiguration: Sendable, Equatable {
    /// How long an item without an `expirationDate` lives. Unlimited by default;
    /// `.days(30)` reproduces Core Spotlight's one-month default.
    public var defaultItemLifetime: ItemLifetime
    /// What a call that returned survives: a process crash (the default) or also power loss.
    public var durability: DurabilityMode
    /// Most items a store may hold; indexing past it fails with `.quotaExceeded`. `nil` = no limit.
    public var maximumItemCount: Int?
    /// Largest encoded item, in bytes.
    public var maximumItemBytes: Int
    /// Largest `thumbnailData`, in bytes.
    public var maximumThumbnailBytes: Int
    /// Read connections kept open for searches.
    public var readerCount: Int
    /// Open the store for reading only: nothing is created, converted, migrated or rebuilt, a
    /// damaged file throws ``SearchableIndexError/Code/corruptStore``, and writes throw. A store
    /// whose file or directory is not writable is opened this way whatever this says.
    public var isReadOnly: Bool
    /// How long a write waits for another process (or index) that is writing to the same store
    /// before it fails with a message saying so.
    public var busyTimeout: Duration
    /// Where the index reads the current time, for expiry, `$time`, engagement and activity ages.
    /// The system clock by default; a ``ManualClock`` in tests.
    public var clock: IndexClock

    /// Creates a configuration; every setting has the default described on its property.
    public init(
        defaultItemLifetime: ItemLifetime = .unlimited, durability: DurabilityMode = .processCrash,
        maximumItemCount: Int? = nil, maximumItemBytes: Int = 4 << 20, maximumThumbnailBytes: Int = 1 << 20,
        readerCount: Int = 4, isReadOnly: Bool = false, busyTimeout: Duration = .seconds(30),
        clock: IndexClock = .system
    ) {
        self.defaultItemLifetime = defaultItemLifetime
        self.durability = durability
        self.maximumItemCount = maximumItemCount
        self.maximumItemBytes = maximumItemBytes
        self.maximumThumbnailBytes = maximumThumbnailBytes
        self.readerCount = readerCount
        self.isReadOnly = isReadOnly
        self.busyTimeout = busyTimeout
        self.clock = clock
    }
}

/// The lifetime given to items indexed without an expiration date.
public enum ItemLifetime: Sendable, Equatable {
    case unlimited
    case seconds(TimeInterval)

    /// A lifetime of `days` days; `.days(30)` is Core Spotlight's default month.
    public static func days(_ days: Int) -> ItemLifetime { .seconds(TimeInterval(days) * 86_400) }

    func expirationDate(from now: Date) -> Date? {
        switch self {
        case .unlimited: nil
        case .seconds(let seconds): now.addingTimeInterval(seconds)
        }
    }
}

/// What a call that returned without error survives.
public enum DurabilityMode: Sendable, Equatable {
    /// Survives the process being killed (`kill -9`, crash). The default.
    case processCrash
    /// Also survives power loss, at the cost of an fsync per commit.
    case full
}

/// Limits of an ``ActivityCenter``: how many saved activities it keeps and for how long.
public struct ActivityCenterConfiguration: Sendable, Equatable {
    /// Most saved activities per index. When one more is saved, the least recently used ones
    /// are deleted to make room and listed in ``ActivityReport/evicted`` — never dropped silently.
    public var maximumSavedActivities: Int
    /// How long a saved activity without an `expirationDate` lives. Core Spotlight expires such
    /// activities "after a period of time"; we default to 30 days.
    public var activityLifetime: ItemLifetime

    /// Whether every change of the current activity or of the on-screen entities is published to
    /// the store, where assistant tooling in other processes (`searchlight mcp`) reads it. Default
    /// `true`; with `false`, call ``ActivityCenter/publishScreenContext()`` when it should be.
    public var publishesScreenContext: Bool

    /// Creates a configuration; every setting has the default described on its property.
    public init(
        maximumSavedActivities: Int = 500, activityLifetime: ItemLifetime = .days(30),
        publishesScreenContext: Bool = true
    ) {
        self.maximumSavedActivities = maximumSavedActivities
        self.activityLifetime = activityLifetime
        self.publishesScreenContext = publishesScreenContext
    }
}

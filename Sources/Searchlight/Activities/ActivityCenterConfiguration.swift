/// Limits of an ``ActivityCenter``: how many saved activities it keeps and for how long.
public struct ActivityCenterConfiguration: Sendable, Equatable {
    /// Most saved activities per index. When one more is saved, the least recently used ones
    /// are deleted to make room and listed in ``ActivityReport/evicted`` — never dropped silently.
    public var maximumSavedActivities: Int
    /// How long a saved activity without an `expirationDate` lives. Core Spotlight expires such
    /// activities "after a period of time"; we default to 30 days.
    public var activityLifetime: ItemLifetime

    public init(maximumSavedActivities: Int = 500, activityLifetime: ItemLifetime = .days(30)) {
        self.maximumSavedActivities = maximumSavedActivities
        self.activityLifetime = activityLifetime
    }
}

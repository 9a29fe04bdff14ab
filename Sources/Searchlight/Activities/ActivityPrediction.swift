import Foundation

/// A saved activity suggested for the user to do again, with its engagement score.
public struct ActivityPrediction: Sendable, Equatable {
    /// The saved activity.
    public var activity: UserActivity
    /// Uses decayed with time (each use counts 1, half after 14 days); higher ranks first.
    public var score: Double
    /// How many times the activity was used.
    public var useCount: Int
    /// When the activity was last used.
    public var lastUsed: Date

    /// Creates a prediction.
    public init(activity: UserActivity, score: Double, useCount: Int, lastUsed: Date) {
        self.activity = activity
        self.score = score
        self.useCount = useCount
        self.lastUsed = lastUsed
    }
}

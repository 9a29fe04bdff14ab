import Foundation

/// A saved activity suggested for the user to do again, with its engagement score.
public struct ActivityPrediction: Sendable, Equatable {
    public var activity: UserActivity
    /// Uses decayed with time (each use counts 1, half after 14 days); higher ranks first.
    public var score: Double
    public var useCount: Int
    public var lastUsed: Date

    public init(activity: UserActivity, score: Double, useCount: Int, lastUsed: Date) {
        self.activity = activity
        self.score = score
        self.useCount = useCount
        self.lastUsed = lastUsed
    }
}

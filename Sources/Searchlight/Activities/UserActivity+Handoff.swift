import Foundation

extension UserActivity {
    /// The handoff payload format this build writes and the newest it reads.
    public static let handoffPayloadVersion = 1

    /// The activity as a versioned JSON payload for another device or process to continue:
    /// `{"version": 1, "activity": {…}}` with every property (dates as seconds since 2001).
    ///
    /// ```swift
    /// let payload = try activity.handoffPayload()
    /// // on the other side
    /// let continued = try UserActivity(handoffPayload: payload)   // == activity
    /// ```
    /// - Throws: ``UserActivityError`` `.notEligibleForHandoff` when `isEligibleForHandoff` is
    ///   false, or the error ``validate()`` finds.
    public func handoffPayload() throws(UserActivityError) -> Data {
        guard isEligibleForHandoff else {
            throw UserActivityError(
                .notEligibleForHandoff, field: "isEligibleForHandoff",
                message: "the activity is not eligible for handoff; set isEligibleForHandoff = true")
        }
        try validate()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            return try encoder.encode(HandoffPayload(version: Self.handoffPayloadVersion, activity: self))
        } catch {
            throw UserActivityError(.malformedPayload, message: "the activity could not be encoded: \(error)")
        }
    }

    /// Decodes an activity from a handoff payload and validates it.
    /// - Throws: ``UserActivityError`` `.unsupportedPayloadVersion` for a payload from a newer
    ///   format, `.malformedPayload` for anything that is not a payload, or a validation error.
    public init(handoffPayload data: Data) throws(UserActivityError) {
        let version: Int
        do {
            version = try JSONDecoder().decode(PayloadVersion.self, from: data).version
        } catch {
            throw UserActivityError(
                .malformedPayload, message: "not a handoff payload: \(Self.describe(error))")
        }
        guard (1...Self.handoffPayloadVersion).contains(version) else {
            throw UserActivityError(
                .unsupportedPayloadVersion, field: "version",
                message: "payload version \(version) is not supported; this build reads versions 1 to "
                    + "\(Self.handoffPayloadVersion)")
        }
        let activity: UserActivity
        do {
            activity = try JSONDecoder().decode(HandoffPayload.self, from: data).activity
        } catch let error as UserActivityError {
            throw error
        } catch {
            throw UserActivityError(
                .malformedPayload, message: "invalid handoff payload: \(Self.describe(error))")
        }
        guard activity.isEligibleForHandoff else {
            throw UserActivityError(
                .notEligibleForHandoff, field: "isEligibleForHandoff",
                message: "the payload carries an activity that is not eligible for handoff")
        }
        try activity.validate()
        self = activity
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
            DecodingError.keyNotFound(_, let context), DecodingError.dataCorrupted(let context):
            let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
            return (path.isEmpty ? "" : path.joined(separator: ".") + ": ") + context.debugDescription
        default:
            return String(describing: error)
        }
    }
}

private struct PayloadVersion: Decodable {
    var version: Int
}

private struct HandoffPayload: Codable {
    var version: Int
    var activity: UserActivity
}

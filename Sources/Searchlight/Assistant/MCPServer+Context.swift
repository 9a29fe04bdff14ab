import Foundation

/// The on-screen context as the server sees it: where it came from, whether it may be used, and
/// why not.
struct ContextReport {
    var source: String
    var usable: Bool
    var note: String
    var activity: UserActivity?
    var onScreen: OnScreenEntities
    var published: Date?
    var processIdentifier: Int32?
    var now: Date

    /// Everything but the age, which changes by itself: subscribers hear about the rest.
    var fingerprint: String {
        var fields = json.objectValue ?? [:]
        fields["ageSeconds"] = nil
        return JSONValue.object(fields).rendered
    }

    var json: JSONValue {
        [
            "source": .string(source), "usable": .bool(usable), "note": .string(note),
            "activity": activity.map { activity in
                [
                    "activityType": .string(activity.activityType), "title": .optional(activity.title),
                    "entity": .optional(activity.appEntityIdentifier?.description),
                ]
            } ?? .null,
            "onScreen": .array(onScreen.visible.map { .string($0.description) }),
            "selected": .optional(onScreen.selected?.description),
            "publishedAt": .optional(published.map { ISO8601DateFormatter().string(from: $0) }),
            "ageSeconds": published.map { .number((now.timeIntervalSince($0) * 10).rounded() / 10) } ?? .null,
            "processIdentifier": processIdentifier.map { .integer(Int($0)) } ?? .null,
        ]
    }
}

/// The context a resolver call uses, and how the answer describes it.
struct ResolutionContext {
    var onScreen: OnScreenEntities
    var currentActivityEntity: EntityIdentifier?
    var summary: JSONValue
}

extension MCPServer {
    /// The app's context: live when the server runs in the app, else what the app published.
    func contextReport() async throws -> ContextReport {
        let now = index.configuration.clock.now()
        if let center = activityCenter {
            return ContextReport(
                source: "live", usable: true, note: "the app's live context",
                activity: await center.currentActivity, onScreen: await center.onScreenEntities, now: now)
        }
        return try publishedContextReport(now: now)
    }

    /// What the app published, judged by age and by whether its process still runs.
    func publishedContextReport(now: Date) throws -> ContextReport {
        guard let context = try ScreenContext.read(from: index) else {
            return ContextReport(
                source: "none", usable: false, note: "no app has published its on-screen context",
                onScreen: .none, now: now)
        }
        let staleness = context.staleness(maximumAge: configuration.contextMaximumAge, now: now)
        let age = max(0, now.timeIntervalSince(context.published))
        return ContextReport(
            source: "published", usable: staleness == nil,
            note: staleness.map { "ignored: \($0)" }
                ?? "published by process \(context.processIdentifier) \(String(format: "%.1f", age)) s ago",
            activity: context.activity, onScreen: context.onScreenEntities, published: context.published,
            processIdentifier: context.processIdentifier, now: now)
    }

    /// The on-screen entities for a resolver call: the ones named in the arguments, else the
    /// app's context when it may be used.
    func screenContext(_ arguments: JSONValue) async throws -> ResolutionContext {
        let visible = try (arguments["onScreen"]?.arrayValue ?? []).compactMap(\.stringValue).map(Self.entity)
        let selected = try arguments["selected"]?.stringValue.map(Self.entity)
        if !visible.isEmpty || selected != nil {
            return ResolutionContext(
                onScreen: OnScreenEntities(visible: visible, selected: selected), currentActivityEntity: nil,
                summary: [
                    "source": "explicit", "used": true, "note": "the on-screen entities given in the call",
                ])
        }
        let report = try await contextReport()
        guard report.usable else {
            return ResolutionContext(
                onScreen: .none, currentActivityEntity: nil,
                summary: ["source": .string(report.source), "used": false, "note": .string(report.note)])
        }
        return ResolutionContext(
            onScreen: report.onScreen, currentActivityEntity: report.activity?.appEntityIdentifier,
            summary: ["source": .string(report.source), "used": true, "note": .string(report.note)])
    }

    private static func entity(_ text: String) throws -> EntityIdentifier {
        guard let identifier = EntityIdentifier(text), !identifier.typeIdentifier.isEmpty,
            !identifier.identifier.isEmpty
        else {
            throw ToolFailure("'\(text)' is not an entity identifier; write TYPE:ID, for example Order:o42")
        }
        return identifier
    }

    /// `resources/read`.
    func readResource(_ uri: String) async throws(MCPError) -> JSONValue {
        let text: String
        if uri == MCPConnection.contextURI {
            do {
                text = try await contextReport().json.rendered
            } catch {
                throw MCPError(code: MCPError.internalError, message: "cannot read the context: \(error)")
            }
        } else if uri.hasPrefix(MCPConnection.itemURIPrefix) {
            let encoded = String(uri.dropFirst(MCPConnection.itemURIPrefix.count))
            guard let id = encoded.removingPercentEncoding, !id.isEmpty else {
                throw .invalidParams(
                    "\(uri) does not name an item; write searchlight://items/{percent-encoded id}")
            }
            let items: [SearchableItem]
            do {
                items = try await index.searchableItems(withIdentifiers: [id])
            } catch {
                throw MCPError(code: MCPError.internalError, message: "cannot read the index: \(error)")
            }
            guard let item = items.first else { throw .invalidParams("no item has the identifier \(id)") }
            var entry = Self.summary(of: item)
            entry["attributes"] = Self.attributes(of: item.attributeSet, only: nil)
            text = JSONValue.object(entry).rendered
        } else {
            throw .invalidParams(
                "unknown resource \(uri); resources/list and resources/templates/list name the resources")
        }
        return ["contents": [["uri": .string(uri), "mimeType": "application/json", "text": .string(text)]]]
    }
}

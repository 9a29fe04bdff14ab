import Foundation

/// Answers "which entity fits this intent parameter?": ranks candidate entities of one type from
/// what is on screen, what the user is doing, what matches the text, and what they used lately.
///
/// ```swift
/// let resolver = ParameterResolver(index: index, registry: registry, activityCenter: center)
/// let ranked = try await resolver.suggestions(for: Order.self, matching: "latte", limit: 5)
/// switch try await resolver.resolve("latte", for: Order.self) {
/// case .resolved(let order): print(order.displayRepresentation.title)
/// case .needsDisambiguation(let choices): ask(choices)
/// case .notFound: break
/// }
/// ```
///
/// ## Ranking rule
/// Each candidate's score is its strongest source's tier base plus a bonus below 1000, so a
/// stronger source always wins over a weaker one, whatever the bonus:
///
/// | tier | source                                                        | base |
/// |------|---------------------------------------------------------------|------|
/// | 6    | the selected on-screen entity                                 | 6000 |
/// | 5    | other on-screen entities                                      | 5000 |
/// | 4    | the current activity's `appEntityIdentifier`                  | 4000 |
/// | 3    | text matches: a ``UserQuery`` over items associated with the type | 3000 |
/// | 2    | recently engaged entities                                     | 2000 |
/// | 1    | the type's `suggestedEntities()`                              | 1000 |
///
/// Bonus (every tier): `400 × relevance` for a text match (BM25 relative to the best match,
/// 0–1), `+ 4 × priority` (the item association's priority, clamped to 0–100), `+ 150 × e/(e+1)`
/// for decayed engagement `e`, and for suggested entities `+ 49 × (1 − position/count)`.
/// Candidates are deduplicated by ``EntityIdentifier`` (reasons merge); equal scores are
/// ordered by identifier. Candidates whose identifier no longer resolves (entity deleted, no
/// indexed item, unparseable) are skipped and listed in ``ParameterSuggestions/skipped``.
///
/// A type registered in the ``EntityRegistry`` resolves candidates through its `EntityQuery`
/// and shows the live display representation. An unregistered type (as in the `searchlight
/// resolve` command, which has no live queries) resolves from the index: a candidate exists
/// while an item associated with it does, and shows that item's title.
///
/// `resolve(_:for:)` considers only text matches when text is given (all
/// candidates otherwise) and returns `.resolved` when the best is in a higher tier than the
/// second or ahead by at least ``clearMargin``, `.needsDisambiguation` with the close ones
/// otherwise, `.notFound` when there is none.
public struct ParameterResolver: Sendable {
    /// Points by which the best candidate must lead the second, within a tier, to resolve.
    public static let clearMargin = 100.0

    public let index: SearchableIndex
    public let registry: EntityRegistry
    public let activityCenter: ActivityCenter?

    public init(index: SearchableIndex, registry: EntityRegistry = EntityRegistry(), activityCenter: ActivityCenter? = nil) {
        self.index = index
        self.registry = registry
        self.activityCenter = activityCenter
    }

    /// Candidates for a parameter of entity type `E`, best first (registers `E` if needed).
    public func suggestions<E: AppEntity>(
        for type: E.Type, matching text: String? = nil, limit: Int = 10
    ) async throws -> ParameterSuggestions {
        registry.registerIfNeeded(type)
        return try await suggestions(for: E.typeIdentifier, matching: text, limit: limit)
    }

    /// Candidates for a parameter of the entity type `typeIdentifier`, best first.
    public func suggestions(
        for typeIdentifier: String, matching text: String? = nil, limit: Int = 10
    ) async throws -> ParameterSuggestions {
        let now = Date()
        var pool = CandidatePool(typeIdentifier: typeIdentifier)

        let screen = await activityCenter?.onScreenEntities ?? .none
        if let selected = screen.selected, selected.typeIdentifier == typeIdentifier {
            pool.add(selected.identifier, .selected)
        }
        for visible in screen.visible where visible.typeIdentifier == typeIdentifier {
            pool.add(visible.identifier, .onScreen)
        }
        if let current = await activityCenter?.currentActivity?.appEntityIdentifier,
            current.typeIdentifier == typeIdentifier
        {
            pool.add(current.identifier, .currentActivity)
        }

        let query = FullTextQuery(userText: text ?? "")
        let shownText = (text ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        if !query.isEmpty {
            try await addTextMatches(to: &pool, text: text ?? "", shown: shownText, query: query, limit: limit)
        }

        let engaged = try index.read {
            try EngagementStore(connection: $0).entityEngagement(
                typeIdentifier: typeIdentifier, identifiers: nil, now: now, limit: max(limit, 1))
        }
        for engagement in engaged {
            pool.add(engagement.identifier, .engaged)
            pool.candidates[engagement.identifier]?.engagement = engagement
        }

        if let suggested = try await registry.suggestedEntities(ofType: typeIdentifier) {
            for (position, entity) in suggested.enumerated() where entity.identifier.typeIdentifier == typeIdentifier {
                let id = entity.identifier.identifier
                pool.add(id, .suggested)
                pool.candidates[id]?.resolved = entity
                pool.candidates[id]?.suggestedRank = 1 - Double(position) / Double(suggested.count)
            }
        }

        try await complete(&pool, now: now)
        return pool.ranked(limit: limit)
    }

    /// Picks the entity of type `E` that `text` (or, without text, the context) means.
    public func resolve<E: AppEntity>(_ text: String?, for type: E.Type) async throws -> ParameterResolution {
        registry.registerIfNeeded(type)
        return try await resolve(text, for: E.typeIdentifier)
    }

    /// Picks the entity of type `typeIdentifier` that `text` (or, without text, the context) means.
    public func resolve(_ text: String?, for typeIdentifier: String) async throws -> ParameterResolution {
        let ranked = try await suggestions(for: typeIdentifier, matching: text, limit: 10).suggestions
        let hasText = !FullTextQuery(userText: text ?? "").isEmpty
        let candidates = hasText ? ranked.filter(\.matchesText) : ranked
        guard let best = candidates.first else { return .notFound }
        guard candidates.count > 1 else { return .resolved(best) }
        let second = candidates[1]
        if best.tier > second.tier || best.score - second.score >= Self.clearMargin { return .resolved(best) }
        return .needsDisambiguation(
            candidates.filter { $0.tier == best.tier && best.score - $0.score < Self.clearMargin })
    }

    // MARK: Gathering

    private func addTextMatches(
        to pool: inout CandidatePool, text: String, shown: String, query: FullTextQuery, limit: Int
    ) async throws {
        let count = max(limit * 3, 30)
        let search = UserQuery(
            userQueryString: text,
            userQueryContext: UserQueryContext(maxResultCount: count, maxRankedResultCount: count),
            index: index, scopeConditions: [SQLFragment("items.entity_type = ?", [.text(pool.typeIdentifier)])])
        let fields = registry.entityType(for: pool.typeIdentifier)
        var best = 0.0
        for try await result in search.results {
            guard let association = result.item.associatedEntity else { continue }
            let id = association.identifier
            pool.add(id, .textMatch)
            best = max(best, result.score)
            guard var candidate = pool.candidates[id] else { continue }
            if result.score > candidate.textScore || candidate.matchReason == nil {
                let field = Self.matchedField(in: result.item.attributeSet, query: query)
                let name = field.map { fields?.displayName(forAttribute: $0) ?? $0 } ?? "text"
                candidate.matchReason = "matched \"\(shown)\" in \(name)"
                candidate.textScore = max(candidate.textScore, result.score)
            }
            candidate.note(result.item)
            pool.candidates[id] = candidate
        }
        pool.bestTextScore = best
    }

    /// Fills in engagement, items and live entities for every candidate and marks stale ones.
    private func complete(_ pool: inout CandidatePool, now: Date) async throws {
        let type = pool.typeIdentifier
        let ids = pool.order
        let missingEngagement = ids.filter { pool.candidates[$0]?.engagement == nil }
        let lookups = try index.read { connection in
            let engagement = try EngagementStore(connection: connection).entityEngagement(
                typeIdentifier: type, identifiers: missingEngagement, now: now, limit: missingEngagement.count)
            let items = try EntityItemReader(connection: connection).items(
                typeIdentifier: type, identifiers: ids.filter { pool.candidates[$0]?.item == nil }, now: now)
            return (engagement, items)
        }
        await index.reportUnreadable(lookups.1.unreadable)
        for engagement in lookups.0 { pool.candidates[engagement.identifier]?.engagement = engagement }
        for (id, items) in lookups.1.items { for item in items { pool.candidates[id]?.note(item) } }

        if registry.entityType(for: type) != nil {
            let unresolved = ids.filter { pool.candidates[$0]?.resolved == nil }
            let lookup = try await registry.entities(
                for: unresolved.map { EntityIdentifier(typeIdentifier: type, identifier: $0) })
            for entity in lookup.resolved { pool.candidates[entity.identifier.identifier]?.resolved = entity }
            for missing in lookup.unresolved {
                pool.candidates[missing.identifier.identifier]?.problem = missing.reason.description
            }
        } else {
            for id in ids where pool.candidates[id]?.item == nil {
                pool.candidates[id]?.problem = "no indexed item"
            }
        }
    }

    /// The text attribute that holds every token of `query` (the last as a prefix when typed
    /// so), heaviest full-text column first; `nil` when the match spans attributes.
    static func matchedField(in attributes: SearchableItemAttributeSet, query: FullTextQuery) -> String? {
        let wanted = query.phrases.flatMap { phrase in
            phrase.tokens.enumerated().map { ($0.element, phrase.isPrefix && $0.offset == phrase.tokens.count - 1) }
        }
        let keys = attributes.attributeKeys.compactMap { key -> (AttributeKey, TextColumn)? in
            guard let column = attributes.descriptor(for: key)?.textColumn else { return nil }
            return (key, column)
        }.sorted { lhs, rhs in
            lhs.1.weight != rhs.1.weight ? lhs.1.weight > rhs.1.weight : lhs.0.rawValue < rhs.0.rawValue
        }
        for (key, _) in keys {
            let texts: [String]
            switch attributes[key] {
            case .string(let text): texts = [text]
            case .strings(let list): texts = list
            default: continue
            }
            let tokens = Set(texts.flatMap(Tokenizer.tokens))
            let found = wanted.allSatisfy { token, isPrefix in
                tokens.contains(token) || (isPrefix && tokens.contains { $0.hasPrefix(token) })
            }
            if found { return key.rawValue }
        }
        return nil
    }
}

/// Where a candidate came from; the raw value is its tier.
enum CandidateSource: Int, Comparable {
    case suggested = 1
    case engaged
    case textMatch
    case currentActivity
    case onScreen
    case selected

    static func < (lhs: CandidateSource, rhs: CandidateSource) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One candidate as it is gathered.
struct Candidate {
    var sources: Set<CandidateSource> = []
    var textScore = 0.0
    var matchReason: String?
    var priority: Int?
    var item: SearchableItem?
    var engagement: EntityEngagement?
    var resolved: ResolvedEntity?
    var suggestedRank: Double?
    var problem: String?

    /// Takes the item's priority and keeps the highest-priority item for display.
    mutating func note(_ item: SearchableItem) {
        let priority = item.associatedEntity?.priority ?? 0
        if self.item == nil || priority > (self.priority ?? .min) { self.item = item }
        self.priority = max(self.priority ?? .min, priority)
    }

    var reasons: [String] {
        var reasons: [String] = []
        if sources.contains(.selected) { reasons.append("on screen (selected)") }
        if sources.contains(.onScreen) && !sources.contains(.selected) { reasons.append("on screen") }
        if sources.contains(.currentActivity) { reasons.append("current activity") }
        if let matchReason { reasons.append(matchReason) }
        if let priority, priority != 0 { reasons.append("priority \(priority)") }
        if let engagement, engagement.useCount > 0 {
            reasons.append("recently used (\(engagement.useCount) time\(engagement.useCount == 1 ? "" : "s"))")
        }
        if sources.contains(.suggested) { reasons.append("suggested") }
        return reasons
    }
}

/// Candidates by entity identifier (within one type), in first-seen order.
struct CandidatePool {
    let typeIdentifier: String
    var candidates: [String: Candidate] = [:]
    var order: [String] = []
    var bestTextScore = 0.0

    init(typeIdentifier: String) { self.typeIdentifier = typeIdentifier }

    mutating func add(_ identifier: String, _ source: CandidateSource) {
        if candidates[identifier] == nil { order.append(identifier) }
        candidates[identifier, default: Candidate()].sources.insert(source)
    }

    func ranked(limit: Int) -> ParameterSuggestions {
        var suggestions: [ParameterSuggestion] = []
        var skipped: [ParameterSuggestions.Skipped] = []
        for id in order {
            guard let candidate = candidates[id], let tier = candidate.sources.max() else { continue }
            let identifier = EntityIdentifier(typeIdentifier: typeIdentifier, identifier: id)
            if let problem = candidate.problem {
                skipped.append(.init(identifier: identifier, reasons: candidate.reasons, problem: problem))
                continue
            }
            var bonus = 4 * Double(min(max(candidate.priority ?? 0, 0), 100))
            if candidate.sources.contains(.textMatch), bestTextScore > 0 {
                bonus += 400 * candidate.textScore / bestTextScore
            }
            if let score = candidate.engagement?.score, score > 0 { bonus += 150 * score / (score + 1) }
            if let rank = candidate.suggestedRank { bonus += 49 * rank }
            let display =
                candidate.resolved?.displayRepresentation
                ?? DisplayRepresentation(
                    title: candidate.item?.attributeSet.title ?? candidate.item?.attributeSet.displayName ?? id,
                    subtitle: candidate.item?.attributeSet.contentDescription)
            suggestions.append(
                ParameterSuggestion(
                    identifier: identifier, displayRepresentation: display,
                    score: Double(tier.rawValue) * 1000 + min(bonus, 999), reasons: candidate.reasons,
                    matchesText: candidate.sources.contains(.textMatch), entity: candidate.resolved?.entity,
                    tier: tier.rawValue))
        }
        suggestions.sort { lhs, rhs in
            lhs.score != rhs.score ? lhs.score > rhs.score : lhs.identifier.description < rhs.identifier.description
        }
        return ParameterSuggestions(suggestions: Array(suggestions.prefix(max(limit, 0))), skipped: skipped)
    }
}

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
/// | 3    | text matches among the items associated with the type         | 3000 |
/// | 2    | recently engaged entities                                     | 2000 |
/// | 1    | the type's `suggestedEntities()`                              | 1000 |
///
/// Bonus (every tier): `400 × relevance` for a text match, `+ 4 × priority` (the item
/// association's priority, clamped to 0–100), `+ 150 × e/(e+1)` for decayed engagement `e`, and
/// for suggested entities `+ 49 × (1 − position/count)`.
///
/// Text matching follows ``UserQuery``'s rules — the same tokenizer and folding, every word must
/// match, the last one as a prefix while it is being typed — over the text of items associated
/// with the type, read from a per-type term index (`entity_terms`) so its cost depends on that
/// type's items, not on the whole corpus. Relevance is the text score relative to the best match: per word, the
/// weight of the best column it appears in (title 10, display names 6, keywords 4, people 3,
/// descriptions 2, body 1; a prefix match counts 0.8), summed. Words of a phrase (`MyWindow`)
/// are matched as separate words. Items of hidden entities (`hideInSpotlight`) never match text.
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

    /// The index searched for candidates.
    public let index: SearchableIndex
    /// The entity types whose queries confirm candidates.
    public let registry: EntityRegistry
    /// The live source of on-screen entities and the current activity; `nil` in another process.
    public let activityCenter: ActivityCenter?

    /// Creates a resolver.
    public init(
        index: SearchableIndex, registry: EntityRegistry = EntityRegistry(),
        activityCenter: ActivityCenter? = nil
    ) {
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
        try await suggestions(
            for: typeIdentifier, matching: text, limit: limit,
            onScreen: await activityCenter?.onScreenEntities ?? .none,
            currentActivityEntity: await activityCenter?.currentActivity?.appEntityIdentifier)
    }

    /// Candidates for a parameter of the entity type `typeIdentifier`, best first, with the
    /// on-screen entities and the current activity's entity given rather than read from the
    /// ``activityCenter`` — for context published by another process (``ScreenContext``) or
    /// named by the caller.
    public func suggestions(
        for typeIdentifier: String, matching text: String? = nil, limit: Int = 10,
        onScreen screen: OnScreenEntities, currentActivityEntity: EntityIdentifier?
    ) async throws -> ParameterSuggestions {
        let now = index.configuration.clock.now()
        var pool = CandidatePool(typeIdentifier: typeIdentifier)

        if let selected = screen.selected, selected.typeIdentifier == typeIdentifier {
            pool.add(selected.identifier, .selected)
        }
        for visible in screen.visible where visible.typeIdentifier == typeIdentifier {
            pool.add(visible.identifier, .onScreen)
        }
        if let current = currentActivityEntity, current.typeIdentifier == typeIdentifier {
            pool.add(current.identifier, .currentActivity)
        }

        if let suggested = try await registry.suggestedEntities(ofType: typeIdentifier) {
            for (position, entity) in suggested.enumerated()
            where entity.identifier.typeIdentifier == typeIdentifier {
                let id = entity.identifier.identifier
                pool.add(id, .suggested)
                pool.candidates[id]?.resolved = entity
                pool.candidates[id]?.suggestedRank = 1 - Double(position) / Double(suggested.count)
            }
        }

        // Everything the store knows, in one read transaction: one snapshot, one lock.
        var query = FullTextQuery(userText: text ?? "")
        var shown = text
        try index.read { connection in
            if let corrected = try gather(
                into: &pool, query: query, limit: limit, now: now, connection: connection)
            {
                query = corrected.query
                if !corrected.corrections.isEmpty {
                    shown = SpellingCorrection.apply(corrected.corrections, to: text ?? "")
                }
            }
        }
        try await resolveEntities(in: &pool)
        let ranked = pool.ranked(limit: limit)
        return try await materialize(ranked, pool: pool, text: shown, query: query)
    }

    /// Picks the entity of type `E` that `text` (or, without text, the context) means.
    public func resolve<E: AppEntity>(_ text: String?, for type: E.Type) async throws -> ParameterResolution {
        registry.registerIfNeeded(type)
        return try await resolve(text, for: E.typeIdentifier)
    }

    /// Picks the entity of type `typeIdentifier` that `text` (or, without text, the context) means.
    public func resolve(_ text: String?, for typeIdentifier: String) async throws -> ParameterResolution {
        let ranked = try await suggestions(for: typeIdentifier, matching: text, limit: 10).suggestions
        return Self.resolution(of: ranked, matching: text)
    }

    /// The resolution that ranked suggestions (best first, as ``suggestions(for:matching:limit:)-(String,_,_)``
    /// returns them for `text`) amount to.
    public static func resolution(of ranked: [ParameterSuggestion], matching text: String?)
        -> ParameterResolution
    {
        let hasText = !FullTextQuery(userText: text ?? "").isEmpty
        let candidates = hasText ? ranked.filter(\.matchesText) : ranked
        guard let best = candidates.first else { return .notFound }
        guard candidates.count > 1 else { return .resolved(best) }
        let second = candidates[1]
        if best.tier > second.tier || best.score - second.score >= clearMargin { return .resolved(best) }
        return .needsDisambiguation(
            candidates.filter { $0.tier == best.tier && best.score - $0.score < clearMargin })
    }

    // MARK: Gathering

    /// Adds text matches and engaged entities, then fills in every candidate's engagement and
    /// best item. When no entity's words match `query`, its mistyped words are corrected to the
    /// type's closest words (``SpellingCorrection``) and the corrected query is matched instead.
    /// - Returns: the corrected query and its corrections, when that is what was matched.
    private func gather(
        into pool: inout CandidatePool, query: FullTextQuery, limit: Int, now: Date,
        connection: SQLiteConnection
    ) throws -> (query: FullTextQuery, corrections: [SpellingCorrection.Correction])? {
        let type = pool.typeIdentifier
        let engagement = EngagementStore(connection: connection)
        var correction: (query: FullTextQuery, corrections: [SpellingCorrection.Correction])?
        if !query.isEmpty {
            func search(_ query: FullTextQuery) throws -> (matches: [EntityTermIndex.Match], best: Double) {
                try EntityTermIndex.search(
                    query, typeIdentifier: type, now: now, limit: max(limit * 3, 30), connection: connection)
            }
            var text = try search(query)
            if text.matches.isEmpty {
                // `groceries` for `Grocery`, `the shopping list` for `Shopping list`.
                let vocabulary = SpellingCorrection.EntityTerms(connection: connection, typeIdentifier: type)
                for (fallback, _) in try query.fallbacks(where: vocabulary.holds) {
                    let found = try search(fallback)
                    guard !found.matches.isEmpty else { continue }
                    text = found
                    correction = (fallback, [])
                    break
                }
            }
            if text.matches.isEmpty,
                let corrected = try SpellingCorrection.search(
                    query,
                    correctedIn: SpellingCorrection.EntityTerms(connection: connection, typeIdentifier: type),
                    search, finds: { !$0.matches.isEmpty })
            {
                text = corrected.result
                correction = (corrected.query, corrected.corrections)
            }
            pool.bestTextScore = text.best
            for match in text.matches {
                pool.add(match.entityIdentifier, .textMatch)
                pool.candidates[match.entityIdentifier]?.noteTextMatch(match)
            }
        }
        let engagedByIdentifier = try engagement.entityEngagement(typeIdentifier: type, now: now)
        let mostEngaged = engagedByIdentifier.values.sorted {
            $0.score != $1.score ? $0.score > $1.score : $0.identifier < $1.identifier
        }
        for engaged in mostEngaged.prefix(max(limit, 1)) { pool.add(engaged.identifier, .engaged) }
        for id in pool.order { pool.candidates[id]?.engagement = engagedByIdentifier[id] }
        let missingItems = pool.order.filter { pool.candidates[$0]?.itemRowID == nil }
        let items = try EntityItemReader(connection: connection).bestItems(
            typeIdentifier: type, identifiers: missingItems, now: now)
        for (id, item) in items { pool.candidates[id]?.noteItem(rowID: item.rowID, priority: item.priority) }
        return correction
    }

    /// Resolves the candidates through the type's live query when it is registered; otherwise a
    /// candidate exists while an item is associated with it. Marks the stale ones.
    private func resolveEntities(in pool: inout CandidatePool) async throws {
        let type = pool.typeIdentifier
        let ids = pool.order
        if registry.entityType(for: type) != nil {
            let unresolved = ids.filter { pool.candidates[$0]?.resolved == nil }
            let lookup = try await registry.entities(
                for: unresolved.map { EntityIdentifier(typeIdentifier: type, identifier: $0) })
            for entity in lookup.resolved { pool.candidates[entity.identifier.identifier]?.resolved = entity }
            for missing in lookup.unresolved {
                pool.candidates[missing.identifier.identifier]?.problem = missing.reason.description
            }
        } else {
            for id in ids where pool.candidates[id]?.itemRowID == nil {
                pool.candidates[id]?.problem = "no indexed item"
            }
        }
    }

    /// Builds the suggestions that made the cut: their display representations (the live entity's,
    /// else the item's title) and the matched field, decoding only those few items.
    private func materialize(
        _ ranked: (kept: [RankedCandidate], skipped: [ParameterSuggestions.Skipped]), pool: CandidatePool,
        text: String?, query: FullTextQuery
    ) async throws -> ParameterSuggestions {
        var rowIDs: [Int] = []
        for entry in ranked.kept {
            if entry.candidate.resolved == nil, let row = entry.candidate.itemRowID { rowIDs.append(row) }
            if let row = entry.candidate.textRowID { rowIDs.append(row) }
        }
        let loaded = try index.read { try EntityItemReader(connection: $0).items(rowIDs: rowIDs) }
        if !loaded.unreadable.isEmpty { await index.reportUnreadable(loaded.unreadable) }
        let items = loaded.items

        let shown = (text ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        let fields = registry.entityType(for: pool.typeIdentifier)
        let suggestions = ranked.kept.map { entry in
            var candidate = entry.candidate
            if let row = candidate.textRowID {
                let field = items[row].flatMap { Self.matchedField(in: $0.attributeSet, query: query) }
                let name = field.map { fields?.displayName(forAttribute: $0) ?? $0 } ?? "text"
                candidate.matchReason = "matched \"\(shown)\" in \(name)"
            }
            let item = candidate.itemRowID.flatMap { items[$0] }
            let display =
                candidate.resolved?.displayRepresentation
                ?? DisplayRepresentation(
                    title: item?.attributeSet.title ?? item?.attributeSet.displayName ?? entry.identifier,
                    subtitle: item?.attributeSet.contentDescription)
            return ParameterSuggestion(
                identifier: EntityIdentifier(
                    typeIdentifier: pool.typeIdentifier, identifier: entry.identifier),
                displayRepresentation: display, score: entry.score, reasons: candidate.reasons,
                matchesText: candidate.sources.contains(.textMatch), entity: candidate.resolved?.entity,
                tier: entry.tier)
        }
        return ParameterSuggestions(suggestions: suggestions, skipped: ranked.skipped)
    }

    /// The text attribute that holds every token of `query` (the last as a prefix when typed
    /// so), heaviest full-text column first; `nil` when the match spans attributes.
    static func matchedField(in attributes: SearchableItemAttributeSet, query: FullTextQuery) -> String? {
        let wanted = query.phrases.flatMap { phrase in
            phrase.tokens.enumerated().map {
                ($0.element, phrase.isPrefix && $0.offset == phrase.tokens.count - 1)
            }
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
            let tokens = Set(texts.flatMap { Tokenizer.tokens($0) })
            let found = wanted.allSatisfy { token, isPrefix in
                tokens.contains(token) || (isPrefix && tokens.contains { $0.hasPrefix(token) })
            }
            if found { return key.rawValue }
        }
        return nil
    }
}

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
    /// The best text-matching item, whose matched field the reason names.
    var textRowID: Int?
    var matchReason: String?
    var priority: Int?
    /// The highest-priority item, shown when the type has no live query.
    var itemRowID: Int?
    var engagement: EntityEngagement?
    var resolved: ResolvedEntity?
    var suggestedRank: Double?
    var problem: String?

    mutating func noteTextMatch(_ match: EntityTermIndex.Match) {
        if textRowID == nil || match.score > textScore {
            textRowID = match.rowID
            textScore = match.score
        }
        noteItem(rowID: match.rowID, priority: match.priority)
    }

    /// Keeps the highest-priority item and its priority.
    mutating func noteItem(rowID: Int, priority: Int) {
        if itemRowID == nil || priority > (self.priority ?? .min) {
            itemRowID = rowID
            self.priority = priority
        }
    }

    var reasons: [String] {
        var reasons: [String] = []
        if sources.contains(.selected) { reasons.append("on screen (selected)") }
        if sources.contains(.onScreen) && !sources.contains(.selected) { reasons.append("on screen") }
        if sources.contains(.currentActivity) { reasons.append("current activity") }
        if let matchReason { reasons.append(matchReason) }
        if let priority, priority != 0 { reasons.append("priority \(priority)") }
        if let engagement, engagement.useCount > 0 {
            reasons.append(
                "recently used (\(engagement.useCount) time\(engagement.useCount == 1 ? "" : "s"))")
        }
        if sources.contains(.suggested) { reasons.append("suggested") }
        return reasons
    }
}

/// A candidate with its final score, before its display is materialized.
struct RankedCandidate {
    var identifier: String
    var candidate: Candidate
    var score: Double
    var tier: Int
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

    /// The best `limit` candidates by score (ties by identifier), and the stale ones.
    func ranked(limit: Int) -> (kept: [RankedCandidate], skipped: [ParameterSuggestions.Skipped]) {
        var kept: [RankedCandidate] = []
        var skipped: [ParameterSuggestions.Skipped] = []
        for id in order {
            guard let candidate = candidates[id], let tier = candidate.sources.max() else { continue }
            if let problem = candidate.problem {
                skipped.append(
                    .init(
                        identifier: EntityIdentifier(typeIdentifier: typeIdentifier, identifier: id),
                        reasons: candidate.reasons, problem: problem))
                continue
            }
            var bonus = EntityTermIndex.rank(
                score: candidate.sources.contains(.textMatch) ? candidate.textScore : 0, best: bestTextScore,
                priority: candidate.priority ?? 0)
            if let score = candidate.engagement?.score, score > 0 { bonus += 150 * score / (score + 1) }
            if let rank = candidate.suggestedRank { bonus += 49 * rank }
            kept.append(
                RankedCandidate(
                    identifier: id, candidate: candidate,
                    score: Double(tier.rawValue) * 1000 + min(bonus, 999),
                    tier: tier.rawValue))
        }
        // Within one type, ordering by the identifier string orders by the EntityIdentifier's
        // description too.
        kept.sort { $0.score != $1.score ? $0.score > $1.score : $0.identifier < $1.identifier }
        return (Array(kept.prefix(max(limit, 0))), skipped)
    }
}

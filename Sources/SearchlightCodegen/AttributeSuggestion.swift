/// Suggestions for a misspelled attribute name.
enum AttributeSuggestion {
    /// The closest attribute name, if one is close enough to be a typo.
    static func closest(to name: String) -> String? {
        let lowered = Array(name.lowercased().utf8)
        var best: (distance: Int, name: String)?
        for candidate in AttributeTable.kinds.keys {
            let distance = editDistance(lowered, Array(candidate.lowercased().utf8))
            let limit = name.count <= 3 ? 1 : name.count <= 8 ? 2 : 3
            guard distance <= limit else { continue }
            if let current = best, (current.distance, current.name) <= (distance, candidate) { continue }
            best = (distance, candidate)
        }
        return best?.name
    }

    private static func editDistance(_ lhs: [UInt8], _ rhs: [UInt8]) -> Int {
        guard !lhs.isEmpty else { return rhs.count }
        var previous = Array(0...rhs.count)
        for (row, left) in lhs.enumerated() {
            var current = [row + 1] + Array(repeating: 0, count: rhs.count)
            for (column, right) in rhs.enumerated() {
                current[column + 1] = Swift.min(
                    previous[column] + (left == right ? 0 : 1), previous[column + 1] + 1, current[column] + 1)
            }
            previous = current
        }
        return previous[rhs.count]
    }
}

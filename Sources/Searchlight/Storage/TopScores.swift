/// The best scores seen: a min-heap of at most `capacity`. Of equal scores the smaller key
/// (the earlier row id, or match in row order) ranks first, kept or dropped by the same order as
/// it is sorted by, so the kept scores sorted are exactly the first `capacity` of all of them
/// sorted, in `O(n log capacity)` instead of `O(n log n)`.
struct TopScores {
    let capacity: Int
    private var heap: [(key: Int, score: Double)] = []

    /// Whether `a` ranks below `b`.
    private static func ranksBelow(_ a: (key: Int, score: Double), _ b: (key: Int, score: Double)) -> Bool {
        a.score != b.score ? a.score < b.score : a.key > b.key
    }

    init(capacity: Int) {
        self.capacity = capacity
        heap.reserveCapacity(capacity)
    }

    var isFull: Bool { heap.count >= capacity }
    var minimum: Double { isFull ? heap[0].score : -.infinity }

    mutating func insert(key: Int, score: Double) {
        if heap.count < capacity {
            heap.append((key, score))
            var child = heap.count - 1
            while child > 0 {
                let parent = (child - 1) / 2
                guard Self.ranksBelow(heap[child], heap[parent]) else { break }
                heap.swapAt(child, parent)
                child = parent
            }
        } else if Self.ranksBelow(heap[0], (key, score)) {
            heap[0] = (key, score)
            var parent = 0
            while true {
                var smallest = parent
                let left = 2 * parent + 1
                if left < heap.count, Self.ranksBelow(heap[left], heap[smallest]) { smallest = left }
                if left + 1 < heap.count, Self.ranksBelow(heap[left + 1], heap[smallest]) {
                    smallest = left + 1
                }
                guard smallest != parent else { break }
                heap.swapAt(parent, smallest)
                parent = smallest
            }
        }
    }

    var keys: [Int] { heap.map(\.key) }

    func sorted() -> [(key: Int, score: Double)] { heap.sorted { Self.ranksBelow($1, $0) } }
}

/// Every way of choosing `size` of the indices `0..<count`, each in increasing order; the choices
/// keeping the earlier indices come first.
func indexChoices(of size: Int, from count: Int) -> [[Int]] {
    guard size > 0 else { return [[]] }
    guard size <= count else { return [] }
    var result: [[Int]] = []
    for first in 0...(count - size) {
        for rest in indexChoices(of: size - 1, from: count - first - 1) {
            result.append([first] + rest.map { $0 + first + 1 })
        }
    }
    return result
}

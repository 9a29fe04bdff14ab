/// A benchmark that could not measure what it set out to, with the reason.
struct BenchFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

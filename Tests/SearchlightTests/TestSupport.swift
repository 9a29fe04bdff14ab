import Foundation
import Searchlight

/// One directory per test process holding every store the tests make, removed when the process
/// exits: hundreds of stores, some of tens of megabytes, would otherwise fill a small disk run by run.
private let testFilesRoot: URL = {
    let root = FileManager.default.temporaryDirectory
        .appendingPathComponent(
            "searchlight-tests-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
    try? FileManager.default.removeItem(at: root)
    try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(at: testFilesRoot) }
    return root
}()

/// A fresh store directory, removed when the test process exits.
func temporaryDirectory(_ label: String = "index") -> URL {
    let url = testFilesRoot.appendingPathComponent("\(label)-\(UUID().uuidString)", isDirectory: true)
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// An index in a fresh temporary store.
func makeIndex(
    name: String = "default", configuration: IndexConfiguration = IndexConfiguration()
) -> SearchableIndex {
    SearchableIndex(name: name, location: temporaryDirectory(), configuration: configuration)
}

/// An item with a title and optional extras, for tests.
func makeItem(
    _ id: String, title: String? = nil, domain: String? = nil, text: String? = nil, keywords: [String]? = nil,
    contentType: ContentType = .text
) -> SearchableItem {
    var attributes = SearchableItemAttributeSet(contentType: contentType)
    attributes.title = title ?? "Item \(id)"
    attributes.textContent = text
    attributes.keywords = keywords
    return SearchableItem(uniqueIdentifier: id, domainIdentifier: domain, attributeSet: attributes)
}

/// Identifiers of a user query's results, in order.
func search(_ text: String, in index: SearchableIndex, context: UserQueryContext = UserQueryContext())
    async throws
    -> [String]
{
    try await identifiers(of: UserQuery(userQueryString: text, userQueryContext: context, index: index))
}

/// The identifiers `query` finds, in order; the query keeps what it learnt on the way
/// (``UserQuery/correctedQueryString``, ``UserQuery/isPartialMatch``).
func identifiers(of query: UserQuery) async throws -> [String] {
    var identifiers: [String] = []
    for try await result in query.results { identifiers.append(result.id) }
    return identifiers
}

/// The identifiers a user query finds when no item holds every word, the items holding some of
/// them; `nil` when what it found was not such a partial match.
func partiallyFound(_ text: String, in index: SearchableIndex) async throws -> [String]? {
    let query = UserQuery(userQueryString: text, index: index)
    let found = try await identifiers(of: query)
    return query.isPartialMatch ? found : nil
}

/// A search box context in which every word must match: no partial matches.
let everyWordContext = UserQueryContext(allowsPartialMatches: false)

/// Every visible identifier in the index, sorted.
func allIdentifiers(_ index: SearchableIndex) async throws -> [String] {
    var identifiers: [String] = []
    for try await item in index.enumerateItems() { identifiers.append(item.uniqueIdentifier) }
    return identifiers.sorted()
}

/// Reads `handle` to its end on a thread of its own, handing each complete line to `onLine` and
/// then calling `onEnd`.
///
/// Blocking reads on a plain thread rather than `readabilityHandler`: a handler's dispatch
/// source can still be registered when the pipe's descriptor is closed, which crashes
/// libdispatch's event loop on Linux.
func readLines(
    from handle: FileHandle, onLine: @escaping @Sendable (String) -> Void,
    onEnd: @escaping @Sendable () -> Void = {}
) {
    Thread {
        var buffer = Data()
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            buffer.append(chunk)
            while let newline = buffer.firstIndex(of: 0x0A) {
                onLine(String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self))
                buffer.removeSubrange(buffer.startIndex...newline)
            }
        }
        onEnd()
    }.start()
}

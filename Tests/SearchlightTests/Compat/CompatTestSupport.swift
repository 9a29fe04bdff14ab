import SearchlightCompat
import Synchronization

/// A `CSSearchableIndex` over a fresh temporary store.
func makeCompatIndex(name: String = "default") -> CSSearchableIndex {
    CSSearchableIndex(makeIndex(name: name))
}

/// What a `CSSearchQuery`'s handlers received: the found items, in delivery order, and the
/// error its completion handler was called with.
struct CompatQueryOutcome {
    var items: [CSSearchableItem]
    var error: (any Error)?
    var completions: Int

    var identifiers: [String] { items.map(\.uniqueIdentifier) }
}

/// Collects a query's handler calls, which arrive on another thread.
final class CompatQueryRecorder: @unchecked Sendable {
    // Unchecked: every stored property is read and written under `lock`.
    private let lock = NSLock()
    private var items: [CSSearchableItem] = []
    private var suggestions: [CSSuggestion] = []
    private var error: (any Error)?
    private var completions = 0
    private var events: [String] = []

    func found(_ new: [CSSearchableItem]) {
        lock.withLock {
            items += new
            events.append("items")
        }
    }

    func suggested(_ new: [CSSuggestion]) {
        lock.withLock {
            suggestions += new
            events.append("suggestions")
        }
    }

    func completed(_ error: (any Error)?) {
        lock.withLock {
            self.error = error
            completions += 1
            events.append("completion")
        }
    }

    var outcome: CompatQueryOutcome {
        lock.withLock { CompatQueryOutcome(items: items, error: error, completions: completions) }
    }

    var foundSuggestions: [CSSuggestion] { lock.withLock { suggestions } }
    var order: [String] { lock.withLock { events } }
}

/// Starts `query` with handlers and waits for its completion handler.
func runCompatQuery(_ query: CSSearchQuery, recorder: CompatQueryRecorder = CompatQueryRecorder()) async
    -> CompatQueryOutcome
{
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
        query.foundItemsHandler = { recorder.found($0) }
        query.completionHandler = { error in
            recorder.completed(error)
            done.resume()
        }
        query.start()
    }
    return recorder.outcome
}

/// Items of `index`'s store that match a query string, found through `CSSearchQuery`'s handlers.
func compatSearch(
    _ queryString: String, in index: CSSearchableIndex, fetching attributes: [String] = []
) async throws -> [CSSearchableItem] {
    let context = CSSearchQueryContext()
    context.fetchAttributes = attributes
    let outcome = await runCompatQuery(
        CSSearchQuery(queryString: queryString, queryContext: context, index: index.searchableIndex))
    if let error = outcome.error { throw error }
    return outcome.items
}

/// Identifiers of the items of `index`'s store that match a query string, sorted.
func compatIdentifiers(_ queryString: String, in index: CSSearchableIndex) async throws -> [String] {
    try await compatSearch(queryString, in: index).map(\.uniqueIdentifier).sorted()
}

/// An item with a title and optional extras, as Core Spotlight's class.
func makeCompatItem(
    _ id: String, title: String? = nil, domain: String? = nil, text: String? = nil, keywords: [String]? = nil
) -> CSSearchableItem {
    let attributes = CSSearchableItemAttributeSet(contentType: .text)
    attributes.title = title ?? "Item \(id)"
    attributes.textContent = text
    attributes.keywords = keywords
    return CSSearchableItem(uniqueIdentifier: id, domainIdentifier: domain, attributeSet: attributes)
}

/// Calls a completion-handler API and waits for its handler; returns the error it got.
func completion(_ call: (@escaping @Sendable ((any Error)?) -> Void) -> Void) async -> (any Error)? {
    await withCheckedContinuation { (done: CheckedContinuation<(any Error)?, Never>) in
        call { done.resume(returning: $0) }
    }
}

/// A value that handlers running on other threads can update.
final class CompatBox<Value: Sendable>: Sendable {
    private let storage: Mutex<Value>

    init(_ value: Value) { storage = Mutex(value) }

    var value: Value { storage.withLock { $0 } }

    func update(_ change: (inout Value) -> Void) { storage.withLock { change(&$0) } }
}

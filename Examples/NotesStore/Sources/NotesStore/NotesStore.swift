import Foundation
import Searchlight

/// The notes app: writes go to its own SQLite tables; search goes through the index that the
/// store delegate keeps in step with them. Exits non-zero on a failed check.
@main
struct NotesStore {
    static let description = StoreDescription(
        tables: [
            StoreTableDescription(
                "notes", contentType: .text, attributes: ["title": .title, "body": .textContent],
                displayName: .expression("title || ' — ' || folder"),
                keywords: [
                    StoreKeywordSource(
                        table: "tags", column: "name",
                        through: StoreJoinTable(
                            table: "note_tags", itemColumn: "note_id", relatedColumn: "tag_id"))
                ])
        ], storeIdentifier: "com.example.notes")

    static func main() async {
        do {
            let failures = try await run()
            print(failures == 0 ? "NotesStore: all checks passed" : "NotesStore: \(failures) checks failed")
            exit(failures == 0 ? 0 : 1)
        } catch {
            print("NotesStore: error: \(error)")
            exit(1)
        }
    }

    static func run() async throws -> Int {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("notes-store-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = try NotesDatabase(path: directory.appendingPathComponent("notes.sqlite").path)
        try database.addNote(
            title: "Natural Bridges", body: "Sandstone arches at the state park", tags: ["travel"])
        let recipe = try database.addNote(
            title: "Lentil soup", body: "Cumin, lemon, carrots", tags: ["recipes"])

        let delegate = StoreSpotlightDelegate(
            databasePath: directory.appendingPathComponent("notes.sqlite").path, description: description,
            options: StoreIndexingOptions(indexLocation: directory.appendingPathComponent("index")))
        try await delegate.startSpotlightIndexing()
        let index = try await delegate.searchableIndex()
        var failures = 0
        func check(_ label: String, _ query: String, _ expected: [String]) async throws {
            var found: [String] = []
            for _ in 0..<500 {
                found = try await search(query, in: index)
                if found == expected { break }
                try await Task.sleep(for: .milliseconds(10))
            }
            print("\(found == expected ? "ok" : "FAILED") \(label): \"\(query)\" → \(found)")
            if found != expected { failures += 1 }
        }

        try await check("initial indexing", "arches", ["Natural Bridges — Notes"])
        let trip = try database.addNote(title: "Kyoto", body: "Temples and gardens", tags: ["travel"])
        delegate.noteChanges()
        try await check("a new note", "temples", ["Kyoto — Notes"])
        try await check("tags are keywords", "travel", ["Kyoto — Notes", "Natural Bridges — Notes"])
        try database.renameTag("travel", to: "journeys")
        delegate.noteChanges()
        try await check("a renamed tag", "journeys", ["Kyoto — Notes", "Natural Bridges — Notes"])
        try database.updateNote(trip, title: "Kyoto in autumn")
        delegate.noteChanges()
        try await check("an edited note", "autumn", ["Kyoto in autumn — Notes"])
        try database.deleteNote(recipe)
        delegate.noteChanges()
        try await check("a deleted note", "lentil", [])
        await delegate.stopSpotlightIndexing()
        return failures
    }

    static func search(_ text: String, in index: SearchableIndex) async throws -> [String] {
        var names: [String] = []
        for try await result in UserQuery(
            userQueryString: text, userQueryContext: UserQueryContext(), index: index
        )
        .results {
            names.append(result.item.attributeSet.displayName ?? result.item.uniqueIdentifier)
        }
        return names.sorted()
    }
}

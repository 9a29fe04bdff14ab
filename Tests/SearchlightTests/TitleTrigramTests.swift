import Foundation
import Searchlight
import Testing

/// Substrings of titles go through the trigram index and find exactly what comparing every
/// title finds, as items are added, renamed and deleted.
@Suite struct TitleTrigramTests {
    static let titles = [
        "zlib1g", "glibc", "libxml2-utils", "Élan vital", "ELAN", "python3-lxml", "日本語の入力", "入力メソッド",
        "a\"quote\"d title", "xx", "LibreOffice Writer", "calibre",
    ]

    /// Every title holding `substring` after folding, the way the whole-value comparison reads it.
    static func expected(_ titles: [String: String], _ literals: [String]) -> [String] {
        titles.filter { _, title in
            let folded = TextFolding.fold(title)
            return literals.allSatisfy { folded.contains(TextFolding.fold($0)) }
        }.keys.sorted()
    }

    static func index(_ titles: [String: String]) async throws -> SearchableIndex {
        let index = makeIndex()
        try await index.indexSearchableItems(titles.map { makeItem($0.key, title: $0.value) })
        return index
    }

    @Test(arguments: [
        (#"title == "*lib*"cd"#, ["lib"]), (#"title == "*LIB*"cd"#, ["lib"]),
        (#"title == "*elan*"cd"#, ["elan"]),
        (#"title == "*入力*"cd"#, ["入力"]), (#"title == "*本語の入*"cd"#, ["本語の入"]),
        (#"title == "*xml*"cd"#, ["xml"]), (#"title == "*ib*"cd"#, ["ib"]),
        (#"title == "*\"quo*"cd"#, ["\"quo"]),
        (#"title == "*lib*ml*"cd"#, ["lib", "ml"]), (#"title == "*alibre"cd"#, ["alibre"]),
    ])
    func substringsFindWhatComparingEveryTitleFinds(query queryString: String, literals: [String])
        async throws
    {
        let titles = Dictionary(
            uniqueKeysWithValues: Self.titles.enumerated().map { ("t\($0.offset)", $0.element) })
        let index = try await Self.index(titles)
        #expect(try await query(queryString, in: index).sorted() == Self.expected(titles, literals))
    }

    @Test func renamedAndDeletedTitlesLeaveTheIndex() async throws {
        let index = try await Self.index(["a": "libfoo", "b": "barlib", "c": "other"])
        #expect(try await query(#"title == "*lib*"cd"#, in: index).sorted() == ["a", "b"])
        try await index.indexSearchableItems([makeItem("a", title: "renamed"), makeItem("c", title: "glibc")])
        _ = try await index.deleteSearchableItems(withIdentifiers: ["b"])
        #expect(try await query(#"title == "*lib*"cd"#, in: index) == ["c"])
        #expect(try await query(#"title == "*name*"cd"#, in: index) == ["a"])
        // Nothing of the old titles is left in the trigram index.
        let rows = try index.read { connection in
            let statement = try connection.statement("SELECT count(*) FROM title_trigrams")
            defer { statement.reset() }
            _ = try statement.step()
            return statement.int(0)
        }
        #expect(rows == 2)
    }
}

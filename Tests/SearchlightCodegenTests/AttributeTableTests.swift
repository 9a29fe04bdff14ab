import Searchlight
import Testing

@testable import SearchlightCodegen

/// The generator's copy of the attribute catalog agrees with the library's.
@Suite struct AttributeTableTests {
    @Test func everyBuiltInAttributeHasTheSameKind() {
        let catalog = Dictionary(
            uniqueKeysWithValues: AttributeCatalog.builtIn.map { ($0.key.rawValue, $0.type.rawValue) })
        var expected = catalog
        for name in AttributeTable.derived { expected.removeValue(forKey: name) }
        #expect(AttributeTable.kinds.mapValues(\.rawValue) == expected)
        #expect(AttributeTable.derived.allSatisfy { catalog[$0] != nil })
    }

    @Test func suggestionsFindTypos() {
        #expect(EntityAnalyzer.suggestion(for: "titel") == "title")
        #expect(EntityAnalyzer.suggestion(for: "Keywords") == "keywords")
        #expect(EntityAnalyzer.suggestion(for: "zzzzzzzz") == nil)
    }
}

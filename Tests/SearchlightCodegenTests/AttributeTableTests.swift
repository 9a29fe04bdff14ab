import Searchlight
import Testing

@testable import SearchlightCodegen

/// The generator's copy of the attribute catalog agrees with the library's.
@Suite struct AttributeTableTests {
    @Test func everyBuiltInAttributeHasTheSameKind() {
        let catalog = Dictionary(
            uniqueKeysWithValues: AttributeCatalog.builtIn.map { ($0.key.rawValue, $0.type.rawValue) })
        #expect(AttributeTable.kinds.mapValues(\.rawValue) == catalog)
        #expect(AttributeTable.contentTypeSetters.keys.allSatisfy { catalog[$0] != nil })
    }

    @Test func suggestionsFindTypos() {
        #expect(AttributeSuggestion.closest(to: "titel") == "title")
        #expect(AttributeSuggestion.closest(to: "Keywords") == "keywords")
        #expect(AttributeSuggestion.closest(to: "zzzzzzzz") == nil)
    }
}

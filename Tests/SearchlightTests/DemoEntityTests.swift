import Searchlight
import Testing

@testable import searchlight

/// The `searchlight` target applies the Searchlight plugin: its entities convert through
/// generated code, which agrees with reflection.
@Suite struct DemoEntityTests {
    @Test func demoEntitiesUsePluginGeneratedCode() throws {
        let metadata = try #require(DemoPhoto.generatedMetadata)
        #expect(metadata.typeIdentifier == "Photo")
        #expect(metadata.properties.map(\.name) == ["caption", "details", "tags", "rankingHint"])
        #expect(DemoOrder.generatedMetadata?.properties.first?.title == "Drink")
        for order in DemoCommand.orders {
            #expect(order.defaultAttributeSet == order.reflectedAttributeSet)
        }
        for photo in DemoCommand.photos {
            #expect(photo.defaultAttributeSet == photo.reflectedAttributeSet)
        }
        #expect(DemoCommand.photos[0].attributeSet.keywords == ["travel", "landscape"])
        #expect(DemoCommand.photos[0].attributeSet.contentType == .image)
    }
}

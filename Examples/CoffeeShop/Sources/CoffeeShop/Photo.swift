import Foundation
import Searchlight

/// A photo of the shop. It becomes an entity in `Photo+IndexedEntity.swift`: the generator
/// finds conformances declared in any file of the target.
struct Photo: Sendable {
    let id: UUID
    @Property(title: "Caption", indexingKey: \.title) var caption = ""
    @Property(title: "Tags", indexingKey: \.keywords) var tags: [Tag] = []
    @Property(indexingKey: \.pixelWidth) var width = 0
    @Property(indexingKey: \.pixelHeight) var height = 0
    @Property(indexingKey: \.contentURL) var file: URL? = nil
}

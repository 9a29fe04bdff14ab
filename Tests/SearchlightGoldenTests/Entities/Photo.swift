import Foundation
import Searchlight

/// Photos are declared here and become entities in `Photo+IndexedEntity.swift`.
// Unchecked: the wrapped properties are `var`s, but nothing mutates a photo after `init`.
final class Photo: @unchecked Sendable {
    let id: Int
    @Property(indexingKey: \.pixelWidth) var width: Int32 = 4032
    @Property(indexingKey: \.pixelHeight) var height: UInt16 = 3024
    @Property(indexingKey: \.focalLength) var focalLength: Float = 26
    @Property(indexingKey: \.altitude) var altitude: Int = 12
    @Property(indexingKey: \.flashOn) var flash = false
    @Property(indexingKey: \.thumbnailData) var thumbnail = Data([0xFF, 0xD8])
    @Property(indexingKey: \.keywords) var labels: Set<Label> = [.outdoor, .people]
    @Property(indexingKey: \.alternateNames) var albums: [Label] = [.people]
    @Property(indexingKey: \.orientation) var rotation: Rotation? = .quarter
    @Property(indexingKey: \.primaryRecipients) var people: [Person] = [
        Person(displayName: "Ada", handles: ["ada@example.com"], handleIdentifier: "emailAddresses")
    ]
    @Property(indexingKey: \.importantDates) var dates: [Date] = [Date(timeIntervalSinceReferenceDate: 0)]

    init(id: Int) { self.id = id }
}

enum Label: String, Sendable, Hashable {
    case outdoor, people
}

enum Rotation: Int, Sendable {
    case none = 0
    case quarter = 90
}

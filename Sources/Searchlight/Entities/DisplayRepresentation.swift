/// How an entity is shown to people: a title, optionally a subtitle and an image.
///
/// The default attribute set of an ``IndexedEntity`` indexes the title as `title`, the subtitle
/// as `contentDescription` and the image as a thumbnail.
///
/// ```swift
/// var displayRepresentation: DisplayRepresentation {
///     DisplayRepresentation(title: drink, subtitle: "\(size) · \(customer)")
/// }
/// ```
public struct DisplayRepresentation: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The main text, such as an order's drink or a note's heading.
    public var title: String
    /// Secondary text shown under the title.
    public var subtitle: String?
    /// A picture for the entity.
    public var image: DisplayImage?

    /// Creates a representation.
    public init(title: String, subtitle: String? = nil, image: DisplayImage? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }

    /// A representation with only a title.
    public init(stringLiteral title: String) {
        self.init(title: title)
    }
}

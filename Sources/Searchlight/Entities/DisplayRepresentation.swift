/// How an entity is shown to people: a title, optionally a subtitle, an image and synonyms.
///
/// The default attribute set of an ``IndexedEntity`` indexes the title as `title`, the subtitle
/// as `contentDescription`, the synonyms as `alternateNames` and the image as a thumbnail.
///
/// ```swift
/// var displayRepresentation: DisplayRepresentation {
///     DisplayRepresentation(
///         title: "\(drink)", subtitle: "\(size) · \(customer)",
///         image: .init(systemName: "cup.and.saucer"), synonyms: ["coffee"])
/// }
/// ```
public struct DisplayRepresentation: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The picture of a representation, as App Intents spells it.
    public typealias Image = DisplayImage

    /// The main text, such as an order's drink or a note's heading.
    public var title: String
    /// Secondary text shown under the title.
    public var subtitle: String?
    /// A picture for the entity.
    public var image: DisplayImage?
    /// Other names people use for the entity; searchable as `alternateNames`.
    public var synonyms: [String]

    /// Creates a representation. Disfavoured where App Intents' localizable form also fits
    /// (`.init(stringLiteral:)`), which is the only one App Intents has.
    @_disfavoredOverload
    public init(title: String, subtitle: String? = nil, image: DisplayImage? = nil, synonyms: [String] = []) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.synonyms = synonyms
    }

    /// Creates a representation from localizable text, as App Intents does.
    public init(
        title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: DisplayImage? = nil,
        synonyms: [LocalizedStringResource] = []
    ) {
        self.init(
            title: title.resolvedText, subtitle: subtitle?.resolvedText, image: image,
            synonyms: synonyms.map(\.resolvedText))
    }

    /// A representation with only a title.
    public init(stringLiteral title: String) {
        self.init(title: title)
    }
}

import Foundation

/// The picture in a ``DisplayRepresentation`` (App Intents' `DisplayRepresentation.Image`).
///
/// ```swift
/// DisplayRepresentation(title: "Trip", image: .init(systemName: "airplane"))
/// DisplayRepresentation(title: "Beach", image: .init(url: photoURL))
/// ```
public enum DisplayImage: Sendable, Hashable {
    /// An image resource the app knows by name; not indexed.
    case named(String)
    /// A symbol of the system's symbol set, by name; not indexed.
    case systemName(String)
    /// Encoded image data; indexed as `thumbnailData`.
    case data(Data)
    /// The location of an image file; indexed as `thumbnailURL`.
    case url(URL)

    /// How Apple's system frames the image (App Intents' `DisplayRepresentation.Image.DisplayStyle`):
    /// a rendering hint, without effect here, like `isTemplate`.
    public enum DisplayStyle: Sendable, Hashable {
        /// The image as it is.
        case `default`
        /// The image cropped to a circle, as for people.
        case circular
    }

    /// An image resource of the app. Templates are an Apple rendering hint, without effect here.
    public init(named name: String, isTemplate: Bool? = nil, displayStyle: DisplayStyle = .default) {
        self = .named(name)
    }

    /// A system symbol.
    public init(systemName: String, isTemplate: Bool? = nil, displayStyle: DisplayStyle = .default) {
        self = .systemName(systemName)
    }

    /// Encoded image data.
    public init(data: Data, isTemplate: Bool? = nil, displayStyle: DisplayStyle = .default) {
        self = .data(data)
    }

    /// An image file.
    public init(url: URL, isTemplate: Bool? = nil, displayStyle: DisplayStyle = .default) {
        self = .url(url)
    }

    /// The image at `url`, shown `width` by `height` points; the size is for the system's
    /// interface, which there is none of here.
    public init(url: URL, width: Double, height: Double, isTemplate: Bool? = nil) {
        self = .url(url)
    }
}

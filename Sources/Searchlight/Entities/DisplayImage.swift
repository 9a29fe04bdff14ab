import Foundation

/// The picture in a ``DisplayRepresentation``.
public enum DisplayImage: Sendable, Hashable {
    /// An image resource the app knows by name; not indexed.
    case named(String)
    /// Encoded image data; indexed as `thumbnailData`.
    case data(Data)
    /// The location of an image file; indexed as `thumbnailURL`.
    case url(URL)
}

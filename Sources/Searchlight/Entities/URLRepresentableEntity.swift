import Foundation

/// An entity with a URL of its own, mirroring App Intents' `URLRepresentableEntity`: the item
/// indexed for it opens that URL. It becomes the item's `contentURL` unless the entity's
/// attribute set names one.
///
/// ```swift
/// struct Trail: IndexedEntity, URLRepresentableEntity {
///     // ... AppEntity requirements ...
///     static var urlRepresentation: URLRepresentation { "https://example.com/trails/\(.id)" }
/// }
/// ```
public protocol URLRepresentableEntity: AppEntity {
    /// The URL of every entity of the type, with `\(.id)` where its identifier goes.
    static var urlRepresentation: URLRepresentation { get }
}

/// A URL template with the entity's identifier in it: `"https://example.com/trails/\(.id)"`.
public struct URLRepresentation: Sendable, ExpressibleByStringInterpolation {
    enum Segment: Sendable, Equatable {
        case text(String)
        case identifier
    }

    let segments: [Segment]

    /// A URL with no part taken from the entity.
    public init(stringLiteral value: String) { segments = [.text(value)] }

    /// The template as interpolated.
    public init(stringInterpolation: StringInterpolation) { segments = stringInterpolation.segments }

    /// A URL with no part taken from the entity.
    public init(_ url: URL) { segments = [.text(url.absoluteString)] }

    /// A part of the URL taken from the entity.
    public struct Component: Sendable {
        /// The entity's identifier, percent-encoded where a URL needs it.
        public static var id: Component { Component() }
        /// An enumeration case's raw value, percent-encoded where a URL needs it.
        public static var rawValue: Component { Component() }
    }

    /// Builds the template from the literal text and the ``Component``s between it.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var segments: [Segment] = []

        /// An empty template.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Adds literal text of the URL.
        public mutating func appendLiteral(_ literal: String) { segments.append(.text(literal)) }

        /// Inserts the entity's ``Component/id``.
        public mutating func appendInterpolation(_ component: Component) { segments.append(.identifier) }
    }

    /// The URL of `entity`, or `nil` when the template with its identifier is no URL.
    public func url<Entity: AppEntity>(for entity: Entity) -> URL? {
        url(identifier: entity.id.entityIdentifierString)
    }

    /// The URL with `identifier` (an entity's, or a case's raw value) in it, or `nil` when that is
    /// no URL.
    public func url(identifier: String) -> URL? {
        // A `/` or `?` in an identifier must not turn into a path or a query of its own.
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "/?#")
        let encoded = identifier.addingPercentEncoding(withAllowedCharacters: allowed) ?? identifier
        let text = segments.map { segment in
            switch segment {
            case .text(let text): text
            case .identifier: encoded
            }
        }.joined()
        return URL(string: text)
    }
}

extension URLRepresentableEntity {
    /// The entity's URL, from ``urlRepresentation``.
    public var url: URL? { Self.urlRepresentation.url(for: self) }
}

/// An enumeration whose cases each have a URL, mirroring App Intents' `URLRepresentableEnum`:
/// `static var urlRepresentation: URLRepresentation { "https://example.com/tabs/\(.rawValue)" }`.
public protocol URLRepresentableEnum: AppEnum {
    /// The URL of every case, with `\(.rawValue)` where the case's raw value goes.
    static var urlRepresentation: URLRepresentation { get }
}

extension URLRepresentableEnum {
    /// The case's URL, from ``urlRepresentation``.
    public var url: URL? { Self.urlRepresentation.url(identifier: String(describing: rawValue)) }
}

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
    /// The URL of every entity of the type, with `\(.id)` where its identifier goes and a key path
    /// (`\(\.$slug)`) where a property's value goes.
    static var urlRepresentation: EntityURLRepresentation<Self> { get }
}

/// A URL template for an entity type, as App Intents' `EntityURLRepresentation`: literal text,
/// `\(.id)` for the entity's identifier, and key paths for its properties, each value
/// percent-encoded where a URL needs it:
/// `"https://example.com/episodes?feed=\(\.$feedURL)&guid=\(\.$guid)"`.
public struct EntityURLRepresentation<Entity: AppEntity>: ExpressibleByStringInterpolation,
    @unchecked Sendable
{
    // The closures capture nothing but key paths, which are immutable; only the sendability of
    // their type is not declared.
    enum Segment {
        case text(String)
        case identifier
        case value((Entity) -> String)
    }

    let segments: [Segment]

    /// A URL with no part taken from the entity.
    public init(stringLiteral value: String) { segments = [.text(value)] }

    /// A URL with no part taken from the entity.
    public init(_ value: String) { segments = [.text(value)] }

    /// A URL with no part taken from the entity.
    public init(_ url: URL) { segments = [.text(url.absoluteString)] }

    /// The template as interpolated.
    public init(stringInterpolation: StringInterpolation) { segments = stringInterpolation.segments }

    /// A part of the URL taken from the entity.
    public struct Component: Sendable {
        /// The entity's identifier.
        public static var id: Component { Component() }
    }

    /// Builds the template from the literal text and the parts of the entity between it.
    public struct StringInterpolation: StringInterpolationProtocol {
        var segments: [Segment] = []

        /// An empty template.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Adds literal text of the URL.
        public mutating func appendLiteral(_ literal: String) { segments.append(.text(literal)) }

        /// Inserts the entity's identifier (`\(.id)`).
        public mutating func appendInterpolation(_ component: Component) { segments.append(.identifier) }

        /// Inserts the value of one of the entity's properties (`\(\.$slug)`).
        public mutating func appendInterpolation<Value>(_ property: KeyPath<Entity, Property<Value>>) {
            segments.append(.value { URLTemplateText.text(of: $0[keyPath: property].wrappedValue) })
        }

        /// Inserts the value at a key path of the entity (`\(\.slug)`).
        public mutating func appendInterpolation<Value>(_ keyPath: KeyPath<Entity, Value>) {
            segments.append(.value { URLTemplateText.text(of: $0[keyPath: keyPath]) })
        }
    }

    /// The URL of `entity`, or `nil` when the template filled in is no URL.
    public func url(for entity: Entity) -> URL? {
        let text = segments.map { segment in
            switch segment {
            case .text(let text): text
            case .identifier: URLTemplateText.encoded(entity.id.entityIdentifierString)
            case .value(let value): URLTemplateText.encoded(value(entity))
            }
        }.joined()
        return URL(string: text)
    }
}

extension URLRepresentableEntity {
    /// The URL template of the type, as App Intents names it in a conforming type.
    public typealias URLRepresentation = EntityURLRepresentation<Self>
}

/// A URL template for an enumeration's cases, as App Intents' `EnumURLRepresentation`:
/// `"https://example.com/tabs/\(.rawValue)"`.
public struct EnumURLRepresentation<Enum: AppEnum>: Sendable, ExpressibleByStringInterpolation {
    enum Segment: Sendable, Equatable {
        case text(String)
        case rawValue
    }

    let segments: [Segment]

    /// A URL with no part taken from the case.
    public init(stringLiteral value: String) { segments = [.text(value)] }

    /// A URL with no part taken from the case.
    public init(_ value: String) { segments = [.text(value)] }

    /// The template as interpolated.
    public init(stringInterpolation: StringInterpolation) { segments = stringInterpolation.segments }

    /// A part of the URL taken from the case.
    public struct Component: Sendable {
        /// The case's raw value.
        public static var rawValue: Component { Component() }
    }

    /// Builds the template from the literal text and the ``Component``s between it.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var segments: [Segment] = []

        /// An empty template.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Adds literal text of the URL.
        public mutating func appendLiteral(_ literal: String) { segments.append(.text(literal)) }

        /// Inserts the case's ``Component/rawValue``.
        public mutating func appendInterpolation(_ component: Component) { segments.append(.rawValue) }
    }

    /// The URL of `value`, or `nil` when the template with its raw value is no URL.
    public func url(for value: Enum) -> URL? {
        let rawValue = URLTemplateText.encoded(String(describing: value.rawValue))
        let text = segments.map { segment in
            switch segment {
            case .text(let text): text
            case .rawValue: rawValue
            }
        }.joined()
        return URL(string: text)
    }
}

/// The text of a URL template's parts.
enum URLTemplateText {
    /// `value` percent-encoded for a part of a URL: a `/` or `?` in it must not turn into a path
    /// or a query of its own.
    static func encoded(_ value: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "/?#&=+")
        return value.addingPercentEncoding(withAllowedCharacters: allowed) ?? value
    }

    /// A property's value as URL text: a URL whole, an optional's value or nothing.
    static func text(of value: Any) -> String {
        switch value {
        case let url as URL: url.absoluteString
        case let optional as any OptionalProtocol: optional.wrappedAny.map(text(of:)) ?? ""
        default: String(describing: value)
        }
    }
}

/// Reads an optional's value whatever its wrapped type.
private protocol OptionalProtocol {
    var wrappedAny: Any? { get }
}

extension Optional: OptionalProtocol {
    fileprivate var wrappedAny: Any? { self.map { $0 as Any } }
}

extension URLRepresentableEntity {
    /// The entity's URL, from ``urlRepresentation``.
    public var url: URL? { Self.urlRepresentation.url(for: self) }
}

/// An enumeration whose cases each have a URL, mirroring App Intents' `URLRepresentableEnum`:
/// `static var urlRepresentation: URLRepresentation { "https://example.com/tabs/\(.rawValue)" }`.
public protocol URLRepresentableEnum: AppEnum {
    /// The URL of every case, with `\(.rawValue)` where the case's raw value goes.
    static var urlRepresentation: EnumURLRepresentation<Self> { get }
}

extension URLRepresentableEnum {
    /// The URL template of the type, as App Intents names it in a conforming type.
    public typealias URLRepresentation = EnumURLRepresentation<Self>

    /// The case's URL, from ``urlRepresentation``.
    public var url: URL? { Self.urlRepresentation.url(for: self) }
}

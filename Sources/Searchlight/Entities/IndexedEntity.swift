/// An ``AppEntity`` that is indexed for search, mirroring App Intents' `IndexedEntity`.
///
/// The ``defaultAttributeSet`` holds the display representation's title, subtitle and image
/// plus every property mapped to an attribute with ``Property``. Override ``attributeSet`` to
/// add more, starting from the default:
///
/// ```swift
/// struct Order: IndexedEntity {
///     // ... AppEntity requirements ...
///     @Property(title: "Drink", indexingKey: \.title) var drink = ""
///     @Property(indexingKey: \.keywords) var extras: Set<String> = []
///
///     var attributeSet: SearchableItemAttributeSet {
///         var attributes = defaultAttributeSet
///         attributes.rankingHint = 50
///         return attributes
///     }
/// }
/// try await index.indexAppEntities(orders)
/// ```
public protocol IndexedEntity: AppEntity {
    /// The attributes indexed for the entity; ``defaultAttributeSet`` unless overridden.
    var attributeSet: SearchableItemAttributeSet { get }
    /// Whether the entity is kept out of search results; it is still indexed, counted and
    /// resolvable. Default `false`.
    var hideInSpotlight: Bool { get }
    /// Computed properties indexed alongside the ``Property``-wrapped ones; none by default.
    ///
    /// ```swift
    /// static let computedProperties: [ComputedProperty<Order>] = [
    ///     ComputedProperty(\.summary, title: "Summary", indexingKey: \.contentDescription)
    /// ]
    /// ```
    static var computedProperties: [ComputedProperty<Self>] { get }
}

extension IndexedEntity {
    public var attributeSet: SearchableItemAttributeSet { defaultAttributeSet }

    public var hideInSpotlight: Bool { false }

    public static var computedProperties: [ComputedProperty<Self>] { [] }

    /// The display representation's title (as `title`), subtitle (as `contentDescription`) and
    /// image (as `thumbnailData` or `thumbnailURL`), then every mapped property.
    ///
    /// Mapped properties are converted by the code the Searchlight plugin generates when the
    /// target uses it, and by reflection otherwise; both give the same attributes.
    public var defaultAttributeSet: SearchableItemAttributeSet {
        var attributes = displayAttributeSet
        if let generated = self as? any GeneratedAttributeSetProviding {
            generated.searchlightApplyMappedAttributes(to: &attributes)
        } else {
            applyReflectedAttributes(to: &attributes)
        }
        return attributes
    }

    /// The attributes that come from ``AppEntity/displayRepresentation``.
    var displayAttributeSet: SearchableItemAttributeSet {
        let representation = displayRepresentation
        var attributes = SearchableItemAttributeSet(contentType: .item)
        attributes.title = representation.title
        if let subtitle = representation.subtitle {
            attributes.contentDescription = subtitle
        }
        switch representation.image {
        case .data(let data): attributes.thumbnailData = data
        case .url(let url): attributes.thumbnailURL = url
        case .named, nil: break
        }
        return attributes
    }
}

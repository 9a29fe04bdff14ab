import Foundation

#if canImport(CoreSpotlight)
    import AppIntents
    import CoreSpotlight
#else
    import SearchlightCompat
#endif

// A public entity whose attribute set is built from scratch, title-only properties, a
// conformance in an extension whose override only exists on Apple platforms, main-actor query
// methods, and an IndexedEntityQuery that re-indexes into a named index.

/// A shortcut the user can run: an entity indexed with an attribute set built from scratch.
public struct ShortcutEntity: AppEntity, Identifiable {
    /// How the type is named, with a numeric format for counts.
    public static let typeDisplayRepresentation = TypeDisplayRepresentation(
        name: "Shortcut",
        numericFormat: "\(placeholder: .int) shortcuts"
    )
    /// The query that finds shortcuts by identifier and by name.
    public static let defaultQuery = ShortcutQuery()

    /// The shortcut's identifier.
    public let id: String

    /// The shortcut's name, indexed as the title.
    @Property(title: "Name", indexingKey: \.title)
    public var name: String

    /// How many times the shortcut ran.
    @Property(title: "Uses")
    public var useCount: Int

    /// Whether the user pinned the shortcut.
    @Property(title: "Pinned")
    public var isPinned: Bool

    let aliases: [String]

    /// The name, the use count and an icon.
    public var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: "\(name)",
            subtitle: "\(useCount) uses",
            image: .init(systemName: isPinned ? "pin.fill" : "bolt")
        )
    }

    /// Creates a shortcut.
    public init(id: String, name: String, useCount: Int, isPinned: Bool, aliases: [String]) {
        // Plain stored properties first, then the wrapped ones.
        self.id = id
        self.aliases = aliases
        self.name = name
        self.useCount = useCount
        self.isPinned = isPinned
    }
}

extension ShortcutEntity: IndexedEntity {
    #if canImport(CoreSpotlight)
        /// The aliases as alternate names.
        public var attributeSet: CSSearchableItemAttributeSet {
            let attributes = CSSearchableItemAttributeSet(contentType: .content)
            attributes.alternateNames = aliases
            return attributes
        }
    #else
        /// The name as the title and the aliases as alternate names.
        public var attributeSet: CSSearchableItemAttributeSet {
            let attributes = CSSearchableItemAttributeSet(contentType: .content)
            attributes.title = name
            attributes.alternateNames = aliases
            return attributes
        }
    #endif
}

/// Finds shortcuts in the library, and re-indexes them into their own index.
public struct ShortcutQuery: EntityStringQuery, EnumerableEntityQuery, IndexedEntityQuery {
    /// The index the shortcuts are indexed into.
    public static let indexName = "shortcuts"

    /// Creates the query.
    public init() {}

    /// Every shortcut in the library.
    @MainActor
    public func allEntities() async throws -> [ShortcutEntity] {
        ShortcutLibrary.all
    }

    /// The shortcuts with these identifiers.
    @MainActor
    public func entities(for identifiers: [ShortcutEntity.ID]) async throws -> [ShortcutEntity] {
        ShortcutLibrary.all.filter { identifiers.contains($0.id) }
    }

    /// The shortcuts whose names contain `string`.
    @MainActor
    public func entities(matching string: String) async throws -> [ShortcutEntity] {
        ShortcutLibrary.all.filter { $0.name.localizedStandardContains(string) }
    }

    /// Indexes every shortcut again.
    public func reindexAllEntities(indexDescription: CSSearchableIndexDescription) async throws {
        try await CSSearchableIndex(name: Self.indexName).indexAppEntities(try await allEntities())
    }
}

@MainActor
enum ShortcutLibrary {
    static let all = [
        ShortcutEntity(id: "focus", name: "Focus timer", useCount: 12, isPinned: true, aliases: ["pomodoro"]),
        ShortcutEntity(id: "water", name: "Log water", useCount: 3, isPinned: false, aliases: ["hydrate"]),
    ]
}

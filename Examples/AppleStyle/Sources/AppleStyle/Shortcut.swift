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

public struct ShortcutEntity: AppEntity, Identifiable {
    public static let typeDisplayRepresentation = TypeDisplayRepresentation(
        name: "Shortcut",
        numericFormat: "\(placeholder: .int) shortcuts"
    )
    public static let defaultQuery = ShortcutQuery()

    public let id: String

    @Property(title: "Name", indexingKey: \.title)
    public var name: String

    @Property(title: "Uses")
    public var useCount: Int

    @Property(title: "Pinned")
    public var isPinned: Bool

    let aliases: [String]

    public var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: "\(name)",
            subtitle: "\(useCount) uses",
            image: .init(systemName: isPinned ? "pin.fill" : "bolt")
        )
    }

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
        public var attributeSet: CSSearchableItemAttributeSet {
            let attributes = CSSearchableItemAttributeSet(contentType: .content)
            attributes.alternateNames = aliases
            return attributes
        }
    #else
        public var attributeSet: CSSearchableItemAttributeSet {
            let attributes = CSSearchableItemAttributeSet(contentType: .content)
            attributes.title = name
            attributes.alternateNames = aliases
            return attributes
        }
    #endif
}

public struct ShortcutQuery: EntityStringQuery, EnumerableEntityQuery, IndexedEntityQuery {
    public static let indexName = "shortcuts"

    public init() {}

    @MainActor
    public func allEntities() async throws -> [ShortcutEntity] {
        ShortcutLibrary.all
    }

    @MainActor
    public func entities(for identifiers: [ShortcutEntity.ID]) async throws -> [ShortcutEntity] {
        ShortcutLibrary.all.filter { identifiers.contains($0.id) }
    }

    @MainActor
    public func entities(matching string: String) async throws -> [ShortcutEntity] {
        ShortcutLibrary.all.filter { $0.name.localizedStandardContains(string) }
    }

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

/// The app entities the user can see right now, and the one they selected, if any — what
/// parameter resolution offers first ("this order").
public struct OnScreenEntities: Sendable, Equatable {
    /// Entities visible on screen, in no particular order.
    public var visible: [EntityIdentifier]
    /// The entity the user selected; it counts as visible too.
    public var selected: EntityIdentifier?

    /// Creates a description of the screen: the visible entities and the selected one.
    public init(visible: [EntityIdentifier] = [], selected: EntityIdentifier? = nil) {
        self.visible = visible
        self.selected = selected
    }

    /// Nothing on screen.
    public static let none = OnScreenEntities()

    /// The selected entity first, then the other visible ones, each once.
    public var all: [EntityIdentifier] {
        var seen = Set<EntityIdentifier>()
        return ([selected].compactMap { $0 } + visible).filter { seen.insert($0).inserted }
    }
}

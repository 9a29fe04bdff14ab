import Foundation
import Searchlight

/// A value offered to people with how it is shown, as App Intents spells it:
/// `IntentItem(account, title: "\(account.name)", subtitle: "\(account.balance)")`.
public struct IntentItem<Value>: Identifiable {
    /// The value chosen when people pick the item.
    public var value: Value
    /// How the item is shown.
    public var displayRepresentation: DisplayRepresentation
    /// A stable identity for lists: a fresh one per item.
    public let id: UUID

    /// An item showing `title`, optionally `subtitle` and `image`, for `value`.
    public init(
        _ value: Value, title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil,
        image: DisplayRepresentation.Image? = nil
    ) {
        self.value = value
        displayRepresentation = DisplayRepresentation(title: title, subtitle: subtitle, image: image)
        id = UUID()
    }

    /// An entity shown as it shows itself.
    public init(_ value: Value) where Value: AppEntity {
        self.value = value
        displayRepresentation = value.displayRepresentation
        id = UUID()
    }
}

extension IntentItem: Sendable where Value: Sendable {}

/// Items under an optional heading, in an ``IntentItemCollection``.
public struct IntentItemSection<Result> {
    /// The heading, if any.
    public var title: LocalizedStringResource?
    /// The items, in order.
    public var items: [IntentItem<Result>]

    /// A section of `items` without a heading.
    public init(items: [IntentItem<Result>]) {
        self.init(nil, items: items)
    }

    /// A section of `items` under `title`.
    public init(_ title: LocalizedStringResource?, items: [IntentItem<Result>]) {
        self.title = title
        self.items = items
    }

    /// A section of entities under `title`, each shown as it shows itself.
    public init(_ title: LocalizedStringResource, items: [Result]) where Result: AppEntity {
        self.init(title, items: items.map(IntentItem.init))
    }
}

extension IntentItemSection: Sendable where Result: Sendable {}

/// What an entity query or an options provider returns when its values come in sections or with
/// a prompt, as App Intents spells it: `IntentItemCollection(items: accounts)`.
///
/// Searchlight's resolver reads its items in order, sections one after another
/// (`ResultsCollection`); the headings and the prompt are for an interface to show.
public struct IntentItemCollection<Result>: ResultsCollection {
    /// What people are asked, if anything.
    public var promptLabel: LocalizedStringResource?
    /// Whether a long list is indexed by initial letter.
    public var usesIndexedCollation: Bool
    /// The sections, in order.
    public var sections: [IntentItemSection<Result>]

    /// A collection of `sections`.
    public init(
        promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
        sections: [IntentItemSection<Result>]
    ) {
        self.promptLabel = promptLabel
        self.usesIndexedCollation = usesIndexedCollation
        self.sections = sections
    }

    /// A collection of the sections `sectionsBuilder` lists.
    public init(
        promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
        @IntentItemSection<Result>.Builder sectionsBuilder: () -> [IntentItemSection<Result>]
    ) {
        self.init(
            promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation, sections: sectionsBuilder())
    }

    /// A collection of one section of entities, each shown as it shows itself.
    public init(
        promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, items: [Result]
    ) where Result: AppEntity {
        self.init(
            promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation,
            sections: [IntentItemSection(items: items.map(IntentItem.init))])
    }

    /// No items.
    public static var empty: Self { Self(sections: []) }

    /// Every item's value, in order, sections one after another.
    public var items: [Result] { sections.flatMap { $0.items.map(\.value) } }

    /// Every item's value, in order, sections one after another.
    public var resultElements: [Result] { items }
}

/// Collects the items of a section (``IntentItem/Builder``) or the sections of a collection
/// (``IntentItemSection/Builder``), in order, through `if`, `switch` and `for`.
@resultBuilder
public enum IntentListBuilder<Element> {
    /// An element as it is.
    public static func buildExpression(_ element: Element) -> [Element] { [element] }
    /// A bare value in a section, shown as its text (`"Dante Alighieri"`).
    public static func buildExpression<Value>(_ value: Value) -> [Element]
    where Element == IntentItem<Value> {
        [IntentItem(value, title: LocalizedStringResource(stringLiteral: "\(value)"))]
    }
    /// The elements in order.
    public static func buildBlock(_ parts: [Element]...) -> [Element] { parts.flatMap { $0 } }
    /// The elements of a loop.
    public static func buildArray(_ parts: [[Element]]) -> [Element] { parts.flatMap { $0 } }
    /// The elements of an `if`, if it ran.
    public static func buildOptional(_ part: [Element]?) -> [Element] { part ?? [] }
    /// The elements of the branch taken.
    public static func buildEither(first part: [Element]) -> [Element] { part }
    /// The elements of the branch taken.
    public static func buildEither(second part: [Element]) -> [Element] { part }
}

extension IntentItem {
    /// Collects items: an ``IntentItem``, or a bare value shown as its text.
    public typealias Builder = IntentListBuilder<IntentItem<Value>>
}

extension IntentItemSection {
    /// Collects sections.
    public typealias Builder = IntentListBuilder<IntentItemSection<Result>>

    /// A section under `title` of the items `itemsBuilder` lists:
    /// `ItemSection("Italian Authors") { "Dante Alighieri"; "Alessandro Manzoni" }`.
    public init(
        _ title: LocalizedStringResource? = nil,
        @IntentItem<Result>.Builder itemsBuilder: () -> [IntentItem<Result>]
    ) {
        self.init(title, items: itemsBuilder())
    }
}

/// ``IntentItemCollection`` by the shorter name an options provider uses.
public typealias ItemCollection<Result> = IntentItemCollection<Result>
/// ``IntentItemSection`` by the shorter name an options provider uses.
public typealias ItemSection<Result> = IntentItemSection<Result>

extension DynamicOptionsProvider {
    /// What the provider offers, by the name App Intents gives it inside a provider, found there
    /// whatever the provider's file imports (`import protocol AppIntents.DynamicOptionsProvider`).
    public typealias ItemCollection<Value> = IntentItemCollection<Value>
    /// A section of what the provider offers: inside a provider, `[ItemSection]()` is a list of
    /// sections of its own values, as App Intents declares it.
    public typealias ItemSection<Value> = IntentItemSection<Value> where Value == Result.Element
    /// An item of what the provider offers, its type inferred inside the provider as
    /// ``ItemSection``'s is.
    public typealias Item<Value> = IntentItem<Value> where Value == Result.Element
}

extension IntentItemCollection: Sendable where Result: Sendable {}

/// App Intents' query by property, as Shortcuts' "Find" actions use it: the app lists, per
/// ``EntityProperty``, the comparisons it can answer and the properties it can sort by, and
/// answers ``entities(matching:mode:sortedBy:limit:)``.
///
/// There is no Shortcuts here to build such comparisons, so nothing in Searchlight calls it; the
/// query compiles as written and stays an `EntityQuery` (`ParameterResolver` resolves its
/// entities). The declared properties and comparators can be read back
/// (``EntityQueryProperties/properties``) and called, which is how a test drives them.
///
/// ```swift
/// struct HabitQuery: EntityPropertyQuery {
///     static var properties = EntityQueryProperties<HabitEntity, String> {
///         Property(\HabitEntity.$name) { EqualToComparator { "name == \($0)" } }
///     }
///     static var sortingOptions = SortingOptions { SortableBy(\HabitEntity.$name) }
///     func entities(matching comparators: [String], mode: ComparatorMode,
///                   sortedBy: [EntityQuerySort<HabitEntity>], limit: Int?) async throws -> [HabitEntity] { … }
/// }
/// ```
public protocol EntityPropertyQuery: EntityQuery {
    /// What each comparison is turned into: a predicate, a query fragment, an enum.
    associatedtype ComparatorMappingType
    /// The properties the query compares, with their comparators.
    static var properties: EntityQueryProperties<Entity, ComparatorMappingType> { get }
    /// The properties the query sorts by.
    static var sortingOptions: EntityQuerySortingOptions<Entity> { get }
    /// The entities matching all (`.and`) or any (`.or`) of `comparators`, sorted and limited.
    func entities(
        matching comparators: [ComparatorMappingType], mode: EntityQueryComparatorMode,
        sortedBy: [EntityQuerySort<Entity>],
        limit: Int?
    ) async throws -> [Entity]
}

extension EntityPropertyQuery {
    /// The properties the query compares, in Apple's spelling (`QueryProperties { … }`).
    public typealias QueryProperties = EntityQueryProperties<Entity, ComparatorMappingType>
    /// Whether every comparison must hold, or any, in Apple's spelling.
    public typealias ComparatorMode = EntityQueryComparatorMode
    /// A property and its comparators, in ``EntityQueryProperties``.
    public typealias Property<Value: Sendable> = EntityQueryProperty<Entity, Value, ComparatorMappingType>
    /// The sorting options, in Apple's spelling.
    public typealias SortingOptions = EntityQuerySortingOptions<Entity>
    /// A sort, in Apple's spelling (`Sort<Habit>`).
    public typealias Sort<SortedEntity> = EntityQuerySort<SortedEntity>
    /// A property the query sorts by (`SortableBy(\Habit.$name)`), found inside the query
    /// whatever its file imports, as Apple declares it.
    public typealias SortableBy = EntityQuerySortableByProperty<Entity>
}

/// Whether every comparison must hold, or any.
public enum EntityQueryComparatorMode: Sendable, Hashable {
    case and, or
}

/// ``EntityQueryComparatorMode`` by its shorter name.
public typealias ComparatorMode = EntityQueryComparatorMode

/// A sort the person chose: by which property, in which order.
public struct EntityQuerySort<Entity>: @unchecked Sendable {
    // Unchecked: a key path is immutable.

    /// Ascending or descending.
    public enum Ordering: Sendable, Hashable {
        case ascending, descending
    }

    /// The entity's property (its `$` projection) to sort by.
    public let by: PartialKeyPath<Entity>
    /// The order.
    public let order: Ordering

    /// A sort by `by` in `order`.
    public init(by: PartialKeyPath<Entity>, order: Ordering = .ascending) {
        self.by = by
        self.order = order
    }
}

/// The properties a query compares, each with the comparisons it answers.
public struct EntityQueryProperties<Entity, ComparatorMappingType> {
    /// The declared properties, in order.
    public let properties: [ErasedEntityQueryProperty<Entity, ComparatorMappingType>]

    /// The properties the builder lists.
    public init(
        @EntityQueryPropertiesBuilder<Entity, ComparatorMappingType> properties: () ->
            [ErasedEntityQueryProperty<
                Entity, ComparatorMappingType
            >]
    ) {
        self.properties = properties()
    }
}

/// Collects ``EntityQueryProperty`` declarations.
@resultBuilder
public enum EntityQueryPropertiesBuilder<Entity, ComparatorMappingType> {
    /// A declared property, its value type erased.
    public typealias Erased = ErasedEntityQueryProperty<Entity, ComparatorMappingType>

    /// One declaration.
    public static func buildExpression<Value>(
        _ property: EntityQueryProperty<Entity, Value, ComparatorMappingType>
    )
        -> [Erased]
    {
        [property.erased]
    }

    /// The declarations in order.
    public static func buildBlock(_ components: [Erased]...) -> [Erased] { components.flatMap { $0 } }
}

/// A declared property with its value type erased: its key path and its comparators.
public struct ErasedEntityQueryProperty<Entity, ComparatorMappingType> {
    /// The entity's property (its `$` projection).
    public let keyPath: PartialKeyPath<Entity>
    /// The comparators; each maps the values it is given, which must be the property's type.
    public let comparators: [EntityQueryComparator<Any, ComparatorMappingType>]
}

/// One property of a query by property, with the comparisons the app answers for it.
public struct EntityQueryProperty<Entity, Value: Sendable, ComparatorMappingType> {
    let keyPath: PartialKeyPath<Entity>
    let comparators: [EntityQueryComparator<Value, ComparatorMappingType>]

    /// The property at `keyPath` (`\Habit.$name`) with the comparators the builder lists.
    public init(
        _ keyPath: KeyPath<Entity, EntityProperty<Value>>,
        @EntityQueryComparatorsBuilder<Value, ComparatorMappingType> comparators: () ->
            [EntityQueryComparator<
                Value, ComparatorMappingType
            >]
    ) {
        self.keyPath = keyPath
        self.comparators = comparators()
    }

    var erased: ErasedEntityQueryProperty<Entity, ComparatorMappingType> {
        ErasedEntityQueryProperty(keyPath: keyPath, comparators: comparators.map(\.erased))
    }
}

/// A comparison the app answers for a property: its kind and how the values compared with
/// become the mapping.
public struct EntityQueryComparator<Value, ComparatorMappingType> {
    /// The comparison.
    public let kind: EntityQueryComparatorKind
    private let transform: ([Any]) throws(EntityQueryComparatorError) -> ComparatorMappingType

    /// The comparison with one value, as `mappingTransform` maps it.
    init(kind: EntityQueryComparatorKind, single mappingTransform: @escaping (Value) -> ComparatorMappingType)
    {
        self.init(kind: kind, count: 1) { mappingTransform($0[0]) }
    }

    /// The comparison with `count` values of the property's type.
    init(
        kind: EntityQueryComparatorKind, count: Int,
        _ mappingTransform: @escaping ([Value]) -> ComparatorMappingType
    ) {
        self.init(kind: kind, count: count, of: Value.self, mappingTransform)
    }

    /// The comparison with `count` values of an optional property's type, which
    /// `mappingTransform` receives unwrapped, as App Intents hands them (`Date` for a `Date?`).
    init<Wrapped>(
        kind: EntityQueryComparatorKind, count: Int,
        unwrapping mappingTransform: @escaping ([Wrapped]) -> ComparatorMappingType
    ) where Value == Wrapped? {
        self.init(kind: kind, count: count, of: Wrapped.self, mappingTransform)
    }

    /// The comparison with `count` values of `type`, which values of any other type fail.
    fileprivate init<Compared>(
        kind: EntityQueryComparatorKind, count: Int, of type: Compared.Type,
        _ mappingTransform: @escaping ([Compared]) -> ComparatorMappingType
    ) {
        self.init(kind: kind) { values throws(EntityQueryComparatorError) in
            let typed = values.compactMap { $0 as? Compared }
            guard typed.count == values.count, typed.count == count else {
                throw EntityQueryComparatorError(
                    kind: kind, expected: "\(count) \(Compared.self) value\(count == 1 ? "" : "s")",
                    given: values.map { "\(Swift.type(of: $0))" })
            }
            return mappingTransform(typed)
        }
    }

    private init(
        kind: EntityQueryComparatorKind,
        transform: @escaping ([Any]) throws(EntityQueryComparatorError) -> ComparatorMappingType
    ) {
        self.kind = kind
        self.transform = transform
    }

    /// The mapping of the values compared with: one, or two (the bounds) for
    /// ``EntityQueryComparatorKind/isBetween``, of the property's type.
    ///
    /// - Throws: ``EntityQueryComparatorError`` when the values are not that many of that type.
    public func map(_ values: [Any]) throws(EntityQueryComparatorError) -> ComparatorMappingType {
        try transform(values)
    }

    var erased: EntityQueryComparator<Any, ComparatorMappingType> {
        EntityQueryComparator<Any, ComparatorMappingType>(kind: kind, transform: transform)
    }
}

/// Values a comparator cannot map: too many, too few, or not of the property's type.
public struct EntityQueryComparatorError: Error, CustomStringConvertible, Equatable {
    /// The comparison.
    public let kind: EntityQueryComparatorKind
    /// What it compares with, such as "1 String value".
    public let expected: String
    /// The types of the values given.
    public let given: [String]

    /// What was given and what the comparator compares with.
    public var description: String {
        "the \(kind) comparator compares with \(expected), not [\(given.joined(separator: ", "))]"
    }
}

/// A comparison a query by property answers.
public enum EntityQueryComparatorKind: Sendable, Hashable {
    case equalTo, notEqualTo, contains, hasPrefix, hasSuffix, lessThan, lessThanOrEqualTo, greaterThan,
        greaterThanOrEqualTo, isBetween
}

/// Collects comparators.
@resultBuilder
public enum EntityQueryComparatorsBuilder<Value, ComparatorMappingType> {
    /// The comparators collected so far.
    public typealias Component = [EntityQueryComparator<Value, ComparatorMappingType>]

    /// One declaration. A single, concrete parameter type (the comparators' common base class)
    /// gives the comparator's closure its contextual type, so `EqualToComparator { value in { … } }`
    /// is inferred `@Sendable` when the mapping type is a `@Sendable` function; a generic or
    /// overloaded parameter would type the inner closure first.
    public static func buildExpression(
        _ declaration: EntityQueryComparatorDeclaration<Value, ComparatorMappingType>
    )
        -> Component
    {
        [declaration.comparator]
    }

    /// The declarations in order.
    public static func buildBlock(_ components: Component...) -> Component { components.flatMap { $0 } }
}

/// A comparator declaration: `EqualToComparator { … }` and the others, which subclass it.
public class EntityQueryComparatorDeclaration<Value, ComparatorMappingType> {
    /// The comparator declared.
    public let comparator: EntityQueryComparator<Value, ComparatorMappingType>

    init(_ comparator: EntityQueryComparator<Value, ComparatorMappingType>) {
        self.comparator = comparator
    }
}

/// The comparison "equal to" a value, mapped by `mappingTransform`.
public final class EqualToComparator<Value, ComparatorMappingType>: EntityQueryComparatorDeclaration<
    Value, ComparatorMappingType
>
{
    /// Declares the comparison; `mappingTransform` turns the value compared with into the mapping.
    /// Disfavoured for an optional property, whose value App Intents hands over unwrapped.
    @_disfavoredOverload
    public init(mappingTransform: @escaping (Value) -> ComparatorMappingType) {
        super.init(EntityQueryComparator(kind: .equalTo, single: mappingTransform))
    }

    /// Declares the comparison of an optional property; `mappingTransform` gets the value
    /// compared with unwrapped, as App Intents hands it.
    public init<Wrapped>(mappingTransform: @escaping (Wrapped) -> ComparatorMappingType)
    where Value == Wrapped? {
        super.init(EntityQueryComparator(kind: .equalTo, count: 1, unwrapping: { mappingTransform($0[0]) }))
    }
}

/// The comparison "not equal to" a value, mapped by `mappingTransform`.
public final class NotEqualToComparator<Value, ComparatorMappingType>: EntityQueryComparatorDeclaration<
    Value, ComparatorMappingType
>
{
    /// Declares the comparison; `mappingTransform` turns the value compared with into the mapping.
    /// Disfavoured for an optional property, whose value App Intents hands over unwrapped.
    @_disfavoredOverload
    public init(mappingTransform: @escaping (Value) -> ComparatorMappingType) {
        super.init(EntityQueryComparator(kind: .notEqualTo, single: mappingTransform))
    }

    /// Declares the comparison of an optional property; `mappingTransform` gets the value
    /// compared with unwrapped, as App Intents hands it.
    public init<Wrapped>(mappingTransform: @escaping (Wrapped) -> ComparatorMappingType)
    where Value == Wrapped? {
        super.init(
            EntityQueryComparator(kind: .notEqualTo, count: 1, unwrapping: { mappingTransform($0[0]) }))
    }
}

/// The comparison "containing" a value, mapped by `mappingTransform`.
public final class ContainsComparator<Value, ComparatorMappingType>: EntityQueryComparatorDeclaration<
    Value, ComparatorMappingType
>
{
    /// Declares the comparison; `mappingTransform` turns the value compared with into the mapping.
    /// Disfavoured for an optional property, whose value App Intents hands over unwrapped.
    @_disfavoredOverload
    public init(mappingTransform: @escaping (Value) -> ComparatorMappingType) {
        super.init(EntityQueryComparator(kind: .contains, single: mappingTransform))
    }

    /// Declares the comparison of an optional property; `mappingTransform` gets the value
    /// compared with unwrapped, as App Intents hands it.
    public init<Wrapped>(mappingTransform: @escaping (Wrapped) -> ComparatorMappingType)
    where Value == Wrapped? {
        super.init(EntityQueryComparator(kind: .contains, count: 1, unwrapping: { mappingTransform($0[0]) }))
    }

    /// Declares the comparison of a list property; `mappingTransform` gets the element the list
    /// should contain, as App Intents hands it (`ContainsComparator { Cmp.tag($0) }` for `[String]`).
    public init<Element>(mappingTransform: @escaping (Element) -> ComparatorMappingType)
    where Value == [Element] {
        super.init(
            EntityQueryComparator(kind: .contains, count: 1, of: Element.self) { mappingTransform($0[0]) })
    }

    /// Declares the comparison of an optional list property; `mappingTransform` gets the element
    /// the list should contain.
    public init<Element>(mappingTransform: @escaping (Element) -> ComparatorMappingType)
    where Value == [Element]? {
        super.init(
            EntityQueryComparator(kind: .contains, count: 1, of: Element.self) { mappingTransform($0[0]) })
    }
}

/// The comparison "beginning with" a value, mapped by `mappingTransform`.
public final class HasPrefixComparator<Value, ComparatorMappingType>: EntityQueryComparatorDeclaration<
    Value, ComparatorMappingType
>
{
    /// Declares the comparison; `mappingTransform` turns the value compared with into the mapping.
    /// Disfavoured for an optional property, whose value App Intents hands over unwrapped.
    @_disfavoredOverload
    public init(mappingTransform: @escaping (Value) -> ComparatorMappingType) {
        super.init(EntityQueryComparator(kind: .hasPrefix, single: mappingTransform))
    }

    /// Declares the comparison of an optional property; `mappingTransform` gets the value
    /// compared with unwrapped, as App Intents hands it.
    public init<Wrapped>(mappingTransform: @escaping (Wrapped) -> ComparatorMappingType)
    where Value == Wrapped? {
        super.init(EntityQueryComparator(kind: .hasPrefix, count: 1, unwrapping: { mappingTransform($0[0]) }))
    }
}

/// The comparison "ending with" a value, mapped by `mappingTransform`.
public final class HasSuffixComparator<Value, ComparatorMappingType>: EntityQueryComparatorDeclaration<
    Value, ComparatorMappingType
>
{
    /// Declares the comparison; `mappingTransform` turns the value compared with into the mapping.
    /// Disfavoured for an optional property, whose value App Intents hands over unwrapped.
    @_disfavoredOverload
    public init(mappingTransform: @escaping (Value) -> ComparatorMappingType) {
        super.init(EntityQueryComparator(kind: .hasSuffix, single: mappingTransform))
    }

    /// Declares the comparison of an optional property; `mappingTransform` gets the value
    /// compared with unwrapped, as App Intents hands it.
    public init<Wrapped>(mappingTransform: @escaping (Wrapped) -> ComparatorMappingType)
    where Value == Wrapped? {
        super.init(EntityQueryComparator(kind: .hasSuffix, count: 1, unwrapping: { mappingTransform($0[0]) }))
    }
}

/// The comparison "less than" a value, mapped by `mappingTransform`.
public final class LessThanComparator<Value, ComparatorMappingType>: EntityQueryComparatorDeclaration<
    Value, ComparatorMappingType
>
{
    /// Declares the comparison; `mappingTransform` turns the value compared with into the mapping.
    /// Disfavoured for an optional property, whose value App Intents hands over unwrapped.
    @_disfavoredOverload
    public init(mappingTransform: @escaping (Value) -> ComparatorMappingType) {
        super.init(EntityQueryComparator(kind: .lessThan, single: mappingTransform))
    }

    /// Declares the comparison of an optional property; `mappingTransform` gets the value
    /// compared with unwrapped, as App Intents hands it.
    public init<Wrapped>(mappingTransform: @escaping (Wrapped) -> ComparatorMappingType)
    where Value == Wrapped? {
        super.init(EntityQueryComparator(kind: .lessThan, count: 1, unwrapping: { mappingTransform($0[0]) }))
    }
}

/// The comparison "at most" a value, mapped by `mappingTransform`.
public final class LessThanOrEqualToComparator<Value, ComparatorMappingType>:
    EntityQueryComparatorDeclaration<
        Value, ComparatorMappingType
    >
{
    /// Declares the comparison; `mappingTransform` turns the value compared with into the mapping.
    /// Disfavoured for an optional property, whose value App Intents hands over unwrapped.
    @_disfavoredOverload
    public init(mappingTransform: @escaping (Value) -> ComparatorMappingType) {
        super.init(EntityQueryComparator(kind: .lessThanOrEqualTo, single: mappingTransform))
    }

    /// Declares the comparison of an optional property; `mappingTransform` gets the value
    /// compared with unwrapped, as App Intents hands it.
    public init<Wrapped>(mappingTransform: @escaping (Wrapped) -> ComparatorMappingType)
    where Value == Wrapped? {
        super.init(
            EntityQueryComparator(kind: .lessThanOrEqualTo, count: 1, unwrapping: { mappingTransform($0[0]) })
        )
    }
}

/// The comparison "greater than" a value, mapped by `mappingTransform`.
public final class GreaterThanComparator<Value, ComparatorMappingType>: EntityQueryComparatorDeclaration<
    Value, ComparatorMappingType
>
{
    /// Declares the comparison; `mappingTransform` turns the value compared with into the mapping.
    /// Disfavoured for an optional property, whose value App Intents hands over unwrapped.
    @_disfavoredOverload
    public init(mappingTransform: @escaping (Value) -> ComparatorMappingType) {
        super.init(EntityQueryComparator(kind: .greaterThan, single: mappingTransform))
    }

    /// Declares the comparison of an optional property; `mappingTransform` gets the value
    /// compared with unwrapped, as App Intents hands it.
    public init<Wrapped>(mappingTransform: @escaping (Wrapped) -> ComparatorMappingType)
    where Value == Wrapped? {
        super.init(
            EntityQueryComparator(kind: .greaterThan, count: 1, unwrapping: { mappingTransform($0[0]) }))
    }
}

/// The comparison "at least" a value, mapped by `mappingTransform`.
public final class GreaterThanOrEqualToComparator<Value, ComparatorMappingType>:
    EntityQueryComparatorDeclaration<
        Value, ComparatorMappingType
    >
{
    /// Declares the comparison; `mappingTransform` turns the value compared with into the mapping.
    /// Disfavoured for an optional property, whose value App Intents hands over unwrapped.
    @_disfavoredOverload
    public init(mappingTransform: @escaping (Value) -> ComparatorMappingType) {
        super.init(EntityQueryComparator(kind: .greaterThanOrEqualTo, single: mappingTransform))
    }

    /// Declares the comparison of an optional property; `mappingTransform` gets the value
    /// compared with unwrapped, as App Intents hands it.
    public init<Wrapped>(mappingTransform: @escaping (Wrapped) -> ComparatorMappingType)
    where Value == Wrapped? {
        super.init(
            EntityQueryComparator(
                kind: .greaterThanOrEqualTo, count: 1, unwrapping: { mappingTransform($0[0]) }))
    }
}

/// The comparison "between" two values, mapped by `mappingTransform`.
public final class IsBetweenComparator<Value, ComparatorMappingType>: EntityQueryComparatorDeclaration<
    Value, ComparatorMappingType
>
{
    /// Declares the comparison; `mappingTransform` turns the bounds into the mapping. Disfavoured
    /// for an optional property, whose bounds App Intents hands over unwrapped.
    @_disfavoredOverload
    public init(mappingTransform: @escaping (Value, Value) -> ComparatorMappingType) {
        super.init(EntityQueryComparator(kind: .isBetween, count: 2) { mappingTransform($0[0], $0[1]) })
    }

    /// Declares the comparison of an optional property; `mappingTransform` gets the bounds
    /// unwrapped, as App Intents hands them.
    public init<Wrapped>(mappingTransform: @escaping (Wrapped, Wrapped) -> ComparatorMappingType)
    where Value == Wrapped? {
        super.init(
            EntityQueryComparator(kind: .isBetween, count: 2, unwrapping: { mappingTransform($0[0], $0[1]) }))
    }
}

/// The properties a query sorts by.
public struct EntityQuerySortingOptions<Entity> {
    /// The properties, in order.
    public let options: [SortableBy<Entity>]

    /// The options the builder lists.
    public init(@EntityQuerySortingOptionsBuilder<Entity> options: () -> [SortableBy<Entity>]) {
        self.options = options()
    }
}

/// Collects ``SortableBy`` declarations.
@resultBuilder
public enum EntityQuerySortingOptionsBuilder<Entity> {
    /// One declaration.
    public static func buildExpression(_ option: SortableBy<Entity>) -> [SortableBy<Entity>] { [option] }
    /// The declarations in order.
    public static func buildBlock(_ components: [SortableBy<Entity>]...) -> [SortableBy<Entity>] {
        components.flatMap { $0 }
    }
}

/// App Intents' name for ``SortableBy``.
public typealias EntityQuerySortableByProperty<Entity> = SortableBy<Entity>

/// A property a query sorts by.
public struct SortableBy<Entity> {
    /// The entity's property (its `$` projection).
    public let keyPath: PartialKeyPath<Entity>

    /// Sorting by the property at `keyPath` (`\Habit.$name`).
    public init<Value>(_ keyPath: KeyPath<Entity, EntityProperty<Value>>) {
        self.keyPath = keyPath
    }
}

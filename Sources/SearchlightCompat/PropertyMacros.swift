// App Intents' `@ComputedProperty` and `@DeferredProperty`, so entities written for Apple platforms
// compile unchanged.
//
// On Apple platforms these are macros whose expansions record the mapping in the app's metadata.
// Here the mapping is read from the source by `SearchlightPlugin`, which generates the conversion
// code for `@ComputedProperty(indexingKey:)` as it does for `@Property`; the attribute itself adds
// nothing to the property. A macro needs an implementation in a compiler plugin, and writing one
// needs swift-syntax, which this package does not depend on; so the expansion is the toolchain's
// own `@ObservationIgnored`, which returns no accessors and is shipped with every Swift 5.9+
// toolchain. Without the plugin, a `@ComputedProperty` maps nothing: apply `SearchlightPlugin` to
// the target (or list the property in `computedProperties`).

/// A computed property App Intents can read, optionally named `title`; maps nothing to
/// Spotlight.
@attached(accessor, names: named(willSet))
public macro ComputedProperty(title: LocalizedStringResource? = nil) =
    #externalMacro(module: "ObservationMacros", type: "ObservationIgnoredMacro")

/// A computed property, optionally named `title`, indexed under the attribute `indexingKey`.
///
/// ```swift
/// struct Order: IndexedEntity {
///     @ComputedProperty(indexingKey: \.contentDescription)
///     var summary: String { "\(size) \(drink)" }
///     // …
/// }
/// ```
/// The generated code reads the property when the entity is converted; apply
/// `SearchlightPlugin` to the target.
@attached(accessor, names: named(willSet))
public macro ComputedProperty(
    title: LocalizedStringResource? = nil, indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>
) = #externalMacro(module: "ObservationMacros", type: "ObservationIgnoredMacro")

/// A computed property, optionally named `title`, indexed under an app-defined attribute.
@attached(accessor, names: named(willSet))
public macro ComputedProperty(
    title: LocalizedStringResource? = nil, customIndexingKey: CSCustomAttributeKey
) =
    #externalMacro(module: "ObservationMacros", type: "ObservationIgnoredMacro")

/// A property, optionally named `title`, fetched only when asked for and never indexed when the
/// entity is donated: Apple's semantics, which a plain `async` computed property has here.
@attached(accessor, names: named(willSet))
public macro DeferredProperty(title: LocalizedStringResource? = nil) =
    #externalMacro(module: "ObservationMacros", type: "ObservationIgnoredMacro")

/// An enum whose cases carry values of different types, which an intent takes or a value query
/// returns as one value (iOS 18, macOS 15):
///
/// ```swift
/// @UnionValue
/// enum TodoOrText {
///     case todo(TodoEntity)
///     case text(String)
/// }
/// ```
///
/// On Apple platforms the macro makes the enum an ``AppUnionValue`` and declares its `Cases` for
/// Shortcuts' menus. Here parameters and value queries take any type, so the attribute adds
/// nothing: the toolchain's `ObservationTracked` expands to nothing on a type. An enum that names
/// its `Cases` (`caseDisplayRepresentations: [Cases: DisplayRepresentation]`) declares them here.
@attached(peer)
public macro UnionValue() = #externalMacro(module: "ObservationMacros", type: "ObservationTrackedMacro")

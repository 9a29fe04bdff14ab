/// What the renderer needs to know about one entity type: the structured model the generated
/// code is rendered from.
struct EntityModel: Sendable, Hashable {
    /// The type's name qualified by its enclosing types, as the extension names it.
    var typeName: String
    /// Where the type is declared, `File.swift:12`, for the comment above its extension.
    var origin: String
    var access: AccessLevel
    /// The `#if` blocks around the type and its `IndexedEntity` conformance.
    var conditions: [ConditionalClause]
    /// Written before the generated conformance: `@preconcurrency` or a global actor for a type
    /// isolated to one.
    var conformanceAttribute: String?
    /// Generic types cannot hold static stored properties, so custom keys are built inline.
    var isGeneric: Bool
    var properties: [MappedProperty]
    /// Whether `computedProperties` could not be read, so the generated code applies the list
    /// at run time.
    var appliesComputedPropertiesAtRunTime: Bool
}

/// One property of an ``EntityModel``: its metadata and how its value reaches its attribute.
struct MappedProperty: Sendable, Hashable {
    /// How the value is written.
    enum Write: Sendable, Hashable {
        /// `attributes.key = self.name`: the types match exactly.
        case assign
        /// `if let value = self.name { attributes.key = value }`: an optional of the exact type.
        case unwrap
        /// `if let value = Searchlight.AttributeConversion.<function>(self.name) { … }`.
        case convert(function: String)
    }

    /// Where the value goes.
    enum Target: Sendable, Hashable {
        /// Shown with a title but not indexed.
        case none
        /// A built-in attribute, by name.
        case attribute(String, Write)
        /// A custom attribute key; an expression of type `Searchlight.CustomAttributeKey`.
        case custom(expression: String, Write)
        /// An attribute set through an `AttributeConversion` function that takes the whole
        /// attribute set, such as `setContentType(_:in:)` for `\.contentType`.
        case setter(attribute: String, function: String)
    }

    var name: String
    var spelling: String
    /// The title as a `Swift.String` expression, such as `"Drink"`.
    var title: String?
    var isComputed: Bool
    /// The `#if` blocks around the property inside its type.
    var conditions: [ConditionalClause]
    var target: Target
}

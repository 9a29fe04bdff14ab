/// A `var` or `let` declared in a type or extension body.
struct PropertyDeclaration: Sendable, Hashable {
    /// The name without backticks.
    var name: String
    /// The name as written, backticks included, for use in generated code.
    var spelling: String
    var location: SourceLocation
    /// The location of `var` or `let`.
    var keywordLocation: SourceLocation
    var isLet: Bool
    var isStatic: Bool
    var access: AccessLevel?
    /// The written type annotation.
    var type: TypeReference?
    /// The initial value's tokens, for type inference and for `computedProperties` lists.
    var initializer: [Token]
    /// The getter's tokens for a computed property.
    var accessorBody: [Token]
    /// The initial value, or else what a getter of one expression returns, parsed.
    var value: Expression
    /// Whether the property has a getter instead of storage.
    var isComputed: Bool
    var attributes: [AttributeUsage]
    /// The `#if` blocks around the property inside its type's body.
    var conditions: [ConditionalClause]
}

/// An attribute written on a declaration, such as `@Property(title: "Drink", indexingKey: \.title)`.
struct AttributeUsage: Sendable, Hashable {
    /// The name, possibly module-qualified: `Property`, `Searchlight.Property`.
    var name: String
    /// The location of `@`.
    var location: SourceLocation
    /// The arguments in parentheses; `nil` without parentheses.
    var arguments: [Argument]?

    /// The name without a module qualifier.
    var baseName: Substring { name.split(separator: ".").last ?? Substring(name) }
}

/// One argument of an attribute or call: an optional label and the value, as tokens and parsed.
struct Argument: Sendable, Hashable {
    var label: String?
    var location: SourceLocation
    var value: [Token]
    var expression: Expression
}

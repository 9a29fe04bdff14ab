/// A type or extension declaration found by the ``DeclarationScanner``.
struct TypeDeclaration: Sendable, Hashable {
    enum Kind: String, Sendable, Hashable {
        case `struct`, `class`, `enum`, `actor`, `protocol`, `extension`
    }

    var kind: Kind
    /// The name as written; dotted for extensions such as `extension Shop.Order`.
    var name: String
    /// The name qualified by enclosing types, such as `Shop.Order`.
    var qualifiedName: String
    var path: String
    /// The location of the name.
    var location: SourceLocation
    /// The explicit access modifier, if any.
    var access: AccessLevel?
    /// The access of the enclosing declarations, which caps this one's.
    var enclosingAccess: AccessLevel
    var isFinal: Bool
    var isGeneric: Bool
    /// The names of the attributes written before the declaration: `MainActor`, `available`.
    var attributes: [String]
    /// The inherited types and protocols as written, without generic arguments:
    /// `["Searchlight.IndexedEntity", "Hashable"]`.
    var inheritance: [String]
    /// The `#if` blocks around the declaration, outermost first, enclosing types' included.
    var conditions: [ConditionalClause]
    var members: [PropertyDeclaration]

    /// The access the type has in practice.
    var effectiveAccess: AccessLevel {
        let own = access ?? (kind == .extension ? .open : .internal)
        // A private type at file scope is visible in its whole file, which is fileprivate.
        return min(own, enclosingAccess)
    }
}

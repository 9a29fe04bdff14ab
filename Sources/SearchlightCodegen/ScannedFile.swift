/// What the ``DeclarationScanner`` found in one file.
struct ScannedFile: Sendable {
    var file: SourceFile
    /// Every type and extension declared outside function bodies, in source order.
    var types: [TypeDeclaration]
    /// The `var`s and `let`s at file scope, which mapping titles and keys may name.
    var globals: [PropertyDeclaration]
    /// `@Property` attributes inside function bodies and closures, which map nothing.
    var localWrappers: [SourceLocation]
    var problems: [Lexer.Problem]
}

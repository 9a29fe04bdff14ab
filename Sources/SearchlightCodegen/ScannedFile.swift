/// What the ``DeclarationScanner`` found in one file.
struct ScannedFile: Sendable {
    var file: SourceFile
    /// Every type and extension declared outside function bodies, in source order.
    var types: [TypeDeclaration]
    /// `@Property` attributes inside function bodies and closures, which map nothing.
    var localWrappers: [SourceLocation]
    var problems: [Lexer.Problem]
}

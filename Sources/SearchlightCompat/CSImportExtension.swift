/// Apple's file-importer extension for Spotlight: fills in the attribute set of a file of one of
/// the app's types. Subclasses override ``update(_:forFileAt:)``.
///
/// This platform has no import extensions. A subclass written for Apple platforms compiles
/// unchanged, and an app that indexes its files calls it on each one:
///
/// ```swift
/// let attributes = CSSearchableItemAttributeSet(contentType: .text)
/// try MyImporter().update(attributes, forFileAt: url)
/// index.indexSearchableItems([CSSearchableItem(uniqueIdentifier: url.path, domainIdentifier: nil,
///                                              attributeSet: attributes)])
/// ```
open class CSImportExtension: NSObject {
    /// An importer; its subclass says what to read from a file.
    public override init() { super.init() }

    /// Fills `attributes` in from the file at `contentURL`. The base class adds nothing.
    open func update(_ attributes: CSSearchableItemAttributeSet, forFileAt contentURL: URL) throws {}
}

import Foundation
import Searchlight

/// The index a reindex request is about, with Core Spotlight's name.
public typealias CSSearchableIndexDescription = IndexDescription

extension IndexDescription {
    /// The data protection class of the index, as Core Spotlight names it: always `nil`, the
    /// default class, since files on this platform have no protection classes (an index opened
    /// with one only remembers it, ``CSSearchableIndex/protectionClass``).
    ///
    /// ```swift
    /// let index = CSSearchableIndex(name: description.name, protectionClass: description.protectionClass)
    /// ```
    public var protectionClass: FileProtectionType? { nil }
}

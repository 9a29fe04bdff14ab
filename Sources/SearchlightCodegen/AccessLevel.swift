/// A Swift access level, ordered from most to least restrictive.
enum AccessLevel: Int, Sendable, Hashable, Comparable, CaseIterable {
    case `private`
    case `fileprivate`
    case `internal`
    case `package`
    case `public`
    case `open`

    init?(keyword: String) {
        switch keyword {
        case "private": self = .private
        case "fileprivate": self = .fileprivate
        case "internal": self = .internal
        case "package": self = .package
        case "public": self = .public
        case "open": self = .open
        default: return nil
        }
    }

    static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The modifier generated members get: they must be visible wherever the type is, and
    /// `open` does not apply to extension members.
    var memberModifier: String? {
        switch self {
        case .private, .fileprivate, .internal: nil
        case .package: "package"
        case .public, .open: "public"
        }
    }
}

import Foundation

/// Core Data's opaque history token, over `Searchlight.StoreHistoryToken`.
///
/// As on Apple platforms it copies and archives securely: apps keep the last token they saw
/// with `NSKeyedArchiver` and read it back with `NSKeyedUnarchiver.unarchivedObject(ofClass:from:)`.
public final class NSPersistentHistoryToken: NSObject, NSCopying, NSSecureCoding, Sendable {
    /// The native token.
    public let token: StoreHistoryToken

    /// Wraps a native token.
    public init(_ token: StoreHistoryToken) {
        self.token = token
    }

    /// Tokens decode only as tokens.
    public static var supportsSecureCoding: Bool { true }

    /// Archives the token's position.
    public func encode(with coder: NSCoder) {
        coder.encode(token.rawValue, forKey: Self.rawValueKey)
    }

    /// Reads a token archived by ``encode(with:)``; `nil` for an archive of anything else.
    public init?(coder: NSCoder) {
        guard coder.containsValue(forKey: Self.rawValueKey) else { return nil }
        token = StoreHistoryToken(rawValue: coder.decodeInt64(forKey: Self.rawValueKey))
    }

    /// A token is immutable: a copy is the token itself.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    private static let rawValueKey = "SearchlightHistoryToken"

    public override var description: String { "NSPersistentHistoryToken(\(token))" }

    public override func isEqual(_ object: Any?) -> Bool {
        (object as? NSPersistentHistoryToken)?.token == token
    }

    public override var hash: Int { token.hashValue }
}

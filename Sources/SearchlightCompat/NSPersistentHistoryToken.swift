import Foundation

/// Core Data's opaque history token, over `Searchlight.StoreHistoryToken`.
public final class NSPersistentHistoryToken: NSObject, Sendable {
    /// The native token.
    public let token: StoreHistoryToken

    /// Wraps a native token.
    public init(_ token: StoreHistoryToken) {
        self.token = token
    }

    public override var description: String { "NSPersistentHistoryToken(\(token))" }

    public override func isEqual(_ object: Any?) -> Bool {
        (object as? NSPersistentHistoryToken)?.token == token
    }

    public override var hash: Int { token.hashValue }
}

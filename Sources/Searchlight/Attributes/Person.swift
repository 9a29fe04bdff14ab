/// A person attached to a message or document, mirroring `CSPerson`.
public struct Person: Sendable, Hashable, Codable {
    /// The name shown for the person; searchable.
    public var displayName: String?
    /// Email addresses, phone numbers or other handles; searchable.
    public var handles: [String]
    /// What kind of handle `handles` holds, for example `"emailAddresses"`.
    public var handleIdentifier: String
    /// An identifier of the person in the user's contacts, if known.
    public var contactIdentifier: String?

    /// Creates a person known by a name and handles such as email addresses.
    public init(
        displayName: String?, handles: [String], handleIdentifier: String, contactIdentifier: String? = nil
    ) {
        self.displayName = displayName
        self.handles = handles
        self.handleIdentifier = handleIdentifier
        self.contactIdentifier = contactIdentifier
    }
}

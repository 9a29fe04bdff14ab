/// A person in a message or document, with Core Spotlight's class spelling; a bridge to
/// `Searchlight.Person`.
public final class CSPerson: NSObject {
    /// The native person.
    public private(set) var person: Person

    /// A person known by a name and handles such as email addresses or phone numbers.
    ///
    /// - Parameters:
    ///   - displayName: the name shown for the person.
    ///   - handles: the person's addresses, such as email addresses or phone numbers.
    ///   - handleIdentifier: the kind of handle, such as `CNContactEmailAddressesKey`.
    public init(displayName: String?, handles: [String], handleIdentifier: String) {
        person = Person(displayName: displayName, handles: handles, handleIdentifier: handleIdentifier)
    }

    /// Wraps a native person.
    public init(_ person: Person) {
        self.person = person
    }

    /// The name shown for the person.
    public var displayName: String? { person.displayName }
    /// The person's addresses, such as email addresses or phone numbers.
    public var handles: [String] { person.handles }
    /// The kind of handle, such as `CNContactEmailAddressesKey`.
    public var handleIdentifier: String { person.handleIdentifier }

    /// The identifier of the person's contact card, if known.
    public var contactIdentifier: String? {
        get { person.contactIdentifier }
        set { person.contactIdentifier = newValue }
    }

    public override func isEqual(_ object: Any?) -> Bool { (object as? CSPerson)?.person == person }

    public override var hash: Int { person.hashValue }
}

// The Contacts keys Apple's code passes as a person's `handleIdentifier`, with Contacts' values:
// apps name them beside `CSPerson` though they come from another framework.

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The handle kind of email addresses (Contacts' `CNContactEmailAddressesKey`).
public let CNContactEmailAddressesKey = "emailAddresses"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The handle kind of phone numbers (Contacts' `CNContactPhoneNumbersKey`).
public let CNContactPhoneNumbersKey = "phoneNumbers"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The handle kind of instant-message addresses (Contacts' `CNContactInstantMessageAddressesKey`).
public let CNContactInstantMessageAddressesKey = "instantMessageAddresses"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The handle kind of social-profile addresses (Contacts' `CNContactSocialProfilesKey`).
public let CNContactSocialProfilesKey = "socialProfiles"

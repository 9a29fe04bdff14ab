import Foundation
import Synchronization

// SiriKit's interactions, as messaging and calling apps donate them (`import Intents`): an
// `INSendMessageIntent` or a call intent, wrapped in an `INInteraction` and donated so the system
// can suggest the conversation. There is no Siri here to learn from them: donations are kept for
// the process's lifetime (``INInteraction/donatedInteractions``), so an app (or a test) can read
// back what it donated, and deleted as Apple's calls delete them.

/// A request the app handles or donates, as SiriKit's `INIntent`.
open class INIntent: NSObject, @unchecked Sendable {
    /// The intent's identifier, set when it is donated.
    open internal(set) var identifier: String?
    /// A description of the intent for people.
    open var intentDescription: String?
    /// The phrase suggested to people for running the intent.
    open var suggestedInvocationPhrase: String?
    /// What the app says about a donation (``INSendMessageIntentDonationMetadata``).
    open var donationMetadata: INIntentDonationMetadata?
    /// By a parameter's name, or by its key path.
    private var images: [AnyHashable: INImage] = [:]

    public override init() {}

    /// Sets the image shown for the parameter named `parameterName`.
    public func setImage(_ image: INImage?, forParameterNamed parameterName: String) {
        images[parameterName] = image
    }

    /// The image set for the parameter named `parameterName`.
    public func image(forParameterNamed parameterName: String) -> INImage? { images[parameterName] }

    fileprivate func setImage(_ image: INImage?, forKey key: AnyHashable) { images[key] = image }
    fileprivate func image(forKey key: AnyHashable) -> INImage? { images[key] }
}

/// The key-path form of ``INIntent/setImage(_:forParameterNamed:)``:
/// `intent.setImage(avatar, forParameterNamed: \.sender)`.
public protocol INIntentImageSetting {}

extension INIntent: INIntentImageSetting {}

extension INIntentImageSetting where Self: INIntent {
    /// Sets the image shown for the parameter at `keyPath`.
    public func setImage<Value>(_ image: INImage?, forParameterNamed keyPath: KeyPath<Self, Value>) {
        setImage(image, forKey: keyPath as AnyKeyPath)
    }

    /// The image set for the parameter at `keyPath`.
    public func image<Value>(forParameterNamed keyPath: KeyPath<Self, Value>) -> INImage? {
        image(forKey: keyPath as AnyKeyPath)
    }
}

/// The outcome of handling an intent, as SiriKit's `INIntentResponse`.
open class INIntentResponse: NSObject, @unchecked Sendable {
    /// The activity that continues the intent in the app.
    open var userActivity: NSUserActivity?

    public override init() {}
}

/// What the app says about a donation.
open class INIntentDonationMetadata: NSObject, @unchecked Sendable {
    public override init() {}
}

/// What a messaging app says about a donated message.
public final class INSendMessageIntentDonationMetadata: INIntentDonationMetadata, @unchecked Sendable {
    /// Whether the message mentions the person.
    public var mentionsCurrentUser = false
    /// Whether the message replies to one of the person's.
    public var isReplyToCurrentUser = false
    /// Whether the person should be told even when they silenced the conversation.
    public var notifyRecipientAnyway = false
    /// How many people the message went to.
    public var recipientCount = 0
}

/// An image for an intent or a person, by name, data or URL.
public final class INImage: NSObject, @unchecked Sendable {
    /// The image's name in the app's assets, when it was made from one.
    public let imageName: String?
    /// The image's bytes, when it was made from them.
    public let imageData: Data?
    /// Where the image is, when it was made from a URL.
    public let imageURL: URL?

    private init(name: String?, data: Data?, url: URL?) {
        imageName = name
        imageData = data
        imageURL = url
    }

    /// The image named `name` in the app's assets.
    public convenience init(named name: String) { self.init(name: name, data: nil, url: nil) }
    /// The image of these bytes.
    public convenience init(imageData: Data) { self.init(name: nil, data: imageData, url: nil) }
    /// The image at `url`.
    public convenience init(url: URL) { self.init(name: nil, data: nil, url: url) }
    /// The image at `url`, of this size in points; `nil` for a size that is not positive.
    public convenience init?(url: URL, width: Double, height: Double) {
        guard width > 0, height > 0 else { return nil }
        self.init(name: nil, data: nil, url: url)
    }
}

/// What a handle is: an email address, a phone number, or something else.
public enum INPersonHandleType: Int, Sendable {
    case unknown, emailAddress, phoneNumber
}

/// How a person names one of their handles (`home`, `mobile`).
public struct INPersonHandleLabel: RawRepresentable, Hashable, Sendable {
    /// The label as Contacts stores it.
    public let rawValue: String
    /// The label stored as `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The label stored as `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The `home` label.
    public static let home = INPersonHandleLabel("_$!<Home>!$_")
    /// The `work` label.
    public static let work = INPersonHandleLabel("_$!<Work>!$_")
    /// The `iPhone` label.
    public static let iPhone = INPersonHandleLabel("iPhone")
    /// The `mobile` label.
    public static let mobile = INPersonHandleLabel("_$!<Mobile>!$_")
    /// The `main` label.
    public static let main = INPersonHandleLabel("_$!<Main>!$_")
    /// The `homeFax` label.
    public static let homeFax = INPersonHandleLabel("_$!<HomeFAX>!$_")
    /// The `workFax` label.
    public static let workFax = INPersonHandleLabel("_$!<WorkFAX>!$_")
    /// The `pager` label.
    public static let pager = INPersonHandleLabel("_$!<Pager>!$_")
    /// The `other` label.
    public static let other = INPersonHandleLabel("_$!<Other>!$_")
    /// The `school` label.
    public static let school = INPersonHandleLabel("_$!<School>!$_")
}

/// How a person is reached: an address or number, of a type, with a label.
public final class INPersonHandle: NSObject, @unchecked Sendable {
    /// The address or number.
    public let value: String?
    /// What the value is.
    public let type: INPersonHandleType
    /// How the person names the handle.
    public let label: INPersonHandleLabel?

    /// Creates it from the values given, as SiriKit does.
    public init(value: String?, type: INPersonHandleType, label: INPersonHandleLabel?) {
        self.value = value
        self.type = type
        self.label = label
    }

    /// Creates it from the values given, as SiriKit does.
    public convenience init(value: String?, type: INPersonHandleType) {
        self.init(value: value, type: type, label: nil)
    }
}

/// Why a person is suggested for a handle the app gives.
public enum INPersonSuggestionType: Int, Sendable {
    case none, socialProfile, instantMessageAddress
}

/// A person in an intent: a message's sender or recipient, a call's contact.
public final class INPerson: NSObject, @unchecked Sendable {
    /// How the person is reached.
    public let personHandle: INPersonHandle?
    /// The parts of the person's name.
    public let nameComponents: PersonNameComponents?
    /// The name shown for the person: the one given, or one made from the name's parts or the
    /// handle.
    public let displayName: String
    /// The person's picture.
    public let image: INImage?
    /// The person's identifier in Contacts.
    public let contactIdentifier: String?
    /// The app's own identifier for the person.
    public let customIdentifier: String?
    /// Whether this is the person using the app.
    public let isMe: Bool
    /// Other handles of the same person.
    public let aliases: [INPersonHandle]?
    /// Why the person is suggested.
    public let suggestionType: INPersonSuggestionType

    /// Creates it from the values given, as SiriKit does.
    public convenience init(
        personHandle: INPersonHandle, nameComponents: PersonNameComponents?, displayName: String?,
        image: INImage?,
        contactIdentifier: String?, customIdentifier: String?, aliases: [INPersonHandle]?,
        suggestionType: INPersonSuggestionType
    ) {
        self.init(
            personHandle, nameComponents, displayName, image, contactIdentifier, customIdentifier,
            isMe: false,
            aliases: aliases, suggestionType: suggestionType)
    }

    /// Creates it from the values given, as SiriKit does.
    public convenience init(
        personHandle: INPersonHandle, nameComponents: PersonNameComponents?, displayName: String?,
        image: INImage?,
        contactIdentifier: String?, customIdentifier: String?, isMe: Bool,
        suggestionType: INPersonSuggestionType
    ) {
        self.init(
            personHandle, nameComponents, displayName, image, contactIdentifier, customIdentifier, isMe: isMe,
            aliases: nil, suggestionType: suggestionType)
    }

    /// Creates it from the values given, as SiriKit does.
    public convenience init(
        personHandle: INPersonHandle, nameComponents: PersonNameComponents?, displayName: String?,
        image: INImage?,
        contactIdentifier: String?, customIdentifier: String?, isMe: Bool
    ) {
        self.init(
            personHandle: personHandle, nameComponents: nameComponents, displayName: displayName,
            image: image,
            contactIdentifier: contactIdentifier, customIdentifier: customIdentifier, isMe: isMe,
            suggestionType: .none)
    }

    /// Creates it from the values given, as SiriKit does.
    public convenience init(
        personHandle: INPersonHandle, nameComponents: PersonNameComponents?, displayName: String?,
        image: INImage?,
        contactIdentifier: String?, customIdentifier: String?
    ) {
        self.init(
            personHandle: personHandle, nameComponents: nameComponents, displayName: displayName,
            image: image,
            contactIdentifier: contactIdentifier, customIdentifier: customIdentifier, isMe: false)
    }

    private init(
        _ handle: INPersonHandle?, _ nameComponents: PersonNameComponents?, _ displayName: String?,
        _ image: INImage?,
        _ contactIdentifier: String?, _ customIdentifier: String?, isMe: Bool, aliases: [INPersonHandle]?,
        suggestionType: INPersonSuggestionType
    ) {
        personHandle = handle
        self.nameComponents = nameComponents
        let named = nameComponents.map {
            [$0.givenName, $0.middleName, $0.familyName].compactMap { $0 }.joined(separator: " ")
        }
        self.displayName = [displayName, named, handle?.value].compactMap { $0 }.first { !$0.isEmpty } ?? ""
        self.image = image
        self.contactIdentifier = contactIdentifier
        self.customIdentifier = customIdentifier
        self.isMe = isMe
        self.aliases = aliases
        self.suggestionType = suggestionType
    }
}

/// A phrase as it is spoken, with the app's identifier for it: a group conversation's name.
public final class INSpeakableString: NSObject, @unchecked Sendable {
    /// The phrase as it is said.
    public let spokenPhrase: String
    /// The app's identifier for the phrase.
    public let vocabularyIdentifier: String?
    /// How to say the phrase, when it is not said as written.
    public let pronunciationHint: String?

    /// Creates it from the values given, as SiriKit does.
    public init(vocabularyIdentifier: String, spokenPhrase: String, pronunciationHint: String?) {
        self.vocabularyIdentifier = vocabularyIdentifier
        self.spokenPhrase = spokenPhrase
        self.pronunciationHint = pronunciationHint
    }

    /// Creates it from the values given, as SiriKit does.
    public init(spokenPhrase: String) {
        vocabularyIdentifier = nil
        self.spokenPhrase = spokenPhrase
        pronunciationHint = nil
    }
}

/// Whether a message is text or audio.
public enum INOutgoingMessageType: Int, Sendable {
    case unknown, outgoingMessageText, outgoingMessageAudio
}

/// A file sent with a message.
public final class INSendMessageAttachment: NSObject, @unchecked Sendable {}

/// A message sent or received, as a messaging app donates it.
public final class INSendMessageIntent: INIntent, @unchecked Sendable {
    /// Who the message went to.
    public let recipients: [INPerson]?
    /// Whether the message is text or audio.
    public let outgoingMessageType: INOutgoingMessageType
    /// The message's text.
    public let content: String?
    /// The group conversation's name.
    public let speakableGroupName: INSpeakableString?
    /// The app's identifier for the conversation.
    public let conversationIdentifier: String?
    /// The service the message went through.
    public let serviceName: String?
    /// Who sent the message.
    public let sender: INPerson?
    /// Files sent with the message.
    public let attachments: [INSendMessageAttachment]?

    /// Creates it from the values given, as SiriKit does.
    public init(
        recipients: [INPerson]?, outgoingMessageType: INOutgoingMessageType, content: String?,
        speakableGroupName: INSpeakableString?, conversationIdentifier: String?, serviceName: String?,
        sender: INPerson?, attachments: [INSendMessageAttachment]?
    ) {
        self.recipients = recipients
        self.outgoingMessageType = outgoingMessageType
        self.content = content
        self.speakableGroupName = speakableGroupName
        self.conversationIdentifier = conversationIdentifier
        self.serviceName = serviceName
        self.sender = sender
        self.attachments = attachments
    }

    /// Creates it from the values given, as SiriKit does.
    public convenience init(
        recipients: [INPerson]?, content: String?, speakableGroupName: INSpeakableString?,
        conversationIdentifier: String?, serviceName: String?, sender: INPerson?
    ) {
        self.init(
            recipients: recipients, outgoingMessageType: .outgoingMessageText, content: content,
            speakableGroupName: speakableGroupName, conversationIdentifier: conversationIdentifier,
            serviceName: serviceName, sender: sender, attachments: nil)
    }
}

/// Where a call goes.
public enum INCallDestinationType: Int, Sendable {
    case unknown, normal, emergency, voicemail, redial, callBack
}

/// An audio call to people, as a calling app donates it.
public final class INStartAudioCallIntent: INIntent, @unchecked Sendable {
    /// Where the call goes.
    public let destinationType: INCallDestinationType
    /// Who is called.
    public let contacts: [INPerson]?

    /// Creates it from the values given, as SiriKit does.
    public init(destinationType: INCallDestinationType, contacts: [INPerson]?) {
        self.destinationType = destinationType
        self.contacts = contacts
    }
}

/// A video call to people, as a calling app donates it.
public final class INStartVideoCallIntent: INIntent, @unchecked Sendable {
    /// Who is called.
    public let contacts: [INPerson]?

    /// Creates it from the values given, as SiriKit does.
    public init(contacts: [INPerson]?) { self.contacts = contacts }
}

/// Whether an interaction went out from the person or came in to them.
public enum INInteractionDirection: Int, Sendable {
    case unspecified, outgoing, incoming
}

/// An intent the person took part in, donated so the system can suggest it again.
///
/// ```swift
/// let interaction = INInteraction(intent: message, response: nil)
/// interaction.groupIdentifier = conversation.id
/// interaction.direction = .incoming
/// try await interaction.donate()
/// INInteraction.donatedInteractions.count            // 1
/// try await INInteraction.delete(with: conversation.id)  // when the conversation is deleted
/// ```
public final class INInteraction: NSObject, @unchecked Sendable {
    /// The intent the person took part in.
    public let intent: INIntent
    /// How the intent was handled.
    public let intentResponse: INIntentResponse?
    /// The interaction's identifier, by which `delete(with: [identifier])` deletes it.
    public var identifier: String
    /// The group the interaction belongs to, such as a conversation, by which
    /// `delete(with: groupIdentifier)` deletes every one of it.
    public var groupIdentifier: String?
    /// Whether the interaction went out or came in.
    public var direction: INInteractionDirection = .unspecified
    /// When the interaction took place.
    public var dateInterval: DateInterval

    /// Creates it from the values given, as SiriKit does.
    public init(intent: INIntent, response: INIntentResponse?) {
        self.intent = intent
        intentResponse = response
        identifier = UUID().uuidString
        dateInterval = DateInterval(start: Date(), duration: 0)
    }

    private static let donations = Mutex<[INInteraction]>([])

    /// The interactions donated so far in this process and not deleted, oldest first.
    public static var donatedInteractions: [INInteraction] { donations.withLock { $0 } }

    /// Donates the interaction.
    public func donate() async throws {
        intent.identifier = intent.identifier ?? identifier
        Self.donations.withLock { $0.append(self) }
    }

    /// Donates the interaction and calls `completion` with `nil`.
    public func donate(completion: (@Sendable (Error?) -> Void)? = nil) {
        intent.identifier = intent.identifier ?? identifier
        Self.donations.withLock { $0.append(self) }
        completion?(nil)
    }

    /// Deletes every donated interaction.
    public static func deleteAll() async throws { donations.withLock { $0.removeAll() } }

    /// Deletes every donated interaction and calls `completion` with `nil`.
    public static func deleteAll(completion: (@Sendable (Error?) -> Void)? = nil) {
        donations.withLock { $0.removeAll() }
        completion?(nil)
    }

    /// Deletes the donated interactions with these identifiers.
    public static func delete(with identifiers: [String]) async throws {
        donations.withLock { $0.removeAll { identifiers.contains($0.identifier) } }
    }

    /// Deletes the donated interactions with these identifiers and calls `completion` with `nil`.
    public static func delete(with identifiers: [String], completion: (@Sendable (Error?) -> Void)? = nil) {
        donations.withLock { $0.removeAll { identifiers.contains($0.identifier) } }
        completion?(nil)
    }

    /// Deletes the donated interactions of the group `groupIdentifier`.
    public static func delete(with groupIdentifier: String) async throws {
        donations.withLock { $0.removeAll { $0.groupIdentifier == groupIdentifier } }
    }

    /// Deletes the donated interactions of the group `groupIdentifier` and calls `completion`.
    public static func delete(with groupIdentifier: String, completion: (@Sendable (Error?) -> Void)? = nil) {
        donations.withLock { $0.removeAll { $0.groupIdentifier == groupIdentifier } }
        completion?(nil)
    }
}

extension NSUserActivity {
    /// The interaction the activity continues, which SiriKit sets when the person continues one
    /// in the app; nothing here does, so it is `nil`.
    public var interaction: INInteraction? { nil }
}

import Foundation

/// A file an intent takes or returns, as App Intents spells it: its bytes or where it is, its
/// name and its type.
///
/// ```swift
/// @Parameter(title: "Scan", supportedContentTypes: [.pdf]) var scan: IntentFile
/// return .result(value: IntentFile(data: report, filename: "report.pdf", type: .pdf))
/// ```
public struct IntentFile: Sendable, Hashable {
    private let storedData: Data?
    /// Where the file is, when it is a file on disk rather than bytes in memory.
    public let fileURL: URL?
    /// The file's name, with its extension.
    public var filename: String
    /// The file's type, when known.
    public var type: UTType?
    /// Whether the file may be removed once the intent has run; kept for the caller to honour.
    public var removedOnCompletion: Bool

    /// A file of `data`.
    public init(data: Data, filename: String, type: UTType? = nil) {
        storedData = data
        fileURL = nil
        self.filename = filename
        self.type = type
        removedOnCompletion = false
    }

    /// The file at `fileURL`, named `filename` or by its last path component.
    public init(fileURL: URL, filename: String? = nil, type: UTType? = nil) {
        storedData = nil
        self.fileURL = fileURL
        self.filename = filename ?? fileURL.lastPathComponent
        self.type = type
        removedOnCompletion = false
    }

    /// The file's bytes: read from disk for a file given by URL, empty when it cannot be read,
    /// as App Intents' `data` is. Use ``data(contentType:)`` to be told why.
    public var data: Data { (try? readData()) ?? Data() }

    /// The file's bytes, or the error reading them.
    public func data(contentType: UTType? = nil) async throws -> Data { try readData() }

    /// The types the file can be read as: its own.
    public var availableContentTypes: [UTType] { type.map { [$0] } ?? [] }

    /// The file on disk: where it is, or, for bytes in memory, a copy written to
    /// `destinationDirectory` (the temporary directory without one). `openedInPlace` says whether
    /// the URL is the file itself.
    public func file(contentType: UTType? = nil, destinationDirectory: URL? = nil) async throws
        -> (fileURL: URL, openedInPlace: Bool)
    {
        if let fileURL { return (fileURL, true) }
        let directory = destinationDirectory ?? FileManager.default.temporaryDirectory
        let name = filename.isEmpty ? UUID().uuidString : filename
        let copy = directory.appendingPathComponent(name)
        try readData().write(to: copy, options: .atomic)
        return (copy, false)
    }

    /// Runs `fileHandler` with the file on disk, the file itself when `allowOpenInPlace` allows,
    /// else a copy removed afterwards, and returns what it returns.
    public func withFile<Result>(
        contentType: UTType? = nil, allowOpenInPlace: Bool = false,
        fileHandler: (_ fileURL: URL, _ openedInPlace: Bool) async throws -> Result
    ) async throws -> Result {
        var (url, openedInPlace) = try await file(contentType: contentType)
        if openedInPlace, !allowOpenInPlace {
            let copy = FileManager.default.temporaryDirectory.appendingPathComponent(
                UUID().uuidString + "-" + url.lastPathComponent)
            try FileManager.default.copyItem(at: url, to: copy)
            (url, openedInPlace) = (copy, false)
        }
        defer { if !openedInPlace { try? FileManager.default.removeItem(at: url) } }
        return try await fileHandler(url, openedInPlace)
    }

    private func readData() throws -> Data {
        if let storedData { return storedData }
        guard let fileURL else { return Data() }
        return try Data(contentsOf: fileURL)
    }
}

/// An amount of money in a currency, as App Intents spells it for a parameter or a property:
/// `IntentCurrencyAmount(amount: 12.5, currencyCode: "EUR")`.
public struct IntentCurrencyAmount: Sendable, Hashable, Codable {
    /// How much.
    public var amount: Decimal
    /// The ISO 4217 code of the currency, such as `EUR`.
    public var currencyCode: String

    /// An amount of `currencyCode`.
    public init(amount: Decimal, currencyCode: String) {
        self.amount = amount
        self.currencyCode = currencyCode
    }
}

/// A person an intent takes or returns, as App Intents spells it:
/// `IntentPerson(identifier: .applicationDefined(id), name: name, handle: .init(value: email, type: .emailAddress))`.
public struct IntentPerson: Sendable, Hashable {
    /// How the app or the system knows the person.
    public enum Identifier: Sendable, Hashable {
        /// The app's own identifier.
        case applicationDefined(String)
        /// A contact's identifier.
        case contact(String)
    }

    /// A way to reach the person.
    public struct Handle: Sendable, Hashable {
        /// The kinds of handle.
        public enum HandleType: Sendable, Hashable {
            case emailAddress, phoneNumber, applicationDefined
        }

        /// The address, number or app-defined handle.
        public var value: String
        /// What kind of handle it is.
        public var type: HandleType
        /// A label such as `home`, if any.
        public var label: String?

        /// A handle.
        public init(value: String, type: HandleType, label: String? = nil) {
            self.value = value
            self.type = type
            self.label = label
        }

        /// What a handle is labelled, as App Intents names the common labels.
        public struct Label: Sendable, Hashable, ExpressibleByStringLiteral {
            /// The label's text.
            public let name: String
            /// A label of the app's own.
            public init(_ name: String) { self.name = name }
            /// A label of the app's own.
            public init(stringLiteral name: String) { self.name = name }
            /// Home.
            public static let home = Label("home")
            /// Work.
            public static let work = Label("work")
            /// Mobile.
            public static let mobile = Label("mobile")
            /// iPhone.
            public static let iPhone = Label("iPhone")
            /// Main.
            public static let main = Label("main")
            /// Other.
            public static let other = Label("other")
        }

        /// A phone number.
        public init(phoneNumber: String, label: Label? = nil) {
            self.init(value: phoneNumber, type: .phoneNumber, label: label?.name)
        }

        /// An email address.
        public init(emailAddress: String, label: Label? = nil) {
            self.init(value: emailAddress, type: .emailAddress, label: label?.name)
        }

        /// A handle of the app's own.
        public init(applicationDefined value: String, label: Label? = nil) {
            self.init(value: value, type: .applicationDefined, label: label?.name)
        }
    }

    /// A person's name as App Intents takes it: whole, or in parts.
    public enum Name: Sendable, Hashable {
        /// The name as shown.
        case displayName(String)
        /// The name in parts.
        case components(PersonNameComponents)
    }

    /// How the person is known.
    public var identifier: Identifier
    /// The person's name, if known.
    public var name: PersonNameComponents?
    /// A way to reach them, if known.
    public var handle: Handle?
    /// Whether the person is the one using the device.
    public var isMe: Bool
    /// Other ways to reach the person.
    public var aliases: [Handle] = []
    /// A picture of the person, if any.
    public var image: DisplayImage?

    /// A person.
    public init(
        identifier: Identifier, name: PersonNameComponents? = nil, handle: Handle? = nil, isMe: Bool = false
    ) {
        self.identifier = identifier
        self.name = name
        self.handle = handle
        self.isMe = isMe
    }

    /// A person with a name given whole or in parts, as App Intents spells it.
    public init(
        identifier: Identifier, name: Name, handle: Handle?, aliases: [Handle] = [], isMe: Bool = false,
        image: DisplayImage? = nil
    ) {
        var components: PersonNameComponents
        switch name {
        case .components(let parts): components = parts
        case .displayName(let shown):
            // A name given whole is shown as given, as a nickname is.
            components = PersonNameComponents()
            components.nickname = shown
        }
        self.init(identifier: identifier, name: components, handle: handle, isMe: isMe)
        self.aliases = aliases
        self.image = image
    }

    /// The name to show: the formatted name, else the handle, else the identifier.
    public var displayName: String {
        if let name {
            let parts = [name.givenName, name.middleName, name.familyName].compactMap { $0 }
            if !parts.isEmpty { return parts.joined(separator: " ") }
            if let nickname = name.nickname { return nickname }
        }
        if let handle { return handle.value }
        switch identifier {
        case .applicationDefined(let value), .contact(let value): return value
        }
    }
}

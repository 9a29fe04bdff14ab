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
/// `IntentPerson(identifier: .applicationDefined(id), name: .displayName(name), handle: .init(emailAddress: email))`.
///
/// A person is read back as App Intents gives it, by its cases:
///
/// ```swift
/// if case .displayName(let shown) = sender.name { return shown }
/// if case .emailAddress(let address) = sender.handle?.value { return address }
/// ```
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
        /// The address, number or app-defined handle, by kind.
        public enum Value: Sendable, Hashable {
            /// An email address.
            case emailAddress(String)
            /// A phone number.
            case phoneNumber(String)
            /// A handle of the app's own.
            case applicationDefined(String)

            /// The address, number or handle itself.
            public var text: String {
                switch self {
                case .emailAddress(let text), .phoneNumber(let text), .applicationDefined(let text): text
                }
            }
        }

        /// The kinds of handle.
        public enum HandleType: Sendable, Hashable {
            case emailAddress, phoneNumber, applicationDefined
        }

        /// What a handle is labelled: the common labels, or one of the app's own.
        public enum Label: Sendable, Hashable, ExpressibleByStringLiteral {
            case home, work, mobile, iPhone, main, homeFax, workFax, pager, school, other
            /// A label of the app's own.
            case custom(String)

            private static let named: [Label] = [
                .home, .work, .mobile, .iPhone, .main, .homeFax, .workFax, .pager, .school, .other,
            ]

            /// The label of this name: a common label by its name, else one of the app's own.
            public init(_ name: String) {
                self = Self.named.first { $0.name == name } ?? .custom(name)
            }

            /// See ``init(_:)``.
            public init(stringLiteral name: String) { self.init(name) }

            /// The label's name.
            public var name: String {
                switch self {
                case .custom(let name): name
                default: "\(self)"
                }
            }
        }

        /// The address, number or app-defined handle.
        public var value: Value
        /// What the handle is labelled.
        public var label: Label

        /// A handle.
        public init(_ value: Value, label: Label = .other) {
            self.value = value
            self.label = label
        }

        /// A handle of a kind given apart, labelled `other` unless a label is given.
        public init(value: String, type: HandleType, label: String? = nil) {
            let value: Value =
                switch type {
                case .emailAddress: .emailAddress(value)
                case .phoneNumber: .phoneNumber(value)
                case .applicationDefined: .applicationDefined(value)
                }
            self.init(value, label: label.map { Label($0) } ?? .other)
        }

        /// A phone number.
        public init(phoneNumber: String, label: Label = .other) {
            self.init(.phoneNumber(phoneNumber), label: label)
        }

        /// An email address.
        public init(emailAddress: String, label: Label = .other) {
            self.init(.emailAddress(emailAddress), label: label)
        }

        /// A handle of the app's own.
        public init(applicationDefined value: String, label: String? = nil) {
            self.init(value: value, type: .applicationDefined, label: label)
        }

        /// What kind of handle it is.
        public var type: HandleType {
            switch value {
            case .emailAddress: .emailAddress
            case .phoneNumber: .phoneNumber
            case .applicationDefined: .applicationDefined
            }
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
    /// The person's name.
    public var name: Name
    /// A way to reach them, if known.
    public var handle: Handle?
    /// Whether the person is the one using the device.
    public var isMe: Bool
    /// Other ways to reach the person.
    public var aliases: [Handle]
    /// A picture of the person, if any.
    public var image: DisplayImage?

    /// A person with a name given whole or in parts.
    public init(
        identifier: Identifier, name: Name, handle: Handle?, aliases: [Handle] = [], isMe: Bool = false,
        image: DisplayImage? = nil
    ) {
        self.identifier = identifier
        self.name = name
        self.handle = handle
        self.aliases = aliases
        self.isMe = isMe
        self.image = image
    }

    /// A person known only by a handle, such as an address typed in: not one of the contacts.
    public init(handle: Handle) {
        self.init(
            identifier: .applicationDefined(handle.value.text), name: .displayName(handle.value.text),
            handle: handle)
    }

    /// The name to show: the name, else the handle, else the identifier.
    public var displayName: String {
        switch name {
        case .displayName(let shown) where !shown.isEmpty: return shown
        case .components(let name):
            let parts = [name.givenName, name.middleName, name.familyName].compactMap { $0 }
            if !parts.isEmpty { return parts.joined(separator: " ") }
            if let nickname = name.nickname { return nickname }
        default: break
        }
        if let handle { return handle.value.text }
        switch identifier {
        case .applicationDefined(let value), .contact(let value): return value
        }
    }
}

import Foundation

/// What the index's client state records about store-driven indexing, committed with the items:
/// which history it follows, the last token it holds, which tables (by fingerprint) are fully
/// indexed, and where indexing a table from the start has got to.
///
/// Text of at most 250 bytes: `sl1 h=<history> t=<token> i=<0|1> f=<fp>,<fp> c=<fp>:<key>`. When the
/// fingerprints do not fit, one fingerprint of all tables stands for them (any change then
/// indexes every table again); a cursor that does not fit is left out (the table restarts).
struct StoreClientState: Equatable {
    struct Cursor: Equatable {
        let fingerprint: String
        let key: StoreValue
    }

    var historyIdentifier: String
    var token: Int64
    /// Set while the first indexing of a fresh state is under way: no old items to sweep.
    var isInitial: Bool
    var fingerprints: [String]
    var cursor: Cursor?

    init(historyIdentifier: String, token: Int64, isInitial: Bool, fingerprints: [String], cursor: Cursor?) {
        self.historyIdentifier = historyIdentifier
        self.token = token
        self.isInitial = isInitial
        self.fingerprints = fingerprints
        self.cursor = cursor
    }

    init?(_ data: Data?) {
        guard let data, let text = String(data: data, encoding: .utf8), text.hasPrefix("sl1 ") else {
            return nil
        }
        var fields: [String: String] = [:]
        var rest = Substring(text.dropFirst(4))
        while !rest.isEmpty {
            guard let equals = rest.firstIndex(of: "=") else { return nil }
            let name = String(rest[..<equals])
            rest = rest[rest.index(after: equals)...]
            if name == "c" {
                fields[name] = String(rest)
                rest = ""
            } else {
                let end = rest.firstIndex(of: " ") ?? rest.endIndex
                fields[name] = String(rest[..<end])
                rest = end == rest.endIndex ? "" : rest[rest.index(after: end)...]
            }
        }
        guard let history = fields["h"], let token = fields["t"].flatMap({ Int64($0) }) else { return nil }
        historyIdentifier = history
        self.token = token
        isInitial = fields["i"] == "1"
        fingerprints = (fields["f"] ?? "").split(separator: ",").map(String.init)
        cursor = fields["c"].flatMap(Self.decodeCursor)
    }

    func encoded() -> Data {
        let base =
            "sl1 h=\(historyIdentifier) t=\(token) i=\(isInitial ? 1 : 0) f=\(fingerprints.joined(separator: ","))"
        if let cursor, let key = Self.encode(cursor.key) {
            let full = base + " c=\(cursor.fingerprint):\(key)"
            if full.utf8.count <= SearchableIndex.maximumClientStateBytes { return Data(full.utf8) }
        }
        return Data(base.utf8)
    }

    /// Whether the encoded form leaves room for the fingerprints of `count` tables.
    static func fits(tableCount: Int) -> Bool {
        // "sl1 h=<36> t=<19> i=1 f=" plus 9 bytes per fingerprint, with 60 bytes kept for a cursor.
        70 + 9 * tableCount + 60 <= SearchableIndex.maximumClientStateBytes
    }

    private static func encode(_ key: StoreValue) -> String? {
        switch key {
        case .integer(let value): "i\(value)"
        case .real(let value): "r\(value)"
        case .text(let value): "t\(value)"
        case .blob(let value): "b\(StoreValue.blob(value).description)"
        case .null: nil
        }
    }

    private static func decodeCursor(_ text: String) -> Cursor? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let fingerprint = String(text[..<colon])
        let encoded = text[text.index(after: colon)...]
        guard let kind = encoded.first else { return nil }
        let body = String(encoded.dropFirst())
        let key: StoreValue?
        switch kind {
        case "i": key = Int64(body).map(StoreValue.integer)
        case "r": key = Double(body).map(StoreValue.real)
        case "t": key = .text(body)
        case "b":
            var bytes: [UInt8] = []
            var index = body.startIndex
            while index < body.endIndex, let next = body.index(index, offsetBy: 2, limitedBy: body.endIndex) {
                guard let byte = UInt8(body[index..<next], radix: 16) else { return nil }
                bytes.append(byte)
                index = next
            }
            key = .blob(Data(bytes))
        default: key = nil
        }
        return key.map { Cursor(fingerprint: fingerprint, key: $0) }
    }
}

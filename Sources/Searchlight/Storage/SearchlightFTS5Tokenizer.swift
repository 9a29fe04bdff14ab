import CSQLite

/// Registers Searchlight's ``Tokenizer`` with FTS5 under the name `searchlight`.
///
/// FTS5 tokenizers are C callbacks: nothing here may throw or capture Swift context, so the
/// callbacks are plain `@convention(c)` functions and the tokenizer itself is stateless.
package enum SearchlightFTS5Tokenizer {
    package static let name = "searchlight"

    /// Looks up the connection's `fts5_api` (the documented `SELECT fts5(?1)` handshake with a
    /// pointer bound under the `"fts5_api_ptr"` tag) and registers the tokenizer on it.
    /// Tokenizers are per connection, so every connection calls this.
    static func register(on connection: SQLiteConnection) throws(SQLiteError) {
        let api = try fts5API(connection)
        var tokenizer = fts5_tokenizer(xCreate: create, xDelete: delete, xTokenize: tokenize)
        let code = withUnsafeMutablePointer(to: &tokenizer) { pointer in
            api.pointee.xCreateTokenizer(api, name, nil, pointer, nil)
        }
        guard code == SQLITE_OK else {
            throw SQLiteError(code: code, message: "cannot register the \(name) FTS5 tokenizer")
        }
    }

    private static func fts5API(_ connection: SQLiteConnection) throws(SQLiteError) -> UnsafeMutablePointer<fts5_api> {
        var api: UnsafeMutablePointer<fts5_api>?
        var statement: OpaquePointer?
        var code = sqlite3_prepare_v2(connection.handle, "SELECT fts5(?1)", -1, &statement, nil)
        guard code == SQLITE_OK else { throw connection.error(code: code, sql: "SELECT fts5(?1)") }
        defer { sqlite3_finalize(statement) }
        code = withUnsafeMutablePointer(to: &api) { pointer in
            sqlite3_bind_pointer(statement, 1, pointer, "fts5_api_ptr", nil)
            return sqlite3_step(statement)
        }
        guard code == SQLITE_ROW || code == SQLITE_DONE, let api else {
            throw SQLiteError(code: code, message: "this SQLite was built without FTS5")
        }
        return api
    }
}

private func create(
    _ context: UnsafeMutableRawPointer?, _ arguments: UnsafeMutablePointer<UnsafePointer<CChar>?>?,
    _ argumentCount: Int32, _ output: UnsafeMutablePointer<OpaquePointer?>?
) -> Int32 {
    // FTS5 only needs a non-null handle; the tokenizer keeps no state.
    output?.pointee = OpaquePointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
    return SQLITE_OK
}

private func delete(_ tokenizer: OpaquePointer?) {
    UnsafeMutableRawPointer(tokenizer)?.deallocate()
}

private typealias EmitToken = @convention(c) (
    UnsafeMutableRawPointer?, Int32, UnsafePointer<CChar>?, Int32, Int32, Int32
) -> Int32

private func tokenize(
    _ tokenizer: OpaquePointer?, _ context: UnsafeMutableRawPointer?, _ flags: Int32,
    _ text: UnsafePointer<CChar>?, _ length: Int32, _ emit: EmitToken?
) -> Int32 {
    guard let text, length > 0, let emit else { return SQLITE_OK }
    let bytes = UnsafeBufferPointer(
        start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: Int(length))
    var words = WholeWordCollector(isDocument: flags & FTS5_TOKENIZE_DOCUMENT != 0)
    var result = SQLITE_OK
    func send(_ token: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, colocated: Bool) -> Bool {
        let code = token.withMemoryRebound(to: CChar.self) { chars in
            emit(
                context, colocated ? FTS5_TOKEN_COLOCATED : 0, chars.baseAddress, Int32(chars.count),
                Int32(range.lowerBound), Int32(range.upperBound))
        }
        if code != SQLITE_OK { result = code }
        return code == SQLITE_OK
    }
    Tokenizer.tokenize(bytes) { token, range in
        guard words.flushIfNotContinuing(token, range, send) else { return false }
        return send(token, range, colocated: false)
    }
    if result == SQLITE_OK { _ = words.flush(send) }
    return result
}

/// Indexes a camelCase word whole as well as in parts: `iPhone` is stored as `i`, `phone` and,
/// at the same position, `iphone`, so typing the word without its capitals still finds it.
/// Only documents get the extra token; queries keep the parts, which match as a phrase.
private struct WholeWordCollector {
    let isDocument: Bool
    private var word: [UInt8] = []
    private var start = 0
    private var end = -1
    private var parts = 0

    init(isDocument: Bool) { self.isDocument = isDocument }

    /// Folded tokens from a CJK run are bigrams and never join a word: their first byte is the
    /// lead byte of a three-byte sequence at or above U+3000.
    private static func isWordPart(_ token: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = token.first else { return false }
        return first < 0xE3
    }

    mutating func flushIfNotContinuing(
        _ token: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
        _ send: (UnsafeBufferPointer<UInt8>, Range<Int>, Bool) -> Bool
    ) -> Bool {
        guard isDocument else { return true }
        let continues = range.lowerBound == end && parts > 0 && Self.isWordPart(token)
        if !continues {
            guard flush(send) else { return false }
            guard Self.isWordPart(token) else { return true }
            start = range.lowerBound
        }
        if word.count + token.count <= Tokenizer.maximumTokenLength {
            word.append(contentsOf: token)
            parts += 1
        }
        end = range.upperBound
        return true
    }

    mutating func flush(_ send: (UnsafeBufferPointer<UInt8>, Range<Int>, Bool) -> Bool) -> Bool {
        defer {
            word.removeAll(keepingCapacity: true)
            parts = 0
            end = -1
        }
        guard parts > 1 else { return true }
        return word.withUnsafeBufferPointer { send($0, start..<end, true) }
    }
}

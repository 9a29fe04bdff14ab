import CSQLite

/// Registers Searchlight's ``Tokenizer`` with FTS5 under the name `searchlight`.
///
/// FTS5 tokenizers are C callbacks: nothing here may throw or capture Swift context, so the
/// callbacks are plain `@convention(c)` functions and the tokenizer itself is stateless.
package enum SearchlightFTS5Tokenizer {
    package static let name = "searchlight"

    /// Looks up the connection's `fts5_api` (the documented `SELECT fts5(?1)` handshake with a
    /// pointer bound under the `"fts5_api_ptr"` tag) and registers the tokenizer and the ranking
    /// function (``SearchlightRankFunction``) on it. Both are per connection, so every
    /// connection calls this.
    static func register(on connection: SQLiteConnection) throws(SQLiteError) {
        let api = try fts5API(connection)
        var tokenizer = fts5_tokenizer(xCreate: create, xDelete: delete, xTokenize: tokenize)
        let code = withUnsafeMutablePointer(to: &tokenizer) { pointer in
            api.pointee.xCreateTokenizer(api, name, nil, pointer, nil)
        }
        guard code == SQLITE_OK else {
            throw SQLiteError(code: code, message: "cannot register the \(name) FTS5 tokenizer")
        }
        try SearchlightRankFunction.register(api: api)
    }

    private static func fts5API(_ connection: SQLiteConnection) throws(SQLiteError) -> UnsafeMutablePointer<
        fts5_api
    > {
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

private typealias EmitToken =
    @convention(c) (
        UnsafeMutableRawPointer?, Int32, UnsafePointer<CChar>?, Int32, Int32, Int32
    ) -> Int32

private func tokenize(
    _ tokenizer: OpaquePointer?, _ context: UnsafeMutableRawPointer?, _ flags: Int32,
    _ text: UnsafePointer<CChar>?, _ length: Int32, _ emit: EmitToken?
) -> Int32 {
    guard let text, length > 0, let emit else { return SQLITE_OK }
    let bytes = UnsafeBufferPointer(
        start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: Int(length))
    var result = SQLITE_OK
    // The closures are written at each call, not kept in a variable, so they stay non-escaping and
    // `result` needs no run-time exclusivity check per token.
    // Documents also get whole camelCase words; queries keep the parts, which match as a phrase.
    // Documents get CJK bigrams and trigrams; queries look up trigrams, and bigrams only for a
    // run of two (``Tokenizer/CJKGrams``).
    if flags & FTS5_TOKENIZE_DOCUMENT != 0 {
        DocumentTokenizer.tokenize(bytes, cjk: .bigramsAndTrigrams) { token, range, colocated in
            result = emitToken(emit, context, token, range, colocated: colocated)
            return result == SQLITE_OK
        }
    } else {
        Tokenizer.tokenize(bytes, cjk: .trigrams) { token, range, colocated in
            result = emitToken(emit, context, token, range, colocated: colocated)
            return result == SQLITE_OK
        }
    }
    return result
}

@inline(__always)
private func emitToken(
    _ emit: EmitToken, _ context: UnsafeMutableRawPointer?, _ token: UnsafeBufferPointer<UInt8>,
    _ range: Range<Int>, colocated: Bool
) -> Int32 {
    token.withMemoryRebound(to: CChar.self) { chars in
        emit(
            context, colocated ? FTS5_TOKEN_COLOCATED : 0, chars.baseAddress, Int32(chars.count),
            Int32(range.lowerBound), Int32(range.upperBound))
    }
}

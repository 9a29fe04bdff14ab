/// One Swift file given to the generator: its path (used in diagnostics) and its bytes.
///
/// Bytes, not a `String`: input may be any bytes, including invalid UTF-8, and the lexer
/// works on UTF-8 code units.
public struct SourceFile: Sendable, Hashable {
    /// The path printed in diagnostics.
    public var path: String
    /// The file's contents.
    public var bytes: [UInt8]

    /// Creates a source file from raw bytes.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// Creates a source file from text.
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The text of a byte range, repairing invalid UTF-8.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}

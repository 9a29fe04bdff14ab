/// FNV-1a, 32 bits, as 8 hex digits: short enough that a fingerprint per table fits in the
/// 250 bytes of client state, stable across runs and platforms (unlike `Hasher`).
enum Fingerprint {
    static func hex(of text: String) -> String {
        var hash: UInt32 = 0x811C_9DC5
        for byte in text.utf8 {
            hash ^= UInt32(byte)
            hash &*= 0x0100_0193
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}

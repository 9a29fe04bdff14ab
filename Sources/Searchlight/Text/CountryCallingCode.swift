/// The country calling codes of international phone numbers (ITU-T E.164), which no code begins
/// another: the digits after a plus sign say by themselves where the code ends, so a number
/// written solid (`+4915170011223`, as address books and vCards store it) can be read as its
/// code and the number dialled at home.
enum CountryCallingCode {
    /// The codes of two digits; `1` (North America) and `7` (Russia, Kazakhstan) have one, and
    /// every other code three.
    private static let twoDigitCodes: Set<Int> = [
        20, 27, 30, 31, 32, 33, 34, 36, 39, 40, 41, 43, 44, 45, 46, 47, 48, 49, 51, 52, 53, 54, 55, 56, 57,
        58, 60, 61, 62, 63, 64, 65, 66, 81, 82, 84, 86, 90, 91, 92, 93, 94, 95, 98,
    ]

    /// The length of the code that begins `digits` (ASCII), or `nil` when they begin with no
    /// code (`0`) or are fewer than a code and seven digits after it.
    static func length(in digits: some Collection<UInt8>) -> Int? {
        guard digits.count >= 8, let first = digits.first, (0x31...0x39).contains(first) else { return nil }
        if first == 0x31 || first == 0x37 { return 1 }
        let second = digits[digits.index(after: digits.startIndex)]
        let length = twoDigitCodes.contains(Int(first - 0x30) * 10 + Int(second &- 0x30)) ? 2 : 3
        return digits.count - length >= 7 ? length : nil
    }

    /// Whether the code of `length` digits that begins `digits` is North America's, where a
    /// number dialled at home has no trunk 0.
    static func isNorthAmerican(_ digits: some Collection<UInt8>, codeLength length: Int) -> Bool {
        length == 1 && digits.first == 0x31
    }
}

extension JSONValue {
    /// Compact JSON text with sorted member names, on one line (newlines in strings are escaped),
    /// as newline-delimited JSON-RPC needs.
    public var rendered: String {
        var output: [UInt8] = []
        render(into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    func render(into output: inout [UInt8]) {
        switch self {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let number):
            if number.rounded() == number && abs(number) < 9.0e15 {
                output.append(contentsOf: String(Int(number)).utf8)
            } else if number.isFinite {
                output.append(contentsOf: "\(number)".utf8)
            } else {
                output.append(contentsOf: "null".utf8)
            }
        case .string(let text): Self.renderString(text, into: &output)
        case .array(let values):
            output.append(UInt8(ascii: "["))
            for (position, value) in values.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                value.render(into: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (position, key) in members.keys.sorted().enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                Self.renderString(key, into: &output)
                output.append(UInt8(ascii: ":"))
                members[key]?.render(into: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func renderString(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
            case 0x0A: output.append(contentsOf: #"\n"#.utf8)
            case 0x0D: output.append(contentsOf: #"\r"#.utf8)
            case 0x09: output.append(contentsOf: #"\t"#.utf8)
            case 0x00..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                output.append(contentsOf: #"\u00"#.utf8)
                output.append(hex[Int(byte >> 4)])
                output.append(hex[Int(byte & 0xF)])
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}

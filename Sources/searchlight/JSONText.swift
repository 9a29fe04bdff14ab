import Foundation
import Searchlight

/// Minimal JSON rendering with sorted keys, for deterministic `--json` output.
indirect enum JSONText {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([JSONText])
    case object([String: JSONText])
    /// Already-encoded JSON.
    case raw(String)

    /// One JSON line; control and invisible characters in strings are `\\uXXXX` escapes, so the
    /// line is safe in a terminal and decodes to the same text.
    static func object(_ fields: [String: JSONText]) -> String {
        VisibleText.escapeJSON(JSONText.object(fields).rendered)
    }

    var rendered: String {
        switch self {
        case .string(let text):
            let data =
                (try? JSONSerialization.data(withJSONObject: text, options: [.fragmentsAllowed])) ?? Data()
            return String(decoding: data, as: UTF8.self)
        case .number(let number):
            return number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        case .array(let values): return "[" + values.map(\.rendered).joined(separator: ",") + "]"
        case .object(let fields):
            return "{"
                + fields.sorted { $0.key < $1.key }.map {
                    JSONText.string($0.key).rendered + ":" + $0.value.rendered
                }
                .joined(separator: ",") + "}"
        case .raw(let text): return text
        }
    }
}

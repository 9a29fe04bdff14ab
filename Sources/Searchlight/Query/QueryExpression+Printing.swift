/// Canonical query strings: every description parses back to an equal value.
///
/// The canonical form spells everything out: `==` rather than `=`, double quotes, `*` for any text
/// attribute, bare words as `* == "word*"cdw`, explicit `&&` between clauses, and parentheses only where
/// precedence needs them (`!` binds tighter than `&&`, which binds tighter than `||`).
extension QueryExpression: CustomStringConvertible {
    /// The query in canonical form, for example `title == "Paris"wc && rating >= 4`.
    public var description: String {
        var output = ""
        write(to: &output)
        return output
    }

    private func write(to output: inout String) {
        switch self {
        case .comparison(let comparison):
            output += comparison.description
        case .inRange(let attribute, let lower, let upper):
            output += "InRange(\(attribute), \(lower), \(upper))"
        case .constant(let value):
            output += value ? "TRUEPREDICATE" : "FALSEPREDICATE"
        case .and(let operands):
            write(operands, separator: " && ", to: &output) { operand in
                switch operand {
                case .and, .or: true
                case .comparison, .inRange, .not, .constant: false
                }
            }
        case .or(let operands):
            write(operands, separator: " || ", to: &output) { operand in
                if case .or = operand { return true }
                return false
            }
        case .not(let operand):
            output += "!"
            switch operand {
            case .and, .or:
                output += "("
                operand.write(to: &output)
                output += ")"
            case .comparison, .inRange, .not, .constant:
                operand.write(to: &output)
            }
        }
    }

    private func write(
        _ operands: [QueryExpression], separator: String, to output: inout String,
        needsParentheses: (QueryExpression) -> Bool
    ) {
        // Only trees built by hand can hold fewer than two operands; "()" makes that visible rather than
        // printing something that parses to a different query.
        guard !operands.isEmpty else {
            output += "()"
            return
        }
        for (position, operand) in operands.enumerated() {
            if position > 0 { output += separator }
            if needsParentheses(operand) {
                output += "("
                operand.write(to: &output)
                output += ")"
            } else {
                operand.write(to: &output)
            }
        }
    }
}

extension QueryComparison: CustomStringConvertible {
    /// The clause as written in a query, for example `subject != "Re:*"`.
    public var description: String {
        "\(attribute) \(self.operator.rawValue) \(value)"
    }
}

extension QueryAttribute: CustomStringConvertible {
    /// The attribute's name in a query: its name, or `*` for any text attribute.
    public var description: String {
        switch self {
        case .named(let name): name
        case .anyText: "*"
        }
    }
}

extension QueryValue: CustomStringConvertible {
    /// The value as written in a query: `"Paris"wc`, `4`, `true`, `$time.today(-1)`.
    public var description: String {
        switch self {
        case .string(let pattern, let options): pattern.description + options.letters
        case .number(let number): Self.format(number)
        case .bool(let value): value ? "true" : "false"
        case .time(let time): time.description
        }
    }

    /// Integral values print without a fraction (`4`, not `4.0`); others use Swift's shortest form that reads
    /// back as the same `Double`.
    static func format(_ number: Double) -> String {
        if number.isFinite, number == number.rounded(), abs(number) < 9_007_199_254_740_992 {
            return String(Int64(number))
        }
        return number.description
    }
}

extension StringPattern: CustomStringConvertible {
    /// The pattern in double quotes, with literal text escaped and wildcards as `*` and `?`:
    /// `"Re:*"`.
    public var description: String {
        var output = "\""
        for segment in segments {
            switch segment {
            case .literal(let text): output += QueryString.escape(text)
            case .wildcard: output += "*"
            case .anyCharacter: output += "?"
            }
        }
        return output + "\""
    }
}

extension TimeExpression: CustomStringConvertible {
    /// The value as written in a query: `$time.today(-1)`, `$time.now(-30d)`, `$time.iso(2025-03-01)`.
    public var description: String {
        var output = "$time."
        switch base {
        case .now: output += "now"
        case .today: output += "today"
        case .yesterday: output += "yesterday"
        case .lastWeek: output += "last_week"
        case .thisWeek: output += "this_week"
        case .thisMonth: output += "this_month"
        case .thisYear: output += "this_year"
        case .iso(let date): output += "iso(\(date))"
        }
        if offset != 0 {
            output += "(\(offset)\(unit == naturalUnit ? "" : unit.rawValue))"
        }
        return output
    }
}

extension TimeExpression.ISODate: CustomStringConvertible {
    /// ISO 8601 text: `2025-03-01`, `2025-03-01T10:00:00Z`, `2025-03-01T10:00:00.25+02:00`.
    public var description: String {
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value.magnitude)
            return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count))
                + digits
        }
        var output = "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
        guard let time else { return output }
        output += "T\(padded(time.hour, 2)):\(padded(time.minute, 2)):\(padded(time.second, 2))"
        if time.nanosecond != 0 {
            var fraction = padded(time.nanosecond, 9)
            while fraction.hasSuffix("0") { fraction.removeLast() }
            output += "." + fraction
        }
        if let utcOffset {
            if utcOffset == 0 {
                output += "Z"
            } else {
                let minutes = Int(utcOffset.magnitude) / 60
                output +=
                    (utcOffset < 0 ? "-" : "+") + padded(minutes / 60, 2) + ":" + padded(minutes % 60, 2)
            }
        }
        return output
    }
}

import Foundation

/// ISO 8601 dates: the one scanner behind the JSON form of attribute sets and `$time.iso(…)` in
/// query strings, and the JSON form's formatter.
///
/// Written without Foundation's formatters, which round fractional seconds: every `Date` formats
/// to a string that parses back to the same `Date`.
enum ISO8601 {
    /// Seconds from 1970-01-01 to 2001-01-01, the reference date of `Date`.
    private static let unixSecondsAtReferenceDate: Int64 = 978_307_200

    /// ``string(from:)`` of the instant `seconds` after 1970-01-01 (a Unix time).
    static func string(unixSeconds seconds: Double) -> String? {
        string(from: Date(timeIntervalSince1970: seconds))
    }

    /// Formats `date` as `YYYY-MM-DDTHH:MM:SS[.fraction]Z`, or `nil` if it is not finite or is
    /// more than about 142 million years away.
    ///
    /// The fraction holds the digits of the shortest decimal that reads back as the same `Date`
    /// ("…:23.456789Z", not "…:23.4567890167236328Z"), so dates round-trip exactly.
    static func string(from date: Date) -> String? {
        let interval = date.timeIntervalSinceReferenceDate
        guard interval.isFinite, abs(interval) < 0x1p52,
            let (integerDigits, fraction) = decimalDigits(of: abs(interval)),
            let magnitude = Int64(integerDigits)
        else { return nil }
        var wholeSeconds = interval < 0 ? -magnitude : magnitude
        var fractionDigits = fraction
        if interval < 0, !fraction.isEmpty {
            // -5.3 s is 0.7 s after -6 s: calendar fields count forward from the second before.
            wholeSeconds -= 1
            fractionDigits = tensComplement(fraction)
        }
        let unixSeconds = wholeSeconds + unixSecondsAtReferenceDate
        let days = floorDivide(unixSeconds, 86_400)
        let secondOfDay = unixSeconds - days * 86_400
        let (year, month, day) = civilDate(fromDays: days)
        var text = ""
        if year < 0 || year > 9_999 {
            text += year < 0 ? "-" : "+"
        }
        text += padded(abs(year), 4) + "-" + padded(month, 2) + "-" + padded(day, 2)
        text += "T" + padded(secondOfDay / 3_600, 2) + ":" + padded(secondOfDay / 60 % 60, 2) + ":"
        text += padded(secondOfDay % 60, 2)
        if !fractionDigits.isEmpty {
            text += "." + fractionDigits
        }
        return text + "Z"
    }

    /// The `expiration` of a JSON Lines item: a date-time with or without fractional seconds, or a
    /// plain date (midnight UTC), as Foundation's ISO 8601 formats read them.
    static func expirationDate(from text: String) -> Date? {
        if let date = try? Date(text, strategy: .iso8601) { return date }
        if let date = try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text) {
            return date
        }
        if let date = try? Date.ISO8601FormatStyle().year().month().day().parse(text) { return date }
        return nil
    }

    /// The fields of an ISO 8601 date or date-time as written, before any range is checked.
    struct Components: Equatable {
        /// The time of day.
        struct Time: Equatable {
            var hour: Int64
            var minute: Int64
            /// `nil` when the time has no seconds (`10:30`).
            var second: Int64?
            /// The digits after the decimal point as written; empty when there are none.
            var fractionDigits: String
        }

        /// A UTC offset as written: `Z` is `+00:00`.
        struct UTCOffset: Equatable {
            var sign: Int64
            var hours: Int64
            var minutes: Int64

            /// Seconds east of UTC.
            var seconds: Int64 { sign * (hours * 3_600 + minutes * 60) }
        }

        /// `-1` or `1` for a year written with a sign, `nil` for one without.
        var yearSign: Int64?
        /// The year's digits (the first 18 of them) as a number, without its sign.
        var year: Int64
        /// How many digits the year has.
        var yearDigitCount: Int
        var month: Int64
        var day: Int64
        /// `nil` for a date without a time.
        var time: Time?
        /// The UTC offset; `nil` when none is written.
        var utcOffset: UTCOffset?

        init(yearSign: Int64?, year: Int64, yearDigitCount: Int, month: Int64, day: Int64) {
            self.yearSign = yearSign
            self.year = year
            self.yearDigitCount = yearDigitCount
            self.month = month
            self.day = day
        }
    }

    /// Reads `[±]Y…Y-MM-DD[(T|t| )HH:MM[:SS[(.|,)fraction]][ ][Z|z|±HH[[:]MM]]]`, the shapes that both
    /// the JSON form of attribute sets and `$time.iso(…)` in queries accept, each with its own rules
    /// on top (see ``date(from:)``); `nil` when `text` does not have this shape.
    static func components(from text: String) -> Components? {
        var scanner = DateScanner(Array(text.utf8))
        let yearSign: Int64? = scanner.skip("+") ? 1 : scanner.skip("-") ? -1 : nil
        guard let yearDigits = scanner.digitCount(), scanner.skip("-"), let month = scanner.number(digits: 2),
            scanner.skip("-"), let day = scanner.number(digits: 2)
        else { return nil }
        var components = Components(
            yearSign: yearSign, year: yearDigits.value, yearDigitCount: yearDigits.count, month: month,
            day: day)
        if scanner.skip("T") || scanner.skip("t") || scanner.skip(" ") {
            guard let hour = scanner.number(digits: 2), scanner.skip(":"),
                let minute = scanner.number(digits: 2)
            else { return nil }
            var time = Components.Time(hour: hour, minute: minute, second: nil, fractionDigits: "")
            if scanner.skip(":") {
                guard let second = scanner.number(digits: 2) else { return nil }
                time.second = second
                if scanner.skip(".") || scanner.skip(",") {
                    let start = scanner.offset
                    guard scanner.digitCount() != nil else { return nil }
                    time.fractionDigits = String(
                        decoding: scanner.bytes[start..<scanner.offset], as: UTF8.self)
                }
            }
            components.time = time
            // `2008-08-03 12:22:00 +0800` is how Foundation and `date` print a date, and how
            // people copy one into `$time.iso(…)`.
            _ = scanner.skip(" ")
            if scanner.skip("Z") || scanner.skip("z") {
                components.utcOffset = Components.UTCOffset(sign: 1, hours: 0, minutes: 0)
            } else if let sign: Int64 = scanner.skip("+") ? 1 : scanner.skip("-") ? -1 : nil {
                guard let hours = scanner.number(digits: 2) else { return nil }
                var minutes: Int64 = 0
                if scanner.skip(":") {
                    guard let value = scanner.number(digits: 2) else { return nil }
                    minutes = value
                } else if let value = scanner.number(digits: 2) {
                    minutes = value
                }
                components.utcOffset = Components.UTCOffset(sign: sign, hours: hours, minutes: minutes)
            }
        }
        return scanner.isAtEnd ? components : nil
    }

    /// Parses `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM|±HHMM|±HH)`, with a year of 4 to 9 digits
    /// and an optional sign; `nil` if malformed, out of range or without seconds or a UTC offset.
    static func date(from string: String) -> Date? {
        guard let components = components(from: string), (4...9).contains(components.yearDigitCount),
            let time = components.time, let second = time.second, let offset = components.utcOffset
        else { return nil }
        let year = (components.yearSign ?? 1) * components.year
        let (month, day, hour, minute) = (components.month, components.day, time.hour, time.minute)
        guard (1...12).contains(month), (1...daysInMonth(year: year, month: month)).contains(day),
            (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second),
            offset.hours <= 23, offset.minutes <= 59
        else { return nil }
        var fractionDigits = time.fractionDigits
        while fractionDigits.hasSuffix("0") {
            fractionDigits.removeLast()
        }
        let days = daysFromCivil(year: year, month: month, day: day)
        let unixSeconds = days * 86_400 + hour * 3_600 + minute * 60 + second - offset.seconds
        let wholeSeconds = unixSeconds - unixSecondsAtReferenceDate
        // Parsing the whole decimal at once rounds once, which is what makes dates round-trip.
        let decimal: String
        if fractionDigits.isEmpty {
            decimal = String(wholeSeconds)
        } else if wholeSeconds >= 0 {
            decimal = "\(wholeSeconds).\(fractionDigits)"
        } else {
            decimal = "-\(-(wholeSeconds + 1)).\(tensComplement(fractionDigits))"
        }
        guard let interval = Double(decimal) else { return nil }
        return Date(timeIntervalSinceReferenceDate: interval)
    }

    private struct DateScanner {
        let bytes: [UInt8]
        var offset = 0

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
        }

        var isAtEnd: Bool { offset == bytes.count }

        mutating func skip(_ character: Unicode.Scalar) -> Bool {
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: character) else { return false }
            offset += 1
            return true
        }

        /// Reads a run of digits (at most 18); returns its value and length, or `nil` if none.
        mutating func digitCount() -> (value: Int64, count: Int)? {
            var value: Int64 = 0
            let start = offset
            while offset < bytes.count, bytes[offset] >= UInt8(ascii: "0"), bytes[offset] <= UInt8(ascii: "9")
            {
                if offset - start < 18 {
                    value = value * 10 + Int64(bytes[offset] - UInt8(ascii: "0"))
                }
                offset += 1
            }
            return offset > start ? (value, offset - start) : nil
        }

        mutating func number(digits: Int) -> Int64? {
            guard bytes.count - offset >= digits else { return nil }
            var value: Int64 = 0
            for byte in bytes[offset..<offset + digits] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int64(byte - UInt8(ascii: "0"))
            }
            offset += digits
            return value
        }
    }

    private static func padded(_ value: Int64, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }

    /// The integer and fraction digits of the shortest decimal form of `value` (>= 0), with
    /// Swift's exponent notation ("1.5e-07") expanded; the fraction has no trailing zeros.
    private static func decimalDigits(of value: Double) -> (integer: String, fraction: String)? {
        let text = "\(value)"
        let parts = text.split(separator: "e", maxSplits: 1)
        guard let mantissa = parts.first else { return nil }
        let exponent = parts.count == 2 ? Int(parts[1]) : 0
        guard let exponent else { return nil }
        let mantissaParts = mantissa.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let integerPart = mantissaParts[0]
        var digits = Array(integerPart.utf8) + (mantissaParts.count == 2 ? Array(mantissaParts[1].utf8) : [])
        var point = integerPart.utf8.count + exponent
        while let first = digits.first, first == UInt8(ascii: "0"), point > 0 {
            digits.removeFirst()
            point -= 1
        }
        while let last = digits.last, last == UInt8(ascii: "0"), digits.count > max(point, 0) {
            digits.removeLast()
        }
        let zero = UInt8(ascii: "0")
        if point <= 0 {
            let fraction = [UInt8](repeating: zero, count: -point) + digits
            return ("0", String(decoding: digits.isEmpty ? [] : fraction, as: UTF8.self))
        }
        if point >= digits.count {
            let integer = digits + [UInt8](repeating: zero, count: point - digits.count)
            return (String(decoding: integer, as: UTF8.self), "")
        }
        return (
            String(decoding: digits[..<point], as: UTF8.self),
            String(decoding: digits[point...], as: UTF8.self)
        )
    }

    /// The digits of 1 - 0.`digits`, for a fraction without trailing zeros: "3" → "7", "25" → "75".
    private static func tensComplement(_ digits: String) -> String {
        var bytes = Array(digits.utf8)
        guard let last = bytes.lastIndex(where: { $0 != UInt8(ascii: "0") }) else { return "" }
        bytes.removeSubrange((last + 1)...)
        for index in bytes.indices {
            let digit = bytes[index] - UInt8(ascii: "0")
            bytes[index] = UInt8(ascii: "0") + (index == last ? 10 - digit : 9 - digit)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func floorDivide(_ dividend: Int64, _ divisor: Int64) -> Int64 {
        let quotient = dividend / divisor
        return dividend % divisor < 0 ? quotient - 1 : quotient
    }

    private static func isLeapYear(_ year: Int64) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    private static func daysInMonth(year: Int64, month: Int64) -> Int64 {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    // Days since 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's algorithms).
    private static func daysFromCivil(year: Int64, month: Int64, day: Int64) -> Int64 {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = floorDivide(shiftedYear, 400)
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func civilDate(fromDays days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = days + 719_468
        let era = floorDivide(shifted, 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }
}

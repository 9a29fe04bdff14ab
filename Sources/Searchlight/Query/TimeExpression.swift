import Foundation

/// A `$time…` value: a moment or a period relative to when the query runs, or a fixed ISO 8601 date.
///
/// ```swift
/// TimeExpression.today.shifted(by: -10)   // $time.today(-10): the whole day ten days ago
/// TimeExpression.now.shifted(by: -30, .day)   // $time.now(-30d): the instant 30 days ago
/// ```
///
/// Period values (``isPeriod``) stand for their whole interval when matched with `==` or `!=`:
/// `date == $time.this_week` means the date falls within this week. Compared by order (`<`, `>=`,
/// `InRange`) a period is its first instant, as Core Spotlight evaluates it: `date > $time.today`
/// is since midnight. Weeks start on Monday.
public struct TimeExpression: Sendable, Hashable {
    /// What the offset is applied to.
    public enum Base: Sendable, Hashable {
        /// `$time.now`: the instant the query starts.
        case now
        /// `$time.today`: the current day.
        case today
        /// `$time.yesterday`: the day before today.
        case yesterday
        /// `$time.last_week`: the week (Monday to Sunday) before this one.
        case lastWeek
        /// `$time.this_week`: the current week, Monday to Sunday.
        case thisWeek
        /// `$time.this_month`: the current calendar month.
        case thisMonth
        /// `$time.this_year`: the current calendar year.
        case thisYear
        /// `$time.iso(…)`: a fixed date (a whole day) or date and time (an instant).
        case iso(ISODate)
    }

    /// The unit of an offset: `(-30d)`, `(2w)`, `(+1M)`, `(-1Y)`; also `s` and `h`.
    public enum Unit: String, Sendable, Hashable, CaseIterable {
        case second = "s"
        case hour = "h"
        case day = "d"
        case week = "w"
        case month = "M"
        case year = "Y"
    }

    /// A calendar date, optionally with a time of day and a UTC offset, as written in `$time.iso(…)`.
    public struct ISODate: Sendable, Hashable {
        /// A time of day.
        public struct Time: Sendable, Hashable {
            /// The hour, 0 to 23.
            public var hour: Int
            /// The minute, 0 to 59.
            public var minute: Int
            /// The second, 0 to 59.
            public var second: Int
            /// The fraction of the second, in nanoseconds.
            public var nanosecond: Int

            /// Creates a time of day.
            public init(hour: Int, minute: Int, second: Int = 0, nanosecond: Int = 0) {
                self.hour = hour
                self.minute = minute
                self.second = second
                self.nanosecond = nanosecond
            }
        }

        /// The year.
        public var year: Int
        /// The month, 1 to 12.
        public var month: Int
        /// The day of the month, 1 to 31.
        public var day: Int
        /// The time of day; `nil` for a whole day (`$time.iso(2025-03-01)`).
        public var time: Time?
        /// Seconds east of UTC (`Z` is 0); `nil` means the time zone the query is evaluated in.
        public var utcOffset: Int?

        /// Creates a date.
        public init(year: Int, month: Int, day: Int, time: Time? = nil, utcOffset: Int? = nil) {
            self.year = year
            self.month = month
            self.day = day
            self.time = time
            self.utcOffset = utcOffset
        }
    }

    /// What the offset is applied to.
    public let base: Base
    /// The signed number of ``unit``s added to the base; 0 for none.
    public let offset: Int
    /// The unit of ``offset``: the base's own unit (``naturalUnit``) unless another was written.
    public let unit: Unit

    /// Creates a time value; a `nil` unit means the base's own unit (seconds for `now`, weeks for
    /// `this_week`, …).
    ///
    /// Offsets beyond ``maximumOffset(for:)`` (about 10,000 years) are clamped to it, so every value can be
    /// written in a query string.
    public init(_ base: Base, offset: Int = 0, unit: Unit? = nil) {
        let unit = unit ?? Self.naturalUnit(of: base)
        let limit = Self.maximumOffset(for: unit)
        self.base = base
        self.offset = min(max(offset, -limit), limit)
        // With no offset the unit means nothing; fixing it keeps equal values equal.
        self.unit = offset == 0 ? Self.naturalUnit(of: base) : unit
    }

    /// `$time.now`.
    public static let now = TimeExpression(.now)
    /// `$time.today`.
    public static let today = TimeExpression(.today)
    /// `$time.yesterday`.
    public static let yesterday = TimeExpression(.yesterday)
    /// `$time.last_week`.
    public static let lastWeek = TimeExpression(.lastWeek)
    /// `$time.this_week`.
    public static let thisWeek = TimeExpression(.thisWeek)
    /// `$time.this_month`.
    public static let thisMonth = TimeExpression(.thisMonth)
    /// `$time.this_year`.
    public static let thisYear = TimeExpression(.thisYear)

    /// `$time.iso(…)` for a whole day.
    public static func iso(year: Int, month: Int, day: Int) -> TimeExpression {
        TimeExpression(.iso(ISODate(year: year, month: month, day: day)))
    }

    /// The same base with `offset` units added (replacing any previous offset): `.today.shifted(by: -1)` is
    /// `$time.today(-1)`, `.now.shifted(by: -30, .day)` is `$time.now(-30d)`.
    public func shifted(by offset: Int, _ unit: Unit? = nil) -> TimeExpression {
        TimeExpression(base, offset: offset, unit: unit)
    }

    /// The unit a bare `(N)` offset counts in for `base`.
    public static func naturalUnit(of base: Base) -> Unit {
        switch base {
        case .now: .second
        case .today, .yesterday: .day
        case .lastWeek, .thisWeek: .week
        case .thisMonth: .month
        case .thisYear: .year
        case .iso(let date): date.time == nil ? .day : .second
        }
    }

    /// The unit a bare `(N)` offset counts in for this value's base.
    public var naturalUnit: Unit { Self.naturalUnit(of: base) }

    /// Whether the value is a period (a day, week, month or year) rather than an instant.
    ///
    /// `now` and an ISO date with a time are instants; everything else is a period.
    public var isPeriod: Bool {
        switch base {
        case .now: false
        case .iso(let date): date.time == nil
        case .today, .yesterday, .lastWeek, .thisWeek, .thisMonth, .thisYear: true
        }
    }

    /// A Gregorian calendar whose weeks start on Monday, in `timeZone`: the calendar `$time` values use.
    public static func calendar(timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.firstWeekday = 2
        calendar.minimumDaysInFirstWeek = 4
        return calendar
    }

    /// The interval the value stands for when the query runs at `now` in `timeZone`, with weeks starting on
    /// Monday; see ``interval(relativeTo:calendar:)``.
    public func interval(relativeTo now: Date, timeZone: TimeZone) -> DateInterval {
        interval(relativeTo: now, calendar: Self.calendar(timeZone: timeZone))
    }

    /// The interval the value stands for when the query runs at `now`, using `calendar` (its time zone and
    /// first weekday) as given.
    ///
    /// Periods run from their first instant to the first instant of the next period: treat the end as
    /// exclusive (`start <= date < end`). Instants give an interval of zero duration. Offsets move the anchor
    /// before the period is taken: `$time.this_month(-1)` on 31 March is February; `$time.today(1M)` on
    /// 31 January is the last day of February.
    public func interval(relativeTo now: Date, calendar: Calendar) -> DateInterval {
        switch base {
        case .now:
            return DateInterval(start: Self.adding(offset, unit, to: now, calendar), duration: 0)
        case .today:
            return Self.period(.day, containing: Self.adding(offset, unit, to: now, calendar), calendar)
        case .yesterday:
            let anchor = Self.adding(-1, .day, to: now, calendar)
            return Self.period(.day, containing: Self.adding(offset, unit, to: anchor, calendar), calendar)
        case .lastWeek:
            let anchor = Self.adding(-1, .week, to: now, calendar)
            return Self.period(
                .weekOfYear, containing: Self.adding(offset, unit, to: anchor, calendar), calendar)
        case .thisWeek:
            return Self.period(
                .weekOfYear, containing: Self.adding(offset, unit, to: now, calendar), calendar)
        case .thisMonth:
            return Self.period(.month, containing: Self.adding(offset, unit, to: now, calendar), calendar)
        case .thisYear:
            return Self.period(.year, containing: Self.adding(offset, unit, to: now, calendar), calendar)
        case .iso(let date):
            var components = DateComponents(year: date.year, month: date.month, day: date.day)
            components.timeZone =
                date.utcOffset.flatMap { TimeZone(secondsFromGMT: $0) } ?? calendar.timeZone
            if let time = date.time {
                components.hour = time.hour
                components.minute = time.minute
                components.second = time.second
                components.nanosecond = time.nanosecond
            }
            let start = calendar.date(from: components) ?? Self.approximateDate(date)
            let anchor = Self.adding(offset, unit, to: start, calendar)
            if date.time != nil {
                return DateInterval(start: anchor, duration: 0)
            }
            return Self.period(.day, containing: anchor, calendar)
        }
    }

    /// The largest offset magnitude the parser accepts for `unit`: about 10,000 years.
    public static func maximumOffset(for unit: Unit) -> Int {
        switch unit {
        case .second: 315_000_000_000
        case .hour: 87_600_000
        case .day: 3_650_000
        case .week: 520_000
        case .month: 120_000
        case .year: 10_000
        }
    }

    // Beyond about ±12,000 years from 2001 calendar arithmetic stops being meaningful (and Foundation's
    // stops being dependable), so anchors are clamped there.
    private static let clampSeconds = 380_000_000_000.0

    private static func clamped(_ date: Date) -> Date {
        let seconds = date.timeIntervalSinceReferenceDate
        guard seconds.isFinite else { return Date(timeIntervalSinceReferenceDate: 0) }
        return Date(timeIntervalSinceReferenceDate: min(max(seconds, -clampSeconds), clampSeconds))
    }

    private static func adding(_ value: Int, _ unit: Unit, to date: Date, _ calendar: Calendar) -> Date {
        let date = clamped(date)
        if value == 0 { return date }
        let component: Calendar.Component =
            switch unit {
            case .second: .second
            case .hour: .hour
            case .day: .day
            case .week: .weekOfYear
            case .month: .month
            case .year: .year
            }
        if value.magnitude <= UInt(maximumOffset(for: unit)),
            let result = calendar.date(byAdding: component, value: value, to: date)
        {
            return clamped(result)
        }
        // Foundation gives up far outside its range; fixed lengths are close enough there.
        let seconds: Double =
            switch unit {
            case .second: 1
            case .hour: 3600
            case .day: 86_400
            case .week: 604_800
            case .month: 2_629_746
            case .year: 31_556_952
            }
        return clamped(date.addingTimeInterval(Double(value) * seconds))
    }

    private static func period(_ component: Calendar.Component, containing date: Date, _ calendar: Calendar)
        -> DateInterval
    {
        if let interval = calendar.dateInterval(of: component, for: clamped(date)) {
            return interval
        }
        return DateInterval(start: date, duration: 0)
    }

    private static func approximateDate(_ date: ISODate) -> Date {
        let days =
            Double(date.year - 2001) * 365.2425 + Double(date.month - 1) * 30.436875 + Double(date.day - 1)
        return Date(timeIntervalSinceReferenceDate: days * 86_400)
    }
}

extension TimeExpression.ISODate {
    /// Whether the fields name a real date and time (the month has that day, hours below 24, …).
    public var isValid: Bool {
        guard (1...12).contains(month), day >= 1 else { return false }
        let isLeapYear = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let daysInMonth = [31, isLeapYear ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        guard day <= daysInMonth else { return false }
        if let time {
            guard (0..<24).contains(time.hour), (0..<60).contains(time.minute),
                (0..<60).contains(time.second),
                (0..<1_000_000_000).contains(time.nanosecond)
            else { return false }
        }
        if let utcOffset, utcOffset.magnitude > 18 * 3600 { return false }
        return true
    }
}

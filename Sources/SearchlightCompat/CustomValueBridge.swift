/// Converts between the Foundation objects Core Spotlight's custom attributes take and return
/// and Searchlight's ``AttributeValue``.
enum CustomValueBridge {
    /// The attribute value of an object or Swift value, or `nil` for an unsupported type.
    static func attributeValue(of value: Any) -> AttributeValue? {
        switch value {
        case let value as AttributeValue: return value
        case let localized as CSLocalizedString: return .string(localized.localizedString())
        case let number as NSNumber: return .number(number.doubleValue)
        case let string as String: return .string(string)
        case let date as Date: return .date(date)
        case let data as Data: return .data(data)
        case let url as URL: return .string(url.absoluteString)
        case let person as CSPerson: return .persons([person.person])
        case let array as [Any]: return listValue(of: array)
        default: return nil
        }
    }

    /// A homogeneous list; a mixed or unsupported list is `nil`.
    private static func listValue(of array: [Any]) -> AttributeValue? {
        if let strings = array as? [String] { return .strings(strings) }
        if let numbers = array as? [NSNumber] { return .numbers(numbers.map(\.doubleValue)) }
        if let dates = array as? [Date] { return .dates(dates) }
        if let persons = array as? [CSPerson] { return .persons(persons.map(\.person)) }
        return array.isEmpty ? .strings([]) : nil
    }

    /// The Foundation object Apple returns for a value.
    static func object(_ value: AttributeValue) -> any NSSecureCoding {
        switch value {
        case .string(let string): return NSString(string: string)
        case .strings(let strings): return NSArray(array: strings.map { NSString(string: $0) })
        case .number(let number): return NSNumber(value: number)
        case .numbers(let numbers): return NSArray(array: numbers.map { NSNumber(value: $0) })
        case .bool(let bool): return NSNumber(value: bool)
        case .date(let date):
            return NSDate(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate)
        case .dates(let dates):
            return NSArray(
                array: dates.map { NSDate(timeIntervalSinceReferenceDate: $0.timeIntervalSinceReferenceDate) }
            )
        case .data(let data): return NSData(data: data)
        case .url(let url): return NSString(string: url.absoluteString)
        case .persons(let persons): return NSArray(array: persons.map(CSPerson.init))
        }
    }
}

/// A problem the generator found in the user's source, printed the way compilers print them.
///
/// ```
/// Sources/Shop/Order.swift:12:5: error: property 'count' of type 'Bool' cannot be stored in ...
/// ```
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// Whether the problem fails the build.
    public enum Severity: String, Sendable, Hashable {
        case error
        case warning
    }

    /// How bad the problem is.
    public var severity: Severity
    /// The file, as given to the generator.
    public var path: String
    /// Where in the file.
    public var location: SourceLocation
    /// What is wrong and how to fix it.
    public var message: String

    /// Creates a diagnostic.
    public init(_ severity: Severity, path: String, location: SourceLocation, message: String) {
        self.severity = severity
        self.path = path
        self.location = location
        self.message = message
    }

    /// `path:line:column: error|warning: message`.
    public var description: String {
        "\(path):\(location.line):\(location.column): \(severity.rawValue): \(message)"
    }
}

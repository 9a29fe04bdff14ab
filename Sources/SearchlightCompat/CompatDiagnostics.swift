import Foundation

/// Where the Apple spellings report a failure that their signatures give no way to return, such
/// as an `NSUserActivity` that could not be saved: on standard error, never silently.
enum CompatDiagnostics {
    static func report(_ message: String) {
        FileHandle.standardError.write(Data("searchlight: \(message)\n".utf8))
    }
}

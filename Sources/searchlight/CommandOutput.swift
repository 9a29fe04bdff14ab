import Foundation
import Searchlight
import Synchronization

/// Where a command writes: the terminal, or buffers that tests read.
final class CommandOutput: Sendable {
    private let isCapturing: Bool
    private let capture = Mutex((out: "", error: ""))

    private init(capturing: Bool) {
        isCapturing = capturing
    }

    static let standard = CommandOutput(capturing: false)

    static func capturing() -> CommandOutput { CommandOutput(capturing: true) }

    /// Prints `text` and a line break, with control and invisible characters escaped on every line
    /// (see `VisibleText`), so that indexed text cannot drive the terminal or hide what follows it.
    func line(_ text: String) {
        let text = Self.visible(text)
        if isCapturing {
            capture.withLock { $0.out += text + "\n" }
        } else {
            FileHandle.standardOutput.write(Data((text + "\n").utf8))
        }
    }

    /// Prints `text` on standard error, escaped as ``line(_:)`` does.
    func error(_ text: String) {
        let text = Self.visible(text)
        if isCapturing {
            capture.withLock { $0.error += text + "\n" }
        } else {
            FileHandle.standardError.write(Data((text + "\n").utf8))
        }
    }

    /// Rewrites the current terminal line (progress); silent when not a terminal or captured.
    func progress(_ text: String) {
        guard !isCapturing, isatty(2) != 0 else { return }
        FileHandle.standardError.write(Data("\r\(text)\u{1B}[K".utf8))
    }

    func endProgress() {
        guard !isCapturing, isatty(2) != 0 else { return }
        FileHandle.standardError.write(Data("\n".utf8))
    }

    private static func visible(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(VisibleText.escape).joined(
            separator: "\n")
    }

    var standardOutput: String { capture.withLock { $0.out } }
    var standardError: String { capture.withLock { $0.error } }
}

import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A process the tests start, with `posix_spawn`, in place of Foundation's `Process`.
///
/// On Linux, `Process.run()` lists `/proc/self/fd` to find the descriptors to close in the child
/// and copies each entry's whole 256-byte name, reading past the end of a short entry; when that
/// entry ends a page, the test process crashes (swift-corelibs-foundation#5472, fixed after
/// Swift 6.3). A suite that starts many processes while it holds many open descriptors hit it
/// about once in twenty runs. Here the child closes every descriptor above its three standard
/// ones itself (`posix_spawn_file_actions_addclosefrom_np`), and nothing is listed. The pipes are
/// made without close-on-exec for that reason: no child keeps a descriptor it was not given.
///
/// ```swift
/// let child = try ChildProcess(executable: DurabilityTests.commandURL, arguments: ["stats"], standardOutput: .pipe)
/// let output = child.standardOutput!.readDataToEndOfFile()
/// child.waitUntilExit()
/// ```
final class ChildProcess: @unchecked Sendable {
    /// What one of the child's standard streams is connected to.
    enum Stream {
        /// The test's own stream.
        case inherited
        /// `/dev/null`.
        case null
        /// A pipe whose other end the test holds.
        case pipe
    }

    let processIdentifier: pid_t
    /// The test's end of each stream started as ``Stream/pipe``.
    let standardInput: FileHandle?
    let standardOutput: FileHandle?
    let standardError: FileHandle?

    private let lock = NSLock()
    private var status: Int32?

    /// Starts `executable` with `arguments`, and `environment` if given (else the test's own).
    init(
        executable: URL, arguments: [String] = [], environment: [String: String]? = nil,
        standardInput input: Stream = .null, standardOutput output: Stream = .null,
        standardError error: Stream = .null
    ) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var parentEnds: [FileHandle?] = []
        var childEnds: [Int32] = []
        defer { for descriptor in childEnds { close(descriptor) } }
        for (target, stream) in [(Int32(0), input), (1, output), (2, error)] {
            switch stream {
            case .inherited:
                parentEnds.append(nil)
            case .null:
                posix_spawn_file_actions_addopen(
                    &actions, target, "/dev/null", target == 0 ? O_RDONLY : O_WRONLY, 0)
                parentEnds.append(nil)
            case .pipe:
                var ends: [Int32] = [-1, -1]
                guard pipe(&ends) == 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
                let (childEnd, parentEnd) = target == 0 ? (ends[0], ends[1]) : (ends[1], ends[0])
                childEnds.append(childEnd)
                posix_spawn_file_actions_adddup2(&actions, childEnd, target)
                parentEnds.append(FileHandle(fileDescriptor: parentEnd, closeOnDealloc: true))
            }
        }
        _ = closingFrom?(&actions, 3)
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        let environmentLines = (environment ?? ProcessInfo.processInfo.environment).map {
            "\($0.key)=\($0.value)"
        }
        let envp = environmentLines.map { strdup($0) } + [nil]
        defer { for line in envp { free(line) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable.path, &actions, nil, argv, envp)
        guard result == 0 else { throw POSIXError(.init(rawValue: result) ?? .EIO) }
        processIdentifier = pid
        (standardInput, standardOutput, standardError) = (parentEnds[0], parentEnds[1], parentEnds[2])
    }

    /// Whether the child has not yet exited (and been reaped).
    var isRunning: Bool {
        lock.withLock {
            guard status == nil else { return false }
            var raw: Int32 = 0
            guard waitpid(processIdentifier, &raw, WNOHANG) == processIdentifier else { return true }
            status = raw
            return false
        }
    }

    /// Blocks until the child exits.
    func waitUntilExit() {
        lock.withLock {
            guard status == nil else { return }
            var raw: Int32 = 0
            while waitpid(processIdentifier, &raw, 0) == -1 && errno == EINTR {}
            status = raw
        }
    }

    /// Waits for the child to exit without holding a thread of the shared pool.
    func exited() async -> Int32 {
        await withCheckedContinuation { continuation in
            Thread {
                self.waitUntilExit()
                continuation.resume(returning: self.terminationStatus)
            }.start()
        }
    }

    /// The exit code, or the number of the signal that ended the child; read after it exited.
    var terminationStatus: Int32 {
        let raw = lock.withLock { status } ?? 0
        let signal = raw & 0x7f
        return signal == 0 ? (raw >> 8) & 0xff : signal
    }

    /// Whether the child exited or a signal ended it; read after it exited.
    var terminationReason: Process.TerminationReason {
        (lock.withLock { status } ?? 0) & 0x7f == 0 ? .exit : .uncaughtSignal
    }

    /// Sends `signal` to the child.
    func kill(_ signal: Int32 = SIGKILL) {
        _ = sendSignal(processIdentifier, signal)
    }
}

private func sendSignal(_ process: pid_t, _ signal: Int32) -> Int32 { kill(process, signal) }

/// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which its module does not
/// declare to Swift; without it the child also holds the test's other descriptors.
private let closingFrom:
    (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return nil }
        return unsafeBitCast(
            symbol,
            to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
    }()

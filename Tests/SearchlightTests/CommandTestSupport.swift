import Testing

@testable import searchlight

/// Runs the `searchlight` command in-process and captures its exit status and output.
func runCommand(_ arguments: [String]) async -> (status: Int32, out: String, error: String) {
    let output = CommandOutput.capturing()
    let status = await SearchlightCommand.run(arguments: arguments, output: output)
    return (status, output.standardOutput, output.standardError)
}

import Foundation

@main
struct SearchlightMain {
    static func main() async {
        let status = await SearchlightCommand.run(arguments: Array(CommandLine.arguments.dropFirst()))
        exit(status)
    }
}

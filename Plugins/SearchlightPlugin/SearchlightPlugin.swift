import PackagePlugin

/// Runs `searchlight-codegen` over a target's Swift files, producing one file of conversion
/// code for its `IndexedEntity` types.
///
/// Inputs are declared sorted and the single output is always declared; the generator writes
/// the output only when its content changes, so a build with no source change runs nothing
/// downstream.
@main
struct SearchlightPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let inputs = target.sourceFiles(withSuffix: "swift").map(\.url).sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appending(
            path: "\(target.name)+SearchlightEntities.swift")
        return [
            .buildCommand(
                displayName: "Generating Searchlight entity code for \(target.name)",
                executable: try context.tool(named: "searchlight-codegen").url,
                arguments: ["--output", output.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}

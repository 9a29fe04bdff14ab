// swift-tools-version:6.0
import PackageDescription

// Development only: regenerates the checked-in `generated/` sources of the Searchlight package from
// `Attributes.tsv` and `TextColumns.tsv`. Searchlight does not depend on this package; its
// `GeneratedSourceTests` target compiles `AttributeGeneration` to check the checked-in files.
let package = Package(
    name: "CodeGeneration",
    platforms: [.macOS(.v15)],
    targets: [
        .target(name: "AttributeGeneration"),
        .executableTarget(name: "generate-sources", dependencies: ["AttributeGeneration"]),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version:6.0
import PackageDescription

// Where no Apple SDK is, modules named as Apple's frameworks that re-export SearchlightCompat,
// so code written for Apple platforms compiles with its imports unchanged (`import
// CoreSpotlight`, `import AppIntents`) and its `#if canImport(CoreSpotlight)` blocks are built.
// On Apple platforms those names are the system's, so the modules are not declared there.
#if canImport(Darwin)
    let appleModuleNames: [String] = []
#else
    let appleModuleNames = [
        "CoreSpotlight", "AppIntents", "CoreData", "UniformTypeIdentifiers", "MobileCoreServices",
        "CoreServices", "Intents",
    ]
#endif
let appleModules: [Target] =
    appleModuleNames.map {
        .target(name: $0, dependencies: ["SearchlightCompat"], path: "Sources/AppleModules/\($0)")
    }
    + (appleModuleNames.isEmpty
        ? []
        : [.testTarget(name: "AppleModuleTests", dependencies: appleModuleNames.map { .target(name: $0) })])

let package = Package(
    name: "Searchlight",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Searchlight", targets: ["Searchlight"]),
        .library(name: "SearchlightCompat", targets: ["SearchlightCompat"]),
        .executable(name: "searchlight", targets: ["searchlight"]),
        .executable(name: "searchlight-codegen", targets: ["searchlight-codegen"]),
        .plugin(name: "SearchlightPlugin", targets: ["SearchlightPlugin"]),
    ]
        + (appleModuleNames.isEmpty
            ? [] : [.library(name: "SearchlightAppleModules", targets: appleModuleNames)]),
    targets: [
        .systemLibrary(
            name: "CSQLite",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
        ),
        .target(name: "Searchlight", dependencies: ["CSQLite"]),
        .executableTarget(name: "searchlight", dependencies: ["Searchlight"], plugins: ["SearchlightPlugin"]),
        .target(name: "SearchlightCompat", dependencies: ["Searchlight"]),
        .target(name: "SearchlightCodegen"),
        .executableTarget(name: "searchlight-codegen", dependencies: ["SearchlightCodegen"]),
        .plugin(name: "SearchlightPlugin", capability: .buildTool(), dependencies: ["searchlight-codegen"]),
        .executableTarget(
            name: "searchlight-bench",
            dependencies: ["Searchlight", "SearchlightCodegen", "CSQLite"],
            path: "Benchmarks/searchlight-bench",
            plugins: ["SearchlightPlugin"]
        ),
        .testTarget(
            name: "SearchlightTests",
            dependencies: ["Searchlight", "SearchlightCompat", "searchlight", "CSQLite"]),
        .testTarget(
            name: "SearchlightCodegenTests",
            dependencies: ["SearchlightCodegen", "Searchlight"],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "SearchlightGoldenTests", dependencies: ["Searchlight", "SearchlightCompat"]),
        // The checked-in generated sources against the attribute tables, rendered by the
        // development-only CodeGeneration package's sources compiled in (not a dependency).
        .testTarget(
            name: "GeneratedSourceTests",
            path: "CodeGeneration",
            exclude: ["Package.swift", "Attributes.tsv", "TextColumns.tsv", "Sources/generate-sources"],
            sources: ["Sources/AttributeGeneration", "GeneratedSourceTests"]
        ),
    ] + appleModules,
    swiftLanguageModes: [.v6]
)

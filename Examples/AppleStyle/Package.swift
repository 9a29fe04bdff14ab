// swift-tools-version:6.0
import PackageDescription

// Sources written as for Apple platforms: each file's only Searchlight-specific line is the
// import, inside `#if canImport(CoreSpotlight)`. Built and run by CI, which checks its output.
let package = Package(
    name: "AppleStyle",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Searchlight", path: "../..")],
    targets: [
        .executableTarget(
            name: "AppleStyle",
            dependencies: [.product(name: "SearchlightCompat", package: "Searchlight")],
            plugins: [.plugin(name: "SearchlightPlugin", package: "Searchlight")]
        )
    ],
    swiftLanguageModes: [.v6]
)

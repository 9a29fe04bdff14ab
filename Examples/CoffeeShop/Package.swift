// swift-tools-version:6.0
import PackageDescription

// A consumer of Searchlight: depends on the repository root by path and applies the
// Searchlight plugin, which generates the attribute conversion of the entities below.
let package = Package(
    name: "CoffeeShop",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Searchlight", path: "../..")],
    targets: [
        .executableTarget(
            name: "CoffeeShop",
            dependencies: [.product(name: "Searchlight", package: "Searchlight")],
            plugins: [.plugin(name: "SearchlightPlugin", package: "Searchlight")]
        )
    ],
    swiftLanguageModes: [.v6]
)

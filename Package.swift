// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Searchlight",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Searchlight", targets: ["Searchlight"]),
        .executable(name: "searchlight", targets: ["searchlight"]),
    ],
    targets: [
        .systemLibrary(
            name: "CSQLite",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
        ),
        .target(name: "Searchlight", dependencies: ["CSQLite"]),
        .executableTarget(name: "searchlight", dependencies: ["Searchlight"]),
        .executableTarget(
            name: "searchlight-bench",
            dependencies: ["Searchlight", "CSQLite"],
            path: "Benchmarks/searchlight-bench"
        ),
        .testTarget(name: "SearchlightTests", dependencies: ["Searchlight", "searchlight", "CSQLite"]),
    ],
    swiftLanguageModes: [.v6]
)

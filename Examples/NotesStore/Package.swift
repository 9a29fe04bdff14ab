// swift-tools-version:6.0
import PackageDescription

// A notes app on plain SQLite (notes, tags, a join table) whose search goes through
// Searchlight's store delegate: the app only writes its own tables.
let package = Package(
    name: "NotesStore",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Searchlight", path: "../..")],
    targets: [
        .systemLibrary(name: "CNotesSQLite", providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
        .executableTarget(
            name: "NotesStore",
            dependencies: ["CNotesSQLite", .product(name: "Searchlight", package: "Searchlight")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

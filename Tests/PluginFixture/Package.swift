// swift-tools-version:6.0
import PackageDescription

// A package that uses sheetspec the way an app's package would: the
// build-tool plugin generates the conformance of the specs in `Sheets` at
// build time, and the tests read the generated layouts. scripts/check-plugin.sh
// builds and tests it; it is not part of the root package.
let package = Package(
    name: "PluginFixture",
    dependencies: [
        // The checkout's folder name is the package's identity for a path
        // dependency, so the name is given: the fixture works in any clone or worktree.
        .package(name: "sheetspec", path: "../..")
    ],
    targets: [
        .target(
            name: "Sheets",
            dependencies: [.product(name: "BottomSheetable", package: "sheetspec")],
            plugins: [.plugin(name: "SheetspecPlugin", package: "sheetspec")]
        ),
        .testTarget(
            name: "SheetsTests",
            dependencies: ["Sheets", .product(name: "BottomSheetable", package: "sheetspec")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

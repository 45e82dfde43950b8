// swift-tools-version:6.1
import PackageDescription

// An app's package that takes sheetspec's plugins from the SheetspecPlugins
// package scripts/release writes, whose binaryTarget holds the prebuilt tool,
// so its build compiles no sheetspec source. scripts/check-binary-plugin.sh
// copies this folder next to a fresh release (`release/` beside it) and builds
// and runs it; it is not part of the root package.
let package = Package(
    name: "BinaryPluginFixture",
    dependencies: [
        .package(path: "../release/SheetspecPlugins")
    ],
    targets: [
        .executableTarget(
            name: "ShowSheets",
            dependencies: [.product(name: "BottomSheetable", package: "SheetspecPlugins")],
            plugins: [.plugin(name: "SheetspecPlugin", package: "SheetspecPlugins")]
        )
    ],
    swiftLanguageModes: [.v6]
)

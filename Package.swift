// swift-tools-version:6.1
import PackageDescription

// One module per pipeline stage (docs/Architecture.md). Imports flow one way:
// CYAML → SheetYAML → SheetLanguage → SheetCodegen → SheetReport → sheetspec, with
// SheetDiagnostics and BottomSheetable as leaves that import nothing.
let package = Package(
    name: "sheetspec",
    // The UIKit shell's floor, which its type-check on Linux uses
    // (UIKitShellTypeCheckTests): without it Xcode builds the package's iOS
    // targets for SwiftPM's default, iOS 12, where UISheetPresentationController
    // (iOS 15) and the rest of what the shell calls unguarded do not exist.
    platforms: [.iOS(.v15)],
    products: [
        .executable(name: "sheetspec", targets: ["sheetspec"]),
        .library(name: "BottomSheetable", targets: ["BottomSheetable"]),
        // The UIKit shell over BottomSheetable's state machine: `present(bottomSheet:animated:)`.
        // Every file is `#if canImport(UIKit)`, so the library is empty on Linux.
        .library(name: "BottomSheetableUIKit", targets: ["BottomSheetableUIKit"]),
        // The pipeline as libraries, for tools built on sheetspec (the fuzz
        // targets in Fuzz/ link them from a package of their own).
        .library(name: "SheetDiagnostics", targets: ["SheetDiagnostics"]),
        .library(name: "SheetYAML", targets: ["SheetYAML"]),
        .library(name: "SheetLanguage", targets: ["SheetLanguage"]),
        .library(name: "SheetCodegen", targets: ["SheetCodegen"]),
        .library(name: "SheetReport", targets: ["SheetReport"]),
        // SwiftPM plugins (docs/Integration.md, "SwiftPM plugins"): generation at build
        // time, and `swift package sheetspec-lint`.
        .plugin(name: "SheetspecPlugin", targets: ["SheetspecPlugin"]),
        .plugin(name: "SheetspecLintPlugin", targets: ["SheetspecLintPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Test-only: property-based testing with shrinking, for the runtime's state machine and
        // the settings of random specs.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "SheetIO"),
        .target(name: "SheetDiagnostics"),
        .target(name: "SheetYAML", dependencies: ["CYAML", "SheetDiagnostics"]),
        // `rounded()` and `squareRoot()` compile to libm calls; on Linux an
        // executable that links BottomSheetable and nothing that pulls libm in
        // (Foundation does) fails to link without it. Darwin's libSystem has it.
        .target(name: "BottomSheetable", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .target(name: "BottomSheetableUIKit", dependencies: ["BottomSheetable"]),
        .target(name: "SheetLanguage", dependencies: ["SheetYAML", "SheetDiagnostics", "BottomSheetable", "SheetIO"]),
        // The editor stage: the `sheetspec lsp` server's protocol and features.
        .target(
            name: "SheetEditor",
            dependencies: ["SheetLanguage", "SheetDiagnostics", "SheetYAML", "BottomSheetable", "SheetIO"]
        ),
        .target(
            name: "SheetCodegen",
            dependencies: ["SheetLanguage", "SheetDiagnostics", "BottomSheetable", "SheetIO"]
        ),
        // The review stage: the `report` site and the `diff` of two trees of specs,
        // from the plan, the pictures, `simulate`'s frames and the generated code.
        .target(
            name: "SheetReport",
            dependencies: ["SheetCodegen", "SheetLanguage", "SheetDiagnostics", "BottomSheetable", "SheetIO"]
        ),
        .executableTarget(
            name: "sheetspec",
            dependencies: [
                "SheetLanguage",
                "SheetCodegen",
                "SheetReport",
                "SheetEditor",
                "SheetYAML",
                "SheetDiagnostics",
                "SheetIO",
                "BottomSheetable",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Both plugins run the `sheetspec` executable, built for the host from
        // this package; built-in templates are compiled into it, so a
        // consumer package needs nothing else from this one.
        .plugin(name: "SheetspecPlugin", capability: .buildTool(), dependencies: ["sheetspec"]),
        .plugin(
            name: "SheetspecLintPlugin",
            capability: .command(
                intent: .custom(verb: "sheetspec-lint", description: "Lint the package's bottom-sheet specs with sheetspec")),
            dependencies: ["sheetspec"]
        ),
        // Scratch folders for the tests, removed when the test process exits, golden
        // files, and a seeded generator for the property tests.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "SheetIOTests", dependencies: ["SheetIO", "TestSupport"]),
        .testTarget(name: "SheetDiagnosticsTests", dependencies: ["SheetDiagnostics", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(
            name: "SheetYAMLTests",
            dependencies: ["SheetYAML", "SheetDiagnostics"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "BottomSheetableTests",
            dependencies: [
                "BottomSheetable", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "SheetLanguageTests",
            dependencies: ["SheetLanguage", "SheetYAML", "SheetDiagnostics", "BottomSheetable", "SheetIO", "TestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "SheetCodegenTests",
            dependencies: [
                "SheetCodegen", "SheetLanguage", "SheetDiagnostics", "BottomSheetable", "SheetIO", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "SheetReportTests",
            dependencies: [
                "SheetReport", "SheetCodegen", "SheetLanguage", "SheetDiagnostics", "BottomSheetable", "SheetIO",
                "TestSupport",
            ]
        ),
        .testTarget(
            name: "SheetEditorTests",
            dependencies: ["SheetEditor", "SheetLanguage", "SheetDiagnostics", "SheetYAML", "SheetIO", "TestSupport"]
        ),
        .testTarget(
            name: "sheetspecTests",
            dependencies: ["sheetspec", "SheetCodegen", "SheetLanguage", "SheetDiagnostics", "TestSupport"],
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

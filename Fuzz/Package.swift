// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for sheetspec, kept out of the root package so that the
// sanitizer flags never touch the normal build. Build and run them with
// `Fuzz/run.sh TARGET SECONDS`, which passes `-sanitize=fuzzer,address` to
// every module (the pipeline's modules need coverage instrumentation too).
//
// SwiftPM names a path dependency after its folder, and a clone's folder can
// be called anything, so the name is read from the layout instead of written.
let rootPackage = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "sheetspec")

let package = Package(
    name: "sheetspec-fuzz",
    dependencies: [
        .package(path: ".."),
    ],
    targets: [
        .target(name: "CFuzzerDriver"),
        .target(
            name: "FuzzSupport",
            dependencies: [
                "CFuzzerDriver",
                .product(name: "SheetYAML", package: rootPackage),
                .product(name: "SheetDiagnostics", package: rootPackage),
            ]
        ),
        .executableTarget(
            name: "FuzzYAML",
            dependencies: [
                "FuzzSupport",
                .product(name: "SheetYAML", package: rootPackage),
            ]
        ),
        .executableTarget(
            name: "FuzzValidate",
            dependencies: [
                "FuzzSupport",
                .product(name: "SheetYAML", package: rootPackage),
                .product(name: "SheetLanguage", package: rootPackage),
            ]
        ),
        .executableTarget(
            name: "FuzzGenerate",
            dependencies: [
                "FuzzSupport",
                .product(name: "SheetYAML", package: rootPackage),
                .product(name: "SheetLanguage", package: rootPackage),
                .product(name: "SheetCodegen", package: rootPackage),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version:6.0
import PackageDescription

// The fixture of `scripts/mutate --self-test`: one function and a test that
// misses its boundary. The self-test copies this package to a scratch folder,
// shows that the weak test lets a mutant survive and that a test at the
// boundary kills it; a test reads FlingShell's source as text, as the UIKit
// shell's run tests do. It is not part of the root package.
let package = Package(
    name: "MutationFixture",
    targets: [
        .target(name: "Fling"),
        .target(name: "FlingShell", dependencies: ["Fling"]),
        .testTarget(name: "FlingTests", dependencies: ["Fling"]),
    ]
)

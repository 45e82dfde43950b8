// swift-tools-version:6.0
import PackageDescription

// The fixture of `scripts/mutate --self-test`: one function and a test that
// misses its boundary. The self-test copies this package to a scratch folder,
// shows that the weak test lets a mutant survive and that a test at the
// boundary kills it. It is not part of the root package.
let package = Package(
    name: "MutationFixture",
    targets: [
        .target(name: "Fling"),
        .testTarget(name: "FlingTests", dependencies: ["Fling"]),
    ]
)

import Foundation
import TestSupport

/// The transcribed FloatingPanel declarations
/// (`Tests/ThirdPartyInterfaces/FloatingPanel`, scenee/FloatingPanel 2.8.8)
/// compiled, once per test process, into a module `FloatingPanel` and a
/// static library over the UIKit stand-in (`AppleInterfaces.modules()`), in
/// Swift 5 mode as FloatingPanel's package declares. Generated code is then
/// type-checked against both, and run.
enum FloatingPanelInterface {
    static let root = Toolchain.repository.appendingPathComponent("Tests/ThirdPartyInterfaces/FloatingPanel")

    static var sources: [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { root.appendingPathComponent($0) }
    }

    static let built: Result<URL, AppleInterfaces.Failure> = {
        do {
            let uikit = try AppleInterfaces.modules()
            let folder = try ScratchFolder.make("floatingpanel-interface")
            let outcome = try Toolchain.run(
                "swiftc",
                [
                    "-emit-library", "-static", "-emit-module", "-parse-as-library", "-module-name", "FloatingPanel",
                    "-swift-version", "5", "-I", uikit.path,
                    "-emit-module-path", folder.appendingPathComponent("FloatingPanel.swiftmodule").path,
                    "-o", folder.appendingPathComponent("libFloatingPanel.a").path,
                ] + sources.map(\.path))
            guard outcome.status == 0 else {
                return .failure(AppleInterfaces.Failure(description: "FloatingPanel did not compile:\n\(outcome.output)"))
            }
            return .success(folder)
        } catch {
            return .failure(AppleInterfaces.Failure(description: "\(error)"))
        }
    }()

    /// Type-checks files importing UIKit and FloatingPanel in a language mode (`"5"`, `"6"`).
    static func typecheck(_ files: [(name: String, text: String)], swiftVersion: String) throws -> AppleInterfaces.Outcome {
        let folder = try built.get()
        let uikit = try AppleInterfaces.modules()
        let paths = try Toolchain.write(files)
        let outcome = try Toolchain.run(
            "swiftc",
            ["-typecheck", "-swift-version", swiftVersion, "-parse-as-library", "-I", uikit.path, "-I", folder.path] + paths)
        return AppleInterfaces.Outcome(status: outcome.status, output: outcome.output)
    }

    /// Builds the files with `mainSource` against both libraries and returns what it printed.
    static func run(_ files: [(name: String, text: String)], mainSource: String) throws -> String {
        let folder = try built.get()
        return try AppleInterfaces.run(
            files, mainSource: mainSource,
            compilerArguments: ["-I", folder.path, "-L", folder.path, "-lFloatingPanel", "-lUIKit"])
    }

    /// The files with a `Host.swift` declaring the content controllers they
    /// extend (`UIKitBackendTests.host`), leaving out FloatingPanel's state type.
    static func withHost(_ generated: [(name: String, text: String)]) -> [(name: String, text: String)] {
        let host = UIKitBackendTests.host(
            for: generated.map { (name: $0.name, text: $0.text.replacingOccurrences(of: "extension FloatingPanelState {", with: "")) })
        return generated + [host]
    }
}

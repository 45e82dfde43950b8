import Foundation
import Testing
import TestSupport

@testable import SheetCodegen

/// Examples/SheetDemo, the example app and integration guide: its Swift files,
/// the generated files it checks in and the UIKit shell, type-checked against
/// the transcribed UIKit and SwiftUI declarations (docs/AppleInterfaces.md)
/// for the app's deployment target, in the Swift 6 and Swift 5 language modes.
/// Like `UIKitShellTypeCheckTests`, skipped on a Mac with the iOS SDK, where
/// the workflow builds the app with Xcode instead.
@Suite(.serialized, .enabled(if: AppleInterfaces.canRun, "BottomSheetable is built for the host, not for the iOS SDK"))
struct ExampleAppTypeCheckTests {
    static let app = Toolchain.repository.appendingPathComponent("Examples/SheetDemo")

    /// The deployment target project.yml gives the app (`iOS: "17.0"`), so
    /// the check and the Xcode build cannot disagree.
    static func deploymentTarget() throws -> String {
        let project = try String(contentsOf: app.appendingPathComponent("project.yml"), encoding: .utf8)
        let line = try #require(project.components(separatedBy: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("iOS:") })
        return line.components(separatedBy: "\"").dropFirst().first ?? ""
    }

    /// The app's files as the check compiles them: in one module with the
    /// shell's (so `import BottomSheetableUIKit` is dropped), the shell's made
    /// checkable as `UIKitShellTypeCheckTests` does.
    static func files() throws -> [(name: String, text: String)] {
        let appFiles = try UIKitShellTypeCheckTests.sources(in: app.appendingPathComponent("SheetDemo")).map { file in
            (name: "App_\(file.name)", text: file.text.components(separatedBy: "\n")
                .filter { $0.trimmingCharacters(in: .whitespaces) != "import BottomSheetableUIKit" }
                .joined(separator: "\n"))
        }
        let shell = UIKitShellTypeCheckTests.compiledFiles(
            shell: try UIKitShellTypeCheckTests.sources(in: UIKitShellTypeCheckTests.shellFolder))
        return appFiles + shell
    }

    static func typecheck(_ files: [(name: String, text: String)], minimumIOS: String) throws -> AppleInterfaces.Outcome {
        try AppleInterfaces.typecheck(files, importing: [.uikit, .swiftui], minimumIOS: minimumIOS, modules: [Toolchain.modules])
    }

    /// The Swift 5 language mode: the same files against the same interface
    /// modules (signatures, access and isolation; availability is mode-independent
    /// and checked by the Swift 6 test).
    static func typecheckSwift5(_ files: [(name: String, text: String)]) throws -> Toolchain.Outcome {
        let modules = try AppleInterfaces.modules()
        let paths = try Toolchain.write(files)
        return try Toolchain.run(
            "swiftc", ["-typecheck", "-swift-version", "5", "-parse-as-library", "-I", modules.path, "-I", Toolchain.modules.path] + paths)
    }

    @Test func theAppHasAFileForEveryPartAndItsDeploymentTargetIs17() throws {
        let names = try Self.files().map(\.name)
        #expect(names.contains("App_App/AppDelegate.swift"))
        #expect(names.contains("App_Catalog/DemoCatalog.swift"))
        #expect(names.filter { $0.hasPrefix("App_Generated/") }.count == 15)
        #expect(try Self.deploymentTarget() == "17.0")
    }

    @Test func theAppTypeChecksInSwift6() throws {
        let outcome = try Self.typecheck(Self.files(), minimumIOS: Self.deploymentTarget())
        #expect(outcome.succeeded, "\(outcome.output)")
    }

    @Test func theAppTypeChecksInSwift5() throws {
        let outcome = try Self.typecheckSwift5(Self.files())
        #expect(outcome.status == 0, "\(outcome.output)")
    }

    /// The check has teeth: calling the modal sheet's `applySheetSpec()` on the
    /// popover's controller (whose generated method is `applySheetSpec(over:)`)
    /// fails in both modes.
    @Test func aCallTheGeneratedCodeDoesNotOfferFails() throws {
        var files = try Self.files()
        let index = try #require(files.firstIndex { $0.name == "App_Catalog/DemoViewController.swift" })
        let original = files[index].text
        files[index].text = original.replacingOccurrences(
            of: "picker.applySheetSpec(over: view)", with: "picker.applySheetSpec()")
        #expect(files[index].text != original)
        let swift6 = try Self.typecheck(files, minimumIOS: Self.deploymentTarget())
        #expect(!swift6.succeeded)
        #expect(swift6.output.contains("applySheetSpec"), "\(swift6.output)")
        #expect(try Self.typecheckSwift5(files).status != 0)
    }

    /// Without the generated SwiftUI file of the comment composer, the app
    /// does not compile: its SwiftUI screen uses the generated modifier.
    @Test func theAppNeedsTheGeneratedFiles() throws {
        let files = try Self.files().filter { $0.name != "App_Generated/CommentComposer+SwiftUI.generated.swift" }
        let outcome = try Self.typecheck(files, minimumIOS: Self.deploymentTarget())
        #expect(!outcome.succeeded)
        #expect(outcome.output.contains("CommentComposerSheet"), "\(outcome.output)")
    }

    /// Availability is checked for the app too: for iOS 15.0 the SwiftUI
    /// screens' generated modifiers (iOS 16.0) need an `if #available`.
    @Test func belowTheGeneratedCodesRequirementTheAppFails() throws {
        let outcome = try Self.typecheck(Self.files(), minimumIOS: "15.0")
        #expect(!outcome.succeeded)
        #expect(outcome.output.contains("availability (minimum iOS 15.0)"), "\(outcome.output)")
    }
}

/// The generated files the example checks in are what `sheetspec generate`
/// writes today, and the app's catalog offers exactly the backends that
/// generated code for each example spec.
///
/// Update the files with
/// `swift run sheetspec generate specs --backend conformance --backend uikit --backend swiftui --output Examples/SheetDemo/SheetDemo/Generated`.
struct ExampleAppGeneratedFilesTests {
    static let generated = ExampleAppTypeCheckTests.app.appendingPathComponent("SheetDemo/Generated")

    static func generate() -> GenerationOutcome {
        SpecGenerator.generate(
            paths: [Toolchain.repository.appendingPathComponent("specs").path],
            options: GenerationOptions(
                outputFolder: ScratchFolder.path("example-app").path, backends: [.conformance, .uikit, .swiftui],
                mode: .dryRun))
    }

    static func checkedIn() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: generated.path).filter { $0.hasSuffix(".swift") }.sorted()
    }

    @Test func theCheckedInFilesAreWhatGenerateWrites() throws {
        let outcome = Self.generate()
        #expect(outcome.verdict(strict: false) == .passed)
        #expect(outcome.files.count == 15)
        #expect(outcome.files.map(\.relativePath).sorted() == (try Self.checkedIn()))
        for file in outcome.files {
            let path = Self.generated.appendingPathComponent(file.relativePath)
            let text = try? String(contentsOf: path, encoding: .utf8)
            #expect(text == file.contents, "\(file.relativePath) is stale: run the update command in ExampleAppTests.swift")
        }
    }

    /// DemoCatalog.swift, compiled and run on its own (it imports nothing):
    /// one demo per spec in specs/, named like its generated files, offering
    /// `uikit` exactly when the `uikit` file configures a sheet
    /// (`applySheetSpec`) and `swiftui` exactly when the `swiftui` file has a
    /// modifier.
    @Test func theCatalogOffersTheBackendsThatGeneratedCode() throws {
        let catalog = ExampleAppTypeCheckTests.app.appendingPathComponent("SheetDemo/Catalog/DemoCatalog.swift")
        let folder = try ScratchFolder.make("example-catalog")
        let main = folder.appendingPathComponent("main.swift")
        try """
            for demo in DemoCatalog.all {
                print(demo.id.rawValue, demo.spec, demo.backends.map(\\.rawValue).joined(separator: ","))
            }
            """.write(to: main, atomically: true, encoding: .utf8)
        let program = folder.appendingPathComponent("catalog")
        let build = try Toolchain.run("swiftc", ["-swift-version", "6", "-o", program.path, catalog.path, main.path])
        try #require(build.status == 0, "\(build.output)")
        let run = try Toolchain.run(program.path, [])
        try #require(run.status == 0, "\(run.output)")
        let rows = run.output.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }

        let specs = try FileManager.default.contentsOfDirectory(
            atPath: Toolchain.repository.appendingPathComponent("specs").path
        ).filter { $0.hasSuffix(".sheet.yaml") }.map { "specs/\($0)" }.sorted()
        #expect(rows.map { $0[1] }.sorted() == specs)
        #expect(rows.count == 5)

        var offered: [String: String] = [:]
        for row in rows {
            let id = row[0]
            let uikit = try String(contentsOf: Self.generated.appendingPathComponent("\(id)+UIKit.generated.swift"), encoding: .utf8)
            let swiftui = try String(contentsOf: Self.generated.appendingPathComponent("\(id)+SwiftUI.generated.swift"), encoding: .utf8)
            let conformance = try String(
                contentsOf: Self.generated.appendingPathComponent("\(id)+BottomSheetable.generated.swift"), encoding: .utf8)
            var expected: [String] = []
            if conformance.contains(": BottomSheetable {") { expected.append("conformance") }
            if uikit.contains("func applySheetSpec(") { expected.append("uikit") }
            if swiftui.contains(": ViewModifier {") { expected.append("swiftui") }
            #expect(row[2] == expected.joined(separator: ","), "\(id)")
            offered[id] = row[2]
        }
        // The worked result: two specs the system sheet can show, three it cannot.
        #expect(offered == [
            "Checkout": "conformance", "CommentComposer": "conformance,uikit,swiftui", "MapDrawer": "conformance",
            "NowPlaying": "conformance", "StorePicker": "conformance,uikit,swiftui",
        ])
    }
}

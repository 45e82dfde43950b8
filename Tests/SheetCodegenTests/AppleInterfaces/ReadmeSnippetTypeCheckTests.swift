import Foundation
import SheetLanguage
import TestSupport
import Testing

@testable import SheetCodegen

/// The README's "Use it in your app" snippet, type-checked as a user would
/// build it: with the three files `sheetspec generate` writes for the example
/// spec of `sheetspec init` (the configuration `init` writes names all three
/// backends), the UIKit shell (`BottomSheetableUIKit`, compiled into the same
/// module here, so the snippet's import of it is dropped) and the transcribed
/// UIKit and SwiftUI declarations, for the spec's `minimumOS`.
@Suite(.serialized, .enabled(if: AppleInterfaces.canRun, "BottomSheetable is built for the host, not for the iOS SDK"))
struct ReadmeSnippetTypeCheckTests {
    /// The first Swift block after the README's "## Use it in your app".
    static func snippet() throws -> String {
        let readme = try String(contentsOf: Toolchain.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "\n## Use it in your app\n"))
        let rest = readme[section.upperBound...]
        let open = try #require(rest.range(of: "```swift\n"))
        let close = try #require(rest[open.upperBound...].range(of: "\n```\n"))
        return String(rest[open.upperBound..<close.lowerBound]) + "\n"
    }

    /// The generated files of `init`'s example spec, for the backends its
    /// configuration names (not `floatingpanel`, which needs FloatingPanel).
    static func generatedFiles() throws -> [(name: String, text: String)] {
        let spec = try #require(StarterProject.files.first { $0.path.hasSuffix(".sheet.yaml") })
        let folder = try ScratchFolder.make("readme-snippet")
        let specPath = folder.appendingPathComponent("example.sheet.yaml")
        try spec.contents.write(to: specPath, atomically: true, encoding: .utf8)
        let outcome = SpecGenerator.generate(
            paths: [specPath.path],
            options: GenerationOptions(
                outputFolder: folder.appendingPathComponent("Generated").path, backends: [.conformance, .uikit, .swiftui], mode: .dryRun))
        #expect(outcome.verdict(strict: true) == .passed, "\(outcome.diagnostics)")
        return outcome.files.filter { $0.kind == .generated }.map { (name: "README_" + $0.relativePath, text: $0.contents) }
    }

    static func typecheck(_ snippet: String) throws -> AppleInterfaces.Outcome {
        let shell = UIKitShellTypeCheckTests.compiledFiles(
            shell: try UIKitShellTypeCheckTests.sources(in: UIKitShellTypeCheckTests.shellFolder))
        let user = snippet.replacingOccurrences(of: "import BottomSheetableUIKit\n", with: "")
            + "\n/// The app's own SwiftUI content (the snippet's stand-in).\nstruct ExampleView: View {\n"
            + "    var body: some View { EmptyView() }\n}\n"
        return try AppleInterfaces.typecheck(
            shell + generatedFiles() + [(name: "README_snippet.swift", text: user)], importing: [.uikit, .swiftui],
            minimumIOS: "16.0", modules: [Toolchain.modules])
    }

    @Test func theSnippetTypeChecksWithTheGeneratedFilesOfInit() throws {
        let snippet = try Self.snippet()
        #expect(snippet.contains("present(bottomSheet:"))
        #expect(snippet.contains("applySheetSpec()"))
        #expect(snippet.contains(".exampleSheet(selection:"))
        #expect(snippet.split(separator: "\n").count <= 40, "the snippet is meant to be short enough to copy")
        let outcome = try Self.typecheck(snippet)
        #expect(outcome.succeeded, "\(outcome.output)")
    }

    /// The check has teeth: each call the snippet makes into generated code
    /// or the shell, misspelt, fails naming it.
    @Test(arguments: [
        ("applySheetSpec()", "applySheetSpecs()", "applySheetSpecs"),
        ("present(bottomSheet:", "present(sheet:", "sheet"),
        (".exampleSheet(selection:", ".exampleSheet(detent:", "detent"),
        ("sheet(isPresented: isPresented)", "sheet(presented: isPresented)", "presented"),
    ])
    func aMisspeltCallFails(original: String, wrong: String, named: String) throws {
        let snippet = try Self.snippet()
        #expect(snippet.contains(original))
        let outcome = try Self.typecheck(snippet.replacingOccurrences(of: original, with: wrong))
        #expect(!outcome.succeeded)
        #expect(outcome.output.contains(named), "\(outcome.output)")
    }
}

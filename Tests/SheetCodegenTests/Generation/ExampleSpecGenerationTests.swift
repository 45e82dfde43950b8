import Foundation
import SheetLanguage
import TestSupport
import Testing

@testable import SheetCodegen

/// The code generated for every example spec in `specs/` is pinned by
/// golden files and compiled against the runtime module. Update the goldens
/// with `SHEETSPEC_UPDATE_GOLDEN=1 swift test --filter SheetCodegenTests`.
struct ExampleSpecGenerationTests {
    static let specs = Toolchain.repository.appendingPathComponent("specs").path

    static func generate(mode: OutputWriter.Mode = .dryRun, output: String? = nil, stubs: Bool = true) -> GenerationOutcome {
        let folder = output ?? ScratchFolder.path("examples").path
        return SpecGenerator.generate(
            paths: [specs],
            options: GenerationOptions(outputFolder: folder, codegen: CodegenOptions(writesStubs: stubs), mode: mode))
    }

    @Test func everyExampleSpecGetsItsFiles() {
        let outcome = Self.generate()
        #expect(outcome.verdict(strict: false) == .passed)
        let generated = outcome.files.filter { $0.kind == .generated }.map(\.relativePath)
        let specNames = (try? FileManager.default.contentsOfDirectory(atPath: Self.specs))?.filter { $0.hasSuffix(".sheet.yaml") } ?? []
        #expect(generated.count == specNames.count)
        #expect(generated.contains("Checkout+BottomSheetable.generated.swift"))
        #expect(generated.contains("StorePicker+BottomSheetable.generated.swift"))
    }

    @Test func generatedFilesMatchTheirGoldens() throws {
        for file in Self.generate().files {
            GoldenFile.check(file.contents, against: Toolchain.fixtures.appendingPathComponent("examples/" + file.relativePath))
        }
    }

    /// In the Swift 5 and Swift 6 language modes.
    @Test(arguments: Toolchain.LanguageMode.allCases)
    func generatedCodeForAllExamplesCompilesTogether(in mode: Toolchain.LanguageMode) throws {
        let outcome = Self.generate()
        // The app's view controllers: every type a spec names.
        let types = Set(outcome.files.flatMap { file in
            file.contents.split(separator: "\n").compactMap { line -> String? in
                guard line.hasPrefix("extension "), line.hasSuffix(": BottomSheetable {") else { return nil }
                return String(line.dropFirst("extension ".count).dropLast(": BottomSheetable {".count))
            }
        }).sorted()
        #expect(types.count >= 5)
        let host = "import BottomSheetable\n" + types.map { "final class \($0) {}\n" }.joined()
        let outcome2 = try Toolchain.typecheck(
            outcome.files.map { (name: $0.relativePath, text: $0.contents) } + [(name: "Host.swift", text: host)],
            languageMode: mode)
        #expect(outcome2.status == 0, "\(mode)\n\(outcome2.output)")
        #expect(!outcome2.output.contains("warning:"), "\(mode)\n\(outcome2.output)")
    }

    @Test func secondRunWritesNothingAndKeepsModificationTimes() throws {
        let folder = ScratchFolder.path("twice").path
        let first = Self.generate(mode: .write, output: folder)
        #expect(first.output?.written.count == 5)
        let file = folder + "/Checkout+BottomSheetable.generated.swift"
        let before = try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.05)
        let second = Self.generate(mode: .write, output: folder)
        #expect(second.output?.written == [])
        #expect(second.output?.stubsCreated == [])
        #expect(second.output?.unchanged.count == 5)
        #expect(try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date == before)
        let check = Self.generate(mode: .check, output: folder)
        #expect(check.verdict(strict: false) == .passed)
    }

    @Test func checkReportsDriftAsAnError() throws {
        let folder = ScratchFolder.path("drift").path
        _ = Self.generate(mode: .write, output: folder)
        try "stale\n".write(toFile: folder + "/MapDrawer+BottomSheetable.generated.swift", atomically: true, encoding: .utf8)
        let check = Self.generate(mode: .check, output: folder)
        #expect(check.verdict(strict: false) == .problemsFound)
        #expect(check.diagnostics.map(\.code.description) == ["SS5003"])
        let path = OutputWriter.diffPath(
            of: "MapDrawer+BottomSheetable.generated.swift", in: folder,
            workingDirectory: FileManager.default.currentDirectoryPath)
        #expect(check.output?.diffs.first?.hasPrefix("--- a/\(path)\n+++ b/\(path)\n") == true)
        #expect(try String(contentsOfFile: folder + "/MapDrawer+BottomSheetable.generated.swift", encoding: .utf8) == "stale\n")
    }

    /// The guide's excerpt of the generated `MapDrawer` file; under
    /// `SHEETSPEC_UPDATE_GOLDEN=1` the fenced block that starts with the
    /// file's first line is rewritten.
    @Test func theUsageGuideShowsTheCurrentGeneratedCode() throws {
        let guide = Toolchain.repository.appendingPathComponent("docs/Usage.md")
        let readme = try String(contentsOf: guide, encoding: .utf8)
        let file = try #require(Self.generate().files.first { $0.relativePath == "MapDrawer+BottomSheetable.generated.swift" })
        let excerpt = "```swift\n" + file.contents + "```"
        if GoldenFile.isUpdating, !readme.contains(excerpt) {
            let header = "```swift\n" + (file.contents.split(separator: "\n").first ?? "") + "\n"
            let start = try #require(readme.range(of: header), "docs/Usage.md has no excerpt of the file")
            let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
            let updated = readme.replacingCharacters(in: start.lowerBound..<end.upperBound, with: excerpt)
            try updated.write(to: guide, atomically: true, encoding: .utf8)
            return
        }
        #expect(
            readme.contains(excerpt),
            "update the excerpt in docs/Usage.md: SHEETSPEC_UPDATE_GOLDEN=1 swift test --filter ExampleSpecGenerationTests")
    }

    @Test func headersNameTheSpecTheSameWayWhateverTheRootSpelling() {
        #expect(CodegenSpecs.displayPath(of: "/repo/specs/a/b.sheet.yaml", under: ["/repo/specs"]) == "specs/a/b.sheet.yaml")
        #expect(CodegenSpecs.displayPath(of: "specs/a/b.sheet.yaml", under: ["./specs/"]) == "specs/a/b.sheet.yaml")
        #expect(CodegenSpecs.displayPath(of: "./b.sheet.yaml", under: ["."]) == "b.sheet.yaml")
        #expect(CodegenSpecs.relativePath(of: "specs/a/b.sheet.yaml", under: ["specs"]) == "a/b.sheet.yaml")
        #expect(CodegenSpecs.relativePath(of: "elsewhere/c.sheet.yaml", under: ["specs"]) == "c.sheet.yaml")
    }

    @Test func invalidSpecsGenerateNothing() throws {
        let folder = try ScratchFolder.make("bad")
        try "version: 1\nsheets:\n  a:\n    type: A\n    initial: nowhere\n".write(
            to: folder.appendingPathComponent("a.sheet.yaml"), atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("out").path
        let outcome = SpecGenerator.generate(paths: [folder.path], options: GenerationOptions(outputFolder: output))
        #expect(outcome.verdict(strict: false) == .problemsFound)
        #expect(outcome.output == nil)
        #expect(!FileManager.default.fileExists(atPath: output))
    }
}

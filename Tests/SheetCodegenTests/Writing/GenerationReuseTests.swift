import Foundation
import TestSupport
import Testing

@testable import SheetCodegen

/// A no-op `generate` renders nothing: each generated file whose inputs match
/// the manifest's fingerprint, and whose bytes are still those recorded, is
/// reused. Every other case renders, and the output is what a fresh run writes.
struct GenerationReuseTests {
    /// A project with a parent sheet in one file and a child that extends it
    /// from another, so a change in the parent must re-render the child.
    static func project() throws -> (specs: String, output: String) {
        let root = ScratchFolder.path("reuse")
        let specs = root.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        try write(parent(cornerRadius: 16), to: specs.path + "/base.sheet.yaml")
        try write(
            """
            version: 1
            sheets:
              child:
                type: ChildSheetViewController
                extends: base

            """, to: specs.path + "/child.sheet.yaml")
        try write(
            """
            version: 1
            sheets:
              other:
                type: OtherSheetViewController
                detents:
                  - { id: full, system: large }

            """, to: specs.path + "/other.sheet.yaml")
        return (specs.path, root.appendingPathComponent("Generated").path)
    }

    static func parent(cornerRadius: Int) -> String {
        """
        version: 1
        sheets:
          base:
            type: BaseSheetViewController
            detents:
              - { id: half, fraction: 0.5 }
              - { id: full, system: large }
            cornerRadius: \(cornerRadius)

        """
    }

    static func write(_ text: String, to path: String) throws {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    static func generate(
        _ project: (specs: String, output: String), mode: OutputWriter.Mode = .write, templates: String? = nil,
        module: String = "BottomSheetable", stubs: Bool = false
    ) -> GenerationOutcome {
        SpecGenerator.generate(
            paths: [project.specs],
            options: GenerationOptions(
                outputFolder: project.output, templatesFolder: templates,
                codegen: CodegenOptions(runtimeModule: module, writesStubs: stubs), mode: mode))
    }

    static let all = [
        "Base+BottomSheetable.generated.swift", "Child+BottomSheetable.generated.swift",
        "Other+BottomSheetable.generated.swift",
    ]

    static func tree(_ folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.subpathsOfDirectory(atPath: folder) {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder), !isFolder.boolValue { files[name] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)) }
        }
        return files
    }

    @Test func secondRunRendersNothingAndSaysSo() throws {
        let project = try Self.project()
        let first = Self.generate(project)
        #expect(first.output?.written == Self.all)
        #expect(first.output?.reused == [])
        let second = Self.generate(project)
        #expect(second.verdict(strict: false) == .passed)
        #expect(second.output?.reused == Self.all)
        #expect(second.output?.unchanged == Self.all)
        #expect(second.output?.written == [])
        // The outcome still carries every file's contents, read back from disk.
        #expect(second.files.map(\.contents) == first.files.map(\.contents))
        let summary = GenerationListing.summary(try #require(second.output), folder: "out", mode: .write)
        #expect(summary == "sheetspec: generated 3 files in out (0 written, 3 unchanged, 0 removed, 3 not re-rendered)")
    }

    @Test func handEditedFileIsRenderedAndRestored() throws {
        let project = try Self.project()
        _ = Self.generate(project)
        let fresh = try Self.tree(project.output)
        let path = project.output + "/Other+BottomSheetable.generated.swift"
        let original = try String(contentsOfFile: path, encoding: .utf8)
        // Same size, one byte different: the size alone cannot tell.
        try Self.write(original.replacingOccurrences(of: "large", with: "LARGE"), to: path)
        let again = Self.generate(project)
        #expect(again.output?.written == ["Other+BottomSheetable.generated.swift"])
        #expect(again.output?.reused == ["Base+BottomSheetable.generated.swift", "Child+BottomSheetable.generated.swift"])
        #expect(try Self.tree(project.output) == fresh)
        try FileManager.default.removeItem(atPath: path)
        #expect(Self.generate(project).output?.written == ["Other+BottomSheetable.generated.swift"])
        #expect(try Self.tree(project.output) == fresh)
    }

    @Test func changedParentInAnotherFileRerendersItsChild() throws {
        let project = try Self.project()
        _ = Self.generate(project)
        try Self.write(Self.parent(cornerRadius: 24), to: project.specs + "/base.sheet.yaml")
        let again = Self.generate(project)
        #expect(again.output?.written == ["Base+BottomSheetable.generated.swift", "Child+BottomSheetable.generated.swift"])
        #expect(again.output?.reused == ["Other+BottomSheetable.generated.swift"])
        let child = try String(contentsOfFile: project.output + "/Child+BottomSheetable.generated.swift", encoding: .utf8)
        #expect(child.contains("cornerRadius: .points(24)"))
    }

    @Test func changedOptionRerendersEverything() throws {
        let project = try Self.project()
        _ = Self.generate(project)
        let otherModule = Self.generate(project, module: "AppRuntime")
        #expect(otherModule.output?.written == Self.all)
        #expect(otherModule.output?.reused == [])
        #expect(Self.generate(project, module: "AppRuntime").output?.reused == Self.all)
    }

    @Test func changedTemplateRerendersEverything() throws {
        let project = try Self.project()
        let templates = URL(fileURLWithPath: project.output).deletingLastPathComponent().appendingPathComponent("templates").path
        try FileManager.default.createDirectory(atPath: templates, withIntermediateDirectories: true)
        // Only the stub template is overridden, and stubs are not generated:
        // the conformance files still depend on it (a template may include
        // another as a partial), so they render again, to the same bytes.
        let builtInStubs = try #require(EmbeddedTemplates.files.first { $0.name == "stubs.swift.mustache" })
        try Self.write(builtInStubs.text, to: templates + "/stubs.swift.mustache")
        _ = Self.generate(project, templates: templates)
        #expect(Self.generate(project, templates: templates).output?.reused == Self.all)
        try Self.write(builtInStubs.text + "// edited\n", to: templates + "/stubs.swift.mustache")
        let edited = Self.generate(project, templates: templates)
        #expect(edited.output?.reused == [])
        #expect(edited.output?.unchanged == Self.all)
        // The same templates in another folder are the same inputs.
        let moved = templates + "-moved"
        try FileManager.default.moveItem(atPath: templates, toPath: moved)
        #expect(Self.generate(project, templates: moved).output?.reused == Self.all)
    }

    @Test func manifestOfThePreviousFormatIsAcceptedThenUpgraded() throws {
        let project = try Self.project()
        _ = Self.generate(project)
        let fresh = try Self.tree(project.output)
        // What earlier versions wrote: a header and the paths, plus an orphan.
        try "orphan\n".write(toFile: project.output + "/Gone+BottomSheetable.generated.swift", atomically: true, encoding: .utf8)
        let old = ([OutputManifest.header, "Gone+BottomSheetable.generated.swift"] + Self.all).joined(separator: "\n") + "\n"
        try Self.write(old, to: project.output + "/" + OutputManifest.fileName)
        let upgraded = Self.generate(project)
        #expect(upgraded.verdict(strict: false) == .passed)
        #expect(upgraded.output?.reused == [])
        #expect(upgraded.output?.unchanged == Self.all)
        #expect(upgraded.output?.removed == ["Gone+BottomSheetable.generated.swift"])
        #expect(try Self.tree(project.output) == fresh)
        #expect(Self.generate(project).output?.reused == Self.all)
    }

    @Test func checkDryRunAndStubsNeverReuse() throws {
        let project = try Self.project()
        _ = Self.generate(project, stubs: true)
        let check = Self.generate(project, mode: .check, stubs: true)
        #expect(check.verdict(strict: false) == .passed)
        #expect(check.output?.reused == [])
        #expect(check.output?.unchanged == Self.all)
        let dryRun = Self.generate(project, mode: .dryRun, stubs: true)
        #expect(dryRun.output?.reused == [])
        let listing = GenerationListing.listing(try #require(dryRun.output), folder: "out", asJSON: false)
        #expect(!listing.contains("reuse"))
        let again = Self.generate(project, stubs: true)
        #expect(again.output?.reused == Self.all)
        #expect(again.output?.stubsKept.count == 3)
    }

    @Test func manifestIsTheSameBytesForTheSameInputs() throws {
        let one = try Self.project()
        let two = try Self.project()
        _ = Self.generate(one)
        _ = Self.generate(two)
        _ = Self.generate(two)
        let manifest = { (output: String) in try String(contentsOfFile: output + "/" + OutputManifest.fileName, encoding: .utf8) }
        #expect(try manifest(one.output) == manifest(two.output))
        #expect(try manifest(one.output).contains("\n" + OutputManifest.recordPrefix))
    }
}

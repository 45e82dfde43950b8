import Foundation
import SheetLanguage
import TestSupport
import Testing

@testable import SheetCodegen

/// A backend is one value: a second, test-only backend registered beside
/// `conformance` goes through every mode of `generate` with no other change.
struct BackendSeamTests {
    /// Lists each spec's types; its template lives in a `--templates` folder.
    static let probe = Backend(
        id: "probe", summary: "a test-only backend", template: "probe.swift.mustache", stubTemplate: nil,
        fileSuffix: "Probe",
        viewModel: { spec, _ in
            TemplateContext([
                ("specPath", .text(spec.specPath)),
                ("sheets", .list(spec.sheets.map { TemplateContext([("typeName", .text($0.typeName))]) })),
            ])
        })

    static let probeTemplate = "{{%CONTENT_TYPE:TEXT}}\n// probe of {{specPath}}\n{{#sheets}}// {{typeName}}\n{{/sheets}}"

    /// Two specs, one in a sub-folder, and a templates folder for the probe.
    static func project() throws -> (specs: String, templates: String, output: String) {
        let root = try ScratchFolder.make("backends")
        let specs = root.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs.appendingPathComponent("ipad"), withIntermediateDirectories: true)
        try "version: 1\nsheets:\n  cart:\n    type: CartViewController\n    detents:\n      - { id: medium, system: medium }\n      - { id: large, system: large }\n".write(
            to: specs.appendingPathComponent("cart.sheet.yaml"), atomically: true, encoding: .utf8)
        try "version: 1\nsheets:\n  picker:\n    type: PickerViewController\n    detents:\n      - { id: large, system: large }\n".write(
            to: specs.appendingPathComponent("ipad/picker.sheet.yaml"), atomically: true, encoding: .utf8)
        let templates = root.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try probeTemplate.write(to: templates.appendingPathComponent("probe.swift.mustache"), atomically: true, encoding: .utf8)
        return (specs.path, templates.path, root.appendingPathComponent("Generated").path)
    }

    static func generate(
        _ project: (specs: String, templates: String, output: String), mode: OutputWriter.Mode = .write,
        backends: [Backend] = [.conformance, probe], single: SingleSpecOutput? = nil, stubs: Bool = false
    ) -> GenerationOutcome {
        SpecGenerator.generate(
            paths: [project.specs],
            options: GenerationOptions(
                outputFolder: project.output, templatesFolder: project.templates,
                codegen: CodegenOptions(writesStubs: stubs), backends: backends, mode: mode, single: single))
    }

    static let bothOutputs = [
        "Cart+BottomSheetable.generated.swift", "Cart+Probe.generated.swift",
        "ipad/Picker+BottomSheetable.generated.swift", "ipad/Picker+Probe.generated.swift",
    ]

    @Test func generateWritesEveryBackendsFileForEverySpec() throws {
        let project = try Self.project()
        let outcome = Self.generate(project, stubs: true)
        #expect(outcome.verdict(strict: false) == .passed)
        #expect(outcome.output?.written == Self.bothOutputs)
        // The probe has no stubs; conformance keeps its own.
        #expect(outcome.output?.stubsCreated == ["Cart+BottomSheetable.swift", "ipad/Picker+BottomSheetable.swift"])
        let probe = try String(contentsOfFile: project.output + "/ipad/Picker+Probe.generated.swift", encoding: .utf8)
        #expect(probe == "// probe of specs/ipad/picker.sheet.yaml\n// PickerViewController\n")
        let manifest = try String(contentsOfFile: project.output + "/" + OutputManifest.fileName, encoding: .utf8)
        for path in Self.bothOutputs { #expect(manifest.contains(path), "\(path) is not in the manifest") }
        // A second run renders nothing and changes nothing.
        let again = Self.generate(project, stubs: true)
        #expect(again.output?.written == [])
        #expect(again.output?.reused == Self.bothOutputs)
    }

    @Test func checkAndDryRunSeeEveryBackendsFile() throws {
        let project = try Self.project()
        let dryRun = Self.generate(project, mode: .dryRun)
        #expect(dryRun.output?.written == Self.bothOutputs)
        #expect(!FileManager.default.fileExists(atPath: project.output))
        _ = Self.generate(project)
        #expect(Self.generate(project, mode: .check).verdict(strict: false) == .passed)
        try "stale\n".write(toFile: project.output + "/Cart+Probe.generated.swift", atomically: true, encoding: .utf8)
        let check = Self.generate(project, mode: .check)
        #expect(check.verdict(strict: false) == .problemsFound)
        #expect(check.output?.written == ["Cart+Probe.generated.swift"])
        // The diff names the file from the working directory, where `git apply` runs.
        let path = OutputWriter.diffPath(
            of: "Cart+Probe.generated.swift", in: project.output, workingDirectory: FileManager.default.currentDirectoryPath)
        #expect(path.hasSuffix("/Cart+Probe.generated.swift"))
        #expect(check.output?.diffs.first?.hasPrefix("--- a/\(path)\n+++ b/\(path)\n") == true)
    }

    @Test func droppingABackendRemovesItsFilesAsOrphans() throws {
        let project = try Self.project()
        _ = Self.generate(project)
        let check = Self.generate(project, mode: .check, backends: [.conformance])
        #expect(check.output?.removed == ["Cart+Probe.generated.swift", "ipad/Picker+Probe.generated.swift"])
        let outcome = Self.generate(project, backends: [.conformance])
        #expect(outcome.output?.removed == ["Cart+Probe.generated.swift", "ipad/Picker+Probe.generated.swift"])
        #expect(!FileManager.default.fileExists(atPath: project.output + "/Cart+Probe.generated.swift"))
        #expect(FileManager.default.fileExists(atPath: project.output + "/Cart+BottomSheetable.generated.swift"))
    }

    @Test func oneSpecWritesEachOfItsOutputsAndNothingElse() throws {
        let project = try Self.project()
        let spec = project.specs + "/ipad/picker.sheet.yaml"
        let outcome = Self.generate(project, single: SingleSpecOutput(spec: spec))
        #expect(outcome.verdict(strict: false) == .passed)
        #expect(outcome.output?.written == ["ipad/Picker+BottomSheetable.generated.swift", "ipad/Picker+Probe.generated.swift"])
        let written = try FileManager.default.subpathsOfDirectory(atPath: project.output).sorted()
        #expect(written == ["ipad", "ipad/Picker+BottomSheetable.generated.swift", "ipad/Picker+Probe.generated.swift"])
        let check = Self.generate(project, mode: .check, single: SingleSpecOutput(spec: spec))
        #expect(check.verdict(strict: false) == .passed)
    }

    /// `--output-file` takes one file: a spec with two outputs is an error,
    /// never its first output alone.
    @Test func oneFileForTwoOutputsIsAnErrorNotADroppedFile() throws {
        let project = try Self.project()
        let file = project.output + "/one.swift"
        let spec = project.specs + "/cart.sheet.yaml"
        let outcome = Self.generate(project, single: SingleSpecOutput(spec: spec, file: file))
        #expect(outcome.verdict(strict: false) == .problemsFound)
        #expect(outcome.diagnostics.map(\.code) == [CodegenDiagnostics.severalOutputsForOneFile.code])
        #expect(outcome.diagnostics.first?.message.contains("`Cart+Probe.generated.swift`") == true)
        #expect(!FileManager.default.fileExists(atPath: file))
        let alone = Self.generate(project, backends: [Self.probe], single: SingleSpecOutput(spec: spec, file: file))
        #expect(alone.verdict(strict: false) == .passed)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "// probe of specs/cart.sheet.yaml\n// CartViewController\n")
    }

    @Test func listedOutputsAreWhatGenerateWrites() throws {
        let project = try Self.project()
        let options = GenerationOptions(
            outputFolder: project.output, templatesFolder: project.templates, backends: [.conformance, Self.probe],
            layout: .flat)
        let listed = SpecGenerator.outputs(paths: [project.specs], options: options)
        #expect(listed.outputPaths == [
            "cart+BottomSheetable.generated.swift", "cart+Probe.generated.swift",
            "ipad_picker+BottomSheetable.generated.swift", "ipad_picker+Probe.generated.swift",
        ])
        #expect(!FileManager.default.fileExists(atPath: project.output))
        let written = SpecGenerator.generate(paths: [project.specs], options: options)
        #expect(written.output?.written == listed.outputPaths)
    }

    @Test func flatNamesAreUniqueInPathOrder() {
        #expect(OutputLayout.flatNames(forRelativePaths: ["a/b_x.sheet.yaml", "a_b/x.sheet.yml", "c.sheet.yaml"])
            == ["a_b_x", "a_b_x-2", "c"])
    }
}

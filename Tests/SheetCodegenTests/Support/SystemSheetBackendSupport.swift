import BottomSheetable
import SheetLanguage
import TestSupport
import Testing

@testable import SheetCodegen

/// What the tests of the two system-sheet backends (`UIKitBackendTests`,
/// `SwiftUIBackendTests`) do alike: generate the example specs, group the
/// files by the deployment targets they are valid for, read the example
/// sheets back for the numbers, and compare the numbers the generated code
/// printed with the plan's.
enum SystemSheetBackendSupport {
    static let specs = Toolchain.repository.appendingPathComponent("specs").path

    /// The example specs generated in a dry run into a scratch folder named
    /// after `backend`, with `backends` (`[backend]` when `nil`).
    static func generateExamples(
        _ backend: Backend, backends: [Backend]? = nil, strict: Bool = false,
        rules: RuleConfiguration = RuleConfiguration()
    ) -> GenerationOutcome {
        SpecGenerator.generate(
            paths: [specs],
            options: GenerationOptions(
                validation: ValidationOptions(rules: rules), strict: strict,
                outputFolder: ScratchFolder.path("\(backend.id)-examples").path, backends: backends ?? [backend],
                mode: .dryRun))
    }

    /// `UIKitBackendTests.syntheticSpec` (every detent form) rendered by `backend`.
    static func syntheticFiles(
        _ backend: Backend, minimumOS: OSVersion?, access: CodegenOptions.AccessLevel
    ) -> [GeneratedFile] {
        let templates = try! TemplateLibrary.load(overrideFolder: nil).get()
        return try! GeneratedFiles.rendered(
            for: [UIKitBackendTests.syntheticSpec(minimumOS: minimumOS)], backends: [backend], templates: templates,
            options: CodegenOptions(accessLevel: access)
        ).get()
    }

    /// The example specs generated twice into `folder`, written: the second
    /// run must find every file unchanged.
    static func generateTwice(into folder: String, backends: [Backend]) -> (first: GenerationOutcome, second: GenerationOutcome) {
        func run() -> GenerationOutcome {
            SpecGenerator.generate(
                paths: [specs], options: GenerationOptions(outputFolder: folder, backends: backends, mode: .write))
        }
        let first = run()
        return (first, run())
    }

    /// The deployment targets the generated code is type-checked for.
    static let deploymentTargets = [OSVersion(15), OSVersion(16), OSVersion(16, 4), OSVersion(17)]

    /// For each of `deploymentTargets`, the files of `outcome` whose spec's
    /// `minimumOS` is that target or earlier (a spec without one: every target).
    static func examplesByDeploymentTarget(_ files: [GeneratedFile]) -> [(target: OSVersion, files: [(name: String, text: String)])] {
        let run = SpecValidator.run(paths: [specs], options: ValidationOptions(keepsResolvedSheets: true))
        let minimumByFile = Dictionary(
            run.resolution.sheets.map {
                (CodegenSpec.outputName(forSpecFile: String($0.source.path.split(separator: "/").last ?? "")), $0.minimumOS)
            },
            uniquingKeysWith: { first, _ in first })
        return deploymentTargets.map { target in
            let valid = files.filter { file in
                let name = String(file.relativePath.prefix { $0 != "+" })
                return (minimumByFile[name] ?? nil).map { $0 <= target } ?? true
            }
            return (target, valid.map { (name: $0.relativePath, text: $0.contents) })
        }
    }

    /// Every sheet of the example specs, as generation reads them.
    static func exampleSheets() -> [CodegenSheet] {
        let run = SpecValidator.run(paths: [specs], options: ValidationOptions(keepsResolvedSheets: true))
        return CodegenSpecs.make(from: run.resolution, roots: [specs]).flatMap(\.sheets)
    }

    /// The lines the generated code printed against the plan's, line by line:
    /// as many, and each the same; the number of lines compared.
    @discardableResult
    static func expectSameNumbers(printed output: String, plan expected: [String]) -> Int {
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.count == expected.count)
        var mismatches: [String] = []
        for (line, want) in zip(lines, expected) where line != want {
            mismatches.append("generated \(line)\nplan      \(want)")
        }
        #expect(
            mismatches.count == 0,
            "\(mismatches.count) heights differ from the plan:\n\(mismatches.prefix(8).joined(separator: "\n"))")
        return expected.count
    }
}

import Foundation
import SheetDiagnostics
import SheetYAML
import Synchronization
import TestSupport
import Testing

@testable import SheetLanguage

/// The validator checks most files on their own and only brings related
/// files together (`SpecValidator`, `RelatedFiles`). Everything it reports
/// must be what one context holding every file reports: these tests compare
/// the two on runs built to relate files in every way the language allows.
@Suite struct StreamingValidationTests {
    private static let lint = ValidationOptions(rules: RuleConfiguration(includesStyle: true))

    @Test(arguments: [1, 2])
    func everyRuleExampleGivesWhatOneContextGives(jobs: Int) {
        var options = Self.lint
        options.jobs = jobs
        for rule in RuleRegistry.rules {
            for example in rule.examples.triggering + rule.examples.passing {
                let loaded = example.files.map { SpecLoader.load(SourceFile(path: $0.path, text: $0.text), limits: .default) }
                OneContext.expectSame(loaded, options: options, "\(rule.descriptor.code)")
            }
        }
    }

    /// Every example of every rule in one run: the same ids and types appear
    /// in many files, so most files are checked again in groups.
    @Test(arguments: [1, 2])
    func allRuleExamplesAsOneRun(jobs: Int) {
        var options = Self.lint
        options.jobs = jobs
        var loaded: [LoadedSpec] = []
        for (position, rule) in RuleRegistry.rules.enumerated() {
            for (index, example) in (rule.examples.triggering + rule.examples.passing).enumerated() {
                for file in example.files {
                    let path = "r\(position)/e\(index)/\(file.path)"
                    loaded.append(SpecLoader.load(SourceFile(path: path, text: file.text), limits: .default))
                }
            }
        }
        OneContext.expectSame(loaded, options: options, "all examples")
    }

    @Test(arguments: [1, 2])
    func filesRelatedAcrossTheRun(jobs: Int) {
        var options = Self.lint
        options.jobs = jobs
        OneContext.expectSame(RelatedRun.files.map(RelatedRun.load), options: options, "related run")
        // The same files given backwards are taken in path order.
        OneContext.expectSame(RelatedRun.files.reversed().map(RelatedRun.load), options: options, "reversed")
    }

    /// Hundreds of files related at random (a fixed seed): `extends` and
    /// `navigation.push` across files, ids and types declared twice, typos.
    @Test(arguments: [1, 2])
    func manyFilesRelatedAtRandom(jobs: Int) {
        var options = Self.lint
        options.jobs = jobs
        var random = SeededGenerator(seed: 7)
        let count = 600
        let loaded = (0..<count).map { index -> LoadedSpec in
            var text = "version: 1\nminimumOS: 16\nsheets:\n"
            for sheet in ["a", "b"] {
                let id = random.below(20) == 0 ? "s\(random.below(count))\(sheet)" : "s\(index)\(sheet)"
                let type = random.below(25) == 0 ? "Shared\(random.below(5))" : "S\(index)\(sheet)"
                text += "  \(id):\n    type: \(type)ViewController\n"
                switch random.below(6) {
                case 0: text += "    extends: s\(random.below(count))a\n"
                case 1: text += "    navigation: { push: [s\(random.below(count))b] }\n"
                case 2: text += "    extends: s\(random.below(count))x\n"
                default: text += "    detents: [{ id: half, fraction: 0.\(random.below(9) + 1) }]\n"
                }
            }
            return SpecLoader.load(SourceFile(path: "f\(index).sheet.yaml", text: text), limits: .default)
        }
        OneContext.expectSame(loaded, options: options, "random run")
    }

    /// A project where each file extends one base file: each child file is
    /// checked again with the base beside it, never all of them together,
    /// and files that refer to nothing stand on their first check.
    @Test func childrenOfOneBaseAreCheckedInSmallGroups() {
        let files = RelatedRun.files.map(RelatedRun.load)
        let names = RunNames(fileCount: files.count)
        let screens = ResolutionChecks.Screens(BuiltInProfiles.all)
        let checks = files.indices.map {
            FileCheck(files[$0], position: $0, names: names, options: Self.lint, screens: screens)
        }
        let listings = Mutex(0)
        let related = RelatedFiles(checks, names: names) {
            listings.withLock { $0 += 1 }
            return files.flatMap { $0.spec?.sheets.map(\.id.value) ?? [] }
        }
        #expect(listings.withLock { $0 } == 0, "ids are read again only when a rule asks for them")
        let position = { (path: String) in files.firstIndex { $0.path == path }! }
        let groups = related.groups.map { group in
            (group.checked.map { files[$0].path }, group.referenced.map { files[$0].path })
        }
        #expect(groups.count == 4)
        #expect(groups.contains { $0.0 == ["a/child1.sheet.yaml"] && $0.1 == ["base.sheet.yaml"] })
        #expect(groups.contains { $0.0 == ["b/child2.sheet.yaml"] && $0.1 == ["base.sheet.yaml"] })
        // Two files declaring one id, and two files sharing a type, are checked together.
        #expect(groups.contains { $0.0 == ["d/twin1.sheet.yaml", "d/twin2.sheet.yaml"] })
        #expect(groups.contains { $0.0 == ["e/type1.sheet.yaml", "e/type2.sheet.yaml"] })
        #expect(checks[position("c/alone.sheet.yaml")].standsAlone)
        #expect(!related.groups.contains { $0.all.contains(position("c/alone.sheet.yaml")) })
        #expect(related.runIDs.contains("loner"))
        #expect(related.runIDs.ordered == RunIdentifiers(files.flatMap { $0.spec?.sheets.map(\.id.value) ?? [] }).ordered)
        #expect(listings.withLock { $0 } == 1, "the listing is read once, then kept")
    }

    @Test func validateKeepsNoResolvedSheetsButPlanDoes() throws {
        let folder = ScratchFolder.path("stream")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in RelatedRun.files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        var dropping = Self.lint
        dropping.keepsResolvedSheets = false
        let validated = SpecValidator.run(paths: [folder.path], options: dropping)
        let kept = SpecValidator.run(paths: [folder.path], options: Self.lint)
        #expect(validated.resolution.sheets.isEmpty)
        #expect(!kept.resolution.sheets.isEmpty)
        #expect(validated.report.diagnostics == kept.report.diagnostics)
        #expect(validated.resolution.diagnostics == kept.resolution.diagnostics)
    }
}

/// The reference: every file in one context, as the validator checked runs
/// before it streamed.
private enum OneContext {
    static func expectSame(
        _ loaded: [LoadedSpec], options: ValidationOptions, _ comment: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let sorted = loaded.sorted { SpecFileFinder.pathOrder($0.path, $1.path) }
        let context = RuleContext(
            files: sorted.compactMap(\.spec), filesWithErrors: Set(sorted.filter(\.hasErrors).map(\.path)))
        let resolution = SpecResolver.resolve(context, profiles: options.profiles)
        // The validator gives `key-order` its fix from the text once the run has reported.
        let sources = Dictionary(sorted.compactMap { file in file.source.map { (file.path, $0) } }) { first, _ in first }
        let rules = KeyOrderFixes.attach(
            to: RuleEngine.check(context, configuration: options.rules), sources: sources, limits: .default)
        let expected = (sorted.flatMap(\.diagnostics) + rules
            + resolution.diagnostics.compactMap { options.rules.configured($0) }).sorted(by: Diagnostic.reportOrder)

        let run = SpecValidator.check(loaded, options: options)
        #expect(run.report.diagnostics == expected, "\(comment)", sourceLocation: sourceLocation)
        #expect(run.resolution.sheets == resolution.sheets, "\(comment)", sourceLocation: sourceLocation)
        #expect(run.resolution.navigation == resolution.navigation, "\(comment)", sourceLocation: sourceLocation)
        #expect(run.report.fileCount == loaded.count, sourceLocation: sourceLocation)
    }
}

/// Files that relate in every way: `extends` and `navigation.push` into
/// other files, a problem inherited from a base by children in two files,
/// ids and types declared twice, a misspelt reference whose suggestion is in
/// an unrelated file, and a file that relates to nothing.
private enum RelatedRun {
    static func load(_ file: (path: String, text: String)) -> LoadedSpec {
        SpecLoader.load(SourceFile(path: file.path, text: file.text), limits: .default)
    }

    static let files: [(path: String, text: String)] = [
        ("base.sheet.yaml", """
        version: 1
        minimumOS: 16
        sheets:
          base:
            type: BaseSheetViewController
            tiers: two
            detents:
              - { id: low, height: 700 }
              - { id: full, system: large }
            keyboard: { policy: expand }
          picker:
            type: PickerSheetViewController
            detents: [{ id: full, system: large }]

        """),
        ("a/child1.sheet.yaml", """
        version: 1
        minimumOS: 16
        sheets:
          childOne:
            type: ChildOneViewController
            extends: base
            navigation: { push: [picker, pickr] }

        """),
        ("b/child2.sheet.yaml", """
        version: 1
        minimumOS: 16
        sheets:
          childTwo:
            type: ChildTwoViewController
            extends: base
            presentation: overlay

        """),
        ("c/alone.sheet.yaml", """
        version: 1
        minimumOS: 16
        sheets:
          loner:
            type: LonerViewController
            detents: [{ id: half, fraction: 0.5 }]

        """),
        ("d/twin1.sheet.yaml", """
        version: 1
        minimumOS: 16
        sheets:
          twin:
            type: TwinOneViewController

        """),
        ("d/twin2.sheet.yaml", """
        version: 1
        minimumOS: 16
        sheets:
          twin:
            type: TwinTwoViewController
          Renamed_sheet:
            type: RenamedViewController

        """),
        ("e/type1.sheet.yaml", """
        version: 1
        minimumOS: 16
        sheets:
          typeOne:
            type: SharedTypeViewController

        """),
        ("e/type2.sheet.yaml", """
        version: 1
        sheets:
          typeTwo:
            type: SharedTypeViewController
            extends: lonr

        """),
    ]
}

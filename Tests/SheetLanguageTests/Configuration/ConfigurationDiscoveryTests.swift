import Foundation
import SheetIO
import SheetLanguage
import SheetYAML
import Testing

/// Finding `.sheetspec.yml`, and the search for specs that `exclude:` narrows.
@Suite struct ConfigurationDiscoveryTests {
    @Test func discoveryWalksUpAndAnswersWithARelativePath() throws {
        let root = try ConfigurationFixture.folder(files: ["App/Sources/Deep/"])
        try "".write(to: root.appendingPathComponent(".sheetspec.yml"), atomically: true, encoding: .utf8)
        let deep = root.appendingPathComponent("App/Sources/Deep").path
        #expect(ConfigurationLoader.discover(from: deep) == "../../../.sheetspec.yml")
        #expect(ConfigurationLoader.discover(from: root.path) == ".sheetspec.yml")
    }

    @Test func theNearestConfigurationWins() throws {
        let root = try ConfigurationFixture.folder(files: ["App/Sources/"])
        try "".write(to: root.appendingPathComponent(".sheetspec.yml"), atomically: true, encoding: .utf8)
        try "".write(to: root.appendingPathComponent("App/.sheetspec.yml"), atomically: true, encoding: .utf8)
        #expect(ConfigurationLoader.discover(from: root.appendingPathComponent("App/Sources").path) == "../.sheetspec.yml")
    }

    @Test func discoveryStopsAtTheRootWhenThereIsNone() throws {
        let root = try ConfigurationFixture.folder(files: ["a/b/"])
        #expect(ConfigurationLoader.discover(from: root.appendingPathComponent("a/b").path) == nil)
    }

    @Test func noConfigIgnoresTheFile() {
        let load = ConfigurationLoader.load(explicit: "/does/not/matter.yml", disabled: true)
        #expect(load.configuration == nil && load.diagnostics.isEmpty)
        #expect(load.specPaths(commandLine: []) == [])
    }

    @Test func aMissingExplicitConfigurationIsAnInputError() {
        let load = ConfigurationLoader.load(explicit: "/no/such/.sheetspec.yml", disabled: false)
        #expect(load.hasErrors)
        #expect(load.diagnostics.first?.code.description == "SS0001")
    }

    @Test func pathArithmeticIsLexical() {
        #expect(PathText.joined("../Project", "Specs") == "../Project/Specs")
        #expect(PathText.joined("..", ".") == "..")
        #expect(PathText.joined(".", "./Specs/../Other/") == "Other")
        #expect(PathText.normalized("/a/../../b") == "/b")
    }

    @Test(arguments: [
        ("Specs/legacy", "Specs/legacy/old.sheet.yaml", true),
        ("Specs/legacy", "Specs/legacyToo/new.sheet.yaml", false),
        ("**/drafts", "Specs/a/drafts/x.sheet.yaml", true),
        ("**/*.wip.sheet.yaml", "Specs/x.wip.sheet.yaml", true),
        ("**/*.wip.sheet.yaml", "x.wip.sheet.yaml", true),
        ("Specs/?.sheet.yaml", "Specs/a.sheet.yaml", true),
        ("Specs/?.sheet.yaml", "Specs/ab.sheet.yaml", false),
        ("Specs/*", "Other/a.sheet.yaml", false),
    ])
    func exclusionPatterns(pattern: String, path: String, excluded: Bool) {
        let exclusion = PathExclusion(base: "/project", patterns: [pattern], workingDirectory: "/project")
        #expect(exclusion.excludes(path) == excluded)
        #expect(exclusion.excludes("/project/" + path) == excluded)
        #expect(!exclusion.excludes("/elsewhere/" + path))
    }

    @Test func theFinderSkipsExcludedFilesButNotNamedOnes() throws {
        let root = try ConfigurationFixture.folder(files: ["Specs/a.sheet.yaml", "Specs/legacy/b.sheet.yaml", "Specs/c.wip.sheet.yaml"])
        let exclusion = PathExclusion(base: root.path, patterns: ["Specs/legacy", "**/*.wip.sheet.yaml"])
        let specs = root.appendingPathComponent("Specs").path
        #expect(SpecFileFinder.find([specs], excluding: exclusion).files == [specs + "/a.sheet.yaml"])
        let named = specs + "/legacy/b.sheet.yaml"
        #expect(SpecFileFinder.find([named], excluding: exclusion).files == [named])
        let legacy = specs + "/legacy"
        #expect(SpecFileFinder.find([legacy], excluding: exclusion).files == [legacy + "/b.sheet.yaml"])
    }

    @Test func theStarterProjectIsWrittenOnceAndLintsClean() throws {
        let folder = try ConfigurationFixture.folder()
        guard case .wrote(let paths) = StarterProject.write(into: folder.path) else {
            Issue.record("init did not write")
            return
        }
        #expect(paths.count == 2)
        guard case .refused(let existing) = StarterProject.write(into: folder.path) else {
            Issue.record("init overwrote its files")
            return
        }
        #expect(existing == paths)
        // The language alone knows none of code generation's keys; with every
        // stage's sections the file is clean (InitCommandTests lints it).
        let load = ConfigurationLoader.load(path: folder.path + "/.sheetspec.yml")
        #expect(load.diagnostics.map(\.code) == Array(repeating: ConfigurationDiagnostics.unknownKey.code, count: 5))
        #expect(load.diagnostics.map(\.message) == ["output", "backends", "access", "module", "stubs"].map {
            "unknown key `\($0)` in the configuration"
        })
        let options = load.validationOptions(limits: .default, jobs: 1, rules: RuleConfiguration(includesStyle: true))
        let report = SpecValidator.validate(paths: load.specPaths(commandLine: []), options: options)
        #expect(report.fileCount == 1)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.message))")
    }
}

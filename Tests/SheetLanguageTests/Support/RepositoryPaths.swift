import Foundation

/// Where the test inputs live, found from this file's own path so tests work
/// from any working directory.
enum RepositoryPaths {
    /// `Tests/SheetLanguageTests`.
    static let testsRoot: URL = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let repositoryRoot: URL = testsRoot.deletingLastPathComponent().deletingLastPathComponent()

    static let exampleSpecs: URL = repositoryRoot.appendingPathComponent("specs")

    static let decodingFixtures: URL = testsRoot.appendingPathComponent("Fixtures/decoding")

    static let ruleFixtures: URL = testsRoot.appendingPathComponent("Fixtures/rules")

    /// Specs of the source systems' articles that are not example specs
    /// (`SourceSystemArithmeticTests`).
    static let sourceSystemFixtures: URL = testsRoot.appendingPathComponent("Fixtures/sources")

    static let rulesDocument: URL = repositoryRoot.appendingPathComponent("docs/Rules.md")

    /// Golden layout plans, one per example spec and `all.plan.json`.
    static let planFixtures: URL = testsRoot.appendingPathComponent("Fixtures/plans")

    /// Golden pictures, one per example spec (`sheetspec render`).
    static let pictureFixtures: URL = testsRoot.appendingPathComponent("Fixtures/pictures")
    /// A plan and a picture at a text size (`--text-size AX5`).
    static let textSizeFixtures: URL = testsRoot.appendingPathComponent("Fixtures/text-size")

    static let docs: URL = repositoryRoot.appendingPathComponent("docs")

    /// The file names in a folder that end with `suffix`, sorted.
    static func files(in folder: URL, endingWith suffix: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(suffix) }.sorted()
    }
}

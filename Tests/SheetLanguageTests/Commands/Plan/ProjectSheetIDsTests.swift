import Foundation
import SheetLanguage
import Testing

/// What `--sheet` completes: the ids the configured project's specs declare.
struct ProjectSheetIDsTests {
    private func project(config: String, specs: [String: String]) throws -> URL {
        let folder = try ConfigurationFixture.folder()
        try config.write(to: folder.appendingPathComponent(ConfigurationLoader.fileName), atomically: true, encoding: .utf8)
        for (name, text) in specs {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    private func sheets(_ ids: [String]) -> String {
        "version: 1\nsheets:\n" + ids.map { "  \($0):\n    type: \($0.capitalized)ViewController\n" }.joined()
    }

    @Test func listsTheIDsOfTheConfiguredSpecsSortedOnce() throws {
        let folder = try project(
            config: "specs: [specs]\n",
            specs: [
                "specs/b.sheet.yaml": sheets(["settings", "filters"]),
                "specs/a.sheet.yaml": sheets(["filters", "comments"]),
                "elsewhere/c.sheet.yaml": sheets(["outside"]),
            ])
        let load = ConfigurationLoader.load(path: folder.appendingPathComponent(ConfigurationLoader.fileName).path)
        #expect(ProjectSheetIDs.ids(of: load) == ["comments", "filters", "settings"])
    }

    @Test func skipsExcludedSpecsAndKeepsIDsOfFilesWithErrors() throws {
        let folder = try project(
            config: "exclude: [old]\n",
            specs: [
                "new.sheet.yaml": sheets(["current"]) + "  broken:\n    detents: 3\n",
                "old/gone.sheet.yaml": sheets(["retired"]),
            ])
        let load = ConfigurationLoader.load(path: folder.appendingPathComponent(ConfigurationLoader.fileName).path)
        #expect(ProjectSheetIDs.ids(of: load) == ["broken", "current"])
    }

    @Test func offersNothingWithoutAReadableConfiguration() throws {
        #expect(ProjectSheetIDs.ids(of: .none).isEmpty)
        let folder = try project(config: "specs: [\n", specs: ["a.sheet.yaml": sheets(["hidden"])])
        let load = ConfigurationLoader.load(path: folder.appendingPathComponent(ConfigurationLoader.fileName).path)
        #expect(ProjectSheetIDs.ids(of: load).isEmpty)
    }

    /// `--from` completes the detents a sheet inherits from a sheet in another file.
    @Test func listsTheDetentsASheetInheritsInDeclarationOrder() throws {
        let base = """
            version: 1
            minimumOS: 16
            sheets:
              base:
                type: BaseViewController
                detents:
                  - { id: peek, fraction: 0.3 }
                  - { id: full, system: large }

            """
        let promo = "version: 1\nminimumOS: 16\nsheets:\n  promo:\n    extends: base\n    type: PromoViewController\n"
        let folder = try project(config: "", specs: ["base.sheet.yaml": base, "promo.sheet.yaml": promo])
        let load = ConfigurationLoader.load(path: folder.appendingPathComponent(ConfigurationLoader.fileName).path)
        #expect(ProjectSheetIDs.detentIDs(ofSheet: "promo", of: load) == ["peek", "full"])
        #expect(ProjectSheetIDs.detentIDs(ofSheet: "missing", of: load).isEmpty)
    }
}

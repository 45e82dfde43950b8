import Foundation
import Testing

struct SchemaCommandTests {
    /// The command prints the committed schema; SheetLanguageTests'
    /// SpecSchemaTests keeps that file current (and rewrites it when updating).
    @Test func printsTheCommittedSchema() throws {
        let result = try CommandRunner.run(["schema"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        guard ProcessInfo.processInfo.environment["SHEETSPEC_UPDATE_GOLDEN"] != "1" else { return }
        let committed = try String(
            contentsOf: CommandRunner.repository.appendingPathComponent("docs/sheetspec.schema.json"), encoding: .utf8)
        #expect(result.stdout == committed)
    }
}

/// The install lines for shell completions (docs/Integration.md) rely on these.
struct CompletionScriptTests {
    @Test(arguments: ["bash", "zsh", "fish"])
    func generatesACompletionScript(shell: String) throws {
        let result = try CommandRunner.run(["--generate-completion-script", shell])
        #expect(result.status == 0)
        #expect(result.stdout.contains("sheetspec"))
        #expect(result.stdout.contains("schema"), "subcommands are completed")
        #expect(result.stdout.contains("SS1003") && result.stdout.contains("duplicate-key"), "codes and names")
        #expect(!result.stdout.contains("key-order=error"), "--rule settings are asked of sheetspec, not listed")
        #expect(result.stdout.contains("---completion"), "profiles and rule settings are asked of sheetspec itself")
    }

    /// `generate --backend` completes every backend, the `floatingpanel` one included:
    /// each shell's list of words, not the help text that names them too.
    @Test(arguments: [
        ("bash", "-W 'conformance'$'\\n''uikit'$'\\n''swiftui'$'\\n''floatingpanel'"),
        ("zsh", "('conformance' 'uikit' 'swiftui' 'floatingpanel')"),
        ("fish", "-rfka 'conformance uikit swiftui floatingpanel'"),
    ])
    func backendCompletionListsEveryBackend(shell: String, list: String) throws {
        let result = try CommandRunner.run(["--generate-completion-script", shell])
        #expect(result.status == 0)
        #expect(result.stdout.contains(list), "\(shell)")
    }

    /// What the scripts run for `--rule`: every rule name with each setting.
    @Test func ruleCompletionListsEverySetting() throws {
        let result = try CommandRunner.run(
            ["---completion", "lint", "--", "--rule", "3", "0", "sheetspec", "lint", "--rule", ""])
        #expect(result.status == 0, "\(result.stderr)")
        let words = result.stdout.split(separator: "\n").map(String.init)
        #expect(words.contains("key-order=error") && words.contains("key-order=off"), "\(result.stdout.prefix(200))")
    }

    /// What the scripts run for `--profile`: the configured project's
    /// profiles, not only the built-in ones.
    @Test func profileCompletionListsTheConfiguredProfiles() throws {
        let folder = try CommandRunner.scratchFolder()
        try "profiles:\n  only: [iphone-se-3]\n".write(
            to: folder.appendingPathComponent(".sheetspec.yml"), atomically: true, encoding: .utf8)
        // The scripts pass the word's index, the cursor's offset in it, then the words.
        let result = try CommandRunner.run(
            ["---completion", "plan", "--", "--profile", "3", "0", "sheetspec", "plan", "--profile", ""], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n") == ["iphone-se-3"], "\(result.stdout)")
    }

    /// What the scripts run for `--sheet`: the ids the configured project's specs declare.
    @Test func sheetCompletionListsTheProjectsSheetIDs() throws {
        let folder = try CommandRunner.scratchFolder()
        try "specs: [specs]\n".write(
            to: folder.appendingPathComponent(".sheetspec.yml"), atomically: true, encoding: .utf8)
        let specs = folder.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        try "version: 1\nsheets:\n  filters:\n    type: Filters\n  comments:\n    type: Comments\n".write(
            to: specs.appendingPathComponent("feed.sheet.yaml"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(
            ["---completion", "simulate", "--", "--sheet", "3", "0", "sheetspec", "simulate", "--sheet", ""], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n") == ["comments", "filters"], "\(result.stdout)")

        // `--from` completes the detents of the sheet named before it.
        let detents = try CommandRunner.run(
            ["---completion", "simulate", "--", "--from", "5", "0", "sheetspec", "simulate", "--sheet", "filters", "--from", ""],
            in: folder)
        #expect(detents.status == 0, "\(detents.stderr)")
        #expect(detents.stdout.split(separator: "\n") == ["large"], "the built-in detent: \(detents.stdout)")
    }
}

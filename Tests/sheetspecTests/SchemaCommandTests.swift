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

/// The README's install lines for shell completions rely on these.
struct CompletionScriptTests {
    @Test(arguments: ["bash", "zsh", "fish"])
    func generatesACompletionScript(shell: String) throws {
        let result = try CommandRunner.run(["--generate-completion-script", shell])
        #expect(result.status == 0)
        #expect(result.stdout.contains("sheetspec"))
        #expect(result.stdout.contains("schema"), "subcommands are completed")
    }
}

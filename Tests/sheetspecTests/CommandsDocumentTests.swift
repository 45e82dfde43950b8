import Foundation
import TestSupport
import Testing

/// docs/Commands.md is the command-line parser's own description of every
/// command and option (`CommandReference`); this test fails when it is
/// stale, and `SHEETSPEC_UPDATE_GOLDEN=1 swift test --filter
/// CommandsDocumentTests` rewrites it.
@Suite struct CommandsDocumentTests {
    static let document = CommandRunner.repository.appendingPathComponent("docs/Commands.md")

    static func rendered() throws -> String {
        let dump = try CommandRunner.run(["--experimental-dump-help"])
        #expect(dump.status == 0, "\(dump.stderr)")
        return try CommandReference.markdown(fromDump: Data(dump.stdout.utf8))
    }

    @Test func theCommandReferenceIsCurrent() throws {
        GoldenFile.check(try Self.rendered(), against: Self.document)
    }

    /// Every command, and every option of `generate`, with its spelling,
    /// values, default and repetition, as `--help` gives them.
    @Test func everyCommandAndOptionIsListed() throws {
        let text = try Self.rendered()
        for command in ["init", "validate", "lint", "fix", "generate", "plan", "render", "simulate", "explain", "schema", "lsp", "report", "diff"] {
            #expect(text.contains("\n## `sheetspec \(command)`\n"), "\(command) is missing")
        }
        #expect(text.contains("| `-o, --output <output>` | The folder generated files go to"))
        #expect(text.contains("| `--backend <id>` | A backend to run: conformance, uikit, swiftui, floatingpanel. Repeatable (default: `backends:`, else conformance). |"))
        #expect(text.contains("Values: `mirrored`, `flat`. Default: `mirrored`."))
        #expect(text.contains("| `--check` | Write nothing; exit 1 and print a diff"))
        #expect(text.contains("| `-q, --quiet` |"))
        #expect(text.contains(CommandReference.regeneration))
    }

    @Test func spellingsOfEachKindOfArgument() {
        typealias Argument = CommandReference.Argument
        let option = Argument(
            kind: "option", names: [.init(kind: "long", name: "output"), .init(kind: "short", name: "o")],
            valueName: "folder")
        #expect(CommandReference.spelling(of: option) == "`-o, --output <folder>`")
        let paths = Argument(kind: "positional", valueName: "paths", isRepeating: true)
        #expect(CommandReference.spelling(of: paths) == "`<paths> ...`")
        let flag = Argument(kind: "flag", names: [.init(kind: "long", name: "strict")], abstract: "Fail on warnings.", isRepeating: true)
        #expect(CommandReference.spelling(of: flag) == "`--strict`")
        #expect(CommandReference.meaning(of: flag) == "Fail on warnings.")
        let required = Argument(kind: "option", names: [.init(kind: "long", name: "sheet")], valueName: "id", isOptional: false)
        #expect(CommandReference.meaning(of: required) == "Required.")
    }
}

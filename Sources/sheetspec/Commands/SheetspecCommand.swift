import ArgumentParser
import SheetLanguage

struct SheetspecCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheetspec",
        abstract: "A compiler for iOS bottom-sheet specs: validate them, plan them, draw them, generate their code.",
        discussion: """
            Exit status: 0 when no errors were found, 1 when the input has errors, 2 when sheetspec \
            could not run (a missing file, an unreadable path, a bad option).
            """,
        version: SheetSpecVersion.current,
        subcommands: [
            InitCommand.self, ValidateCommand.self, LintCommand.self, FixCommand.self, GenerateCommand.self,
            PlanCommand.self, RenderCommand.self, SimulateCommand.self, ReportCommand.self, DiffCommand.self,
            ExplainCommand.self, SchemaCommand.self, LSPCommand.self,
        ]
    )
}

import ArgumentParser
import SheetEditor
import SheetLanguage

struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run the Language Server Protocol server on standard input and output, for editors.",
        discussion: """
            Editors start this command themselves (docs/Editors.md). It checks the unsaved text of \
            open specs together with the project's specs on disk, with the rules and profiles of the \
            .sheetspec.yml at the workspace root, and answers completion, hover (key documentation, \
            detent heights per profile, code explanations), go to definition, references, quick fixes and inlay hints \
            (each detent's height on the default device); it reloads .sheetspec.yml when the editor saves it. \
            Exit status: 0 after `shutdown` then `exit`, 1 otherwise.
            """
    )

    func run() throws {
        let server = LanguageServer(catalog: .every) { path in
            ConfigurationLoader.load(path: path, codes: .every, sections: .every)
        }
        throw ExitCode(ServerLoop.run(server))
    }
}

import ArgumentParser
import SheetDiagnostics
import SheetLanguage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a diagnostic code, or list them all.",
        discussion: """
            Give a code (SS0021) or a name (duplicate-key). A rule's page shows specs that trigger it and \
            specs that do not. Without a code, every code is listed.
            """
    )

    @Argument(help: "A diagnostic code or name.", completion: CompletionWords.diagnosticKind)
    var code: String?

    func run() throws {
        guard let code else {
            Terminal.write(
                DiagnosticExplanation.list(DescriptorCatalog.every.all, width: Terminal.columns(of: STDOUT_FILENO)),
                to: STDOUT_FILENO)
            return
        }
        guard let descriptor = DescriptorCatalog.every.descriptor(named: code) else {
            Terminal.write(
                "sheetspec: error: no diagnostic is called `\(code)`; `sheetspec explain` lists them all\n",
                to: STDERR_FILENO)
            throw ExitCode(ExitStatus.couldNotRun)
        }
        Terminal.write(DiagnosticDocumentation.page(descriptor), to: STDOUT_FILENO)
    }
}

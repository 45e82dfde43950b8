import SheetDiagnostics
import SheetIO
import SheetLanguage

/// The code-generation settings of a run: a command-line flag wins, then the
/// configuration, then the built-in default.
extension ConfigurationLoad {
    /// `output:`, `backends:`… as read from the file; `nil` when there is no
    /// configuration or the run did not ask for code generation's section.
    public var codegen: CodegenConfiguration? { configuration?.sections.section(CodegenConfiguration.self) }

    public func codegenOptions(
        access: CodegenOptions.AccessLevel?, module: String?, stubs: Bool?, naming: CodegenOptions.FileNaming? = nil
    ) -> CodegenOptions {
        let defaults = CodegenOptions()
        return CodegenOptions(
            accessLevel: access ?? codegen?.access ?? defaults.accessLevel,
            runtimeModule: module ?? codegen?.module ?? defaults.runtimeModule,
            writesStubs: stubs ?? codegen?.stubs ?? defaults.writesStubs,
            fileNaming: naming ?? defaults.fileNaming)
    }

    /// The output folder: `--output`, else `output:`, else `Generated` beside the configuration.
    public func outputFolder(commandLine: String?) -> String {
        if let commandLine { return commandLine }
        guard let configuration else { return GenerationOptions.defaultOutputFolder }
        return codegen?.output ?? PathText.joined(configuration.folder, GenerationOptions.defaultOutputFolder)
    }

    /// The templates folder: `--templates`, else `templates:`, else none (the built-in templates).
    public func templatesFolder(commandLine: String?) -> String? {
        commandLine ?? codegen?.templates
    }

    /// The backends: `--backend`, else
    /// `backends:`, else `conformance`; in `Backend.all` order, each once.
    /// A name that is no backend is an error, never skipped.
    public func backends(commandLine: [String]) -> Result<[Backend], Diagnostic> {
        let ids = commandLine.isEmpty ? codegen?.backends ?? Backend.defaults.map(\.id) : commandLine
        if let unknown = ids.first(where: { Backend.named($0) == nil }) {
            let known = Backend.all.map { "`\($0.id)`" }.joined(separator: ", ")
            return .failure(
                CodegenDiagnostics.unknownBackend.diagnostic(
                    "no backend is called `\(unknown)`" + (configuration.map { " (`backends:` in `\($0.path)`)" } ?? ""),
                    at: nil, notes: ["the backends are \(known)"], help: "name one of \(known)"))
        }
        return .success(Backend.all.filter { ids.contains($0.id) })
    }
}

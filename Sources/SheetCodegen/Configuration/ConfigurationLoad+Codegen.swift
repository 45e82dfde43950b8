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

    /// The backends `generate` writes when no `--backend` is given, for a
    /// command that speaks of the generated code without writing it
    /// (`simulate`'s FloatingPanel note): `backends(commandLine: [])` in
    /// `Backend.all` order; none when the configuration has errors or
    /// `backends:` names no backend, since `generate` would write nothing then.
    public var generatedBackends: [Backend] {
        guard !hasErrors, case .success(let backends) = backends(commandLine: []) else { return [] }
        return backends
    }

    /// SS5004 when `--backend` options name other backends than the
    /// configuration's `backends:` (or its default, `conformance`); `nil`
    /// without a configuration file or `--backend`, or when they agree.
    public func backendsDifference(commandLine: [String]) -> Diagnostic? {
        guard let configuration, !commandLine.isEmpty,
            case .success(let chosen) = backends(commandLine: commandLine),
            case .success(let configured) = backends(commandLine: [])
        else { return nil }
        let chosenIDs = chosen.map(\.id)
        let configuredIDs = configured.map(\.id)
        guard chosenIDs != configuredIDs else { return nil }
        let said = codegen?.backends == nil
            ? "`\(configuration.path)` has no `backends:`, so it means `[\(configuredIDs.joined(separator: ", "))]`"
            : "`\(configuration.path)` says `backends: [\(configuredIDs.joined(separator: ", "))]`"
        let kept = configuredIDs.filter { !chosenIDs.contains($0) }
        var notes = [said]
        if !kept.isEmpty {
            notes.append(
                "`generate --check` and the pre-commit hook expect the files of "
                    + kept.map { "`\($0)`" }.joined(separator: ", ") + " and report the others as orphaned")
        }
        return OutputDiagnostics.backendsDifferFromConfiguration.diagnostic(
            "`--backend` names \(chosenIDs.map { "`\($0)`" }.joined(separator: ", ")), "
                + "not the configuration's backends", at: nil, notes: notes,
            help: "write `backends: [\(chosenIDs.joined(separator: ", "))]` in `\(configuration.path)` "
                + "and run `sheetspec generate` without `--backend`")
    }
}

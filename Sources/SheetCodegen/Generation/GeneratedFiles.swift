import SheetDiagnostics
import SheetIO
import SheetLanguage

/// Turns resolved specs into the files of the chosen backends, through the
/// templates: for each spec (or each sheet, with `.type` naming), one
/// generated file per backend, plus its stub when asked for.
public enum GeneratedFiles {
    /// The files, rendered, or the diagnostics that stop generation: names
    /// that Swift would not accept never reach a template.
    public static func rendered(
        for specs: [CodegenSpec], backends: [Backend] = Backend.defaults, templates: TemplateLibrary,
        options: CodegenOptions
    ) -> Result<[GeneratedFile], DiagnosticList> {
        pending(for: specs, backends: backends, templates: templates, options: options)
            .map { pending in pending.map { $0.render() } }
    }

    /// The same files, not yet rendered: the writer renders only those whose
    /// inputs changed since the last run.
    /// `jobs` workers fingerprint the specs side by side (the part of a
    /// no-op `generate` that is not validation); files come back in spec
    /// order, each spec's in backend order.
    static func pending(
        for specs: [CodegenSpec], backends: [Backend], templates: TemplateLibrary, options: CodegenOptions,
        jobs: Int = 1
    ) -> Result<[PendingFile], DiagnosticList> {
        var problems = validate(specs, options: options)
        // A backend's checks of the names it derives run on valid names only.
        if problems.isEmpty { problems = backends.flatMap { $0.nameProblems(specs) } }
        guard problems.isEmpty else { return .failure(DiagnosticList(problems)) }
        let specs = split(specs, by: options.fileNaming).filter { !$0.sheets.isEmpty }
        let perSpec = parallelMap(count: specs.count, jobs: jobs) { index -> [PendingFile] in
            let spec = specs[index]
            let prefix = spec.outputFolder.isEmpty ? "" : spec.outputFolder + "/"
            var files: [PendingFile] = []
            for backend in backends {
                let values = TemplateInputs(spec: spec, options: options, backend: backend)
                files.append(
                    PendingFile(
                        relativePath: prefix + backend.generatedFileName(for: spec.outputName), kind: .generated,
                        source: .template(backend.template, values, templates)))
                if options.writesStubs, let stubTemplate = backend.stubTemplate {
                    files.append(
                        PendingFile(
                            relativePath: prefix + backend.stubFileName(for: spec.outputName), kind: .stub,
                            source: .template(stubTemplate, values, templates)))
                }
            }
            return files
        }
        return .success(perSpec.flatMap { $0 })
    }

    /// With `.type` naming, each sheet becomes a spec of its own, named
    /// after its type (`Checkout.Sheet` → `Checkout_Sheet`), in the same folder.
    private static func split(_ specs: [CodegenSpec], by naming: CodegenOptions.FileNaming) -> [CodegenSpec] {
        guard naming == .type else { return specs }
        return specs.flatMap { spec in
            spec.sheets.map { sheet in
                CodegenSpec(
                    specPath: spec.specPath, outputFolder: spec.outputFolder,
                    outputName: String(sheet.typeName.map { $0 == "." ? "_" : $0 }), sheets: [sheet])
            }
        }
    }

    private static func validate(_ specs: [CodegenSpec], options: CodegenOptions) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        if !SwiftIdentifier.isPlainIdentifier(options.runtimeModule) {
            problems.append(
                CodegenDiagnostics.invalidName.diagnostic(
                    "runtime module `\(options.runtimeModule)` is not a Swift module name", at: nil,
                    help: "name the module that defines `BottomSheetable`, e.g. `BottomSheetable`"))
        }
        for spec in specs {
            for sheet in spec.sheets {
                if !SwiftIdentifier.isValidTypeName(sheet.typeName) {
                    problems.append(
                        CodegenDiagnostics.invalidName.diagnostic(
                            "type `\(sheet.typeName)` of sheet `\(sheet.id)` is not a Swift type name", at: nil,
                            help: "use letters, digits and `_`, not starting with a digit, and no Swift keyword"))
                }
                let names = [sheet.id] + sheet.pushTargets.flatMap { [$0.id] }
                for name in names where !SwiftIdentifier.isPlainIdentifier(name) {
                    problems.append(
                        CodegenDiagnostics.invalidName.diagnostic(
                            "sheet id `\(name)` cannot name a Swift member", at: nil,
                            help: "use letters, digits and `_`, not starting with a digit"))
                }
                for target in sheet.pushTargets where !SwiftIdentifier.isValidTypeName(target.typeName) {
                    problems.append(
                        CodegenDiagnostics.invalidName.diagnostic(
                            "type `\(target.typeName)` of sheet `\(target.id)` is not a Swift type name", at: nil))
                }
            }
        }
        return problems
    }
}

import SheetCodegen
import SheetIO
import SheetLanguage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension GenerateCommand {
    /// `generate --watch`: the first run prints what `generate` prints; each
    /// later one the specs' diagnostics that appeared or were fixed,
    /// generation's own problems, and one line per file written, removed or
    /// stub created (or that nothing was). The output folder is never
    /// watched, so the run's own writes cannot start another run.
    func watchGenerating() throws -> Int32 {
        let report = check.report
        var previous: ValidationReport?
        var scope: WatchScope?
        return try watching.loop(quiet: report.quiet) { _ in
            let load: ConfigurationLoad, paths: [String], options: GenerationOptions
            do {
                let validation: ValidationOptions
                (load, paths, validation) = try check.settings(includingStyle: false, diagnosticsTo: STDERR_FILENO)
                options = try generationOptions(load: load, validation: validation)
            } catch {
                guard let scope else { throw error }
                return scope
            }
            let outcome = generate(paths: paths, options: options)
            let validationReport = outcome.report.including(load)
            if let previous {
                report.printChanges(from: previous, to: validationReport, to: STDERR_FILENO)
                if !outcome.diagnostics.isEmpty {
                    report.print(outcome.diagnostics, sources: [:], fileCount: outcome.report.fileCount, to: STDERR_FILENO)
                }
                if let written = outcome.output, !report.quiet {
                    Terminal.write(Self.changedFilesText(written, folder: options.outputFolder), to: STDERR_FILENO)
                }
            } else {
                printProblems(of: outcome, load: load)
                if let written = outcome.output, !report.quiet {
                    let summary = GenerationListing.summary(written, folder: options.outputFolder, mode: options.mode)
                    Terminal.write(summary + "\n", to: STDERR_FILENO)
                }
            }
            previous = validationReport
            let templates = options.templatesFolder.map { [WatchScope.Folder(path: $0, endings: [".mustache"])] } ?? []
            let next = SpecWatchScope.make(
                specPaths: paths, configurationPath: load.configuration?.path, extraFolders: templates,
                ignoredFolders: [options.outputFolder])
            scope = next
            return next
        }
    }

    /// `sheetspec: wrote Generated/A+BottomSheetable.generated.swift`, one
    /// line a file, or one line saying that no file changed.
    static func changedFilesText(_ written: OutputWriter.Report, folder: String) -> String {
        let lines =
            written.written.map { "sheetspec: wrote \(folder)/\($0)" }
            + written.removed.map { "sheetspec: removed \(folder)/\($0)" }
            + written.stubsCreated.map { "sheetspec: created stub \(folder)/\($0)" }
        if lines.isEmpty { return "sheetspec: no generated file changed\n" }
        return lines.map { $0 + "\n" }.joined()
    }
}

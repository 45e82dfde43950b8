import SheetIO
import SheetLanguage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension ReportOptions {
    /// What a watch prints after its first run: each diagnostic that
    /// appeared, in full (caret, label, help), then one `fixed:` line per
    /// diagnostic that went away, on `descriptor`; then, unless `--quiet`,
    /// one line on standard error with the counts and the run's summary.
    func printChanges(from old: ValidationReport, to new: ValidationReport, to descriptor: Int32 = STDOUT_FILENO) {
        let delta = DiagnosticDelta.between(old, new)
        if !delta.appeared.isEmpty {
            print(delta.appeared, sources: new.sources, fileCount: new.fileCount, to: descriptor)
        }
        if !delta.fixed.isEmpty {
            Terminal.write(delta.fixed.map { DiagnosticDelta.fixedLine($0) + "\n" }.joined(), to: descriptor)
        }
        guard !quiet else { return }
        let summary = Summary.line(for: new).dropFirst("sheetspec: ".count)
        Terminal.write("sheetspec: \(Self.countsLine(delta)); \(summary)\n", to: STDERR_FILENO)
    }

    /// `2 new, 1 fixed`, or `no new or fixed diagnostics`.
    static func countsLine(_ delta: DiagnosticDelta) -> String {
        if delta.isEmpty { return "no new or fixed diagnostics" }
        var parts: [String] = []
        if !delta.appeared.isEmpty { parts.append("\(delta.appeared.count) new") }
        if !delta.fixed.isEmpty { parts.append("\(delta.fixed.count) fixed") }
        return parts.joined(separator: ", ")
    }
}

extension CheckOptions {
    /// `lint --watch`: the full report first, then only the changes. A later
    /// run stopped by errors in `.sheetspec.yml` prints them and waits for
    /// the next change, as one with errors in the specs does; a first one
    /// ends the command as it would without `--watch`.
    func watch(includingStyle: Bool, with watching: WatchOptions) throws -> Int32 {
        var previous: ValidationReport?
        var scope: WatchScope?
        return try watching.loop(quiet: report.quiet) { _ in
            let load: ConfigurationLoad, paths: [String], options: ValidationOptions
            do {
                (load, paths, options) = try settings(includingStyle: includingStyle)
            } catch {
                guard let scope else { throw error }
                return scope
            }
            let result = report.validating(options) { SpecValidator.validate(paths: paths, options: $0) }.including(load)
            if let previous { report.printChanges(from: previous, to: result) } else { report.print(result) }
            previous = result
            let next = SpecWatchScope.make(specPaths: paths, configurationPath: load.configuration?.path)
            scope = next
            return next
        }
    }
}

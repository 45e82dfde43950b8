import SheetIO
import SheetLanguage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension RenderCommand {
    /// `render --watch`: the first run prints what `render` prints; each
    /// later one the diagnostics that appeared or were fixed, and whether the
    /// picture changed: it is written only when its bytes differ from the last
    /// one written, so a viewer that reloads on change reloads only then.
    func watchRendering() throws -> Int32 {
        var previous: ValidationReport?
        var lastPicture: String?
        return try watching.loop(quiet: report.quiet) { _ in
            let outcome = render()
            if let validation = outcome.report {
                if let previous { report.printChanges(from: previous, to: validation, to: STDERR_FILENO) }
                else { report.print(validation, to: STDERR_FILENO) }
                previous = validation
            }
            switch outcome.picture {
            case nil: break
            case .failure(let problem): Terminal.write("sheetspec: error: \(problem.message)\n", to: STDERR_FILENO)
            case .success(let picture) where picture.svg == lastPicture:
                if !report.quiet { Terminal.write("sheetspec: the picture did not change\n", to: STDERR_FILENO) }
            case .success(let picture):
                if case .failure(let failure) = AtomicFileWriter.write(picture.svg, to: output) {
                    Terminal.write("sheetspec: error: \(failure.message)\n", to: STDERR_FILENO)
                } else {
                    lastPicture = picture.svg
                    if !report.quiet {
                        Terminal.write("sheetspec: drew `\(picture.sheet)` on \(picture.profile.name) to \(output)\n", to: STDERR_FILENO)
                    }
                }
            }
            return SpecWatchScope.make(specPaths: paths, configurationPath: nil)
        }
    }
}

import ArgumentParser
import SheetLanguage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Start a project: write a commented .sheetspec.yml and an example spec.",
        discussion: """
            Writes .sheetspec.yml and Specs/example.sheet.yaml into the current folder. Nothing is \
            written when either exists (exit status 2, naming them).
            """
    )

    func run() throws {
        switch StarterProject.write(into: ".") {
        case .wrote(let paths):
            let lines = paths.map { "sheetspec: wrote \($0)\n" }.joined()
            Terminal.write(lines + "next: run `sheetspec lint`, then `sheetspec generate`\n", to: STDOUT_FILENO)
        case .refused(let existing):
            Terminal.write(
                "sheetspec: error: refusing to overwrite " + existing.map { "`\($0)`" }.joined(separator: ", ")
                    + "; nothing was written\n", to: STDERR_FILENO)
            throw ExitCode(ExitStatus.couldNotRun)
        case .failed(let failure):
            Terminal.write("sheetspec: error: \(failure.message)\n", to: STDERR_FILENO)
            throw ExitCode(ExitStatus.couldNotRun)
        }
    }
}

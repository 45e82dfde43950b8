import ArgumentParser
import SheetLanguage

/// The exit status is part of the command line's interface: 0 clean, 1
/// problems found, 2 could not run (a missing file, an unwritable folder, a
/// bad option). The libraries say how a run ended (`RunVerdict`); only the
/// command line turns that into a number.
enum ExitStatus {
    static let clean: Int32 = 0
    static let problemsFound: Int32 = 1
    static let couldNotRun: Int32 = 2

    static func code(for verdict: RunVerdict) -> Int32 {
        switch verdict {
        case .passed: clean
        case .problemsFound: problemsFound
        case .couldNotRun: couldNotRun
        }
    }

    static func exit(_ verdict: RunVerdict) -> ExitCode { ExitCode(code(for: verdict)) }
}

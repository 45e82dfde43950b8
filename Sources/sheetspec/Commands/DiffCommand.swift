import ArgumentParser
import SheetIO
import SheetLanguage
import SheetReport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension DiffFormat: ExpressibleByArgument {}

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Say what changed between two trees of specs, in the terms users care about.",
        discussion: """
            BASE and HEAD are two folders of specs, or two git revisions of the repository in the \
            current folder (each extracted with `git archive` into a scratch folder, removed \
            afterwards), whose --path folders are compared. Compared: detent heights on every \
            profile of every OS release (the built-in ones with the `profiles:` of the configuration, \
            the nearest .sheetspec.yml or --config, applied to both sides as `plan` applies them), the outcome of the standard gestures (as in \
            `report`), the presentation path, diagnostics, and the generated API (type and member \
            names of every backend). Exit status, as `git diff --exit-code`: 0 when nothing \
            changed, 1 when something did, 2 when it could not run (a missing folder, an unknown \
            revision).
            """
    )

    @Option(help: "Output format: text (default), markdown (a pull-request comment) or json.")
    var format: DiffFormat = .text

    @Option(
        name: .customLong("path"),
        help: ArgumentHelp("For revisions: the folder of specs in the repository (repeatable).", valueName: "folder"))
    var specPaths: [String] = ["specs"]

    @Argument(help: "The tree before: a folder, or a git revision.")
    var base: String

    @Argument(help: "The tree after: a folder, or a git revision.")
    var head: String

    @OptionGroup var project: ProjectOptions

    func run() throws {
        let load = try project.configuration(report: ReportOptions.parse([]), diagnosticsTo: STDERR_FILENO)
        var scratch: String?
        defer { if let scratch { GitRevisions.remove(scratch) } }
        func side(_ name: String, _ label: String) throws -> (root: String, paths: [String]) {
            if FileSystem.isDirectory(name) { return (name, [name]) }
            if scratch == nil {
                guard let made = GitRevisions.makeScratch() else {
                    Terminal.write("sheetspec: error: cannot make a scratch folder\n", to: STDERR_FILENO)
                    throw ExitCode(ExitStatus.couldNotRun)
                }
                scratch = made
            }
            let folder = scratch! + "/" + label
            if let problem = GitRevisions.extract(name, into: folder) {
                Terminal.write("sheetspec: error: \(problem)\n", to: STDERR_FILENO)
                throw ExitCode(ExitStatus.couldNotRun)
            }
            return (folder, specPaths.map { folder + "/" + $0 }.filter(FileSystem.exists))
        }
        let before = try side(base, "base")
        let after = try side(head, "head")
        var snapshots: [ReportSnapshot] = []
        for (side, name) in [(before, base), (after, head)] {
            guard !side.paths.isEmpty else {
                snapshots.append(.empty)  // a revision from before the specs were added
                continue
            }
            let report = ReportCollector.collect(paths: side.paths, options: ReportSettings(configuration: load))
            if report.validation.inputFailed {
                let reasons = report.runDiagnostics.map(\.message).joined(separator: "; ")
                Terminal.write("sheetspec: error: cannot read the specs of `\(name)`: \(reasons)\n", to: STDERR_FILENO)
                throw ExitCode(ExitStatus.couldNotRun)
            }
            snapshots.append(ReportSnapshot(report, root: side.root))
        }
        let diff = SnapshotDiff(base: snapshots[0], head: snapshots[1])
        Terminal.write(DiffRenderer.render(diff, format: format, base: base, head: head), to: STDOUT_FILENO)
        if !diff.isEmpty { throw ExitCode(ExitStatus.problemsFound) }
    }
}

/// Git revisions as folders: `git archive REV | tar -x`, in a scratch folder.
enum GitRevisions {
    static func makeScratch() -> String? {
        var template = Array(((getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp") + "/sheetspec-diff.XXXXXX").utf8CString)
        return template.withUnsafeMutableBufferPointer { buffer in
            mkdtemp(buffer.baseAddress!).map { String(cString: $0) }
        }
    }

    /// `nil` when `revision` was extracted into `folder`; else why not.
    static func extract(_ revision: String, into folder: String) -> String? {
        guard !revision.hasPrefix("-"), mkdir(folder, 0o700) == 0 else {
            return "`\(revision)` is neither a folder nor a git revision"
        }
        let verify = "git rev-parse --verify --quiet \(quoted(revision + "^{commit}")) >/dev/null 2>&1"
        guard system(verify) == 0 else { return "`\(revision)` is neither a folder nor a git revision" }
        let command = "git archive --format=tar \(quoted(revision)) | tar -x -f - -C \(quoted(folder))"
        return system(command) == 0 ? nil : "cannot extract the revision `\(revision)` with git archive"
    }

    static func remove(_ folder: String) {
        _ = system("rm -rf \(quoted(folder))")
    }

    static func quoted(_ word: String) -> String {
        "'" + word.map { $0 == "'" ? "'\\''" : String($0) }.joined() + "'"
    }
}

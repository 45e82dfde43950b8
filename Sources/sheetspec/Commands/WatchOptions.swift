import ArgumentParser
import SheetDiagnostics
import SheetIO

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--watch` and its settings, shared by `lint`, `render` and `generate`,
/// and the loop that drives a command's run under it. The watching itself is
/// SheetIO's (`WatchLoop`, `ChangeSources`); each command says what one run
/// prints and what it reads.
struct WatchOptions: ParsableArguments {
    @Flag(help: ArgumentHelp(
        "Keep running: run again after every saved change to a spec, .sheetspec.yml or a template, printing only what changed.",
        discussion: "Ctrl-C (or SIGTERM) stops the watch after the run under way, with exit status 0."))
    var watch = false

    @Flag(name: .customLong("watch-polling"), help: "With --watch: find changes by polling, even where inotify works (network and container file systems).")
    var forcesPolling = false

    @Option(name: .customLong("watch-interval"), help: ArgumentHelp(
        "With --watch, when polling (always on macOS): milliseconds between looks (default: 500).", valueName: "ms"))
    var interval: Int?

    var pollingInterval: Int { interval ?? 500 }

    func validate() throws {
        if !watch && (forcesPolling || interval != nil) {
            throw ValidationError("--watch-polling and --watch-interval go with --watch.")
        }
        if pollingInterval < 10 { throw ValidationError("--watch-interval must be at least 10 (milliseconds).") }
    }

    /// The formats a watch can print in: the changes are for a person to read,
    /// and one JSON or SARIF document a run cannot say "this was fixed".
    func check(format: DiagnosticFormat?) throws {
        guard watch, let format, format == .json || format == .sarif else { return }
        throw ValidationError("--watch prints changes for a person: use --format human, clang or github.")
    }

    /// Runs `runOnce` (with `nil`, then with the paths of each batch of
    /// changes) until SIGINT or SIGTERM, and returns the exit status: 0, as
    /// the watch ended when asked; each run's result was printed. A run
    /// throws only when the watch cannot go on: the first, stopped before
    /// checking anything (exit status 2, as without `--watch`).
    func loop(quiet: Bool, _ runOnce: (_ changed: [String]?) throws -> WatchScope) throws -> Int32 {
        TerminationSignals.install()
        let loop = WatchLoop(shouldStop: { TerminationSignals.received }) { scope in
            ChangeSources.best(for: scope, polling: forcesPolling, intervalMilliseconds: pollingInterval)
        }
        let directory = PathText.currentDirectory()
        try loop.run(
            { changed in
                if let changed, !quiet { Terminal.write(Self.changeLine(changed, from: directory) + "\n", to: STDERR_FILENO) }
                return try runOnce(changed)
            },
            watching: { source, scope in
                guard !quiet else { return }
                let count = scope.folders.count + scope.files.count
                Terminal.write(
                    "sheetspec: watching \(count) \(count == 1 ? "path" : "paths") (\(source.mechanism)); Ctrl-C stops\n",
                    to: STDERR_FILENO)
            })
        if !quiet { Terminal.write("sheetspec: stopped watching\n", to: STDERR_FILENO) }
        return ExitStatus.clean
    }

    /// `sheetspec: changed: specs/a.sheet.yaml, specs/b.sheet.yaml and 3 more`,
    /// paths relative to the working directory where they are below it.
    static func changeLine(_ paths: [String], from directory: String) -> String {
        let shown = paths.prefix(3).map { PathText.relative($0, to: directory) ?? $0 }
        let more = paths.count > shown.count ? " and \(paths.count - shown.count) more" : ""
        return "\nsheetspec: changed: " + shown.joined(separator: ", ") + more
    }
}

import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// "reading 1200/5000 files" on standard error, redrawn in place, while a
/// long run loads its files.
///
/// Shown only to a person watching: never when standard error is not a
/// terminal (CI logs, pipes, editors and pre-commit read it), never under
/// `--quiet`, and only once the run is long: more than `fileThreshold` files,
/// or still loading after `timeThreshold`. A short run on a terminal prints
/// nothing, so the common case looks exactly as it does in a log. Standard
/// output is never touched; the line is erased before anything else is
/// printed.
final class ProgressLine: Sendable {
    static let fileThreshold = 200
    static let timeThreshold = Duration.seconds(1)
    /// The line is redrawn at most this often, so that progress costs nothing
    /// next to the work it reports.
    static let redrawInterval = Duration.milliseconds(100)

    private struct State {
        var lastDrawn: ContinuousClock.Instant?
        var shown = false
    }

    private let enabled: Bool
    private let start = ContinuousClock.now
    private let state = Mutex(State())

    /// - Parameter enabled: whether a person may be watching (a terminal, no `--quiet`).
    init(enabled: Bool) {
        self.enabled = enabled
    }

    /// The hook for `ValidationOptions.fileLoaded`; `nil` when disabled, so a
    /// run that cannot show progress does not count files at all.
    var fileLoadedHook: (@Sendable (Int, Int) -> Void)? {
        guard enabled else { return nil }
        return { @Sendable [self] completed, total in fileLoaded(completed, of: total) }
    }

    func fileLoaded(_ completed: Int, of total: Int) {
        let now = ContinuousClock.now
        // Written under the lock, so that two workers cannot print their counts out of order.
        state.withLock { state in
            guard total > Self.fileThreshold || now - start > Self.timeThreshold else { return }
            if let last = state.lastDrawn, now - last < Self.redrawInterval, completed < total { return }
            state.lastDrawn = now
            state.shown = true
            Terminal.write("\rsheetspec: reading \(completed)/\(total) files", to: STDERR_FILENO)
        }
    }

    /// Erases the line, if it was ever drawn, before the report is printed.
    func finish() {
        let shown = state.withLock { $0.shown }
        // Carriage return, then ANSI "erase to end of line".
        if shown { Terminal.write("\r\u{1B}[K", to: STDERR_FILENO) }
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Set by the handler; a plain word, the one kind of value a signal handler
/// may safely write.
nonisolated(unsafe) private var terminationRequested: sig_atomic_t = 0

/// SIGINT and SIGTERM as a request to stop a watch between runs.
///
/// The first signal only sets a flag: the watch finishes the run under way,
/// so no generated file is left half written, and exits with status 0. A
/// second signal before that ends the process at once (status 128 + the
/// signal), for a run that takes too long to wait for.
public enum TerminationSignals {
    public static func install() {
        terminationRequested = 0
        // A process inherits its parent's blocked signals (a test runner,
        // some process supervisors block SIGINT): unblocked here, or the
        // handler would never run. Threads started later inherit this mask.
        var stopping = sigset_t()
        sigemptyset(&stopping)
        sigaddset(&stopping, SIGINT)
        sigaddset(&stopping, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &stopping, nil)
        for number in [SIGINT, SIGTERM] {
            signal(number) { received in
                if terminationRequested != 0 { _exit(128 + received) }
                terminationRequested = 1
            }
        }
    }

    public static var received: Bool { terminationRequested != 0 }
}

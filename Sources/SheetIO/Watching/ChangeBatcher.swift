#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns a change source's trickle of events into one batch per save.
///
/// An editor's save is several events (a temporary file written, renamed
/// over the spec, its mode set); running on the first would check a file
/// half written, or run twice. So a batch starts with the first change and
/// grows until the source has been quiet for `quietMilliseconds`, or until
/// `longestMilliseconds` have passed, so that a file rewritten without pause
/// still gets checked now and then.
public struct ChangeBatcher {
    public var quietMilliseconds: Int
    public var longestMilliseconds: Int
    /// How long one wait for the first change lasts before the stop flag is
    /// read again: a signal may land on another thread, and then no wait is cut short.
    public var stopCheckMilliseconds: Int

    public init(quietMilliseconds: Int = 100, longestMilliseconds: Int = 2_000, stopCheckMilliseconds: Int = 100) {
        self.quietMilliseconds = quietMilliseconds
        self.longestMilliseconds = longestMilliseconds
        self.stopCheckMilliseconds = stopCheckMilliseconds
    }

    /// The next batch, sorted by path bytes and each path once, or `nil` once
    /// `shouldStop` says so.
    public func next(from source: ChangeSource, shouldStop: () -> Bool) -> [String]? {
        var batch = Set<String>()
        while batch.isEmpty {
            if shouldStop() { return nil }
            batch.formUnion(source.changes(waitingAtMost: stopCheckMilliseconds))
        }
        let started = MonotonicClock.milliseconds()
        while !shouldStop(), MonotonicClock.milliseconds() - started < longestMilliseconds {
            let more = source.changes(waitingAtMost: quietMilliseconds)
            if more.isEmpty { break }
            batch.formUnion(more)
        }
        if shouldStop() { return nil }
        return batch.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}

/// Milliseconds on a clock that never jumps (`CLOCK_MONOTONIC`), for waits
/// that a change of the wall clock must not stretch or cut.
public enum MonotonicClock {
    public static func milliseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int(now.tv_sec) * 1_000 + Int(now.tv_nsec) / 1_000_000
    }

    /// Sleeps about `milliseconds`, less when a signal arrives.
    public static func sleep(milliseconds: Int) {
        guard milliseconds > 0 else { return }
        _ = poll(nil, 0, Int32(clamping: milliseconds))
    }
}

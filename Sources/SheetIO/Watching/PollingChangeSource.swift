/// Finds changes by comparing `stat` of every watched file every
/// `intervalMilliseconds`: the fallback where inotify is not available or
/// fails (its watch limit reached), and what macOS uses, since FSEvents and
/// kqueue are not compiled in. Costs one `lstat` per file and one
/// `readdir` per folder each interval.
public final class PollingChangeSource: ChangeSource {
    private let scope: WatchScope
    public let intervalMilliseconds: Int
    private var stamps: [String: FileStamp]
    private var nextScan: Int

    public init(scope: WatchScope, intervalMilliseconds: Int) {
        self.scope = scope
        self.intervalMilliseconds = max(1, intervalMilliseconds)
        stamps = FileStamp.snapshot(of: scope)
        nextScan = MonotonicClock.milliseconds() + self.intervalMilliseconds
    }

    public var mechanism: String { "polling every \(intervalMilliseconds) ms" }

    public func changes(waitingAtMost milliseconds: Int) -> [String] {
        let deadline = MonotonicClock.milliseconds() + milliseconds
        while true {
            let now = MonotonicClock.milliseconds()
            if now >= nextScan {
                nextScan = now + intervalMilliseconds
                let changed = scan()
                if !changed.isEmpty { return changed }
            }
            if now >= deadline { return [] }
            MonotonicClock.sleep(milliseconds: min(deadline, nextScan) - now)
        }
    }

    /// The paths added, removed or changed since the last scan.
    private func scan() -> [String] {
        let current = FileStamp.snapshot(of: scope)
        defer { stamps = current }
        var changed = current.compactMap { path, stamp in stamps[path] == stamp ? nil : path }
        changed += stamps.keys.filter { current[$0] == nil }
        return changed.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}

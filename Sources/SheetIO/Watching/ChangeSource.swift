/// Where a watch learns that files changed: the kernel's events
/// (`InotifyChangeSource`), a timer and `stat` (`PollingChangeSource`), or a
/// script (`ScriptedChangeSource`, for tests that must not wait on real time).
public protocol ChangeSource: AnyObject {
    /// Waits at most `milliseconds` for changes, and returns the relevant
    /// paths that changed (absolute), or none when nothing came in time.
    func changes(waitingAtMost milliseconds: Int) -> [String]

    /// A word for the status line: `inotify`, `polling every 500 ms`.
    var mechanism: String { get }
}

/// A change source that replays a fixed list of answers, one per call; an
/// empty answer stands for a quiet wait. When the script is spent it answers
/// nothing, immediately.
public final class ScriptedChangeSource: ChangeSource {
    private var script: [[String]]
    /// How many times the watch asked; tests check the loop stopped asking.
    public private(set) var calls = 0

    public init(_ script: [[String]]) {
        self.script = script
    }

    public func changes(waitingAtMost milliseconds: Int) -> [String] {
        calls += 1
        return script.isEmpty ? [] : script.removeFirst()
    }

    public var mechanism: String { "script" }
}

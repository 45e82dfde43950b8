/// The watch itself, free of any command: run once, then once per batch of
/// changes until asked to stop. Each run says what to watch next, since a
/// change to the configuration can move the specs, the templates or the
/// output folder; the change source is made again only when that differs.
public struct WatchLoop {
    public var batcher: ChangeBatcher
    private let makeSource: (WatchScope) -> ChangeSource
    private let shouldStop: () -> Bool

    public init(
        batcher: ChangeBatcher = ChangeBatcher(), shouldStop: @escaping () -> Bool,
        makeSource: @escaping (WatchScope) -> ChangeSource
    ) {
        self.batcher = batcher
        self.shouldStop = shouldStop
        self.makeSource = makeSource
    }

    /// Calls `runOnce(nil)` first, then `runOnce(paths)` with the sorted
    /// paths of each batch; `watching` is told each time a source is made
    /// (the status line). Returns how many runs were made after the first.
    /// An error thrown by a run ends the watch and is thrown on: a command
    /// throws only when it cannot go on (its first run could not start).
    @discardableResult
    public func run(
        _ runOnce: (_ changed: [String]?) throws -> WatchScope, watching: (ChangeSource, WatchScope) -> Void = { _, _ in }
    ) rethrows -> Int {
        var scope = try runOnce(nil)
        var source = makeSource(scope)
        watching(source, scope)
        var reruns = 0
        while let batch = batcher.next(from: source, shouldStop: shouldStop) {
            let next = try runOnce(batch)
            reruns += 1
            if next != scope {
                scope = next
                source = makeSource(scope)
                watching(source, scope)
            }
        }
        return reruns
    }
}

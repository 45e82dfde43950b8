import Synchronization

/// A value made the first time it is asked for, once, whichever thread asks
/// first; later askers get the same value. For work a run seldom needs (the
/// ids of every file, the parsed templates) and must not do twice.
public final class ComputedOnce<Value: Sendable>: Sendable {
    private let state: Mutex<State>
    private let make: @Sendable () -> Value

    /// The value, once made. An optional beside the closure rather than an
    /// enum of the two: a two-case enum may keep its case in the spare bits
    /// of the value's pointer, and LeakSanitizer (the fuzz targets) then no
    /// longer sees the value as reachable and reports it as leaked.
    private struct State {
        var made: Value?
    }

    public init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
        state = Mutex(State(made: nil))
    }

    public var value: Value {
        state.withLock { state in
            if let made = state.made { return made }
            let made = make()
            state.made = made
            return made
        }
    }
}
